import { formatKurus, type RefundRequest } from '@e-belediye/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { lockCollection, receiptNumbers } from '../ledger/index.js';

export const RefundMessages = {
  noCollection: 'Tahsilat bulunamadı.',
  notFound: 'İade talebi bulunamadı.',
  tooMuch: (left: number) =>
    left > 0
      ? `İade tutarı, bu tahsilattan iade edilebilecek ${formatKurus(left)} TL tutarı aşamaz.`
      : 'Bu tahsilatın tamamı için zaten iade talep edilmiş.',
  settled: 'Bu iade talebi zaten sonuçlandırılmış.',
  ownRequest: 'İade talebini açan personel aynı talebi sonuçlandıramaz; başka bir yetkili sonuçlandırmalıdır.',
} as const;

/** Requested and done refunds hold their amount against the collection; rejected ones give it back. */
const COUNTING = ['REQUESTED', 'DONE'] as const;

/** What has been refunded (or asked to be) against each of these collections. */
export async function refundedOf(database: Database, collectionOids: readonly number[]) {
  const out = new Map<number, number>();
  for (let i = 0; i < collectionOids.length; i += 5000) {
    const rows = await database.db
      .selectFrom('refund_request')
      .select(['collection_oid', (eb) => eb.fn.sum<string>('amount_kurus').as('kurus')])
      .where('collection_oid', 'in', collectionOids.slice(i, i + 5000))
      .where('status', 'in', COUNTING)
      .groupBy('collection_oid')
      .execute();
    for (const r of rows) out.set(r.collection_oid, Number(r.kurus));
  }
  return out;
}

type Row = Selectable<DB['refund_request']>;

const view = (r: Row, receiptNo: string): RefundRequest => ({
  RefundRequestOid: r.oid,
  CollectionOid: r.collection_oid,
  ReceiptNo: receiptNo,
  AmountKurus: r.amount_kurus,
  Reason: r.reason,
  Status: r.status,
  RequestedAt: new Date(r.requested_at).toISOString(),
  RequestedBy: r.requested_by,
  CompletedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
  CompletionNote: r.completion_note,
});

/** The audit's picture of a request: amounts and states, the reason as typed by staff. */
const snapshot = (r: RefundRequest) => ({
  collectionOid: r.CollectionOid,
  receiptNo: r.ReceiptNo,
  amountKurus: r.AmountKurus,
  status: r.Status,
  reason: r.Reason,
  completionNote: r.CompletionNote,
});

export async function refundRequests(
  database: Database,
  input: { status?: RefundRequest['Status']; page: number; pageSize: number },
) {
  let q = database.db.selectFrom('refund_request');
  if (input.status) q = q.where('status', '=', input.status);
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('requested_at', 'desc')
      .orderBy('oid', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const receipts = await receiptNumbers(
    database.db,
    rows.map((r) => r.collection_oid),
  );
  return { Items: rows.map((r) => view(r, receipts.get(r.collection_oid) ?? '')), TotalCount: Number(total.n) };
}

interface Actor {
  staffOid: number;
  ip: string | null;
}

/**
 * A refund asked for against one collection, for finance to pay back. Under the collection's row lock, so two
 * requests at once cannot together exceed what was collected.
 */
export async function recordRefundRequest(
  database: Database,
  actor: Actor,
  input: { collectionOid: number; amountKurus: number; reason: string },
): Promise<RefundRequest> {
  return database.db.transaction().execute((trx) => requestRefund(trx, actor, input));
}

/**
 * The same inside the caller's transaction (an accepted objection asks for its overpayment back with the
 * correction): never more than the collection can still give back, whatever runs at the same time.
 */
export async function requestRefund(
  trx: Transaction<DB>,
  actor: Actor,
  input: { collectionOid: number; amountKurus: number; reason: string },
): Promise<RefundRequest> {
  const collection = await lockCollection(trx, input.collectionOid);
  if (!collection) throw notFound(RefundMessages.noCollection);
  const earlier = await trx
    .selectFrom('refund_request')
    .select((eb) => eb.fn.sum<string | null>('amount_kurus').as('kurus'))
    .where('collection_oid', '=', collection.oid)
    .where('status', 'in', COUNTING)
    .executeTakeFirstOrThrow();
  const left = collection.totalKurus - Number(earlier.kurus ?? 0);
  if (input.amountKurus > left) throw invalid(RefundMessages.tooMuch(left));
  const row = await trx
    .insertInto('refund_request')
    .values({
      collection_oid: collection.oid,
      amount_kurus: input.amountKurus,
      reason: input.reason,
      requested_by: actor.staffOid,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const request = view(row, collection.receiptNo);
  await auditStaffAct(trx, actor.staffOid, {
    action: 'REFUND_REQUESTED',
    recordType: 'refund_request',
    recordId: request.RefundRequestOid,
    after: snapshot(request),
    ip: actor.ip,
    detail: { collectedKurus: collection.totalKurus, refundableBeforeKurus: left },
  });
  return request;
}

/** Finance's answer to a request: paid back, or refused with a note. Someone other than the requester decides. */
export async function completeRefundRequest(
  database: Database,
  actor: Actor,
  input: { refundRequestOid: number; outcome: 'DONE' | 'REJECTED'; note: string },
): Promise<RefundRequest> {
  return database.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('refund_request')
      .selectAll()
      .where('oid', '=', input.refundRequestOid)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(RefundMessages.notFound);
    if (current.status !== 'REQUESTED') throw conflict(RefundMessages.settled);
    if (current.requested_by === actor.staffOid) throw forbidden(RefundMessages.ownRequest);
    const row = await trx
      .updateTable('refund_request')
      .set({
        status: input.outcome,
        completed_by: actor.staffOid,
        completed_at: new Date(),
        completion_note: input.note || null,
      })
      .where('oid', '=', current.oid)
      .returningAll()
      .executeTakeFirstOrThrow();
    const receiptNo = (await receiptNumbers(trx, [current.collection_oid])).get(current.collection_oid) ?? '';
    const before = view(current, receiptNo);
    const after = view(row, receiptNo);
    await auditStaffAct(trx, actor.staffOid, {
      action: input.outcome === 'DONE' ? 'REFUND_DONE' : 'REFUND_REJECTED',
      recordType: 'refund_request',
      recordId: after.RefundRequestOid,
      before: snapshot(before),
      after: snapshot(after),
      ip: actor.ip,
    });
    return after;
  });
}
