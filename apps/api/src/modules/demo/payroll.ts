import { computePayroll, maxGarnishmentKurus, rulesOf } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { historyStart, newVerificationCode, payrollRow } from '../payroll/index.js';
import { population } from './members.js';
import { type Rng, rngFor } from './random.js';

/** The demo employee of the README: a person of the population with a registry, the phone of the simulator. */
export const DEMO_EMPLOYEE_PERSON = 3;

/** A 2026 base salary range (TL) by title; the years before scale it down by their raises. */
function baseRange(title: string): [number, number] {
  if (title === 'Müdür') return [95_000, 120_000];
  if (/Mühendis|Mimar|Plancı|Uzman|Sosyal/.test(title)) return [62_000, 82_000];
  if (/Şef|Komiser|Amir/.test(title)) return [55_000, 70_000];
  if (/İşçi|Şoför|Bahçıvan|Sayaç/.test(title)) return [36_000, 44_000];
  return [44_000, 56_000];
}
const isWorker = (title: string) => /İşçi|Şoför|Bahçıvan|Sayaç/.test(title);
const overtimeTitles = /İşçi|Şoför|Zabıta|Tekniker/;

/** The collective agreement's raises: January and July, as a share of the 2026 first half. */
const levelOf = (year: number, month: number) =>
  year <= 2024 ? 0.62 : year === 2025 ? (month < 7 ? 0.8 : 0.88) : month < 7 ? 1 : 1.1;

/**
 * The 24 published months before `today`'s month for every employee, computed by the payroll rules month by month
 * on each year's cumulative tax base; a former employee's payrolls stop at the month they left.
 */
export async function seedDemoPayroll(database: Database, opts: { seed: number; today: string }): Promise<void> {
  const db = database.db;
  await ensureDemoEmployee(database, opts.today);
  const first = historyStart(opts.today);
  const months = Array.from({ length: 24 }, (_, i) => first + i).map((idx) => ({
    year: Math.floor(idx / 12),
    month: (idx % 12) + 1,
  }));
  const periods = await db
    .insertInto('payroll_period')
    .values(
      months.map((m) => ({
        year: m.year,
        month: m.month,
        status: 'PUBLISHED' as const,
        imported_at: new Date(Date.UTC(m.year, m.month - 1, 25, 9)),
        published_at: new Date(Date.UTC(m.year, m.month - 1, 28, 9)),
      })),
    )
    .returning(['oid', 'year', 'month'])
    .execute();
  const employees = await db
    .selectFrom('employee')
    .select(['oid', 'title', 'started_on', 'is_active'])
    .orderBy('oid')
    .execute();
  const rows: ReturnType<typeof payrollRow>[] = [];
  for (const e of employees) {
    const rng = rngFor(opts.seed, 'payroll', e.oid);
    const [low, high] = baseRange(e.title);
    const base2026 = rng.int(low, high) * 100;
    const allowanceShare = rng.float(0.06, 0.14);
    const overtime = overtimeTitles.test(e.title) && rng.chance(0.4);
    const unionShare = isWorker(e.title) ? 0.01 : 0;
    const garnishedFrom = rng.chance(0.06) ? rng.int(0, 23) : 24;
    const lastMonth = e.is_active ? 23 : rng.int(0, 22);
    const started = String(e.started_on).slice(0, 7);
    const cumulative = new Map<number, { base: number; months: number }>();
    periods.forEach((p, i) => {
      if (i > lastMonth || `${p.year}-${String(p.month).padStart(2, '0')}` < started) return;
      const parts = salaryParts(rng, p.year, p.month, base2026, allowanceShare, overtime);
      const before = cumulative.get(p.year) ?? { base: 0, months: 0 };
      const input = {
        year: p.year,
        ...parts,
        unionDuesKurus: Math.round(parts.baseKurus * unionShare),
        garnishmentKurus: 0,
        priorCumulativeTaxBaseKurus: before.base,
        priorMonthsInYear: before.months,
      };
      let lines = computePayroll(input);
      if (i >= garnishedFrom) {
        // An execution office's order: a fifth of the net, under the legal quarter.
        const garnishmentKurus = Math.min(Math.round(lines.netKurus / 500) * 100, maxGarnishmentKurus(lines.netKurus));
        lines = computePayroll({ ...input, garnishmentKurus });
      }
      cumulative.set(p.year, { base: lines.cumulativeTaxBaseKurus, months: before.months + 1 });
      // Random on every installation: the code proves a payslip to whoever holds it.
      const verificationCode = newVerificationCode();
      rows.push(payrollRow({ periodOid: p.oid, employeeOid: e.oid, verificationCode }, parts, lines));
    });
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('payroll')
      .values(rows.slice(i, i + 500))
      .execute();
}

function salaryParts(rng: Rng, year: number, month: number, base2026: number, allowance: number, overtime: boolean) {
  const baseKurus = Math.max(Math.round((base2026 * levelOf(year, month)) / 100) * 100, rulesOf(year).minimumWageKurus);
  return {
    baseKurus,
    allowanceKurus: Math.round((baseKurus * allowance) / 100) * 100,
    overtimeKurus: overtime && rng.chance(0.5) ? rng.int(15, 60) * 10_000 : 0,
  };
}

/** Makes the demo person an employee in service (a clerk of the technical works since 2015). */
async function ensureDemoEmployee(database: Database, today: string): Promise<void> {
  const person = population()[DEMO_EMPLOYEE_PERSON];
  const db = database.db;
  const registry = await db.selectFrom('registry').select('oid').where('pid_no', '=', person.tckn).executeTakeFirst();
  if (!registry) return;
  const already = await db
    .selectFrom('employee')
    .select('oid')
    .where('registry_oid', '=', registry.oid)
    .executeTakeFirst();
  if (already) {
    await db.updateTable('employee').set({ is_active: true }).where('oid', '=', already.oid).execute();
    return;
  }
  const top = await db
    .selectFrom('employee')
    .select((eb) => eb.fn.max('sicil_no').as('sicil'))
    .executeTakeFirst();
  await db
    .insertInto('employee')
    .values({
      registry_oid: registry.oid,
      sicil_no: String(Number(top?.sicil ?? '10000') + 7),
      department: 'Fen İşleri Müdürlüğü',
      title: 'Tekniker',
      started_on: `${Number(today.slice(0, 4)) - 11}-03-02`,
      is_active: true,
    })
    .execute();
}
