import { AuthMessages, ErrorCodes, tcknCheckDigits, vknCheckDigit } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { population } from '../../src/modules/demo/members.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

const people = population();
const reader: Principal = { kind: 'staff', staffOid: 101, permissions: new Set(['members.read']), regionCode: null };
const nobody: Principal = { kind: 'staff', staffOid: 102, permissions: new Set(), regionCode: null };

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp({
    principalOf: (request) => {
      const as = request.headers['x-staff'];
      if (as === 'reader') return reader;
      if (as === 'nobody') return nobody;
      return request.session ? { kind: 'member', memberOid: request.session.memberOid } : null;
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const birthOf = (iso: string) => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});

describe('GetRetailRegistryInfoViaNIS', () => {
  it('answers the name, birth place and that the person is alive for a matching ID and birth date', async () => {
    const person = people[8];
    const a = new Agent(t);
    const res = await a.call('GetRetailRegistryInfoViaNIS', {
      personPidNo: person.tckn,
      ...birthOf(person.dogumTarihi),
      verification: await a.human(),
    });
    expect(res).toMatchObject({
      status: 200,
      body: { Name: person.ad, Surname: person.soyad, BirthPlace: person.dogumYeri, Alive: true },
    });
  });

  it('asks for the human check first, so the registry is no open oracle', async () => {
    const person = people[8];
    const res = await new Agent(t).call('GetRetailRegistryInfoViaNIS', {
      personPidNo: person.tckn,
      ...birthOf(person.dogumTarihi),
      verification: Buffer.from(JSON.stringify({ number: 1, salt: 'x', signature: 'y' })).toString('base64'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Message: AuthMessages.verificationFailed });
  });

  it('refuses a wrong birth date in Turkish and locks the ID after repeated misses', async () => {
    const person = people[9];
    const a = new Agent(t);
    const guess = async (day: number) =>
      a.call<{ Code: string; Message: string }>('GetRetailRegistryInfoViaNIS', {
        personPidNo: person.tckn,
        year: 1901,
        month: 1,
        day,
        verification: await a.human(),
      });
    for (let day = 1; day <= 5; day++) {
      expect((await guess(day)).body).toMatchObject({ Message: AuthMessages.identityNotVerified });
    }
    const locked = await guess(6);
    expect(locked.status).toBe(429);
    expect(locked.body.Message).toMatch(/dakika/);
    // Even the right date waits until the lock ends.
    const right = await a.call('GetRetailRegistryInfoViaNIS', {
      personPidNo: person.tckn,
      ...birthOf(person.dogumTarihi),
      verification: await a.human(),
    });
    expect(right.status).toBe(429);
  });

  it('refuses an ID whose check digits are wrong before asking the registry', async () => {
    const a = new Agent(t);
    const res = await a.call<{ Code: string; Message: string }>('GetRetailRegistryInfoViaNIS', {
      personPidNo: '12345678901',
      year: 1980,
      month: 1,
      day: 1,
      verification: await a.human(),
    });
    expect(res).toMatchObject({ status: 400, body: { Code: ErrorCodes.validation } });
    expect(res.body.Message).toContain('T.C. Kimlik No');
  });
});

describe('ValidateRegistries', () => {
  const validate = (registries: object[], as = 'reader') =>
    new Agent(t).call<{
      Valid: boolean;
      Items: Array<{ Index: number; Valid: boolean; Problems: string[]; ExistingRegistryNo: string | null }>;
      Message?: string;
    }>('ValidateRegistries', { registries }, { 'x-staff': as });

  it('passes a set of new registries with right checksums', async () => {
    const vkn = `123456789${vknCheckDigit('123456789')}`;
    const foreigner = `991234567${tcknCheckDigits('991234567')}`;
    const res = await validate([
      { registryType: 'G', pidNo: people[8].tckn },
      { registryType: 'Y', pidNo: foreigner },
      { registryType: 'T', pidNo: vkn },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.Valid).toBe(true);
    expect(res.body.Items.map((i) => i.Valid)).toEqual([true, true, true]);
  });

  it('names each problem: a wrong checksum, a number twice, a registry that exists, a type that does not fit', async () => {
    const res = await validate([
      { registryType: 'G', pidNo: '12345678901' },
      { registryType: 'G', pidNo: people[8].tckn },
      { registryType: 'G', pidNo: people[8].tckn },
      { registryType: 'G', pidNo: people[0].tckn },
      { registryType: 'T', pidNo: people[8].tckn },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.Valid).toBe(false);
    const [bad, twiceA, twiceB, existing, wrongType] = res.body.Items;
    expect(bad.Problems).toEqual(['Geçerli bir T.C. Kimlik No değil (11 hane, sağlama tutmuyor).']);
    expect(twiceA.Problems).toContain('Bu numara listede birden fazla kez geçiyor.');
    expect(twiceB.Valid).toBe(false);
    expect(existing.ExistingRegistryNo).toMatch(/\S/);
    expect(existing.Problems[0]).toContain(existing.ExistingRegistryNo);
    expect(wrongType.Problems[0]).toContain('Vergi Kimlik No');
  });

  it('is an office call: a member or staff without the permission is refused, bad input answered in Turkish', async () => {
    const item = [{ registryType: 'G', pidNo: people[8].tckn }];
    const member = new Agent(t);
    await member.login('10000000146', 'Demo.2026');
    expect((await member.call('ValidateRegistries', { registries: item })).status).toBe(403);
    expect((await validate(item, 'nobody')).status).toBe(403);
    const empty = await validate([]);
    expect(empty).toMatchObject({ status: 400, body: { Code: ErrorCodes.validation } });
    expect(empty.body.Message).toContain('En az bir sicil');
  });
});

describe('CreateUserDetail', () => {
  async function someDoor() {
    return t.database.db
      .selectFrom('inner_door as i')
      .innerJoin('outer_door as o', 'o.oid', 'i.outer_door_oid')
      .select(['o.street_code', 'o.oid as outer', 'i.oid as inner'])
      .orderBy('i.oid')
      .executeTakeFirstOrThrow();
  }

  it('creates the member’s detail with the address read back, then replaces it', async () => {
    const a = new Agent(t);
    await a.login('10000000146', 'Demo.2026');
    const door = await someDoor();
    const first = await a.call<{ AddressText: string | null; SmsAllowed: boolean; AddressNote: string | null }>(
      'CreateUserDetail',
      {
        smsAllowed: true,
        emailAllowed: false,
        address: { streetCode: door.street_code, outerDoorOid: door.outer, innerDoorOid: door.inner },
        addressNote: 'Zil çalışmıyor',
      },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ SmsAllowed: true, AddressNote: 'Zil çalışmıyor' });
    expect(first.body.AddressText).toMatch(/No: /);
    const second = await a.call('CreateUserDetail', { smsAllowed: false, emailAllowed: true });
    expect(second.body).toMatchObject({ SmsAllowed: false, EmailAllowed: true, AddressText: null });
    const rows = await t.database.db.selectFrom('member_detail').selectAll().execute();
    expect(rows).toHaveLength(1);
    // The member's profile carries it.
    const profile = await a.call<{ Detail: unknown }>('GetUserOfEMunicipality');
    expect(profile.body.Detail).toMatchObject({ SmsAllowed: false, EmailAllowed: true });
  });

  it('refuses a door that is not on the street, and anyone not signed in', async () => {
    const a = new Agent(t);
    await a.login('10000000146', 'Demo.2026');
    const door = await someDoor();
    const other = await t.database.db
      .selectFrom('outer_door')
      .select('oid')
      .where('street_code', '!=', door.street_code)
      .executeTakeFirstOrThrow();
    const res = await a.call<{ Message: string }>('CreateUserDetail', {
      smsAllowed: true,
      emailAllowed: true,
      address: { streetCode: door.street_code, outerDoorOid: other.oid },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { Message: 'Dış kapı: Seçilen sokakta böyle bir kapı numarası yok.' },
    });
    expect((await new Agent(t).call('CreateUserDetail', { smsAllowed: true, emailAllowed: true })).status).toBe(401);
    const typed = await a.call<{ Code: string }>('CreateUserDetail', { smsAllowed: 'evet', emailAllowed: true });
    expect(typed).toMatchObject({ status: 400, body: { Code: ErrorCodes.validation } });
  });
});
