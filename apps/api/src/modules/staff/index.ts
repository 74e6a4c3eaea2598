import { staffCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { staffHandlers, usesDemoSecret } from './calls.js';

export { sealSecret } from '../../lib/totp.js';
export { newInitialPassword } from './accounts.js';
/** Staff accounts of the office: roles, a TOTP second factor, short sessions and re-authentication. */
export { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET } from './demo.js';
export { installStaffSessions, OFFICE_CSRF_COOKIE, officeCookie, withOfficeGuards } from './sessions.js';

export const staffModule = defineModule({
  name: 'staff',
  calls: staffCalls,
  handlers: staffHandlers,
  // Under an https public URL the published demo secret must not open the office: the portal refuses to start.
  routes: async (_app, { database, settings }) => {
    if (!settings.publicUrl.startsWith('https://')) return;
    const rows = await database.db
      .selectFrom('staff')
      .select(['username', 'totp_secret'])
      .where('status', '=', 'ACTIVE')
      .where('totp_secret', 'is not', null)
      .execute();
    const demo = rows.filter((r) => usesDemoSecret(settings, r.totp_secret)).map((r) => r.username);
    if (demo.length) {
      throw new Error(
        `Tanıtım TOTP anahtarı https ile yayındaki portalda kullanılamaz; şu personelin ikinci adımını sıfırlayınız: ${demo.join(', ')}`,
      );
    }
  },
});
