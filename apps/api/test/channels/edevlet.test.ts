import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectUri } from '../../src/integrations/edevlet/client.js';
import { Agent, eDevlet, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { securityOf } from './support.js';

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});

const mobile = securityOf('mobile');

/** The app sends the citizen to e-Devlet and gets the code back on the municipality's return address. */
async function codeFor(tckn: string, fault = 'normal') {
  const { code } = await eDevlet(new Agent(t), tckn, fault);
  return code;
}

describe('LoginViaEDevlet on the second host', () => {
  it('exchanges the code on the server and answers a member token, never the e-Devlet token', async () => {
    const code = await codeFor('10000000146');
    const res = await t.channel.LoginViaEDevlet({ security: mobile, edevlet_url: redirectUri(t.settings), code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Outcome).toBe('OK');
    expect(res.body.Login?.Member.UserName).toBe('10000000146');
    expect(res.body.Login?.MemberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const kept = await t.database.db
      .selectFrom('edevlet_login')
      .select('access_token')
      .orderBy('oid', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(res.body)).not.toContain(String(kept.access_token ?? 'yok'));
    // The token works for the member's own registry.
    const own = await t.channel.GetRegistry({ security: mobile, memberToken: res.body.Login?.MemberToken });
    expect(own.body.Masked).toBe(false);
  });

  it('answers a code e-Devlet does not honour with INVALID_TOKEN', async () => {
    const res = await t.channel.LoginViaEDevlet({
      security: mobile,
      edevlet_url: redirectUri(t.settings),
      code: 'uydurma-kod',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Outcome: 'INVALID_TOKEN', Login: null });
  });

  it('refuses a return address that is not the municipality’s, and a malformed one, in Turkish', async () => {
    const other = await t.channel.LoginViaEDevlet({
      security: mobile,
      edevlet_url: 'https://baska.example/donus',
      code: 'abc',
    });
    expect(other.status).toBe(400);
    expect(other.body.Message).toMatch(/kayıtlı dönüş adresi/);
    const bad = await t.channel.LoginViaEDevlet({ security: mobile, edevlet_url: 'adres-degil', code: 'abc' });
    expect(bad).toMatchObject({ status: 400, body: { Code: 'error_validation' } });
  });

  it('is closed to a key without the edevlet scope', async () => {
    const res = await t.channel.LoginViaEDevlet({
      security: securityOf('bank'),
      edevlet_url: redirectUri(t.settings),
      code: 'abc',
    });
    expect(res.status).toBe(403);
  });
});
