import { type ThemeName, Themes } from '@e-belediye/contracts/codes';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { palettes } from './themes.js';

interface ThemeState {
  topBar: ThemeName;
  sideMenu: ThemeName;
  setTopBar(t: ThemeName): void;
  setSideMenu(t: ThemeName): void;
}

// Spec section 9: top bar whitePurple, side menu belsoftSideMenu.
const DEFAULTS = { topBar: 'whitePurple', sideMenu: 'belsoftSideMenu' } as const;
const isTheme = (v: string | null): v is ThemeName => Themes.includes(v as ThemeName);
const stored = (key: string, fallback: ThemeName): ThemeName => {
  const v = typeof localStorage !== 'undefined' ? localStorage.getItem(key) : null;
  return isTheme(v) ? v : fallback;
};

const ThemeContext = createContext<ThemeState | null>(null);

/** Applies the chosen themes as CSS custom properties; the stylesheet reads only those. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [topBar, setTopBarState] = useState<ThemeName>(() => stored('theme.topBar', DEFAULTS.topBar));
  const [sideMenu, setSideMenuState] = useState<ThemeName>(() => stored('theme.sideMenu', DEFAULTS.sideMenu));
  useEffect(() => {
    const root = document.documentElement.style;
    const top = palettes[topBar];
    const side = palettes[sideMenu];
    root.setProperty('--topbar-bg', top.bg);
    root.setProperty('--topbar-fg', top.fg);
    root.setProperty('--topbar-active-bg', top.activeBg);
    root.setProperty('--topbar-active-fg', top.activeFg);
    root.setProperty('--primary', top.primary);
    root.setProperty('--side-bg', side.bg);
    root.setProperty('--side-fg', side.fg);
    root.setProperty('--side-active-bg', side.activeBg);
    root.setProperty('--side-active-fg', side.activeFg);
    document.documentElement.dataset.theme = topBar;
  }, [topBar, sideMenu]);
  const value = useMemo<ThemeState>(
    () => ({
      topBar,
      sideMenu,
      setTopBar(t) {
        localStorage.setItem('theme.topBar', t);
        setTopBarState(t);
      },
      setSideMenu(t) {
        localStorage.setItem('theme.sideMenu', t);
        setSideMenuState(t);
      },
    }),
    [topBar, sideMenu],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('ThemeProvider missing');
  return ctx;
}
