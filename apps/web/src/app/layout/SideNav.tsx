import { NavLink } from 'react-router';
import { useSettings } from '../../shared/api/settings.js';
import { useI18n, useLocalized } from '../../shared/i18n/index.js';
import { useSession } from '../../shared/session/index.js';
import { Icon } from '../../shared/ui/Icon.js';
import { groups, home, services } from '../manifest.js';

/** The service menu, grouped; in compact mode only icons show and the names remain for screen readers. */
export function ServiceMenu({ compact = false, onNavigate }: { compact?: boolean; onNavigate?(): void }) {
  const { m } = useI18n();
  const say = useLocalized();
  const settings = useSettings();
  const { isAuthenticated } = useSession();
  return (
    <ul className={`service-menu${compact ? ' compact' : ''}`}>
      <li>
        <NavLink
          to={home.path}
          className="menu-link"
          onClick={onNavigate}
          title={compact ? say(home.title) : undefined}
        >
          <Icon name={home.icon} size={20} />
          <span className="menu-text">{say(home.title)}</span>
        </NavLink>
      </li>
      {groups.map((group) => (
        <li key={group.key} className="menu-group">
          <span className="menu-group-title">{say(group.title)}</span>
          <ul>
            {services
              .filter((s) => s.group === group.key && (!s.onlyWith || settings[s.onlyWith]))
              .map((s) => (
                <li key={s.path}>
                  <NavLink
                    to={s.path}
                    className="menu-link"
                    onClick={onNavigate}
                    title={compact ? say(s.title) : undefined}
                  >
                    <Icon name={s.icon} size={20} />
                    <span className="menu-text">{say(s.title)}</span>
                    {s.access !== 'public' && !isAuthenticated && (
                      <span className="menu-lock" title={m.home.loginNeeded}>
                        <Icon name="lock" size={14} />
                        <span className="sr-only">{m.home.loginNeeded}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
