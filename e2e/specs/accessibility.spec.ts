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

test('after a link inside the app focus is on the new page heading; on a first load Tab reaches the skip link first', async ({
  page,
}) => {
  await page.goto('/anasayfa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toBeFocused();
  await page.getByRole('link', { name: 'Giriş Yap', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Sistemine Giriş' })).toBeFocused();
  // A dialog closed gives focus back to the button that opened it.
  await page.goto('/ResolutionCouncilObservation');
  const opener = page.locator('table.data-table tbody tr').first().getByRole('button');
  await opener.click();
  await expect(page.getByRole('dialog').locator('.resolution-text')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('with a 200 % default text on a 390px phone the controls grow with it, the top bar holds the name and nothing runs off the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  // The browser's own text-size setting, as a visitor sets it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  for (const path of ['/anasayfa', '/EstateStreetValuation']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const layout = await page.evaluate(() => {
      const bar = document.querySelector('header.topbar') as HTMLElement;
      const name = bar.querySelector('.brand-name') as HTMLElement;
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        nameInBar: name.getBoundingClientRect().bottom <= bar.getBoundingClientRect().bottom,
        nameWhole: name.scrollWidth <= name.clientWidth,
        selects: [...document.querySelectorAll('select')].map((s) => getComputedStyle(s).fontSize),
      };
    });
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.nameInBar).toBe(true);
    expect(layout.nameWhole).toBe(true);
    expect(new Set(layout.selects)).toEqual(new Set(['32px']));
  }
});
