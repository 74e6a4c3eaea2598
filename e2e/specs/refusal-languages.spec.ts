import { expectNoAxeViolations, wcag21 } from './axe.js';
import { whenHydrated } from './identity.js';
import { expect, test } from './test.js';

/** A T.C. number with valid check digits that no member holds: a refused sign-in locks no demo member. */
const stranger = '98765432150';

const cases = [
  {
    lang: 'en',
    pidNo: 'National ID No',
    password: 'Password',
    human: 'I am not a robot',
    done: 'Verified',
    signIn: 'Sign in',
    refused: 'The user name or password is wrong.',
  },
  {
    lang: 'ar',
    pidNo: 'رقم الهوية التركية',
    password: 'كلمة المرور',
    human: 'لست روبوتًا',
    done: 'تم التحقق',
    signIn: 'تسجيل الدخول',
    refused: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  },
] as const;

for (const c of cases) {
  test(`a refused sign-in is said in the visitor's language (${c.lang})`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'ebs_lang', value: c.lang, url: baseURL }]);
    await page.goto('/session/signin');
    await whenHydrated(page.getByLabel(c.pidNo, { exact: true }));
    await page.getByLabel(c.pidNo, { exact: true }).fill(stranger);
    await page.getByLabel(c.password, { exact: true }).fill('Yanlis.Sifre.1');
    await page.getByRole('checkbox', { name: c.human }).click();
    await expect(page.getByText(c.done, { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: c.signIn, exact: true }).click();
    await expect(page.getByText(c.refused, { exact: true })).toBeVisible();
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toHaveCount(0);
    await expectNoAxeViolations(page, wcag21);
  });
}
