import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './test.js';

const rows = (page: Page) => page.locator('table.data-table tbody tr');
const money = /^\d{1,3}(\.\d{3})*,\d{2}$/;

async function columnTexts(page: Page, index: number) {
  return rows(page).locator(`td:nth-child(${index})`).allTextContents();
}
const kurus = (s: string) => Number(s.replace(/\./g, '').replace(',', ''));

test('street valuations: year, county, district and street narrow the list', async ({ page }) => {
  await page.goto('/EstateStreetValuation');
  await expect(rows(page).first()).toBeVisible();
  const total = page.locator('.table-total');
  const allText = await total.textContent();
  const year = page.getByLabel('Yıl', { exact: true });
  expect(await year.locator('option').count()).toBeGreaterThanOrEqual(5);

  const county = page.getByLabel('İlçe', { exact: true });
  await county.selectOption({ index: 1 });
  const district = page.getByLabel('Mahalle', { exact: true });
  await expect(district).toBeEnabled();
  await expect(district.locator('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const districtName = (await district.locator('option:checked').textContent())!;
  await expect(total).not.toHaveText(allText!);
  // The list follows the district once its answer is in (the county's answer may be showing a moment longer).
  await expect.poll(async () => [...new Set(await columnTexts(page, 2))]).toEqual([districtName]);
  for (const v of await columnTexts(page, 4)) expect(v).toMatch(money);

  const street = page.getByLabel('Cadde/Sokak', { exact: true });
  await street.selectOption({ index: 1 });
  const streetName = await street.locator('option:checked').textContent();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('td').nth(2)).toHaveText(streetName!);
});

test('on a 390 px phone every row is a card whose value is on screen, not in a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/EstateStreetValuation');
  const value = rows(page).first().locator('td').nth(3);
  await expect(value).toBeVisible();
  const box = (await value.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The value's column name is shown beside it, and the sortable columns stay as buttons.
  expect(await value.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"m² Rayiç Bedel (₺)"');
  await expect(page.getByRole('button', { name: /m² Rayiç Bedel/ })).toBeVisible();
});

test('street valuations sort by value when the column header is pressed', async ({ page }) => {
  await page.goto('/EstateStreetValuation');
  await expect(rows(page).first()).toBeVisible();
  const header = page.getByRole('columnheader', { name: /m² Rayiç Bedel/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // The old page stays on screen until the sorted one arrives: wait for the order, not for the header.
  const sortedAsc = async () => {
    const v = (await columnTexts(page, 4)).map(kurus);
    return v.length > 0 && v.every((x, i) => i === 0 || v[i - 1] <= x);
  };
  await expect.poll(sortedAsc).toBe(true);
  const lowest = (await columnTexts(page, 4)).map(kurus)[0];
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const sortedDesc = async () => {
    const v = (await columnTexts(page, 4)).map(kurus);
    return v.length > 0 && v[0] > lowest && v.every((x, i) => i === 0 || v[i - 1] >= x);
  };
  await expect.poll(sortedDesc).toBe(true);
});

test('street valuations page through the list', async ({ page }) => {
  await page.goto('/EstateStreetValuation');
  await expect(rows(page)).toHaveCount(25);
  const first = await rows(page).first().textContent();
  await page.getByRole('button', { name: 'Sonraki' }).click();
  await expect(page.getByText(/^Sayfa 2 \/ \d+$/)).toBeVisible();
  await expect(rows(page).first()).not.toHaveText(first!);
});

test('a street name that does not exist shows "Kayıt bulunamadı"', async ({ page }) => {
  await page.goto('/EstateStreetValuation');
  await page.getByLabel('Cadde/sokak adında ara').fill('Olmayansokakadı');
  await expect(page.getByText('Kayıt bulunamadı')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('the filtered list downloads as a Turkish CSV', async ({ page }) => {
  await page.goto('/EstateAbrasionShare');
  await expect(rows(page)).toHaveCount(25);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('asinma-paylari.csv');
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM: spreadsheets keep ğüşıöç
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.trim().split(/\r\n/);
  expect(lines[0]).toBe('Yapı Grubu;Yapı Tarzları;Bina Yaşı;Aşınma Payı');
  expect(lines).toHaveLength(41);
  expect(text).toContain('Çelik karkas, betonarme karkas');
});

test('construction costs filter by class and usage', async ({ page }) => {
  await page.goto('/EstateConstructionCost');
  await expect(rows(page).first()).toBeVisible();
  await page.getByLabel('Bina sınıfı').selectOption('Lüks');
  await page.getByLabel('Kullanım', { exact: true }).selectOption('Mesken');
  // Both choices are applied before the rows are read: the list follows each one as it is made.
  await expect.poll(async () => new Set(await columnTexts(page, 3))).toEqual(new Set(['Lüks']));
  await expect.poll(async () => new Set(await columnTexts(page, 1))).toEqual(new Set(['Mesken']));
  for (const v of await columnTexts(page, 4)) expect(v).toMatch(money);
});

test('abrasion shares filter by construction group', async ({ page }) => {
  await page.goto('/EstateAbrasionShare');
  await page.getByLabel('Yapı grubu').selectOption('4');
  await expect(rows(page)).toHaveCount(10);
  expect(await columnTexts(page, 4)).toEqual(['%10', '%17', '%25', '%35', '%45', '%55', '%65', '%75', '%85', '%95']);
  await expect(rows(page).last().locator('td').nth(2)).toHaveText('76 yaş ve üzeri');
});

test('advertising tariff lists a year’s groups and filters by group', async ({ page }) => {
  await page.goto('/AdvertisingTaxAnnualGroupTariff');
  await expect(rows(page).first()).toBeVisible();
  await page.getByLabel('Grup', { exact: true }).selectOption('2');
  await expect.poll(async () => new Set(await columnTexts(page, 1))).toEqual(new Set(['2. grup']));
  const years = page.getByLabel('Yıl', { exact: true });
  const older = await years.locator('option').nth(1).getAttribute('value');
  await years.selectOption(older!);
  await expect(rows(page).first()).toBeVisible();
});

test('ECT annual prices show 35 group–degree amounts and filter by degree', async ({ page }) => {
  await page.goto('/ECTAnnualPrice');
  await expect(page.locator('.table-total')).toHaveText('Toplam 35 kayıt');
  await page.getByLabel('Derece').selectOption('1');
  await expect(rows(page)).toHaveCount(7);
  expect(new Set(await columnTexts(page, 3))).toEqual(new Set(['1. derece']));
});
