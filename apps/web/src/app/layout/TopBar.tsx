import { type ThemeName, Themes } from '@e-belediye/contracts/codes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActingSwitchSlot } from '../../features/delegation/ActingSlots.js';
import { callApi } from '../../shared/api/client.js';
import { useSettings } from '../../shared/api/settings.js';
import { useI18n } from '../../shared/i18n/index.js';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch.js';
import { useSession } from '../../shared/session/index.js';
import { useTheme } from '../../shared/theme/index.js';
import { SelectField } from '../../shared/ui/Field.js';
import { Icon } from '../../shared/ui/Icon.js';
import { useStuckEdge } from '../../shared/ui/stuckEdge.js';

export function TopBar({ onToggleSidebar }: { onToggleSidebar(): void }) {
  const { m } = useI18n();
  const settings = useSettings();
  const session = useSession();
  const theme = useTheme();
  const navigate = useNavigate();
  const [themeOpen, setThemeOpen] = useState(false);
  const bar = useStuckEdge('top');
  async function signOut() {
    // The server session ends first; if the API cannot be reached, this tab forgets the session anyway.
    await callApi('Logout', {}).catch(() => undefined);
    session.dispatch({ type: 'LOGOUT' });
    navigate('/anasayfa');
  }
  const themeOptions = Themes.map((t) => ({ value: t, label: m.themes[t] }));
  return (
    <header className="topbar" ref={bar}>
      <button
        type="button"
        className="icon-btn desktop-only"
        aria-label={m.layout.toggleSidebar}
        onClick={onToggleSidebar}
      >
        <Icon name="menu" />
      </button>
      <Link to="/mobil-menu" className="icon-btn mobile-only" aria-label={m.layout.openMenu}>
        <Icon name="menu" />
      </Link>
      <Link to="/anasayfa" className="brand">
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <span className="brand-text">
          <span className="brand-name">{settings.MunicipalityName}</span>
          <span className="brand-sub">{m.app.eMunicipality}</span>
        </span>
      </Link>
      <div className="topbar-spacer" />
      {/* Its choices are drawn once it is opened: two lists of every theme, not needed on every page load. */}
      <details className="theme-picker" onToggle={(e) => setThemeOpen(e.currentTarget.open)}>
        <summary className="icon-btn" aria-label={m.layout.theme} title={m.layout.theme}>
          <Icon name="palette" />
        </summary>
        {themeOpen && (
          <div className="popover">
            <SelectField
              label={m.layout.topBarTheme}
              name="topBarTheme"
              value={theme.topBar}
              options={themeOptions}
              onChange={(v) => theme.setTopBar(v as ThemeName)}
            />
            <SelectField
              label={m.layout.sideMenuTheme}
              name="sideMenuTheme"
              value={theme.sideMenu}
              options={themeOptions}
              onChange={(v) => theme.setSideMenu(v as ThemeName)}
            />
          </div>
        )}
      </details>
      {/* A signed-in member's choice is stored on the member too, so SMS and e-mail are written in it. */}
      <LanguageSwitch
        onChosen={
          session.isAuthenticated
            ? (language) => void callApi('SetUserLanguage', { language }).catch(() => undefined)
            : undefined
        }
      />
      <ActingSwitchSlot />
      {session.isAuthenticated ? (
        <>
          {session.user && (
            <span className="topbar-user">
              <Icon name="user" size={20} />
              <span className="topbar-user-name">{session.user.NameSurname}</span>
            </span>
          )}
          <button type="button" className="btn btn-topbar" onClick={signOut}>
            {m.layout.signOut}
          </button>
        </>
      ) : (
        <Link to="/session/signin" className="btn btn-topbar">
          {m.layout.signIn}
        </Link>
      )}
    </header>
  );
}
