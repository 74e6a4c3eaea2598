import { formatTry } from '@e-belediye/contracts/format';
import type { WaterBillLines } from '@e-belediye/contracts/water';
import { useId } from 'react';
import { useWaterTexts } from './i18n/index.js';

/** The money lines of every water bill, in the order they are printed. */
export const BILL_LINES = ['WaterKurus', 'WastewaterKurus', 'CtvKurus', 'VatKurus'] as const;

/**
 * One bill's lines as a clerk or a subscriber checks them: m³, water, atık su, ÇTV, VAT and the total they sum to.
 */
export function BillLines({ bill, title }: { bill: WaterBillLines; title: string }) {
  const t = useWaterTexts();
  const id = useId();
  return (
    <table className="data-table water-bill-lines" aria-labelledby={id}>
      <caption id={id}>{t.billLinesOf(title)}</caption>
      <tbody>
        <tr>
          <th scope="row">{t.consumption}</th>
          <td className="num">{bill.ConsumptionM3}</td>
        </tr>
        {BILL_LINES.map((line) => (
          <tr key={line}>
            <th scope="row">{t.lines[line]}</th>
            <td className="num">{formatTry(bill[line])}</td>
          </tr>
        ))}
        <tr className="water-bill-total">
          <th scope="row">{t.amount}</th>
          <td className="num">{formatTry(bill.TotalKurus)}</td>
        </tr>
      </tbody>
    </table>
  );
}
