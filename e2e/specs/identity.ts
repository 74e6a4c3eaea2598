import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { tcknCheckDigits } from '../../packages/contracts/src/validators.js';

/** Helpers of the identity and account specs: the demo member, the test population, the SMS inbox. */

/** The demo citizen the API seeds (person 0 of the population). */
export const demo = { pidNo: '10000000146', password: 'Demo.2026', name: 'Zeynep Arslan' };

/**
 * Test member k (1-based) of the seed: a citizen with open debts of their own and the demo password, so a test that
 * pays or holds debts never meets another test's. The ID is the seed's: 9, k in eight digits, check digits.
 */
export function testMember(k: number) {
  const first9 = `9${String(k).padStart(8, '0')}`;
  return { pidNo: first9 + tcknCheckDigits(first9), password: demo.password };
}

export const simulatorsUrl = `http://localhost:${process.env.E2E_SIM_PORT ?? 3310}`;

/** A person of the simulated population registry (apps/simulators/data/population.json). */
export interface Person {
  tckn: string;
  ad: string;
  soyad: string;
  babaAdi: string;
  dogumTarihi: string;
  dogumYeri: string;
  gsm: string;
}

export function population(): Person[] {
  const file = join(import.meta.dirname, '..', '..', 'apps', 'simulators', 'data', 'population.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Waits until the app has taken over a server-drawn field: React marks a node it controls with its props. Typing
 * into the drawn page before that is lost when the app starts from its own empty state (an English or Arabic page
 * first fetches its catalogue, so it takes over later).
 */
export async function whenHydrated(field: Locator) {
  await expect
    .poll(() => field.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))), {
      timeout: 20_000,
      message: 'the app takes the page over',
    })
    .toBe(true);
}

/** Ticks "Ben robot değilim" and waits for the proof of work to be solved. */
export async function verifyHuman(page: Page) {
  const box = page.getByRole('checkbox', { name: 'Ben robot değilim' });
  await box.click();
  await expect(page.getByText('Doğrulandı', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(box).toBeChecked();
}

/** Fills and sends the sign-in form; `goto: false` stays on the sign-in page the test is already on. */
export async function signIn(
  page: Page,
  { pidNo = demo.pidNo, password = demo.password, remember = true, goto = true } = {},
) {
  if (goto) await page.goto('/session/signin');
  await whenHydrated(page.getByLabel('T.C Kimlik No'));
  await page.getByLabel('T.C Kimlik No').fill(pidNo);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  if (!remember) await page.getByLabel('Beni Hatırla').uncheck();
  await verifyHuman(page);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Signs in and waits until home shows the member in the top bar. */
export async function signInAs(page: Page, options: Parameters<typeof signIn>[1] = {}) {
  await signIn(page, options);
  await expect(page).toHaveURL(/\/anasayfa$/);
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
}

/**
 * The first capture group of the newest SMS to `gsm` received after `since` that matches `pattern`. The API sends
 * SMS from its outbox in the background, so the inbox of the NetGSM simulator is polled.
 */
export async function readSms(request: APIRequestContext, gsm: string, pattern: RegExp, since: string) {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${simulatorsUrl}/netgsm/inbox.json?no=${gsm}`);
        const { messages } = (await res.json()) as { messages: Array<{ msg: string; receivedAt: string }> };
        found = messages.find((m) => m.receivedAt >= since && pattern.test(m.msg))?.msg.match(pattern)?.[1];
        return found;
      },
      { timeout: 30_000, message: `SMS to ${gsm} matching ${pattern}` },
    )
    .toBeTruthy();
  return found as string;
}
