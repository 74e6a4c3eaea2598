import type { ReconciledCollection } from '@e-belediye/contracts';
import { todayInIstanbul } from '@e-belediye/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { FilterBar, InputField } from '../../shared/ui/Field.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { Icon } from '../../shared/ui/Icon.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../shared/ui/PageStatus.js';
import { Loadable } from '../../shared/ui/TableSection.js';
import { BankDifferences } from './BankDifferences.js';
import { CollectionExports } from './CollectionExports.js';
import { CollectionGroups, type Range } from './CollectionGroups.js';
import { useReconciliationTexts } from './i18n/index.js';
import { OrderExceptions } from './OrderExceptions.js';
import { RefundDialog } from './RefundDialog.js';
import { RefundRequests } from './RefundRequests.js';
import { useReportDownload } from './report.js';
import './reconciliation.css';

/**
 * /yonetim/mutabakat (payments.reconcile): the day's collections per channel and bank with the grand total of its
 * receipts, a group's receipts on request, the end-of-day report, the closed days' files for accounting, card orders
 * that need a person, refund requests.
 */
export default function ReconciliationPage() {
  const t = useReconciliationTexts();
  const client = useQueryClient();
  const { say } = usePageStatus();
  const today = todayInIstanbul();
  const [draft, setDraft] = useState<Range>({ dateFrom: today });
  const [range, setRange] = useState<Range>({ dateFrom: today });
  const day = useCall('GetDailyCollections', range);
  const [refunding, setRefunding] = useState<ReconciledCollection | null>(null);
  const { busy: downloading, failure, download } = useReportDownload<'csv' | 'pdf'>();
  const report = (format: 'csv' | 'pdf') =>
    download(format, () => callApi('GetEndOfDayReport', { date: range.dateFrom, format }));

  async function refunded() {
    say(t.recorded);
    await Promise.all(
      (['GetDailyCollections', 'GetGroupCollections', 'GetRefundRequests'] as const).map((name) =>
        client.invalidateQueries(allOf(name)),
      ),
    );
  }

  return (
    <PageFrame title={t.title} intro={t.intro}>
      <FilterBar
        label={t.collections}
        onSubmit={() => setRange({ dateFrom: draft.dateFrom || today, dateTo: draft.dateTo || undefined })}
      >
        <InputField
          label={t.dateFrom}
          name="dateFrom"
          type="date"
          required
          value={draft.dateFrom}
          onChange={(v) => setDraft((d) => ({ ...d, dateFrom: v }))}
        />
        <InputField
          label={t.dateTo}
          name="dateTo"
          type="date"
          value={draft.dateTo ?? ''}
          onChange={(v) => setDraft((d) => ({ ...d, dateTo: v || undefined }))}
        />
        <div className="filter-actions">
          <button type="submit" className="btn">
            {t.show}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setDraft({ dateFrom: today });
              setRange({ dateFrom: today });
            }}
          >
            {t.today}
          </button>
        </div>
      </FilterBar>

      <section aria-labelledby="reconciliation-collections" className="reconciliation-section">
        <h2 id="reconciliation-collections">{t.collections}</h2>
        <Loadable query={day}>
          {day.data && <CollectionGroups range={range} day={day.data} onRefund={setRefunding} />}
        </Loadable>
      </section>

      <section aria-labelledby="reconciliation-report" className="reconciliation-section">
        <h2 id="reconciliation-report">{t.reports}</h2>
        <p className="reconciliation-note">{t.reportNote}</p>
        <div className="reconciliation-actions">
          <button type="button" className="btn" disabled={downloading !== null} onClick={() => report('csv')}>
            <Icon name="download" size={18} /> {t.csv}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={downloading !== null}
            onClick={() => report('pdf')}
          >
            <Icon name="download" size={18} /> {t.pdf}
          </button>
        </div>
        <FormMessage text={failure} />
      </section>

      <CollectionExports />

      <OrderExceptions />
      <RefundRequests />
      <BankDifferences />

      {refunding && <RefundDialog collection={refunding} onClose={() => setRefunding(null)} onDone={refunded} />}
    </PageFrame>
  );
}
