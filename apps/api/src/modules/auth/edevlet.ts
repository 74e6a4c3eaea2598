import { createHash, randomBytes } from 'node:crypto';
import { type authCalls, EDevletReferenceRules } from '@e-belediye/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { Handlers } from '../../http/calls.js';
import { forbidden, invalid } from '../../http/errors.js';
import { exchangeCode, personInfo } from '../../integrations/edevlet/client.js';
import { audit } from '../audit/index.js';
import { type Registry, registryByOid, registryByPid } from '../registries/index.js';
import { findMemberByPid } from './accounts.js';
import { clientIp, completeLogin } from './login.js';

/**
 * An e-Devlet login kept on the server (ADR 0021): the access token never leaves it; the browser holds a random
 * reference that works for a few minutes, and binding it to a registry uses it up.
 */
export const EDevletLoginMessages = {
  expired: 'e-Devlet girişi geçersiz ya da süresi dolmuş; e-Devlet ile yeniden giriş yapınız.',
  notConfirmed: 'E-devlet girişi başarısız',
  notTheirs: 'Bu sicil e-Devlet ile giriş yapan kişiye ait değil.',
  disabled: 'Üyeliğiniz askıya alınmış; belediyenin hizmet masasına başvurunuz.',
} as const;

export const EDEVLET_OK = 'EDV09.000';
const hash = (reference: string) => createHash('sha256').update(reference).digest('hex');

export type EDevletLogin = {
  oid: number;
  accessToken: string | null;
  kimlikNo: string | null;
  resultCode: string | null;
};

/** Keeps the access token of a fresh exchange; answers the reference the browser may hold. */
export async function keepEDevletLogin(database: Database, accessToken: string, ip: string) {
  const reference = randomBytes(32).toString('base64url');
  const row = await database.db
    .insertInto('edevlet_login')
    .values({
      reference_hash: hash(reference),
      access_token: accessToken,
      ip,
      expires_at: new Date(Date.now() + EDevletReferenceRules.lifetimeMinutes * 60_000),
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  const login: EDevletLogin = { oid: row.oid, accessToken, kimlikNo: null, resultCode: null };
  return { reference, login };
}

/** The login a reference names, while it lasts. */
async function loginOf(database: Database, reference: string): Promise<EDevletLogin & { saved: boolean }> {
  const row = await database.db
    .selectFrom('edevlet_login')
    .select(['oid', 'access_token', 'kimlik_no', 'result_code', 'saved_at'])
    .where('reference_hash', '=', hash(reference))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) throw invalid(EDevletLoginMessages.expired);
  return {
    oid: row.oid,
    accessToken: row.access_token,
    kimlikNo: row.kimlik_no,
    resultCode: row.result_code,
    saved: row.saved_at !== null,
  };
}

/** e-Devlet's person info for a kept login, asked once and remembered with it. */
export async function personOfLogin(database: Database, settings: Settings, login: EDevletLogin) {
  if (login.resultCode !== null || !login.accessToken) {
    return { sonucKodu: login.resultCode ?? '', kimlikNo: login.kimlikNo };
  }
  const person = await personInfo(settings, login.accessToken);
  const kimlikNo = person.sonucKodu === EDEVLET_OK ? person.kimlikNo : null;
  await database.db
    .updateTable('edevlet_login')
    .set({ result_code: person.sonucKodu, kimlik_no: kimlikNo })
    .where('oid', '=', login.oid)
    .execute();
  Object.assign(login, { resultCode: person.sonucKodu, kimlikNo });
  return { sonucKodu: person.sonucKodu, kimlikNo };
}

/**
 * SaveEDevletLogin: the login becomes the member of the person's registry (created on the first e-Devlet login),
 * recorded with the registry chosen; the access token is dropped. Null when the member is suspended.
 */
export async function bindEDevletLogin(
  database: Database,
  login: EDevletLogin,
  registry: Registry,
  ip: string,
): Promise<number | null> {
  const pidNo = login.kimlikNo;
  if (!pidNo || registry.pid_no !== pidNo) throw forbidden(EDevletLoginMessages.notTheirs);
  const existing = await findMemberByPid(database, pidNo);
  if (existing && (existing.status !== 'ACTIVE' || existing.created_via === 'COMPANY')) {
    await audit(database, 'LOGIN_EDEVLET_FAILED', {
      memberOid: existing.oid,
      pidNo,
      ip,
      detail: { reason: 'disabled' },
    });
    return null;
  }
  const memberOid = await database.db.transaction().execute(async (trx) => {
    // Used once: a second save of the same reference, even at the same moment, finds nothing to take.
    const taken = await trx
      .updateTable('edevlet_login')
      .set({ saved_at: sql<Date>`now()`, access_token: null, registry_oid: registry.oid })
      .where('oid', '=', login.oid)
      .where('saved_at', 'is', null)
      .returning('oid')
      .executeTakeFirst();
    if (!taken) throw invalid(EDevletLoginMessages.expired);
    const oid =
      existing?.oid ??
      (
        await trx
          .insertInto('member')
          .values({
            registry_oid: registry.oid,
            pid_no: pidNo,
            password_hash: null,
            gsm_number: registry.gsm_number,
            email: registry.email,
            created_via: 'EDEVLET',
          })
          .returning('oid')
          .executeTakeFirstOrThrow()
      ).oid;
    await trx.updateTable('edevlet_login').set({ member_oid: oid }).where('oid', '=', login.oid).execute();
    return oid;
  });
  await audit(database, 'LOGIN_EDEVLET', { memberOid, pidNo, ip, detail: { registryOid: registry.oid } });
  return memberOid;
}

/** Why an e-Devlet return did not sign anyone in, with what the audit log keeps of it. */
export type EDevletRefusal = {
  outcome: 'INVALID_TOKEN' | 'FAILED' | 'NO_REGISTRY';
  reason: string;
  pidNo?: string;
  /** The kept login's reference, once e-Devlet has named the person (sign-up may go on with it). */
  reference?: string;
};

/**
 * An e-Devlet return, the same for the web and for the app on the second host: the code is exchanged, the token
 * kept here, the person asked and bound to their registry. Answers the member and the login's reference.
 */
export async function signInWithEDevlet(
  deps: { database: Database; settings: Settings; log: FastifyBaseLogger },
  code: string,
  ip: string,
): Promise<{ memberOid: number | null; reference: string } | { refused: EDevletRefusal }> {
  const { database, settings, log } = deps;
  let accessToken: string | null;
  try {
    accessToken = await exchangeCode(settings, code);
  } catch (e) {
    log.warn({ err: e }, 'e-Devlet token alınamadı');
    return { refused: { outcome: 'FAILED', reason: 'token-call' } };
  }
  if (!accessToken) return { refused: { outcome: 'INVALID_TOKEN', reason: 'null-token' } };
  const { reference, login } = await keepEDevletLogin(database, accessToken, ip);
  let person: Awaited<ReturnType<typeof personOfLogin>>;
  try {
    person = await personOfLogin(database, settings, login);
  } catch (e) {
    log.warn({ err: e }, 'e-Devlet kişi bilgisi alınamadı');
    return { refused: { outcome: 'FAILED', reason: 'person-call' } };
  }
  if (person.sonucKodu !== EDEVLET_OK || !person.kimlikNo) {
    return { refused: { outcome: 'FAILED', reason: `result ${person.sonucKodu}` } };
  }
  const registry = await registryByPid(database, person.kimlikNo);
  if (!registry)
    return { refused: { outcome: 'NO_REGISTRY', reason: 'no-registry', pidNo: person.kimlikNo, reference } };
  return { memberOid: await bindEDevletLogin(database, login, registry, ip), reference };
}

export const eDevletHandlers: Pick<Handlers<typeof authCalls>, 'GetPersonInfoViaEDevlet' | 'SaveEDevletLogin'> = {
  async GetPersonInfoViaEDevlet({ token }, { database, settings }) {
    const person = await personOfLogin(database, settings, await loginOf(database, token));
    return {
      sonucKodu: person.sonucKodu,
      kullaniciBilgileri: person.kimlikNo ? { kimlikNo: person.kimlikNo } : null,
    };
  },

  async SaveEDevletLogin({ token, registryOid }, ctx) {
    const { database, settings, request } = ctx;
    const login = await loginOf(database, token);
    if (login.saved) throw invalid(EDevletLoginMessages.expired);
    const person = await personOfLogin(database, settings, login);
    if (person.sonucKodu !== EDEVLET_OK) throw forbidden(EDevletLoginMessages.notConfirmed);
    // Someone else's registry and a registry that does not exist answer alike: the call reveals neither.
    const registry = await registryByOid(database, registryOid);
    if (!registry) throw forbidden(EDevletLoginMessages.notTheirs);
    const memberOid = await bindEDevletLogin(database, login, registry, clientIp(request));
    if (!memberOid) throw forbidden(EDevletLoginMessages.disabled);
    return completeLogin(ctx, memberOid, false, true);
  },
};
