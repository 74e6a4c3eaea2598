import { z } from 'zod';
import { access, BaseRequest, defineCall, Oid, Text } from '../common.js';
import { CHANNEL_SCOPES, type ChannelScope } from './security.js';

const tag = 'Ofis · Dış kanallar';
const manage = access.staff('channels.manage');

export const CHANNEL_KINDS = ['kiosk', 'mobile', 'bank'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * A kiosk's or the mobile app's key ships inside an app anyone can unpack: it never holds a group that makes the
 * municipality send something (the database refuses it too).
 */
export const PUBLIC_APP_KINDS: readonly ChannelKind[] = ['kiosk', 'mobile'];
export const SERVER_ONLY_SCOPES: readonly ChannelScope[] = ['sms'];
export const scopeAllowed = (kind: ChannelKind, scope: ChannelScope) =>
  !(PUBLIC_APP_KINDS.includes(kind) && SERVER_ONLY_SCOPES.includes(scope));

/** The Turkish words of the second host's refusals; every failure of a key reads the same. */
export const ChannelMessages = {
  unauthenticated: 'Kurum kodu ya da API anahtarı geçersiz.',
  rateLimited: 'Bu anahtarın dakikalık istek sınırı aşıldı. Lütfen biraz bekleyip tekrar deneyiniz.',
  outOfScope: 'Bu anahtar bu işlem grubuna yetkili değil.',
  institutionTaken: 'Bu kurum kodu başka bir kanala verilmiş.',
  revoked: 'İptal edilmiş bir kanal değiştirilemez.',
  memberToken: 'Üye oturumu geçersiz ya da süresi dolmuş. Lütfen yeniden giriş yapınız.',
  smsNotForPublicApps:
    'Kiosk ve mobil uygulama anahtarlarına SMS grubu verilemez: bu anahtarlar herkesin indirebildiği uygulamaların içindedir.',
  /** The same answer whatever the numbers were: a wrong one is dropped silently and counted. */
  smsReceived: (n: number) => `${n} SMS isteği alındı; sicilde kayıtlı numaralara belediyenin metniyle gönderilir.`,
  smsMismatchLimit:
    'Bu anahtarla sicilde kayıtlı olmayan numaralara çok fazla SMS istendi. SMS istekleri saat başında yeniden kabul edilir.',
} as const;

const Scope = z.enum(CHANNEL_SCOPES, 'Bilinmeyen bir işlem grubu seçildi.');
const Scopes = z
  .array(Scope)
  .min(1, 'En az bir işlem grubu seçiniz.')
  .max(CHANNEL_SCOPES.length)
  .refine((s) => new Set(s).size === s.length, 'Bir işlem grubu iki kez seçilmiş.');
const Rate = z
  .int()
  .min(1, 'Dakikalık sınır en az 1 olmalıdır.')
  .max(100000, 'Dakikalık sınır en çok 100000 olabilir.');

/** A channel as the office lists it: never its key, only the key's first characters. */
export const ChannelItem = z.object({
  Oid: z.int(),
  Name: z.string(),
  Kind: z.enum(CHANNEL_KINDS),
  InstitutionCode: z.string(),
  Scopes: z.array(z.string()),
  KeyPrefix: z.string(),
  RatePerMinute: z.int(),
  State: z.enum(['ACTIVE', 'REVOKED']),
  CreatedAt: z.string(),
  RotatedAt: z.string().nullable(),
  RevokedAt: z.string().nullable(),
  LastCallAt: z.string().nullable(),
});
export type ChannelItem = z.infer<typeof ChannelItem>;

/** A key is answered exactly once, when it is made: only its hash is kept. */
const IssuedKey = z.object({ Channel: ChannelItem, ApiKey: z.string() });

export const ChannelCallItem = z.object({
  At: z.string(),
  CallName: z.string(),
  StatusCode: z.int(),
  Ip: z.string(),
  RequestId: z.string(),
});
export type ChannelCallItem = z.infer<typeof ChannelCallItem>;

const ChannelRef = BaseRequest.extend({ channelOid: Oid });

/** The office desk of the second service host: administrators issue, scope, rotate and revoke channel keys. */
export const channelKeyCalls = {
  GetChannelList: defineCall({
    tag,
    access: manage,
    effect: 'read',
    summary: 'Dış kanalları (kiosk, mobil uygulama, anlaşmalı banka) anahtar önekiyle ve son çağrısıyla listeler',
    request: BaseRequest,
    response: z.object({ Items: z.array(ChannelItem) }),
  }),
  CreateChannel: defineCall({
    tag,
    access: manage,
    effect: 'credential',
    reauth: true,
    summary: 'Yeni bir dış kanal ve API anahtarı oluşturur; anahtar yalnızca bu yanıtta bir kez gösterilir',
    request: BaseRequest.extend({
      name: Text.trim().min(3, 'Kanal adı en az 3 karakter olmalıdır.').max(100),
      kind: z.enum(CHANNEL_KINDS, 'Kanal türü kiosk, mobil ya da banka olmalıdır.'),
      institutionCode: Text.trim()
        .min(2, 'Kurum kodu en az 2 karakter olmalıdır.')
        .max(20)
        .regex(/^[A-Za-z0-9_-]+$/, 'Kurum kodu yalnızca harf, rakam, tire ve alt çizgi içerebilir.'),
      scopes: Scopes,
      ratePerMinute: Rate,
    }).refine((r) => r.scopes.every((s) => scopeAllowed(r.kind, s)), {
      path: ['scopes'],
      message: ChannelMessages.smsNotForPublicApps,
    }),
    response: IssuedKey,
  }),
  UpdateChannel: defineCall({
    tag,
    access: manage,
    effect: 'widen',
    reauth: true,
    summary: 'Bir kanalın yetkili olduğu işlem gruplarını ve dakikalık sınırını değiştirir',
    request: ChannelRef.extend({ scopes: Scopes, ratePerMinute: Rate }),
    response: z.object({ Channel: ChannelItem }),
  }),
  RotateChannelKey: defineCall({
    tag,
    access: manage,
    effect: 'credential',
    reauth: true,
    summary: 'Kanala yeni bir anahtar verir; eski anahtar hemen geçersiz olur, yenisi bir kez gösterilir',
    request: ChannelRef,
    response: IssuedKey,
  }),
  RevokeChannel: defineCall({
    tag,
    access: manage,
    effect: 'change',
    reauth: true,
    summary: 'Kanalın anahtarını kalıcı olarak iptal eder; sonraki her çağrısı reddedilir',
    request: ChannelRef,
    response: z.object({ Channel: ChannelItem }),
  }),
  GetChannelCalls: defineCall({
    tag,
    access: manage,
    effect: 'read',
    summary: 'Bir kanalın son çağrılarını (işlem, durum kodu, IP, istek numarası) yeniden eskiye listeler',
    request: ChannelRef.extend({ limit: z.int().min(1).max(200).default(50) }),
    response: z.object({ Items: z.array(ChannelCallItem) }),
  }),
};
