// `npm run drill:bank-day`: a contracted bank's whole day against the portal's TahsilatApi — a query, a
// collection, one whose answer is lost and is sent again, a concurrent double, a reused reference, a wrong amount,
// a storno, the day's list and the end-of-day reconciliation with one planted difference. Prints each step and
// exits non-zero when a promise is broken.
// Flags: --portal http://localhost:3000 (default SIM_PORTAL_URL or PORT), --start (a throwaway portal on PGlite,
// started and stopped by the drill; what `npm test` runs).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BranchClient, branchConfig } from '../apps/simulators/src/branch/client.js';
import { runBankDay } from '../apps/simulators/src/branch/day.js';
import { loadPopulation } from '../apps/simulators/src/population.js';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { portal: { type: 'string' }, start: { type: 'boolean', default: false } } });

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** A portal of our own on an empty PGlite directory: migrated and seeded with the demo town, as `npm start` does. */
async function startPortal() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ebelediye-bank-day-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Portal başlatılamadı (çıkış kodu ${child.exitCode}).`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('Portal iki dakikada ayağa kalkmadı.');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const started = Date.now();
const portal = values.start ? await startPortal() : null;
const config = { ...branchConfig(), ...(values.portal ? { portalUrl: values.portal } : {}) };
if (portal) config.portalUrl = portal.base;
console.log(`Banka günü: ${config.portalUrl}/kanal/api (kurum ${config.institutionCode})`);
let failed = 0;
try {
  const checks = await runBankDay(new BranchClient(config), {
    payers: loadPopulation()
      .slice(0, 60)
      .map((p) => p.tckn),
    log: (line) => console.log(`  ${line}`),
  });
  failed = checks.filter((c) => !c.ok).length;
  console.log(
    `${checks.length - failed} söz tutuldu, ${failed} bozuldu (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} catch (error) {
  failed = 1;
  console.error('Banka günü yarıda kaldı:', error);
} finally {
  await portal?.stop();
}
process.exit(failed ? 1 : 0);
