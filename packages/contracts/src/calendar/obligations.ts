import { z } from 'zod';
import { access, BaseRequest, defineCall } from '../common.js';

/**
 * A member's upcoming obligations ("Takvimim") and the calendar feed any calendar app subscribes to (ADR 0046).
 * An obligation is something with a day: a debt to pay by its due date, a declaration to file, a water line to be
 * cut. Its `Uid` never changes while the obligation lives, so a calendar updates the event instead of adding one.
 */
import { ObligationKind } from './kinds.js';

export { ObligationKind };

/** The Turkish name of each kind, for the feed's summaries and the server's texts. */
export const ObligationKindNames: Readonly<Record<ObligationKind, string>> = {
  ACCRUAL: 'Vergi ve harç taksiti',
  RESTRUCTURING: 'Yapılandırma taksiti',
  WATER_BILL: 'Su faturası',
  DECLARATION: 'Beyanname son günü',
  WATER_CUT: 'Su hattı kesim günü',
};

/** What holds a debt so that it cannot be paid on its own now: a plan, a payment at the bank, or another process. */
export const ObligationHold = z.enum(['PLAN', 'PAYMENT', 'OTHER']);
export type ObligationHold = z.infer<typeof ObligationHold>;

export const Obligation = z.object({
  /** Stable across amount and date changes: `<kind>-<oid>`. */
  Uid: z.string(),
  Kind: ObligationKind,
  /** What it is, in Turkish as the ledger names it ("Emlak Vergisi 2026 / 2. taksit"). */
  Title: z.string(),
  /** The day by which to pay or act, moved to a working day (ADR 0038). */
  DueDate: z.string(),
  /** Why that day, when it was moved ("…; hafta sonuna denk geldiği için ilk iş günü …"); null when not moved. */
  DueWhy: z.string().nullable(),
  /** What is still owed of the principal, the late fee of today as the ledger prices it, and both; null when no money. */
  PrincipalKurus: z.int().nullable(),
  LateFeeKurus: z.int().nullable(),
  TotalKurus: z.int().nullable(),
  IsOverdue: z.boolean(),
  /** Held by a plan or a payment at the bank: nothing to pay on its own now. */
  Hold: ObligationHold.nullable(),
  /** The debt in the ledger, when it is one. */
  AccrualOid: z.int().nullable(),
  /** The portal page that pays or acts on it ("/DebtQuestioning?borc=123"). */
  ActionPath: z.string(),
});
export type Obligation = z.infer<typeof Obligation>;

export const CalendarFeedState = z.object({
  /** When the member's current feed address was made; null when the member has none. */
  Since: z.string().nullable(),
  ShowAmounts: z.boolean(),
});

export const CalendarFeedAddress = z.object({
  HttpsUrl: z.string(),
  WebcalUrl: z.string(),
  Since: z.string(),
  ShowAmounts: z.boolean(),
});
export type CalendarFeedAddress = z.infer<typeof CalendarFeedAddress>;

const tag = 'calendar';
export const calendarCalls = {
  GetMyObligations: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki üyenin yaklaşan yükümlülükleri (borç taksitleri, su faturaları, beyanname ve kesim günleri)',
    request: BaseRequest,
    response: z.object({ Today: z.string(), Items: z.array(Obligation), Feed: CalendarFeedState }),
  }),
  RenewCalendarFeed: defineCall({
    tag,
    access: access.member,
    summary:
      'Takvim aboneliği adresini oluşturur ya da yeniler; eski adres hemen çalışmaz olur. Adres yalnız bu yanıtta görünür.',
    request: BaseRequest.extend({
      /** Whether the events carry the amounts; the member chooses what a calendar app may see. */
      showAmounts: z.boolean().default(true),
    }),
    response: CalendarFeedAddress,
  }),
  StopCalendarFeed: defineCall({
    tag,
    access: access.member,
    summary: 'Takvim aboneliği adresini kapatır',
    request: BaseRequest,
    response: CalendarFeedState,
  }),
};
