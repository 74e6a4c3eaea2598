import { addDays, formatTry, type Obligation, ObligationKindNames } from '@e-belediye/contracts';

/**
 * The iCalendar text (RFC 5545) of a member's obligations. Every event is a whole day (`VALUE=DATE`): a due date
 * is a day in Turkey, not an hour, so a calendar abroad shows the same day; the calendar still names
 * Europe/Istanbul for the apps that show it. Nothing personal is written: the title names the debt, the amount is
 * there only when the member chose it, and the description is the link to pay.
 */
export interface FeedOptions {
  /** The portal's address, for the links and the UIDs' domain. */
  publicUrl: string;
  municipality: string;
  showAmounts: boolean;
  /** Alarm this many days before the day, at 09.00. */
  alarmDaysBefore: number;
  /** The DTSTAMP of every event: when the feed is drawn. */
  now: Date;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets fold with CRLF and a space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const dateValue = (date: string) => date.replaceAll('-', '');
const stamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** "Emlak Vergisi 2026 / 2. taksit — 1.234,50 TL" (the amount only when chosen and when there is money). */
export function summaryOf(o: Obligation, showAmounts: boolean): string {
  const amount = showAmounts && o.TotalKurus !== null ? ` — ${formatTry(o.TotalKurus)}` : '';
  return `${o.Title}${amount}`;
}

function event(o: Obligation, opt: FeedOptions, host: string): string[] {
  const link = `${opt.publicUrl}${o.ActionPath}`;
  const what = o.Kind === 'DECLARATION' || o.Kind === 'WATER_CUT' ? 'İşlem için' : 'Ödemek için';
  const description = [
    ObligationKindNames[o.Kind],
    o.Hold ? 'Bu borç şu anda bir plan ya da süren bir ödeme ile tutuluyor.' : null,
    o.DueWhy,
    `${what}: ${link}`,
  ]
    .filter(Boolean)
    .join('\n');
  // 09.00 of the day `alarmDaysBefore` before: the event starts at 00.00 of its day.
  const trigger = `-P${Math.max(0, opt.alarmDaysBefore - 1)}DT15H`;
  return [
    'BEGIN:VEVENT',
    `UID:${o.Uid}@${host}`,
    `DTSTAMP:${stamp(opt.now)}`,
    `DTSTART;VALUE=DATE:${dateValue(o.DueDate)}`,
    `DTEND;VALUE=DATE:${dateValue(addDays(o.DueDate, 1))}`,
    `SUMMARY:${escapeText(summaryOf(o, opt.showAmounts))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${link}`,
    'TRANSP:TRANSPARENT',
    `CATEGORIES:${escapeText(ObligationKindNames[o.Kind])}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`Yaklaşan son gün: ${summaryOf(o, opt.showAmounts)}`)}`,
    `TRIGGER:${trigger}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** The whole calendar: one VEVENT per obligation, CRLF line ends, folded lines. */
export function calendarText(items: readonly Obligation[], opt: FeedOptions): string {
  const host = new URL(opt.publicUrl).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(opt.municipality)}//E-Belediye Takvimim//TR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${opt.municipality} — Takvimim`)}`,
    'X-WR-TIMEZONE:Europe/Istanbul',
    // Calendar apps ask again twice a day; amounts change with the day's late fee.
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...items.flatMap((o) => event(o, opt, host)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
