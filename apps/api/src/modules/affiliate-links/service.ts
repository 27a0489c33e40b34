import type { Prisma, PrismaClient } from '@mainwork/db';
import type { TAffiliateLinkView } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';

const VIEW_DEDUPE_MS = 24 * 60 * 60 * 1000;
const ATTRIBUTION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Keys always contain a letter, so an all-digit value is an id (the sign-up page's lookup). */
const isId = (keyOrId: string) => /^\d{1,9}$/.test(keyOrId);

/**
 * Looks up an affiliate link by key or id. A lookup by key counts a view for the visitor, at most
 * once per 24 hours, never with `noEvent`, for an id lookup, for bots or without a visitor signature.
 */
export async function viewAffiliateLink(
  prisma: PrismaClient,
  input: { keyOrId: string; noEvent: boolean; signature: string | null; automated: boolean },
): Promise<TAffiliateLinkView> {
  const byId = isId(input.keyOrId);
  const link = await prisma.affiliateLink.findUnique({
    where: byId ? { id: Number(input.keyOrId) } : { key: input.keyOrId },
  });
  if (!link) throw AppError.notFound('Affiliate link');
  const { signature } = input;
  if (!byId && !input.noEvent && !input.automated && signature && !(await viewedRecently(prisma, link.id, signature)))
    await countView(prisma, link.id, signature);
  return { id: link.id, sign_up_type: link.signUpType, message: link.message };
}

async function viewedRecently(db: Prisma.TransactionClient, affiliateLinkId: number, signature: string) {
  const since = new Date(Date.now() - VIEW_DEDUPE_MS);
  const recent = await db.affiliateLinkEvent.findFirst({
    where: { affiliateLinkId, type: 'View', signature, createdAt: { gte: since } },
    select: { id: true },
  });
  return recent !== null;
}

/** Written under a lock on (link, visitor), so a visitor's concurrent first requests count once. */
async function countView(prisma: PrismaClient, affiliateLinkId: number, signature: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const lockKey = `affiliate_link_view:${affiliateLinkId}:${signature}`;
    await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`;
    // A statement after the lock sees every view committed before it was granted.
    if (!(await viewedRecently(tx, affiliateLinkId, signature)))
      await tx.affiliateLinkEvent.create({ data: { affiliateLinkId, type: 'View', signature } });
  });
}

/**
 * Records a sign-up through an affiliate link (the `al` field of registration), attributed when the
 * same visitor viewed that link within 30 days. An unknown link id is ignored: sign-up still succeeds.
 */
export async function recordAffiliateSignUp(
  tx: Prisma.TransactionClient,
  input: { affiliateLinkId: string | undefined; userId: number; signature: string | null },
): Promise<void> {
  if (!input.affiliateLinkId || !isId(input.affiliateLinkId)) return;
  const link = await tx.affiliateLink.findUnique({
    where: { id: Number(input.affiliateLinkId) },
    select: { id: true },
  });
  if (!link) return;
  const viewed = input.signature
    ? await tx.affiliateLinkEvent.findFirst({
        where: {
          affiliateLinkId: link.id,
          type: 'View',
          signature: input.signature,
          createdAt: { gte: new Date(Date.now() - ATTRIBUTION_WINDOW_MS) },
        },
        select: { id: true },
      })
    : null;
  await tx.affiliateLinkEvent.create({
    data: {
      affiliateLinkId: link.id,
      type: 'SignUp',
      signature: input.signature,
      userId: input.userId,
      attributed: Boolean(viewed),
    },
  });
  await tx.user.update({ where: { id: input.userId }, data: { affiliateLinkId: link.id } });
}
