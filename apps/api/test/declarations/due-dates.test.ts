import { addDays, type DeclarerInput, istanbulDayStart, istanbulToday } from '@e-belediye/contracts';
import { nextWorkingDay } from '@e-belediye/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Filer, openFiler } from '../support/declarer.js';
import type { Agent, IdentityApp } from '../support/identity.js';

/**
 * A declaration filed on 20 November of the current year (1319 md. 30, ADR 0038): 31 May has passed, 30 November
 * has not. The clock is pinned to that day at noon Istanbul, whatever the hour the test runs.
 */
const year = Number(istanbulToday().slice(0, 4));
const filedOn = `${year}-11-20`;

let t: IdentityApp;
let ayse: Agent;
let declarer: DeclarerInput;
let address = { countyCode: '', districtCode: '', streetCode: '' };
let filer: Filer | undefined;

beforeAll(async () => {
  filer = await openFiler({
    member: 1,
    streetYear: year,
    now: () => istanbulDayStart(filedOn).getTime() + 12 * 3_600_000,
  });
  ({ t, agent: ayse, declarer, address } = filer);
});

afterAll(() => filer?.close());

describe('a declaration filed on 20 November', () => {
  it('owes its 2nd installment on 30 November (its own day, not yet passed) and its 1st 30 days after filing', async () => {
    const filed = await ayse.api.RecordEMunicipalityECTDeclaration({
      declarer,
      declaration: {
        kind: 'ECT',
        year,
        workplaceName: 'Kasım Büfesi',
        address,
        buildingGroup: 6,
        degree: 2,
        activityStartDate: `${year - 2}-01-01`,
      },
    });
    expect(filed.status).toBe(200);
    const second = nextWorkingDay(`${year}-11-30`);
    const first = nextWorkingDay(addDays(filedOn, 30));
    expect(filed.body.Calculation.Installments.map((i) => i.DueDate)).toEqual([first, second]);
    expect(second < first).toBe(true);
    const accruals = await t.database.db
      .selectFrom('accrual')
      .select(['installment_no', 'due_date'])
      .where('oid', 'in', filed.body.AccrualOids)
      .orderBy('installment_no')
      .execute();
    expect(accruals.map((a) => String(a.due_date).slice(0, 10))).toEqual([first, second]);
    const lines = filed.body.Calculation.Explanation.filter((l) => l.Key.startsWith('installment.'));
    expect(lines[0].Formula).toContain(`beyan gününden (20.11.${year}) önce geçtiği için beyandan 30 gün sonra`);
    expect(lines[1].Formula).toContain(`Son ödeme günü 30.11.${year} (1319 s. Emlak Vergisi Kanunu md. 30)`);
  });
});
