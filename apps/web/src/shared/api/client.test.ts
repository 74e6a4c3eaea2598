import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, rememberLanguage } from '../i18n/index.js';
import { ApiCallError, callApi } from './client.js';

const respond = (status: number, body: string | null) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  rememberLanguage('tr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shared API client (spec section 7)', () => {
  it('posts JSON to /api/<name> with the municipality label as userName', async () => {
    const fetchMock = respond(200, '[]');
    vi.stubGlobal('fetch', fetchMock);
    await callApi('RetrieveBanksWithoutAuthorization', {});
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/RetrieveBanksWithoutAuthorization');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ userName: 'EBELEDIYE' });
  });

  it('sends the ebs_csrf cookie back as x-csrf-token, and no such header without the cookie', async () => {
    const fetchMock = respond(200, '[]');
    vi.stubGlobal('fetch', fetchMock);
    await callApi('RetrieveBanksWithoutAuthorization', {});
    const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=red; ebs_csrf=abc%2B123');
    await callApi('RetrieveBanksWithoutAuthorization', {});
    cookie.mockRestore();
    const headers = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers[0]).not.toHaveProperty('x-csrf-token');
    expect(headers[1]).toMatchObject({ 'x-csrf-token': 'abc+123' });
  });

  it('uses the session’s Url override as the base address', async () => {
    sessionStorage.setItem('Url', 'https://ebelediye.example.gov.tr/');
    const fetchMock = respond(200, '[]');
    vi.stubGlobal('fetch', fetchMock);
    await callApi('AddressGetCountyListWithoutAuthorization', {});
    expect(fetchMock.mock.calls[0][0 as never]).toBe(
      'https://ebelediye.example.gov.tr/api/AddressGetCountyListWithoutAuthorization',
    );
  });

  it('rejects with the server’s Message', async () => {
    vi.stubGlobal('fetch', respond(404, JSON.stringify({ Code: 'error_not_found', Message: 'Karar bulunamadı.' })));
    await expect(callApi('GetResolution', { resolutionOid: 1 })).rejects.toMatchObject({
      message: 'Karar bulunamadı.',
      status: 404,
      code: 'error_not_found',
    });
  });

  it('rejects with "Beklenmedik bir hata oluştu" when there is no response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await callApi('RetrieveBanksWithoutAuthorization', {}).catch((e) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error.message).toBe('Beklenmedik bir hata oluştu');
    expect(error.status).toBeNull();
  });

  it('an error without a body falls back to the general message; in English "Something went wrong!"', async () => {
    vi.stubGlobal('fetch', respond(502, null));
    await expect(callApi('RetrieveBanksWithoutAuthorization', {})).rejects.toThrow('Beklenmedik bir hata oluştu');
    rememberLanguage('en');
    await loadLanguage('en'); // as boot and the language switch do before English is in use
    await expect(callApi('RetrieveBanksWithoutAuthorization', {})).rejects.toThrow('Something went wrong!');
  });

  it('treats a null answer as an error', async () => {
    vi.stubGlobal('fetch', respond(200, 'null'));
    await expect(callApi('RetrieveBanksWithoutAuthorization', {})).rejects.toThrow('Beklenmedik bir hata oluştu');
  });

  it('treats a string answer longer than 6 characters as an error, but not "1" or HTML', async () => {
    vi.stubGlobal('fetch', respond(200, JSON.stringify('Sicil bilgisi bulunamadı.')));
    await expect(callApi('RetrieveBanksWithoutAuthorization', {})).rejects.toThrow('Sicil bilgisi bulunamadı.');
    vi.stubGlobal('fetch', respond(200, JSON.stringify('1')));
    await expect(callApi('RetrieveBanksWithoutAuthorization', {})).resolves.toBe('1');
    vi.stubGlobal('fetch', respond(200, JSON.stringify('<html><body>ok</body></html>')));
    await expect(callApi('RetrieveBanksWithoutAuthorization', {})).resolves.toContain('<html>');
    vi.stubGlobal('fetch', respond(200, JSON.stringify('kısa')));
    await expect(callApi('RetrieveBanksWithoutAuthorization', {})).resolves.toBe('kısa');
  });
});
