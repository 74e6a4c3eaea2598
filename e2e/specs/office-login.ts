import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** The demo staff accounts' password and TOTP secret (seeded for the demo only; refused under https). */
export const DEMO_STAFF_PASSWORD = 'Ofis.2026';
export const DEMO_STAFF_TOTP_SECRET = 'DEMOSTAFFTOTPKEY';

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/[\s=-]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(ch);
    if (value < 0) throw new Error(`not base32: ${ch}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => Number.parseInt(b, 2)));
}

/** RFC 6238: the 6-digit code of a 30-second step (SHA-1, as authenticator apps use). */
export function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// The API refuses a code already used in its window: each secret's last step, to wait for the next one.
const lastStep = new Map<string, number>();

/** A code of `secret` the API has not seen yet: the current step's, or the next one's after waiting for it. */
export async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  const last = lastStep.get(secret);
  if (last !== undefined && step <= last) {
    step = last + 1;
    await new Promise((r) => setTimeout(r, step * 30_000 - Date.now() + 200));
  }
  lastStep.set(secret, step);
  return totp(secret, step);
}

/** Signs a staff member in at /yonetim/giris: user name and password, then the code of the secret. */
export async function signInToOffice(
  page: Page,
  username: string,
  { password = DEMO_STAFF_PASSWORD, secret = DEMO_STAFF_TOTP_SECRET } = {},
) {
  await page.goto('/yonetim/giris');
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByLabel('Doğrulama kodu').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeVisible();
}
