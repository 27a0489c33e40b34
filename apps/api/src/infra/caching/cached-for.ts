/** Memoises an async read for `ttlMs`; a failed read is not kept. */
export function cachedFor<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let readAt = 0;
  return () => {
    if (!value || Date.now() - readAt > ttlMs) {
      readAt = Date.now();
      value = read().catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}

/** `cachedFor` kept apart for each owner (a database pool, say), so one app's data never serves another's. */
export function cachedForEach<Owner extends object, T>(
  ttlMs: number,
  read: (owner: Owner) => Promise<T>,
): (owner: Owner) => Promise<T> {
  const byOwner = new WeakMap<Owner, () => Promise<T>>();
  return (owner) => {
    let cached = byOwner.get(owner);
    if (!cached) {
      cached = cachedFor(ttlMs, () => read(owner));
      byOwner.set(owner, cached);
    }
    return cached();
  };
}
