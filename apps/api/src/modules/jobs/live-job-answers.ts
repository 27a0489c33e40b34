import type pg from 'pg';
import type { TJobDetail } from '@mainwork/contracts';
import { Cache, type Concerned, type TableChange } from '../../infra/caching/cache.ts';
import type { ReadSource, ReplicaSource } from '../../infra/replica/public-reads.ts';
import { loadLiveJob } from './stored-job-answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live jobs as their page's answer, kept in memory (docs/decisions/048-answers-from-memory.md). */
    liveJobs: LiveJobAnswers;
  }
}

type Kept = { job: TJobDetail; liveUntil: number };

const idOf = (row: string | undefined) => (row !== undefined && /^\d+$/.test(row) ? Number(row) : undefined);

/** The kept jobs a change concerns: one job, the jobs of a business or naming a reward source, or all. */
function concernedJobs({ table, row }: TableChange): Concerned<number, Kept> {
  const id = idOf(row);
  if (id === undefined) return 'all';
  if (table === 'jobs') return { key: id };
  if (table === 'businesses') return { where: (kept) => kept.job.business.id === id };
  if (table === 'reward_sources') return { where: (kept) => kept.job.reward?.reward_source?.id === id };
  return 'all';
}

/** Room for the jobs people are looking at: a job's size is about its description's, plus the rest. */
const MAX_JOBS = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Changes are announced; this bounds what a change no trigger announces (none known) could leave. */
const JOB_TTL_MS = 10 * 60_000;

/**
 * How a change to a job page's answer is announced (migrations 20261128060000, 20261130010000 and
 * 20261230000000): `jobs:<id>` for one job (its row, benefits, reward, place), `businesses:<id>` and
 * `reward_sources:<id>` for the jobs naming one, a table's name for a wider change, and the reference tables
 * a job names.
 */
const ANNOUNCED_BY = [
  'jobs',
  'businesses',
  'addresses',
  'reward_sources',
  'states',
  'job_types',
  'job_experience_levels',
  'job_industries',
  'job_functions',
  'job_location_types',
];

/**
 * The job page's answer of each live job, read from the database once, then kept until a change to it is
 * announced (from any process) or it expires. A job not found or not live is never kept: a posting opened
 * later shows at once.
 */
export class LiveJobAnswers {
  private readonly kept: Cache<number, Kept>;
  /** When a change to each job was last heard (this process's clock); pruned once the replica has it. */
  private readonly changedAt = new Map<number, number>();
  /** When a change to more than one job (a table's, a business's, a reference table's) was last heard. */
  private everythingChangedAt = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {
    this.kept = new Cache({
      maxEntries: MAX_JOBS,
      maxSize: { total: MAX_BYTES, of: (kept) => kept.job.description.length * 2 + 2_048 },
      ttlMs: JOB_TTL_MS,
      load: async (id) => {
        const live = await loadLiveJob(pool, id);
        return live ? { job: live.job, liveUntil: live.expiresAt?.getTime() ?? Infinity } : undefined;
      },
      changedBy: {
        pool,
        tables: ANNOUNCED_BY,
        concerns: concernedJobs,
        heard: (change) => this.heardChange(change && concernedJobs(change)),
      },
    });
  }

  /**
   * The live job of this id, or null. From the replica (`source`), a job not kept is read there and kept only
   * when the replica had replayed every change to it heard so far: a notice comes from the primary as the
   * change commits, and the replica may replay it later, so a read made in between would be kept stale.
   */
  async find(id: number, source?: ReadSource): Promise<TJobDetail | null> {
    if (source?.name !== 'replica' || !('health' in source)) return this.live(id, await this.kept.get(id));
    const kept = this.kept.peek(id);
    if (kept) return this.live(id, kept);
    const replayedBefore = (source as ReplicaSource).health.replayedEverythingBefore;
    const read = await loadLiveJob(source.pool, id, this.pool);
    if (!read) return null;
    const fresh = { job: read.job, liveUntil: read.expiresAt?.getTime() ?? Infinity };
    if (this.lastChangeTo(id) < replayedBefore) this.kept.set(id, fresh);
    return this.live(id, fresh);
  }

  /** Drops the job's kept answer, so its next read comes from the database (a change no notice names). */
  forget(id: number): void {
    this.kept.delete(id);
  }

  private live(id: number, kept: Kept | undefined): TJobDetail | null {
    if (!kept) return null;
    if (kept.liveUntil > this.now()) return kept.job;
    this.kept.delete(id);
    return null;
  }

  private lastChangeTo(id: number): number {
    return Math.max(this.everythingChangedAt, this.changedAt.get(id) ?? 0);
  }

  private heardChange(concerned: Concerned<number, Kept> | undefined): void {
    const now = this.now();
    if (concerned === undefined || !(typeof concerned === 'object' && 'key' in concerned)) {
      this.everythingChangedAt = now;
      this.changedAt.clear();
      return;
    }
    this.changedAt.set(concerned.key, now);
    // Bounded: changes older than the last change to everything no longer decide anything.
    if (this.changedAt.size > MAX_JOBS) this.heardChange('all');
  }
}
