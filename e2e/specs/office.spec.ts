import type { Page } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { verifyHuman } from './identity.js';
import { confirmIdentityIfAsked, signInToOffice, totp } from './office-login.js';
import { expect, test } from './test.js';

const NEW_USER = 'ayse.yazici';
const NEW_PASSWORD = 'Yazi.Isleri.2026';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıkış' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personel Girişi' })).toBeVisible();
}

test('an administrator creates a Yazı İşleri clerk, who enrols the second factor and sees only their desks; the audit log shows it', async ({
  page,
}) => {
  // Codes are spent once per 30-second window, so this journey waits for fresh ones.
  test.setTimeout(180_000);

  await page.goto('/yonetim');
  await expect(page).toHaveURL(/\/yonetim\/giris$/);
  await expect(page.getByText('Belediye Yönetim Paneli')).toBeVisible();
  await expectNoAxeViolations(page, wcag21);

  await signInToOffice(page, 'yonetici');
  await expect(page.getByRole('heading', { level: 1, name: /^Merhaba, / })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(menu.getByRole('link', { name: 'Personel Yönetimi' })).toBeVisible();
  await expectNoAxeViolations(page, wcag21);

  // Create the clerk: the act asks for the password and a code again.
  await menu.getByRole('link', { name: 'Personel Yönetimi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personel Yönetimi' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'yonetici', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Yeni personel' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni personel' });
  await form.getByLabel('Kullanıcı adı').fill(NEW_USER);
  await form.getByLabel('Ad soyad').fill('Ayşe Yazıcı');
  await form.getByLabel(/^İlk şifre/).fill(NEW_PASSWORD);
  await form.getByLabel('Yazı İşleri').check();
  await form.getByRole('button', { name: 'Oluştur' }).click();
  await confirmIdentityIfAsked(page, 'yonetici', page.getByRole('cell', { name: NEW_USER, exact: true }));
  await signOut(page);

  // The clerk's first sign-in: password only, then the enrolment of the second factor.
  await page.getByLabel('Kullanıcı adı').fill(NEW_USER);
  await page.getByLabel('Şifre').fill(NEW_PASSWORD);
  await verifyHuman(page);
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'İki Aşamalı Doğrulama Kurulumu' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Doğrulama kodu').fill(totp(secret, Math.floor(Date.now() / 30_000)));
  await page.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kurtarma Kodlarınız' })).toBeVisible();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Kaydettim' }).click();

  // Only the desks the Yazı İşleri role allows.
  await expect(page.getByRole('heading', { level: 1, name: 'Merhaba, Ayşe Yazıcı' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Karar Masası' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Personel Yönetimi' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Denetim Kayıtları' })).toHaveCount(0);
  await page.goto('/yonetim/personel');
  await expect(page.getByText('Bu sayfayı açma yetkiniz bulunmuyor.').first()).toBeVisible();
  await signOut(page);

  // The administrator finds the creation in the audit log.
  await signInToOffice(page, 'yonetici');
  await menu.getByRole('link', { name: 'Denetim Kayıtları' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Denetim Kayıtları' })).toBeVisible();
  await page.getByLabel('İşlem').selectOption({ label: 'Personel oluşturuldu' });
  await page.getByRole('button', { name: 'Süz' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Personel oluşturuldu' });
  await expect(row).toHaveCount(1);
  await row.getByText('Göster').click();
  await expect(row.getByText(NEW_USER)).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
});
