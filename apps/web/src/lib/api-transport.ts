/**
 * How the API client reaches the API: the browser's fetch, or, while a page is prerendered on the server
 * (app/prerender.tsx), the server's own answers, swapped in for the length of that render only.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function apiFetch(input: string, init?: RequestInit): Promise<Response> {
  return transport(input, init);
}

/** Runs `work` with `replacement` as the transport; renders using it must not overlap (prerender.tsx queues them). */
export async function withApiTransport<T>(replacement: typeof fetch, work: () => Promise<T>): Promise<T> {
  const previous = transport;
  transport = replacement;
  try {
    return await work();
  } finally {
    transport = previous;
  }
}
