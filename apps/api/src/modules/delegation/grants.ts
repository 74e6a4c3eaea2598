import {
  CompanyMessages,
  type companyCalls,
  DELEGATION_SCOPES,
  type DelegationGrant,
  DelegationMessages,
  type DelegationScope,
  type DelegationStatus,
  type delegationCalls,
  formatDateTr,
  grantedScopes,
  grantRunsOn,
  istanbulToday,
  latestExpiry,
  maskMobile,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { actorOf, type CallContext, type Handlers, memberOf } from '../../http/calls.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { findPerson } from '../../integrations/nis/client.js';
import { accountKey, claimAttempt, clientIp, ipKey } from '../auth/index.js';
import { DelegationSms, type MessageText, notifyCitizen } from '../notifications/index.js';
import { maskName, payerName } from '../registries/index.js';
import { issueSmsCode, verifySmsCode } from '../verification/index.js';
import { accountantNo } from './accountants.js';
import { actsOf } from './acts.js';
import { type CompanyActor, companyActor } from './companies.js';

const PURPOSE = 'delegation';

/** What the owner's code confirms, carried as the challenge's subject so nothing else must be stored. */
interface Draft {
  owner: number;
  grantee: number;
  scopes: DelegationScope[];
  expiresOn: string;
  renews: number | null;
  notifyActs: boolean;
  /** The company's primary authority who gave it for the company, whose code it is; null for a person's own. */
  actor?: number | null;
}

/** "ayşe  yılmaz" and "AYŞE YILMAZ" name the same person; Turkish casing, single spaces. */
const sameName = (a: string, b: string) => {
  const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleUpperCase('tr');
  return fold(a) === fold(b);
};

/** A member with their registry's name and the phone the SMS goes to. */
export async function person(database: Database, where: { oid: number } | { pidNo: string }) {
  let q = database.db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select([
      'm.oid',
      'm.status',
      'm.registry_oid',
      'm.pid_no',
      'r.name',
      'r.surname',
      'r.birth_date',
      'm.gsm_number',
      'r.gsm_number as reg_gsm',
    ]);
  q = 'oid' in where ? q.where('m.oid', '=', where.oid) : q.where('m.pid_no', '=', where.pidNo);
  const row = await q.orderBy('m.oid').executeTakeFirst();
  return row && { ...row, fullName: payerName(row), phone: row.gsm_number || row.reg_gsm || null };
}

/**
 * Whether the population registry records the grantee as deceased: a member account can outlive its person, and
 * a grant to it would be someone else using it. Asked with the registry's birth date, for a T.C. citizen only (a
 * company has no entry there). An unreachable registry refuses the grant (503, as a sign-up), rather than guess.
 */
async function diedPerRegistry(settings: Settings, grantee: Person): Promise<boolean> {
  if (!grantee.birth_date || !/^[1-9]\d{10}$/.test(grantee.pid_no)) return false;
  const [year, month, day] = String(grantee.birth_date).slice(0, 10).split('-').map(Number);
  const found = await findPerson(settings, grantee.pid_no, { year, month, day });
  return Boolean(found?.deathDate);
}

const isoOrNull = (d: Date | null) => (d ? new Date(d).toISOString() : null);

type GrantRow = {
  oid: number;
  owner_member_oid: number;
  grantee_member_oid: number;
  scopes: string[];
  expires_on: string;
  status: Exclude<DelegationStatus, 'EXPIRED'>;
  created_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
  notify_acts: boolean;
  primary_authority: boolean;
};

/** One grant as either side reads it: the grantee's name masked, an expired grant said to be so. */
export async function grantView(database: Database, g: GrantRow): Promise<DelegationGrant> {
  const [owner, grantee, chamberNo] = await Promise.all([
    person(database, { oid: g.owner_member_oid }),
    person(database, { oid: g.grantee_member_oid }),
    accountantNo(database, g.grantee_member_oid),
  ]);
  const live = g.status === 'PENDING' || g.status === 'ACTIVE';
  return {
    Oid: g.oid,
    OwnerName: owner?.fullName ?? '-',
    GranteeName: grantee ? maskName(grantee.fullName) : '-',
    GranteeAccountantNo: chamberNo,
    Scopes: g.scopes.filter((s): s is DelegationScope => (DELEGATION_SCOPES as readonly string[]).includes(s)),
    ExpiresOn: g.expires_on,
    Status: live && !grantRunsOn(g.expires_on, istanbulToday()) ? 'EXPIRED' : g.status,
    CreatedAt: new Date(g.created_at).toISOString(),
    AcceptedAt: isoOrNull(g.accepted_at),
    EndedAt: isoOrNull(g.ended_at),
    NotifyActs: g.notify_acts,
    Primary: g.primary_authority,
    Acts: await actsOf(database, g.oid),
  };
}

const grantColumns = [
  'oid',
  'owner_member_oid',
  'grantee_member_oid',
  'scopes',
  sql<string>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on'),
  'status',
  'created_at',
  'accepted_at',
  'ended_at',
  'notify_acts',
  'primary_authority',
] as const;

export const grantRows = (database: Database) => database.db.selectFrom('delegation_grant').select(grantColumns);

async function grantOf(database: Database, oid: number, memberOid: number, side: 'owner' | 'grantee' | 'either') {
  const g = await grantRows(database)
    .where('oid', '=', oid)
    .where((eb) =>
      side === 'owner'
        ? eb('owner_member_oid', '=', memberOid)
        : side === 'grantee'
          ? eb('grantee_member_oid', '=', memberOid)
          : eb.or([eb('owner_member_oid', '=', memberOid), eb('grantee_member_oid', '=', memberOid)]),
    )
    .executeTakeFirst();
  if (!g) throw notFound(DelegationMessages.notFound);
  return g;
}

/** Tells the owner, on their phone (and e-mail), that a grant was given or ended. */
async function tellOwner(database: Database, ownerOid: number, text: MessageText) {
  const owner = await person(database, { oid: ownerOid });
  if (!owner) return;
  await notifyCitizen(database.db, {
    registryOid: owner.registry_oid,
    gsmNumber: owner.phone,
    text,
    messageCode: DelegationSms.messageCode,
  });
}

type Person = NonNullable<Awaited<ReturnType<typeof person>>>;

/**
 * Checks the terms of a grant, new or renewed, and sends the owner's code; the draft rides on the challenge. Only
 * one grant to the same person runs at a time: a second one is a renewal of the first.
 */
async function sendOwnerCode(
  { database, request }: CallContext,
  owner: Person,
  grantee: Person,
  terms: { scopes: DelegationScope[]; expiresOn: string; notifyActs: boolean; renews: number | null },
  actor: CompanyActor | null,
) {
  const today = istanbulToday();
  if (terms.expiresOn < today) throw invalid(DelegationMessages.expiryPast);
  if (terms.expiresOn > latestExpiry(today)) throw invalid(DelegationMessages.expiryTooFar);
  // A company has no phone of its own: its primary authority confirms on theirs, and gives no more than they hold.
  if (actor && terms.expiresOn > actor.lastDay) throw invalid(CompanyMessages.outlivesPrimary);
  const phone = actor ? actor.phone : owner.phone;
  if (!phone) throw invalid(DelegationMessages.noPhone);
  let running = grantRows(database)
    .where('owner_member_oid', '=', owner.oid)
    .where('grantee_member_oid', '=', grantee.oid)
    .where('status', 'in', ['PENDING', 'ACTIVE'])
    .where('expires_on', '>=', today);
  if (terms.renews !== null) running = running.where('oid', '<>', terms.renews);
  if (await running.executeTakeFirst()) throw conflict(DelegationMessages.alreadyGiven);
  const draft: Draft = {
    owner: owner.oid,
    grantee: grantee.oid,
    scopes: grantedScopes(terms.scopes),
    expiresOn: terms.expiresOn,
    renews: terms.renews,
    notifyActs: terms.notifyActs,
    actor: actor?.memberOid ?? null,
  };
  const masked = maskName(grantee.fullName);
  const challenge = await issueSmsCode(database.db, {
    purpose: PURPOSE,
    subject: JSON.stringify(draft),
    gsmNumber: phone,
    registryOid: actor ? actor.registryOid : owner.registry_oid,
    ip: clientIp(request),
    text: (terms.renews === null ? DelegationSms.code : DelegationSms.renewalCode)(masked),
    messageCode: DelegationSms.messageCode,
  });
  request.log.info({ to: maskMobile(phone), purpose: PURPOSE }, 'Yetki onay kodu gönderildi');
  return { ...challenge, GranteeMaskedName: masked, GranteeAccountantNo: await accountantNo(database, grantee.oid) };
}

/** The calls of a grant's two persons; the office's and the accountants' have modules of their own. */
type GrantCalls = Omit<
  typeof delegationCalls,
  | 'GetMemberDelegations'
  | 'SuspendDelegationGrant'
  | 'GetMemberAccountant'
  | 'RegisterAccountant'
  | 'WithdrawAccountant'
  | 'GetMyClients'
  | keyof typeof companyCalls
>;

export const grantHandlers: Handlers<GrantCalls> = {
  async StartDelegationGrant(input, ctx) {
    const { database, request } = ctx;
    const ownerOid = memberOf(ctx);
    // Every try counts until the person is found and named right: the form must not turn lists of numbers into
    // names (or members), so misses lock the account and the address as failed logins do.
    const attempt = await claimAttempt(database, [
      accountKey('delegation', String(ownerOid)),
      ipKey('delegation', clientIp(request)),
    ]);
    const owner = await person(database, { oid: ownerOid });
    const grantee = await person(database, { pidNo: input.granteePidNo });
    if (!owner) throw notFound(DelegationMessages.notFound);
    if (grantee?.status !== 'ACTIVE') throw invalid(DelegationMessages.unknownPerson);
    if (grantee.oid === ownerOid || grantee.registry_oid === owner.registry_oid) throw invalid(DelegationMessages.self);
    if (!sameName(input.granteeName, grantee.fullName)) throw invalid(DelegationMessages.nameMismatch);
    if (await diedPerRegistry(ctx.settings, grantee)) throw invalid(DelegationMessages.deceased);
    await attempt.withdrawn();
    return sendOwnerCode(ctx, owner, grantee, { ...input, renews: null }, await companyActor(ctx));
  },

  async RenewDelegationGrant(input, ctx) {
    const { database } = ctx;
    const ownerOid = memberOf(ctx);
    const old = await grantOf(database, input.grantOid, ownerOid, 'owner');
    // A grant past its last day is still ACTIVE or PENDING in the table: renewing it brings it back as it was.
    if (old.status !== 'ACTIVE' && old.status !== 'PENDING') throw conflict(DelegationMessages.alreadyEnded);
    if (old.primary_authority && actorOf(ctx) !== null) throw conflict(CompanyMessages.primaryByOffice);
    const [owner, grantee] = await Promise.all([
      person(database, { oid: ownerOid }),
      person(database, { oid: old.grantee_member_oid }),
    ]);
    if (!owner || !grantee) throw notFound(DelegationMessages.notFound);
    return sendOwnerCode(ctx, owner, grantee, { ...input, renews: old.oid }, await companyActor(ctx));
  },

  async ConfirmDelegationGrant({ challengeId, code }, ctx) {
    const { database } = ctx;
    const ownerOid = memberOf(ctx);
    const { subject } = await verifySmsCode(database.db, { challengeId, purpose: PURPOSE, code });
    const draft = JSON.parse(subject) as Draft;
    // A code is the owner's own: one issued to another member's session proves nothing here.
    if (draft.owner !== ownerOid || (draft.actor ?? null) !== actorOf(ctx)) throw invalid(DelegationMessages.notFound);
    const grantee = await person(database, { oid: draft.grantee });
    const masked = maskName(grantee?.fullName ?? '');
    let oid: number;
    if (draft.renews !== null) {
      const renewed = await database.db
        .updateTable('delegation_grant')
        .set({ expires_on: draft.expiresOn, scopes: draft.scopes, notify_acts: draft.notifyActs === true })
        .where('oid', '=', draft.renews)
        .where('owner_member_oid', '=', ownerOid)
        .where('status', 'in', ['PENDING', 'ACTIVE'])
        .returning('oid')
        .executeTakeFirst();
      if (!renewed) throw conflict(DelegationMessages.alreadyEnded);
      oid = renewed.oid;
    } else {
      ({ oid } = await database.db
        .insertInto('delegation_grant')
        .values({
          owner_member_oid: ownerOid,
          grantee_member_oid: draft.grantee,
          scopes: draft.scopes,
          expires_on: draft.expiresOn,
          notify_acts: draft.notifyActs === true,
        })
        .returning('oid')
        .executeTakeFirstOrThrow());
    }
    const until = formatDateTr(draft.expiresOn);
    await tellOwner(
      database,
      ownerOid,
      draft.renews === null ? DelegationSms.given(masked, until) : DelegationSms.renewed(masked, until),
    );
    return grantView(database, await grantOf(database, oid, ownerOid, 'owner'));
  },

  async GetDelegations(_input, ctx) {
    const { database } = ctx;
    const me = memberOf(ctx);
    // A company receives no grants: acting for it, the grants received are the person's own ("Kimin adına?").
    const receiver = actorOf(ctx) ?? me;
    const rows = await grantRows(database)
      .where((eb) => eb.or([eb('owner_member_oid', '=', me), eb('grantee_member_oid', '=', receiver)]))
      .orderBy('oid', 'desc')
      .limit(200)
      .execute();
    const views = await Promise.all(rows.map((g) => grantView(database, g)));
    return {
      Given: views.filter((_, i) => rows[i]?.owner_member_oid === me),
      Received: views.filter((_, i) => rows[i]?.grantee_member_oid === receiver),
    };
  },

  async AcceptDelegationGrant({ grantOid }, ctx) {
    const { database } = ctx;
    const me = memberOf(ctx);
    const g = await grantOf(database, grantOid, me, 'grantee');
    const accepted = await database.db
      .updateTable('delegation_grant')
      .set({ status: 'ACTIVE', accepted_at: sql<Date>`now()` })
      .where('oid', '=', g.oid)
      .where('status', '=', 'PENDING')
      .where('expires_on', '>=', istanbulToday())
      .returning('oid')
      .executeTakeFirst();
    if (!accepted) throw conflict(DelegationMessages.notPending);
    return grantView(database, await grantOf(database, grantOid, me, 'grantee'));
  },

  async RevokeDelegationGrant({ grantOid }, ctx) {
    const { database } = ctx;
    const actor = actorOf(ctx);
    // Acting for a company, a grant is the company's to end, or one of the person's own they leave.
    const own = actor === null ? null : await grantOf(database, grantOid, actor, 'grantee').catch(() => null);
    const me = own ? (actor as number) : memberOf(ctx);
    const g = own ?? (await grantOf(database, grantOid, me, 'either'));
    // A company's authorised people are ended by the office; the person may still give up their own.
    if (g.primary_authority && actor !== null && !own) throw conflict(CompanyMessages.primaryByOffice);
    const ended = await database.db
      .updateTable('delegation_grant')
      .set({
        status: g.owner_member_oid === me || g.status === 'ACTIVE' ? 'REVOKED' : 'DECLINED',
        ended_at: sql<Date>`now()`,
        ended_by_member_oid: me,
      })
      .where('oid', '=', g.oid)
      .where('status', 'in', ['PENDING', 'ACTIVE'])
      .returning('oid')
      .executeTakeFirst();
    if (!ended) throw conflict(DelegationMessages.alreadyEnded);
    const grantee = await person(database, { oid: g.grantee_member_oid });
    await tellOwner(
      database,
      g.owner_member_oid,
      (g.owner_member_oid === me ? DelegationSms.revoked : DelegationSms.left)(maskName(grantee?.fullName ?? '')),
    );
    return grantView(database, await grantOf(database, grantOid, me, 'either'));
  },
};
