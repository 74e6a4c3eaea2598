// `npm run bench`: first-load bundle sizes, the Lighthouse table of the citizen pages (e2e/lighthouse), password
// hashing cost, and request rates and latencies of the public lookups and the logged-in debt inquiry on PGlite and
// on a throwaway PostgreSQL, the inquiry again once the town has grown by BENCH_GROW_REGISTRIES registries
// (apps/api/bench/lookups.bench.ts), and the bank collection calls of the second service host
// (apps/api/bench/bank-collection.bench.ts).
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDeps } from './ensure-deps.mjs';

const root = join(import.meta.dirname, '..');
ensureDeps();
const run = (env, file = 'apps/api/bench/lookups.bench.ts', args = []) =>
  execFileSync(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

execSync('node scripts/build-web.mjs && node scripts/bundle-size.mjs', { cwd: root, stdio: 'inherit' });
run({}, 'e2e/lighthouse/run.ts', ['--report']);
run({}, 'apps/api/bench/argon2.bench.ts');
run({ BENCH_ENGINE: 'pglite' });
run({ BENCH_ENGINE: 'pglite' }, 'apps/api/bench/bank-collection.bench.ts');
if (process.env.BENCH_SKIP_POSTGRES !== '1') {
  execSync('bash scripts/ensure-system.sh', { cwd: root, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'ebelediye-bench-pg-'));
  const port = String(55000 + Math.floor(Math.random() * 5000));
  const url = execSync(`bash scripts/pg-cluster.sh start ${dir} ${port}`, { cwd: root }).toString().trim();
  try {
    run({ BENCH_ENGINE: 'postgres', BENCH_DATABASE_URL: url });
    run({ BENCH_ENGINE: 'postgres', BENCH_DATABASE_URL: url }, 'apps/api/bench/bank-collection.bench.ts');
  } finally {
    execSync(`bash scripts/pg-cluster.sh stop ${dir}`, { cwd: root });
  }
}
