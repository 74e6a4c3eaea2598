import type { Database } from '../../db/index.js';
import { type CallContext, memberOf } from '../../http/calls.js';

export {
  assertMaskedSearch,
  countRegistrySearch,
  districtShown,
  matchRegistries,
  registryRows,
} from './search.js';

/**
 * Registries (sicil): the taxpayers and persons the municipality knows. Other modules read them here, never from
 * the table, so a registry's shape changes in one place.
 */

export async function registryByOid(database: Database, oid: number) {
  return database.db.selectFrom('registry').selectAll().where('oid', '=', oid).executeTakeFirst();
}
export type Registry = NonNullable<Awaited<ReturnType<typeof registryByOid>>>;

/** The registry that carries this TCKN/VKN (the oldest when several do). */
export async function registryByPid(database: Database, pidNo: string) {
  return database.db.selectFrom('registry').selectAll().where('pid_no', '=', pidNo).orderBy('oid').executeTakeFirst();
}

/** The registry a member stands for: whatever a member sees is scoped to it, never to an oid from the request. */
export async function registryOfMember(database: Database, memberOid: number): Promise<number> {
  const m = await database.db
    .selectFrom('member')
    .select('registry_oid')
    .where('oid', '=', memberOid)
    .executeTakeFirstOrThrow();
  return m.registry_oid;
}

/** The registry of the member calling (the call registry has let only members through): never one from the body. */
export const sessionRegistry = async (ctx: Pick<CallContext, 'database' | 'principal'>) =>
  (ctx.principal?.kind === 'member' && ctx.principal.registryOid) || registryOfMember(ctx.database, memberOf(ctx));

/** "Zeynep Arslan" for a person, the title alone for a company. */
export const payerName = (r: { name: string; surname: string | null }) =>
  r.surname ? `${r.name} ${r.surname}` : r.name;

/** "Zeynep Arslan" → "Ze**** Ar****": enough for the payer to recognise, too little for a stranger. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length <= 2 ? `${w[0]}*` : `${w.slice(0, 2)}${'*'.repeat(w.length - 2)}`))
    .join(' ');
}

/** A door as the post office writes it: district, street, door numbers, postal code, county. */
export async function addressText(
  database: Database,
  innerDoorOid: number | null,
  outerDoorOid: number | null,
  streetCode: string | null,
) {
  if (!streetCode) return null;
  const row = await database.db
    .selectFrom('street as s')
    .innerJoin('district as d', 'd.code', 's.district_code')
    .innerJoin('county as c', 'c.code', 'd.county_code')
    .leftJoin('outer_door as o', (j) => j.on('o.oid', '=', outerDoorOid ?? -1))
    .leftJoin('inner_door as i', (j) => j.on('i.oid', '=', innerDoorOid ?? -1))
    .select([
      'd.name as district',
      's.name as street',
      'c.name as county',
      'o.door_no as outer',
      'i.door_no as inner',
      'o.postal_code',
    ])
    .where('s.code', '=', streetCode)
    .executeTakeFirst();
  if (!row) return null;
  const door = row.outer ? ` No: ${row.outer}${row.inner ? ` İç Kapı: ${row.inner}` : ''}` : '';
  return `${row.district} ${row.street}${door} ${row.postal_code ?? ''} ${row.county}`.replace(/\s+/g, ' ').trim();
}

/** "Osmangazi Vergi Dairesi (016250)": a tax office by its name, with the code the registry carries. */
export async function taxOfficeLabel(database: Database, code: string | null): Promise<string | null> {
  if (!code) return null;
  const office = await database.db.selectFrom('tax_office').select('name').where('code', '=', code).executeTakeFirst();
  return office ? `${office.name} (${code})` : code;
}
