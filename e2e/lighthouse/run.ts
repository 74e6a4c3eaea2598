// `npm test` (last step) and `npm run bench`: builds the web app if needed, starts the portal, measures every page
// against its budget and prints the table. Fails when a page is over budget, unless `--report` (the benchmark).
// `--page=/DebtQuestioning` measures one page; LIGHTHOUSE_URL measures a portal that is already running.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: the build script is plain JavaScript
import { buildWeb } from '../../scripts/build-web.mjs';
import { demo } from '../specs/identity.js';
import { BUDGET, measurePages, PAGES, quietMachine, startPortal, table } from './budgets.js';
import { INP_BUDGET_MS, measureSelectionInp } from './inp.js';

const root = join(import.meta.dirname, '..', '..');
const reportOnly = process.argv.includes('--report');
const port = Number(process.env.LH_PORT ?? 3230);

const only = process.argv.find((a) => a.startsWith('--page='))?.slice('--page='.length);
const pages = only ? PAGES.filter((p) => p.path === only) : PAGES;
const running = process.env.LIGHTHOUSE_URL;
// Measured on a copy of the build, so a build started meanwhile (it empties apps/web/dist) cannot pull the
// assets from under the served shell.
const webDist = join(root, '.tmp', `lighthouse-dist-${port}`);
if (!running) {
  buildWeb();
  rmSync(webDist, { recursive: true, force: true });
  cpSync(join(root, 'apps', 'web', 'dist'), webDist, { recursive: true });
}
const portal = running
  ? { baseUrl: running, stop: () => {} }
  : await startPortal(port, Number(process.env.LH_SIM_PORT ?? port + 100), webDist);
let failed = 0;
try {
  console.log(
    `\nLighthouse mobil, sayfa başına 3 ölçümün ortancası (bütçe: performans ≥ ${BUDGET.performance}, ` +
      `erişilebilirlik ≥ ${BUDGET.accessibility}, ilk yüklemede JavaScript ≤ ${BUDGET.scriptKiB} KiB)\n`,
  );
  await quietMachine();
  const results = await measurePages(portal.baseUrl, demo, pages);
  console.log(`\n${table(results)}`);
  failed = results.filter((r) => r.failures.length > 0).length;
  let checks = results.length;
  if (!only || only === '/DebtQuestioning') {
    const inp = await measureSelectionInp(portal.baseUrl, demo);
    console.log(
      `\nINP, /DebtQuestioning "Tüm borçları seç" ve bir gelir türünü seçme (işlemci 4 kat yavaş, ${inp.perLoad.length} yüklemenin ortancası): ` +
        `${Math.round(inp.medianMs)} ms (yüklemeler: ${inp.perLoad.map((d) => Math.round(d)).join(', ')} ms; bütçe ≤ ${INP_BUDGET_MS} ms)` +
        (inp.failures.length ? `  AŞILDI` : ''),
    );
    checks++;
    if (inp.failures.length) failed++;
  }
  if (!reportOnly) {
    // The same shape as the other test reports, so the closing summary of `npm test` counts these too.
    mkdirSync(join(root, '.tmp'), { recursive: true });
    writeFileSync(
      join(root, '.tmp', 'results-lighthouse.json'),
      JSON.stringify({
        numTotalTests: checks,
        numPassedTests: checks - failed,
        numFailedTests: failed,
        numPendingTests: 0,
        results,
      }),
    );
  }
} finally {
  portal.stop();
}
process.exit(failed > 0 && !reportOnly ? 1 : 0);
