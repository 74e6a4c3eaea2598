import { setReligiousHolidays } from '@e-belediye/contracts/calendar/in-force';
import type { AppSetting } from '@e-belediye/contracts/settings';
import { createContext, type ReactNode, useContext } from 'react';
import { SessionKeys } from '../session/storage.js';

const SettingsContext = createContext<AppSetting | null>(null);

let loaded: AppSetting | null = null;

/** The settings the server wrote into the page (no request before the first paint), when it did. */
function inlineSettings(): AppSetting | null {
  const text = document.getElementById('app-settings')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as AppSetting;
  } catch {
    return null;
  }
}

/**
 * The settings of spec section 7 before the first render: written into the page by the server, else
 * GET /AppSetting.json (the development server); kept as webConfig in sessionStorage.
 */
export async function loadAppSettings(): Promise<AppSetting> {
  loaded = inlineSettings() ?? (await fetchSettings());
  sessionStorage.setItem(SessionKeys.webConfig, JSON.stringify(loaded));
  return loaded;
}

async function fetchSettings(): Promise<AppSetting> {
  const res = await fetch('/AppSetting.json', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`AppSetting.json ${res.status}`);
  return (await res.json()) as AppSetting;
}

/** Settings for code outside React (the API client). */
export const appSettings = (): AppSetting | null => loaded;

export function SettingsProvider({ value, children }: { value: AppSetting; children: ReactNode }) {
  // The pages' due-date estimates use the office's bayrams, as the server does (ADR 0038); same list, no work.
  setReligiousHolidays(value.ReligiousHolidays);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): AppSetting {
  const ctx = useContext(SettingsContext);
  if (!ctx) throw new Error('SettingsProvider missing');
  return ctx;
}
