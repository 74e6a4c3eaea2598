import { ErrorCodes } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDevletLoginMessages } from '../../src/modules/auth/edevlet.js';
import { population } from '../../src/modules/demo/members.js';
import { Agent, eDevlet, type IdentityApp, openIdentityApp } from '../support/identity.js';

const people = population();
let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});

type Outcome = { Outcome: string; Login: unknown; Token?: string };

/** e-Devlet login of a person; answers the agent and LoginViaEDevlet's body. */
async function signIn(tckn: string, fault = 'normal') {
  const a = new Agent(t);
  const { code, state } = await eDevlet(a, tckn, fault);
  const res = await a.call<Outcome>('LoginViaEDevlet', { code, state });
  return { a, body: res.body };
}

/** A registry the municipality opens for a person (as the office would). */
async function openRegistry(tckn: string, name: string) {
  const { oid } = await t.database.db
    .insertInto('registry')
    .values({ registry_no: `T-${tckn.slice(-6)}`, registry_type: 'G', pid_no: tckn, name })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return oid;
}

describe('GetPersonInfoViaEDevlet', () => {
  it('answers the person of an e-Devlet login by its reference; the access token never leaves the server', async () => {
    const person = people[6];
    const { a, body } = await signIn(person.tckn);
    expect(body).toMatchObject({ Outcome: 'NO_REGISTRY', Login: null, Token: expect.any(String) });
    const kept = await t.database.db
      .selectFrom('edevlet_login')
      .selectAll()
      .orderBy('oid', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept.access_token).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain(kept.access_token);
    expect(kept.reference_hash).not.toBe(body.Token);
    const info = await a.call('GetPersonInfoViaEDevlet', { token: body.Token });
    expect(info).toMatchObject({
      status: 200,
      body: { sonucKodu: 'EDV09.000', kullaniciBilgileri: { kimlikNo: person.tckn } },
    });
  });

  it('gives no reference when e-Devlet names nobody, and refuses an unknown or malformed one in Turkish', async () => {
    expect((await signIn(people[0].tckn, 'wrong-code')).body.Token).toBeUndefined();
    expect((await signIn(people[0].tckn, 'null-token')).body.Token).toBeUndefined();
    const a = new Agent(t);
    const unknown = await a.call('GetPersonInfoViaEDevlet', { token: 'A'.repeat(43) });
    expect(unknown).toMatchObject({ status: 400, body: { Message: EDevletLoginMessages.expired } });
    const malformed = await a.call('GetPersonInfoViaEDevlet', { token: 'kisa' });
    expect(malformed).toMatchObject({ status: 400, body: { Code: ErrorCodes.validation } });
  });

  it('stops answering once the reference has expired', async () => {
    const { a, body } = await signIn(people[7].tckn);
    await t.database.db
      .updateTable('edevlet_login')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('kimlik_no', '=', people[7].tckn)
      .execute();
    const res = await a.call('GetPersonInfoViaEDevlet', { token: body.Token });
    expect(res).toMatchObject({ status: 400, body: { Message: EDevletLoginMessages.expired } });
  });
});

describe('SaveEDevletLogin', () => {
  it('binds the login to a registry of that person once, creates the member and signs in', async () => {
    const person = people[8];
    const { a, body } = await signIn(person.tckn);
    expect(body.Outcome).toBe('NO_REGISTRY');
    const someoneElse = await t.database.db
      .selectFrom('registry')
      .select('oid')
      .where('pid_no', '=', people[4].tckn)
      .executeTakeFirstOrThrow();
    const refused = await a.call('SaveEDevletLogin', { token: body.Token, registryOid: someoneElse.oid });
    expect(refused).toMatchObject({ status: 403, body: { Message: EDevletLoginMessages.notTheirs } });
    const missing = await a.call('SaveEDevletLogin', { token: body.Token, registryOid: 2_000_000_000 });
    expect(missing).toMatchObject({ status: 403, body: { Message: EDevletLoginMessages.notTheirs } });

    // The office opens the person's registry; the same login may now be saved to it.
    const registryOid = await openRegistry(person.tckn, person.ad);
    const saved = await a.call<{ Member: { UserDetail: { Registry: { Oid: number } } } }>('SaveEDevletLogin', {
      token: body.Token,
      registryOid,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Member.UserDetail.Registry.Oid).toBe(registryOid);
    expect((await a.call('GetUserOfEMunicipality')).status).toBe(200);
    const record = await t.database.db
      .selectFrom('edevlet_login')
      .selectAll()
      .where('kimlik_no', '=', person.tckn)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ registry_oid: registryOid, access_token: null });
    expect(record.saved_at).not.toBeNull();
    expect(record.member_oid).not.toBeNull();

    const again = await new Agent(t).call('SaveEDevletLogin', { token: body.Token, registryOid });
    expect(again).toMatchObject({ status: 400, body: { Message: EDevletLoginMessages.expired } });
  });

  it('saves a reference only once when it is sent twice at the same moment', async () => {
    const person = people[9];
    const { body } = await signIn(person.tckn);
    const registryOid = await openRegistry(person.tckn, person.ad);
    const results = await Promise.all(
      [new Agent(t), new Agent(t)].map((x) => x.call('SaveEDevletLogin', { token: body.Token, registryOid })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const members = await t.database.db.selectFrom('member').select('oid').where('pid_no', '=', person.tckn).execute();
    expect(members).toHaveLength(1);
  });

  it('records the login of a known citizen, whose reference is then used up', async () => {
    const person = people[5];
    const { a, body } = await signIn(person.tckn);
    expect(body.Outcome).toBe('OK');
    const record = await t.database.db
      .selectFrom('edevlet_login')
      .select(['registry_oid', 'member_oid', 'access_token'])
      .where('kimlik_no', '=', person.tckn)
      .executeTakeFirstOrThrow();
    expect(record.registry_oid).not.toBeNull();
    expect(record.access_token).toBeNull();
    const info = await a.call('GetPersonInfoViaEDevlet', { token: body.Token });
    expect(info.body).toMatchObject({ kullaniciBilgileri: { kimlikNo: person.tckn } });
    const save = await a.call('SaveEDevletLogin', { token: body.Token, registryOid: record.registry_oid });
    expect(save.status).toBe(400);
  });
});
