import { createContext, useContext } from 'react';
import { type Localized, useLocalized } from '../i18n/index.js';

/** What a page learns from its route: its own title, and the titles of the pages it links to. */
export interface PageInfo {
  title: Localized;
  /** Another page's title by its path, for links that name the page they lead to. */
  titleOf(path: string): Localized | undefined;
}

const PageInfoContext = createContext<PageInfo | null>(null);

/** Set by the router around each page (the app fills it from its manifest). */
export const PageInfoProvider = PageInfoContext.Provider;

/** The title of the page being shown, in the current language. */
export function usePageTitle(): string {
  const info = useContext(PageInfoContext);
  const say = useLocalized();
  return info ? say(info.title) : '';
}

/** The title of the page at `path`, in the current language. */
export function useServiceTitle(path: string): string {
  const info = useContext(PageInfoContext);
  const say = useLocalized();
  const title = info?.titleOf(path);
  return title ? say(title) : path;
}
