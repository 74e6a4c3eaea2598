import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The Nu HTML Checker over every page: the per-route passes keep what the server sent and what the app left in the
 * browser, as files; one checker run at the end reads them all (the JVM takes seconds to start).
 */
// A run with its own output folder (E2E_OUT) keeps its pages there too, so two runs never clear each other's.
export const htmlCheckDir = process.env.E2E_OUT
  ? join(process.env.E2E_OUT, 'html-check')
  : join(import.meta.dirname, '..', '..', '.tmp', 'html-check');

type Kind = 'drawn' | 'hydrated';

// A route in a file name: '/session/signin' → 'drawn~session~signin.html'.
const fileOf = (kind: Kind, route: string) => join(htmlCheckDir, `${kind}${route.replaceAll('/', '~')}.html`);

/** Called once before the run: the files of an earlier run must not be checked again. */
export function clearCollectedHtml() {
  rmSync(htmlCheckDir, { recursive: true, force: true });
}

/** Keeps the HTML the server sends for `route` (with the page's cookies: a member's page is drawn for them). */
export async function collectSentHtml(page: Page, route: string) {
  const res = await page.request.get(route);
  mkdirSync(htmlCheckDir, { recursive: true });
  writeFileSync(fileOf('drawn', route), await res.text());
}

/** Keeps the sent HTML of `route` and the page as the app has it now (call once the page has settled). */
export async function collectHtml(page: Page, route: string) {
  await collectSentHtml(page, route);
  const dom = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
  writeFileSync(fileOf('hydrated', route), dom);
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Messages that are not errors of our markup, each with the reason. Keep this narrow: a pattern for one message.
 */
const ignored: Array<{ message: RegExp; why: string }> = [];

/** Every checker error of the kept pages, one readable line each: route (drawn|hydrated) line:column message. */
export async function checkCollectedHtml(): Promise<{ files: number; errors: string[] }> {
  let names: string[] = [];
  try {
    names = readdirSync(htmlCheckDir).filter((f) => f.endsWith('.html'));
  } catch {
    return { files: 0, errors: [] };
  }
  if (names.length === 0) return { files: 0, errors: [] };
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const files = names.map((n) => join(htmlCheckDir, n));
  const output = await new Promise<string>((resolve, reject) => {
    // Exit code 1 means "errors found"; the report is what counts.
    execFile(
      'java',
      // The quick compiler alone halves a short run; its deeper frames need the larger stack.
      ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error && !stdout) {
          reject(new Error(`Nu HTML Checker did not run (java from default-jre-headless?): ${error.message}${stderr}`));
        } else resolve(stdout);
      },
    );
  });
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type !== 'info' && !ignored.some((i) => i.message.test(m.message)))
    .map((m) => {
      const name = decodeURIComponent(m.url?.split('/').pop() ?? '?');
      const [, kind = '?', route = name] = /^(drawn|hydrated)(.*)\.html$/.exec(name) ?? [];
      const where = `${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}`;
      const extract = m.extract ? `\n      ${m.extract.replace(/\s+/g, ' ').trim()}` : '';
      return `${route.replaceAll('~', '/')} (${kind}) ${where} ${m.message}${extract}`;
    });
  return { files: files.length, errors };
}
