import { todayInIstanbul } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { defaultSecrets } from '../../config/defaults.js';
import type { Database } from '../../db/index.js';
import { seedAccountant } from './accountants.js';
import { registryAccruals } from './accruals.js';
import { buildAddressBook } from './address.js';
import { bankRows } from './banks.js';
import { bulkInsert, type Row, syncSerials, type Table } from './bulk.js';
import { seedChannels } from './channels.js';
import { seedCompanies } from './companies.js';
import { seedComplaints } from './complaints.js';
import { daysBetween } from './dates.js';
import { seedDeclarations } from './declarations.js';
import { buildEmployees } from './employees.js';
import { accrualKey, accrualRow, addressFile, receiptRows, registryFile, waterFiles } from './handover.js';
import { IdentityPool } from './identity.js';
import { DemoImportFiles } from './import-files.js';
import {
  type Application,
  importDemoFiles,
  matrimonyApplications,
  type OnDemoImport,
  registryDetails,
} from './load.js';
import { seedDemoMembers } from './members.js';
import { demoCounties } from './municipality.js';
import { seedNextYearTablesIfDue } from './next-year.js';
import { parameterRows } from './parameters.js';
import { settle } from './payments.js';
import { seedDemoPayroll } from './payroll.js';
import { rngFor } from './random.js';
import { buildRegistries } from './registries.js';
import { resolutionTypeRows } from './resolution-types.js';
import { buildResolutions } from './resolutions.js';
import { seedRestructuring } from './restructuring.js';
import { lateFeeRateRows, revenueTypeRows } from './revenue.js';
import { seedDemoStaff } from './staff.js';
import { buildSubscriptions, type SubscriptionSeed } from './subscriptions.js';
import { buildTariffs, tariffRows } from './tariffs.js';
import { seedWater, waterTariffRows } from './water.js';

export { DEPARTMENTS, demoCounties, demoMunicipality, demoTaxOffices } from './municipality.js';

export interface SeedOptions {
  /** Same seed, scale and today ⇒ the same data, row for row. */
  seed?: number;
  /** 1 = the demo municipality; benchmarks use 10–100 (registries, subscriptions, accruals, resolutions grow). */
  scale?: number;
  /** 'YYYY-MM-DD' the data is generated as of: the window is this year and the 4 before. Default: today. */
  today?: string;
  /** The API's secrets.machineKey, which seals the demo staff's TOTP secret (default: the built-in one). */
  machineKey?: string;
  /**
   * This year's yeniden değerleme oranı (0.25 = 25 %) with which next year's tables are opened once they are
   * published (from 1 November); default: the demo's own index (demoRevaluationRate).
   */
  revaluationRate?: number;
  /** Called with each demo file's import (its summary and reconciliation) as it is applied. */
  onImport?: OnDemoImport;
}

/** Rows written per table. */
export type SeedSummary = Record<Table, number>;

/** Registries, subscriptions and employees at scale 1. */
const REGISTRIES = 600;
const SUBSCRIPTIONS = 350;
const EMPLOYEES = 80;
const DEFAULT_SEED = 20260101;

export async function isSeeded(database: Database): Promise<boolean> {
  const r = await sql<{ seeded: boolean }>`select exists (select 1 from county) as seeded`.execute(database.db);
  return r.rows[0].seeded;
}

/** Fills an empty, migrated database with the demo municipality, in one transaction. */
export async function seedDemo(database: Database, opts: SeedOptions = {}): Promise<SeedSummary> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const scale = opts.scale ?? 1;
  // Istanbul's day: the office's "today" (reconciliation, the day's receipts) is a Turkish date, not UTC's.
  const today = opts.today ?? todayInIstanbul();
  if (!(scale > 0)) throw new Error(`seedDemo: scale must be positive, got ${scale}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`seedDemo: today must be YYYY-MM-DD, got ${today}`);
  if (await isSeeded(database)) throw new Error('seedDemo: the database already holds demo data');

  const currentYear = Number(today.slice(0, 4));
  const years = [4, 3, 2, 1, 0].map((n) => currentYear - n);
  const book = buildAddressBook(rngFor(seed, 'address'));
  const tariffs = buildTariffs(rngFor(seed, 'tariffs'), book.streets, years);
  const registries = buildRegistries(
    rngFor(seed, 'registries'),
    new IdentityPool(rngFor(seed, 'identity')),
    book,
    Math.round(REGISTRIES * scale),
    today,
  );
  const subscriptions = buildSubscriptions(
    rngFor(seed, 'subscriptions'),
    registries,
    book,
    Math.round(SUBSCRIPTIONS * scale),
    today,
  );
  // The old system's files first (ADR 0058): addresses, registries, water, accruals and receipts, as the
  // municipality would hand them over, loaded through the importer like a real municipality's.
  const files = new DemoImportFiles();
  const counts = {} as SeedSummary;
  try {
    addressFile(files, book, (code) => demoCounties.find((c) => c.code === code)!.name);
    registryFile(files, registries);
    waterFiles(files, subscriptions);
    const applications = ledgerFiles(files, { seed, scale, today, years, book, tariffs, registries, subscriptions });
    files.close();
    await importDemoFiles(database, files, ['addresses'], opts.onImport);
    // What has no import kind is the portal's own: written by the generator, parents before children.
    const staticRows: { [T in Table]?: Row<T>[] } = {
      ...parameterRows(),
      ...bankRows(rngFor(seed, 'banks')),
      ...tariffRows(tariffs),
      resolution_type: resolutionTypeRows(),
      resolution: buildResolutions({
        seed,
        scale,
        years,
        today,
        streets: book.localStreets,
        unitValue: (street, year) => tariffs.streetValue.get(street.code)!.get(year)!,
      }),
      revenue_type: revenueTypeRows(),
      late_fee_rate: lateFeeRateRows(),
      // A subscription names its tariff, so the water tariffs come before the subscription file.
      water_tariff: waterTariffRows(years),
    };
    await database.db.transaction().execute(async (trx) => {
      for (const table of Object.keys(staticRows) as Table[]) {
        const rows = staticRows[table] as Row<typeof table>[];
        await bulkInsert(trx, table, rows);
        counts[table] = rows.length;
      }
    });
    await importDemoFiles(
      database,
      files,
      ['registries', 'subscriptions', 'meters', 'accruals', 'collections'],
      opts.onImport,
    );
    await database.db.transaction().execute(async (trx) => {
      await registryDetails(trx, registries);
      await matrimonyApplications(trx, applications);
      const employees = buildEmployees(rngFor(seed, 'employees'), registries, Math.round(EMPLOYEES * scale), today);
      await bulkInsert(trx, 'employee', employees);
      await syncSerials(trx, ['bank_branch', 'resolution', 'employee']);
    });
  } finally {
    files.remove();
  }
  // People of the population registry become the demo citizens and members.
  await seedDemoMembers(database);
  await seedDemoStaff(database, opts.machineKey ?? defaultSecrets.machineKey);
  await seedDemoPayroll(database, { seed, today });
  await seedComplaints(database.db, seed, today);
  await seedDeclarations(database, { today, years });
  // After this year's tables are in: next year's, opened as the office's desk opens them.
  await seedNextYearTablesIfDue(database, { today, revaluationRate: opts.revaluationRate });
  await seedWater(database, { seed, today, years });
  await seedRestructuring(database, { seed, today });
  await seedChannels(database);
  await seedAccountant(database, today);
  await seedCompanies(database);
  // The services' demo steps add accruals and collections of their own: report what the tables finally hold.
  for (const table of IMPORTED_TABLES) counts[table] = 0;
  for (const table of Object.keys(counts) as Table[]) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db);
    counts[table] = r.rows[0].n;
  }
  return counts;
}

/** The tables the importer fills from the demo's files. */
const IMPORTED_TABLES = [
  'county',
  'district',
  'street',
  'outer_door',
  'inner_door',
  'registry',
  'subscription',
  'accrual',
  'collection',
  'collection_line',
] as const satisfies readonly Table[];

interface AccrualInput {
  seed: number;
  scale: number;
  today: string;
  years: number[];
  book: ReturnType<typeof buildAddressBook>;
  tariffs: ReturnType<typeof buildTariffs>;
  registries: ReturnType<typeof buildRegistries>;
  subscriptions: SubscriptionSeed[];
}

/**
 * Accruals and the receipts that paid them, generated registry by registry into the accrual and collection files.
 * The importer gives records their oids in file order, so the oids counted here are the ones they get. Answers
 * the marriage fees' application numbers, which the registry office keeps and the format does not carry.
 */
function ledgerFiles(files: DemoImportFiles, input: AccrualInput): Application[] {
  const { seed, today } = input;
  const subscriptionsOf = new Map<number, SubscriptionSeed[]>();
  for (const s of input.subscriptions) {
    const list = subscriptionsOf.get(s.registry.oid);
    if (list) list.push(s);
    else subscriptionsOf.set(s.registry.oid, [s]);
  }
  const subscriberNo = new Map(input.subscriptions.map((s) => [s.oid, s.subscriberNo]));
  const world = { years: input.years, today, book: input.book, tariffs: input.tariffs };
  const applications: Application[] = [];
  let accrualOid = 0;
  const receipts = new ReceiptNumbers(input.scale);
  for (const registry of input.registries) {
    const drafts = registryAccruals(
      rngFor(seed, 'accruals', registry.oid),
      world,
      registry,
      subscriptionsOf.get(registry.oid) ?? [],
    );
    const { paid, collections } = settle(rngFor(seed, 'payments', registry.oid), registry, drafts, today);
    const oids = drafts.map(() => ++accrualOid);
    drafts.forEach((d, i) => {
      const applicationNo = d.revenue === MATRIMONY_REVENUE ? matrimonyApplicationNo(d.year, oids[i]) : null;
      if (applicationNo) applications.push({ accrualKey: accrualKey(oids[i]), applicationNo });
      accrualRow(files, {
        oid: oids[i],
        registryNo: registry.registryNo,
        subscriberNo: d.subscriptionOid === null ? null : subscriberNo.get(d.subscriptionOid)!,
        revenue: d.revenue,
        year: d.year,
        installment: d.installment,
        due: d.due,
        principal: d.principal,
        paid: paid[i],
        // The registry office's application number, by which the couple pays the fee without logging in.
        description: applicationNo ? `${d.description} - Başvuru No ${applicationNo}` : d.description,
      });
    });
    for (const c of collections) {
      receiptRows(files, {
        receiptNo: receipts.next(c.collectedAt.slice(0, 10)),
        registryNo: registry.registryNo,
        collectedAt: c.collectedAt,
        channel: c.channel,
        type: c.type,
        lines: c.lines.map((l) => ({ accrualOid: oids[l.index], principal: l.principal, lateFee: l.lateFee })),
      });
    }
  }
  return applications;
}

/**
 * Receipt numbers 'YYYY-DDDNNN': the day of the year and the receipt's place in that day, so numbers rise with
 * the date although registries are generated one after another (a single pass, no renumbering afterwards).
 * Larger scales widen the daily part.
 */
const MATRIMONY_REVENUE = 83;
export const matrimonyApplicationNo = (year: number, oid: number) => `EVL-${year}-${String(oid).padStart(6, '0')}`;

class ReceiptNumbers {
  private readonly perDay = new Map<string, number>();
  private readonly width: number;

  constructor(scale: number) {
    this.width = 3 + Math.max(0, Math.ceil(Math.log10(scale)));
  }

  next(date: string): string {
    const n = (this.perDay.get(date) ?? 0) + 1;
    this.perDay.set(date, n);
    const dayOfYear = daysBetween(`${date.slice(0, 4)}-01-01`, date) + 1;
    return `${date.slice(0, 4)}-${String(dayOfYear).padStart(3, '0')}${String(n).padStart(this.width, '0')}`;
  }
}

async function latestApplicationNo(database: Database, registryNo: string): Promise<string | undefined> {
  const r = await sql<{ application_no: string }>`
    select a.application_no from accrual a join registry r on r.oid = a.registry_oid
    where r.registry_no = ${registryNo} and a.revenue_code = ${MATRIMONY_REVENUE}
    order by (a.paid_kurus < a.principal_kurus) desc, a.due_date desc limit 1`.execute(database.db);
  return r.rows[0]?.application_no;
}

/** The three demo citizens start.ts prints, chosen by a fixed rule so every run of the same seed agrees. */
export const demoLogins = [
  { key: 'citizen', label: 'Vatandaş (açık borcu ve su aboneliği var)' },
  { key: 'company', label: 'Şirket (açık borcu var)' },
  { key: 'marriage', label: 'Vatandaş (nikah ücreti tahakkuku var)' },
] as const;

export interface DemoRegistry {
  key: (typeof demoLogins)[number]['key'];
  label: string;
  pidNo: string;
  name: string;
  registryNo: string;
  /** For the marriage demo: the application number of its (open, if any) marriage fee. */
  applicationNo?: string;
}

/**
 * The lowest-oid registry of each demo kind: a citizen with open debts of at least two revenue types and an
 * active water line; a company with open debts; a citizen with a marriage fee accrual (an open one if any).
 */
export async function demoRegistries(database: Database): Promise<DemoRegistry[]> {
  const open = sql`exists (select 1 from accrual a where a.registry_oid = r.oid and a.paid_kurus < a.principal_kurus)`;
  const rules: Record<DemoRegistry['key'], ReturnType<typeof sql>[]> = {
    citizen: [
      sql`r.registry_type = 'G'
        and exists (select 1 from subscription s where s.registry_oid = r.oid and s.line_status = 1)
        and (select count(distinct a.revenue_code) from accrual a
             where a.registry_oid = r.oid and a.paid_kurus < a.principal_kurus) >= 2`,
      sql`r.registry_type = 'G' and ${open}`,
    ],
    company: [sql`r.registry_type = 'T' and ${open}`, sql`r.registry_type = 'T'`],
    marriage: [
      sql`exists (select 1 from accrual a where a.registry_oid = r.oid and a.revenue_code = 83
        and a.paid_kurus < a.principal_kurus)`,
      sql`exists (select 1 from accrual a where a.registry_oid = r.oid and a.revenue_code = 83)`,
    ],
  };
  const out: DemoRegistry[] = [];
  for (const login of demoLogins) {
    for (const rule of rules[login.key]) {
      const r = await sql<{ pid_no: string; name: string; surname: string | null; registry_no: string }>`
        select r.pid_no, r.name, r.surname, r.registry_no from registry r
        where r.pid_no is not null and ${rule} order by r.oid limit 1`.execute(database.db);
      const row = r.rows[0];
      if (row) {
        const name = row.surname ? `${row.name} ${row.surname}` : row.name;
        const demo: DemoRegistry = {
          key: login.key,
          label: login.label,
          pidNo: row.pid_no,
          name,
          registryNo: row.registry_no,
        };
        if (login.key === 'marriage') demo.applicationNo = await latestApplicationNo(database, row.registry_no);
        out.push(demo);
        break;
      }
    }
  }
  return out;
}
