import { expectNoAxeViolations, wcag21 } from './axe.js';
import { readSms, verifyHuman } from './identity.js';
import { signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/** The smallest PNG: a 1×1 pixel, as a phone's photo would arrive. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A phone of this run only, so an earlier run's reports and messages never count. */
const gsm = `53${String(Date.now()).slice(-8)}`;
const subject = 'Parkın yanındaki lamba yanmıyor';
const answer = 'Arızalı lamba değiştirildi, sokak aydınlatması çalışıyor.';

test('a citizen files a report with a photo, zabıta answers it, the citizen sees the timeline and the SMS', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const since = new Date().toISOString();
  await page.goto('/ComplaintsAndRequests');
  await expect(page.getByRole('heading', { level: 1, name: 'İstek ve Şikayet' })).toBeVisible();

  // Step 1: what and where.
  await page.getByLabel('Başvuru türü').selectOption('COMPLAINT');
  await page.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Aydınlatma' });
  await page.getByLabel('Alt kategori').selectOption({ label: 'Yanmayan sokak lambası' });
  await page.getByLabel('İlçe').selectOption({ index: 1 });
  await page.getByLabel('Mahalle').selectOption({ index: 1 });
  await page.getByLabel('Cadde / Sokak').selectOption({ index: 1 });
  await page.getByLabel('Yer tarifi (isteğe bağlı)').fill('Parkın kuzey girişi');
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'İleri' }).click();

  // Step 2: the details and a photo.
  await expect(page.getByRole('heading', { name: 'Adım 2 / 3: Ayrıntılar' })).toBeVisible();
  await page.getByLabel('Konu', { exact: true }).fill(subject);
  await page
    .getByLabel('Açıklama', { exact: true })
    .fill('Üç gündür parkın yanındaki direk yanmıyor, akşamları yol tamamen karanlık kalıyor.');
  await page.getByLabel('Fotoğraf veya belge (en çok 3)').setInputFiles({
    name: 'lamba.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByRole('button', { name: 'lamba.png dosyasını kaldır' })).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'İleri' }).click();

  // Step 3: contact, with the phone proven by an SMS code.
  await page.getByLabel('Ad soyad').fill('Deniz Yalçın');
  await page.getByLabel('Cep telefonu').pressSequentially(gsm);
  await verifyHuman(page);
  await page.getByRole('button', { name: 'Kod gönder' }).click();
  const code = await readSms(request, gsm, /doğrulama kodunuz: (\d{6})\b/, since);
  await page.getByLabel('Doğrulama kodu').fill(code);
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Bildirimi gönder' }).click();

  await expect(page.getByRole('heading', { name: 'Bildiriminiz alındı' })).toBeVisible();
  const trackingNo = (await page.getByTestId('tracking-no').textContent())?.trim() as string;
  expect(trackingNo).toMatch(/^\d{4}-[2-9A-HJ-NP-Z]{6}$/);
  await readSms(request, gsm, new RegExp(`(${trackingNo}) takip numaralı bildiriminiz alındı`), since);
  await expectNoAxeViolations(page, wcag21);

  // Zabıta finds it in the queue, sends it to its department and answers it.
  const office = await browser.newContext();
  const desk = await office.newPage();
  await signInToOffice(desk, 'zabita');
  await desk
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'İstek ve Şikayet Masası' })
    .click();
  await desk.getByLabel('Takip no veya konu').fill(trackingNo);
  await desk.getByRole('button', { name: 'Listele' }).click();
  await desk.getByRole('link', { name: `${trackingNo} numaralı bildirimi aç` }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `${trackingNo} — ${subject}` })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'lamba.png' })).toBeVisible();
  await expectNoAxeViolations(desk, wcag21);

  await desk.getByRole('button', { name: 'Müdürlüğe yönlendir' }).click();
  const assign = desk.getByRole('dialog', { name: 'Müdürlüğe yönlendir' });
  await assign.getByLabel('Müdürlük').selectOption('Fen İşleri Müdürlüğü');
  await assign.getByRole('button', { name: 'Kaydet' }).click();
  await expect(assign).toHaveCount(0);
  // What the act came to is said under the heading, in the page's flow: it covers neither the title nor the tools.
  const said = desk.getByRole('status').filter({ hasText: 'Kaydedildi; vatandaşa bildirildi.' });
  await expect(said).toHaveCount(1);
  const heading = await desk.getByRole('heading', { level: 1 }).boundingBox();
  expect((await said.boundingBox())?.y).toBeGreaterThanOrEqual((heading?.y ?? 0) + (heading?.height ?? 0));
  await desk.getByRole('button', { name: 'Durumu değiştir' }).click();
  const status = desk.getByRole('dialog', { name: 'Durumu değiştir' });
  await status.getByLabel('Yeni durum').selectOption('RESOLVED');
  await status.getByLabel('Vatandaşa yanıt').fill(answer);
  await expectNoAxeViolations(desk, wcag21);
  await status.getByRole('button', { name: 'Kaydet' }).click();
  await expect(status).toHaveCount(0);
  await expect(desk.getByText(answer)).toBeVisible();
  // The second act's message takes the first one's place; they do not pile up.
  await expect(said).toHaveCount(1);
  await office.close();

  // The citizen is told by SMS and reads the answer on the report's timeline.
  await readSms(request, gsm, new RegExp(`(${trackingNo}) takip numaralı bildiriminiz çözüldü`), since);
  await page.getByRole('button', { name: 'Bildirimi görüntüle' }).click();
  await page.getByLabel('Cep telefonu').pressSequentially(gsm);
  await page.getByRole('button', { name: 'Göster' }).click();
  await expect(page.getByRole('heading', { name: `${trackingNo} — ${subject}` })).toBeVisible();
  const timeline = page.locator('.complaint-timeline');
  await expect(timeline).toContainText('Bildirim alındı');
  await expect(timeline).toContainText('Müdürlüğe iletildi');
  await expect(timeline).toContainText(answer);
  await expect(page.getByRole('list', { name: 'Durum' }).getByRole('listitem').last()).toHaveText('Çözüldü');
  await expect(page.getByRole('form', { name: 'Yeniden aç' })).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
});
