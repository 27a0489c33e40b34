/** Spec §8: a screen's code that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A chunk of the app's code (a screen, a form loaded on first use), failed once it has not arrived in time. */
export function chunkInTime<T>(loading: Promise<T>): Promise<T> {
  return withTimeout(loading, CHUNK_LOAD_TIMEOUT_MS, 'The page took too long to load.');
}
