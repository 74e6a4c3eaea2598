import { createHash } from 'node:crypto';
import { isWorkingDay } from '@e-belediye/contracts/calendar';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { demoRegistries, isSeeded, type SeedSummary, seedDemo } from '../src/modules/demo/index.js';
import { lateFee } from '../src/modules/demo/revenue.js';

const OPTIONS = { seed: 42, today: '2026-11-23' } as const;

/** Checksums written from the rules, independently of the generator. */
function validTckn(id: string): boolean {
  if (!/^[1-9]\d{10}$/.test(id)) return false;
  const d = [...id].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = d.slice(0, 10).reduce((s, x) => s + x, 0) % 10;
  return d[9] === d10 && d[10] === d11;
}

function validVkn(id: string): boolean {
  if (!/^\d{10}$/.test(id)) return false;
  let sum = 0;
  for (let i = 1; i <= 9; i++) {
    const t = (Number(id[i - 1]) + 10 - i) % 10;
    let p = (t * 2 ** (10 - i)) % 9;
    if (t !== 0 && p === 0) p = 9;
    sum += p;
  }
  return Number(id[9]) === (10 - (sum % 10)) % 10;
}

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = await sql.raw<T>(query).execute(database.db);
  return result.rows;
}

/** A fingerprint of the generated content, table by table, in primary-key order. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    registry: 'oid',
    subscription: 'oid',
    accrual: 'oid',
    collection: 'oid',
    collection_line: 'collection_oid, accrual_oid',
    resolution: 'oid',
    estate_street_valuation: 'year, street_code',
    employee: 'oid',
    inner_door: 'oid',
  };
  const out: Record<string, string> = {};
  for (const [table, order] of Object.entries(tables)) {
    // When a row was last written (updated_at) is the clock's, not the seed's; a verification code is the
    // installation's own.
    const data = (await rows<Record<string, unknown>>(database, `select * from ${table} order by ${order}`)).map(
      ({ updated_at: _written, verification_code: _code, ...content }) => content,
    );
    out[table] = createHash('sha256').update(JSON.stringify(data)).digest('hex');
  }
  return out;
}

describe('demo seed', () => {
  let first: Database;
  let second: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    [first, second] = await Promise.all([openDatabase({}), openDatabase({})]);
    await migrate(first);
    await migrate(second);
    expect(await isSeeded(first)).toBe(false);
    summary = await seedDemo(first, OPTIONS);
    await seedDemo(second, OPTIONS);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('reports the rows it wrote and refuses to seed twice', async () => {
    expect(await isSeeded(first)).toBe(true);
    for (const table of ['registry', 'accrual', 'collection', 'resolution'] as const) {
      const [{ n }] = await rows<{ n: number }>(first, `select count(*)::int as n from ${table}`);
      expect(summary[table]).toBe(n);
    }
    expect(summary.registry).toBe(600);
    await expect(seedDemo(first, OPTIONS)).rejects.toThrow(/already/);
  });

  it('produces the same data for the same seed', async () => {
    expect(await fingerprint(second)).toEqual(await fingerprint(first));
  });

  it('gives each installation its own codes: receipts, declarations, payslips, plans and complaint tracking', async () => {
    const queries = {
      receipt: 'select verification_code as code from collection where verification_code is not null order by oid',
      declaration: 'select verification_code as code from declaration order by oid',
      payslip: 'select verification_code as code from payroll order by oid',
      plan: 'select verification_code as code from restructuring_plan order by oid',
      complaint: 'select tracking_no as code from complaint order by oid',
    };
    for (const [kind, query] of Object.entries(queries)) {
      const [mine, theirs] = await Promise.all([first, second].map((db) => rows<{ code: string }>(db, query)));
      expect(mine.length, kind).toBeGreaterThan(0);
      expect(mine.length, kind).toBe(theirs.length);
      // The same records, none under the same code.
      const shared = mine.filter((row, i) => row.code === theirs[i].code);
      expect(shared, kind).toEqual([]);
    }
  });

  it('gives every person a valid TCKN and every company a valid VKN', async () => {
    const ids = await rows<{ registry_type: string; pid_no: string | null }>(
      first,
      'select registry_type, pid_no from registry',
    );
    const of = (type: string) => ids.filter((r) => r.registry_type === type).map((r) => r.pid_no ?? '');
    expect(of('G').length).toBeGreaterThan(300);
    expect(of('G').filter((id) => !validTckn(id))).toEqual([]);
    expect(of('T').length).toBeGreaterThan(20);
    expect(of('T').filter((id) => !validVkn(id))).toEqual([]);
    expect([...of('K'), ...of('D')].filter((id) => !validVkn(id))).toEqual([]);
    expect(of('Y').filter((id) => !id.startsWith('99') || !validTckn(id))).toEqual([]);
    expect(of('B').every((id) => id === '')).toBe(true);
    expect(new Set(ids.map((r) => r.registry_type))).toEqual(new Set(['G', 'Y', 'T', 'K', 'D', 'B']));
    const pids = ids.filter((r) => r.pid_no).map((r) => r.pid_no);
    expect(new Set(pids).size).toBe(pids.length);
  });

  it('keeps every accrual paid amount equal to its collection lines', async () => {
    const mismatches = await rows(
      first,
      `select a.oid from accrual a
       left join (select accrual_oid, sum(principal_kurus) as paid from collection_line group by 1) l
         on l.accrual_oid = a.oid
       where a.paid_kurus <> coalesce(l.paid, 0)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('keeps every collection total equal to its lines, never in the future', async () => {
    const mismatches = await rows(
      first,
      `select c.oid from collection c
       join collection_line l on l.collection_oid = c.oid
       group by c.oid, c.total_kurus
       having c.total_kurus <> sum(l.principal_kurus + l.late_fee_kurus)`,
    );
    expect(mismatches).toEqual([]);
    const [{ future, empty }] = await rows<{ future: number; empty: number }>(
      first,
      `select count(*) filter (where collected_at >= timestamptz '2026-11-24 00:00+03')::int as future,
              count(*) filter (where not exists (select 1 from collection_line l where l.collection_oid = c.oid))::int
                as empty
       from collection c`,
    );
    expect(future).toBe(0);
    expect(empty).toBe(0);
  });

  it('leaves open debts of several kinds, including marriage fees', async () => {
    const open = await rows<{ revenue_code: number }>(
      first,
      `select distinct revenue_code from accrual
       where paid_kurus < principal_kurus and due_date <= '2026-11-23'`,
    );
    expect(open.length).toBeGreaterThanOrEqual(5);
    const codes = open.map((r) => r.revenue_code);
    expect(codes).toEqual(expect.arrayContaining([1, 30, 31]));
    const [{ marriage }] = await rows<{ marriage: number }>(
      first,
      'select count(*)::int as marriage from accrual where revenue_code = 83',
    );
    expect(marriage).toBeGreaterThan(0);
    const [{ share }] = await rows<{ share: number }>(
      first,
      `select avg((paid_kurus < principal_kurus)::int)::float as share from accrual
       where due_date < date '2026-11-23' - 60`,
    );
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
  });

  it('writes long, uniquely numbered resolutions of both bodies', async () => {
    const all = await rows<{ kind: string; number: string; body: string }>(
      first,
      'select kind, number, body from resolution',
    );
    expect(all.filter((r) => r.kind === 'COUNCIL').length).toBeGreaterThan(80);
    expect(all.filter((r) => r.kind === 'COMMITTEE').length).toBeGreaterThan(80);
    expect(all.filter((r) => r.body.length <= 400)).toEqual([]);
    const keys = all.map((r) => `${r.kind} ${r.number}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.every((r) => /karar verildi\./.test(r.body))).toBe(true);
  });

  it('dates the seeded declarations from their own filing day (01.11.2026), as a live filing is dated', async () => {
    const dues = await rows<{ kind: string; filed: string; no: number; due: string }>(
      first,
      `select d.kind, to_char(d.filed_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as filed,
              a.installment_no as no, a.due_date::text as due
       from declaration d join declaration_accrual da on da.declaration_oid = d.oid
       join accrual a on a.oid = da.accrual_oid where d.kind in ('ESTATE', 'ECT') and d.year = 2026
       order by d.oid, a.installment_no`,
    );
    expect(dues.length).toBeGreaterThan(0);
    // 31.05 had passed: 30 days after filing, 01.12.2026; 30.11 had not: it stays (1319 md. 30).
    for (const d of dues) {
      expect(d.filed).toBe('2026-11-01');
      expect(d.due).toBe(d.no === 1 ? '2026-12-01' : '2026-11-30');
    }
  });

  it('puts every seeded due date on a working day of the one calendar', async () => {
    const dues = await rows<{ due: string; source: string; revenue_code: number }>(
      first,
      'select distinct due_date::text as due, source, revenue_code from accrual',
    );
    expect(dues.filter((d) => !isWorkingDay(d.due))).toEqual([]);
  });

  it('publishes valuations for five years and every street, and next year’s after 1 November (ADR 0041)', async () => {
    const years = await rows<{ year: number; n: number }>(
      first,
      'select year, count(*)::int as n from estate_street_valuation group by year order by year',
    );
    expect(years.map((y) => y.year)).toEqual([2022, 2023, 2024, 2025, 2026, 2027]);
    const [{ streets }] = await rows<{ streets: number }>(first, 'select count(*)::int as streets from street');
    expect(years.every((y) => y.n === streets)).toBe(true);
    const [{ costs }] = await rows<{ costs: number }>(
      first,
      'select count(distinct year)::int as costs from estate_construction_cost',
    );
    expect(costs).toBe(6);
  });

  it('names three demo citizens', async () => {
    const demo = await demoRegistries(first);
    expect(demo.map((d) => d.key)).toEqual(['citizen', 'company', 'marriage']);
    expect(validTckn(demo[0].pidNo)).toBe(true);
    expect(validVkn(demo[1].pidNo)).toBe(true);
  });

  it('moves the oid sequences past the seeded rows', async () => {
    const [{ oid }] = await rows<{ oid: number }>(
      first,
      "insert into registry (registry_no, registry_type, name) values ('S-TEST', 'B', 'Deneme') returning oid",
    );
    expect(oid).toBe(summary.registry + 1);
  });

  it('computes gecikme zammı like the worked example', () => {
    // 1,000 TL due 30.11.2024, paid 15.01.2025 at 4.5 %/month: 45.00 + 24.00 TL.
    expect(lateFee(100_000, '2024-11-30', '2025-01-15')).toBe(6_900);
  });
});
