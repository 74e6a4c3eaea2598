import { ACTING_HEADER, addDays, istanbulToday } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { OfficeAgent } from '../staff/office.js';
import { typedApi } from '../support/api.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** Demo members: Mehmet is the accountant, Zeynep and Elif his clients (Elif's grant has ended). */
const zeynep = { pidNo: '10000000146', name: 'Zeynep Arslan' };
const mehmet = { pidNo: '23456789060', name: 'Mehmet Yıldız' };
const elif = { pidNo: '31845207606', name: 'Elif Kaya' };
const CHAMBER_NO = 'SMMM-34-12345';

const staff: Record<string, Principal> = {
  reader: { kind: 'staff', staffOid: 201, permissions: new Set(['members.read']), regionCode: null },
};

let t: IdentityApp;
let office: OfficeAgent;
let accountant: Agent;
let client: Agent;
let stranger: Agent;
const oids: Record<string, number> = {};

beforeAll(async () => {
  t = await openIdentityApp({
    principalOf: (request, access) => {
      const as = request.headers['x-staff'];
      if (typeof as === 'string') return staff[as] ?? null;
      const desk = request.staffSession;
      if (access?.kind === 'staff') {
        return desk
          ? { kind: 'staff', staffOid: desk.staffOid, permissions: desk.permissions, regionCode: desk.regionCode }
          : null;
      }
      return request.session ? { kind: 'member', memberOid: request.session.memberOid } : null;
    },
  });
  for (const p of [zeynep, mehmet, elif]) {
    oids[p.pidNo] = (
      await t.database.db.selectFrom('member').select('oid').where('pid_no', '=', p.pidNo).executeTakeFirstOrThrow()
    ).oid;
  }
  office = new OfficeAgent(t);
  expect((await office.signIn('uyeisleri')).status).toBe(200);
  accountant = new Agent(t);
  client = new Agent(t);
  stranger = new Agent(t);
  expect((await accountant.login(mehmet.pidNo, 'Demo.2026')).status).toBe(200);
  expect((await client.login(zeynep.pidNo, 'Demo.2026')).status).toBe(200);
  expect((await stranger.login(elif.pidNo, 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** A grant between two demo members, as a confirmed code and an acceptance (or its end) leave it. */
async function grant(owner: string, grantee: string, scopes: string[], status: 'ACTIVE' | 'REVOKED' = 'ACTIVE') {
  const { oid } = await t.database.db
    .insertInto('delegation_grant')
    .values({
      owner_member_oid: oids[owner] as number,
      grantee_member_oid: oids[grantee] as number,
      scopes,
      expires_on: addDays(istanbulToday(), 30),
      status,
      accepted_at: new Date(),
      ended_at: status === 'ACTIVE' ? null : new Date(),
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return oid;
}

const reader = typedApi(async (name, body) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers: { 'x-staff': 'reader' },
  });
  return { status: res.statusCode, body: res.json() };
});

type Clients = {
  Registration: { ChamberNo: string | null };
  Items: Array<{
    GrantOid: number;
    OwnerName: string;
    Debts: { Count: number; TotalKurus: number; LateFeeKurus: number } | null;
    Deadlines: unknown[] | null;
    Declarations: Array<{ Number: string }> | null;
  }>;
  TotalCount: number;
};

describe('a mali müşavir registered by the office', () => {
  it('is registered with a chamber number under re-authentication, audited, and refused to a reader', async () => {
    const memberOid = oids[mehmet.pidNo] as number;
    expect((await reader.RegisterAccountant({ memberOid, chamberNo: CHAMBER_NO })).status).toBe(403);
    const blank = await office.office.RegisterAccountant({ memberOid, chamberNo: ' ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Oda sicil numarasını yazınız.');
    const res = await office.office.RegisterAccountant({ memberOid, chamberNo: CHAMBER_NO });
    expect(res.status).toBe(200);
    expect(res.body.ChamberNo).toBe(CHAMBER_NO);
    expect((await office.office.RegisterAccountant({ memberOid, chamberNo: CHAMBER_NO })).status).toBe(409);
    expect((await reader.GetMemberAccountant({ memberOid })).body.ChamberNo).toBe(CHAMBER_NO);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event', '=', 'ACCOUNTANT_REGISTERED')
      .where('member_oid', '=', memberOid)
      .executeTakeFirstOrThrow();
    expect(audit.staff_oid).not.toBeNull();
    expect(JSON.stringify(audit.after)).toContain(CHAMBER_NO);
  });

  it('shows the client granting them that the grantee is a registered accountant, with the chamber number', async () => {
    const grantOid = await grant(zeynep.pidNo, mehmet.pidNo, ['see', 'pay', 'declare']);
    const given = await client.call<{ Given: Array<{ Oid: number; GranteeAccountantNo: string | null }> }>(
      'GetDelegations',
      {},
    );
    expect(given.body.Given.find((g) => g.Oid === grantOid)?.GranteeAccountantNo).toBe(CHAMBER_NO);
  });

  it('lists only the clients whose grant runs, each with its debts, next days and latest declarations', async () => {
    const running = (
      await t.database.db
        .selectFrom('delegation_grant')
        .select('oid')
        .where('owner_member_oid', '=', oids[zeynep.pidNo] as number)
        .where('grantee_member_oid', '=', oids[mehmet.pidNo] as number)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirstOrThrow()
    ).oid;
    const ended = await grant(elif.pidNo, mehmet.pidNo, ['see', 'pay'], 'REVOKED');
    const toSomeoneElse = await grant(zeynep.pidNo, elif.pidNo, ['see']);
    const res = await accountant.call<Clients>('GetMyClients', {});
    expect(res.status).toBe(200);
    expect(res.body.Registration.ChamberNo).toBe(CHAMBER_NO);
    const shown = res.body.Items.map((c) => c.GrantOid);
    expect(shown).toContain(running);
    expect(shown).not.toContain(ended);
    expect(shown).not.toContain(toSomeoneElse);
    expect(res.body.TotalCount).toBe(res.body.Items.length);

    // What the page says of the client is what the client's own pages say.
    const mine = res.body.Items.find((c) => c.GrantOid === running);
    const debts = await client.call<Array<{ TotalKurus: number; LateFeeKurus: number }>>(
      'GetDebtListWithRevenueCode',
      {},
    );
    expect(mine?.OwnerName).toBe(zeynep.name);
    expect(mine?.Debts).toMatchObject({
      Count: debts.body.length,
      TotalKurus: debts.body.reduce((s, d) => s + d.TotalKurus, 0),
      LateFeeKurus: debts.body.reduce((s, d) => s + d.LateFeeKurus, 0),
    });
    const declarations = await client.call<Array<{ Number: string }>>('RetrieveDeclarationSummary', {});
    expect(mine?.Declarations?.map((d) => d.Number)).toEqual(declarations.body.slice(0, 3).map((d) => d.Number));
    expect(mine?.Deadlines?.length).toBeLessThanOrEqual(3);
  });

  it('leaves out what the grant’s scopes do not allow', async () => {
    // A grant without `see` (stored by hand: the form always adds it) lets the accountant see nothing of the client.
    const blind = await grant(elif.pidNo, mehmet.pidNo, ['pay']);
    const res = await accountant.call<Clients>('GetMyClients', {});
    expect(res.body.Items.find((c) => c.GrantOid === blind)).toMatchObject({
      Debts: null,
      Deadlines: null,
      Declarations: null,
    });
  });

  it('is the accountant’s own page: while acting for a client it still lists the accountant’s clients', async () => {
    const own = (await accountant.call<Clients>('GetMyClients', {})).body;
    const grantOid = own.Items[0]?.GrantOid;
    expect(grantOid).toBeDefined();
    const res = await accountant.call<Clients>('GetMyClients', {}, { [ACTING_HEADER]: String(grantOid) });
    expect(res.status).toBe(200);
    expect(res.body.Items.map((c) => c.GrantOid)).toEqual(own.Items.map((c) => c.GrantOid));
  });

  it('gives a member the office has not registered an empty page that says so', async () => {
    await grant(zeynep.pidNo, elif.pidNo, ['see']);
    const res = await stranger.call<Clients>('GetMyClients', {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Registration: { ChamberNo: null }, Items: [], TotalCount: 0 });
  });

  it('is withdrawn the same way: audited, the clients’ page empties and the grants stay', async () => {
    const memberOid = oids[mehmet.pidNo] as number;
    const res = await office.office.WithdrawAccountant({ memberOid });
    expect(res.status).toBe(200);
    expect(res.body.ChamberNo).toBeNull();
    expect((await office.office.WithdrawAccountant({ memberOid })).status).toBe(409);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('before')
      .where('event', '=', 'ACCOUNTANT_WITHDRAWN')
      .where('member_oid', '=', memberOid)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.before)).toContain(CHAMBER_NO);
    const page = await accountant.call<Clients>('GetMyClients', {});
    expect(page.body).toMatchObject({ Registration: { ChamberNo: null }, Items: [] });
    const still = await t.database.db
      .selectFrom('delegation_grant')
      .select('oid')
      .where('grantee_member_oid', '=', memberOid)
      .where('status', '=', 'ACTIVE')
      .execute();
    expect(still.length).toBeGreaterThan(0);
  });
});
