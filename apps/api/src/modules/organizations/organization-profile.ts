import type { Prisma, PrismaClient, StoredFile } from '@mainwork/db';
import { ORGANIZATION_LIMITS } from '@mainwork/contracts';
import type { FieldErrors } from '../../http/app-error.ts';
import type { ReceivedUploads } from '../../http/multipart.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { storedFileRow } from '../../infra/storage/store-upload.ts';

export const LOGO_FIELD = 'organization[logo]';
export const BANNER_FIELD = 'organization[banner]';

type ProfileFields = {
  tagline?: string | undefined;
  join_url?: string | undefined;
  join_help_text?: string | undefined;
  display_info_when_framed?: boolean | undefined;
};

/** The join URL must be a web address people can follow. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The public profile fields as columns (the header of the organization's feed), checked under the
 * spec's keys. A field not sent is left as it is; a blank one is cleared.
 */
export type ProfileColumns = {
  tagline?: string | null;
  joinUrl?: string | null;
  joinHelpText?: string | null;
  displayInfoWhenFramed?: boolean;
};

export function profileData(fields: ProfileFields, errors: FieldErrors): ProfileColumns {
  const data: ProfileColumns = {};
  if (fields.tagline !== undefined) {
    if (fields.tagline.length > ORGANIZATION_LIMITS.tagline)
      errors.add('tagline', `is too long (maximum is ${ORGANIZATION_LIMITS.tagline} characters)`);
    data.tagline = fields.tagline || null;
  }
  if (fields.join_url !== undefined) {
    if (fields.join_url.length > 2000) errors.add('join_url', 'is too long (maximum is 2000 characters)');
    else if (fields.join_url && !isWebAddress(fields.join_url))
      errors.add('join_url', 'must be a web address starting with https:// or http://');
    data.joinUrl = fields.join_url || null;
  }
  if (fields.join_help_text !== undefined) {
    if (fields.join_help_text.length > ORGANIZATION_LIMITS.joinHelpText)
      errors.add('join_help_text', `is too long (maximum is ${ORGANIZATION_LIMITS.joinHelpText} characters)`);
    data.joinHelpText = fields.join_help_text || null;
  }
  if (fields.display_info_when_framed !== undefined) data.displayInfoWhenFramed = fields.display_info_when_framed;
  return data;
}

/** New logo and banner rows for the images sent (public files: anyone may see a feed's header). */
export function imageData(uploads: ReceivedUploads) {
  const logo = uploads.get(LOGO_FIELD);
  const banner = uploads.get(BANNER_FIELD);
  return {
    ...(logo ? { logo: { create: storedFileRow(logo, { public: true }) } } : {}),
    ...(banner ? { banner: { create: storedFileRow(banner, { public: true }) } } : {}),
  };
}

/** The stored images a save replaces, so they can be removed once it is committed. */
export async function replacedImages(
  prisma: Pick<PrismaClient, 'storedFile'>,
  existing: { logoFileId: number | null; bannerFileId: number | null },
  uploads: ReceivedUploads,
): Promise<StoredFile[]> {
  const ids = [
    uploads.has(LOGO_FIELD) ? existing.logoFileId : null,
    uploads.has(BANNER_FIELD) ? existing.bannerFileId : null,
  ].filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  return prisma.storedFile.findMany({ where: { id: { in: ids } } });
}

/** Deletes replaced image rows inside the save's transaction; their files go after it commits. */
export async function deleteImageRows(tx: Prisma.TransactionClient, files: StoredFile[]): Promise<void> {
  if (files.length > 0) await tx.storedFile.deleteMany({ where: { id: { in: files.map((file) => file.id) } } });
}

export async function removeImageFiles(storage: FileStorage, files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => undefined)));
}
