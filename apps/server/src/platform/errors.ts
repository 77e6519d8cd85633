import { authMessages } from '@app/contracts/auth-messages';
import type { FieldIssue } from '@app/contracts/common/api-error';
import { type ErrorCode, isErrorCode } from '@app/contracts/common/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a person can act on: the status, a stable code, the message, and fields at fault. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Sent as the Retry-After header, when the caller should wait before trying again. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * An outside service (AI model, USPS, Stripe) failed: the person gets our own words and a 502; the
 * provider's text, which may name accounts, keys or internals, goes to the log only.
 */
export class ProviderFailure extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly providerError: unknown,
  ) {
    super(502, code, message);
    this.name = 'ProviderFailure';
  }
}

/** The one shape every error answer has; the code is always one of the shared list. */
export const errorBody = (code: ErrorCode, message: string, details?: unknown) => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
/** A signed-in person asked for something their role does not allow. */
export const forbidden = (message: string = authMessages.forbidden, details?: FieldIssue[]) =>
  new AppError(403, 'FORBIDDEN', message, details);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const badRequest = (message: string, details?: FieldIssue[]) =>
  new AppError(400, 'BAD_REQUEST', message, details);

// Errors that mean the database is unreachable: answer 503 so callers retry, not 500.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '53300',
]);
function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: string; message?: string };
    if (code && unavailableCodes.has(code)) return true;
    if (
      message &&
      /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(message)
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const fastifyCodeStatus: Partial<Record<ErrorCode, [number, string]>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty but the content type is JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_ERR_VALIDATION: [400, 'Invalid request'],
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: FieldIssue[] = err.validation.map((v) => ({
        field: [err.validationContext, ...(v.instancePath ?? '').split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      return reply
        .status(400)
        .send(
          errorBody(
            'VALIDATION_ERROR',
            first ? `Invalid ${first.field}: ${first.message}` : 'Invalid request',
            details,
          ),
        );
    }
    if (err instanceof ProviderFailure) {
      request.log.warn({ err: err.providerError, code: err.code }, 'outside service failed');
    }
    if (err instanceof AppError) {
      if (err.options.retryAfterSeconds) reply.header('retry-after', String(err.options.retryAfterSeconds));
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.details));
    }
    const fastifyCode = isErrorCode(err.code) ? err.code : undefined;
    const known = fastifyCode && fastifyCodeStatus[fastifyCode];
    if (known) {
      return reply.status(known[0]).send(errorBody(fastifyCode, known[1]));
    }
    if (isDatabaseUnavailable(err)) return reply.send(serverFailure(err, request, reply));
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      // A library's own code is answered only when it is one of ours, so clients meet only listed codes.
      const code: ErrorCode = fastifyCode ?? 'BAD_REQUEST';
      return reply.status(status).send(errorBody(code, err.message));
    }
    return reply.send(serverFailure(err, request, reply));
  });
}

/**
 * The answer to a failure on our side, its cause only in the log: 503 with `Retry-After` while the
 * database is unreachable, else 500. It sets the status and returns the body.
 */
export function serverFailure(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(err)) {
    request.log.error({ err }, 'database unavailable');
    reply.status(503).header('retry-after', '5');
    return errorBody('SERVICE_UNAVAILABLE', 'Service temporarily unavailable');
  }
  request.log.error({ err }, 'unhandled error');
  reply.status(500);
  return errorBody('INTERNAL', 'Something went wrong on our side');
}
