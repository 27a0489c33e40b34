-- Background jobs live in graphile-worker's own schema (graphile_worker) since decision 006 was revised.
-- DropTable
DROP TABLE "queue_jobs";
