import { expectNoAxeViolations, wcag21 } from './axe.js';
import { signIn, signInAs, testMember } from './identity.js';
import { signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

// Test member 10 of the seed is this spec's alone: no other spec signs in as them or pays their debts.
const member = testMember(10);

test('the members desk finds a member, opens their page, suspends them with a reason so their login is refused, and activates them again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Signing in with the password and a code counts as the confirmation the status change asks for (5 minutes).
  await signInToOffice(page, 'uyeisleri');
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await menu.getByRole('link', { name: 'Üyeler ve Siciller' }).click();
  await expect(page).toHaveURL(/\/yonetim\/uyeler$/);

  // uyeisleri holds members.personal: the list shows the ID unmasked.
  const search = page.getByRole('form', { name: 'Üyeler', exact: true });
  await search.getByLabel('T.C. Kimlik No / Vergi No veya ad').fill(member.pidNo);
  await search.getByRole('button', { name: 'Ara' }).click();
  const row = page.getByRole('row').filter({ hasText: member.pidNo });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page, wcag21);
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: /^Üye: / })).toBeVisible();
  const status = page.getByTestId('member-status');
  await expect(status).toHaveText('Etkin');
  await expect(page.getByRole('heading', { name: 'Açık borçlar' })).toBeVisible();
  await expect(page.getByTestId('debt-totals')).toContainText('toplam');
  await expectNoAxeViolations(page, wcag21);

  // Suspend: the reason is required.
  await page.getByRole('button', { name: 'Üyeliği askıya al' }).click();
  const dialog = page.getByRole('dialog', { name: 'Üyeliği askıya al' });
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(dialog.getByText(/en az 5 karakter/)).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  await dialog.getByLabel('Gerekçe').fill('Vekaletname incelemesi');
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(status).toHaveText('Askıda');
  await expect(page.getByText('Vekaletname incelemesi')).toBeVisible();

  // The member's own login is refused now.
  const citizen = await browser.newPage();
  await signIn(citizen, { pidNo: member.pidNo, password: member.password });
  await expect(citizen.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
  await expect(citizen).toHaveURL(/\/session\/signin/);

  // Activate again: the member logs in.
  await page.getByRole('button', { name: 'Üyeliği etkinleştir' }).click();
  const activate = page.getByRole('dialog', { name: 'Üyeliği etkinleştir' });
  await activate.getByRole('button', { name: 'Onayla' }).click();
  await expect(status).toHaveText('Etkin');
  await signInAs(citizen, { pidNo: member.pidNo, password: member.password });
  await citizen.close();
});

test('the members desk checks numbers before registries are opened: a known one, a wrong checksum, a new one', async ({
  page,
}) => {
  await signInToOffice(page, 'uyeisleri');
  await page.goto('/yonetim/uyeler');
  const check = page.getByRole('region', { name: 'Sicil açmadan önce denetim' });
  // 10000000146 has a registry; 10000000147 fails its checksum; 28304671528 is a person the town does not know.
  await check.getByLabel(/her satıra bir/).fill('10000000146\n10000000147\n28304671528');
  await check.getByRole('button', { name: 'Denetle' }).click();
  await expect(check.getByRole('status')).toHaveText('Bazı numaralarda sorun var; aşağıda her birinin nedeni yazıyor.');
  await expect(check.getByRole('row').filter({ hasText: '10000000146' })).toContainText(
    'Bu numarayla açılmış bir sicil var',
  );
  await expect(check.getByRole('row').filter({ hasText: '10000000147' })).toContainText('sağlama tutmuyor');
  await expect(check.getByRole('row').filter({ hasText: '28304671528' })).toContainText('Uygun');
  await expectNoAxeViolations(page, wcag21);
});
