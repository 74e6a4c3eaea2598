import { describe, expect, it } from 'vitest';
import {
  dayKind,
  holidayOn,
  isWorkingDay,
  nextWorkingDay,
  RELIGIOUS_HOLIDAYS,
  workingDue,
} from '../../src/calendar/working-days.js';

describe('the working-day calendar', () => {
  it('knows Saturday and Sunday as weekend days and moves a due date on them to Monday', () => {
    expect(dayKind('2026-11-28')).toBe('WEEKEND');
    expect(dayKind('2026-11-29')).toBe('WEEKEND');
    expect(nextWorkingDay('2026-11-28')).toBe('2026-11-30');
    expect(nextWorkingDay('2026-11-30')).toBe('2026-11-30');
  });

  it('finds every fixed holiday of 2429 s. Kanun by rule, in a year no list covers (2031)', () => {
    const days = ['01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29'].map((md) => `2031-${md}`);
    for (const day of days) {
      expect(holidayOn(day)?.half, day).toBe(false);
      expect(isWorkingDay(day), day).toBe(false);
    }
    expect(holidayOn('2031-10-29')?.name).toBe('Cumhuriyet Bayramı');
    expect(nextWorkingDay('2031-05-01')).toBe('2031-05-02');
    expect(isWorkingDay('2031-10-30')).toBe(true);
  });

  it('treats the afternoon off of 28 October as a half day: not a working day for a period’s last day', () => {
    expect(dayKind('2031-10-28')).toBe('HALF_DAY');
    // The half day, then the holiday: the first full working day is the 30th.
    expect(nextWorkingDay('2031-10-28')).toBe('2031-10-30');
  });

  it('knows Ramazan and Kurban Bayramı from the dated list, with their eves as half days', () => {
    expect(RELIGIOUS_HOLIDAYS.some((h) => h.eve === '2027-03-08')).toBe(true);
    expect(dayKind('2027-03-08')).toBe('HALF_DAY');
    expect(dayKind('2027-03-09')).toBe('HOLIDAY');
    expect(holidayOn('2027-03-11')?.name).toBe('Ramazan Bayramı');
    expect(nextWorkingDay('2027-03-08')).toBe('2027-03-12');
    expect(holidayOn('2026-05-27')?.name).toBe('Kurban Bayramı');
    expect(isWorkingDay('2026-05-25')).toBe(true);
  });

  it('keeps a working Friday before a holiday weekend, and moves a day of that weekend past the holiday', () => {
    // Kurban Bayramı 2027: eve Saturday 15 May, holiday to Wednesday 19 May.
    expect(nextWorkingDay('2027-05-14')).toBe('2027-05-14');
    expect(nextWorkingDay('2027-05-15')).toBe('2027-05-20');
    // A holiday Friday (1 May 2026) then the weekend: Monday.
    expect(nextWorkingDay('2026-05-01')).toBe('2026-05-04');
  });

  it('moves the last day of a month that is a Sunday to the first of the next month', () => {
    expect(nextWorkingDay('2027-02-28')).toBe('2027-03-01');
    expect(nextWorkingDay('2027-10-31')).toBe('2027-11-01');
  });

  it('says in one Turkish sentence why a due date moved, with VUK md. 18', () => {
    expect(workingDue('2026-11-29', 'Son ödeme günü 29.11.2026 (Kanun)')).toEqual({
      date: '2026-11-30',
      why: 'Son ödeme günü 29.11.2026 (Kanun); hafta sonuna denk geldiği için ilk iş günü 30.11.2026 (213 s. VUK md. 18).',
    });
    expect(workingDue('2031-10-29', 'X').why).toBe(
      'X; resmî tatile (Cumhuriyet Bayramı) denk geldiği için ilk iş günü 30.10.2031 (213 s. VUK md. 18).',
    );
    expect(workingDue('2031-10-28', 'X').why).toMatch(/yarım gün tatile \(Cumhuriyet Bayramı arifesi\)/);
    expect(workingDue('2026-11-30', 'X')).toEqual({ date: '2026-11-30', why: 'X.' });
  });
});
