import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { HomeNotices } from '../../features/settings/HomeNotices.js';
import { useSettings } from '../../shared/api/settings.js';
import { useI18n, useLocalized } from '../../shared/i18n/index.js';
import { useSession } from '../../shared/session/index.js';
import { Icon } from '../../shared/ui/Icon.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { groups, services } from '../manifest.js';
import './home.css';
import { serviceTexts } from '../serviceTexts.js';

const fold = (s: string) =>
  s.toLocaleLowerCase('tr').replace(/[çğıöşüâîû]/g, (c) => 'cgiosuaiu'['çğıöşüâîû'.indexOf(c)]);

/** The municipality's emblem (the portal's icon). */
const EMBLEM = '/favicon.svg';

/** /anasayfa: the municipality and its mayor, the service search, and every service as a tile in its group. */
export default function HomePage() {
  const { m, language } = useI18n();
  const say = useLocalized();
  const settings = useSettings();
  const { isAuthenticated } = useSession();
  const [query, setQuery] = useState('');
  // The emblem stands in for a mayor's photo that does not load.
  const [photoFailed, setPhotoFailed] = useState(false);
  const matches = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    // The same services as the side menu: one offered only with a setting (water) is shown only with it.
    return services.filter((s) => {
      if (s.onlyWith && !settings[s.onlyWith]) return false;
      const groupTitle = groups.find((g) => g.key === s.group)?.title;
      const group = groupTitle ? say(groupTitle) : '';
      const texts = serviceTexts[s.path];
      const hay = fold(`${say(s.title)} ${texts?.description[language] ?? ''} ${texts?.keywords ?? ''} ${group}`);
      return words.every((w) => hay.includes(w));
    });
  }, [query, language, settings, say]);
  return (
    <PageFrame title={m.home.welcome(settings.MunicipalityName)}>
      <HomeNotices />
      <div className="home-hero">
        <div className="home-intro">
          <p className="lead">{m.home.intro}</p>
          <div className="search-box">
            <label htmlFor="service-search" className="search-label">
              {m.home.searchLabel}
            </label>
            <div className="search-input">
              <Icon name="search" size={20} />
              <input
                id="service-search"
                type="search"
                value={query}
                placeholder={m.home.searchPlaceholder}
                onChange={(e) => setQuery(e.target.value)}
                autoComplete="off"
              />
            </div>
          </div>
        </div>
        <aside className="mayor-card" aria-label={settings.MayorTitle}>
          <img
            src={photoFailed ? EMBLEM : settings.MayorPhotosUrl}
            alt={m.home.mayorPhoto(settings.MayorName)}
            width={96}
            height={96}
            onError={() => setPhotoFailed(true)}
          />
          <div>
            <p className="mayor-name">{settings.MayorName}</p>
            <p className="mayor-title">{settings.MayorTitle}</p>
            <a href={settings.MayorInfoUrl} rel="noopener">
              {m.home.mayorMore}
            </a>
          </div>
        </aside>
      </div>
      {matches.length === 0 && (
        <p className="table-message empty" role="status">
          {m.home.noMatch}
        </p>
      )}
      {groups.map((group) => {
        const items = matches.filter((s) => s.group === group.key);
        if (!items.length) return null;
        return (
          <section key={group.key} className="tile-group" aria-labelledby={`group-${group.key}`}>
            <h2 id={`group-${group.key}`}>{say(group.title)}</h2>
            <ul className="tiles">
              {items.map((s) => (
                <li key={s.path}>
                  <Link to={s.path} className="tile">
                    <span className="tile-icon">
                      <Icon name={s.icon} size={28} />
                    </span>
                    <span className="tile-body">
                      <span className="tile-title">{say(s.title)}</span>
                      <span className="tile-desc">{serviceTexts[s.path]?.description[language]}</span>
                      {!s.live && <span className="tile-badge tile-soon">{m.home.soon}</span>}
                      {s.live && s.access !== 'public' && !isAuthenticated && (
                        <span className="tile-badge">
                          <Icon name="lock" size={14} /> {m.home.loginNeeded}
                        </span>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </PageFrame>
  );
}
