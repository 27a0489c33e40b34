-- CreateTable
CREATE TABLE "job_counters" (
    "jobId" INTEGER NOT NULL,
    "shareViewsCount" INTEGER NOT NULL DEFAULT 0,
    "applicationsCount" INTEGER NOT NULL DEFAULT 0,
    "referredApplicationsCount" INTEGER NOT NULL DEFAULT 0,
    "hiresCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "job_counters_pkey" PRIMARY KEY ("jobId")
);

-- CreateTable
CREATE TABLE "job_views" (
    "jobId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "signature" TEXT NOT NULL,

    CONSTRAINT "job_views_pkey" PRIMARY KEY ("jobId","day","signature")
);

-- CreateIndex
CREATE INDEX "job_views_day_idx" ON "job_views"("day");

-- AddForeignKey
ALTER TABLE "job_counters" ADD CONSTRAINT "job_counters_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The dashboard's per-job counts, kept by statement-level triggers with transition tables: a bulk write
-- adds its counts in one statement, and no write ever touches the jobs row (docs/decisions/025).
-- One function per event: PostgreSQL names a transition table only for the events that have it.
CREATE FUNCTION job_counters_applications_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_counters AS c ("jobId", "applicationsCount", "referredApplicationsCount", "hiresCount")
  SELECT "jobId", count(*), count(*) FILTER (WHERE "shareLinkId" IS NOT NULL), count(*) FILTER (WHERE status = 'hired')
    FROM new_rows GROUP BY "jobId"
  ON CONFLICT ("jobId") DO UPDATE SET
    "applicationsCount" = c."applicationsCount" + EXCLUDED."applicationsCount",
    "referredApplicationsCount" = c."referredApplicationsCount" + EXCLUDED."referredApplicationsCount",
    "hiresCount" = c."hiresCount" + EXCLUDED."hiresCount";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION job_counters_applications_updated() RETURNS trigger AS $$
BEGIN
  UPDATE job_counters c SET
    "applicationsCount" = c."applicationsCount" + d.applications,
    "referredApplicationsCount" = c."referredApplicationsCount" + d.referred,
    "hiresCount" = c."hiresCount" + d.hires
  FROM (
    SELECT "jobId", sum(applications)::int AS applications, sum(referred)::int AS referred, sum(hires)::int AS hires
      FROM (SELECT "jobId", 1 AS applications, ("shareLinkId" IS NOT NULL)::int AS referred,
                   (status = 'hired')::int AS hires FROM new_rows
            UNION ALL
            SELECT "jobId", -1, -("shareLinkId" IS NOT NULL)::int, -(status = 'hired')::int FROM old_rows) changes
     GROUP BY "jobId"
  ) d
  WHERE c."jobId" = d."jobId" AND (d.applications <> 0 OR d.referred <> 0 OR d.hires <> 0);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION job_counters_applications_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE job_counters c SET
    "applicationsCount" = c."applicationsCount" - d.applications,
    "referredApplicationsCount" = c."referredApplicationsCount" - d.referred,
    "hiresCount" = c."hiresCount" - d.hires
  FROM (SELECT "jobId", count(*)::int AS applications, count(*) FILTER (WHERE "shareLinkId" IS NOT NULL)::int AS referred,
               count(*) FILTER (WHERE status = 'hired')::int AS hires
          FROM old_rows GROUP BY "jobId") d
  WHERE c."jobId" = d."jobId";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER applications_after_insert_counters
  AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counters_applications_inserted();
CREATE TRIGGER applications_after_update_counters
  AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counters_applications_updated();
CREATE TRIGGER applications_after_delete_counters
  AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counters_applications_deleted();

CREATE FUNCTION job_counters_share_views_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_counters AS c ("jobId", "shareViewsCount")
  SELECT sl."jobId", count(*) FROM new_rows v JOIN share_links sl ON sl.id = v."shareLinkId" GROUP BY sl."jobId"
  ON CONFLICT ("jobId") DO UPDATE SET "shareViewsCount" = c."shareViewsCount" + EXCLUDED."shareViewsCount";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION job_counters_share_views_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE job_counters c SET "shareViewsCount" = c."shareViewsCount" - d.views
  FROM (SELECT sl."jobId", count(*)::int AS views FROM old_rows v JOIN share_links sl ON sl.id = v."shareLinkId"
         GROUP BY sl."jobId") d
  WHERE c."jobId" = d."jobId";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER share_link_views_after_insert_counters
  AFTER INSERT ON share_link_views REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counters_share_views_inserted();
CREATE TRIGGER share_link_views_after_delete_counters
  AFTER DELETE ON share_link_views REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counters_share_views_deleted();

-- Counts of what is already there.
INSERT INTO job_counters ("jobId", "applicationsCount", "referredApplicationsCount", "hiresCount")
SELECT "jobId", count(*), count(*) FILTER (WHERE "shareLinkId" IS NOT NULL), count(*) FILTER (WHERE status = 'hired')
  FROM applications GROUP BY "jobId";
INSERT INTO job_counters AS c ("jobId", "shareViewsCount")
SELECT sl."jobId", count(*) FROM share_link_views v JOIN share_links sl ON sl.id = v."shareLinkId" GROUP BY sl."jobId"
ON CONFLICT ("jobId") DO UPDATE SET "shareViewsCount" = EXCLUDED."shareViewsCount";
