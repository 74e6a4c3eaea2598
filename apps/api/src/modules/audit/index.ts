import { auditCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { auditHandlers } from './calls.js';

/** The audit log: what members and staff did, written by every module, read by staff holding audit.read. */
export { type AuditEvent, audit, auditPersonalDataRead, auditStaffAct, type StaffAct } from './log.js';

export const auditModule = defineModule({ name: 'audit', calls: auditCalls, handlers: auditHandlers });
