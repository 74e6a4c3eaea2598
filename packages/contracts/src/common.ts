import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import type { Permission } from './staff/permissions.js';

/**
 * Characters no typed text holds: controls (NUL, escape, line breaks …) and halves of a surrogate pair, which are
 * no character at all and cannot be stored as UTF-8.
 */
export const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}]/u;
/** The same but tab and line breaks, which multi-line text may hold: what no string of any request carries. */
export const FORBIDDEN_CHARACTER = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Text a citizen types on one line (names, codes, search words): no control characters. */
export const Text = z.string().refine((v) => !CONTROL_CHARACTER.test(v), 'Geçersiz bir karakter içeriyor.');

/**
 * A row id: ids and numeric codes are PostgreSQL `integer` columns, so a larger number is refused here and never
 * reaches a query.
 */
export const Oid = z.int32().positive();
/** A numeric code kept in an integer column (revenue type): the range of an Oid. */
export const NumericCode = Oid;

/** Every body may carry the municipality label the web client adds (spec section 7). */
export const BaseRequest = z.object({ userName: Text.max(100).optional() });

export const PageRequest = BaseRequest.extend({
  page: z.int().min(1).max(100000).default(1),
  pageSize: z.int().min(1).max(5000).default(25),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
});

export const paged = <T extends z.ZodType>(item: T) => z.object({ Items: z.array(item), TotalCount: z.int() });

export const Year = z.int().min(1990).max(2100);
export const IsoDate = z.iso.date();
export const Code = Text.min(1).max(20);

/**
 * Who may make a call; the API's call registry enforces it and nothing else does.
 * - public: anyone.
 * - member: a logged-in citizen (the session decides whose data; no call takes a registry from the body).
 * - payer: a logged-in member, or anyone carrying the signed payment token of a verified fast-payment lookup.
 * - payslip: a browser holding the payroll session an SMS code opened (ConfirmPayrollCode); the payroll module
 *   checks the session itself, the registry refuses a caller without one.
 * - staff: a staff session holding the named permission (null: any signed-in staff member, for their own account).
 * - channel: an outside channel (kiosk, bank) whose api key holds the named scope.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'member' }
  | { kind: 'payer' }
  | { kind: 'payslip' }
  | { kind: 'staff'; permission: Permission | null }
  | { kind: 'channel'; scope: string };
export type AccessKind = Access['kind'];
export type StaffAccess = Extract<Access, { kind: 'staff' }>;

export const access = {
  public: { kind: 'public' },
  member: { kind: 'member' },
  payer: { kind: 'payer' },
  payslip: { kind: 'payslip' },
  /** A name outside the permission catalogue (staff/permissions.ts) does not compile. */
  staff: (permission: Permission | null): StaffAccess => ({ kind: 'staff', permission }),
  channel: (scope: string): Extract<Access, { kind: 'channel' }> => ({ kind: 'channel', scope }),
} as const satisfies Record<string, Access | ((p: never) => Access)>;

/**
 * What a staff call does, declared on every staff call so that the question "must the person prove it is still
 * them?" is answered call by call and cannot be left out:
 * - read: shows records (reads of personal data are audited, but change nothing).
 * - change: changes records without giving anyone access or booking money (a note, a status, a publication).
 * - self: the caller's own sign-in steps (second-factor enrolment before any permission, re-authentication).
 * - credential: creates or replaces a secret someone signs in or calls with (a staff account, a channel key, a
 *   second factor reset).
 * - widen: gives access or more of it (permissions, roles, region, channel scopes and rates, reopening an account).
 * - money: books money in the ledger (accruals issued or cancelled, collections, refunds, storno, plan breaks).
 * The last three always ask for the password and a code again (`reauth: true`); the types refuse them otherwise.
 */
export type StaffEffect = 'read' | 'change' | 'self' | 'credential' | 'widen' | 'money';
/** The effects that always ask for a fresh password and code. */
export const REAUTH_EFFECTS = ['credential', 'widen', 'money'] as const satisfies readonly StaffEffect[];
export type ReauthEffect = (typeof REAUTH_EFFECTS)[number];

/** A call of the public contract: POST /api/<name>. */
interface CallBase<Req extends z.ZodType, Res extends z.ZodType> {
  request: Req;
  response: Res;
  summary: string;
  tag: string;
  /** The body carries `verification`, a solved human check, verified before the handler runs. */
  human?: boolean;
  /** Begins (or ends) a session: an old session cookie must not block it, so no CSRF token is asked. */
  startsSession?: boolean;
  /** Bytes this call's body may hold, where a file travels in it; otherwise the app's default (1 MB). */
  bodyLimit?: number;
  /** The codes of its 409 a caller's system acts on without reading the message, published in OpenAPI. */
  conflicts?: readonly ErrorCode[];
  /** The codes of its 403 a caller's system acts on (a password sign-in waiting for its second step), in OpenAPI. */
  refusals?: readonly ErrorCode[];
}

/**
 * Who may call and, for staff, what the call does. A staff call without `effect` does not compile, and one that
 * creates a credential, widens access or books money does not compile without `reauth: true`.
 */
type CallAccess =
  | { access: Exclude<Access, StaffAccess>; effect?: undefined; reauth?: undefined }
  | {
      access: StaffAccess;
      effect: Exclude<StaffEffect, ReauthEffect>;
      /** A sensitive staff act: the password and a TOTP code must have been confirmed within the last minutes. */
      reauth?: boolean;
    }
  | { access: StaffAccess; effect: ReauthEffect; reauth: true };

export type CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = CallBase<Req, Res> &
  CallAccess;

export const defineCall = <Req extends z.ZodType, Res extends z.ZodType>(def: CallDef<Req, Res>) => def;

/**
 * Whether the registry asks for a fresh password and code before `def` runs: declared, or implied by its effect
 * (so a definition forced past the types still asks).
 */
export const asksReauth = (def: Pick<CallDef, 'reauth' | 'effect'>): boolean =>
  def.reauth === true || (REAUTH_EFFECTS as readonly string[]).includes(def.effect ?? '');
