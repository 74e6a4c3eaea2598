import '@e-belediye/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusalIn, refusals } from '../../src/http/messages/index.js';
import { Phrasebook } from '../../src/http/messages/phrasebook.js';
import { zodPhrases } from '../../src/http/messages/validation.js';

/**
 * Every wording the validator itself gives a citizen's input (the contract's locale, `packages/contracts/src/locale.ts`):
 * each issue code, each kind a value may be expected as, each string format and each size origin is produced by a
 * real schema and must be in the phrasebook in English and Arabic. The lists are typed by zod's own unions, so a
 * kind, format or code zod adds does not compile until it is listed here.
 */
type Case = [schema: z.ZodType, input: unknown];

type Named<T extends string> = { [K in T]: string extends K ? never : K }[T];
const expected: Record<Named<z.core.$ZodInvalidTypeExpected>, Case> = {
  string: [z.string(), 5],
  number: [z.number(), 'x'],
  int: [z.int(), 1.5],
  boolean: [z.boolean(), 'x'],
  bigint: [z.bigint(), 'x'],
  symbol: [z.symbol(), 'x'],
  undefined: [z.undefined(), 'x'],
  null: [z.null(), 'x'],
  never: [z.never(), 'x'],
  void: [z.void(), 'x'],
  date: [z.date(), 'x'],
  array: [z.array(z.string()), 'x'],
  object: [z.object({}), 'x'],
  tuple: [z.tuple([z.string()]), 'x'],
  record: [z.record(z.string(), z.string()), 'x'],
  map: [z.map(z.string(), z.string()), 'x'],
  set: [z.set(z.string()), 'x'],
  file: [z.file(), 'x'],
  nonoptional: [z.string().optional().nonoptional(), undefined],
  nan: [z.nan(), 5],
  function: [z.function(), 'x'],
};

const formats: Record<z.core.$ZodStringFormats | 'mac' | 'template_literal', Case | z.core.$ZodRawIssue> = {
  email: [z.email(), 'x'],
  url: [z.url(), 'x'],
  emoji: [z.emoji(), 'x'],
  uuid: [z.uuid(), 'x'],
  guid: [z.guid(), 'x'],
  nanoid: [z.nanoid(), '!'],
  cuid: [z.cuid(), '!'],
  cuid2: [z.cuid2(), '!'],
  ulid: [z.ulid(), '!'],
  xid: [z.xid(), '!'],
  ksuid: [z.ksuid(), '!'],
  datetime: [z.iso.datetime(), 'x'],
  date: [z.iso.date(), 'x'],
  time: [z.iso.time(), 'x'],
  duration: [z.iso.duration(), 'x'],
  ipv4: [z.ipv4(), 'x'],
  ipv6: [z.ipv6(), 'x'],
  cidrv4: [z.cidrv4(), 'x'],
  cidrv6: [z.cidrv6(), 'x'],
  base64: [z.base64(), '!'],
  base64url: [z.base64url(), '!'],
  e164: [z.e164(), 'x'],
  iban: [z.iban(), 'x'],
  jwt: [z.jwt(), 'x'],
  lowercase: [z.string().lowercase(), 'X'],
  uppercase: [z.string().uppercase(), 'x'],
  regex: [z.string().regex(/^a$/), 'x'],
  starts_with: [z.string().startsWith('ab'), 'x'],
  ends_with: [z.string().endsWith('ab'), 'x'],
  includes: [z.string().includes('ab'), 'x'],
  mac: [z.mac(), 'x'],
  template_literal: [z.templateLiteral(['a', z.number()]), 'x'],
  // No schema of zod makes these two any more; a custom check may still name them.
  json_string: { code: 'invalid_format', format: 'json_string', input: 'x' },
  credit_card: { code: 'invalid_format', format: 'credit_card', input: 'x' },
};

const day = new Date('2026-06-15T12:00:00Z');
const later = new Date('2026-07-15T12:00:00Z');
const sizes: Record<string, Case> = {
  'string too long': [z.string().max(3), 'abcd'],
  'string too short': [z.string().min(3), 'a'],
  'string of an exact length': [z.string().length(3), 'a'],
  'number too big': [z.number().max(3), 4],
  'number too small': [z.number().min(3), 2],
  'number not below a bound': [z.number().lt(3), 3],
  'number not above a bound': [z.number().gt(3), 3],
  'whole number too big': [z.int().max(3), 4],
  'bigint too big': [z.bigint().max(3n), 4n],
  'bigint too small': [z.bigint().min(3n), 2n],
  'array too long': [z.array(z.string()).max(1), ['a', 'b']],
  'array too short': [z.array(z.string()).min(2), ['a']],
  'array of an exact length': [z.array(z.string()).length(2), ['a']],
  'set too large': [z.set(z.string()).max(1), new Set(['a', 'b'])],
  'set too small': [z.set(z.string()).min(2), new Set(['a'])],
  'file too large': [z.file().max(2), new File(['abc'], 'a.txt')],
  'file too small': [z.file().min(5), new File(['abc'], 'a.txt')],
  'date too late': [z.date().max(day), later],
  'date too early': [z.date().min(later), day],
  'date not before a day': [z.date().check(z.lt(day)), later],
  'date not after a day': [z.date().check(z.gt(later)), day],
};

const codes: Record<z.core.$ZodIssueCode, Case | z.core.$ZodRawIssue> = {
  invalid_type: [z.number(), 'x'],
  too_big: [z.string().max(1), 'ab'],
  too_small: [z.string().min(2), 'a'],
  invalid_format: [z.email(), 'x'],
  not_multiple_of: [z.number().multipleOf(5), 3],
  unrecognized_keys: [z.strictObject({}), { extra: 1 }],
  invalid_union: [z.union([z.string(), z.number()]), true],
  invalid_key: { code: 'invalid_key', origin: 'map', issues: [], input: 'x' },
  invalid_element: { code: 'invalid_element', origin: 'set', key: 'x', issues: [], input: 'x' },
  invalid_value: [z.enum(['RECEIVED', 'CUT']), 'OTHER'],
  custom: [z.string().refine(() => false), 'x'],
};

/** The wordings `case` gives: its schema's issues, or what the contract's error map says of a hand-made issue. */
function wordings(given: Case | z.core.$ZodRawIssue): string[] {
  if (!Array.isArray(given)) {
    const said = z.config().customError?.(given);
    return [typeof said === 'string' ? said : (said?.message ?? '')];
  }
  const [schema, input] = given;
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const all: Array<[string, Case | z.core.$ZodRawIssue]> = [
  ['a missing value', [z.object({ a: z.string() }), {}]],
  ...Object.entries(expected).map(([k, c]): [string, Case] => [`a value that is not of kind ${k}`, c]),
  ...Object.entries(formats).map(([k, c]): [string, Case | z.core.$ZodRawIssue] => [`a text not in format ${k}`, c]),
  ...Object.entries(sizes).map(([k, c]): [string, Case] => [`a ${k}`, c]),
  ...Object.entries(codes).map(([k, c]): [string, Case | z.core.$ZodRawIssue] => [`the issue code ${k}`, c]),
];

const TURKISH_LETTERS = /[çğıİşŞĞÇÖÜöü]/;
// Outside left-to-right isolates, an Arabic sentence has no digits: a value keeps its order, as on a screen.
const bareDigits = (arabic: string) => /\d/.test(arabic.replace(/\u2066[^\u2069]*\u2069/g, ''));

/** What is missing or wrong for one wording, in `book`; empty when it is said properly in both languages. */
function problems(turkish: string, book: Phrasebook): string[] {
  const en = book.translate(turkish, 'en');
  const ar = book.translate(turkish, 'ar');
  const wrong: string[] = [];
  if (en === undefined || ar === undefined) return [`${turkish}: no English or Arabic`];
  // A shorter template may match with a Turkish word taken for a value ("En fazla {0} olabilir." with "2 bayt").
  const left = (text: string) =>
    (turkish.match(/\p{L}{3,}/gu) ?? []).filter(
      (w) => w !== w.toUpperCase() && new RegExp(`(^|\\P{L})${w}(\\P{L}|$)`, 'u').test(text),
    );
  if (TURKISH_LETTERS.test(en) || left(en).length) wrong.push(`${turkish}: Turkish left in the English "${en}"`);
  if (left(ar).length) wrong.push(`${turkish}: Turkish left in the Arabic "${ar}"`);
  if (!/[\u0600-\u06FF]/.test(ar)) wrong.push(`${turkish}: the Arabic "${ar}" has no Arabic letters`);
  if (bareDigits(ar)) wrong.push(`${turkish}: a value of the Arabic "${ar}" is not kept left to right`);
  return wrong;
}

describe('the validator’s own wordings, in every language', () => {
  it.each(all)('%s is worded in Turkish and said in English and Arabic', (_name, given) => {
    const said = wordings(given);
    expect(said.length).toBeGreaterThan(0);
    for (const turkish of said) {
      // Never zod's own words, which name the contract's internals ("beklenen string", a key, a pattern).
      expect(turkish).not.toMatch(/beklenen|alınan|desenine|Tanınmayan anahtar|içinde geçersiz|Çok (büyük|küçük)/);
      expect(problems(turkish, refusals)).toEqual([]);
    }
  });

  it('a wording whose translation is taken out of the book is caught', () => {
    const [turkish] = wordings(sizes['number not below a bound']);
    expect(problems(turkish, refusals)).toEqual([]);
    const { [turkish.replace('3', '{0}')]: removed, ...rest } = zodPhrases;
    expect(removed).toBeDefined();
    expect(problems(turkish, new Phrasebook([rest]))).toEqual([`${turkish}: no English or Arabic`]);
  });

  it('reaches a citizen with the field’s label, in their language, the values left to right in Arabic', () => {
    const [date] = wordings(sizes['date too late']);
    expect(date).toBe('En geç 15.06.2026 olabilir.');
    expect(refusalIn(`Başlangıç tarihi: ${date}`, 'en')).toBe('Start date: No later than 15.06.2026.');
    expect(refusalIn(`Başlangıç tarihi: ${date}`, 'ar')).toContain('\u206615.06.2026\u2069');
    const [size] = wordings(sizes['file too large']);
    expect(refusalIn(size, 'en')).toBe('At most 2 bytes.');
    expect(refusalIn(size, 'ar')).toBe('الحد الأقصى \u20662\u2069 بايت.');
  });
});
