import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSecrets } from '../../src/config/defaults.js';
import type { Database } from '../../src/db/index.js';
import { seedDemoStaffIfNone } from '../../src/modules/demo/staff.js';
import { openTestDatabase } from '../support/db.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const staffCount = async () =>
  (
    await database.db
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/**
 * The staff tables emptied, children first; what the services' demo data says staff did is let go of first (a
 * database from before the office has none of it).
 */
async function removeAllStaff() {
  const refs = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    select k.table_name, k.column_name, c.is_nullable
    from information_schema.referential_constraints r
    join information_schema.key_column_usage k on k.constraint_name = r.constraint_name
    join information_schema.constraint_column_usage u on u.constraint_name = r.constraint_name
    join information_schema.columns c on c.table_name = k.table_name and c.column_name = k.column_name
    where u.table_name = 'staff' and k.table_name not like 'staff%' and k.table_name <> 'audit_event'`.execute(
    database.db,
  );
  for (const { table_name, column_name, is_nullable } of refs.rows) {
    await (is_nullable === 'YES'
      ? sql`update ${sql.table(table_name)} set ${sql.ref(column_name)} = null`
      : sql`delete from ${sql.table(table_name)}`
    ).execute(database.db);
  }
  for (const table of ['staff_session', 'staff_recovery_code', 'staff_role', 'staff'] as const)
    await database.db.deleteFrom(table).execute();
}

describe('a demo municipality that predates the office', () => {
  it('keeps its staff when it has some', async () => {
    const before = Number(await staffCount());
    expect(before).toBeGreaterThan(0);
    expect(await seedDemoStaffIfNone(database, defaultSecrets.machineKey)).toBe(false);
    expect(Number(await staffCount())).toBe(before);
  });

  it('gets the demo staff on its next start when it has none', async () => {
    await removeAllStaff();
    expect(await seedDemoStaffIfNone(database, defaultSecrets.machineKey)).toBe(true);
    const names = await database.db.selectFrom('staff').select('username').execute();
    expect(names.map((n) => n.username)).toContain('yonetici');
  });

  it('a database without demo members (a real municipality) never gets them', async () => {
    await removeAllStaff();
    await sql`update member set created_via = 'PORTAL' where created_via = 'DEMO'`.execute(database.db);
    expect(await seedDemoStaffIfNone(database, defaultSecrets.machineKey)).toBe(false);
    expect(Number(await staffCount())).toBe(0);
  });
});
