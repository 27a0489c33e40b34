import type { FastifyReply } from 'fastify';
import { StoredFileMissing, type FileStorage } from '../infra/storage/file-storage.ts';
import { AppError } from './app-error.ts';

/**
 * Streams a private file as a download: never rendered by the browser (attachment, nosniff, a CSP
 * that allows nothing), never cached by shared caches. Stored names contain only `[\w. -]`.
 */
export async function sendAttachment(
  reply: FastifyReply,
  storage: FileStorage,
  file: { storageKey: string; filename: string; contentType: string },
): Promise<FastifyReply> {
  const stored = await storage.read(file.storageKey).catch((error: unknown) => {
    throw error instanceof StoredFileMissing ? AppError.notFound('File') : error;
  });
  const filename = file.filename.replace(/[^\w. -]+/g, '_');
  return reply
    .type(file.contentType)
    .header('content-length', stored.byteSize)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .serializer((payload: unknown) => payload as string)
    .send(stored.body);
}
