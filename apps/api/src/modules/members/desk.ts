import {
  type AuditRecordType,
  type DeskMember,
  type DeskRegistry,
  formatMobile,
  type MemberAccount,
  maskIdentityNumber,
  maskMobile,
  type memberDeskCalls,
  RegistryTypes,
  todayInIstanbul,
} from '@e-belediye/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { orderTr } from '../../db/text.js';
import type { CallContext, Handlers } from '../../http/calls.js';
import { conflict, notFound, unauthenticated } from '../../http/errors.js';
import { auditPersonalDataRead, auditStaffAct } from '../audit/index.js';
import { clientIp, endOtherSessions } from '../auth/index.js';
import { collectionsOf, openDebts } from '../ledger/index.js';
import { enqueueSms, MembershipSms } from '../notifications/index.js';
import {
  addressText,
  assertMaskedSearch,
  countRegistrySearch,
  districtShown,
  maskName,
  matchRegistries,
  payerName,
  registryRows,
  taxOfficeLabel,
} from '../registries/index.js';
import { debtOwner, subscriptionsOf } from '../water/index.js';

const MEMBER_NOT_FOUND = 'Üye bulunamadı.';

/** An account notice is neither a code (type 6) nor a new password (type 7): a type and message code of its own. */
const NOTICE_SMS = { smsType: 1, messageCode: 7003 } as const;

/** What the desk needs of the staff principal: who, whether unmasked, and the region that limits them. */
function staffOf(ctx: Pick<CallContext, 'principal'>) {
  const p = ctx.principal;
  if (p?.kind !== 'staff') throw unauthenticated();
  return { staffOid: p.staffOid, unmasked: p.permissions.has('members.personal'), regionCode: p.regionCode };
}
type Staff = ReturnType<typeof staffOf>;

/** A region-scoped staff member sees a registry only when its street's district is the region or lies in it. */
function inRegion<Q extends ReturnType<typeof registryRows>>(q: Q, regionCode: string | null): Q {
  if (regionCode === null) return q;
  return q.where((eb) => eb.or([eb('d.code', '=', regionCode), eb('d.county_code', '=', regionCode)])) as Q;
}

/**
 * A desk search, counted per staff account. Masked, a number matches only whole; with `members.personal` the
 * reader sees the numbers anyway, so the T.C./VKN may be given by its start (ADR 0028).
 */
async function searching<Q extends ReturnType<typeof registryRows>>(
  ctx: CallContext,
  staff: Staff,
  q: Q,
  search: { filter?: string; districtCode?: string; birthYear?: number },
  registryNo: boolean,
): Promise<Q> {
  await countRegistrySearch(ctx.database, `staff:${staff.staffOid}`);
  return matchRegistries(q, search, { prefix: staff.unmasked, registryNo });
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const maskPid = (pid: string | null, unmasked: boolean) => (pid && !unmasked ? maskIdentityNumber(pid) : pid);
const shownName = (r: { name: string; surname: string | null }, unmasked: boolean) =>
  unmasked ? payerName(r) : maskName(payerName(r));
/** "zeynep@ornek.com" → "ze****@ornek.com". */
const maskEmail = (email: string) => email.replace(/^(.{0,2})[^@]*/, (_, keep: string) => `${keep}****`);

/** Reads of a person's data are recorded whether or not they came masked (KVKK). */
const auditRead = (
  database: Database,
  staff: Staff,
  ip: string,
  recordType: AuditRecordType,
  ids: number[],
  memberOid?: number,
) =>
  auditPersonalDataRead(database.db, staff.staffOid, {
    recordType,
    recordId: ids.join(',') || '-',
    memberOid: memberOid ?? null,
    ip,
    unmasked: staff.unmasked,
  });

/** One page of desk rows by name; `tie` keeps namesakes in the same order from page to page. */
const byNamePage =
  (pageIndex: number, pageSize: number, tie: 'm.oid' | 'r.oid') =>
  <D, T extends keyof D, O>(q: SelectQueryBuilder<D, T, O>) =>
    q
      .orderBy(orderTr('r.name'))
      .orderBy(orderTr('r.surname'))
      .orderBy(sql.ref(tie))
      .limit(pageSize)
      .offset(pageIndex * pageSize);

const countAll = <D, T extends keyof D, O>(q: SelectQueryBuilder<D, T, O>) =>
  q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();

/** A registry's number and type as the desk lists show them. */
const registryKind = (r: { registry_no: string; registry_type: keyof typeof RegistryTypes }) => ({
  RegistryNo: r.registry_no,
  RegistryType: r.registry_type,
  RegistryTypeName: RegistryTypes[r.registry_type],
});

/** A desk list's page: the rows read are recorded (KVKK) and the page says whether it came masked. */
async function deskPage<T>(
  ctx: CallContext,
  staff: Staff,
  recordType: 'member' | 'registry',
  { pageIndex, pageSize }: { pageIndex: number; pageSize: number },
  items: T[],
  total: { n: string },
  idOf: (item: T) => number,
) {
  await auditRead(ctx.database, staff, clientIp(ctx.request), recordType, items.map(idOf));
  return {
    Items: items,
    TotalCount: Number(total.n),
    PageIndex: pageIndex,
    PageSize: pageSize,
    Masked: !staff.unmasked,
  };
}

/** The member with their registry, if this staff member may see it: another region's member is simply not found. */
async function memberInScope(db: Kysely<DB>, staff: Staff, memberOid: number) {
  const row = await inRegion(registryRows(db), staff.regionCode)
    .innerJoin('member as m', 'm.registry_oid', 'r.oid')
    .selectAll('r')
    .select([
      'd.name as district_name',
      'm.oid as member_oid',
      'm.pid_no as user_name',
      'm.status',
      'm.status_reason',
      'm.status_changed_at',
      'm.created_via',
      'm.created_at as member_created_at',
      'm.last_login_at',
      'm.email as member_email',
      'm.gsm_number as member_gsm',
      'm.language',
    ])
    .where('m.oid', '=', memberOid)
    .executeTakeFirst();
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}
type ScopedMember = Awaited<ReturnType<typeof memberInScope>>;

function account(m: ScopedMember, unmasked: boolean): MemberAccount {
  const email = m.member_email ?? m.email;
  const gsm = m.member_gsm ?? m.gsm_number;
  return {
    MemberOid: m.member_oid,
    UserName: maskPid(m.user_name, unmasked) ?? '',
    Status: m.status,
    StatusReason: m.status_reason,
    StatusChangedAt: iso(m.status_changed_at),
    CreatedVia: m.created_via,
    CreatedAt: iso(m.member_created_at) ?? '',
    LastLoginAt: iso(m.last_login_at),
    Email: email ? (unmasked ? email : maskEmail(email)) : null,
    GsmNumber: gsm ? (unmasked ? formatMobile(gsm) : maskMobile(gsm)) : null,
    Language: m.language,
  };
}

export const memberDeskHandlers: Handlers<typeof memberDeskCalls> = {
  async GetAllUsersForEmunicipality({ search, registryType, status, pageIndex, pageSize }, ctx) {
    const staff = staffOf(ctx);
    // Browsing the list is not a search: only a call that names someone is counted.
    const scoped = inRegion(registryRows(ctx.database.db), staff.regionCode);
    let q = (search?.trim() ? await searching(ctx, staff, scoped, { filter: search }, false) : scoped).innerJoin(
      'member as m',
      'm.registry_oid',
      'r.oid',
    );
    if (registryType) q = q.where('r.registry_type', '=', registryType);
    if (status) q = q.where('m.status', '=', status);
    const [rows, total] = await Promise.all([
      q
        .select([
          'm.oid',
          'm.pid_no',
          'm.status',
          'm.created_via',
          'm.created_at',
          'm.last_login_at',
          'r.oid as registry_oid',
          'r.registry_no',
          'r.registry_type',
          'r.name',
          'r.surname',
        ])
        .$call(byNamePage(pageIndex, pageSize, 'm.oid'))
        .execute(),
      countAll(q),
    ]);
    const items: DeskMember[] = rows.map((r) => ({
      MemberOid: r.oid,
      UserName: maskPid(r.pid_no, staff.unmasked) ?? '',
      NameSurname: shownName(r, staff.unmasked),
      RegistryOid: r.registry_oid,
      ...registryKind(r),
      Status: r.status,
      CreatedVia: r.created_via,
      CreatedAt: iso(r.created_at) ?? '',
      LastLoginAt: iso(r.last_login_at),
    }));
    return deskPage(ctx, staff, 'member', { pageIndex, pageSize }, items, total, (i) => i.MemberOid);
  },

  async GetFilteredRegistries({ filter, registryType, districtCode, birthYear, pageIndex, pageSize }, ctx) {
    const staff = staffOf(ctx);
    const search = { filter, districtCode, birthYear };
    const scoped = inRegion(registryRows(ctx.database.db), staff.regionCode);
    let q = (await searching(ctx, staff, scoped, search, true)).leftJoin('member as m', 'm.registry_oid', 'r.oid');
    if (!staff.unmasked) assertMaskedSearch(search);
    const withDistrict = districtShown(search, staff.unmasked);
    if (registryType) q = q.where('r.registry_type', '=', registryType);
    const [rows, total] = await Promise.all([
      q
        .select([
          'r.oid',
          'r.registry_no',
          'r.registry_type',
          'r.pid_no',
          'r.name',
          'r.surname',
          'd.name as district_name',
          'm.oid as member_oid',
          'm.status as member_status',
        ])
        .$call(byNamePage(pageIndex, pageSize, 'r.oid'))
        .execute(),
      countAll(q),
    ]);
    const items: DeskRegistry[] = rows.map((r) => ({
      RegistryOid: r.oid,
      ...registryKind(r),
      PidNo: maskPid(r.pid_no, staff.unmasked),
      Name: shownName(r, staff.unmasked),
      DistrictName: withDistrict ? r.district_name : null,
      MemberOid: r.member_oid,
      MemberStatus: r.member_status,
    }));
    return deskPage(ctx, staff, 'registry', { pageIndex, pageSize }, items, total, (i) => i.RegistryOid);
  },

  async GetMemberDossier({ memberOid }, ctx) {
    const { database } = ctx;
    const staff = staffOf(ctx);
    const m = await memberInScope(database.db, staff, memberOid);
    const owner = await debtOwner(database, m.oid);
    const [subscriptions, debts, payments, address] = await Promise.all([
      subscriptionsOf(database, m.oid),
      openDebts(database, owner, todayInIstanbul()),
      collectionsOf(database, m.oid),
      staff.unmasked ? addressText(database, m.inner_door_oid, m.outer_door_oid, m.street_code) : null,
    ]);
    await auditRead(database, staff, clientIp(ctx.request), 'member', [m.member_oid], m.member_oid);
    const sum = (pick: (d: (typeof debts)[number]) => number) => debts.reduce((s, d) => s + pick(d), 0);
    const u = staff.unmasked;
    return {
      Masked: !u,
      Member: account(m, u),
      Registry: {
        Oid: m.oid,
        ...registryKind(m),
        PidNo: maskPid(m.pid_no, u),
        Name: shownName(m, u),
        FatherName: m.father_name && !u ? maskName(m.father_name) : m.father_name,
        // Masked, the year of birth is enough to tell namesakes apart.
        BirthDate: m.birth_date && !u ? m.birth_date.slice(0, 4) : m.birth_date,
        BirthPlace: u ? m.birth_place : null,
        TaxOfficeCode: m.tax_office_code,
        TaxOfficeName: await taxOfficeLabel(database, m.tax_office_code),
        Address: address,
        DistrictName: m.district_name,
      },
      Subscriptions: subscriptions.map((s) => (u ? s : { ...s, Address: null })),
      Debts: {
        Items: debts,
        PrincipalKurus: sum((d) => d.PrincipalKurus),
        LateFeeKurus: sum((d) => d.LateFeeKurus),
        TotalKurus: sum((d) => d.TotalKurus),
        OverdueCount: debts.filter((d) => d.IsOverdue).length,
      },
      Payments: payments,
    };
  },

  /**
   * Suspends or activates a membership. A suspended member's password and e-Devlet logins are refused and their
   * sessions end (a session of a member who is not ACTIVE is dropped on its next request anyway); the member is
   * told by SMS through the outbox, in the same transaction as the change and its audit row.
   */
  async UpdateUserStatusForEMunicipality({ memberOid, status, reason }, ctx) {
    const { database } = ctx;
    const staff = staffOf(ctx);
    const before = await memberInScope(database.db, staff, memberOid);
    if (before.status === status) {
      throw conflict(status === 'ACTIVE' ? 'Üyelik zaten etkin.' : 'Üyelik zaten askıda.');
    }
    const statusReason = status === 'DISABLED' ? (reason ?? '') : (reason ?? null);
    const after = await database.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('member')
        .set({
          status,
          status_reason: statusReason,
          status_changed_at: new Date(),
          status_changed_by: staff.staffOid,
        })
        .where('oid', '=', before.member_oid)
        // Two staff members acting at once: only the first change applies.
        .where('status', '=', before.status)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw conflict('Üyelik durumu bu arada değişti; sayfayı yenileyiniz.');
      const now = await memberInScope(trx, staff, before.member_oid);
      const gsm = now.member_gsm ?? now.gsm_number;
      if (gsm) {
        await enqueueSms(trx, [
          {
            RegistryOid: now.oid,
            SourceOid: now.member_oid,
            GsmNumber: gsm,
            SmsText: status === 'DISABLED' ? MembershipSms.disabled(statusReason ?? '') : MembershipSms.enabled,
            ...NOTICE_SMS,
          },
        ]);
      }
      const shown = (m: ScopedMember) => {
        const a = account(m, false);
        return { Status: a.Status, StatusReason: a.StatusReason, StatusChangedAt: a.StatusChangedAt };
      };
      await auditStaffAct(trx, staff.staffOid, {
        action: status === 'DISABLED' ? 'MEMBER_SUSPENDED' : 'MEMBER_ACTIVATED',
        recordType: 'member',
        recordId: now.member_oid,
        memberOid: now.member_oid,
        before: { UserName: maskIdentityNumber(before.user_name), ...shown(before) },
        after: { UserName: maskIdentityNumber(now.user_name), ...shown(now) },
        ip: clientIp(ctx.request),
        detail: { smsQueued: Boolean(gsm) },
      });
      return now;
    });
    if (status === 'DISABLED') await endOtherSessions(database, after.member_oid);
    return account(after, staff.unmasked);
  },
};

/**
 * Refuses a member this staff member may not see (another region's is not found) and says whether they see
 * personal data unmasked: for other desks that show something of a member's page (the grants of ADR 0048).
 */
export async function memberOnDesk(ctx: Pick<CallContext, 'principal' | 'database'>, memberOid: number) {
  const staff = staffOf(ctx);
  await memberInScope(ctx.database.db, staff, memberOid);
  return { staffOid: staff.staffOid, unmasked: staff.unmasked };
}
