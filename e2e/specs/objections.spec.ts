import type { Page } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { completeAcs, fillHostedCard } from './bank.js';
import { signInAs, testMember } from './identity.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/** A demolition permit, as a scanned PDF arrives: the smallest document the file rules take. */
const permit = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/**
 * Test member 1 owns two building tax installments; the newer one is objected to and then paid by card (a debt
 * under objection stays payable, on its own), so the correction leaves an overpayment to give back. The payments
 * journey pays this member's oldest debt only.
 */
const member = testMember(1);
const debt = /2026 Yılı Emlak Vergisi \(Bina\) 2\. Taksit/;

test('a citizen objects to a building tax with a permit, the clerk asks for the date, the citizen answers, the clerk accepts: the debt is corrected, the overpayment is a refund request and the decision verifies', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, member);
  await page.goto('/DebtQuestioning');
  const row = page.locator('tr', { hasText: debt }).first();
  await expect(row).toBeVisible();
  const wrongAmount = (await row.locator('td[data-total-kurus]').textContent())?.trim() as string;
  await row.getByRole('link', { name: /^İtiraz et \/ Düzeltme iste/ }).click();

  // 1. The case: a reason fitting a building tax, an explanation and the demolition permit.
  await expect(page).toHaveURL(/\/itirazlarim\?borc=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'İtirazlarım' })).toBeFocused();
  await page.getByLabel('İtiraz nedeni').selectOption({ label: 'Alan veya kullanım şekli yanlış' });
  await page.getByLabel('Açıklama').fill('Bina 2025 yılının başında yıkıldı; yıkım ruhsatı ektedir.');
  await page
    .getByLabel(/^Belgeler/)
    .setInputFiles({ name: 'yikim-ruhsati.pdf', mimeType: 'application/pdf', buffer: permit });
  await expect(page.getByRole('button', { name: 'yikim-ruhsati.pdf dosyasını kaldır' })).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Başvur' }).click();
  const notice = page.getByText(/Başvurunuz alındı\. Başvuru numaranız \d{4}-[2-9A-HJ-NP-Z]{6}\./);
  await expect(notice).toBeVisible();
  const caseNo = /(\d{4}-[2-9A-HJ-NP-Z]{6})/.exec((await notice.textContent()) ?? '')?.[1] as string;
  await expect(page.getByRole('heading', { level: 2, name: `${caseNo} — Alındı` })).toBeVisible();

  // The debt stays on the list marked "itirazlı", and is paid by card on its own: the older installment is not asked.
  await page.goto('/DebtQuestioning');
  const disputed = page.locator('tr', { hasText: debt }).first();
  await expect(disputed.getByText('İtirazlı')).toBeVisible();
  await disputed.getByRole('checkbox').check();
  await expect(page.getByTestId('selection-total')).toHaveText(wrongAmount);
  await page
    .getByRole('group', { name: 'Ödeme yapılacak banka' })
    .getByRole('radio', { name: /T.C. Ziraat Bankası/ })
    .check();
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await page.getByRole('button', { name: 'Bankanın ödeme sayfasına git' }).click();
  await fillHostedCard(page);
  await completeAcs(page);
  await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();

  // 2. The revenue clerk finds the case and asks for the demolition date.
  const office = await browser.newContext();
  const desk = await office.newPage();
  await signInToOffice(desk, 'gelir');
  await desk.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'İtiraz Masası' }).click();
  await desk.getByRole('link', { name: `${caseNo} numaralı başvuruyu aç` }).click();
  await expect(desk.getByRole('button', { name: 'yikim-ruhsati.pdf' })).toBeVisible();
  await expectNoAxeViolations(desk, wcag21);
  await desk.getByRole('button', { name: 'Ek bilgi iste' }).click();
  const ask = desk.getByRole('dialog', { name: 'Ek bilgi iste' });
  await ask.getByLabel('Vatandaşa sorulacak').fill('Yıkım hangi tarihte yapıldı?');
  await ask.getByRole('button', { name: 'Kaydet' }).click();
  await expect(ask).toBeHidden();
  await expect(desk.getByText('Ek bilgi istendi').first()).toBeVisible();

  // 3. The citizen answers; paying did not close the case.
  await page.goto(`/itirazlarim?basvuru=${caseNo}`);
  await expect(page.locator('.notice', { hasText: 'Yıkım hangi tarihte yapıldı?' })).toBeVisible();
  await page.getByLabel('Yanıtınız').fill('Yıkım 10.01.2025 tarihinde yapıldı.');
  await page.getByRole('button', { name: 'Başvur' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${caseNo} — İnceleniyor` })).toBeVisible();

  // 4. The clerk accepts, with the corrected amount and the article; the decision asks for password and code again.
  await desk.reload();
  await desk.getByRole('button', { name: 'Karar ver' }).click();
  const decide = desk.getByRole('dialog', { name: 'Karar ver' });
  await decide.getByLabel('Karar').selectOption({ label: 'Kabul' });
  await decide.getByLabel('Düzeltilmiş tutar (TL)').fill('100,00');
  await decide.getByLabel('Gerekçe').fill('Bina 10.01.2025 tarihinde yıkılmıştır; vergi arsa üzerinden alınır.');
  await decide.getByLabel('Dayanılan madde').fill('VUK md. 116; 1319 md. 8');
  await decide.getByRole('button', { name: 'Kaydet' }).click();
  await confirmIdentityIfAsked(desk, 'gelir', desk.getByText('Karara bağlandı').first());

  // 5. The debt is corrected: the case shows the corrected amount, the debt page the receipt and no debt left of it …
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('heading', { name: 'Açık borçlar' })).toBeVisible();
  await expect(page.locator('tr', { hasText: debt })).toHaveCount(0);
  await page.goto(`/itirazlarim?basvuru=${caseNo}`);
  await expect(page.getByRole('heading', { level: 3, name: 'Karar: Kabul' })).toBeVisible();
  await expect(page.getByText('₺100,00')).toBeVisible();
  await expect(page.getByText(/vergi mahkemesinde dava açabilirsiniz/)).toBeVisible();
  await expectNoAxeViolations(page, wcag21);

  // … and what was paid beyond it is a refund request on the reconciliation desk.
  const finance = await (await browser.newContext()).newPage();
  await signInToOffice(finance, 'muhasebe');
  await finance
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Tahsilat Mutabakatı' })
    .click();
  await expect(
    finance.getByRole('table', { name: 'İade talepleri' }).getByRole('cell', { name: new RegExp(caseNo) }),
  ).toBeVisible();

  // 6. The decision PDF downloads and verifies on its public page.
  const pdf = await page.request.get(`/api/objections/${caseNo}/decision.pdf`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const code = (
    await page
      .locator('.facts')
      .getByText(/^[A-Z2-9]{10}$/)
      .textContent()
  )?.trim() as string;
  await page.goto(`/itiraz-dogrula/${code}`);
  await expect(page.getByText('Bu karar belediyemizce verilmiştir.')).toBeVisible();
  await expect(page.getByText(caseNo)).toBeVisible();
  await office.close();
});

/** A test member no other journey signs in as: their own building is declared, objected to and corrected. */
const declarant = testMember(4);
const istanbulYear = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date()).slice(0, 4));

/** A member's call as the web app makes it: the session cookie and its CSRF token. */
async function memberCall<T>(page: Page, name: string, data: object): Promise<T> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'ebs_csrf')?.value ?? '';
  const res = await page.request.post(`/api/${name}`, { data, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The member files a flat of 125 m² on the first street of the town, as the building form would. */
async function declareBuilding(page: Page) {
  const profile = await memberCall<{ IdentityNo: string; Name: string; Surname: string | null }>(
    page,
    'RetrieveDeclarer',
    {},
  );
  const [county] = await memberCall<Array<{ Code: string }>>(page, 'AddressGetCountyListWithoutAuthorization', {});
  const [district] = await memberCall<Array<{ Code: string }>>(page, 'GetDistrictListViaCountyCode', {
    countyCode: county.Code,
  });
  const [street] = await memberCall<Array<{ Code: string }>>(page, 'GetStreetListWithoutAuthorization', {
    districtCode: district.Code,
  });
  return memberCall<{ Number: string; AccrualOids: number[] }>(page, 'RecordEMunicipalityEstateDeclaration', {
    declarer: {
      registryType: 'G',
      tckn: profile.IdentityNo,
      name: profile.Name,
      surname: profile.Surname ?? 'Deneme',
      gsmNumber: '5550004478',
    },
    declaration: {
      kind: 'ESTATE',
      estateType: 1,
      year: istanbulYear(),
      address: { countyCode: county.Code, districtCode: district.Code, streetCode: street.Code },
      titleDeed: { ada: '4412', parsel: '7' },
      share: { numerator: 1, denominator: 1 },
      acquisitionDate: '2016-09-01',
      acquisitionReasonCode: '1',
      usage: 'RESIDENCE',
      building: {
        constructionType: 'Betonarme karkas',
        buildingClass: '2. sınıf',
        constructionYear: 2004,
        floorAreaM2: 125,
        landShareM2: 38.5,
      },
    },
    fileIds: [],
  });
}

test('a case about a declared building is accepted and the clerk corrects the declaration: the citizen sees the new version with the case named', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, declarant);
  const declared = await declareBuilding(page);

  // The citizen objects to the second installment: the building was demolished.
  await page.goto(`/itirazlarim?borc=${declared.AccrualOids[1]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'İtirazlarım' })).toBeVisible();
  await page.getByLabel('İtiraz nedeni').selectOption({ label: 'Alan veya kullanım şekli yanlış' });
  await page.getByLabel('Açıklama').fill('Bina yıkıldı; parsel boş arsadır.');
  await page.getByRole('button', { name: 'Başvur' }).click();
  const notice = page.getByText(/Başvurunuz alındı\. Başvuru numaranız \d{4}-[2-9A-HJ-NP-Z]{6}\./);
  await expect(notice).toBeVisible();
  const caseNo = /(\d{4}-[2-9A-HJ-NP-Z]{6})/.exec((await notice.textContent()) ?? '')?.[1] as string;

  // The revenue clerk accepts …
  const office = await browser.newContext();
  const desk = await office.newPage();
  await signInToOffice(desk, 'gelir');
  await desk.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'İtiraz Masası' }).click();
  await desk.getByRole('link', { name: `${caseNo} numaralı başvuruyu aç` }).click();
  await desk.getByRole('button', { name: 'Karar ver' }).click();
  const decide = desk.getByRole('dialog', { name: 'Karar ver' });
  await decide.getByLabel('Karar').selectOption({ label: 'Kabul' });
  await decide.getByLabel('Düzeltilmiş tutar (TL)').fill('100,00');
  await decide.getByLabel('Gerekçe').fill('Bina yıkılmıştır; vergi arsa üzerinden alınır.');
  await decide.getByLabel('Dayanılan madde').fill('VUK md. 116');
  await decide.getByRole('button', { name: 'Kaydet' }).click();
  await confirmIdentityIfAsked(desk, 'gelir', desk.getByText('Karar verildi').first());

  // … and corrects the declaration: the building becomes its plot, from the debt's year.
  await desk.getByRole('button', { name: 'Beyannameyi düzelt' }).click();
  const amend = desk.getByRole('dialog', { name: `Beyannameyi düzelt: ${declared.Number}` });
  await expect(amend.getByLabel('Brüt alan (m²)')).toHaveValue('125');
  await amend.getByLabel('Taşınmaz türü').selectOption({ label: 'Arsa' });
  await expect(amend.getByLabel('Parsel alanı (m²)')).toHaveValue('38,5');
  await expectNoAxeViolations(desk, wcag21);
  await amend.getByRole('button', { name: 'Kaydet' }).click();
  const amended = desk.getByText(
    `Beyanname düzeltildi: ${declared.Number}, 2. sürüm (${istanbulYear()} yılından geçerli).`,
  );
  await confirmIdentityIfAsked(desk, 'gelir', amended);
  await expect(desk.getByRole('listitem').filter({ hasText: 'Beyanname düzeltildi' })).toContainText(
    `${declared.Number}, 2. sürüm`,
  );

  // The citizen finds the new version on Beyannamelerim, with the case named.
  await page.goto('/beyannamelerim');
  const card = page.getByRole('article').filter({ hasText: declared.Number });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('İtiraz kararı üzerine belediyece düzeltildi')).toBeVisible();
  await expect(card.getByRole('link', { name: caseNo })).toBeVisible();
  await expect(card.getByText(/Arsa/)).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  await page.goto(`/itirazlarim?basvuru=${caseNo}`);
  await expect(page.getByText('Beyanname düzeltildi')).toBeVisible();
  await office.close();
});
