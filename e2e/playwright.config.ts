import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = join(root, '.tmp', `e2e-pglite-${port}`);
const simPort = Number(process.env.E2E_SIM_PORT ?? 3310);
// E2E_OUT: results of a run of its own, so that two runs side by side do not overwrite each other.
const out = process.env.E2E_OUT ?? join(root, '.tmp');

/** Browser tests in Debian's chromium (never a downloaded browser) against the started portal. */
export default defineConfig({
  testDir: 'specs',
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: join(out, 'results-playwright.json') }]],
  outputDir: join(out, 'test-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node --import tsx apps/simulators/src/server.ts',
      cwd: root,
      url: `http://localhost:${simPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      // Reports of undeliverable mail go to the portal's bounce receiver (its port + 27), a moment later.
      env: { SIMULATORS_PORT: String(simPort), SIM_BOUNCE_SMTP_PORT: String(port + 27), SIM_BOUNCE_DELAY_MS: '500' },
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx apps/api/src/server.ts`,
      cwd: root,
      url: `http://localhost:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: process.env.WEB_OUT_DIR ?? join(root, 'apps', 'web', 'dist'),
        LOG_LEVEL: 'warn',
        API_RATE_LIMIT: '100000',
        DATABASE_URL: '',
        SIMULATORS_URL: `http://localhost:${simPort}`,
        // A small proof of work: no browser test may depend on how fast the machine solves it.
        EBELEDIYE_SETTINGS: join(root, 'e2e', 'portal-settings.json'),
      },
    },
  ],
});
