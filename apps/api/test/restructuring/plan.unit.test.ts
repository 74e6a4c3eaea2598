import {
  addMonths,
  type CampaignTerms,
  computePlan,
  cumulativeIndexBp,
  indexAmountKurus,
  planStanding,
} from '@e-belediye/contracts';
import { describe, expect, it } from 'vitest';

// A law of 9 June 2021 (7326): no published index, so every month counts 0.35 %; bi-monthly installments with the
// coefficients of the reference; cash waives 90 % of the index amount, two installments 50 %.
const law: CampaignTerms = {
  lawDate: '2021-06-09',
  cutOffDate: '2021-04-30',
  firstDueDate: '2021-09-30',
  intervalMonths: 2,
  indexMonths: [],
  fallbackMonthlyBp: 35,
  toleratedMissesPerYear: 2,
  options: [
    { installments: 1, coefficientBp: 10000, indexDiscountBp: 9000 },
    { installments: 2, coefficientBp: 10000, indexDiscountBp: 5000 },
    { installments: 6, coefficientBp: 10450, indexDiscountBp: 0 },
    { installments: 18, coefficientBp: 11500, indexDiscountBp: 0 },
  ],
};
const debt = { accrualOid: 1, dueDate: '2019-05-31', principalKurus: 100_000, lateFeeKurus: 41_230 };
const option = (n: number) => law.options.find((o) => o.installments === n)!;

describe('index amount that replaces the late fee', () => {
  it('sums the months after the vade up to the month before the law (June 2019 … May 2021: 24 × 0.35 %)', () => {
    expect(cumulativeIndexBp(law, '2019-05-31')).toBe(840);
    expect(indexAmountKurus(law, debt)).toBe(8_400);
  });

  it('takes the published monthly change where there is one and 0.35 % elsewhere', () => {
    const terms = {
      ...law,
      indexMonths: [
        { month: '2021-02', changeBp: 122 },
        { month: '2021-03', changeBp: 413 },
        { month: '2021-04', changeBp: 434 },
      ],
    };
    // February, March, April published, May at 0.35 %: 10.04 %; 123.45 TL × 10.04 % = 12.39438 TL.
    expect(cumulativeIndexBp(terms, '2021-01-15')).toBe(1004);
    expect(indexAmountKurus(terms, { dueDate: '2021-01-15', principalKurus: 12_345 })).toBe(1_239);
  });

  it('rounds half a kuruş up and gives nothing for a debt due in the month before the law', () => {
    // Only May counts: 10.00 TL × 0.35 % = 3.5 kuruş → 4.
    expect(indexAmountKurus(law, { dueDate: '2021-04-10', principalKurus: 1_000 })).toBe(4);
    expect(indexAmountKurus(law, { dueDate: '2021-05-20', principalKurus: 1_000 })).toBe(0);
  });
});

describe('installment plan', () => {
  it('six bi-monthly installments: (1,000 TL + 84 TL) × 1.045 = 1,132.78 TL, the last taking the remainder', () => {
    const plan = computePlan(law, [debt], option(6));
    expect(plan).toMatchObject({
      principalKurus: 100_000,
      indexKurus: 8_400,
      indexDiscountKurus: 0,
      surchargeKurus: 4_878,
      totalKurus: 113_278,
      forgivenLateFeeKurus: 41_230,
      payTodayKurus: 141_230,
    });
    expect(plan.rows.map((r) => [r.dueDate, r.principalKurus, r.indexKurus, r.surchargeKurus, r.totalKurus])).toEqual([
      ['2021-09-30', 16_666, 1_400, 813, 18_879],
      ['2021-11-30', 16_666, 1_400, 813, 18_879],
      ['2022-01-31', 16_666, 1_400, 813, 18_879],
      ['2022-03-31', 16_666, 1_400, 813, 18_879],
      ['2022-05-31', 16_666, 1_400, 813, 18_879],
      // Sunday 31.07.2022: the next working day (VUK md. 18).
      ['2022-08-01', 16_670, 1_400, 813, 18_883],
    ]);
  });

  it('moves an installment on a Sunday to Monday: 28.02.2027 → 01.03.2027 and 31.10.2027 → 01.11.2027', () => {
    const plan = computePlan({ ...law, lawDate: '2026-09-12', firstDueDate: '2026-12-31' }, [debt], option(6));
    expect(plan.rows.map((r) => r.dueDate)).toEqual([
      '2026-12-31',
      '2027-03-01',
      '2027-04-30',
      '2027-06-30',
      '2027-08-31',
      '2027-11-01',
    ]);
  });

  it('cash waives 90 % of the index amount: 1,000 TL + 8.40 TL in one payment', () => {
    const plan = computePlan(law, [debt], option(1));
    expect(plan.indexDiscountKurus).toBe(7_560);
    expect(plan.totalKurus).toBe(100_840);
    expect(plan.rows).toEqual([
      {
        no: 1,
        dueDate: '2021-09-30',
        principalKurus: 100_000,
        indexKurus: 840,
        surchargeKurus: 0,
        totalKurus: 100_840,
      },
    ]);
  });

  it('two installments waive half of the index amount', () => {
    const plan = computePlan(law, [debt], option(2));
    expect(plan.totalKurus).toBe(104_200);
    expect(plan.rows.map((r) => r.totalKurus)).toEqual([52_100, 52_100]);
  });

  it('several debts: installments add up exactly to the total, every share is whole kuruş', () => {
    const debts = [
      debt,
      { accrualOid: 2, dueDate: '2020-11-30', principalKurus: 33_333, lateFeeKurus: 5_001 },
      { accrualOid: 3, dueDate: '2021-04-10', principalKurus: 1_000, lateFeeKurus: 12 },
    ];
    // 2020-11-30: Dec … May = 6 months × 0.35 % = 2.1 % of 333.33 TL = 6.99993 TL → 700 kuruş.
    const plan = computePlan(law, debts, option(18));
    expect(plan.indexKurus).toBe(8_400 + 700 + 4);
    expect(plan.totalKurus).toBe(Math.round((134_333 + 9_104) * 1.15));
    const sum = (k: 'principalKurus' | 'indexKurus' | 'surchargeKurus' | 'totalKurus') =>
      plan.rows.reduce((s, r) => s + r[k], 0);
    expect(sum('totalKurus')).toBe(plan.totalKurus);
    expect(sum('principalKurus')).toBe(134_333);
    expect(sum('indexKurus')).toBe(9_104);
    expect(sum('surchargeKurus')).toBe(plan.surchargeKurus);
    expect(plan.rows.every((r) => r.surchargeKurus >= 0)).toBe(true);
    expect(plan.rows.at(-1)?.dueDate).toBe('2024-07-31');
  });

  it('keeps month ends and clamps other days', () => {
    expect(addMonths('2021-09-30', 2)).toBe('2021-11-30');
    expect(addMonths('2021-11-30', 2)).toBe('2022-01-31');
    expect(addMonths('2022-01-15', 1)).toBe('2022-02-15');
    expect(addMonths('2022-01-29', 1)).toBe('2022-02-28');
  });
});

describe('when a plan breaks', () => {
  const six = computePlan(law, [debt], option(6)).rows.map((r) => ({
    no: r.no,
    dueDate: r.dueDate,
    remainingKurus: r.totalKurus,
  }));
  const paid = (nos: number[]) => six.map((i) => (nos.includes(i.no) ? { ...i, remainingKurus: 0 } : i));

  it('is active while nothing due is unpaid', () => {
    expect(planStanding(six, '2021-09-30', 2)).toEqual({ standing: 'ACTIVE', missed: [] });
  });

  it('breaks when one of the first two installments is missed', () => {
    expect(planStanding(six, '2021-10-01', 2).standing).toBe('BROKEN');
    expect(planStanding(paid([1]), '2021-12-01', 2)).toEqual({ standing: 'BROKEN', missed: [2] });
  });

  it('tolerates two misses in a year once the first two are paid, breaks at the third', () => {
    expect(planStanding(paid([1, 2]), '2022-04-01', 2)).toEqual({ standing: 'AT_RISK', missed: [3, 4] });
    expect(planStanding(paid([1, 2]), '2022-06-01', 2)).toEqual({ standing: 'BROKEN', missed: [3, 4, 5] });
  });

  it('breaks when a miss is still unpaid after the month that follows the last installment', () => {
    // The last installment's day, Sunday 31.07.2022, ran to Monday 01.08.2022 (VUK md. 18): September follows it.
    expect(planStanding(paid([1, 2, 3, 4, 5]), '2022-09-30', 2).standing).toBe('AT_RISK');
    expect(planStanding(paid([1, 2, 3, 4, 5]), '2022-10-01', 2).standing).toBe('BROKEN');
  });

  it('is completed once every installment is paid', () => {
    expect(planStanding(paid([1, 2, 3, 4, 5, 6]), '2030-01-01', 2).standing).toBe('COMPLETED');
  });
});
