import type { SimulatorConfig } from '../config.js';
import {
  methodNotAllowed,
  parseBasicAuth,
  type RequestContext,
  readFields,
  redirect,
  safeEqual,
  sendHtml,
  sendJson,
} from '../http.js';
import type { Person } from '../population.js';
import type { Simulator } from '../simulator.js';
import {
  type AuthorizationRequest,
  authorizationErrorPage,
  authorizationPage,
  edevletInfoPage,
  paths,
} from './pages.js';
import { type EdevletStore, isFaultMode } from './store.js';

export interface EdevletDeps {
  config: SimulatorConfig['edevlet'];
  store: EdevletStore;
  people: readonly Person[];
}

/** Adds query parameters to a URL the way e-Devlet does (percent-encoded, %20 for spaces); drops any fragment. */
export function withQuery(uri: string, params: Record<string, string | undefined>): string {
  const [base] = uri.split('#');
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  if (!query) return base;
  return `${base}${base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'}${query}`;
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function readRequest(source: Record<string, string | undefined>): AuthorizationRequest {
  return {
    response_type: source.response_type ?? '',
    client_id: source.client_id ?? '',
    redirect_uri: source.redirect_uri ?? '',
    state: source.state ?? '',
    scope: source.scope ?? '',
  };
}

function validateRequest(request: AuthorizationRequest, clientId: string): string[] {
  const problems: string[] = [];
  if (request.response_type !== 'code') problems.push("response_type parametresi 'code' olmalıdır.");
  if (!request.client_id) problems.push('client_id parametresi eksik.');
  else if (request.client_id !== clientId) problems.push(`Tanımsız kurum: ${request.client_id}`);
  if (!request.redirect_uri) problems.push('redirect_uri parametresi eksik.');
  else if (!isAbsoluteHttpUrl(request.redirect_uri)) {
    problems.push('redirect_uri mutlak bir http(s) adresi olmalıdır.');
  }
  return problems;
}

export function createEdevletSimulator({ config, store, people }: EdevletDeps): Simulator {
  const authorize = (ctx: RequestContext) => {
    const request = readRequest(Object.fromEntries(ctx.url.searchParams));
    const problems = validateRequest(request, config.clientId);
    if (problems.length) return sendHtml(ctx.res, 400, authorizationErrorPage(problems));
    sendHtml(ctx.res, 200, authorizationPage(request, people));
  };

  const decide = async (ctx: RequestContext) => {
    const fields = await readFields(ctx.req);
    const request = readRequest(fields);
    const problems = validateRequest(request, config.clientId);
    if (problems.length) return sendHtml(ctx.res, 400, authorizationErrorPage(problems));
    const state = request.state || undefined;
    if (fields.vazgec !== undefined) {
      return redirect(
        ctx.res,
        withQuery(request.redirect_uri, { error: 'access_denied', error_description: 'Kullanıcı vazgeçti', state }),
      );
    }
    const person = people.find((p) => p.tckn === fields.kimlikNo);
    const fault = fields.fault || 'normal';
    if (!person) return sendHtml(ctx.res, 400, authorizationErrorPage(['Giriş yapılacak kişi seçilmedi.']));
    if (!isFaultMode(fault)) return sendHtml(ctx.res, 400, authorizationErrorPage([`Bilinmeyen hata modu: ${fault}`]));
    const { code } = store.issueCode({
      clientId: request.client_id,
      redirectUri: request.redirect_uri,
      kimlikNo: person.tckn,
      fault,
    });
    redirect(ctx.res, withQuery(request.redirect_uri, { code, state }));
  };

  const token = async (ctx: RequestContext) => {
    const fields = await readFields(ctx.req);
    const basic = parseBasicAuth(ctx.req);
    const clientId = fields.client_id ?? basic?.user ?? '';
    const clientSecret = fields.client_secret ?? basic?.password ?? '';
    const clientOk = safeEqual(clientId, config.clientId);
    const secretOk = safeEqual(clientSecret, config.clientSecret);
    if (!clientOk || !secretOk) {
      return sendJson(ctx.res, 401, {
        error: 'invalid_client',
        error_description: 'İstemci kimlik doğrulaması başarısız.',
      });
    }
    if (fields.grant_type !== 'authorization_code') {
      return sendJson(ctx.res, 400, {
        error: 'unsupported_grant_type',
        error_description: "grant_type 'authorization_code' olmalıdır.",
      });
    }
    if (!fields.code || !fields.redirect_uri) {
      return sendJson(ctx.res, 400, {
        error: 'invalid_request',
        error_description: 'code ve redirect_uri zorunludur.',
      });
    }
    const result = store.redeemCode(fields.code, clientId, fields.redirect_uri);
    if (!result.ok) {
      const descriptions = {
        unknown: 'Yetkilendirme kodu geçersiz veya daha önce kullanılmış.',
        expired: 'Yetkilendirme kodunun süresi dolmuş.',
        client: 'Yetkilendirme kodu bu kuruma verilmemiş.',
        redirect_uri: 'redirect_uri yetkilendirme isteğindekiyle aynı değil.',
      } as const;
      return sendJson(ctx.res, 400, { error: 'invalid_grant', error_description: descriptions[result.reason] });
    }
    if (result.grant.fault === 'null-token') return sendJson(ctx.res, 200, { access_token: null });
    const issued = store.issueToken(result.grant);
    sendJson(ctx.res, 200, { access_token: issued.token, token_type: 'bearer', expires_in: store.tokenTtlSeconds });
  };

  const authenticate = async (ctx: RequestContext) => {
    const fields = await readFields(ctx.req);
    const invalidToken = {
      sonucKodu: 'EDV09.001',
      sonucAciklamasi: 'Geçersiz erişim anahtarı',
      kullaniciBilgileri: null,
    };
    const invalidData = { sonucKodu: 'EDV09.006', sonucAciklamasi: 'Geçersiz veri', kullaniciBilgileri: null };
    const found = store.findToken(fields.accessToken ?? '');
    if (!found || found.clientId !== fields.clientId) return sendJson(ctx.res, 200, invalidToken);
    if (fields.resourceId !== '1' || fields.kapsam !== 'Ad-Soyad' || found.fault === 'wrong-code') {
      return sendJson(ctx.res, 200, invalidData);
    }
    const person = people.find((p) => p.tckn === found.kimlikNo);
    if (!person) return sendJson(ctx.res, 200, invalidToken);
    sendJson(ctx.res, 200, {
      sonucKodu: 'EDV09.000',
      sonucAciklamasi: 'İşlem başarılı',
      kullaniciBilgileri: { kimlikNo: person.tckn, ad: person.ad, soyad: person.soyad },
    });
  };

  return {
    path: '/edevlet',
    name: 'e-Devlet Kapısı (OAuth2 kurum girişi)',
    description: 'Yetkilendirme kodu akışı, erişim anahtarı ve kişi bilgisi; boş token ve hatalı sonuç kodu hataları.',
    async handle(ctx) {
      const path = ctx.url.pathname;
      if (path === '/edevlet' || path === '/edevlet/') {
        if (ctx.method !== 'GET' && ctx.method !== 'HEAD') methodNotAllowed(ctx.res, ['GET']);
        else sendHtml(ctx.res, 200, edevletInfoPage(config.clientId));
        return true;
      }
      if (path === paths.authorize) {
        if (ctx.method === 'GET' || ctx.method === 'HEAD') authorize(ctx);
        else if (ctx.method === 'POST') await decide(ctx);
        else methodNotAllowed(ctx.res, ['GET', 'POST']);
        return true;
      }
      const post: Record<string, (c: RequestContext) => Promise<void>> = {
        [paths.decide]: decide,
        [paths.token]: token,
        [paths.authenticate]: authenticate,
      };
      const handler = post[path];
      if (!handler) return false;
      if (ctx.method === 'POST') await handler(ctx);
      else methodNotAllowed(ctx.res, ['POST']);
      return true;
    },
  };
}
