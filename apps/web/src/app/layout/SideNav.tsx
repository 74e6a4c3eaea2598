import { NavLink } from 'react-router';
import { useI18n } from '../../shared/i18n/index.js';
import { Icon } from '../../shared/ui/Icon.js';
import { groupOrder, services } from '../services.js';

/** The service menu, grouped; in compact mode only icons show and the names remain for screen readers. */
export function ServiceMenu({ compact = false, onNavigate }: { compact?: boolean; onNavigate?(): void }) {
  const { m } = useI18n();
  return (
    <ul className={`service-menu${compact ? ' compact' : ''}`}>
      <li>
        <NavLink
          to="/anasayfa"
          className="menu-link"
          onClick={onNavigate}
          title={compact ? m.nav.items.home.title : undefined}
        >
          <Icon name="home" size={20} />
          <span className="menu-text">{m.nav.items.home.title}</span>
        </NavLink>
      </li>
      {groupOrder.map((group) => (
        <li key={group} className="menu-group">
          <span className="menu-group-title">{m.nav.groups[group]}</span>
          <ul>
            {services
              .filter((s) => s.group === group)
              .map((s) => (
                <li key={s.key}>
                  <NavLink
                    to={s.path}
                    className="menu-link"
                    onClick={onNavigate}
                    title={compact ? m.nav.items[s.key].title : undefined}
                  >
                    <Icon name={s.icon} size={20} />
                    <span className="menu-text">{m.nav.items[s.key].title}</span>
                    {s.requiresLogin && (
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
