import { describe, expect, it } from 'vitest';
import { linkedOids, linkedSelection } from './linked.js';

const debt = (AccrualOid: number, RevenueCode: number, DueDate: string) => ({
  AccrualOid,
  RevenueCode,
  SubscriberNo: null,
  DueDate,
});
const open = [debt(1, 1200, '2025-05-31'), debt(2, 1200, '2025-11-30'), debt(3, 1300, '2026-05-31')];

describe('a link that names debts (?borc=…)', () => {
  it('reads one id, a list and repeated ids, and nothing that is not a positive whole number', () => {
    expect(linkedOids(new URLSearchParams('borc=12'))).toEqual([12]);
    expect(linkedOids(new URLSearchParams('borc=12,13&borc=14&borc=12'))).toEqual([12, 13, 14]);
    expect(linkedOids(new URLSearchParams('borc=abc&borc=-1&borc=1.5'))).toEqual([]);
  });

  it('ticks the named open debt and, under the oldest-first rule, the older one of its kind', () => {
    expect([...linkedSelection(open, [2], true).selected].sort()).toEqual([1, 2]);
    expect([...linkedSelection(open, [2], false).selected]).toEqual([2]);
  });

  it('ignores a paid or foreign debt and counts it for the calm note', () => {
    const { selected, missing } = linkedSelection(open, [3, 99], true);
    expect([...selected]).toEqual([3]);
    expect(missing).toBe(1);
  });
});
