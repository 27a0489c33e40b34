import { vi } from 'vitest';

/** A status and a JSON body, or bytes sent as they are (file downloads), with extra response headers. */
export type Reply = [status: number, body: unknown, headers?: Record<string, string>];

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
    const [status, body, headers] = reply;
    if (body instanceof Uint8Array) return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
}

/** A file download's reply: the bytes of a small PDF under the given name. */
export const pdfReply = (filename: string): Reply => [
  200,
  new TextEncoder().encode('%PDF-1.4 test'),
  { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${filename}"` },
];
