import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../src/modules/jobs/index.js';
import { emailJobs } from '../../src/modules/notifications/email.js';
import { notifyCitizen } from '../../src/modules/notifications/index.js';
import { type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
let registryOid: number;

const notify = (notice: Parameters<typeof notifyCitizen>[1]) =>
  t.database.db.transaction().execute((trx) => notifyCitizen(trx, notice));
const sendEmails = () => runDueJobs(emailJobs, { database: t.database, settings: t.settings, log: t.app.log });
const mailbox = async (to: string) =>
  (
    (await (await fetch(`${t.simUrl}/mail/inbox.json?to=${encodeURIComponent(to)}`)).json()) as {
      messages: Array<{ to: string; subject: string; text: string; from: string }>;
    }
  ).messages;
const queuedSms = (gsm: string) =>
  t.database.db.selectFrom('sms_outbox').selectAll().where('gsm_number', '=', gsm).orderBy('oid').execute();
const queuedEmail = (to: string) =>
  t.database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('oid').execute();

beforeAll(async () => {
  t = await openIdentityApp();
  // A citizen without a membership: the registry's own phone and address are the ones known.
  const row = await t.database.db
    .selectFrom('registry as r')
    .leftJoin('member as m', 'm.registry_oid', 'r.oid')
    .select('r.oid')
    .where('m.oid', 'is', null)
    .orderBy('r.oid')
    .executeTakeFirstOrThrow();
  registryOid = row.oid;
  await t.database.db
    .updateTable('registry')
    .set({ gsm_number: '5329990011', email: 'deneme@ornek.com' })
    .where('oid', '=', registryOid)
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('notifyCitizen', () => {
  it('queues an SMS and an e-mail to the given contacts; the e-mail reaches the gateway with its subject', async () => {
    await notify({
      gsmNumber: '0532 999 00 22',
      email: 'elif@ornek.com',
      text: 'Beyannameniz alındı.',
      messageCode: 7010,
    });
    expect(await queuedSms('5329990022')).toMatchObject([
      { sms_text: 'Beyannameniz alındı.', sms_type: 1, message_code: 7010, status: 'PENDING' },
    ]);
    expect(await queuedEmail('elif@ornek.com')).toMatchObject([{ status: 'PENDING', message_code: 7010 }]);
    await sendEmails();
    const [mail] = await mailbox('elif@ornek.com');
    expect(mail).toMatchObject({ subject: 'E-Belediye bildirimi: Beyanname', text: 'Beyannameniz alındı.' });
    expect(mail.from).toContain('Yeşilvadi');
    const [row] = await queuedEmail('elif@ornek.com');
    expect(row.status).toBe('SENT');
    expect(row.message_id).toBeTruthy();
  });

  it('takes the phone and address from the registry when only the citizen is named', async () => {
    await notify({ registryOid, text: 'Talebiniz kaydedildi.', messageCode: 7040 });
    expect(await queuedSms('5329990011')).toMatchObject([{ registry_oid: registryOid, message_code: 7040 }]);
    expect(await queuedEmail('deneme@ornek.com')).toMatchObject([
      { registry_oid: registryOid, subject: 'E-Belediye bildirimi: İstek ve şikayet' },
    ]);
  });

  it('sends no e-mail without an address, and nothing at all when the caller rolls back', async () => {
    await notify({ gsmNumber: '5329990033', text: 'Yalnız SMS.', messageCode: 7030 });
    expect(await queuedSms('5329990033')).toHaveLength(1);
    expect(
      await t.database.db.selectFrom('email_outbox').select('oid').where('body', '=', 'Yalnız SMS.').execute(),
    ).toEqual([]);
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await notifyCitizen(trx, { gsmNumber: '5329990044', email: 'geri@ornek.com', text: 'x', messageCode: 7050 });
        throw new Error('vazgeçildi');
      })
      .catch(() => undefined);
    expect(await queuedSms('5329990044')).toEqual([]);
    expect(await queuedEmail('geri@ornek.com')).toEqual([]);
  });

  it('a refused send stays pending with its error, to be tried again', async () => {
    await notify({ email: 'hata@ornek.com', text: 'Deneme', messageCode: 7020 });
    // A wrong password for the SMTP account (and a wrong key for the JSON gateway, when that is the transport).
    const wrongKey = {
      ...t.settings,
      secrets: { ...t.settings.secrets, MailApiKey: 'yanlis', MailSmtpPassword: 'yanlis' },
    };
    await runDueJobs(emailJobs, { database: t.database, settings: wrongKey, log: t.app.log });
    const [row] = await queuedEmail('hata@ornek.com');
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row.last_error).toContain('E-posta');
    expect(await mailbox('hata@ornek.com')).toEqual([]);
  });
});
