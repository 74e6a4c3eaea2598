import { expectNoAxeViolations, wcag21 } from './axe.js';
import { readSms, signInAs, testMember } from './identity.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/** The calendar journey's member: consent to SMS is all this journey needs of them. */
const member = testMember(11);

test('the announcement desk counts, previews and sends an announcement to a district, and the member gets it by SMS', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, member);
  // An address whose provider accepts mail and returns it later: the bounce reaches the delivery desk.
  const bouncing = `yok.${Date.now()}@gecersiz.example`;
  await page.goto('/UserUpdate');
  await page.getByLabel('E-posta').fill(bouncing);
  await page.getByLabel('Mevcut şifre').fill(member.password);
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByText('Bilgileriniz güncellendi.').first()).toBeVisible();
  const consent = page.getByRole('form', { name: 'İletişim izinleri' });
  await consent.getByLabel(/SMS ile almak/).check();
  await consent.getByLabel(/elektronik postayla almak/).check();
  await consent.getByRole('button', { name: 'İzinleri kaydet' }).click();
  await expect(page.getByText('İletişim izinleriniz kaydedildi.').first()).toBeVisible();
  await page.goto('/RegistryObservation');
  const phone = ((await page.locator('dt:text-is("Telefonlar") + dd').textContent()) ?? '')
    .replace(/\D/g, '')
    .slice(-10);
  const address = (await page.locator('dt:text-is("Adresler") + dd').textContent()) ?? '';

  await signInToOffice(page, 'yonetici');
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await menu.getByRole('link', { name: 'Duyuru Masası' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duyuru Masası' })).toBeFocused();
  const district = page.getByLabel('Mahalle', { exact: true });
  await expect(district.locator('option').nth(1)).toBeAttached();
  const names = await district.locator('option').allTextContents();
  const ours = names.find((n) => n.length > 2 && address.toLocaleUpperCase('tr').includes(n.toLocaleUpperCase('tr')));
  expect(ours, `a district named in "${address}"`).toBeDefined();
  await district.selectOption({ label: ours! });
  const words = `Mahallenizde ${Date.now()} numaralı bilgilendirme: yarın su kesintisi yoktur.`;
  await page.getByLabel('E-posta', { exact: true }).check();
  await page.getByLabel('E-posta konusu').fill('Bilgilendirme');
  await page.getByLabel(/Duyuru metni/).fill(words);
  await page.getByRole('button', { name: 'Önizle ve say' }).click();
  await expect(page.getByText(/İzin veren \d+ üyeye gidecek/)).toBeVisible();
  await expect(page.getByText(words).first()).toBeVisible();
  await expectNoAxeViolations(page, wcag21);

  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Duyuruyu gönder' }).click();
  await confirmIdentityIfAsked(page, 'yonetici', page.getByText(/gönderilmek üzere sıraya alındı/).first());
  const got = await readSms(request, phone, /(Mahallenizde \d+ numaralı bilgilendirme)/, since);
  expect(words).toContain(got);

  await menu.getByRole('link', { name: 'Bildirimler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeFocused();
  await expect(page.getByRole('table').first()).toBeVisible();
  // The member's copy came back a moment after it was sent: listed with the address masked and the server's reason.
  const bounces = page.getByRole('table', { name: /geri dönen e-postalar/ });
  await expect(async () => {
    await page.reload();
    await expect(bounces.getByRole('row').filter({ hasText: 'y***@gecersiz.example' }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  const row = bounces.getByRole('row').filter({ hasText: 'y***@gecersiz.example' }).first();
  await expect(row).toContainText('Kalıcı');
  await expect(row).toContainText('User unknown');
  await expect(page.getByText(bouncing)).toHaveCount(0);
  await expectNoAxeViolations(page, wcag21);

  // The member finds the announcement in Mesajlarım under a topic of its own.
  await page.goto('/mesajlarim');
  await expect(page.getByRole('heading', { level: 1, name: 'Mesajlarım' })).toBeVisible();
  await page.getByLabel('Konu').selectOption({ label: 'Duyurular' });
  await page.getByRole('button', { name: 'Ara', exact: true }).click();
  await expect(page.getByText('SMS · Duyurular').first()).toBeVisible();
  await expect(page.getByText(/· Son gün hatırlatması/)).toHaveCount(0);
  await expectNoAxeViolations(page, wcag21);
});
