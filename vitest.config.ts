import { defineConfig } from 'vitest/config';

/** API tests that need no database: protocol adapters, rules, the PDF, settings, and the seed on its own PGlite. */
const apiUnit = [
  'apps/api/test/unit/**/*.test.ts',
  'apps/api/test/**/*.unit.test.ts',
  'apps/api/test/banks/**/*.test.ts',
  'apps/api/test/config/**/*.test.ts',
  'apps/api/test/debts/lateFee.test.ts',
  'apps/api/test/ledger/lateFee.test.ts',
  'apps/api/test/payments/rules.test.ts',
  'apps/api/test/receipts/pdf.test.ts',
  'apps/api/test/seed.test.ts',
];

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; its own work is light, and on two cores that halves the run.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/test/**/*.test.ts'], environment: 'node' } },
      // Pure tests of the API (no database): they run once, not once per engine.
      {
        test: { name: 'api-unit', include: apiUnit, environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          exclude: apiUnit,
          environment: 'node',
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'simulators',
          include: ['apps/simulators/test/**/*.test.ts'],
          environment: 'node',
          passWithNoTests: true,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        // A page rendered in jsdom on a busy two-core machine can take seconds: the default 5 s is no measure of it.
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
