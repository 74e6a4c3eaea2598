import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error: the build script is plain JavaScript
import { precompress } from '../../../../scripts/build-web.mjs';
import { openTestApp } from '../support/db.js';

/** A built web app in miniature: its shell and one hashed asset, compressed the way the build does it. */
const dist = mkdtempSync(join(tmpdir(), 'ebelediye-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><title>E</title></head><body><div id="root"></div>${'<p>kabuk</p>'.repeat(100)}</body></html>`,
);
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(
  join(dist, 'route-chunks.json'),
  JSON.stringify({ '/FastPayment': { js: ['/assets/FastPaymentPage-X1.js'], css: ['/assets/payments-X2.css'] } }),
);
precompress(dist);

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp({ webDist: dist, logLevel: 'error' });
});
afterAll(() => t.close());

it('sends hashed assets precompressed by negotiation and cached for a year', async () => {
  const br = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const gz = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  const plain = await t.app.inject({ url: '/assets/index-AbC123.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toContain('console.log');
});

it("sends a hashed asset without a page's headers, keeping nosniff, while pages keep their policy", async () => {
  const asset = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
  expect(asset.headers['content-security-policy']).toBeUndefined();
  expect(asset.headers['x-frame-options']).toBeUndefined();
  expect(asset.headers['last-modified']).toBeUndefined();
  expect(asset.headers['x-content-type-options']).toBe('nosniff');
  expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
  const page = await t.app.inject({ url: '/anasayfa' });
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
});

it('serves the shell of every page route uncached, to GET and to HEAD', async () => {
  const page = await t.app.inject({ url: '/anasayfa', headers: { 'accept-encoding': 'br' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.headers['content-encoding']).toBe('br');
  const head = await t.app.inject({ method: 'HEAD', url: '/DebtQuestioning' });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toMatch(/text\/html/);
  expect(head.body).toBe('');
});

it('compresses API answers above 1 KB for a client that accepts it', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/RetrieveBanksWithoutAuthorization',
    payload: {},
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('no-store');
  const plain = await t.app.inject({ method: 'POST', url: '/api/RetrieveBanksWithoutAuthorization', payload: {} });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.json()).toEqual(expect.any(Array));
});

it('writes the public settings into the page shell, the same as /AppSetting.json, safe inside HTML', async () => {
  const page = await t.app.inject({ url: '/anasayfa' });
  const block = page.body.match(/<script id="app-settings" type="application\/json">(.*?)<\/script>/)?.[1];
  expect(block).toBeDefined();
  expect(block).not.toContain('<');
  const served = (await t.app.inject({ url: '/AppSetting.json' })).json();
  expect(JSON.parse(block!)).toEqual(served);
});

it("names the chunks of the page asked for in its shell, so they load beside the entry, and no other page's", async () => {
  const fast = await t.app.inject({ url: '/FastPayment?x=1', headers: { 'accept-encoding': 'br' } });
  expect(fast.headers['content-encoding']).toBe('br');
  const plain = (await t.app.inject({ url: '/FastPayment' })).body;
  expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/FastPaymentPage-X1.js">');
  expect(plain).toContain('<link rel="preload" as="style" crossorigin href="/assets/payments-X2.css">');
  expect(plain.indexOf('modulepreload')).toBeLessThan(plain.indexOf('</head>'));
  const other = (await t.app.inject({ url: '/anasayfa' })).body;
  expect(other).not.toContain('FastPaymentPage');
  expect(other).toContain('id="app-settings"');
});
