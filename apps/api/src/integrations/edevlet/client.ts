import type { Settings } from '../../config/settings.js';
import { postTo } from '../http.js';

/** e-Devlet Kapısı institution OAuth2: authorization redirect, token exchange, person info (server-side only). */
export interface EDevletPerson {
  sonucKodu: string;
  sonucAciklamasi?: string;
  kimlikNo: string | null;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };

export function redirectUri(settings: Settings): string {
  const uri = settings.app.EDEVLET_REDIRECT_URI;
  return /^https?:\/\//.test(uri) ? uri : `${settings.publicUrl}${uri}`;
}

export function authorizationUrl(settings: Settings, state: number): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: settings.app.EDEVLET_CLIENT_ID,
    state: String(state),
    scope: settings.integrations.eDevlet.scope,
    redirect_uri: redirectUri(settings),
  });
  return `${settings.integrations.eDevlet.authorizeUrl}?${q}`;
}

/** The access token for an authorization code, or null when e-Devlet gives none. */
export async function exchangeCode(settings: Settings, code: string): Promise<string | null> {
  const { json } = await postTo('e-Devlet', settings.integrations.eDevlet.tokenUrl, {
    headers: formHeaders,
    body: form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(settings),
      client_id: settings.app.EDEVLET_CLIENT_ID,
      client_secret: settings.secrets.EDEVLET_CLIENT_SECRET,
    }),
  });
  const token = (json as { access_token?: unknown } | null)?.access_token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

export async function personInfo(settings: Settings, accessToken: string): Promise<EDevletPerson> {
  const { json } = await postTo('e-Devlet', settings.integrations.eDevlet.personInfoUrl, {
    headers: formHeaders,
    body: form({ clientId: settings.app.EDEVLET_CLIENT_ID, accessToken, resourceId: '1', kapsam: 'Ad-Soyad' }),
  });
  const body = (json ?? {}) as {
    sonucKodu?: string;
    sonucAciklamasi?: string;
    kullaniciBilgileri?: { kimlikNo?: string } | null;
  };
  return {
    sonucKodu: body.sonucKodu ?? '',
    sonucAciklamasi: body.sonucAciklamasi,
    kimlikNo: body.kullaniciBilgileri?.kimlikNo ?? null,
  };
}
