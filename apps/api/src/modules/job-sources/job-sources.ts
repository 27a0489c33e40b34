import type { JobSource, PrismaClient } from '@mainwork/db';
import {
  JOB_SOURCE_MESSAGES,
  type TAdminJobSource,
  type TJobSource,
  type TJobSourceCreate,
  type TJobSourceStatus,
  type TJobSourceUpdate,
} from '@mainwork/contracts';
import { enqueue } from '../../infra/queue/queue.ts';
import { AppError } from '../../http/app-error.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';
import { isHttpUrl } from '../business-jobs/job-input.ts';
import { completeAutomatically } from '../resolutions/expire-postings.ts';
import { checkDefaultReward, defaultRewardOnWire } from './default-reward.ts';
import { SourceReadFailure, type ReadContext } from './readers/sourced-job.ts';
import { SOURCE_READERS } from './source-readers.ts';
import { SYNC_LEASE_MS } from './sync-job-source.ts';

export const JOB_SOURCE_SYNC_QUEUE = 'job-sources.sync';

/**
 * The gate of a business's job sources, as the team's: admins pass (support connects sources for a business);
 * users without an employer dashboard 403; another business's member 404; changing them is the owners' (a
 * recruiter reads them, 403 otherwise).
 */
function assertSourceAccess(ability: AppAbility, businessId: number, action: 'read' | 'manage'): void {
  if (ability.can('read', 'admin_dashboard')) return;
  if (!ability.can('read', 'employers_dashboard')) throw AppError.forbidden();
  if (!canOn(ability, 'read', 'Business', { id: businessId })) throw AppError.notFound('Business');
  if (action === 'manage' && !canOn(ability, 'update', 'Business', { id: businessId })) {
    throw AppError.forbidden(JOB_SOURCE_MESSAGES.ownersOnly);
  }
}

function statusOf(source: JobSource, now: Date): TJobSourceStatus {
  if (source.paused) return 'paused';
  if (source.syncStartedAt && now.getTime() - source.syncStartedAt.getTime() < SYNC_LEASE_MS) return 'syncing';
  return source.lastError ? 'failing' : 'ok';
}

function toWire(source: JobSource, jobsCount: number, now = new Date()): TJobSource {
  return {
    id: source.id,
    kind: source.kind,
    board: source.board,
    status: statusOf(source, now),
    last_synced_at: source.lastSyncedAt?.toISOString() ?? null,
    last_error: source.lastError,
    jobs_count: jobsCount,
    default_reward: defaultRewardOnWire(source.defaultReward),
  };
}

async function openJobCounts(prisma: PrismaClient, sourceIds: number[]): Promise<Map<number, number>> {
  const counts = await prisma.job.groupBy({
    by: ['jobSourceId'],
    where: { jobSourceId: { in: sourceIds }, active: true },
    _count: { _all: true },
  });
  return new Map(counts.map((row) => [row.jobSourceId!, row._count._all]));
}

async function businessExists(prisma: PrismaClient, businessId: number): Promise<void> {
  const business = await prisma.business.findUnique({ where: { id: businessId }, select: { id: true } });
  if (!business) throw AppError.notFound('Business');
}

async function sourceOf(prisma: PrismaClient, businessId: number, id: number): Promise<JobSource> {
  const source = await prisma.jobSource.findFirst({ where: { id, businessId } });
  if (!source) throw AppError.notFound('Job source');
  return source;
}

export async function listJobSources(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number },
): Promise<TJobSource[]> {
  assertSourceAccess(options.ability, options.businessId, 'read');
  await businessExists(prisma, options.businessId);
  const sources = await prisma.jobSource.findMany({
    where: { businessId: options.businessId },
    orderBy: { id: 'asc' },
  });
  const counts = await openJobCounts(
    prisma,
    sources.map((source) => source.id),
  );
  return sources.map((source) => toWire(source, counts.get(source.id) ?? 0));
}

/** Every business's sources, failing ones first (the admins' view of their health). */
export async function listAllJobSources(prisma: PrismaClient, ability: AppAbility): Promise<TAdminJobSource[]> {
  if (!ability.can('read', 'admin_dashboard')) throw AppError.forbidden();
  const sources = await prisma.jobSource.findMany({
    include: { business: { select: { id: true, name: true } } },
    orderBy: [{ failingSince: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
    take: 1000,
  });
  const counts = await openJobCounts(
    prisma,
    sources.map((source) => source.id),
  );
  return sources.map((source) => ({ ...toWire(source, counts.get(source.id) ?? 0), business: source.business }));
}

/** A board as it is stored: a provider's identifier as typed, a page or feed as a full web address. */
function checkedBoard(kind: JobSource['kind'], board: string): string {
  if (!board)
    throw AppError.invalid({
      board: ['Enter the board: its name at the provider, or the web address of the page or feed.'],
    });
  if (kind === 'json_ld' || kind === 'feed') {
    if (!isHttpUrl(board))
      throw AppError.invalid({
        board: ['Enter the web address of the careers page or feed, starting with http:// or https://.'],
      });
    return board;
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(board)) {
    throw AppError.invalid({
      board: [
        'Enter the board’s name as the provider writes it in its address: letters, digits, dots, dashes and underscores only.',
      ],
    });
  }
  return board;
}

/**
 * Connects a source after one successful read of it: a board that does not exist or answers nonsense is 422
 * naming `board` with the reason, and nothing is stored. Its jobs are then imported in the background.
 */
export async function createJobSource(
  deps: { prisma: PrismaClient; read: ReadContext },
  options: { ability: AppAbility; businessId: number; body: TJobSourceCreate['job_source'] },
): Promise<TJobSource> {
  const { prisma } = deps;
  assertSourceAccess(options.ability, options.businessId, 'manage');
  await businessExists(prisma, options.businessId);
  const { kind } = options.body;
  const board = checkedBoard(kind, options.body.board);
  const defaultReward = await checkDefaultReward(prisma, options.body.default_reward);
  const existing = await prisma.jobSource.findUnique({
    where: { businessId_kind_board: { businessId: options.businessId, kind, board } },
  });
  if (existing) throw new AppError('conflict', JOB_SOURCE_MESSAGES.alreadyConnected);
  try {
    await SOURCE_READERS[kind](board, deps.read);
  } catch (error) {
    if (error instanceof SourceReadFailure) throw AppError.invalid({ board: [error.message] });
    throw AppError.invalid({ board: ['MainWork could not make sense of this board’s answer.'] });
  }
  const source = await prisma.$transaction(async (tx) => {
    const created = await tx.jobSource.create({
      data: { businessId: options.businessId, kind, board, defaultReward: defaultReward ?? undefined },
    });
    await enqueue(tx, JOB_SOURCE_SYNC_QUEUE, { sourceId: created.id }, { jobKey: `job-source-${created.id}` });
    return created;
  });
  return toWire(source, 0);
}

/** Changes the default reward (for jobs imported from now on) or pauses and resumes the source. */
export async function updateJobSource(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number; id: number; body: TJobSourceUpdate['job_source'] },
): Promise<TJobSource> {
  assertSourceAccess(options.ability, options.businessId, 'manage');
  const source = await sourceOf(prisma, options.businessId, options.id);
  const { body } = options;
  const defaultReward =
    body.default_reward !== undefined ? await checkDefaultReward(prisma, body.default_reward) : undefined;
  const updated = await prisma.jobSource.update({
    where: { id: source.id },
    data: {
      ...(defaultReward !== undefined ? { defaultReward: defaultReward ?? { set: null } } : {}),
      ...(body.paused !== undefined ? { paused: body.paused } : {}),
      // Resumed: synced at the next sweep rather than after a back-off that no longer applies.
      ...(body.paused === false && source.paused ? { nextSyncAt: new Date() } : {}),
    },
  });
  const counts = await openJobCounts(prisma, [updated.id]);
  return toWire(updated, counts.get(updated.id) ?? 0);
}

/**
 * Removes a source. Its open jobs close as the product closes postings (auto-completed), and every job it
 * imported stays, with its applications, share links and its id and page at the source.
 */
export async function removeJobSource(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number; id: number },
): Promise<void> {
  assertSourceAccess(options.ability, options.businessId, 'manage');
  const source = await sourceOf(prisma, options.businessId, options.id);
  const now = new Date();
  await prisma.$transaction(async (tx) => {
    const closed = await tx.job.updateManyAndReturn({
      where: { jobSourceId: source.id, active: true },
      data: { active: false, closedAt: now },
      select: { id: true },
    });
    await completeAutomatically(
      tx,
      closed.map((job) => job.id),
      now,
      { auto_completed: true, job_source_id: source.id, reason: 'source_removed' },
    );
    await tx.jobSource.delete({ where: { id: source.id } });
  });
}

/** Queues a sync of the source now (a waiting one is replaced, not doubled). A paused source is 422. */
export async function requestJobSourceSync(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number; id: number },
): Promise<{ message: string }> {
  assertSourceAccess(options.ability, options.businessId, 'manage');
  const source = await sourceOf(prisma, options.businessId, options.id);
  if (source.paused) throw AppError.invalid({ job_source: ['is paused: resume it to sync'] });
  await prisma.$transaction((tx) =>
    enqueue(tx, JOB_SOURCE_SYNC_QUEUE, { sourceId: source.id }, { jobKey: `job-source-${source.id}` }),
  );
  return { message: JOB_SOURCE_MESSAGES.syncQueued };
}
