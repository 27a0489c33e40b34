import type { FileStorage } from './file-storage.ts';

/** What a stored file is, by the extension the server gave its key (store-upload.ts names them by content). */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Copies every file of one storage into another (the uploads folder into a bucket, `pnpm cli storage:copy`), one at
 * a time and streamed. A file already there is skipped, so a copy that stopped half-way is finished by running it
 * again: a put either stores the whole file or nothing. Reports a line for each file.
 */
export async function copyStoredFiles(
  from: FileStorage,
  to: FileStorage,
  report: (line: string) => void,
): Promise<{ copied: number; skipped: number }> {
  const keys: string[] = [];
  for await (const key of from.list()) keys.push(key);
  keys.sort();
  let copied = 0;
  let skipped = 0;
  for (const [index, key] of keys.entries()) {
    const position = `[${index + 1}/${keys.length}]`;
    if (await to.exists(key)) {
      skipped += 1;
      report(`${position} already there: ${key}`);
      continue;
    }
    const { body } = await from.read(key);
    const contentType = CONTENT_TYPES[key.split('.').at(-1)!];
    await to.put(key, body, contentType ? { contentType } : {});
    copied += 1;
    report(`${position} copied: ${key}`);
  }
  return { copied, skipped };
}
