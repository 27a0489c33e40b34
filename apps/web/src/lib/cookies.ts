/** A cookie of this page, decoded; undefined when it is absent or cannot be decoded. */
export function readCookie(name: string): string | undefined {
  // Prerendered on the server (app/prerender.tsx): no cookies there.
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/**
 * Sets a cookie for the whole site (path /, SameSite=Lax) for `maxAgeSeconds`; the value is encoded.
 * Over HTTPS it is Secure, as the server's cookies are: the share key decides who is rewarded.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
