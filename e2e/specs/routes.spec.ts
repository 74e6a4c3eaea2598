import { loginOnly, publicRoutes } from './routes.js';
import { expect, test } from './test.js';

test('the root address redirects to the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/anasayfa$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Yeşilvadi Belediyesi');
});

test('an unknown address goes to /session/404, whose button leads back home', async ({ page }) => {
  await page.goto('/bu-sayfa-yok/gercekten');
  await expect(page).toHaveURL(/\/session\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
  await page.getByRole('link', { name: 'Anasayfaya dön' }).click();
  await expect(page).toHaveURL(/\/anasayfa$/);
});

test('paths are exact: a wrongly cased path is unknown', async ({ page }) => {
  await page.goto('/estatestreetvaluation');
  await expect(page).toHaveURL(/\/session\/404$/);
});

for (const path of loginOnly) {
  test(`login-only ${path} sends an anonymous visitor to sign-in keeping redirectUrl`, async ({ page }) => {
    await page.goto(`${path}?yil=2026`);
    await expect(page).toHaveURL(/\/session\/signin\?redirectUrl=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirectUrl')).toBe(`${path}?yil=2026`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Belediye Sistemine Giriş');
  });
}

for (const [path, heading] of publicRoutes) {
  test(`public route ${path} shows its page "${heading}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('?ISLEMADI=EDEVLETGIRIS leads to the e-Devlet login page', async ({ page }) => {
  await page.goto('/?ISLEMADI=EDEVLETGIRIS');
  await expect(page).toHaveURL(/\/e-devlet-girisi$/);
});

test('any other query string on the root is read as the e-Devlet return, keeping the code', async ({ page }) => {
  await page.goto('/?code=abc123&state=4567');
  await expect(page).toHaveURL(/\/e-devlet-girisi\?code=abc123&state=4567$/);
});

test('the API answers an unknown call with a Turkish JSON error, not the web page', async ({ request }) => {
  const res = await request.post('/api/YokBoyleBirCagri', { data: {} });
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ Code: 'error_unknown_call', Message: 'Böyle bir işlem bulunmuyor.' });
});
