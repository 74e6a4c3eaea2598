import { maskMobile } from '@e-belediye/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import { pino } from 'pino';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import type { JobDefinition } from '../../http/module.js';
import { sendSms } from '../../integrations/sms/netgsm.js';
import { dbNowPlus, enqueueJob, makeJobsDue, retryDelayMs, runDueJobs } from '../jobs/index.js';
import { languagesOf, type MessageText, textIn } from './localized.js';

/** The SMS request item of spec section 3, plus its type (6 code, 7 new password) and message code. */
export interface SmsItem {
  RegistryOid: number | null;
  SourceOid?: number | null;
  SubscriberOid?: number | null;
  GsmNumber: string;
  /** One text, or the message in every language: the registry's member gets theirs (Turkish for no member). */
  SmsText: MessageText;
  smsType: number;
  messageCode: number;
}

interface SendPayload {
  outboxOid: number;
}

const MAX_ATTEMPTS = 8;
// One unfinished send per outbox row, whoever enqueues it.
const sendKey = (outboxOid: number) => `sms.send:${outboxOid}`;

// A sent text keeps its wording but not the secret it carried (a password or a code after the last colon).
const redact = (text: string) => text.replace(/:\s*\S+\s*$/, ': ******');

/**
 * Sends one outbox row through NetGSM. The row is the record of what was sent: its attempts, last error and
 * next attempt follow the job's, and a row already SENT is never sent again (a job re-run after a crash).
 */
const sendJob: JobDefinition<SendPayload> = {
  name: 'sms.send',
  maxAttempts: MAX_ATTEMPTS,
  async run({ outboxOid }, { database, settings, log, attempt }) {
    const sms = await database.db
      .selectFrom('sms_outbox')
      .select(['oid', 'gsm_number', 'sms_text', 'status'])
      .where('oid', '=', outboxOid)
      .executeTakeFirst();
    if (!sms || sms.status === 'SENT') return;
    const outbox = database.db.updateTable('sms_outbox').where('oid', '=', sms.oid);
    const last = attempt >= MAX_ATTEMPTS;
    // Given up before the last try, so a worker dying during it still leaves the row FAILED like its dead job.
    if (last) await outbox.set({ status: 'FAILED' }).execute();
    let jobId: string;
    try {
      jobId = await sendSms(settings, sms.gsm_number, sms.sms_text);
    } catch (e) {
      await outbox
        .set({
          attempts: attempt,
          next_attempt_at: dbNowPlus(retryDelayMs(attempt)),
          last_error: e instanceof Error ? e.message.slice(0, 500) : String(e),
        })
        .execute();
      log.warn({ sms: sms.oid, to: maskMobile(sms.gsm_number), attempt }, 'SMS gönderilemedi');
      throw e;
    }
    await outbox
      .set({
        status: 'SENT',
        job_id: jobId,
        sent_at: sql<Date>`now()`,
        attempts: attempt,
        sms_text: redact(sms.sms_text),
        last_error: null,
      })
      .execute();
  },
};

/** The background work of notifications, for the job runner. */
export const smsJobs = [sendJob];

/** Queues SMS in the caller's transaction: the outbox rows and their send jobs exist only if the change commits. */
export async function enqueueSms(db: Kysely<DB> | Transaction<DB>, items: SmsItem[]): Promise<void> {
  if (!items.length) return;
  const languages = await languagesOf(
    db,
    items.map((i) => i.RegistryOid),
  );
  const rows = await db
    .insertInto('sms_outbox')
    .values(
      items.map((i) => ({
        registry_oid: i.RegistryOid,
        source_oid: i.SourceOid ?? null,
        subscriber_oid: i.SubscriberOid ?? null,
        gsm_number: i.GsmNumber,
        sms_text: textIn(i.SmsText, languages(i.RegistryOid)),
        sms_type: i.smsType,
        message_code: i.messageCode,
      })),
    )
    .returning('oid')
    .execute();
  for (const { oid } of rows) await enqueueJob(db, sendJob, { outboxOid: oid }, { key: sendKey(oid) });
}

const PASS = 20;
const quiet = pino({ level: 'silent' });

/**
 * Sends every outbox row due now without waiting for the runner: rows whose next attempt was brought forward
 * take their jobs with them. Returns how many were sent.
 */
export async function processDueSms(
  database: Database,
  settings: Settings,
  log: FastifyBaseLogger = quiet,
): Promise<number> {
  const due = await database.db
    .selectFrom('sms_outbox')
    .select('oid')
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .execute();
  await makeJobsDue(
    database.db,
    due.map((r) => sendKey(r.oid)),
  );
  let sent = 0;
  for (;;) {
    const ran = await runDueJobs(smsJobs, { database, settings, log }, { limit: PASS });
    sent += ran.filter((r) => r.outcome === 'done').length;
    // A failed send is rescheduled seconds ahead, so the loop ends once nothing more is due.
    if (ran.length < PASS) return sent;
  }
}
