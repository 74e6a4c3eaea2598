import type { AppSetting } from '@e-belediye/contracts/settings';
import { createContext, type ReactNode, useContext } from 'react';
import { SessionKeys } from '../session/storage.js';

const SettingsContext = createContext<AppSetting | null>(null);

let loaded: AppSetting | null = null;

/** GET /AppSetting.json before the first render (spec section 7); kept as webConfig in sessionStorage. */
export async function loadAppSettings(): Promise<AppSetting> {
  const res = await fetch('/AppSetting.json', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`AppSetting.json ${res.status}`);
  loaded = (await res.json()) as AppSetting;
  sessionStorage.setItem(SessionKeys.webConfig, JSON.stringify(loaded));
  return loaded;
}

/** Settings for code outside React (the API client). */
export const appSettings = (): AppSetting | null => loaded;

export function SettingsProvider({ value, children }: { value: AppSetting; children: ReactNode }) {
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): AppSetting {
  const ctx = useContext(SettingsContext);
  if (!ctx) throw new Error('SettingsProvider missing');
  return ctx;
}
