import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib/v1';
import { createSimulatorServer, type SimulatorServerOptions } from '../../../simulators/src/app.js';
import type { AppDeps } from '../../src/app.js';
import type { SettingsOverrides } from '../../src/config/settings.js';
import { processDueSms } from '../../src/modules/notifications/sms.js';
import { typedApi } from './api.js';
import { openTestApp } from './db.js';

/** The API with the outside-system simulators on a real port, and the SMS worker driven by the test. */
export async function openIdentityApp(
  options: {
    simulators?: SimulatorServerOptions;
    settings?: SettingsOverrides;
    logStream?: NodeJS.WritableStream;
    /** Who the caller is, when a test stands in for a staff member (see buildApp). */
    principalOf?: AppDeps['principalOf'];
  } = {},
) {
  const sim = createSimulatorServer({ env: {}, ...options.simulators });
  await new Promise<void>((resolve) => sim.server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => sim.smtp.listen(0, '127.0.0.1', resolve));
  const simUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
  // The simulators' SMTP server on a port of its own: e-mail goes over SMTP as it does in production.
  const smtpPort = (sim.smtp.server.address() as AddressInfo).port;
  // A small proof of work keeps the suite fast; the browser tests use the real size.
  const t = await openTestApp(
    {
      simulatorsUrl: simUrl,
      workers: { enabled: false, intervalMs: 1000 },
      humanVerification: { maxNumber: 2000, riskMaxNumber: 4000 },
      ...options.settings,
      integrations: {
        ...options.settings?.integrations,
        mail: {
          smtp: {
            host: '127.0.0.1',
            port: smtpPort,
            secure: false,
            requireTls: true,
            user: 'bildirim',
            rejectUnauthorized: false,
          },
          ...options.settings?.integrations?.mail,
        },
      },
    },
    options.logStream,
    options.principalOf,
  );
  return {
    ...t,
    sim,
    simUrl,
    /** Sends what the SMS outbox holds, as the worker would. */
    flushSms: () => processDueSms(t.database, t.settings),
    async inbox(no: string): Promise<Array<{ msg: string; no: string }>> {
      const res = await fetch(`${simUrl}/netgsm/inbox.json?no=${no}`);
      return ((await res.json()) as { messages: Array<{ msg: string; no: string }> }).messages;
    },
    async close() {
      await t.close();
      sim.server.closeAllConnections();
      await new Promise((resolve) => sim.server.close(resolve));
      await new Promise((resolve) => sim.smtp.close(() => resolve(undefined)));
    },
  };
}
export type IdentityApp = Awaited<ReturnType<typeof openIdentityApp>>;

/** A browser: keeps cookies, sends the CSRF header from the readable cookie, and can pass the human check. */
export class Agent {
  cookies = new Map<string, { value: string; raw: string }>();
  origin?: string;
  /** Calls typed from the contract, with this browser's cookies: `agent.api.GetSessionInfo()`. */
  readonly api = typedApi((name, body) => this.call(name, body));
  constructor(private readonly t: IdentityApp) {}

  async call<T = Record<string, unknown>>(name: string, body: object = {}, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
    const csrf = this.cookies.get('ebs_csrf')?.value;
    const res = await this.t.app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: body,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...(this.origin ? { origin: this.origin } : {}),
        ...headers,
      },
    });
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const raw of setCookies) {
      const [pair] = raw.split(';');
      const [k, ...v] = pair.split('=');
      const value = v.join('=');
      if (!value || /Expires=Thu, 01 Jan 1970/i.test(raw) || /Max-Age=0/i.test(raw)) this.cookies.delete(k);
      else this.cookies.set(k, { value, raw });
    }
    return { status: res.statusCode, body: res.json() as T, setCookies };
  }

  /** Solves a fresh proof-of-work challenge, as the widget does in the browser. */
  async human(): Promise<string> {
    const { body: c } = await this.call<{
      algorithm: string;
      challenge: string;
      maxnumber: number;
      salt: string;
      signature: string;
    }>('GetHumanVerificationChallenge');
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    if (!solution) throw new Error('challenge not solved');
    return Buffer.from(JSON.stringify({ ...c, number: solution.number })).toString('base64');
  }

  async login(pidNo: string, password: string, rememberMe = true) {
    return this.call<{ Member: { NameSurname: string; Oid: number }; CsrfToken: string }>('ValidateUser', {
      pidNo,
      password,
      rememberMe,
      verification: await this.human(),
    });
  }
}

/** Plays the citizen at the e-Devlet simulator's authorization page: picks a person and a fault mode. */
export async function eDevlet(a: Agent, person: string, fault = 'normal') {
  const url = (await a.call<{ Url: string; State: number }>('GetEDevletLoginUrl')).body;
  const u = new URL(url.Url);
  const form = new URLSearchParams({ ...Object.fromEntries(u.searchParams), kimlikNo: person, fault });
  const res = await fetch(`${u.origin}${u.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  return { url, back, code: back.searchParams.get('code')!, state: Number(back.searchParams.get('state')) };
}
