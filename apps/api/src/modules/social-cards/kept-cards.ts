import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { PrismaClient } from '@mainwork/db';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { renderCard, type CardContent } from './card-image.ts';
import { subjectPath, type DescribedCard } from './card-subjects.ts';

/** Where a version of a card is kept: under its subject, the version in the name (`social-cards/jobs/12-<version>.png`). */
export const cardStorageKey = (card: Pick<DescribedCard, 'subject' | 'version'>) =>
  `social-cards/${subjectPath(card.subject)}-${card.version}.png`;

async function logoOf(prisma: PrismaClient, storage: FileStorage, fileId: number | null): Promise<CardContent['logo']> {
  if (fileId === null) return null;
  const file = await prisma.storedFile.findUnique({ where: { id: fileId } });
  if (!file?.public) return null;
  const bytes = await storage
    .read(file.storageKey)
    .then((stored) => buffer(stored.body))
    .catch(() => null);
  return bytes ? { bytes, contentType: file.contentType } : null;
}

/**
 * A card's PNG: drawn the first time its version is asked for, then kept in storage and read from there
 * (the `social_cards` row names the version kept). A new version replaces the row, and the old version's
 * file is removed. Two first requests at once both draw it; the first one stored is kept.
 */
export async function readCard(prisma: PrismaClient, storage: FileStorage, card: DescribedCard): Promise<Buffer> {
  const subject = subjectPath(card.subject);
  const kept = await prisma.socialCard.findUnique({ where: { subject } });
  if (kept?.version === card.version) {
    const stored = await storage
      .read(kept.storageKey)
      .then((stored) => buffer(stored.body))
      .catch(() => null);
    if (stored) return stored;
  }
  const png = await renderCard({ ...card.content, logo: await logoOf(prisma, storage, card.logoFileId) });
  const storageKey = cardStorageKey(card);
  // Refused when another request stored this version first: that file is the same card.
  await storage.put(storageKey, Readable.from([png]), { contentType: 'image/png' }).catch(() => undefined);
  await prisma.socialCard.upsert({
    where: { subject },
    create: { subject, version: card.version, storageKey },
    update: { version: card.version, storageKey },
  });
  if (kept && kept.storageKey !== storageKey) await storage.remove(kept.storageKey).catch(() => undefined);
  return png;
}
