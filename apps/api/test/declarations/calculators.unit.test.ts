import {
  type AdTariffRow,
  calculateAd,
  calculateEct,
  calculateEntertainment,
  calculateEstate,
  DeclarationInput,
  type DeclarationRates,
  type EntertainmentTariff,
  type EstateDeclarationInput,
  indexedKurus,
  installmentDue,
  roundKurus,
  splitEqually,
} from '@e-belediye/contracts';
import { describe, expect, it } from 'vitest';
import { LATE_FEE_RATES } from '../../src/modules/demo/revenue.js';
import { lateFeeKurus } from '../../src/modules/ledger/index.js';

/** The reference's rates (1319 md. 8, 18) as the tables hold them: outside a büyükşehir, raised 100 % inside. */
const rates = (metropolitan: boolean): DeclarationRates => ({
  Year: 2026,
  Metropolitan: metropolitan,
  MetropolitanIncreasePercent: 100,
  EstateResidenceBp: 10,
  EstateOtherBuildingBp: 20,
  EstatePlotBp: 30,
  EstateLandBp: 10,
  LandExemptionKurus: 1_000_000,
  SingleResidenceMaxM2: 200,
  NewBuildingYears: 4,
});
const street = {
  Year: 2026,
  StreetCode: 'S1',
  StreetName: 'Atatürk Caddesi',
  DistrictName: 'Merkez',
  UnitValueKurus: 150_000,
};
const filedOn = '2026-03-02';

const estate = (over: Partial<Record<string, unknown>>): EstateDeclarationInput =>
  DeclarationInput.parse({
    kind: 'ESTATE',
    estateType: 2,
    year: 2026,
    address: { countyCode: '1', districtCode: '1', streetCode: 'S1' },
    titleDeed: { ada: '120', parsel: '7' },
    areaM2: 500,
    share: { numerator: 1, denominator: 1 },
    acquisitionDate: '2020-05-10',
    acquisitionReasonCode: '1',
    usage: 'OTHER',
    ...over,
  }) as EstateDeclarationInput;

describe('rounding', () => {
  it('rounds half up to the kuruş, once', () => {
    expect(roundKurus(5n, 2n)).toBe(3);
    expect(roundKurus(4n, 3n)).toBe(1);
    expect(roundKurus(-5n, 2n)).toBe(-3);
  });
  it('splits an odd kuruş to the first installment, parts adding up to the whole', () => {
    expect(splitEqually(12_345, 2)).toEqual([6173, 6172]);
    expect(splitEqually(100, 12).reduce((a, b) => a + b)).toBe(100);
  });
  it('carries a 2025 unit value into 2026 by half the 25,49 % revaluation rate (× 1,12745)', () => {
    expect(indexedKurus(100_000, 1.12745)).toBe(112_745);
    expect(indexedKurus(123_456, 1.12745)).toBe(139_190);
  });
  it('moves a due date off the weekend, and gives a late filer 30 days', () => {
    const due = (statutory: string, on: string) => installmentDue(statutory, on, 'md. 30').date;
    expect(due('2026-05-31', filedOn)).toBe('2026-06-01');
    expect(due('2026-11-30', filedOn)).toBe('2026-11-30');
    expect(due('2026-05-31', '2026-07-01')).toBe('2026-07-31');
  });
  it('keeps 30 November for the 2nd installment of a declaration filed on 20.11.2026, when that day had not passed', () => {
    const r = calculateEstate(estate({}), { rates: rates(true), street }, '2026-11-20');
    // 1st: 31 May had passed, so 30 days after filing: Sunday 20.12.2026 → Monday 21.12.2026.
    expect(r.installments.map((i) => i.dueDate)).toEqual(['2026-12-21', '2026-11-30']);
    const why = (no: number) => r.explanation.find((l) => l.Key === `installment.${no}`)?.Formula;
    expect(why(1)).toBe(
      '4.500,00 TL ÷ 2. Kanuni son gün 31.05.2026 (1319 s. Emlak Vergisi Kanunu md. 30) beyan gününden (20.11.2026) ' +
        'önce geçtiği için beyandan 30 gün sonra: 20.12.2026; hafta sonuna denk geldiği için ilk iş günü 21.12.2026 ' +
        '(213 s. VUK md. 18).',
    );
    expect(why(2)).toBe('4.500,00 TL ÷ 2. Son ödeme günü 30.11.2026 (1319 s. Emlak Vergisi Kanunu md. 30).');
  });
  it('moves an installment whose statutory day fell on a Sunday and says so (31.05.2026 → 01.06.2026)', () => {
    const r = calculateEstate(estate({}), { rates: rates(true), street }, filedOn);
    expect(r.explanation.find((l) => l.Key === 'installment.1')?.Formula).toContain(
      'Son ödeme günü 31.05.2026 (1319 s. Emlak Vergisi Kanunu md. 30); hafta sonuna denk geldiği için ilk iş günü 01.06.2026',
    );
  });
  it('gives both installments of a filing after 30 November the same 30 days (29.12.2026 → 28.01.2027)', () => {
    const r = calculateEstate(estate({}), { rates: rates(true), street }, '2026-12-29');
    expect(r.installments.map((i) => i.dueDate)).toEqual(['2027-01-28', '2027-01-28']);
  });
});

describe('estate tax (1319)', () => {
  it('taxes a plot in a büyükşehir at binde 6: 500 m² × 1.500 TL = 750.000 TL → 4.500 TL, May and November', () => {
    const r = calculateEstate(estate({}), { rates: rates(true), street }, filedOn);
    expect(r.revenueCode).toBe(2);
    expect(r.explanation.find((l) => l.Key === 'taxValue')?.AmountKurus).toBe(75_000_000);
    expect(r.annualKurus).toBe(450_000);
    expect(r.installments).toEqual([
      { no: 1, dueDate: '2026-06-01', kurus: 225_000 },
      { no: 2, dueDate: '2026-11-30', kurus: 225_000 },
    ]);
    const tax = r.explanation.find((l) => l.Key === 'tax')!;
    expect(tax.Law).toContain('md. 18');
    expect(tax.Formula).toContain('binde 6');
    expect(r.explanation.find((l) => l.Key === 'taxValue')?.Source?.Row).toBe('Merkez, Atatürk Caddesi');
  });

  it('taxes a plot outside a büyükşehir at binde 3 and only the declared share of it', () => {
    const r = calculateEstate(
      estate({ share: { numerator: 1, denominator: 3 } }),
      { rates: rates(false), street },
      filedOn,
    );
    // 500 m² × 1.500 TL × 1/3 = 250.000 TL; × 0,003 = 750 TL
    expect(r.annualKurus).toBe(75_000);
  });

  it('exempts the first 10.000 TL of land and taxes the rest at binde 2 in a büyükşehir', () => {
    const land = { ...street, UnitValueKurus: 4_000 };
    const r = calculateEstate(estate({ estateType: 3, areaM2: 1000 }), { rates: rates(true), street: land }, filedOn);
    // 1.000 m² × 40 TL = 40.000 TL; − 10.000 TL = 30.000 TL; × 0,002 = 60 TL
    expect(r.revenueCode).toBe(3);
    expect(r.explanation.find((l) => l.Key === 'landExemption')?.AmountKurus).toBe(-1_000_000);
    expect(r.annualKurus).toBe(6_000);
    const used = calculateEstate(
      estate({ estateType: 3, areaM2: 1000 }),
      { rates: rates(true), street: land, landExemptionUsedKurus: 1_000_000 },
      filedOn,
    );
    expect(used.annualKurus).toBe(8_000);
  });

  const building = {
    estateType: 1,
    usage: 'RESIDENCE',
    areaM2: undefined,
    building: {
      constructionType: 'Betonarme karkas',
      buildingClass: '2. sınıf',
      constructionYear: 2008,
      floorAreaM2: 120,
      landShareM2: 40,
    },
  };
  const cost = {
    Year: 2026,
    UsageName: 'Mesken',
    ConstructionType: 'Betonarme karkas',
    BuildingClass: '2. sınıf',
    UnitCostKurus: 900_000,
  };
  const abrasion = { ConstructionGroup: 1, AgeFrom: 16, AgeTo: 20, SharePercent: 20 };

  it('values a home from the m² cost less the abrasion share plus its land share, at binde 2 in a büyükşehir', () => {
    const r = calculateEstate(estate(building), { rates: rates(true), street, construction: cost, abrasion }, filedOn);
    // 120 m² × 9.000 TL = 1.080.000; aşınma %20 (18 yaş) = 216.000; arsa payı 40 m² × 1.500 = 60.000
    // değer 924.000 TL × 0,002 = 1.848 TL
    const by = (k: string) => r.explanation.find((l) => l.Key === k)?.AmountKurus;
    expect(by('buildingCost')).toBe(108_000_000);
    expect(by('abrasion')).toBe(-21_600_000);
    expect(by('landShareValue')).toBe(6_000_000);
    expect(by('taxValue')).toBe(92_400_000);
    expect(r.annualKurus).toBe(184_800);
    expect(r.revenueCode).toBe(1);
    expect(r.explanation.find((l) => l.Key === 'tax')?.Law).toContain('md. 8');
  });

  it('taxes a workplace building at binde 4 in a büyükşehir', () => {
    const r = calculateEstate(
      estate({ ...building, usage: 'WORKPLACE' }),
      { rates: rates(true), street, construction: cost, abrasion },
      filedOn,
    );
    expect(r.annualKurus).toBe(369_600);
  });

  it('applies the single-home exemption when every condition holds, and says why when one does not', () => {
    const claim = { reason: 'RETIRED', singleResidence: true, ownResidence: true };
    const ok = calculateEstate(
      estate({ ...building, exemption: claim }),
      { rates: rates(true), street, construction: cost, abrasion },
      filedOn,
    );
    expect(ok.annualKurus).toBe(0);
    expect(ok.installments).toEqual([]);
    const big = { ...building, building: { ...building.building, floorAreaM2: 220 }, exemption: claim };
    const refused = calculateEstate(estate(big), { rates: rates(true), street, construction: cost, abrasion }, filedOn);
    expect(refused.annualKurus).toBeGreaterThan(0);
    expect(refused.explanation.find((l) => l.Key === 'exemption')?.Formula).toContain('200 m²');
  });

  it('keeps a new building’s tax at least that of its land share for four years', () => {
    const young = {
      ...building,
      building: { ...building.building, constructionYear: 2024, floorAreaM2: 10, landShareM2: 400 },
    };
    const newAbrasion = { ConstructionGroup: 1, AgeFrom: 0, AgeTo: 3, SharePercent: 4 };
    const r = calculateEstate(
      estate(young),
      { rates: rates(true), street, construction: cost, abrasion: newAbrasion },
      filedOn,
    );
    // land share 400 m² × 1.500 = 600.000 TL × binde 6 = 3.600 TL > the building's own tax
    expect(r.annualKurus).toBe(360_000);
    expect(r.explanation.find((l) => l.Key === 'newBuildingFloor')?.AmountKurus).toBe(360_000);
  });
});

describe('environmental cleaning tax (2464 mük. md. 44)', () => {
  const ect = (group: number, degree: number) =>
    DeclarationInput.parse({
      kind: 'ECT',
      year: 2026,
      workplaceName: 'Yeşil Market',
      address: { countyCode: '1', districtCode: '1', streetCode: 'S1' },
      buildingGroup: group,
      degree,
      activityStartDate: '2024-01-01',
    }) as Extract<DeclarationInput, { kind: 'ECT' }>;

  it('charges the 2026 büyükşehir amount of group 1, degree 1: 43.750 TL in two installments', () => {
    const r = calculateEct(
      ect(1, 1),
      { price: { Year: 2026, BuildingGroup: 1, Degree: 1, AnnualPriceKurus: 4_375_000 } },
      filedOn,
    );
    expect(r.annualKurus).toBe(4_375_000);
    expect(r.installments.map((i) => i.kurus)).toEqual([2_187_500, 2_187_500]);
    expect(r.explanation[0].Source?.Row).toBe('1. grup, 1. derece');
  });
  it('charges group 6, degree 4 (1.462 TL) and gives the odd kuruş to the first installment', () => {
    const r = calculateEct(
      ect(6, 4),
      { price: { Year: 2026, BuildingGroup: 6, Degree: 4, AnnualPriceKurus: 146_201 } },
      filedOn,
    );
    expect(r.installments.map((i) => i.kurus)).toEqual([73_101, 73_100]);
  });
});

describe('advertising tax (2464 md. 12–15)', () => {
  const row = (code: string, unit: string, price: number, group = 2): AdTariffRow => ({
    ProcessYear: 2026,
    GroupNo: group,
    AdTypeCode: code,
    AdTypeName: code,
    UnitName: unit,
    UnitPriceKurus: price,
  });
  const tariffs = [row('IL02', 'm²/yıl', 7_500), row('IL05', 'm²/hafta', 2_500), row('IL08', 'adet', 25)];
  const ad = (boards: unknown[]) =>
    DeclarationInput.parse({
      kind: 'AD',
      year: 2026,
      businessName: 'Çınar Eczanesi',
      address: { countyCode: '1', districtCode: '1', streetCode: 'S1' },
      boards,
    }) as Extract<DeclarationInput, { kind: 'AD' }>;

  it('charges a fixed sign on a cadde (Yığılca: 75 TL/m² a year): 2 m × 1,5 m, two sides = 450 TL, February and July', () => {
    const r = calculateAd(
      ad([{ adTypeCode: 'IL02', groupNo: 2, widthM: 2, heightM: 1.5, sides: 2, location: 'Cephe' }]),
      { tariffs },
      filedOn,
    );
    expect(r.annualKurus).toBe(45_000);
    expect(r.installments).toEqual([
      { no: 1, dueDate: '2026-04-01', kurus: 22_500 },
      { no: 2, dueDate: '2026-07-31', kurus: 22_500 },
    ]);
  });
  it('charges advertising on vehicles by its m² a year (2464 md. 15): 3 vehicles × 2 m × 0,8 m × 2 sides × 50 TL = 480 TL', () => {
    const vehicles = [row('IL04', 'm²/yıl', 5_000)];
    const r = calculateAd(
      ad([{ adTypeCode: 'IL04', groupNo: 2, widthM: 2, heightM: 0.8, sides: 2, quantity: 3, location: 'Servis' }]),
      { tariffs: vehicles },
      filedOn,
    );
    expect(r.annualKurus).toBe(48_000);
    expect(r.explanation[0].Formula).toBe('2 m × 0,8 m = 1,60 m² × 2 yüz × 3 adet × 50,00 TL/m²/yıl');
    expect(r.installments.map((i) => i.kurus)).toEqual([24_000, 24_000]);
    // The area is asked for: a vehicle is not a unit of the law.
    expect(() =>
      calculateAd(
        ad([{ adTypeCode: 'IL04', groupNo: 2, quantity: 3, location: 'Servis' }]),
        { tariffs: vehicles },
        filedOn,
      ),
    ).toThrow(/en ve boy gerekli/);
  });
  it('charges a banner by the week and brochures by the piece, due when filed', () => {
    const r = calculateAd(
      ad([
        { adTypeCode: 'IL05', groupNo: 2, widthM: 5, heightM: 1, weeks: 3, location: 'Köprü' },
        { adTypeCode: 'IL08', groupNo: 2, quantity: 1000, location: 'Dağıtım' },
      ]),
      { tariffs },
      filedOn,
    );
    // 5 m² × 3 hafta × 25 TL = 375 TL; 1.000 × 0,25 TL = 250 TL
    expect(r.annualKurus).toBe(62_500);
    expect(r.installments).toEqual([{ no: 1, dueDate: filedOn, kurus: 62_500 }]);
  });
  it('refuses a board of a type the year’s tariff does not have, naming the field', () => {
    expect(() => calculateAd(ad([{ adTypeCode: 'IL99', groupNo: 2, location: 'x1' }]), { tariffs }, filedOn)).toThrow(
      /tarifede/,
    );
  });
});

describe('entertainment tax (2464 md. 17–25)', () => {
  const tariff = (basis: 'DAILY' | 'TICKET', daily: number, rateBp: number): EntertainmentTariff => ({
    Year: 2026,
    Code: 'X',
    Name: 'X',
    Basis: basis,
    GroupNo: 1,
    DailyKurus: daily,
    RateBp: rateBp,
  });
  const ent = (over: Record<string, unknown>) =>
    DeclarationInput.parse({
      kind: 'ENTERTAINMENT',
      venueName: 'Mavi Sahne',
      address: { countyCode: '1', districtCode: '1', streetCode: 'S1' },
      venueTypeCode: 'X',
      groupNo: 1,
      period: 'MONTHLY',
      startDate: '2026-02-01',
      workingDays: 20,
      ...over,
    }) as Extract<DeclarationInput, { kind: 'ENTERTAINMENT' }>;

  it('charges 10 % of a theatre’s ticket revenue without the tax, by the 20th of the next month', () => {
    const r = calculateEntertainment(
      ent({ ticketRevenueKurus: 5_000_000 }),
      { tariff: tariff('TICKET', 0, 1000) },
      filedOn,
    );
    expect(r.annualKurus).toBe(500_000);
    // 20.03.2026 is the first day of Ramazan Bayramı (eve 19.03, holiday to 22.03): the next working day.
    expect(r.installments).toEqual([{ no: 1, dueDate: '2026-03-23', kurus: 500_000 }]);
    expect(r.explanation.find((l) => l.Key === 'installment.1')?.Formula).toBe(
      "İzleyen ayın 20'si: 20.03.2026 (2464 s. Belediye Gelirleri Kanunu md. 17–25); resmî tatile (Ramazan Bayramı) " +
        'denk geldiği için ilk iş günü 23.03.2026 (213 s. VUK md. 18).',
    );
  });
  it('charges 20 % for a circus and 0 % for a concert since 2023', () => {
    expect(
      calculateEntertainment(ent({ ticketRevenueKurus: 1_000_000 }), { tariff: tariff('TICKET', 0, 2000) }, filedOn)
        .annualKurus,
    ).toBe(200_000);
    const concert = calculateEntertainment(
      ent({ ticketRevenueKurus: 1_000_000 }),
      { tariff: tariff('TICKET', 0, 0) },
      filedOn,
    );
    expect(concert.annualKurus).toBe(0);
    expect(concert.explanation[0].Law).toContain('2023');
  });
  it('charges a bar its daily amount for each working day; a year month by month', () => {
    expect(calculateEntertainment(ent({}), { tariff: tariff('DAILY', 50_000, 0) }, filedOn).annualKurus).toBe(
      1_000_000,
    );
    const year = calculateEntertainment(
      ent({ period: 'ANNUAL', workingDays: 300, startDate: '2026-01-01' }),
      { tariff: tariff('DAILY', 50_000, 0) },
      filedOn,
    );
    expect(year.installments).toHaveLength(12);
    expect(year.installments[11].dueDate).toBe('2027-01-20');
    expect(year.installments.reduce((a, i) => a + i.kurus, 0)).toBe(15_000_000);
  });
});

describe('late fee on a declaration accrual as of a chosen date', () => {
  it('gives the reference’s example: 1.000 TL due 30.11.2024, paid 15.01.2025 at 4,5 % → 69,00 TL', () => {
    const rates = LATE_FEE_RATES.map((r) => ({ validFrom: r.validFrom, monthlyRateBp: r.bp }));
    const fee = lateFeeKurus(
      { principalKurus: 100_000, dueDate: '2024-11-30', calculationDate: '2025-01-15', lateFeeApplies: true },
      rates,
    );
    expect(fee).toBe(6_900);
  });
});
