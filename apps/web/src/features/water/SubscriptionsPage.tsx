import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCall } from '../../shared/api/useCall.js';
import { objectionHref } from '../../shared/routing/objection.js';
import { SelectField } from '../../shared/ui/Field.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Loadable } from '../../shared/ui/TableSection.js';
import { BILL_LINES } from './BillLines.js';
import { ConsumptionChart } from './ConsumptionChart.js';
import { useWaterTexts } from './i18n/index.js';
import { CancellationTimeline } from './Timeline.js';
import { WaterSubscriptions } from './WaterSubscriptions.js';
import './water.css';

/** "Aboneliklerim": the member's meters, a meter's bills and consumption chart, its open debt, and applications. */
export default function SubscriptionsPage() {
  const t = useWaterTexts();
  const subs = useCall('GetSubscriptionList', {});
  const [picked, setPicked] = useState('');
  const subscriberNo = picked || subs.data?.[0]?.SubscriberNo || '';
  const applications = useCall('GetMyContractCancellations', {});
  return (
    <PageFrame intro={t.mySubscriptionsIntro}>
      <WaterSubscriptions />
      {subs.data && subs.data.length > 1 && (
        <SelectField
          label={t.pick}
          name="subscription"
          value={subscriberNo}
          onChange={setPicked}
          options={subs.data.map((s) => ({ value: s.SubscriberNo, label: `${s.SubscriberNo} — ${s.TariffName}` }))}
        />
      )}
      {subscriberNo && <Bills subscriberNo={subscriberNo} />}
      {applications.data && applications.data.length > 0 && (
        <section aria-labelledby="my-applications" className="water-section">
          <h2 id="my-applications">{t.myApplications}</h2>
          {applications.data.map((a) => (
            <CancellationTimeline key={a.ApplicationNo} view={a} />
          ))}
        </section>
      )}
    </PageFrame>
  );
}

function Bills({ subscriberNo }: { subscriberNo: string }) {
  const t = useWaterTexts();
  const bills = useCall('GetSubscriptionBills', { subscriberNo });
  const data = bills.data;
  return (
    <section aria-labelledby="bills" className="water-section">
      <h2 id="bills">
        {t.bills} — {subscriberNo}
      </h2>
      <Loadable query={bills}>
        {data && (
          <>
            <p className="water-debt">
              {t.openDebt}: <strong>{formatTry(data.OpenDebtKurus)}</strong>{' '}
              {data.OpenDebtKurus > 0 && (
                <Link className="btn btn-primary" to="/DebtQuestioning">
                  {t.payDebts}
                </Link>
              )}{' '}
              <Link className="btn btn-outline" to="/ContractCancellation">
                {t.cancel}
              </Link>
            </p>
            {data.Bills.length === 0 ? (
              <p className="table-message">{t.noBills}</p>
            ) : (
              <>
                <ConsumptionChart bills={data.Bills} tableId="bills-table" />
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the table scrolls sideways; the keyboard must reach it */}
                <div className="table-block table-scroll" tabIndex={0}>
                  <table className="data-table" id="bills-table" aria-labelledby="bills">
                    <thead>
                      <tr>
                        <th scope="col">{t.period}</th>
                        <th scope="col" className="num">
                          {t.meterIndex}
                        </th>
                        <th scope="col" className="num">
                          {t.consumption}
                        </th>
                        {BILL_LINES.map((line) => (
                          <th key={line} scope="col" className="num">
                            {t.lines[line]}
                          </th>
                        ))}
                        <th scope="col" className="num">
                          {t.amount}
                        </th>
                        <th scope="col" className="num">
                          {t.paid}
                        </th>
                        <th scope="col">{t.due}</th>
                        <th scope="col">{t.objection}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.Bills.map((b) => {
                        const period = `${b.Period.slice(5, 7)}.${b.Period.slice(0, 4)}`;
                        return (
                          <tr key={b.Period}>
                            <th scope="row">{period}</th>
                            <td className="num">{b.MeterIndex}</td>
                            <td className="num">{b.ConsumptionM3}</td>
                            {BILL_LINES.map((line) => (
                              <td key={line} className="num">
                                {formatTry(b[line])}
                              </td>
                            ))}
                            <td className="num">{formatTry(b.TotalKurus)}</td>
                            <td className="num">{formatTry(b.PaidKurus)}</td>
                            <td>{b.DueDate ? formatDateTr(b.DueDate) : t.none}</td>
                            <td>
                              {b.AccrualOid !== null && (
                                <Link to={objectionHref(b.AccrualOid)} aria-label={t.objectTo(period)}>
                                  {t.object}
                                </Link>
                              )}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </>
        )}
      </Loadable>
    </section>
  );
}
