import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

/**
 * An imported emlak vergisi accrual belongs to the declaration it was accrued from: the registry's one imported,
 * approved estate declaration of the accrual's year and revenue code. Tied like a filed declaration's own accruals
 * (declaration_accrual), so the citizen's Beyannamelerim lists it under its declaration and an objection to it
 * finds the declaration. Where the registry has two such declarations the accrual could be either's and stays
 * untied; an accrual tied already is left as it is.
 */
export async function linkDeclaredAccruals(
  trx: Transaction<DB>,
  by: { accrualOids: number[] } | { registryOids: number[] },
) {
  const oids = 'accrualOids' in by ? by.accrualOids : by.registryOids;
  if (!oids.length) return;
  // A load without declared properties (most bulk loads of accruals) pays one probe, not a join per accrual.
  const any = await trx
    .selectFrom('import_key')
    .select('record_oid')
    .where('kind', '=', 'properties')
    .limit(1)
    .execute();
  if (!any.length) return;
  const scope = 'accrualOids' in by ? sql`a.oid = any(${oids}::int[])` : sql`a.registry_oid = any(${oids}::int[])`;
  await sql`
    with declared as (
      select a.oid as accrual_oid, min(d.oid) as declaration_oid, count(*) as n
      from accrual a
      join declaration d on d.registry_oid = a.registry_oid and d.year = a.year and d.kind = 'ESTATE'
        and d.status = 'APPROVED' and (d.computed->>'RevenueCode')::int = a.revenue_code
      join import_key k on k.kind = 'properties' and k.record_oid = d.oid
      where ${scope} and a.subscription_oid is null and a.cancelled_at is null
        and not exists (select 1 from declaration_accrual x where x.accrual_oid = a.oid)
      group by a.oid
    )
    insert into declaration_accrual (declaration_oid, accrual_oid)
    select declaration_oid, accrual_oid from declared where n = 1
    on conflict do nothing`.execute(trx);
}
