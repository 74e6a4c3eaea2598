import type { Settings } from '../../config/settings.js';
import { basicAuth, IntegrationError, postTo } from '../http.js';
import { alphabetOf } from './charset.js';

/**
 * The `encoding` NetGSM is asked for, chosen by the text (ADR 0059): none for plain GSM-7, "TR" for Turkish letters,
 * and the contract's Unicode value for anything else (Arabic), which NetGSM's REST v2 reference does not name.
 * An empty setting leaves the parameter out, for a contract whose gateway detects Unicode on its own.
 */
export function netgsmEncoding(text: string, unicodeValue: string): string | undefined {
  const alphabet = alphabetOf(text);
  if (alphabet === 'GSM7') return undefined;
  if (alphabet === 'TURKISH') return 'TR';
  return unicodeValue || undefined;
}

/** NetGSM REST v2: one message to one number; returns the gateway's job id or throws. */
export async function sendSms(settings: Settings, gsmNumber: string, text: string): Promise<string> {
  const { sms } = settings.integrations;
  const encoding = netgsmEncoding(text, sms.unicodeEncoding);
  const { status, json } = await postTo('SMS', sms.url, {
    timeoutMs: sms.timeoutMs,
    headers: {
      'content-type': 'application/json',
      authorization: basicAuth(settings.secrets.SMSUsername, settings.secrets.SMSPassword),
    },
    body: JSON.stringify({
      msgheader: sms.header,
      ...(encoding ? { encoding } : {}),
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
