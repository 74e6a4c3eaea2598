import type { Page } from '@playwright/test';
import { cuttingDateProblem } from '../../packages/contracts/src/water/cancellation.js';
import { ibanFor } from '../../packages/contracts/src/water/iban.js';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { population, readSms, signInAs, simulatorsUrl, verifyHuman } from './identity.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/** Person 2 of the simulated population: a demo member with a water meter, known to the simulated banks. */
const person = population()[2];
/** The account the simulated banks keep for every test person: 00000 and the T.C. Kimlik No. */
const iban = ibanFor('00010', `00000${person.tckn}`);

/** The first day field teams can cut a line, as the portal's default window (2–30 days) allows. */
function cuttingDay(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  for (let d = 3; ; d++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    if (!cuttingDateProblem(day, today, { minDays: 2, maxDays: 30 })) return day;
  }
}

/** Every SMS the NetGSM simulator received for the person since the test began. */
async function inbox(page: Page, since: string) {
  const res = await page.request.get(`${simulatorsUrl}/netgsm/inbox.json?no=${person.gsm}`);
  const { messages } = (await res.json()) as { messages: Array<{ msg: string; receivedAt: string }> };
  return messages.filter((m) => m.receivedAt >= since).map((m) => m.msg);
}

test('a subscriber cancels by SMS code, the water desk cuts the line and sends the refund, the subscriber follows each step', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const since = new Date().toISOString();

  // The subscriber proves who they are with the code sent to the phone the municipality has for them.
  await page.goto('/ContractCancellation');
  await expect(page.getByRole('heading', { level: 1, name: 'Su Sözleşmesi Fesih' })).toBeVisible();
  await page.getByRole('radio', { name: 'T.C. Kimlik No / Vergi No' }).check();
  await page.getByRole('textbox', { name: /T\.C\. Kimlik No \/ Vergi No/ }).fill(person.tckn);
  await page.getByRole('button', { name: 'Sorgula' }).click();
  await expect(page.getByText(/Doğrulama kodu kayıtlı telefonunuza/)).toBeVisible();
  await verifyHuman(page);
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Kodu gönder' }).click();
  const code = await readSms(request, person.gsm, /fesih başvurusu doğrulama kodunuz: (\d{6})/, since);
  await page.getByRole('textbox', { name: /SMS doğrulama kodu/ }).fill(code);
  await page.getByRole('button', { name: 'Doğrula' }).click();

  // The address is read back; the date, contact and the refund account are given, then checked.
  await expect(page.getByRole('textbox', { name: /Abonelik adresi/ })).not.toHaveValue('');
  const cutting = cuttingDay();
  await page.getByLabel(/Hat kesme tarihi/).fill(cutting);
  await page.getByRole('textbox', { name: /Cep telefonu/ }).pressSequentially(person.gsm);
  await page.getByRole('textbox', { name: /^IBAN/ }).fill(iban);
  await expect(page.getByText('Banka: Ziraat Bankası')).toBeVisible();
  const branch = page.getByRole('combobox', { name: /Şube/ });
  await expect(branch.locator('option')).not.toHaveCount(1);
  await branch.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /Hesap sahibinin/ }).fill(`${person.ad} ${person.soyad}`);
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Devam' }).click();
  const review = page.getByRole('form', { name: 'Kontrol' });
  await expect(review).toContainText(cutting.split('-').reverse().join('.'));
  await expectNoAxeViolations(page, wcag21);
  await review.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  const done = page.getByText(/Başvuru numaranız (\d{4}-\d{8})/);
  await expect(done).toBeVisible();
  const applicationNo = (await done.textContent())!.match(/(\d{4}-\d{8})/)![1];
  await readSms(request, person.gsm, new RegExp(`fesih başvurusu alındı.*Başvuru no: (${applicationNo})`), since);

  // The water desk takes it to the end, one step at a time.
  const office = await browser.newContext();
  const desk = await office.newPage();
  await signInToOffice(desk, 'suisleri');
  await desk
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Su Sözleşmesi Fesih' })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Su Sözleşmesi Fesih Masası' })).toBeVisible();
  await desk.getByRole('button', { name: `${applicationNo} numaralı başvuruyu aç` }).click();
  await expect(desk.getByRole('heading', { name: `Başvuru ${applicationNo}` })).toBeVisible();
  await expectNoAxeViolations(desk, wcag21);
  const step = async (act: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, reauth = false) => {
    await desk.getByRole('button', { name: act, exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: act });
    await fill?.(dialog);
    await dialog.getByRole('button', { name: act }).click();
    const saved = desk.getByText(`${act}: kaydedildi.`).last();
    if (reauth) await confirmIdentityIfAsked(desk, 'suisleri', saved);
    await expect(saved).toBeVisible();
  };
  await step('Saha ekibine ver', (d) => d.getByLabel('Saha ekibi').fill('Nilüfer Saha Ekibi'));
  // The line is cut today, before the day the subscriber chose: the desk records it only with the reason.
  await step('Kesimi kaydet', async (d) => {
    const index = d.getByLabel('Son sayaç endeksi');
    await index.fill(String(Number(await index.inputValue()) + 3));
    await d.getByRole('textbox', { name: /Erken kesim gerekçesi/ }).fill('Abone telefonla daha erken kesim istedi.');
  });
  await step('Kesin hesap faturası düzenle', undefined, true);
  // The final bill's lines a clerk can check: 3 m³, water, waste water, ÇTV, VAT and their total.
  const lines = desk.getByRole('table', { name: 'Kesin hesap faturası: kalemler' });
  await expect(lines.getByRole('row', { name: /^Tüketim \(m³\) 3$/ })).toBeVisible();
  for (const line of ['Su bedeli', 'Atık su bedeli', 'Çevre temizlik vergisi', 'KDV', 'Toplam']) {
    await expect(lines.getByRole('rowheader', { name: line, exact: true })).toBeVisible();
  }
  await step('İadeyi hesapla', undefined, true);
  await step('İadeyi onayla', undefined, true);
  await step('İade gönderildi', undefined, true);
  await expect(desk.getByRole('list', { name: 'Başvurunun adımları' })).toContainText('Tamamlandı');
  await expectNoAxeViolations(desk, wcag21);
  await office.close();

  // The subscriber follows the timeline by number and phone, and has an SMS for every step.
  await page.goto(`/ContractCancellation?takip=${applicationNo}`);
  await page.getByRole('textbox', { name: /Cep telefonu/ }).pressSequentially(person.gsm);
  await page.getByRole('button', { name: 'Göster' }).click();
  await expect(page.getByRole('table', { name: 'Kesin hesap faturası: kalemler' })).toContainText('KDV');
  const steps = page.getByRole('list', { name: 'Başvurunun adımları' });
  for (const name of [
    'Başvuru alındı',
    'Saha ekibine verildi',
    'Su hattı kesildi',
    'Kesin hesap faturası düzenlendi',
    'Güvence bedeli iadesi hesaplandı',
    'İade onaylandı',
    'Tamamlandı',
  ]) {
    await expect(steps).toContainText(name);
  }
  await expectNoAxeViolations(page, wcag21);
  await expect
    .poll(async () => (await inbox(page, since)).filter((m) => m.includes(`Başvuru no: ${applicationNo}`)).length, {
      timeout: 30_000,
    })
    .toBe(7);
  const texts = (await inbox(page, since)).join('\n');
  expect(texts).toMatch(/saha ekibine verildi/);
  expect(texts).toMatch(/tarihinde kesildi; son sayaç endeksi \d+\. Gerekçe: Abone telefonla/);
  expect(texts).toMatch(/hesabınıza gönderildi/);
});

test('a member sees each meter, the consumption of the last 24 months as a chart, and every bill’s lines', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/aboneliklerim');
  await expect(page.getByRole('heading', { level: 1, name: 'Aboneliklerim' })).toBeVisible();
  const chart = page.getByRole('img', { name: /Son 24 ayın tüketimi/ });
  await expect(chart).toBeVisible();
  expect(await chart.locator('rect').count()).toBeGreaterThan(0);
  const subscriptions = page.getByRole('table', { name: 'Su abonelikleri' });
  await expect(subscriptions.getByRole('columnheader', { name: 'Sayaç' })).toBeVisible();
  const bills = page.getByRole('table', { name: /Faturalar/ });
  await expect(bills.getByRole('row')).not.toHaveCount(1);
  for (const line of ['Tüketim (m³)', 'Su bedeli', 'Atık su bedeli', 'Çevre temizlik vergisi', 'KDV', 'Toplam']) {
    await expect(bills.getByRole('columnheader', { name: line, exact: true })).toBeAttached();
  }
  await expectNoAxeViolations(page, wcag21);
});
