import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../src/http/openapi.js';

// openapi.test.ts proves the committed document is the one the API serves; this one lints that document.
const source = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', OPENAPI_FILE), 'utf8');

it("passes Redocly's recommended rules with no error and no warning", async () => {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: OPENAPI_FILE, config });
  const lines = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
  expect(lines.filter((line) => line.startsWith('error'))).toEqual([]);
  expect(lines).toEqual([]);
});
