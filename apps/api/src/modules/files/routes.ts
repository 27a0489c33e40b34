import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Public images by id. Private files (resumes, cover letters) never come through here. */
export async function fileRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { storage } = app.services;
  registerEndpoint(app, endpoints.files.show, async (request, reply) => {
    const file = await prisma.storedFile.findUnique({ where: { id: request.params.id } });
    if (!file || !file.public) throw AppError.notFound('File');
    const stream = await storage.read(file.storageKey).catch(() => {
      throw AppError.notFound('File');
    });
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .serializer((payload: unknown) => payload as string)
      .send(stream);
  });
}
