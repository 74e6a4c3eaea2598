import { z } from 'zod';
import { access, BaseRequest, defineCall, Text } from '../common.js';

/**
 * Who an announcement goes to: the members of a district (by their registry's street), or the members with an
 * open debt of a revenue kind. Only members who consented to SMS or e-mail on /UserUpdate receive it.
 */
export const AnnouncementAudience = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('DISTRICT'), DistrictCode: Text.trim().min(1).max(20) }),
  z.object({ Kind: z.literal('DEBT'), RevenueCode: z.int().min(1).max(99999) }),
]);
export type AnnouncementAudience = z.infer<typeof AnnouncementAudience>;

/** KVKK: an announcement informs; it carries no personal data and asks for nothing. */
export const AnnouncementDraft = BaseRequest.extend({
  audience: AnnouncementAudience,
  sms: z.boolean(),
  email: z.boolean(),
  /** The e-mail's subject: needed only when e-mail is chosen. */
  subject: Text.trim().max(120).default(''),
  text: Text.trim().min(10).max(600),
});

export const AnnouncementPreview = z.object({
  /** Consenting members the audience holds. */
  Members: z.int(),
  /** Messages that would go out on each chosen channel (a member without a number or address gets none). */
  Sms: z.int(),
  Email: z.int(),
  SmsText: z.string().nullable(),
  MailSubject: z.string().nullable(),
  MailText: z.string().nullable(),
});
export type AnnouncementPreview = z.infer<typeof AnnouncementPreview>;

/** Messages an announcement queues per minute: the operator's and the mail server's limits are not overrun. */
export const ANNOUNCEMENT_BATCH = 50;

export const announcementCalls = {
  GetAnnouncementRevenueKinds: defineCall({
    tag: 'calendar',
    access: access.staff('notifications.send'),
    effect: 'read',
    summary: 'Duyurunun borçlu üyelerine gönderilebileceği gelir türleri',
    request: BaseRequest,
    response: z.array(z.object({ Code: z.int(), Name: z.string() })),
  }),
  PreviewAnnouncement: defineCall({
    tag: 'calendar',
    access: access.staff('notifications.send'),
    effect: 'read',
    summary: 'Duyurunun kaç üyeye gideceği ve metnin SMS/e-posta önizlemesi (gönderilmez)',
    request: AnnouncementDraft,
    response: AnnouncementPreview,
  }),
  SendAnnouncement: defineCall({
    tag: 'calendar',
    access: access.staff('notifications.send'),
    effect: 'change',
    reauth: true,
    summary: `Bilgilendirme duyurusunu izin veren üyelere sıraya alır (dakikada en çok ${ANNOUNCEMENT_BATCH} ileti)`,
    request: AnnouncementDraft,
    response: AnnouncementPreview.extend({ AnnouncementId: z.string() }),
  }),
};
