import {
  addDays,
  defaultReminderSettings,
  formatTry,
  inQuietHours,
  normalizeMobile,
  type Obligation,
  type ReminderChannel,
  type ReminderSchedule,
  type ReminderSettings,
  trDay,
} from '@e-belediye/contracts';
import type { Language } from '@e-belediye/contracts/languages';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { enqueueEmail, enqueueSms, fitSms, REMINDER_MESSAGE, smsAmount } from '../notifications/index.js';
import { upcomingObligations } from './obligations.js';

export { REMINDER_MESSAGE };

/** A plain notice (SMS type 1). */
const NOTICE_SMS_TYPE = 1;
/** Messages a reminder may take: two; Arabic goes as UCS-2, where the link alone takes half of two parts, so three. */
const SMS_PARTS: Record<Language, number> = { tr: 2, en: 2, ar: 3 };

export const reminderRule = (settings: Settings): ReminderSettings =>
  (settings.app as { Reminders?: ReminderSettings }).Reminders ?? defaultReminderSettings;

/** A member who may be reminded: consent on /UserUpdate, the member's own schedule and where to reach them. */
interface Recipient {
  memberOid: number;
  registryOid: number;
  daysBefore: number;
  gsm: string | null;
  email: string | null;
  /** The language the member chose: the reminder is written in it. */
  language: Language;
}

async function recipients(database: Database, rule: ReminderSettings, only?: number): Promise<Recipient[]> {
  const rows = await database.db
    .selectFrom('member as m')
    .innerJoin('member_detail as d', 'd.member_oid', 'm.oid')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .leftJoin('reminder_preference as p', 'p.member_oid', 'm.oid')
    .select([
      'm.oid',
      'm.registry_oid',
      'm.gsm_number',
      'm.email',
      'r.gsm_number as registry_gsm',
      'r.email as registry_email',
      'd.sms_allowed',
      'd.email_allowed',
      'p.days_before',
      'p.sms',
      'p.email as email_wanted',
      'm.language',
    ])
    .where('m.status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('d.sms_allowed', '=', true), eb('d.email_allowed', '=', true)]))
    .$if(only !== undefined, (q) => q.where('m.oid', '=', only!))
    .orderBy('m.oid')
    .execute();
  return rows.map((r) => ({
    memberOid: r.oid,
    registryOid: r.registry_oid,
    daysBefore: r.days_before ?? rule.DaysBefore,
    gsm: r.sms_allowed && r.sms !== false ? r.gsm_number || r.registry_gsm || null : null,
    email: r.email_allowed && r.email_wanted !== false ? r.email || r.registry_email || null : null,
    language: r.language,
  }));
}

/**
 * What is to be reminded of today: a kind the municipality reminds of, not held by a plan or a payment at the
 * bank (a paid debt is not listed at all), its day still to come and within the member's days before.
 */
export function dueForReminder(
  items: readonly Obligation[],
  kinds: readonly string[],
  today: string,
  daysBefore: number,
) {
  return items.filter(
    (o) => kinds.includes(o.Kind) && o.Hold === null && o.DueDate >= today && addDays(o.DueDate, -daysBefore) <= today,
  );
}

const payLink = (settings: Settings, o: Obligation) => `${settings.publicUrl}${o.ActionPath}`;

/**
 * The reminder's words in each language: the obligation's title (the municipality's Turkish name of it), day and
 * amount stay as they are; why a day moved is a Turkish clause, told in Turkish only.
 */
const ReminderWords = {
  tr: {
    sms: (town: string, title: string, day: string, amount: string | null, link: string) =>
      `${town}: ${title} son günü ${day}${amount ? `, tutar ${amount}` : ''}. ${link} adresinden ` +
      `${amount ? 'ödeyebilirsiniz' : 'işlem yapabilirsiniz'}.`,
  },
  en: {
    sms: (town: string, title: string, day: string, amount: string | null, link: string) =>
      `${town}: the last day for ${title} is ${day}${amount ? `, amount ${amount}` : ''}. ` +
      `${amount ? 'Pay' : 'Act'} at ${link} before then.`,
    subject: (title: string, day: string) => `Due date approaching: ${title} (${day})`,
    text: (title: string, day: string, amount: string | null, link: string, town: string) =>
      `Dear member,\n\nThe last day for ${title} is ${day}.\n${amount ? `Amount: ${amount}\n` : ''}\n` +
      `${amount ? 'To pay' : 'To act'}: ${link}\n\nYou can change your reminders on the My calendar page of ` +
      `E-Belediye.\n\n${town}`,
  },
  ar: {
    sms: (town: string, title: string, day: string, amount: string | null, link: string) =>
      `${town}: آخر موعد لـ ${title} هو ${day}${amount ? `، المبلغ ${amount}` : ''}. ` +
      `${amount ? 'ادفعوا' : 'أتمّوا الإجراء'} عبر ${link} قبل ذلك.`,
    subject: (title: string, day: string) => `اقترب آخر موعد: ${title} (${day})`,
    text: (title: string, day: string, amount: string | null, link: string, town: string) =>
      `عضونا الكريم،\n\nآخر موعد لـ ${title} هو ${day}.\n${amount ? `المبلغ: ${amount}\n` : ''}\n` +
      `${amount ? 'للدفع' : 'للإجراء'}: ${link}\n\nيمكنكم تغيير التذكيرات من صفحة تقويمي في E-Belediye.\n\n${town}`,
  },
} as const;

/** The SMS: what, when, how much and the link; the link is not last, so the outbox's secret mask leaves it. */
export function reminderSms(settings: Settings, o: Obligation, language: Language = 'tr'): string {
  const amount = o.TotalKurus !== null ? smsAmount(o.TotalKurus) : null;
  const text = (title: string) =>
    ReminderWords[language].sms(settings.app.MunicipalityName, title, trDay(o.DueDate), amount, payLink(settings, o));
  return fitSms(text, o.Title, SMS_PARTS[language]);
}

export function reminderMail(settings: Settings, o: Obligation, language: Language = 'tr') {
  if (language !== 'tr') {
    const words = ReminderWords[language];
    const amount = o.TotalKurus !== null ? formatTry(o.TotalKurus) : null;
    return {
      subject: words.subject(o.Title, trDay(o.DueDate)),
      text: words.text(o.Title, trDay(o.DueDate), amount, payLink(settings, o), settings.app.MunicipalityName),
    };
  }
  const amount = o.TotalKurus !== null ? `Tutar: ${formatTry(o.TotalKurus)}\n` : '';
  return {
    subject: `Son gün yaklaşıyor: ${o.Title} (${trDay(o.DueDate)})`,
    text:
      `Sayın üyemiz,\n\n${o.Title} için son gün ${trDay(o.DueDate)}.\n${amount}` +
      `${o.DueWhy ? `${o.DueWhy}\n` : ''}\n${o.TotalKurus !== null ? 'Ödemek' : 'İşlem yapmak'} için: ${payLink(settings, o)}\n\n` +
      `Hatırlatmalarınızı E-Belediye'de Takvimim sayfasından değiştirebilirsiniz.\n\n${settings.app.MunicipalityName}`,
  };
}

export interface SweepResult {
  quiet: boolean;
  members: number;
  sent: number;
}

/**
 * One pass of reminders. Nothing in quiet hours. Each reminder is claimed by inserting its unique row (member,
 * obligation, channel, due date) in the same transaction that queues the message: of two instances sweeping at
 * once, one inserts and queues, the other's insert does nothing, so exactly one message is sent.
 */
export async function sendReminders(
  database: Database,
  settings: Settings,
  now: { today: string; hour: number },
  only?: number,
): Promise<SweepResult> {
  const rule = reminderRule(settings);
  if (inQuietHours(now.hour, rule)) return { quiet: true, members: 0, sent: 0 };
  const list = await recipients(database, rule, only);
  let sent = 0;
  for (const r of list) {
    if (!r.gsm && !r.email) continue;
    const due = dueForReminder(
      await upcomingObligations(database, r.registryOid, now.today),
      rule.Kinds,
      now.today,
      r.daysBefore,
    );
    for (const o of due) {
      const channels: Array<[ReminderChannel, string]> = [];
      if (r.gsm) channels.push(['SMS', r.gsm]);
      if (r.email) channels.push(['EMAIL', r.email]);
      for (const [channel, to] of channels) {
        sent += await database.db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto('reminder_sent')
            .values({
              member_oid: r.memberOid,
              obligation_uid: o.Uid,
              channel,
              due_date: o.DueDate,
              sent_on: now.today,
            })
            .onConflict((oc) => oc.columns(['member_oid', 'obligation_uid', 'channel', 'due_date']).doNothing())
            .returning('oid')
            .executeTakeFirst();
          if (!claimed) return 0;
          if (channel === 'SMS') {
            await enqueueSms(trx, [
              {
                RegistryOid: r.registryOid,
                GsmNumber: normalizeMobile(to),
                SmsText: reminderSms(settings, o, r.language),
                smsType: NOTICE_SMS_TYPE,
                messageCode: REMINDER_MESSAGE,
              },
            ]);
          } else {
            const mail = reminderMail(settings, o, r.language);
            await enqueueEmail(trx, [
              { registryOid: r.registryOid, to: to.trim(), messageCode: REMINDER_MESSAGE, ...mail },
            ]);
          }
          return 1;
        });
      }
    }
  }
  return { quiet: false, members: list.length, sent };
}

/** The member's schedule as Takvimim shows it: the choice, the consent, and the reminders to come. */
export async function scheduleOf(
  database: Database,
  settings: Settings,
  memberOid: number,
  today: string,
): Promise<ReminderSchedule> {
  const rule = reminderRule(settings);
  const row = await database.db
    .selectFrom('member as m')
    .leftJoin('member_detail as d', 'd.member_oid', 'm.oid')
    .leftJoin('reminder_preference as p', 'p.member_oid', 'm.oid')
    .select(['m.registry_oid', 'd.sms_allowed', 'd.email_allowed', 'p.days_before', 'p.sms', 'p.email'])
    .where('m.oid', '=', memberOid)
    .executeTakeFirstOrThrow();
  const daysBefore = row.days_before ?? rule.DaysBefore;
  const sms = row.sms ?? true;
  const email = row.email ?? true;
  const channels: ReminderChannel[] = [
    ...(sms && row.sms_allowed ? (['SMS'] as const) : []),
    ...(email && row.email_allowed ? (['EMAIL'] as const) : []),
  ];
  const items = (await upcomingObligations(database, row.registry_oid, today)).filter(
    (o) => rule.Kinds.includes(o.Kind) && o.Hold === null && o.DueDate >= today,
  );
  const sentRows = await database.db
    .selectFrom('reminder_sent')
    .select(['obligation_uid', 'channel', 'due_date'])
    .where('member_oid', '=', memberOid)
    .where('due_date', '>=', today)
    .execute();
  const done = new Set(sentRows.map((s) => `${s.obligation_uid}|${s.channel}|${s.due_date}`));
  const upcoming = items.flatMap((o) =>
    channels
      .filter((c) => !done.has(`${o.Uid}|${c}|${o.DueDate}`))
      .map((c) => {
        const day = addDays(o.DueDate, -daysBefore);
        return { Uid: o.Uid, Title: o.Title, DueDate: o.DueDate, SendOn: day < today ? today : day, Channel: c };
      }),
  );
  return {
    DaysBefore: row.days_before,
    DefaultDaysBefore: rule.DaysBefore,
    Sms: sms,
    Email: email,
    SmsConsent: Boolean(row.sms_allowed),
    EmailConsent: Boolean(row.email_allowed),
    QuietFrom: rule.QuietFrom,
    QuietUntil: rule.QuietUntil,
    Upcoming: upcoming.slice(0, 50),
  };
}

/** The one-click stop of a reminder e-mail: e-mail reminders off for the registry's member, nothing else changed. */
export async function stopEmailReminders(database: Database, registryOid: number): Promise<boolean> {
  const member = await database.db
    .selectFrom('member')
    .select('oid')
    .where('registry_oid', '=', registryOid)
    .executeTakeFirst();
  if (!member) return false;
  await database.db
    .insertInto('reminder_preference')
    .values({ member_oid: member.oid, email: false })
    .onConflict((oc) => oc.column('member_oid').doUpdateSet({ email: false, updated_at: new Date() }))
    .execute();
  return true;
}

export async function saveSchedule(
  database: Database,
  memberOid: number,
  choice: { daysBefore: number | null; sms: boolean; email: boolean },
): Promise<void> {
  const values = { days_before: choice.daysBefore, sms: choice.sms, email: choice.email, updated_at: new Date() };
  await database.db
    .insertInto('reminder_preference')
    .values({ member_oid: memberOid, ...values })
    .onConflict((oc) => oc.column('member_oid').doUpdateSet(values))
    .execute();
}
