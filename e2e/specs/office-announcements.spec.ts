import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { readSms, signInAs, testMember } from './identity.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';

/** The calendar journey's member: consent to SMS is all this journey needs of them. */
const member = testMember(11);

test('the announcement desk counts, previews and sends an announcement to a district, and the member gets it by SMS', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, member);
  await page.goto('/UserUpdate');
  const consent = page.getByRole('form', { name: 'İletişim izinleri' });
  await consent.getByLabel(/SMS ile almak/).check();
  await consent.getByRole('button', { name: 'İzinleri kaydet' }).click();
  await expect(page.getByText('İletişim izinleriniz kaydedildi.').first()).toBeVisible();
  await page.goto('/RegistryObservation');
  const phone = ((await page.locator('dt:text-is("Telefonlar") + dd').textContent()) ?? '')
    .replace(/\D/g, '')
    .slice(-10);
  const address = (await page.locator('dt:text-is("Adresler") + dd').textContent()) ?? '';

  await signInToOffice(page, 'yonetici');
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await menu.getByRole('link', { name: 'Duyuru Masası' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duyuru Masası' })).toBeFocused();
  const district = page.getByLabel('Mahalle', { exact: true });
  await expect(district.locator('option').nth(1)).toBeAttached();
  const names = await district.locator('option').allTextContents();
  const ours = names.find((n) => n.length > 2 && address.toLocaleUpperCase('tr').includes(n.toLocaleUpperCase('tr')));
  expect(ours, `a district named in "${address}"`).toBeDefined();
  await district.selectOption({ label: ours! });
  const words = `Mahallenizde ${Date.now()} numaralı bilgilendirme: yarın su kesintisi yoktur.`;
  await page.getByLabel(/Duyuru metni/).fill(words);
  await page.getByRole('button', { name: 'Önizle ve say' }).click();
  await expect(page.getByText(/İzin veren \d+ üyeye gidecek/)).toBeVisible();
  await expect(page.getByText(words).first()).toBeVisible();
  await expectNoAxeViolations(page, wcag21);

  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Duyuruyu gönder' }).click();
  await confirmIdentityIfAsked(page, 'yonetici', page.getByText(/gönderilmek üzere sıraya alındı/).first());
  const got = await readSms(request, phone, /(Mahallenizde \d+ numaralı bilgilendirme)/, since);
  expect(words).toContain(got);

  await menu.getByRole('link', { name: 'Bildirimler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeFocused();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
});
