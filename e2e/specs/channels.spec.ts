import { expectNoAxeViolations, wcag21 } from './axe.js';
import { confirmIdentityIfAsked, signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

test('an administrator issues a kiosk key, sees it once, and revokes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  await signInToOffice(page, 'yonetici');
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Dış Kanallar' }).click();
  await expect(page.getByRole('table', { name: 'Kanallar' })).toContainText('Belediye Binası Kiosku');
  await expectNoAxeViolations(page, wcag21);

  await page.getByRole('button', { name: 'Yeni kanal' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni dış kanal' });
  await form.getByLabel(/Kanal adı/).fill('Pazar Yeri Kiosku');
  await form.getByLabel(/Kurum kodu/).fill(code);
  await form.getByLabel(/Parametreler/).check();
  await expectNoAxeViolations(page, wcag21);
  await form.getByRole('button', { name: 'Kaydet' }).click();

  // A new key is a credential: the office asks for the password and code again unless confirmed lately.
  const shown = page.getByRole('dialog', { name: 'API anahtarı: Pazar Yeri Kiosku' });
  await confirmIdentityIfAsked(page, 'yonetici', shown);
  await expect(shown.getByRole('alert')).toContainText('yalnızca şimdi gösterilir');
  const apiKey = await shown.getByLabel(`${code} kurum kodunun API anahtarı`).inputValue();
  expect(apiKey).toMatch(/^ebk_/);
  await expectNoAxeViolations(page, wcag21);
  const security = { institutionCode: code, apiKey };
  expect((await request.post('/kanal/api/GetMenus', { data: { security } })).status()).toBe(200);
  await shown.getByRole('button', { name: 'Kaydettim, kapat' }).click();
  await expect(shown).toBeHidden();

  // Only the prefix is ever listed again.
  const row = page.getByRole('table', { name: 'Kanallar' }).getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText(`${apiKey.slice(0, 12)}…`);
  await expect(page.getByText(apiKey, { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: /^İptal et\s?: Pazar Yeri Kiosku/ }).click();
  const revoke = page.getByRole('dialog', { name: 'Pazar Yeri Kiosku: kanalı iptal et' });
  await revoke.getByRole('button', { name: 'İptal et' }).click();
  await confirmIdentityIfAsked(page, 'yonetici', row.getByText('İptal edildi'));
  await expect(row).toContainText('İptal edildi');
  const refused = await request.post('/kanal/api/GetMenus', { data: { security } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).Code).toBe('error_channel_unauthenticated');
  await expectNoAxeViolations(page, wcag21);
});
