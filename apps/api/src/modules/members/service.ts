import { formatMobile, maskIdentityNumber, maskMobile, RegistryTypes } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';

/** Members and the registries they stand for; other modules come here, never to the tables. */
export async function findMemberByPid(database: Database, pidNo: string) {
  return database.db.selectFrom('member').selectAll().where('pid_no', '=', pidNo).executeTakeFirst();
}

/** GetFilteredRegistries: the registry that carries this TCKN/VKN (the oldest when several do). */
export async function findRegistryByPid(database: Database, pidNo: string) {
  return database.db.selectFrom('registry').selectAll().where('pid_no', '=', pidNo).orderBy('oid').executeTakeFirst();
}

const fullName = (r: { name: string; surname: string | null }) => (r.surname ? `${r.name} ${r.surname}` : r.name);

/** MemberInfo of spec section 3: the user with UserDetail.Registry. */
export async function memberInfo(database: Database, memberOid: number) {
  const row = await database.db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['m.oid', 'm.pid_no', 'r.oid as registry_oid', 'r.registry_no', 'r.name', 'r.surname'])
    .where('m.oid', '=', memberOid)
    .executeTakeFirst();
  if (!row) throw notFound('Üye bulunamadı.');
  return {
    Oid: row.oid,
    UserName: row.pid_no,
    NameSurname: fullName(row),
    UserDetail: {
      Registry: { Oid: row.registry_oid, RegistryNo: row.registry_no, RegistryInfo: { Oid: row.registry_oid } },
    },
  };
}

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

/** What a member sees of themselves: identity masked as on official documents, addresses, contacts. */
export async function memberProfile(database: Database, memberOid: number) {
  const m = await database.db.selectFrom('member').selectAll().where('oid', '=', memberOid).executeTakeFirst();
  if (!m) throw notFound('Üye bulunamadı.');
  const r = await database.db
    .selectFrom('registry')
    .selectAll()
    .where('oid', '=', m.registry_oid)
    .executeTakeFirstOrThrow();
  const addresses: Array<{ Kind: string; Text: string }> = [];
  const home = await addressText(database, r.inner_door_oid, r.outer_door_oid, r.street_code);
  if (home)
    addresses.push({
      Kind: r.registry_type === 'G' || r.registry_type === 'Y' ? 'İkamet adresi' : 'İş adresi',
      Text: home,
    });
  const subs = await database.db.selectFrom('subscription').selectAll().where('registry_oid', '=', r.oid).execute();
  for (const s of subs) {
    const text = await addressText(database, s.inner_door_oid, s.outer_door_oid, s.street_code);
    if (text) addresses.push({ Kind: `Su aboneliği ${s.subscriber_no}`, Text: text });
  }
  const phones = [...new Set([m.gsm_number, r.gsm_number].filter((p): p is string => Boolean(p)))].map(formatMobile);
  const ts = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    UserName: m.pid_no,
    PidNoMasked: maskIdentityNumber(m.pid_no),
    Name: r.name,
    Surname: r.surname,
    Email: m.email ?? r.email,
    GsmNumberMasked: m.gsm_number ? maskMobile(m.gsm_number) : null,
    CreatedAt: new Date(m.created_at).toISOString(),
    LastLoginAt: ts(m.last_login_at),
    Registry: {
      Oid: r.oid,
      RegistryNo: r.registry_no,
      RegistryType: r.registry_type,
      RegistryTypeName: RegistryTypes[r.registry_type],
      TaxOfficeCode: r.tax_office_code,
      FatherName: r.father_name,
      BirthPlace: r.birth_place,
      BirthDate: r.birth_date,
      Addresses: addresses,
      Phones: phones,
      Email: r.email,
    },
  };
}

export async function touchLogin(database: Database, memberOid: number) {
  await database.db
    .updateTable('member')
    .set({ last_login_at: sql<Date>`now()` })
    .where('oid', '=', memberOid)
    .execute();
}
