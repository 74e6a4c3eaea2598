import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
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
import { finishDocument, securitySchemes } from './http/openapi.js';
import { perMinuteLimit } from './http/rateLimit.js';
import { newRequestId, REQUEST_ID_HEADER, withRequestId } from './lib/requestContext.js';
import { CSRF_COOKIE, callGuards, installSessions, sessionCookie } from './modules/auth/index.js';
import { channelGuard, installChannelAudit } from './modules/channels/index.js';
import { actingGuards } from './modules/delegation/index.js';
import { assertContractCovered, modules } from './modules/index.js';
import { type JobRunner, startJobRunner } from './modules/jobs/index.js';
import { bankFormOrigins } from './modules/payments/index.js';
import { PAYROLL_COOKIE } from './modules/payroll/index.js';
import { installStaffSessions, OFFICE_CSRF_COOKIE, officeCookie, withOfficeGuards } from './modules/staff/index.js';
import { APP_START_HASH } from './web/appStart.js';
import { drawnAnswersFor } from './web/drawnAnswers.js';
import { pageShells, servedFromBuild } from './web/pageShell.js';

/** Cache lifetime of content-hashed assets: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
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
    genReqId: newRequestId,
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
        // Our own scripts, and the one inline starter of a drawn page, by its hash (ADR 0061).
        'script-src': ["'self'", APP_START_HASH],
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
      // Each operation names the schemes its declared access needs (http/openapi.ts securityOf).
      components: {
        securitySchemes: securitySchemes({
          memberSession: sessionCookie(settings),
          memberCsrf: CSRF_COOKIE,
          staffSession: officeCookie(settings),
          staffCsrf: OFFICE_CSRF_COOKIE,
          payslipSession: PAYROLL_COOKIE,
        }),
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      'openapiObject' in documents ? finishDocument(documents.openapiObject, settings.app) : documents.swaggerObject,
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
    ...actingGuards(database),
    ...(principalOf ? { principalOf } : {}),
    // Only whether the cookie is there: the payroll module checks the session it names.
    holdsPayslipSession: (request) => typeof request.cookies[PAYROLL_COOKIE] === 'string',
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
      // The server's drawing of pages lives in the build too, but is no asset of the browser's.
      allowedPath: servedFromBuild,
      cacheControl: false,
      setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
        // Hashed file names never change their content; everything else is asked again each time.
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  // Settings changed in the office while the app runs are written into the next page served.
  const sendShell =
    hasWeb && webDist
      ? await pageShells(webDist, settings, database, app.log, (request) => drawnAnswersFor(app, settings, request))
      : null;
  app.setNotFoundHandler(async (request, reply) => {
    // The web app owns every other path (/anasayfa, /session/404 …): its shell, with the page drawn in.
    if ((request.method === 'GET' || request.method === 'HEAD') && sendShell && !request.url.startsWith('/api/')) {
      return sendShell(request, reply);
    }
    throw noRoute(request.url);
  });
  return app;
}
