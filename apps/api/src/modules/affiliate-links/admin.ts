import type { AffiliateLink, AffiliateSignUpType, Prisma, PrismaClient } from '@mainwork/db';
import {
  AFFILIATE_EVENTS_PER_PAGE,
  AFFILIATE_LINK_LIMITS,
  AFFILIATE_SIGN_UP_TYPES,
  type TAffiliateFunnel,
  type TAffiliateLink,
  type TAffiliateLinkDetails,
  type TAffiliateLinkEvent,
  type TAffiliateLinkFields,
} from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import { takenOnRace } from '../../http/taken-on-race.ts';
import { findPage, type ListPage } from '../../infra/list-queries.ts';
import type { AppAbility } from '../../permissions/abilities.ts';

type Counts = Pick<TAffiliateLink, 'view_count' | 'sign_up_count' | 'event_count' | 'attributed_count'>;
const NO_COUNTS: Counts = { view_count: 0, sign_up_count: 0, event_count: 0, attributed_count: 0 };

export const AFFILIATE_KEY_MESSAGES = {
  taken: 'has already been taken',
  letter: 'must contain a letter',
  characters: 'Key may only contain letters, digits, - and _.',
} as const;

function allow(ability: AppAbility, action: 'read' | 'create' | 'update') {
  if (!ability.can(action, 'affiliate_link')) throw AppError.forbidden();
}

function toAffiliateLink(link: AffiliateLink, counts: Counts): TAffiliateLink {
  return {
    id: link.id,
    name: link.name,
    key: link.key,
    message: link.message,
    sign_up_type: link.signUpType,
    ...counts,
  };
}

/** Views, sign-ups and attributed sign-ups per link, counted from the stored events. */
async function countEvents(prisma: PrismaClient, affiliateLinkIds: number[]): Promise<Map<number, Counts>> {
  const groups = await prisma.affiliateLinkEvent.groupBy({
    by: ['affiliateLinkId', 'type', 'attributed'],
    where: { affiliateLinkId: { in: affiliateLinkIds } },
    _count: { _all: true },
  });
  const counts = new Map<number, Counts>();
  for (const group of groups) {
    const row = counts.get(group.affiliateLinkId) ?? { ...NO_COUNTS };
    const n = group._count._all;
    row.event_count += n;
    if (group.type === 'View') row.view_count += n;
    else {
      row.sign_up_count += n;
      if (group.attributed === true) row.attributed_count += n;
    }
    counts.set(group.affiliateLinkId, row);
  }
  return counts;
}

/** Of the users an attributed sign-up brought, those who applied, posted a job, were hired. */
async function funnelOf(prisma: PrismaClient, affiliateLinkId: number, counts: Counts): Promise<TAffiliateFunnel> {
  const broughtBy: Prisma.UserWhereInput = {
    affiliateLinkEvents: { some: { affiliateLinkId, type: 'SignUp', attributed: true } },
  };
  const [applied, postedJob, hired] = await Promise.all([
    prisma.user.count({ where: { ...broughtBy, applications: { some: {} } } }),
    prisma.user.count({ where: { ...broughtBy, business: { jobs: { some: {} } } } }),
    prisma.user.count({
      where: {
        ...broughtBy,
        applications: {
          some: {
            OR: [{ status: 'hired' }, { selectedIn: { some: { resolution: { status: 'complete' } } } }],
          },
        },
      },
    }),
  ]);
  return {
    views: counts.view_count,
    sign_ups: counts.sign_up_count,
    attributed: counts.attributed_count,
    applied,
    posted_job: postedJob,
    hired,
  };
}

async function details(prisma: PrismaClient, link: AffiliateLink): Promise<TAffiliateLinkDetails> {
  const counts = (await countEvents(prisma, [link.id])).get(link.id) ?? NO_COUNTS;
  return { ...toAffiliateLink(link, counts), funnel: await funnelOf(prisma, link.id, counts) };
}

async function findLink(prisma: PrismaClient, id: number): Promise<AffiliateLink> {
  const link = await prisma.affiliateLink.findUnique({ where: { id } });
  if (!link) throw AppError.notFound('Affiliate link');
  return link;
}

export async function listAffiliateLinks(prisma: PrismaClient, ability: AppAbility): Promise<TAffiliateLink[]> {
  allow(ability, 'read');
  const links = await prisma.affiliateLink.findMany({ orderBy: { id: 'asc' } });
  const counts = await countEvents(
    prisma,
    links.map((link) => link.id),
  );
  return links.map((link) => toAffiliateLink(link, counts.get(link.id) ?? NO_COUNTS));
}

export async function showAffiliateLink(
  prisma: PrismaClient,
  input: { ability: AppAbility; id: number },
): Promise<TAffiliateLinkDetails> {
  allow(input.ability, 'read');
  return details(prisma, await findLink(prisma, input.id));
}

type LinkData = { name: string; key: string; message: string | null; signUpType: AffiliateSignUpType };

/** Name, key and sign-up type are required; keys are letters, digits, - and _, with at least one letter. */
function checkFields(fields: TAffiliateLinkFields): LinkData {
  const errors = new FieldErrors();
  const name = fields.name?.trim() ?? '';
  const key = fields.key?.trim() ?? '';
  const message = fields.message?.trim() || null;
  const signUpType = fields.sign_up_type ?? '';
  if (!name) errors.add('name', "can't be blank");
  else if (name.length > AFFILIATE_LINK_LIMITS.name)
    errors.add('name', `is too long (maximum is ${AFFILIATE_LINK_LIMITS.name} characters)`);
  if (!key) errors.add('key', "can't be blank");
  else {
    if (key.length > AFFILIATE_LINK_LIMITS.key)
      errors.add('key', `is too long (maximum is ${AFFILIATE_LINK_LIMITS.key} characters)`);
    if (!/^[A-Za-z0-9_-]+$/.test(key)) errors.add('key', AFFILIATE_KEY_MESSAGES.characters);
    if (!/[A-Za-z]/.test(key)) errors.add('key', AFFILIATE_KEY_MESSAGES.letter);
  }
  if (message && message.length > AFFILIATE_LINK_LIMITS.message)
    errors.add('message', `is too long (maximum is ${AFFILIATE_LINK_LIMITS.message} characters)`);
  if (!signUpType) errors.add('sign_up_type', "can't be blank");
  else if (!(AFFILIATE_SIGN_UP_TYPES as readonly string[]).includes(signUpType))
    errors.add('sign_up_type', 'is not included in the list');
  errors.throwIfAny();
  return { name, key, message, signUpType: signUpType as AffiliateSignUpType };
}

/** Keys are unique whatever their case, since people type them. */
async function checkKeyFree(prisma: PrismaClient, key: string, exceptId?: number) {
  const taken = await prisma.affiliateLink.findFirst({
    where: { key: { equals: key, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw AppError.invalid({ key: [AFFILIATE_KEY_MESSAGES.taken] });
}

const keyTakenOnRace = <T>(write: () => Promise<T>) => takenOnRace('key', AFFILIATE_KEY_MESSAGES.taken, write);

export async function createAffiliateLink(
  prisma: PrismaClient,
  input: { ability: AppAbility; fields: TAffiliateLinkFields },
): Promise<TAffiliateLinkDetails> {
  allow(input.ability, 'create');
  const data = checkFields(input.fields);
  await checkKeyFree(prisma, data.key);
  const link = await keyTakenOnRace(() => prisma.affiliateLink.create({ data }));
  return details(prisma, link);
}

export async function updateAffiliateLink(
  prisma: PrismaClient,
  input: { ability: AppAbility; id: number; fields: TAffiliateLinkFields },
): Promise<TAffiliateLinkDetails> {
  allow(input.ability, 'update');
  await findLink(prisma, input.id);
  const data = checkFields(input.fields);
  await checkKeyFree(prisma, data.key, input.id);
  const link = await keyTakenOnRace(() => prisma.affiliateLink.update({ where: { id: input.id }, data }));
  return details(prisma, link);
}

const SELECTION_WHERE: Record<string, Prisma.AffiliateLinkEventWhereInput> = {
  views: { type: 'View' },
  sign_ups: { type: 'SignUp' },
  attributed: { type: 'SignUp', attributed: true },
};

/** A link's events, newest first, 25 a page, with the total for the selection. */
export async function listAffiliateLinkEvents(
  prisma: PrismaClient,
  input: { ability: AppAbility; id: number; page: number; selection: string | undefined },
): Promise<ListPage<TAffiliateLinkEvent>> {
  allow(input.ability, 'read');
  await findLink(prisma, input.id);
  const where: Prisma.AffiliateLinkEventWhereInput = {
    affiliateLinkId: input.id,
    ...(input.selection ? SELECTION_WHERE[input.selection] : {}),
  };
  const { rows, total } = await findPage({
    page: input.page,
    perPage: AFFILIATE_EVENTS_PER_PAGE,
    rows: (window) =>
      prisma.affiliateLinkEvent.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        include: { user: { select: { id: true, email: true } } },
        ...window,
      }),
    count: () => prisma.affiliateLinkEvent.count({ where }),
  });
  return {
    total,
    rows: rows.map((event) => ({
      id: event.id,
      type: event.type === 'View' ? 'AffiliateLinkEvent::View' : 'AffiliateLinkEvent::SignUp',
      signature: event.signature,
      user: event.user,
      created_at: event.createdAt.toISOString(),
      attributed: event.attributed,
    })),
  };
}
