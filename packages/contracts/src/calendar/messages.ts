import { z } from 'zod';
import { access, BaseRequest, defineCall, Text } from '../common.js';

/**
 * "Mesajlarım": every SMS and e-mail the portal sent to a member, newest first. A code or password in a text is
 * shown masked; each message names what it is about and the page that shows it.
 */
export const MessageTopic = z.enum([
  'ACCOUNT',
  'DEBT',
  'DECLARATION',
  'RESTRUCTURING',
  'WATER',
  'COMPLAINT',
  'PAYROLL',
  'OBJECTION',
  'REMINDER',
  'ANNOUNCEMENT',
  'OTHER',
]);
export type MessageTopic = z.infer<typeof MessageTopic>;

/** The topic and the page of each message code of the notification templates. */
export const MessageTopics: Readonly<Record<number, { topic: MessageTopic; path: string | null }>> = {
  7001: { topic: 'ACCOUNT', path: '/UserUpdate' },
  7002: { topic: 'DEBT', path: '/DebtQuestioning' },
  7010: { topic: 'DECLARATION', path: '/beyannamelerim' },
  7020: { topic: 'RESTRUCTURING', path: '/DebtRestructuring' },
  7030: { topic: 'WATER', path: '/aboneliklerim' },
  7040: { topic: 'COMPLAINT', path: '/ComplaintsAndRequests' },
  7050: { topic: 'PAYROLL', path: null },
  7060: { topic: 'OBJECTION', path: '/itirazlarim' },
  7070: { topic: 'ACCOUNT', path: '/yetkilerim' },
  7080: { topic: 'ANNOUNCEMENT', path: null },
  7090: { topic: 'REMINDER', path: '/takvimim' },
};

export const SentMessage = z.object({
  /** 'sms-12' or 'email-7': unique across both channels. */
  Id: z.string(),
  Channel: z.enum(['SMS', 'EMAIL']),
  Status: z.enum(['PENDING', 'SENT', 'FAILED']),
  /** When it was sent, or queued while it waits. */
  At: z.string(),
  Subject: z.string().nullable(),
  /** The words, with any code or password masked. */
  Text: z.string(),
  Topic: MessageTopic,
  Path: z.string().nullable(),
});
export type SentMessage = z.infer<typeof SentMessage>;

export const messageCalls = {
  GetMyMessages: defineCall({
    tag: 'calendar',
    access: access.member,
    summary: 'Oturumdaki üyeye gönderilen SMS ve e-postalar (en yeni önce, aranabilir; kodlar maskeli)',
    request: BaseRequest.extend({
      search: Text.trim().max(100).optional(),
      /** Only the messages of one topic (e.g. the office's announcements). */
      topic: MessageTopic.optional(),
      limit: z.int().min(1).max(200).default(50),
    }),
    response: z.object({ Items: z.array(SentMessage) }),
  }),
};
