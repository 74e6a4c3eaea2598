import {
  type AccountantClient,
  AccountantMessages,
  type AccountantRegistration,
  CLIENTS_PAGE_SIZE,
  DELEGATION_SCOPES,
  type DelegationScope,
  type delegationCalls,
  scopeNeeded,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { type Handlers, memberOf } from '../../http/calls.js';
import { conflict } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { calendarClock, upcomingObligations } from '../calendar/index.js';
import { declarationSummary } from '../declarations/index.js';
import { openDebts } from '../ledger/index.js';
import { memberOnDesk } from '../members/index.js';
import { payerName } from '../registries/index.js';
import { debtOwner } from '../water/index.js';

type AccountantCalls = Pick<
  typeof delegationCalls,
  'GetMemberAccountant' | 'RegisterAccountant' | 'WithdrawAccountant' | 'GetMyClients'
>;

/** How many of a client's next days and latest declarations the page shows. */
const DEADLINES_SHOWN = 3;
const DECLARATIONS_SHOWN = 3;

/** A member's chamber registration number, or null when the office has not registered them as an accountant. */
export async function accountantNo(database: Database, memberOid: number): Promise<string | null> {
  const row = await database.db
    .selectFrom('accountant_registration')
    .select('chamber_no')
    .where('member_oid', '=', memberOid)
    .executeTakeFirst();
  return row?.chamber_no ?? null;
}

async function registrationOf(database: Database, memberOid: number): Promise<AccountantRegistration> {
  const row = await database.db
    .selectFrom('accountant_registration')
    .select(['chamber_no', 'registered_at'])
    .where('member_oid', '=', memberOid)
    .executeTakeFirst();
  return {
    ChamberNo: row?.chamber_no ?? null,
    RegisteredAt: row ? new Date(row.registered_at).toISOString() : null,
  };
}

/** Whether a grant's scopes let its grantee make `call` for the owner (the stance table decides, as when acting). */
const allows = (scopes: readonly DelegationScope[], call: string) => {
  const scope = scopeNeeded(call);
  return scope !== null && scopes.includes(scope);
};

/** One client's summary, each part only when the grant lets the accountant read it. */
async function clientSummary(
  database: Database,
  grant: {
    oid: number;
    registry_oid: number;
    name: string;
    surname: string | null;
    scopes: string[];
    expires_on: string;
  },
  today: string,
): Promise<AccountantClient> {
  const scopes = DELEGATION_SCOPES.filter((s) => grant.scopes.includes(s));
  const [debts, deadlines, declarations] = await Promise.all([
    allows(scopes, 'GetDebtListWithRevenueCode')
      ? openDebts(database, await debtOwner(database, grant.registry_oid), today)
      : null,
    allows(scopes, 'GetMyObligations') ? upcomingObligations(database, grant.registry_oid, today) : null,
    allows(scopes, 'RetrieveDeclarationSummary') ? declarationSummary(database, grant.registry_oid, {}) : null,
  ]);
  const sum = (pick: (d: { PrincipalKurus: number; LateFeeKurus: number; TotalKurus: number }) => number) =>
    (debts ?? []).reduce((total, d) => total + pick(d), 0);
  return {
    GrantOid: grant.oid,
    OwnerName: payerName(grant),
    Scopes: scopes,
    ExpiresOn: grant.expires_on,
    Debts: debts && {
      Count: debts.length,
      PrincipalKurus: sum((d) => d.PrincipalKurus),
      LateFeeKurus: sum((d) => d.LateFeeKurus),
      TotalKurus: sum((d) => d.TotalKurus),
    },
    Deadlines:
      deadlines === null ? null : deadlines.filter((o) => o.DueDate >= today && !o.Hold).slice(0, DEADLINES_SHOWN),
    Declarations: declarations === null ? null : declarations.slice(0, DECLARATIONS_SHOWN),
  };
}

export const accountantHandlers: Handlers<AccountantCalls> = {
  async GetMemberAccountant({ memberOid }, ctx) {
    await memberOnDesk(ctx, memberOid);
    return registrationOf(ctx.database, memberOid);
  },

  async RegisterAccountant({ memberOid, chamberNo }, ctx) {
    const { database, request } = ctx;
    const { staffOid } = await memberOnDesk(ctx, memberOid);
    return database.db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('accountant_registration')
        .values({ member_oid: memberOid, chamber_no: chamberNo, registered_by_staff_oid: staffOid })
        .onConflict((oc) => oc.column('member_oid').doNothing())
        .returning(['chamber_no', 'registered_at'])
        .executeTakeFirst();
      if (!added) throw conflict(AccountantMessages.alreadyRegistered);
      await auditStaffAct(trx, staffOid, {
        action: 'ACCOUNTANT_REGISTERED',
        recordType: 'member',
        recordId: memberOid,
        memberOid,
        before: { ChamberNo: null },
        after: { ChamberNo: chamberNo },
        ip: clientIp(request),
      });
      return { ChamberNo: added.chamber_no, RegisteredAt: new Date(added.registered_at).toISOString() };
    });
  },

  /** The grants clients gave stay: they were given to the person, not to the title. */
  async WithdrawAccountant({ memberOid }, ctx) {
    const { database, request } = ctx;
    const { staffOid } = await memberOnDesk(ctx, memberOid);
    return database.db.transaction().execute(async (trx) => {
      const gone = await trx
        .deleteFrom('accountant_registration')
        .where('member_oid', '=', memberOid)
        .returning('chamber_no')
        .executeTakeFirst();
      if (!gone) throw conflict(AccountantMessages.notRegistered);
      await auditStaffAct(trx, staffOid, {
        action: 'ACCOUNTANT_WITHDRAWN',
        recordType: 'member',
        recordId: memberOid,
        memberOid,
        before: { ChamberNo: gone.chamber_no },
        after: { ChamberNo: null },
        ip: clientIp(request),
      });
      return { ChamberNo: null, RegisteredAt: null };
    });
  },

  /**
   * A registered accountant's clients, one page at a time: every grant to them that runs today, oldest client
   * first. A member the office has not registered gets an empty page and their (empty) registration.
   */
  async GetMyClients({ page }, ctx) {
    const { database } = ctx;
    const me = memberOf(ctx);
    const registration = await registrationOf(database, me);
    const empty = { Registration: registration, Items: [], TotalCount: 0, PageSize: CLIENTS_PAGE_SIZE };
    if (registration.ChamberNo === null) return empty;
    const today = calendarClock.today();
    const running = database.db
      .selectFrom('delegation_grant as g')
      .innerJoin('member as om', 'om.oid', 'g.owner_member_oid')
      .innerJoin('registry as r', 'r.oid', 'om.registry_oid')
      .where('g.grantee_member_oid', '=', me)
      .where('g.status', '=', 'ACTIVE')
      .where('g.expires_on', '>=', today);
    const count = await running.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
    const rows = await running
      .select([
        'g.oid',
        'g.scopes',
        sql<string>`to_char(g.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
        'r.oid as registry_oid',
        'r.name',
        'r.surname',
      ])
      .orderBy('g.oid')
      .limit(CLIENTS_PAGE_SIZE)
      .offset((page - 1) * CLIENTS_PAGE_SIZE)
      .execute();
    if (!rows.length && page === 1) return empty;
    const items = await Promise.all(rows.map((g) => clientSummary(database, g, today)));
    return { ...empty, Items: items, TotalCount: Number(count?.n ?? 0) };
  },
};
