import type pg from 'pg';

export type ReplicaState = 'starting' | 'healthy' | 'lagging' | 'down';

export type ReplicaHealthOptions = {
  /** Past this, the replica's answers are too old for public reads, which go to the primary. */
  maxLagMs: number;
  /** How often the primary's and the replica's positions are compared. */
  checkEveryMs: number;
  /** A check that takes longer counts the replica as down. */
  checkTimeoutMs: number;
};

export const DEFAULT_REPLICA_HEALTH: ReplicaHealthOptions = {
  maxLagMs: 5_000,
  checkEveryMs: 1_000,
  checkTimeoutMs: 2_000,
};

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** A WAL position (`16/B374D848`) as a number that compares. */
export function walPosition(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether the streaming replica may answer public reads, checked every `checkEveryMs` rather than per
 * request. Each check reads the primary's WAL position, then asks the replica how far it has replayed: the
 * lag is how long ago (on this process's clock) the primary stood at the oldest position the replica has not
 * reached yet. An idle primary therefore shows no lag however old its last commit, and a replica whose
 * stream stopped shows a growing one as soon as the primary writes.
 */
export class ReplicaHealth {
  private current: ReplicaState = 'starting';
  private lag = 0;
  /** The primary's positions, oldest first, that the replica had not replayed at the last check. */
  private unreached: Array<{ at: number; position: bigint }> = [];
  private replayedBefore = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly options: ReplicaHealthOptions,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): ReplicaState {
    return this.current;
  }

  /** Milliseconds behind the primary at the last check (0 while down or not yet checked). */
  get lagMs(): number {
    return this.lag;
  }

  get usable(): boolean {
    return this.current === 'healthy';
  }

  /**
   * Everything the primary committed before this time (this process's clock) had been replayed by the
   * replica at the last check; a read of the replica starting now sees it.
   */
  get replayedEverythingBefore(): number {
    return this.replayedBefore;
  }

  start(): void {
    const loop = () => {
      if (this.stopped) return;
      this.running = this.check().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.timer = setTimeout(loop, this.options.checkEveryMs).unref();
      });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** A read failed to reach the replica: public reads go to the primary until a check finds it again. */
  reportUnreachable(error: unknown): void {
    if (this.current === 'down') return;
    this.log.warn({ err: String(error) }, 'the database replica could not be reached: public reads go to the primary');
    this.current = 'down';
    this.lag = 0;
  }

  /** One comparison of the two positions (the timer runs it; tests may too). */
  async check(): Promise<void> {
    const at = this.now();
    try {
      const { rows: primaryRows } = await withinTimeout(
        this.primary.query<{ position: string }>('SELECT pg_current_wal_lsn()::text AS position'),
        this.options.checkTimeoutMs,
      );
      this.unreached.push({ at, position: walPosition(primaryRows[0]!.position) });
      // Kept bounded through a long outage: the oldest stays, so the lag is never under-stated.
      if (this.unreached.length > 600) this.unreached.splice(1, 1);
    } catch (error) {
      // Without the primary's position nothing can be said of the replica; the primary's own trouble shows elsewhere.
      this.log.warn({ err: String(error) }, "the primary's WAL position could not be read");
      return;
    }
    let replayed: bigint;
    try {
      const { rows } = await withinTimeout(
        this.replica.query<{ standby: boolean; replayed: string | null }>(
          'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
        ),
        this.options.checkTimeoutMs,
      );
      const row = rows[0]!;
      if (!row.standby || row.replayed === null) throw new Error('the replica is not a standby of the primary');
      replayed = walPosition(row.replayed);
    } catch (error) {
      this.reportUnreachable(error);
      return;
    }
    while (this.unreached.length > 0 && this.unreached[0]!.position <= replayed) {
      this.replayedBefore = Math.max(this.replayedBefore, this.unreached.shift()!.at);
    }
    this.lag = this.unreached.length > 0 ? this.now() - this.unreached[0]!.at : 0;
    const next: ReplicaState = this.lag > this.options.maxLagMs ? 'lagging' : 'healthy';
    if (next !== this.current) {
      const message =
        next === 'healthy'
          ? 'the database replica is in step: public reads go to it'
          : 'the database replica lags: public reads go to the primary';
      this.log.info({ lagMs: this.lag }, message);
    }
    this.current = next;
  }
}
