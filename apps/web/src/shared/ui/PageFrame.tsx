import { type ReactNode, useEffect } from 'react';
import { useSettings } from '../api/settings.js';
import { usePageTitle } from '../routing/pageInfo.js';
import { PageStatus } from './PageStatus.js';

/**
 * Every page: its title (the route's, unless the page names another) as the document title and the one h1, in the
 * office what the last act came to (PageStatus), an optional introduction, then content.
 */
export function PageFrame({
  title: ownTitle,
  intro,
  actions,
  children,
}: {
  title?: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const settings = useSettings();
  const routeTitle = usePageTitle();
  const title = ownTitle ?? routeTitle;
  useEffect(() => {
    document.title = `${title} | ${settings.MunicipalityName}`;
  }, [title, settings.MunicipalityName]);
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {actions && <div className="page-actions no-print">{actions}</div>}
      </header>
      <PageStatus />
      {intro && <p className="page-intro">{intro}</p>}
      {children}
    </section>
  );
}
