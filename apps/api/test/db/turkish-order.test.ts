import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { orderTr } from '../../src/db/text.js';
import { openTestApp, openTestDatabase } from '../support/db.js';

let database: Database;
let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  t = await openTestApp();
});
afterAll(async () => {
  await database.close();
  await t.close();
});

const collator = new Intl.Collator('tr');

it('orders names in the Turkish alphabet, whatever the collation of the database', async () => {
  const names = [
    'Zambak Yolu',
    'Çanakkale Sokak',
    'Köroğlu',
    'Kıbrıs',
    'Bayraktar',
    'Bağlar',
    'İnci',
    'Ilgaz',
    'ılık',
    'Şehit',
    'Sakarya',
    'Üzüm',
    'Uçar',
    'Öğretmen',
    'Orhan',
    'Âşık',
    'Ada',
  ];
  const values = sql.join(names.map((n) => sql`(${n})`));
  const { rows } = await sql<{
    name: string;
  }>`select name from (values ${values}) as v(name) order by ${orderTr('name')}`.execute(database.db);
  expect(rows.map((r) => r.name)).toEqual([
    'Ada',
    'Âşık',
    'Bağlar',
    'Bayraktar',
    'Çanakkale Sokak',
    'Ilgaz',
    'ılık',
    'İnci',
    'Kıbrıs',
    'Köroğlu',
    'Orhan',
    'Öğretmen',
    'Sakarya',
    'Şehit',
    'Uçar',
    'Üzüm',
    'Zambak Yolu',
  ]);
});

it('lists districts and streets in Turkish alphabetical order', async () => {
  const districts = await t.call<Array<{ Code: string; Name: string }>>('GetDistrictListWithoutAuthorization', {});
  const names = districts.body.map((d) => d.Name);
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort(collator.compare));
  for (const d of districts.body.slice(0, 3)) {
    const streets = await t.call<Array<{ Name: string }>>('GetStreetListWithoutAuthorization', {
      districtCode: d.Code,
    });
    const street = streets.body.map((s) => s.Name);
    expect(street).toEqual([...street].sort(collator.compare));
  }
});
