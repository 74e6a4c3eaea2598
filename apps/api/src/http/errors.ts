import { ErrorCodes, ErrorMessages, FieldLabels } from '@e-belediye/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure the citizen should read: HTTP status, code and Turkish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string = ErrorMessages.notFound) => new AppError(404, ErrorCodes.notFound, message);

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
  const label = field ? (FieldLabels[field] ?? field) : 'İstek';
  return `${label}: ${issue.message ?? 'error'}`;
}

/** The one error path: every failure leaves as { Code, Message } with a Turkish message, never a stack trace. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ Code: error.code, Message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v): Issue => ({ instancePath: v.instancePath, message: v.message }));
      return reply.status(400).send({ Code: ErrorCodes.validation, Message: issues.map(describeIssue).join(' ') });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: request.url }, 'response does not match its contract');
      return reply.status(500).send({ Code: ErrorCodes.server, Message: ErrorMessages.server });
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
    return reply.status(500).send({ Code: ErrorCodes.server, Message: ErrorMessages.server });
  });
}
