// Adds up the JSON reports of every test run into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', '.tmp');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of (existsSync(dir) ? readdirSync(dir) : []).filter(
  (n) => n.startsWith('results-') && n.endsWith('.json'),
)) {
  const r = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  if (r.numTotalTests !== undefined) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  } else if (r.stats) {
    passed += r.stats.expected;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  }
}
// A stage that stopped the run (lint, types, a crash) counts as a failure even when it wrote no report.
const stage = process.argv.indexOf('--failed-stage');
if (stage > 0) {
  console.log(`Durdu: ${process.argv[stage + 1] || 'hazırlık'}`);
  failed = Math.max(failed, 1);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
