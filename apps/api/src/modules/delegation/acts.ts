import { calls, DELEGATION_SCOPES, type DelegationScope, grantRunsOn, istanbulToday } from '@e-belediye/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import type { DelegatedActor } from '../../http/access.js';
import { DelegationSms, type MessageText, notifyCitizen, smsAmount } from '../notifications/index.js';
import { maskName, payerName } from '../registries/index.js';

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

/**
 * Sends the owner the SMS `text` names (given the grantee's masked name) when the owner asked, on grant
 * `grantOid`, to be told of each payment and filing done for them.
 */
async function tellOwnerIfAsked(
  db: Kysely<DB> | Transaction<DB>,
  grantOid: number,
  text: (who: string) => MessageText,
) {
  const g = await db
    .selectFrom('delegation_grant as g')
    .innerJoin('member as o', 'o.oid', 'g.owner_member_oid')
    .innerJoin('member as m', 'm.oid', 'g.grantee_member_oid')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['g.notify_acts', 'o.registry_oid', 'o.gsm_number', 'r.name', 'r.surname'])
    .where('g.oid', '=', grantOid)
    .executeTakeFirst();
  if (!g?.notify_acts) return;
  await notifyCitizen(db, {
    registryOid: g.registry_oid,
    gsmNumber: g.gsm_number,
    text: text(maskName(payerName(g))),
    messageCode: DelegationSms.messageCode,
  });
}

/**
 * Keeps a call that succeeded under a grant, with what it made, for the owner and the grantee to read. A filing
 * (a declaration act that made or named a declaration) is told to the owner when they asked; a payment is told
 * when the bank's answer settles it (`tellOwnerOfPayment`), not when its order is opened.
 */
export async function recordAct(database: Database, call: string, actor: DelegatedActor, answer: unknown) {
  const reference = referenceOf(answer);
  await database.db
    .insertInto('delegation_act')
    .values({ grant_oid: actor.grantOid, call, scope: actor.scope, reference })
    .execute();
  if (actor.scope === 'declare' && reference !== null) {
    await tellOwnerIfAsked(database.db, actor.grantOid, (who) => DelegationSms.filed(who, reference));
  }
}

/** Inside the settling transaction: the owner of an order paid under a grant is told, when they asked. */
export async function tellOwnerOfPayment(
  trx: Transaction<DB>,
  order: { order_no: string; amount_kurus: number },
): Promise<void> {
  const act = await trx
    .selectFrom('delegation_act')
    .select('grant_oid')
    .where('reference', '=', order.order_no)
    .where('call', '=', 'GetOrderNumberForOnlinePayment')
    .orderBy('oid', 'desc')
    .executeTakeFirst();
  if (!act) return;
  await tellOwnerIfAsked(trx, act.grant_oid, (who) =>
    DelegationSms.paid(who, smsAmount(order.amount_kurus), order.order_no),
  );
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

/**
 * Whether member `memberOid` filed declaration version `declarationOid` for its owner under a grant that still
 * runs: then they may download its receipt, as the grantee of a card payment may download its makbuz.
 */
export async function filedFor(database: Database, memberOid: number, declarationOid: number) {
  const row = await database.db
    .selectFrom('declaration as d')
    .innerJoin('member as o', 'o.registry_oid', 'd.registry_oid')
    .innerJoin('delegation_grant as g', 'g.owner_member_oid', 'o.oid')
    .select(sql<string>`to_char(g.expires_on, 'YYYY-MM-DD')`.as('expires_on'))
    .where('d.oid', '=', declarationOid)
    .where('d.acted_by_member_oid', '=', memberOid)
    .where('g.grantee_member_oid', '=', memberOid)
    .where('g.status', '=', 'ACTIVE')
    .orderBy('g.expires_on', 'desc')
    .executeTakeFirst();
  return row !== undefined && grantRunsOn(row.expires_on, istanbulToday());
}
