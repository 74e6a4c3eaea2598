import type { DeliveryCounts, DeliveryDay } from '@e-belediye/contracts';
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
                  </tr>
                </thead>
                <tbody>
                  {data.Days.map((d) => (
                    <tr key={d.Day}>
                      <th scope="row">{formatDateTr(d.Day)}</th>
                      {cells(d)}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t.total}</th>
                    {total && cells(total)}
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          )}
          {none && <p>{t.nothing}</p>}
        </Loadable>
      </section>
    </PageFrame>
  );
}
