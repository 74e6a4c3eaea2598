import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, wcag2 } from './axe.js';
import { cards, completeAcs, fillHostedCard } from './bank.js';
import { demo, signInAs, testMember, verifyHuman, whenHydrated } from './identity.js';
import { expect, test } from './test.js';

/** The marriage demo member (demo login printed at start): the seeded registry with an open nikah fee. */
const marriage = { pidNo: '23456789060', password: 'Demo.2026' };

/** By default every bank takes the card on its own page (ADR 0006, SAQ A): EstV3 3D Pay Hosting, PayFlex Common Payment. */
const banks = [
  { name: 'T.C. Ziraat Bankası', window: '/ziraat-banka' },
  { name: 'Türkiye İş Bankası', window: '/payment-is-bank' },
  { name: 'Türkiye Halk Bankası', window: '/payment-other-banks' },
  { name: 'Türkiye Vakıflar Bankası', window: '/vakif-banka' },
];

/** Selects the oldest open debt of the first group on /DebtQuestioning (the rule: oldest first). */
async function selectOldestDebt(page: Page, { fromMenu = false } = {}) {
  if (fromMenu) await page.getByRole('link', { name: 'Borç Sorgulama ve Ödeme' }).first().click();
  else await page.goto('/DebtQuestioning');
  const row = page.locator('.debt-group').first().locator('tr:not(.debt-group-head)').first();
  await row.getByRole('checkbox').check();
}

async function chooseBank(page: Page, name: string) {
  await page
    .getByRole('group', { name: 'Ödeme yapılacak banka' })
    .getByRole('radio', { name: new RegExp(name) })
    .check();
}

/** Our card form (EstV3 3D and 3D Pay models, when the settings choose them). */
async function payByCard(page: Page, pan = cards.success) {
  await page.getByLabel('Kart sahibinin adı soyadı').fill('Zeynep Arslan');
  await page.getByLabel('Kart numarası').fill(pan);
  await page.getByLabel('Son kullanma ayı').selectOption('12');
  await page.getByLabel('Son kullanma yılı').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Güvenlik kodu (CVV)').fill('000');
  await page.getByRole('button', { name: 'Kartla öde' }).click();
}

/** From the bank window to the result page: the card is typed on the bank's own page. */
async function completePayment(page: Page, pan = cards.success) {
  await page.getByRole('button', { name: 'Bankanın ödeme sayfasına git' }).click();
  await fillHostedCard(page, pan);
  await completeAcs(page);
}

for (const [i, bank] of banks.entries()) {
  test(`logged-in debt payment through ${bank.name} ends with a receipt`, async ({ page }) => {
    // Every request to our API, to prove where the card went.
    const apiBodies: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiBodies.push(r.postData() ?? '');
    });
    await signInAs(page, testMember(i + 1));
    await selectOldestDebt(page);
    await chooseBank(page, bank.name);
    await page.getByRole('button', { name: 'Ödemeye geç' }).click();
    await expect(page).toHaveURL(new RegExp(`${bank.window}$`));
    await expect(page.getByText('Ödenecek tutar')).toBeVisible();
    await completePayment(page);
    await expect(page).toHaveURL(/\/success-operation\?siparis=EB\w+/);
    await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();
    await expect(page.getByText(/\d{4}-E\d{7}/).first()).toBeVisible();
    expect(apiBodies.length).toBeGreaterThan(3);
    expect(apiBodies.some((body) => body.includes(cards.success))).toBe(false);
  });
}

test('the receipt PDF downloads and its verification page confirms it', async ({ page }) => {
  await signInAs(page, testMember(5));
  await selectOldestDebt(page);
  await chooseBank(page, 'T.C. Ziraat Bankası');
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await completePayment(page);
  await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();
  await expectNoAxeViolations(page, wcag2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Makbuzu indir (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^makbuz-\d{4}-E\d{7}\.pdf$/);
  const pdf = readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.includes('DejaVuSans')).toBe(true);

  await page.getByRole('link', { name: 'Makbuzu doğrula' }).click();
  await expect(page).toHaveURL(/\/makbuz-dogrula\/[A-Z0-9]{10}$/);
  await expect(page.getByText('Bu makbuz geçerlidir')).toBeVisible();
  // The receipt names its issuer and the collection type in words.
  await expect(page.getByText('Yeşilvadi Vergi Dairesi / 9860016015')).toBeVisible();
  await expect(page.getByText('Kredi kartı (3-D Secure)')).toBeVisible();
  await expectNoAxeViolations(page, wcag2);

  await page.goto('/makbuz-dogrula');
  await whenHydrated(page.getByLabel('Doğrulama kodu'));
  await page.getByLabel('Doğrulama kodu').fill('ZZZZZZZZZZ');
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText('Bu doğrulama koduyla düzenlenmiş bir makbuz bulunamadı.')).toBeVisible();
});

test('a declined card shows the bank’s reason, and a retry with another card pays', async ({ page }) => {
  await signInAs(page, testMember(6));
  await selectOldestDebt(page);
  await chooseBank(page, 'T.C. Ziraat Bankası');
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await completePayment(page, cards.insufficientFunds);
  await expect(page).toHaveURL(/\/failed-operation\?siparis=EB\w+/);
  await expect(page.getByRole('heading', { name: 'Ödemeniz tamamlanamadı' })).toBeVisible();
  await expect(page.getByText('Kartınızın bakiyesi yetersiz.')).toBeVisible();
  await expect(page.getByText('Kartınızdan herhangi bir tutar çekilmedi.')).toBeVisible();
  await expectNoAxeViolations(page, wcag2);
  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page).toHaveURL(/\/ziraat-banka$/);
  await completePayment(page);
  await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();
});

test('the card form refuses a wrong number before anything is sent', async ({ page }) => {
  // Our card form appears only where the settings choose a model without the bank's page (EstV3 3D or 3D Pay);
  // the demo banks are all bank-hosted, so the order is shown as such a model.
  await page.route('**/api/GetOrderNumberForOnlinePayment', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({
      response: res,
      json: { ...body, StoreType: '3d', NeedsCard: true, CardEntry: 'DIRECT_TO_BANK' },
    });
  });
  await signInAs(page, testMember(7));
  await selectOldestDebt(page);
  await chooseBank(page, 'T.C. Ziraat Bankası');
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await expect(page.getByLabel('Kart numarası')).toBeVisible();
  await expectNoAxeViolations(page, wcag2);
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/SaveOnlinePaymentRequest')) sent = true;
  });
  await payByCard(page, '4546711234567895');
  await expect(page.getByText('Kart numarası geçersiz.')).toBeVisible();
  await payByCard(page, '378282246310005');
  await expect(page.getByText('Yalnızca VISA ve MasterCard kartlarla ödeme yapılabilir.')).toBeVisible();
  expect(sent).toBe(false);
});

test('fast payment without login: by national ID, masked name, paid through Vakıfbank', async ({ page }) => {
  await page.goto('/FastPayment');
  await page.getByLabel('T.C. Kimlik No veya Vergi No').fill(demo.pidNo);
  await verifyHuman(page);
  await page.getByRole('button', { name: 'Borçları sorgula' }).click();
  await expect(page.getByText('Ze**** Ar****')).toBeVisible();
  await expectNoAxeViolations(page, wcag2);
  await page.locator('.debt-group').first().locator('tr:not(.debt-group-head)').first().getByRole('checkbox').check();
  await chooseBank(page, 'Türkiye Vakıflar Bankası');
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await expect(page).toHaveURL(/\/vakif-banka$/);
  await completePayment(page);
  await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();
});

test('matrimony: the nikah fee found by TCKN and application number is paid without login', async ({
  page,
  browser,
}) => {
  // The couple reads the application number from their own debt list (it is on the registry office's slip too).
  await signInAs(page, { pidNo: marriage.pidNo, password: marriage.password });
  await page.goto('/DebtQuestioning');
  const fee = page.getByText(/Başvuru No EVL-\d{4}-\d+/).first();
  await expect(fee).toBeVisible();
  const applicationNo = /EVL-\d{4}-\d+/.exec((await fee.textContent()) ?? '')?.[0] ?? '';

  // Another browser, not logged in.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'tr-TR' });
  const guest = await context.newPage();
  await guest.goto('/FastPaymentForMatrimony');
  await guest.getByLabel('T.C. Kimlik No', { exact: true }).fill(marriage.pidNo);
  await guest.getByLabel('Başvuru numarası').fill(applicationNo);
  await verifyHuman(guest);
  await guest.getByRole('button', { name: 'Ücreti sorgula' }).click();
  await expect(guest.getByText(applicationNo)).toBeVisible();
  await expectNoAxeViolations(guest, wcag2);
  await chooseBank(guest, 'Türkiye İş Bankası');
  await guest.getByRole('button', { name: 'Ödemeye geç' }).click();
  await completePayment(guest);
  await expect(guest.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();
  await context.close();
});

test('during the daily pause window the screens say when payments reopen and do not start one', async ({ page }) => {
  await page.route('**/api/GetPaymentBanks', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.Paused = {
      from: '23:45',
      until: '00:15',
      Message:
        'Ödeme işlemleri her gün 23:45 ile 00:15 arasında gün sonu işlemleri nedeniyle yapılamamaktadır. ' +
        'Ödeme sayfası saat 00:15 itibarıyla yeniden açılır.',
    };
    await route.fulfill({ response: res, json: body });
  });
  await signInAs(page, testMember(8));
  // Opened from the menu, so the app asks for the banks itself (a page loaded anew is drawn with the server's answer).
  await selectOldestDebt(page, { fromMenu: true });
  await expect(page.getByText('Ödeme sayfası saat 00:15 itibarıyla yeniden açılır.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ödemeye geç' })).toBeDisabled();

  // The notice makes the pay bar taller: a debt reached with Tab is scrolled clear of it (WCAG 2.4.11).
  await page.setViewportSize({ width: 1366, height: 700 });
  const table = page.getByRole('table').first();
  await table.getByRole('checkbox').first().focus();
  let checked = 0;
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const overlap = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('[data-testid="selection-bar"]');
      if (!focused || !bar || bar.contains(focused) || !focused.closest('table')) return null;
      const f = focused.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      return Math.max(0, Math.min(f.bottom, b.bottom) - Math.max(f.top, b.top));
    });
    if (overlap === null) continue;
    checked++;
    expect(overlap, `the ${i + 1}. tab stop lies under the pay bar`).toBe(0);
  }
  expect(checked).toBeGreaterThan(5);
});
