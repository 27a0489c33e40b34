import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { describeServer, type OpenApiDocument } from './openapi-document.ts';

const OPENAPI_VERSION = '3.0.3';

/** A contract schema as the routes' schemas are converted (the same converter, so one style in the document). */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { schema: converted } = jsonSchemaTransform({
    schema: io === 'input' ? { body: schema } : { response: { 200: schema } },
    url: '/',
    route: { method: 'GET', url: '/', handler: async () => undefined },
    openapiObject: { openapi: OPENAPI_VERSION },
  } as unknown as Parameters<typeof jsonSchemaTransform>[0]);
  const result = converted as { body?: Record<string, unknown>; response?: Record<number, Record<string, unknown>> };
  return (io === 'input' ? result.body : result.response?.[200]) ?? {};
}

/**
 * OpenAPI generated from the contracts (the routes' zod schemas) and completed from the contract table
 * (openapi-document.ts), browsable at /api/docs and served at /api/docs/json.
 */
async function openApiPlugin(app: FastifyInstance, options: { publicUrl: string; sessionCookie: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'MainWork API',
        description: [
          'Job board with employer-funded referral rewards. Public reads (jobs, lookups, organizations) need no',
          'credentials; a person signs in with the session cookie, and a business’s own systems use API keys.',
          'Every error answers `{ "error": "message" }` or, for fields, `{ "error": { "field": ["message"] } }`.',
          `Quick starts for each use: ${options.publicUrl}/developers.`,
        ].join(' '),
        contact: { name: 'MainWork developers', url: `${options.publicUrl}/developers` },
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: (generated) =>
      describeServer((generated as { openapiObject: unknown }).openapiObject as OpenApiDocument, {
        sessionCookie: options.sessionCookie,
        toJsonSchema,
      }),
  });
  // The app's own CSP (security plugin) covers the docs page; the UI's assets are served locally.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(openApiPlugin, { name: 'openapi' });
