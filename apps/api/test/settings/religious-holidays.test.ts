import {
  clock,
  defaultReligiousHolidays,
  istanbulDayStart,
  type ReligiousHoliday,
  type RuntimeSettings,
} from '@e-belediye/contracts';
import { holidayOn, setReligiousHolidays } from '@e-belediye/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { lawDraft, oldDebts, openTestCampaign, registryOfPid } from '../restructuring/support.js';
import { NO_PAUSE } from '../support/db.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/**
 * The bayrams of a year the code does not list, entered by the office in its run-time settings, move the due dates
 * the portal computes (ADR 0038): a restructuring plan whose first installment is due on Monday 28 February 2028,
 * a day of Ramazan Bayramı 2028 (26–28 February, eve Friday 25), is due on Tuesday 29 February once it is entered.
 * The clock is pinned to 14 January 2028 at noon Istanbul, inside the campaign's application window.
 */
const realNow = clock.now;
const zeynep = { pidNo: '10000000146' };
const ramazan2028: ReligiousHoliday = { Name: 'RAMAZAN', FirstDay: '2028-02-26', Days: 3 };

let t: IdentityApp;
let citizen: Agent;
let debts: number[];
let admin: Principal;

/** The settings desk's caller: the administrator, who confirmed their password a moment ago. */
const asAdmin = { 'x-test-as': 'ayar' };

async function settingsInForce() {
  return (await citizen.call<RuntimeSettings>('GetRuntimeSettings', {}, asAdmin)).body;
}

async function saveHolidays(list: unknown, reason = 'Diyanet 2028 yılı bayram günlerini açıkladı') {
  const now = await settingsInForce();
  return citizen.call<RuntimeSettings & { Message?: string }>(
    'UpdateRuntimeSettings',
    { version: now.Version, values: { ...now.Values, ReligiousHolidays: list }, reason },
    asAdmin,
  );
}

/** The due dates of a plan of `count` installments over the test's debts, as the citizen's simulation shows them. */
async function dueDates(count: number) {
  const res = await citizen.api.AuthorizedAdjustDebtRestructuringInstallments({
    accrualOids: debts,
    installmentCount: count,
    installmentMethod: 1,
  });
  expect(res.body.Message).toBeUndefined();
  return res.body.Rows.map((r) => r.DueDate);
}

beforeAll(async () => {
  t = await openIdentityApp({
    settings: { app: NO_PAUSE },
    principalOf: (request) =>
      request.headers['x-test-as'] === 'ayar'
        ? admin
        : request.session
          ? { kind: 'member', memberOid: request.session.memberOid }
          : null,
  });
  t.app.addHook('preHandler', async (request) => {
    if (request.headers['x-test-as']) Object.assign(request, { staffSession: { reauthAt: new Date() } });
  });
  const staff = await t.database.db
    .selectFrom('staff')
    .select('oid')
    .where('username', '=', 'yonetici')
    .executeTakeFirstOrThrow();
  admin = { kind: 'staff', staffOid: staff.oid, permissions: new Set(['settings.edit']), regionCode: null };
  citizen = new Agent(t);
  expect((await citizen.login(zeynep.pidNo, 'Demo.2026')).status).toBe(200);

  clock.now = () => istanbulDayStart('2028-01-14').getTime() + 12 * 3_600_000;
  // A campaign open in January 2028 whose plans start on Monday 28 February 2028, monthly.
  await openTestCampaign(t.database, {
    ...lawDraft(),
    lawDate: '2027-12-01',
    cutOffDate: '2026-12-31',
    applicationStart: '2027-12-01',
    applicationDeadline: '2028-01-31',
    firstDueDate: '2028-02-28',
    intervalMonths: 1,
    indexMonths: [{ month: '2027-06', changeBp: 124 }],
  });
  debts = await oldDebts(t.database, await registryOfPid(t.database, zeynep.pidNo), ['2026-03-15', '2026-06-15']);
});

afterAll(async () => {
  clock.now = realNow;
  setReligiousHolidays();
  await t?.close();
});

describe('the bayrams of a later year, entered in the settings', () => {
  it('move a restructuring installment due on Ramazan Bayramı 2028 to the next working day', async () => {
    // Before the office enters 2028 the list in code ends with 2027: Monday 28 February is a working day.
    expect(await dueDates(2)).toEqual(['2028-02-28', '2028-03-28']);

    const saved = await saveHolidays([...defaultReligiousHolidays(), ramazan2028]);
    expect(saved.body.Message).toBeUndefined();
    expect(saved.status).toBe(200);
    expect(saved.body.Values.ReligiousHolidays).toContainEqual(ramazan2028);

    expect(await dueDates(2)).toEqual(['2028-02-29', '2028-03-28']);
    // The eve is a half day by rule, without being entered.
    expect(holidayOn('2028-02-25')).toEqual({ name: 'Ramazan Bayramı arifesi', half: true });
    // The browser's estimates read the same list from the public settings.
    const published = (await t.app.inject({ url: '/AppSetting.json' })).json();
    expect(published.ReligiousHolidays).toContainEqual(ramazan2028);
    const versions = await citizen.call<{ Items: { Changed: string[]; Reason: string }[] }>(
      'GetRuntimeSettingVersions',
      {},
      asAdmin,
    );
    expect(versions.body.Items[0]).toMatchObject({
      Changed: ['ReligiousHolidays'],
      Reason: 'Diyanet 2028 yılı bayram günlerini açıkladı',
    });
  });

  it('are refused in Turkish when a day does not exist, two bayrams share a day, or the year is out of range', async () => {
    const before = await settingsInForce();
    const refusals = [
      [[{ ...ramazan2028, FirstDay: '2027-02-29' }], 'Bayramın ilk günü geçerli bir tarih olmalıdır (YYYY-AA-GG).'],
      [
        [ramazan2028, { Name: 'KURBAN', FirstDay: '2028-02-29', Days: 4 }],
        'Kurban Bayramı (29.02.2028), arifesiyle birlikte Ramazan Bayramı (26.02.2028) ile çakışıyor.',
      ],
      [[{ ...ramazan2028, FirstDay: '1928-02-26' }], 'Ramazan Bayramı (26.02.1928): yıl 2000 ile 2099 arasında'],
      [[{ ...ramazan2028, Days: 12 }], 'Bayramın gün sayısı 1 ile 9 arasında olmalıdır.'],
    ] as const;
    for (const [list, message] of refusals) {
      const res = await saveHolidays(list, 'Yanlış giriş denemesi');
      expect(res.status, message).toBe(400);
      expect(res.body.Message).toContain(`Dini bayram günleri: ${message}`);
    }
    // Nothing was saved: the version and the due dates stay.
    expect((await settingsInForce()).Version).toBe(before.Version);
    expect(await dueDates(2)).toEqual(['2028-02-29', '2028-03-28']);
  });

  it('stop moving the due date once the office takes the year out again', async () => {
    const saved = await saveHolidays(defaultReligiousHolidays(), 'Deneme kaydı geri alındı');
    expect(saved.status).toBe(200);
    expect(await dueDates(2)).toEqual(['2028-02-28', '2028-03-28']);
  });
});
