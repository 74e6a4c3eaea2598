import { z } from 'zod';

/** One thing wrong with the settings, at the key (or environment variable) a person has to change. */
export interface Problem {
  path: string;
  message: string;
}

/** Every problem found at start, in one error: the server prints its message alone and exits with 1. */
export class SettingsError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly Problem[], file?: string) {
    const lines = problems.map((p) => `${p.path}: ${p.message}`);
    super(
      [
        `Ayarlar geçersiz, portal başlatılmadı (${lines.length} sorun):`,
        ...lines.map((line) => `  - ${line}`),
        ...(file ? [`Ayar dosyası: ${file} (EBELEDIYE_SETTINGS)`] : []),
      ].join('\n'),
    );
    this.name = 'SettingsError';
    this.problems = lines;
  }
}

const kinds: Record<string, string> = {
  number: 'bir sayı',
  int: 'bir tam sayı',
  string: 'bir metin',
  boolean: 'true ya da false',
  object: 'bir nesne ({ … })',
  array: 'bir liste ([ … ])',
};

/** Messages for a person editing the settings (per-parse, so the citizens' form messages stay as they are). */
export function settingsMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'eksik' : `${kinds[issue.expected] ?? issue.expected} olmalı`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'boş olamaz';
      if (issue.origin === 'array') return `en az ${issue.minimum} değer içermeli`;
      return issue.inclusive === false ? `${issue.minimum} üzerinde olmalı` : `en az ${issue.minimum} olmalı`;
    case 'too_big':
      return `en fazla ${issue.maximum} olmalı`;
    case 'invalid_value':
      return `şunlardan biri olmalı: ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return 'options' in issue ? `şunlardan biri olmalı: ${(issue.options as unknown[]).join(', ')}` : undefined;
    default:
      return undefined;
  }
}

export const pathText = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The issues of a parse as problems. An unknown key is named with its full path, and with the known key it most
 * likely meant ("payments.oldestFrist: bilinmeyen ayar — oldestFirst mi?").
 */
export function problemsOf(schema: z.ZodType, error: z.ZodError, prefix: readonly PropertyKey[] = []): Problem[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const known = keysAt(schema, issue.path);
      return issue.keys.map((key) => {
        const near = closest(key, known);
        return {
          path: pathText([...prefix, ...issue.path, key]),
          message: `bilinmeyen ayar${near ? ` — ${near} mi?` : ''}`,
        };
      });
    }
    return [{ path: pathText([...prefix, ...issue.path]) || '(kök)', message: issue.message }];
  });
}

function unwrap(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;
}

/** The keys the schema knows at a path: an object's fields, or the values a record's keys may take. */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let at: z.ZodType | undefined = schema;
  for (const step of path) {
    const here: z.ZodType = unwrap(at);
    if (here instanceof z.ZodObject) at = here.shape[String(step)] as z.ZodType | undefined;
    else if (here instanceof z.ZodRecord) at = here.valueType as z.ZodType;
    else return [];
    if (!at) return [];
  }
  const here = unwrap(at);
  if (here instanceof z.ZodObject) return Object.keys(here.shape);
  if (here instanceof z.ZodRecord && here.keyType instanceof z.ZodEnum) return here.keyType.options.map(String);
  return [];
}

/** The known key a misspelling most likely meant: a typo, a swapped pair or a wrong case away, or none. */
export function closest(key: string, known: readonly string[]): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(key.length / 4)));
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
