/**
 * `npm run drill:payments -- --payments 1000 --seed 7`: card payments under bank chaos (ADR 0024). Runs on an
 * in-memory PGlite with the demo municipality, or on the (throwaway) PostgreSQL database DATABASE_URL names.
 * Prints the figures and exits non-zero when money was collected twice, lost, or an order stayed open.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/api/src/db/index.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { isSeeded, seedDemo } from '../../apps/api/src/modules/demo/index.js';
import { chaosHeld, formatReport, runPaymentsChaos } from './payments-chaos/run.js';

const { values } = parseArgs({
  options: {
    payments: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '6' },
  },
});

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await migrate(database);
if (!(await isSeeded(database))) await seedDemo(database);
const report = await runPaymentsChaos({
  database,
  payments: Number(values.payments),
  seed: Number(values.seed),
  concurrency: Number(values.concurrency),
  progress: (line) => console.log(line),
});
await database.close();
console.log(formatReport(report));
process.exit(chaosHeld(report) ? 0 : 1);
