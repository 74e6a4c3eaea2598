import type { Page } from '@playwright/test';
import { expect, test } from './test.js';

const rows = (page: Page) => page.locator('table.data-table tbody tr');

test('council resolutions: search by text and read the full text of one', async ({ page }) => {
  await page.goto('/ResolutionCouncilObservation');
  await expect(rows(page).first()).toBeVisible();
  const subject = (await rows(page).first().locator('td').nth(3).textContent())!;
  const word = subject.split(/\s+/).find((w) => w.length > 6)!;
  await page.getByLabel('Konu veya metinde ara').fill(word.toLocaleLowerCase('tr'));
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).locator('td:nth-child(4)', { hasText: subject }).first()).toBeVisible();
  await page.getByLabel('Konu veya metinde ara').fill('zzqq-olmayan');
  await expect(page.getByText('Kayıt bulunamadı')).toBeVisible();
  await page.getByLabel('Konu veya metinde ara').fill(word);
  await expect(rows(page).first()).toBeVisible();
  const number = (await rows(page).first().locator('td').first().textContent())!;
  await rows(page)
    .first()
    .getByRole('button', { name: /Kararı oku/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(`Meclis Kararı — Karar No ${number}`);
  await expect(dialog.locator('.resolution-text')).toContainText('karar');
  expect(((await dialog.locator('.resolution-text').textContent()) ?? '').length).toBeGreaterThan(400);
  await expect(page).toHaveURL(/karar=\d+/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/karar=/);
});

test('a resolution link opens that resolution directly', async ({ page }) => {
  await page.goto('/ResolutionComitteeObservation');
  await expect(rows(page).first()).toBeVisible();
  await rows(page)
    .first()
    .getByRole('button', { name: /Kararı oku/ })
    .click();
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toContainText('Karar No');
  const url = page.url();
  const heading = await page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent();
  await page.goto(url);
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toHaveText(heading!);
  expect(heading).toContain('Encümen Kararı');
});

test('committee resolutions filter by date range and type', async ({ page }) => {
  await page.goto('/ResolutionComitteeObservation');
  await expect(rows(page).first()).toBeVisible();
  const latest = (await rows(page).first().locator('td').nth(1).textContent())!; // dd.MM.yyyy
  const year = latest.slice(6);
  await page.getByLabel('Başlangıç tarihi').fill(`${year}-01-01`);
  await page.getByLabel('Bitiş tarihi').fill(`${year}-12-31`);
  await expect
    .poll(async () => {
      const dates = await rows(page).locator('td:nth-child(2)').allTextContents();
      return dates.length > 0 && dates.every((d) => d.endsWith(year));
    })
    .toBe(true);
  const type = page.getByLabel('Karar türü');
  await type.selectOption({ index: 1 });
  const typeName = (await type.locator('option:checked').textContent())!;
  await expect
    .poll(async () => new Set(await rows(page).locator('td:nth-child(3)').allTextContents()))
    .toEqual(new Set([typeName]));
});

test('a start date after the end date is explained, not sent', async ({ page }) => {
  await page.goto('/ResolutionCouncilObservation');
  await page.getByLabel('Başlangıç tarihi').fill('2026-12-31');
  await page.getByLabel('Bitiş tarihi').fill('2026-01-01');
  await expect(page.getByRole('alert')).toHaveText(
    'Tarih sırası geçersiz: başlangıç tarihi bitiş tarihinden sonra olamaz.',
  );
});
