import { addDays, type Obligation } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarClock, sendReminders, upcomingObligations } from '../../src/modules/calendar/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
let demo: Agent;
let memberOid: number;
let registryOid: number;

beforeAll(async () => {
  t = await openIdentityApp();
  demo = new Agent(t);
  const login = await demo.login('10000000146', 'Demo.2026');
  expect(login.status).toBe(200);
  memberOid = login.body.Member.Oid;
  ({ registry_oid: registryOid } = await t.database.db
    .selectFrom('member')
    .select('registry_oid')
    .where('oid', '=', memberOid)
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await t?.close();
});

const obligations = async () => (await demo.call<{ Items: Obligation[] }>('GetMyObligations')).body.Items;
const estate = (items: Obligation[]) => items.filter((o) => o.Uid.startsWith('beyan-emlak-'));

describe('declaration deadlines on Takvimim, in the feed and in reminders', () => {
  it('lists an undeclared finished building and an acquired field by the year-end, each linked to its form', async () => {
    const items = estate(await obligations());
    const year = calendarClock.today().slice(0, 4);
    const building = items.find((o) => o.Title.includes('ada 2210 parsel 14'));
    expect(building).toMatchObject({
      Kind: 'DECLARATION',
      ActionPath: '/EMunicipalityEstateDeclarationBuilding',
      TotalKurus: null,
    });
    expect(building?.Title).toMatch(/^Bina beyannamesi/);
    expect(building!.DueDate.slice(0, 4) >= year).toBe(true);
    expect(items.find((o) => o.Title.includes('ada 611 parsel 2'))?.ActionPath).toBe(
      '/EMunicipalityEstateDeclarationLand',
    );
  });

  it('does not list a change the member already declared for that parcel after it happened', async () => {
    // The plot on ada 2210 parsel 14 was declared this month: a reported acquisition before that is met.
    const filed = await t.database.db
      .selectFrom('declaration')
      .select('filed_at')
      .where('registry_oid', '=', registryOid)
      .where('estate_type', '=', 2)
      .executeTakeFirstOrThrow();
    const { oid } = await t.database.db
      .insertInto('estate_change')
      .values({
        registry_oid: registryOid,
        estate_type: 2,
        change_kind: 'ACQUISITION',
        change_date: addDays(filed.filed_at.toISOString().slice(0, 10), -30),
        ada: '2210',
        parsel: '14',
        source: 'Tapu Müdürlüğü (TAKBİS)',
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    expect((await obligations()).some((o) => o.Uid === `beyan-emlak-${oid}`)).toBe(false);
    await t.database.db.deleteFrom('estate_change').where('oid', '=', oid).execute();
  });

  it('puts the deadline in the calendar feed with the link to the form', async () => {
    const renew = await demo.call<{ HttpsUrl: string }>('RenewCalendarFeed', { showAmounts: true });
    const feed = await t.app.inject({ method: 'GET', url: new URL(renew.body.HttpsUrl).pathname });
    expect(feed.statusCode).toBe(200);
    const text = feed.body.replace(/\r\n /g, '');
    expect(text).toMatch(/UID:beyan-emlak-\d+@/);
    expect(text).toContain('SUMMARY:Bina beyannamesi');
    expect(text).toContain('/EMunicipalityEstateDeclarationBuilding');
  });

  it('reminds of it days before by SMS, with the form’s link', async () => {
    expect((await demo.call('CreateUserDetail', { smsAllowed: true, emailAllowed: false })).status).toBe(200);
    const building = estate(await obligations()).find((o) => o.Title.includes('ada 2210 parsel 14'))!;
    await sendReminders(t.database, t.settings, { today: addDays(building.DueDate, -2), hour: 11 }, memberOid);
    const sent = await t.database.db
      .selectFrom('reminder_sent')
      .select('obligation_uid')
      .where('member_oid', '=', memberOid)
      .execute();
    expect(sent.map((s) => s.obligation_uid)).toContain(building.Uid);
    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .select('sms_text')
      .where('registry_oid', '=', registryOid)
      .where('message_code', '=', 7090)
      .execute();
    expect(sms.some((s) => s.sms_text.includes('/EMunicipalityEstateDeclarationBuilding adresinden işlem'))).toBe(true);
  });

  it('asks a registry with standing advertisements for next year’s ad declaration by the end of January', async () => {
    const company = await t.database.db
      .selectFrom('declaration')
      .select(['registry_oid', 'year'])
      .where('kind', '=', 'AD')
      .executeTakeFirstOrThrow();
    const items = await upcomingObligations(t.database, company.registry_oid, calendarClock.today());
    const ad = items.find((o) => o.Uid === `beyan-reklam-${company.registry_oid}-${company.year + 1}`);
    expect(ad).toMatchObject({ Kind: 'DECLARATION', ActionPath: '/EMunicipalityAdDeclaration' });
    expect(ad!.DueDate.slice(0, 7) <= `${company.year + 1}-02`).toBe(true);
    expect(ad?.DueWhy).toMatch(/Ocak sonu/);
  });
});
