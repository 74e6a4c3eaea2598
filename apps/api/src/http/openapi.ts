import {
  asksReauth,
  type CallDef,
  CHANNEL_PREFIX,
  CHANNEL_TAGS,
  type ErrorCode,
  ErrorCodes,
} from '@e-belediye/contracts';
import type { FastifyInstance } from 'fastify';

/** The committed copy of the served OpenAPI document, reviewed like code (docs/api/openapi.json). */
export const OPENAPI_FILE = 'docs/api/openapi.json';

/** The served document in a stable form: sorted keys, so the committed copy changes only when the API does. */
export function openApiText(app: FastifyInstance): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return `${JSON.stringify(sort(app.swagger()), null, 2)}\n`;
}

/** Names of the cookies the schemes describe; they come from the session modules, which this folder never reads. */
export interface SecurityCookies {
  memberSession: string;
  memberCsrf: string;
  staffSession: string;
  staffCsrf: string;
  payslipSession: string;
}

/** The extension that says where a credential OpenAPI cannot place really travels: a field of the JSON body. */
const BODY_FIELD = 'x-ebelediye-body-field';

/**
 * What the call registry checks, as OpenAPI security schemes. OpenAPI places an api key only in a header, a query
 * or a cookie; the channel key and the fast-payment token travel in the JSON body, so their schemes say so in
 * words and in `x-ebelediye-body-field`, and their `in`/`name` are the nearest OpenAPI allows, not a header we read.
 */
export function securitySchemes(cookies: SecurityCookies) {
  const csrf = (cookie: string) => ({
    type: 'apiKey' as const,
    in: 'header' as const,
    name: 'X-CSRF-Token',
    description:
      `Çift gönderimli CSRF belirteci: ${cookie} çerezinin değeri bu başlıkla geri gönderilir. Oturum açan ` +
      'çağrılar dışında, bu oturumu taşıyan her çağrıda (herkese açık olanlarda da) istenir.',
  });
  return {
    memberSession: {
      type: 'apiKey',
      in: 'cookie',
      name: cookies.memberSession,
      description:
        'Üye oturumu: ValidateUser ya da e-Devlet girişiyle açılan HttpOnly çerez (https altında __Host- önekli).',
    },
    memberCsrf: csrf(cookies.memberCsrf),
    staffSession: {
      type: 'apiKey',
      in: 'cookie',
      name: cookies.staffSession,
      description:
        'Personel oturumu: şifre ve TOTP koduyla StaffLogin ile açılan HttpOnly çerez (https altında __Host- önekli); ' +
        'hassas işlemler son dakikalarda StaffReauthenticate ile yeniden doğrulama ister (403 reauth_required).',
    },
    staffCsrf: csrf(cookies.staffCsrf),
    payslipSession: {
      type: 'apiKey',
      in: 'cookie',
      name: cookies.payslipSession,
      description:
        'Bordro oturumu: ConfirmPayrollCode ile SMS koduna karşılık bu tarayıcıya kısa süreli açılan HttpOnly çerez.',
    },
    paymentToken: {
      type: 'apiKey',
      in: 'header',
      name: 'paymentToken',
      description:
        'Hızlı ödeme belirteci: doğrulanmış bir hızlı ödeme sorgusunun imzalı belirteci. Başlıkta değil, istek ' +
        'gövdesinin paymentToken alanında gönderilir (OpenAPI gövdede anahtar tanımlayamaz).',
      [BODY_FIELD]: 'paymentToken',
    },
    channelKey: {
      type: 'apiKey',
      in: 'header',
      name: 'security',
      description:
        'Dış kanal anahtarı: kurum kodu ve API anahtarı. Başlıkta değil, istek gövdesinin security alanında ' +
        '{ institutionCode, apiKey } olarak gönderilir (OpenAPI gövdede anahtar tanımlayamaz); anahtarın işlem ' +
        'grubu her çağrının açıklamasında yazar.',
      [BODY_FIELD]: 'security',
    },
  } as const;
}

export type SecurityScheme = keyof ReturnType<typeof securitySchemes>;
type Requirement = Partial<Record<SecurityScheme, string[]>>;

/**
 * The security of one call's operation, from its declared access: alternatives in the array, all of one object
 * together. Public calls need none (`[]`).
 */
export function securityOf(def: Pick<CallDef, 'access' | 'startsSession'>): Requirement[] {
  const withCsrf = (session: SecurityScheme, csrf: SecurityScheme): Requirement =>
    def.startsSession ? { [session]: [] } : { [session]: [], [csrf]: [] };
  switch (def.access.kind) {
    case 'public':
      return [];
    case 'member':
      return [withCsrf('memberSession', 'memberCsrf')];
    case 'payer':
      return [withCsrf('memberSession', 'memberCsrf'), { paymentToken: [] }];
    case 'payslip':
      return [{ payslipSession: [] }];
    case 'staff':
      return [withCsrf('staffSession', 'staffCsrf')];
    case 'channel':
      return [{ channelKey: [] }];
  }
}

/**
 * The operation's stable name a generated client calls it by: the call's name (spec section 7). The second host's
 * calls carry `Kanal_` before it, always, so that the three names both hosts share stay apart and a channel call
 * keeps its name when the web gains a call of the same name.
 */
export const operationIdOf = (name: string, prefix: string): string =>
  prefix === CHANNEL_PREFIX ? `Kanal_${name}` : name;

/** One error answer of an operation: when it comes and the codes it may carry. */
export interface ErrorAnswer {
  description: string;
  codes: readonly ErrorCode[];
}

/**
 * The error answers a call can give, from what it declares: every call can be malformed (400), unknown by id (404),
 * rate limited (429) and fail (500); a guarded call can find nobody (401) or the wrong caller (403); the session's
 * CSRF token, a re-authentication and the human check add their codes; a call that changes records can meet a
 * record in the wrong state (409). Non-staff calls declare no effect, so each of them lists 409.
 */
export function errorAnswersOf(
  def: Pick<CallDef, 'access' | 'effect' | 'reauth' | 'startsSession' | 'human' | 'conflicts' | 'refusals'>,
): Record<number, ErrorAnswer> {
  const kind = def.access.kind;
  const csrf = !def.startsSession && (kind === 'public' || kind === 'member' || kind === 'payer' || kind === 'staff');
  const refused: ErrorCode[] = [
    ...(kind === 'public' || kind === 'payslip' ? [] : [ErrorCodes.forbidden]),
    ...(csrf ? [ErrorCodes.csrf] : []),
    ...(asksReauth(def) ? [ErrorCodes.reauthRequired] : []),
    // A member acting for someone else (ADR 0048) whose grant ended, was revoked or was suspended.
    ...(kind === 'member' || kind === 'payer' ? [ErrorCodes.delegationEnded] : []),
    ...(def.refusals ?? []),
  ];
  const reads = def.effect === 'read' || def.effect === 'self';
  const answers: Record<number, ErrorAnswer | null> = {
    400: {
      description: def.human
        ? 'İstek gövdesi sözleşmeye uymuyor ya da insan doğrulaması geçmedi.'
        : 'İstek gövdesi sözleşmeye uymuyor ya da izin verilmeyen bir karakter içeriyor.',
      codes: [ErrorCodes.validation],
    },
    401:
      kind === 'public'
        ? null
        : kind === 'channel'
          ? { description: 'Kurum kodu ya da API anahtarı geçersiz.', codes: [ErrorCodes.channelUnauthenticated] }
          : { description: 'Bu çağrı için geçerli bir oturum yok.', codes: [ErrorCodes.unauthenticated] },
    403: refused.length
      ? {
          description:
            'Çağıranın bu çağrıya yetkisi yok, oturumun CSRF belirteci eksik ya da yanlış veya son dakikalarda ' +
            'yeniden doğrulama yapılmamış.',
          codes: refused,
        }
      : null,
    404: { description: 'İstenen kayıt bulunamadı.', codes: [ErrorCodes.notFound] },
    409: reads
      ? null
      : {
          description: 'Kaydın durumu bu işleme izin vermiyor; mesaj nedenini söyler.',
          codes: [ErrorCodes.conflict, ...(def.conflicts ?? [])],
        },
    429: { description: 'Çok fazla istek: bir süre bekleyip yeniden deneyiniz.', codes: [ErrorCodes.rateLimited] },
    500: { description: 'Sunucuda beklenmedik bir hata: mesaj destek kodunu taşır.', codes: [ErrorCodes.server] },
  };
  return Object.fromEntries(Object.entries(answers).filter(([, a]) => a !== null)) as Record<number, ErrorAnswer>;
}

/** The response description an error answer gets in the document: when it comes and its codes. */
export const describeErrorAnswer = (answer: ErrorAnswer): string =>
  `${answer.description} Olası kodlar: ${answer.codes.join(', ')}.`;

/** What each group of calls is for, in Turkish, as the document's tag descriptions. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Üye girişi, e-Devlet ile giriş, oturum ve şifre işlemleri.',
  members: 'Üyelik başvurusu, üyenin profili, iletişim bilgileri ve bildirim tercihleri.',
  'members-desk': 'Ofis: üyelik başvurularının ve üye hesaplarının incelenmesi.',
  verification: 'SMS ile tek kullanımlık kod doğrulaması.',
  passkeys:
    'Geçiş anahtarları (WebAuthn) ve şifreyle girişte isteğe bağlı ikinci adım: uygulama kodu, geçiş anahtarı, kurtarma kodları.',
  debts: 'Üyenin ve hızlı ödemenin borç listeleri, gecikme zammıyla.',
  payments: 'Kartla online ödeme: sipariş, 3-D Secure, sonuç ve makbuz.',
  declarations: 'Emlak, ÇTV ve ilan reklam beyannameleri ile tarifeleri.',
  water: 'Su aboneliği: başvuru, fatura, sayaç okuma, fesih ve depozito iadesi.',
  restructuring: 'Borç yapılandırma kampanyaları ve taksit planları.',
  complaints: 'Şikâyet ve bildirimler: başvuru, takip, ofiste atama ve sonuçlandırma.',
  objections: 'Tahakkuka itiraz ve düzeltme başvurusu: başvuru, takip, ofiste karar ve defterde düzeltme.',
  resolutions: 'Meclis ve encümen kararları, ekleriyle.',
  lookups: 'Adres, gelir türü, banka ve tarife gibi herkese açık başvuru listeleri.',
  reconciliation: 'Ofis: banka tahsilatlarının gün sonu mutabakatı ve farkların çözümü.',
  payroll: 'Personel bordrosu: ofiste yükleme ve yayımlama, çalışanın SMS koduyla görüntülemesi.',
  staff: 'Ofis: personel hesapları, roller, yetkiler ve ikinci doğrulama adımı.',
  audit: 'Ofis: kim neyi ne zaman gördü ya da değiştirdi kayıtları.',
  files: 'Dosya yükleme ve indirme.',
  jobs: 'Ofis: arka plan işlerinin durumu.',
  imports: 'Ofis: önceki gelir sisteminden veri aktarımı: dosya yükleme, deneme, rapor, uygulama ve mutabakat.',
  calendar: 'Üyenin yaklaşan son günleri, takvim aboneliği (iCalendar) ve son gün hatırlatmaları.',
  delegation: 'Başkası adına işlem: üyenin verdiği ve ona verilen yetkiler, yapılan işlemler ve ofiste askıya alma.',
  Ayarlar: 'Ofis: belediyenin çalışma zamanı ayarları.',
  'Ofis · Dış kanallar': 'Ofis: dış kanalların (kiosk, mobil uygulama, banka) anahtarları, yetkileri ve sınırları.',
  [CHANNEL_TAGS.menus]: 'İkinci sunucu: kanalın sunabileceği hizmetlerin listesi.',
  [CHANNEL_TAGS.uyelik]: 'İkinci sunucu: üyenin kanal üzerinden girişi, şifre hatırlatma ve değiştirme.',
  [CHANNEL_TAGS.edevlet]: 'İkinci sunucu: e-Devlet ile üye girişi.',
  [CHANNEL_TAGS.sicil]: 'İkinci sunucu: sicil sorgulama (başkasının sicili maskeli).',
  [CHANNEL_TAGS.sms]: 'İkinci sunucu: sicildeki telefona sabit metinli kısa mesaj.',
  [CHANNEL_TAGS.tahsilat]:
    'İkinci sunucu: anlaşmalı bankanın borç sorgusu, tahsilatı, stornosu, gün listesi ve mutabakatı.',
  [CHANNEL_TAGS.banka]: 'İkinci sunucu: kanal üzerinden kartla 3-D Secure ödeme ve sonucu.',
  [CHANNEL_TAGS.parametre]: 'İkinci sunucu: il, ilçe, mahalle, sokak, banka ve şube gibi parametre listeleri.',
};

type Json = Record<string, unknown>;
type Operation = { tags?: string[]; responses?: Record<string, { description?: string }> };

/** `nullable` beside no type: zod's "any value or null", which OpenAPI 3.0 cannot say; any value already holds null. */
function dropUntypedNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropUntypedNullable(item);
  } else if (node && typeof node === 'object') {
    const object = node as Json;
    if (object.nullable === true && !('type' in object) && !('$ref' in object)) delete object.nullable;
    for (const value of Object.values(object)) dropUntypedNullable(value);
  }
}

/**
 * The document's finishing: where it is served, who publishes it, each group's description, and the schemas made
 * valid OpenAPI 3.0, so that `redocly lint` with its recommended rules finds no error.
 */
export function finishDocument<D extends object>(
  document: D,
  app: { MunicipalityName: string; MunicipalityWebsiteUrl: string },
) {
  const paths = ((document as { paths?: unknown }).paths ?? {}) as Record<string, Record<string, Operation>>;
  const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
  const used = new Set(operations.flatMap((op) => op.tags ?? []));
  for (const op of operations) {
    const ok = op.responses?.[200];
    if (ok?.description === 'Default Response') ok.description = 'Başarılı yanıt.';
  }
  dropUntypedNullable(paths);
  return {
    ...document,
    info: {
      ...(document as { info?: Json }).info,
      contact: { name: app.MunicipalityName, url: app.MunicipalityWebsiteUrl },
      license: { name: 'Tüm hakları saklıdır', url: app.MunicipalityWebsiteUrl },
    },
    servers: [
      { url: '/', description: 'Belediyenin E-Belediye adresi: web çağrıları /api, dış kanallar /kanal/api altında.' },
    ],
    tags: [...used].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? '' })),
  } as D;
}
