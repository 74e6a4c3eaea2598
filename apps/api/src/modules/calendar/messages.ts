import { foldTr, type MessageTopic, MessageTopics, type SentMessage } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';

/** A code, a password or a card's digits in a sent text: 4 or more digits, or what follows "şifre"/"kod". */
const SECRET = /((?:şifreniz|şifre|kodunuz|kod|code)\s*:?\s*)\S+/giu;
const DIGITS = /\b\d{4,8}\b/g;

/** The text as Mesajlarım shows it: no code, password or number a stranger over the shoulder could use. */
export function maskSecrets(text: string): string {
  return text.replace(SECRET, (_, lead: string) => `${lead}••••••`).replace(DIGITS, (d) => '•'.repeat(d.length));
}

const topicOf = (code: number) => MessageTopics[code] ?? { topic: 'OTHER' as const, path: null };

/**
 * The SMS and e-mail sent to the registry, newest first, of one topic if asked; `search` matches the words (insensitive to Turkish
 * letters) after masking, so a code is never found by typing it.
 */
export async function messagesOf(
  database: Database,
  registryOid: number,
  filter: { search?: string; topic?: MessageTopic },
  limit: number,
) {
  const [sms, mail] = await Promise.all([
    database.db
      .selectFrom('sms_outbox')
      .select(['oid', 'sms_text', 'message_code', 'status', 'created_at', 'sent_at'])
      .where('registry_oid', '=', registryOid)
      .orderBy('oid', 'desc')
      .limit(500)
      .execute(),
    database.db
      .selectFrom('email_outbox')
      .select(['oid', 'subject', 'body', 'message_code', 'status', 'created_at', 'sent_at'])
      .where('registry_oid', '=', registryOid)
      .orderBy('oid', 'desc')
      .limit(500)
      .execute(),
  ]);
  const items: SentMessage[] = [
    ...sms.map((r) => ({
      Id: `sms-${r.oid}`,
      Channel: 'SMS' as const,
      Status: r.status,
      At: (r.sent_at ?? r.created_at).toISOString(),
      Subject: null,
      Text: maskSecrets(r.sms_text),
      Topic: topicOf(r.message_code).topic,
      Path: topicOf(r.message_code).path,
    })),
    ...mail.map((r) => ({
      Id: `email-${r.oid}`,
      Channel: 'EMAIL' as const,
      Status: r.status,
      At: (r.sent_at ?? r.created_at).toISOString(),
      Subject: maskSecrets(r.subject),
      Text: maskSecrets(r.body),
      Topic: topicOf(r.message_code).topic,
      Path: topicOf(r.message_code).path,
    })),
  ];
  const wanted = filter.search ? foldTr(filter.search) : '';
  return items
    .filter((m) => !filter.topic || m.Topic === filter.topic)
    .filter((m) => !wanted || foldTr(`${m.Subject ?? ''} ${m.Text}`).includes(wanted))
    .sort((a, b) => b.At.localeCompare(a.At))
    .slice(0, limit);
}
