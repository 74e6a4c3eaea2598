import { afterEach, describe, expect, it } from 'vitest';
import {
  dayKind,
  holidayOn,
  isWorkingDay,
  nextWorkingDay,
  RELIGIOUS_HOLIDAYS,
  religiousHolidays,
  setReligiousHolidays,
  workingDue,
} from '../../src/calendar/working-days.js';
import { ReligiousHolidayList, religiousHolidayProblems } from '../../src/settings-runtime/religious-holidays.js';

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
    expect(RELIGIOUS_HOLIDAYS).toContainEqual({ Name: 'RAMAZAN', FirstDay: '2027-03-09', Days: 3 });
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

describe('the bayrams in force, from the office’s settings', () => {
  afterEach(() => setReligiousHolidays());
  const ramazan2028 = { Name: 'RAMAZAN' as const, FirstDay: '2028-02-26', Days: 3 };

  it('moves a due date off a bayram the settings add, its eve a half day by rule', () => {
    // Before the office enters 2028, Monday 28 February 2028 is a working day.
    expect(nextWorkingDay('2028-02-28')).toBe('2028-02-28');
    setReligiousHolidays([...RELIGIOUS_HOLIDAYS, ramazan2028]);
    expect(religiousHolidays()).toContainEqual(ramazan2028);
    expect(dayKind('2028-02-25')).toBe('HALF_DAY');
    expect(holidayOn('2028-02-25')?.name).toBe('Ramazan Bayramı arifesi');
    expect(dayKind('2028-02-28')).toBe('HOLIDAY');
    expect(nextWorkingDay('2028-02-28')).toBe('2028-02-29');
    expect(workingDue('2028-02-25', 'X').why).toBe(
      'X; yarım gün tatile (Ramazan Bayramı arifesi) denk geldiği için ilk iş günü 29.02.2028 (213 s. VUK md. 18).',
    );
    // The fixed holidays stay by rule whatever the list.
    expect(dayKind('2028-10-30')).toBe('WORKING');
    expect(holidayOn('2028-10-29')?.name).toBe('Cumhuriyet Bayramı');
  });

  it('drops a bayram the settings no longer hold, and returns to the list in code when told', () => {
    setReligiousHolidays(RELIGIOUS_HOLIDAYS.filter((h) => !h.FirstDay.startsWith('2027')));
    expect(isWorkingDay('2027-03-10')).toBe(true);
    setReligiousHolidays();
    expect(isWorkingDay('2027-03-10')).toBe(false);
  });
});

describe('the office’s list of bayrams', () => {
  const ok = { Name: 'RAMAZAN' as const, FirstDay: '2028-02-26', Days: 3 };
  const messages = (list: unknown) => {
    const result = ReligiousHolidayList.safeParse(list);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts the list in code and a year added to it', () => {
    expect(messages([...RELIGIOUS_HOLIDAYS, ok])).toEqual([]);
    // Ramazan Bayramı falls twice in 2033, a lunar year apart.
    expect(
      messages([
        { Name: 'RAMAZAN', FirstDay: '2033-01-02', Days: 3 },
        { Name: 'RAMAZAN', FirstDay: '2033-12-22', Days: 3 },
      ]),
    ).toEqual([]);
  });

  it('refuses in Turkish a day the calendar lacks, a count of days out of range and a year out of range', () => {
    expect(messages([{ ...ok, FirstDay: '2027-02-29' }])).toEqual([
      'Bayramın ilk günü geçerli bir tarih olmalıdır (YYYY-AA-GG).',
    ]);
    expect(messages([{ ...ok, Days: 0 }])).toEqual(['Bayramın gün sayısı 1 ile 9 arasında olmalıdır.']);
    expect(messages([{ ...ok, Days: 2.5 }])).toEqual(['Bayramın gün sayısı bir tam sayı olmalıdır.']);
    expect(messages([{ ...ok, FirstDay: '2208-02-26' }])).toEqual([
      'Ramazan Bayramı (26.02.2208): yıl 2000 ile 2099 arasında olmalıdır.',
    ]);
    expect(messages([{ ...ok, Name: 'Ramazan' }])[0]).toContain('Ramazan Bayramı (RAMAZAN) veya Kurban Bayramı');
  });

  it('refuses two bayrams sharing a day, the eve included, and one name twice within a lunar year', () => {
    const kurban = { Name: 'KURBAN' as const, FirstDay: '2028-02-29', Days: 4 };
    // Kurban's eve, 28 February, is Ramazan's last day.
    expect(messages([ok, kurban])).toEqual([
      'Kurban Bayramı (29.02.2028), arifesiyle birlikte Ramazan Bayramı (26.02.2028) ile çakışıyor.',
    ]);
    expect(messages([ok, { ...kurban, FirstDay: '2028-03-01' }])).toEqual([]);
    expect(religiousHolidayProblems([{ ...ok, FirstDay: '2028-06-01' }, ok])).toEqual([
      {
        index: 0,
        kind: 'tooClose',
        other: 1,
        message:
          'Ramazan Bayramı (01.06.2028), Ramazan Bayramı (26.02.2028) ile arasında yalnızca 96 gün var; ' +
          'aynı bayram yaklaşık 354 günde bir gelir.',
      },
    ]);
  });
});
