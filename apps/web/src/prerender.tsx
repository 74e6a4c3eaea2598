import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppSetting } from '@e-belediye/contracts/settings';
import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, StrictMode, useContext } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App, newQueryClient } from './app/App.js';
import { entryOf } from './app/manifest.js';
import { PASSWORD_CHANGE_PATH } from './app/RequireAuth.js';
import { answerCallsWith, type CallAnswerer } from './shared/api/client.js';
import { I18nProvider, type Language, loadLanguage } from './shared/i18n/index.js';
import { loadOnce } from './shared/lazy.js';
import { type ShellSession, sessionInit } from './shared/session/index.js';

/** The path being drawn, for the router the app is drawn in (a provider renders nothing of its own). */
const DrawnPath = createContext('/');

function AtDrawnPath({ children }: { children: ReactNode }) {
  return <StaticRouter location={useContext(DrawnPath)}>{children}</StaticRouter>;
}

/** The answerer of the drawing under way: drawings of different visitors run interleaved, each with its own. */
const answering = new AsyncLocalStorage<CallAnswerer>();
answerCallsWith((name, body) => {
  const answer = answering.getStore();
  return answer ? answer(name, body) : Promise.reject(new Error(`${name}: çizim dışında çağrı`));
});

/** A page as the server drew it, and the answers it was drawn with (for the browser's cache), if any. */
export interface Drawn {
  html: string;
  data: DehydratedState | null;
}

/** The tree's HTML once every part of it is in (a section loaded apart is drawn, not its spinner). */
async function htmlOf(tree: ReactNode): Promise<string> {
  // Every section written in place: a section sent apart would need an inline script, which the CSP does not run.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads asked for in turn (one read's answer may enable another); beyond this the browser asks the rest. */
const ROUNDS = 3;

function waitingToBeAsked(query: Query, asked: Set<string>) {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !asked.has(query.queryHash);
}

/**
 * Draws the tree, asks the answerer for every read the drawing started, and draws again with the answers (ADR 0027),
 * until no read is left. A read the answerer does not give is dropped from the cache: it is drawn as loading and the
 * browser asks for it, exactly as it would have without a drawing.
 */
async function drawWithAnswers(tree: (client: QueryClient) => ReactNode, answer?: CallAnswerer): Promise<Drawn> {
  const client = newQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  let html = await htmlOf(tree(client));
  if (!answer) return { html, data: null };
  const cache = client.getQueryCache();
  const asked = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    const waiting = cache.getAll().filter((query) => waitingToBeAsked(query, asked));
    if (waiting.length === 0) break;
    for (const query of waiting) asked.add(query.queryHash);
    await answering.run(answer, () =>
      Promise.all(waiting.map((query) => query.fetch().catch(() => cache.remove(query)))),
    );
    html = await htmlOf(tree(client));
  }
  const data = dehydrate(client);
  return { html, data: data.queries.length > 0 ? data : null };
}

/**
 * The first paint of a page, drawn by the server (ADR 0026): the same tree the browser renders first — layout, menu,
 * the page's title, introduction and, where `answer` gives them, the answers it reads (ADR 0027); else the skeletons
 * of what it will fetch. A slow phone shows the page as soon as the HTML and the style sheet are in, and the browser
 * takes it over (hydrates) when its scripts arrive. Null
 * for a path the browser must decide itself: a redirect, the office, a member page without a member, a page the
 * member may not open yet. Drawn in the visitor's language (ADR 0037), the one the browser then hydrates with.
 */
export async function drawPage(
  path: string,
  settings: AppSetting,
  visitor: ShellSession,
  answer?: CallAnswerer,
  language: Language = 'tr',
): Promise<Drawn | null> {
  const entry = entryOf(path);
  if (!entry || entry.access === 'staff') return null;
  if (entry.access === 'member' && (!visitor.Member || (visitor.MustChangePassword && path !== PASSWORD_CHANGE_PATH)))
    return null;
  // The page's module is here before the render, so the page itself is drawn rather than its loading spinner.
  if (entry.live) await loadOnce(entry.page.load, entry.page.load);
  await loadLanguage(language);
  return drawWithAnswers(
    (client) => (
      <DrawnPath.Provider value={path}>
        <StrictMode>
          <I18nProvider language={language}>
            <App settings={settings} Router={AtDrawnPath} session={sessionInit(visitor)} queryClient={client} />
          </I18nProvider>
        </StrictMode>
      </DrawnPath.Provider>
    ),
    answer,
  );
}
