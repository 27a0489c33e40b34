import { affiliateLinkEndpoints } from './affiliate-links.ts';
import { authEndpoints } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import { healthEndpoints } from './health.ts';
import { lookupEndpoints } from './lookups.ts';

export * from './affiliate-links.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './lookups.ts';

/** Every endpoint of the API, by domain. The API registers its routes from this table. */
export const endpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  lookups: lookupEndpoints,
  affiliateLinks: affiliateLinkEndpoints,
} as const;

export function listEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(endpoints).flatMap(([domain, group]) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${domain}.${name}`,
      endpoint,
    })),
  );
}
