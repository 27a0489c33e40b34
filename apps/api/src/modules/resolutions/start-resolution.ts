import type { TResolution } from '@mainwork/contracts';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { RESOLUTION_CONFLICTS, resolutionConflict, type JobAccess, type ResolutionDeps } from './resolution-deps.ts';
import { resolutionView } from './view-resolution.ts';

/**
 * `POST …/resolutions`: starts closing the posting at hire_inquiry. One resolution per job: the job row
 * is read and locked in the transaction that adds it, so of concurrent requests one adds it and the
 * others get that same open resolution back, as does a wizard reopened midway. A closed posting answers 409.
 */
export async function startResolution(
  deps: ResolutionDeps,
  input: JobAccess,
): Promise<{ resolution: TResolution; created: boolean }> {
  return deps.prisma.$transaction(async (tx) => {
    const job = await findBusinessJob(tx, { ...input, lock: true });
    const existing = await tx.resolution.findUnique({ where: { jobId: job.id }, select: { id: true, status: true } });
    if (existing) {
      if (existing.status === 'complete') throw resolutionConflict(RESOLUTION_CONFLICTS.closed);
      return { resolution: await resolutionView(tx, existing.id), created: false };
    }
    if (!job.active) throw resolutionConflict(RESOLUTION_CONFLICTS.closed);
    const created = await tx.resolution.create({
      data: { jobId: job.id, status: 'hire_inquiry' },
      select: { id: true },
    });
    return { resolution: await resolutionView(tx, created.id), created: true };
  });
}
