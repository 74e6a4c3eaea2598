import { expectNoAxeViolations, wcag2 } from './axe.js';
import { signInAs } from './identity.js';
import { expect, test } from './test.js';

/** "₺1.234,56" → 123456: amounts always show two decimals, so the digits are the kuruş. */
const kurus = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const TRY = /^₺\d{1,3}(\.\d{3})*,\d{2}$/;

test('debt inquiry lists debts in TRY, totals a selected group and shows the payment history', async ({ page }) => {
  await signInAs(page);
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Borç Sorgulama ve Ödeme');
  await expect(page.getByRole('heading', { name: 'Açık borçlar' })).toBeVisible();

  // One table, one header row; each kind of revenue is a row group under its heading row.
  const table = page.getByRole('table', { name: 'Açık borçlar' });
  await expect(page.getByRole('region', { name: 'Açık borçlar' }).getByRole('table')).toHaveCount(1);
  await expect(table.locator('thead tr')).toHaveCount(1);
  const group = table.locator('tbody.debt-group').first();
  const rows = group.locator('tr:not(.debt-group-head)');
  await expect(rows.first()).toBeVisible();
  for (const header of ['Açıklama', 'Vade', 'Anapara', 'Gecikme Zammı', 'Toplam']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // The pay bar with the bank choice is in reach before any scrolling.
  const bar = page.getByRole('region', { name: 'Seçilen borçların ödemesi' });
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('group', { name: 'Ödeme yapılacak banka' })).toBeInViewport();
  await expect(rows.first().locator('td.num').last()).toHaveText(TRY);
  await expect(page.locator('.summary-card strong').first()).toHaveText(TRY);
  await expect(page.getByText('Vadesi geçmiş', { exact: true }).first()).toBeVisible();

  const total = page.getByTestId('selection-total');
  await expect(total).toHaveText('₺0,00');
  const title = (await group.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await group.getByRole('checkbox', { name: `${title} borçlarını seç` }).check();
  const cells = await rows.locator('td[data-total-kurus]').allTextContents();
  const expected = cells.reduce((s, text) => s + kurus(text), 0);
  expect(expected).toBeGreaterThan(0);
  expect(kurus(await group.locator('.debt-group-total').textContent())).toBe(expected);
  await expect(total).toHaveText(TRY);
  expect(kurus(await total.textContent())).toBe(expected);
  await expect(page.getByText(`Seçilen ${cells.length} borç`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ödemeye geç' })).toBeEnabled();

  // The newest row off again: no newer debt of its kind is selected, so the total drops by that row alone.
  const lastRowTotal = kurus(cells[cells.length - 1]);
  await rows.last().getByRole('checkbox').uncheck();
  await expect.poll(async () => kurus(await total.textContent())).toBe(expected - lastRowTotal);

  const chart = page.getByRole('figure', { name: 'Gelir türüne göre açık borç' });
  await expect(chart.getByRole('listitem').first()).toContainText(/₺\d/);

  await expect(page.getByRole('heading', { name: 'Su abonelikleri' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Ödeme geçmişi' });
  await expect(history.locator('tbody tr').first()).toBeVisible();
  await expect(history.locator('tbody tr').first().locator('td.num')).toHaveText(TRY);
  expect(await history.locator('tbody tr').count()).toBeLessThanOrEqual(10);
});

test('accessibility scan of /DebtQuestioning finds no serious violation', async ({ page }) => {
  await signInAs(page);
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('table', { name: 'Ödeme geçmişi' })).toBeVisible();
  await page.locator('.debt-group').first().getByRole('checkbox').first().check();
  await expect(page.getByRole('region', { name: 'Seçilen borçların ödemesi' })).toBeVisible();
  await expectNoAxeViolations(page, wcag2);
});

test('on a 360px phone the debt list fits the screen, each debt a card with labelled amounts', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page);
  await page.goto('/DebtQuestioning');
  const firstRow = page.locator('.debt-group').first().locator('tr:not(.debt-group-head)').first();
  await expect(firstRow).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const total = firstRow.locator('td[data-total-kurus]');
  await expect(total).toHaveAttribute('data-label', 'Toplam');
  const box = await total.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  // The pay bar, held at the bottom of the phone's screen, keeps the bank choice and the button in reach.
  const bar = page.getByRole('region', { name: 'Seçilen borçların ödemesi' });
  await expect(bar.getByRole('button', { name: 'Ödemeye geç' })).toBeInViewport();
  await expect(bar.getByRole('radio').first()).toBeInViewport();
});
