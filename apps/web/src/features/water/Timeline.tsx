import type { CancellationView } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { Fact } from '../../shared/ui/Fact.js';
import { BillLines } from './BillLines.js';
import { useWaterTexts } from './i18n/index.js';

/** The statuses' names in the current language (the office desk shows them too). */
export const useStatusNames = () => useWaterTexts().statusNames;

const when = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  dateStyle: 'short',
  timeStyle: 'short',
});
const money = (kurus: number | null) => (kurus === null ? null : formatTry(kurus));

/** An application as its subscriber follows it: the figures so far and every step with its time. */
export function CancellationTimeline({ view }: { view: CancellationView }) {
  const t = useWaterTexts();
  const facts: [string, string | null][] = [
    [t.applicationNo, view.ApplicationNo],
    [t.subscriberNo, view.SubscriberNo],
    [t.status, t.statusNames[view.Status]],
    [t.lineStatus, view.LineStatusName],
    [t.cuttingDate, formatDateTr(view.CuttingDate)],
    [t.cutOn, view.CutOn && formatDateTr(view.CutOn)],
    [t.finalIndex, view.FinalIndex === null ? null : String(view.FinalIndex)],
    // The final bill's lines have a table of their own below.
    [t.finalBill, view.FinalBill ? null : money(view.FinalBillKurus)],
    [t.updatedDeposit, money(view.DepositKurus)],
    [t.netted, money(view.NettedKurus)],
    [t.refund, money(view.RefundKurus)],
    [t.iban, view.MaskedIban],
    [t.refundSentOn, view.RefundSentOn && formatDateTr(view.RefundSentOn)],
    [t.rejectReason, view.RejectReason],
  ];
  return (
    <article className="water-card" aria-labelledby={`app-${view.ApplicationNo}`}>
      <h3 id={`app-${view.ApplicationNo}`}>
        {t.applicationNo} {view.ApplicationNo}
      </h3>
      <dl className="facts">
        {facts
          .filter(([, v]) => v !== null)
          .map(([label, value]) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
      </dl>
      {view.FinalBill && <BillLines bill={view.FinalBill} title={t.finalBill} />}
      <h4>{t.timeline}</h4>
      <ol className="water-timeline" aria-label={t.timeline}>
        {view.Timeline.map((e) => (
          <li key={`${e.Status}-${e.At}`} className={e.Status === 'REJECTED' ? 'rejected' : undefined}>
            <strong>{t.statusNames[e.Status]}</strong> <time dateTime={e.At}>{when.format(new Date(e.At))}</time>
            {e.Note && <span className="water-note"> — {e.Note}</span>}
          </li>
        ))}
      </ol>
    </article>
  );
}
