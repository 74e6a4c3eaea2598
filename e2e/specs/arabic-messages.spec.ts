import type { Page } from '@playwright/test';
import { readSms, signInAs, testMember } from './identity.js';
import { expect, test } from './test.js';

/**
 * The members desk's test member (its journey reads no SMS and no reminder): its consent and reminder schedule are
 * changed here, and its language is set back to Turkish at the end.
 */
const member = testMember(10);

const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });

test('a member who reads the portal in Arabic gets the due-date reminder SMS in Arabic', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signInAs(page, member);
  const consent = page.getByRole('form', { name: 'İletişim izinleri' });
  await page.goto('/UserUpdate');
  await consent.getByLabel(/SMS ile almak/).check();
  await consent.getByRole('button', { name: 'İzinleri kaydet' }).click();
  await expect(toast(page, 'İletişim izinleriniz kaydedildi.')).toBeVisible();
  await page.goto('/RegistryObservation');
  const phone = ((await page.locator('dt:text-is("Telefonlar") + dd').textContent()) ?? '')
    .replace(/\D/g, '')
    .slice(-10);
  expect(phone).toMatch(/^5\d{9}$/);

  // Choosing Arabic in the Dil control while signed in stores it on the member.
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/SetUserLanguage') && r.ok());
  await page.locator('.topbar .lang-switch select').selectOption('ar');
  await stored;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Saving a longer lead on Takvimim reminds at once of what falls within it, in the member's language.
  const since = new Date().toISOString();
  await page.goto('/takvimim');
  await page.locator('.takvim-reminder-form select').selectOption('14');
  await page.locator('.takvim-reminder-form button[type="submit"]').click();
  await expect(toast(page, 'تم حفظ جدول التذكيرات.')).toBeVisible();
  const text = await readSms(request, phone, /(.*آخر موعد.*)/, since);
  expect(text).toMatch(/\/DebtQuestioning\?borc=\d+/);
  expect(text).not.toMatch(/son günü|adresinden/);

  // Back to Turkish, so the member's later messages read as before.
  const back = page.waitForResponse((r) => r.url().endsWith('/api/SetUserLanguage') && r.ok());
  await page.locator('.topbar .lang-switch select').selectOption('tr');
  await back;
});
