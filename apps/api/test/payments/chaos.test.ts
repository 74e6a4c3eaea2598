import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaosHeld, formatReport, runPaymentsChaos } from '../../../../scripts/drills/payments-chaos/run.js';
import { callbackFaults } from '../../../simulators/src/banks/faults.js';
import type { Database } from '../../src/db/index.js';
import { openTestDatabase } from '../support/db.js';

/**
 * The short run of the payments chaos drill (ADR 0024; `npm run drill:payments` runs a thousand): 120 payments
 * across the four banks with seeded faults and crashes before our commit, then the sweep until quiet.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('payments under chaos', () => {
  it('no money is collected twice, lost or left open when banks misbehave and the portal crashes', async () => {
    const report = await runPaymentsChaos({ database, payments: 120, seed: 2026 });
    expect(report.problems, formatReport(report)).toEqual([]);
    expect(chaosHeld(report), formatReport(report)).toBe(true);
    // The run proves something only if the faults did happen.
    for (const fault of callbackFaults) expect(report.faults[`callback:${fault}`], fault).toBeGreaterThan(0);
    expect(report.faults['status:error'] ?? 0).toBeGreaterThan(0);
    expect(report.crashes).toBeGreaterThan(0);
    expect(report.outcomes.PAID).toBeGreaterThan(60);
    expect(Object.keys(report.byBank).sort()).toEqual(['0010', '0012', '0015', '0064']);
  }, 120_000);
});
