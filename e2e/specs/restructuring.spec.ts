import { readFileSync } from 'node:fs';
import { expectNoAxeViolations, wcag2 } from './axe.js';
import { completeAcs, fillHostedCard } from './bank.js';
import { demo, readSms, signInAs } from './identity.js';
import { signInToOffice } from './office-login.js';
import { expect, test } from './test.js';

/** The seed's restructuring demo member with eligible old debts, and the phone the consent code goes to. */
const applicant = { pidNo: '90000002180', password: demo.password, gsm: '5550002121' };

test('a member compares two options, applies with the SMS code, downloads the plan and pays the first installment; the revenue office sees the plan', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, applicant);
  await page.goto('/DebtRestructuring');
  // The campaign says plainly what it is: the law it follows, the debts it covers, how often, each count with the
  // law's coefficient (7326, reference 6.1), and the window.
  const title = '7326 sayılı Kanun örneğinde belediye alacaklarının yapılandırılması';
  const about = page.getByRole('region', { name: title });
  await expect(about.getByRole('heading', { name: title })).toBeVisible();
  const fact = (term: string) => about.locator(`dt:text-is("${term}") + dd`);
  await expect(fact('Uyguladığı kanun')).toHaveText(
    '7326 sayılı Bazı Alacakların Yeniden Yapılandırılmasına ve Bazı Kanunlarda Değişiklik Yapılmasına Dair Kanun',
  );
  await expect(fact('Kapsanan borçlar')).toHaveText(
    /^Vadesi \d{2}\.\d{2}\.\d{4} veya öncesi olan Emlak Vergisi \(Bina\), .+ borçları$/,
  );
  await expect(fact('Taksitler')).toHaveText('İki ayda bir');
  await expect(fact('Başvuru dönemi')).toHaveText(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4} \(iki gün dahil\)$/);
  const options = about.getByRole('table', { name: 'Ödeme seçenekleri ve katsayıları' });
  for (const [count, term, coefficient] of [
    ['6 taksit', '12 ay', '1,045'],
    ['9 taksit', '18 ay', '1,083'],
    ['12 taksit', '24 ay', '1,105'],
    ['18 taksit', '36 ay', '1,150'],
  ]) {
    const row = options.getByRole('row', { name: new RegExp(`^${count} `) });
    await expect(row.getByRole('rowheader')).toHaveText(count!);
    await expect(row.getByRole('cell')).toHaveText([term!, coefficient!, 'Yok']);
  }
  await expect(options.getByRole('row', { name: /^Peşin / }).getByRole('cell')).toHaveText([
    'Tek ödeme',
    '1,000',
    '%90',
  ]);
  await expect(about.getByText('Katsayılar kanunda yazılı olanlardır.')).toBeVisible();
  const debts = page.getByRole('table', { name: 'Yapılandırılabilecek borçlar' });
  await expect(debts.getByRole('checkbox').first()).toBeChecked();

  // Six installments, compared with eighteen: both totals side by side and in the chart.
  await page.getByRole('radio', { name: '6 taksit' }).check();
  await page.getByRole('combobox', { name: 'Karşılaştır' }).selectOption('18');
  const comparison = page.getByRole('region', { name: 'Seçeneklerin karşılaştırması' });
  await expect(comparison.getByRole('columnheader', { name: '18 taksit' })).toBeVisible();
  await expect(comparison.getByRole('img', { name: /6 taksit ile 18 taksit/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ödeme planı' }).locator('tbody tr')).toHaveCount(6);
  await expectNoAxeViolations(page, wcag2);

  const since = new Date().toISOString();
  await page.getByRole('checkbox', { name: /koşullarını okudum/ }).check();
  await page.getByRole('button', { name: 'Onay kodu gönder' }).click();
  await expect(page.getByText(/numarasına 6 haneli bir onay kodu gönderildi/)).toBeVisible();
  const code = await readSms(request, applicant.gsm, /onay kodunuz: (\d{6})/, since);
  await page.getByLabel('Onay kodu').fill(code);
  await page.getByRole('button', { name: 'Başvuruyu tamamla' }).click();
  const done = page.getByText(/Başvurunuz alındı\. Plan numaranız: (YP-\d{4}-\d{6})/);
  await expect(done).toBeVisible();
  const planNo = /YP-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0] as string;
  await expect(page.getByRole('table', { name: 'Ödeme planı' }).getByText('Bekliyor').first()).toBeVisible();
  await expectNoAxeViolations(page, wcag2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Plan belgesini indir (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`yapilandirma-${planNo}.pdf`);
  expect(
    readFileSync((await download.path()) as string)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The first installment is a debt like any other: paid by card at the bank.
  await page.getByRole('link', { name: 'Borç Sorgulama ve Ödeme' }).first().click();
  await expect(page).toHaveURL(/\/DebtQuestioning$/);
  await page
    .getByRole('row', { name: new RegExp(`${planNo} taksit 1/6`) })
    .getByRole('checkbox')
    .check();
  await page
    .getByRole('group', { name: 'Ödeme yapılacak banka' })
    .getByRole('radio', { name: /T\.C\. Ziraat Bankası/ })
    .check();
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await page.getByRole('button', { name: 'Bankanın ödeme sayfasına git' }).click();
  await fillHostedCard(page);
  await completeAcs(page);
  await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();

  await page.goto('/DebtRestructuring');
  await expect(page.getByRole('table', { name: 'Ödeme planı' }).getByText('Ödendi')).toHaveCount(1);

  // The revenue office finds the plan on its desk.
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await signInToOffice(page, 'gelir');
  await page.goto('/yonetim/yapilandirma');
  await page.getByLabel('Plan no, sicil no veya ad').fill(planNo);
  await page.getByRole('button', { name: 'Ara' }).click();
  await page.getByRole('button', { name: `${planNo} planını aç` }).click();
  await expect(page.getByRole('heading', { name: `Plan no ${planNo}` })).toBeVisible();
  await expect(page.getByText('Ödendi')).toHaveCount(1);
  await expectNoAxeViolations(page, wcag2);
});
