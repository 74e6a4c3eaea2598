import type { CalendarFeedAddress } from '@e-belediye/contracts';
import { istanbulDateOf } from '@e-belediye/contracts/clock';
import { formatDateTr } from '@e-belediye/contracts/format';
import { useId, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { useToast } from '../../shared/toast/index.js';
import { useCalendarTexts } from './i18n/index.js';

/**
 * The calendar subscription: the address is shown once, when made (only its hash is kept); "yenile" makes a new
 * one and the old answers 404 at once; the member chooses whether amounts travel to the calendar app.
 */
export function FeedPanel({
  since,
  showAmounts: saved,
  onChange,
}: {
  since: string | null;
  showAmounts: boolean;
  onChange(): void;
}) {
  const t = useCalendarTexts().feed;
  const { enqueue } = useToast();
  const [address, setAddress] = useState<CalendarFeedAddress | null>(null);
  const [showAmounts, setShowAmounts] = useState(saved);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function act(run: () => Promise<void>) {
    setBusy(true);
    try {
      await run();
      onChange();
    } catch (error) {
      enqueue(messageOf(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const renew = () =>
    act(async () => {
      setAddress(await callApi('RenewCalendarFeed', { showAmounts }));
      enqueue(t.renewed, { variant: 'success' });
    });
  const stop = () =>
    act(async () => {
      await callApi('StopCalendarFeed', {});
      setAddress(null);
      enqueue(t.stopped, { variant: 'success' });
    });

  async function copy() {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address.HttpsUrl);
      enqueue(t.copied, { variant: 'success' });
    } catch {
      enqueue(t.copyFailed, { variant: 'error' });
    }
  }

  const current = address?.Since ?? since;
  return (
    <section className="takvim-feed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p>{t.intro}</p>
      {address ? (
        <div className="takvim-feed-address">
          <label htmlFor={`${id}-url`}>{t.address}</label>
          <div className="takvim-feed-row">
            <input id={`${id}-url`} readOnly value={address.HttpsUrl} onFocus={(e) => e.target.select()} />
            <button type="button" className="btn btn-outline btn-small" onClick={copy}>
              {t.copy}
            </button>
          </div>
          <a className="btn btn-small" href={address.WebcalUrl}>
            {t.open}
          </a>
        </div>
      ) : (
        <p>{current ? t.since(formatDateTr(istanbulDateOf(current))) : t.none}</p>
      )}
      <div className="takvim-feed-controls">
        <label className="takvim-check">
          <input type="checkbox" checked={showAmounts} onChange={(e) => setShowAmounts(e.target.checked)} />
          {t.showAmounts}
        </label>
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={renew}
          aria-describedby={current ? `${id}-hint` : undefined}
        >
          {current ? t.renew : t.create}
        </button>
        {current && (
          <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={stop}>
            {t.stop}
          </button>
        )}
      </div>
      {current && (
        <p id={`${id}-hint`} className="takvim-hint">
          {t.renewHint}
        </p>
      )}
    </section>
  );
}
