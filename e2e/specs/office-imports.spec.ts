import type { Page } from '@playwright/test';
import { tcknCheckDigits } from '../../packages/contracts/src/validators.js';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { population, readSms, verifyHuman } from './identity.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/**
 * A person of the simulated population registry whom the demo town does not know (people 6–9 have no registry):
 * the previous revenue system's files bring her in, so registration then finds her registry and its debts.
 */
const person = population()[8];
const registryNo = 'AKT-000001';
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date()).slice(0, 4));
/** A T.C. number whose check digits are wrong: the first nine of a valid one, the check digits turned. */
const badTckn = (() => {
  const first9 = '523418907';
  const good = tcknCheckDigits(first9);
  return first9 + String((Number(good[0]) + 1) % 10) + good[1];
})();

/** A file as the old system writes it: `;`-separated, Turkish headers, CRLF. */
const csv = (name: string, rows: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${rows.map((r) => r.join(';')).join('\r\n')}\r\n`),
});

const registries = csv('sicil.csv', [
  [
    'Kaynak Anahtarı',
    'Sicil No',
    'Sicil Türü',
    'T.C. Kimlik / Vergi No',
    'Vergi Dairesi Kodu',
    'Adı / Unvanı',
    'Soyadı',
    'Baba Adı',
    'Doğum Tarihi',
    'Cinsiyet',
    'Cep Telefonu',
    'E-posta',
    'Sokak Kodu',
    'Dış Kapı No',
    'İç Kapı No',
  ],
  [
    'ESKI-S-1',
    registryNo,
    'G',
    person.tckn,
    '',
    person.ad,
    person.soyad,
    person.babaAdi,
    person.dogumTarihi.split('-').reverse().join('.'),
    '',
    `0${person.gsm}`,
    '',
    '',
    '',
    '',
  ],
  ['ESKI-S-2', 'AKT-000002', 'G', badTckn, '', 'Kemal', 'Sönmez', '', '', 'E', '', '', '', '', ''],
]);

const accruals = csv('tahakkuk.csv', [
  [
    'Kaynak Anahtarı',
    'Sicil No',
    'Abone No',
    'Gelir Kodu',
    'Yıl',
    'Taksit No',
    'Vade Tarihi',
    'Anapara',
    'Ödenen Tutar',
    'Açıklama',
  ],
  ['ESKI-T-1', registryNo, '', '1', String(year), '1', `31.05.${year}`, '1.234,56', '0', `Emlak Vergisi ${year}/1`],
  ['ESKI-T-2', registryNo, '', '1', String(year), '2', `30.11.${year}`, '1.234,56', '', `Emlak Vergisi ${year}/2`],
]);

/** Her water subscription from the old system, its meter, January's reading and that month's water bill. */
const subscriberNo = '91000001';
const water = [
  csv('abonelik.csv', [
    ['Kaynak Anahtarı', 'Abone No', 'Sicil No', 'Abone Türü', 'Başlangıç Tarihi', 'Güvence Bedeli'],
    ['ESKI-A-1', subscriberNo, registryNo, 'Konut', '01.06.2015', '1.500,00'],
  ]),
  csv('sayac.csv', [
    ['Kaynak Anahtarı', 'Abone No', 'Sayaç Seri No', 'Mühür No', 'Takılma Tarihi'],
    ['ESKI-SY-1', subscriberNo, 'SN-AKT-4711', 'MH-1', '01.06.2015'],
  ]),
  csv('okuma.csv', [
    ['Kaynak Anahtarı', 'Abone No', 'Dönem', 'Okuma Tarihi', 'Endeks', 'Tüketim (m³)'],
    ['ESKI-O-1', subscriberNo, `01.${year}`, `31.01.${year}`, '1267', '17'],
  ]),
  csv('fatura.csv', [
    ['Kaynak Anahtarı', 'Abone No', 'Dönem', 'Gelir Kodu', 'Vade Tarihi', 'Anapara'],
    ['ESKI-F-1-30', subscriberNo, `01.${year}`, '30', `28.02.${year}`, '552,50'],
  ]),
] as const;
const waterKinds = ['Su abonelikleri', 'Su sayaçları', 'Sayaç okumaları', 'Su faturaları'] as const;

/** Uploads a file of that kind on the desk and waits for its dry run to finish. */
async function dryRun(desk: Page, kind: string, file: ReturnType<typeof csv>) {
  await desk.getByRole('combobox', { name: /Dosya türü/ }).selectOption({ label: kind });
  await desk.getByLabel('Dosya (CSV veya XLSX)').setInputFiles(file);
  await desk.getByRole('button', { name: 'Yükle ve denetle' }).click();
  await expect(desk.getByRole('heading', { level: 2, name: `${kind}: ${file.name}` })).toBeVisible();
  await expect(desk.locator('.imports-status')).toHaveText('Durum: Deneme bitti, inceleme bekliyor', {
    timeout: 30_000,
  });
}

/** "Uygula", confirmed with password and code when the office asks, then waits for the apply to finish. */
async function apply(desk: Page, file: string) {
  await desk.getByRole('button', { name: 'Uygula', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: `${file} dosyasını uygula` });
  await dialog.getByRole('button', { name: 'Uygula' }).click();
  const status = desk.locator('.imports-status');
  await confirmIdentityIfAsked(desk, 'yonetici', status.getByText(/^Uygula(ma sırada|nıyor|ndı)$/));
  await expect(status).toHaveText('Durum: Uygulandı', { timeout: 30_000 });
}

test('the office imports a new person’s registry, accruals and water subscription through a dry run and reconciles them; she signs up and sees her imported debts and water bill', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const office = await browser.newContext();
  const desk = await office.newPage();
  await signInToOffice(desk, 'yonetici');
  await desk.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Veri Aktarımı' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Veri Aktarımı' })).toBeFocused();

  // Registries: the dry run writes nothing, counts one to create and rejects the row with the wrong check digits.
  await dryRun(desk, 'Sicil kayıtları', registries);
  const rejected = desk.getByRole('table', { name: 'Reddedilen satırlar' });
  await expect(rejected.getByRole('row')).toHaveCount(2);
  const row = rejected.getByRole('row', { name: /ESKI-S-2/ });
  await expect(row.getByRole('rowheader')).toHaveText('3');
  await expect(row).toContainText('T.C. Kimlik / Vergi No');
  await expect(row).toContainText(badTckn);
  await expect(row).toContainText('T.C. Kimlik No geçersiz');
  await expect(desk.locator('dt', { hasText: 'Eklenecek' }).locator('xpath=following-sibling::dd')).toHaveText('1');
  await expectNoAxeViolations(desk, wcag21);
  const report = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Raporu indir (CSV)' }).click();
  expect((await report).suggestedFilename()).toMatch(/\.csv$/);
  await apply(desk, 'sicil.csv');

  // Accruals of the new registry: all valid; once applied, the file and the portal match to the kuruş.
  await desk.getByRole('button', { name: 'Yeni dosya yükle' }).click();
  await dryRun(desk, 'Tahakkuklar', accruals);
  await expect(desk.getByText('Reddedilen satır yok.')).toBeVisible();
  await apply(desk, 'tahakkuk.csv');
  const lines = desk.getByRole('table', { name: 'Açık tahakkuklar' });
  const line = lines.getByRole('row', { name: new RegExp(String(year)) }).first();
  await expect(line).toContainText('Eşleşiyor');
  await expect(desk.getByText('Dosya ile portal kuruşu kuruşuna eşleşiyor.')).toBeVisible();
  await expectNoAxeViolations(desk, wcag21);
  await desk.setViewportSize({ width: 320, height: 800 });
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The demo town's own files are imports too (ADR 0058): this journey's two are among them.
  const history = desk.getByRole('table', { name: 'Geçmiş aktarımlar' });
  for (const name of ['sicil.csv', 'tahakkuk.csv'])
    await expect(history.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) }).first()).toBeVisible();
  await desk.setViewportSize({ width: 1366, height: 900 });

  // Her water subscription, meter, reading and bill, in load order: the bill is owed by the meter's holder.
  for (const [i, file] of water.entries()) {
    await desk.getByRole('button', { name: 'Yeni dosya yükle' }).click();
    await dryRun(desk, waterKinds[i], file);
    await expect(desk.getByText('Reddedilen satır yok.')).toBeVisible();
    await apply(desk, file.name);
  }
  await expect(desk.getByText('Dosya ile portal kuruşu kuruşuna eşleşiyor.')).toBeVisible();
  await office.close();

  // The person registers with the population registry's answer; her membership finds the imported registry.
  const password = 'Aktarim.2026';
  await page.goto('/session/signup');
  await page.getByLabel('T.C. Kimlik No').fill(person.tckn);
  await page.getByLabel('Doğum Tarihi').fill(person.dogumTarihi);
  await page.getByLabel('Cep Telefonu').pressSequentially(person.gsm);
  await page.getByLabel('E-posta').fill(`aktarim.${person.tckn}@example.com`);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByLabel('Şifre Tekrar').fill(password);
  await page.getByLabel('Üyelik sözleşmesini okudum, kabul ediyorum').check();
  await verifyHuman(page);
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Üye Ol' }).click();
  const code = await readSms(request, person.gsm, /E-Belediye üyelik doğrulama kodunuz: (\d{6})\b/, since);
  await page.getByLabel('Doğrulama Kodu').fill(code);
  await page.getByRole('button', { name: 'Üyeliği Tamamla' }).click();
  await expect(page).toHaveURL(/\/anasayfa$/);

  await page.goto('/DebtQuestioning');
  const debts = page.getByRole('table', { name: 'Açık borçlar' });
  await expect(debts).toContainText(`Emlak Vergisi ${year}/1`);
  await expect(debts).toContainText(`Emlak Vergisi ${year}/2`);
  expect(await debts.getByRole('cell', { name: '₺1.234,56', exact: true }).count()).toBeGreaterThanOrEqual(2);

  // Aboneliklerim shows the imported subscription with its meter, and January's bill with its m³.
  await page.goto('/aboneliklerim');
  await expect(page.getByRole('heading', { level: 1, name: 'Aboneliklerim' })).toBeVisible();
  const subscriptions = page.getByRole('table', { name: 'Su abonelikleri' });
  await expect(subscriptions).toContainText(subscriberNo);
  await expect(subscriptions).toContainText('SN-AKT-4711');
  const bills = page.getByRole('table', { name: /Faturalar/ });
  const january = bills.getByRole('row', { name: new RegExp(`^01\\.${year}`) });
  await expect(january).toContainText('17');
  await expect(january).toContainText('552,50');
  await expectNoAxeViolations(page, wcag21);
});
