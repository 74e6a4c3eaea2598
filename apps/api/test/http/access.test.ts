import { type CallDef, type CallName, calls, ErrorMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertContractCovered, modules } from '../../src/modules/index.js';
import { openTestApp } from '../support/db.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { sample, samples } from '../support/samples.js';
import { standInOf } from '../support/stand-ins.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
let real: IdentityApp;
beforeAll(async () => {
  t = await openTestApp({}, undefined, standInOf);
  real = await openIdentityApp();
});
afterAll(async () => {
  await t.close();
  await real.close();
});

const entries = Object.entries(calls) as Array<[CallName, CallDef]>;
const guarded = entries.filter(([, d]) => d.access.kind !== 'public');

const as = (who: string | null, name: CallName) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: sample(name),
    headers: who ? { 'x-test-as': who } : {},
  });
/** The registry's own refusals, told apart from a handler's answer. */
const refused = (body: { Message?: string }) =>
  body.Message === ErrorMessages.unauthenticated || body.Message === ErrorMessages.forbidden;

describe('access is declared in the contract and enforced by the call registry', () => {
  it('has a valid sample body for every call that is not public', () => {
    for (const [name, def] of guarded) {
      expect(samples[name], name).toBeDefined();
      expect(def.request.safeParse(sample(name)).success, name).toBe(true);
    }
  });

  it('serves every call of the contract from exactly one module', () => {
    expect(() => assertContractCovered(modules)).not.toThrow();
    expect(() => assertContractCovered([...modules, modules[0]])).toThrow(/served by both/);
    expect(() => assertContractCovered(modules.slice(1))).toThrow(/no module serves/);
  });

  it.each(entries.filter(([, d]) => d.access.kind !== 'public'))(
    '%s refuses an anonymous caller with 401',
    async (name) => {
      const res = await as(null, name);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ Code: 'error_unauthenticated' });
    },
  );

  it.each(entries.filter(([, d]) => d.access.kind === 'member' || d.access.kind === 'payer'))(
    '%s (a member call) refuses staff and outside channels with 403',
    async (name) => {
      for (const who of ['staff', 'channel']) {
        const res = await as(who, name);
        expect(res.statusCode, who).toBe(403);
        expect(res.json()).toMatchObject({ Code: 'error_forbidden' });
      }
    },
  );

  it.each(entries.filter(([, d]) => d.access.kind === 'staff' || d.access.kind === 'channel'))(
    '%s (a staff or channel call) refuses members with 403',
    async (name) => {
      const res = await as('member', name);
      expect(res.statusCode).toBe(403);
    },
  );

  it.each(entries.filter(([, d]) => d.access.kind === 'member'))('%s lets a logged-in member through', async (name) => {
    const a = new Agent(real);
    await a.login('10000000146', 'Demo.2026');
    const res = await a.api[name](sample(name));
    expect(refused(res.body), JSON.stringify(res.body)).toBe(false);
  });

  it('lets staff holding the permission through, and refuses staff without it', async () => {
    expect((await as('staff', 'GetJobList')).statusCode).toBe(200);
    const narrow = await openTestApp({}, undefined, () => ({
      kind: 'staff',
      staffOid: 2,
      permissions: new Set(['resolutions.publish']),
      regionCode: null,
    }));
    try {
      const res = await narrow.app.inject({ method: 'POST', url: '/api/GetJobList', payload: {} });
      expect(res.statusCode).toBe(403);
    } finally {
      await narrow.close();
    }
  });

  it('keeps the session’s CSRF check in the registry, except for the calls that start a session', async () => {
    const a = new Agent(real);
    await a.login('10000000146', 'Demo.2026');
    const forged = await a.call('GetUserOfEMunicipality', {}, { 'x-csrf-token': 'baska-bir-deger' });
    expect(forged.status).toBe(403);
    const info = await a.api.GetSessionInfo();
    expect(info.body.Member?.UserName).toBe('10000000146');
  });

  it('shows each call’s access in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post: { description: string; responses: Record<string, unknown> } }>;
    };
    expect(doc.paths['/api/GetDebtListWithRevenueCode'].post.description).toMatch(/giriş yapmış üye/);
    expect(doc.paths['/api/ValidateUser'].post.description).toMatch(/insan doğrulaması/);
    expect(doc.paths['/api/GetResolutionList'].post.description).toMatch(/herkese açık/);
    // A public call asks for nobody, so it lists no 401; a session's CSRF token can still be refused (403).
    expect(Object.keys(doc.paths['/api/GetResolutionList'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '404', '429']),
    );
    expect(Object.keys(doc.paths['/api/GetResolutionList'].post.responses)).not.toContain('401');
    expect(Object.keys(doc.paths['/api/GetDebtListWithRevenueCode'].post.responses)).toContain('401');
  });
});
