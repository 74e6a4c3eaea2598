import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_STATUSES,
  type CancellationAct,
  CancellationActs,
  type CancellationStatus,
  cuttingDateProblem,
  isOfficialHoliday,
  isOpenCancellation,
  lineStatusOf,
  nextStatus,
  refundOf,
  updatedDeposit,
} from '../../src/index.js';

describe('the steps of a cancellation', () => {
  const allowed: Record<string, CancellationStatus> = {
    'RECEIVED assign': 'ASSIGNED',
    'RECEIVED reject': 'REJECTED',
    'ASSIGNED cut': 'CUT',
    'ASSIGNED reject': 'REJECTED',
    'CUT bill': 'BILLED',
    'BILLED computeRefund': 'REFUND_COMPUTED',
    'REFUND_COMPUTED approveRefund': 'REFUND_APPROVED',
    'REFUND_APPROVED sendRefund': 'COMPLETED',
  };

  it('allows exactly one move forward for each act and refuses every other pair, naming the act and the status', () => {
    for (const status of CANCELLATION_STATUSES) {
      for (const act of Object.keys(CancellationActs) as CancellationAct[]) {
        const move = nextStatus(status, act, 100);
        const expected = allowed[`${status} ${act}`];
        if (expected) expect(move, `${status} ${act}`).toEqual({ ok: true, status: expected });
        else {
          expect(move.ok, `${status} ${act}`).toBe(false);
          if (!move.ok) expect(move.message).toContain(CancellationActs[act]);
        }
      }
    }
  });

  it('completes on approval when the whole deposit went to debts: there is nothing to send', () => {
    expect(nextStatus('REFUND_COMPUTED', 'approveRefund', 0)).toEqual({ ok: true, status: 'COMPLETED' });
  });

  it('never repeats a step: a cut line cannot be cut again nor rejected', () => {
    expect(nextStatus('CUT', 'cut').ok).toBe(false);
    expect(nextStatus('CUT', 'reject').ok).toBe(false);
    expect(nextStatus('COMPLETED', 'sendRefund').ok).toBe(false);
  });

  it('moves the line status 1 → 2 → 3, or 4 when refused; REJECTED and COMPLETED leave room for a new one', () => {
    expect(lineStatusOf('RECEIVED')).toBe(2);
    expect(lineStatusOf('ASSIGNED')).toBe(2);
    expect(lineStatusOf('REJECTED')).toBe(4);
    for (const s of ['CUT', 'BILLED', 'REFUND_COMPUTED', 'REFUND_APPROVED', 'COMPLETED'] as const) {
      expect(lineStatusOf(s)).toBe(3);
    }
    expect(CANCELLATION_STATUSES.filter((s) => !isOpenCancellation(s))).toEqual(['REJECTED', 'COMPLETED']);
  });
});

describe('the cutting date', () => {
  const window = { minDays: 2, maxDays: 30 };
  const today = '2026-11-24'; // a Tuesday

  it('takes a working day inside the window', () => {
    expect(cuttingDateProblem('2026-11-26', today, window)).toBeNull();
    expect(cuttingDateProblem('2026-12-24', today, window)).toBeNull();
  });

  it('refuses the past, too soon, too late, weekends and official holidays', () => {
    expect(cuttingDateProblem('2026-11-20', today, window)).toMatch(/geçmiş/);
    expect(cuttingDateProblem('2026-11-25', today, window)).toMatch(/en erken 2 gün/);
    expect(cuttingDateProblem('2026-12-28', today, window)).toMatch(/en geç 30 gün/);
    expect(cuttingDateProblem('2026-11-28', today, window)).toMatch(/hafta sonu/);
    expect(cuttingDateProblem('2026-10-29', '2026-10-20', window)).toMatch(/resmi tatil/);
    expect(cuttingDateProblem('2027-03-09', '2027-03-01', window)).toMatch(/resmi tatil/);
    expect(cuttingDateProblem('not-a-date', today, window)).toMatch(/geçerli/);
  });

  it('knows the fixed and the moving holidays', () => {
    expect(isOfficialHoliday('2026-04-23')).toBe(true);
    expect(isOfficialHoliday('2026-05-27')).toBe(true);
    expect(isOfficialHoliday('2026-05-25')).toBe(false);
  });
});

describe('the deposit refund', () => {
  it('updates an old deposit to the current tariff, never below what was paid', () => {
    expect(updatedDeposit(60_000, 96_840)).toBe(96_840);
    expect(updatedDeposit(120_000, 96_840)).toBe(120_000);
  });

  it('returns the whole deposit when nothing is owed', () => {
    expect(refundOf(96_840, [])).toEqual({ DepositKurus: 96_840, NettedKurus: 0, RefundKurus: 96_840, lines: [] });
  });

  it('sets the deposit against debts oldest first, late fee before principal, and refunds the rest', () => {
    const r = refundOf(10_000, [
      { accrualOid: 1, principalKurus: 3_000, lateFeeKurus: 500 },
      { accrualOid: 2, principalKurus: 2_000, lateFeeKurus: 0 },
    ]);
    expect(r.lines).toEqual([
      { accrualOid: 1, principalKurus: 3_000, lateFeeKurus: 500 },
      { accrualOid: 2, principalKurus: 2_000, lateFeeKurus: 0 },
    ]);
    expect(r).toMatchObject({ NettedKurus: 5_500, RefundKurus: 4_500 });
  });

  it('never refunds more than the deposit nor less than nothing when debts exceed it', () => {
    const r = refundOf(1_000, [
      { accrualOid: 1, principalKurus: 900, lateFeeKurus: 300 },
      { accrualOid: 2, principalKurus: 5_000, lateFeeKurus: 0 },
    ]);
    expect(r.lines).toEqual([{ accrualOid: 1, principalKurus: 700, lateFeeKurus: 300 }]);
    expect(r).toMatchObject({ NettedKurus: 1_000, RefundKurus: 0 });
    for (let deposit = 0; deposit < 3_000; deposit += 137) {
      const x = refundOf(deposit, [{ accrualOid: 1, principalKurus: 1_000, lateFeeKurus: 50 }]);
      expect(x.RefundKurus).toBeGreaterThanOrEqual(0);
      expect(x.RefundKurus).toBeLessThanOrEqual(deposit);
      expect(x.NettedKurus + x.RefundKurus).toBe(deposit);
    }
  });
});
