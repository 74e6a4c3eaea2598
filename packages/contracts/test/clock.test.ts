import { afterEach, describe, expect, it } from 'vitest';
import { addDays, clock, istanbulDateOf, istanbulHour, istanbulNow, istanbulToday } from '../src/clock.js';
import { paymentPause, todayInIstanbul } from '../src/payments/rules.js';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

// 23:50 on the 27th, then 00:30, 01:30 and 12:00 on the 28th in Istanbul (UTC+3): the first three are the hours
// when the UTC date and the Turkish one differ or are about to.
const moments = [
  { at: '2026-11-27T20:50:00Z', today: '2026-11-27', hour: 23, paused: true },
  { at: '2026-11-27T21:30:00Z', today: '2026-11-28', hour: 0, paused: false },
  { at: '2026-11-27T22:30:00Z', today: '2026-11-28', hour: 1, paused: false },
  { at: '2026-11-28T09:00:00Z', today: '2026-11-28', hour: 12, paused: false },
];

const dayEnd = {
  OperationPauseStartHours: 23,
  OperationPauseStartMinute: 45,
  OperationPauseFinishHours: 0,
  OperationPauseFinishMinute: 15,
};

describe.each(moments)('the clock at $at ($hour:xx Istanbul)', ({ at, today, hour, paused }) => {
  it('reads today, the hour and the pause window from the injected now', () => {
    clock.now = () => Date.parse(at);
    expect(istanbulToday()).toBe(today);
    expect(todayInIstanbul()).toBe(today);
    expect(istanbulHour()).toBe(hour);
    expect(istanbulNow()).toMatchObject({ date: today, hour, year: 2026, month: 11 });
    expect(paymentPause(dayEnd) !== null).toBe(paused);
    // A window around the current hour pauses payments whatever the hour, midnight included.
    const around = {
      OperationPauseStartHours: (hour + 23) % 24,
      OperationPauseStartMinute: 0,
      OperationPauseFinishHours: (hour + 1) % 24,
      OperationPauseFinishMinute: 0,
    };
    expect(paymentPause(around)).not.toBeNull();
  });

  it('gives a timestamp the Turkish day it fell on, not the UTC one', () => {
    expect(istanbulDateOf(at)).toBe(today);
    expect(istanbulDateOf(new Date(at))).toBe(today);
    expect(istanbulDateOf(Date.parse(at))).toBe(today);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years without a time zone', () => {
    expect(addDays('2026-11-28', 3)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
