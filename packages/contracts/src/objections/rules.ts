import { addDays } from '../clock.js';

/**
 * Objections to an accrual (itiraz / düzeltme başvurusu): the pure rules the API and the screens share. The
 * reasons a citizen may give depend on what kind of revenue the accrual is; the desk that decides follows from it.
 */
export const ObjectionReasons = [
  'AREA_OR_USE',
  'NOT_OWNER',
  'ALREADY_PAID',
  'EXEMPTION',
  'METER_READING',
  'OTHER',
] as const;
export type ObjectionReason = (typeof ObjectionReasons)[number];

export type RevenueFamily = 'PROPERTY' | 'WATER' | 'OTHER';

/** Emlak vergisi (bina, arsa, arazi) and ÇTV are assessed on a property: its area, use and owner. */
const PROPERTY_CODES = new Set([1, 2, 3, 10, 11]);
/** Water consumption, waste water, deposit, connection and their VAT. */
const WATER_CODES = new Set([30, 31, 32, 33, 34]);

export const revenueFamilyOf = (revenueCode: number, onMeter: boolean): RevenueFamily =>
  onMeter || WATER_CODES.has(revenueCode) ? 'WATER' : PROPERTY_CODES.has(revenueCode) ? 'PROPERTY' : 'OTHER';

export const ReasonsByFamily: Record<RevenueFamily, readonly ObjectionReason[]> = {
  PROPERTY: ['AREA_OR_USE', 'NOT_OWNER', 'ALREADY_PAID', 'EXEMPTION', 'OTHER'],
  WATER: ['METER_READING', 'NOT_OWNER', 'ALREADY_PAID', 'OTHER'],
  OTHER: ['NOT_OWNER', 'ALREADY_PAID', 'EXEMPTION', 'OTHER'],
};

export const ObjectionDesks = ['GELIR', 'SUISLERI'] as const;
export type ObjectionDesk = (typeof ObjectionDesks)[number];
/** Water bills go to the water desk (su işleri), everything else to revenue (gelir). */
export const deskOf = (family: RevenueFamily): ObjectionDesk => (family === 'WATER' ? 'SUISLERI' : 'GELIR');

/**
 * The legal remedy against the decision and its period. A tax (emlak, ÇTV, ilan, eğlence) goes to the tax court
 * in 30 days (İYUK md. 7); a water bill is a charge of the municipality, so its decision goes to the
 * administrative court in 60 days.
 */
export const RemedyByDesk: Record<ObjectionDesk, { court: string; days: number; article: string }> = {
  GELIR: { court: 'Vergi mahkemesi', days: 30, article: 'İYUK md. 7' },
  SUISLERI: { court: 'İdare mahkemesi', days: 60, article: 'İYUK md. 7' },
};

/** The last day the office may decide: the case's opening day plus the legal period. */
export const decideByOf = (openedOn: string, decisionDays: number) => addDays(openedOn, decisionDays);

export const ObjectionStatuses = ['RECEIVED', 'INFO_REQUESTED', 'UNDER_REVIEW', 'PENDING_APPROVAL', 'DECIDED'] as const;
export type ObjectionStatus = (typeof ObjectionStatuses)[number];
export const OPEN_OBJECTION_STATUSES = ObjectionStatuses.filter((s) => s !== 'DECIDED');

export const ObjectionDecisions = ['ACCEPTED', 'PARTLY_ACCEPTED', 'REJECTED'] as const;
export type ObjectionDecision = (typeof ObjectionDecisions)[number];

export const OVERPAYMENT_CHOICES = ['REFUND', 'NET'] as const;
export type OverpaymentChoice = (typeof OVERPAYMENT_CHOICES)[number];
export const MAX_OBJECTION_FILES = 3;
