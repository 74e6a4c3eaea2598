import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../src/config/settings.js';
import { openTestApp } from '../support/db.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/**
 * The client's address decides the per-address rate limit, the login and reset locks and what the audit trail
 * records, so only the configured proxies may name it in X-Forwarded-For; anyone else is their own address.
 */
const PROXIES = ['10.0.0.0/8'];
const PROXY = '10.2.3.4';

describe('the trustedProxies setting', () => {
  const refusal = (env: NodeJS.ProcessEnv, overrides = {}) => {
    try {
      loadSettings(overrides, env, () => {});
    } catch (error) {
      if (error instanceof SettingsError) return error.problems;
      throw error;
    }
    throw new Error('settings were accepted');
  };

  it('trusts no proxy by default', () => {
    expect(loadSettings({}, {}, () => {}).trustedProxies).toEqual([]);
  });

  it('reads addresses and CIDR ranges from TRUSTED_PROXIES, comma-separated', () => {
    const settings = loadSettings({}, { TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16,::1,loopback' }, () => {});
    expect(settings.trustedProxies).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
  });

  it('refuses what is not an address or a range, at the variable or key that holds it', () => {
    const message = 'bir IP adresi ya da CIDR aralığı olmalı (ör. 10.0.0.5, 10.0.0.0/8)';
    expect(refusal({ TRUSTED_PROXIES: '10.0.0.5,10.0.0.300' })).toEqual([
      `TRUSTED_PROXIES: ${message} (verilen: "10.0.0.5,10.0.0.300")`,
    ]);
    expect(refusal({}, { trustedProxies: ['10.0.0.0/33'] })).toEqual([`trustedProxies.0: ${message}`]);
  });
});

describe('X-Forwarded-For', () => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await openIdentityApp({ settings: { trustedProxies: PROXIES } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A failed login, straight from `peer` (app.inject's own address is 127.0.0.1). */
  async function failLogin(peer: string, forwardedFor: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ValidateUser',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { pidNo: '10000000146', password: 'yanlis-sifre', verification: await new Agent(t).human() },
    });
    expect(res.statusCode).toBe(401);
  }
  const throttledAddresses = async () =>
    (await t.database.db.selectFrom('auth_throttle').select('key').where('key', 'like', 'login:ip:%').execute()).map(
      (r) => r.key.slice('login:ip:'.length),
    );
  const lastAuditIp = async () =>
    (
      await t.database.db
        .selectFrom('audit_event')
        .select('ip')
        .where('event', '=', 'LOGIN_FAILED')
        .orderBy('oid', 'desc')
        .executeTakeFirstOrThrow()
    ).ip;

  it('from an untrusted peer changes neither the throttled address nor the audited one', async () => {
    await failLogin('127.0.0.1', '203.0.113.77');
    expect(await throttledAddresses()).toContain('127.0.0.1');
    expect(await throttledAddresses()).not.toContain('203.0.113.77');
    expect(await lastAuditIp()).toBe('127.0.0.1');
  });

  it('from a configured proxy names the client, the address nearest the proxy counting', async () => {
    await failLogin(PROXY, '203.0.113.78');
    expect(await throttledAddresses()).toContain('203.0.113.78');
    expect(await lastAuditIp()).toBe('203.0.113.78');
    // What the client wrote itself, before the proxy appended its address, is not believed.
    await failLogin(PROXY, '198.51.100.1, 203.0.113.79');
    expect(await lastAuditIp()).toBe('203.0.113.79');
    expect(await throttledAddresses()).not.toContain('198.51.100.1');
  });
});

describe('the per-address rate limit', () => {
  let t: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    t = await openTestApp({ apiRateLimit: 3, trustedProxies: PROXIES, workers: { enabled: false, intervalMs: 1000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const banks = (peer: string, forwardedFor: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/GetPaymentBanks',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: {},
      })
      .then((res) => res.statusCode);

  it('counts an untrusted peer by its own address, whatever X-Forwarded-For it sends', async () => {
    const answers = [];
    for (let i = 1; i <= 4; i++) answers.push(await banks('192.0.2.10', `203.0.113.${i}`));
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('counts each client behind a configured proxy by the address the proxy names', async () => {
    const answers = [];
    for (let i = 1; i <= 4; i++) answers.push(await banks(PROXY, `198.51.100.${i}`));
    expect(answers).toEqual([200, 200, 200, 200]);
    for (let i = 1; i <= 3; i++) await banks(PROXY, '198.51.100.200');
    expect(await banks(PROXY, '198.51.100.200')).toBe(429);
  });
});
