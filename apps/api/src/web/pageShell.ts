import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { LANGUAGE_COOKIE, LANGUAGES, type Language, languageOr, pageLanguageOf } from '@e-belediye/contracts/languages';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../config/settings.js';
import type { Database } from '../db/index.js';
import { shellSession } from '../modules/auth/index.js';
import { onRuntimeSettingsApplied } from '../modules/settings/index.js';
import { startAfterPaint } from './appStart.js';

/** The chunks a page route needs at first load, as scripts/route-chunks.ts wrote them at build. */
type RouteChunks = Record<string, { js: string[]; css: string[] }>;

/** The visitor as the shell names them (`#app-session`) and as the server draws the page for. */
type Visitor = NonNullable<Awaited<ReturnType<typeof shellSession>>> | { Member: null };

/** The web build's drawing of a page (apps/web/src/prerender.tsx, built to dist/ssr). */
interface Drawing {
  drawPage(
    path: string,
    settings: object,
    visitor: Visitor,
    answer: CallAnswerer | undefined,
    language: Language,
  ): Promise<{ html: string; data: unknown } | null>;
}

/** Answers a read the drawing makes, for the visitor of the request (./drawnAnswers.ts). */
export type CallAnswerer = (name: string, body: object) => Promise<unknown>;

/** Where the build keeps the server's drawing: inside the build, never served (see `servedFromBuild`). */
const DRAWING = join('ssr', 'prerender.js');
export const servedFromBuild = (path: string) => !path.startsWith('/ssr/');

/** The shell's own style sheet links, as Vite writes them into index.html. */
const SHELL_SHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
/** A page made for one visitor is compressed as it is sent: a fast brotli level. */
const FAST_BR = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };
const ANONYMOUS: Visitor = { Member: null };
/** How long an anonymous shell drawn with answers is sent as it is: the app's cache keeps answers as long. */
const ANSWERS_KEPT_MS = 60_000;
/** The shell's root element, whose language and direction each shell writes (ADR 0037). */
const HTML_ELEMENT = /<html[^>]*>/;
/**
 * The visitor's language: the one they chose (the web app's cookie), else the portal's, Turkish. The browser's
 * Accept-Language is not read: the portal is a Turkish municipality's, and a shell per header would split the cache.
 */
export const languageOf = (request: FastifyRequest): Language => languageOr(request.cookies?.[LANGUAGE_COOKIE]);
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function readRouteChunks(webDist: string): RouteChunks {
  const file = join(webDist, 'route-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteChunks) : {};
}

async function loadDrawing(webDist: string, log: FastifyBaseLogger): Promise<Drawing | null> {
  const file = join(webDist, DRAWING);
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as Drawing;
  } catch (error) {
    log.warn({ err: error }, 'sayfa çizimi yüklenemedi; sayfalar tarayıcıda çizilecek');
    return null;
  }
}

/**
 * The web app's page shell (ADR 0010, 0026), one per page route:
 * - the public settings written in as a JSON data block (which the CSP does not run), so the first paint does not
 *   wait for /AppSetting.json;
 * - the visitor (`#app-session`), so it does not wait for GetSessionInfo either;
 * - the route's chunks named for preloading, fetched beside the entry instead of after it;
 * - the page itself drawn into `#root` where the build brought its drawing: a slow phone shows the page once the HTML
 *   and the style sheet are in, and the app takes it over when its scripts arrive.
 * The anonymous shell of a path is the same for everyone: made once, compressed once, kept until the settings
 * change. A member's is theirs alone: made for them and kept by no cache.
 */
export async function pageShells(
  webDist: string,
  settings: Settings,
  database: Database,
  log: FastifyBaseLogger,
  answersFor?: (request: FastifyRequest) => CallAnswerer,
) {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const routes = readRouteChunks(webDist);
  const drawing = await loadDrawing(webDist, log);
  const sheetText = new Map<string, string>();
  /** A built style sheet as a `<style>` element (read once; a sheet the build lacks is linked instead). */
  const inlineSheet = (href: string) => {
    let text = sheetText.get(href);
    if (text === undefined) {
      const file = join(webDist, href);
      text = href.startsWith('/assets/') && existsSync(file) ? readFileSync(file, 'utf8').replace(/<\//g, '<\\/') : '';
      sheetText.set(href, text);
    }
    return text ? `<style>${text}</style>` : `<link rel="stylesheet" crossorigin href="${href}">`;
  };

  /** A sheet written in keeps a link that is never fetched, by which the app's scripts know it is there. */
  const disabledLink = (href: string) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`;

  /** The shell's text, and whether it carries answers (which age: an anonymous one is not kept long). */
  async function compose(
    route: string,
    visitor: Visitor,
    draw: boolean,
    language: Language,
    answer?: CallAnswerer,
  ): Promise<{ text: string; answered: boolean }> {
    const chunks = routes[route];
    let drawn: { html: string; data: unknown } | null = null;
    if (drawing && draw && route) {
      // A page that cannot be drawn here is drawn by the browser, as without a drawing at all.
      drawn = await drawing.drawPage(route, settings.app, visitor, answer, language).catch((error: unknown) => {
        log.warn({ err: error, route }, 'sayfa sunucuda çizilemedi');
        return null;
      });
    }
    // Not drawn, a page's style sheets only load early and its script applies them. Drawn, every style sheet is
    // written into the page: it paints as soon as the HTML is in, without another round trip, and nothing moves when
    // the app takes over. The route's sheet keeps a disabled link (never fetched) so the page's script, which adds
    // the sheets its chunk imports, knows it is there.
    const sheets = (chunks?.css ?? [])
      .map((href) =>
        drawn
          ? `${inlineSheet(href)}${disabledLink(href)}`
          : `<link rel="preload" as="style" crossorigin href="${href}">`,
      )
      .join('');
    let scripts = (chunks?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    let root = drawn ? `<div id="root" data-drawn="${language}">${drawn.html}</div>` : '<div id="root"></div>';
    // The answers the page was drawn with, for the app's cache: it takes the drawing over with the same data.
    const data = drawn?.data ? `<script id="app-data" type="application/json">${json(drawn.data)}</script>` : '';
    // Drawn, the shell's sheets and then the page's (the order the app gives them) come ahead of every script.
    // The page is in the visitor's language from its first byte, drawn or not (the office too).
    let shell = html.replace(HTML_ELEMENT, `<html lang="${language}" dir="${LANGUAGES[language].dir}">`);
    let styles = sheets;
    if (drawn) {
      // The shell's sheets keep their disabled link too: a section loaded later that shares them would add them
      // again otherwise, after the page's own, and the page would change its look as it is used.
      const own = [...html.matchAll(SHELL_SHEET)].map(([, href]) => inlineSheet(href) + disabledLink(href)).join('');
      shell = shell.replace(SHELL_SHEET, '');
      styles = own + sheets;
      // Drawn, the page paints from its HTML: the app's scripts are asked for after that paint (ADR 0061).
      const later = startAfterPaint(shell, chunks?.js ?? []);
      if (later) {
        shell = later.shell;
        scripts = '';
        root += later.start;
      }
    }
    const head = shell.includes('<script type="module"')
      ? shell.replace('<script type="module"', `${styles}<script type="module"`).replace('</head>', `${scripts}</head>`)
      : shell.replace('</head>', `${styles}${scripts}</head>`);
    const page = head.replace(
      '<div id="root"></div>',
      `<script id="app-settings" type="application/json">${json(settings.app)}</script>` +
        `<script id="app-session" type="application/json">${json(visitor)}</script>${data}${root}`,
    );
    return { text: page, answered: data !== '' };
  }

  type Shell = { plain: Buffer; br: Buffer; gzip: Buffer; until: number };
  let made = new Map<string, Promise<Shell>>();
  onRuntimeSettingsApplied(settings, () => {
    made = new Map();
  });
  // An anonymous visitor's reads carry no cookie: the answers are everybody's, as the shell is.
  const answerAnonymous = answersFor?.({ headers: {}, cookies: {}, ip: '127.0.0.1' } as unknown as FastifyRequest);
  // One shell per path and language: a Turkish visitor is never sent an English page, nor the other way round.
  const anonymous = async (route: string, draw: boolean, language: Language): Promise<Shell> => {
    const key = `${route}\n${draw}\n${language}`;
    let shell = made.get(key);
    if (!shell) {
      shell = compose(route, ANONYMOUS, draw, language, answerAnonymous).then(({ text, answered }) => {
        const plain = Buffer.from(text);
        const until = answered ? Date.now() + ANSWERS_KEPT_MS : Number.POSITIVE_INFINITY;
        return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }), until };
      });
      // A failed making is not kept: the next request makes it again.
      shell.catch(() => made.delete(key));
      made.set(key, shell);
    }
    const kept = await shell;
    // A shell drawn with answers is drawn again once they are a minute old (the app's cache would ask again then).
    if (kept.until < Date.now() && made.get(key) === shell) {
      made.delete(key);
      return anonymous(route, draw, language);
    }
    return kept;
  };

  /** Answers a GET or HEAD of a page path with its shell, never cached by the browser. */
  return async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const [path, query] = request.url.split('?');
    const route = Object.hasOwn(routes, path) ? path : '';
    // An address with a query (e-Devlet's return, a payment's outcome) is drawn by the browser, which reads it.
    const draw = query === undefined;
    // The page differs by the language cookie: a cache between us and the browser keeps one per cookie.
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    // The office is drawn in the staff's language: Turkish for a visitor who reads the citizen pages in Arabic.
    const language = pageLanguageOf(path, languageOf(request));
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const session = await shellSession(database, settings, request);
    if (session) {
      const plain = Buffer.from((await compose(route, session, draw, language, answersFor?.(request))).text);
      reply.header('cache-control', 'no-store');
      if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotliCompressSync(plain, FAST_BR));
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(plain));
      return reply.send(plain);
    }
    const shell = await anonymous(route, draw, language);
    return encoding ? reply.header('content-encoding', encoding).send(shell[encoding]) : reply.send(shell.plain);
  };
}
