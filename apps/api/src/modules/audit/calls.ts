import { addDays, type auditCalls, istanbulDayStart } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { unauthenticated } from '../../http/errors.js';
import { auditStaffAct } from './log.js';

/** The day after a Turkish calendar date, so a range "until 24 Nov" takes the whole of that day. */
const nextDay = (date: string) => addDays(date, 1);

const iso = (d: Date | string) => new Date(d).toISOString();

export const auditHandlers: Handlers<typeof auditCalls> = {
  async GetAuditLog(input, { database, principal, request }) {
    if (principal?.kind !== 'staff') throw unauthenticated();
    const { db } = database;
    let q = db.selectFrom('audit_event');
    if (input.dateFrom) q = q.where('at', '>=', istanbulDayStart(input.dateFrom));
    if (input.dateTo) q = q.where('at', '<', istanbulDayStart(nextDay(input.dateTo)));
    if (input.staffOid) q = q.where('staff_oid', '=', input.staffOid);
    if (input.memberOid) q = q.where('member_oid', '=', input.memberOid);
    if (input.action) q = q.where('event', '=', input.action.trim().toUpperCase());
    if (input.recordType) q = q.where('record_type', '=', input.recordType.trim());
    if (input.recordId) q = q.where('record_id', '=', input.recordId.trim());
    const offset = (input.page - 1) * input.pageSize;
    const [rows, total] = await Promise.all([
      q
        // The name while the account exists: the log outlives the accounts it names (no foreign key).
        .leftJoin('staff', 'staff.oid', 'audit_event.staff_oid')
        .selectAll('audit_event')
        .select('staff.username as staff_name')
        .orderBy('audit_event.at', 'desc')
        .orderBy('audit_event.oid', 'desc')
        .limit(input.pageSize)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    // Reading the log is itself an act on it: who looked, with which filter (KVKK asks who saw whose data).
    await auditStaffAct(db, principal.staffOid, {
      action: 'AUDIT_LOG_READ',
      recordType: 'audit_event',
      recordId: '*',
      ip: request.ip,
      detail: {
        filter: Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k !== 'userName')),
      },
    });
    return {
      TotalCount: Number(total.n),
      Items: rows.map((r) => ({
        Oid: r.oid,
        At: iso(r.at),
        Action: r.event,
        StaffOid: r.staff_oid,
        StaffName: r.staff_name,
        MemberOid: r.member_oid,
        RecordType: r.record_type,
        RecordId: r.record_id,
        Ip: r.ip,
        Before: r.before ?? null,
        After: r.after ?? null,
        Detail: r.detail ?? null,
      })),
    };
  },
};
