import type { ComponentType } from 'react';
import { loadOnce, readChunk } from '../shared/lazy.js';
import { entryOf, type PageRef } from './manifest.js';

/**
 * A manifest page, fetched with its chunk the first time its route is shown (the route's Suspense spinner shows
 * meanwhile). Unlike React.lazy, a failed fetch is not remembered: the error boundary's "Tekrar dene" fetches again.
 */
export function LazyPage({ page }: { page: PageRef }) {
  const Page = readChunk(page.load, page.load).default as ComponentType<object>;
  return <Page {...page.props} />;
}

/**
 * The chunk of the page the visitor opened, fetched at once: while the settings and the language are read, not after
 * them; settled when it is here or has failed. A failure is left to the page's own render (its error boundary offers
 * the retry).
 */
export function preloadPageOf(path: string): Promise<unknown> {
  const entry = entryOf(path);
  return entry?.live ? loadOnce(entry.page.load, entry.page.load).catch(() => undefined) : Promise.resolve();
}
