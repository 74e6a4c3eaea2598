import type { ComponentType } from 'react';
import { readChunk } from '../shared/lazy.js';
import type { PageRef } from './manifest.js';

/**
 * A manifest page, fetched with its chunk the first time its route is shown (the route's Suspense spinner shows
 * meanwhile). Unlike React.lazy, a failed fetch is not remembered: the error boundary's "Tekrar dene" fetches again.
 */
export function LazyPage({ page }: { page: PageRef }) {
  const Page = readChunk(page.load, page.load).default as ComponentType<object>;
  return <Page {...page.props} />;
}
