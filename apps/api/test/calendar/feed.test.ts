import type { CalendarFeedAddress, Obligation } from '@e-belediye/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarClock } from '../../src/modules/calendar/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
let demo: Agent;
const DEMO_PID = '10000000146';

beforeAll(async () => {
  t = await openIdentityApp();
  demo = new Agent(t);
  expect((await demo.login(DEMO_PID, 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  calendarClock.today = () => new Date().toISOString().slice(0, 10);
  await t?.close();
});

const obligations = async () => {
  const res = await demo.call<{ Today: string; Items: Obligation[] }>('GetMyObligations');
  expect(res.status).toBe(200);
  return res.body;
};

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: cookie ? { cookie } : {} });

describe('GetMyObligations', () => {
  it("lists the member's open debts and water bills by working due date, each with a link to pay", async () => {
    const { Items } = await obligations();
    expect(Items.length).toBeGreaterThan(0);
    expect(Items.some((o) => o.Kind === 'WATER_BILL')).toBe(true);
    const days = Items.map((o) => o.DueDate);
    expect(days).toEqual([...days].sort());
    for (const o of Items.filter((i) => i.AccrualOid !== null)) {
      expect(o.TotalKurus).toBe((o.PrincipalKurus ?? 0) + (o.LateFeeKurus ?? 0));
      expect(o.ActionPath).toMatch(/^\/Debt/);
      const day = new Date(`${o.DueDate}T00:00:00Z`).getUTCDay();
      expect(day === 0 || day === 6).toBe(false);
    }
  });

  it('is refused to someone who is not signed in', async () => {
    const res = await new Agent(t).call('GetMyObligations');
    expect(res.status).toBe(401);
  });
});

describe('the calendar feed', () => {
  let first: CalendarFeedAddress;

  it('answers text/calendar that ical.js reads, with one event per obligation', async () => {
    const res = await demo.call<CalendarFeedAddress>('RenewCalendarFeed', { showAmounts: true });
    expect(res.status).toBe(200);
    first = res.body;
    expect(first.WebcalUrl.startsWith('webcal://')).toBe(true);
    expect(first.HttpsUrl.replace(/^https?:/, 'webcal:')).toBe(first.WebcalUrl);
    const feed = await get(first.HttpsUrl);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const cal = new ICAL.Component(ICAL.parse(feed.body));
    const uids = cal.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
    const { Items } = await obligations();
    expect(uids.map((u) => u.split('@')[0]).sort()).toEqual(Items.map((o) => o.Uid).sort());
    expect(new Set(uids).size).toBe(uids.length);
    // No personal data: neither the T.C. number nor the name is in the calendar.
    expect(feed.body).not.toContain(DEMO_PID);
  });

  it('keeps every UID when the late fees change the next day', async () => {
    const before = (await obligations()).Items;
    calendarClock.today = () => '2027-03-01';
    const after = (await obligations()).Items;
    calendarClock.today = () => new Date().toISOString().slice(0, 10);
    const grown = after.filter((o) => {
      const b = before.find((x) => x.Uid === o.Uid);
      return b && b.TotalKurus !== null && o.TotalKurus !== null && o.TotalKurus > b.TotalKurus;
    });
    expect(grown.length).toBeGreaterThan(0);
  });

  it('renewing answers 404 to the old address at once and the new one works', async () => {
    const res = await demo.call<CalendarFeedAddress>('RenewCalendarFeed', { showAmounts: false });
    expect(res.status).toBe(200);
    expect(res.body.HttpsUrl).not.toBe(first.HttpsUrl);
    const old = await get(first.HttpsUrl);
    expect(old.statusCode).toBe(404);
    expect(old.json().Message).toMatch(/geçerli değil/);
    const fresh = await get(res.body.HttpsUrl);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).not.toContain('₺');
  });

  it('stopping the feed answers 404 and a made-up token finds nothing', async () => {
    const res = await demo.call<CalendarFeedAddress>('RenewCalendarFeed', {});
    expect((await demo.call('StopCalendarFeed')).status).toBe(200);
    expect((await get(res.body.HttpsUrl)).statusCode).toBe(404);
    expect((await get(`http://x/api/calendar/feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
  });

  it('"Takvime ekle" gives one event of the signed-in member only', async () => {
    const { Items } = await obligations();
    const cookie = [...demo.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
    const one = await get(`http://x/api/calendar/event/${Items[0].Uid}.ics`, cookie);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toContain('attachment');
    const events = new ICAL.Component(ICAL.parse(one.body)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect((await get(`http://x/api/calendar/event/${Items[0].Uid}.ics`)).statusCode).toBe(401);
    expect((await get('http://x/api/calendar/event/tahakkuk-999999999.ics', cookie)).statusCode).toBe(404);
  });
});
