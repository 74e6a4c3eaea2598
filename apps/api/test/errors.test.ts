import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from './support/db.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('one error path: { Code, Message } in Turkish, never a stack trace', () => {
  it('a missing required field is a 400 naming the field', async () => {
    const res = await t.call<{ Code: string; Message: string }>('RetrieveEstateStreetValuations', {});
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe('error_validation');
    expect(res.body.Message).toBe('Değerleme yılı: Bu alan zorunludur.');
  });

  it('a wrong type or out-of-range value is a 400 naming the field', async () => {
    const year = await t.call<{ Message: string }>('RetrieveECTAnnualPrices', { year: 'iki bin' });
    expect(year.status).toBe(400);
    expect(year.body.Message).toBe('Yıl: Geçersiz değer: bir sayı bekleniyor.');
    const size = await t.call<{ Message: string }>('RetrieveECTAnnualPrices', { year: 2026, pageSize: 100000 });
    expect(size.status).toBe(400);
    expect(size.body.Message).toBe('Sayfa boyutu: En fazla 5000 olabilir.');
    const nested = await t.call<{ Message: string }>('GetResolutionList', { criteria: { kind: 'BELEDIYE' } });
    expect(nested.status).toBe(400);
    expect(nested.body.Message).toContain('Karar türü');
  });

  it('malformed JSON is a 400 with a Turkish message', async () => {
    const res = await post('/api/RetrieveBanksWithoutAuthorization', '{"bankCode": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Code: 'error_validation',
      Message: 'Gönderilen veri okunamadı. Lütfen formu kontrol edip tekrar deneyiniz.',
    });
  });

  it('an unsupported content type is a 415, an oversized body a 413', async () => {
    const media = await post('/api/RetrieveBanksWithoutAuthorization', 'x', 'application/xml');
    expect(media.statusCode).toBe(415);
    expect(media.json().Message).toBe('Bu içerik türü kabul edilmiyor.');
    const big = await post(
      '/api/RetrieveBanksWithoutAuthorization',
      JSON.stringify({ userName: 'x'.repeat(2_000_000) }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().Code).toBe('error_payload_too_large');
  });

  it('an unknown call is a 404 JSON error', async () => {
    const res = await t.call('NoSuchCall', {});
    expect(res).toEqual({ status: 404, body: { Code: 'error_unknown_call', Message: 'Böyle bir işlem bulunmuyor.' } });
  });

  it('no answer carries a stack trace', async () => {
    const res = await post('/api/GetResolution', '{"resolutionOid": {"$gt": 1}}');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('settings and API documentation', () => {
  it('AppSetting.json carries the public settings and no secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/AppSetting.json' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.MunicipalityName).toBe('Yeşilvadi Belediyesi');
    expect(body.IsEDevletLoginDisable).toBe(false);
    for (const secret of [
      'machineKey',
      'SMSPassword',
      'StoreKey',
      'MerchantPassword',
      'guvenlikApi',
      'EDEVLET_CLIENT_SECRET',
    ]) {
      expect(body).not.toHaveProperty(secret);
    }
    // No secret value either: the settings' own and every bank's store key and passwords.
    const banks = Object.values(t.settings.payments.banks);
    const values = [
      t.settings.secrets.machineKey,
      t.settings.secrets.SMSPassword,
      t.settings.secrets.guvenlikApi,
      t.settings.secrets.EDEVLET_CLIENT_SECRET,
      ...banks.flatMap((b) => [b?.storeKey, b?.apiPassword, b?.merchantPassword]),
    ].filter((v): v is string => Boolean(v));
    expect(values.length).toBeGreaterThan(5);
    for (const value of values) expect(res.body).not.toContain(value);
  });

  it('publishes OpenAPI generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/RetrieveEstateStreetValuations');
    expect(doc.paths['/api/GetResolution'].post.requestBody).toBeDefined();
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/AppSetting.json' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limiting', () => {
  it('answers 429 with a Turkish message once an IP exceeds the limit', async () => {
    const limited = await openTestApp({ apiRateLimit: 3 });
    try {
      const statuses: number[] = [];
      let last: { status: number; body: unknown } = { status: 0, body: null };
      for (let i = 0; i < 4; i++) {
        last = await limited.call('RetrieveBanksWithoutAuthorization', {});
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last.body).toEqual({
        Code: 'error_rate_limited',
        Message: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyiniz.',
      });
    } finally {
      await limited.close();
    }
  });
});
