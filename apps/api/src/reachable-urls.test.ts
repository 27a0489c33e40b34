import { describe, expect, it } from 'vitest';
import { reachableUrls } from './reachable-urls.ts';

const lanInterfaces = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false },
    { address: 'fe80::1', family: 'IPv6', internal: false },
    { address: '2001:db8::20', family: 'IPv6', internal: false },
  ],
  wlan0: [{ address: '10.0.0.7', family: 'IPv4', internal: false }],
} as never;

describe('the addresses printed at start-up', () => {
  it('lists the public URL, localhost, 127.0.0.1 and the LAN addresses when listening everywhere', () => {
    expect(reachableUrls({ host: '0.0.0.0', port: 3000, publicUrl: 'https://jobs.example' }, lanInterfaces)).toEqual([
      'https://jobs.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
      'http://10.0.0.7:3000',
    ]);
  });

  it('adds global IPv6 addresses when listening on ::, and names the public URL once', () => {
    expect(reachableUrls({ host: '::', port: 3000, publicUrl: 'http://localhost:3000' }, lanInterfaces)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
      'http://[2001:db8::20]:3000',
      'http://10.0.0.7:3000',
    ]);
  });

  it('lists the one host it listens on otherwise', () => {
    expect(reachableUrls({ host: '127.0.0.1', port: 8080, publicUrl: 'http://localhost:8080' }, lanInterfaces)).toEqual(
      ['http://localhost:8080', 'http://127.0.0.1:8080'],
    );
  });
});
