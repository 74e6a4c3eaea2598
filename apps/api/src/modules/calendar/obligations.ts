import {
  addDays,
  type CancellationView,
  type Debt,
  type Obligation,
  type ObligationHold,
  type ObligationKind,
  trDay,
  twentiethAfter,
  workingDue,
} from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { type EstateChange, undeclaredEstateChanges, yearlyAds } from '../declarations/index.js';
import { holderOf, openDebts } from '../ledger/index.js';
import { INSTALLMENT_REVENUE_CODE } from '../restructuring/index.js';
import { debtOwner, myCancellations } from '../water/index.js';

/** How far ahead the calendar looks; an overdue debt shows whatever its age, so nothing owed is hidden. */
export const HORIZON_DAYS = 400;

const ENTERTAINMENT_LAW = '2464 s. Belediye Gelirleri Kanunu md. 21';

/** Which kind of obligation a debt is: a plan's installment, a water bill, or any other accrual. */
export function debtKind(d: Pick<Debt, 'RevenueCode' | 'SubscriberNo'>): ObligationKind {
  if (d.RevenueCode === INSTALLMENT_REVENUE_CODE) return 'RESTRUCTURING';
  if (d.SubscriberNo) return 'WATER_BILL';
  return 'ACCRUAL';
}

/** A debt's day as a citizen can pay it: the recorded due date, moved off a weekend or holiday (ADR 0038). */
function dueOf(recorded: string): { date: string; why: string | null } {
  const due = workingDue(recorded, `Son ödeme günü ${trDay(recorded)}`);
  return { date: due.date, why: due.date === recorded ? null : due.why };
}

function debtTitle(d: Debt): string {
  const installment = d.InstallmentNo > 0 ? ` / ${d.InstallmentNo}. taksit` : '';
  const meter = d.SubscriberNo ? ` (abone ${d.SubscriberNo})` : '';
  return `${d.RevenueName} ${d.Year}${installment}${meter}`;
}

/** What the calendar says of a ledger hold: a plan, a payment at the bank, or anything else that is in progress. */
export const holdOf = (kind: string): ObligationHold =>
  kind === 'RESTRUCTURING_PLAN' ? 'PLAN' : kind === 'PAYMENT_ORDER' ? 'PAYMENT' : 'OTHER';

/** A debt of the ledger as an obligation; its UID is the accrual's, so a new amount or day updates the event. */
export function debtObligation(d: Debt, hold: ObligationHold | null): Obligation {
  const kind = debtKind(d);
  const due = dueOf(d.DueDate);
  return {
    Uid: `${kind === 'ACCRUAL' ? 'tahakkuk' : kind === 'RESTRUCTURING' ? 'yapilandirma' : 'su'}-${d.AccrualOid}`,
    Kind: kind,
    Title: debtTitle(d),
    DueDate: due.date,
    DueWhy: due.why,
    PrincipalKurus: d.PrincipalKurus,
    LateFeeKurus: d.LateFeeKurus,
    TotalKurus: d.TotalKurus,
    IsOverdue: d.IsOverdue,
    Hold: hold,
    AccrualOid: d.AccrualOid,
    // A plan's own debts are paid through its installments; the others on the debt page.
    ActionPath: hold === 'PLAN' ? '/DebtRestructuring' : `/DebtQuestioning?borc=${d.AccrualOid}`,
  };
}

/** A water line's cutting day while the application waits for it; after the cut there is nothing to come. */
export function cutObligation(
  c: Pick<CancellationView, 'ApplicationNo' | 'SubscriberNo' | 'CuttingDate' | 'CutOn' | 'Status'>,
  today: string,
): Obligation | null {
  if (c.CutOn || c.Status === 'REJECTED' || c.CuttingDate < today) return null;
  return {
    Uid: `su-kesim-${c.ApplicationNo}`,
    Kind: 'WATER_CUT',
    Title: `Su hattı kesimi (abone ${c.SubscriberNo}, başvuru ${c.ApplicationNo})`,
    DueDate: c.CuttingDate,
    DueWhy: null,
    PrincipalKurus: null,
    LateFeeKurus: null,
    TotalKurus: null,
    IsOverdue: false,
    Hold: null,
    AccrualOid: null,
    ActionPath: '/ContractCancellation',
  };
}

/** A declaration to file by a working day: no amount, the day's reason, and the form to file it on. */
function declarationDue(
  what: { Uid: string; Title: string; ActionPath: string },
  due: { date: string; why: string },
  today: string,
): Obligation {
  return {
    ...what,
    Kind: 'DECLARATION',
    DueDate: due.date,
    DueWhy: due.why,
    PrincipalKurus: null,
    LateFeeKurus: null,
    TotalKurus: null,
    IsOverdue: due.date < today,
    Hold: null,
    AccrualOid: null,
  };
}

/**
 * A venue that declares its eğlence vergisi month by month files each month by the 20th of the next. From the
 * last month declared, the next months that have begun by `today` are due (at most three, the rest would be a
 * matter for the office).
 */
export function entertainmentDeadlines(lastMonth: string, venue: string, today: string): Obligation[] {
  const out: Obligation[] = [];
  let year = Number(lastMonth.slice(0, 4));
  let month = Number(lastMonth.slice(5, 7));
  for (let i = 0; i < 3; i++) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    if (first > today) break;
    const twentieth = twentiethAfter(year, month);
    const due = workingDue(twentieth, `İzleyen ayın 20'si: ${trDay(twentieth)} (${ENTERTAINMENT_LAW})`);
    out.push(
      declarationDue(
        {
          Uid: `beyan-eglence-${venue}-${first.slice(0, 7)}`,
          Title: `Eğlence vergisi beyannamesi, ${String(month).padStart(2, '0')}.${year} (${venue})`,
          ActionPath: '/EMunicipalityEntertainmentDeclaration',
        },
        due,
        today,
      ),
    );
  }
  return out;
}

const ESTATE_LAW = '1319 s. Emlak Vergisi Kanunu md. 23, 33';
const AD_LAW = '2464 s. Belediye Gelirleri Kanunu md. 14';

/** The declaration form of each estate type: building, plot, land. */
const ESTATE_FORMS = {
  1: '/EMunicipalityEstateDeclarationBuilding',
  2: '/EMunicipalityEstateDeclarationPlot',
  3: '/EMunicipalityEstateDeclarationLand',
} as const;
const ESTATE_NAMES = { 1: 'Bina', 2: 'Arsa', 3: 'Arazi' } as const;
const CHANGE_NAMES = {
  ACQUISITION: 'edinme',
  BUILDING_COMPLETED: 'inşaatın bitmesi',
  USE_CHANGE: 'kullanım değişikliği',
} as const;

/**
 * An acquisition, a finished building or a change of use is declared by the end of the year it happened in (the
 * tax changes from the next year: 1319 md. 23, 33); the last day moves off a weekend or a holiday.
 */
export function estateDeclarationDeadline(change: EstateChange, today: string): Obligation {
  const year = change.changeDate.slice(0, 4);
  const last = `${year}-12-31`;
  const kind = CHANGE_NAMES[change.changeKind];
  const due = workingDue(
    last,
    `${kind.charAt(0).toLocaleUpperCase('tr')}${kind.slice(1)} yılının sonu: ${trDay(last)} (${ESTATE_LAW})`,
  );
  return declarationDue(
    {
      Uid: `beyan-emlak-${change.oid}`,
      Title: `${ESTATE_NAMES[change.estateType]} beyannamesi, ada ${change.ada} parsel ${change.parsel} (${kind} ${trDay(change.changeDate)})`,
      ActionPath: ESTATE_FORMS[change.estateType],
    },
    due,
    today,
  );
}

/**
 * Standing (yearly) advertisements are declared again for each year by the end of its January, when the first
 * installment of the year's ilan ve reklam vergisi falls due; the last day moves off a weekend or a holiday.
 */
export function adDeclarationDeadline(
  registryOid: number,
  year: number,
  businessName: string,
  today: string,
): Obligation {
  const last = `${year}-01-31`;
  const due = workingDue(last, `Yıllık ilan ve reklam beyanı, Ocak sonu: ${trDay(last)} (${AD_LAW})`);
  return declarationDue(
    {
      Uid: `beyan-reklam-${registryOid}-${year}`,
      Title: `İlan ve reklam vergisi beyannamesi, ${year}${businessName ? ` (${businessName})` : ''}`,
      ActionPath: '/EMunicipalityAdDeclaration',
    },
    due,
    today,
  );
}

/** The declarations a registry's property and advertisements oblige it to, whose year has come or is next. */
async function declarationDeadlines(database: Database, registryOid: number, today: string): Promise<Obligation[]> {
  const [changes, ads] = await Promise.all([
    undeclaredEstateChanges(database, registryOid),
    yearlyAds(database, registryOid),
  ]);
  const thisYear = Number(today.slice(0, 4));
  const out = changes.map((c) => estateDeclarationDeadline(c, today));
  // Ads declared for this year (or last) are due again next January (or this one), unless already declared.
  if (ads && !ads.nextDeclared && ads.year + 1 >= thisYear && ads.year + 1 <= thisYear + 1) {
    out.push(adDeclarationDeadline(registryOid, ads.year + 1, ads.businessName, today));
  }
  return out;
}

/** The newest month each venue declared monthly, for the venues whose declarations stand. */
async function monthlyVenues(database: Database, registryOid: number) {
  const rows = await database.db
    .selectFrom('declaration')
    .select(['payload'])
    .where('registry_oid', '=', registryOid)
    .where('kind', '=', 'ENTERTAINMENT')
    .where('status', 'in', ['SUBMITTED', 'APPROVED'])
    .execute();
  const last = new Map<string, string>();
  for (const r of rows) {
    const p = r.payload as { period?: string; venueName?: string; startDate?: string };
    if (p.period !== 'MONTHLY' || !p.venueName || !p.startDate) continue;
    const seen = last.get(p.venueName);
    if (!seen || seen < p.startDate) last.set(p.venueName, p.startDate);
  }
  return last;
}

/**
 * Everything of a registry that has a day coming (or passed unpaid): its debts and its meters' bills with the
 * late fee of `today`, what holds them, declarations to file and a line to be cut; by day, then by title.
 */
export async function upcomingObligations(
  database: Database,
  registryOid: number,
  today: string,
): Promise<Obligation[]> {
  const owner = await debtOwner(database, registryOid);
  const [debts, cancellations, venues, declarations] = await Promise.all([
    openDebts(database, owner, today),
    myCancellations({ database }, registryOid),
    monthlyVenues(database, registryOid),
    declarationDeadlines(database, registryOid, today),
  ]);
  const horizon = addDays(today, HORIZON_DAYS);
  const shown = debts.filter((d) => d.DueDate <= horizon);
  const holds = new Map(
    (
      await holderOf(
        database.db,
        shown.map((d) => d.AccrualOid),
      )
    ).map((h) => [h.accrualOid, holdOf(h.holder.kind)]),
  );
  const items = [
    ...shown.map((d) => debtObligation(d, holds.get(d.AccrualOid) ?? null)),
    ...cancellations.map((c) => cutObligation(c, today)).filter((o): o is Obligation => o !== null),
    ...[...venues].flatMap(([venue, month]) => entertainmentDeadlines(month, venue, today)),
    ...declarations,
  ];
  return items.sort((a, b) => a.DueDate.localeCompare(b.DueDate) || a.Title.localeCompare(b.Title, 'tr'));
}
