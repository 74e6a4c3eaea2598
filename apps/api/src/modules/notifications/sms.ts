import { maskMobile } from '@e-belediye/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { sendSms } from '../../integrations/sms/netgsm.js';

/** The SMS request item of spec section 3, plus its type (6 code, 7 new password) and message code. */
export interface SmsItem {
  RegistryOid: number | null;
  SourceOid?: number | null;
  SubscriberOid?: number | null;
  GsmNumber: string;
  SmsText: string;
  smsType: number;
  messageCode: number;
}

const MAX_ATTEMPTS = 8;

/** Queues SMS in the caller's transaction: they leave only if the change that caused them commits. */
export async function enqueueSms(db: Kysely<DB> | Transaction<DB>, items: SmsItem[]): Promise<void> {
  if (!items.length) return;
  await db
    .insertInto('sms_outbox')
    .values(
      items.map((i) => ({
        registry_oid: i.RegistryOid,
        source_oid: i.SourceOid ?? null,
        subscriber_oid: i.SubscriberOid ?? null,
        gsm_number: i.GsmNumber,
        sms_text: i.SmsText,
        sms_type: i.smsType,
        message_code: i.messageCode,
      })),
    )
    .execute();
}

// A sent text keeps its wording but not the secret it carried (a password or a code after the last colon).
const redact = (text: string) => text.replace(/:\s*\S+\s*$/, ': ******');

/** Sends what is due; failures retry with growing delays (2 s … 5 min), then stay FAILED for staff to see. */
export async function processDueSms(database: Database, settings: Settings, log?: FastifyBaseLogger): Promise<number> {
  const due = await database.db
    .selectFrom('sms_outbox')
    .select(['oid', 'gsm_number', 'sms_text', 'attempts'])
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('oid')
    .limit(20)
    .execute();
  let sent = 0;
  for (const sms of due) {
    try {
      const jobId = await sendSms(settings, sms.gsm_number, sms.sms_text);
      await database.db
        .updateTable('sms_outbox')
        .set({
          status: 'SENT',
          job_id: jobId,
          sent_at: sql<Date>`now()`,
          attempts: sms.attempts + 1,
          sms_text: redact(sms.sms_text),
          last_error: null,
        })
        .where('oid', '=', sms.oid)
        .execute();
      sent++;
    } catch (e) {
      const attempts = sms.attempts + 1;
      const delayMs = Math.min(300_000, 2000 * 2 ** (attempts - 1));
      await database.db
        .updateTable('sms_outbox')
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
          next_attempt_at: new Date(Date.now() + delayMs),
          last_error: e instanceof Error ? e.message.slice(0, 500) : String(e),
        })
        .where('oid', '=', sms.oid)
        .execute();
      log?.warn({ sms: sms.oid, to: maskMobile(sms.gsm_number), attempts }, 'SMS gönderilemedi, yeniden denenecek');
    }
  }
  return sent;
}

/** Polls the outbox while the app runs; one pass at a time. */
export function startSmsWorker(database: Database, settings: Settings, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await processDueSms(database, settings, log);
    } catch (e) {
      log.error({ err: e }, 'SMS kuyruğu işlenemedi');
    } finally {
      running = false;
    }
  }, settings.workers.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
