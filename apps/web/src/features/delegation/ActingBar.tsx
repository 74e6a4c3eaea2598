import { useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { type CallResponse, callApi, messageOf } from '../../shared/api/client.js';
import { featureMessages, type Language, useI18n } from '../../shared/i18n/index.js';
import { type Acting, actFor, actingFor, subscribeActing } from '../../shared/session/acting.js';
import { useSession } from '../../shared/session/index.js';
import { Icon } from '../../shared/ui/Icon.js';

// The top bar's few words travel in the first load in Turkish and English, rather than with the feature's chunk;
// their Arabic is fetched by those who read the portal in it.
const BAR: Record<
  Exclude<Language, 'ar'>,
  {
    whose: string;
    myself: string;
    loading: string;
    none: string;
    manage: string;
    banner: (name: string) => string;
    back: string;
  }
> = {
  tr: {
    whose: 'Kimin adına?',
    myself: 'Kendi adıma',
    loading: 'Yükleniyor…',
    none: 'Size verilmiş geçerli bir yetki yok.',
    manage: 'Yetkilerim',
    banner: (name) => `${name} adına işlem yapıyorsunuz. Yaptığınız her işlemi ${name} de görür.`,
    back: 'Kendi adıma dön',
  },
  en: {
    whose: 'On whose behalf?',
    myself: 'Myself',
    loading: 'Loading…',
    none: 'Nobody has given you an authorisation in force.',
    manage: 'My authorisations',
    banner: (name) => `You are acting for ${name}. ${name} sees everything you do.`,
    back: 'Act for myself',
  },
};
export type ActingBarTexts = (typeof BAR)['tr'];
const english = () => Promise.resolve({ en: BAR.en });
const arabic = () => import('./ActingBar.ar.js');
const useBarTexts = () => {
  const { language } = useI18n();
  return featureMessages(language, BAR.tr, english, arabic);
};

type Received = CallResponse<'GetDelegations'>['Received'];

/** "Kimin adına?": the grants in force given to the member, read when the picker is opened. */
export function ActingSwitch() {
  const session = useSession();
  const navigate = useNavigate();
  const t = useBarTexts();
  const picker = useRef<HTMLDetailsElement>(null);
  const [grants, setGrants] = useState<Received | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  if (!session.isAuthenticated) return null;
  async function load(open: boolean) {
    if (!open) return;
    setError(null);
    try {
      setGrants((await callApi('GetDelegations', {})).Received.filter((g) => g.Status === 'ACTIVE'));
    } catch (e) {
      setError(messageOf(e));
    }
  }
  function choose(next: Acting | null) {
    actFor(next);
    if (picker.current) picker.current.open = false;
  }
  return (
    <details
      className="acting-picker"
      ref={picker}
      onToggle={(e) => {
        setOpen(e.currentTarget.open);
        void load(e.currentTarget.open);
      }}
    >
      <summary className="btn btn-topbar" aria-label={t.whose}>
        <Icon name="id" size={20} />
        <span className="acting-picker-label" aria-hidden="true">
          {t.whose}
        </span>
      </summary>
      {/* Drawn only while open, like the theme picker: a closed one's box still counts at 320 px. */}
      {open && (
        <div className="popover">
          {error && <p role="alert">{error}</p>}
          {!grants && !error && <p>{t.loading}</p>}
          {grants && (
            <ul className="acting-choices">
              <li>
                <button type="button" className="btn btn-outline" onClick={() => choose(null)}>
                  {t.myself}
                </button>
              </li>
              {grants.map((g) => (
                <li key={g.Oid}>
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => choose({ grantOid: g.Oid, ownerName: g.OwnerName })}
                  >
                    {g.OwnerName}
                  </button>
                </li>
              ))}
              {!grants.length && <li>{t.none}</li>}
              <li>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => {
                    if (picker.current) picker.current.open = false;
                    navigate('/yetkilerim');
                  }}
                >
                  {t.manage}
                </button>
              </li>
            </ul>
          )}
        </div>
      )}
    </details>
  );
}

const CLOSE: Record<Language, string> = { tr: 'Kapat', en: 'Close', ar: 'إغلاق' };

/** Where the banner was, once the grant ended under the tab: why, until the member closes it. */
export function ActingEnded({ text }: { text: string }) {
  const { language } = useI18n();
  return (
    <div className="acting-banner" role="alert">
      <p>
        <strong>{text}</strong>
      </p>
      <button type="button" className="btn btn-small btn-outline" onClick={() => actFor(null)}>
        <span aria-hidden="true">×</span>
        <span className="sr-only">{CLOSE[language]}</span>
      </button>
    </div>
  );
}

/** On every page while acting: whose registry the member is working on, and the way back. */
export function ActingBanner() {
  const acting = useSyncExternalStore(subscribeActing, actingFor, () => null);
  const t = useBarTexts();
  if (!acting) return null;
  return (
    <div className="acting-banner">
      <p>
        <strong>{t.banner(acting.ownerName)}</strong>
      </p>
      <button type="button" className="btn btn-small btn-outline" onClick={() => actFor(null)}>
        {t.back}
      </button>
    </div>
  );
}
