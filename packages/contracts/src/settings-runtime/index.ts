import { z } from 'zod';
import { defaultReminderSettings, ReminderSettings } from '../calendar/kinds.js';
import { access, BaseRequest, defineCall, IsoDate, paged, Text } from '../common.js';
import { PaymentBankCodes } from '../payments/rules.js';
import { defaultReligiousHolidays, ReligiousHolidayList } from './religious-holidays.js';

export * from './religious-holidays.js';

/** Notices the home page shows at once; more would push the services out of the first screen. */
export const MAX_HOME_NOTICES = 3;
export const MAX_NOTICE_LENGTH = 300;

export const NoticeLevels = { info: 'Bilgi', warning: 'Uyarı' } as const;
export type NoticeLevel = keyof typeof NoticeLevels;

const noticeText = (field: string) =>
  Text.trim().max(MAX_NOTICE_LENGTH, `${field} en çok ${MAX_NOTICE_LENGTH} karakter olabilir.`);

/** One notice of the home page: Turkish text, English when given (else the Turkish one), shown between two days. */
export const HomeNotice = z
  .object({
    TextTr: noticeText('Duyurunun Türkçe metni').min(1, 'Duyurunun Türkçe metnini yazınız.'),
    TextEn: noticeText('Duyurunun İngilizce metni').default(''),
    Level: z.enum(['info', 'warning'], 'Duyuru türü bilgi (info) veya uyarı (warning) olmalıdır.'),
    /** First and last day it is shown (Turkish time), inclusive; null: no limit. */
    From: IsoDate.nullable().default(null),
    Until: IsoDate.nullable().default(null),
  })
  .refine((n) => !n.From || !n.Until || n.From <= n.Until, {
    path: ['Until'],
    message: 'Duyurunun bitiş günü başlangıç gününden önce olamaz.',
  });
export type HomeNotice = z.infer<typeof HomeNotice>;

const whole = (field: string, max: number) =>
  z
    .int(`${field} bir tam sayı olmalıdır.`)
    .min(0, `${field} 0 ile ${max} arasında olmalıdır.`)
    .max(max, `${field} 0 ile ${max} arasında olmalıdır.`);

/**
 * The settings the office may change while the portal runs, all of them in every version. The active bank must
 * also be one of the banks configured on the server (the API checks that; the list is in GetRuntimeSettings).
 */
export const RuntimeSettingValues = z.object({
  OperationPauseStartHours: whole('Ödeme arasının başlangıç saati', 23),
  OperationPauseStartMinute: whole('Ödeme arasının başlangıç dakikası', 59),
  OperationPauseFinishHours: whole('Ödeme arasının bitiş saati', 23),
  OperationPauseFinishMinute: whole('Ödeme arasının bitiş dakikası', 59),
  ActiveBankMerchantCode: z.enum(PaymentBankCodes, 'Bilinmeyen banka: geçerli bir banka kodu seçiniz.'),
  HomeNotices: z
    .array(HomeNotice)
    .max(MAX_HOME_NOTICES, `Ana sayfada en çok ${MAX_HOME_NOTICES} duyuru yayımlanabilir.`)
    .default([]),
  /** Ramazan and Kurban Bayramı of each year, read by the working-day calendar; the list in code until changed. */
  ReligiousHolidays: ReligiousHolidayList.default(defaultReligiousHolidays),
  /** Reminders before due dates: days before, kinds, quiet hours (ADR 0046). */
  Reminders: ReminderSettings.default(defaultReminderSettings),
});
export type RuntimeSettingValues = z.infer<typeof RuntimeSettingValues>;
export type RuntimeSettingKey = keyof RuntimeSettingValues;
export const runtimeSettingKeys = Object.keys(RuntimeSettingValues.shape) as RuntimeSettingKey[];

/** What the office shows for each key in the version history. */
export const RuntimeSettingLabels: Record<RuntimeSettingKey, { tr: string; en: string }> = {
  OperationPauseStartHours: { tr: 'Ödeme arası başlangıcı (saat)', en: 'Payment pause start (hour)' },
  OperationPauseStartMinute: { tr: 'Ödeme arası başlangıcı (dakika)', en: 'Payment pause start (minute)' },
  OperationPauseFinishHours: { tr: 'Ödeme arası bitişi (saat)', en: 'Payment pause end (hour)' },
  OperationPauseFinishMinute: { tr: 'Ödeme arası bitişi (dakika)', en: 'Payment pause end (minute)' },
  ActiveBankMerchantCode: { tr: 'Etkin banka', en: 'Active bank' },
  HomeNotices: { tr: 'Ana sayfa duyuruları', en: 'Home page notices' },
  ReligiousHolidays: { tr: 'Dini bayram günleri', en: 'Religious holidays' },
  Reminders: { tr: 'Son gün hatırlatmaları', en: 'Due date reminders' },
};

/** The settings in force: version 0 is the settings file itself, before any change in the office. */
export const RuntimeSettings = z.object({
  Version: z.int(),
  Values: RuntimeSettingValues,
  /** The banks configured on the server, the ones the active bank may be chosen from. */
  Banks: z.array(z.object({ Code: z.string(), Name: z.string() })),
  ChangedBy: z.string().nullable(),
  ChangedAt: z.string().nullable(),
});
export type RuntimeSettings = z.infer<typeof RuntimeSettings>;

export const RuntimeSettingVersion = z.object({
  Version: z.int(),
  Values: RuntimeSettingValues,
  /** The keys this version changed from the one before it. */
  Changed: z.array(z.enum(runtimeSettingKeys as [RuntimeSettingKey, ...RuntimeSettingKey[]])),
  ChangedBy: z.string(),
  ChangedAt: z.string(),
  Reason: z.string(),
});
export type RuntimeSettingVersion = z.infer<typeof RuntimeSettingVersion>;

const tag = 'Ayarlar';
const edit = access.staff('settings.edit');

export const runtimeSettingCalls = {
  GetRuntimeSettings: defineCall({
    tag,
    access: edit,
    effect: 'read',
    summary:
      'Çalışırken değiştirilebilen ayarların geçerli sürümü: ödeme arası, etkin banka, ana sayfa duyuruları, dini bayram günleri',
    request: BaseRequest,
    response: RuntimeSettings,
  }),
  GetRuntimeSettingVersions: defineCall({
    tag,
    access: edit,
    effect: 'read',
    summary: 'Ayar sürümleri, en yeni önce: kim, ne zaman, neyi, hangi gerekçeyle değiştirdi',
    request: BaseRequest.extend({
      page: z.int().min(1).max(100000).default(1),
      pageSize: z.int().min(1).max(100).default(20),
    }),
    response: paged(RuntimeSettingVersion),
  }),
  UpdateRuntimeSettings: defineCall({
    tag,
    access: edit,
    effect: 'change',
    reauth: true,
    summary:
      'Ayarların yeni sürümü; yeniden başlatmadan uygulanır. version, düzenlemeye başlanan sürümdür: ' +
      'arada başka bir değişiklik kaydedildiyse 409 döner',
    request: BaseRequest.extend({
      version: z.int().min(0).max(2_000_000_000),
      values: RuntimeSettingValues,
      reason: Text.trim().min(5, 'Değişikliğin gerekçesini yazınız (en az 5 karakter).').max(500),
    }),
    response: RuntimeSettings,
  }),
};
