import { VerificationMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import type { AppError } from '../../src/http/errors.js';
import { type IssueSmsCode, issueSmsCode, verifySmsCode } from '../../src/modules/verification/index.js';
import { openTestDatabase } from '../support/db.js';

let database: Database;
let phones = 0;
/** A phone of its own for each test, so no test runs into another's limits. */
const phone = () => `53200${String(++phones).padStart(5, '0')}`;

const issue = (gsmNumber: string, extra: Partial<IssueSmsCode> = {}) =>
  issueSmsCode(database.db, {
    purpose: 'declaration',
    subject: '10000000146',
    gsmNumber,
    ip: `198.51.100.${Number(gsmNumber.slice(-2))}`,
    ...extra,
  });
const verify = (challengeId: string, code: string, purpose = 'declaration') =>
  verifySmsCode(database.db, { challengeId, purpose, code });
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as AppError);

/** The code as the SMS carries it (the outbox holds the text until it is sent). */
async function codeSentTo(gsm: string): Promise<string> {
  const [sms] = await database.db
    .selectFrom('sms_outbox')
    .select('sms_text')
    .where('gsm_number', '=', gsm)
    .orderBy('oid', 'desc')
    .limit(1)
    .execute();
  return /: (\d{6})$/.exec(sms.sms_text)![1];
}

/** Moves every code of the phone into the past, as if `seconds` had gone by. */
const age = (gsm: string, seconds: number) =>
  database.db
    .updateTable('sms_challenge')
    .set({
      created_at: sql`created_at - make_interval(secs => ${seconds})`,
      expires_at: sql`expires_at - make_interval(secs => ${seconds})`,
    })
    .where('gsm_number', '=', gsm)
    .execute();

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('issuing a code', () => {
  it('queues a 6-digit code SMS (type 6) and keeps neither the code nor the challenge id', async () => {
    const gsm = phone();
    const challenge = await issue(`0${gsm}`, { registryOid: null, messageCode: 7010 });
    expect(challenge.MaskedGsm).toBe(`(5**) *** ** ${gsm.slice(8)}`);
    const expiresInMs = new Date(challenge.ExpiresAt).getTime() - Date.now();
    expect(expiresInMs).toBeGreaterThan(4 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    const [sms] = await database.db.selectFrom('sms_outbox').selectAll().where('gsm_number', '=', gsm).execute();
    expect(sms).toMatchObject({ sms_type: 6, message_code: 7010, status: 'PENDING' });
    const code = await codeSentTo(gsm);
    const stored = JSON.stringify(
      await database.db.selectFrom('sms_challenge').selectAll().where('gsm_number', '=', gsm).execute(),
    );
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(challenge.ChallengeId);
  });

  it('uses the wording the caller gives', async () => {
    const gsm = phone();
    await issue(gsm, { text: (code) => `Beyan onay kodunuz: ${code}` });
    const [sms] = await database.db.selectFrom('sms_outbox').selectAll().where('gsm_number', '=', gsm).execute();
    expect(sms.sms_text).toMatch(/^Beyan onay kodunuz: \d{6}$/);
  });

  it('queues nothing when the caller rolls back', async () => {
    const gsm = phone();
    await refusal(
      database.db.transaction().execute(async (trx) => {
        await issueSmsCode(trx, { purpose: 'phone', subject: gsm, gsmNumber: gsm, ip: '10.0.0.2' });
        throw new Error('vazgeçildi');
      }),
    );
    const rows = await database.db.selectFrom('sms_outbox').select('oid').where('gsm_number', '=', gsm).execute();
    expect(rows).toEqual([]);
  });
});

describe('verifying a code', () => {
  it('the right code vouches for its subject and phone, once', async () => {
    const gsm = phone();
    const { ChallengeId } = await issue(gsm);
    const code = await codeSentTo(gsm);
    expect(await verify(ChallengeId, code)).toEqual({ subject: '10000000146', gsmNumber: gsm });
    expect(await refusal(verify(ChallengeId, code))).toMatchObject({
      statusCode: 400,
      message: VerificationMessages.used,
    });
  });

  it('a wrong code is refused with the tries left; the fifth wrong try spends the challenge', async () => {
    const gsm = phone();
    const { ChallengeId } = await issue(gsm);
    const code = await codeSentTo(gsm);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--)
      expect(await refusal(verify(ChallengeId, wrong))).toMatchObject({
        statusCode: 400,
        message: VerificationMessages.wrong(left),
      });
    expect((await refusal(verify(ChallengeId, wrong)))?.message).toBe(VerificationMessages.tooManyWrong);
    expect((await refusal(verify(ChallengeId, code)))?.message).toBe(VerificationMessages.tooManyWrong);
  });

  it('an expired code is refused', async () => {
    const gsm = phone();
    const { ChallengeId } = await issue(gsm);
    const code = await codeSentTo(gsm);
    await age(gsm, 5 * 60 + 1);
    expect(await refusal(verify(ChallengeId, code))).toMatchObject({
      statusCode: 400,
      message: VerificationMessages.expired,
    });
  });

  it('a code verifies only for its own purpose, and an unknown challenge is refused', async () => {
    const gsm = phone();
    const { ChallengeId } = await issue(gsm);
    const code = await codeSentTo(gsm);
    expect((await refusal(verify(ChallengeId, code, 'complaint')))?.message).toBe(VerificationMessages.unknown);
    expect((await refusal(verify('x'.repeat(32), code)))?.message).toBe(VerificationMessages.unknown);
    expect(await verify(ChallengeId, code)).toMatchObject({ gsmNumber: gsm });
  });
});

describe('sending limits', () => {
  it('a second code to the same phone waits 60 seconds', async () => {
    const gsm = phone();
    await issue(gsm);
    const refused = await refusal(issue(gsm, { purpose: 'phone' }));
    expect(refused).toMatchObject({ statusCode: 429 });
    expect(refused?.message).toMatch(/^Yeni bir kod istemeden önce lütfen (5\d|60) saniye bekleyiniz\.$/);
    await age(gsm, 61);
    await issue(gsm, { purpose: 'phone' });
  });

  it('at most 3 codes per phone and purpose in 15 minutes; another purpose and a later window go on', async () => {
    const gsm = phone();
    for (let i = 0; i < 3; i++) {
      await issue(gsm);
      await age(gsm, 61);
    }
    expect(await refusal(issue(gsm))).toMatchObject({ statusCode: 429, message: VerificationMessages.phoneLimit });
    await issue(gsm, { purpose: 'phone' });
    await age(gsm, 15 * 60);
    await issue(gsm);
  });

  it('at most 10 codes per IP in 15 minutes, whatever the phones', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) await issue(phone(), { ip });
    expect(await refusal(issue(phone(), { ip }))).toMatchObject({
      statusCode: 429,
      message: VerificationMessages.ipLimit,
    });
    await issue(phone(), { ip: '10.9.9.10' });
  });
});
