import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoAxeViolations, wcag2 } from './axe.js';
import { completeAcs, fillHostedCard } from './bank.js';
import { readSms, signInAs, testMember } from './identity.js';
import { signInToOffice } from './office-login.js';
import { expect, test } from './test.js';
import { next as nextStep, reachReview } from './wizard.js';

/** The parent: a demo member with a phone of their own, whose code confirms the grant. */
const parent = { pidNo: '23456789060', password: 'Demo.2026', name: 'Mehmet Yıldız', gsm: '5550000102' };
/** The son: test member 12 of the seed is this spec's alone. */
const son = testMember(12);

/** The words of a PDF, as a reader gets them back out. */
async function pdfWords(file: string): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

const banner = (page: Page) => page.getByText(`${parent.name} adına işlem yapıyorsunuz`);

test('a son granted “see and pay” by his parent pays a debt for them, the receipt names both, and the revoked grant is gone on his next click', async ({
  browser,
  request,
}) => {
  test.setTimeout(200_000);
  const sonPage = await (await browser.newContext()).newPage();
  await signInAs(sonPage, son);
  const sonName = ((await sonPage.locator('.topbar-user-name').textContent()) ?? '').trim();
  expect(sonName.length).toBeGreaterThan(3);

  // 1. The parent names the son by T.C. Kimlik No and name, and confirms with the code sent to their own phone.
  const parentPage = await (await browser.newContext()).newPage();
  await signInAs(parentPage, parent);
  await parentPage.goto('/yetki-verdiklerim');
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Yetki Verdiklerim' })).toBeVisible();
  await parentPage.getByLabel('Yetki verilecek kişinin T.C. Kimlik No').fill(son.pidNo);
  await parentPage.getByLabel('Yetki verilecek kişinin adı ve soyadı').fill(sonName);
  await expect(parentPage.getByLabel('Ödeme yapma')).toBeChecked();
  await parentPage.getByLabel('Bu kişi adıma her ödeme ya da beyanname işlemi yaptığında bana SMS gönderilsin').check();
  const since = new Date().toISOString();
  await parentPage.getByRole('button', { name: 'Onay kodu gönder' }).click();
  // The son is shown masked, never by his full name.
  await expect(parentPage.getByText(/kişisine yetki vermek için .* onay kodu gönderildi\.$/)).toBeVisible();
  await expect(parentPage.getByText(sonName)).toHaveCount(0);
  const code = await readSms(request, parent.gsm, /yetkisi vermek için onay kodunuz: (\d{6})/, since);
  await parentPage.getByLabel('Onay kodu').fill(code);
  await parentPage.getByRole('button', { name: 'Yetkiyi onayla' }).click();
  await expect(parentPage.getByText('Yetki verildi. Karşı taraf kabul edince başlar.')).toBeVisible();
  await expect(parentPage.getByText('Kabul bekliyor')).toBeVisible();
  await expectNoAxeViolations(parentPage, wcag2);

  // 2. The son accepts, and chooses his parent under "Kimin adına?": every page then carries the banner.
  await sonPage.goto('/yetkilerim');
  const grant = sonPage.getByRole('listitem').filter({ has: sonPage.getByRole('heading', { name: parent.name }) });
  await grant.getByRole('button', { name: 'Kabul et' }).click();
  await expect(sonPage.getByText(/^Yetkiyi kabul ettiniz/)).toBeVisible();
  await sonPage.locator('.acting-picker summary').click();
  await sonPage.getByRole('button', { name: parent.name }).click();
  await expect(banner(sonPage)).toBeVisible();
  await expectNoAxeViolations(sonPage, wcag2);

  // 3. He sees the parent's debts and pays the oldest by card on the bank's page.
  await sonPage.goto('/DebtQuestioning');
  await expect(banner(sonPage)).toBeVisible();
  const row = sonPage.locator('.debt-group').first().locator('tr:not(.debt-group-head)').first();
  await row.getByRole('checkbox').check();
  await sonPage
    .getByRole('group', { name: 'Ödeme yapılacak banka' })
    .getByRole('radio', { name: /T\.C\. Ziraat Bankası/ })
    .check();
  await sonPage.getByRole('button', { name: 'Ödemeye geç' }).click();
  await sonPage.getByRole('button', { name: 'Bankanın ödeme sayfasına git' }).click();
  await fillHostedCard(sonPage);
  await completeAcs(sonPage);
  await expect(sonPage.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();
  await expect(banner(sonPage)).toBeVisible();

  // 4. The receipt names the parent as payer and the son as who acted.
  const [download] = await Promise.all([
    sonPage.waitForEvent('download'),
    sonPage.getByRole('link', { name: 'Makbuzu indir (PDF)' }).click(),
  ]);
  const words = await pdfWords((await download.path()) as string);
  expect(words).toContain(`Adı Soyadı / Unvanı: ${parent.name}`);
  expect(words).toContain(`İşlemi Yapan: ${sonName} (${parent.name} adına)`);
  // The parent asked to be told of each payment done for them: the amount in lira, in the Turkish SMS alphabet.
  expect(await readSms(request, parent.gsm, /(adınıza .* ödeme yaptı)/, since)).toMatch(/\d,\d{2} TL ödeme/);

  // 5. The parent sees the payment among the acts of the grant, and revokes it.
  await parentPage.reload();
  const given = parentPage.getByRole('listitem').filter({ hasText: 'Geçerli' });
  await given.getByText(/Bu yetkiyle yapılan işlemler/).click();
  await expect(given.getByRole('cell', { name: /Sipariş açar/ })).toBeVisible();
  await expect(given.getByText('Her ödeme ve beyanname işleminde')).toBeVisible();

  // 5a. The parent renews it with a code of their own phone; the same grant runs on.
  await given.getByRole('button', { name: /^Yenile/ }).click();
  await expect(parentPage.getByRole('heading', { level: 2, name: /yetkiyi yenileyin$/ })).toBeFocused();
  const renewing = new Date().toISOString();
  // A phone gets one code a minute: the grant's code may be that recent, and the form then says how long to wait.
  await expect(async () => {
    await parentPage.getByRole('button', { name: 'Onay kodu gönder' }).click();
    await expect(parentPage.getByText(/yetkiyi yenilemek için .* onay kodu gönderildi\.$/)).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 75_000, intervals: [5_000] });
  const renewal = await readSms(request, parent.gsm, /yenilemek için onay kodunuz: (\d{6})/, renewing);
  await parentPage.getByLabel('Onay kodu').fill(renewal);
  await parentPage.getByRole('button', { name: 'Yenilemeyi onayla' }).click();
  await expect(parentPage.getByText(/^Yetki yenilendi\. Son günü:/)).toBeVisible();
  await expectNoAxeViolations(parentPage, wcag2);
  await given.getByRole('button', { name: /^Yetkiyi kaldır/ }).click();
  await expect(parentPage.getByText('Yetki kaldırıldı. Bu yetkiyle bir sonraki işlem yapılamaz.')).toBeVisible();

  // 6. The son's next call is refused with a clear message, and he is himself again.
  await sonPage.goto('/DebtQuestioning');
  await expect(
    sonPage.getByText('Bu kişi adına işlem yetkiniz sona erdi ya da kaldırıldı.', { exact: false }),
  ).toBeVisible();
  await expect(banner(sonPage)).toHaveCount(0);

  // 7. The office sees the grant on the parent's page, with both persons (uyeisleri sees personal data).
  const office = await (await browser.newContext()).newPage();
  await signInToOffice(office, 'uyeisleri');
  await office.goto('/yonetim/uyeler');
  const search = office.getByRole('form', { name: 'Üyeler', exact: true });
  await search.getByLabel('T.C. Kimlik No / Vergi No veya ad').fill(parent.pidNo);
  await search.getByRole('button', { name: 'Ara' }).click();
  await office.getByRole('row').filter({ hasText: parent.pidNo }).getByRole('link').click();
  const grants = office.getByRole('region', { name: 'İşlem yetkileri' });
  const revoked = grants.getByRole('row').filter({ hasText: `${sonName} (${son.pidNo})` });
  await expect(revoked).toContainText('Verdiği');
  await expect(revoked).toContainText('Kaldırıldı');
  await expectNoAxeViolations(office, wcag2);
});

/** The seed's mali müşavir (test member 14) and their first client (test member 15), who lets them file. */
const accountant = testMember(14);

test('a registered accountant with three clients opens Mükelleflerim, switches to one client and files an ÇTV declaration whose receipt names both', async ({
  page,
}) => {
  test.setTimeout(200_000);
  await signInAs(page, accountant);
  const accountantName = ((await page.locator('.topbar-user-name').textContent()) ?? '').trim();
  await page.goto('/mukelleflerim');
  await expect(page.getByRole('heading', { level: 1, name: 'Mükelleflerim' })).toBeVisible();
  await expect(page.getByText(/Belediyece kayıtlı mali müşavirsiniz \(oda sicil no SMMM-34-04821\)/)).toBeVisible();
  const clients = page.locator('.delegation-grant');
  await expect(clients).toHaveCount(3);
  await expect(clients.first().getByText(/gecikme zammıyla toplam|Açık borcu yok/)).toBeVisible();
  await expectNoAxeViolations(page, wcag2);

  // The first client (the oldest grant) is a citizen who lets the accountant file: the switch opens their declarations.
  const clientName = ((await clients.first().getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await clients
    .first()
    .getByRole('button', { name: `Bu mükellef adına işlem yap: ${clientName}` })
    .click();
  await expect(page).toHaveURL(/\/beyannamelerim$/);
  await expect(page.getByText(`${clientName} adına işlem yapıyorsunuz`)).toBeVisible();

  // The ÇTV declaration, filed for the client.
  const next = () => nextStep(page);
  const choose = (label: string, index = 1) => page.getByLabel(label, { exact: true }).selectOption({ index });
  await page.goto('/EMunicipalityECTDeclaration');
  await expect(page.getByText(`${clientName} adına işlem yapıyorsunuz`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Adım 1 \/ \d+: Beyan eden/ })).toBeVisible();
  const phone = page.getByLabel('Cep telefonu', { exact: true });
  if (!(await phone.inputValue())) await phone.fill('5550000114');
  await next();
  await page.getByLabel('İşyeri adı (tabelada yazan)', { exact: true }).fill('Müşteri Kırtasiye');
  await choose('İlçe');
  await choose('Mahalle');
  await choose('Cadde / sokak');
  await page.getByLabel('Faaliyete başlama tarihi', { exact: true }).fill('2024-02-01');
  await next();
  await choose('Bina grubu', 7);
  await choose('Derece', 3);
  await next();
  await reachReview(page);
  await page.getByRole('button', { name: 'Beyannameyi gönder' }).click();
  await expect(page.getByTestId('declaration-number')).toHaveText(/\S+-\d{4}-\d+/);

  // The receipt names the client as declarer and the accountant as who acted.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Beyanname alındısı (PDF)' }).click(),
  ]);
  const words = await pdfWords((await download.path()) as string);
  expect(words).toContain(clientName);
  expect(words).toContain(`İşlemi Yapan: ${accountantName} (${clientName} adına)`);
});
