import type { DeliveryDay } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { calendarClock } from '../../src/modules/calendar/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

const staff: Record<string, Principal> = {
  jobs: { kind: 'staff', staffOid: 301, permissions: new Set(['jobs.read']), regionCode: null },
  members: { kind: 'staff', staffOid: 302, permissions: new Set(['members.read']), regionCode: null },
};

let t: IdentityApp;
const as = (who: string) => ({ 'x-staff': who });

beforeAll(async () => {
  t = await openIdentityApp({
    principalOf: (request) => {
      const who = request.headers['x-staff'];
      return typeof who === 'string' ? (staff[who] ?? null) : null;
    },
  });
  const sms = (at: string, status: 'PENDING' | 'SENT' | 'FAILED', code: number) => ({
    gsm_number: '5320000001',
    sms_text: 'Son gün yaklaşıyor',
    sms_type: 1,
    message_code: code,
    status,
    created_at: new Date(at),
  });
  const mail = (at: string, status: 'PENDING' | 'SENT' | 'FAILED', code: number) => ({
    to_address: 'z@ornek.com',
    subject: 'Son gün',
    body: 'Çevre temizlik vergisi',
    message_code: code,
    status,
    created_at: new Date(at),
  });
  await t.database.db
    .insertInto('sms_outbox')
    .values([
      sms('2031-03-10T09:00:00Z', 'SENT', 7090),
      sms('2031-03-10T10:00:00Z', 'SENT', 7002),
      sms('2031-03-10T11:00:00Z', 'FAILED', 7090),
      // 01.30 on the 11th in Istanbul: it belongs to the 11th, not to the UTC day.
      sms('2031-03-10T22:30:00Z', 'PENDING', 7090),
    ])
    .execute();
  await t.database.db
    .insertInto('email_outbox')
    .values([mail('2031-03-10T12:00:00Z', 'SENT', 7090), mail('2031-03-12T08:00:00Z', 'FAILED', 7040)])
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const days = async (body: object) => {
  const res = await new Agent(t).call<{ From: string; To: string; Days: DeliveryDay[] }>(
    'GetDeliveryByDay',
    body,
    as('jobs'),
  );
  expect(res.status).toBe(200);
  return res.body;
};

describe('Delivery per day', () => {
  it('counts each Istanbul day’s SMS and e-mail as sent, failed and pending, with the reminders among them', async () => {
    const body = await days({ from: '2031-03-09', to: '2031-03-12' });
    expect(body.Days.map((d) => d.Day)).toEqual(['2031-03-09', '2031-03-10', '2031-03-11', '2031-03-12']);
    const [ninth, tenth, eleventh, twelfth] = body.Days;
    expect(ninth).toMatchObject({
      Sms: { Sent: 0, Failed: 0, Pending: 0 },
      Email: { Sent: 0, Failed: 0, Pending: 0 },
      Reminders: { Sent: 0, Failed: 0, Pending: 0 },
    });
    expect(tenth).toMatchObject({
      Sms: { Sent: 2, Failed: 1, Pending: 0 },
      Email: { Sent: 1, Failed: 0, Pending: 0 },
      Reminders: { Sent: 2, Failed: 1, Pending: 0 },
    });
    expect(eleventh).toMatchObject({ Sms: { Pending: 1 }, Reminders: { Pending: 1 } });
    expect(twelfth).toMatchObject({ Email: { Failed: 1 }, Reminders: { Sent: 0, Failed: 0, Pending: 0 } });
  });

  it('shows the last 14 days up to today when no range is asked', async () => {
    const today = calendarClock.today;
    calendarClock.today = () => '2031-03-12';
    try {
      const body = await days({});
      expect(body).toMatchObject({ From: '2031-02-27', To: '2031-03-12' });
      expect(body.Days).toHaveLength(14);
    } finally {
      calendarClock.today = today;
    }
  });

  it('refuses a reversed or too long range in Turkish, and staff without the jobs permission', async () => {
    const agent = new Agent(t);
    const reversed = await agent.call('GetDeliveryByDay', { from: '2031-03-12', to: '2031-03-01' }, as('jobs'));
    expect(reversed.status).toBe(400);
    expect(reversed.body.Message).toMatch(/bitiş gününden sonra/);
    const long = await agent.call('GetDeliveryByDay', { from: '2031-01-01', to: '2031-06-30' }, as('jobs'));
    expect(long.status).toBe(400);
    expect(long.body.Message).toMatch(/En çok 92 gün/);
    expect((await agent.call('GetDeliveryByDay', {}, as('members'))).status).toBe(403);
    expect((await agent.call('GetDeliveryByDay', {})).status).toBe(401);
  });
});
