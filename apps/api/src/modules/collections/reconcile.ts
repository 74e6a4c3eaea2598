import {
  type BankReconciliation,
  type BankReconciliationDifference,
  istanbulDateOf,
  todayInIstanbul,
} from '@e-belediye/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import type { Bank } from './payer.js';
import { bankDay } from './receipts.js';

export const ReconcileMessages = {
  future: 'Henüz bitmemiş bir günün mutabakatı yapılamaz.',
  twice: (reference: string) => `Listede aynı banka referansı iki kez geçiyor: ${reference}.`,
  notFound: 'Mutabakat farkı bulunamadı.',
  resolved: 'Bu fark zaten çözüldü olarak işaretlenmiş.',
} as const;

type Difference = BankReconciliation['Differences'][number];

/**
 * Compares the bank's list of a day with the collections we recorded for it (a cancelled one counts on neither
 * side). The differences replace the open ones of an earlier run of the same day; resolved ones stay as finance
 * left them.
 */
export async function reconcile(
  database: Database,
  bank: Bank,
  day: string,
  items: ReadonlyArray<{ bankReference: string; amountKurus: number }>,
): Promise<BankReconciliation> {
  if (day > todayInIstanbul()) throw invalid(ReconcileMessages.future);
  const theirs = new Map<string, number>();
  for (const i of items) {
    if (theirs.has(i.bankReference)) throw invalid(ReconcileMessages.twice(i.bankReference));
    theirs.set(i.bankReference, i.amountKurus);
  }
  const ours = new Map(
    (await bankDay(database, bank.channelOid, day))
      .filter((r) => r.status === 'COLLECTED')
      .map((r) => [r.bank_reference, r.total_kurus]),
  );
  const differences: Difference[] = [];
  let matched = 0;
  for (const [reference, kurus] of ours) {
    const bankKurus = theirs.get(reference);
    if (bankKurus === undefined)
      differences.push({ Kind: 'MISSING_AT_BANK', BankReference: reference, OurKurus: kurus, BankKurus: null });
    else if (bankKurus !== kurus)
      differences.push({ Kind: 'AMOUNT_MISMATCH', BankReference: reference, OurKurus: kurus, BankKurus: bankKurus });
    else matched++;
  }
  for (const [reference, kurus] of theirs) {
    if (!ours.has(reference))
      differences.push({ Kind: 'MISSING_HERE', BankReference: reference, OurKurus: null, BankKurus: kurus });
  }
  await database.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('bank_reconciliation_difference')
      .where('channel_oid', '=', bank.channelOid)
      .where('day', '=', day)
      .where('resolved_at', 'is', null)
      .execute();
    if (differences.length === 0) return;
    await trx
      .insertInto('bank_reconciliation_difference')
      .values(
        differences.map((d) => ({
          channel_oid: bank.channelOid,
          bank_name: bank.name,
          day,
          kind: d.Kind,
          bank_reference: d.BankReference,
          our_kurus: d.OurKurus,
          bank_kurus: d.BankKurus,
        })),
      )
      .onConflict((oc) => oc.columns(['channel_oid', 'day', 'bank_reference']).doNothing())
      .execute();
  });
  return { Date: day, MatchedCount: matched, Differences: differences };
}

type Row = Selectable<DB['bank_reconciliation_difference']>;

const view = (r: Row): BankReconciliationDifference => ({
  DifferenceOid: r.oid,
  BankName: r.bank_name,
  Day: typeof r.day === 'string' ? r.day : istanbulDateOf(r.day),
  Kind: r.kind,
  BankReference: r.bank_reference,
  OurKurus: r.our_kurus,
  BankKurus: r.bank_kurus,
  FoundAt: new Date(r.found_at).toISOString(),
  ResolvedAt: r.resolved_at ? new Date(r.resolved_at).toISOString() : null,
  ResolvedBy: r.resolved_by,
  ResolutionNote: r.resolution_note,
});

/** The desk's list: open differences oldest day first (the work list), resolved ones newest first. */
export async function differences(
  database: Database,
  status: 'OPEN' | 'RESOLVED',
  page: number,
  pageSize: number,
): Promise<{ Items: BankReconciliationDifference[]; TotalCount: number }> {
  const open = status === 'OPEN';
  const base = database.db
    .selectFrom('bank_reconciliation_difference')
    .where('resolved_at', open ? 'is' : 'is not', null);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(open ? 'found_at' : 'resolved_at', open ? 'asc' : 'desc')
      .orderBy('oid')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { Items: rows.map(view), TotalCount: Number(count.n) };
}

/** Finance clears a difference with a note; the act is audited with the row before and after. */
export async function resolveDifference(
  database: Database,
  who: { staffOid: number; ip: string },
  differenceOid: number,
  note: string,
): Promise<BankReconciliationDifference> {
  return database.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('bank_reconciliation_difference')
      .selectAll()
      .where('oid', '=', differenceOid)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(ReconcileMessages.notFound);
    if (before.resolved_at) throw conflict(ReconcileMessages.resolved);
    const after = await trx
      .updateTable('bank_reconciliation_difference')
      .set({ resolved_at: new Date(), resolved_by: who.staffOid, resolution_note: note })
      .where('oid', '=', differenceOid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditStaffAct(trx, who.staffOid, {
      action: 'BANK_RECONCILIATION_DIFFERENCE_RESOLVED',
      recordType: 'bank_reconciliation_difference',
      recordId: differenceOid,
      before: { resolvedAt: null },
      after: { resolvedAt: after.resolved_at, note },
      ip: who.ip,
      detail: {
        bankName: after.bank_name,
        day: view(after).Day,
        kind: after.kind,
        bankReference: after.bank_reference,
      },
    });
    return view(after);
  });
}
