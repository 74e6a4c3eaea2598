import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

export interface GrowthShape {
  /** Registries added to the town. */
  registries: number;
  /** Accruals of each new registry off any meter; every third one paid. */
  ownAccrualsEach: number;
  /** Bills of each water meter; every fourth new registry holds one meter, every second bill paid. */
  meterBillsEach: number;
  /** Receipts of each new registry, each paying one of its paid accruals. */
  collectionsEach: number;
}

export type GrownTable = 'registry' | 'subscription' | 'accrual' | 'collection' | 'collection_line';

export interface Growth {
  /** Oid of the first new registry; every new registry has this oid or a higher one. */
  firstRegistryOid: number;
  /** Rows added per table. */
  rows: Record<GrownTable, number>;
}

/**
 * Grows a seeded town by many plain registries with their meters, accruals and receipts: one set-based insert per
 * table, so millions of accruals take seconds rather than hours. It exists to show that a read by one owner costs
 * the same in a town of any size; the rows are synthetic (no addresses, no members) and only the money tables are
 * realistic in shape. Can be called again to grow further.
 */
export async function growTown(database: Database, shape: GrowthShape): Promise<Growth> {
  const growth = await database.db.transaction().execute(async (trx) => {
    // A bulk load like a restore: the rows are made consistent by construction, so the per-row foreign-key
    // triggers are skipped (the town grows several times faster).
    await sql`set local session_replication_role = replica`.execute(trx);
    const first = await sql<{ oid: number }>`select coalesce(max(oid), 0) + 1 as oid from registry`.execute(trx);
    const from = first.rows[0].oid;
    const last = from + shape.registries - 1;
    const count = async (query: Promise<{ numAffectedRows?: bigint }>) => Number((await query).numAffectedRows ?? 0);
    const registry = await count(
      sql`
      insert into registry (oid, registry_no, registry_type, pid_no, name, surname)
      select g, 'GEN-' || g, 'G', (20000000000 + g)::text, 'Ad' || g, 'Soyad' || g
      from generate_series(${from}::int, ${last}::int) g`.execute(trx),
    );
    await sql`select setval(pg_get_serial_sequence('registry', 'oid'), ${last}::int)`.execute(trx);
    const subscription = await count(
      sql`
      insert into subscription (subscriber_no, registry_oid, tariff_name, meter_no, started_on)
      select (900000000 + r.oid)::text, r.oid, 'Konut', 'SAYAC-' || r.oid, date '2020-01-01'
      from registry r where r.oid >= ${from} and r.oid % 4 = 0`.execute(trx),
    );
    // Due dates spread over six years; every third accrual paid.
    const own = await count(
      sql`
      insert into accrual (registry_oid, revenue_code, year, installment_no, due_date, principal_kurus, paid_kurus,
        source, description)
      select r.oid, (array[1, 2, 10, 11, 40])[1 + i % 5], 2020 + i % 6, 1 + i % 2,
        date '2020-05-31' + ((i * 121) % 2190), 10000 + (r.oid * 7 + i) % 5000,
        case when i % 3 = 0 then 10000 else 0 end, 'TAHAKKUK', 'Üretilmiş tahakkuk ' || i
      from registry r cross join generate_series(1, ${shape.ownAccrualsEach}) i
      where r.oid >= ${from}`.execute(trx),
    );
    const bills = await count(
      sql`
      insert into accrual (registry_oid, subscription_oid, revenue_code, year, installment_no, due_date,
        principal_kurus, paid_kurus, source, description)
      select s.registry_oid, s.oid, 30, 2024 + i / 6, 1 + i % 6, date '2024-01-20' + i * 61, 5000 + i * 13,
        case when i % 2 = 0 then 5000 + i * 13 else 0 end, 'SU', 'Su faturası ' || i
      from subscription s cross join generate_series(1, ${shape.meterBillsEach}) i
      where s.registry_oid >= ${from}`.execute(trx),
    );
    const collection = await count(
      sql`
      insert into collection (receipt_no, registry_oid, collected_at, collection_type, channel, total_kurus)
      select 'GEN-' || r.oid || '-' || i, r.oid, timestamptz '2021-01-15 10:00+03' + i * interval '97 days', 1,
        'VEZNE', 10000
      from registry r cross join generate_series(1, ${shape.collectionsEach}) i
      where r.oid >= ${from}`.execute(trx),
    );
    // The n-th receipt of a registry pays its n-th paid accrual.
    const collectionLine = await count(
      sql`
      insert into collection_line (collection_oid, accrual_oid, principal_kurus, late_fee_kurus)
      select c.oid, a.oid, 10000, 0
      from (select oid, registry_oid, row_number() over (partition by registry_oid order by oid) n
            from collection where registry_oid >= ${from}) c
      join (select oid, registry_oid, row_number() over (partition by registry_oid order by oid) n
            from accrual where registry_oid >= ${from} and subscription_oid is null and paid_kurus > 0) a
        on a.registry_oid = c.registry_oid and a.n = c.n`.execute(trx),
    );
    return {
      firstRegistryOid: from,
      rows: { registry, subscription, accrual: own + bills, collection, collection_line: collectionLine },
    };
  });
  // Fresh statistics, or the planner would still plan for the small town.
  await sql`analyze`.execute(database.db);
  return growth;
}
