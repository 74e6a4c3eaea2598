import { createHmac } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { verifyHuman } from './identity.js';

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

// The API refuses a step at or before the last one it accepted for an account: each account's last step.
const lastStep = new Map<string, number>();
const STEP_MS = 30_000;

/**
 * A code for `account` the API has not seen yet: the current step's, or the next one's (the API allows a step of
 * clock drift), waiting only when even that one is spent. Accounts are counted apart, so the demo staff who share
 * a secret never wait for each other.
 */
export async function freshCode(account: string, secret = DEMO_STAFF_TOTP_SECRET): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (lastStep.get(account) ?? -1) + 1);
  if (step > now + 1) await new Promise((r) => setTimeout(r, (step - 1) * STEP_MS - Date.now() + 200));
  lastStep.set(account, step);
  return totp(secret, step);
}

/**
 * Signs a staff member in at /yonetim/giris: user name, password and "Ben robot değilim", then the code of the
 * secret (the page solves that step's proof itself).
 */
export async function signInToOffice(
  page: Page,
  username: string,
  { password = DEMO_STAFF_PASSWORD, secret = DEMO_STAFF_TOTP_SECRET } = {},
) {
  await page.goto('/yonetim/giris');
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre').fill(password);
  await verifyHuman(page);
  await page.getByRole('button', { name: 'Devam' }).click();
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  const refused = page.getByText('Kullanıcı adı, şifre ya da doğrulama kodu hatalı.');
  await page.getByLabel('Doğrulama kodu').fill(await freshCode(username, secret));
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(menu.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    // A test worker started again after a failure forgets the steps it spent: this one was; use a later one.
    lastStep.set(username, Math.floor(Date.now() / STEP_MS) + 1);
    await page.getByLabel('Doğrulama kodu').fill(await freshCode(username, secret));
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
  }
  await expect(menu).toBeVisible();
}

/**
 * The office asks "is it still you?" before a sensitive act unless the person confirmed it in the last minutes (a
 * sign-in with the second factor counts); the act goes through once confirmed. `done` shows the act went through.
 */
export async function confirmIdentityIfAsked(page: Page, account: string, done: Locator) {
  const dialog = page.getByRole('dialog', { name: 'Kimliğinizi doğrulayın' });
  await expect(dialog.or(done)).toBeVisible();
  if (!(await dialog.isVisible())) return;
  await dialog.getByLabel('Şifre').fill(DEMO_STAFF_PASSWORD);
  await dialog.getByLabel('Doğrulama kodu').fill(await freshCode(account));
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(dialog).toBeHidden();
  await expect(done).toBeVisible();
}
