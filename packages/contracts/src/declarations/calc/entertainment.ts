import { trDay, workingDue } from '../../calendar/working-days.js';
import type { CalcResult, EntertainmentTariff, ExplanationLine } from '../explain.js';
import type { EntertainmentDeclarationInput } from '../shapes.js';
import { DeclarationCalcError, rateText, roundKurus, splitEqually, tl } from './rounding.js';

export const EntertainmentRevenueCode = 21;
const LAW = '2464 s. Belediye Gelirleri Kanunu md. 17–25';

/** The 20th of the month after `month` (1–12) of `year`: when a month's eğlence vergisi is paid. */
export function twentiethAfter(year: number, month: number): string {
  const y = month === 12 ? year + 1 : year;
  const m = month === 12 ? 1 : month + 1;
  return `${y}-${String(m).padStart(2, '0')}-20`;
}

/**
 * Eğlence vergisi: a venue without tickets pays its tariff's daily amount for every working day; a ticketed one
 * a share of the ticket revenue (10 %, 20 % for circus, funfair and betting; 0 % for film, sport, races and
 * concerts since 2023). A day or a month is paid by the 20th of the following month, a year month by month.
 */
export function calculateEntertainment(
  d: EntertainmentDeclarationInput,
  t: { tariff: EntertainmentTariff },
  _filedOn: string,
): CalcResult {
  const lines: ExplanationLine[] = [];
  const source = {
    Table: 'Eğlence vergisi tarifesi',
    Year: t.tariff.Year,
    Row: `${t.tariff.Name}, ${t.tariff.GroupNo}. grup`,
  };
  let tax: number;
  if (t.tariff.Basis === 'DAILY') {
    tax = roundKurus(BigInt(t.tariff.DailyKurus) * BigInt(d.workingDays));
    lines.push({
      Key: 'tax',
      Label: 'Eğlence vergisi',
      Formula: `${d.workingDays} gün × ${tl(t.tariff.DailyKurus)}/gün`,
      AmountKurus: tax,
      Source: source,
      Law: LAW,
    });
  } else {
    if (d.ticketRevenueKurus === undefined) {
      throw new DeclarationCalcError('ticketRevenueKurus', 'Biletli etkinlikte bilet hasılatı gerekli.');
    }
    tax = roundKurus(BigInt(d.ticketRevenueKurus) * BigInt(t.tariff.RateBp), 10_000n);
    lines.push({
      Key: 'tax',
      Label: 'Eğlence vergisi',
      Formula: `${tl(d.ticketRevenueKurus)} bilet hasılatı (vergi hariç) × ${rateText(t.tariff.RateBp)}`,
      AmountKurus: tax,
      Source: source,
      Law: t.tariff.RateBp === 0 ? `${LAW}; Cumhurbaşkanı Kararı ile 1.1.2023'ten itibaren %0` : LAW,
    });
  }
  const year = Number(d.startDate.slice(0, 4));
  const month = Number(d.startDate.slice(5, 7));
  const months = d.period === 'ANNUAL' ? 12 : 1;
  const parts = tax > 0 ? splitEqually(tax, months) : [];
  const dues = parts.map((_, i) => {
    const twentieth = twentiethAfter(year + Math.floor((month - 1 + i) / 12), ((month - 1 + i) % 12) + 1);
    return workingDue(twentieth, `İzleyen ayın 20'si: ${trDay(twentieth)} (${LAW})`);
  });
  const installments = parts.map((kurus, i) => ({ no: i + 1, dueDate: dues[i].date, kurus }));
  for (const i of installments) {
    lines.push({
      Key: `installment.${i.no}`,
      Label: months > 1 ? `${i.no}. ay` : 'Ödeme',
      Formula: `${months > 1 ? `${tl(tax)} ÷ 12. ` : ''}${dues[i.no - 1].why}`,
      AmountKurus: i.kurus,
      Source: null,
      Law: LAW,
    });
  }
  return { revenueCode: EntertainmentRevenueCode, annualKurus: tax, installments, explanation: lines };
}
