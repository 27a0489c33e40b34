type PrismaLikeError = { code?: unknown; name?: unknown };

/** A Prisma request error with its code (`P2002`…), as thrown by queries and transactions. */
export function isPrismaKnownError(error: unknown): error is { code: string; name: string } {
  const candidate = error as PrismaLikeError | undefined;
  return (
    typeof candidate?.code === 'string' &&
    /^P\d{4}$/.test(candidate.code) &&
    candidate.name === 'PrismaClientKnownRequestError'
  );
}

/** The write lost to a unique constraint (P2002): the row it would have duplicated already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return isPrismaKnownError(error) && error.code === 'P2002';
}

/** Prisma's own codes for a server it cannot reach (P1001), that timed out (P1002, P1008) or closed on it (P1017). */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017']);
/** Driver-adapter error kinds that mean the connection, not the query, failed. */
const ADAPTER_UNAVAILABLE = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'DatabaseDoesNotExist',
]);
/** Socket errors, and PostgreSQL's shutdown and connection classes (57P01-57P03, 53300, class 08). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not currently accepting connections|Can't reach database server|the database system is (?:starting up|shutting down|in recovery mode)/i;

type Candidate = {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  originalCode?: unknown;
  cause?: unknown;
  meta?: unknown;
};

/** The error and what it wraps: pg's error, Prisma's driver-adapter error and its cause. */
function causes(error: unknown): Candidate[] {
  const found: Candidate[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 8) {
    const next = queue.shift();
    if (!next || typeof next !== 'object') continue;
    const candidate = next as Candidate;
    found.push(candidate);
    queue.push(candidate.cause, (candidate.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return found;
}

/**
 * The database could not be reached or dropped the connection (refused, restarting, shut down, not
 * accepting connections, pool exhausted): the request may well succeed in a moment, so it is a 503,
 * not a failure of the request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((candidate) => {
    const code =
      typeof candidate.code === 'string'
        ? candidate.code
        : typeof candidate.originalCode === 'string'
          ? candidate.originalCode
          : '';
    if (PRISMA_UNAVAILABLE.has(code) || NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
      return true;
    if (typeof candidate.kind === 'string' && ADAPTER_UNAVAILABLE.has(candidate.kind)) return true;
    return typeof candidate.message === 'string' && CONNECTION_MESSAGE.test(candidate.message);
  });
}

/**
 * PostgreSQL cancelled the statement (`query_canceled`): it ran past its pool's statement timeout (the
 * searches', infra/timed-pool.ts). The request is not at fault as such, and may well pass in a moment.
 */
export function isStatementTimeout(error: unknown): boolean {
  return causes(error).some((candidate) => candidate.code === '57014' || candidate.originalCode === '57014');
}
