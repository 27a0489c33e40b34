import type { Organization, PrismaClient } from '@mainwork/db';
import type { TPublicOrganization } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { publicFileUrl } from '../jobs/job-rows.ts';

export async function listActiveOrganizations(prisma: PrismaClient) {
  const organizations = await prisma.organization.findMany({
    where: { active: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return organizations.map((organization) => ({
    id: organization.id,
    name: organization.name,
    tagline: organization.tagline,
    logo: publicFileUrl(organization.logoFileId),
  }));
}

/** An active organization and its member businesses (the ones whose jobs make its feed). */
/** An organization's public profile, as every organization answer (public, admin, its own admins') holds it. */
export function organizationProfile(organization: Organization) {
  return {
    id: organization.id,
    name: organization.name,
    active: organization.active,
    tagline: organization.tagline,
    logo: publicFileUrl(organization.logoFileId),
    banner: publicFileUrl(organization.bannerFileId),
    join_url: organization.joinUrl,
    join_help_text: organization.joinHelpText,
    display_info_when_framed: organization.displayInfoWhenFramed,
  };
}

export async function findPublicOrganization(prisma: PrismaClient, id: number): Promise<TPublicOrganization> {
  const organization = await prisma.organization.findUnique({
    where: { id },
    include: {
      businesses: {
        where: { business: { active: true } },
        select: { businessId: true },
        orderBy: { businessId: 'asc' },
      },
    },
  });
  if (!organization || !organization.active) throw AppError.notFound('Organization');
  return {
    ...organizationProfile(organization),
    business_ids: organization.businesses.map((member) => member.businessId),
  };
}
