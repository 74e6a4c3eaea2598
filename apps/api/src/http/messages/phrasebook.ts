import type { Language } from '@e-belediye/contracts/languages';

export type Translated = Exclude<Language, 'tr'>;
/** One Turkish sentence in the portal's other languages. */
export type Phrase = Record<Translated, string>;
/**
 * Turkish sentences → their translations. A sentence with values is a template: `{0}`, `{1}` … stand where the
 * Turkish puts a value, and the translations put the same marks where their language wants it.
 */
export type Phrases = Readonly<Record<string, Phrase>>;

type MessageValue = string | ((...values: never[]) => string);

/** A message object's entry as a template: a function is called with `{0}`, `{1}` … for its values. */
export function templateOfMessage(message: MessageValue): string {
  if (typeof message === 'string') return message;
  const marks = Array.from({ length: message.length }, (_, i) => `{${i}}`);
  return (message as (...values: string[]) => string)(...marks);
}

/**
 * A domain's catalogue from its message object in contracts: each language is typed by the object's keys, so a
 * message added without its English or Arabic does not compile.
 */
export function phrasesOf<T extends Record<string, MessageValue>>(
  turkish: T,
  en: Record<keyof T, string>,
  ar: Record<keyof T, string>,
): Phrases {
  const out: Record<string, Phrase> = {};
  for (const key of Object.keys(turkish) as (keyof T & string)[]) {
    out[templateOfMessage(turkish[key])] = { en: en[key], ar: ar[key] };
  }
  return out;
}

// Left-to-right isolates: a value (a case number, an amount, a date) keeps its order inside an Arabic sentence.
const LRI = '\u2066';
const PDI = '\u2069';
const MARK = /\{(\d+)\}/g;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  regex: RegExp;
  phrase: Phrase;
  /** Only marks and punctuation ("{0}: {1}"): it translates nothing unless every value is translated. */
  bare: boolean;
}

/**
 * Every translated sentence, looked up by its Turkish: an exact sentence first, then the templates, the one with
 * the most fixed words first, so "En fazla {0} karakter olabilir." wins over "En fazla {0} olabilir.".
 */
export class Phrasebook {
  private readonly exact = new Map<string, Phrase>();
  private readonly patterns: Pattern[] = [];
  /** Every Turkish sentence or template with its translations, for the completeness test. */
  readonly entries: [string, Phrase][] = [];

  /**
   * `isolate`: whether a value keeps its order in Arabic by left-to-right isolates, as a screen needs; an SMS goes
   * without them (they would cost characters of a UCS-2 message and some phones show them).
   */
  constructor(
    books: readonly Phrases[],
    private readonly isolate = true,
  ) {
    const templates: [string, Phrase][] = [];
    for (const book of books) {
      for (const [turkish, phrase] of Object.entries(book)) {
        this.entries.push([turkish, phrase]);
        if (/\{\d+\}/.test(turkish)) templates.push([turkish, phrase]);
        else this.exact.set(turkish, phrase);
      }
    }
    const fixed = (t: string) => t.replace(MARK, '').length;
    templates.sort(([a], [b]) => fixed(b) - fixed(a));
    for (const [turkish, phrase] of templates) {
      const source = turkish
        .split(MARK)
        .map((part, i) => (i % 2 ? '([\\s\\S]+?)' : literal(part)))
        .join('');
      this.patterns.push({
        regex: new RegExp(`^${source}$`),
        phrase,
        bare: !/[\p{L}]/u.test(turkish.replace(MARK, '')),
      });
    }
  }

  /** Whether the Turkish sentence or template has its translations. */
  has(turkish: string): boolean {
    return this.entries.some(([key]) => key === turkish) || this.translate(turkish, 'en') !== undefined;
  }

  /** The sentence in `language`, or undefined when it is not in the book. */
  translate(text: string, language: Translated): string | undefined {
    const exact = this.exact.get(text);
    if (exact) return exact[language];
    for (const { regex, phrase, bare } of this.patterns) {
      const match = regex.exec(text);
      if (!match) continue;
      // A value that is itself a known word (a field's label, a kind's name) is said in the language too.
      const inner = match.slice(1).map((value) => this.translate(value, language));
      if (bare && inner.some((v) => v === undefined)) continue;
      const values = match
        .slice(1)
        .map((value, i) => inner[i] ?? (language === 'ar' && this.isolate ? `${LRI}${value}${PDI}` : value));
      return phrase[language].replace(MARK, (_, i) => values[Number(i)] ?? '');
    }
    return undefined;
  }
}
