import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tcknCheckDigits } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { hashPassword } from '../auth/index.js';
import { demoRegistries } from './index.js';

/** The demo password of the demo members (printed at start; never used outside the demo municipality). */
export const DEMO_PASSWORD = 'Demo.2026';

/** People of the simulated population registry (the simulators' fixture: the same people e-Devlet knows). */
interface Person {
  tckn: string;
  ad: string;
  soyad: string;
  babaAdi: string;
  anaAdi: string;
  dogumTarihi: string;
  dogumYeri: string;
  cinsiyet: string;
  gsm: string;
}
const populationFile = join(import.meta.dirname, '..', '..', '..', '..', 'simulators', 'data', 'population.json');
export const population = (): Person[] => JSON.parse(readFileSync(populationFile, 'utf8'));

const ascii = (s: string) => s.toLocaleLowerCase('tr').replace(/[çğıöşü]/g, (c) => 'cgiosu'['çğıöşü'.indexOf(c)]);
const emailOf = (p: Person) => `${ascii(p.ad)}.${ascii(p.soyad)}${p.dogumTarihi.slice(2, 4)}@gmail.com`;

/**
 * The first people of the population become citizens of the demo municipality: they take over generated
 * registries that have debts and a water subscription, so every flow can be tried with them. People 0–2 and the
 * demo company are members (password DEMO_PASSWORD); 3–5 have a registry but no membership yet (registration,
 * first e-Devlet login); the rest are unknown to the municipality.
 */
export async function seedDemoMembers(database: Database): Promise<void> {
  const people = population();
  const picks = await demoRegistries(database);
  const taken = new Set<number>();
  const registryOf = async (pidNo: string) =>
    (await database.db.selectFrom('registry').select('oid').where('pid_no', '=', pidNo).executeTakeFirstOrThrow()).oid;
  const preferred: number[] = [];
  for (const p of picks) if (p.key !== 'company') preferred.push(await registryOf(p.pidNo));
  const others = await sql<{ oid: number }>`
    select r.oid from registry r where r.registry_type = 'G'
      and exists (select 1 from accrual a where a.registry_oid = r.oid and a.paid_kurus < a.principal_kurus)
    order by r.oid limit 12`.execute(database.db);
  const candidates = [...preferred, ...others.rows.map((r) => r.oid)];
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const [i, person] of people.slice(0, 6).entries()) {
    const oid = candidates.find((c) => !taken.has(c));
    if (oid === undefined) break;
    taken.add(oid);
    await database.db
      .updateTable('registry')
      .set({
        pid_no: person.tckn,
        name: person.ad,
        surname: person.soyad,
        father_name: person.babaAdi,
        mother_name: person.anaAdi,
        birth_date: person.dogumTarihi,
        birth_place: person.dogumYeri,
        gender: person.cinsiyet,
        gsm_number: person.gsm,
        email: emailOf(person),
      })
      .where('oid', '=', oid)
      .execute();
    if (i < 3) {
      await database.db
        .insertInto('member')
        .values({
          registry_oid: oid,
          pid_no: person.tckn,
          password_hash: hash,
          gsm_number: person.gsm,
          created_via: 'DEMO',
        })
        .execute();
    }
  }
  const company = picks.find((p) => p.key === 'company');
  if (company) {
    const oid = await registryOf(company.pidNo);
    const gsm = await database.db
      .selectFrom('registry')
      .select('gsm_number')
      .where('oid', '=', oid)
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('member')
      .values({
        registry_oid: oid,
        pid_no: company.pidNo,
        password_hash: hash,
        gsm_number: gsm.gsm_number,
        created_via: 'DEMO',
      })
      .execute();
  }
  await seedTestMembers(database, hash);
}

/** How many members with debts of their own the browser tests get, so no test pays or holds another's debts. */
export const TEST_MEMBER_COUNT = 19;

/** The ID of test member k (1-based): 9, then k in eight digits, then the check digits; no real person has it. */
export const testMemberPid = (k: number) => {
  const first9 = `9${String(k).padStart(8, '0')}`;
  return first9 + tcknCheckDigits(first9);
};

/**
 * Test members: further citizens' registries with open debts, each given a known ID and a membership (password
 * DEMO_PASSWORD). They are not people of the population registry, so e-Devlet and registration never meet them.
 */
async function seedTestMembers(database: Database, hash: string): Promise<void> {
  const free = await sql<{ oid: number }>`
    select r.oid from registry r where r.registry_type = 'G'
      and exists (select 1 from accrual a where a.registry_oid = r.oid and a.paid_kurus < a.principal_kurus)
      and not exists (select 1 from member m where m.registry_oid = r.oid)
      and r.pid_no not in (${sql.join(population().map((p) => p.tckn))})
    order by r.oid desc limit ${TEST_MEMBER_COUNT}`.execute(database.db);
  for (const [i, { oid }] of free.rows.entries()) {
    const pidNo = testMemberPid(i + 1);
    await database.db.updateTable('registry').set({ pid_no: pidNo }).where('oid', '=', oid).execute();
    await database.db
      .insertInto('member')
      .values({ registry_oid: oid, pid_no: pidNo, password_hash: hash, gsm_number: null, created_via: 'DEMO' })
      .execute();
  }
}

/** The demo members to print at start: ID, name and password. */
export async function demoMembers(database: Database) {
  const rows = await database.db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['m.pid_no', 'r.name', 'r.surname', 'r.registry_no', 'r.registry_type'])
    .where('m.created_via', '=', 'DEMO')
    .orderBy('m.oid')
    .execute();
  return rows.map((r) => ({
    pidNo: r.pid_no,
    name: r.surname ? `${r.name} ${r.surname}` : r.name,
    registryNo: r.registry_no,
    kind: r.registry_type === 'G' ? 'Vatandaş' : 'Şirket',
    password: DEMO_PASSWORD,
  }));
}
