import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { isPublicReadRoute } from '../../http/public-read-route.ts';
import type { ReplicaHealth } from './replica-health.ts';

/** What the routing looks at in a request. */
export type ReadingRequest = Pick<FastifyRequest, 'routeOptions' | 'method' | 'hasSessionCookie'>;

export type ReadSource = {
  name: 'primary' | 'replica';
  pool: pg.Pool;
  /** The searches' connections, with their statement timeout (decision 050). */
  searchPool: pg.Pool;
};

export type ReplicaSource = ReadSource & { name: 'replica'; health: ReplicaHealth };

/** Errors after which the replica is taken for unreachable (a connection refused, cut or timed out). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** A standby cancels a read that conflicts with what it replays; the same read on the primary cannot conflict. */
const RECOVERY_CONFLICT = '40001';

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

function isUnreachable(error: unknown): boolean {
  const code = errorCode(error);
  if (code && UNREACHABLE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
    message,
  );
}

/**
 * Which database a read answers from. Public reads (isPublicReadRoute) by a visitor without a
 * session go to the replica while it is in step; everything else (writes, signed-in reads, the session
 * check itself) stays on the primary. Without a replica every read is the primary's.
 */
export class PublicReads {
  private readonly counts = { primary: 0, replica: 0 };

  constructor(
    readonly primary: ReadSource,
    readonly replica: ReplicaSource | undefined,
  ) {}

  /** Public reads answered so far, by the database that answered them (for the metrics). */
  get answered(): Readonly<{ primary: number; replica: number }> {
    return this.counts;
  }

  /**
   * The replica when this request may read from it: a public read, a GET, no session cookie (a signed-in
   * visitor reads their own writes), and the replica in step at its last check.
   */
  sourceFor(request: ReadingRequest): ReadSource {
    const replica = this.replica;
    if (!replica || !replica.health.usable) return this.primary;
    if (!isPublicReadRoute(request.routeOptions.config)) return this.primary;
    if (request.method !== 'GET' && request.method !== 'HEAD') return this.primary;
    return request.hasSessionCookie ? this.primary : replica;
  }

  /**
   * Runs a public read on this request's database. A read the replica could not answer (unreachable, or
   * cancelled by a recovery conflict) is run again on the primary: public reads change nothing, so a second
   * run is safe, and the visitor gets an answer rather than an error while the next check catches up.
   */
  async run<T>(request: ReadingRequest, read: (source: ReadSource) => Promise<T>): Promise<T> {
    const source = this.sourceFor(request);
    if (source.name === 'primary') {
      if (isPublicReadRoute(request.routeOptions.config)) this.counts.primary += 1;
      return read(source);
    }
    try {
      const answer = await read(source);
      this.counts.replica += 1;
      return answer;
    } catch (error) {
      const unreachable = isUnreachable(error);
      if (!unreachable && errorCode(error) !== RECOVERY_CONFLICT) throw error;
      if (unreachable) this.replica!.health.reportUnreachable(error);
      this.counts.primary += 1;
      return read(this.primary);
    }
  }
}
