import { vknCheckDigit } from '../../packages/contracts/src/validators.js';
import { expectNoAxeViolations, wcag2 } from './axe.js';
import { readSms, signInAs, testMember } from './identity.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/** The seed's company with open debts and no account (DEMO_FREE_COMPANY), under its known tax number and title. */
const company = { vkn: `999000017${vknCheckDigit('999000017')}`, title: 'Yeşilvadi Örnek Yapı Ticaret A.Ş.' };
/** Test member 17 applies (the seed gives them a phone of their own); test member 18 is the company's clerk. */
const applicant = { ...testMember(17), gsm: '5550002117' };
const clerk = testMember(18);

/** The smallest PDF the portal keeps: the signature circular. */
const circular = Buffer.from('%PDF-1.4\n% imza sirküleri\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

const banner = `${company.title} adına işlem yapıyorsunuz`;

test('a person applies to act for a company with its signature circular, the office approves, and acting for the company they give its clerk “declare”, which the clerk accepts', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const clerkPage = await (await browser.newContext()).newPage();
  await signInAs(clerkPage, clerk);
  const clerkName = ((await clerkPage.locator('.topbar-user-name').textContent()) ?? '').trim();

  // 1. The application: the company's VKN and title, and its signature circular as a PDF.
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, applicant);
  await page.goto('/sirket-yetkilisi');
  await expect(page.getByRole('heading', { level: 1, name: 'Şirket Yetkilisi' })).toBeVisible();
  await page.getByLabel('Şirketin Vergi Kimlik No').fill(company.vkn);
  await page.getByLabel('Şirketin unvanı').fill(company.title.toLocaleLowerCase('tr'));
  await page
    .getByLabel('İmza sirküleri')
    .setInputFiles({ name: 'sirkuler.pdf', mimeType: 'application/pdf', buffer: circular });
  await expect(page.getByText('Yüklendi: sirkuler.pdf')).toBeAttached();
  await page.getByRole('button', { name: 'Başvur' }).click();
  await expect(page.getByText('Başvurunuz alındı.', { exact: false })).toBeVisible();
  const mine = page.locator('.delegation-grant').first();
  await expect(mine).toContainText('İnceleniyor');
  await expectNoAxeViolations(page, wcag2);

  // 2. The office opens the waiting application and approves it, confirming who they are.
  const office = await (await browser.newContext()).newPage();
  await signInToOffice(office, 'uyeisleri');
  await office.goto('/yonetim/sirket-yetkilileri');
  await expect(office.getByRole('heading', { level: 1, name: 'Şirket Yetkilileri' })).toBeVisible();
  const row = office.getByRole('row').filter({ hasText: applicant.pidNo });
  await expect(row).toContainText(company.vkn);
  await expectNoAxeViolations(office, wcag2);
  await row.getByRole('button', { name: /^Onayla/ }).click();
  const dialog = office.getByRole('dialog', { name: 'Şirket yetkilisini onayla' });
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await confirmIdentityIfAsked(office, 'uyeisleri', office.getByText('Başvuru onaylandı.'));

  // 3. The person switches to the company and sees its debts.
  await page.reload();
  await expect(mine).toContainText('Onaylandı');
  await page.locator('.acting-picker summary').click();
  await page.getByRole('button', { name: company.title }).click();
  await expect(page.getByText(banner)).toBeVisible();
  await page.goto('/DebtQuestioning');
  await expect(page.getByText(banner)).toBeVisible();
  await expect(page.locator('.debt-group').first()).toBeVisible();

  // 4. For the company, they give the clerk "declare", confirmed with the code sent to their own phone.
  await page.goto('/yetki-verdiklerim');
  await page.getByLabel('Yetki verilecek kişinin T.C. Kimlik No').fill(clerk.pidNo);
  await page.getByLabel('Yetki verilecek kişinin adı ve soyadı').fill(clerkName);
  await page.getByLabel('Ödeme yapma').uncheck();
  await page.getByLabel('Beyanname işlemleri').check();
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Onay kodu gönder' }).click();
  const code = await readSms(request, applicant.gsm, /yetkisi vermek için onay kodunuz: (\d{6})/, since);
  await page.getByLabel('Onay kodu').fill(code);
  await page.getByRole('button', { name: 'Yetkiyi onayla' }).click();
  await expect(page.getByText('Yetki verildi. Karşı taraf kabul edince başlar.')).toBeVisible();

  // 5. The clerk accepts, and finds the company under "Kimin adına?".
  await clerkPage.goto('/yetkilerim');
  const grant = clerkPage
    .getByRole('listitem')
    .filter({ has: clerkPage.getByRole('heading', { name: company.title }) });
  await grant.getByRole('button', { name: 'Kabul et' }).click();
  await expect(clerkPage.getByText(/^Yetkiyi kabul ettiniz/)).toBeVisible();
  await clerkPage.locator('.acting-picker summary').click();
  await clerkPage.getByRole('button', { name: company.title }).click();
  await expect(clerkPage.getByText(banner)).toBeVisible();
});
