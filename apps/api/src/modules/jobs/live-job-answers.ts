import type pg from 'pg';
import type { TJobDetail } from '@mainwork/contracts';
import { KeptByKey } from '../../infra/caching/kept-by-key.ts';
import type { ReadSource, ReplicaSource } from '../../infra/replica/public-reads.ts';
import { loadLiveJob } from './job-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live jobs as their page's answer, kept in memory (docs/decisions/048-answers-from-memory.md). */
    liveJobs: LiveJobAnswers;
  }
}

type Kept = { job: TJobDetail; liveUntil: number };

/** Room for the jobs people are looking at: a job's size is about its description's, plus the rest. */
const MAX_JOBS = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * How a change to a job page's answer is announced (migrations 20261128060000 and 20261130010000): `jobs:<id>`
 * for one job, a table's name for a wider change, and the reference tables a job names.
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
  private readonly kept: KeptByKey<number, Kept>;
  /** When a change to each job was last heard (this process's clock); pruned once the replica has it. */
  private readonly changedAt = new Map<number, number>();
  /** When a change to every job (a table's, a reference table's, this process's own write) was last heard. */
  private everythingChangedAt = 0;

  constructor(
    pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {
    this.kept = new KeptByKey({
      pool,
      tables: ANNOUNCED_BY,
      rule: { maxEntries: MAX_JOBS, size: { max: MAX_BYTES, of: (kept) => kept.job.description.length * 2 + 2_048 } },
      load: async (id) => {
        const live = await loadLiveJob(pool, id);
        return live ? { job: live.job, liveUntil: live.expiresAt?.getTime() ?? Infinity } : undefined;
      },
      changedKey: (table, key) => (table === 'jobs' && /^\d+$/.test(key) ? Number(key) : undefined),
      onDrop: (id) => this.heardChange(id),
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
    const read = await loadLiveJob(source.pool, id);
    if (!read) return null;
    const fresh = { job: read.job, liveUntil: read.expiresAt?.getTime() ?? Infinity };
    if (this.lastChangeTo(id) < replayedBefore) this.kept.keep(id, fresh);
    return this.live(id, fresh);
  }

  /** Forgets every job: this process has just changed something, and its own next read must see it. */
  forgetAll(): void {
    this.kept.forgetAll();
    this.heardChange(undefined);
  }

  private live(id: number, kept: Kept | undefined): TJobDetail | null {
    if (!kept) return null;
    if (kept.liveUntil > this.now()) return kept.job;
    this.kept.forget(id);
    return null;
  }

  private lastChangeTo(id: number): number {
    return Math.max(this.everythingChangedAt, this.changedAt.get(id) ?? 0);
  }

  private heardChange(id: number | undefined): void {
    const now = this.now();
    if (id === undefined) {
      this.everythingChangedAt = now;
      this.changedAt.clear();
      return;
    }
    this.changedAt.set(id, now);
    // Bounded: changes older than the last change to everything no longer decide anything.
    if (this.changedAt.size > MAX_JOBS) this.heardChange(undefined);
  }
}
