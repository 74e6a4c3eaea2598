import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { completeAcs, fillHostedCard } from './bank.js';
import { signInAs, testMember } from './identity.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';
import { expect, test } from './test.js';
import { next, reachReview } from './wizard.js';

/**
 * A citizen files one declaration of each kind from the first step to the confirmation, sees how the amount was
 * computed and downloads the receipt; one accrual is paid by card from /DebtQuestioning; the revenue office returns
 * one with a reason and the citizen reads it on /beyannamelerim. Every step passes an axe scan.
 */

// A test member no other spec signs in as (the seed makes ten).
const citizen = testMember(9);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const returnReason = 'Tapudaki yüzölçümü ile beyan edilen alan uyuşmuyor; lütfen düzeltin.';

type Fill = (page: Page) => Promise<void>;
const choose = (page: Page, label: string, index = 1) =>
  page.getByLabel(label, { exact: true }).selectOption({ index });
const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

/** County → district → street, the first of each list that has streets. */
async function pickAddress(page: Page) {
  await choose(page, 'İlçe');
  await choose(page, 'Mahalle');
  await choose(page, 'Cadde / sokak');
}

const acquired = async (page: Page, building: boolean) => {
  await fill(page, 'Edinme tarihi', '2023-04-12');
  await choose(page, 'Edinme sebebi');
  if (building) await page.getByLabel('Kullanım şekli', { exact: true }).selectOption({ label: 'Mesken (konut)' });
};
const deed = async (page: Page, area: string, label = 'Yüzölçümü (m²)') => {
  await fill(page, 'Ada', '318');
  await fill(page, 'Parsel', '14');
  await fill(page, label, area);
};

/** Each kind's own steps, between the declarer and the attachments. */
const kinds: Array<{ path: string; name: string; steps: Fill[] }> = [
  {
    path: '/EMunicipalityEstateDeclarationBuilding',
    name: 'bina',
    steps: [
      pickAddress,
      async (page) => {
        await deed(page, '120,5', 'Brüt kullanım alanı (m²)');
        await fill(page, 'Arsa payı (m²)', '40');
      },
      (page) => acquired(page, true),
      async (page) => {
        await page.getByLabel('Yapı tarzı', { exact: true }).selectOption({ label: 'Betonarme karkas' });
        await page.getByLabel('Bina sınıfı', { exact: true }).selectOption({ label: '2. sınıf' });
        await fill(page, 'İnşaat (bitiş) yılı', '2010');
      },
      async () => undefined,
    ],
  },
  {
    path: '/EMunicipalityEstateDeclarationPlot',
    name: 'arsa',
    steps: [pickAddress, (page) => deed(page, '350'), (page) => acquired(page, false)],
  },
  {
    path: '/EMunicipalityEstateDeclarationLand',
    name: 'arazi',
    steps: [
      pickAddress,
      (page) => deed(page, '5000'),
      async (page) => {
        await acquired(page, false);
        await choose(page, 'Arazi cinsi');
      },
    ],
  },
  {
    path: '/EMunicipalityECTDeclaration',
    name: 'çtv',
    steps: [
      async (page) => {
        await fill(page, 'İşyeri adı (tabelada yazan)', 'Arslan Kırtasiye');
        await pickAddress(page);
        await fill(page, 'Faaliyete başlama tarihi', '2024-02-01');
      },
      async (page) => {
        await choose(page, 'Bina grubu', 7);
        await choose(page, 'Derece', 3);
      },
    ],
  },
  {
    path: '/EMunicipalityAdDeclaration',
    name: 'reklam',
    steps: [
      async (page) => {
        await fill(page, 'İşyeri adı (tabelada yazan)', 'Arslan Kırtasiye');
        await pickAddress(page);
      },
      async (page) => {
        await choose(page, 'Reklam türü');
        await fill(page, 'En (m)', '3');
        await fill(page, 'Boy (m)', '1,2');
        await choose(page, 'Yer grubu', 3);
        await fill(page, 'Reklamın yeri', 'Giriş kapısı üstü');
      },
    ],
  },
  {
    path: '/EMunicipalityEntertainmentDeclaration',
    name: 'eğlence',
    steps: [
      async (page) => {
        await fill(page, 'İşyeri adı (tabelada yazan)', 'Arslan Bilardo Salonu');
        await pickAddress(page);
      },
      async (page) => {
        await choose(page, 'Eğlence yeri / faaliyet türü');
        await choose(page, 'Tarife grubu', 2);
        await fill(page, 'Dönemin (etkinliğin) ilk günü', `${new Date().getFullYear()}-01-01`);
        await fill(page, 'Açık olunan gün sayısı', '20');
        const revenue = page.getByLabel('Bilet hasılatı (₺, vergi hariç)', { exact: true });
        if (await revenue.isVisible()) await revenue.fill('12500');
      },
    ],
  },
];

/** The declarer step: the registry's identity is shown; the phone is given when the registry has none. */
async function declarer(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: /Adım 1 \/ \d+: Beyan eden/ })).toBeVisible();
  const phone = page.getByLabel('Cep telefonu', { exact: true });
  if (!(await phone.inputValue())) await phone.fill('5550000109');
  await expectNoAxeViolations(page, wcag21);
  await next(page);
}

/** Files one declaration and returns its number; `attach` uploads a PDF on the attachments step. */
async function file(page: Page, kind: (typeof kinds)[number], attach: boolean): Promise<string> {
  await page.goto(kind.path);
  await declarer(page);
  for (const step of kind.steps) {
    await step(page);
    await expectNoAxeViolations(page, wcag21);
    await next(page);
  }
  const upload = page.locator('input[type="file"]');
  if (attach && (await upload.count())) {
    await upload.setInputFiles({ name: 'tapu-fotokopisi.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('button', { name: 'tapu-fotokopisi.pdf dosyasını kaldır' })).toBeVisible();
  }
  await reachReview(page, () => expectNoAxeViolations(page, wcag21));
  // The live estimate has computed the amount by now, with its working.
  await expect(page.getByTestId('estimate-total')).toHaveText(/₺/);
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Beyannameyi gönder' }).click();
  const number = page.getByTestId('declaration-number');
  await expect(number).toHaveText(/\S+-\d{4}-\d+/);
  const explanation = page.getByRole('region', { name: 'Bu tutar nasıl hesaplandı?' });
  const figure = explanation.locator('details').first();
  await figure.locator('summary').click();
  await expect(figure.locator('li').first()).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  return (await number.textContent()) ?? '';
}

test('a citizen files each kind of declaration, pays one, and reads why the office returned another', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  await signInAs(page, citizen);
  await test.step('each form is drawn whole by the server, its code lists answered, not as a spinner', async () => {
    for (const path of ['/EMunicipalityEstateDeclarationBuilding', '/EMunicipalityECTDeclaration']) {
      const drawn = await (await page.request.get(path)).text();
      // The page's own part, after its heading: the first step's fields, not a spinner.
      const form = /id="page-title"([\s\S]*)<\/main>/.exec(drawn)?.[1] ?? '';
      expect(form, path).toMatch(/<(input|select)\b/);
      expect(form, path).not.toContain('Yükleniyor');
    }
  });
  const numbers: string[] = [];
  for (const [i, kind] of kinds.entries()) {
    await test.step(`${kind.name} beyannamesi`, async () => {
      numbers.push(await file(page, kind, i === 0));
    });
  }

  await test.step('the receipt downloads as a PDF', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Beyanname alındısı (PDF)' }).click(),
    ]);
    const body = readFileSync((await download.path()) as string);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('the ÇTV accrual is on the debt page and is paid by card', async () => {
    const ect = numbers[3] as string;
    await page.goto('/DebtQuestioning');
    const row = page.locator('tbody tr').filter({ hasText: ect }).first();
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('checkbox').check();
    await page
      .getByRole('group', { name: 'Ödeme yapılacak banka' })
      .getByRole('radio', { name: /T\.C\. Ziraat Bankası/ })
      .check();
    await page.getByRole('button', { name: 'Ödemeye geç' }).click();
    await page.getByRole('button', { name: 'Bankanın ödeme sayfasına git' }).click();
    await fillHostedCard(page);
    await completeAcs(page);
    await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();
  });

  await test.step('the revenue office returns the plot declaration with a reason', async () => {
    const context = await browser.newContext();
    const office = await context.newPage();
    await signInToOffice(office, 'gelir');
    await office
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Beyanname İnceleme' })
      .click();
    await office.getByRole('link', { name: `${numbers[1]} beyannamesini aç` }).click();
    await expect(office.getByRole('region', { name: 'Bu tutar nasıl hesaplandı?' })).toBeVisible();
    await expectNoAxeViolations(office, wcag21);
    await office.getByRole('button', { name: 'Düzeltmeye iade et' }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('İade nedeni').fill(returnReason);
    await dialog.getByRole('button', { name: 'İade et' }).click();
    await expect(office.getByText('Beyanname düzeltmeye iade edildi.')).toBeVisible();

    // The same office corrects a street's valuation in the year's table, confirming who they are.
    await office
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Beyanname Hesap Tabloları' })
      .click();
    const valuation = office.getByRole('region', { name: 'Arsa rayiç bedelini düzelt' });
    const district = valuation.getByLabel('Mahalle');
    await expect(district.locator('option')).not.toHaveCount(1);
    await district.selectOption({ index: 1 });
    const street = valuation.getByLabel('Cadde/Sokak');
    await expect(street.locator('option')).not.toHaveCount(1);
    await street.selectOption({ index: 1 });
    await valuation.getByLabel('Yeni m² rayiç bedeli (TL)').fill('12.500,00');
    await valuation.getByLabel('Gerekçe (en az 10 karakter)').fill('Kıymet takdir komisyonu kararı ile güncellendi.');
    await valuation.getByRole('button', { name: 'Kaydet' }).click();
    const saved = office.getByText(/Tablo değiştirildi \(sürüm \d+\)\./).last();
    await confirmIdentityIfAsked(office, 'gelir', saved);
    await expect(
      office
        .getByRole('region', { name: 'Değişiklik geçmişi' })
        .getByText('Kıymet takdir komisyonu kararı ile güncellendi.'),
    ).toBeVisible();
    await expectNoAxeViolations(office, wcag21);
    await context.close();
  });

  await test.step('the citizen sees the return and its reason, and the paid installment', async () => {
    await page.goto('/beyannamelerim');
    const card = page.getByRole('article', { name: new RegExp(numbers[1] as string) });
    await expect(card.getByText('Düzeltme için iade edildi')).toBeVisible();
    await expect(card.getByText(returnReason)).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Tahsilatlar' })
        .getByText(numbers[3] as string)
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, wcag21);
  });
});

/** Today in Istanbul, 'YYYY-MM-DD': the portal's day, whatever the machine's zone. */
const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const trDate = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The flat of the next test: bought on 8 November (today, if earlier in the month). From 1 November next year's
 * tables are out (ADR 0041), so this November's purchase is declared for next year; before November the flat was
 * bought last November and is declared for this year, whose tables the portal holds.
 */
function novemberFlat() {
  const today = istanbulToday();
  const year = Number(today.slice(0, 4));
  const november = today.slice(5, 7) >= '11';
  const acquired = november ? [`${year}-11-08`, today].sort()[0] : `${year - 1}-11-08`;
  return { today, filingYear: year, acquired, taxYear: Number(acquired.slice(0, 4)) + 1 };
}

test('a citizen declares a flat bought in November for the year after, sees the year, the due dates and their working, and pays the first installment', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const flat = novemberFlat();
  const why = `Bu beyan ${flat.taxYear} yılı için verilmektedir: ${trDate(flat.acquired)} tarihinde edinilen taşınmazın vergisi, edinmeyi izleyen yıldan başlar`;
  await signInAs(page, citizen);
  await page.goto('/EMunicipalityEstateDeclarationBuilding');
  await declarer(page);
  await pickAddress(page);
  await next(page);
  await fill(page, 'Ada', '4410');
  await fill(page, 'Parsel', '8');
  await fill(page, 'Brüt kullanım alanı (m²)', '118,75');
  await fill(page, 'Arsa payı (m²)', '40');
  await next(page);

  await test.step('the acquisition step says which year the declaration is for and why', async () => {
    await fill(page, 'Edinme tarihi', flat.acquired);
    await choose(page, 'Edinme sebebi');
    await page.getByLabel('Kullanım şekli', { exact: true }).selectOption({ label: 'Mesken (konut)' });
    await expect(page.getByText(why)).toBeVisible();
    await expectNoAxeViolations(page, wcag21);
    await next(page);
  });

  await test.step('a building finished after the filing year is refused with the contract’s message', async () => {
    await page.getByLabel('Yapı tarzı', { exact: true }).selectOption({ label: 'Betonarme karkas' });
    await page.getByLabel('Bina sınıfı', { exact: true }).selectOption({ label: '2. sınıf' });
    await fill(page, 'İnşaat (bitiş) yılı', String(flat.filingYear + 1));
    await next(page);
    await expect(
      page.getByText(`Beyanın verildiği yıldan (${flat.filingYear}) sonra olamaz: bina bittikten sonra beyan edilir.`),
    ).toBeVisible();
    await expectNoAxeViolations(page, wcag21);
    await fill(page, 'İnşaat (bitiş) yılı', '2008');
    await next(page);
  });

  let number = '';
  await test.step('the check page repeats the year, the estimate is for that year, and the declaration is sent', async () => {
    await next(page);
    await reachReview(page);
    await expect(page.getByText(why)).toBeVisible();
    await expect(page.getByTestId('estimate-total')).toHaveText(/₺/);
    await expect(page.getByText(`${flat.taxYear} yılı için`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Beyannameyi gönder' }).click();
    await expect(page.getByTestId('declaration-number')).toHaveText(/\S+-\d{4}-\d+/);
    number = (await page.getByTestId('declaration-number').textContent()) ?? '';
  });

  await test.step('the confirmation shows the year, both due dates in it, and how they were set', async () => {
    await expect(
      page.getByText(new RegExp(`^${flat.taxYear} yılı için ₺[\\d.,]+ tahakkuk ettirildi\\.$`)),
    ).toBeVisible();
    const dues = page.getByRole('list', { name: 'Taksitler' }).getByRole('listitem');
    await expect(dues).toHaveCount(2);
    for (const [i, due] of [1, 2].entries()) {
      await expect(dues.nth(i)).toContainText(
        new RegExp(`${due}\\. taksit \\(son gün \\d{2}\\.\\d{2}\\.${flat.taxYear}\\)`),
      );
    }
    const explanation = page.getByRole('region', { name: 'Bu tutar nasıl hesaplandı?' });
    const first = explanation.locator('details').filter({ hasText: '1. taksit' }).first();
    await first.locator('summary').click();
    await expect(first.locator('li').first()).toHaveText(/\S/);
    await expectNoAxeViolations(page, wcag21);
  });

  await test.step('the first installment is paid by card with 3-D Secure', async () => {
    await page.goto('/DebtQuestioning');
    const firstInstallment = page.locator('tbody tr').filter({ hasText: `1. taksit - ${number}` });
    await firstInstallment.scrollIntoViewIfNeeded();
    // Older building-tax debts of the member join the selection (oldest first within a revenue type).
    await firstInstallment.getByRole('checkbox').check();
    await page
      .getByRole('group', { name: 'Ödeme yapılacak banka' })
      .getByRole('radio', { name: /T\.C\. Ziraat Bankası/ })
      .check();
    await page.getByRole('button', { name: 'Ödemeye geç' }).click();
    await page.getByRole('button', { name: 'Bankanın ödeme sayfasına git' }).click();
    await fillHostedCard(page);
    await completeAcs(page);
    await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();
    await page.goto('/DebtQuestioning');
    await expect(page.locator('tbody tr').filter({ hasText: `2. taksit - ${number}` })).toHaveCount(1);
    await expect(page.locator('tbody tr').filter({ hasText: `1. taksit - ${number}` })).toHaveCount(0);
  });
});
