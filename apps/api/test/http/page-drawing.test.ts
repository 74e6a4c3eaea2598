import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
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
  `export async function drawPage(path, settings, visitor, answer, language) {
  globalThis.drawings = (globalThis.drawings ?? 0) + 1;
  if (path === '/yonetim') return null;
  if (path === '/bozuk') throw new Error('çizim bozuk');
  const given = (name) => answer(name, {}).then((a) => a, (e) => 'verilmedi');
  let data = null;
  if (path === '/anasayfa') data = { years: await given('RetrieveLookupYearsWithoutAuthorization') };
  if (path === '/DebtQuestioning') {
    data = {
      profile: await given('GetUserOfEMunicipality'),
      challenge: await given('GetHumanVerificationChallenge'),
    };
  }
  const html = '<h1>' + (language === 'en' ? 'In English: ' : '') + path + ' · ' + settings.MunicipalityName + ' · ' + (visitor.Member?.NameSurname ?? 'ziyaretçi') + '</h1>';
  return { html, data };
}`,
);
const drawings = () => (globalThis as { drawings?: number }).drawings ?? 0;

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp({ settings: { webDist: dist } });
});
afterAll(() => t?.close());

const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>/.exec(html)?.[0];
const dataOf = (html: string) => {
  const text = /<script id="app-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

it('draws the page asked for into the shell, its style sheets written in, once for every anonymous visitor', async () => {
  const before = drawings();
  const page = await t.app.inject({ url: '/anasayfa' });
  expect(page.statusCode).toBe(200);
  expect(rootOf(page.body)).toBe(
    '<div id="root" data-drawn="tr"><h1>/anasayfa · Yeşilvadi Belediyesi · ziyaretçi</h1></div>',
  );
  // Painted with no other round trip: every sheet is in the page, ahead of the scripts; each keeps a disabled link,
  // a marker the app's scripts recognise (so a section loaded later does not add the sheet again).
  expect(page.body).toContain(
    '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>' +
      '<style>.page{color:red}</style><link rel="stylesheet" crossorigin href="/assets/Page-1.css" disabled>' +
      '</head>',
  );
  expect(page.body).not.toContain('href="/assets/index-1.css">');
  const again = await t.app.inject({ url: '/anasayfa', headers: { 'accept-encoding': 'br' } });
  expect(again.headers['content-encoding']).toBe('br');
  expect(drawings() - before).toBe(1);
});

it("asks for a drawn page's scripts only after it has painted, by the one inline starter its policy allows", async () => {
  const page = await t.app.inject({ url: '/anasayfa' });
  const starter = /<script>(.*?)<\/script>/.exec(page.body)?.[1];
  // Nothing in the HTML fetches a script: no entry script, no preload the browser's scanner would find.
  expect(page.body.replace(starter!, '')).not.toMatch(/<script[^>]+src=|modulepreload/);
  const named = /<script id="app-scripts" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
  expect(JSON.parse(named!)).toEqual({ entry: '/assets/index-1.js', preload: ['/assets/Page-1.js'] });
  // The starter follows the page and the data it reads; the policy runs it by its hash and no other inline script.
  expect(page.body.indexOf('<script>')).toBeGreaterThan(page.body.indexOf('id="app-scripts"'));
  expect(page.body.indexOf('<script>')).toBeGreaterThan(page.body.indexOf('<div id="root"'));
  const hash = createHash('sha256').update(starter!).digest('base64');
  const policy = String(page.headers['content-security-policy']);
  expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
  expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
  expect(starter).toContain('requestAnimationFrame');
});

it('writes in the answers a page was drawn with; an anonymous shell holding answers is drawn again after a minute', async () => {
  const before = drawings();
  const page = await t.app.inject({ url: '/anasayfa' });
  const { years } = dataOf(page.body);
  expect(years.StreetValuation.length).toBeGreaterThan(0);
  await t.app.inject({ url: '/anasayfa' });
  expect(drawings() - before).toBe(0);
  const now = Date.now();
  const later = vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
  try {
    await t.app.inject({ url: '/anasayfa' });
    expect(drawings() - before).toBe(1);
  } finally {
    later.mockRestore();
  }
});

it("draws a member's page for that member alone, kept by no cache", async () => {
  const citizen = new Agent(t);
  expect((await citizen.login('10000000146', 'Demo.2026')).status).toBe(200);
  const cookie = [...citizen.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
  const page = await t.app.inject({ url: '/DebtQuestioning', headers: { cookie } });
  expect(page.headers['cache-control']).toBe('no-store');
  expect(rootOf(page.body)).toContain('/DebtQuestioning · Yeşilvadi Belediyesi · Zeynep Arslan');
  // The member's reads are answered as their browser's would be; a read outside the drawn ones is not answered.
  const data = dataOf(page.body);
  expect(data.profile.Name ?? data.profile.NameSurname ?? JSON.stringify(data.profile)).toContain('Zeynep');
  expect(data.challenge).toBe('verilmedi');
  const anonymous = await t.app.inject({ url: '/DebtQuestioning' });
  expect(anonymous.body).not.toContain('Zeynep');
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

it("draws in the visitor's language from the first byte; a language's shell is never sent to another", async () => {
  const before = drawings();
  const english = await t.app.inject({ url: '/anasayfa', headers: { cookie: 'ebs_lang=en' } });
  expect(english.body).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  expect(rootOf(english.body)).toBe(
    '<div id="root" data-drawn="en"><h1>In English: /anasayfa · Yeşilvadi Belediyesi · ziyaretçi</h1></div>',
  );
  expect(english.headers.vary).toContain('cookie');
  const turkish = await t.app.inject({ url: '/anasayfa', headers: { 'accept-encoding': 'br' } });
  expect(turkish.headers.vary).toContain('cookie');
  const plain = await t.app.inject({ url: '/anasayfa' });
  expect(plain.body).toMatch(/^<!doctype html><html lang="tr" dir="ltr">/);
  expect(rootOf(plain.body)).toBe(
    '<div id="root" data-drawn="tr"><h1>/anasayfa · Yeşilvadi Belediyesi · ziyaretçi</h1></div>',
  );
  // Each language's shell is kept apart: asked again, English is English and Turkish Turkish, drawn once each.
  const englishAgain = await t.app.inject({
    url: '/anasayfa',
    headers: { cookie: 'ebs_lang=en', 'accept-encoding': 'gzip' },
  });
  expect(englishAgain.headers['content-encoding']).toBe('gzip');
  expect(rootOf(zlib.gunzipSync(englishAgain.rawPayload).toString())).toContain('In English: ');
  expect(rootOf(zlib.brotliDecompressSync(turkish.rawPayload).toString())).not.toContain('In English');
  expect(drawings() - before).toBeLessThanOrEqual(2);
  // A language not offered, or none, is Turkish, the portal's own (the browser's Accept-Language is not read).
  for (const headers of [{ cookie: 'ebs_lang=xx' }, { 'accept-language': 'en-GB,en;q=0.9' }]) {
    const page = await t.app.inject({ url: '/anasayfa', headers });
    expect(page.body).toMatch(/^<!doctype html><html lang="tr" dir="ltr">/);
  }
  // A page left to the browser (the office) is in the visitor's language too.
  const office = await t.app.inject({ url: '/yonetim', headers: { cookie: 'ebs_lang=en' } });
  expect(office.body).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
});

it('draws an Arabic reader right to left from the first byte, and the office in Turkish for them (ADR 0056)', async () => {
  const arabic = await t.app.inject({ url: '/anasayfa', headers: { cookie: 'ebs_lang=ar' } });
  expect(arabic.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  expect(rootOf(arabic.body)).toMatch(/^<div id="root" data-drawn="ar">/);
  const office = await t.app.inject({ url: '/yonetim', headers: { cookie: 'ebs_lang=ar' } });
  expect(office.body).toMatch(/^<!doctype html><html lang="tr" dir="ltr">/);
});

it("draws a member's page in the member's language", async () => {
  const citizen = new Agent(t);
  expect((await citizen.login('10000000146', 'Demo.2026')).status).toBe(200);
  const cookie = [...citizen.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
  const page = await t.app.inject({ url: '/DebtQuestioning', headers: { cookie: `${cookie}; ebs_lang=en` } });
  expect(page.body).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  expect(rootOf(page.body)).toContain('In English: /DebtQuestioning · Yeşilvadi Belediyesi · Zeynep Arslan');
});
