import { verificationCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { verificationHandlers } from './calls.js';

/**
 * One-time SMS codes (6 digits, 5 minutes, single use, at most 5 wrong tries) that other modules issue and check
 * to prove a citizen holds a phone; SendSms offers the same to the citizen's page for a phone they type.
 */
export { type IssueSmsCode, issueSmsCode, SmsCodeLimits, verifySmsCode } from './codes.js';

export const verificationModule = defineModule({
  name: 'verification',
  calls: verificationCalls,
  handlers: verificationHandlers,
});
