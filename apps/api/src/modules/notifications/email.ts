import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JobDefinition } from '../../http/module.js';
import { sendMail } from '../../integrations/mail/client.js';
import { dbNowPlus, enqueueJob, retryDelayMs } from '../jobs/index.js';
import { bounceAddress, maskEmail, suppressionOf } from './bounces.js';
import { languagesOf, type MessageText, textIn } from './localized.js';
import { REMINDER_MESSAGE, unsubscribeUrl } from './unsubscribe.js';

export interface EmailItem {
  registryOid: number | null;
  to: string;
  /** One text, or the message in every language: the registry's member gets theirs (Turkish for no member). */
  subject: MessageText;
  text: MessageText;
  messageCode: number;
}

const MAX_ATTEMPTS = 8;
// One unfinished send per outbox row, whoever enqueues it.
const sendKey = (outboxOid: number) => `email.send:${outboxOid}`;

/**
 * Sends one outbox row through the e-mail gateway, as the SMS outbox does: the row records the attempts, the
 * last error and the gateway's message id, and a row already SENT is never sent again.
 */
const sendJob: JobDefinition<{ outboxOid: number }> = {
  name: 'email.send',
  maxAttempts: MAX_ATTEMPTS,
  async run({ outboxOid }, { database, settings, log, attempt }) {
    const mail = await database.db
      .selectFrom('email_outbox')
      .select(['oid', 'to_address', 'subject', 'body', 'status', 'message_code', 'registry_oid', 'language'])
      .where('oid', '=', outboxOid)
      .executeTakeFirst();
    if (!mail || mail.status === 'SENT') return;
    const outbox = database.db.updateTable('email_outbox').where('oid', '=', mail.oid);
    if (attempt >= MAX_ATTEMPTS) await outbox.set({ status: 'FAILED' }).execute();
    // An address that bounced for good gets nothing more; the member's new address is another key.
    const stopped = await suppressionOf(database, mail.to_address);
    if (stopped) {
      await outbox
        .set({
          status: 'FAILED',
          attempts: attempt,
          last_error: `Gönderilmedi: adres kalıcı olarak geri döndü (${stopped.status})`,
        })
        .execute();
      return;
    }
    let messageId: string;
    try {
      messageId = await sendMail(settings, {
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body,
        language: mail.language,
        // A reminder can be stopped with one click; the other notices are the municipality's duty to send.
        unsubscribeUrl:
          mail.message_code === REMINDER_MESSAGE && mail.registry_oid !== null
            ? unsubscribeUrl(settings, mail.registry_oid)
            : undefined,
        envelopeFrom: settings.bounces.enabled ? bounceAddress(settings, mail.oid) : undefined,
      });
    } catch (e) {
      await outbox
        .set({
          attempts: attempt,
          next_attempt_at: dbNowPlus(retryDelayMs(attempt)),
          last_error: e instanceof Error ? e.message.slice(0, 500) : String(e),
        })
        .execute();
      log.warn({ email: mail.oid, to: maskEmail(mail.to_address), attempt }, 'E-posta gönderilemedi');
      throw e;
    }
    await outbox
      .set({ status: 'SENT', message_id: messageId, sent_at: sql<Date>`now()`, attempts: attempt, last_error: null })
      .execute();
  },
};

export const emailJobs = [sendJob];

/** Queues e-mail in the caller's transaction: the rows and their send jobs exist only if the change commits. */
export async function enqueueEmail(db: Kysely<DB> | Transaction<DB>, items: EmailItem[]): Promise<void> {
  if (!items.length) return;
  const languages = await languagesOf(
    db,
    items.map((i) => i.registryOid),
  );
  const rows = await db
    .insertInto('email_outbox')
    .values(
      items.map((i) => {
        const language = languages(i.registryOid);
        return {
          registry_oid: i.registryOid,
          to_address: i.to,
          subject: textIn(i.subject, language),
          body: textIn(i.text, language),
          message_code: i.messageCode,
          language,
        };
      }),
    )
    .returning('oid')
    .execute();
  for (const { oid } of rows) await enqueueJob(db, sendJob, { outboxOid: oid }, { key: sendKey(oid) });
}
