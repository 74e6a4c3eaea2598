import { normalizeMobile, type verificationCalls } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { clientIp } from '../auth/index.js';
import { issueSmsCode } from './codes.js';

export const verificationHandlers: Handlers<typeof verificationCalls> = {
  /** A code to the phone the citizen typed, proving the phone is theirs (a complaint's contact phone). */
  async SendSms({ gsmNumber }, { database, request }) {
    const challenge = await issueSmsCode(database.db, {
      purpose: 'phone',
      subject: normalizeMobile(gsmNumber),
      gsmNumber,
      ip: clientIp(request),
    });
    // The phone appears masked and the code never: logs are read by more people than the citizen.
    request.log.info({ to: challenge.MaskedGsm, purpose: 'phone' }, 'Doğrulama kodu gönderildi');
    return challenge;
  },
};
