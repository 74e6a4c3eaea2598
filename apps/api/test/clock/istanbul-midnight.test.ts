import { addDays, type DeclarerInput, istanbulDayStart, istanbulToday } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Filer, openFiler } from '../support/declarer.js';
import { Agent, type IdentityApp } from '../support/identity.js';

/**
 * The services at 00:30 in Istanbul, when UTC's date is still yesterday's: what a citizen files then is dated
 * with Turkey's day (ADR 0036).
 */
const today = istanbulToday();
const halfPastMidnight = istanbulDayStart(today).getTime() + 30 * 60_000;
const year = Number(today.slice(0, 4));

let t: IdentityApp;
let ayse: Agent;
let declarer: DeclarerInput;
let address = { countyCode: '', districtCode: '', streetCode: '' };
let filer: Filer | undefined;

beforeAll(async () => {
  filer = await openFiler({ member: 1, streetYear: year, now: () => halfPastMidnight });
  ({ t, agent: ayse, declarer, address } = filer);
});

afterAll(() => filer?.close());

describe('at 00:30 Istanbul', () => {
  it('the clock reads Turkey’s day while UTC’s is the day before', () => {
    expect(istanbulToday()).toBe(today);
    expect(new Date(halfPastMidnight).toISOString().slice(0, 10)).toBe(addDays(today, -1));
  });

  it('a declaration filed then carries Turkey’s day as its Beyan tarihi, in the record and the receipt check', async () => {
    const filed = await ayse.api.RecordEMunicipalityECTDeclaration({
      declarer,
      declaration: {
        kind: 'ECT',
        year,
        workplaceName: 'Gece Büfesi',
        address,
        buildingGroup: 6,
        degree: 2,
        activityStartDate: `${year - 2}-01-01`,
      },
    });
    expect(filed.status).toBe(200);
    const row = await t.database.db
      .selectFrom('declaration')
      .select('filed_at')
      .where('oid', '=', filed.body.Oid)
      .executeTakeFirstOrThrow();
    expect(new Date(row.filed_at).getTime()).toBe(halfPastMidnight);
    const check = await new Agent(t).api.VerifyDeclarationReceipt({ code: filed.body.VerificationCode });
    expect(check.status).toBe(200);
    expect(istanbulToday(new Date(check.body.FiledAt))).toBe(today);
  });
});
