// The words of a report, free of zod so the citizen's pages import them without the contract's schemas.

/** What the citizen brings: a request, a complaint, a suggestion or an information request (Law 4982). */
export const ComplaintKinds = ['REQUEST', 'COMPLAINT', 'SUGGESTION', 'INFORMATION'] as const;
export type ComplaintKind = (typeof ComplaintKinds)[number];

/**
 * The life of a report: received → assigned to a department → in progress → answered or resolved. Staff may
 * close one (not the municipality's work, no answer possible); a duplicate is merged into the report it repeats.
 */
export const ComplaintStatuses = [
  'RECEIVED',
  'ASSIGNED',
  'IN_PROGRESS',
  'ANSWERED',
  'RESOLVED',
  'CLOSED',
  'MERGED',
] as const;
export type ComplaintStatus = (typeof ComplaintStatuses)[number];
/** Statuses a report is still being worked on in. */
export const OPEN_COMPLAINT_STATUSES = ['RECEIVED', 'ASSIGNED', 'IN_PROGRESS'] as const satisfies ComplaintStatus[];
/** Statuses the citizen may reopen from, within REOPEN_DAYS of the answer. */
export const REOPENABLE_STATUSES = ['ANSWERED', 'RESOLVED', 'CLOSED'] as const satisfies ComplaintStatus[];
export const REOPEN_DAYS = 30;
/** Photos or PDFs one report (or one addition) carries. */
export const MAX_COMPLAINT_FILES = 3;
