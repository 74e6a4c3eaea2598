import { type Collected, CollectionTypes, istanbulDayStart, todayInIstanbul } from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { randomCode } from '../../lib/codes.js';

type Reader = Database['db'] | Transaction<DB>;

export const collectionTypeName = (code: number) =>
  CollectionTypes[code as keyof typeof CollectionTypes] ?? String(code);

const HISTORY_LIMIT = 200;

/** A registry's paid history, newest first (at most 200); the lines say what each receipt settled. */
export async function collectionsOf(database: Database, registryOid: number, year?: number): Promise<Collected[]> {
  let q = database.db.selectFrom('collection').selectAll().where('registry_oid', '=', registryOid);
  if (year !== undefined) {
    // Calendar years in Turkish time, so a receipt of 31 December 23:30 belongs to that year.
    q = q
      .where('collected_at', '>=', istanbulDayStart(`${year}-01-01`))
      .where('collected_at', '<', istanbulDayStart(`${year + 1}-01-01`));
  }
  const heads = await q.orderBy('collected_at', 'desc').orderBy('oid', 'desc').limit(HISTORY_LIMIT).execute();
  const lines = await linesOf(
    database.db,
    heads.map((h) => h.oid),
  );
  return heads.map((c) => ({
    CollectionOid: c.oid,
    ReceiptNo: c.receipt_no,
    CollectedAt: new Date(c.collected_at).toISOString(),
    CollectionTypeName: collectionTypeName(c.collection_type),
    Channel: c.channel,
    TotalKurus: c.total_kurus,
    Lines: lines
      .filter((l) => l.collection_oid === c.oid)
      .map((l) => ({ Description: l.description, PrincipalKurus: l.principal_kurus, LateFeeKurus: l.late_fee_kurus })),
  }));
}

/** The lines of these collections with their debts' descriptions, in due order. */
async function linesOf(db: Reader, collectionOids: readonly number[]) {
  if (collectionOids.length === 0) return [];
  return db
    .selectFrom('collection_line as l')
    .innerJoin('accrual as a', 'a.oid', 'l.accrual_oid')
    .select([
      'l.collection_oid',
      'l.accrual_oid',
      'a.description',
      'a.year',
      'a.installment_no',
      'l.principal_kurus',
      'l.late_fee_kurus',
    ])
    .where('l.collection_oid', 'in', [...collectionOids])
    .orderBy('a.due_date')
    .orderBy('a.oid')
    .execute();
}

/** One collection with its lines: what a receipt prints. */
export async function collectionWithLines(database: Database, oid: number) {
  const c = await database.db.selectFrom('collection').selectAll().where('oid', '=', oid).executeTakeFirst();
  if (!c) return undefined;
  const lines = await linesOf(database.db, [c.oid]);
  return {
    oid: c.oid,
    receiptNo: c.receipt_no,
    registryOid: c.registry_oid,
    collectedAt: new Date(c.collected_at),
    collectionType: c.collection_type,
    channel: c.channel,
    totalKurus: c.total_kurus,
    onlinePaymentOid: c.online_payment_oid,
    verificationCode: c.verification_code,
    lines: lines.map((l) => ({
      accrualOid: l.accrual_oid,
      description: l.description,
      year: l.year,
      installmentNo: l.installment_no,
      principalKurus: l.principal_kurus,
      lateFeeKurus: l.late_fee_kurus,
    })),
  };
}
export type CollectionWithLines = NonNullable<Awaited<ReturnType<typeof collectionWithLines>>>;

/** The collection (at most one) an online payment order was recorded as. */
export async function collectionOfPayment(database: Database, onlinePaymentOid: number) {
  return database.db
    .selectFrom('collection')
    .select(['oid', 'receipt_no', 'verification_code', 'collected_at'])
    .where('online_payment_oid', '=', onlinePaymentOid)
    .executeTakeFirst();
}

/** Whose collection this is and whether an online order made it: enough to guard a receipt download. */
export async function collectionHead(database: Database, oid: number) {
  const c = await database.db
    .selectFrom('collection')
    .select(['registry_oid', 'online_payment_oid'])
    .where('oid', '=', oid)
    .executeTakeFirst();
  return c && { registryOid: c.registry_oid, onlinePaymentOid: c.online_payment_oid };
}

/** The receipt a verification code belongs to, with how many debts it settled. */
export async function collectionByVerificationCode(database: Database, code: string) {
  const c = await database.db
    .selectFrom('collection')
    .select(['oid', 'registry_oid', 'receipt_no', 'collected_at', 'total_kurus', 'collection_type'])
    .where('verification_code', '=', code)
    .executeTakeFirst();
  if (!c) return undefined;
  const count = await database.db
    .selectFrom('collection_line')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('collection_oid', '=', c.oid)
    .executeTakeFirstOrThrow();
  return {
    oid: c.oid,
    registryOid: c.registry_oid,
    receiptNo: c.receipt_no,
    collectedAt: new Date(c.collected_at),
    totalKurus: c.total_kurus,
    collectionType: c.collection_type,
    lineCount: Number(count.n),
  };
}

/** Cash-desk receipts of the demo data get their verification code the first time someone asks for them. */
export async function ensureVerificationCode(database: Database, oid: number, code: string | null): Promise<string> {
  if (code) return code;
  const fresh = randomCode(10);
  const row = await database.db
    .updateTable('collection')
    .set({ verification_code: fresh })
    .where('oid', '=', oid)
    .where('verification_code', 'is', null)
    .returning('verification_code')
    .executeTakeFirst();
  if (row?.verification_code) return row.verification_code;
  const again = await database.db
    .selectFrom('collection')
    .select('verification_code')
    .where('oid', '=', oid)
    .executeTakeFirstOrThrow();
  return again.verification_code ?? fresh;
}

/** Receipt numbers of collections recorded here: 'YYYY-E0000001', apart from the cash desk's 'YYYY-DDDNNN'. */
async function nextReceiptNo(trx: Transaction<DB>): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('receipt_no_seq') as n`.execute(trx);
  return `${todayInIstanbul().slice(0, 4)}-E${String(r.rows[0].n).padStart(7, '0')}`;
}

export interface CollectionInput {
  registryOid: number;
  /** A code of CollectionTypes (4: kredi kartı, 3D Secure). */
  collectionType: number;
  channel: string;
  lines: ReadonlyArray<{ accrualOid: number; principalKurus: number; lateFeeKurus: number }>;
  /** The card payment order this collection records; unique, so an order is collected at most once. */
  onlinePaymentOid?: number;
}

/**
 * Records money received, inside the caller's transaction: the collection with its receipt number and
 * verification code, its lines, and the accruals' paid amounts. The total is the sum of the lines.
 */
export async function recordCollection(trx: Transaction<DB>, input: CollectionInput) {
  const totalKurus = input.lines.reduce((s, l) => s + l.principalKurus + l.lateFeeKurus, 0);
  const collection = await trx
    .insertInto('collection')
    .values({
      receipt_no: await nextReceiptNo(trx),
      registry_oid: input.registryOid,
      collected_at: new Date(),
      collection_type: input.collectionType,
      channel: input.channel,
      total_kurus: totalKurus,
      online_payment_oid: input.onlinePaymentOid ?? null,
      verification_code: randomCode(10),
    })
    .returning(['oid', 'receipt_no', 'verification_code'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('collection_line')
    .values(
      input.lines.map((l) => ({
        collection_oid: collection.oid,
        accrual_oid: l.accrualOid,
        principal_kurus: l.principalKurus,
        late_fee_kurus: l.lateFeeKurus,
      })),
    )
    .execute();
  for (const l of input.lines) {
    await trx
      .updateTable('accrual')
      .set({ paid_kurus: sql`least(principal_kurus, paid_kurus + ${l.principalKurus})` })
      .where('oid', '=', l.accrualOid)
      .execute();
  }
  return {
    oid: collection.oid,
    receiptNo: collection.receipt_no,
    verificationCode: collection.verification_code!,
    totalKurus,
  };
}

/**
 * Takes back a collection the same day it was received (a bank's storno), inside the caller's transaction: its
 * debts owe again what it paid, and it leaves the day book, the paid history and the receipt check. The caller
 * keeps the record of what was taken back. False when there is nothing (left) to take back.
 */
export async function reverseCollection(trx: Transaction<DB>, oid: number): Promise<boolean> {
  const head = await trx.selectFrom('collection').select('oid').where('oid', '=', oid).forUpdate().executeTakeFirst();
  if (!head) return false;
  const lines = await trx
    .selectFrom('collection_line')
    .select(['accrual_oid', 'principal_kurus'])
    .where('collection_oid', '=', oid)
    .execute();
  for (const l of lines) {
    await trx
      .updateTable('accrual')
      .set({ paid_kurus: sql`greatest(0, paid_kurus - ${l.principal_kurus})` })
      .where('oid', '=', l.accrual_oid)
      .execute();
  }
  await trx.deleteFrom('collection_line').where('collection_oid', '=', oid).execute();
  await trx.deleteFrom('collection').where('oid', '=', oid).execute();
  return true;
}
