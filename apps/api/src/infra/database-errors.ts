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

/**
 * The write lost to a unique constraint (P2002), or to Prisma's own check of a one-to-one relation
 * (P2014), which guards the same rule: the row that would be a duplicate already exists.
 */
export function isUniqueViolation(error: unknown): boolean {
  return isPrismaKnownError(error) && (error.code === 'P2002' || error.code === 'P2014');
}
