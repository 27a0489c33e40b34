import { vi } from 'vitest';

export type Reply = [status: number, body: unknown];

/**
 * Answers API calls by `METHOD /path` with a status and JSON body; any other call fails the test
 * loudly. Returns the fetch spy, so tests can look at what was sent.
 */
export function mockApi(replies: Record<string, Reply>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const reply = replies[key];
    if (!reply) throw new Error(`Unexpected request ${key}`);
    return new Response(JSON.stringify(reply[1]), {
      status: reply[0],
      headers: { 'content-type': 'application/json' },
    });
  });
}
