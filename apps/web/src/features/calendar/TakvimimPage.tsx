import { formatDateTr } from '@e-belediye/contracts/format';
import { useEffect, useState } from 'react';
import { messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { FeedPanel } from './FeedPanel.js';
import { useCalendarTexts } from './i18n/index.js';
import { MonthGrid } from './MonthGrid.js';
import { ObligationList } from './ObligationList.js';
import { ReminderPanel } from './ReminderPanel.js';
import './calendar.css';

type View = 'list' | 'month';

/** A phone gets the list first; a wide screen the month. */
const WIDE = '(min-width: 48em)';

/** /takvimim: the member's upcoming obligations as a list or a month, the calendar feed and its address. */
export default function TakvimimPage() {
  const { m } = useI18n();
  const t = useCalendarTexts();
  const answer = useCall('GetMyObligations', {});
  const [view, setView] = useState<View>('list');
  const [month, setMonth] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches) setView('month');
  }, []);
  const data = answer.data;
  const shownMonth = month ?? data?.Today.slice(0, 7) ?? null;
  return (
    <PageFrame intro={t.intro}>
      {answer.isPending && <Spinner label={m.app.loading} />}
      {answer.isError && (
        <p className="form-message form-message-error" role="alert">
          {messageOf(answer.error)}
        </p>
      )}
      {data && shownMonth && (
        <>
          <fieldset className="takvim-views">
            <legend className="sr-only">{t.views}</legend>
            {(['list', 'month'] as const).map((v) => (
              <button
                key={v}
                type="button"
                className={view === v ? 'btn btn-small' : 'btn btn-outline btn-small'}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {v === 'list' ? t.list : t.month}
              </button>
            ))}
          </fieldset>
          {view === 'list' ? (
            <ObligationList items={data.Items} emptyText={t.empty} />
          ) : (
            <>
              <MonthGrid
                month={shownMonth}
                items={data.Items}
                today={data.Today}
                chosen={chosen}
                onChoose={setChosen}
                onMonth={(next) => {
                  setMonth(next);
                  setChosen(null);
                }}
              />
              {chosen && (
                <section className="takvim-day-list" aria-label={t.dayTitle(formatDateTr(chosen))}>
                  <h2>{t.dayTitle(formatDateTr(chosen))}</h2>
                  <ObligationList items={data.Items.filter((o) => o.DueDate === chosen)} emptyText={t.noneThatDay} />
                </section>
              )}
            </>
          )}
          <FeedPanel since={data.Feed.Since} showAmounts={data.Feed.ShowAmounts} onChange={() => answer.refetch()} />
          <ReminderPanel />
        </>
      )}
    </PageFrame>
  );
}
