import type { AppSetting } from '@e-belediye/contracts/settings';
import { createContext, type ReactNode, StrictMode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App.js';
import { entryOf } from './app/manifest.js';
import { PASSWORD_CHANGE_PATH } from './app/RequireAuth.js';
import { I18nProvider } from './shared/i18n/index.js';
import { loadOnce } from './shared/lazy.js';
import { type ShellSession, sessionInit } from './shared/session/index.js';

/** The language the server draws in; a visitor who chose another is drawn again by the browser. */
export const DRAWN_LANGUAGE = 'tr';

/** The path being drawn, for the router the app is drawn in (a provider renders nothing of its own). */
const DrawnPath = createContext('/');

function AtDrawnPath({ children }: { children: ReactNode }) {
  return <StaticRouter location={useContext(DrawnPath)}>{children}</StaticRouter>;
}

/**
 * The first paint of a page, drawn by the server (ADR 0026): the same tree the browser renders first — layout, menu,
 * the page's title, introduction and the skeletons of what it will fetch — so a slow phone shows the page as soon
 * as the HTML and the style sheet are in, and the browser takes it over (hydrates) when its scripts arrive. Null
 * for a path the browser must decide itself: a redirect, the office, a member page without a member, a page the
 * member may not open yet.
 */
export async function drawPage(path: string, settings: AppSetting, visitor: ShellSession): Promise<string | null> {
  const entry = entryOf(path);
  if (!entry || entry.access === 'staff') return null;
  if (entry.access === 'member' && (!visitor.Member || (visitor.MustChangePassword && path !== PASSWORD_CHANGE_PATH)))
    return null;
  // The page's module is here before the render, so the page itself is drawn rather than its loading spinner.
  if (entry.live) await loadOnce(entry.page.load, entry.page.load);
  return renderToString(
    <DrawnPath.Provider value={path}>
      <StrictMode>
        <I18nProvider>
          <App settings={settings} Router={AtDrawnPath} session={sessionInit(visitor)} />
        </I18nProvider>
      </StrictMode>
    </DrawnPath.Provider>,
  );
}
