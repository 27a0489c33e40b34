import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberShareKey, sharedKeyFor } from './share-cookie.ts';

afterEach(() => {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('share cookie', () => {
  it('keeps the key of the link followed under sl-jid-{job_id}, one cookie per job', () => {
    rememberShareKey(12, 'abc_DEF-123');
    rememberShareKey(13, 'other-key');
    expect(document.cookie).toContain('sl-jid-12=abc_DEF-123');
    expect(sharedKeyFor(12)).toBe('abc_DEF-123');
    expect(sharedKeyFor(13)).toBe('other-key');
    expect(sharedKeyFor(1)).toBeUndefined();
  });

  it('lasts 30 days on every path', () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    rememberShareKey(7, 'key7');
    expect(written).toHaveBeenCalledWith('sl-jid-7=key7; path=/; max-age=2592000; SameSite=Lax');
    written.mockRestore();
  });

  it('lets a later link to the same job replace the earlier one', () => {
    rememberShareKey(12, 'first');
    rememberShareKey(12, 'second');
    expect(sharedKeyFor(12)).toBe('second');
  });
});
