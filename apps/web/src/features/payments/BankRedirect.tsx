import { useEffect, useRef } from 'react';
import type { CallResponse } from '../../shared/api/client.js';
import { usePaymentsTexts } from './i18n/index.js';

export type BankForm = CallResponse<'SaveOnlinePaymentRequest'>['Form'];

/**
 * The 3-D Secure form the bank expects from the browser: a real POST form with the server's fields (and, for our
 * card form at an EstV3 bank, the card fields this page added: they go to the bank only), sent once as soon as it
 * is on the page (the page's CSP allows form-action to the bank). The button is there should the automatic submit
 * be blocked.
 */
export function BankRedirectForm({ form }: { form: BankForm }) {
  const t = usePaymentsTexts().window;
  const ref = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !ref.current) return;
    sent.current = true;
    ref.current.submit();
  }, []);
  // Back from the bank, a page restored from the back-forward cache would offer this sent form again: reload it,
  // so the window asks the server how the order stands.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  return (
    <form ref={ref} method="post" action={form.Action} className="bank-redirect notice">
      {Object.entries(form.Fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="bank-redirect-status" role="status">
        <span className="spinner spinner-small" aria-hidden="true" />
        {t.redirecting}
      </p>
      <button type="submit" className="btn btn-outline">
        {t.continue}
      </button>
    </form>
  );
}
