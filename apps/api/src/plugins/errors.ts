import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { fieldMessages, isZodWording, issueMessage, type TErrorBody, type TFieldErrors } from '@mainwork/contracts';
import { AppError } from '../http/app-error.ts';
import {
  isDatabaseUnavailable,
  isPrismaKnownError,
  isStatementTimeout,
  isUniqueViolation,
} from '../infra/database-errors.ts';

/** How long a client is asked to wait when the database is down or the server restarts: a few seconds. */
export const RETRY_AFTER_S = 5;

/**
 * The one-key objects request bodies wrap their fields in (`{ "webhook": { "url": … } }`): a message names
 * the field inside (`url`), as the services' own messages do. A test checks every such body of the contracts.
 */
export const REQUEST_ENVELOPES: ReadonlySet<string> = new Set([
  'user',
  'application',
  'default_application',
  'resolution',
  'job',
  'region',
  'membership',
  'member',
  'job_source',
  'job_alert',
  'api_key',
  'webhook',
]);

/**
 * Zod issue paths become the spec's dotted keys: `/user/password` → `password` (envelopes dropped), and
 * nested attributes are named as the spec names them: `/job/address_attributes/city` → `address.city`.
 */
export function fieldKey(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  while (parts.length > 1 && REQUEST_ENVELOPES.has(parts[0]!)) parts.shift();
  return parts.map((part) => part.replace(/_attributes$/, '')).join('.') || 'base';
}

/** Maps every error to the one error shape; 5xx details are logged, never sent. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: TErrorBody;
  headers?: Record<string, string>;
} {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: error.fields ? fieldMessages(error.fields) : error.message },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    if (context === 'body') {
      const fields: TFieldErrors = {};
      for (const issue of error.validation) {
        const key = fieldKey(issue.instancePath);
        (fields[key] ??= []).push(issueMessage(key, { ...issue.params, code: issue.keyword }, issue.message ?? ''));
      }
      return { status: 422, body: { error: fieldMessages(fields) } };
    }
    // A contract that words its refusal for people (an e-mailed link without its token) is answered in its words.
    const written = error.validation.map((issue) => issue.message ?? '');
    if (written.every((message) => /^[A-Z]/.test(message) && !isZodWording(message)))
      return { status: 400, body: { error: [...new Set(written)].join(' ') } };
    const detail = error.validation
      .map((issue) => `${fieldKey(issue.instancePath)}: ${issue.message ?? 'is invalid'}`)
      .join('; ');
    const where = context === 'params' ? 'path' : context === 'querystring' ? 'query string' : (context ?? 'request');
    return { status: 400, body: { error: `Invalid ${where}: ${detail}` } };
  }
  // A statement cancelled (57014) is no fault of the request, and may pass in a moment. The search routes
  // answer theirs in their own words (modules/jobs/routes.ts).
  if (isDatabaseUnavailable(error) || isStatementTimeout(error)) {
    return {
      status: 503,
      body: { error: 'The service is briefly unavailable. Please try again in a moment.' },
      headers: { 'retry-after': String(RETRY_AFTER_S) },
    };
  }
  if (isUniqueViolation(error)) return { status: 409, body: { error: 'That record already exists.' } };
  if (isPrismaKnownError(error)) {
    if (error.code === 'P2025') return { status: 404, body: { error: 'Record not found.' } };
    if (error.code === 'P2003') return { status: 422, body: { error: 'A referenced record does not exist.' } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (!isResponseSerializationError(error) && status >= 400 && status < 500) {
    const messages: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
    };
    const message = (fastifyError.code && messages[fastifyError.code]) || fastifyError.message || 'Bad request.';
    return { status, body: { error: message } };
  }
  return { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } };
}

/**
 * The connection closed before the answer was sent: the visitor left (closed the page mid-upload).
 * `request.raw.destroyed` is no sign of it: a request stream is destroyed as soon as its body is read.
 */
function clientWentAway(request: FastifyRequest): boolean {
  const raw = request.raw;
  return raw.socket?.destroyed === true || (raw.readableAborted && !raw.complete);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = toErrorResponse(error);
    const code = (error as { code?: string }).code;
    // A visitor who closes the page mid-upload is no failure of ours: nobody is left to answer.
    if (clientWentAway(request)) request.log.info({ code, status }, 'client went away');
    else if (status >= 500) request.log.error({ err: error, status }, 'request failed');
    else request.log.info({ status, code }, 'request rejected');
    if (headers) reply.headers(headers);
    return reply.status(status).send(body);
  });
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/**
 * Fastify's router refusals (bad percent-encoding, over-long path parameters), answered in the
 * product's error shape (the `frameworkErrors` option).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ status, code: error.code }, 'request rejected');
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: FRAMEWORK_MESSAGES[error.code] ?? 'Bad request.' }));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (bad Content-Length or
 * Transfer-Encoding, headers over the limit, a request that never finished): the answer is written
 * on the socket, in the product's error shape (the `clientErrorHandler` option).
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request is malformed.'];
  this.log.info({ status, code: error.code }, 'malformed request refused');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

export default fp(errorsPlugin, { name: 'errors' });
