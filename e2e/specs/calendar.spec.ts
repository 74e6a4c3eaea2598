import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, wcag21 } from './axe.js';
import { completeAcs, fillHostedCard } from './bank.js';
import { readSms, signIn, signInAs, testMember } from './identity.js';
import { readMail } from './mail.js';
import { expect, test } from './test.js';

/** A test member of its own (the seed's eleventh): no other journey pays or holds its debts. */
const member = testMember(11);

const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });

test('Takvimim: subscribe a calendar, renew its address, get a reminder by SMS and e-mail and pay from its link', async ({
  page,
  request,
}) => {
  // A long journey: the feed in a calendar client, two inboxes, signing in again and a card payment.
  test.setTimeout(90_000);
  await signInAs(page, member);

  // Where reminders go: an e-mail address, and consent to SMS and e-mail on /UserUpdate.
  const email = `takvim.${Date.now()}@example.com`;
  await page.goto('/UserUpdate');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Mevcut şifre').fill(member.password);
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(toast(page, 'Bilgileriniz güncellendi.')).toBeVisible();
  const consent = page.getByRole('form', { name: 'İletişim izinleri' });
  await consent.getByLabel(/SMS ile almak/).check();
  await consent.getByLabel(/elektronik postayla almak/).check();
  await consent.getByRole('button', { name: 'İzinleri kaydet' }).click();
  await expect(toast(page, 'İletişim izinleriniz kaydedildi.')).toBeVisible();
  await page.goto('/RegistryObservation');
  const phone = ((await page.locator('dt:text-is("Telefonlar") + dd').textContent()) ?? '')
    .replace(/\D/g, '')
    .slice(-10);
  expect(phone).toMatch(/^5\d{9}$/);

  await page.getByRole('link', { name: 'Takvimim' }).first().click();
  await expect(page).toHaveURL(/\/takvimim$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Takvimim' })).toBeFocused();

  // The month: a real table with the weekdays as column headers.
  await page.getByRole('button', { name: 'Ay', exact: true }).click();
  await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveCount(7);
  await expectNoAxeViolations(page, wcag21);
  await page.getByRole('button', { name: 'Liste', exact: true }).click();
  await expect(page.getByRole('link', { name: /: takvime ekle$/ }).first()).toBeVisible();

  // Subscribe: the address answers text/calendar.
  await page.getByRole('button', { name: 'Takvim adresi al' }).click();
  const address = page.getByLabel('Takvim adresi');
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/.+\.ics$/);
  const first = await address.inputValue();
  await expect(page.getByRole('link', { name: 'Takvim uygulamasında aç' })).toHaveAttribute('href', /^webcal:\/\//);
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VEVENT');

  // Renew: the old address answers 404 at once.
  await page.getByRole('button', { name: 'Adresi yenile' }).click();
  await expect(address).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);
  const renewed = await request.get(await address.inputValue());
  expect(renewed.status()).toBe(200);

  // A real calendar client reads it: calcurse (Debian) imports every event and lists it with its amount.
  const dir = mkdtempSync(join(tmpdir(), 'takvim-'));
  const body = await renewed.text();
  writeFileSync(join(dir, 'takvimim.ics'), body);
  const report = execFileSync('calcurse', ['-D', dir, '-i', join(dir, 'takvimim.ics')], { encoding: 'utf8' });
  const events = body.split('BEGIN:VEVENT').length - 1;
  expect(report).toContain(`${events} events / 0 todos / 0 skipped`);
  const firstSummary = /SUMMARY:(.*)/.exec(body)?.[1].replace(/\\,/g, ',').trim() ?? '';
  const listed = execFileSync(
    'calcurse',
    ['-D', dir, '-Q', '--filter-type', 'event', '--from', '01/01/2000', '--days', '20000'],
    {
      encoding: 'utf8',
    },
  );
  expect(listed).toContain(firstSummary.slice(0, 30));

  // A longer lead: saving the schedule reminds at once of what now falls within it.
  const since = new Date().toISOString();
  await page.getByLabel('Kaç gün önce').selectOption('14');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Hatırlatma planınız kaydedildi.')).toBeVisible();
  await expectNoAxeViolations(page, wcag21);
  const link = await readSms(request, phone, /(http\S+\/DebtQuestioning\?borc=\d+)/, since);
  const mail = await readMail(request, email, /Ödemek için: http\S+\/DebtQuestioning\?borc=\d+/, since);
  expect(mail.subject).toMatch(/^Son gün yaklaşıyor/);
  // It came over SMTP with both parts and the one-click way out of reminders.
  const parts = mail as typeof mail & { html?: string; unsubscribe?: string };
  expect(parts.html).toContain('<html lang="tr">');
  expect(parts.unsubscribe).toMatch(/\/hatirlatma-iptal\?k=/);

  // Nothing scrolls sideways on a narrow phone.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A link naming a debt that is not open: the page says so calmly and ticks nothing.
  await page.goto('/DebtQuestioning?borc=999999999');
  await expect(page.getByText(/Bağlantıdaki borç ödenmiş ya da artık açık değil/)).toBeVisible();
  await expect(page.getByTestId('selection-total')).toHaveText(/^₺\s?0,00$/);

  // The reminder's link opens the debt page with its debt already ticked, even after signing in again; the member pays.
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/session\/signin\?redirectUrl=/);
  await signIn(page, { ...member, goto: false });
  await expect(page).toHaveURL(/\/DebtQuestioning\?borc=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
  await expect(page.getByTestId('selection-total')).not.toHaveText(/^₺\s?0,00$/);
  await expect(page.getByRole('checkbox', { checked: true }).first()).toBeVisible();
  await page
    .getByRole('group', { name: 'Ödeme yapılacak banka' })
    .getByRole('radio', { name: /T\.C\. Ziraat Bankası/ })
    .check();
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();
  await page.getByRole('button', { name: 'Bankanın ödeme sayfasına git' }).click();
  await fillHostedCard(page);
  await completeAcs(page);
  await expect(page.getByRole('heading', { name: 'Ödemeniz alındı' })).toBeVisible();

  // Mesajlarım: the reminders are there with their topic, and the search finds them.
  await page.getByRole('link', { name: 'Mesajlarım' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mesajlarım' })).toBeFocused();
  await expect(page.getByText('SMS · Son gün hatırlatması').first()).toBeVisible();
  await page.getByLabel('Mesajlarda ara').fill('son gun yaklasiyor');
  await page.getByRole('button', { name: 'Ara', exact: true }).click();
  await expect(page.getByText('E-posta · Son gün hatırlatması').first()).toBeVisible();
  await expect(page.getByText('SMS · Son gün hatırlatması')).toHaveCount(0);
  await expectNoAxeViolations(page, wcag21);
});
