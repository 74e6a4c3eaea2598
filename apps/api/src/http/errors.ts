import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorCode, ErrorCodes, ErrorMessages, FieldLabels, UnavailableMessages } from '@e-belediye/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { IntegrationError } from '../integrations/http.js';
import { errorMessageIn, requestLanguage } from './errorLanguages.js';
import { answersCitizen, refusalIn } from './messages/index.js';

/** A failure the citizen should read: HTTP status, code and Turkish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The error vocabulary: modules throw these, never a bare status. */
export const invalid = (message: string) => new AppError(400, ErrorCodes.validation, message);
export const notFound = (message: string = ErrorMessages.notFound) => new AppError(404, ErrorCodes.notFound, message);
export const conflict = (message: string, code: ErrorCode = ErrorCodes.conflict) => new AppError(409, code, message);
export const unauthenticated = (message: string = ErrorMessages.unauthenticated) =>
  new AppError(401, ErrorCodes.unauthenticated, message);
export const forbidden = (message: string = ErrorMessages.forbidden, code: ErrorCode = ErrorCodes.forbidden) =>
  new AppError(403, code, message);
export const tooMany = (message: string = ErrorMessages.rateLimited) =>
  new AppError(429, ErrorCodes.rateLimited, message);
/** An outside system (population registry, e-Devlet, SMS gateway, a bank) did not answer usefully. */
export const unavailable = (system: string) =>
  new AppError(503, ErrorCodes.unavailable, UnavailableMessages[system] ?? ErrorMessages.unavailable);
/** A path no route serves: an unknown call under /api/, any other page not found. */
export const noRoute = (url: string) =>
  url.startsWith('/api/') ? new AppError(404, ErrorCodes.unknownCall, ErrorMessages.unknownCall) : notFound();

const timedOut = new AppError(503, ErrorCodes.timeout, ErrorMessages.timeout);
/** Fastify's own refusals by code, in our words: its texts are English and some repeat the request back. */
const frameworkAnswers: Record<string, AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError(413, ErrorCodes.payloadTooLarge, ErrorMessages.payloadTooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(415, ErrorCodes.unsupportedMedia, ErrorMessages.unsupportedMedia),
  FST_ERR_BAD_URL: new AppError(400, ErrorCodes.validation, ErrorMessages.badUrl),
  FST_ERR_MAX_PARAM_LENGTH: new AppError(414, ErrorCodes.uriTooLong, ErrorMessages.uriTooLong),
  FST_ERR_HANDLER_TIMEOUT: timedOut,
};
/** PostgreSQL's query_canceled: the statement ran past statement_timeout (limits.statementTimeoutMs). */
const QUERY_CANCELED = '57014';
/**
 * PostgreSQL gave up a transaction that collided with another (serialization_failure, deadlock_detected): it was
 * rolled back whole, so nothing of it was saved and the person may simply try again.
 */
const COLLIDED = new Set(['40001', '40P01']);
const collided = new AppError(409, ErrorCodes.conflict, ErrorMessages.collided);

interface Issue {
  path?: PropertyKey[];
  instancePath?: string;
  message?: string;
}

/**
 * "Değerleme yılı: Geçersiz değer…" — the innermost field with a name a citizen knows. A name of the sender's own
 * (a key of a free-form record) is never repeated back: its nearest named parent speaks for it.
 */
function describeIssue(issue: Issue, say: (turkish: string) => string = (t) => t): string {
  const path = issue.path ?? (issue.instancePath ?? '').split('/').filter(Boolean);
  const names = path.map(String).filter((p) => !/^\d+$/.test(p));
  for (let i = names.length - 1; i >= 0; i--) {
    const label = FieldLabels[`${names[i - 1]}.${names[i]}`] ?? FieldLabels[names[i]];
    if (label) return `${say(label)}: ${say(issue.message ?? 'Geçersiz değer.')}`;
  }
  return `${say('İstek')}: ${say(issue.message ?? 'Geçersiz değer.')}`;
}

/** A 500 quotes its request id, logged with the error, so support finds the one log line a citizen reports. */
const serverError = (request: FastifyRequest) => ({
  Code: ErrorCodes.server,
  Message: `${errorMessageIn(ErrorMessages.server, requestLanguage(request))} (${SUPPORT_CODE[requestLanguage(request)]}: ${request.id})`,
});
const SUPPORT_CODE = { tr: 'Destek kodu', en: 'Support code', ar: 'رمز الدعم' } as const;

/** Requests the router refused, with their answer, until routeAgain's second pass throws it. */
const routerRefusals = new WeakMap<object, AppError>();

/** The one error path: every failure leaves as { Code, Message } in the visitor's language, never a stack trace. */
export function installErrorHandler(app: FastifyInstance) {
  // A request the router refused (routeAgain below) fails here: after helmet's hooks, before its body is read.
  app.addHook('preParsing', async (request) => {
    const refusal = routerRefusals.get(request.raw);
    if (refusal) throw refusal;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Said in the visitor's language (ADR 0056): a general failure to anyone, a service's own sentence and a
    // field's label to a citizen only (a staff call is answered in Turkish, the office's language).
    const language = requestLanguage(request);
    const say = answersCitizen(request) ? (turkish: string) => refusalIn(turkish, language) : (t: string) => t;
    const answer = (e: AppError) => {
      const general = errorMessageIn(e.message, language);
      return reply
        .status(e.statusCode)
        .send({ Code: e.code, Message: general === e.message ? say(e.message) : general });
    };
    if (error instanceof AppError) return answer(error);
    // Outside-system failures are mapped here, once: a call that lets one escape answers 503 in Turkish.
    if (error instanceof IntegrationError) {
      request.log.warn({ system: error.system, err: error.message, url: request.url }, 'outside system failed');
      return answer(unavailable(error.system));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v): Issue => ({ instancePath: v.instancePath, message: v.message }));
      return reply
        .status(400)
        .send({ Code: ErrorCodes.validation, Message: issues.map((issue) => describeIssue(issue, say)).join(' ') });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: request.url }, 'response does not match its contract');
      return reply.status(500).send(serverError(request));
    }
    const known = frameworkAnswers[error.code];
    if (known) return answer(known);
    // The database cancelled a statement that ran too long: the request times out, mapped here once.
    if (error.code === QUERY_CANCELED) {
      request.log.warn({ err: error.message, url: request.url }, 'statement cancelled after statement_timeout');
      return answer(timedOut);
    }
    if (COLLIDED.has(error.code)) {
      request.log.warn({ err: error.message, url: request.url }, 'transaction rolled back after a collision');
      return answer(collided);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return answer(tooMany());
    if (status === 404) return answer(noRoute(request.url));
    if (status >= 400 && status < 500) {
      return answer(new AppError(status, ErrorCodes.validation, ErrorMessages.badJson));
    }
    request.log.error({ err: error, url: request.url }, 'unhandled error');
    return reply.status(500).send(serverError(request));
  });
}

/**
 * Fastify's `frameworkErrors`: the router refuses an undecodable URL or an over-long path parameter before any
 * hook runs, so neither helmet's headers nor the error handler would see it. The request is routed once more to
 * the root path, carrying its refusal, and fails there like any other: through the hooks and the one error path.
 */
export function routeAgain(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  routerRefusals.set(request.raw, frameworkAnswers[error.code] ?? invalid(ErrorMessages.badUrl));
  request.raw.url = '/';
  request.server.routing(request.raw, reply.raw);
}

/** Headers of an answer written before any request exists (so before helmet): a JSON error needs no more. */
const SOCKET_HEADERS = [
  'Content-Type: application/json; charset=utf-8',
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options: nosniff',
  'Cache-Control: no-store',
  'Connection: close',
];

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request (headers or URL over its limit, a request
 * still arriving after requestTimeout, bytes that are no HTTP) before Fastify sees it. The answer is still ours.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, Code, Message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, ErrorCodes.timeout, ErrorMessages.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, ErrorCodes.uriTooLong, ErrorMessages.headersTooLarge]
        : [400, ErrorCodes.validation, ErrorMessages.badJson];
  const body = JSON.stringify({ Code, Message });
  if (socket.writable) {
    const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...SOCKET_HEADERS];
    socket.write(`${[...head, `Content-Length: ${Buffer.byteLength(body)}`].join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
