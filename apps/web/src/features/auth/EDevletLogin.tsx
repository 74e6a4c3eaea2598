import { ToastRules } from '@e-belediye/contracts/codes';
import { useEffect, useRef, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { useSettings } from '../../shared/api/settings.js';
import { useToast } from '../../shared/toast/index.js';
import { useAuthTexts } from './i18n/index.js';
import './auth.css';

/**
 * The e-Devlet button: asks the API for the authorization address (it picks the random state) and sends the
 * browser there. With `immediately` it goes at once (/index_edevlet_girisi, one-click mode).
 */
export function EDevletLogin({ immediately = false }: { immediately?: boolean }) {
  const t = useAuthTexts();
  const settings = useSettings();
  const { enqueue } = useToast();
  const [busy, setBusy] = useState(false);
  const disabled = settings.IsEDevletLoginDisable;

  async function start() {
    setBusy(true);
    try {
      const { Url } = await callApi('GetEDevletLoginUrl', {});
      window.location.href = Url;
    } catch (error) {
      enqueue(messageOf(error), { variant: 'error', autoHideMs: ToastRules.shortAutoHideMs });
      setBusy(false);
    }
  }

  // Once, even when StrictMode runs effects twice.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once on arrival
  useEffect(() => {
    if (!immediately || disabled || started.current) return;
    started.current = true;
    void start();
  }, []);

  return (
    <div className="edevlet-login">
      <button type="button" className="btn btn-edevlet" disabled={disabled || busy} onClick={() => void start()}>
        {busy && <span className="spinner spinner-small" aria-hidden="true" />}
        {t.eDevlet}
      </button>
      {disabled && <p className="field-hint">{t.eDevletDisabled}</p>}
      {busy && (
        <p className="field-hint" role="status">
          {t.eDevletRedirecting}
        </p>
      )}
    </div>
  );
}
