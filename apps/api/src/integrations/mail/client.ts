import type { Settings } from '../../config/settings.js';
import { IntegrationError, postTo } from '../http.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The e-mail gateway's JSON API: one plain-text message to one address; returns the gateway's message id. */
export async function sendMail(settings: Settings, message: MailMessage): Promise<string> {
  const { mail } = settings.integrations;
  const { status, json } = await postTo('E-posta', mail.url, {
    timeoutMs: mail.timeoutMs,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.secrets.MailApiKey}` },
    body: JSON.stringify({ from: mail.from, ...message }),
  });
  const id = (json as { id?: unknown } | null)?.id;
  if (status !== 200 || typeof id !== 'string' || !id) {
    throw new IntegrationError('E-posta', `HTTP ${status}`);
  }
  return id;
}
