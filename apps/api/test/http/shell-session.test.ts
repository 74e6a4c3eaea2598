import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** A shell in miniature: the server writes the settings and the visitor into it. */
const dist = mkdtempSync(join(tmpdir(), 'ebelediye-shell-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');

let t: IdentityApp;
beforeAll(async () => {
  t = await openIdentityApp({ settings: { webDist: dist } });
});
afterAll(() => t?.close());

const sessionOf = (html: string) =>
  JSON.parse(/<script id="app-session" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

it('names the signed-in member in the page shell, kept by no cache, so the app paints without GetSessionInfo', async () => {
  const citizen = new Agent(t);
  expect((await citizen.login('10000000146', 'Demo.2026')).status).toBe(200);
  const cookie = [...citizen.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
  const page = await t.app.inject({ url: '/DebtQuestioning', headers: { cookie, 'accept-encoding': 'br' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.headers['content-encoding']).toBe('br');
  const plain = await t.app.inject({ url: '/DebtQuestioning', headers: { cookie } });
  expect(sessionOf(plain.body)).toMatchObject({
    Member: { NameSurname: 'Zeynep Arslan' },
    MustChangePassword: false,
  });
  // The CSRF token stays in its cookie: the page carries no secret.
  expect(plain.body).not.toContain(citizen.cookies.get('ebs_csrf')?.value ?? 'none');
});

it('an anonymous visitor, or one whose session has ended, gets the shared shell that names nobody', async () => {
  const page = await t.app.inject({ url: '/anasayfa' });
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(sessionOf(page.body)).toEqual({ Member: null });
  const stale = await t.app.inject({ url: '/anasayfa', headers: { cookie: 'ebs_session=bitmis-oturum' } });
  expect(sessionOf(stale.body)).toEqual({ Member: null });
});
