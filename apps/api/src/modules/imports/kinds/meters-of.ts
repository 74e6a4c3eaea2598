import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

export interface MeterOf {
  oid: number;
  subscriber_no: string;
  registry_oid: number;
  registry_no: string;
}

/** Subscriptions by subscriber number, with their holder: what the water kinds hang their rows on. */
export async function subscriptionsByNo(trx: Transaction<DB>, numbers: string[]): Promise<Map<string, MeterOf>> {
  const list = [...new Set(numbers)];
  if (!list.length) return new Map();
  const { rows } = await sql<MeterOf>`
    select s.oid, s.subscriber_no, s.registry_oid, r.registry_no
    from subscription s join registry r on r.oid = s.registry_oid
    where s.subscriber_no = any(${list}::text[])`.execute(trx);
  return new Map(rows.map((r) => [r.subscriber_no, r]));
}
