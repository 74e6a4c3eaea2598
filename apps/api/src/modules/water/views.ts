import {
  type CancellationStatus,
  CancellationStatuses,
  type CancellationView,
  lineStatusOf,
  maskIban,
} from '@e-belediye/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { finalBillLines } from './bills.js';
import { lineStatusName } from './service.js';

export type CancellationRow = Selectable<DB['water_cancellation']>;

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The subscriber's view of an application with its timeline. */
export async function cancellationView(db: Kysely<DB>, row: CancellationRow): Promise<CancellationView> {
  const [events, sub, bill] = await Promise.all([
    db
      .selectFrom('water_cancellation_event')
      .select(['status', 'note', 'at'])
      .where('cancellation_oid', '=', row.oid)
      .orderBy('oid')
      .execute(),
    db
      .selectFrom('subscription')
      .select('subscriber_no')
      .where('oid', '=', row.subscription_oid)
      .executeTakeFirstOrThrow(),
    finalBillLines(db, row),
  ]);
  const status = row.status as CancellationStatus;
  const line = lineStatusOf(status);
  return {
    ApplicationNo: row.application_no,
    SubscriberNo: sub.subscriber_no,
    Status: status,
    StatusName: CancellationStatuses[status],
    LineStatus: line,
    LineStatusName: lineStatusName(line),
    CuttingDate: row.cutting_date,
    DepositReturnType: row.deposit_return_type,
    MaskedIban: row.iban ? maskIban(row.iban) : null,
    CutOn: row.cut_on,
    FinalIndex: row.final_index,
    FinalBillKurus: row.final_bill_kurus,
    FinalBill: bill,
    DepositKurus: row.deposit_kurus,
    NettedKurus: row.netted_kurus,
    RefundKurus: row.refund_kurus,
    RefundSentOn: row.refund_sent_on,
    RejectReason: row.reject_reason,
    CreatedAt: iso(row.created_at),
    Timeline: events.map((e) => ({
      Status: e.status as CancellationStatus,
      StatusName: CancellationStatuses[e.status as CancellationStatus] ?? e.status,
      At: iso(e.at),
      Note: e.note,
    })),
  };
}
