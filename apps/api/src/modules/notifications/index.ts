import { defineModule } from '../../http/module.js';
import { smsJobs } from './sms.js';

/** Messages to citizens: SMS today (through the outbox and the jobs queue), e-mail next. */
export { enqueueSms, processDueSms, type SmsItem } from './sms.js';

export const notificationsModule = defineModule({ name: 'notifications', jobs: smsJobs });
