import type { CallName } from '@e-belediye/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { Principal } from '../../src/http/access.js';
import { DEMO_CHANNELS } from '../../src/modules/demo/channels.js';
import { openTestApp } from '../support/db.js';

export type ChannelTestApp = Awaited<ReturnType<typeof openChannelTestApp>>;

/** The security object of a demo channel, as its client sends it. */
export const securityOf = (name: keyof typeof DEMO_CHANNELS) => ({
  institutionCode: DEMO_CHANNELS[name].institutionCode,
  apiKey: DEMO_CHANNELS[name].apiKey,
});

/**
 * The API with the demo channels, and the office's administrator standing in when a request says so
 * (`x-test-as: yonetici`), confirmed a moment ago as re-authentication leaves them unless `x-test-reauth: 0`.
 */
export async function openChannelTestApp() {
  let admin: Principal | null = null;
  const t = await openTestApp({}, undefined, (request) => (request.headers['x-test-as'] === 'yonetici' ? admin : null));
  const row = await t.database.db
    .selectFrom('staff')
    .select('oid')
    .where('username', '=', 'yonetici')
    .executeTakeFirstOrThrow();
  admin = { kind: 'staff', staffOid: row.oid, permissions: new Set(['channels.manage']), regionCode: null };
  t.app.addHook('preHandler', async (request) => {
    if (request.headers['x-test-as'] && request.headers['x-test-reauth'] !== '0') {
      Object.assign(request, { staffSession: { reauthAt: new Date() } });
    }
  });
  /** A desk call made by the administrator. */
  async function office<T = Record<string, unknown>>(name: CallName, body: object = {}, reauth = true) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: body,
      headers: { 'x-test-as': 'yonetici', 'x-test-reauth': reauth ? '1' : '0' },
    });
    return { status: res.statusCode, body: res.json() as T & { Code?: string; Message?: string } };
  }
  /** Solves the channel's proof of work, as a kiosk or the app does before a password travels. */
  async function human(security: { institutionCode: string; apiKey: string }, pidNo?: string): Promise<string> {
    const { body: c } = await t.channel.GetHumanVerificationChallenge({ security, pidNo });
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    if (!solution) throw new Error('challenge not solved');
    return Buffer.from(JSON.stringify({ ...c, number: solution.number })).toString('base64');
  }
  return { ...t, office, human, adminOid: row.oid };
}
