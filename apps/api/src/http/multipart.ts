import type { FastifyRequest } from 'fastify';
import qs from 'qs';
import type { FileField } from '@mainwork/contracts';
import { AppError } from './app-error.ts';

export type UploadedFile = {
  field: string;
  /** The client's name, for display only. */
  filename: string;
  data: Buffer;
};

/** Largest single file any endpoint accepts; per-field limits are checked after reading. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Reads a multipart body: text fields nested by their bracket names (`business[address_attributes][city]`),
 * files kept in memory up to their field's limit. An empty file part (no file chosen) counts as absent.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: Record<string, FileField>,
): Promise<{ fields: Record<string, unknown>; files: Map<string, UploadedFile> }> {
  const flat: Record<string, string | string[]> = {};
  const files = new Map<string, UploadedFile>();
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, fields: 200, files: 10 } })) {
    if (part.type === 'file') {
      const spec = fileFields[part.fieldname];
      if (!spec) {
        part.file.resume();
        throw new AppError('bad_request', `Unexpected file field ${part.fieldname}.`);
      }
      const data = await part.toBuffer();
      if (data.length === 0) continue;
      if (data.length > spec.maxBytes) {
        throw AppError.invalid({
          [part.fieldname]: [`is too large (maximum is ${Math.round(spec.maxBytes / 1024 / 1024)} MB)`],
        });
      }
      files.set(part.fieldname, { field: part.fieldname, filename: part.filename || 'upload', data });
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const key = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
      const previous = flat[key];
      if (part.fieldname.endsWith('[]')) flat[key] = [...(Array.isArray(previous) ? previous : []), value];
      else flat[key] = value;
    }
  }
  return {
    fields: qs.parse(flat as Record<string, string>, { depth: 5, arrayLimit: 100 }) as Record<string, unknown>,
    files,
  };
}
