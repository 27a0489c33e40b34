import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { FileField } from '@mainwork/contracts';
import type { UploadedFile } from '../../http/multipart.ts';
import { newStorageKey, type FileStorage } from './file-storage.ts';

const KIND_BY_MIME: Record<string, FileField['kinds'][number]> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

export type StoredUpload = {
  storageKey: string;
  filename: string;
  contentType: string;
  byteSize: number;
  public: boolean;
};

/** The kind of a file judged by its content (magic bytes), or null when it is none we accept. */
export async function sniffKind(
  data: Buffer,
): Promise<{ kind: FileField['kinds'][number]; mime: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(data);
  const kind = detected && KIND_BY_MIME[detected.mime];
  return detected && kind ? { kind, mime: detected.mime, ext: detected.ext } : null;
}

/**
 * Checks an upload's content against the allowed kinds and writes it under a generated key.
 * Returns null when the content is not an allowed kind; the caller reports the field error.
 */
export async function storeUpload(
  storage: FileStorage,
  upload: UploadedFile,
  options: { kinds: FileField['kinds']; folder: string; public: boolean },
): Promise<StoredUpload | null> {
  const sniffed = await sniffKind(upload.data);
  if (!sniffed || !options.kinds.includes(sniffed.kind)) return null;
  const storageKey = newStorageKey(options.folder, sniffed.ext);
  await storage.put(storageKey, upload.data);
  const baseName =
    path
      .basename(upload.filename)
      .replace(/[^\w. -]+/g, '_')
      .slice(0, 200) || `file.${sniffed.ext}`;
  return {
    storageKey,
    filename: baseName,
    contentType: sniffed.mime,
    byteSize: upload.data.length,
    public: options.public,
  };
}
