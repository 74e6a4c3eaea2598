import {
  type CompanyApplication,
  type CompanyAuthority,
  CompanyMessages,
  type companyCalls,
  DELEGATION_SCOPES,
  type DeskCompanyApplication,
  formatDateTr,
  grantRunsOn,
  istanbulToday,
  latestExpiry,
  maskIdentityNumber,
} from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { type CallContext, type Handlers, memberOf } from '../../http/calls.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { accountKey, claimAttempt, clientIp, ipKey } from '../auth/index.js';
import { claimFiles, filesOf } from '../files/index.js';
import { memberOnDesk } from '../members/index.js';
import { DelegationSms, notifyCitizen } from '../notifications/index.js';
import { maskName, payerName } from '../registries/index.js';

/**
 * A company's authorised people (ADR 0048). A person applies with the company's VKN, its title and its signature
 * circular; the office approves with a last day, which gives the person an ACTIVE grant with every scope from the
 * company's account, marked as the company's primary authority. Under it the person acts for the company and gives
 * the company's grants to its staff; the access layer admits those grant calls only under a primary authority.
 */

type CompanyCalls = typeof companyCalls;

/** Registry types that carry a VKN rather than a person's T.C. Kimlik No. */
const COMPANY_TYPES = ['T', 'K', 'D', 'B'] as const;

/** "Örnek  Yapı A.Ş." and "ÖRNEK YAPI AŞ" name the same company: Turkish casing, single spaces, no dots. */
const foldTitle = (s: string) => s.replace(/\./g, '').trim().replace(/\s+/g, ' ').toLocaleUpperCase('tr');

/** While acting for a company under its primary authority: who acts, their phone and the authority's last day. */
export interface CompanyActor {
  memberOid: number;
  registryOid: number;
  phone: string | null;
  lastDay: string;
}

/**
 * The person acting for a company in a grant call, or null when the caller speaks for themself. The access layer
 * has already admitted only a primary authority for these calls; this reads what the handler needs of it.
 */
export async function companyActor(ctx: Pick<CallContext, 'principal' | 'database'>): Promise<CompanyActor | null> {
  const actor = ctx.principal?.kind === 'member' ? ctx.principal.actor : undefined;
  if (!actor) return null;
  const row = await ctx.database.db
    .selectFrom('delegation_grant as g')
    .innerJoin('member as m', 'm.oid', 'g.grantee_member_oid')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['m.oid', 'm.registry_oid', 'm.gsm_number', 'r.gsm_number as reg_gsm'])
    .select(sql<string>`to_char(g.expires_on, 'YYYY-MM-DD')`.as('last_day'))
    .where('g.oid', '=', actor.grantOid)
    .executeTakeFirstOrThrow();
  return {
    memberOid: row.oid,
    registryOid: row.registry_oid,
    phone: row.gsm_number || row.reg_gsm || null,
    lastDay: row.last_day,
  };
}

const applicationRows = (database: Database | { db: Transaction<DB> }) =>
  database.db
    .selectFrom('company_application as a')
    .innerJoin('registry as c', 'c.oid', 'a.company_registry_oid')
    .innerJoin('member as m', 'm.oid', 'a.member_oid')
    .innerJoin('registry as p', 'p.oid', 'm.registry_oid')
    .select([
      'a.oid',
      'a.member_oid',
      'a.company_registry_oid',
      'a.status',
      'a.reason',
      'a.created_at',
      'a.decided_at',
      'a.grant_oid',
      sql<string | null>`to_char(a.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      'c.name as company_name',
      'c.pid_no as company_vkn',
      'p.name as person_name',
      'p.surname as person_surname',
      'm.pid_no as person_pid',
      'm.registry_oid as person_registry_oid',
    ]);
type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationRows>['execute']>>[number];

/** The company is named masked: the applicant proved they know its title, the answer need not repeat it. */
async function applicationView(db: Database['db'], a: ApplicationRow): Promise<CompanyApplication> {
  const [file] = await filesOf(db, { kind: 'company', oid: a.oid });
  return {
    Oid: a.oid,
    CompanyName: maskName(a.company_name),
    CompanyVkn: maskIdentityNumber(a.company_vkn ?? ''),
    Status: a.status,
    CreatedAt: new Date(a.created_at).toISOString(),
    DecidedAt: a.decided_at ? new Date(a.decided_at).toISOString() : null,
    Reason: a.reason,
    ExpiresOn: a.expires_on,
    File: file ?? null,
  };
}

/** On the desk the clerk reads the circular beside the names, which are masked without `members.personal`. */
async function deskView(db: Database['db'], a: ApplicationRow, unmasked: boolean): Promise<DeskCompanyApplication> {
  const person = payerName({ name: a.person_name, surname: a.person_surname });
  return {
    ...(await applicationView(db, a)),
    CompanyName: unmasked ? a.company_name : maskName(a.company_name),
    CompanyVkn: unmasked ? (a.company_vkn ?? '') : maskIdentityNumber(a.company_vkn ?? ''),
    ApplicantName: unmasked ? person : maskName(person),
    ApplicantUserName: unmasked ? a.person_pid : maskIdentityNumber(a.person_pid),
    ApplicantMemberOid: a.member_oid,
  };
}

/** Both persons of an audit row, masked as every audit row keeps personal data. */
const auditNames = (a: ApplicationRow) => ({
  person: {
    name: maskName(payerName({ name: a.person_name, surname: a.person_surname })),
    pidNo: maskIdentityNumber(a.person_pid),
  },
  company: { name: maskName(a.company_name), vkn: maskIdentityNumber(a.company_vkn ?? '') },
});

async function waitingApplication(ctx: CallContext, applicationOid: number) {
  const a = await applicationRows(ctx.database).where('a.oid', '=', applicationOid).executeTakeFirst();
  if (!a) throw notFound(CompanyMessages.notFound);
  const desk = await memberOnDesk(ctx, a.member_oid);
  if (a.status !== 'WAITING') throw conflict(CompanyMessages.alreadyDecided);
  return { a, ...desk };
}

/** Records the clerk's decision on a waiting application, once: a second clerk deciding at the same time is told so. */
async function decide(
  trx: Transaction<DB>,
  oid: number,
  staffOid: number,
  outcome: { status: 'APPROVED'; expires_on: string } | { status: 'REFUSED'; reason: string },
) {
  const taken = await trx
    .updateTable('company_application')
    .set({ ...outcome, decided_at: sql<Date>`now()`, decided_by_staff_oid: staffOid })
    .where('oid', '=', oid)
    .where('status', '=', 'WAITING')
    .returning('oid')
    .executeTakeFirst();
  if (!taken) throw conflict(CompanyMessages.alreadyDecided);
}

/**
 * The company's account: made once, on the first approval, for a registry no one has signed up with. It has no
 * password and the sign-in, password reset and e-Devlet refuse it; its authorised people act for it.
 */
async function companyAccount(trx: Transaction<DB>, registryOid: number, vkn: string): Promise<number> {
  const existing = await trx
    .selectFrom('member')
    .select('oid')
    .where('registry_oid', '=', registryOid)
    .executeTakeFirst();
  if (existing) return existing.oid;
  const made = await trx
    .insertInto('member')
    .values({ registry_oid: registryOid, pid_no: vkn, password_hash: null, gsm_number: null, created_via: 'COMPANY' })
    .onConflict((oc) => oc.column('registry_oid').doNothing())
    .returning('oid')
    .executeTakeFirst();
  return (
    made?.oid ??
    (await trx.selectFrom('member').select('oid').where('registry_oid', '=', registryOid).executeTakeFirstOrThrow()).oid
  );
}

const grantStatus = (status: string, expiresOn: string): CompanyAuthority['Status'] =>
  (status === 'PENDING' || status === 'ACTIVE') && !grantRunsOn(expiresOn, istanbulToday())
    ? 'EXPIRED'
    : (status as CompanyAuthority['Status']);

const authorityRows = (db: Database['db']) =>
  db
    .selectFrom('delegation_grant as g')
    .innerJoin('member as m', 'm.oid', 'g.grantee_member_oid')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select([
      'g.oid',
      'g.owner_member_oid',
      'g.primary_authority',
      'g.status',
      'g.end_reason',
      sql<string>`to_char(g.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      'r.name',
      'r.surname',
      'm.pid_no',
      'm.registry_oid',
    ]);
type AuthorityRow = Awaited<ReturnType<ReturnType<typeof authorityRows>['execute']>>[number];

const authorityView = (g: AuthorityRow, unmasked: boolean): CompanyAuthority => {
  const name = payerName(g);
  return {
    GrantOid: g.oid,
    PersonName: unmasked ? name : maskName(name),
    PersonUserName: unmasked ? g.pid_no : maskIdentityNumber(g.pid_no),
    Primary: g.primary_authority,
    ExpiresOn: g.expires_on,
    Status: grantStatus(g.status, g.expires_on),
    EndReason: g.end_reason,
  };
};

export const companyHandlers: Handlers<CompanyCalls> = {
  async ApplyCompanyAuthority({ companyVkn, companyTitle, fileId }, ctx) {
    const { database, request, principal } = ctx;
    const me = memberOf(ctx);
    // Every try counts until the title is right: the form must not turn lists of tax numbers into company names.
    const attempt = await claimAttempt(database, [
      accountKey('company', String(me)),
      ipKey('company', clientIp(request)),
    ]);
    const company = await database.db
      .selectFrom('registry')
      .select(['oid', 'name', 'pid_no'])
      .where('pid_no', '=', companyVkn)
      .where('registry_type', 'in', COMPANY_TYPES)
      .orderBy('oid')
      .executeTakeFirst();
    if (!company) throw invalid(CompanyMessages.unknownCompany);
    if (foldTitle(company.name) !== foldTitle(companyTitle)) throw invalid(CompanyMessages.titleMismatch);
    await attempt.withdrawn();
    if (!fileId) throw invalid(CompanyMessages.noFile);
    const upload = await database.db
      .selectFrom('uploaded_file')
      .select('content_type')
      .where('file_id', '=', fileId)
      .executeTakeFirst();
    if (upload && upload.content_type !== 'application/pdf') throw invalid(CompanyMessages.notPdf);
    const oid = await database.db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto('company_application')
        .values({ member_oid: me, company_registry_oid: company.oid, file_id: fileId })
        .onConflict((oc) =>
          oc.columns(['member_oid', 'company_registry_oid']).where('status', '=', 'WAITING').doNothing(),
        )
        .returning('oid')
        .executeTakeFirst();
      if (!made) throw conflict(CompanyMessages.alreadyWaiting);
      await claimFiles(trx, { fileIds: [fileId], principal, request, attachTo: { kind: 'company', oid: made.oid } });
      return made.oid;
    });
    const row = await applicationRows(database).where('a.oid', '=', oid).executeTakeFirstOrThrow();
    return applicationView(database.db, row);
  },

  async GetMyCompanyApplications(_input, ctx) {
    const rows = await applicationRows(ctx.database)
      .where('a.member_oid', '=', memberOf(ctx))
      .orderBy('a.oid', 'desc')
      .limit(50)
      .execute();
    return { Items: await Promise.all(rows.map((a) => applicationView(ctx.database.db, a))) };
  },

  async GetCompanyApplications({ status }, ctx) {
    const rows = await applicationRows(ctx.database)
      .where('a.status', '=', status)
      .orderBy('a.oid', status === 'WAITING' ? 'asc' : 'desc')
      .limit(100)
      .execute();
    const unmasked = ctx.principal?.kind === 'staff' && ctx.principal.permissions.has('members.personal');
    // A clerk limited to a region sees the applications of the people in it, as on the members desk.
    const seen = await Promise.all(
      rows.map((a) =>
        memberOnDesk(ctx, a.member_oid).then(
          () => a,
          () => null,
        ),
      ),
    );
    const items = seen.filter((a): a is ApplicationRow => a !== null);
    return { Items: await Promise.all(items.map((a) => deskView(ctx.database.db, a, unmasked))), Masked: !unmasked };
  },

  async ApproveCompanyApplication({ applicationOid, expiresOn }, ctx) {
    const { database, request } = ctx;
    const { a, staffOid, unmasked } = await waitingApplication(ctx, applicationOid);
    const today = istanbulToday();
    if (expiresOn < today) throw invalid(CompanyMessages.expiryPast);
    if (expiresOn > latestExpiry(today)) throw invalid(CompanyMessages.expiryTooFar);
    await database.db.transaction().execute(async (trx) => {
      await decide(trx, a.oid, staffOid, { status: 'APPROVED', expires_on: expiresOn });
      const owner = await companyAccount(trx, a.company_registry_oid, a.company_vkn ?? '');
      // A grant already running between the company and the person (a staff grant, or an earlier approval) becomes
      // the primary authority with the new last day, so approving again renews rather than doubles.
      const terms = {
        scopes: [...DELEGATION_SCOPES],
        expires_on: expiresOn,
        status: 'ACTIVE' as const,
        primary_authority: true,
        accepted_at: sql<Date>`now()`,
      };
      const renewed = await trx
        .updateTable('delegation_grant')
        .set(terms)
        .where('owner_member_oid', '=', owner)
        .where('grantee_member_oid', '=', a.member_oid)
        .where('status', 'in', ['PENDING', 'ACTIVE'])
        .returning('oid')
        .executeTakeFirst();
      const grant =
        renewed ??
        (await trx
          .insertInto('delegation_grant')
          .values({ owner_member_oid: owner, grantee_member_oid: a.member_oid, ...terms })
          .returning('oid')
          .executeTakeFirstOrThrow());
      await trx.updateTable('company_application').set({ grant_oid: grant.oid }).where('oid', '=', a.oid).execute();
      await auditStaffAct(trx, staffOid, {
        action: 'COMPANY_AUTHORITY_APPROVED',
        recordType: 'company_application',
        recordId: a.oid,
        memberOid: a.member_oid,
        before: { Status: 'WAITING' },
        after: { Status: 'APPROVED', ExpiresOn: expiresOn, GrantOid: grant.oid },
        ip: clientIp(request),
        detail: auditNames(a),
      });
      await notifyCitizen(trx, {
        registryOid: a.person_registry_oid,
        text: DelegationSms.companyApproved(maskName(a.company_name), formatDateTr(expiresOn)),
        messageCode: DelegationSms.messageCode,
      });
    });
    const row = await applicationRows(database).where('a.oid', '=', a.oid).executeTakeFirstOrThrow();
    return deskView(database.db, row, unmasked);
  },

  async RefuseCompanyApplication({ applicationOid, reason }, ctx) {
    const { database, request } = ctx;
    const { a, staffOid, unmasked } = await waitingApplication(ctx, applicationOid);
    await database.db.transaction().execute(async (trx) => {
      await decide(trx, a.oid, staffOid, { status: 'REFUSED', reason });
      await auditStaffAct(trx, staffOid, {
        action: 'COMPANY_AUTHORITY_REFUSED',
        recordType: 'company_application',
        recordId: a.oid,
        memberOid: a.member_oid,
        before: { Status: 'WAITING' },
        after: { Status: 'REFUSED' },
        ip: clientIp(request),
        detail: { ...auditNames(a), reason },
      });
      await notifyCitizen(trx, {
        registryOid: a.person_registry_oid,
        text: DelegationSms.companyRefused(maskName(a.company_name), reason),
        messageCode: DelegationSms.messageCode,
      });
    });
    const row = await applicationRows(database).where('a.oid', '=', a.oid).executeTakeFirstOrThrow();
    return deskView(database.db, row, unmasked);
  },

  async GetCompanyAuthorities({ memberOid }, ctx) {
    const { unmasked } = await memberOnDesk(ctx, memberOid);
    const rows = await authorityRows(ctx.database.db)
      .innerJoin('member as o', 'o.oid', 'g.owner_member_oid')
      .innerJoin('registry as orr', 'orr.oid', 'o.registry_oid')
      .where('g.owner_member_oid', '=', memberOid)
      .where('orr.registry_type', 'in', COMPANY_TYPES)
      .orderBy('g.primary_authority', 'desc')
      .orderBy('g.oid', 'desc')
      .limit(200)
      .execute();
    return { Items: rows.map((g) => authorityView(g, unmasked)), Masked: !unmasked };
  },

  async EndCompanyAuthority({ memberOid, grantOid, reason }, ctx) {
    const { database, request } = ctx;
    const { staffOid, unmasked } = await memberOnDesk(ctx, memberOid);
    const g = await authorityRows(database.db)
      .where('g.oid', '=', grantOid)
      .where('g.owner_member_oid', '=', memberOid)
      .where('g.primary_authority', '=', true)
      .executeTakeFirst();
    if (!g) throw notFound(CompanyMessages.authorityNotFound);
    const company = await database.db
      .selectFrom('member as m')
      .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
      .select(['r.name', 'm.pid_no'])
      .where('m.oid', '=', memberOid)
      .executeTakeFirstOrThrow();
    return database.db.transaction().execute(async (trx) => {
      // The staff grants the person gave for the company stay until they are revoked or run out (ADR 0048).
      const ended = await trx
        .updateTable('delegation_grant')
        .set({ status: 'REVOKED', ended_at: sql<Date>`now()`, ended_by_staff_oid: staffOid, end_reason: reason })
        .where('oid', '=', grantOid)
        .where('status', 'in', ['PENDING', 'ACTIVE'])
        .returning('oid')
        .executeTakeFirst();
      if (!ended) throw conflict(CompanyMessages.authorityEnded);
      await auditStaffAct(trx, staffOid, {
        action: 'COMPANY_AUTHORITY_ENDED',
        recordType: 'delegation_grant',
        recordId: grantOid,
        memberOid,
        before: { Status: g.status },
        after: { Status: 'REVOKED' },
        ip: clientIp(request),
        detail: {
          person: { name: maskName(payerName(g)), pidNo: maskIdentityNumber(g.pid_no) },
          company: { name: maskName(company.name), vkn: maskIdentityNumber(company.pid_no) },
          reason,
        },
      });
      await notifyCitizen(trx, {
        registryOid: g.registry_oid,
        text: DelegationSms.companyEnded(maskName(company.name), reason),
        messageCode: DelegationSms.messageCode,
      });
      return authorityView({ ...g, status: 'REVOKED', end_reason: reason }, unmasked);
    });
  },
};
