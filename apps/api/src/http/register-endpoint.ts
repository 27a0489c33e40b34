import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPublicRead, issueMessage, ZErrorBody, type Endpoint } from '@mainwork/contracts';
import { AppError } from './app-error.ts';
import { fieldKey } from '../plugins/errors.ts';
import { readMultipart, ReceivedUploads } from './multipart.ts';
import { keepPrivateAnswersUncached } from './private-answers.ts';

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;
type SuccessBody<E extends Endpoint> = z.input<E['responses'][SuccessStatus<E>]>;

export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body' | 'files'> & {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  /** Files of a multipart endpoint, by field name, already in storage; removed again if the handler fails. */
  uploads: ReceivedUploads;
};

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessBody<E> | FastifyReply>;

declare module 'fastify' {
  interface FastifyRequest {
    uploadedFiles?: ReceivedUploads;
  }
  interface FastifyContextConfig {
    /** The contract entry this route was registered from. */
    endpoint?: Endpoint;
  }
}

function successStatus(endpoint: Endpoint): number {
  return Object.keys(endpoint.responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b)[0]!;
}

/**
 * The query a route validates: a public read ignores the top-level parameters it does not know (a link's
 * `utm_source`, a cache buster's `_=123`), as if absent; every other route refuses them (400). Unknown keys
 * inside a known parameter (`filters[typo]`) stay refused: they are a mistaken filter, not a passenger.
 */
export function acceptedQuery(endpoint: Endpoint): z.ZodType | undefined {
  const query = endpoint.query;
  if (!query || !isPublicRead(endpoint) || !(query instanceof z.ZodObject)) return query;
  return query.strip();
}

/**
 * The endpoint's answers, and on a signed-in endpoint those every API key request may get
 * (docs/decisions/069-api-keys.md): 403 outside the key's scopes, 429 past its limit.
 */
function answersOf(endpoint: Endpoint): Endpoint['responses'] {
  if (endpoint.access !== 'signed_in') return endpoint.responses;
  return { 403: ZErrorBody, 429: ZErrorBody, ...endpoint.responses };
}

/**
 * Registers one route from its contract entry: path, method, validation, serialisation and access
 * all come from the endpoint table, so a route cannot drift from its contract.
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>) {
  const multipart = Boolean(endpoint.files);
  const status = successStatus(endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: acceptedQuery(endpoint) } : {}),
      ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
      response: answersOf(endpoint),
    },
    // Hooks only where they do something: each one a route has costs every request a step.
    preValidation:
      endpoint.access === 'signed_in'
        ? async (request) => {
            if (!request.currentUser) throw AppError.unauthorized();
          }
        : undefined,
    onSend: (request, reply, payload, done) => {
      keepPrivateAnswersUncached(endpoint, request, reply);
      done(null, payload);
    },
    preHandler: multipart
      ? async (request) => {
          const bodySchema = endpoint.body!;
          let fields: unknown = request.body ?? {};
          let uploads = new ReceivedUploads(app.services.storage);
          if (request.isMultipart())
            ({ fields, uploads } = await readMultipart(request, endpoint.files!, app.services.storage));
          const parsed = bodySchema.safeParse(fields);
          if (!parsed.success) {
            await uploads.discard();
            const byField: Record<string, string[]> = {};
            for (const issue of parsed.error.issues) {
              const key = fieldKey(`/${issue.path.join('/')}`);
              (byField[key] ??= []).push(issueMessage(key, issue, issue.message));
            }
            throw AppError.invalid(byField);
          }
          request.body = parsed.data;
          request.uploadedFiles = uploads;
        }
      : undefined,
    handler: async (request, reply) => {
      const typed = request as unknown as EndpointRequest<E>;
      typed.uploads = request.uploadedFiles ?? new ReceivedUploads(app.services.storage);
      let result: Awaited<ReturnType<typeof handler>>;
      try {
        result = await handler(typed, reply);
      } catch (error) {
        await typed.uploads.discard();
        throw error;
      }
      if (result === reply) return reply;
      if (reply.statusCode === 200 && status !== 200) reply.code(status);
      return result;
    },
  });
}
