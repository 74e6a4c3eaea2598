import { z } from 'zod';
import { access, BaseRequest, defineCall, IsoDate, Oid, paged, Text } from '../common.js';

/** One row of the audit log: who did what, when, from where, to which record, and the record before and after. */
export const AuditEntry = z.object({
  Oid: z.int(),
  At: z.string(),
  /** Upper snake case: STAFF_CREATED, PERSONAL_DATA_READ, LOGIN … */
  Action: z.string(),
  StaffOid: z.int().nullable(),
  /** The staff member's user name, while the account exists. */
  StaffName: z.string().nullable(),
  MemberOid: z.int().nullable(),
  RecordType: z.string().nullable(),
  RecordId: z.string().nullable(),
  Ip: z.string().nullable(),
  /** As written: personal data in them was masked before it was recorded. */
  Before: z.unknown().nullable(),
  After: z.unknown().nullable(),
  Detail: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const tag = 'audit';
export const auditCalls = {
  GetAuditLog: defineCall({
    tag,
    access: access.staff('audit.read'),
    effect: 'read',
    summary:
      'Denetim kayıtları, en yeni önce: tarih aralığı, personel, üye, işlem, kayıt türü ve numarasıyla süzülür; okuma da kaydedilir',
    request: BaseRequest.extend({
      dateFrom: IsoDate.optional(),
      dateTo: IsoDate.optional(),
      staffOid: Oid.optional(),
      memberOid: Oid.optional(),
      action: Text.max(60).optional(),
      recordType: Text.max(60).optional(),
      recordId: Text.max(60).optional(),
      page: z.int().min(1).max(100000).default(1),
      pageSize: z.int().min(1).max(200).default(50),
    }),
    response: paged(AuditEntry),
  }),
};
export * from './names.js';
