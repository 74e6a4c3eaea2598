import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { untranslatedOnArabicPage } from './arabic.js';
import { expectNoAxeViolations, wcag2, wcag21 } from './axe.js';
import { checkCollectedHtml, collectHtml, collectSentHtml } from './html-check.js';
import { signInAs } from './identity.js';
import { signInToOffice } from './office-login.js';
import { memberPages, officePages, otherPublicPages, publicRoutes } from './routes.js';
import { expect, test } from './test.js';

type Language = 'tr' | 'en' | 'ar';

/**
 * What a person must never read: an internal code or a value in the machine's format instead of a Turkish label, a
 * Turkish date and a Turkish number (an enum such as `RESIDENCE`, an ISO date, `118.75`, a leaked `undefined`).
 */
const codePatterns: Array<[string, RegExp, Language?]> = [
  [
    'an enum code',
    /\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b|\b(?:RESIDENCE|RECEIVED|ASSIGNED|PENDING|APPROVED|REJECTED|ACTIVE|CLOSED|RESOLVED|CANCELLED|PAID|OPEN|DRAFT|SUBMITTED)\b/,
  ],
  ['an ISO date', /\b\d{4}-\d{2}-\d{2}\b/],
  // English writes 25.49 % as it should; Turkish writes 25,49.
  ['a number with a decimal point', /(?<![\d.,])\d+\.\d{1,2}(?![\d.,])/, 'tr'],
  ['a value left unset', /\b(?:undefined|null|NaN)\b|\[object Object\]/],
];

/** The visible text and the names given to assistive technology, each text that matches a code pattern. */
async function codesShown(page: Page, lang: Language): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // The text as it is shown, line by line (textContent would run hidden text and table cells together).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what a person reads
    const out = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(name);
        if (v) out.push(v);
      }
    }
    return out;
  });
  const found: string[] = [];
  for (const text of texts) {
    for (const line of text.split('\n')) {
      for (const [what, pattern, only] of codePatterns) {
        if (only && only !== lang) continue;
        const m = pattern.exec(line);
        if (m) found.push(`${what} "${m[0]}" in "${line.trim().slice(0, 80)}"`);
      }
    }
  }
  return [...new Set(found)];
}

/**
 * One stop of the walk. The first page of a walk is loaded; every later one is reached inside the app, as a link
 * or the browser's back button does, and focus must then be on its heading (WCAG 2.4.3). At 1366px the page is
 * scanned with axe and read for internal codes; at 320px and 390px it must not scroll sideways (WCAG 1.4.10). The
 * Turkish walk keeps each page's HTML for the Nu HTML Checker.
 */
async function visit(
  page: Page,
  path: string,
  { first, lang, heading }: { first: boolean; lang: Language; heading?: string },
) {
  await page.setViewportSize({ width: 1366, height: 900 });
  if (first) {
    const sent = await page.goto(path);
    // Right to left from the first byte (ADR 0056): the server writes the direction, not the app after it loads.
    if (lang === 'ar') expect.soft(await sent?.text(), path).toContain('<html lang="ar" dir="rtl">');
  } else
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const h1 = page.getByRole('heading', { level: 1, ...(heading && lang === 'tr' ? { name: heading } : {}) });
  await expect(h1, path).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (!first) await expect.soft(h1, `${path}: focus on the heading after navigation`).toBeFocused();
  await expect.soft(page.locator('html'), path).toHaveAttribute('lang', lang);
  if (lang === 'ar') {
    await expect.soft(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
    expect
      .soft(await untranslatedOnArabicPage(page), `${path}: Turkish or English texts on the Arabic page`)
      .toEqual([]);
  }
  await expectNoAxeViolations(page, wcag21, { soft: true, label: `${path} (${lang})` });
  expect.soft(await codesShown(page, lang), `${path} (${lang}): internal codes on screen`).toEqual([]);
  if (lang === 'tr') await collectHtml(page, path);
  await expectReflow(page, `${path} (${lang})`, lang === 'ar' ? [320, 390, 1366] : [320, 390]);
}

/**
 * WCAG 1.4.10: at 320px and 390px the page never scrolls sideways and no visible text ends past the screen's
 * right edge, unless it is inside a region that scrolls on its own. The page is resized, not reloaded.
 */
async function expectReflow(page: Page, path: string, widths: readonly number[] = [320, 390]) {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const vw = window.innerWidth;
      const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
      const past: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        // Right to left, what does not fit runs off the left edge.
        if (box.width === 0 || (box.right <= vw + 1 && box.left >= -1)) continue;
        let el = node.parentElement;
        let inScroller = false;
        for (let up = el; up && up !== document.body; up = up.parentElement) if (scrolls(up)) inScroller = true;
        if (inScroller || !el || el.closest('[hidden], .sr-only, .visually-hidden')) continue;
        if (getComputedStyle(el).visibility === 'hidden') continue;
        while (el && !el.className && el.parentElement) el = el.parentElement;
        past.push(
          `${el?.tagName.toLowerCase()}.${String(el?.className).split(' ')[0]} "${node.textContent.trim().slice(0, 30)}" → ${Math.round(box.right)}`,
        );
      }
      return { overflow: Math.max(0, document.documentElement.scrollWidth - vw), past: [...new Set(past)].slice(0, 5) };
    });
    expect.soft(found, `${path} at ${width}px`).toEqual({ overflow: 0, past: [] });
  }
  if (before) await page.setViewportSize(before);
}

/** Visits every path in order: the first loaded, the rest reached inside the app. */
async function walk(page: Page, lang: Language, paths: ReadonlyArray<string | readonly [string, string]>) {
  let first = true;
  for (const entry of paths) {
    const [path, heading] = typeof entry === 'string' ? [entry, undefined] : entry;
    await visit(page, path, { first, lang, heading });
    first = false;
  }
}

// The walk over every page of the manifests, in each language: public pages, a member's pages, the office's desks.
// Arabic walks the citizen's pages only (the office stays Turkish), once per page like the others (ADR 0056).
for (const lang of ['tr', 'en', 'ar'] as const) {
  test(`${lang}: every public page — focus on its heading after navigation, axe clean, no internal code, no sideways scroll at 320/390px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await page.context().addCookies([{ name: 'ebs_lang', value: lang, url: baseURL }]);
    await walk(page, lang, [...publicRoutes, ...otherPublicPages]);
    // One-click e-Devlet sign-in leaves for e-Devlet at once: only what the server sends is ours.
    if (lang === 'tr') await collectSentHtml(page, '/index_edevlet_girisi');
  });

  test(`${lang}: every page of a member and of the office — focus, axe, no internal code, no sideways scroll`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await signInAs(page);
    await page.context().addCookies([{ name: 'ebs_lang', value: lang, url: baseURL }]);
    await walk(page, lang, memberPages);
    if (lang === 'ar') return;
    await page.context().addCookies([{ name: 'ebs_lang', value: 'tr', url: baseURL }]);
    if (lang === 'tr') await visit(page, '/yonetim/giris', { first: true, lang });
    await signInToOffice(page, 'yonetici');
    await page.context().addCookies([{ name: 'ebs_lang', value: lang, url: baseURL }]);
    await walk(page, lang, officePages);
  });
}

test('accessibility scan of an open resolution dialog finds no serious violation', async ({ page }) => {
  await page.goto('/ResolutionCouncilObservation');
  await page.locator('table.data-table tbody tr').first().getByRole('button').click();
  await expect(page.getByRole('dialog').locator('.resolution-text')).toBeVisible();
  await expectNoAxeViolations(page, wcag2);
});

test('after a link inside the app focus is on the new page heading; on a first load Tab reaches the skip link first', async ({
  page,
}) => {
  await page.goto('/anasayfa');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toBeFocused();
  await page.getByRole('link', { name: 'Giriş Yap', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Sistemine Giriş' })).toBeFocused();
  // A dialog closed gives focus back to the button that opened it.
  await page.goto('/ResolutionCouncilObservation');
  const opener = page.locator('table.data-table tbody tr').first().getByRole('button');
  await opener.click();
  await expect(page.getByRole('dialog').locator('.resolution-text')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('with a 200 % default text on a 390px phone the controls grow with it, the top bar holds the name and nothing runs off the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  // The browser's own text-size setting, as a visitor sets it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  for (const path of ['/anasayfa', '/EstateStreetValuation']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const layout = await page.evaluate(() => {
      const bar = document.querySelector('header.topbar') as HTMLElement;
      const name = bar.querySelector('.brand-name') as HTMLElement;
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        nameInBar: name.getBoundingClientRect().bottom <= bar.getBoundingClientRect().bottom,
        nameWhole: name.scrollWidth <= name.clientWidth,
        selects: [...document.querySelectorAll('select')].map((s) => getComputedStyle(s).fontSize),
      };
    });
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.nameInBar).toBe(true);
    expect(layout.nameWhole).toBe(true);
    expect(new Set(layout.selects)).toEqual(new Set(['32px']));
  }
});

/** The manifests' paths (apps/web/src/app/manifest.ts, office/manifest.ts), a `:code` given a sample code. */
function manifestPaths(): string[] {
  const source = (file: string) =>
    readFileSync(join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', file), 'utf8');
  const paths = (file: string) => [...source(file).matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);
  return [...paths('app/manifest.ts'), ...paths('office/manifest.ts').map((p) => `/yonetim/${p}`)].map((p) =>
    p.replace(':code', 'ABCD2345'),
  );
}

// Last in this file: every page above kept its HTML as the server sent it and as the app left it.
test('every drawn and hydrated page passes the Nu HTML Checker with no error', async () => {
  test.setTimeout(180_000);
  const kept = [
    ...publicRoutes.map(([path]) => path),
    ...otherPublicPages,
    '/index_edevlet_girisi',
    '/yonetim/giris',
    ...memberPages,
    ...officePages,
  ];
  expect(manifestPaths().filter((p) => !kept.includes(p))).toEqual([]);
  const { errors } = await checkCollectedHtml();
  expect(errors.length, `Nu HTML Checker:\n${errors.join('\n')}\n`).toBe(0);
});
