import { CookieAccessInfo } from 'cookiejar';
import type { Agent, Response } from 'supertest';

/** The value of the cookie `name` this client holds (as the server last set it), if any. */
export function cookieOf(client: Agent, name: string): string | undefined {
  return client.jar.getCookie(name, CookieAccessInfo.All)?.value;
}

/** Gives this client a cookie for `baseUrl`'s host, as if that server had set it. */
export function giveCookie(client: Agent, baseUrl: string, name: string, value: string): void {
  client.jar.setCookie(`${name}=${value}; Path=/`, new URL(baseUrl).hostname, '/');
}

/** The Set-Cookie lines of an answer, in order (none: an empty list). */
export function setCookieLines(response: Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}
