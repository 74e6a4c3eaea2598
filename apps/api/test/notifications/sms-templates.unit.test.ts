import { describe, expect, it } from 'vitest';
import { smsSize } from '../../src/integrations/sms/charset.js';
import {
  AccountSms,
  ChannelSmsTexts,
  ComplaintSms,
  DebtSms,
  DeclarationSms,
  type Localized,
  MembershipSms,
  PayrollSms,
  RestructuringSms,
  SignInSecuritySms,
  SmsBudget,
  TEMPLATE_SETS,
  WaterSms,
} from '../../src/modules/notifications/index.js';

/** The longest values a real message carries: a long municipality name, a tracking link, reasons of 1000 characters. */
const town = 'Yeşilvadi Büyükşehir Belediyesi Su ve Kanalizasyon İdaresi';
const long = 'Gerekçe metni '.repeat(80);
const code = '123456';
const link = 'https://ebelediye.yesilvadi.bel.tr/ComplaintsAndRequests?takip=2026-K7M4QX';

/** Each template with the budget it must keep: a text carrying a secret fits one message, a notice two. */
const samples: Array<[string, Localized, number]> = [
  ['AccountSms.code', AccountSms.code(code), SmsBudget.single],
  ['AccountSms.signUpCode', AccountSms.signUpCode(code), SmsBudget.single],
  ['AccountSms.accountCode', AccountSms.accountCode(code), SmsBudget.single],
  ['AccountSms.newPassword', AccountSms.newPassword('Ab3dE9'), SmsBudget.single],
  ['AccountSms.channelAccount', AccountSms.channelAccount, SmsBudget.single],
  ['DebtSms.channelDebt', DebtSms.channelDebt, SmsBudget.single],
  ['MembershipSms.disabled', MembershipSms.disabled(long), SmsBudget.notice],
  ['MembershipSms.enabled', MembershipSms.enabled, SmsBudget.single],
  ['DeclarationSms.received', DeclarationSms.received('EMLK-2026-000123', 123_456_789, 'ABCD1234EF'), SmsBudget.single],
  ['DeclarationSms.returned', DeclarationSms.returned('EMLK-2026-000123', long), SmsBudget.notice],
  ['RestructuringSms.consentCode', RestructuringSms.consentCode(18, '1.234.567,89', code), SmsBudget.single],
  ['RestructuringSms.saved', RestructuringSms.saved('YP-2026-000123', 18, '2026-12-31'), SmsBudget.notice],
  ['RestructuringSms.broken', RestructuringSms.broken('YP-2026-000123'), SmsBudget.notice],
  ['RestructuringSms.cancelled', RestructuringSms.cancelled('YP-2026-000123', long), SmsBudget.notice],
  ['WaterSms.code', WaterSms.code(town, code), SmsBudget.single],
  ['WaterSms.received', WaterSms.received(town, '10001234', '2026-12-02', '2026-48213377'), SmsBudget.notice],
  ['WaterSms.step(rejected)', WaterSms.step(town, WaterSms.rejected(long), '2026-48213377'), SmsBudget.notice],
  [
    'WaterSms.step(refundSent)',
    WaterSms.step(town, WaterSms.refundSent(62_700, '2026-12-10'), '2026-48213377'),
    SmsBudget.notice,
  ],
  [
    'ComplaintSms.change',
    ComplaintSms.change(town, '2026-K7M4QX', 'ilgili müdürlüğe iletildi', link),
    SmsBudget.notice,
  ],
  ['PayrollSms.code', PayrollSms.code(code), SmsBudget.single],
  [
    'SignInSecuritySms.passkeyAdded',
    SignInSecuritySms.passkeyAdded('Telefonumdaki anahtar (iPhone 15)'),
    SmsBudget.notice,
  ],
  ['SignInSecuritySms.factorOn', SignInSecuritySms.factorOn('PASSKEY'), SmsBudget.notice],
  ['SignInSecuritySms.recoveryUsed', SignInSecuritySms.recoveryUsed(9), SmsBudget.notice],
];

describe('SMS templates', () => {
  it.each(samples)('%s stays within its messages in Turkish and English', (_name, text, budget) => {
    expect(smsSize(text.tr).parts).toBeLessThanOrEqual(budget);
    expect(smsSize(text.en).parts).toBeLessThanOrEqual(budget);
  });

  // Arabic goes as UCS-2 (70 characters, 67 a part): a code or a password without the municipality's name fits one
  // message, so it arrives whole; anything else at most three parts, even under the longest municipality name.
  it.each(samples)('%s fits its Arabic budget, counted in UCS-2 messages', (name, text) => {
    const size = smsSize(text.ar);
    expect(size.alphabet).toBe('UCS2');
    expect(size.parts).toBeLessThanOrEqual(/code|Password/i.test(name) && !text.ar.includes(town) ? 1 : 3);
  });

  it('count an Arabic text in UCS-2 messages, not in the Turkish table’s characters', () => {
    // 140 Arabic characters would be one Turkish-table message; as UCS-2 they are three.
    expect(smsSize('ع'.repeat(140))).toEqual({ alphabet: 'UCS2', units: 140, parts: 3 });
    const reason = 'سبب '.repeat(100);
    expect(smsSize(MembershipSms.disabled(reason).ar).parts).toBe(SmsBudget.notice);
  });

  it('write Turkish letters, never their ASCII stand-ins', () => {
    const all = samples.map(([, text]) => text.tr).join('\n');
    expect(all).toMatch(/[çğıİşŞ]/);
    for (const ascii of [
      /dogrulama/,
      /sifreniz/,
      /basvuru/i,
      /alindi/,
      /numarali/,
      /uyelig/,
      /guvence/i,
      /goruntuleme/,
    ]) {
      expect(all).not.toMatch(ascii);
    }
    expect(AccountSms.newPassword('x').tr).toBe('E-Belediye girişi için yeni şifreniz: x');
    expect(WaterSms.received(town, '1', '2026-12-02', '9').tr).toContain('fesih başvurusu alındı');
    expect(DeclarationSms.received('B-1', 100, 'C').tr).toContain('numaralı beyannameniz alındı');
  });

  it('cut a long reason to the budget, keeping the facts before it', () => {
    const text = DeclarationSms.returned('EMLK-2026-000123', long).tr;
    expect(text.startsWith('EMLK-2026-000123 numaralı beyannameniz düzeltme için iade edildi.')).toBe(true);
    // Three dots, not "…": one character outside the Turkish table would send the whole text as UCS-2.
    expect(text.endsWith('...')).toBe(true);
    expect(smsSize(text)).toMatchObject({ alphabet: 'TURKISH', parts: 2 });
  });

  it('send a channel’s codes with their fixed texts', () => {
    expect(ChannelSmsTexts[7001]).toBe(AccountSms.channelAccount);
    expect(ChannelSmsTexts[7002]).toBe(DebtSms.channelDebt);
  });
});

/** Every template called with sample arguments: a number where it counts, a word otherwise. */
const everyTemplate = Object.entries(TEMPLATE_SETS).flatMap(([set, templates]) =>
  Object.entries(templates as Record<string, unknown>)
    .filter(([, t]) => typeof t !== 'number')
    .map(([name, t]) => {
      const made = typeof t === 'function' ? (t as (...a: unknown[]) => unknown)('12', 3, '2026-12-31', 4) : t;
      const text = typeof made === 'function' ? (made as (c: string) => unknown)('123456') : made;
      return [`${set}.${name}`, text as Localized] as const;
    }),
);

describe('SMS templates in every language', () => {
  it.each(everyTemplate)('%s has its Turkish, English and Arabic text', (_name, text) => {
    expect(Object.keys(text).sort()).toEqual(['ar', 'en', 'tr']);
    for (const language of ['tr', 'en', 'ar'] as const) expect(text[language].trim()).not.toBe('');
    expect(text.ar).toMatch(/[\u0600-\u06FF]/);
    expect(text.en).not.toMatch(/[çğıİşŞ]/);
    expect(text.en).not.toBe(text.tr);
  });

  it.each(everyTemplate)(
    '%s travels in GSM-7 or the Turkish table in Turkish and English, never as UCS-2',
    (_n, text) => {
      expect(smsSize(text.tr).alphabet).not.toBe('UCS2');
      expect(smsSize(text.en).alphabet).not.toBe('UCS2');
    },
  );

  it('end a code in every language after its last colon, where the outbox masks it', () => {
    for (const text of [AccountSms.code(code), PayrollSms.code(code), WaterSms.code(town, code)])
      for (const language of ['tr', 'en', 'ar'] as const) expect(text[language]).toMatch(/: 123456$/);
  });
});
