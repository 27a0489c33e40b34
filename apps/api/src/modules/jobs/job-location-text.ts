import type { TJob } from '@mainwork/contracts';

/** A job whose location type is Remote (whatever its address). */
export function isRemote(job: Pick<TJob, 'job_location_type'>): boolean {
  return job.job_location_type?.name.toLowerCase() === 'remote';
}

/** Where a job is, in the pages' and cards' plain text: "Boston, MA", "Remote", or nothing. */
export function locationText(job: Pick<TJob, 'job_location_type' | 'address'>): string | null {
  if (isRemote(job)) return 'Remote';
  return job.address ? `${job.address.city}, ${job.address.state.code}` : null;
}
