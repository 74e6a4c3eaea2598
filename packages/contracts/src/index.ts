import './locale.js';
import { auditCalls } from './audit/index.js';
import { authCalls } from './auth/index.js';
import { announcementCalls } from './calendar/announcements.js';
import { deliveryCalls } from './calendar/delivery.js';
import { messageCalls } from './calendar/messages.js';
import { calendarCalls } from './calendar/obligations.js';
import { reminderCalls } from './calendar/reminders.js';
import { bankDifferenceCalls } from './channels/collection.js';
import { channelKeyCalls } from './channels/keys.js';
import { complaintCalls } from './complaints/index.js';
import { debtCalls } from './debts/index.js';
import { declarationCalls } from './declarations/index.js';
import { delegationCalls } from './delegation/index.js';
import { fileCalls } from './files/index.js';
import { importCalls } from './imports/calls.js';
import { jobCalls } from './jobs/index.js';
import { addressCalls } from './lookups/address.js';
import { parameterCalls } from './lookups/parameters.js';
import { tariffCalls } from './lookups/tariffs.js';
import { memberCalls } from './members/index.js';
import { objectionCalls } from './objections/index.js';
import { passkeyCalls } from './passkeys/index.js';
import { paymentCalls } from './payments/index.js';
import { payrollCalls } from './payroll/index.js';
import { reconciliationCalls } from './reconciliation/index.js';
import { resolutionCalls } from './resolutions/index.js';
import { restructuringCalls } from './restructuring/index.js';
import { runtimeSettingCalls } from './settings-runtime/index.js';
import { staffCalls } from './staff/index.js';
import { verificationCalls } from './verification/index.js';
import { waterCalls } from './water/index.js';

export * from './audit/index.js';
export * from './auth/index.js';
export * from './calendar/announcements.js';
export * from './calendar/delivery.js';
export * from './calendar/messages.js';
export * from './calendar/obligations.js';
export * from './calendar/reminders.js';
export * from './calendar/working-days.js';
export * from './channels/index.js';
export * from './clock.js';
export * from './codes.js';
export * from './common.js';
export * from './complaints/index.js';
export * from './debts/index.js';
export * from './declarations/index.js';
export * from './delegation/index.js';
export * from './errors.js';
export * from './fields.js';
export * from './files/index.js';
export * from './format.js';
export * from './imports/index.js';
export * from './jobs/index.js';
export * from './lookups/address.js';
export * from './lookups/parameters.js';
export * from './lookups/tariffs.js';
export * from './members/index.js';
export * from './objections/index.js';
export * from './passkeys/index.js';
export * from './payments/index.js';
export * from './payroll/index.js';
export * from './reconciliation/index.js';
export * from './resolutions/index.js';
export * from './restructuring/index.js';
export * from './settings.js';
export * from './settings-runtime/index.js';
export * from './staff/index.js';
export * from './validators.js';
export * from './verification/index.js';
export * from './water/index.js';

/** The whole public contract: POST /api/<name> for each entry. */
export const calls = {
  ...addressCalls,
  ...parameterCalls,
  ...tariffCalls,
  ...resolutionCalls,
  ...authCalls,
  ...memberCalls,
  ...debtCalls,
  ...waterCalls,
  ...paymentCalls,
  ...jobCalls,
  ...auditCalls,
  ...reconciliationCalls,
  ...bankDifferenceCalls,
  ...staffCalls,
  ...runtimeSettingCalls,
  ...payrollCalls,
  ...verificationCalls,
  ...fileCalls,
  ...declarationCalls,
  ...restructuringCalls,
  ...complaintCalls,
  ...objectionCalls,
  ...delegationCalls,
  ...channelKeyCalls,
  ...importCalls,
  ...calendarCalls,
  ...reminderCalls,
  ...messageCalls,
  ...deliveryCalls,
  ...announcementCalls,
  ...passkeyCalls,
};
export type Calls = typeof calls;
export type CallName = keyof Calls;
