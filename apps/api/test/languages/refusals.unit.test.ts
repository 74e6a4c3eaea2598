import * as contracts from '@e-belediye/contracts';
import { FieldLabels } from '@e-belediye/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answersCitizen, refusalIn, refusals } from '../../src/http/messages/index.js';
import { Phrasebook, templateOfMessage } from '../../src/http/messages/phrasebook.js';
import { type Found, raisedSentences, schemaSentences } from './refusalSources.js';

/**
 * Where the office speaks: these module files and contract schemas serve staff, payslip or channel calls only, and
 * answer in Turkish (ADR 0056). Everything else a module raises or a schema says reaches a citizen.
 */
const STAFF_MODULES = [
  /^(audit|collections|imports|jobs|reconciliation|settings|staff|payroll|channels|registries)\//,
  /(^|\/)(desk|office|categories|campaigns|review|reports|announcements|delivery)\.ts$/,
  /^delegation\/accountants\.ts$/,
  // The office opens a tax year, cancels or corrects an accrual.
  /^declarations\/open-year\.ts$/,
  /^ledger\/(issue|corrections)\.ts$/,
];
const STAFF_SCHEMAS = [
  /^(staff|settings-runtime|reconciliation|payroll|channels|imports)\//,
  /(^|\/)desk\.ts$/,
  /^members\/search\.ts$/,
  /^delegation\/accountants\.ts$/,
];
const citizens = (staff: RegExp[]) => (found: Found) =>
  !staff.some((r) =>
    r.test(
      found.where.replace(/^(apps\/api\/src\/modules|packages\/contracts\/src)\//, '').replace(/:\d+( \w+)?$/, ''),
    ),
  );

/** Message objects of the contract, and why those not listed as a citizen's are said in Turkish. */
const CITIZEN_MESSAGES = [
  'AuthMessages',
  'VerificationMessages',
  'PasskeyMessages',
  'DelegationMessages',
  'CompanyMessages',
  'FileMessages',
  'ObjectionMessages',
  'ConstructionYearMessages',
];
const NOT_A_CITIZENS: Record<string, string> = {
  ErrorMessages: 'general failures, translated by errorLanguages.ts for everyone',
  UnavailableMessages: 'general failures, translated by errorLanguages.ts for everyone',
  StaffMessages: 'the office',
  ImportMessages: 'the office',
  CampaignDraftMessages: 'the office',
  RegistrySearchMessages: "the office's registry search",
  AccountantMessages: "the office's register of accountants",
  PayrollMessages: "the municipality's own employees' payslips, in Turkish",
  ChannelMessages: 'machine partners (banks, kiosks), which show their own texts',
};

const missing = (sentences: Iterable<string>) => [...new Set(sentences)].filter((s) => !refusals.has(s));

describe('every refusal a citizen can receive has its English and Arabic', () => {
  it('every message object of the contract is either a citizen’s, translated, or named as the office’s', () => {
    const objects = Object.keys(contracts).filter((k) => k.endsWith('Messages'));
    expect(objects.filter((k) => !CITIZEN_MESSAGES.includes(k) && !(k in NOT_A_CITIZENS))).toEqual([]);
    const untranslated = CITIZEN_MESSAGES.flatMap((name) =>
      Object.values((contracts as unknown as Record<string, Record<string, string | (() => string)>>)[name])
        .map(templateOfMessage)
        .filter((t) => !refusals.has(t))
        .map((t) => `${name}: ${t}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('every literal sentence a module raises on a citizen’s call is in the book', () => {
    const found = raisedSentences(() => true).filter(citizens(STAFF_MODULES));
    // The scan itself is checked: it finds what the modules are known to raise.
    expect(found.map((f) => f.sentence)).toContain('Bu numarayla bir ödeme bulunamadı.');
    expect(found.map((f) => f.sentence)).toContain(
      'Bildirim yanıtlandıktan sonraki {0} gün içinde yeniden açılabilir; yeni bir bildirim yapınız.',
    );
    expect(
      missing(found.map((f) => f.sentence)).map((s) => `${found.find((f) => f.sentence === s)?.where} ${s}`),
    ).toEqual([]);
  });

  it('every field label and every sentence of the citizen’s schemas is in the book', () => {
    expect(missing(Object.values(FieldLabels))).toEqual([]);
    const found = schemaSentences().filter(citizens(STAFF_SCHEMAS));
    expect(found.length).toBeGreaterThan(50);
    // The scan finds a domain rule's sentence as well as a schema's.
    expect(found.map((f) => f.sentence)).toContain('Biletli etkinlikte bilet hasılatı gerekli.');
    expect(
      missing(found.map((f) => f.sentence)).map((s) => `${found.find((f) => f.sentence === s)?.where} ${s}`),
    ).toEqual([]);
  });

  it('a new Turkish refusal without its translations is caught', () => {
    expect(refusals.has('Bu cümle henüz hiçbir dile çevrilmedi.')).toBe(false);
    expect(missing(['Bu cümle henüz hiçbir dile çevrilmedi.'])).toHaveLength(1);
  });
});

describe('the phrasebook', () => {
  it('carries the values of a sentence into its translation, and isolates them left to right in Arabic', () => {
    const turkish = contracts.AuthMessages.locked(15);
    expect(refusalIn(turkish, 'en')).toBe(
      'Too many wrong attempts. For your security, please try again in 15 minutes.',
    );
    expect(refusalIn(turkish, 'ar')).toContain('\u206615\u2069');
    expect(refusalIn(turkish, 'tr')).toBe(turkish);
    const amended = contracts.ObjectionMessages.alreadyAmended('2026-ABC234', 2);
    expect(refusalIn(amended, 'en')).toBe(
      'The declaration has already been corrected on this application: 2026-ABC234, version 2.',
    );
  });

  it('says a field and its sentence both in the language, and a known word inside a sentence too', () => {
    expect(refusalIn('Değerleme yılı: Bu alan zorunludur.', 'en')).toBe('Valuation year: This field is required.');
    expect(refusalIn('Geçersiz değer: bir tam sayı bekleniyor.', 'en')).toBe(
      'Invalid value: a whole number is expected.',
    );
    expect(refusalIn('En fazla 40 karakter olabilir.', 'en')).toBe('At most 40 characters.');
    expect(refusalIn('Başlangıç tarihi: Geçersiz ISO tarih', 'en')).toBe('Start date: Invalid date');
    // A label with a sentence the book does not know is left whole, not half translated.
    expect(refusalIn('Değerleme yılı: Bilinmeyen bir cümle.', 'en')).toBe('Değerleme yılı: Bilinmeyen bir cümle.');
  });

  it('keeps what it does not know as it was raised', () => {
    expect(refusalIn('Bilinmeyen bir cümle.', 'ar')).toBe('Bilinmeyen bir cümle.');
    expect(new Phrasebook([]).translate('Üye bulunamadı.', 'en')).toBeUndefined();
  });

  it('has no empty text, every value mark in both languages, and Arabic in Arabic letters', () => {
    expect(refusals.entries.length).toBeGreaterThan(300);
    const marks = (t: string) => (t.match(/\{\d+\}/g) ?? []).sort().join();
    const wrong = refusals.entries
      .filter(
        ([tr, { en, ar }]) =>
          !en.trim() ||
          !ar.trim() ||
          marks(en) !== marks(tr) ||
          marks(ar) !== marks(tr) ||
          (/\p{L}/u.test(tr.replace(/\{\d+\}/g, '')) && !/[\u0600-\u06FF]/.test(ar)),
      )
      .map(([tr]) => tr);
    expect(wrong).toEqual([]);
  });
});

describe('who is answered in their language', () => {
  const at = (url?: string) => ({ routeOptions: { url } }) as unknown as FastifyRequest;
  it('a citizen’s call, public, member or payer, and a citizen’s document route', () => {
    expect(answersCitizen(at('/api/ValidateUser'))).toBe(true);
    expect(answersCitizen(at('/api/StartDelegationGrant'))).toBe(true);
    expect(answersCitizen(at('/api/payments/:orderNo/makbuz'))).toBe(true);
    expect(answersCitizen(at(undefined))).toBe(true);
  });
  it('not a staff call, nor a channel’s: the office reads Turkish, a partner shows its own texts', () => {
    const staffCall = Object.entries(contracts.calls).find(([, d]) => d.access.kind === 'staff')?.[0];
    expect(staffCall).toBeDefined();
    expect(answersCitizen(at(`/api/${staffCall}`))).toBe(false);
    expect(answersCitizen(at('/kanal/api/ValidateUser'))).toBe(false);
  });
});
