import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contracts (the routes' zod schemas), browsable at /api/docs. */
async function openApiPlugin(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MainWork API',
        description:
          'Job board with employer-funded referral rewards. Errors: { "error": "message" } or { "error": { "field": ["message"] } }.',
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  // The app's own CSP (security plugin) covers the docs page; the UI's assets are served locally.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(openApiPlugin, { name: 'openapi' });
