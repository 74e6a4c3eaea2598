import {
  type AuditRecordType,
  type MemberAuditEvent,
  maskIdentityNumber,
  type StaffAuditAction,
} from '@e-belediye/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { recordable, recordableOrNull, recordedJson } from '../../lib/recorded.js';

/** What members do, and what happens to their accounts. */
export type AuditEvent = MemberAuditEvent;

/** Records what happened; identity numbers only masked, and what the caller typed without control characters. */
export async function audit(
  database: Database,
  event: AuditEvent,
  who: { memberOid?: number | null; pidNo?: string | null; ip?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await database.db
    .insertInto('audit_event')
    .values({
      event,
      member_oid: who.memberOid ?? null,
      pid_masked: who.pidNo ? maskIdentityNumber(recordable(who.pidNo)) : null,
      ip: recordableOrNull(who.ip),
      detail: recordedJson(who.detail ?? {}),
    })
    .execute();
}

/** An act of a staff member on one record: `action` names it in upper snake case (RESOLUTION_PUBLISHED). */
export interface StaffAct {
  action: StaffAuditAction;
  recordType: AuditRecordType;
  recordId: string | number;
  /** The record as it was and as it became; personal data in them is masked by the caller. */
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  /** The member the record belongs to, when there is one (their own history shows it). */
  memberOid?: number | null;
  detail?: Record<string, unknown>;
}

/**
 * Records a staff act. Pass the transaction of the act itself, so the act and its audit row commit together;
 * the table refuses updates and deletes (migration 0010), so a row once written stays.
 */
export async function auditStaffAct(db: Kysely<DB>, staffOid: number, act: StaffAct): Promise<void> {
  const json = (value: unknown) => (value === undefined ? null : recordedJson(value));
  await db
    .insertInto('audit_event')
    .values({
      event: act.action,
      staff_oid: staffOid,
      member_oid: act.memberOid ?? null,
      record_type: act.recordType,
      record_id: recordable(String(act.recordId)),
      before: json(act.before),
      after: json(act.after),
      ip: recordableOrNull(act.ip),
      detail: recordedJson(act.detail ?? {}),
    })
    .execute();
}

/** A staff member saw a person's data (KVKK: every such read is recorded, unmasked or not). */
export const auditPersonalDataRead = (
  db: Kysely<DB>,
  staffOid: number,
  read: {
    recordType: AuditRecordType;
    recordId: string | number;
    memberOid?: number | null;
    ip?: string | null;
    unmasked: boolean;
  },
) =>
  auditStaffAct(db, staffOid, {
    action: 'PERSONAL_DATA_READ',
    recordType: read.recordType,
    recordId: read.recordId,
    memberOid: read.memberOid,
    ip: read.ip,
    detail: { unmasked: read.unmasked },
  });
