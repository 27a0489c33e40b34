import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';

afterEach(() => {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('cookies', () => {
  it('read back what was written, encoded on the way in and decoded on the way out', () => {
    writeCookie('job_search', '{"what":"pastry chef; café"}', 60);
    writeCookie('job_search_other', 'x', 60);
    expect(document.cookie).toContain('job_search=%7B%22what%22%3A%22pastry%20chef%3B%20caf%C3%A9%22%7D');
    expect(readCookie('job_search')).toBe('{"what":"pastry chef; café"}');
    expect(readCookie('job_search_other')).toBe('x');
    expect(readCookie('job')).toBeUndefined();
  });

  it('are written for the whole site, SameSite=Lax, for the age given', () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    writeCookie('name', 'value', 90);
    expect(written).toHaveBeenCalledWith('name=value; path=/; max-age=90; SameSite=Lax');
    written.mockRestore();
  });

  it('are Secure when the page is served over HTTPS', () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'https:' });
    writeCookie('name', 'value', 90);
    expect(written).toHaveBeenCalledWith('name=value; path=/; max-age=90; SameSite=Lax; Secure');
    vi.restoreAllMocks();
  });

  it('read as absent when the value cannot be decoded', () => {
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(readCookie('broken')).toBeUndefined();
  });
});
