import { trDay, workingDue } from '../../calendar/working-days.js';
import type { AdTariffRow, CalcResult, ExplanationLine } from '../explain.js';
import type { AdDeclarationInput } from '../shapes.js';
import {
  DeclarationCalcError,
  formatArea,
  hundredths,
  installmentDue,
  roundKurus,
  splitEqually,
  tl,
} from './rounding.js';

export const AdRevenueCode = 20;
const LAW = '2464 s. Belediye Gelirleri Kanunu md. 12–15';

/**
 * How a tariff row's unit is charged. 2464 md. 15 charges every board and every vehicle advertisement by its area
 * (m² a year), banners by the m² a week, brochures by the piece and posters by the m² each: there is no
 * per-vehicle unit.
 */
export type AdBasis = 'AREA_YEAR' | 'AREA_WEEK' | 'COUNT' | 'AREA_COUNT';
const BASIS_BY_UNIT: Record<string, AdBasis> = {
  'm²/yıl': 'AREA_YEAR',
  'm²/hafta': 'AREA_WEEK',
  adet: 'COUNT',
  'm²/adet': 'AREA_COUNT',
};
export const adBasisOf = (unitName: string): AdBasis => BASIS_BY_UNIT[unitName] ?? 'COUNT';
export const adNeedsSize = (b: AdBasis) => b === 'AREA_YEAR' || b === 'AREA_WEEK' || b === 'AREA_COUNT';
/** A yearly amount is paid in two installments; a banner, a brochure or a poster before it goes up. */
export const adIsYearly = (b: AdBasis) => b === 'AREA_YEAR';

/** The 2464 md. 15 type (parameter 294) each tariff row belongs to, and whether it shines. */
export const AdTariffKinds: Record<string, { declarationType: string; illuminated: boolean }> = {
  IL01: { declarationType: '4', illuminated: true },
  IL02: { declarationType: '1', illuminated: false },
  IL03: { declarationType: '1', illuminated: false },
  IL04: { declarationType: '2', illuminated: false },
  IL05: { declarationType: '3', illuminated: false },
  IL06: { declarationType: '1', illuminated: false },
  IL07: { declarationType: '4', illuminated: true },
  IL08: { declarationType: '5', illuminated: false },
  IL09: { declarationType: '6', illuminated: false },
};

/** Installment dates of the yearly amount: 20 February and 31 July. */
const YEARLY_DUE = ['02-20', '07-31'];

/**
 * İlan ve reklam vergisi: each board is charged by its tariff row (year, location group, type) — area × sides ×
 * count × the unit price, by the week for banners — and the yearly part is paid in two installments.
 */
export function calculateAd(
  d: AdDeclarationInput,
  t: { tariffs: readonly AdTariffRow[] },
  filedOn: string,
): CalcResult {
  const lines: ExplanationLine[] = [];
  let yearly = 0;
  let once = 0;
  d.boards.forEach((b, i) => {
    const row = t.tariffs.find(
      (r) => r.ProcessYear === d.year && r.GroupNo === b.groupNo && r.AdTypeCode === b.adTypeCode,
    );
    if (!row)
      throw new DeclarationCalcError(
        `boards.${i}.adTypeCode`,
        'Bu yıl ve grup için tarifede böyle bir reklam türü yok.',
      );
    const basis = adBasisOf(row.UnitName);
    const price = BigInt(row.UnitPriceKurus);
    const qty = BigInt(b.quantity);
    let amount: number;
    let formula: string;
    if (adNeedsSize(basis)) {
      if (b.widthM === undefined || b.heightM === undefined) {
        throw new DeclarationCalcError(
          `boards.${i}.${b.widthM === undefined ? 'widthM' : 'heightM'}`,
          'Bu reklam türü için en ve boy gerekli.',
        );
      }
      const area = hundredths(b.widthM) * hundredths(b.heightM);
      const sides = basis === 'AREA_COUNT' ? 1n : BigInt(b.sides);
      if (basis === 'AREA_WEEK' && b.weeks === undefined) {
        throw new DeclarationCalcError(`boards.${i}.weeks`, 'Geçici reklamın kaç hafta asılacağı gerekli.');
      }
      const weeks = basis === 'AREA_WEEK' ? BigInt(b.weeks!) : 1n;
      amount = roundKurus(area * sides * qty * weeks * price, 10_000n);
      formula = [
        `${b.widthM.toLocaleString('tr-TR')} m × ${b.heightM.toLocaleString('tr-TR')} m = ${formatArea(area / 100n)}`,
        sides > 1n ? `${sides} yüz` : null,
        qty > 1n ? `${qty} adet` : null,
        weeks > 1n || basis === 'AREA_WEEK' ? `${weeks} hafta` : null,
        `${tl(price)}/${row.UnitName}`,
      ]
        .filter(Boolean)
        .join(' × ');
    } else {
      amount = roundKurus(qty * price);
      formula = `${qty} × ${tl(price)}/${row.UnitName}`;
    }
    if (adIsYearly(basis)) yearly += amount;
    else once += amount;
    lines.push({
      Key: `board.${i + 1}`,
      Label: `${i + 1}. reklam: ${row.AdTypeName} (${b.location})`,
      Formula: formula,
      AmountKurus: amount,
      Source: {
        Table: 'İlan ve reklam vergisi grup tarifesi',
        Year: row.ProcessYear,
        Row: `${row.GroupNo}. grup, ${row.AdTypeName}`,
      },
      Law: `${LAW} (tarife md. 15)`,
    });
  });
  const total = yearly + once;
  lines.push({
    Key: 'tax',
    Label: 'İlan ve reklam vergisi toplamı',
    Formula: lines.map((l) => tl(l.AmountKurus ?? 0)).join(' + '),
    AmountKurus: total,
    Source: null,
    Law: LAW,
  });
  const dues: Array<{ dueDate: string; kurus: number; share: string; why: string }> = [];
  if (yearly > 0) {
    const days = YEARLY_DUE.map((md) => installmentDue(`${d.year}-${md}`, filedOn, LAW));
    splitEqually(yearly, 2).forEach((kurus, i) => {
      dues.push({ dueDate: days[i].date, kurus, share: `Yıllık tutarın yarısı (${tl(yearly)} ÷ 2)`, why: days[i].why });
    });
  }
  if (once > 0) {
    const due = workingDue(filedOn, `Beyan günü ${trDay(filedOn)} (${LAW})`);
    dues.push({
      dueDate: due.date,
      kurus: once,
      share: 'Geçici ilan, broşür ve afişler asılmadan ödenir',
      why: due.why,
    });
  }
  dues.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const installments = dues.map((x, i) => ({ no: i + 1, dueDate: x.dueDate, kurus: x.kurus }));
  dues.forEach((x, i) => {
    lines.push({
      Key: `installment.${i + 1}`,
      Label: `${i + 1}. taksit`,
      Formula: `${x.share}. ${x.why}`,
      AmountKurus: x.kurus,
      Source: null,
      Law: LAW,
    });
  });
  return { revenueCode: AdRevenueCode, annualKurus: total, installments, explanation: lines };
}
