import {
  actedForText,
  type Calculation,
  type DeclarationDetail,
  type DeclarationInput,
  type DeclarationKind,
  DeclarationKinds,
  type DeclarationNames,
  type DeclarationStatus,
  DeclarationStatuses,
  type DeclarationSummaryItem,
  type Declarer,
  type DeclarerProfile,
  declarationYear,
  maskIdentityNumber,
  RegistryTypes,
  streetLabel,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { filesOf } from '../files/index.js';
import { lateFeeKurus, lateFeeRates } from '../ledger/index.js';
import { maskName, payerName, registryByOid } from '../registries/index.js';
import { OPEN_FOR_CHANGE, RecordMessages } from './record.js';
import { adTariffsOf, entertainmentTariffsOf, parametersOf } from './tables.js';

export const QueryMessages = {
  otherRegistry: 'Yalnız kendi sicilinizin beyanname borçlarını görebilirsiniz.',
  noReceipt: 'Bu doğrulama koduyla düzenlenmiş bir beyanname bulunamadı.',
} as const;

const iso = (d: Date) => d.toISOString();

/** A declaration version with what was paid and what remains of its live accruals, and who acted under a grant. */
function versions(database: Database) {
  return database.db
    .selectFrom('declaration as d')
    .leftJoin('declaration_accrual as da', 'da.declaration_oid', 'd.oid')
    .leftJoin('accrual as a', (j) => j.onRef('a.oid', '=', 'da.accrual_oid').on('a.cancelled_at', 'is', null))
    .leftJoin('objection as o', 'o.oid', 'd.objection_oid')
    .leftJoin('member as am', 'am.oid', 'd.acted_by_member_oid')
    .leftJoin('registry as ar', 'ar.oid', 'am.registry_oid')
    .select([
      'o.case_no',
      'ar.name as actor_name',
      'ar.surname as actor_surname',
      'd.oid',
      'd.number',
      'd.kind',
      'd.estate_type',
      'd.year',
      'd.version',
      'd.status',
      'd.title',
      'd.total_kurus',
      'd.filed_at',
      'd.return_reason',
      'd.registry_oid',
      'd.reviewed_at',
      'd.replaces_oid',
      sql<number>`coalesce(sum(a.paid_kurus), 0)::int`.as('paid'),
      sql<number>`coalesce(sum(a.principal_kurus - a.paid_kurus), 0)::int`.as('remaining'),
      sql<number>`count(a.oid)::int`.as('accruals'),
    ])
    .groupBy(['d.oid', 'o.case_no', 'ar.oid']);
}
type VersionRow = Awaited<ReturnType<ReturnType<typeof versions>['execute']>>[number];

export function summaryOf(r: VersionRow): DeclarationSummaryItem {
  const open = (OPEN_FOR_CHANGE as readonly string[]).includes(r.status);
  return {
    Oid: r.oid,
    Number: r.number,
    Kind: r.kind,
    KindName: DeclarationKinds[r.kind],
    EstateType: r.estate_type,
    Year: r.year,
    Version: r.version,
    Status: r.status,
    StatusName: DeclarationStatuses[r.status],
    Title: r.title,
    TotalKurus: Number(r.total_kurus),
    PaidKurus: Number(r.paid),
    RemainingKurus: Number(r.remaining),
    FiledAt: iso(r.filed_at),
    ReturnReason: r.status === 'RETURNED' ? r.return_reason : null,
    CanAmend: open,
    CanWithdraw: open && Number(r.paid) === 0,
    ObjectionCaseNo: r.case_no,
    ActedByName: r.actor_name === null ? null : payerName({ name: r.actor_name, surname: r.actor_surname }),
  };
}

/** The registry's declarations, the newest version of each, newest first. */
export async function declarationSummary(
  database: Database,
  registryOid: number,
  filter: { year?: number; kind?: DeclarationKind },
) {
  const rows = await versions(database)
    .where('d.registry_oid', '=', registryOid)
    .where('d.status', '!=', 'REPLACED')
    .$if(filter.year !== undefined, (q) => q.where('d.year', '=', filter.year!))
    .$if(filter.kind !== undefined, (q) => q.where('d.kind', '=', filter.kind!))
    .orderBy('d.filed_at', 'desc')
    .orderBy('d.oid', 'desc')
    .limit(500)
    .execute();
  return rows.map(summaryOf);
}

export async function versionRow(database: Database, oid: number) {
  return versions(database).where('d.oid', '=', oid).executeTakeFirst();
}

/** Everything of one version; `registryOid` limits it to a member's own (null: the office reads any). */
export async function declarationDetail(
  database: Database,
  oid: number,
  registryOid: number | null,
): Promise<DeclarationDetail> {
  const row = await versionRow(database, oid);
  if (!row || (registryOid !== null && row.registry_oid !== registryOid)) throw notFound(RecordMessages.notFound);
  const full = await database.db
    .selectFrom('declaration')
    .select(['declarer', 'payload', 'computed', 'verification_code', 'acted_by_member_oid'])
    .where('oid', '=', oid)
    .executeTakeFirstOrThrow();
  const actor = full.acted_by_member_oid === null ? null : await registryOfActor(database, full.acted_by_member_oid);
  const history = await database.db
    .selectFrom('declaration')
    .select(['oid', 'version', 'status', 'total_kurus', 'filed_at'])
    .where('number', '=', row.number)
    .orderBy('version', 'desc')
    .execute();
  const registry = await registryByOid(database, row.registry_oid);
  // A version lists its own files: an amendment carries over those of the earlier version it keeps.
  const files = await filesOf(database.db, { kind: 'declaration', oid });
  const accruals = await database.db
    .selectFrom('declaration_accrual')
    .select('accrual_oid')
    .where('declaration_oid', '=', oid)
    .orderBy('accrual_oid')
    .execute();
  return {
    ...summaryOf(row),
    RegistryNo: registry?.registry_no ?? '',
    Declarer: full.declarer as Declarer,
    Declaration: full.payload as DeclarationInput,
    Calculation: full.computed as Calculation,
    Attachments: files,
    VerificationCode: full.verification_code,
    ReplacesOid: row.replaces_oid,
    History: history.map((h) => ({
      Oid: h.oid,
      Version: h.version,
      Status: h.status as DeclarationStatus,
      TotalKurus: Number(h.total_kurus),
      FiledAt: iso(h.filed_at),
    })),
    AccrualOids: accruals.map((a) => a.accrual_oid),
    Names: await declarationNames(database, full.payload as DeclarationInput),
    ActedBy: actor && registry ? actedForText(payerName(actor), payerName(registry)) : null,
  };
}

/** The registry (for its name) of the member who acted under a grant. */
const registryOfActor = (database: Database, memberOid: number) =>
  database.db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['r.name', 'r.surname'])
    .where('m.oid', '=', memberOid)
    .executeTakeFirst();

/** The names of the declaration's codes, so that the office and the citizen read words. */
async function declarationNames(database: Database, d: DeclarationInput): Promise<DeclarationNames> {
  const a = d.address;
  const place = await database.db
    .selectFrom('street as s')
    .innerJoin('district as di', 'di.code', 's.district_code')
    .innerJoin('county as c', 'c.code', 'di.county_code')
    .select(['c.name as county', 'di.name as district', 's.name as street', 's.type_name as street_type'])
    .where('s.code', '=', a.streetCode)
    .executeTakeFirst();
  const outer =
    a.outerDoorOid === undefined
      ? undefined
      : await database.db
          .selectFrom('outer_door')
          .select('door_no')
          .where('oid', '=', a.outerDoorOid)
          .executeTakeFirst();
  const inner =
    a.innerDoorOid === undefined
      ? undefined
      : await database.db
          .selectFrom('inner_door')
          .select('door_no')
          .where('oid', '=', a.innerDoorOid)
          .executeTakeFirst();
  const parameter = async (typeCode: number, code: string | undefined) =>
    code === undefined ? null : ((await parametersOf(database, typeCode)).find((p) => p.Code === code)?.Name ?? null);
  const year = declarationYear(d);
  const adTypes: Record<string, string> = {};
  if (d.kind === 'AD') {
    for (const t of await adTariffsOf(database, year)) adTypes[t.AdTypeCode] = t.AdTypeName;
  }
  const venue =
    d.kind === 'ENTERTAINMENT'
      ? ((await entertainmentTariffsOf(database, year)).find((t) => t.Code === d.venueTypeCode)?.Name ?? null)
      : null;
  return {
    County: place?.county ?? null,
    District: place?.district ?? null,
    Street: place ? streetLabel(place.street, place.street_type) : null,
    OuterDoor: outer?.door_no ?? null,
    InnerDoor: inner?.door_no ?? null,
    AcquisitionReason: d.kind === 'ESTATE' ? await parameter(9, d.acquisitionReasonCode) : null,
    LandKind: d.kind === 'ESTATE' ? await parameter(8, d.landKindCode) : null,
    VenueType: venue,
    AdTypes: adTypes,
  };
}

/** Accruals of the registry's current declaration versions (cancelled ones have left every list). */
function declarationAccruals(database: Database, registryOid: number) {
  return database.db
    .selectFrom('declaration as d')
    .innerJoin('declaration_accrual as da', 'da.declaration_oid', 'd.oid')
    .innerJoin('accrual as a', 'a.oid', 'da.accrual_oid')
    .innerJoin('revenue_type as t', 't.code', 'a.revenue_code')
    .select([
      'd.oid as declaration_oid',
      'd.number',
      'a.oid',
      'a.revenue_code',
      't.name as revenue_name',
      't.late_fee_applies',
      'a.year',
      'a.installment_no',
      'a.due_date',
      'a.description',
      'a.principal_kurus',
      'a.paid_kurus',
    ])
    .where('d.registry_oid', '=', registryOid)
    .where('d.status', '!=', 'REPLACED')
    .where('a.cancelled_at', 'is', null);
}

export async function declarationAccruments(
  database: Database,
  registryOid: number,
  filter: { declarationOid?: number; year?: number },
) {
  const rows = await declarationAccruals(database, registryOid)
    .$if(filter.declarationOid !== undefined, (q) => q.where('d.oid', '=', filter.declarationOid!))
    .$if(filter.year !== undefined, (q) => q.where('a.year', '=', filter.year!))
    .orderBy('a.due_date', 'desc')
    .orderBy('a.oid', 'desc')
    .execute();
  return rows.map((r) => {
    const accrued = Number(r.principal_kurus);
    const paid = Number(r.paid_kurus);
    return {
      AccrualOid: r.oid,
      RevenueCode: r.revenue_code,
      RevenueName: r.revenue_name,
      Year: r.year,
      InstallmentNo: r.installment_no,
      DueDate: r.due_date,
      Description: r.description,
      SubscriberNo: null,
      AccruedKurus: accrued,
      PaidKurus: paid,
      RemainingKurus: accrued - paid,
      Status: paid >= accrued ? ('PAID' as const) : paid > 0 ? ('PARTIAL' as const) : ('OPEN' as const),
      DeclarationOid: r.declaration_oid,
      DeclarationNumber: r.number,
    };
  });
}

/** Open declaration debts with the gecikme zammı they would carry on `asOf` (a day the citizen picks). */
export async function declarationBalances(
  database: Database,
  sessionRegistryOid: number,
  registryInfoOid: number,
  asOf: string,
) {
  if (registryInfoOid !== sessionRegistryOid) throw forbidden(QueryMessages.otherRegistry);
  const [rows, rates] = await Promise.all([
    declarationAccruals(database, sessionRegistryOid)
      .whereRef('a.paid_kurus', '<', 'a.principal_kurus')
      .orderBy('a.due_date')
      .orderBy('a.oid')
      .execute(),
    lateFeeRates(database.db),
  ]);
  return rows.map((r) => {
    const principal = Number(r.principal_kurus) - Number(r.paid_kurus);
    const fee = lateFeeKurus(
      { principalKurus: principal, dueDate: r.due_date, calculationDate: asOf, lateFeeApplies: r.late_fee_applies },
      rates,
    );
    return {
      AccrualOid: r.oid,
      RevenueCode: r.revenue_code,
      RevenueName: r.revenue_name,
      Year: r.year,
      InstallmentNo: r.installment_no,
      DueDate: r.due_date,
      Description: r.description,
      SubscriberNo: null,
      PrincipalKurus: principal,
      LateFeeKurus: fee,
      TotalKurus: principal + fee,
      IsOverdue: r.due_date < asOf,
      DeclarationOid: r.declaration_oid,
      DeclarationNumber: r.number,
    };
  });
}

/** Payments that went to the registry's declaration accruals, newest first. */
export async function declarationCollections(database: Database, registryOid: number, year?: number) {
  const rows = await database.db
    .selectFrom('declaration as d')
    .innerJoin('declaration_accrual as da', 'da.declaration_oid', 'd.oid')
    .innerJoin('accrual as a', 'a.oid', 'da.accrual_oid')
    .innerJoin('collection_line as l', 'l.accrual_oid', 'a.oid')
    .innerJoin('collection as c', 'c.oid', 'l.collection_oid')
    .select([
      'c.oid as collection_oid',
      'c.receipt_no',
      'c.collected_at',
      'd.oid as declaration_oid',
      'd.number',
      'a.description',
      'a.year',
      'a.installment_no',
      'l.principal_kurus',
      'l.late_fee_kurus',
    ])
    .where('d.registry_oid', '=', registryOid)
    .where('d.status', '!=', 'REPLACED')
    .$if(year !== undefined, (q) => q.where('a.year', '=', year!))
    .orderBy('c.collected_at', 'desc')
    .orderBy('c.oid', 'desc')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    CollectionOid: r.collection_oid,
    ReceiptNo: r.receipt_no ?? '',
    CollectedAt: iso(r.collected_at),
    DeclarationOid: r.declaration_oid,
    DeclarationNumber: r.number,
    Description: r.description,
    Year: r.year,
    InstallmentNo: r.installment_no,
    PrincipalKurus: Number(r.principal_kurus),
    LateFeeKurus: Number(r.late_fee_kurus),
  }));
}

/** Anyone holding a receipt checks it: the declarer's name masked, no identity number. */
export async function verifyReceipt(database: Database, code: string) {
  const row = await database.db
    .selectFrom('declaration as d')
    .innerJoin('registry as r', 'r.oid', 'd.registry_oid')
    .select([
      'd.number',
      'd.kind',
      'd.year',
      'd.version',
      'd.status',
      'd.total_kurus',
      'd.filed_at',
      'r.name',
      'r.surname',
    ])
    .where('d.verification_code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound(QueryMessages.noReceipt);
  return {
    Number: row.number,
    Kind: row.kind,
    KindName: DeclarationKinds[row.kind],
    Year: row.year,
    Version: row.version,
    Status: row.status,
    StatusName: DeclarationStatuses[row.status],
    DeclarerMasked: maskName(payerName(row)),
    TotalKurus: Number(row.total_kurus),
    FiledAt: iso(row.filed_at),
  };
}

/** What the registry knows of the signed-in declarer. */
export async function declarerOf(database: Database, registryOid: number): Promise<DeclarerProfile> {
  const r = await registryByOid(database, registryOid);
  if (!r) throw notFound();
  return {
    RegistryType: r.registry_type,
    RegistryTypeName: RegistryTypes[r.registry_type],
    IdentityNo: r.pid_no,
    Name: r.name,
    Surname: r.surname,
    FatherName: r.father_name,
    TaxOfficeCode: r.tax_office_code,
    GsmNumber: r.gsm_number,
    Email: r.email,
  };
}

export const maskedId = (id: string | null) => (id ? maskIdentityNumber(id) : '-');
