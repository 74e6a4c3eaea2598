import { readFileSync } from 'node:fs';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { population, readSms, verifyHuman } from './identity.js';
import { signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/** The demo employee the seed makes of person 3 of the simulated population. */
const person = population()[3];

test('an employee reads a payroll with the code from the SMS and downloads its PDF; the payroll office imports and publishes a month', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const since = new Date().toISOString();
  await page.goto('/maas-bordrosu');
  await expect(page.getByRole('heading', { level: 1, name: 'Maaş Bordrosu' })).toBeVisible();
  await page.getByLabel(/T\.C\. Kimlik No/).fill(person.tckn);
  await page.getByLabel(/Kayıtlı cep telefonu/).pressSequentially(person.gsm);
  await verifyHuman(page);
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();

  const code = await readSms(request, person.gsm, /bordro görüntüleme kodunuz: (\d{6})\b/, since);
  await page.getByRole('textbox', { name: /Doğrulama kodu/ }).fill(code);
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Bordrolarımı göster' }).click();

  await expect(page.getByRole('heading', { name: `${person.ad} ${person.soyad}` })).toBeVisible();
  await expect(page.getByText(/Bordro erişiminiz \d{2}:\d{2} saatine kadar açık/)).toBeVisible();
  const months = page.getByRole('table', { name: 'Son 24 ayın bordroları' });
  await expect(months.getByRole('row')).toHaveCount(25);
  await expect(page.getByRole('heading', { name: /yılı özeti/ })).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  const sicilNo = (
    await page.locator('dt', { hasText: 'Sicil No' }).locator('xpath=following-sibling::dd').textContent()
  )?.trim();

  await months.getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: /bordrosu$/, level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Yasal kesintiler' })).toContainText('SGK primi işçi payı');
  await expect(page.getByRole('table', { name: 'Net ücret ve diğer kesintiler' })).toContainText('Ele geçen');
  await expect(page.getByText(/^BRD-/)).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF indir' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^bordro-\d{4}-\d{2}\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: 'Listeye dön' }).click();
  await page.getByRole('button', { name: 'Oturumu kapat' }).click();
  await expect(page.getByText(/oturumunuz sona erdi/)).toBeVisible();

  // The payroll office imports the next month: a wrong line first, then the right file, then publishes it.
  const office = await browser.newContext();
  const desk = await office.newPage();
  await signInToOffice(desk, 'ik');
  await desk.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Bordro Masası' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Bordro Masası' })).toBeVisible();
  const header = 'Sicil No;T.C. Kimlik No;Temel Ücret;Yan Ödemeler;Fazla Mesai;Sendika Aidatı;İcra Kesintisi';
  const file = (lines: string[]) => ({
    name: 'bordro.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`),
  });
  await desk.getByLabel('CSV dosyası').setInputFiles(file([`${sicilNo};${person.tckn};abc;0;0;0;0`]));
  await desk.getByRole('button', { name: 'Yükle' }).click();
  await expect(desk.getByText('Dosyada 1 hatalı satır var; hiçbir satır kaydedilmedi.')).toBeVisible();
  await expect(desk.getByRole('cell', { name: /Temel Ücret: tutar 45000,00 biçiminde/ })).toBeVisible();
  await expectNoAxeViolations(desk, wcag21);

  await desk.getByLabel('CSV dosyası').setInputFiles(file([`${sicilNo};${person.tckn};68000,00;6800;0;0;0`]));
  await desk.getByRole('button', { name: 'Yükle' }).click();
  await expect(desk.getByText(/bordrosu taslak olarak yüklendi \(1 çalışan\)/).last()).toBeVisible();
  const publish = desk.getByRole('button', { name: /bordrosunu yayımla$/ });
  await publish.click();
  const dialog = desk.getByRole('dialog', { name: /bordrosunu yayımla$/ });
  await expectNoAxeViolations(desk, wcag21);
  await dialog.getByRole('button', { name: 'Yayımla' }).click();
  await expect(desk.getByText(/bordrosu yayımlandı\./).last()).toBeVisible();
  await expect(publish).toHaveCount(0);
  await office.close();
});
