import { ErrorCodes, PasskeyMessages } from '@e-belediye/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, stepAt, totpAt } from '../../src/lib/totp.js';
import { DEMO_CHANNELS } from '../../src/modules/demo/channels.js';
import { Agent, eDevlet, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { SoftAuthenticator } from './authenticator.js';

const ZEYNEP = { pid: '10000000146', password: 'Demo.2026', gsm: '5550000101' };
let t: IdentityApp;
let origin: string;
let rpId: string;

beforeAll(async () => {
  t = await openIdentityApp();
  origin = new URL(t.settings.publicUrl).origin;
  rpId = new URL(t.settings.publicUrl).hostname;
});
afterAll(async () => {
  await t?.close();
});

type Call = { status: number; body: Record<string, unknown> & { Message?: string; Code?: string } };

/** The newest SMS to the member's phone that contains `words`. */
async function sms(words: string) {
  await t.flushSms();
  return (await t.inbox(ZEYNEP.gsm)).find((m) => m.msg.includes(words))?.msg ?? '';
}

/** Signs in with the password and proves identity again with the password and the SMS code, as the page does. */
async function provenMember() {
  const a = new Agent(t);
  expect((await a.login(ZEYNEP.pid, ZEYNEP.password)).status).toBe(200);
  // One SMS code a minute per phone: the previous test's code is made old enough.
  await t.database.db
    .updateTable('sms_challenge')
    .set({ created_at: new Date(Date.now() - 3_600_000) })
    .execute();
  // Whatever an earlier step left in the outbox goes out first, so the newest code in the inbox is this one.
  await t.flushSms();
  const challenge = await a.call<{ ChallengeId: string }>('SendSignInSecurityCode');
  expect(challenge.status, JSON.stringify(challenge.body)).toBe(200);
  const code = (await sms('geçiş anahtarı ve iki adımlı')).match(/(\d{6})$/)?.[1];
  const proven = await a.call('ProveSignInSecurityIdentity', {
    currentPassword: ZEYNEP.password,
    smsChallengeId: challenge.body.ChallengeId,
    smsCode: code,
  });
  expect(proven.status, JSON.stringify(proven.body)).toBe(200);
  return a;
}

async function addPasskey(a: Agent, device: SoftAuthenticator, name: string) {
  const start = await a.call<{ CeremonyId: string; Options: Record<string, unknown> }>('StartPasskeyRegistration');
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return a.call<{ Passkeys: Array<{ Oid: number; Name: string; LastUsedAt: string | null }> }>(
    'FinishPasskeyRegistration',
    { ceremonyId: start.body.CeremonyId, name, credential: device.create(start.body.Options) },
  );
}

async function passkeyLogin(device: SoftAuthenticator, which = device.credentials.at(-1), counter?: number) {
  const a = new Agent(t);
  const start = await a.call<{ CeremonyId: string; Options: Record<string, unknown> }>('StartPasskeyLogin');
  const res = (await a.call('FinishPasskeyLogin', {
    ceremonyId: start.body.CeremonyId,
    credential: device.get(start.body.Options, which, counter),
  })) as Call;
  return { a, res };
}

async function auditCount(event: string) {
  const row = await t.database.db
    .selectFrom('audit_event')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('event', '=', event as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('passkeys on the account page', () => {
  it('asks for the password and an SMS code before a passkey is added', async () => {
    const a = new Agent(t);
    await a.login(ZEYNEP.pid, ZEYNEP.password);
    const refused = await a.call('StartPasskeyRegistration');
    expect(refused).toMatchObject({ status: 403, body: { Message: PasskeyMessages.proofRequired } });
    const challenge = await a.call<{ ChallengeId: string }>('SendSignInSecurityCode');
    const wrongPassword = await a.call('ProveSignInSecurityIdentity', {
      currentPassword: 'Yanlis.2026',
      smsChallengeId: challenge.body.ChallengeId,
      smsCode: '000000',
    });
    expect(wrongPassword.status).toBe(400);
    expect((await a.call('StartPasskeyRegistration')).status).toBe(403);
  });

  it('takes a fresh e-Devlet sign-in as the proof of identity', async () => {
    const a = new Agent(t);
    const { code, state } = await eDevlet(a, ZEYNEP.pid);
    const login = await a.call<{ Outcome: string }>('LoginViaEDevlet', { code, state });
    expect(login.body.Outcome).toBe('OK');
    const start = await a.call('StartPasskeyRegistration');
    expect(start.status, JSON.stringify(start.body)).toBe(200);
  });

  it('registers a passkey with user verification and no attestation, and signs in with it (no proof for changes)', async () => {
    const a = await provenMember();
    const start = await a.call<{ Options: Record<string, unknown> }>('StartPasskeyRegistration');
    expect(start.body.Options).toMatchObject({
      rp: { id: rpId },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const device = new SoftAuthenticator(origin, rpId);
    const added = await addPasskey(a, device, 'Telefonum');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.Passkeys.map((p) => p.Name)).toContain('Telefonum');
    const stored = await t.database.db
      .selectFrom('member_passkey')
      .selectAll()
      .where('name', '=', 'Telefonum')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ device_type: 'multiDevice', backed_up: true });
    expect(await sms('"Telefonum" adlı geçiş anahtarı eklendi')).not.toBe('');

    const { a: signedIn, res } = await passkeyLogin(device);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = await signedIn.call<{ Member: { UserName: string } }>('GetSessionInfo');
    expect(session.body.Member.UserName).toBe(ZEYNEP.pid);
    // A passkey sign-in proves no identity for changes: a found device must not add another key.
    expect((await signedIn.call('StartPasskeyRegistration')).status).toBe(403);
    const after = await t.database.db
      .selectFrom('member_passkey')
      .select(['sign_count', 'last_used_at'])
      .where('oid', '=', stored.oid)
      .executeTakeFirstOrThrow();
    expect(Number(after.sign_count)).toBe(1);
    expect(after.last_used_at).not.toBeNull();
  });

  it('refuses a challenge answered twice, and a passkey of another site', async () => {
    const a = await provenMember();
    const device = new SoftAuthenticator(origin, rpId);
    await addPasskey(a, device, 'Tablet');
    const b = new Agent(t);
    const start = await b.call<{ CeremonyId: string; Options: Record<string, unknown> }>('StartPasskeyLogin');
    const first = await b.call('FinishPasskeyLogin', {
      ceremonyId: start.body.CeremonyId,
      credential: device.get(start.body.Options),
    });
    expect(first.status).toBe(200);
    const again = await b.call('FinishPasskeyLogin', {
      ceremonyId: start.body.CeremonyId,
      credential: device.get(start.body.Options),
    });
    expect(again).toMatchObject({ status: 400, body: { Message: PasskeyMessages.ceremonyExpired } });
    const phishing = new SoftAuthenticator('https://e-be1ediye.example', rpId);
    phishing.credentials.push(...device.credentials);
    const { res } = await passkeyLogin(phishing);
    expect(res.status).toBe(401);
  });

  it('refuses a removed passkey', async () => {
    const a = await provenMember();
    const device = new SoftAuthenticator(origin, rpId);
    const added = await addPasskey(a, device, 'Eski anahtar');
    const key = added.body.Passkeys.find((p) => p.Name === 'Eski anahtar')!;
    const removed = await a.call<{ Passkeys: Array<{ Name: string }> }>('RemovePasskey', { passkeyOid: key.Oid });
    expect(removed.status).toBe(200);
    expect(removed.body.Passkeys.map((p) => p.Name)).not.toContain('Eski anahtar');
    expect(await sms('"Eski anahtar" adlı geçiş anahtarınız kaldırıldı')).not.toBe('');
    const failures = await auditCount('LOGIN_PASSKEY_FAILED');
    const { res } = await passkeyLogin(device);
    expect(res).toMatchObject({ status: 401, body: { Message: PasskeyMessages.unknownPasskey } });
    expect(await auditCount('LOGIN_PASSKEY_FAILED')).toBe(failures + 1);
  });

  it('refuses a cloned passkey whose counter did not grow', async () => {
    const a = await provenMember();
    const device = new SoftAuthenticator(origin, rpId);
    await addPasskey(a, device, 'Anahtarlık');
    expect((await passkeyLogin(device, undefined, 5)).res.status).toBe(200);
    const { res } = await passkeyLogin(device, undefined, 3);
    expect(res).toMatchObject({ status: 401, body: { Message: PasskeyMessages.clonedPasskey } });
    expect((await passkeyLogin(device, undefined, 5)).res.status).toBe(401);
    expect((await passkeyLogin(device, undefined, 6)).res.status).toBe(200);
  });
});

describe('the second factor of a password sign-in', () => {
  const codeAt = (secret: string, offsetSteps: number) =>
    totpAt(base32Decode(secret), stepAt(Date.now()) + offsetSteps);

  it('once on, asks for the app code after the password; a recovery code works once; turning it off ends that', async () => {
    const a = await provenMember();
    const setup = await a.call<{ Secret: string }>('StartTotpSecondFactor');
    expect(setup.status).toBe(200);
    const wrong = await a.call('TurnOnSecondFactor', { kind: 'TOTP', code: '000000' });
    expect(wrong.status).toBe(400);
    const on = await a.call<{ RecoveryCodes: string[]; Security: { SecondFactor: string; RecoveryCodesLeft: number } }>(
      'TurnOnSecondFactor',
      { kind: 'TOTP', code: codeAt(setup.body.Secret, 0) },
    );
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.Security).toMatchObject({ SecondFactor: 'TOTP', RecoveryCodesLeft: 10 });
    expect(await sms('iki adımlı doğrulama açıldı')).not.toBe('');
    const hashes = await t.database.db.selectFrom('member_recovery_code').select('code_hash').execute();
    expect(JSON.stringify(hashes)).not.toContain(on.body.RecoveryCodes[0]);

    // The password alone opens no session.
    const b = new Agent(t);
    const half = (await b.login(ZEYNEP.pid, ZEYNEP.password)) as unknown as Call;
    expect(half).toMatchObject({ status: 403, body: { Code: ErrorCodes.secondFactorRequired } });
    expect(b.cookies.has('ebs_session')).toBe(false);
    expect((await b.call<{ Member: unknown }>('GetSessionInfo')).body.Member).toBeNull();
    const asked = await b.call('GetSecondFactorChallenge');
    expect(asked.body).toMatchObject({ Kind: 'TOTP' });
    const bad = await b.call('CompleteSecondFactorLogin', { code: '000000' });
    expect(bad.status).toBe(401);
    const done = await b.call('CompleteSecondFactorLogin', { code: codeAt(setup.body.Secret, 1) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(b.cookies.has('ebs_session')).toBe(true);

    // A recovery code signs in once.
    const recovery = on.body.RecoveryCodes[0];
    const c = new Agent(t);
    await c.login(ZEYNEP.pid, ZEYNEP.password);
    const withRecovery = await c.call('CompleteSecondFactorLogin', { recoveryCode: recovery });
    expect(withRecovery).toMatchObject({ status: 200, body: { RecoveryCodesLeft: 9 } });
    expect(await sms('kurtarma kodunuz kullanıldı')).not.toBe('');
    const d = new Agent(t);
    await d.login(ZEYNEP.pid, ZEYNEP.password);
    expect((await d.call('CompleteSecondFactorLogin', { recoveryCode: recovery })).status).toBe(401);

    // The second host's ValidateUser keeps its name and shape and asks for the factor too.
    const kiosk = DEMO_CHANNELS.kiosk;
    const security = { institutionCode: kiosk.institutionCode, apiKey: kiosk.apiKey };
    const proof = async () => {
      const { body: ch } = await t.channel.GetHumanVerificationChallenge({ security });
      const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
      return Buffer.from(JSON.stringify({ ...ch, number: solution!.number })).toString('base64');
    };
    const app = { security, pidNo: ZEYNEP.pid, password: ZEYNEP.password };
    const noCode = (await t.channel.ValidateUser({ ...app, verification: await proof() })) as unknown as Call;
    expect(noCode).toMatchObject({ status: 403, body: { Code: ErrorCodes.secondFactorRequired } });
    const withCode = await t.channel.ValidateUser({
      ...app,
      verification: await proof(),
      recoveryCode: on.body.RecoveryCodes[1],
    });
    expect(withCode.status, JSON.stringify(withCode.body)).toBe(200);

    const off = await a.call<{ SecondFactor: string }>('TurnOffSecondFactor');
    expect(off.body.SecondFactor).toBe('NONE');
    expect(await sms('iki adımlı doğrulama kapatıldı')).not.toBe('');
    expect((await new Agent(t).login(ZEYNEP.pid, ZEYNEP.password)).status).toBe(200);
  });

  it('with a passkey as the second factor, the password sign-in ends with that passkey', async () => {
    const a = await provenMember();
    const device = new SoftAuthenticator(origin, rpId);
    await addPasskey(a, device, 'İkinci adım');
    const on = await a.call('TurnOnSecondFactor', { kind: 'PASSKEY' });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const b = new Agent(t);
    expect((await b.login(ZEYNEP.pid, ZEYNEP.password)).status).toBe(403);
    const asked = await b.call<{ Kind: string; CeremonyId: string; Options: Record<string, unknown> }>(
      'GetSecondFactorChallenge',
    );
    expect(asked.body.Kind).toBe('PASSKEY');
    const done = await b.call('CompleteSecondFactorLogin', {
      ceremonyId: asked.body.CeremonyId,
      credential: device.get(asked.body.Options),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const audits = await t.database.db
      .selectFrom('audit_event')
      .select('event')
      .where('event', 'in', ['PASSKEY_ADDED', 'SECOND_FACTOR_ON', 'SECOND_FACTOR_OFF', 'RECOVERY_CODE_USED'] as never)
      .execute();
    expect(new Set(audits.map((r) => r.event))).toEqual(
      new Set(['PASSKEY_ADDED', 'SECOND_FACTOR_ON', 'SECOND_FACTOR_OFF', 'RECOVERY_CODE_USED']),
    );
    expect((await a.call('TurnOffSecondFactor')).status).toBe(200);
  });
});
