import type { Database } from '../../db/index.js';
import { hashPassword } from '../auth/index.js';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET, sealSecret } from '../staff/index.js';

/** The demo office: one account per role, all on the demo password and the published demo TOTP secret. */
const DEMO_STAFF: Array<{ username: string; name: string; role: string; regional?: boolean }> = [
  { username: 'yonetici', name: 'Selin Aydın', role: 'SISTEM_YONETICISI' },
  { username: 'kalem', name: 'Murat Kaya', role: 'YAZI_ISLERI' },
  { username: 'uyeisleri', name: 'Elif Demir', role: 'UYE_ISLERI' },
  { username: 'muhasebe', name: 'Hakan Yıldız', role: 'MALI_HIZMETLER' },
  { username: 'bolge', name: 'Gizem Aksoy', role: 'BOLGE_GORUNTULEME', regional: true },
  { username: 'suisleri', name: 'Emre Çelik', role: 'SU_ISLERI' },
  { username: 'gelir', name: 'Ayşe Koç', role: 'GELIR' },
  { username: 'zabita', name: 'Burak Şahin', role: 'ZABITA' },
  { username: 'ik', name: 'Deniz Öztürk', role: 'INSAN_KAYNAKLARI' },
  { username: 'denetci', name: 'Can Polat', role: 'DENETCI' },
];

export interface DemoStaff {
  username: string;
  name: string;
  roleName: string;
  regionName: string | null;
}

/** Writes the demo staff, second factor already enrolled; `machineKey` seals the TOTP secret as the API opens it. */
export async function seedDemoStaff(database: Database, machineKey: string): Promise<void> {
  const hash = await hashPassword(DEMO_STAFF_PASSWORD);
  // The regional account sees one district: the first of the demo municipality.
  const district = await database.db.selectFrom('district').select('code').orderBy('code').executeTakeFirst();
  await database.db.transaction().execute(async (trx) => {
    for (const s of DEMO_STAFF) {
      const row = await trx
        .insertInto('staff')
        .values({
          username: s.username,
          display_name: s.name,
          email: `${s.username}@belediye.example`,
          password_hash: hash,
          region_code: s.regional ? (district?.code ?? null) : null,
          totp_secret: sealSecret(machineKey, DEMO_TOTP_SECRET),
          totp_enrolled_at: new Date(),
        })
        .returning('oid')
        .executeTakeFirstOrThrow();
      await trx.insertInto('staff_role').values({ staff_oid: row.oid, role_code: s.role }).execute();
    }
  });
}

/**
 * A demo municipality seeded before the office existed has no staff yet: it gets the demo staff on its next start.
 * Only a demo one (its members were made by the demo seed): a real municipality's database never gets them.
 */
export async function seedDemoStaffIfNone(database: Database, machineKey: string): Promise<boolean> {
  const staff = await database.db.selectFrom('staff').select('oid').limit(1).executeTakeFirst();
  const demo = await database.db
    .selectFrom('member')
    .select('oid')
    .where('created_via', '=', 'DEMO')
    .limit(1)
    .executeTakeFirst();
  if (staff || !demo) return false;
  await seedDemoStaff(database, machineKey);
  return true;
}

/** The demo staff as `npm start` prints them. */
export async function demoStaff(database: Database): Promise<DemoStaff[]> {
  const rows = await database.db
    .selectFrom('staff')
    .innerJoin('staff_role', 'staff_role.staff_oid', 'staff.oid')
    .innerJoin('role', 'role.code', 'staff_role.role_code')
    .leftJoin('district', 'district.code', 'staff.region_code')
    .select(['staff.username', 'staff.display_name', 'role.name as role_name', 'district.name as region_name'])
    .where(
      'staff.username',
      'in',
      DEMO_STAFF.map((s) => s.username),
    )
    .orderBy('staff.oid')
    .execute();
  return rows.map((r) => ({
    username: r.username,
    name: r.display_name,
    roleName: r.role_name,
    regionName: r.region_name,
  }));
}
