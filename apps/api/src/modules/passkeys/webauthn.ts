import { createHash, createHmac, randomBytes } from 'node:crypto';
import { PasskeyMessages } from '@e-belediye/contracts';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { sql } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { invalid } from '../../http/errors.js';

/**
 * The WebAuthn ceremonies of members' passkeys (ADR 0055): user verification required, attestation `none`,
 * discoverable credentials. A ceremony's challenge is a database row spent once, so any instance may finish it.
 */
const CEREMONY_MINUTES = 5;
type Purpose = 'REGISTER' | 'LOGIN' | 'SECOND_FACTOR';

/** The relying party: its id and the origins a ceremony may come from, from the settings or the public URL. */
export function relyingParty(settings: Settings) {
  const url = new URL(settings.publicUrl);
  return {
    id: settings.passkeys.rpId ?? url.hostname,
    name: `${settings.app.MunicipalityName} E-Belediye`,
    origins: settings.passkeys.origins?.map((o) => new URL(o).origin) ?? [url.origin],
  };
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/** The WebAuthn user handle of a member: stable, opaque, and not their T.C. number. */
const userHandle = (settings: Settings, memberOid: number) =>
  new Uint8Array(createHmac('sha256', settings.secrets.machineKey).update(`webauthn-user:${memberOid}`).digest()).slice(
    0,
    16,
  );

async function keepChallenge(database: Database, purpose: Purpose, memberOid: number | null, challenge: string) {
  const id = randomBytes(24).toString('base64url');
  await database.db.deleteFrom('webauthn_challenge').where('expires_at', '<', sql<Date>`now()`).execute();
  await database.db
    .insertInto('webauthn_challenge')
    .values({
      id_hash: hashOf(id),
      purpose,
      member_oid: memberOid,
      challenge,
      expires_at: sql<Date>`now() + make_interval(mins => ${CEREMONY_MINUTES})`,
    })
    .execute();
  return id;
}

/** Takes the ceremony's challenge out (once): a second answer to the same ceremony finds nothing. */
async function spendChallenge(database: Database, id: string, purpose: Purpose, memberOid: number | null) {
  let q = database.db
    .deleteFrom('webauthn_challenge')
    .where('id_hash', '=', hashOf(id))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', sql<Date>`now()`);
  q = memberOid === null ? q.where('member_oid', 'is', null) : q.where('member_oid', '=', memberOid);
  const row = await q.returning('challenge').executeTakeFirst();
  if (!row) throw invalid(PasskeyMessages.ceremonyExpired);
  return row.challenge;
}

const credentialsOf = (database: Database, memberOid: number) =>
  database.db
    .selectFrom('member_passkey')
    .select(['credential_id', 'transports'])
    .where('member_oid', '=', memberOid)
    .execute();

type Transport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
const asTransports = (t: string[]) => t as Transport[];

export async function registrationOptions(
  database: Database,
  settings: Settings,
  member: { oid: number; pidNo: string; displayName: string },
) {
  const rp = relyingParty(settings);
  const existing = await credentialsOf(database, member.oid);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle(settings, member.oid),
    userName: member.pidNo,
    userDisplayName: member.displayName,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: asTransports(c.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const ceremonyId = await keepChallenge(database, 'REGISTER', member.oid, options.challenge);
  return { CeremonyId: ceremonyId, Options: options as unknown as Record<string, unknown> };
}

/** Checks the browser's registration answer; the new credential as it is to be stored. */
export async function verifyRegistration(
  database: Database,
  settings: Settings,
  memberOid: number,
  ceremonyId: string,
  response: unknown,
) {
  const expectedChallenge = await spendChallenge(database, ceremonyId, 'REGISTER', memberOid);
  const rp = relyingParty(settings);
  const result = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw invalid(PasskeyMessages.ceremonyFailed);
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  return {
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    sign_count: credential.counter,
    transports: credential.transports ?? [],
    device_type: credentialDeviceType,
    backed_up: credentialBackedUp,
  };
}

/** Options for a sign-in: any discoverable passkey (`memberOid` null), or one of this member's (second step). */
export async function authenticationOptions(database: Database, settings: Settings, memberOid: number | null) {
  const rp = relyingParty(settings);
  const allow = memberOid === null ? undefined : await credentialsOf(database, memberOid);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    ...(allow
      ? { allowCredentials: allow.map((c) => ({ id: c.credential_id, transports: asTransports(c.transports) })) }
      : {}),
  });
  const purpose = memberOid === null ? 'LOGIN' : 'SECOND_FACTOR';
  const ceremonyId = await keepChallenge(database, purpose, memberOid, options.challenge);
  return { CeremonyId: ceremonyId, Options: options as unknown as Record<string, unknown> };
}

/** Why a sign-in answer was refused: for the audit trail; the member reads the matching Turkish sentence. */
export type PasskeyRefusal = 'unknown' | 'cloned' | 'signature';
const REFUSAL_TEXT: Record<PasskeyRefusal, string> = {
  unknown: PasskeyMessages.unknownPasskey,
  cloned: PasskeyMessages.clonedPasskey,
  signature: PasskeyMessages.ceremonyFailed,
};
export const refusalText = (reason: PasskeyRefusal) => REFUSAL_TEXT[reason];

/**
 * Checks a sign-in answer against the stored passkey and moves its counter on: an unknown or removed credential,
 * a wrong signature and a counter that did not grow (a cloned authenticator) are refused. Answers the member.
 */
export async function verifyAuthentication(
  database: Database,
  settings: Settings,
  ceremonyId: string,
  response: { id: string },
  memberOid: number | null,
): Promise<{ memberOid: number; passkeyOid: number } | { refused: PasskeyRefusal; memberOid: number | null }> {
  const expectedChallenge = await spendChallenge(
    database,
    ceremonyId,
    memberOid === null ? 'LOGIN' : 'SECOND_FACTOR',
    memberOid,
  );
  let q = database.db.selectFrom('member_passkey').selectAll().where('credential_id', '=', response.id);
  if (memberOid !== null) q = q.where('member_oid', '=', memberOid);
  const stored = await q.executeTakeFirst();
  if (!stored) return { refused: 'unknown', memberOid };
  const rp = relyingParty(settings);
  let refused: PasskeyRefusal = 'signature';
  const result = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: stored.credential_id,
      publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
      counter: Number(stored.sign_count),
      transports: asTransports(stored.transports),
    },
  }).catch((error: Error) => {
    // The library names a counter that did not grow; every other failure is a bad signature or origin.
    if (/counter/i.test(error.message)) refused = 'cloned';
    return null;
  });
  if (!result?.verified) return { refused, memberOid: stored.member_oid };
  const { newCounter, credentialBackedUp, credentialDeviceType } = result.authenticationInfo;
  // Conditional on the counter read, so two answers racing with one signature cannot both pass.
  const moved = await database.db
    .updateTable('member_passkey')
    .set({
      sign_count: newCounter,
      backed_up: credentialBackedUp,
      device_type: credentialDeviceType,
      last_used_at: sql<Date>`now()`,
    })
    .where('oid', '=', stored.oid)
    .where('sign_count', '=', stored.sign_count)
    .returning('oid')
    .executeTakeFirst();
  if (!moved) return { refused: 'cloned', memberOid: stored.member_oid };
  return { memberOid: stored.member_oid, passkeyOid: stored.oid };
}
