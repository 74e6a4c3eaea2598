import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A page drawn by the server paints before the app's scripts are even asked for (ADR 0061), so a person may read
 * it a moment before they can use it. A journey acts at machine speed: after every load it waits until the app has
 * taken the drawn page over, as a person's first click would find it.
 */
export async function whenAppStarted(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root || root.dataset.drawn === undefined) return true;
      // The app claims the drawn elements as it hydrates: the first (not a hint React moves to the head), the heading
      // and the last control of the page.
      const controls = root.querySelectorAll('input, button, select, textarea');
      const first = root.querySelector(':scope > :not(link, meta, style, script, title)');
      const marks = [first, root.querySelector('h1'), controls[controls.length - 1]];
      const claimed = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      return marks.every((element) => !element || claimed(element));
    },
    undefined,
    { timeout: 20_000 },
  );
}

type Navigate = Page['goto'];
type Reload = Page['reload'];

/** Every page of every context, in every test: its loads wait for the app (patched once per worker). */
function waitForAppAfterLoads(prototype: { goto: Navigate; reload: Reload; __appStarts?: true }) {
  if (prototype.__appStarts) return;
  prototype.__appStarts = true;
  const { goto, reload } = prototype;
  // A load that asks for less than the whole page (its first bytes, or its HTML read) does not wait for the app:
  // that is how a journey looks at the page a phone shows before the scripts, or with them turned off.
  const wholePage = (options?: { waitUntil?: string }) =>
    options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded';
  prototype.goto = async function (this: Page, ...args: Parameters<Navigate>) {
    const response = await goto.apply(this, args);
    if (wholePage(args[1])) await whenAppStarted(this);
    return response;
  };
  prototype.reload = async function (this: Page, ...args: Parameters<Reload>) {
    const response = await reload.apply(this, args);
    if (wholePage(args[0])) await whenAppStarted(this);
    return response;
  };
}

export const test = base.extend<object, { appStarts: undefined }>({
  appStarts: [
    async ({ browser }, use) => {
      const probe = await browser.newPage();
      waitForAppAfterLoads(Object.getPrototypeOf(probe));
      await probe.close();
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});
