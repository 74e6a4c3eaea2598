import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, hiddenFields, postAction, type Running, start } from './support.js';

const base = '/edevlet/OAuth2AuthorizationServer';
const clientId = 'yesilvadi-ebelediye';
const clientSecret = 'dev-edevlet-secret';
const redirectUri = 'http://localhost:3000/e-devlet-girisi';

let sim: Running;
let clock = Date.now();

beforeAll(async () => {
  sim = await start({ now: () => clock });
});
afterAll(() => sim.close());

const authorizeUrl = (params: Record<string, string> = {}) =>
  `${sim.base}${base}/AuthorizationController?${new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    state: '48213',
    scope: 'Kimlik-Dogrula;Ad-Soyad',
    redirect_uri: redirectUri,
    ...params,
  })}`;

/** Opens the authorization page and submits its form as the browser would after a click. */
async function decide(extra: Record<string, string>): Promise<URL> {
  const page = await fetch(authorizeUrl());
  const html = await page.text();
  const res = await fetch(new URL(postAction(html), sim.base), {
    ...form({ ...hiddenFields(html), ...extra }),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

const login = async (kimlikNo: string, fault = 'normal') => {
  const location = await decide({ fault, kimlikNo });
  return location.searchParams.get('code')!;
};

const exchange = (code: string, fields: Record<string, string> = {}) =>
  fetch(`${sim.base}${base}/AccessTokenController`, {
    ...form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      client_secret: clientSecret,
      ...fields,
    }),
  });

const personInfo = (accessToken: string) =>
  fetch(`${sim.base}${base}/AuthenticationController`, {
    ...form({ clientId, accessToken, resourceId: '1', kapsam: 'Ad-Soyad' }),
  }).then((r) => r.json());

describe('e-Devlet authorization page', () => {
  it('lists the test citizens with masked T.C. Kimlik Nos, the fault modes and a cancel button', async () => {
    const res = await fetch(authorizeUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('<title>e-Devlet Kapısı — Kimlik Doğrulama (Simülatör)</title>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain(clientId);
    expect(html).toContain('Zeynep Arslan');
    expect(html).toContain('100******46');
    expect(html.match(/Bu kişi olarak giriş yap/g)).toHaveLength(sim.population.length);
    expect(html).toContain('Boş token (token uç noktası null döner)');
    expect(html).toContain('Hatalı sonuç kodu (EDV09.006)');
    expect(html).toContain('Vazgeç');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });

  it('answers 400 with an error page for a wrong client_id, response_type or a missing redirect_uri', async () => {
    const cases: Array<Record<string, string>> = [
      { client_id: 'baska-kurum' },
      { response_type: 'token' },
      { redirect_uri: '' },
    ];
    for (const params of cases) {
      const res = await fetch(authorizeUrl(params));
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(await res.text()).toContain('Geçersiz kimlik doğrulama isteği');
    }
  });
});

describe('e-Devlet code flow', () => {
  it('logs the chosen citizen in: redirect with code and state, token, then person info EDV09.000', async () => {
    const location = await decide({ fault: 'normal', kimlikNo: '23456789060' });
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('48213');
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[\w-]{20,}$/);

    const tokenRes = await exchange(code!);
    expect(tokenRes.status).toBe(200);
    const token = await tokenRes.json();
    expect(token).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 3600 });

    expect(await personInfo(token.access_token)).toEqual({
      sonucKodu: 'EDV09.000',
      sonucAciklamasi: 'İşlem başarılı',
      kullaniciBilgileri: { kimlikNo: '23456789060', ad: 'Mehmet', soyad: 'Yıldız' },
    });
  });

  it('accepts a code only once', async () => {
    const code = await login('10000000146');
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a wrong client secret with 401 invalid_client', async () => {
    const code = await login('10000000146');
    const res = await exchange(code, { client_secret: 'yanlis' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('rejects a redirect_uri that differs from the authorization request with invalid_grant', async () => {
    const code = await login('10000000146');
    const res = await exchange(code, { redirect_uri: 'http://localhost:3000/baska' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects a code older than five minutes with invalid_grant', async () => {
    const code = await login('10000000146');
    clock += 5 * 60_000 + 1;
    const res = await exchange(code);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers EDV09.001 for an unknown access token', async () => {
    expect(await personInfo('bilinmeyen')).toEqual({
      sonucKodu: 'EDV09.001',
      sonucAciklamasi: 'Geçersiz erişim anahtarı',
      kullaniciBilgileri: null,
    });
  });
});

describe('e-Devlet faults and cancel', () => {
  it('null-token fault: the token endpoint answers 200 with access_token null', async () => {
    const code = await login('31845207606', 'null-token');
    const res = await exchange(code);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ access_token: null });
  });

  it('wrong-code fault: person info answers EDV09.006 without user data', async () => {
    const code = await login('31845207606', 'wrong-code');
    const token = await (await exchange(code)).json();
    expect(token.access_token).toEqual(expect.any(String));
    expect(await personInfo(token.access_token)).toEqual({
      sonucKodu: 'EDV09.006',
      sonucAciklamasi: 'Geçersiz veri',
      kullaniciBilgileri: null,
    });
  });

  it('cancel redirects back with error=access_denied, the description and the state', async () => {
    const page = await fetch(authorizeUrl());
    const html = await page.text();
    const res = await fetch(new URL(postAction(html), sim.base), {
      ...form({ ...hiddenFields(html), fault: 'normal', vazgec: '1' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `${redirectUri}?error=access_denied&error_description=Kullan%C4%B1c%C4%B1%20vazge%C3%A7ti&state=48213`,
    );
  });
});
