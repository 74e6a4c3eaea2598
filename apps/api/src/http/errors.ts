import { type ErrorCode, ErrorCodes, ErrorMessages, FieldLabels, UnavailableMessages } from '@e-belediye/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { IntegrationError } from '../integrations/http.js';

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

interface Issue {
  path?: PropertyKey[];
  instancePath?: string;
  message?: string;
}

/** "Değerleme yılı: Geçersiz değer…" — the innermost named field, as a citizen knows it. */
function describeIssue(issue: Issue): string {
  const path = issue.path ?? (issue.instancePath ?? '').split('/').filter(Boolean);
  const names = path.map(String).filter((p) => !/^\d+$/.test(p));
  const field = names[names.length - 1];
  const parent = names[names.length - 2];
  const label = field ? (FieldLabels[`${parent}.${field}`] ?? FieldLabels[field] ?? field) : 'İstek';
  return `${label}: ${issue.message ?? 'error'}`;
}

/** A 500 quotes its request id, logged with the error, so support finds the one log line a citizen reports. */
const serverError = (request: FastifyRequest) => ({
  Code: ErrorCodes.server,
  Message: `${ErrorMessages.server} (Destek kodu: ${request.id})`,
});

/** The one error path: every failure leaves as { Code, Message } with a Turkish message, never a stack trace. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ Code: error.code, Message: error.message });
    }
    // Outside-system failures are mapped here, once: a call that lets one escape answers 503 in Turkish.
    if (error instanceof IntegrationError) {
      request.log.warn({ system: error.system, err: error.message, url: request.url }, 'outside system failed');
      const mapped = unavailable(error.system);
      return reply.status(mapped.statusCode).send({ Code: mapped.code, Message: mapped.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v): Issue => ({ instancePath: v.instancePath, message: v.message }));
      return reply.status(400).send({ Code: ErrorCodes.validation, Message: issues.map(describeIssue).join(' ') });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: request.url }, 'response does not match its contract');
      return reply.status(500).send(serverError(request));
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ Code: ErrorCodes.rateLimited, Message: ErrorMessages.rateLimited });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ Code: ErrorCodes.payloadTooLarge, Message: ErrorMessages.payloadTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ Code: ErrorCodes.unsupportedMedia, Message: ErrorMessages.unsupportedMedia });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ Code: ErrorCodes.validation, Message: ErrorMessages.badJson });
    }
    request.log.error({ err: error, url: request.url }, 'unhandled error');
    return reply.status(500).send(serverError(request));
  });
}
