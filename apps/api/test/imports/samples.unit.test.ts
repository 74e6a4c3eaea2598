import { readFileSync } from 'node:fs';
import { importKinds } from '@e-belediye/contracts';
import { describe, expect, it } from 'vitest';
import { FORMAT_DOC, formatDocWithTables, sampleFiles } from '../../scripts/import-samples.js';

const REGENERATE = 'node --import tsx apps/api/scripts/import-samples.ts';

describe('the import format is documented from the schema the importer validates with', () => {
  it(`has a sample file per kind equal to the schema's (run ${REGENERATE} after changing a schema)`, () => {
    for (const s of sampleFiles()) expect(readFileSync(s.file, 'utf8'), s.file).toBe(s.content);
  });

  it('has the column tables of the format document equal to the schemas', () => {
    const doc = readFileSync(FORMAT_DOC, 'utf8');
    expect(doc).toBe(formatDocWithTables(doc));
  });

  it('has sample rows that each pass their kind’s row validator', () => {
    for (const kind of Object.values(importKinds)) {
      for (const sample of kind.samples) {
        const cells = Object.fromEntries(kind.columns.map((c, i) => [c.key, sample[i] ?? '']));
        const result = kind.row.safeParse(cells);
        expect(result.success, `${kind.kind} ${sample[0]}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      }
    }
  });
});
