import { describe, expect, it } from 'vitest';
import {
  AccountSms,
  ChannelSmsTexts,
  ComplaintSms,
  DebtSms,
  DeclarationSms,
  MembershipSms,
  PayrollSms,
  RestructuringSms,
  SmsBudget,
  WaterSms,
} from '../../src/modules/notifications/index.js';

/** The longest values a real message carries: a long municipality name, a tracking link, reasons of 1000 characters. */
const town = 'Yeşilvadi Büyükşehir Belediyesi Su ve Kanalizasyon İdaresi';
const long = 'Gerekçe metni '.repeat(80);
const code = '123456';
const link = 'https://ebelediye.yesilvadi.bel.tr/ComplaintsAndRequests?takip=2026-K7M4QX';

/** Each template with the budget it must keep: a text carrying a secret fits one message, a notice two. */
const samples: Array<[string, string, number]> = [
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
];

describe('SMS templates', () => {
  it.each(samples)('%s stays within its budget', (_name, text, budget) => {
    expect(text.length).toBeLessThanOrEqual(budget);
  });

  it('write Turkish letters, never their ASCII stand-ins', () => {
    const all = samples.map(([, text]) => text).join('\n');
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
    expect(AccountSms.newPassword('x')).toBe('E-Belediye girişi için yeni şifreniz: x');
    expect(WaterSms.received(town, '1', '2026-12-02', '9')).toContain('fesih başvurusu alındı');
    expect(DeclarationSms.received('B-1', 100, 'C')).toContain('numaralı beyannameniz alındı');
  });

  it('cut a long reason to the budget, keeping the facts before it', () => {
    const text = DeclarationSms.returned('EMLK-2026-000123', long);
    expect(text.startsWith('EMLK-2026-000123 numaralı beyannameniz düzeltme için iade edildi.')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
  });

  it('send a channel’s codes with their fixed texts', () => {
    expect(ChannelSmsTexts[7001]).toBe(AccountSms.channelAccount);
    expect(ChannelSmsTexts[7002]).toBe(DebtSms.channelDebt);
  });
});
