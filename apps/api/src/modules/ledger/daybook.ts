import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';

/** One receipt as the reconciliation desk counts it: no lines, no payer. */
export interface DaybookEntry {
  oid: number;
  receiptNo: string;
  collectedAt: Date;
  collectionType: number;
  channel: string;
  totalKurus: number;
  onlinePaymentOid: number | null;
}

/** Every collection received in [from, to), oldest first: the day book the desk reconciles with the banks. */
export async function collectionsBetween(database: Database, from: Date, to: Date): Promise<DaybookEntry[]> {
  const rows = await database.db
    .selectFrom('collection')
    .select(['oid', 'receipt_no', 'collected_at', 'collection_type', 'channel', 'total_kurus', 'online_payment_oid'])
    .where('collected_at', '>=', from)
    .where('collected_at', '<', to)
    .orderBy('collected_at')
    .orderBy('oid')
    .execute();
  return rows.map((c) => ({
    oid: c.oid,
    receiptNo: c.receipt_no,
    collectedAt: new Date(c.collected_at),
    collectionType: c.collection_type,
    channel: c.channel,
    totalKurus: c.total_kurus,
    onlinePaymentOid: c.online_payment_oid,
  }));
}

/**
 * A collection's head under its row lock, inside the caller's transaction: two refund requests against the same
 * receipt wait for each other, so together they never exceed what it collected.
 */
export async function lockCollection(trx: Transaction<DB>, oid: number) {
  const c = await trx
    .selectFrom('collection')
    .select(['oid', 'receipt_no', 'registry_oid', 'total_kurus', 'online_payment_oid'])
    .where('oid', '=', oid)
    .forUpdate()
    .executeTakeFirst();
  return (
    c && {
      oid: c.oid,
      receiptNo: c.receipt_no,
      registryOid: c.registry_oid,
      totalKurus: c.total_kurus,
      onlinePaymentOid: c.online_payment_oid,
    }
  );
}

/** Receipt numbers of these collections, by collection oid. */
export async function receiptNumbers(db: Kysely<DB>, oids: readonly number[]): Promise<Map<number, string>> {
  if (oids.length === 0) return new Map();
  const rows = await db
    .selectFrom('collection')
    .select(['oid', 'receipt_no'])
    .where('oid', 'in', [...oids])
    .execute();
  return new Map(rows.map((r) => [r.oid, r.receipt_no]));
}
