import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { TestDatabase } from '@mainwork/db/testing';
import type { FileStorage } from '../infra/storage/file-storage.ts';

/** Every file under the uploads folder (relative paths), to show what a request left in storage. */
export async function filesInStorage(uploadsDir: string): Promise<string[]> {
  const entries = await fs.readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Puts bytes in the app's storage and records them as a `stored_files` row, as an upload would. */
export async function storeTestFile(
  t: { app: { services: { storage: FileStorage } }; db: TestDatabase },
  file: { key: string; bytes: Buffer; filename: string; contentType: string; public?: boolean },
) {
  await t.app.services.storage.put(file.key, Readable.from([file.bytes]));
  return t.db.prisma.storedFile.create({
    data: {
      storageKey: file.key,
      filename: file.filename,
      contentType: file.contentType,
      byteSize: file.bytes.length,
      public: file.public ?? false,
    },
  });
}
