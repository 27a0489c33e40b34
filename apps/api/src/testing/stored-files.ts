import fs from 'node:fs/promises';
import path from 'node:path';

/** Every file under the uploads folder (relative paths), to show what a request left in storage. */
export async function filesInStorage(uploadsDir: string): Promise<string[]> {
  const entries = await fs.readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
