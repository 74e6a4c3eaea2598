import { randomInt } from 'node:crypto';
import {
  type Employee,
  PAYROLL_HISTORY_MONTHS,
  type PayrollDetail,
  type PayrollLines,
  type PayrollSummary,
  type PayrollYearSummary,
  todayInIstanbul,
} from '@e-belediye/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;

/** The index of a month, to compare and count months across years. */
export const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

/** The first month the pages reach back to: the last 24 months before the current Turkish month. */
export function historyStart(today = todayInIstanbul()): number {
  return monthIndex(Number(today.slice(0, 4)), Number(today.slice(5, 7))) - PAYROLL_HISTORY_MONTHS;
}

/**
 * The employee with this T.C. Kimlik No who may read payrolls: one in service, or one who left but has a
 * published payroll in the last 24 months (a former employee still needs their last payslips).
 */
export async function payrollEmployeeByPid(db: Db, pidNo: string) {
  return db
    .selectFrom('employee as e')
    .innerJoin('registry as r', 'r.oid', 'e.registry_oid')
    .select(['e.oid', 'e.registry_oid', 'r.gsm_number'])
    .where('r.pid_no', '=', pidNo)
    .where((eb) =>
      eb.or([
        eb('e.is_active', '=', true),
        eb.exists(
          eb
            .selectFrom('payroll as p')
            .innerJoin('payroll_period as pp', 'pp.oid', 'p.period_oid')
            .select('p.oid')
            .whereRef('p.employee_oid', '=', 'e.oid')
            .where('pp.status', '=', 'PUBLISHED')
            .where(sql<number>`pp.year * 12 + pp.month - 1`, '>=', historyStart()),
        ),
      ]),
    )
    .orderBy('e.is_active', 'desc')
    .orderBy('e.oid', 'desc')
    .executeTakeFirst();
}

export async function employeeView(db: Db, employeeOid: number): Promise<Employee> {
  const e = await db
    .selectFrom('employee as e')
    .innerJoin('registry as r', 'r.oid', 'e.registry_oid')
    .select(['r.name', 'r.surname', 'e.sicil_no', 'e.department', 'e.title'])
    .where('e.oid', '=', employeeOid)
    .executeTakeFirstOrThrow();
  return {
    NameSurname: [e.name, e.surname].filter(Boolean).join(' '),
    SicilNo: e.sicil_no,
    Department: e.department,
    Title: e.title,
  };
}

const published = (db: Db, employeeOid: number) =>
  db
    .selectFrom('payroll as p')
    .innerJoin('payroll_period as pp', 'pp.oid', 'p.period_oid')
    .selectAll('p')
    .select(['pp.year', 'pp.month'])
    .where('p.employee_oid', '=', employeeOid)
    .where('pp.status', '=', 'PUBLISHED');
type PublishedRow = Awaited<ReturnType<ReturnType<typeof published>['execute']>>[number];

const summaryOf = (p: PublishedRow): PayrollSummary => ({
  Year: p.year,
  Month: p.month,
  GrossKurus: Number(p.gross_kurus),
  DeductionKurus: Number(p.gross_kurus) - Number(p.paid_kurus),
  NetKurus: Number(p.net_kurus),
  PaidKurus: Number(p.paid_kurus),
});

/** The published months of the last 24, newest first. */
export async function payrollSummaries(db: Db, employeeOid: number): Promise<PayrollSummary[]> {
  const rows = await published(db, employeeOid)
    .where(sql<number>`pp.year * 12 + pp.month - 1`, '>=', historyStart())
    .orderBy('pp.year', 'desc')
    .orderBy('pp.month', 'desc')
    .execute();
  return rows.map(summaryOf);
}

export async function payrollDetail(
  db: Db,
  employeeOid: number,
  year: number,
  month: number,
): Promise<Omit<PayrollDetail, 'Employee'> | undefined> {
  const p = await published(db, employeeOid)
    .where('pp.year', '=', year)
    .where('pp.month', '=', month)
    .executeTakeFirst();
  if (!p) return undefined;
  const n = (v: number) => Number(v);
  return {
    ...summaryOf(p),
    BaseKurus: n(p.base_kurus),
    AllowanceKurus: n(p.allowance_kurus),
    OvertimeKurus: n(p.overtime_kurus),
    SgkBaseKurus: n(p.sgk_base_kurus),
    SgkEmployeeKurus: n(p.sgk_employee_kurus),
    UnemploymentEmployeeKurus: n(p.unemployment_employee_kurus),
    IncomeTaxBaseKurus: n(p.income_tax_base_kurus),
    CumulativeTaxBaseKurus: n(p.cumulative_tax_base_kurus),
    IncomeTaxBeforeExemptionKurus: n(p.income_tax_before_exemption_kurus),
    IncomeTaxExemptionKurus: n(p.income_tax_exemption_kurus),
    IncomeTaxKurus: n(p.income_tax_kurus),
    StampTaxBeforeExemptionKurus: n(p.stamp_tax_before_exemption_kurus),
    StampTaxExemptionKurus: n(p.stamp_tax_exemption_kurus),
    StampTaxKurus: n(p.stamp_tax_kurus),
    UnionDuesKurus: n(p.union_dues_kurus),
    GarnishmentKurus: n(p.garnishment_kurus),
    SgkEmployerKurus: n(p.sgk_employer_kurus),
    UnemploymentEmployerKurus: n(p.unemployment_employer_kurus),
    EmployerCostKurus: n(p.employer_cost_kurus),
    VerificationCode: p.verification_code,
  };
}

/** A year's published months and their totals. */
export async function payrollYear(db: Db, employeeOid: number, year: number): Promise<PayrollYearSummary> {
  const rows = await published(db, employeeOid).where('pp.year', '=', year).orderBy('pp.month').execute();
  const total = (pick: (p: PublishedRow) => number) => rows.reduce((s, p) => s + Number(pick(p)), 0);
  return {
    Year: year,
    Months: rows.map(summaryOf),
    GrossKurus: total((p) => p.gross_kurus),
    SgkEmployeeKurus: total((p) => p.sgk_employee_kurus),
    UnemploymentEmployeeKurus: total((p) => p.unemployment_employee_kurus),
    IncomeTaxKurus: total((p) => p.income_tax_kurus),
    StampTaxKurus: total((p) => p.stamp_tax_kurus),
    NetKurus: total((p) => p.net_kurus),
    PaidKurus: total((p) => p.paid_kurus),
    EmployerCostKurus: total((p) => p.employer_cost_kurus),
  };
}

/** A published payroll found by the code printed on its PDF. */
export async function payrollByVerificationCode(db: Db, code: string) {
  return db
    .selectFrom('payroll as p')
    .innerJoin('payroll_period as pp', 'pp.oid', 'p.period_oid')
    .innerJoin('employee as e', 'e.oid', 'p.employee_oid')
    .innerJoin('registry as r', 'r.oid', 'e.registry_oid')
    .select(['pp.year', 'pp.month', 'p.net_kurus', 'r.name', 'r.surname'])
    .where('p.verification_code', '=', code.toUpperCase())
    .where('pp.status', '=', 'PUBLISHED')
    .executeTakeFirst();
}

/** Every look at a payroll, for the employee's KVKK record. */
export async function logPayrollAccess(
  db: Db,
  entry: { employeeOid: number; action: string; ip: string; year?: number; month?: number },
): Promise<void> {
  await db
    .insertInto('payroll_access_log')
    .values({
      employee_oid: entry.employeeOid,
      action: entry.action,
      year: entry.year ?? null,
      month: entry.month ?? null,
      ip: entry.ip,
    })
    .execute();
}

// No 0/O or 1/I: the code is read off paper.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'BRD-XXXX-XXXX-XXXX': 60 random bits; `pick` draws an index (the seed passes its own generator). */
export function newVerificationCode(pick: (n: number) => number = randomInt): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[pick(CODE_ALPHABET.length)]).join('');
  return `BRD-${group()}-${group()}-${group()}`;
}

/** The stored row of one computed payroll. */
export function payrollRow(
  ids: { periodOid: number; employeeOid: number; verificationCode: string },
  parts: { baseKurus: number; allowanceKurus: number; overtimeKurus: number },
  lines: PayrollLines,
) {
  return {
    period_oid: ids.periodOid,
    employee_oid: ids.employeeOid,
    base_kurus: parts.baseKurus,
    allowance_kurus: parts.allowanceKurus,
    overtime_kurus: parts.overtimeKurus,
    gross_kurus: lines.grossKurus,
    sgk_base_kurus: lines.sgkBaseKurus,
    sgk_employee_kurus: lines.sgkEmployeeKurus,
    unemployment_employee_kurus: lines.unemploymentEmployeeKurus,
    income_tax_base_kurus: lines.incomeTaxBaseKurus,
    cumulative_tax_base_kurus: lines.cumulativeTaxBaseKurus,
    income_tax_before_exemption_kurus: lines.incomeTaxBeforeExemptionKurus,
    income_tax_exemption_kurus: lines.incomeTaxExemptionKurus,
    income_tax_kurus: lines.incomeTaxKurus,
    stamp_tax_before_exemption_kurus: lines.stampTaxBeforeExemptionKurus,
    stamp_tax_exemption_kurus: lines.stampTaxExemptionKurus,
    stamp_tax_kurus: lines.stampTaxKurus,
    net_kurus: lines.netKurus,
    union_dues_kurus: lines.unionDuesKurus,
    garnishment_kurus: lines.garnishmentKurus,
    paid_kurus: lines.paidKurus,
    sgk_employer_kurus: lines.sgkEmployerKurus,
    unemployment_employer_kurus: lines.unemploymentEmployerKurus,
    employer_cost_kurus: lines.employerCostKurus,
    verification_code: ids.verificationCode,
  };
}
