import type { Language } from '@e-belediye/contracts/languages';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Settings } from '../../config/settings.js';
import { IntegrationError, postTo } from '../http.js';
import { mailHtml } from './html.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The language the message is written in, for its HTML part (Turkish when not said). */
  language?: Language;
  /** A one-click unsubscribe address (RFC 8058) for messages a member may stop, such as reminders. */
  unsubscribeUrl?: string;
  /** The envelope sender (MAIL FROM) bounces go to, when it is not the From address: the message's own (VERP). */
  envelopeFrom?: string;
}

/** One transport per mail settings and password: a changed password (a rotated secret) gets a new one. */
const transports = new WeakMap<Settings['integrations']['mail'], { password: string; transport: Transporter }>();

function transportOf(settings: Settings): Transporter {
  const { mail } = settings.integrations;
  const cached = transports.get(mail);
  let transport = cached?.password === settings.secrets.MailSmtpPassword ? cached.transport : undefined;
  if (!transport) {
    const smtp = mail.smtp!;
    transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      requireTLS: smtp.requireTls,
      auth: smtp.user ? { user: smtp.user, pass: settings.secrets.MailSmtpPassword } : undefined,
      tls: { rejectUnauthorized: smtp.rejectUnauthorized, minVersion: 'TLSv1.2' },
      connectionTimeout: mail.timeoutMs,
      greetingTimeout: mail.timeoutMs,
      socketTimeout: mail.timeoutMs,
    });
    transports.set(mail, { password: settings.secrets.MailSmtpPassword, transport });
  }
  return transport;
}

/**
 * Sends one message; returns the server's message id. Over SMTP it is multipart: the plain text and an accessible
 * HTML part in the municipality's colours, with the sender's identity; a reminder carries List-Unsubscribe.
 * Without SMTP settings it goes to the JSON gateway as plain text.
 */
export async function sendMail(settings: Settings, message: MailMessage): Promise<string> {
  const { mail } = settings.integrations;
  if (mail.smtp) {
    try {
      const info = await transportOf(settings).sendMail({
        from: mail.from,
        envelope: message.envelopeFrom ? { from: message.envelopeFrom, to: message.to } : undefined,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: mailHtml(settings, message),
        headers: message.unsubscribeUrl
          ? { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : undefined,
      });
      if ((info.rejected?.length ?? 0) > 0) throw new IntegrationError('E-posta', `alıcı reddedildi: ${info.response}`);
      return info.messageId;
    } catch (error) {
      if (error instanceof IntegrationError) throw error;
      const e = error as { code?: string; responseCode?: number; message?: string };
      throw new IntegrationError('E-posta', `SMTP ${e.responseCode ?? e.code ?? ''} ${e.message ?? ''}`.trim());
    }
  }
  const { status, json } = await postTo('E-posta', mail.url, {
    timeoutMs: mail.timeoutMs,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.secrets.MailApiKey}` },
    body: JSON.stringify({ from: mail.from, to: message.to, subject: message.subject, text: message.text }),
  });
  const id = (json as { id?: unknown } | null)?.id;
  if (status !== 200 || typeof id !== 'string' || !id) {
    throw new IntegrationError('E-posta', `HTTP ${status}`);
  }
  return id;
}
