import {
  computePayroll,
  maxGarnishmentKurus,
  PayrollCsvColumns,
  type PayrollImportError,
  PayrollMessages,
  type PayrollPeriod,
  rulesOf,
} from '@e-belediye/contracts';
import { formatKurus } from '@e-belediye/contracts/format';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { newVerificationCode, payrollRow } from './store.js';

type Db = Kysely<DB>;
type Month = { year: number; month: number };

/** The fields of one CSV line, split on `;` with double quotes around a field that holds one. */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      out.push(field.trim());
      field = '';
    } else field += c;
  }
  out.push(field.trim());
  return out;
}

/** "45.000,50" or "45000,5" or "" → kuruş; anything else is not an amount. */
export function amountKurus(text: string): number | null {
  if (text === '') return 0;
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const lira = Number(m[1].replaceAll('.', ''));
  const kurus = lira * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kurus) && kurus < 100_000_000_00 ? kurus : null;
}

const AMOUNT_COLUMNS = [2, 3, 4, 5, 6] as const;

interface Line {
  line: number;
  employeeOid: number;
  sicilNo: string;
  parts: { baseKurus: number; allowanceKurus: number; overtimeKurus: number };
  unionDuesKurus: number;
  garnishmentKurus: number;
}

/** The period row as the desk shows it. */
async function periodView(db: Db, periodOid: number): Promise<PayrollPeriod> {
  const p = await db
    .selectFrom('payroll_period as pp')
    .leftJoin('staff as si', 'si.oid', 'pp.imported_by')
    .leftJoin('staff as sp', 'sp.oid', 'pp.published_by')
    .select([
      'pp.year',
      'pp.month',
      'pp.status',
      'pp.imported_at',
      'pp.published_at',
      'si.display_name as imported_by',
      'sp.display_name as published_by',
      (eb) =>
        eb
          .selectFrom('payroll')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('period_oid', '=', 'pp.oid')
          .as('employee_count'),
      (eb) =>
        eb
          .selectFrom('payroll')
          .select(sql<string>`coalesce(sum(gross_kurus), 0)`.as('s'))
          .whereRef('period_oid', '=', 'pp.oid')
          .as('gross'),
      (eb) =>
        eb
          .selectFrom('payroll')
          .select(sql<string>`coalesce(sum(paid_kurus), 0)`.as('s'))
          .whereRef('period_oid', '=', 'pp.oid')
          .as('paid'),
      (eb) =>
        eb
          .selectFrom('payroll')
          .select(sql<string>`coalesce(sum(employer_cost_kurus), 0)`.as('s'))
          .whereRef('period_oid', '=', 'pp.oid')
          .as('cost'),
    ])
    .where('pp.oid', '=', periodOid)
    .executeTakeFirstOrThrow();
  return {
    Year: p.year,
    Month: p.month,
    Status: p.status,
    EmployeeCount: Number(p.employee_count),
    GrossKurus: Number(p.gross),
    PaidKurus: Number(p.paid),
    EmployerCostKurus: Number(p.cost),
    ImportedBy: p.imported_by ?? 'Sistem',
    ImportedAt: new Date(p.imported_at).toISOString(),
    PublishedBy: p.published_by ?? (p.published_at ? 'Sistem' : null),
    PublishedAt: p.published_at ? new Date(p.published_at).toISOString() : null,
  };
}

export async function payrollPeriods(db: Db): Promise<PayrollPeriod[]> {
  const rows = await db
    .selectFrom('payroll_period')
    .select('oid')
    .orderBy('year', 'desc')
    .orderBy('month', 'desc')
    .execute();
  return Promise.all(rows.map((r) => periodView(db, r.oid)));
}

/** Reads every line against the employees; the errors name the line as a spreadsheet numbers it. */
async function readCsv(db: Db, csv: string, at: Month): Promise<{ lines: Line[]; errors: PayrollImportError[] }> {
  const errors: PayrollImportError[] = [];
  const raw = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvFields(raw[0] ?? '');
  const norm = (s: string) => s.toLocaleLowerCase('tr').replace(/\s+/g, ' ');
  if (header.length !== PayrollCsvColumns.length || header.some((h, i) => norm(h) !== norm(PayrollCsvColumns[i]))) {
    return {
      lines: [],
      errors: [{ Line: 1, Message: `Başlık satırı şu sütunlardan oluşmalıdır: ${PayrollCsvColumns.join(';')}` }],
    };
  }
  const employees = await db
    .selectFrom('employee as e')
    .innerJoin('registry as r', 'r.oid', 'e.registry_oid')
    .select(['e.oid', 'e.sicil_no', 'r.pid_no'])
    .execute();
  const bySicil = new Map(employees.map((e) => [e.sicil_no, e]));
  const seen = new Map<string, number>();
  const lines: Line[] = [];
  const minimumWage = rulesOf(at.year).minimumWageKurus;
  const readLine = (lineNo: number, f: string[]): Omit<Line, 'line'> | string => {
    if (f.length !== PayrollCsvColumns.length)
      return `${PayrollCsvColumns.length} sütun olmalı, ${f.length} sütun var.`;
    const employee = bySicil.get(f[0]);
    if (!employee) return `Sicil No ${f[0] || '(boş)'} ile kayıtlı bir çalışan yok.`;
    if (employee.pid_no !== f[1]) return `Sicil No ${f[0]} çalışanının T.C. Kimlik No'su dosyadakiyle uyuşmuyor.`;
    const first = seen.get(f[0]);
    if (first) return `Sicil No ${f[0]} dosyada ikinci kez geçiyor (ilk kez ${first}. satırda).`;
    seen.set(f[0], lineNo);
    const amounts = AMOUNT_COLUMNS.map((c) => amountKurus(f[c]));
    const bad = AMOUNT_COLUMNS.filter((_, k) => amounts[k] === null).map((c) => PayrollCsvColumns[c]);
    if (bad.length) return `${bad.join(', ')}: tutar 45000,00 biçiminde olmalıdır.`;
    const [baseKurus, allowanceKurus, overtimeKurus, unionDuesKurus, garnishmentKurus] = amounts as number[];
    if (baseKurus + allowanceKurus + overtimeKurus < minimumWage) {
      return `Brüt ücret ${at.year} asgari ücretinin (${formatKurus(minimumWage)} TL) altında olamaz.`;
    }
    const parts = { baseKurus, allowanceKurus, overtimeKurus };
    return { employeeOid: employee.oid, sicilNo: f[0], parts, unionDuesKurus, garnishmentKurus };
  };
  for (const [i, text] of raw.slice(1).entries()) {
    if (text.trim() === '') continue;
    const read = readLine(i + 2, csvFields(text));
    if (typeof read === 'string') errors.push({ Line: i + 2, Message: read });
    else lines.push({ line: i + 2, ...read });
  }
  if (lines.length === 0 && errors.length === 0) errors.push({ Line: 2, Message: 'Dosyada bordro satırı yok.' });
  return { lines, errors };
}

/**
 * Imports a month as a draft, all lines or none: each line is computed on the employee's cumulative tax base of
 * the year's earlier months, so months are imported in order and a published month never changes.
 */
export async function importPayrollMonth(
  db: Db,
  staffOid: number,
  input: Month & { csv: string; ip: string },
): Promise<{ Period: PayrollPeriod | null; Errors: PayrollImportError[] }> {
  return db.transaction().execute(async (trx) => {
    // Two imports of the same month wait for each other.
    await sql`select pg_advisory_xact_lock(hashtext(${`payroll:${input.year}`}))`.execute(trx);
    const existing = await trx
      .selectFrom('payroll_period')
      .select(['oid', 'status'])
      .where('year', '=', input.year)
      .where('month', '=', input.month)
      .executeTakeFirst();
    if (existing?.status === 'PUBLISHED') throw conflict(PayrollMessages.alreadyPublished);
    const later = await trx
      .selectFrom('payroll_period')
      .select('oid')
      .where('year', '=', input.year)
      .where('month', '>', input.month)
      .executeTakeFirst();
    if (later) throw conflict(PayrollMessages.laterMonthExists);
    const { lines, errors } = await readCsv(trx, input.csv, input);
    const prior = await trx
      .selectFrom('payroll as p')
      .innerJoin('payroll_period as pp', 'pp.oid', 'p.period_oid')
      .select([
        'p.employee_oid',
        sql<string>`sum(p.income_tax_base_kurus)`.as('base'),
        sql<string>`count(*)`.as('months'),
      ])
      .where('pp.year', '=', input.year)
      .where('pp.month', '<', input.month)
      .groupBy('p.employee_oid')
      .execute();
    const priorOf = new Map(prior.map((p) => [p.employee_oid, { base: Number(p.base), months: Number(p.months) }]));
    const computed = lines.map((l) => {
      const before = priorOf.get(l.employeeOid) ?? { base: 0, months: 0 };
      const payroll = computePayroll({
        year: input.year,
        ...l.parts,
        unionDuesKurus: l.unionDuesKurus,
        garnishmentKurus: l.garnishmentKurus,
        priorCumulativeTaxBaseKurus: before.base,
        priorMonthsInYear: before.months,
      });
      if (l.garnishmentKurus > maxGarnishmentKurus(payroll.netKurus)) {
        errors.push({
          Line: l.line,
          Message: `İcra kesintisi net ücretin dörtte birini (${formatKurus(maxGarnishmentKurus(payroll.netKurus))} TL) aşamaz.`,
        });
      } else if (payroll.paidKurus < 0) {
        errors.push({ Line: l.line, Message: 'Kesintiler net ücreti aşıyor.' });
      }
      return { l, payroll };
    });
    if (errors.length) return { Period: null, Errors: errors.sort((a, b) => a.Line - b.Line) };
    const periodOid = existing
      ? existing.oid
      : (
          await trx
            .insertInto('payroll_period')
            .values({ year: input.year, month: input.month, imported_by: staffOid })
            .returning('oid')
            .executeTakeFirstOrThrow()
        ).oid;
    if (existing) {
      await trx.deleteFrom('payroll').where('period_oid', '=', periodOid).execute();
      await trx
        .updateTable('payroll_period')
        .set({ imported_by: staffOid, imported_at: sql<Date>`now()` })
        .where('oid', '=', periodOid)
        .execute();
    }
    for (let i = 0; i < computed.length; i += 200) {
      await trx
        .insertInto('payroll')
        .values(
          computed
            .slice(i, i + 200)
            .map(({ l, payroll }) =>
              payrollRow(
                { periodOid, employeeOid: l.employeeOid, verificationCode: newVerificationCode() },
                l.parts,
                payroll,
              ),
            ),
        )
        .execute();
    }
    const period = await periodView(trx, periodOid);
    await auditStaffAct(trx, staffOid, {
      action: 'PAYROLL_IMPORTED',
      recordType: 'payroll_period',
      recordId: `${input.year}-${String(input.month).padStart(2, '0')}`,
      before: existing ? { status: 'DRAFT' } : undefined,
      after: { status: 'DRAFT', employees: period.EmployeeCount, grossKurus: period.GrossKurus },
      ip: input.ip,
    });
    return { Period: period, Errors: [] };
  });
}

export async function publishPayrollMonth(db: Db, staffOid: number, input: Month & { ip: string }) {
  return db.transaction().execute(async (trx) => {
    const period = await trx
      .selectFrom('payroll_period')
      .select(['oid', 'status'])
      .where('year', '=', input.year)
      .where('month', '=', input.month)
      .forUpdate()
      .executeTakeFirst();
    if (!period) throw notFound(PayrollMessages.periodNotFound);
    if (period.status === 'PUBLISHED') throw conflict(PayrollMessages.alreadyPublished);
    const view = await periodView(trx, period.oid);
    if (view.EmployeeCount === 0) throw conflict(PayrollMessages.publishWithoutPayroll);
    await trx
      .updateTable('payroll_period')
      .set({ status: 'PUBLISHED', published_by: staffOid, published_at: sql<Date>`now()` })
      .where('oid', '=', period.oid)
      .execute();
    await auditStaffAct(trx, staffOid, {
      action: 'PAYROLL_PUBLISHED',
      recordType: 'payroll_period',
      recordId: `${input.year}-${String(input.month).padStart(2, '0')}`,
      before: { status: 'DRAFT' },
      after: { status: 'PUBLISHED', employees: view.EmployeeCount },
      ip: input.ip,
    });
    return periodView(trx, period.oid);
  });
}
