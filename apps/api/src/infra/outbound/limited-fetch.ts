import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Reading another site's answer (job sources' boards, careers pages and feeds) within limits: a time limit
 * over the whole exchange, a size limit counted as the bytes arrive, a few redirects, and, unless allowed,
 * no address of this machine or its private network (a connected "careers page" must not read our insides).
 */
export type FetchLimits = {
  timeoutMs: number;
  maxBytes: number;
  /** True only where a local server stands in for the providers (tests, the demo). */
  allowPrivateHosts: boolean;
};

export type FetchedAnswer = { status: number; url: string; contentType: string; body: string };

/** A read that failed, with the reason in words an employer understands (shown as the source's error). */
export class FetchFailure extends Error {}

const MAX_REDIRECTS = 3;

const privateRanges = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(address, prefix, 'ipv6');
}

function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  return privateRanges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The host's addresses once checked: every one public (null when private hosts are allowed). A caller that
 * connects to one of them, rather than resolving the name again, cannot be turned to a private address by
 * a second, different DNS answer (DNS rebinding).
 */
async function checkHost(url: URL, limits: FetchLimits): Promise<{ address: string; family: 4 | 6 }[] | null> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchFailure('The address must start with http:// or https://.');
  }
  if (limits.allowPrivateHosts) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: 4 | 6 }[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) === 6 ? 6 : 4 }]
      : (await lookup(host, { all: true })).map((entry) => ({
          address: entry.address,
          family: entry.family === 6 ? 6 : 4,
        }));
  } catch {
    throw new FetchFailure(`${url.hostname} could not be found.`);
  }
  if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw new FetchFailure(`${url.hostname} is not a public web address.`);
  }
  return addresses;
}

/** Checks that `address` is a web address MainWork may send to (a public host, unless allowed), without sending. */
export async function checkOutboundAddress(address: string, limits: FetchLimits): Promise<void> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchFailure('The address is not a valid web address.');
  }
  await checkHost(url, limits);
}

async function readBody(response: Response, limits: FetchLimits): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw tooLarge(limits);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limits.maxBytes) {
      await reader.cancel();
      throw tooLarge(limits);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const tooLarge = (limits: FetchLimits) =>
  new FetchFailure(
    `The answer was larger than ${Math.round(limits.maxBytes / 1_000_000)} MB, more than MainWork reads.`,
  );

/** GETs `address` within the limits; any status comes back (the caller names what a 404 means). */
export async function fetchLimited(address: string, limits: FetchLimits, accept: string): Promise<FetchedAnswer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchFailure('The address is not a valid web address.');
  }
  try {
    for (let hop = 0; ; hop++) {
      await checkHost(url, limits);
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept, 'user-agent': 'MainWork job sources (+https://mainwork.example)' },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS) throw new FetchFailure('The address redirected too many times.');
        url = new URL(location, url);
        continue;
      }
      return {
        status: response.status,
        url: url.toString(),
        contentType: response.headers.get('content-type') ?? '',
        body: await readBody(response, limits),
      };
    }
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    if (signal.aborted) {
      throw new FetchFailure(`${url.host} did not answer within ${Math.round(limits.timeoutMs / 1000)} seconds.`);
    }
    throw new FetchFailure(`${url.host} could not be reached.`);
  }
}

type PinnedLookupCallback = (
  error: null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

export type PostedAnswer = { status: number; body: string };

/**
 * POSTs `body` to `address` within the limits (webhooks, docs/decisions/070-webhooks.md): to the address the
 * host's name was checked to (never resolved again), no redirect followed (a 3xx is the answer), the answer
 * read up to `maxBytes` (more is cut off, not an error: only its status matters). A failure to connect or
 * answer in time is a FetchFailure in words.
 */
export async function postLimited(
  address: string,
  limits: FetchLimits,
  request: { body: string; headers: Record<string, string> },
): Promise<PostedAnswer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchFailure('The address is not a valid web address.');
  }
  const pinned = (await checkHost(url, limits))?.[0];
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new FetchFailure(`${url.host} did not answer within ${Math.round(limits.timeoutMs / 1000)} seconds.`));
    }, limits.timeoutMs);
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...request.headers,
          'content-length': Buffer.byteLength(request.body).toString(),
          'user-agent': 'MainWork webhooks (+https://mainwork.example)',
        },
        // The checked address, whatever the name resolves to now; TLS still checks the name's certificate.
        ...(pinned
          ? {
              lookup: (_hostname: string, options: { all?: boolean }, callback: PinnedLookupCallback) => {
                if (options.all) callback(null, [pinned]);
                else callback(null, pinned.address, pinned.family);
              },
            }
          : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= limits.maxBytes) return;
          chunks.push(chunk.subarray(0, limits.maxBytes - size));
          size += chunk.byteLength;
          if (size >= limits.maxBytes) response.destroy();
        });
        const finish = () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    outgoing.on('error', () => {
      clearTimeout(timer);
      reject(new FetchFailure(`${url.host} could not be reached.`));
    });
    outgoing.end(request.body);
  });
}
