import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { demo, signInAs } from './identity.js';

test('Takvimim lists the due dates, subscribes a calendar, renews its address and leads to paying', async ({
  page,
  request,
}) => {
  // The demo member: this journey reads and links to payment, it does not pay, so it holds none of her debts.
  await signInAs(page, demo);
  await page.getByRole('link', { name: 'Takvimim' }).first().click();
  await expect(page).toHaveURL(/\/takvimim$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Takvimim' })).toBeFocused();

  // The month: a real table with its weekdays as column headers.
  await page.getByRole('button', { name: 'Ay', exact: true }).click();
  const grid = page.getByRole('table');
  await expect(grid.getByRole('columnheader')).toHaveCount(7);
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Liste', exact: true }).click();
  await expect(page.getByRole('link', { name: /: takvime ekle$/ }).first()).toBeVisible();

  // Subscribe: the address answers text/calendar.
  await page.getByRole('button', { name: 'Takvim adresi al' }).click();
  const address = page.getByLabel('Takvim adresi');
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/.+\.ics$/);
  const first = await address.inputValue();
  await expect(page.getByRole('link', { name: 'Takvim uygulamasında aç' })).toHaveAttribute('href', /^webcal:\/\//);
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VEVENT');

  // Renew: the old address answers 404 at once.
  await page.getByRole('button', { name: 'Adresi yenile' }).click();
  await expect(address).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(await address.inputValue())).status()).toBe(200);
  await expectNoAxeViolations(page, wcag21);

  // Nothing scrolls sideways on a narrow phone.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The first debt's link opens the debt page to pay it.
  await page
    .getByRole('link', { name: /: öde$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/DebtQuestioning\?borc=\d+$/);
  await expect(page.getByRole('button', { name: 'Ödemeye geç' })).toBeVisible();
});
