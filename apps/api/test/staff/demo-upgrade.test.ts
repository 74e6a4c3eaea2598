import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSecrets } from '../../src/config/defaults.js';
import type { Database } from '../../src/db/index.js';
import { seedDemoStaffIfNone } from '../../src/db/seed/staff.js';
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

/** The staff tables emptied, children first. */
async function removeAllStaff() {
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
