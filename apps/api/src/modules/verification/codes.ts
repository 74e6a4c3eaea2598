import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  maskMobile,
  normalizeMobile,
  type SmsChallenge,
  SmsCodeRules,
  SmsMessageCodes,
  SmsTypes,
  VerificationMessages,
} from '@e-belediye/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { invalid, tooMany } from '../../http/errors.js';
import { generateCode } from '../auth/index.js';
import { AccountSms, enqueueSms, type MessageText } from '../notifications/index.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Sending limits over a 15-minute window, so nobody can flood a phone or run up the SMS bill. */
export const SmsCodeLimits = { windowMinutes: 15, perPhoneAndPurpose: 3, perIp: 10, gapSeconds: 60 } as const;

export interface IssueSmsCode {
  /** What the code unlocks ('phone', 'declaration', …): a code verifies only for its own purpose. */
  purpose: string;
  /** Whom the code vouches for (a phone, an ID number); verifySmsCode hands it back. */
  subject: string;
  gsmNumber: string;
  registryOid?: number | null;
  ip: string;
  /** The SMS wording; the code must end it (the outbox masks what follows the last colon once sent). */
  text?: (code: string) => MessageText;
  messageCode?: number;
}

// The challenge id is a 192-bit secret only the citizen holds: the table keeps its hash, and the code is hashed
// with it, so nothing stored lets anyone test codes offline.
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const codeHash = (challengeId: string, code: string) => digest(`sms-code:${challengeId}:${code}`);

const inTransaction = <T>(db: Db, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);

/** Refuses a new code while the phone or the IP has had its share of the window, or the last one is too fresh. */
async function assertMayIssue(trx: Transaction<DB>, gsm: string, purpose: string, ip: string): Promise<void> {
  // Two requests for the same phone wait for each other, so both cannot slip under the limit.
  await sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${gsm}`}))`.execute(trx);
  const window = sql<Date>`now() - make_interval(mins => ${SmsCodeLimits.windowMinutes})`;
  const sent = await trx
    .selectFrom('sms_challenge')
    .select(['purpose', sql<number>`extract(epoch from now() - created_at)::float8`.as('age_seconds')])
    .where('gsm_number', '=', gsm)
    .where('created_at', '>', window)
    .execute();
  const youngest = Math.min(...sent.map((s) => Number(s.age_seconds)));
  if (youngest < SmsCodeLimits.gapSeconds)
    throw tooMany(VerificationMessages.wait(Math.max(1, Math.ceil(SmsCodeLimits.gapSeconds - youngest))));
  if (sent.filter((s) => s.purpose === purpose).length >= SmsCodeLimits.perPhoneAndPurpose)
    throw tooMany(VerificationMessages.phoneLimit);
  const fromIp = await trx
    .selectFrom('sms_challenge')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', window)
    .executeTakeFirstOrThrow();
  if (Number(fromIp.n) >= SmsCodeLimits.perIp) throw tooMany(VerificationMessages.ipLimit);
}

/**
 * Sends a one-time code to the phone through the SMS outbox, in the caller's transaction when given one. The
 * answer carries the challenge id the citizen sends back with the code; the code itself is never stored or
 * returned. Throws a Turkish 429 when the phone or the IP is over its limit.
 */
export async function issueSmsCode(db: Db, input: IssueSmsCode): Promise<SmsChallenge> {
  const gsm = normalizeMobile(input.gsmNumber);
  const registryOid = input.registryOid ?? null;
  return inTransaction(db, async (trx) => {
    await assertMayIssue(trx, gsm, input.purpose, input.ip);
    const challengeId = randomBytes(24).toString('base64url');
    const code = generateCode();
    const { expires_at } = await trx
      .insertInto('sms_challenge')
      .values({
        challenge_hash: digest(challengeId),
        purpose: input.purpose,
        subject: input.subject,
        gsm_number: gsm,
        registry_oid: registryOid,
        ip: input.ip,
        code_hash: codeHash(challengeId, code),
        expires_at: sql<Date>`now() + make_interval(mins => ${SmsCodeRules.lifetimeMinutes})`,
      })
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    await enqueueSms(trx, [
      {
        RegistryOid: registryOid,
        GsmNumber: gsm,
        SmsText: (input.text ?? AccountSms.code)(code),
        smsType: SmsTypes.code,
        messageCode: input.messageCode ?? SmsMessageCodes.password,
      },
    ]);
    return { ChallengeId: challengeId, ExpiresAt: new Date(expires_at).toISOString(), MaskedGsm: maskMobile(gsm) };
  });
}

/**
 * Consumes the code of a challenge of this purpose and says whom and which phone it vouched for. A wrong, expired
 * or used code throws a Turkish 400; the fifth try spends the challenge. A try is claimed by one conditional
 * update before the code is compared, so codes sent at once are numbered one after the other and none past the
 * limit is compared; the code is then consumed by another, so two requests with the right code cannot both
 * succeed. Call it with the database rather than inside the transaction of the work it unlocks: a wrong try must
 * count even though that work is refused.
 */
export async function verifySmsCode(
  db: Db,
  input: { challengeId: string; purpose: string; code: string },
): Promise<{ subject: string; gsmNumber: string }> {
  const key = digest(input.challengeId);
  const challenge = () => db.updateTable('sms_challenge').where('challenge_hash', '=', key);
  const tried = await challenge()
    .set({ wrong_tries: sql<number>`wrong_tries + 1` })
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('wrong_tries', '<', SmsCodeRules.maxWrongTries)
    .returning(['code_hash', 'wrong_tries'])
    .executeTakeFirst();
  if (!tried) throw await whyRefused(db, key, input.purpose);
  const given = Buffer.from(codeHash(input.challengeId, input.code.trim()));
  const expected = Buffer.from(tried.code_hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const left = SmsCodeRules.maxWrongTries - tried.wrong_tries;
    throw invalid(left > 0 ? VerificationMessages.wrong(left) : VerificationMessages.tooManyWrong);
  }
  // The right code does not use up a try: the count of wrong ones is what the citizen was told.
  const consumed = await challenge()
    .set({ used_at: sql<Date>`now()`, wrong_tries: sql<number>`wrong_tries - 1` })
    .where('used_at', 'is', null)
    .returning(['subject', 'gsm_number'])
    .executeTakeFirst();
  if (!consumed) throw invalid(VerificationMessages.used);
  return { subject: consumed.subject, gsmNumber: consumed.gsm_number };
}

/** Why a challenge takes no more tries: unknown (or of another purpose), used, expired or spent. */
async function whyRefused(db: Db, key: string, purpose: string) {
  const row = await db
    .selectFrom('sms_challenge')
    .select(['used_at', 'wrong_tries', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('challenge_hash', '=', key)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return invalid(VerificationMessages.unknown);
  if (row.used_at) return invalid(VerificationMessages.used);
  if (row.expired) return invalid(VerificationMessages.expired);
  return invalid(VerificationMessages.tooManyWrong);
}
