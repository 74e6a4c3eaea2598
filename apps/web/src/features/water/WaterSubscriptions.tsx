import { formatTry } from '@e-belediye/contracts/format';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { TableSection } from '../../shared/ui/TableSection.js';
import { useWaterTexts } from './i18n/index.js';

/** The member's water subscriptions: subscriber and meter numbers, tariff, line status, address and the deposit held. */
export function WaterSubscriptions() {
  const { m } = useI18n();
  const t = useWaterTexts();
  const subs = useCall('GetSubscriptionList', {});
  return (
    <TableSection id="subscriptions" title={t.subscriptions} query={subs} empty={t.noSubscriptions}>
      <table className="data-table" aria-labelledby="subscriptions">
        <thead>
          <tr>
            <th scope="col">{t.subscriberNo}</th>
            <th scope="col">{t.meter}</th>
            <th scope="col">{t.tariff}</th>
            <th scope="col">{t.lineStatus}</th>
            <th scope="col">{t.address}</th>
            <th scope="col" className="num">
              {t.deposit}
            </th>
          </tr>
        </thead>
        <tbody>
          {subs.data?.map((s) => (
            <tr key={s.Oid}>
              <th scope="row">{s.SubscriberNo}</th>
              <td>{s.MeterNo}</td>
              <td>{s.TariffName}</td>
              <td>{s.LineStatusName}</td>
              <td>{s.Address ?? m.common.none}</td>
              <td className="num">{formatTry(s.DepositKurus)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableSection>
  );
}
