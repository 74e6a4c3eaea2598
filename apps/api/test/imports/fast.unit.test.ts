import { accrualImport, type ImportKindSpec, registryImport } from '@e-belediye/contracts';
import { describe, expect, it } from 'vitest';
import { checkRows } from '../../src/modules/imports/engine.js';
import type { FileRow } from '../../src/modules/imports/read.js';
import { tckn } from './support.js';

type Spec = ImportKindSpec<never>;
const zodOnly = (spec: Spec): Spec => ({ ...spec, fast: undefined });
const asRows = (spec: Spec, cells: string[][]): FileRow[] =>
  cells.map((values, i) => ({
    rowNo: i + 2,
    position: i,
    cells: Object.fromEntries(spec.columns.map((c, k) => [c.key, values[k] ?? ''])),
  }));

/** A small deterministic generator, so the mutated corpus is the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const NOISE = ['', ' ', '-', ',', '.', '0', '9', 'a', 'İ', 'ş', '1.000', ',5', '99', 'x'.repeat(70)];

/** Each good row with one cell broken in many ways: removed, replaced, padded, a character swapped or added. */
function mutations(good: string[][], count: number, seed: number): string[][] {
  const next = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () => {
    const row = [...pick(good)];
    const k = Math.floor(next() * row.length);
    const v = row[k];
    const at = Math.floor(next() * (v.length + 1));
    row[k] = pick([
      () => pick(NOISE),
      () => `  ${v} `,
      () => v.slice(0, at) + pick(NOISE) + v.slice(at),
      () => v.slice(0, at) + v.slice(at + 1),
      () => v.toLowerCase(),
    ])();
    return row;
  });
}

/** Both ways give the same rows, with the same values in the same order, and the same refusals word for word. */
function expectSameVerdicts(spec: Spec, cells: string[][]) {
  const rows = asRows(spec, cells);
  const fast = checkRows<Record<string, unknown>>(spec, rows);
  const slow = checkRows<Record<string, unknown>>(zodOnly(spec), rows);
  const view = (r: typeof fast) => ({
    parsed: r.parsed.map((p) => [p.rowNo, JSON.stringify(p.row), p.hash]),
    issues: r.issues,
  });
  expect(view(fast)).toEqual(view(slow));
  return fast;
}

const goodAccruals = [
  ['T1', '100001', '', '1', '2026', '1', '31.05.2026', '1.234,56', '0', 'Emlak Vergisi 2026/1'],
  ['T2', '100001', '', '1', '2026', '2', '30.11.2026', '1234,5', '', ''],
  ['T3', '100002', 'A-9', '10', '2025', '12', '1.2.2025', '12.345.678,09', '12.345.678,09', ''],
  ['T4', '100003', '', '9999', '1990', '99', '29.02.2024', '0', '', ''],
  [' T5 ', ' 100004 ', ' ', ' 20 ', ' 2100 ', ' 1 ', ' 01.01.2030 ', ' 5,00 ', ' 2,5 ', ' not '],
];
const badAccruals = [
  ['T6', '100001', '', '1', '2026', '1', '31.05.2026', '-5,00', '', ''],
  ['T7', '100001', '', '1', '2026', '1', '31.05.2026', '12,345', '', ''],
  ['T8', '100001', '', '1', '2026', '1', '31.05.2026', '1,234.56', '', ''],
  ['T9', '100001', '', '1', '2026', '1', '29.02.2025', '1,00', '', ''],
  ['T10', '100001', '', '1', '2026', '1', '31.04.2026', '1,00', '', ''],
  ['T11', '100001', '', '1', '2026', '1', '01.01.0050', '1,00', '', ''],
  ['T12', '100001', '', '1', '1989', '1', '31.05.2026', '1,00', '', ''],
  ['T13', '100001', '', '0', '2026', '100', '31.05.2026', '1,00', '', ''],
  ['T14', '100001', '', '1', '2026', '1', '31.05.2026', '1,00', '2,00', ''],
  ['', '', '', '', '', '', '', '', '', ''],
  ['T15', '100001', '', '1.0', '2026', '1', '2026-05-31', '1.23', '1.2345,00', ''],
];

const goodRegistries = [
  [
    'S1',
    '100001',
    'G',
    tckn('100000001'),
    '',
    'Ayşe',
    'Yılmaz',
    'Mehmet',
    '14.03.1979',
    'K',
    '0532 111 22 33',
    'ayse@example.com',
    '1001',
    '12',
    '3',
  ],
  [
    'S2',
    '100002',
    'T',
    '1234567890',
    '034251',
    'Örnek Gıda Ltd. Şti.',
    '',
    '',
    '',
    '',
    '',
    'muhasebe@example.com',
    '1001',
    '14',
    '',
  ],
  ['S3', '100003', 'B', '', '', 'Kayıtsız Mükellef', '', '', '', '', '', '', '', '', ''],
  [
    'S4',
    '100004',
    'Y',
    tckn('990000001'),
    '',
    'John',
    'Doe',
    '',
    '1.1.1980',
    'E',
    '+90 (532) 111-2233',
    '',
    '',
    '',
    '',
  ],
  ['S5', '100005', 'B', '1234567890', '', 'Eski Kayıt', '', '', '', '', '5321112233', '', '', '', ''],
];
const badRegistries = [
  ['S6', '100006', 'G', '12345678901', '', 'Ali', '', '', '', '', '', '', '', '', ''],
  ['S7', '100007', 'g', tckn('100000002'), '', 'Ali', '', '', '', 'k', '', '', '', '', ''],
  ['S8', '100008', 'G', '', '', 'Ali', '', '', '31.02.1980', 'X', '0212 111 22 33', 'not-an-email', '', '', ''],
  ['S9', '100009', 'T', '1234567891', '', 'Bozuk Vergi No', '', '', '', '', '', '', '', '', ''],
  ['S10', '100010', 'Y', tckn('100000003'), '', 'Yabancı', '', '', '', '', '', '', '', '', ''],
  ['S11', '100011', 'Z', '', '', '', '', '', '', '', '', '', '', '', ''],
];

describe('the fast path of the row check agrees with the contract schema', () => {
  it('reads well-formed accruals itself, to the values and the hash zod gives', () => {
    const out = expectSameVerdicts(accrualImport as unknown as Spec, goodAccruals);
    expect(out.parsed).toHaveLength(goodAccruals.length);
    for (const r of asRows(accrualImport as unknown as Spec, goodAccruals))
      expect(accrualImport.fast?.(r.cells)).toBeDefined();
  });

  it('refuses malformed accruals with the same Turkish reasons, row by row and column by column', () => {
    const out = expectSameVerdicts(accrualImport as unknown as Spec, badAccruals);
    expect(out.parsed).toHaveLength(0);
    expect(out.issues.map((i) => i.reason)).toContain('Ödenen tutar anaparadan büyük olamaz.');
  });

  it('reads well-formed registries itself and refuses bad identity numbers, types and contacts as zod does', () => {
    const good = expectSameVerdicts(registryImport as unknown as Spec, goodRegistries);
    expect(good.parsed).toHaveLength(goodRegistries.length);
    for (const r of asRows(registryImport as unknown as Spec, goodRegistries))
      expect(registryImport.fast?.(r.cells)).toBeDefined();
    const bad = expectSameVerdicts(registryImport as unknown as Spec, badRegistries);
    // The lower-case type and gender are for zod to settle; it accepts the type and refuses the gender.
    expect(bad.parsed).toHaveLength(0);
  });

  it('gives the same verdicts on thousands of rows with one cell broken at random', () => {
    expectSameVerdicts(accrualImport as unknown as Spec, mutations([...goodAccruals, ...badAccruals], 4000, 7));
    expectSameVerdicts(registryImport as unknown as Spec, mutations([...goodRegistries, ...badRegistries], 4000, 11));
  });
});
