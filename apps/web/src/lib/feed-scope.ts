import { useSearchParams } from 'react-router-dom';
import type { TJob } from '@mainwork/contracts';
import { paths, routes } from './paths.ts';

/** Where a job list lives: the whole board (/jobs), an employer's feed or an organization's feed (spec §2.1). */
export type FeedScope =
  { kind: 'board' } | { kind: 'business'; businessId: number } | { kind: 'organization'; organizationId: number };

export const BOARD: FeedScope = { kind: 'board' };

type JobRef = Pick<TJob, 'id' | 'business'>;

/** The job's own page. Inside an organization's pages job links go to the employer's (spec §2.1). */
export function jobPagePath(scope: FeedScope, job: JobRef): string {
  switch (scope.kind) {
    case 'board':
      return paths.job(job.id);
    case 'business':
      return paths.businessJob(scope.businessId, job.id);
    case 'organization':
      return paths.businessJob(job.business.id, job.id);
  }
}

/** Instant Apply: /jobs/{id}/mwapply, or its employer- or organization-scoped twin inside a feed. */
export function instantApplyPath(scope: FeedScope, job: JobRef): string {
  switch (scope.kind) {
    case 'board':
      return paths.jobApply(job.id);
    case 'business':
      return paths.businessJobApply(scope.businessId, job.id);
    case 'organization':
      return paths.organizationJobApply(scope.organizationId, job.id);
  }
}

/** The feed's list page. */
export function feedPath(scope: FeedScope): string {
  switch (scope.kind) {
    case 'board':
      return routes.jobs;
    case 'business':
      return paths.businessJobs(scope.businessId);
    case 'organization':
      return paths.organizationJobs(scope.organizationId);
  }
}

/**
 * Links that keep frame mode (spec §2.1): inside a frame every job page linked to stays framed.
 * Returns a builder that adds the current `frame` parameter, if any, to a path.
 */
export function useFramedLink(): (path: string) => string {
  const [searchParams] = useSearchParams();
  const frame = searchParams.get('frame');
  return (path) =>
    frame === null ? path : `${path}${path.includes('?') ? '&' : '?'}frame=${encodeURIComponent(frame)}`;
}
