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
