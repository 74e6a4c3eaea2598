import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { completeAcs, fillHostedCard } from './bank.js';
import { signInAs, testMember } from './identity.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';

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
const next = (page: Page) => page.getByRole('button', { name: 'Devam' }).click();
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
  if (await page.getByRole('heading', { level: 2, name: /Ekler/ }).isVisible()) {
    await expectNoAxeViolations(page, wcag21);
    await next(page);
  }
  // The live estimate has computed the amount by now, with its working.
  await expect(page.getByTestId('estimate-total')).toHaveText(/₺/);
  await expect(page.getByRole('heading', { name: 'Bilgilerinizi kontrol edin' })).toBeVisible();
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
