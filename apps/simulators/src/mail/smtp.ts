import { SMTPServer } from 'smtp-server';
import { type BounceTarget, deliverOverSmtp, deliveryReport, undeliverable } from './bounce.js';

/** What the SMTP inbox keeps of a message: the envelope, the subject and both parts. */
export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The List-Unsubscribe header, when the message has one. */
  unsubscribe: string | null;
}

/** The credentials a sender must authenticate with (SIM_SMTP_USER, SIM_SMTP_PASSWORD). */
export interface SmtpInboxDeps {
  user: string;
  password: string;
  deliver(mail: ReceivedMail): void;
  /** Where reports of undeliverable messages go (the envelope sender's exchanger); none: they are not sent. */
  bounces?: BounceTarget;
  now?: () => number;
}

type Headers = Map<string, string>;

function splitHead(raw: string): { headers: Headers; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const param = (value: string, name: string) => new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value)?.[1] ?? null;

function decodeBody(body: string, encoding: string | undefined): string {
  const how = (encoding ?? '7bit').toLowerCase();
  if (how === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (how === 'quoted-printable') {
    const bytes = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    );
    return bytes.toString('utf8');
  }
  return body;
}

/** "=?UTF-8?Q?Son_g=C3=BCn?=" and "=?UTF-8?B?…?=" words of a header (RFC 2047). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The text and HTML parts of a message, walking multipart bodies; enough MIME for what the portal sends. */
export function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const found: { text: string | null; html: string | null } = { text: null, html: null };
  const walk = (part: string) => {
    const { headers, body } = splitHead(part);
    const type = headers.get('content-type') ?? 'text/plain';
    const boundary = param(type, 'boundary');
    if (/^multipart\//i.test(type) && boundary) {
      for (const child of body.split(`--${boundary}`).slice(1)) {
        if (child.startsWith('--')) break;
        walk(child.replace(/^\r?\n/, ''));
      }
      return;
    }
    const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
    if (/^text\/html/i.test(type)) found.html ??= decoded;
    else if (/^text\/plain/i.test(type)) found.text ??= decoded;
  };
  walk(raw);
  const { headers } = splitHead(raw);
  return {
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: (found.text ?? '').replace(/\r\n/g, '\n').trim(),
    html: found.html,
    unsubscribe: headers.get('list-unsubscribe') ?? null,
  };
}

/**
 * A real SMTP server in front of the mail simulator's inbox: STARTTLS (smtp-server's own test certificate) and
 * AUTH PLAIN/LOGIN are required, as a municipality's relay would; each recipient gets the message in the inbox.
 */
export function createSmtpInbox({ user, password, deliver, bounces, now = Date.now }: SmtpInboxDeps): SMTPServer {
  // Accepted now, reported later: a report goes to the envelope sender after the delay, never for the null sender.
  const bounceLater = (raw: string, envelopeFrom: string, recipient: string) => {
    const why = undeliverable(recipient);
    if (!why || !bounces || !envelopeFrom) return;
    const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/)));
    const report = deliveryReport({ envelopeFrom, recipient, ...why, originalHeaders: head, now: new Date(now()) });
    setTimeout(() => {
      deliverOverSmtp(bounces, envelopeFrom, report).catch((error: unknown) => {
        console.error('Geri dönüş raporu gönderilemedi:', error instanceof Error ? error.message : error);
      });
    }, bounces.delayMs).unref();
  };
  return new SMTPServer({
    name: 'smtp.simulator.local',
    banner: 'E-Belediye SMTP simülatörü',
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: false,
    size: 5 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Kullanıcı adı veya şifre hatalı'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseMail(raw);
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        // The sender as the reader sees it (the From header, with the municipality's name), else the envelope's.
        const from = parsed.from || envelopeFrom;
        for (const rcpt of session.envelope.rcptTo) {
          if (undeliverable(rcpt.address)) bounceLater(raw, envelopeFrom, rcpt.address);
          else deliver({ ...parsed, from, to: rcpt.address });
        }
        callback();
      });
    },
  });
}
