import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { CHANNEL_PREFIX } from '@e-belediye/contracts';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Settings } from './config/settings.js';
import type { Database } from './db/index.js';
import type { CallGuards } from './http/access.js';
import { registerCalls } from './http/calls.js';
import { answerClientError, installErrorHandler, noRoute, routeAgain } from './http/errors.js';
import { installHealth } from './http/health.js';
import { installInputGuard } from './http/input.js';
import { redactPaths } from './http/logging.js';
import { installMetrics } from './http/metrics.js';
import { perMinuteLimit } from './http/rateLimit.js';
import { REQUEST_ID_HEADER, withRequestId } from './lib/requestContext.js';
import { callGuards, installSessions, shellSession } from './modules/auth/index.js';
import { channelGuard, installChannelAudit } from './modules/channels/index.js';
import { assertContractCovered, modules } from './modules/index.js';
import { type JobRunner, startJobRunner } from './modules/jobs/index.js';
import { bankFormOrigins } from './modules/payments/index.js';
import { onRuntimeSettingsApplied } from './modules/settings/index.js';
import { installStaffSessions, withOfficeGuards } from './modules/staff/index.js';

/** The chunks a page route needs at first load, as scripts/route-chunks.ts wrote them at build. */
type RouteChunks = Record<string, { js: string[]; css: string[] }>;

function readRouteChunks(webDist: string): RouteChunks {
  const file = join(webDist, 'route-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteChunks) : {};
}

/**
 * The web app's shell with the public settings written in (as a JSON data block, which the CSP does not run), so
 * the first paint does not wait for a request to /AppSetting.json, and the chunks of the page asked for named for
 * preloading, so the browser fetches them beside the entry instead of after it.
 */
function pageShell(html: string, publicSettings: object, chunks?: { js: string[]; css: string[] }) {
  const json = JSON.stringify(publicSettings).replace(/</g, '\\u003c');
  const preload = [
    ...(chunks?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...(chunks?.css ?? []).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');
  const text = html
    .replace('</head>', `${preload}</head>`)
    .replace(
      '<div id="root">',
      `<script id="app-settings" type="application/json">${json}</script>${ANONYMOUS}<div id="root">`,
    );
  const plain = Buffer.from(text);
  // The same for every anonymous visitor of a path: compressed once (the not-found path skips the compression hook).
  return { text, plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
}

/** The visitor as the shell names them (`#app-session`): nobody signed in, until a session cookie says otherwise. */
const sessionBlock = (session: object | null) =>
  `<script id="app-session" type="application/json">${JSON.stringify(session ?? { Member: null }).replace(/</g, '\\u003c')}</script>`;
const ANONYMOUS = sessionBlock(null);

type Shell = ReturnType<typeof pageShell>;

/** One shell per page route (its own preloads), made on first request and kept until the settings change. */
function shells(html: string, routes: RouteChunks, settings: Settings) {
  let made = new Map<string, Shell>();
  onRuntimeSettingsApplied(settings, () => {
    made = new Map();
  });
  return (path: string): Shell => {
    const key = Object.hasOwn(routes, path) ? path : '';
    let shell = made.get(key);
    if (!shell) {
      shell = pageShell(html, settings.app, routes[key]);
      made.set(key, shell);
    }
    return shell;
  };
}

/** Cache lifetime of content-hashed assets: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A page made for one visitor is compressed as it is sent: a fast brotli level. */
const FAST_BR = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };
/** Headers only a document (or an answer shown as one) heeds; a hashed asset keeps nosniff and its resource policy. */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'last-modified',
];

export interface AppDeps {
  database: Database;
  settings: Settings;
  /** Where the log goes instead of stdout (tests read it back to prove what never appears in it). */
  logStream?: NodeJS.WritableStream;
  /** Who the caller is, when not read from the session cookie (the access tests stand in staff and channels). */
  principalOf?: CallGuards['principalOf'];
}

export async function buildApp({ database, settings, logStream, principalOf }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: settings.logLevel,
      redact: { paths: redactPaths, censor: '[gizli]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For counts only from the configured proxies; anyone else is known by their own address.
    trustProxy: settings.trustedProxies.length > 0 ? settings.trustedProxies : false,
    // Random, so the support code a 500 quotes finds one request in the log, across restarts and instances.
    genReqId: () => `req-${randomBytes(4).toString('hex')}`,
    // Spec paths are case-exact (/EstateStreetValuation), and so are the calls.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    // What the router and Node's parser refuse leaves through the one error path too.
    frameworkErrors: routeAgain,
    clientErrorHandler: answerClientError,
    // An unanswered request gets a 503 (error_timeout) and its request.signal is aborted.
    handlerTimeout: settings.limits.requestTimeoutMs,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Everything a request does, outgoing calls included, knows its id; the answer names it for the client's logs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    withRequestId(request.id, done);
  });
  installMetrics(app, database, settings);
  installErrorHandler(app);
  installInputGuard(app);
  await database.limitStatements(settings.limits.statementTimeoutMs);
  // Only JSON reaches the calls: a cross-site form (text/plain, urlencoded) cannot, and JSON needs a preflight.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  // Answers over 1 KB leave compressed; a fast brotli level, since these are made per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  installSessions(app, database, settings);
  installStaffSessions(app, database, settings);
  installChannelAudit(app, database);
  let runner: JobRunner | null = null;
  if (settings.workers.enabled) {
    const started = startJobRunner(
      modules.flatMap((m) => m.jobs ?? []),
      { database, settings, log: app.log },
    );
    runner = started;
    // Jobs still running when the grace ends go back to the queue for another instance (ADR 0022).
    app.addHook('onClose', async () => started({ graceMs: settings.limits.shutdownGraceMs }));
  }
  installHealth(app, database, settings, runner);

  const httpsOnly = settings.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'base-uri': ["'none'"],
        // Our own forms and the 3-D Secure form the browser posts to a configured bank.
        'form-action': ["'self'", ...bankFormOrigins(settings)],
        'upgrade-insecure-requests': httpsOnly ? [] : null,
      },
    },
    hsts: httpsOnly,
  });
  await app.register(rateLimit, { ...perMinuteLimit({ database, settings }, 'app'), global: false });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${settings.app.MunicipalityName} E-Belediye API`,
        description: 'Her çağrı POST /api/{Ad} biçimindedir; hatalar { Code, Message } olarak döner.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Answers under /api/ speak of a person (orders, debts, profiles): no cache keeps them unless a route says so.
  app.addHook('onSend', async (request, reply) => {
    const docs = request.url.startsWith('/api/docs');
    const call = request.url.startsWith('/api/') || request.url.startsWith(`${CHANNEL_PREFIX}/`);
    if (call && !docs && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.get('/AppSetting.json', { schema: { hide: true } }, async () => settings.app);
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok', engine: database.engine }));

  assertContractCovered(modules);
  const deps = { database, settings };
  const keyGuard = channelGuard(database);
  const guards: CallGuards = {
    ...withOfficeGuards(callGuards(database, settings), settings),
    ...(principalOf ? { principalOf } : {}),
    // A channel stood in by a test is taken as given; anyone else is known by the key in the body.
    channelOf: async (request, call) => {
      const standIn = principalOf?.(request);
      return standIn?.kind === 'channel' ? standIn : keyGuard(request, call);
    },
  };
  await app.register(async (api) => {
    await api.register(rateLimit, perMinuteLimit(deps, 'api'));
    for (const m of modules) if (m.calls && m.handlers) registerCalls(api, m.calls, m.handlers, deps, guards);
    for (const m of modules) {
      if (m.channel) registerCalls(api, m.channel.calls, m.channel.handlers, deps, guards, CHANNEL_PREFIX);
    }
  });
  for (const m of modules) await m.routes?.(app, deps);

  const webDist = settings.webDist;
  const hasWeb = Boolean(webDist && existsSync(join(webDist, 'index.html')));
  if (hasWeb && webDist) {
    // A hashed script or style sheet is no document: the headers that govern a page (its CSP, framing, referrer)
    // mean nothing on it, yet cost ~0.6 KB on each of the dozen chunks a page loads on a slow phone.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/')) for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
    });
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Built with brotli and gzip copies beside each asset (scripts/build-web.mjs), sent by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
        // Hashed file names never change their content; everything else is asked again each time.
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  // Settings changed in the office while the app runs are written into the next page served.
  const shellOf =
    hasWeb && webDist
      ? shells(readFileSync(join(webDist, 'index.html'), 'utf8'), readRouteChunks(webDist), settings)
      : null;
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && shellOf && !request.url.startsWith('/api/')) {
      const shell = shellOf(request.url.split('?')[0]);
      // The web app owns every other path (/anasayfa, /session/404 …): serve its shell, never cached.
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      // A signed-in member's page names them, so the app paints without asking GetSessionInfo first; such a page
      // is theirs alone and is kept by no cache.
      const session = await shellSession(database, settings, request);
      if (session) {
        const plain = Buffer.from(shell.text.replace(ANONYMOUS, sessionBlock(session)));
        reply.header('cache-control', 'no-store');
        if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotliCompressSync(plain, FAST_BR));
        if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(plain));
        return reply.send(plain);
      }
      return encoding ? reply.header('content-encoding', encoding).send(shell[encoding]) : reply.send(shell.plain);
    }
    throw noRoute(request.url);
  });
  return app;
}
