import { type ReactNode, useEffect } from 'react';
import { useSettings } from '../shared/api/settings.js';
import { useOfficeTexts } from './i18n/index.js';

/** A page of the office outside its shell (sign-in, enrolment): the municipality, the panel's name, one card. */
export function OfficeFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const t = useOfficeTexts();
  const settings = useSettings();
  useEffect(() => {
    document.title = `${title} | ${t.panelName} | ${settings.MunicipalityName}`;
  }, [title, t.panelName, settings.MunicipalityName]);
  return (
    <div className="office-door">
      <header className="office-door-brand">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <span className="brand-text">
          <span className="brand-name">{settings.MunicipalityName}</span>
          <span className="brand-sub">{t.panelName}</span>
        </span>
      </header>
      <main id="main" className="auth-card office-door-card" aria-labelledby="page-title">
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {intro && <p className="page-intro">{intro}</p>}
        {children}
      </main>
    </div>
  );
}
