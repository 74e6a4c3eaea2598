import { describe, expect, it } from 'vitest';
import { parseLiraToKurus } from '../../src/format.js';
import { decideByOf, deskOf, ReasonsByFamily, RemedyByDesk, revenueFamilyOf } from '../../src/objections/rules.js';
import { checkOldestFirst, selectOldestFirst } from '../../src/payments/rules.js';

describe('objection rules', () => {
  it('sends a water bill to the water desk and every other accrual to revenue', () => {
    expect(deskOf(revenueFamilyOf(30, true))).toBe('SUISLERI');
    expect(deskOf(revenueFamilyOf(34, false))).toBe('SUISLERI');
    expect(deskOf(revenueFamilyOf(1, false))).toBe('GELIR');
    expect(deskOf(revenueFamilyOf(20, false))).toBe('GELIR');
  });

  it('offers the meter reading only on water and the area or use only on property taxes', () => {
    expect(ReasonsByFamily.WATER).toContain('METER_READING');
    expect(ReasonsByFamily.PROPERTY).not.toContain('METER_READING');
    expect(ReasonsByFamily.PROPERTY).toContain('AREA_OR_USE');
    expect(ReasonsByFamily[revenueFamilyOf(21, false)]).not.toContain('AREA_OR_USE');
    for (const reasons of Object.values(ReasonsByFamily)) expect(reasons).toContain('OTHER');
  });

  it('ends the decision period the given number of days after the case was opened, across a month end', () => {
    expect(decideByOf('2026-11-28', 60)).toBe('2027-01-27');
  });

  it('names the tax court in 30 days for a tax and the administrative court for a water charge', () => {
    expect(RemedyByDesk.GELIR).toMatchObject({ days: 30 });
    expect(RemedyByDesk.SUISLERI.court).toContain('İdare');
  });

  it('keeps a debt under objection out of what the oldest-first rule adds to a selection', () => {
    const debt = (oid: number, due: string, under = false) => ({
      AccrualOid: oid,
      RevenueCode: 1,
      SubscriberNo: null,
      DueDate: due,
      UnderObjection: under,
    });
    const open = [debt(1, '2026-05-31', true), debt(2, '2026-06-30'), debt(3, '2026-11-30')];
    expect([...selectOldestFirst(open, new Set(), [3], true).selected].sort()).toEqual([2, 3]);
    expect(checkOldestFirst(open, new Set([2, 3]))).toBeNull();
    // Paying the debt under objection alone asks for no older debt, and choosing it adds none.
    const older = [debt(1, '2026-05-31'), debt(2, '2026-11-30', true)];
    expect(checkOldestFirst(older, new Set([2]))).toBeNull();
    expect([...selectOldestFirst(older, new Set(), [2], true).selected]).toEqual([2]);
  });

  it('reads a lira amount as a clerk types it', () => {
    expect(parseLiraToKurus('1.500,00')).toBe(150_000);
    expect(parseLiraToKurus('500')).toBe(50_000);
    expect(parseLiraToKurus('5,5')).toBe(550);
    expect(parseLiraToKurus('abc')).toBeNull();
  });
});
