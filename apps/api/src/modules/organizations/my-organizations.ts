import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { PrismaClient } from '@mainwork/db';
import type { TMyOrganization, TMyOrganizationFields } from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { ReceivedUploads } from '../../http/multipart.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { LIVE_JOB, publicFileUrl } from '../jobs/job-rows.ts';
import { organizationProfile } from './service.ts';
import { ImageReplacement } from '../../infra/storage/public-images.ts';
import { ORGANIZATION_IMAGES, profileData } from './organization-profile.ts';

/** Fields only the platform's admins set (decision 018): an organization admin sending one is refused. */
const ADMIN_ONLY_FIELDS = ['name', 'active', 'region_id', 'admin_ids', 'business_ids'] as const;
export const PROFILE_ONLY_MESSAGE = 'Organization admins may change the public profile only.';

type Actor = { user: SessionUser; ability: AppAbility };

/**
 * One of the user's own organizations. The list of organizations comes from the session's row, read
 * on every request, so a user added to or removed from an organization's admins is so at once.
 * Anyone else learns nothing (404), admins included: this screen is for an organization's own admins.
 */
function requireOwnOrganization(actor: Actor, id: number, action: 'read' | 'update'): void {
  if (!actor.user.organizationIds.includes(id) || !canOn(actor.ability, action, 'organization', { id }))
    throw AppError.notFound('Organization');
}

export async function listMyOrganizations(prisma: PrismaClient, user: SessionUser) {
  const organizations = await prisma.organization.findMany({
    where: { id: { in: user.organizationIds } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return organizations.map((organization) => ({
    id: organization.id,
    name: organization.name,
    tagline: organization.tagline,
    logo: publicFileUrl(organization.logoFileId),
  }));
}

type Database = { prisma: PrismaClient; pool: pg.Pool };

/** The feed's numbers: its live jobs (LIVE_JOB), the applications to its members' jobs and the share-link views. */
async function feedStats({ prisma, pool }: Database, organizationId: number) {
  const memberBusiness = { organizations: { some: { organizationId } } };
  const [[live], applications, shareLinkViews] = await Promise.all([
    queryRows(
      pool,
      z.object({ count: z.number().int() }),
      sql`SELECT count(*)::int AS count FROM jobs j JOIN businesses b ON b.id = j."businessId"
          JOIN organization_businesses ob ON ob."businessId" = b.id AND ob."organizationId" = ${organizationId}
         WHERE ${LIVE_JOB}`,
    ),
    prisma.application.count({ where: { job: { business: memberBusiness } } }),
    prisma.shareLinkView.count({ where: { shareLink: { job: { business: memberBusiness } } } }),
  ]);
  return { live_jobs: live?.count ?? 0, applications, share_link_views: shareLinkViews };
}

async function loadMyOrganization(db: Database, id: number): Promise<TMyOrganization> {
  const organization = await db.prisma.organization.findUnique({
    where: { id },
    include: {
      businesses: { include: { business: { select: { id: true, name: true } } }, orderBy: { businessId: 'asc' } },
    },
  });
  if (!organization) throw AppError.notFound('Organization');
  return {
    ...organizationProfile(organization),
    businesses: organization.businesses.map((member) => member.business),
    stats: await feedStats(db, organization.id),
  };
}

export async function findMyOrganization(db: Database, actor: Actor, id: number): Promise<TMyOrganization> {
  requireOwnOrganization(actor, id, 'read');
  return loadMyOrganization(db, id);
}

/** Changes the public profile; a request naming an admin-only field changes nothing and is refused (403). */
export async function updateMyOrganization(
  deps: Database & { storage: FileStorage },
  input: Actor & { id: number; fields: TMyOrganizationFields['organization']; uploads: ReceivedUploads },
): Promise<TMyOrganization> {
  const { prisma } = deps;
  requireOwnOrganization(input, input.id, 'update');
  const fields = input.fields ?? {};
  if (ADMIN_ONLY_FIELDS.some((field) => fields[field] !== undefined)) throw AppError.forbidden(PROFILE_ONLY_MESSAGE);
  const existing = await prisma.organization.findUnique({ where: { id: input.id } });
  if (!existing) throw AppError.notFound('Organization');
  const errors = new FieldErrors();
  const data = profileData(fields, errors);
  errors.throwIfAny();
  const images = await ImageReplacement.prepare(prisma, existing, input.uploads, ORGANIZATION_IMAGES);
  await prisma.$transaction(async (tx) => {
    await tx.organization.update({ where: { id: existing.id }, data: { ...data, ...images.data } });
    await images.deleteReplacedRows(tx);
  });
  await images.removeReplacedFiles(deps.storage);
  return loadMyOrganization(deps, existing.id);
}
