import type { CalcResult, EctPriceRow } from '../explain.js';
import type { EctDeclarationInput } from '../shapes.js';
import { installmentDue, monthEnd, splitEqually, tl } from './rounding.js';

export const EctRevenueCode = 10;
const LAW = '2464 s. Belediye Gelirleri Kanunu mükerrer md. 44';

/**
 * Çevre temizlik vergisi of a workplace: the year's amount for its building group and degree, accrued for the
 * whole year and collected with the emlak vergisi in two installments (May and November).
 */
export function calculateEct(d: EctDeclarationInput, t: { price: EctPriceRow }, filedOn: string): CalcResult {
  const annual = t.price.AnnualPriceKurus;
  const parts = annual > 0 ? splitEqually(annual, 2) : [];
  // Collected with the emlak vergisi, on its days (1319 md. 30).
  const dues = [monthEnd(d.year, 5), monthEnd(d.year, 11)].map((day) =>
    installmentDue(day, filedOn, '1319 s. Emlak Vergisi Kanunu md. 30'),
  );
  const installments = parts.map((kurus, i) => ({ no: i + 1, dueDate: dues[i].date, kurus }));
  return {
    revenueCode: EctRevenueCode,
    annualKurus: annual,
    installments,
    explanation: [
      {
        Key: 'tax',
        Label: 'Yıllık çevre temizlik vergisi',
        Formula: `${d.buildingGroup}. grup bina, ${d.degree}. derece: ${tl(annual)}`,
        AmountKurus: annual,
        Source: {
          Table: 'Çevre temizlik vergisi tarifesi',
          Year: t.price.Year,
          Row: `${t.price.BuildingGroup}. grup, ${t.price.Degree}. derece`,
        },
        Law: LAW,
      },
      ...installments.map((i) => ({
        Key: `installment.${i.no}`,
        Label: `${i.no}. taksit`,
        Formula: `${tl(annual)} ÷ 2, emlak vergisiyle birlikte. ${dues[i.no - 1].why}`,
        AmountKurus: i.kurus,
        Source: null,
        Law: LAW,
      })),
    ],
  };
}
