import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, wcag2, wcag21 } from './axe.js';
import { checkCollectedHtml, collectHtml, collectSentHtml } from './html-check.js';
import { signInAs } from './identity.js';
import { signInToOffice } from './office-login.js';
import { memberPages, officePages, otherPublicPages, publicRoutes } from './routes.js';

/** Opens `path`, waits until its heading is there and the page has settled, and keeps its HTML for the check. */
async function openAndKeep(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await collectHtml(page, path);
  await expectReflow(page, path);
}

/**
 * WCAG 1.4.10: at 320px and 390px the page never scrolls sideways and no visible text ends past the screen's
 * right edge, unless it is inside a region that scrolls on its own. The page is resized, not reloaded.
 */
async function expectReflow(page: Page, path: string) {
  const before = page.viewportSize();
  for (const width of [320, 390]) {
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
        if (box.width === 0 || box.right <= vw + 1) continue;
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

for (const [path] of publicRoutes) {
  test(`accessibility scan of ${path} finds no serious violation`, async ({ page }) => {
    await openAndKeep(page, path);
    await expectNoAxeViolations(page, wcag21);
  });
}

test("the other public pages, a member's pages and the office are kept for the HTML check", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of otherPublicPages) await openAndKeep(page, path);
  // One-click e-Devlet sign-in leaves for e-Devlet at once: only what the server sends is ours.
  await collectSentHtml(page, '/index_edevlet_girisi');
  await openAndKeep(page, '/yonetim/giris');
  await signInAs(page);
  for (const path of memberPages) await openAndKeep(page, path);
  await signInToOffice(page, 'yonetici');
  for (const path of officePages) await openAndKeep(page, path);
});

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
