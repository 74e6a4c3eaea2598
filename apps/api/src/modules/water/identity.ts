import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCodes, maskMobile } from '@e-belediye/contracts';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { CallContext } from '../../http/calls.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { accountKey, claimAttempt, clientIp, ipKey } from '../auth/index.js';
import { WaterSms } from '../notifications/index.js';
import { maskName, payerName, registryByOid, registryByPid, sessionRegistry } from '../registries/index.js';
import { issueSmsCode, SmsCodeLimits, verifySmsCode } from '../verification/index.js';
import { subscriptionsOf } from './service.js';

/** The purpose of the SMS codes that open a cancellation: a code of another service does not verify here. */
const PURPOSE = 'water-cancellation';
/** How long a verified subscriber may take to fill in the application. */
const TOKEN_MINUTES = 30;
const NO_SUBSCRIPTION = 'Bu bilgilerle kayıtlı bir su aboneliği bulunamadı.';

/** Who is asking to cancel: the registry they proved to be, and how. */
export interface Applicant {
  registryOid: number;
  memberOid: number | null;
  identifiedBy: 'MEMBER' | 'SMS_CODE';
}

/** The registry behind a subscriber number or an ID number, when it holds at least one water subscription. */
export async function subscriberRegistry(
  database: Database,
  by: { subscriberNo?: string | null; identityNumber?: string | null },
) {
  let registryOid: number | undefined;
  if (by.subscriberNo) {
    const s = await database.db
      .selectFrom('subscription')
      .select('registry_oid')
      .where('subscriber_no', '=', by.subscriberNo)
      .executeTakeFirst();
    registryOid = s?.registry_oid;
  } else if (by.identityNumber) {
    registryOid = (await registryByPid(database, by.identityNumber))?.oid;
  }
  const registry = registryOid === undefined ? undefined : await registryByOid(database, registryOid);
  if (!registry) throw notFound(NO_SUBSCRIPTION);
  const subscriptions = await subscriptionsOf(database, registry.oid);
  if (subscriptions.length === 0) throw notFound(NO_SUBSCRIPTION);
  return { registry, subscriptions };
}

/** Sends a one-time code to the phone the municipality has for the subscriber, never to one the caller types. */
export async function sendCancellationCode(
  ctx: CallContext,
  by: { subscriberNo?: string | null; identityNumber?: string | null },
) {
  // Every request counts for the address and waits a minute per number, found or not, so the number cannot be
  // tried out faster than codes are sent.
  const ip = clientIp(ctx.request);
  await claimAttempt(
    ctx.database,
    [accountKey(PURPOSE, by.subscriberNo ?? by.identityNumber ?? ''), ipKey(PURPOSE, ip)],
    {
      gapSeconds: SmsCodeLimits.gapSeconds,
    },
  );
  const { registry } = await subscriberRegistry(ctx.database, by);
  if (!registry.gsm_number) {
    throw conflict(
      'Abonenin kayıtlı bir cep telefonu yok. Lütfen giriş yaparak ya da belediyeye başvurarak devam ediniz.',
    );
  }
  const name = ctx.settings.app.MunicipalityName;
  return issueSmsCode(ctx.database.db, {
    purpose: PURPOSE,
    subject: `registry:${registry.oid}`,
    gsmNumber: registry.gsm_number,
    registryOid: registry.oid,
    ip,
    messageCode: 7030,
    text: (code) => WaterSms.code(name, code),
  });
}

const key = (settings: Settings) =>
  createHmac('sha256', settings.secrets.machineKey).update('water-cancellation-token').digest();
const sign = (settings: Settings, body: string) => createHmac('sha256', key(settings)).update(body).digest('base64url');

const expired = () =>
  new AppError(
    401,
    ErrorCodes.unauthenticated,
    'Kimlik doğrulamanızın süresi doldu. Lütfen SMS kodunu yeniden isteyiniz.',
  );

/** Checks the code and hands back a signed, expiring token naming the registry: nothing is stored. */
export async function verifyCancellationCode(ctx: CallContext, challengeId: string, code: string) {
  const { subject } = await verifySmsCode(ctx.database.db, { challengeId, purpose: PURPOSE, code });
  const registryOid = Number(subject.replace('registry:', ''));
  const registry = await registryByOid(ctx.database, registryOid);
  if (!registry) throw notFound(NO_SUBSCRIPTION);
  const expires = Date.now() + TOKEN_MINUTES * 60_000;
  const body = `WATER.${registryOid}.${expires}`;
  return {
    CancellationToken: `${body}.${sign(ctx.settings, body)}`,
    ExpiresAt: new Date(expires).toISOString(),
    SubscriberName: payerName(registry),
    Subscriptions: await subscriptionsOf(ctx.database, registryOid),
  };
}

function readToken(settings: Settings, token: string): number {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'WATER') throw expired();
  const body = parts.slice(0, 3).join('.');
  const given = Buffer.from(parts[3]);
  const wanted = Buffer.from(sign(settings, body));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw expired();
  if (Number(parts[2]) < Date.now()) throw expired();
  return Number(parts[1]);
}

/** The caller of a cancellation: a signed-in member, or whoever holds a fresh token of a verified SMS code. */
export async function applicantOf(ctx: CallContext, token: string | null | undefined): Promise<Applicant> {
  if (ctx.principal?.kind === 'member') {
    return { registryOid: await sessionRegistry(ctx), memberOid: ctx.principal.memberOid, identifiedBy: 'MEMBER' };
  }
  if (!token) {
    throw new AppError(
      401,
      ErrorCodes.unauthenticated,
      'Fesih başvurusu için önce kimliğinizi doğrulayınız: abone numaranız ya da T.C. Kimlik No ile gelen SMS ' +
        'kodunu giriniz ya da giriş yapınız.',
    );
  }
  return { registryOid: readToken(ctx.settings, token), memberOid: null, identifiedBy: 'SMS_CODE' };
}

/** What anyone may learn from a subscriber number: enough to recognise one's own subscription, no more. */
export async function maskedSubscriber(database: Database, subscriberNo: string) {
  const { registry, subscriptions } = await subscriberRegistry(database, { subscriberNo });
  const s = subscriptions.find((x) => x.SubscriberNo === subscriberNo)!;
  return {
    SubscriberNo: s.SubscriberNo,
    MaskedName: maskName(payerName(registry)),
    TariffName: s.TariffName,
    LineStatusName: s.LineStatusName,
    MaskedGsm: registry.gsm_number ? maskMobile(registry.gsm_number) : null,
  };
}

/** The subscriptions of an ID number, masked: the number half hidden, the district only. */
export async function maskedSubscriptions(database: Database, identityNumber: string) {
  const { registry, subscriptions } = await subscriberRegistry(database, { identityNumber });
  const districts = new Map(
    (
      await database.db
        .selectFrom('subscription as s')
        .innerJoin('street as st', 'st.code', 's.street_code')
        .innerJoin('district as d', 'd.code', 'st.district_code')
        .select(['s.oid', 'd.name'])
        .where('s.registry_oid', '=', registry.oid)
        .execute()
    ).map((r) => [r.oid, r.name]),
  );
  return {
    MaskedName: maskName(payerName(registry)),
    MaskedGsm: registry.gsm_number ? maskMobile(registry.gsm_number) : null,
    Subscriptions: subscriptions.map((s) => ({
      MaskedSubscriberNo: `${s.SubscriberNo.slice(0, 3)}${'*'.repeat(Math.max(0, s.SubscriberNo.length - 5))}${s.SubscriberNo.slice(-2)}`,
      TariffName: s.TariffName,
      District: districts.get(s.Oid) ?? null,
      LineStatusName: s.LineStatusName,
    })),
  };
}
