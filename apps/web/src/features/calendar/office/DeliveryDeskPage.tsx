import type { BouncedEmail, DeliveryCounts, DeliveryDay } from '@e-belediye/contracts';
import { istanbulNow } from '@e-belediye/contracts/clock';
import { formatDateTr, formatNumberTr } from '@e-belediye/contracts/format';
import { type FormEvent, useState } from 'react';
import { useCall } from '../../../shared/api/useCall.js';
import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { InputField } from '../../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { TableScroll } from '../../../shared/ui/TableScroll.js';
import { Loadable } from '../../../shared/ui/TableSection.js';
import { tr } from './texts.tr.js';

const useDeliveryTexts = () => useFeatureMessages(tr, () => import('./texts.en.js'));

type Channel = 'Sms' | 'Email' | 'Reminders';
const CHANNELS: Channel[] = ['Sms', 'Email', 'Reminders'];
const STATES: Array<keyof DeliveryCounts> = ['Sent', 'Failed', 'Pending'];
const count = (n: number) => formatNumberTr(n, 0);

/** The range's sums, the table's last row. */
function totalOf(days: DeliveryDay[]): Record<Channel, DeliveryCounts> {
  const sum = (c: Channel) => ({
    Sent: days.reduce((s, d) => s + d[c].Sent, 0),
    Failed: days.reduce((s, d) => s + d[c].Failed, 0),
    Pending: days.reduce((s, d) => s + d[c].Pending, 0),
  });
  return { Sms: sum('Sms'), Email: sum('Email'), Reminders: sum('Reminders') };
}

/** "28.11.2026 14:05", Istanbul time. */
function when(iso: string): string {
  const at = istanbulNow(iso);
  return `${formatDateTr(at.date)} ${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
}

/** The e-mails that came back in the range, with the remote server's reason (addresses masked by the API). */
function BounceTable({ bounces, caption }: { bounces: BouncedEmail[]; caption: string }) {
  const t = useDeliveryTexts();
  if (bounces.length === 0) return <p>{t.noBounces}</p>;
  return (
    <TableScroll label={t.bouncesTitle}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.at}</th>
            <th scope="col">{t.recipient}</th>
            <th scope="col">{t.subject}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.reason}</th>
          </tr>
        </thead>
        <tbody>
          {bounces.map((b) => (
            <tr key={b.Id}>
              <td>{when(b.At)}</td>
              <td>{b.To}</td>
              <td>{b.Subject}</td>
              <td>{b.Permanent ? t.permanent : t.transient}</td>
              <td>{b.Reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** /yonetim/bildirimler (jobs.read): SMS and e-mail sent, failed and waiting per day, reminders among them. */
export default function DeliveryDeskPage() {
  const t = useDeliveryTexts();
  const [form, setForm] = useState({ from: '', to: '' });
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [failure, setFailure] = useState('');
  const delivery = useCall('GetDeliveryByDay', range);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (form.from && form.to && form.from > form.to) return setFailure(t.badRange);
    setFailure('');
    setRange({ from: form.from || undefined, to: form.to || undefined });
  }
  const data = delivery.data;
  const total = data ? totalOf(data.Days) : undefined;
  const none = total ? CHANNELS.every((c) => STATES.every((s) => total[c][s] === 0)) : false;
  const groups: Record<Channel, string> = { Sms: t.sms, Email: t.email, Reminders: t.reminders };
  const states: Record<keyof DeliveryCounts, string> = { Sent: t.sent, Failed: t.failed, Pending: t.pending };
  const cells = (row: Record<Channel, DeliveryCounts>) =>
    CHANNELS.flatMap((c) =>
      STATES.map((s) => (
        <td key={`${c}-${s}`} className="num">
          {count(row[c][s])}
        </td>
      )),
    );
  return (
    <PageFrame intro={t.intro}>
      <section aria-labelledby="delivery-title">
        <h2 id="delivery-title">{t.deliveryTitle}</h2>
        <form className="filters" onSubmit={submit} noValidate>
          <InputField
            label={t.from}
            type="date"
            value={form.from}
            onChange={(v) => setForm((f) => ({ ...f, from: v }))}
          />
          <InputField label={t.to} type="date" value={form.to} onChange={(v) => setForm((f) => ({ ...f, to: v }))} />
          <FormMessage text={failure} />
          <SubmitButton busy={delivery.isFetching}>{t.show}</SubmitButton>
        </form>
        <Loadable query={delivery}>
          {data && (
            <TableScroll label={t.deliveryTitle}>
              <table className="data-table">
                <caption>{t.caption(formatDateTr(data.From), formatDateTr(data.To))}</caption>
                <thead>
                  <tr>
                    <td />
                    {CHANNELS.map((c) => (
                      <th key={c} scope="colgroup" colSpan={3}>
                        {groups[c]}
                      </th>
                    ))}
                    <td />
                  </tr>
                  <tr>
                    <th scope="col">{t.day}</th>
                    {CHANNELS.flatMap((c) =>
                      STATES.map((s) => (
                        <th key={`${c}-${s}`} scope="col" className="num">
                          <span className="sr-only">{groups[c]} </span>
                          {states[s]}
                        </th>
                      )),
                    )}
                    <th scope="col" className="num">
                      {t.bounced}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.Days.map((d) => (
                    <tr key={d.Day}>
                      <th scope="row">{formatDateTr(d.Day)}</th>
                      {cells(d)}
                      <td className="num">{count(d.Bounced)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t.total}</th>
                    {total && cells(total)}
                    <td className="num">{count(data.Days.reduce((n, d) => n + d.Bounced, 0))}</td>
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          )}
          {none && <p>{t.nothing}</p>}
        </Loadable>
      </section>
      <section aria-labelledby="bounces-title">
        <h2 id="bounces-title">{t.bouncesTitle}</h2>
        <p>{t.bouncesIntro}</p>
        <Loadable query={delivery}>
          {data && (
            <BounceTable
              bounces={data.Bounces}
              caption={t.bouncesCaption(formatDateTr(data.From), formatDateTr(data.To))}
            />
          )}
        </Loadable>
      </section>
    </PageFrame>
  );
}
