import type { Page } from '@playwright/test';
import { base32Decode, stepAt, totpAt } from '../../apps/api/src/lib/totp.js';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { completeAcs, fillHostedCard } from './bank.js';
import { readSms, signIn, signInAs, testMember } from './identity.js';
import { expect, test } from './test.js';

/** The journey's own member: it adds passkeys, turns the second step on and off and pays one of its debts. */
const member = testMember(13);

/** One SMS code a minute per phone: waits until the previous one is that old. */
async function waitForNextCode(since: number) {
  const left = since + 61_000 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** On Hesabım, proves who the member is with the password and the SMS code, as the page asks before changes. */
async function proveIdentity(page: Page, phone: string) {
  await page.goto('/UserUpdate');
  const section = page.getByRole('region', { name: 'Geçiş anahtarları ve iki adımlı doğrulama' });
  await section.getByLabel('Şifreniz').fill(member.password);
  const since = new Date().toISOString();
  await section.getByRole('button', { name: 'Kod gönder' }).click();
  const code = await readSms(page.request, phone, /doğrulama değişikliği için kodunuz: (\d{6})/, since);
  await section.getByLabel('SMS kodu').fill(code);
  await section.getByRole('button', { name: 'Doğrula' }).click();
  await expect(section.getByText(/Kimliğiniz doğrulandı/)).toBeVisible();
  return section;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
}

test('a member adds a passkey, is asked for it after the password, signs in with it alone and pays; a removed passkey is refused', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Chromium's virtual authenticator: a platform authenticator with a resident key and user verification.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInAs(page, member);
  await page.goto('/RegistryObservation');
  const phone = ((await page.locator('dt:text-is("Telefonlar") + dd').textContent()) ?? '')
    .replace(/\D/g, '')
    .slice(-10);
  expect(phone).toMatch(/^5\d{9}$/);

  // Added after the password and an SMS code, named; then an authenticator app as the second step.
  let section = await proveIdentity(page, phone);
  const firstCode = Date.now();
  await section.getByLabel('Yeni anahtarın adı').fill('Telefonum');
  await section.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  const key = section.getByRole('listitem').filter({ hasText: 'Telefonum' });
  await expect(key).toBeVisible();
  await expect(key.getByText('Henüz kullanılmadı')).toBeVisible();
  await section.getByRole('button', { name: 'Doğrulama uygulamasıyla aç' }).click();
  const secret = (await section.locator('.totp-secret').textContent()) ?? '';
  const appCode = (ahead: number) => totpAt(base32Decode(secret), stepAt(Date.now()) + ahead);
  await section.getByLabel('Uygulamadaki 6 haneli kod').fill(appCode(0));
  await section.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }).click();
  await expect(section.getByRole('heading', { name: 'Kurtarma kodlarınız' })).toBeVisible();
  await expect(section.locator('.recovery-codes li')).toHaveCount(10);
  await expectNoAxeViolations(page, wcag21);
  await section.getByRole('button', { name: 'Kodları kaydettim' }).click();
  await expect(section.getByText('Açık: şifrenizle girişte doğrulama uygulamanızdaki kod sorulur.')).toBeVisible();
  await signOut(page);

  // Where the browser offers passkeys in the T.C. field's autofill, the authenticator at hand signs the member in.
  await page.goto('/session/signin');
  await expect(page).toHaveURL(/\/anasayfa$/);
  await signOut(page);

  // From here the browser offers no autofill, so the password and the button are used.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });

  // The password alone is not enough now: the app's code finishes the sign-in.
  await signIn(page, member);
  await expect(page.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
  await expectNoAxeViolations(page, wcag21);
  await page.getByLabel('Doğrulama kodu').fill(appCode(1));
  await page.getByRole('button', { name: 'Girişi tamamla' }).click();
  await expect(page).toHaveURL(/\/anasayfa$/);
  await signOut(page);

  // The passkey alone signs in, and the member pays a debt by card.
  await page.goto('/session/signin');
  await page.getByRole('button', { name: 'Geçiş anahtarı ile giriş' }).click();
  await expect(page).toHaveURL(/\/anasayfa$/);
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  await page.goto('/DebtQuestioning');
  await page.locator('.debt-group').first().locator('tr:not(.debt-group-head)').first().getByRole('checkbox').check();
  await page
    .getByRole('group', { name: 'Ödeme yapılacak banka' })
    .getByRole('radio', { name: /T.C. Ziraat Bankası/ })
    .check();
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await page.getByRole('button', { name: 'Bankanın ödeme sayfasına git' }).click();
  await fillHostedCard(page);
  await completeAcs(page);
  await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();

  // Hesabım shows when the passkey was last used; the member turns the second step off and removes the passkey.
  await waitForNextCode(firstCode);
  section = await proveIdentity(page, phone);
  await expect(key.getByText('Henüz kullanılmadı')).toHaveCount(0);
  await section.getByRole('button', { name: 'İki adımlı doğrulamayı kapat' }).click();
  await expect(section.getByText(/İki adımlı doğrulama kapalı/)).toBeVisible();
  await section.getByRole('button', { name: 'Telefonum anahtarını kaldır' }).click();
  await expect(section.getByText('Henüz geçiş anahtarınız yok.')).toBeVisible();
  await signOut(page);

  // The authenticator still holds the removed passkey: the portal refuses it.
  await page.goto('/session/signin');
  await page.getByRole('button', { name: 'Geçiş anahtarı ile giriş' }).click();
  await expect(page.getByText(/Bu geçiş anahtarı hesabınızda kayıtlı değil ya da kaldırılmış/)).toBeVisible();
  await expect(page).toHaveURL(/\/session\/signin/);
});
