import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/**
 * A build in miniature with a drawing of its own: it draws the path and the visitor's name, refuses one path (as the
 * web app's refuses a redirect) and breaks on another, and counts how often it is asked.
 */
const dist = mkdtempSync(join(tmpdir(), 'ebelediye-drawing-'));
mkdirSync(join(dist, 'ssr'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets', 'index-1.css'), 'body{margin:0}');
writeFileSync(join(dist, 'assets', 'Page-1.css'), '.page{color:red}');
const route = { js: ['/assets/Page-1.js'], css: ['/assets/Page-1.css'] };
writeFileSync(
  join(dist, 'route-chunks.json'),
  JSON.stringify({ '/anasayfa': route, '/DebtQuestioning': route, '/yonetim': route, '/bozuk': route }),
);
writeFileSync(
  join(dist, 'ssr', 'prerender.js'),
  `export const DRAWN_LANGUAGE = 'tr';
export async function drawPage(path, settings, visitor) {
  globalThis.drawings = (globalThis.drawings ?? 0) + 1;
  if (path === '/yonetim') return null;
  if (path === '/bozuk') throw new Error('çizim bozuk');
  return '<h1>' + path + ' · ' + settings.MunicipalityName + ' · ' + (visitor.Member?.NameSurname ?? 'ziyaretçi') + '</h1>';
}`,
);
const drawings = () => (globalThis as { drawings?: number }).drawings ?? 0;

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp({ settings: { webDist: dist } });
});
afterAll(() => t?.close());

const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>/.exec(html)?.[0];

it('draws the page asked for into the shell, its style sheets written in, once for every anonymous visitor', async () => {
  const before = drawings();
  const page = await t.app.inject({ url: '/anasayfa' });
  expect(page.statusCode).toBe(200);
  expect(rootOf(page.body)).toBe(
    '<div id="root" data-drawn="tr"><h1>/anasayfa · Yeşilvadi Belediyesi · ziyaretçi</h1></div>',
  );
  // Painted with no other round trip: every sheet is in the page, ahead of the scripts; the route's link is a
  // disabled marker the page's script recognises.
  expect(page.body).toContain(
    '<style>body{margin:0}</style><style>.page{color:red}</style>' +
      '<link rel="stylesheet" crossorigin href="/assets/Page-1.css" disabled><script type="module"',
  );
  expect(page.body).not.toContain('href="/assets/index-1.css"');
  expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Page-1.js">');
  const again = await t.app.inject({ url: '/anasayfa', headers: { 'accept-encoding': 'br' } });
  expect(again.headers['content-encoding']).toBe('br');
  expect(drawings() - before).toBe(1);
});

it("draws a member's page for that member alone, kept by no cache", async () => {
  const citizen = new Agent(t);
  expect((await citizen.login('10000000146', 'Demo.2026')).status).toBe(200);
  const cookie = [...citizen.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
  const page = await t.app.inject({ url: '/DebtQuestioning', headers: { cookie } });
  expect(page.headers['cache-control']).toBe('no-store');
  expect(rootOf(page.body)).toContain('/DebtQuestioning · Yeşilvadi Belediyesi · Zeynep Arslan');
  const anonymous = await t.app.inject({ url: '/DebtQuestioning' });
  expect(anonymous.body).not.toContain('Zeynep Arslan');
});

it('leaves to the browser a page with a query, one the drawing refuses and one it fails on; the page still loads', async () => {
  for (const url of ['/anasayfa?ISLEMADI=EDEVLETGIRIS', '/yonetim', '/bozuk']) {
    const page = await t.app.inject({ url });
    expect(page.statusCode, url).toBe(200);
    expect(rootOf(page.body), url).toBe('<div id="root"></div>');
    // Not drawn, the sheets are linked: the page's own only loads early, and its script applies it.
    expect(page.body, url).toContain('<link rel="preload" as="style" crossorigin href="/assets/Page-1.css">');
    expect(page.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  }
});

it('never sends the drawing module itself to a browser', async () => {
  const file = await t.app.inject({ url: '/ssr/prerender.js' });
  expect(file.body).not.toContain('drawPage');
  expect(file.headers['content-type']).toContain('text/html');
});
