import type { Settings } from '../../config/settings.js';
import { basicAuth, IntegrationError, postTo } from '../http.js';

/** NetGSM REST v2: one message to one number; returns the gateway's job id or throws. */
export async function sendSms(settings: Settings, gsmNumber: string, text: string): Promise<string> {
  const { sms } = settings.integrations;
  const { status, json } = await postTo('SMS', sms.url, {
    timeoutMs: sms.timeoutMs,
    headers: {
      'content-type': 'application/json',
      authorization: basicAuth(settings.secrets.SMSUsername, settings.secrets.SMSPassword),
    },
    body: JSON.stringify({
      msgheader: sms.header,
      encoding: 'TR',
      iysfilter: '0',
      messages: [{ msg: text, no: gsmNumber }],
    }),
  });
  const body = (json ?? {}) as { code?: string; description?: string; jobid?: string };
  if (status !== 200 || body.code !== '00' || !body.jobid) {
    throw new IntegrationError('SMS', `code ${body.code ?? '?'} (HTTP ${status}) ${body.description ?? ''}`.trim());
  }
  return body.jobid;
}
