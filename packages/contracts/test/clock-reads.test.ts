import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "Today", "now" and the day of an instant are read through clock.ts only (ADR 0036): a UTC date or the
 * machine's local zone gives yesterday between 00:00 and 03:00 in Turkey.
 */
const root = join(import.meta.dirname, '../../..');
const trees = ['apps/api/src', 'apps/web/src', 'packages/contracts/src'];

/** Files allowed to read a Date's fields: the clock itself and pure calendar arithmetic on UTC dates. */
const allowed = new Set([
  'packages/contracts/src/clock.ts',
  // Month arithmetic on 'YYYY-MM-DD' dates held as UTC midnights.
  'apps/api/src/modules/ledger/lateFee.ts',
  // The demo town's dates are computed from a given Istanbul day, never from the machine's clock.
  'apps/api/src/modules/demo/dates.ts',
  'apps/api/src/modules/demo/restructuring.ts',
]);

const forbidden: Array<[RegExp, string]> = [
  [/toISOString\(\)\s*\.\s*(slice|substring|substr)\(\s*0\s*,\s*10\s*\)/, 'the UTC date of an instant'],
  // UTC fields of a date made from 'YYYY-MM-DD' are calendar arithmetic; local fields depend on the machine.
  [/\.get(FullYear|Month|Date|Hours|Minutes|Day)\(\)/, 'a field in the machine’s zone'],
  [/new Date\(\)\s*\.\s*get/, 'a field of now outside the clock'],
  [/toLocale(Date|Time)String\((?![^)]*timeZone)/, 'a date in the machine’s zone'],
  [/new Date\([^)]*\)\.toLocaleString\((?![^)]*timeZone)[^)]*\)/, 'a date in the machine’s zone'],
];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('one clock', () => {
  it('no source outside clock.ts reads a date from a Date', () => {
    const offenders: string[] = [];
    for (const tree of trees) {
      for (const file of sources(join(root, tree))) {
        const name = relative(root, file);
        if (allowed.has(name)) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const [pattern, what] of forbidden) {
              if (pattern.test(line)) offenders.push(`${name}:${i + 1} ${what}: ${line.trim()}`);
            }
          });
      }
    }
    expect(offenders, 'use istanbulToday/istanbulDateOf/istanbulNow/addDays from clock.ts').toEqual([]);
  });
});
