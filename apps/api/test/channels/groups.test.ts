import { ShortMessageCodes } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelTestApp, openChannelTestApp, securityOf } from './support.js';

let t: ChannelTestApp;
let memberToken: string;
let registry: { oid: number; gsm_number: string | null; pid_no: string | null; name: string };
beforeAll(async () => {
  t = await openChannelTestApp();
  const login = await t.channel.ValidateUser({
    security: kiosk,
    pidNo: DEMO_PID,
    password: 'Demo.2026',
    verification: await t.human(kiosk),
  });
  memberToken = login.body.MemberToken;
  registry = await t.database.db
    .selectFrom('registry')
    .select(['oid', 'gsm_number', 'pid_no', 'name'])
    .where('pid_no', '=', DEMO_PID)
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t.close();
});

const kiosk = securityOf('kiosk');
const DEMO_PID = '10000000146';

describe('menus', () => {
  it('lists each service with its name in both languages, its portal path and whether it needs a login', async () => {
    const res = await t.channel.GetMenus({ security: securityOf('mobile') });
    const debts = res.body.Items.find((i) => i.Key === 'debts');
    expect(debts).toEqual({
      Key: 'debts',
      Name: { tr: 'Borç Sorgulama ve Ödeme', en: 'Debt Inquiry and Payment' },
      Path: '/DebtQuestioning',
      Live: true,
      NeedsLogin: true,
      Scope: 'banka',
    });
  });
});

describe('SicilApi', () => {
  it('shows a member their own registry whole, and anyone’s by number only masked', async () => {
    const own = await t.channel.GetRegistry({ security: kiosk, memberToken });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ Masked: false, Registry: { Oid: registry.oid, PidNo: DEMO_PID } });
    const byNumber = await t.channel.GetRegistry({ security: kiosk, pidNo: DEMO_PID });
    expect(byNumber.body.Masked).toBe(true);
    expect(byNumber.body.Registry.PidNo).not.toBe(DEMO_PID);
    expect(byNumber.body.Registry.Name).toContain('*');
    expect(byNumber.body.Registry.Address).toBeNull();
  });

  it('answers a registry asked both ways, or neither, with a Turkish 400', async () => {
    const both = await t.channel.GetRegistry({ security: kiosk, pidNo: DEMO_PID, memberToken });
    const neither = await t.channel.GetRegistry({ security: kiosk });
    for (const res of [both, neither]) {
      expect(res.status).toBe(400);
      expect(res.body.Message).toMatch(/yalnızca birini/);
    }
  });

  it('lists registries paged and masked, a number matched whole', async () => {
    const res = await t.channel.GetRegistryList({ security: kiosk, filter: DEMO_PID, pageSize: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Items.map((i) => i.Oid)).toEqual([registry.oid]);
    for (const item of res.body.Items) {
      expect(item.PidNo).not.toMatch(/^\d{10,11}$/);
      expect(item.Name).toContain('*');
    }
    const start = await t.channel.GetRegistryList({ security: kiosk, filter: DEMO_PID.slice(0, 5) });
    expect(start.body.Items).toEqual([]);
    const short = await t.channel.GetRegistryList({ security: kiosk, filter: 'ab' });
    expect(short.status).toBe(400);
  });

  it('sends no short message for a kiosk key: SendShortMessage is in the sms group', async () => {
    const res = await t.channel.SendShortMessage({
      security: kiosk,
      MessageCode: ShortMessageCodes.account,
      Items: [{ RegistryOid: registry.oid, GsmNumber: registry.gsm_number ?? '' }],
      Flag: 0,
    });
    expect(res.status).toBe(403);
  });

  it('is closed to a key without the sicil scope', async () => {
    const res = await t.channel.GetRegistryList({ security: securityOf('bank'), filter: DEMO_PID });
    expect(res.status).toBe(403);
  });
});

describe('BankaApi', () => {
  /** The member's oldest open debt: the rules pay the oldest first. */
  const oldestDebt = () =>
    t.database.db
      .selectFrom('accrual')
      .select('oid')
      .where('registry_oid', '=', registry.oid)
      .where(sql<boolean>`principal_kurus > paid_kurus`)
      .where('oid', 'not in', (eb) =>
        eb.selectFrom('accrual_hold').select('accrual_oid').where('released_at', 'is', null),
      )
      .orderBy('due_date')
      .orderBy('oid')
      .executeTakeFirstOrThrow();

  it('starts a 3D payment for the member’s debt with the web’s order and reads its outcome', async () => {
    const debt = await oldestDebt();
    const res = await t.channel.StartThreeDPayment({
      security: kiosk,
      memberToken,
      accrualOids: [debt.oid],
      bankCode: '0010',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Form.Method).toBe('POST');
    expect(res.body.Payment.Lines.map((l) => l.AccrualOid)).toEqual([debt.oid]);
    const orderNo = res.body.Payment.OrderNo;
    // The debt is held: a second start for it is refused, as on the web.
    const again = await t.channel.StartThreeDPayment({
      security: kiosk,
      memberToken,
      accrualOids: [debt.oid],
      bankCode: '0010',
    });
    expect(again.status).toBe(409);
    const outcome = await t.channel.GetPaymentOutcome({ security: kiosk, orderNo });
    expect(outcome.body).toMatchObject({ OrderNo: orderNo, Status: 'PENDING', ReceiptNo: null });
    // Another channel does not see it.
    const other = await t.channel.GetPaymentOutcome({ security: securityOf('mobile'), orderNo });
    expect(other.status).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const res = await t.channel.StartThreeDPayment({
      security: kiosk,
      memberToken: 'A'.repeat(43),
      accrualOids: [1],
    });
    expect(res.status).toBe(401);
  });
});
