import { Readable } from 'node:stream';
import type { TestDatabase } from '@mainwork/db/testing';
import type { FileStorage } from '../infra/storage/file-storage.ts';

/** Every key in the app's storage, sorted, to show what a request left there. */
export async function filesInStorage(t: { app: { services: { storage: FileStorage } } }): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.app.services.storage.list()) keys.push(key);
  return keys.sort();
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
