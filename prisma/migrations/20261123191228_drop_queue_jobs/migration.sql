-- Background jobs live in graphile-worker's own schema (graphile_worker) since decision 006 was revised.
-- The jobs still waiting here move to it (its schema is installed before these migrations run); done and
-- failed ones go with the table.
DO $$
BEGIN
  IF to_regnamespace('graphile_worker') IS NOT NULL THEN
    PERFORM graphile_worker.add_job(
      queue,
      payload::json,
      run_at => "runAt" AT TIME ZONE 'UTC',
      max_attempts => GREATEST("maxAttempts" - attempts, 1))
    FROM queue_jobs
    WHERE "completedAt" IS NULL AND "failedAt" IS NULL
    ORDER BY id;
  END IF;
END $$;

-- DropTable
DROP TABLE "queue_jobs";
