import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { signInToOffice } from './office-login.js';

const NOTICE = 'Vergi ödemelerinde son gün 30 Kasım; vezneler cumartesi de açıktır.';

/** Saves the settings form as it is now, with a reason; the new version is in force at once. */
async function save(page: Page, reason: string) {
  await page.getByLabel(/Değişikliğin gerekçesi/).fill(reason);
  await page.getByRole('button', { name: 'Kaydet ve uygula' }).click();
  // The previous save's notice may still be on screen: the newest one is this save's.
  await expect(page.getByText(/Ayarlar kaydedildi ve uygulandı/).last()).toBeVisible();
}

test('the administrator publishes a home page notice in the office, and a citizen sees it on the home page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInToOffice(page, 'yonetici');
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Çalışma Ayarları' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Çalışma ayarları' })).toBeVisible();
  await expect(page.getByLabel('Ödemelerde önce sunulan banka')).toBeVisible();

  await page.getByRole('button', { name: 'Duyuru ekle' }).click();
  await page.getByLabel(/Türkçe metin/).fill(NOTICE);
  await page.getByLabel('Tür', { exact: true }).selectOption('warning');
  await expectNoAxeViolations(page, wcag21);
  await save(page, 'Vergi dönemi duyurusu');

  // The version history says who changed what and why.
  const history = page.getByRole('table', { name: 'Sürüm geçmişi' });
  await expect(history.getByRole('cell', { name: 'Vergi dönemi duyurusu' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Ana sayfa duyuruları' }).first()).toBeVisible();
  await expectNoAxeViolations(page, wcag21);

  // A citizen, in a browser of their own, without any restart of the portal.
  const citizen = await browser.newContext();
  const home = await citizen.newPage();
  await home.goto('/anasayfa');
  const notices = home.getByRole('region', { name: 'Duyurular' });
  await expect(notices).toContainText(NOTICE);
  await expectNoAxeViolations(home, wcag21);
  await citizen.close();

  // Taken down again, so the other browser tests find the home page as the demo has it.
  await page.getByRole('button', { name: '1. duyuruyu kaldır' }).click();
  await save(page, 'Duyuru süresi doldu');
  await page.goto('/anasayfa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Duyurular' })).toHaveCount(0);
});
