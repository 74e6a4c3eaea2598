import { calls, DELEGATION_SCOPES, type DelegationScope, grantRunsOn, istanbulToday } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DelegatedActor } from '../../http/access.js';

/** How many of a grant's latest acts both sides read. */
const ACTS_SHOWN = 100;

/** The answer fields that name what a call made: an order, a declaration, an application. */
const REFERENCE_FIELDS = ['OrderNo', 'OrderNumber', 'DeclarationNumber', 'Number', 'ApplicationNo'] as const;

function referenceOf(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  for (const field of REFERENCE_FIELDS) {
    const value = (answer as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length > 0 && value.length <= 60) return value;
  }
  return null;
}

/** Keeps a call that succeeded under a grant, with what it made, for the owner and the grantee to read. */
export async function recordAct(database: Database, call: string, actor: DelegatedActor, answer: unknown) {
  await database.db
    .insertInto('delegation_act')
    .values({ grant_oid: actor.grantOid, call, scope: actor.scope, reference: referenceOf(answer) })
    .execute();
}

const summaryOf = (call: string) => (calls as Record<string, { summary: string } | undefined>)[call]?.summary ?? call;

/** A grant's acts, newest first, each said in the words of its call's summary. */
export async function actsOf(database: Database, grantOid: number) {
  const rows = await database.db
    .selectFrom('delegation_act')
    .select(['at', 'call', 'scope', 'reference'])
    .where('grant_oid', '=', grantOid)
    .orderBy('oid', 'desc')
    .limit(ACTS_SHOWN)
    .execute();
  return rows.map((a) => ({
    At: new Date(a.at).toISOString(),
    Call: a.call,
    Scope: ((DELEGATION_SCOPES as readonly string[]).includes(a.scope) ? a.scope : 'see') as DelegationScope,
    What: summaryOf(a.call),
    Reference: a.reference,
  }));
}

/** The member who opened order `orderNo` for its owner under a grant, with the grant's state: the receipt names both. */
export async function actorOfOrder(database: Database, orderNo: string) {
  return database.db
    .selectFrom('delegation_act as a')
    .innerJoin('delegation_grant as g', 'g.oid', 'a.grant_oid')
    .innerJoin('member as m', 'm.oid', 'g.grantee_member_oid')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['m.oid as memberOid', 'r.name', 'r.surname', 'g.status'])
    .select(sql<string>`to_char(g.expires_on, 'YYYY-MM-DD')`.as('expires_on'))
    .where('a.reference', '=', orderNo)
    .where('a.call', '=', 'GetOrderNumberForOnlinePayment')
    .orderBy('a.oid', 'desc')
    .executeTakeFirst();
}

/** Whether the signed-in `caller` opened order `orderNo` for its owner under a grant that still runs. */
export async function actedFor(database: Database, caller: { memberOid: number | null }, orderNo: string) {
  if (caller.memberOid === null) return false;
  const actor = await actorOfOrder(database, orderNo);
  return (
    actor !== undefined &&
    actor.memberOid === caller.memberOid &&
    actor.status === 'ACTIVE' &&
    grantRunsOn(actor.expires_on, istanbulToday())
  );
}
