import type { Page } from '@playwright/test';
import { demo, population, readSms, signIn, signInAs, verifyHuman } from './identity.js';
import { expect, test } from './test.js';

const topBar = (page: Page) => page.locator('header.topbar');
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });

test.describe('sign-in', () => {
  test('with T.C. Kimlik No and password lands on / (then /anasayfa) and shows the name', async ({ page }) => {
    await page.goto('/session/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Belediye Sistemine Giriş');
    await expect(page.getByLabel('T.C Kimlik No')).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('Beni Hatırla')).toBeChecked();
    await signIn(page, { goto: false });
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(topBar(page)).toContainText(demo.name);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(demo.password);
  });

  test('a wrong password shows "Kullanıcı adı veya şifre hatalı." and asks to verify again', async ({ page }) => {
    await signIn(page, { password: 'Yanlis.Sifre.1' });
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
    await expect(page).toHaveURL(/\/session\/signin$/);
    await expect(page.getByRole('checkbox', { name: 'Ben robot değilim' })).not.toBeChecked();
  });

  test('without human verification the warning shows and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/ValidateUser')) sent.push(req.url());
    });
    await page.goto('/session/signin');
    await page.getByLabel('T.C Kimlik No').fill(demo.pidNo);
    await page.getByLabel('Şifre', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Lütfen gerçek kişi olduğunuzu doğrulayınız')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
  });

  test('the ID field takes digits only', async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByLabel('T.C Kimlik No').pressSequentially('10a0000-00146');
    await expect(page.getByLabel('T.C Kimlik No')).toHaveValue('10000000146');
  });

  test('links lead to password reset, home and registration', async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
    await expect(page).toHaveURL(/\/session\/forgot-password$/);
    await page.goto('/session/signin');
    await page.getByRole('main').getByRole('link', { name: 'Anasayfa', exact: true }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
    await page.goto('/session/signin');
    await page.getByRole('link', { name: /Üye olun/ }).click();
    await expect(page).toHaveURL(/\/session\/signup$/);
  });

  test('redirectUrl round trip: a login-only page asks to sign in, then opens', async ({ page }) => {
    await page.goto('/RegistryObservation');
    await expect(page).toHaveURL(/\/session\/signin\?redirectUrl=%2FRegistryObservation$/);
    await signIn(page, { goto: false });
    await expect(page).toHaveURL(/\/RegistryObservation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sicil Bilgilerim');
  });

  test('a redirectUrl to another site is ignored', async ({ page }) => {
    await page.goto('/session/signin?redirectUrl=%2F%2Fevil.example%2F');
    await signIn(page, { goto: false });
    await expect(page).toHaveURL(/\/anasayfa$/);
  });

  test('"Beni Hatırla" keeps the session over a browser restart; without it the session ends', async ({
    browser,
    baseURL,
  }) => {
    for (const remember of [true, false]) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await signInAs(page, { remember });
      // A new tab starts with empty sessionStorage: the session comes back from its cookie.
      const tab = await context.newPage();
      await tab.goto('/RegistryObservation');
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Sicil Bilgilerim');
      const { cookies } = await context.storageState();
      await context.close();
      // A restarted browser keeps only persistent cookies (session cookies have expires -1).
      const restarted = await browser.newContext({
        baseURL,
        storageState: { cookies: cookies.filter((c) => c.expires !== -1), origins: [] },
      });
      const again = await restarted.newPage();
      await again.goto('/RegistryObservation');
      if (remember) {
        await expect(again.getByRole('heading', { level: 1 })).toHaveText('Sicil Bilgilerim');
        await expect(topBar(again)).toContainText(demo.name);
      } else {
        await expect(again).toHaveURL(/\/session\/signin\?redirectUrl=/);
      }
      await restarted.close();
    }
  });
});

test.describe('password reset', () => {
  test('shows its form; without verification it warns and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/SendPasswordForMember')) sent.push(req.url());
    });
    await page.goto('/ForgottenPassword');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Belediye Şifre Sıfırlama');
    await page.getByLabel('T.C. Kimlik No / Vergi No').fill(demo.pidNo);
    await page.getByLabel('Cep Telefonu').pressSequentially('05321234567');
    await expect(page.getByLabel('Cep Telefonu')).toHaveValue('(532) 123 45 67');
    await page.getByRole('button', { name: 'Onay' }).click();
    await expect(page.getByText('Lütfen gerçek kişi olduğunuzu doğrulayınız')).toBeVisible();
    expect(sent).toEqual([]);
    await page.getByRole('button', { name: 'Anasayfa' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
  });

  test('the new password arrives by SMS and signs in', async ({ page, request }) => {
    const person = population()[2];
    const formatted = `(${person.gsm.slice(0, 3)}) ${person.gsm.slice(3, 6)} ${person.gsm.slice(6, 8)} ${person.gsm.slice(8)}`;
    // Hold the call a moment so the busy overlay can be seen.
    await page.route('**/api/SendPasswordForMember', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/session/forgot-password');
    await page.getByLabel('T.C. Kimlik No / Vergi No').fill(person.tckn);
    await page.getByLabel('Cep Telefonu').pressSequentially(person.gsm);
    await expect(page.getByLabel('Cep Telefonu')).toHaveValue(formatted);
    await verifyHuman(page);
    const since = new Date().toISOString();
    await page.getByRole('button', { name: 'Onay' }).click();
    await expect(page.getByText('Yükleniyor...')).toBeVisible();
    // The confirmation stays (a 3-second toast was gone before the SMS came) and leads to the sign-in.
    const confirmation = page.getByRole('status').filter({ hasText: 'Yeni şifreniz sms olarak cep telefonunuza' });
    await expect(confirmation).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(confirmation).toBeVisible();

    const password = await readSms(request, person.gsm, /E-Belediye girişi için yeni şifreniz: (\w{6})\b/, since);
    await confirmation.getByRole('link', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/session\/signin$/);
    await signIn(page, { pidNo: person.tckn, password, goto: false });
    // The password sent by SMS opens only the new-password form, whatever member page is asked for.
    await expect(page).toHaveURL(/\/UserUpdate$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeni şifre belirleyin');
    await page.goto('/RegistryObservation');
    await expect(page).toHaveURL(/\/UserUpdate$/);
    await expect(topBar(page)).toContainText(`${person.ad} ${person.soyad}`);

    // Give the demo member the demo password back, through the new-password form.
    await page.getByLabel('Yeni Şifre', { exact: true }).fill(demo.password);
    await page.getByLabel('Yeni Şifre Tekrar').fill(demo.password);
    await page.getByLabel('SMS ile gelen şifre').fill(password);
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(toast(page, 'Bilgileriniz güncellendi.')).toBeVisible();
    await page.goto('/RegistryObservation');
    await expect(page).toHaveURL(/\/RegistryObservation$/);
  });
});

test.describe('registration', () => {
  test('the form says what is missing, in the spec’s words, and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/CreateUser')) sent.push(req.url());
    });
    await page.goto('/session/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Belediye Üyelik');
    await page.getByLabel('E-posta').fill('not-an-address');
    await page.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(page.getByText('Bu alan zorunludur.').first()).toBeVisible();
    await expect(page.getByText('Geçerli bir e-posta adresi giriniz.')).toBeVisible();
    await expect(page.getByText('Lütfen gerçek kişi olduğunuzu doğrulayınız')).toBeVisible();
    await expect(page.getByLabel('T.C. Kimlik No')).toBeFocused();
    await page.getByLabel('Kurumsal').check();
    await expect(page.getByLabel('Vergi No')).toBeVisible();
    await expect(page.getByLabel('Vergi Dairesi Kodu')).toHaveValue('001105');
    await expect(page.getByRole('link', { name: /Giriş yapın/ })).toHaveAttribute('href', '/session/signin');
    expect(sent).toEqual([]);
  });

  test('a person of the population registers; the SMS code activates the membership', async ({ page, request }) => {
    const person = population()[4];
    const password = 'Yeni.Uye.2026';
    await page.goto('/session/signup');
    await expect(page.getByLabel('Bireysel')).toBeChecked();
    await page.getByLabel('T.C. Kimlik No').fill(person.tckn);
    await page.getByLabel('Doğum Tarihi').fill(person.dogumTarihi);
    await page.getByLabel('Cep Telefonu').pressSequentially(person.gsm);
    await page.getByLabel('E-posta').fill(`uye.${person.tckn}@example.com`);
    await page.getByLabel('Şifre', { exact: true }).fill(password);
    await page.getByLabel('Şifre Tekrar').fill(password);
    await page.getByRole('button', { name: 'KVKK aydınlatma metnini oku' }).click();
    const notice = page.getByRole('dialog', { name: 'Kişisel Verilerin Korunması Aydınlatma Metni' });
    await expect(notice).toContainText('6698 sayılı');
    await notice.getByRole('button', { name: 'Kapat' }).last().click();
    await expect(notice).toBeHidden();
    await page.getByLabel('Üyelik sözleşmesini okudum, kabul ediyorum').check();
    await verifyHuman(page);
    const since = new Date().toISOString();
    await page.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(page.getByText(/numaralı telefonunuza gönderilen 6 haneli kodu giriniz$/)).toBeVisible();
    // A new code only after the minute has run down, which the button counts.
    await expect(page.getByRole('button', { name: /^Kodu tekrar gönder \((5\d|60) sn\)$/ })).toBeDisabled();

    const code = await readSms(request, person.gsm, /E-Belediye üyelik doğrulama kodunuz: (\d{6})\b/, since);
    await page.getByLabel('Doğrulama Kodu').fill(code);
    await page.getByRole('button', { name: 'Üyeliği Tamamla' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(topBar(page)).toContainText(`${person.ad} ${person.soyad}`);

    // The new member signs in with the password chosen at registration.
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await signInAs(page, { pidNo: person.tckn, password });
  });
});

test.describe('e-Devlet', () => {
  const citizen = () => population()[0];
  const chooseCitizen = (page: Page) =>
    page
      .getByRole('listitem')
      .filter({ hasText: `${citizen().ad} ${citizen().soyad}` })
      .getByRole('button', { name: 'Bu kişi olarak giriş yap' })
      .click();

  test('the simulator’s authorization page signs the chosen person in', async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByRole('button', { name: 'e-Devlet ile Giriş' }).click();
    await expect(page.getByLabel('Normal')).toBeChecked();
    await chooseCitizen(page);
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(topBar(page)).toContainText(demo.name);
  });

  test('one-click mode (/index_edevlet_girisi) goes straight to e-Devlet; "Vazgeç" comes back unsigned', async ({
    page,
  }) => {
    await page.goto('/index_edevlet_girisi');
    await expect(page.getByRole('button', { name: 'Vazgeç' })).toBeVisible();
    await page.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(toast(page, 'E-devlet girişi başarısız')).toBeVisible();
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(page.getByRole('link', { name: 'Giriş Yap', exact: true })).toBeVisible();
  });

  test('a citizen with no municipal record is sent to sign up with the ID e-Devlet confirmed', async ({ page }) => {
    // The people after the first six are unknown to the municipality.
    const stranger = population()[9];
    await page.goto('/e-devlet-girisi');
    await page.getByRole('button', { name: 'e-Devlet ile Giriş' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: `${stranger.ad} ${stranger.soyad}` })
      .getByRole('button', { name: 'Bu kişi olarak giriş yap' })
      .click();
    await expect(page.getByRole('heading', { name: 'Sicil bilgisi bulunamadı.' })).toBeVisible();
    await page.getByRole('link', { name: 'Üye Ol' }).click();
    await expect(page).toHaveURL(/\/session\/signup$/);
    await expect(page.getByLabel('T.C. Kimlik No')).toHaveValue(stranger.tckn);
  });

  for (const [fault, message] of [
    ['Boş token (token uç noktası null döner)', 'Geçersiz token, E-devlet girişi başarısız'],
    ['Hatalı sonuç kodu (EDV09.006)', 'E-devlet girişi başarısız'],
  ]) {
    test(`fault "${fault}" shows "${message}" and returns home`, async ({ page }) => {
      await page.goto('/e-devlet-girisi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('e-Devlet ile Giriş');
      await page.getByRole('button', { name: 'e-Devlet ile Giriş' }).click();
      await page.getByLabel(fault).check();
      await chooseCitizen(page);
      await expect(toast(page, message)).toBeVisible();
      await expect(page).toHaveURL(/\/anasayfa$/);
      await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toHaveCount(0);
    });
  }
});
