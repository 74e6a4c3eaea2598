import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 time-based one-time passwords as authenticator apps show them: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after is accepted too: clocks of phones drift. */
const DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 random bits, the size RFC 4226 recommends for HMAC-SHA-1. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export const stepAt = (timeMs: number) => Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);

/** The code of one time step (RFC 4226 HOTP with the step as counter). */
export function totpAt(key: Buffer, step: number, digits = DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1') {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(algorithm, key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The step whose code `code` is, within the drift window around `nowMs`, and newer than `lastUsedStep`; null
 * when none is. The caller stores the step, so the same code (or an older one) is refused next time: no replay.
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  const key = base32Decode(secret);
  const now = stepAt(nowMs);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (totpAt(key, step) === code) return step;
  }
  return null;
}

/**
 * Spends a code of `secret`: the step it matches (newer than `lastUsedStep`) is handed to `claim`, which records it
 * with a conditional update and answers whether it won, so two requests racing with one code cannot both pass.
 */
export async function spendTotp(
  secret: string,
  code: string,
  lastUsedStep: string | number | null,
  claim: (step: number) => Promise<unknown>,
): Promise<boolean> {
  const step = matchTotp(secret, code, Date.now(), lastUsedStep === null ? null : Number(lastUsedStep));
  return step !== null && Boolean(await claim(step));
}

/** What an authenticator app scans: otpauth://totp/<issuer>:<account>?secret=…&issuer=… */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}

/**
 * Secrets rest encrypted (AES-256-GCM under a key derived from the machine key), so a copy of the database alone
 * does not give anyone the codes of the staff or the members. Staff secrets keep the label they were sealed with.
 */
export type SealLabel = 'staff-totp-secret' | 'member-totp-secret';
const sealKey = (machineKey: string, label: SealLabel) => createHmac('sha256', machineKey).update(label).digest();

export function sealSecret(machineKey: string, secret: string, label: SealLabel = 'staff-totp-secret'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(machineKey, label), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

export function openSecret(machineKey: string, sealed: string, label: SealLabel = 'staff-totp-secret'): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(machineKey, label), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * Recovery codes: 10 of XXXXX-XXXXX (50 random bits each), shown once; only a keyed hash is stored, so the
 * database alone does not give them away, and a typed code is found by its hash. The label keeps staff and member
 * codes apart.
 */
// 32 symbols, so each random byte maps without bias.
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
export const recoveryCodeHash = (machineKey: string, label: 'staff-recovery' | 'member-recovery', code: string) =>
  createHmac('sha256', machineKey)
    .update(`${label}:${code.replace(/[\s-]/g, '').toUpperCase()}`)
    .digest('hex');
