import type { Prisma, PrismaClient } from '@mainwork/db';
import type { TAdminOrganization, TAdminOrganizationFields, TOrganizationListRow } from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import type { ReceivedUploads } from '../../http/multipart.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { ImageReplacement, newImageRows } from '../../infra/storage/public-images.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { organizationProfile } from './service.ts';
import { userDisplayValue } from '../users/display-value.ts';
import { ORGANIZATION_IMAGES, profileData, type ProfileColumns } from './organization-profile.ts';

type Fields = NonNullable<TAdminOrganizationFields['organization']>;

/** Organizations are the admins' to manage; an organization's own admins have their own screen. */
function requireAdmin(ability: AppAbility): void {
  if (!ability.can('manage', 'organizations')) throw AppError.forbidden();
}

const detailInclude = {
  admins: { include: { user: true }, orderBy: { userId: 'asc' } },
  businesses: { include: { business: { select: { id: true, name: true } } }, orderBy: { businessId: 'asc' } },
} satisfies Prisma.OrganizationInclude;

type OrganizationWithMembers = Prisma.OrganizationGetPayload<{ include: typeof detailInclude }>;

function toAdminOrganization(organization: OrganizationWithMembers): TAdminOrganization {
  return {
    ...organizationProfile(organization),
    region_id: organization.regionId,
    business_ids: organization.businesses.map((member) => member.businessId),
    admins: organization.admins.map((admin) => ({ id: admin.userId, display_value: userDisplayValue(admin.user) })),
    businesses: organization.businesses.map((member) => member.business),
    admin_count: organization.admins.length,
    business_count: organization.businesses.length,
  };
}

export async function listOrganizations(prisma: PrismaClient, ability: AppAbility): Promise<TOrganizationListRow[]> {
  requireAdmin(ability);
  const organizations = await prisma.organization.findMany({
    include: { _count: { select: { admins: true, businesses: true } } },
    orderBy: { id: 'asc' },
  });
  return organizations.map((organization) => ({
    id: organization.id,
    name: organization.name,
    active: organization.active,
    admin_count: organization._count.admins,
    business_count: organization._count.businesses,
  }));
}

export async function findOrganization(prisma: PrismaClient, ability: AppAbility, id: number) {
  requireAdmin(ability);
  const organization = await prisma.organization.findUnique({ where: { id }, include: detailInclude });
  if (!organization) throw AppError.notFound('Organization');
  return toAdminOrganization(organization);
}

/** `["3", "", "7"]` → [3, 7]; a value that is not an id is the field's error. */
function idList(values: string[] | undefined, key: string, errors: FieldErrors): number[] | undefined {
  if (values === undefined) return undefined;
  const ids: number[] = [];
  for (const value of values.map((text) => text.trim()).filter(Boolean)) {
    const id = Number(value);
    if (!/^\d{1,10}$/.test(value) || id < 1 || id > 2_147_483_647) {
      errors.add(key, `Choose ${key} from the list: ${value.slice(0, 20)} is not one of them.`);
      return undefined;
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Checks the form and turns it into columns and member lists; every problem is reported at once. */
async function checkFields(prisma: PrismaClient, fields: Fields, options: { creating: boolean }) {
  const errors = new FieldErrors();
  const data: ProfileColumns & { name?: string; active?: boolean } = profileData(fields, errors);
  let regionId: number | null | undefined;
  let region: Prisma.OrganizationUpdateInput['region'];
  if (fields.name !== undefined || options.creating) {
    const name = fields.name ?? '';
    if (!name) errors.add('name', "can't be blank");
    else if (name.length > 200) errors.add('name', 'is too long (maximum is 200 characters)');
    data.name = name;
  }
  if (fields.active !== undefined) data.active = fields.active;
  if (fields.region_id !== undefined) {
    regionId = fields.region_id ? Number(fields.region_id) : null;
    if (regionId !== null && !(Number.isInteger(regionId) && regionId > 0 && regionId <= 2_147_483_647))
      errors.add('region', 'is not a region');
    else if (regionId !== null && !(await prisma.region.findUnique({ where: { id: regionId } })))
      errors.add('region', 'does not exist');
    else region = regionId === null ? { disconnect: true } : { connect: { id: regionId } };
  }
  const adminIds = idList(fields.admin_ids, 'admins', errors);
  const businessIds = idList(fields.business_ids, 'businesses', errors);
  if (adminIds?.length) {
    const found = await prisma.user.count({ where: { id: { in: adminIds } } });
    if (found !== adminIds.length)
      errors.add('admins', 'Choose admins from the list: one of the users does not exist.');
  }
  if (businessIds?.length) {
    const found = await prisma.business.count({ where: { id: { in: businessIds } } });
    if (found !== businessIds.length) errors.add('businesses', 'has a business that does not exist');
  }
  errors.throwIfAny();
  return { data, region, regionId, adminIds, businessIds };
}

/** Replaces the admin and member lists that were sent; lists not sent stay as they are. */
async function setMembers(
  tx: Prisma.TransactionClient,
  organizationId: number,
  lists: { adminIds: number[] | undefined; businessIds: number[] | undefined },
) {
  if (lists.adminIds) {
    await tx.organizationAdmin.deleteMany({ where: { organizationId, userId: { notIn: lists.adminIds } } });
    await tx.organizationAdmin.createMany({
      data: lists.adminIds.map((userId) => ({ organizationId, userId })),
      skipDuplicates: true,
    });
  }
  if (lists.businessIds) {
    await tx.organizationBusiness.deleteMany({ where: { organizationId, businessId: { notIn: lists.businessIds } } });
    await tx.organizationBusiness.createMany({
      data: lists.businessIds.map((businessId) => ({ organizationId, businessId })),
      skipDuplicates: true,
    });
  }
}

export async function createOrganization(
  prisma: PrismaClient,
  input: { ability: AppAbility; fields: TAdminOrganizationFields['organization']; uploads: ReceivedUploads },
): Promise<TAdminOrganization> {
  requireAdmin(input.ability);
  const { data, regionId, adminIds, businessIds } = await checkFields(prisma, input.fields ?? {}, {
    creating: true,
  });
  const created = await prisma.$transaction(async (tx) => {
    const organization = await tx.organization.create({
      data: {
        ...data,
        name: data.name ?? '',
        ...(regionId ? { region: { connect: { id: regionId } } } : {}),
        ...newImageRows(input.uploads, ORGANIZATION_IMAGES),
      },
    });
    await setMembers(tx, organization.id, { adminIds, businessIds });
    return tx.organization.findUniqueOrThrow({ where: { id: organization.id }, include: detailInclude });
  });
  return toAdminOrganization(created);
}

export async function updateOrganization(
  deps: { prisma: PrismaClient; storage: FileStorage },
  input: {
    ability: AppAbility;
    id: number;
    fields: TAdminOrganizationFields['organization'];
    uploads: ReceivedUploads;
  },
): Promise<TAdminOrganization> {
  const { prisma } = deps;
  requireAdmin(input.ability);
  const existing = await prisma.organization.findUnique({ where: { id: input.id } });
  if (!existing) throw AppError.notFound('Organization');
  const { data, region, adminIds, businessIds } = await checkFields(prisma, input.fields ?? {}, {
    creating: false,
  });
  const images = await ImageReplacement.prepare(prisma, existing, input.uploads, ORGANIZATION_IMAGES);
  const updated = await prisma.$transaction(async (tx) => {
    await tx.organization.update({
      where: { id: existing.id },
      data: { ...data, ...(region ? { region } : {}), ...images.data },
    });
    await setMembers(tx, existing.id, { adminIds, businessIds });
    await images.deleteReplacedRows(tx);
    return tx.organization.findUniqueOrThrow({ where: { id: existing.id }, include: detailInclude });
  });
  await images.removeReplacedFiles(deps.storage);
  return toAdminOrganization(updated);
}
