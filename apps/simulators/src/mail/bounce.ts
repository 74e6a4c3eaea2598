import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';

/**
 * The simulated provider's later bounces: it accepts a message for an address it cannot deliver to, then mails a
 * delivery status notification (RFC 3464) to the message's envelope sender, as a real provider does.
 */

/** Where bounces are delivered: the envelope sender's mail exchanger (the portal's bounce receiver). */
export interface BounceTarget {
  host: string;
  port: number;
  /** How long after accepting the message the report is sent. */
  delayMs: number;
}

/** Why an address cannot take mail: a domain with no mailboxes (permanent) or a full mailbox (given up on). */
export function undeliverable(address: string): { status: string; words: string } | null {
  const [local = '', domain = ''] = address.toLowerCase().split('@');
  if (domain === 'gecersiz.example') {
    return {
      status: '5.1.1',
      words: `550 5.1.1 <${address}>: Recipient address rejected: User unknown in virtual mailbox table`,
    };
  }
  if (local.startsWith('dolu.')) {
    return { status: '4.2.2', words: `452 4.2.2 <${address}>: Mailbox full; gave up after retries` };
  }
  return null;
}

/** The report itself: a human part, the machine-readable delivery-status part and the returned headers. */
export function deliveryReport(opts: {
  envelopeFrom: string;
  recipient: string;
  status: string;
  words: string;
  originalHeaders: string;
  now: Date;
}): string {
  const boundary = `dsn-${randomUUID()}`;
  const date = opts.now.toUTCString().replace('GMT', '+0000');
  return [
    'From: Mail Delivery System <MAILER-DAEMON@smtp.simulator.local>',
    `To: <${opts.envelopeFrom}>`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${date}`,
    `Message-ID: <${randomUUID()}@smtp.simulator.local>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Your message could not be delivered to <${opts.recipient}>.`,
    opts.words,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; smtp.simulator.local',
    `Arrival-Date: ${date}`,
    '',
    `Final-Recipient: rfc822; ${opts.recipient}`,
    `Original-Recipient: rfc822; ${opts.recipient}`,
    'Action: failed',
    `Status: ${opts.status}`,
    `Remote-MTA: dns; mx.${opts.recipient.split('@')[1] ?? 'example'}`,
    `Diagnostic-Code: smtp; ${opts.words}`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    opts.originalHeaders.trim(),
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * Delivers one message over plain SMTP, as one mail exchanger to another: the null sender (a report never causes
 * another report), one recipient, dot-stuffed data. Rejects on any answer other than the one expected.
 */
export function deliverOverSmtp(target: { host: string; port: number }, to: string, data: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(target.port, target.host);
    const steps: Array<[expect: string, send: string | null]> = [
      ['220', 'EHLO smtp.simulator.local'],
      ['250', 'MAIL FROM:<>'],
      ['250', `RCPT TO:<${to}>`],
      ['250', 'DATA'],
      ['354', `${data.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')}\r\n.`],
      ['250', 'QUIT'],
      ['221', null],
    ];
    let buffer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP zaman aşımı')));
    socket.on('error', reject);
    socket.on('close', () => (steps.length ? reject(new Error('SMTP bağlantısı erken kapandı')) : resolve()));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // A reply is complete on a line whose code is followed by a space (multi-line replies use a dash).
      for (;;) {
        const end = buffer.search(/^\d{3} .*\r?\n/m);
        if (end === -1) return;
        const line = /^\d{3} .*\r?\n/m.exec(buffer.slice(end))![0];
        buffer = buffer.slice(end + line.length);
        const step = steps.shift();
        if (!step) return;
        if (!line.startsWith(step[0])) {
          socket.destroy();
          reject(new Error(`SMTP beklenmeyen yanıt: ${line.trim()}`));
          return;
        }
        if (step[1] === null) socket.end();
        else socket.write(`${step[1]}\r\n`);
      }
    });
  });
}
