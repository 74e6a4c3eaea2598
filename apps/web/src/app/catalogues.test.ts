import type { LANGUAGES } from '@e-belediye/contracts/languages';
import { describe, expect, it } from 'vitest';
import { groups, home, services } from './manifest.js';
import { serviceTexts } from './serviceTexts.js';

/**
 * Every catalogue of a citizen page exists in every language with the same keys (ADR 0056). The types already refuse
 * a missing key in a catalogue that exists; this finds a catalogue that does not exist at all, and an Arabic text
 * left in English.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../features/*/i18n/*.ts',
    // A feature's part with catalogues of its own (the passkeys of Hesabım); the office's desks are Turkish only.
    '../features/*/*/texts.*.ts',
    '!../features/*/office/**',
    '../shared/i18n/*.ts',
  ],
  {
    eager: true,
  },
);

// The office's desks are written in Turkish and English only: a clerk reads no Arabic desk.
const STAFF_ONLY = ['reconciliation', 'settings', 'staff'];

interface Catalogue {
  path: string;
  texts: Record<Exclude<keyof typeof LANGUAGES, 'tr'> | 'tr', unknown>;
}

const sets = new Map<string, Partial<Record<string, unknown>>>();
for (const [path, mod] of Object.entries(modules)) {
  const m = /^(.*\/)(?:([\w-]+)\.)?(tr|en|ar)\.ts$/.exec(path);
  if (!m || path.includes('.test.')) continue;
  const [, dir, stem = '', lang] = m;
  const key = `${dir}${stem}`;
  const value = mod[lang as string];
  if (value === undefined) continue;
  sets.set(key, { ...sets.get(key), [lang as string]: value });
}
const citizen: Catalogue[] = [...sets]
  .filter(([key, texts]) => texts.tr && texts.en && !STAFF_ONLY.some((f) => key.includes(`/features/${f}/`)))
  .map(([path, texts]) => ({ path, texts: texts as Catalogue['texts'] }));

/** The shape of a catalogue: its keys all the way down, with what kind of value each holds. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        // The manifest's titles in Arabic, by their Turkish: filled in ar.ts only, checked below.
        .filter((k) => k !== 'titles')
        .sort()
        .map((k) => [k, shape((value as Record<string, unknown>)[k])]),
    );
  return typeof value;
}

/** Every plain text of a catalogue with its key path (functions are texts too: called with sample arguments). */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') {
    // A text that needs arguments of its own kind (a date, a record) is left to the type check.
    const sample = (() => {
      try {
        return (value as (...args: unknown[]) => unknown)(3, 7, '8', '9');
      } catch {
        return undefined;
      }
    })();
    return typeof sample === 'string' ? [[at, sample]] : [];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => texts(v, at ? `${at}.${k}` : k));
  return [];
}

const ARABIC = /[\u0600-\u06FF]/;
// Texts that are the same in every language: brands, the dash of "none", a protocol's name.
const SAME_EVERYWHERE = new Set(['VISA', 'Mastercard', '—', 'IBAN', 'SMS']);

describe('the catalogues of the citizen pages', () => {
  it('finds the citizen catalogues at all (the test reads the files it means to)', () => {
    expect(citizen.length).toBeGreaterThan(15);
    expect(citizen.some((c) => c.path === '../shared/i18n/')).toBe(true);
  });

  it.each(citizen.map((c) => [c.path, c] as const))('%s has the same keys in Turkish, English and Arabic', (_, c) => {
    expect(c.texts.ar, `${c.path}: no Arabic catalogue`).toBeDefined();
    expect(shape(c.texts.en)).toEqual(shape(c.texts.tr));
    expect(shape(c.texts.ar)).toEqual(shape(c.texts.tr));
  });

  it('writes every Arabic text in Arabic, not left in English or Turkish', () => {
    const leftOver = citizen.flatMap((c) =>
      texts(c.texts.ar)
        .filter(([, text]) => /[A-Za-z]/.test(text) && !ARABIC.test(text) && !SAME_EVERYWHERE.has(text))
        .map(([key, text]) => `${c.path}${key}: ${text}`),
    );
    expect(leftOver).toEqual([]);
  });
});

describe("the manifest's titles and the home page's descriptions", () => {
  it('name every citizen page and group in Arabic (the titles come with the Arabic shell catalogue)', async () => {
    const { ar } = await import('../shared/i18n/ar.js');
    const titles = [home, ...services, ...groups].map((entry) => ar.titles[entry.title.tr] ?? '');
    expect(titles.filter((t) => !ARABIC.test(t))).toEqual([]);
    const descriptions = Object.values(serviceTexts).map((s) => s.description.ar ?? '');
    expect(descriptions.filter((d) => !ARABIC.test(d))).toEqual([]);
  });

  it('name every citizen page and group in English (the titles come with the English shell catalogue)', async () => {
    const { en } = await import('../shared/i18n/en.js');
    const missing = [home, ...services, ...groups].filter((entry) => !en.titles[entry.title.tr]);
    expect(missing.map((entry) => entry.title.tr)).toEqual([]);
  });
});
