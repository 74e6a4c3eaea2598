import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, wcag2, wcag21 } from './axe.js';
import { publicRoutes } from './routes.js';

for (const [path] of publicRoutes) {
  test(`accessibility scan of ${path} finds no serious violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, wcag21);
  });
}

test('accessibility scan of an open resolution dialog finds no serious violation', async ({ page }) => {
  await page.goto('/ResolutionCouncilObservation');
  await page.locator('table.data-table tbody tr').first().getByRole('button').click();
  await expect(page.getByRole('dialog').locator('.resolution-text')).toBeVisible();
  await expectNoAxeViolations(page, wcag2);
});
