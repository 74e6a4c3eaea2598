import { describe, expect, it } from 'vitest';
import { checkOldestFirst, istanbulDayStart, todayInIstanbul } from '../src/payments/rules.js';

describe('Turkish calendar days', () => {
  it('today is the Istanbul date, whatever the server’s zone', () => {
    expect(todayInIstanbul(new Date('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    expect(todayInIstanbul(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
  });

  it('a day begins at Istanbul midnight: UTC+3 since 2016, UTC+2 in the winters before', () => {
    expect(istanbulDayStart('2026-01-01').toISOString()).toBe('2025-12-31T21:00:00.000Z');
    expect(istanbulDayStart('2015-01-01').toISOString()).toBe('2014-12-31T22:00:00.000Z');
    expect(istanbulDayStart('2015-07-01').toISOString()).toBe('2015-06-30T21:00:00.000Z');
  });
});

describe('oldest first within a revenue type and meter', () => {
  const debt = (AccrualOid: number, RevenueCode: number, DueDate: string, SubscriberNo: string | null = null) => ({
    AccrualOid,
    RevenueCode,
    DueDate,
    SubscriberNo,
  });
  const open = [
    debt(1, 1, '2025-05-31'),
    debt(2, 1, '2025-11-30'),
    debt(3, 30, '2025-01-20', '1001'),
    debt(4, 30, '2025-03-20', '1001'),
    debt(5, 30, '2025-01-20', '2002'),
  ];

  it('allows paying the oldest ones, or whole groups', () => {
    expect(checkOldestFirst(open, new Set([1]))).toBeNull();
    expect(checkOldestFirst(open, new Set([1, 2, 3]))).toBeNull();
    expect(checkOldestFirst(open, new Set([4, 3]))).toBeNull();
  });

  it('names the older debt a selection would skip', () => {
    expect(checkOldestFirst(open, new Set([2]))?.AccrualOid).toBe(1);
    expect(checkOldestFirst(open, new Set([4]))?.AccrualOid).toBe(3);
  });

  it('keeps each water meter apart', () => {
    expect(checkOldestFirst(open, new Set([5]))).toBeNull();
  });
});
