import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail } from '../../src/integrations/mail/client.js';
import { unsubscribeUrl } from '../../src/modules/notifications/index.js';
import { type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;

beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});

interface Received {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  unsubscribe: string | null;
}
const inbox = async (to: string) =>
  ((await (await fetch(`${t.simUrl}/mail/inbox.json?to=${encodeURIComponent(to)}`)).json()) as { messages: Received[] })
    .messages;

describe('e-mail over SMTP', () => {
  it('reaches the simulator over STARTTLS with authentication, as text and accessible HTML in Turkish', async () => {
    const to = 'smtp.deneme@example.com';
    const id = await sendMail(t.settings, {
      to,
      subject: 'Son gün yaklaşıyor: Çevre Temizlik Vergisi',
      text: 'Sayın üyemiz,\n\nÖdemek için: https://e.yesilvadi.bel.tr/DebtQuestioning?borc=7\n\nYeşilvadi Belediyesi',
    });
    expect(id).toMatch(/^<.+>$/);
    const [mail] = await inbox(to);
    expect(mail.subject).toBe('Son gün yaklaşıyor: Çevre Temizlik Vergisi');
    expect(mail.text).toContain('Ödemek için: https://e.yesilvadi.bel.tr/DebtQuestioning?borc=7');
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('href="https://e.yesilvadi.bel.tr/DebtQuestioning?borc=7"');
    // The sender's identity at the foot: name, tax office and number.
    expect(mail.html).toContain(t.settings.app.MunicipalityTaxNumber);
    expect(mail.from).toBe(t.settings.integrations.mail.from);
    expect(mail.unsubscribe).toBeNull();
  });

  it('carries a one-click unsubscribe link on a reminder, which stops e-mail reminders without signing in', async () => {
    const member = await t.database.db
      .selectFrom('member')
      .select(['oid', 'registry_oid'])
      .where('pid_no', '=', '10000000146')
      .executeTakeFirstOrThrow();
    const url = unsubscribeUrl(t.settings, member.registry_oid);
    await sendMail(t.settings, {
      to: 'hatirlatma@example.com',
      subject: 'Hatırlatma',
      text: 'Metin',
      unsubscribeUrl: url,
    });
    const [mail] = await inbox('hatirlatma@example.com');
    expect(mail.unsubscribe).toBe(`<${url}>`);
    expect(mail.html).toContain('Bu hatırlatmaları almak istemiyorum');
    const path = new URL(url).pathname + new URL(url).search;
    const res = await t.app.inject({ method: 'POST', url: path });
    expect(res.statusCode).toBe(204);
    const pref = await t.database.db
      .selectFrom('reminder_preference')
      .select('email')
      .where('member_oid', '=', member.oid)
      .executeTakeFirstOrThrow();
    expect(pref.email).toBe(false);
    const forged = await t.app.inject({ method: 'GET', url: path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(forged.statusCode).toBe(404);
  });

  it('fails with the server named when the SMTP password is wrong, so the job retries and staff see why', async () => {
    const settings = { ...t.settings, secrets: { ...t.settings.secrets, MailSmtpPassword: 'yanlis' } };
    settings.integrations = { ...t.settings.integrations, mail: { ...t.settings.integrations.mail } };
    await expect(sendMail(settings, { to: 'x@example.com', subject: 'S', text: 'T' })).rejects.toThrow(/E-posta/);
  });
});
