import { createHash } from 'node:crypto';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { JobSource, Prisma, PrismaClient } from '@mainwork/db';
import { annualSalary } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import type { QueueLog } from '../../infra/queue/queue.ts';
import { descriptionColumns } from '../jobs/sanitize-description.ts';
import { completeAutomatically } from '../resolutions/expire-postings.ts';
import { storedDefaultReward } from './default-reward.ts';
import { sourceFailingMail } from './mail/source-failing.tsx';
import { placeOfPosting } from './place-of-posting.ts';
import { SourceReadFailure, type ReadContext, type SourcedJob } from './readers/sourced-job.ts';
import { SOURCE_READERS } from './source-readers.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A sync holds its source this long at most: a worker that died mid-sync leaves it to the next one after. */
export const SYNC_LEASE_MS = 15 * MINUTE_MS;
/** After a failure: 15 minutes, then twice as long after each further one, at most 6 hours. */
export function backOffMs(failures: number): number {
  return Math.min(15 * MINUTE_MS * 2 ** Math.max(0, failures - 1), 6 * HOUR_MS);
}
/** Failing this long, the owners are told. */
const MAIL_AFTER_MS = 24 * HOUR_MS;
/** Jobs written per transaction. */
const BATCH = 100;

export type SyncDeps = {
  prisma: PrismaClient;
  read: ReadContext;
  publicUrl: string;
  log: Pick<QueueLog, 'warn'>;
  now?: () => Date;
};

export type SyncOutcome =
  | { result: 'synced'; created: number; updated: number; closed: number }
  | { result: 'failed'; error: string }
  /** Another run holds this source, or another source of the same business (one at a time per business). */
  | { result: 'busy' }
  /** Removed or paused meanwhile. */
  | { result: 'skipped' };

const ZClaimed = z.object({ id: z.number().int() });

/**
 * Takes the source for one run: a lease set by a conditional update, under the business row's lock so that two
 * sources of one business never start together. Of two workers (or processes) claiming at once, one wins.
 */
async function claim(prisma: PrismaClient, sourceId: number, now: Date): Promise<JobSource | 'busy' | 'skipped'> {
  const at = sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  const staleBefore = sql`(${new Date(now.getTime() - SYNC_LEASE_MS).toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  return prisma.$transaction(async (tx) => {
    const source = await tx.jobSource.findUnique({ where: { id: sourceId } });
    if (!source || source.paused) return 'skipped';
    await tx.$queryRaw`SELECT id FROM businesses WHERE id = ${source.businessId} FOR UPDATE`;
    const claimed = await queryRows(
      tx,
      ZClaimed,
      sql`UPDATE job_sources s SET "syncStartedAt" = ${at}
           WHERE s.id = ${sourceId} AND NOT s.paused
             AND NOT EXISTS (SELECT 1 FROM job_sources o
                              WHERE o."businessId" = s."businessId" AND o."syncStartedAt" > ${staleBefore})
           RETURNING s.id`,
    );
    return claimed.length === 1 ? { ...source, syncStartedAt: now } : 'busy';
  });
}

/** The lookups an imported job is written with: job types, location types and states by name or code. */
async function lookups(prisma: PrismaClient) {
  const [types, locationTypes, states] = await Promise.all([
    prisma.jobType.findMany({ select: { id: true, name: true } }),
    prisma.jobLocationType.findMany({ select: { id: true, name: true } }),
    prisma.state.findMany({ select: { id: true, code: true } }),
  ]);
  return {
    jobType: new Map(types.map((row) => [row.name, row.id])),
    locationType: new Map(locationTypes.map((row) => [row.name, row.id])),
    state: new Map(states.map((row) => [row.code, row.id])),
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

const digestOf = (job: SourcedJob) => createHash('sha256').update(JSON.stringify(job)).digest('base64url');

/** What the source decides of a job (its title, text, place, type, pay and apply link); never the reward or benefits. */
function sourceColumns(job: SourcedJob, found: Lookups) {
  const place = placeOfPosting(job.location);
  const salary = job.salary;
  const minimum = salary?.minimum ?? null;
  const rate = minimum !== null ? (salary?.rate ?? null) : null;
  const stateId = place.address ? found.state.get(place.address.stateCode) : undefined;
  return {
    columns: {
      title: job.title,
      ...descriptionColumns(job.descriptionHtml, '<p></p>'),
      jobTypeId: job.jobType ? (found.jobType.get(job.jobType) ?? null) : null,
      jobLocationTypeId: found.locationType.get(place.locationType) ?? null,
      minimumSalary: rate ? minimum : null,
      maximumSalary: rate ? (salary?.maximum ?? null) : null,
      salaryRate: rate,
      annualSalary: rate && minimum !== null ? annualSalary(rate, minimum, salary?.maximum ?? null) : null,
      // Applications go to the posting's own page at the source when it gives one (the spec's external apply).
      useMwApply: job.url === null,
      atsLink: job.url,
      sourceUrl: job.url,
      sourceDigest: digestOf(job),
    },
    address:
      place.address && stateId !== undefined
        ? {
            city: place.address.city,
            stateId,
            zip: place.address.zip,
            latitude: place.address.latitude,
            longitude: place.address.longitude,
          }
        : null,
  };
}

type KnownJob = {
  id: number;
  sourceJobId: string | null;
  active: boolean;
  sourceDigest: string | null;
  addressId: number | null;
};

/** Writes what the source said: new postings created live, changed ones updated, the ones gone closed. */
async function applyPostings(prisma: PrismaClient, source: JobSource, postings: SourcedJob[], now: Date) {
  const found = await lookups(prisma);
  const known = new Map(
    (
      await prisma.job.findMany({
        where: { jobSourceId: source.id },
        select: { id: true, sourceJobId: true, active: true, sourceDigest: true, addressId: true },
      })
    ).map((job): [string, KnownJob] => [job.sourceJobId ?? '', job]),
  );
  const reward = storedDefaultReward(source.defaultReward);
  const fresh = postings.filter((posting) => !known.has(posting.externalId));
  // A posting the employer closed here stays closed; a changed open one is rewritten.
  const changed = postings.filter((posting) => {
    const job = known.get(posting.externalId);
    return job?.active === true && job.sourceDigest !== digestOf(posting);
  });
  const listed = new Set(postings.map((posting) => posting.externalId));
  const gone = [...known.values()]
    .filter((job) => job.active && !listed.has(job.sourceJobId ?? ''))
    .map((job) => job.id);

  for (let start = 0; start < fresh.length; start += BATCH) {
    await prisma.$transaction(async (tx) => {
      const rows = fresh.slice(start, start + BATCH).map((posting) => ({ posting, ...sourceColumns(posting, found) }));
      const placed = rows.filter((row) => row.address !== null);
      // Rows come back in the order they were given (one INSERT … VALUES … RETURNING).
      const addresses = placed.length
        ? await tx.address.createManyAndReturn({ data: placed.map((row) => row.address!), select: { id: true } })
        : [];
      const addressOf = new Map(placed.map((row, index) => [row.posting.externalId, addresses[index]!.id]));
      const jobs = await tx.job.createManyAndReturn({
        data: rows.map((row) => ({
          ...row.columns,
          businessId: source.businessId,
          jobSourceId: source.id,
          sourceJobId: row.posting.externalId,
          addressId: addressOf.get(row.posting.externalId) ?? null,
          postedAt: now,
          // Imported postings do not expire: they close when they leave their source.
          expiresAt: null,
        })),
        select: { id: true },
      });
      if (reward) await tx.reward.createMany({ data: jobs.map((job) => ({ ...reward, jobId: job.id })) });
      await tx.auditEvent.createMany({
        data: jobs.map((job) => ({
          subjectType: 'Job' as const,
          subjectId: job.id,
          action: 'posted',
          fromState: null,
          toState: 'open',
          actorId: null,
          data: { job_source_id: source.id },
        })),
      });
    });
  }
  for (let start = 0; start < changed.length; start += BATCH) {
    await prisma.$transaction(async (tx) => {
      for (const posting of changed.slice(start, start + BATCH)) {
        const job = known.get(posting.externalId)!;
        const { columns, address } = sourceColumns(posting, found);
        let addressId: number | null = null;
        if (address && job.addressId !== null) {
          await tx.address.update({ where: { id: job.addressId }, data: address });
          addressId = job.addressId;
        } else if (address) {
          addressId = (await tx.address.create({ data: address, select: { id: true } })).id;
        }
        await tx.job.update({ where: { id: job.id }, data: { ...columns, addressId } });
      }
    });
  }
  for (let start = 0; start < gone.length; start += BATCH) {
    await prisma.$transaction(async (tx) => {
      const ids = gone.slice(start, start + BATCH);
      const closed = await tx.job.updateManyAndReturn({
        where: { id: { in: ids }, active: true },
        data: { active: false, closedAt: now },
        select: { id: true },
      });
      await completeAutomatically(
        tx,
        closed.map((job) => job.id),
        now,
        { auto_completed: true, job_source_id: source.id, reason: 'gone_from_source' },
      );
    });
  }
  return { created: fresh.length, updated: changed.length, closed: gone.length };
}

/** The failure recorded: the error in words, the back-off, and after a day the owners' e-mail (once per run). */
async function recordFailure(deps: SyncDeps, source: JobSource, error: string, now: Date): Promise<void> {
  const failures = source.failureCount + 1;
  const failingSince = source.failingSince ?? now;
  await deps.prisma.$transaction(async (tx) => {
    const mailNow = source.failureMailedAt === null && now.getTime() - failingSince.getTime() >= MAIL_AFTER_MS;
    await tx.jobSource.update({
      where: { id: source.id },
      data: {
        lastError: error.slice(0, 500),
        failureCount: failures,
        failingSince,
        nextSyncAt: new Date(now.getTime() + backOffMs(failures)),
        syncStartedAt: null,
        ...(mailNow ? { failureMailedAt: now } : {}),
      },
    });
    if (mailNow) await mailOwners(tx, deps.publicUrl, source, error);
  });
}

async function mailOwners(tx: Prisma.TransactionClient, publicUrl: string, source: JobSource, error: string) {
  const owners = await tx.businessMember.findMany({
    where: { businessId: source.businessId, role: 'owner', status: 'active' },
    select: { user: { select: { email: true, firstName: true } } },
  });
  for (const owner of owners) {
    if (!owner.user) continue;
    const mail = await sourceFailingMail({
      to: owner.user.email,
      firstName: owner.user.firstName,
      publicUrl,
      kind: source.kind,
      board: source.board,
      error,
    });
    await enqueueMail(tx, mail, { transactional: true });
  }
}

/**
 * One run of a source: claim it, read it, write what changed and record how it went. Never throws for what
 * the source answered: a failure is kept on the source (`failing`, the error in words) and its jobs stay.
 */
export async function syncJobSource(deps: SyncDeps, sourceId: number): Promise<SyncOutcome> {
  const now = deps.now?.() ?? new Date();
  const source = await claim(deps.prisma, sourceId, now);
  if (source === 'busy' || source === 'skipped') return { result: source };
  let postings: SourcedJob[];
  try {
    postings = await SOURCE_READERS[source.kind](source.board, deps.read);
  } catch (error) {
    const words =
      error instanceof SourceReadFailure ? error.message : 'MainWork could not make sense of the board’s answer.';
    if (!(error instanceof SourceReadFailure)) deps.log.warn({ err: error, sourceId }, 'job source read failed');
    await recordFailure(deps, source, words, now);
    return { result: 'failed', error: words };
  }
  try {
    const counts = await applyPostings(deps.prisma, source, postings, now);
    await deps.prisma.jobSource.updateMany({
      where: { id: source.id },
      data: {
        lastSyncedAt: now,
        lastError: null,
        failureCount: 0,
        failingSince: null,
        failureMailedAt: null,
        nextSyncAt: new Date(now.getTime() + HOUR_MS),
        syncStartedAt: null,
      },
    });
    return { result: 'synced', ...counts };
  } catch (error) {
    deps.log.warn({ err: error, sourceId }, 'job source write failed');
    const words = 'MainWork could not save the board’s jobs. It will try again.';
    await recordFailure(deps, source, words, now);
    return { result: 'failed', error: words };
  }
}
