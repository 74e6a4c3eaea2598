import {
  addDays,
  BOUNCES_LISTED,
  type BouncedEmail,
  DELIVERY_MAX_DAYS,
  type DeliveryCounts,
  type DeliveryDay,
  istanbulDayStart,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { invalid } from '../../http/errors.js';
import { maskEmail, REMINDER_MESSAGE } from '../notifications/index.js';

type Status = 'PENDING' | 'SENT' | 'FAILED';
const KEY: Record<Status, keyof DeliveryCounts> = { SENT: 'Sent', FAILED: 'Failed', PENDING: 'Pending' };
const zero = (): DeliveryCounts => ({ Sent: 0, Failed: 0, Pending: 0 });

/** The days from `from` to `to`, both included; a reversed or too long range is the caller's mistake. */
export function deliveryRange(today: string, from?: string, to?: string): { from: string; to: string } {
  const last = to ?? today;
  const first = from ?? addDays(last, -13);
  if (first > last) throw invalid('Başlangıç günü bitiş gününden sonra olamaz.');
  if (addDays(first, DELIVERY_MAX_DAYS - 1) < last)
    throw invalid(`En çok ${DELIVERY_MAX_DAYS} günlük dönem seçilebilir.`);
  return { from: first, to: last };
}

/**
 * Every day of the range with its SMS and e-mail by status, counted in the database by the Istanbul day a message
 * was queued (a tax season's outbox is too big to read row by row). Days without a message are there with zeros.
 */
export async function deliveryByDay(database: Database, from: string, to: string): Promise<DeliveryDay[]> {
  const start = istanbulDayStart(from);
  const end = istanbulDayStart(addDays(to, 1));
  const count = (table: 'sms_outbox' | 'email_outbox') =>
    database.db
      .selectFrom(table)
      .select([
        sql<string>`to_char(created_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`.as('day'),
        'status',
        sql<boolean>`message_code = ${REMINDER_MESSAGE}`.as('reminder'),
        sql<string>`count(*)`.as('n'),
      ])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy([sql`1`, 'status', sql`3`])
      .execute();
  const bounced = database.db
    .selectFrom('email_outbox')
    .select([
      sql<string>`to_char(bounced_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`.as('day'),
      sql<string>`count(*)`.as('n'),
    ])
    .where('bounced_at', '>=', start)
    .where('bounced_at', '<', end)
    .groupBy(sql`1`)
    .execute();
  const [sms, email, bounces] = await Promise.all([count('sms_outbox'), count('email_outbox'), bounced]);
  const days = new Map<string, DeliveryDay>();
  for (let d = from; d <= to; d = addDays(d, 1)) {
    days.set(d, { Day: d, Sms: zero(), Email: zero(), Reminders: zero(), Bounced: 0 });
  }
  for (const b of bounces) {
    const day = days.get(b.day);
    if (day) day.Bounced = Number(b.n);
  }
  const add = (rows: typeof sms, channel: 'Sms' | 'Email') => {
    for (const r of rows) {
      const day = days.get(r.day);
      if (!day) continue;
      const n = Number(r.n);
      day[channel][KEY[r.status]] += n;
      if (r.reminder) day.Reminders[KEY[r.status]] += n;
    }
  };
  add(sms, 'Sms');
  add(email, 'Email');
  return [...days.values()];
}

/** The newest bounces that arrived in the range: the address masked, the reason as the server gave it (masked). */
export async function bouncesIn(database: Database, from: string, to: string): Promise<BouncedEmail[]> {
  const rows = await database.db
    .selectFrom('email_outbox')
    .select(['oid', 'to_address', 'subject', 'bounced_at', 'bounce_status', 'bounce_reason'])
    .where('bounced_at', '>=', istanbulDayStart(from))
    .where('bounced_at', '<', istanbulDayStart(addDays(to, 1)))
    .orderBy('bounced_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(BOUNCES_LISTED)
    .execute();
  return rows.map((r) => ({
    Id: r.oid,
    At: (r.bounced_at as Date).toISOString(),
    To: maskEmail(r.to_address),
    Subject: r.subject,
    Status: r.bounce_status ?? '',
    Permanent: (r.bounce_status ?? '').startsWith('5.'),
    Reason: r.bounce_reason ?? '',
  }));
}
