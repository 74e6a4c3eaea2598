import type {
  AbrasionRow,
  CalcResult,
  ConstructionCostRow,
  DeclarationRates,
  ExplanationLine,
  StreetValueRow,
} from '../explain.js';
import { ConstructionTypes, type EstateDeclarationInput, EstateExemptionReasons } from '../shapes.js';
import {
  formatArea,
  hundredths,
  installmentDue,
  monthEnd,
  rateText,
  roundKurus,
  splitEqually,
  tl,
} from './rounding.js';

/** Revenue codes of the ledger: building, plot, land (emlak vergisi). */
export const EstateRevenueCodes = { 1: 1, 2: 2, 3: 3 } as const;

const LAW = '1319 s. Emlak Vergisi Kanunu';

export interface EstateTables {
  rates: DeclarationRates;
  /** The street's unit value of the year: the plot or land, and a building's land share. */
  street: StreetValueRow;
  /** A building's m² cost for its usage, type and class. */
  construction?: ConstructionCostRow;
  /** A building's aşınma payı for its construction group and age. */
  abrasion?: AbrasionRow;
  /** Land value of the declarer's other land of the year that has already used the land exemption. */
  landExemptionUsedKurus?: number;
}

/** The abrasion group (1–4) of a construction type. */
export const abrasionGroupOf = (type: string) => ConstructionTypes.find((t) => t.name === type)?.abrasionGroup ?? 4;
/** The usage a building's m² cost is read for. */
export const constructionUsageName = (usage: EstateDeclarationInput['usage']) =>
  usage === 'RESIDENCE' ? 'Mesken' : 'İşyeri/Diğer';

/** The rate of an estate, in hundredths of a percent, raised inside a büyükşehir. */
export function estateRate(d: Pick<EstateDeclarationInput, 'estateType' | 'usage'>, rates: DeclarationRates) {
  const base =
    d.estateType === 1
      ? d.usage === 'RESIDENCE'
        ? rates.EstateResidenceBp
        : rates.EstateOtherBuildingBp
      : d.estateType === 2
        ? rates.EstatePlotBp
        : rates.EstateLandBp;
  const bp = rates.Metropolitan ? (base * (100 + rates.MetropolitanIncreasePercent)) / 100 : base;
  return { base, bp };
}

const streetRow = (s: StreetValueRow) => `${s.DistrictName}, ${s.StreetName}`;

/**
 * Emlak vergisi of one building, plot or land for the tax year: the tax value (1319 md. 29) times the rate
 * (md. 8 buildings, md. 18 plots and land), less the exemptions claimed, in two installments (md. 30).
 */
export function calculateEstate(d: EstateDeclarationInput, t: EstateTables, filedOn: string): CalcResult {
  const lines: ExplanationLine[] = [];
  const num = BigInt(d.share.numerator);
  const den = BigInt(d.share.denominator);
  const shareText = d.share.numerator === d.share.denominator ? 'tam' : `${d.share.numerator}/${d.share.denominator}`;
  const unit = BigInt(t.street.UnitValueKurus);
  const streetSource = { Table: 'Arsa rayiç bedeli', Year: t.street.Year, Row: streetRow(t.street) };
  const rate = estateRate(d, t.rates);
  let ownValue: number;
  let landShareOwnValue = 0;

  if (d.estateType === 1) {
    const b = d.building!;
    const c = t.construction!;
    const a = t.abrasion!;
    const floor = hundredths(b.floorAreaM2);
    const cost = roundKurus(floor * BigInt(c.UnitCostKurus), 100n);
    lines.push({
      Key: 'buildingCost',
      Label: 'Bina inşaat maliyeti',
      Formula: `${formatArea(floor)} × ${tl(c.UnitCostKurus)}/m²`,
      AmountKurus: cost,
      Source: {
        Table: 'Bina m² normal inşaat maliyeti',
        Year: c.Year,
        Row: `${c.UsageName}, ${c.ConstructionType}, ${c.BuildingClass}`,
      },
      Law: `${LAW} md. 29`,
    });
    const age = d.year - b.constructionYear;
    const abrasion = roundKurus(BigInt(cost) * BigInt(a.SharePercent), 100n);
    lines.push({
      Key: 'abrasion',
      Label: 'Aşınma payı (düşülür)',
      Formula: `${tl(cost)} × %${a.SharePercent} (bina yaşı ${age})`,
      AmountKurus: -abrasion,
      Source: {
        Table: 'Aşınma payı',
        Year: null,
        Row: `${a.ConstructionGroup}. grup, ${a.AgeFrom}${a.AgeTo === null ? '+' : `–${a.AgeTo}`} yaş`,
      },
      Law: `${LAW} md. 29`,
    });
    const share = hundredths(b.landShareM2);
    const landShare = roundKurus(share * unit, 100n);
    lines.push({
      Key: 'landShareValue',
      Label: 'Arsa payı değeri',
      Formula: `${formatArea(share)} × ${tl(unit)}/m²`,
      AmountKurus: landShare,
      Source: streetSource,
      Law: `${LAW} md. 29`,
    });
    const whole = cost - abrasion + landShare;
    ownValue = roundKurus(BigInt(whole) * num, den);
    landShareOwnValue = roundKurus(BigInt(landShare) * num, den);
    lines.push({
      Key: 'taxValue',
      Label: 'Vergi değeri (hisseye düşen)',
      Formula: `(${tl(cost)} − ${tl(abrasion)} + ${tl(landShare)}) × ${shareText} hisse`,
      AmountKurus: ownValue,
      Source: null,
      Law: `${LAW} md. 29`,
    });
  } else {
    const area = hundredths(d.areaM2!);
    ownValue = roundKurus(area * unit * num, 100n * den);
    lines.push({
      Key: 'taxValue',
      Label: `${d.estateType === 2 ? 'Arsa' : 'Arazi'} vergi değeri (hisseye düşen)`,
      Formula: `${formatArea(area)} × ${tl(unit)}/m² × ${shareText} hisse`,
      AmountKurus: ownValue,
      Source: streetSource,
      Law: `${LAW} md. 29`,
    });
  }

  let taxable = ownValue;
  if (d.estateType === 3) {
    const left = Math.max(0, t.rates.LandExemptionKurus - (t.landExemptionUsedKurus ?? 0));
    const exempt = Math.min(left, ownValue);
    taxable = ownValue - exempt;
    lines.push({
      Key: 'landExemption',
      Label: 'Arazi istisnası (düşülür)',
      Formula: `Arazi değerinin ilk ${tl(t.rates.LandExemptionKurus)} kısmı vergiden istisnadır; bu araziye düşen ${tl(exempt)}`,
      AmountKurus: -exempt,
      Source: null,
      Law: LAW,
    });
  }

  const rateLabel =
    rate.bp === rate.base
      ? rateText(rate.bp)
      : `${rateText(rate.bp)} (${rateText(rate.base)}, büyükşehir %${t.rates.MetropolitanIncreasePercent} artırımlı)`;
  let tax = roundKurus(BigInt(taxable) * BigInt(Math.round(rate.bp * 100)), 1_000_000n);
  lines.push({
    Key: 'tax',
    Label: 'Yıllık emlak vergisi',
    Formula: `${tl(taxable)} × ${rateLabel}`,
    AmountKurus: tax,
    Source: { Table: 'Vergi oranları', Year: t.rates.Year, Row: rateRowName(d) },
    Law: `${LAW} md. ${d.estateType === 1 ? 8 : 18}`,
  });

  if (d.estateType === 1) {
    const b = d.building!;
    const age = d.year - b.constructionYear;
    if (age <= t.rates.NewBuildingYears) {
      const plot = estateRate({ estateType: 2, usage: d.usage }, t.rates);
      const floor = roundKurus(BigInt(landShareOwnValue) * BigInt(Math.round(plot.bp * 100)), 1_000_000n);
      const applies = floor > tax;
      lines.push({
        Key: 'newBuildingFloor',
        Label: 'Yeni bina alt sınırı',
        Formula: `İnşaatın bitiminden sonraki ${t.rates.NewBuildingYears} yıl bina vergisi arsa payının vergisinden az olamaz: ${tl(landShareOwnValue)} × ${rateText(plot.bp)} = ${tl(floor)}${applies ? '; bu tutar uygulanır' : '; bina vergisi daha yüksek'}`,
        AmountKurus: applies ? floor : null,
        Source: null,
        Law: `${LAW} md. 8`,
      });
      if (applies) tax = floor;
    }
    if (d.exemption) {
      const e = d.exemption;
      const why = [
        d.usage !== 'RESIDENCE' ? 'bina mesken olarak kullanılmıyor' : null,
        !e.singleResidence ? 'başka konutunuz var' : null,
        !e.ownResidence ? 'konutta siz oturmuyorsunuz' : null,
        b.floorAreaM2 >= t.rates.SingleResidenceMaxM2 ? `brüt alan ${t.rates.SingleResidenceMaxM2} m² ve üzeri` : null,
      ].filter(Boolean);
      const reason = EstateExemptionReasons[e.reason];
      lines.push({
        Key: 'exemption',
        Label: 'Tek konut istisnası',
        Formula: why.length
          ? `Uygulanmadı (${reason}): ${why.join(', ')}.`
          : `${reason}; tek konut, kendi ikametiniz, brüt alan ${t.rates.SingleResidenceMaxM2} m²'nin altında: vergi sıfır.`,
        AmountKurus: why.length ? null : -tax,
        Source: null,
        Law: `${LAW} md. 8 (2. fıkra)`,
      });
      if (!why.length) tax = 0;
    }
  }

  const parts = tax > 0 ? splitEqually(tax, 2) : [];
  const dues = [monthEnd(d.year, 5), monthEnd(d.year, 11)].map((day) => installmentDue(day, filedOn, `${LAW} md. 30`));
  const installments = parts.map((kurus, i) => ({ no: i + 1, dueDate: dues[i].date, kurus }));
  for (const i of installments) {
    lines.push({
      Key: `installment.${i.no}`,
      Label: `${i.no}. taksit`,
      Formula: `${tl(tax)} ÷ 2. ${dues[i.no - 1].why}`,
      AmountKurus: i.kurus,
      Source: null,
      Law: `${LAW} md. 30`,
    });
  }
  return { revenueCode: EstateRevenueCodes[d.estateType], annualKurus: tax, installments, explanation: lines };
}

function rateRowName(d: Pick<EstateDeclarationInput, 'estateType' | 'usage'>) {
  if (d.estateType === 1) return d.usage === 'RESIDENCE' ? 'Bina – mesken' : 'Bina – diğer (işyeri vb.)';
  return d.estateType === 2 ? 'Arsa' : 'Arazi';
}
