import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/**
 * The addresses the product answers at, for the start-up lines: listening on every interface
 * (0.0.0.0 or ::), localhost, 127.0.0.1 and the machine's LAN addresses; else the one host it
 * listens on. The public URL comes first, as links in e-mails use it. Each works for signing in:
 * a request from the address it was sent to is same-origin.
 */
export function reachableUrls(
  options: { host: string; port: number; publicUrl: string },
  interfaces: Interfaces = os.networkInterfaces(),
): string[] {
  const url = (address: string) => `http://${address.includes(':') ? `[${address}]` : address}:${options.port}`;
  const everywhere = options.host === '0.0.0.0' || options.host === '::';
  const local = everywhere ? ['localhost', '127.0.0.1'] : [options.host];
  const lan = everywhere
    ? Object.values(interfaces)
        .flat()
        .filter((entry) => entry && !entry.internal)
        .filter((entry) => entry!.family === 'IPv4' || (options.host === '::' && !entry!.address.startsWith('fe80:')))
        .map((entry) => entry!.address)
    : [];
  return [...new Set([options.publicUrl, ...[...local, ...lan].map(url)])];
}
