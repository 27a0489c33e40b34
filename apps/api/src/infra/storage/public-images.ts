import type { Prisma, PrismaClient, StoredFile } from '@mainwork/db';
import type { ReceivedUploads } from '../../http/multipart.ts';
import type { FileStorage } from './file-storage.ts';
import { thumbnailKey } from './image-thumbnails.ts';
import { storedFileRow } from './store-upload.ts';

/**
 * The public images of a row (a business's logo and banner, an organization's, a reward source's icon),
 * by relation name → multipart field: `{ logo: 'business[logo]', banner: 'business[banner]' }`. The files
 * themselves were checked, re-encoded and resized on their way to storage (store-upload.ts); this is what
 * every owner of images does with them, so that a save replaces them one way everywhere.
 */
export type ImageFields<R extends string> = Record<R, string>;

/** `logo` → `logoFileId`: the column holding a relation's file id. */
type FileIdColumn<R extends string> = `${R}FileId`;

/** New public `stored_files` rows for the images sent, as nested creates under their relation names. */
export function newImageRows<R extends string>(
  uploads: ReceivedUploads,
  fields: ImageFields<R>,
): Partial<Record<R, { create: ReturnType<typeof storedFileRow> }>> {
  const rows: Partial<Record<R, { create: ReturnType<typeof storedFileRow> }>> = {};
  for (const [relation, field] of Object.entries(fields) as Array<[R, string]>) {
    const upload = uploads.get(field);
    if (upload) rows[relation] = { create: storedFileRow(upload, { public: true }) };
  }
  return rows;
}

/**
 * A save that may replace images: what to write, and the old images to delete once it is written. The old
 * rows go inside the save's transaction (`deleteReplacedRows`), their files after it commits
 * (`removeReplacedFiles`), so a failed save loses nothing and a committed one leaves nothing behind.
 */
export class ImageReplacement<R extends string> {
  private constructor(
    readonly data: Partial<Record<R, { create: ReturnType<typeof storedFileRow> }>>,
    private readonly replaced: StoredFile[],
  ) {}

  static async prepare<R extends string>(
    prisma: Pick<PrismaClient, 'storedFile'>,
    existing: { [K in FileIdColumn<R>]: number | null },
    uploads: ReceivedUploads,
    fields: ImageFields<R>,
  ): Promise<ImageReplacement<R>> {
    const ids = (Object.entries(fields) as Array<[R, string]>)
      .filter(([, field]) => uploads.has(field))
      .map(([relation]) => existing[`${relation}FileId` as FileIdColumn<R>])
      .filter((id): id is number => id !== null);
    const replaced = ids.length > 0 ? await prisma.storedFile.findMany({ where: { id: { in: ids } } }) : [];
    return new ImageReplacement(newImageRows(uploads, fields), replaced);
  }

  async deleteReplacedRows(tx: Prisma.TransactionClient): Promise<void> {
    if (this.replaced.length > 0)
      await tx.storedFile.deleteMany({ where: { id: { in: this.replaced.map((file) => file.id) } } });
  }

  /** The replaced images and the thumbnails made of them. */
  async removeReplacedFiles(storage: FileStorage): Promise<void> {
    const keys = this.replaced.flatMap((file) => [file.storageKey, thumbnailKey(file.storageKey)]);
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
  }
}
