import { affiliateLinkEndpoints } from './affiliate-links.ts';
import { applicationEndpoints } from './applications.ts';
import { authEndpoints } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import { businessEndpoints } from './businesses.ts';
import { fileEndpoints } from './files.ts';
import { healthEndpoints } from './health.ts';
import { jobEndpoints } from './jobs.ts';
import { lookupEndpoints } from './lookups.ts';
import { organizationEndpoints } from './organizations.ts';
import { placeEndpoints } from './places.ts';
import { shareLinkEndpoints } from './share-links.ts';

export * from './affiliate-links.ts';
export * from './applications.ts';
export * from './auth.ts';
export * from './businesses.ts';
export * from './files.ts';
export * from './jobs.ts';
export * from './organizations.ts';
export * from './common.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './lookups.ts';
export * from './places.ts';
export * from './share-links.ts';
export * from './us-states.ts';

/** Every endpoint of the API, by domain. The API registers its routes from this table. */
export const endpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  lookups: lookupEndpoints,
  places: placeEndpoints,
  affiliateLinks: affiliateLinkEndpoints,
  jobs: jobEndpoints,
  applications: applicationEndpoints,
  shareLinks: shareLinkEndpoints,
  businesses: businessEndpoints,
  organizations: organizationEndpoints,
  files: fileEndpoints,
} as const;

export function listEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(endpoints).flatMap(([domain, group]) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${domain}.${name}`,
      endpoint,
    })),
  );
}
