import sql from 'sql-template-tag';
import { z } from 'zod';
import type { PrismaClient } from '@mainwork/db';
import { queryRows } from '../../infra/database-rows.ts';
import { enqueue, type JobHandler } from '../../infra/queue/queue.ts';
import { JOB_SOURCE_SYNC_QUEUE } from './job-sources.ts';
import { syncJobSource, SYNC_LEASE_MS, type SyncDeps } from './sync-job-source.ts';

const ZPayload = z.object({ sourceId: z.number().int().positive() });
const ZDue = z.object({ id: z.number().int() });

/** A business already syncing another source: this one waits a minute (one source at a time per business). */
const BUSY_RETRY_MS = 60_000;

/** The queued sync of one source (on demand, on connecting, or from the sweep). */
export function jobSourceSyncJob(deps: SyncDeps): JobHandler {
  return async (payload) => {
    const { sourceId } = ZPayload.parse(payload);
    const outcome = await syncJobSource(deps, sourceId);
    if (outcome.result === 'busy') {
      await deps.prisma.$transaction((tx) =>
        enqueue(
          tx,
          JOB_SOURCE_SYNC_QUEUE,
          { sourceId },
          {
            jobKey: `job-source-${sourceId}`,
            runAt: new Date(Date.now() + BUSY_RETRY_MS),
          },
        ),
      );
    }
  };
}

/**
 * The sweep (crontab, every five minutes): queues a sync of every source that is due — an hour after its last
 * sync, or when its back-off after a failure is over — unless paused or syncing. One waiting job per source.
 */
export async function queueDueJobSources(prisma: PrismaClient, now = new Date()): Promise<number> {
  const at = sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  const staleBefore = sql`(${new Date(now.getTime() - SYNC_LEASE_MS).toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  const due = await queryRows(
    prisma,
    ZDue,
    sql`SELECT id FROM job_sources
         WHERE NOT paused AND "nextSyncAt" <= ${at}
           AND ("syncStartedAt" IS NULL OR "syncStartedAt" <= ${staleBefore})
         ORDER BY "nextSyncAt", id LIMIT 1000`,
  );
  await prisma.$transaction(async (tx) => {
    for (const { id } of due) {
      await enqueue(tx, JOB_SOURCE_SYNC_QUEUE, { sourceId: id }, { jobKey: `job-source-${id}` });
    }
  });
  return due.length;
}
