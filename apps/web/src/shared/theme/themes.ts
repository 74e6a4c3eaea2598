import type { ThemeName } from '@e-belediye/contracts/codes';

/** A colour theme of spec section 9: the bar's colours and the primary colour for content on white. */
export interface Palette {
  bg: string;
  fg: string;
  activeBg: string;
  activeFg: string;
  primary: string;
}

// Every pair keeps at least 4.5:1 contrast (WCAG AA) for text.
export const palettes: Record<ThemeName, Palette> = {
  whitePurple: { bg: '#ffffff', fg: '#1a1a2e', activeBg: '#ede7f6', activeFg: '#4a148c', primary: '#6a1b9a' },
  whiteBlue: { bg: '#ffffff', fg: '#1a1a2e', activeBg: '#e3f2fd', activeFg: '#0d47a1', primary: '#1565c0' },
  slateDark1: { bg: '#222a45', fg: '#ffffff', activeBg: '#38426b', activeFg: '#ffffff', primary: '#3949ab' },
  slateDark2: { bg: '#1a2038', fg: '#ffffff', activeBg: '#2e3a66', activeFg: '#ffffff', primary: '#283593' },
  purple1: { bg: '#7b1fa2', fg: '#ffffff', activeBg: '#5e1782', activeFg: '#ffffff', primary: '#7b1fa2' },
  purple2: { bg: '#6a1b9a', fg: '#ffffff', activeBg: '#8e24aa', activeFg: '#ffffff', primary: '#6a1b9a' },
  purpleDark1: { bg: '#4a148c', fg: '#ffffff', activeBg: '#6a1b9a', activeFg: '#ffffff', primary: '#4a148c' },
  purpleDark2: { bg: '#311b92', fg: '#ffffff', activeBg: '#4527a0', activeFg: '#ffffff', primary: '#311b92' },
  blue: { bg: '#1565c0', fg: '#ffffff', activeBg: '#0d47a1', activeFg: '#ffffff', primary: '#1565c0' },
  blueDark: { bg: '#0d2a4f', fg: '#ffffff', activeBg: '#1a3d6d', activeFg: '#ffffff', primary: '#0d47a1' },
  red: { bg: '#c62828', fg: '#ffffff', activeBg: '#8e0000', activeFg: '#ffffff', primary: '#b71c1c' },
  belsoft: { bg: '#0f4c5c', fg: '#ffffff', activeBg: '#176b80', activeFg: '#ffffff', primary: '#0f4c5c' },
  belsoftSideMenu: { bg: '#10243e', fg: '#e8eef6', activeBg: '#1d3b5f', activeFg: '#ffffff', primary: '#0f4c5c' },
};
