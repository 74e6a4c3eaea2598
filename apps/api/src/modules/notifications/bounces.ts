import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { type DsnRecipient, isFailure, isHardBounce, parseDsn } from '../../integrations/mail/dsn.js';

/**
 * Bounces that come back by mail (ADR 0047). Each message leaves with its own envelope sender (VERP),
 * `bounce+<outbox row>-<signature>@<domain>`, so a delivery status notification names the message it is about
 * without reading the returned text; the signature (the machine key's) keeps anyone from failing messages or
 * blocking addresses by mailing made-up reports.
 */
const mac = (settings: Settings, outboxOid: number) =>
  createHmac('sha256', settings.secrets.machineKey).update(`bounce:${outboxOid}`).digest('hex').slice(0, 16);

export const bounceAddress = (settings: Settings, outboxOid: number) =>
  `bounce+${outboxOid}-${mac(settings, outboxOid)}@${settings.bounces.domain}`;

/** The outbox row a bounce address names, or null when this portal did not make it. */
export function outboxOfBounceAddress(settings: Settings, address: string): number | null {
  const m = /^bounce\+(\d{1,12})-([0-9a-f]{16})@(.+)$/i.exec(address.trim());
  if (!m || m[3].toLowerCase() !== settings.bounces.domain.toLowerCase()) return null;
  const oid = Number(m[1]);
  const expected = Buffer.from(mac(settings, oid));
  const given = Buffer.from(m[2].toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given) ? oid : null;
}

/** An address with its name part hidden, for the log and the desk: e***@ornek.com. */
export const maskEmail = (address: string) => address.replace(/^(.)[^@]*/, '$1***');

/** The address as stored for suppression: what the mailbox is, whatever its letter case. */
export const suppressionKey = (address: string) => address.trim().toLowerCase();

/** A server's words with every address in them masked (e***@ornek.com), short enough for a desk's cell. */
export const maskedReason = (text: string) =>
  text.replace(/[^\s<>;:,()"']+@[^\s<>;:,()"']+/g, (a) => maskEmail(a)).slice(0, 300);

export type BounceOutcome = 'HARD' | 'SOFT' | 'IGNORED';

/**
 * Records a report about one outbox row: a failure marks the message FAILED with the status and the server's words
 * (addresses masked); a permanent one (5.x.x) also stops e-mail to the address until the member gives another. A
 * delay or a report about another address than the row's is only logged by the caller.
 */
export async function recordBounce(
  database: Database,
  outboxOid: number,
  report: DsnRecipient,
): Promise<BounceOutcome> {
  if (!isFailure(report)) return 'IGNORED';
  const row = await database.db
    .selectFrom('email_outbox')
    .select(['oid', 'to_address'])
    .where('oid', '=', outboxOid)
    .executeTakeFirst();
  if (!row || suppressionKey(row.to_address) !== suppressionKey(report.recipient)) return 'IGNORED';
  const reason = maskedReason(report.diagnostic ?? `Teslim edilemedi (${report.status})`);
  const hard = isHardBounce(report);
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_outbox')
      .set({ status: 'FAILED', bounced_at: sql<Date>`now()`, bounce_status: report.status, bounce_reason: reason })
      .where('oid', '=', outboxOid)
      .execute();
    if (hard) {
      await trx
        .insertInto('email_suppression')
        .values({ address: suppressionKey(row.to_address), outbox_oid: outboxOid, status: report.status, reason })
        .onConflict((oc) =>
          oc
            .column('address')
            .doUpdateSet({ outbox_oid: outboxOid, status: report.status, reason, created_at: new Date() }),
        )
        .execute();
    }
  });
  return hard ? 'HARD' : 'SOFT';
}

/** Why an address gets no more mail, or null when it may: a permanent bounce recorded for it. */
export async function suppressionOf(database: Database, address: string) {
  return database.db
    .selectFrom('email_suppression')
    .select(['status', 'reason'])
    .where('address', '=', suppressionKey(address))
    .executeTakeFirst();
}

/** Largest report read: a DSN with the returned headers is a few KiB; anything far larger is not one. */
const MAX_REPORT_BYTES = 512 * 1024;

/**
 * The SMTP listener that receives bounces, as the domain's MX: no sign-in (mail servers deliver to it), only
 * recipients that are this portal's signed bounce addresses, reports parsed and recorded as they arrive.
 */
export function createBounceReceiver(database: Database, settings: Settings, log: FastifyBaseLogger): SMTPServer {
  return new SMTPServer({
    name: settings.bounces.domain,
    banner: 'E-Belediye geri dönen ileti alıcısı',
    authOptional: true,
    disabledCommands: ['AUTH'],
    size: MAX_REPORT_BYTES,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (outboxOfBounceAddress(settings, address.address) !== null) return callback();
      callback(Object.assign(new Error('5.1.1 Bu adrese ileti kabul edilmiyor'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const reports = parseDsn(Buffer.concat(chunks).toString('utf8'));
        const work = session.envelope.rcptTo.map(async (rcpt) => {
          const outboxOid = outboxOfBounceAddress(settings, rcpt.address);
          if (outboxOid === null || !reports) return;
          for (const report of reports) {
            const outcome = await recordBounce(database, outboxOid, report);
            log.info({ email: outboxOid, status: report.status, outcome }, 'Geri dönen e-posta bildirimi işlendi');
          }
        });
        // A report that cannot be recorded now is refused with a transient error: the server sends it again.
        Promise.all(work).then(
          () => callback(),
          (error: unknown) => {
            log.error({ err: error }, 'Geri dönen e-posta kaydedilemedi');
            callback(Object.assign(new Error('4.3.0 Geçici hata, daha sonra deneyiniz'), { responseCode: 451 }));
          },
        );
      });
    },
  });
}

/** Starts the receiver when the settings enable it; the caller closes it with the app. */
export async function startBounceReceiver(
  database: Database,
  settings: Settings,
  log: FastifyBaseLogger,
): Promise<{ port: number; close(): Promise<void> } | null> {
  if (!settings.bounces.enabled) return null;
  const server = createBounceReceiver(database, settings, log);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.bounces.port, settings.bounces.host, () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : settings.bounces.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
