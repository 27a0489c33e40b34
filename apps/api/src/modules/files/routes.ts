import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { StoredFileMissing } from '../../infra/storage/file-storage.ts';
import { readThumbnail } from '../../infra/storage/image-thumbnails.ts';

/** Public images by id, or their thumbnails. Private files (resumes, cover letters) never come through here. */
export async function fileRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { storage } = app.services;
  registerEndpoint(app, endpoints.files.show, async (request, reply) => {
    const file = await prisma.storedFile.findUnique({ where: { id: request.params.id } });
    if (!file || !file.public) throw AppError.notFound('File');
    // A file whose row outlived it is not found; a storage that fails is the server's error.
    const notFound = (error: unknown) => {
      throw error instanceof StoredFileMissing ? AppError.notFound('File') : error;
    };
    const thumbnail = request.query.size === 'thumbnail' ? await readThumbnail(storage, file).catch(notFound) : null;
    const stored = thumbnail ?? (await storage.read(file.storageKey).catch(notFound));
    return reply
      .type(file.contentType)
      .header('content-length', stored.byteSize)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .serializer((payload: unknown) => payload as string)
      .send(stored.body);
  });
}
