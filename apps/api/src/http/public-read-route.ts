import { isPublicRead, type Endpoint } from '@mainwork/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route outside the contracts (a script, a sitemap, a feed file) that only reads what anyone may see.
     * Routes of the contracts are public reads by their entry (isPublicRead), not by this.
     */
    publicRead?: boolean;
  }
}

/**
 * Whether a route is a public read (decisions 067 and 072): its contract entry says so, or its config for the
 * few routes outside the contracts. Any site may call it (CORS `*`), it ignores query parameters it does not
 * know, and a visitor's GET of it may be answered from the replica.
 */
export function isPublicReadRoute(
  config: { endpoint?: Pick<Endpoint, 'method' | 'access' | 'publicRead'>; publicRead?: boolean } | undefined,
): boolean {
  if (!config) return false;
  return config.endpoint ? isPublicRead(config.endpoint) : config.publicRead === true;
}
