import { z } from 'zod';
import { MobilePhone, PidNo } from '../auth/index.js';
import { access, type CallDef, defineCall, Oid, Text } from '../common.js';
import { DeskRegistryType } from '../members/desk.js';
import { maskedSearchAllowed, RegistrySearchCriteria, RegistrySearchMessages } from '../members/search.js';
import { MemberToken } from './member.js';
import { CHANNEL_TAGS, ChannelRequest } from './security.js';

/**
 * The message codes of the municipality's SMS gateway a channel may send with (spec section 7): 7001 an account or
 * password message, 7002 a debt notice; any other code is refused.
 */
export const ShortMessageCodes = { account: 7001, debt: 7002 } as const;

/**
 * A key's short messages to numbers their registries do not hold, per hour: past this, its SendShortMessage is a
 * 429 until the hour turns (each one is dropped silently; the count is what tells a guessing key apart).
 */
export const ShortMessageLimits = { mismatchesPerHour: 20 } as const;

export const ChannelRegistry = z.object({
  Oid: z.int(),
  RegistryNo: z.string(),
  RegistryType: z.string(),
  RegistryTypeName: z.string(),
  PidNo: z.string().nullable(),
  Name: z.string(),
  GsmNumber: z.string().nullable(),
  Email: z.string().nullable(),
  /** Only for the member's own registry (memberToken); a lookup by number answers masked, without an address. */
  Address: z.string().nullable(),
});
export type ChannelRegistry = z.infer<typeof ChannelRegistry>;

export const ChannelRegistryRow = ChannelRegistry.pick({
  Oid: true,
  RegistryNo: true,
  RegistryType: true,
  RegistryTypeName: true,
  PidNo: true,
  Name: true,
}).extend({
  /** Only when the search named the district or the whole number: a name search never learns where one lives. */
  DistrictName: z.string().nullable(),
});

export const ShortMessageItem = z.object({
  RegistryOid: Oid,
  SourceOid: Oid.nullable().optional(),
  SubscriberOid: Oid.nullable().optional(),
  GsmNumber: MobilePhone,
  /** The spec's field, accepted and ignored: the message code's fixed text is sent (the API's SMS templates). */
  SmsText: Text.max(480, 'SMS metni en çok 480 karakter olabilir.').optional(),
});

export const registryChannelCalls = {
  GetRegistry: defineCall({
    tag: CHANNEL_TAGS.sicil,
    access: access.channel('sicil'),
    summary:
      'Sicil bilgisi: üye oturum anahtarıyla üyenin kendi sicili açık, T.C. Kimlik No / Vergi No ile maskeli olarak',
    request: ChannelRequest.extend({ pidNo: PidNo.optional(), memberToken: MemberToken.optional() }).refine(
      (r) => Boolean(r.pidNo) !== Boolean(r.memberToken),
      'T.C. Kimlik No / Vergi No ya da üye oturum anahtarından yalnızca birini gönderiniz.',
    ),
    response: z.object({ Registry: ChannelRegistry, Masked: z.boolean() }),
  }),
  GetRegistryList: defineCall({
    tag: CHANNEL_TAGS.sicil,
    access: access.channel('sicil'),
    summary:
      'Siciller (T.C./VKN ya da sicil numarasının tamamıyla, ya da ad ile mahalle veya doğum yılıyla), sayfalı ve ofisin maskeli görünümüyle',
    request: ChannelRequest.extend({
      filter: Text.trim()
        .min(3, 'Aranacak T.C. Kimlik No, Vergi No, sicil no veya adı en az 3 karakterle giriniz.')
        .max(100),
      registryType: DeskRegistryType.optional(),
      ...RegistrySearchCriteria,
      pageIndex: z.int().min(0).max(100000).default(0),
      pageSize: z.int().min(1).max(50).default(25),
    }).refine(maskedSearchAllowed, { path: ['filter'], message: RegistrySearchMessages.nameNeedsMore }),
    response: z.object({
      Items: z.array(ChannelRegistryRow),
      TotalCount: z.int(),
      PageIndex: z.int(),
      PageSize: z.int(),
      Masked: z.literal(true),
    }),
  }),
  SendShortMessage: defineCall({
    tag: CHANNEL_TAGS.sms,
    access: access.channel('sms'),
    summary:
      'Kısa mesaj isteği: MessageCode 7001 (hesap/şifre) ya da 7002 (borç bildirimi), SMS listesi ve 0 bayrağı; sicilde kayıtlı numaralara kodun sabit metniyle gönderilir (SmsText dikkate alınmaz)',
    request: ChannelRequest.extend({
      MessageCode: z.int(),
      Items: z
        .array(ShortMessageItem)
        .min(1, 'En az bir SMS gönderiniz.')
        .max(100, 'Bir istekte en çok 100 SMS gönderilebilir.'),
      Flag: z.literal(0, 'Flag alanı 0 olmalıdır.'),
    }),
    response: z.object({ Accepted: z.int(), Message: z.string() }),
  }),
} satisfies Record<string, CallDef>;
