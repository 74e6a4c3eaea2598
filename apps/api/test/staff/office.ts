import { type Calls, calls } from '@e-belediye/contracts';
import type { z } from 'zod';
import { base32Decode, stepAt, totpAt } from '../../src/lib/totp.js';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET } from '../../src/modules/staff/index.js';
import { typedApi } from '../support/api.js';
import { Agent, type IdentityApp } from '../support/identity.js';

type StaffLoginBody = z.input<Calls['StaffLogin']['request']>;

/** The code an authenticator app shows for `secret`, `offset` steps from now. */
export const codeOf = (secret: string, offset = 0) => totpAt(base32Decode(secret), stepAt(Date.now()) + offset);

/**
 * A browser at the office: the citizen agent's cookies, plus the office CSRF token for staff calls, as the web
 * client sends it (from the contract's access kind).
 */
export class OfficeAgent extends Agent {
  readonly office = typedApi((name, body) => {
    const staffCall = (calls as Record<string, { access: { kind: string } }>)[name]?.access.kind === 'staff';
    const csrf = this.cookies.get('ebs_office_csrf')?.value;
    return this.call(name, body, staffCall && csrf ? { 'x-csrf-token': csrf } : {});
  });
  constructor(t: IdentityApp) {
    super(t);
  }

  /** StaffLogin with a freshly solved human check, as the office page sends it on each step. */
  async staffLogin(body: Omit<StaffLoginBody, 'verification'>) {
    return this.office.StaffLogin({ ...body, verification: await this.human() });
  }

  /** Signs in with the demo password and the code `offset` steps from now (each step's code is good once). */
  signIn(username: string, offset = 0, password = DEMO_STAFF_PASSWORD, secret = DEMO_TOTP_SECRET) {
    return this.staffLogin({ username, password, code: codeOf(secret, offset) });
  }
}
