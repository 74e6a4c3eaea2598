import { addDays, type BankReceipt, istanbulDayStart } from '@e-belediye/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { collectionTypeName } from '../ledger/index.js';

export type BankCollectionRow = Selectable<DB['bank_collection']>;

/**
 * Paid in at a branch, an ATM or in internet banking: the money reaches the municipality's account as cash does,
 * so the ledger records it as collection type 1 on channel BANKA; the bank's name stays with the bank's record.
 */
export const BANK_COLLECTION_TYPE = 1;
export const BANK_CHANNEL = 'BANKA';

export interface ReceiptLine {
  AccrualOid: number;
  PrincipalKurus: number;
  LateFeeKurus: number;
}

/** The receipt a bank reference answers, every time it is asked: kept on the bank's record, not recomputed. */
export function receiptOf(row: BankCollectionRow): BankReceipt {
  return {
    BankReference: row.bank_reference,
    ReceiptNo: row.receipt_no ?? '',
    VerificationCode: row.verification_code ?? '',
    CollectedAt: new Date(row.collected_at).toISOString(),
    TotalKurus: row.total_kurus,
    CollectionTypeName: collectionTypeName(BANK_COLLECTION_TYPE),
    Channel: BANK_CHANNEL,
    BankName: row.bank_name,
    BranchCode: row.branch_code,
    Status: row.status,
    CancelledAt: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : null,
    Lines: (row.lines ?? []) as ReceiptLine[],
  };
}

/** The Istanbul day [start, end) of a 'YYYY-MM-DD'. */
export function dayBounds(day: string): { from: Date; to: Date } {
  return { from: istanbulDayStart(day), to: istanbulDayStart(addDays(day, 1)) };
}

/** A bank's collections recorded on one Istanbul day, oldest first. */
export async function bankDay(database: Database, channelOid: number, day: string): Promise<BankCollectionRow[]> {
  const { from, to } = dayBounds(day);
  return database.db
    .selectFrom('bank_collection')
    .selectAll()
    .where('channel_oid', '=', channelOid)
    .where('collected_at', '>=', from)
    .where('collected_at', '<', to)
    .orderBy('collected_at')
    .orderBy('oid')
    .execute();
}

/** The contracted bank a receipt was collected through (null for any other receipt): the receipt prints it. */
export async function bankNameOfCollection(database: Database, collectionOid: number): Promise<string | null> {
  const row = await database.db
    .selectFrom('bank_collection')
    .select('bank_name')
    .where('collection_oid', '=', collectionOid)
    .executeTakeFirst();
  return row?.bank_name ?? null;
}
