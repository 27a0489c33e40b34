import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorBody, TFieldErrors } from '@mainwork/contracts';
import { AppError } from '../http/app-error.ts';
import { isPrismaKnownError, isUniqueViolation } from '../infra/database-errors.ts';

/** Zod issue paths become the spec's dotted keys: `/user/password` → `password` (wrappers dropped). */
export function fieldKey(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  const wrappers = new Set(['user', 'application', 'default_application', 'resolution', 'job', 'region']);
  while (parts.length > 1 && wrappers.has(parts[0]!)) parts.shift();
  return parts.join('.') || 'base';
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
      body: { error: error.fields ?? error.message },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    if (context === 'body') {
      const fields: TFieldErrors = {};
      for (const issue of error.validation) {
        (fields[fieldKey(issue.instancePath)] ??= []).push(issue.message ?? 'is invalid');
      }
      return { status: 422, body: { error: fields } };
    }
    const detail = error.validation
      .map((issue) => `${fieldKey(issue.instancePath)}: ${issue.message ?? 'is invalid'}`)
      .join('; ');
    const where = context === 'params' ? 'path' : context === 'querystring' ? 'query string' : (context ?? 'request');
    return { status: 400, body: { error: `Invalid ${where}: ${detail}` } };
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

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = toErrorResponse(error);
    // A visitor who closes the page mid-upload is no failure of ours: nobody is left to answer.
    const clientGone = request.raw.destroyed || request.raw.socket?.destroyed === true;
    if (clientGone) request.log.info({ code: (error as { code?: string }).code }, 'client went away');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: (error as { code?: string }).code }, 'request rejected');
    if (headers) reply.headers(headers);
    return reply.status(status).send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
