import type { Debt } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import type { CallContext } from '../../http/calls.js';
import { invalid, notFound, unauthenticated } from '../../http/errors.js';
import { type DebtOwner, openDebts } from '../ledger/index.js';
import { maskName, payerName, registryByOid, registryByPid } from '../registries/index.js';
import { debtOwner, subscriptionByNo } from '../water/index.js';

export const PayerMessages = {
  oneKey: 'T.C. Kimlik No / Vergi No ya da abone numarasından yalnızca birini gönderiniz.',
  noDebt: 'Bu bilgilerle tahsil edilecek açık borç bulunamadı.',
} as const;

/** How a bank names the payer: an ID or tax number, or a water subscriber number. */
export interface PayerKey {
  pidNo?: string;
  subscriberNo?: string;
}

/** The contracted bank making the call; the registry has checked its key and scope already. */
export interface Bank {
  channelOid: number;
  name: string;
}

const UNNAMED_BANK = 'Anlaşmalı banka';

/** The channel the call came through, with the name the administrator gave its key (the bank's name). */
export async function bankOf(ctx: Pick<CallContext, 'principal' | 'database'>): Promise<Bank> {
  if (ctx.principal?.kind !== 'channel') throw unauthenticated();
  const { channelOid } = ctx.principal;
  const row = await ctx.database.db
    .selectFrom('channel')
    .select('name')
    .where('oid', '=', channelOid)
    .executeTakeFirst();
  return { channelOid, name: row?.name ?? UNNAMED_BANK };
}

export interface PayerDebts {
  registryOid: number;
  owner: DebtOwner;
  payerName: string;
  /** Open debts with the late fee of `asOf`, oldest due first; a subscriber number shows that meter's only. */
  debts: Debt[];
}

/**
 * The payer's open debts as a bank may see them: by ID number everything the registry owes, by subscriber
 * number that meter's bills only (as fast payment shows them to whoever has the number).
 */
export async function payerDebts(database: Database, key: PayerKey, asOf: string): Promise<PayerDebts> {
  if (Boolean(key.pidNo) === Boolean(key.subscriberNo)) throw invalid(PayerMessages.oneKey);
  const registryOid = key.pidNo
    ? (await registryByPid(database, key.pidNo))?.oid
    : (await subscriptionByNo(database, key.subscriberNo ?? ''))?.registryOid;
  const registry = registryOid ? await registryByOid(database, registryOid) : undefined;
  if (!registryOid || !registry) throw notFound(PayerMessages.noDebt);
  const owner = await debtOwner(database, registryOid);
  const all = await openDebts(database, owner, asOf);
  const debts = key.subscriberNo ? all.filter((d) => d.SubscriberNo === key.subscriberNo) : all;
  return { registryOid, owner, payerName: maskName(payerName(registry)), debts };
}
