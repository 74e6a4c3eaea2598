import type { Page } from '@playwright/test';
import { expectNoAxeViolations, wcag2 } from './axe.js';
import { demo, population, signInAs } from './identity.js';
import { expect, test } from './test.js';

const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });
/** The value next to a label of the registry's definition list. */
const detail = (page: Page, label: string) =>
  page
    .locator('dl.details > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('registry observation shows the member’s registry', async ({ page }) => {
  const person = population()[0];
  await signInAs(page);
  await page.goto('/RegistryObservation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sicil Bilgilerim');
  await expect(detail(page, 'Sicil Türü')).toHaveText('Gerçek kişi');
  await expect(detail(page, 'T.C. Kimlik No / Vergi No')).toHaveText('100******46');
  await expect(detail(page, 'Ad Soyad / Unvan')).toHaveText(`${person.ad} ${person.soyad}`);
  await expect(detail(page, 'Baba Adı')).toHaveText(person.babaAdi);
  await expect(detail(page, 'Doğum Yeri')).toHaveText(person.dogumYeri);
  await expect(detail(page, 'Doğum Tarihi')).toHaveText(person.dogumTarihi.split('-').reverse().join('.'));
  await expect(detail(page, 'Sicil No')).not.toHaveText('—');
  await expect(detail(page, 'Adresler')).not.toHaveText('—');
});

test.describe('user update', () => {
  test('changes the e-mail with the current password', async ({ page }) => {
    const email = `zeynep.${Date.now()}@example.com`;
    await signInAs(page);
    await page.goto('/UserUpdate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kullanıcı Bilgilerim');
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Mevcut şifre').fill(demo.password);
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(toast(page, 'Bilgileriniz güncellendi.')).toBeVisible();
    await expect(page.getByLabel('Mevcut şifre')).toHaveValue('');
    await page.goto('/RegistryObservation');
    await expect(detail(page, 'E-posta')).toHaveText(email);
  });

  test('refuses a wrong current password', async ({ page }) => {
    await signInAs(page);
    await page.goto('/UserUpdate');
    await page.getByLabel('E-posta').fill('baska.adres@example.com');
    await page.getByLabel('Mevcut şifre').fill('Yanlis.Sifre.9');
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(toast(page, 'Mevcut şifreniz hatalı.')).toBeVisible();
  });

  test('asks for the current password and checks the new phone and password', async ({ page }) => {
    await signInAs(page);
    await page.goto('/UserUpdate');
    await page.getByLabel('Yeni Cep Telefonu').pressSequentially('4321');
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('kisa');
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Cep telefonunu (5xx) xxx xx xx biçiminde giriniz.')).toBeVisible();
    await expect(page.getByText('Şifre en az 8 karakter olmalıdır.')).toBeVisible();
    await expect(page.getByText('Bu alan zorunludur.')).toHaveCount(2);
  });
});

test('the member’s contact consent is saved and shown again on the next visit', async ({ page }) => {
  await signInAs(page);
  await page.goto('/UserUpdate');
  const consent = page.getByRole('form', { name: 'İletişim izinleri' });
  const sms = consent.getByLabel(/SMS ile almak/);
  const wanted = !(await sms.isChecked());
  await sms.setChecked(wanted);
  await consent.getByRole('button', { name: 'İzinleri kaydet' }).click();
  await expect(toast(page, 'İletişim izinleriniz kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'İletişim izinleri' }).getByLabel(/SMS ile almak/)).toBeChecked({
    checked: wanted,
  });
});

test('logout ends the session: a login-only page asks to sign in again', async ({ page }) => {
  await signInAs(page);
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/anasayfa$/);
  await expect(page.getByRole('link', { name: 'Giriş Yap', exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  const info = await page.request.post('/api/GetSessionInfo', { data: {} });
  expect((await info.json()).Member).toBeNull();
  await page.goto('/UserUpdate');
  await expect(page).toHaveURL(/\/session\/signin\?redirectUrl=%2FUserUpdate$/);
});

async function expectNoSeriousViolation(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, wcag2);
}

for (const path of ['/session/signin', '/session/signup', '/session/forgot-password']) {
  test(`accessibility scan of ${path}, with its messages shown, finds no serious violation`, async ({ page }) => {
    await page.goto(path);
    // Send the empty form so the field errors and the verification warning are part of the scan.
    await page
      .locator('main form')
      .first()
      .getByRole('button', { name: /Giriş Yap|Üye Ol|Onay/ })
      .click();
    await expect(page.getByText('Lütfen gerçek kişi olduğunuzu doğrulayınız')).toBeVisible();
    await expectNoSeriousViolation(page);
  });
}

for (const path of ['/RegistryObservation', '/UserUpdate']) {
  test(`accessibility scan of ${path} finds no serious violation`, async ({ page }) => {
    await signInAs(page);
    await page.goto(path);
    await expect(page.locator('main form, main dl').first()).toBeVisible();
    await expectNoSeriousViolation(page);
  });
}
