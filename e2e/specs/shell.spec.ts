import type { Page } from '@playwright/test';
import { signInAs } from './identity.js';
import { expect, test } from './test.js';

test('home shows the municipality, the mayor and service tiles grouped for citizens', async ({ page }) => {
  await page.goto('/anasayfa');
  await expect(page).toHaveTitle(/Yeşilvadi Belediyesi/);
  await expect(page.getByText('Ayşe Kaya Demirtaş')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Belediye Başkanı Ayşe Kaya Demirtaş' })).toBeVisible();
  for (const group of ['Borç ve Ödeme', 'Beyannameler', 'Tarifeler ve Sorgulamalar', 'Kararlar', 'Hesabım']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Arsa Rayiç Bedelleri/ })).toBeVisible();
});

test('the service search narrows the tiles, folding Turkish letters', async ({ page }) => {
  await page.goto('/anasayfa');
  await page.getByLabel('Hizmet ara').fill('rayic');
  await expect(page.getByRole('link', { name: /Arsa Rayiç Bedelleri/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Meclis Kararları/ })).toHaveCount(0);
  await page.getByLabel('Hizmet ara').fill('qqqq');
  await expect(page.getByText('Aramanıza uygun hizmet bulunamadı.')).toBeVisible();
});

test('the side menu is closed on home and open elsewhere, and can be made compact', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/anasayfa');
  const sidebar = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(sidebar).toBeHidden();
  await page
    .getByRole('link', { name: /Meclis Kararları/ })
    .first()
    .click();
  await expect(page).toHaveURL(/ResolutionCouncilObservation/);
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(260);
  await page.getByRole('button', { name: 'Yan menüyü daralt/genişlet' }).click();
  expect((await sidebar.boundingBox())?.width).toBe(80);
  const topBar = page.locator('header.topbar');
  expect((await topBar.boundingBox())?.height).toBe(64);
});

test('every colour theme can be chosen and is remembered', async ({ page }) => {
  await page.goto('/anasayfa');
  await page.getByLabel('Tema', { exact: true }).click();
  const select = page.getByLabel('Üst çubuk teması');
  await expect(select.locator('option')).toHaveCount(13);
  const before = await page.locator('header.topbar').evaluate((el) => getComputedStyle(el).backgroundColor);
  await select.selectOption('red');
  await expect(page.locator('header.topbar')).toHaveCSS('background-color', 'rgb(198, 40, 40)');
  expect(before).toBe('rgb(255, 255, 255)');
  await page.getByLabel('Yan menü teması').selectOption('blue');
  await page.reload();
  await expect(page.locator('header.topbar')).toHaveCSS('background-color', 'rgb(198, 40, 40)');
});

test('the language switch shows the portal in English and back in Turkish', async ({ page }) => {
  await page.goto('/EstateAbrasionShare');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bina Aşınma Payları');
  await page.getByLabel('Dil').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Depreciation Shares');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Depreciation Shares');
  await page.getByLabel('Language').selectOption('tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bina Aşınma Payları');
});

test('a visitor who chose English is sent the page in English from the first byte, and the app takes it over', async ({
  page,
}) => {
  await page.goto('/EstateAbrasionShare');
  await page.getByLabel('Dil').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Depreciation Shares');
  const asked = callsMadeBy(page);
  const sent = await page.reload();
  // The HTML as the server sent it, before any script ran.
  const html = (await sent?.text()) ?? '';
  expect(html).toMatch(/<html lang="en" dir="ltr">/);
  expect(html).toContain('data-drawn="en"');
  expect(html).toContain('Depreciation Shares');
  expect(html).not.toContain('Bina Aşınma Payları');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Depreciation Shares');
  await page.waitForLoadState('networkidle');
  // Hydrated in the language it was drawn in: no mismatch written to the console.
  expect(asked.errors).toEqual([]);
  // The office's shell is in the chosen language too.
  const office = await page.goto('/yonetim');
  expect((await office?.text()) ?? '').toMatch(/<html lang="en" dir="ltr">/);
  // Back in Turkish, the next page is sent in Turkish.
  await page.goto('/EstateAbrasionShare');
  await page.getByLabel('Language').selectOption('tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bina Aşınma Payları');
  const turkish = await page.reload();
  expect((await turkish?.text()) ?? '').toMatch(/<html lang="tr" dir="ltr">/);
});

test('on a 360px phone the page fits and the menu opens as /mobil-menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/EstateStreetValuation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'Menüyü aç' }).click();
  await expect(page).toHaveURL(/\/mobil-menu$/);
  await page.getByRole('link', { name: 'Meclis Kararları' }).click();
  await expect(page).toHaveURL(/ResolutionCouncilObservation$/);
});

test('settings come from /AppSetting.json and are kept as webConfig; no password is stored', async ({ page }) => {
  await page.goto('/anasayfa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => ({ ...sessionStorage }));
  expect(JSON.parse(stored.webConfig).MunicipalityName).toBe('Yeşilvadi Belediyesi');
  expect(stored.userPassword).toBeUndefined();
  expect(stored.userEncryptedPassword).toBeUndefined();
  expect(stored.webConfig).not.toContain('machineKey');
});

test('the server draws the page, and the app takes over that drawing instead of painting it again', async ({
  browser,
  page,
}) => {
  // Without scripts, a slow phone's first seconds: the page is already there.
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const bare = await scriptless.newPage();
  await bare.goto('/EstateStreetValuation', { waitUntil: 'domcontentloaded' });
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Arsa Rayiç Bedelleri');
  await expect(bare.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  await scriptless.close();

  // With them, the drawn heading is the app's own: it is never removed and drawn anew.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.id === 'page-title' || node.querySelector('#page-title')))
            Object.assign(window, { redrawn: true });
    }).observe(document, { subtree: true, childList: true });
  });
  const asked = callsMadeBy(page);
  await page.goto('/EstateStreetValuation');
  // Drawn with its answers (ADR 0027): the years and the first page of the list are there, and not asked again.
  await expect(page.getByLabel('Yıl')).not.toHaveValue('');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.calls).toEqual([]);
  expect(asked.errors).toEqual([]);
  expect(await page.evaluate(() => (window as { redrawn?: boolean }).redrawn ?? false)).toBe(false);
  // The app is alive: another page of the list is asked for and shown.
  await page.getByRole('button', { name: 'Sonraki' }).click();
  await expect(page.getByText('Sayfa 2 /').first()).toBeVisible();
  expect(asked.calls).toContain('RetrieveEstateStreetValuations');
});

test("a member's debt page comes drawn with the member's debts, and the app takes it over without asking again", async ({
  page,
}) => {
  await signInAs(page);
  const asked = callsMadeBy(page);
  const sent = await page.goto('/DebtQuestioning');
  // The page as the server sent it already holds the debts, their chart and the payment history.
  const html = (await sent?.text()) ?? '';
  expect(html).toContain('<script id="app-data" type="application/json">');
  expect(html).toMatch(/<tbody class="debt-group">/);
  expect(html).toContain('Gelir türüne göre açık borç');
  await page.waitForLoadState('networkidle');
  for (const call of ['GetDebtListWithRevenueCode', 'GetPaymentBanks', 'GetCollectedList', 'GetSubscriptionList'])
    expect(asked.calls).not.toContain(call);
  expect(asked.errors).toEqual([]);
  // Taken over: selecting a group totals it.
  const group = page.getByRole('table', { name: 'Açık borçlar' }).locator('tbody.debt-group').first();
  const title = (await group.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await group.getByRole('checkbox', { name: `${title} borçlarını seç` }).check();
  await expect(page.getByTestId('selection-total')).not.toHaveText('₺0,00');
});

/** The API calls a page makes from now on, and the errors it writes to its console (a failed takeover writes one). */
function callsMadeBy(page: Page) {
  const seen = { calls: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.calls.push(pathname.slice('/api/'.length));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  return seen;
}
