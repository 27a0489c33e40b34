import type { FastifyBaseLogger } from 'fastify';

/** Pending items are written when this many are waiting, or every FLUSH_MS. */
const BATCH = 500;
const FLUSH_MS = 2_000;
/** Past this, items are dropped rather than held: a flood must not grow the process without bound. */
const MAX_PENDING = 20_000;

/**
 * Writes taken off the response path: `add` only puts an item in an in-memory batch (an item whose key is
 * already waiting is not added twice); the batch is handed to `write` every 2 s, or once 500 are waiting,
 * one batch at a time, and when the app closes. Meant for statistics (views): a batch that fails is logged
 * and let go rather than retried without end, and what waits is lost if the process dies.
 */
export class BatchedWrites<Item> {
  private pending = new Map<string, Item>();
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly what: string,
    private readonly write: (items: Array<[key: string, item: Item]>) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Whether an item of this key waits to be written. */
  has(key: string): boolean {
    return this.pending.has(key);
  }

  add(key: string, item: Item): void {
    if (this.pending.has(key) || this.pending.size >= MAX_PENDING) return;
    this.pending.set(key, item);
    if (this.pending.size >= BATCH) void this.flush();
  }

  /** Writes what is pending; resolves once it (and any write before it) is done. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writePending());
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.entries()];
    this.pending = new Map();
    try {
      await this.write(batch);
    } catch (error) {
      this.log.warn({ err: error, count: batch.length }, `${this.what} could not be written`);
    }
  }
}
