import { createContext, useContext } from 'react';
import { type StaffLocalized, useI18n } from '../i18n/index.js';

/** What a page learns from its route: its own title, and the titles of the pages it links to. */
export interface PageInfo {
  title: StaffLocalized;
  /** Another page's title by its path, for links that name the page they lead to. */
  titleOf(path: string): StaffLocalized | undefined;
}

const PageInfoContext = createContext<PageInfo | null>(null);

/** Set by the router around each page (the app fills it from its manifest). */
export const PageInfoProvider = PageInfoContext.Provider;

/** The title of the page being shown, in the current language. */
export function usePageTitle(): string {
  const info = useContext(PageInfoContext);
  const { language } = useI18n();
  return info ? (info.title[language] ?? info.title.tr) : '';
}

/** The title of the page at `path`, in the current language. */
export function useServiceTitle(path: string): string {
  const info = useContext(PageInfoContext);
  const { language } = useI18n();
  const title = info?.titleOf(path);
  return title ? (title[language] ?? title.tr) : path;
}
