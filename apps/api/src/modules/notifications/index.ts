import { defineModule } from '../../http/module.js';
import { emailJobs } from './email.js';
import { smsJobs } from './sms.js';

/** Messages to citizens: SMS and e-mail, each through its outbox and the jobs queue. */
export { bounceAddress, maskEmail, recordBounce, startBounceReceiver } from './bounces.js';
export { type EmailItem, enqueueEmail } from './email.js';
export { type Localized, type MessageText, textIn } from './localized.js';
export { type CitizenNotice, EmailTopics, notifyCitizen } from './notify.js';
export { enqueueSms, processDueSms, type SmsItem } from './sms.js';
export {
  AccountSms,
  ChannelSmsTexts,
  ComplaintSms,
  DebtSms,
  DeclarationSms,
  DelegationSms,
  fitSms,
  MembershipSms,
  ObjectionSms,
  PayrollSms,
  RestructuringSms,
  SignInSecuritySms,
  SmsBudget,
  smsAmount,
  TEMPLATE_SETS,
  WaterSms,
} from './templates.js';
export { REMINDER_MESSAGE, unsubscribeRegistry, unsubscribeUrl } from './unsubscribe.js';

export const notificationsModule = defineModule({ name: 'notifications', jobs: [...smsJobs, ...emailJobs] });
