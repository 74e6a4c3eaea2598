import { expectNoAxeViolations, wcag21 } from './axe.js';
import { signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/** The demo contracted bank's key (README, "Online bank collection"). */
const security = { institutionCode: 'VAKIFBANK', apiKey: 'ebk_demo_vakif_5d1a8e3f27c04b9a6e12' };

test('finance clears a difference the contracted bank’s end-of-day list left, with a note', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const reference = `E2E-FARK-${Date.now().toString(36).toUpperCase()}`;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  // The bank's list names a collection the portal never recorded.
  const answer = await request.post('/kanal/api/Reconcile', {
    data: { security, date: today, items: [{ bankReference: reference, amountKurus: 1_234 }] },
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).Differences).toContainEqual({
    Kind: 'MISSING_HERE',
    BankReference: reference,
    OurKurus: null,
    BankKurus: 1_234,
  });

  await signInToOffice(page, 'muhasebe');
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Tahsilat Mutabakatı' })
    .click();
  const table = page.getByRole('table', { name: 'Banka mutabakatı farkları' });
  const row = table.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Bankanın listesinde var, bizde yok');
  await expect(row).toContainText('Vakıfbank Şube Tahsilatı');
  await expectNoAxeViolations(page, wcag21);

  await row.getByRole('button', { name: /^Çözüldü/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Farkı çözüldü olarak işaretle' });
  await dialog.getByLabel(/Açıklama notu/).fill('Banka mükerrer satırı listesinden çıkardı.');
  await expectNoAxeViolations(page, wcag21);
  await dialog.getByRole('button', { name: 'Çözüldü olarak kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(reference) })).toHaveCount(0);
});
