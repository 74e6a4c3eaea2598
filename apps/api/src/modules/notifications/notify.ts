import { normalizeMobile, SmsMessageCodes } from '@e-belediye/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { enqueueEmail } from './email.js';
import { type Localized, localized, type MessageText } from './localized.js';
import { enqueueSms } from './sms.js';

/** What a message is about, by its code: the e-mail's subject, in each language. */
const Topics = localized({
  tr: {
    subject: (topic: string) => `E-Belediye bildirimi: ${topic}`,
    other: 'Bilgilendirme',
    [SmsMessageCodes.password]: 'Şifre',
    [SmsMessageCodes.debt]: 'Borç bilgisi',
    7010: 'Beyanname',
    7020: 'Borç yapılandırma',
    7030: 'Su aboneliği',
    7040: 'İstek ve şikayet',
    7050: 'Bordro',
    7070: 'İşlem yetkisi',
    7060: 'İtiraz ve düzeltme başvurusu',
    7080: 'Duyuru',
    7090: 'Son gün hatırlatması',
  },
  en: {
    subject: (topic) => `E-Belediye notice: ${topic}`,
    other: 'Information',
    [SmsMessageCodes.password]: 'Password',
    [SmsMessageCodes.debt]: 'Debts',
    7010: 'Declaration',
    7020: 'Debt restructuring',
    7030: 'Water subscription',
    7040: 'Requests and complaints',
    7050: 'Payslip',
    7070: 'Authority to act',
    7060: 'Objection and correction',
    7080: 'Announcement',
    7090: 'Due date reminder',
  },
  ar: {
    subject: (topic) => `إشعار من E-Belediye: ${topic}`,
    other: 'معلومات',
    [SmsMessageCodes.password]: 'كلمة المرور',
    [SmsMessageCodes.debt]: 'الديون',
    7010: 'الإقرار',
    7020: 'إعادة هيكلة الدين',
    7030: 'اشتراك المياه',
    7040: 'الطلبات والشكاوى',
    7050: 'كشف الراتب',
    7070: 'التفويض',
    7060: 'الاعتراض والتصحيح',
    7080: 'إعلان',
    7090: 'تذكير بآخر موعد',
  },
});
const topicOf = (code: number): Localized => (Topics as unknown as Record<string, Localized>)[code] ?? Topics.other;

export { Topics as EmailTopics };

/** Plain notices (SMS type 1), as the office's member notices. */
const NOTICE_SMS_TYPE = 1;

export interface CitizenNotice {
  registryOid?: number | null;
  gsmNumber?: string | null;
  email?: string | null;
  text: MessageText;
  /** 7001 password, 7002 debt; 7010 declarations, 7020 restructuring, 7030 water, 7040 complaints, 7050 payroll, 7060 objections,
   * 7070 grants, 7080 announcements, 7090 due-date reminders. */
  messageCode: number;
}

/**
 * Tells a citizen something in the caller's transaction: an SMS to their mobile and an e-mail when an address is
 * known. A phone or address not given is taken from the citizen's membership, then from the registry. Nothing is
 * queued for a citizen with neither.
 */
export async function notifyCitizen(db: Kysely<DB> | Transaction<DB>, notice: CitizenNotice): Promise<void> {
  const registryOid = notice.registryOid ?? null;
  let gsm = notice.gsmNumber || null;
  let email = notice.email || null;
  if (registryOid !== null && (!gsm || !email)) {
    const known = await db
      .selectFrom('registry as r')
      .leftJoin('member as m', 'm.registry_oid', 'r.oid')
      .select(['r.gsm_number as registry_gsm', 'r.email as registry_email', 'm.gsm_number', 'm.email'])
      .where('r.oid', '=', registryOid)
      .executeTakeFirst();
    gsm ||= known?.gsm_number || known?.registry_gsm || null;
    email ||= known?.email || known?.registry_email || null;
  }
  if (gsm) {
    await enqueueSms(db, [
      {
        RegistryOid: registryOid,
        GsmNumber: normalizeMobile(gsm),
        SmsText: notice.text,
        smsType: NOTICE_SMS_TYPE,
        messageCode: notice.messageCode,
      },
    ]);
  }
  if (email) {
    await enqueueEmail(db, [
      {
        registryOid,
        to: email.trim(),
        subject: Topics.subject(topicOf(notice.messageCode)),
        text: notice.text,
        messageCode: notice.messageCode,
      },
    ]);
  }
}
