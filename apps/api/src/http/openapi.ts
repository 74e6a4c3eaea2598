import type { CallDef } from '@e-belediye/contracts';
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
