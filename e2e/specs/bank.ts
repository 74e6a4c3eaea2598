import { expect, type Page } from '@playwright/test';

/** The cardholder at the simulated bank: the hosted card page and the issuer's 3-D Secure (ACS) page. */

export const cards = {
  success: '4546711234567894',
  insufficientFunds: '4090000000000516',
};

/** Answers the issuer page with the SMS code (the simulator prints it; a real issuer sends it by SMS). */
export async function completeAcs(page: Page, { code = '123456', cancel = false } = {}) {
  await expect(page.getByRole('heading', { name: '3D Secure Doğrulama' })).toBeVisible({ timeout: 15_000 });
  if (cancel) {
    await page.getByRole('button', { name: 'İptal' }).click();
    return;
  }
  await page.getByLabel('Cep telefonunuza gönderilen doğrulama kodunu giriniz').fill(code);
  await page.getByRole('button', { name: 'Onayla' }).click();
}

/** The bank's own card page (EstV3 3D Pay Hosting, Vakıfbank's Common Payment): the card never passes through the portal. */
export async function fillHostedCard(page: Page, pan = cards.success) {
  await expect(page.getByRole('heading', { name: 'Kart bilgileri' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Kart üzerindeki isim').fill('Zeynep Arslan');
  await page.getByLabel('Kart numarası').fill(pan);
  await page.getByLabel('Son kullanma ayı (AA)').fill('12');
  await page.getByLabel('yılı (YY)').fill('30');
  await page.getByLabel('Güvenlik kodu (CVV)').fill('000');
  await page.getByRole('button', { name: 'Ödemeye devam et' }).click();
}
