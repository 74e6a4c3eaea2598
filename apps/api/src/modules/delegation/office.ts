import {
  DELEGATION_SCOPES,
  type DelegationScope,
  type delegationCalls,
  grantRunsOn,
  istanbulToday,
  type MemberGrant,
  maskIdentityNumber,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Handlers } from '../../http/calls.js';
import { conflict, notFound } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { memberOnDesk } from '../members/index.js';
import { DelegationSms, notifyCitizen } from '../notifications/index.js';
import { maskName, payerName } from '../registries/index.js';

type OfficeCalls = Pick<typeof delegationCalls, 'GetMemberDelegations' | 'SuspendDelegationGrant'>;

/** The grants a member gave or was given, with both persons' names and IDs. */
function grantsOf(database: Database) {
  return database.db
    .selectFrom('delegation_grant as g')
    .innerJoin('member as om', 'om.oid', 'g.owner_member_oid')
    .innerJoin('registry as orr', 'orr.oid', 'om.registry_oid')
    .innerJoin('member as gm', 'gm.oid', 'g.grantee_member_oid')
    .innerJoin('registry as gr', 'gr.oid', 'gm.registry_oid')
    .select([
      'g.oid',
      'g.owner_member_oid',
      'g.grantee_member_oid',
      'g.scopes',
      sql<string>`to_char(g.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      'g.status',
      'g.created_at',
      'g.ended_at',
      'g.end_reason',
      'orr.name as owner_name',
      'orr.surname as owner_surname',
      'om.pid_no as owner_pid',
      'orr.oid as owner_registry_oid',
      'gr.name as grantee_name',
      'gr.surname as grantee_surname',
      'gm.pid_no as grantee_pid',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof grantsOf>['execute']>>[number];

const ownerOf = (g: Row) => ({ name: payerName({ name: g.owner_name, surname: g.owner_surname }), pid: g.owner_pid });
const granteeOf = (g: Row) => ({
  name: payerName({ name: g.grantee_name, surname: g.grantee_surname }),
  pid: g.grantee_pid,
});

/** One grant on member `memberOid`'s page: the other person masked unless the staff member sees personal data. */
function view(g: Row, memberOid: number, unmasked: boolean): MemberGrant {
  const owner = g.owner_member_oid === memberOid;
  const other = owner ? granteeOf(g) : ownerOf(g);
  const live = g.status === 'PENDING' || g.status === 'ACTIVE';
  return {
    Oid: g.oid,
    Role: owner ? 'OWNER' : 'GRANTEE',
    OtherName: unmasked ? other.name : maskName(other.name),
    OtherUserName: unmasked ? other.pid : maskIdentityNumber(other.pid),
    Scopes: g.scopes.filter((s): s is DelegationScope => (DELEGATION_SCOPES as readonly string[]).includes(s)),
    ExpiresOn: g.expires_on,
    Status: live && !grantRunsOn(g.expires_on, istanbulToday()) ? 'EXPIRED' : g.status,
    CreatedAt: new Date(g.created_at).toISOString(),
    EndedAt: g.ended_at ? new Date(g.ended_at).toISOString() : null,
    EndReason: g.end_reason,
  };
}

export const officeHandlers: Handlers<OfficeCalls> = {
  async GetMemberDelegations({ memberOid }, ctx) {
    const { unmasked } = await memberOnDesk(ctx, memberOid);
    const rows = await grantsOf(ctx.database)
      .where((eb) => eb.or([eb('g.owner_member_oid', '=', memberOid), eb('g.grantee_member_oid', '=', memberOid)]))
      .orderBy('g.oid', 'desc')
      .limit(200)
      .execute();
    return { Items: rows.map((g) => view(g, memberOid, unmasked)), Masked: !unmasked };
  },

  /** On a complaint: the grant stops at once, the owner is told, and the audit row names both persons. */
  async SuspendDelegationGrant({ memberOid, grantOid, reason }, ctx) {
    const { database, request } = ctx;
    const { staffOid, unmasked } = await memberOnDesk(ctx, memberOid);
    const row = await grantsOf(database)
      .where('g.oid', '=', grantOid)
      .where((eb) => eb.or([eb('g.owner_member_oid', '=', memberOid), eb('g.grantee_member_oid', '=', memberOid)]))
      .executeTakeFirst();
    if (!row) throw notFound('Yetki bulunamadı.');
    return database.db.transaction().execute(async (trx) => {
      const suspended = await trx
        .updateTable('delegation_grant')
        .set({ status: 'SUSPENDED', ended_at: sql<Date>`now()`, ended_by_staff_oid: staffOid, end_reason: reason })
        .where('oid', '=', grantOid)
        .where('status', 'in', ['PENDING', 'ACTIVE'])
        .returning('oid')
        .executeTakeFirst();
      if (!suspended) throw conflict('Bu yetki zaten sona ermiş.');
      const owner = ownerOf(row);
      const grantee = granteeOf(row);
      await auditStaffAct(trx, staffOid, {
        action: 'DELEGATION_SUSPENDED',
        recordType: 'delegation_grant',
        recordId: grantOid,
        memberOid: row.owner_member_oid,
        before: { Status: row.status },
        after: { Status: 'SUSPENDED' },
        ip: clientIp(request),
        // Both persons, masked as every audit row keeps personal data.
        detail: {
          owner: { name: maskName(owner.name), pidNo: maskIdentityNumber(owner.pid) },
          grantee: { name: maskName(grantee.name), pidNo: maskIdentityNumber(grantee.pid) },
          reason,
        },
      });
      await notifyCitizen(trx, {
        registryOid: row.owner_registry_oid,
        text: DelegationSms.suspended(maskName(grantee.name)),
        messageCode: DelegationSms.messageCode,
      });
      return view({ ...row, status: 'SUSPENDED', ended_at: new Date(), end_reason: reason }, memberOid, unmasked);
    });
  },
};
