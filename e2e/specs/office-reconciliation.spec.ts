import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

const textOf = async (cell: Locator) => (await cell.textContent()) ?? '';
/** "₺1.234,56" or "1234,56" → kuruş. */
const kurus = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

test('the finance clerk reconciles today’s demo payments: the groups, the grand total and the end-of-day CSV agree', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToOffice(page, 'muhasebe');
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await menu.getByRole('link', { name: 'Tahsilat Mutabakatı' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tahsilat mutabakatı' })).toBeVisible();

  // Today's receipts of the demo town, per channel and bank; the grand total is the sum of the groups.
  const table = page.getByRole('table', { name: 'Kanal ve banka kırılımında tahsilatlar' });
  await expect(table).toBeVisible();
  const grandTotal = kurus(await textOf(page.getByTestId('grand-total')));
  const grandCount = Number(await textOf(page.getByTestId('grand-count')));
  expect(grandCount).toBeGreaterThan(0);
  const groupRows = table.locator('tbody > tr[data-group]');
  let groupsTotal = 0;
  let groupsCount = 0;
  for (const row of await groupRows.all()) {
    groupsCount += Number(await textOf(row.locator('td').nth(0)));
    groupsTotal += kurus(await textOf(row.locator('td').nth(1)));
  }
  expect(groupsCount).toBe(grandCount);
  expect(groupsTotal).toBe(grandTotal);

  // A group opens to its receipts.
  const first = groupRows.first();
  const firstCount = Number(await textOf(first.locator('td').nth(0)));
  await first.getByRole('button', { name: /^Makbuzlar/ }).click();
  await expect(page.getByRole('table', { name: /makbuzları$/ }).locator('tbody tr')).toHaveCount(
    Math.min(firstCount, 200),
  );
  await expectNoAxeViolations(page, wcag21);

  // A refund request against one receipt becomes a task on finance's list.
  const refundsAsked = table.locator('tfoot td').nth(2);
  const refundsBefore = kurus(await textOf(refundsAsked));
  await page
    .getByRole('table', { name: /makbuzları$/ })
    .getByRole('button', { name: /iade talebi$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'İade talebi' });
  await dialog.getByLabel(/İade tutarı/).fill('0,01');
  await dialog.getByLabel('Gerekçe').fill('Mükerrer tahsilat');
  await expectNoAxeViolations(page, wcag21);
  await dialog.getByRole('button', { name: 'Talebi kaydet' }).click();
  await expect(dialog).toBeHidden();
  const refunds = page.getByRole('table', { name: 'İade talepleri' });
  await expect(refunds.getByRole('cell', { name: 'Mükerrer tahsilat' })).toBeVisible();
  // The day's refunds asked grow by the one kuruş (other journeys may have asked refunds on today's receipts too).
  await expect.poll(async () => kurus(await textOf(refundsAsked))).toBe(refundsBefore + 1);

  // The end-of-day CSV: byte order mark, Turkish headers, and receipts that add up to the grand total.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV indir' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gun-sonu-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  const headers = lines[0].split(';');
  expect(headers).toEqual([
    'Makbuz No',
    'Tahsilat Zamanı',
    'Kanal',
    'Banka',
    'Tahsilat Türü',
    'Sipariş No',
    'Tutar (TL)',
    'İade (TL)',
  ]);
  const receipts = lines.slice(1, lines.indexOf(''));
  expect(receipts).toHaveLength(grandCount);
  const amount = headers.indexOf('Tutar (TL)');
  expect(receipts.reduce((s, l) => s + kurus(l.split(';')[amount]), 0)).toBe(grandTotal);
  const total = lines.find((l) => l.startsWith('GENEL TOPLAM;'))?.split(';');
  expect(total && kurus(total[2])).toBe(grandTotal);

  // The accounting file of a closed day, written by the export job after midnight: its header and trailer carry
  // the count and total of its lines to the kuruş.
  const files = page.getByRole('table', { name: 'Muhasebeye aktarım dosyaları' });
  await expect(async () => {
    await page.reload();
    await expect(files.locator('tbody tr').first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expectNoAxeViolations(page, wcag21);
  const [accounting] = await Promise.all([
    page.waitForEvent('download'),
    files
      .getByRole('button', { name: /^İndir ?: / })
      .first()
      .click(),
  ]);
  expect(accounting.suggestedFilename()).toMatch(/^tahsilat-muhasebe-\d{4}-\d{2}-\d{2}(-v\d+)?\.csv$/);
  const file = await readFile((await accounting.path()) as string);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [, header, ...records] = file
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
  const trailer = records.pop() ?? [];
  expect(records.length).toBeGreaterThan(0);
  expect(records.every((r) => r[0] === 'D' && r.length === 18)).toBe(true);
  const linesKurus = records.reduce((s, r) => s + Number(r[9]), 0);
  expect([header[0], Number(header[2]), Number(header[4])]).toEqual(['H', records.length, linesKurus]);
  expect([trailer[0], Number(trailer[1]), Number(trailer[2])]).toEqual(['T', records.length, linesKurus]);

  // At 320 px the desk reflows: the page itself never scrolls sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});
