import { randomInt } from 'node:crypto';
import { type StaffListItem, StaffMessages } from '@e-belediye/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { invalid, notFound } from '../../http/errors.js';
import { recoveryCodeHash } from '../../lib/totp.js';

type Item = z.input<typeof StaffListItem>;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A district or county by code, with its name; null when there is none. */
export async function regionByCode(db: Kysely<DB>, code: string) {
  const county = await db.selectFrom('county').select(['code', 'name']).where('code', '=', code).executeTakeFirst();
  if (county) return { Code: county.code, Name: county.name, Kind: 'COUNTY' as const };
  const district = await db.selectFrom('district').select(['code', 'name']).where('code', '=', code).executeTakeFirst();
  return district ? { Code: district.code, Name: district.name, Kind: 'DISTRICT' as const } : null;
}

export async function regionName(db: Kysely<DB>, code: string | null) {
  return code ? ((await regionByCode(db, code))?.Name ?? null) : null;
}

/** Staff accounts as the administrator's list shows them; never the password hash or the TOTP secret. */
export async function staffItems(db: Kysely<DB>, oids: number[]): Promise<Item[]> {
  if (!oids.length) return [];
  const rows = await db
    .selectFrom('staff')
    .select([
      'oid',
      'username',
      'display_name',
      'email',
      'status',
      'region_code',
      'totp_enrolled_at',
      'last_login_at',
      'created_at',
    ])
    .where('oid', 'in', oids)
    .execute();
  const roles = await db
    .selectFrom('staff_role')
    .select(['staff_oid', 'role_code'])
    .where('staff_oid', 'in', oids)
    .orderBy('role_code')
    .execute();
  const items = new Map<number, Item>();
  for (const r of rows) {
    items.set(r.oid, {
      Oid: r.oid,
      UserName: r.username,
      DisplayName: r.display_name,
      Email: r.email,
      Status: r.status,
      RegionCode: r.region_code,
      RegionName: await regionName(db, r.region_code),
      RoleCodes: roles.filter((x) => x.staff_oid === r.oid).map((x) => x.role_code),
      TotpEnrolled: r.totp_enrolled_at !== null,
      LastLoginAt: iso(r.last_login_at),
      CreatedAt: new Date(r.created_at).toISOString(),
    });
  }
  return oids.flatMap((oid) => items.get(oid) ?? []);
}

export async function staffItem(db: Kysely<DB>, oid: number): Promise<Item> {
  const [item] = await staffItems(db, [oid]);
  if (!item) throw notFound();
  return item;
}

/** Refuses role codes that do not exist and a region that is neither a district nor a county. */
export async function assertAssignable(
  db: Kysely<DB>,
  roleCodes: string[] | undefined,
  region: string | null | undefined,
) {
  if (roleCodes?.length) {
    const known = await db.selectFrom('role').select('code').where('code', 'in', roleCodes).execute();
    if (known.length !== new Set(roleCodes).size) throw invalid(StaffMessages.unknownRole);
  }
  if (region && !(await regionByCode(db, region))) throw invalid(StaffMessages.unknownRegion);
}

export async function setRoles(db: Kysely<DB>, staffOid: number, roleCodes: string[]) {
  await db.deleteFrom('staff_role').where('staff_oid', '=', staffOid).execute();
  const unique = [...new Set(roleCodes)];
  if (unique.length) {
    await db
      .insertInto('staff_role')
      .values(unique.map((role_code) => ({ staff_oid: staffOid, role_code })))
      .execute();
  }
}

/** A staff recovery code's keyed hash (the codes themselves come from lib/totp). */
export const staffRecoveryHash = (settings: Settings, code: string) =>
  recoveryCodeHash(settings.secrets.machineKey, 'staff-recovery', code);

/** A one-time initial password an administrator hands over: 16 characters without look-alikes. */
export function newInitialPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export const endAllStaffSessions = (database: Database | { db: Kysely<DB> }, staffOid: number) =>
  database.db.deleteFrom('staff_session').where('staff_oid', '=', staffOid).execute();
