import {
  type FileRef,
  type ObjectionDecision,
  type ObjectionReason,
  type ObjectionView,
  RemedyByDesk,
} from '@e-belediye/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { filesOf } from '../files/index.js';
import { accrualForCase } from '../ledger/index.js';
import { notifyCitizen, ObjectionSms } from '../notifications/index.js';
import { debtOwner } from '../water/index.js';

export type CaseRow = Selectable<DB['objection']>;
export const OBJECTION_MESSAGE_CODE = 7060;

export const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The words of each step in the citizen's messages. */
export const StepWords = {
  received: 'alındı',
  asked: 'için ek bilgi istendi; lütfen yanıtlayınız',
  answered: 'için gönderdiğiniz bilgi alındı, inceleniyor',
  decided: 'karara bağlandı',
} as const;

const DecisionWords: Record<ObjectionDecision, string> = {
  ACCEPTED: 'Kabul',
  PARTLY_ACCEPTED: 'Kısmen kabul',
  REJECTED: 'Ret',
};
export const decisionWord = (d: ObjectionDecision) => DecisionWords[d];

/** Where the citizen follows a case: İtirazlarım with the case open. */
export const caseLink = (settings: Settings, caseNo: string) =>
  `${settings.publicUrl.replace(/\/$/, '')}/itirazlarim?basvuru=${caseNo}`;
export const decisionVerificationUrl = (settings: Settings, code: string) =>
  `${settings.publicUrl.replace(/\/$/, '')}/itiraz-dogrula/${code}`;

/** Tells the citizen of a step (SMS, and e-mail when known), in the transaction of the step. */
export async function tellCitizen(trx: Kysely<DB>, settings: Settings, row: CaseRow, what: string) {
  await notifyCitizen(trx, {
    registryOid: row.registry_oid,
    text: ObjectionSms.step(settings.app.MunicipalityName, row.case_no, what, caseLink(settings, row.case_no)),
    messageCode: OBJECTION_MESSAGE_CODE,
  });
}

/** Appends one entry to a case's timeline. */
export function addEvent(
  trx: Kysely<DB>,
  objectionOid: number,
  event: {
    kind: Selectable<DB['objection_event']>['kind'];
    text?: string | null;
    byCitizen?: boolean;
    staffOid?: number | null;
    files?: FileRef[];
  },
) {
  return trx
    .insertInto('objection_event')
    .values({
      objection_oid: objectionOid,
      kind: event.kind,
      text: event.text ?? null,
      by_citizen: event.byCitizen ?? false,
      staff_oid: event.staffOid ?? null,
      files: JSON.stringify(event.files ?? []),
    })
    .execute();
}

async function timelineOf(db: Kysely<DB>, objectionOid: number, forStaff: boolean) {
  const rows = await db
    .selectFrom('objection_event as e')
    .leftJoin('staff as s', 's.oid', 'e.staff_oid')
    .select(['e.at', 'e.kind', 'e.text', 'e.by_citizen', 's.display_name', 'e.files'])
    .where('e.objection_oid', '=', objectionOid)
    // A proposal waiting for the second clerk is the office's business until it is decided.
    .$if(!forStaff, (q) => q.where('e.kind', '<>', 'DECISION_PROPOSED'))
    .orderBy('e.at')
    .orderBy('e.oid')
    .execute();
  return rows.map((r) => ({
    At: iso(r.at) as string,
    Kind: r.kind,
    Text: r.text,
    ByCitizen: r.by_citizen,
    StaffName: forStaff ? r.display_name : null,
    Files: (typeof r.files === 'string' ? JSON.parse(r.files) : r.files) as FileRef[],
  }));
}

type CaseAccrual = NonNullable<Awaited<ReturnType<typeof accrualForCase>>>;

/** The debt a case is about, as the citizen and the desk read it; a meter's bill names its subscriber number. */
export const accrualView = (a: CaseAccrual, meters: ReadonlyMap<number, string>) => ({
  AccrualOid: a.oid,
  RevenueName: a.revenue_name,
  Description: a.description,
  Year: a.year,
  InstallmentNo: a.installment_no,
  DueDate: a.due_date,
  AccruedKurus: a.principal_kurus,
  PaidKurus: a.paid_kurus,
  SubscriberNo: a.subscription_oid === null ? null : (meters.get(a.subscription_oid) ?? null),
});

/** What every list says of a case. */
export const summaryOf = (r: CaseRow, description: string) => ({
  CaseNo: r.case_no,
  Status: r.status,
  Desk: r.desk,
  Reason: r.reason as ObjectionReason,
  Description: description,
  AccruedKurus: r.accrued_kurus,
  CreatedAt: iso(r.created_at) as string,
  DecideBy: r.decide_by,
  Decision: r.decision,
});

/** The case whole: its debt, files, timeline and decision; `forStaff` adds clerks' names and proposals. */
export async function caseView(database: Database, r: CaseRow, forStaff: boolean): Promise<ObjectionView> {
  const db = database.db;
  const [accrual, files, timeline, owner] = await Promise.all([
    accrualForCase(db, r.accrual_oid),
    filesOf(db, { kind: 'objection', oid: r.oid }),
    timelineOf(db, r.oid, forStaff),
    debtOwner(database, r.registry_oid),
  ]);
  const a = accrual!;
  const remedy = RemedyByDesk[r.desk];
  const decided = r.status === 'DECIDED' && r.decision !== null;
  return {
    ...summaryOf(r, a.description),
    Explanation: r.explanation,
    ReceiptNo: r.receipt_no,
    OverpaymentChoice: r.overpayment_choice,
    Question: r.status === 'INFO_REQUESTED' ? r.question : null,
    Accrual: accrualView(a, owner.meters),
    Files: files,
    Timeline: timeline,
    DecisionDetail: decided
      ? {
          Decision: r.decision as ObjectionDecision,
          CorrectedKurus: r.corrected_kurus ?? r.accrued_kurus,
          Reason: r.decision_reason ?? '',
          Article: r.decision_article ?? '',
          DecidedAt: iso(r.approved_at ?? r.decided_at) as string,
          RefundKurus: r.refund_kurus,
          NettedKurus: r.netted_kurus,
          VerificationCode: r.verification_code,
          RemedyCourt: remedy.court,
          RemedyDays: remedy.days,
          RemedyArticle: remedy.article,
        }
      : null,
  };
}
