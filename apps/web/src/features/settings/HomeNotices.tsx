import type { HomeNotice } from '@e-belediye/contracts';
import { todayInIstanbul } from '@e-belediye/contracts/payments';
import { useSettings } from '../../shared/api/settings.js';
import { useI18n } from '../../shared/i18n/index.js';
import { Icon } from '../../shared/ui/Icon.js';
import './HomeNotices.css';

const label = { tr: 'Duyurular', en: 'Notices', ar: 'الإعلانات' };

/** The notices to show on `day` (YYYY-MM-DD in Turkish time): their first and last days count. */
export const noticesOn = (notices: readonly HomeNotice[] | undefined, day: string) =>
  (notices ?? []).filter((n) => (!n.From || n.From <= day) && (!n.Until || day <= n.Until));

/**
 * The municipality's notices on the home page, from the settings written into the page: there at the first paint,
 * so nothing below moves; no space at all when there is none to show today.
 */
export function HomeNotices() {
  const { language } = useI18n();
  const notices = noticesOn(useSettings().HomeNotices, todayInIstanbul());
  if (notices.length === 0) return null;
  return (
    <section className="home-notices" aria-label={label[language]}>
      <ul>
        {notices.map((n) => (
          <li key={`${n.TextTr}|${n.From}|${n.Until}`} className={`home-notice home-notice-${n.Level}`}>
            <Icon name={n.Level === 'warning' ? 'bolt' : 'sign'} size={20} />
            <p lang={language === 'en' && n.TextEn ? 'en' : 'tr'}>
              {language === 'en' && n.TextEn ? n.TextEn : n.TextTr}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
