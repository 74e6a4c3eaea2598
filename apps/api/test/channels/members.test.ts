import { AuthMessages, ChannelMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelTestApp, openChannelTestApp, securityOf } from './support.js';

let t: ChannelTestApp;
beforeAll(async () => {
  t = await openChannelTestApp();
});
afterAll(async () => {
  await t.close();
});

const kiosk = securityOf('kiosk');
const DEMO_PID = '10000000146';
const DEMO_PASSWORD = 'Demo.2026';

describe('a member at a kiosk', () => {
  it('signs in with T.C. and password and gets a token kept only as a hash', async () => {
    const res = await t.channel.ValidateUser({
      security: kiosk,
      pidNo: DEMO_PID,
      password: DEMO_PASSWORD,
      verification: await t.human(kiosk),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.MemberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.Member.UserName).toBe(DEMO_PID);
    const rows = await t.database.db.selectFrom('channel_member_token').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(res.body.MemberToken);
  });

  it('is refused a wrong password with the web’s words, and the failure counts against the account', async () => {
    const res = await t.channel.ValidateUser({
      security: kiosk,
      pidNo: DEMO_PID,
      password: 'Yanlis.2026',
      verification: await t.human(kiosk),
    });
    expect(res).toMatchObject({ status: 401, body: { Message: AuthMessages.wrongCredentials } });
    const throttle = await t.database.db
      .selectFrom('auth_throttle')
      .selectAll()
      .where('key', '=', `login:acct:${DEMO_PID}`)
      .executeTakeFirst();
    expect(throttle?.failures).toBe(1);
  });

  it('changes the password with the token: the old one stops, the new one signs in', async () => {
    const login = await t.channel.ValidateUser({
      security: kiosk,
      pidNo: DEMO_PID,
      password: DEMO_PASSWORD,
      verification: await t.human(kiosk),
    });
    const memberToken = login.body.MemberToken;
    const wrong = await t.channel.ChangePassword({
      security: kiosk,
      memberToken,
      currentPassword: 'Yanlis.2026',
      newPassword: 'Kiosk.Yeni.2026',
    });
    expect(wrong).toMatchObject({ status: 400, body: { Message: AuthMessages.currentPasswordWrong } });
    const changed = await t.channel.ChangePassword({
      security: kiosk,
      memberToken,
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Kiosk.Yeni.2026',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const hash = await t.database.db
      .selectFrom('member')
      .select('password_hash')
      .where('pid_no', '=', DEMO_PID)
      .executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^\$argon2id\$/);
    const old = await t.channel.ValidateUser({
      security: kiosk,
      pidNo: DEMO_PID,
      password: DEMO_PASSWORD,
      verification: await t.human(kiosk),
    });
    expect(old.status).toBe(401);
    const fresh = await t.channel.ValidateUser({
      security: kiosk,
      pidNo: DEMO_PID,
      password: 'Kiosk.Yeni.2026',
      verification: await t.human(kiosk),
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses a token on another channel than the one that was given it', async () => {
    const login = await t.channel.ValidateUser({
      security: kiosk,
      pidNo: DEMO_PID,
      password: 'Kiosk.Yeni.2026',
      verification: await t.human(kiosk),
    });
    const res = await t.channel.ChangePassword({
      security: securityOf('mobile'),
      memberToken: login.body.MemberToken,
      currentPassword: 'Kiosk.Yeni.2026',
      newPassword: 'Mobil.Yeni.2026',
    });
    expect(res).toMatchObject({ status: 401, body: { Message: ChannelMessages.memberToken } });
  });

  it('sends a new password by SMS with the web’s answer, whether or not the phone matches', async () => {
    const registry = await t.database.db
      .selectFrom('registry')
      .select(['pid_no', 'gsm_number', 'oid'])
      .where('pid_no', '=', DEMO_PID)
      .executeTakeFirstOrThrow();
    const before = await t.database.db.selectFrom('sms_outbox').select('oid').execute();
    const sent = await t.channel.RetrievePassword({
      security: kiosk,
      pidNo: DEMO_PID,
      gsmNumber: registry.gsm_number ?? '',
      verification: await t.human(kiosk),
    });
    // A minute later: every reset of one ID keeps a gap, right pair or wrong.
    await t.database.db.deleteFrom('auth_throttle').execute();
    const unknown = await t.channel.RetrievePassword({
      security: kiosk,
      pidNo: DEMO_PID,
      gsmNumber: '5559998877',
      verification: await t.human(kiosk),
    });
    expect(sent).toEqual({ status: 200, body: { Message: AuthMessages.passwordSent } });
    expect(unknown.body).toEqual(sent.body);
    const after = await t.database.db.selectFrom('sms_outbox').select(['oid', 'registry_oid']).execute();
    expect(after.length - before.length).toBe(1);
    // The member must choose a new password before anything else.
    const member = await t.database.db
      .selectFrom('member')
      .select('must_change_password')
      .where('pid_no', '=', DEMO_PID)
      .executeTakeFirstOrThrow();
    expect(member.must_change_password).toBe(true);
  });

  it('answers bad input with a Turkish { Code, Message }', async () => {
    const res = await t.channel.ValidateUser({
      security: kiosk,
      pidNo: '123',
      password: 'x',
      verification: await t.human(kiosk),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Code: 'error_validation', Message: expect.stringMatching(/T\.C\. Kimlik No/) });
  });
});

describe('parameter lookups of a channel', () => {
  it('answer as the portal’s public lookups do', async () => {
    const web = await t.api.RetrieveBanksWithoutAuthorization({});
    const channel = await t.channel.GetBanks({ security: kiosk });
    expect(channel).toEqual(web);
    const counties = await t.channel.GetCounties({ security: kiosk });
    const districts = await t.channel.GetDistricts({ security: kiosk });
    expect(counties.status).toBe(200);
    expect(districts.status).toBe(200);
    const bank = await t.channel.GetBankBranches({ security: securityOf('bank'), bankCode: '0015' });
    expect(bank.status).toBe(200);
  });

  it('refuse a key without the parametre scope, and bad input in Turkish', async () => {
    const noScope = await t.office<{ Channel: { Oid: number }; ApiKey: string }>('CreateChannel', {
      name: 'Sadece menü kiosku',
      kind: 'kiosk',
      institutionCode: 'MENU01',
      scopes: ['menus'],
      ratePerMinute: 10,
    });
    const security = { institutionCode: 'MENU01', apiKey: noScope.body.ApiKey };
    expect((await t.channel.GetBanks({ security })).status).toBe(403);
    const bad = await t.channel.GetStreets({ security: kiosk, districtCode: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.Code).toBe('error_validation');
  });
});
