import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../shared/i18n/index.js';
import { Icon } from '../shared/ui/Icon.js';
import { PageFrame } from '../shared/ui/PageFrame.js';
import { useOfficeTexts } from './i18n/index.js';
import { type OfficePage, pagesFor } from './manifest.js';
import { useOfficeSession } from './session.js';

/** How many items wait at one desk, asked of the desk's own call. */
function Waiting({ page }: { page: OfficePage }) {
  const t = useOfficeTexts();
  const count = useQuery({
    queryKey: ['office.waiting', page.path],
    queryFn: () => page.waiting?.() ?? Promise.resolve(null),
    enabled: Boolean(page.waiting),
  });
  return typeof count.data === 'number' ? <span className="badge">{t.waitingCount(count.data)}</span> : null;
}

/** /yonetim: a greeting, what waits across the queues the person works on, and every desk they may open. */
export default function HomePage() {
  const t = useOfficeTexts();
  const { language } = useI18n();
  const { staff, permissions } = useOfficeSession();
  const pages = pagesFor(permissions);
  const queues = pages.filter((p) => p.workList);
  return (
    <PageFrame title={t.greeting(staff?.DisplayName ?? '')} intro={t.homeIntro}>
      <section aria-labelledby="waiting-title" className="office-section">
        <h2 id="waiting-title">{t.waiting}</h2>
        {queues.length === 0 ? (
          <p className="notice notice-info">{t.nothingWaiting}</p>
        ) : (
          <ul className="office-cards">
            {queues.map((p) => (
              <li key={p.path}>
                <Link to={`/yonetim/${p.path}`} className="office-card">
                  <Icon name={p.icon} />
                  <span className="office-card-title">{p.title[language]}</span>
                  <Waiting page={p} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="desks-title" className="office-section">
        <h2 id="desks-title">{t.desks}</h2>
        {pages.length === 0 ? (
          <p className="notice notice-warning">{t.noDesks}</p>
        ) : (
          <ul className="office-cards">
            {pages.map((p) => (
              <li key={p.path}>
                <Link to={`/yonetim/${p.path}`} className="office-card">
                  <Icon name={p.icon} />
                  <span className="office-card-title">{p.title[language]}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
