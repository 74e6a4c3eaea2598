import { maskIdentityNumber } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';

export type AuditEvent =
  | 'LOGIN'
  | 'LOGIN_FAILED'
  | 'LOGIN_EDEVLET'
  | 'LOGIN_EDEVLET_FAILED'
  | 'LOGOUT'
  | 'PASSWORD_RESET'
  | 'PASSWORD_RESET_REFUSED'
  | 'REGISTRATION_STARTED'
  | 'REGISTRATION_COMPLETED'
  | 'PROFILE_UPDATED'
  | 'PROFILE_UPDATE_REFUSED';

/** Records what happened; identity numbers only masked. */
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
      pid_masked: who.pidNo ? maskIdentityNumber(who.pidNo) : null,
      ip: who.ip ?? null,
      detail: JSON.stringify(who.detail ?? {}),
    })
    .execute();
}
