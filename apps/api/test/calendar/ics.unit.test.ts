import type { Debt, Obligation } from '@e-belediye/contracts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText, foldLine } from '../../src/modules/calendar/ics.js';
import { cutObligation, debtObligation, entertainmentDeadlines } from '../../src/modules/calendar/obligations.js';

const debt = (over: Partial<Debt> = {}): Debt => ({
  AccrualOid: 41,
  RevenueCode: 1,
  RevenueName: 'Emlak Vergisi',
  Year: 2026,
  InstallmentNo: 2,
  DueDate: '2026-11-29',
  Description: 'Bina',
  SubscriberNo: null,
  PrincipalKurus: 123_450,
  LateFeeKurus: 0,
  TotalKurus: 123_450,
  IsOverdue: false,
  ...over,
});

const options = {
  publicUrl: 'https://e.yesilvadi.bel.tr',
  municipality: 'Yeşilvadi Belediyesi',
  showAmounts: true,
  alarmDaysBefore: 3,
  now: new Date('2026-11-20T09:00:00Z'),
};

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('an obligation of the ledger', () => {
  it('moves a due date that falls on a Sunday to the Monday and says why', () => {
    const o = debtObligation(debt(), null);
    expect(o.DueDate).toBe('2026-11-30');
    expect(o.DueWhy).toContain('hafta sonuna');
    expect(o.Uid).toBe('tahakkuk-41');
    expect(o.ActionPath).toBe('/DebtQuestioning?borc=41');
  });

  it("tells a water bill and a plan's installment apart from other debts, and sends a plan's debt to its plan", () => {
    expect(debtObligation(debt({ SubscriberNo: '1001' }), null).Kind).toBe('WATER_BILL');
    expect(debtObligation(debt({ RevenueCode: 90 }), null).Kind).toBe('RESTRUCTURING');
    expect(debtObligation(debt(), 'PLAN').ActionPath).toBe('/DebtRestructuring');
  });

  it("gives a water line's cutting day until the line is cut", () => {
    const c = {
      ApplicationNo: 'SF-1',
      SubscriberNo: '1001',
      CuttingDate: '2026-12-02',
      CutOn: null,
      Status: 'ASSIGNED' as const,
    };
    expect(cutObligation(c, '2026-11-20')?.DueDate).toBe('2026-12-02');
    expect(cutObligation({ ...c, CutOn: '2026-12-02' }, '2026-11-20')).toBeNull();
    expect(cutObligation({ ...c, Status: 'REJECTED' }, '2026-11-20')).toBeNull();
  });

  it('asks a monthly venue for each begun month by the 20th of the next, on a working day', () => {
    const list = entertainmentDeadlines('2026-09-01', 'Kule Sahnesi', '2026-11-20');
    expect(list.map((o) => o.Uid)).toEqual([
      'beyan-eglence-Kule Sahnesi-2026-10',
      'beyan-eglence-Kule Sahnesi-2026-11',
    ]);
    // 20.11.2026 is a Friday; 20.12.2026 a Sunday, so 21.12.2026.
    expect(list.map((o) => o.DueDate)).toEqual(['2026-11-20', '2026-12-21']);
  });
});

describe('the iCalendar text', () => {
  it('parses with ical.js: one all-day VEVENT per obligation with a UID, an alarm and a Turkish summary with the amount', () => {
    const text = calendarText(
      [debtObligation(debt(), null), debtObligation(debt({ AccrualOid: 42, SubscriberNo: '1001' }), null)],
      options,
    );
    const cal = parse(text);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const [first] = events;
    expect(first.uid).toBe('tahakkuk-41@e.yesilvadi.bel.tr');
    expect(first.startDate.isDate).toBe(true);
    expect(first.startDate.toString()).toBe('2026-11-30');
    expect(first.summary).toBe('Emlak Vergisi 2026 / 2. taksit — ₺1.234,50');
    expect(first.description).toContain('https://e.yesilvadi.bel.tr/DebtQuestioning?borc=41');
    const alarm = first.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-P2DT15H');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('keeps the UID when the amount and the day change, so a calendar updates the event', () => {
    const before = new ICAL.Event(
      parse(calendarText([debtObligation(debt(), null)], options)).getFirstSubcomponent('vevent')!,
    );
    const changed = debtObligation(
      debt({ PrincipalKurus: 100_000, LateFeeKurus: 2_000, TotalKurus: 102_000, DueDate: '2026-12-15' }),
      null,
    );
    const after = new ICAL.Event(parse(calendarText([changed], options)).getFirstSubcomponent('vevent')!);
    expect(after.uid).toBe(before.uid);
    expect(after.summary).toContain('₺1.020,00');
    expect(after.startDate.toString()).toBe('2026-12-15');
  });

  it('writes no amount when the member chose a calendar without amounts', () => {
    const event = new ICAL.Event(
      parse(calendarText([debtObligation(debt(), null)], { ...options, showAmounts: false })).getFirstSubcomponent(
        'vevent',
      )!,
    );
    expect(event.summary).toBe('Emlak Vergisi 2026 / 2. taksit');
    expect(event.description).not.toMatch(/₺/);
  });

  it('escapes commas and semicolons and folds long lines inside no Turkish letter', () => {
    const o: Obligation = { ...debtObligation(debt(), null), Title: 'Çevre Temizlik Vergisi; ğüşıöç, '.repeat(5) };
    const event = new ICAL.Event(parse(calendarText([o], options)).getFirstSubcomponent('vevent')!);
    expect(event.summary.startsWith(o.Title)).toBe(true);
    const folded = foldLine(`SUMMARY:${'ş'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ş'.repeat(80)}`);
  });
});
