import type { Page } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

const NOTICE = 'Vergi ödemelerinde son gün 30 Kasım; vezneler cumartesi de açıktır.';

/** Saves the settings form as it is now, with a reason; the new version is in force at once. */
async function save(page: Page, reason: string) {
  await page.getByLabel(/Değişikliğin gerekçesi/).fill(reason);
  await page.getByRole('button', { name: 'Kaydet ve uygula' }).click();
  // The previous save's notice may still be on screen: the newest one is this save's.
  await expect(page.getByText(/Ayarlar kaydedildi ve uygulandı/).last()).toBeVisible();
}

test('the administrator publishes a home page notice and enters a later year’s bayram in the office, and a citizen sees the notice on the home page', async ({
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

  // The bayrams of a year the code does not list: a clash is told on the field, the eve follows by rule.
  await page.getByRole('button', { name: 'Bayram ekle' }).click();
  await page
    .getByRole('group', { name: 'Ramazan Bayramı (yeni)' })
    .getByLabel(/İlk gün/)
    .fill('2027-03-10');
  // Its legend now names its year: the one added comes after 2027's own Ramazan Bayramı.
  const bayram = page.getByRole('group', { name: 'Ramazan Bayramı 2027' }).last();
  const firstDay = bayram.getByLabel(/İlk gün/);
  await page.getByLabel(/Değişikliğin gerekçesi/).fill('Vergi dönemi duyurusu');
  await page.getByRole('button', { name: 'Kaydet ve uygula' }).click();
  await expect(bayram.getByText('Arifesiyle birlikte Ramazan Bayramı (09.03.2027) ile çakışıyor.')).toBeVisible();
  await expect(firstDay).toHaveAttribute('aria-invalid', 'true');
  await firstDay.fill('2028-02-26');
  const ramazan2028 = page.getByRole('group', { name: 'Ramazan Bayramı 2028' });
  await expect(ramazan2028.getByText(/çakışıyor/)).toHaveCount(0);
  await expect(ramazan2028.getByText('Arife (yarım gün): 25.02.2028. Son bayram günü: 28.02.2028.')).toBeVisible();
  // A phone held upright: the whole desk fits without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, wcag21);
  await save(page, 'Vergi dönemi duyurusu');

  // The version history says who changed what and why.
  const history = page.getByRole('table', { name: 'Sürüm geçmişi' });
  await expect(history.getByRole('cell', { name: 'Vergi dönemi duyurusu' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Ana sayfa duyuruları, Dini bayram günleri' })).toBeVisible();
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
  await page.getByRole('button', { name: 'Ramazan Bayramı 2028 kaydını kaldır' }).click();
  await save(page, 'Duyuru süresi doldu');
  await page.goto('/anasayfa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Duyurular' })).toHaveCount(0);
});
