import { createHash } from 'node:crypto';
import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { PrismaClient } from '@mainwork/db';
import { formatRewardLabel, formatSalary, type TJob } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { locationText } from '../jobs/job-location-text.ts';
import { LIVE_JOB, loadJobs } from '../jobs/job-rows.ts';
import { SITE_NAME } from '@mainwork/contracts';
import type { CardContent } from './card-image.ts';

/** What a card is of: a live job, an active organization's or business's feed, or the site itself. */
export type CardSubject = { kind: 'jobs' | 'organizations' | 'businesses'; id: number } | { kind: 'site' };

/** A card as the pages name it: what it shows, its version (a hash of that) and its words for screen readers. */
export type DescribedCard = {
  subject: CardSubject;
  content: Omit<CardContent, 'logo'>;
  logoFileId: number | null;
  version: string;
  alt: string;
};

/** Bumped when the card's drawing changes (card-image.ts), so every card is drawn anew under a new URL. */
const DESIGN = 2;

export const SITE_HEADLINE = 'Where word-of-mouth hiring meets your local economy';
const FEED_LINE = 'Open jobs with referral rewards';

export const subjectPath = (subject: CardSubject) =>
  subject.kind === 'site' ? 'site' : `${subject.kind}/${subject.id}`;

/** The card's address: versioned, so it can be cached for good and a change gives a new one. */
export const cardUrl = (publicUrl: string, card: Pick<DescribedCard, 'subject' | 'version'>) =>
  `${publicUrl}/api/v1/social_cards/${subjectPath(card.subject)}/${card.version}.png`;

/** 'Refer a friend: $1,000 reward', with the spec's reward label; null for a job without a reward. */
export const referralLine = (job: Pick<TJob, 'reward'>): string | null =>
  job.reward ? `Refer a friend: ${formatRewardLabel(job.reward)} reward` : null;

function described(subject: CardSubject, content: Omit<CardContent, 'logo'>, logoFileId: number | null) {
  const version = createHash('sha256')
    .update(JSON.stringify([DESIGN, content, logoFileId]))
    .digest('hex')
    .slice(0, 16);
  const alt = [content.heading, ...content.lines, content.badge].filter(Boolean).join(' · ');
  return { subject, content, logoFileId, version, alt: `${alt} · ${SITE_NAME}` };
}

/** The card of a job as it is shown to people: title, business, place and salary, the reward. */
export function jobCard(job: TJob, logoFileId: number | null): DescribedCard {
  const where = [locationText(job), formatSalary(job)].filter(Boolean).join(' · ');
  return described(
    { kind: 'jobs', id: job.id },
    {
      heading: job.title,
      lines: [job.business.name, ...(where ? [where] : [])],
      badge: referralLine(job),
      initial: job.business.name.slice(0, 1),
    },
    logoFileId,
  );
}

export function feedCard(
  kind: 'organizations' | 'businesses',
  feed: { id: number; name: string; logoFileId: number | null },
) {
  return described(
    { kind, id: feed.id },
    { heading: feed.name, lines: [FEED_LINE], badge: 'Refer a friend, earn a reward', initial: feed.name.slice(0, 1) },
    feed.logoFileId,
  );
}

export const siteCard = (): DescribedCard =>
  described(
    { kind: 'site' },
    {
      heading: SITE_HEADLINE,
      lines: ['Share a job. Earn a reward when a friend is hired.'],
      badge: null,
      initial: SITE_NAME.slice(0, 1),
    },
    null,
  );

const ZLogoRow = z.object({ logo_file_id: z.number().int().nullable() });

/** A job's card, with its business's logo as it is now. */
export async function cardOfJob(pool: pg.Pool, job: TJob): Promise<DescribedCard> {
  const [row] = await queryRows(
    pool,
    ZLogoRow,
    sql`SELECT "logoFileId" AS logo_file_id FROM businesses WHERE id = ${job.business.id}`,
  );
  return jobCard(job, row?.logo_file_id ?? null);
}

const ZLiveRow = z.object({ live: z.boolean() });

/** A live job's card (closed, expired and unknown jobs have none). */
export async function liveJobCard(pool: pg.Pool, jobId: number): Promise<DescribedCard | null> {
  const [row] = await queryRows(
    pool,
    ZLiveRow,
    sql`SELECT true AS live FROM jobs j JOIN businesses b ON b.id = j."businessId" WHERE j.id = ${jobId} AND ${LIVE_JOB}`,
  );
  if (!row) return null;
  const [job] = await loadJobs(pool, [jobId]);
  return job ? cardOfJob(pool, job) : null;
}

/** The card of whatever a card URL names, if it has one now. */
export async function describeCard(
  db: { pool: pg.Pool; prisma: PrismaClient },
  subject: CardSubject,
): Promise<DescribedCard | null> {
  switch (subject.kind) {
    case 'site':
      return siteCard();
    case 'jobs':
      return liveJobCard(db.pool, subject.id);
    case 'organizations': {
      const organization = await db.prisma.organization.findUnique({
        where: { id: subject.id },
        select: { id: true, name: true, active: true, logoFileId: true },
      });
      return organization?.active ? feedCard('organizations', organization) : null;
    }
    case 'businesses': {
      const business = await db.prisma.business.findUnique({
        where: { id: subject.id },
        select: { id: true, name: true, active: true, logoFileId: true },
      });
      return business?.active ? feedCard('businesses', business) : null;
    }
  }
}
