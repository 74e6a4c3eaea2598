import { ACTING_HEADER, addDays, istanbulToday, maskIdentityNumber } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { OfficeAgent } from '../staff/office.js';
import { typedApi } from '../support/api.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

const zeynep = { pidNo: '10000000146', name: 'Zeynep Arslan' };
const mehmet = { pidNo: '23456789060', name: 'Mehmet Yıldız' };

/** Staff stand-ins by header; without one the caller is whoever the sessions say. */
const staff: Record<string, Principal> = {
  reader: { kind: 'staff', staffOid: 201, permissions: new Set(['members.read']), regionCode: null },
};

let t: IdentityApp;
let ownerOid: number;
let granteeOid: number;

beforeAll(async () => {
  t = await openIdentityApp({
    principalOf: (request, access) => {
      const as = request.headers['x-staff'];
      if (typeof as === 'string') return staff[as] ?? null;
      const office = request.staffSession;
      if (access?.kind === 'staff') {
        return office
          ? { kind: 'staff', staffOid: office.staffOid, permissions: office.permissions, regionCode: office.regionCode }
          : null;
      }
      return request.session ? { kind: 'member', memberOid: request.session.memberOid } : null;
    },
  });
  const oidOf = async (pidNo: string) =>
    (await t.database.db.selectFrom('member').select('oid').where('pid_no', '=', pidNo).executeTakeFirstOrThrow()).oid;
  ownerOid = await oidOf(zeynep.pidNo);
  granteeOid = await oidOf(mehmet.pidNo);
});
afterAll(async () => {
  await t?.close();
});

/** A running grant from Zeynep to Mehmet, as the owner's confirmed code and the grantee's acceptance leave it. */
async function runningGrant() {
  const { oid } = await t.database.db
    .insertInto('delegation_grant')
    .values({
      owner_member_oid: ownerOid,
      grantee_member_oid: granteeOid,
      scopes: ['see', 'pay'],
      expires_on: addDays(istanbulToday(), 30),
      status: 'ACTIVE',
      accepted_at: new Date(),
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return oid;
}

const as = (who: string) =>
  typedApi(async (name, body) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/${name}`, payload: body, headers: { 'x-staff': who } });
    return { status: res.statusCode, body: res.json() };
  });

describe('grants on a member’s page in the office', () => {
  it('lists the grants a member gave and was given, the other person masked without members.personal', async () => {
    const grantOid = await runningGrant();
    const res = await as('reader').GetMemberDelegations({ memberOid: ownerOid });
    expect(res.status).toBe(200);
    expect(res.body.Masked).toBe(true);
    expect(res.body.Items.find((g) => g.Oid === grantOid)).toMatchObject({
      Role: 'OWNER',
      OtherName: 'Me**** Yı****',
      OtherUserName: maskIdentityNumber(mehmet.pidNo),
      Status: 'ACTIVE',
    });
    expect(JSON.stringify(res.body)).not.toContain(mehmet.pidNo);
    const other = await as('reader').GetMemberDelegations({ memberOid: granteeOid });
    expect(other.body.Items.find((g) => g.Oid === grantOid)).toMatchObject({
      Role: 'GRANTEE',
      OtherName: 'Ze**** Ar****',
    });
  });

  it('suspends a grant on a complaint: the grantee loses it on the next call and the audit row names both persons', async () => {
    const grantOid = await runningGrant();
    const grantee = new Agent(t);
    expect((await grantee.login(mehmet.pidNo, 'Demo.2026')).status).toBe(200);
    const acting = { [ACTING_HEADER]: String(grantOid) };
    expect((await grantee.call('GetCollectedList', {}, acting)).status).toBe(200);

    // A reader may not suspend; the members desk, signed in a moment ago, may.
    const body = { memberOid: ownerOid, grantOid, reason: 'Sicil sahibinin şikâyeti' };
    expect((await as('reader').SuspendDelegationGrant(body)).status).toBe(403);
    const office = new OfficeAgent(t);
    const login = await office.signIn('uyeisleri');
    expect(login.status).toBe(200);
    const res = await office.office.SuspendDelegationGrant(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 'SUSPENDED', OtherName: mehmet.name });

    const next = await grantee.call('GetCollectedList', {}, acting);
    expect(next).toMatchObject({ status: 403, body: { Code: 'error_delegation_ended' } });
    const audit = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event', '=', 'DELEGATION_SUSPENDED')
      .where('record_id', '=', String(grantOid))
      .executeTakeFirstOrThrow();
    expect(audit.staff_oid).toBe(login.body.Staff.Oid);
    expect(JSON.stringify(audit.detail)).toContain('Ze**** Ar****');
    expect(JSON.stringify(audit.detail)).toContain('Me**** Yı****');
    const again = await office.office.SuspendDelegationGrant(body);
    expect(again.status).toBe(409);
  });
});
