import http from 'node:http';
import zlib from 'node:zlib';

/** One kept-alive connection, as a single client holds: the single-client rows ask one request at a time. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET as a lean client makes it: node:http on a kept-alive connection, gzip accepted as `fetch` accepts it,
 * the whole body read and unzipped. The single-client rows time their requests with it: the bench serves the API
 * in its own process, and `fetch` (undici's streams) spent 1.5 to 2 ms of that process's one thread on each
 * request, time the API's answer waited behind and a user's browser never takes from the server (decision 079).
 */
export function leanGet(url: string, headers: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { 'accept-encoding': 'gzip, deflate', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const body = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            if (encoding === 'gzip') zlib.gunzipSync(body);
            else if (encoding === 'deflate') zlib.inflateSync(body);
            resolve();
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', reject);
  });
}
