import type { Page } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/** Today in the municipality's zone, as the API judges "not in the future". */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const number = `${today.slice(0, 4)}/${900 + Math.floor(Math.random() * 99)}`;
const subject = 'Çınaraltı mahallesi semt pazarı yer tahsisi';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The citizens' council resolutions page, searched for the subject's first word. */
async function citizenSearch(page: Page) {
  await page.goto('/ResolutionCouncilObservation');
  await page.getByLabel('Konu veya metinde ara').fill('çınaraltı');
  return page.locator('table.data-table tbody tr').filter({ hasText: number });
}

test('the clerk publishes a resolution with a PDF, a citizen finds and reads it; once withdrawn it leaves the search', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToOffice(page, 'kalem');
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Karar Masası' }).click();
  await expect(page).toHaveURL(/\/yonetim\/kararlar$/);
  await expect(page.locator('table.data-table tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page, wcag21);

  await page.getByRole('link', { name: 'Yeni karar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni karar yayımla' })).toBeVisible();
  // A number without its year is refused at its field before anything is sent.
  await page.getByLabel('Karar no', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Yayımla' }).click();
  await expect(page.getByText('Karar no yıl/sıra biçiminde olmalı (örneğin 2026/14).')).toBeVisible();
  await expectNoAxeViolations(page, wcag21);

  await page.getByLabel('Karar no', { exact: true }).fill(number);
  await page.getByLabel('Karar tarihi', { exact: true }).fill(today);
  await page.getByLabel('Toplantı no', { exact: true }).fill('11');
  await page.getByLabel('Gündem maddesi', { exact: true }).fill('5');
  await page.getByLabel('Karar tipi', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('İlgili birim', { exact: true }).fill('Zabıta Müdürlüğü');
  await page.getByLabel('Konu', { exact: true }).fill(subject);
  await page
    .getByLabel('Karar metni', { exact: true })
    .fill('Semt pazarı için yer tahsisi teklifi görüşüldü.\nTeklifin kabulüne oy birliğiyle karar verildi.');
  const preview = page.getByRole('region', { name: 'Vatandaşın göreceği' });
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible();
  await page.getByRole('button', { name: 'Yayımla' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Karar ${number}` })).toBeVisible();

  await page
    .getByLabel('PDF ekle')
    .setInputFiles({ name: 'pazar-krokisi.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('link', { name: 'pazar-krokisi.pdf' })).toBeVisible();
  await expectNoAxeViolations(page, wcag21);

  // A citizen, signed in or not, finds it at once and reads it with its attachment.
  const citizen = await browser.newPage();
  const found = await citizenSearch(citizen);
  await expect(found).toHaveCount(1);
  await found.getByRole('button', { name: /Kararı oku/ }).click();
  const dialog = citizen.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
  const attachment = dialog.getByRole('link', { name: /pazar-krokisi\.pdf/ });
  const download = await citizen.request.get((await attachment.getAttribute('href')) ?? '');
  expect(download.headers()['content-type']).toBe('application/pdf');

  // Withdrawn with a reason: out of the search, and its link says so.
  await page.getByRole('button', { name: 'Kararı geri çek' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Kararı geri çek' });
  await withdraw.getByLabel('Gerekçe').fill('Pazar yeri başka parsele taşındı.');
  await withdraw.getByRole('button', { name: 'Geri çek' }).click();
  await confirmIdentityIfAsked(page, 'kalem', page.getByText(/geri çekildi; düzenlenemez/));
  const link = citizen.url();
  await citizenSearch(citizen);
  await expect(citizen.getByText('Kayıt bulunamadı')).toBeVisible();
  await citizen.goto(link);
  await expect(citizen.getByRole('dialog').getByText('Bu karar geri çekilmiştir.')).toBeVisible();
  await expect(citizen.getByRole('dialog').getByText(/Pazar yeri başka parsele taşındı/)).toBeVisible();
  await citizen.close();
});
