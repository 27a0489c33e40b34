-- What the admin dashboard breaks down by organization and region, kept beside the rows it counts, so
-- the breakdown reads one row per business and day instead of every application and view of the range
-- (docs/decisions/021-admin-dashboard.md, "Speed").

-- CreateTable
CREATE TABLE "business_daily_activity" (
    "day" DATE NOT NULL,
    "businessId" INTEGER NOT NULL,
    "applications" INTEGER NOT NULL DEFAULT 0,
    "referredApplications" INTEGER NOT NULL DEFAULT 0,
    "shareLinkViews" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "business_daily_activity_pkey" PRIMARY KEY ("day","businessId")
);

-- AddForeignKey
ALTER TABLE "business_daily_activity" ADD CONSTRAINT "business_daily_activity_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Applications and share-link views per business and UTC day (createdAt), kept in the writing transaction
-- by statement-level triggers with transition tables, as job_counters is: a bulk write adds its counts
-- in one statement. A row is found its business through its job (and a view through its share link):
-- when a job or a share link is deleted, its own trigger takes away what hangs under it beforehand, and
-- the cascaded deletes below it, no longer finding it, take away nothing twice.
-- One function per event: PostgreSQL names a transition table only for the events that have it.
CREATE FUNCTION business_daily_activity_applications_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_daily_activity AS c ("day", "businessId", "applications", "referredApplications")
  SELECT a."createdAt"::date, j."businessId", count(*), count(a."shareLinkId")
    FROM new_rows a JOIN jobs j ON j.id = a."jobId"
   GROUP BY 1, 2
  ON CONFLICT ("day", "businessId") DO UPDATE SET
    "applications" = c."applications" + EXCLUDED."applications",
    "referredApplications" = c."referredApplications" + EXCLUDED."referredApplications";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Only what moves a count matters: the job, the day, or a share link set or cleared (a status does not).
CREATE FUNCTION business_daily_activity_applications_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_daily_activity AS c ("day", "businessId", "applications", "referredApplications")
  SELECT changes.day, j."businessId", sum(changes.applications), sum(changes.referred)
    FROM (
      SELECT a."jobId" AS job_id, a."createdAt"::date AS day, 1 AS applications,
             (a."shareLinkId" IS NOT NULL)::int AS referred
        FROM new_rows a JOIN old_rows o ON o.id = a.id
       WHERE (a."jobId", a."createdAt"::date, a."shareLinkId" IS NULL)
             IS DISTINCT FROM (o."jobId", o."createdAt"::date, o."shareLinkId" IS NULL)
      UNION ALL
      SELECT o."jobId", o."createdAt"::date, -1, -(o."shareLinkId" IS NOT NULL)::int
        FROM old_rows o JOIN new_rows a ON a.id = o.id
       WHERE (a."jobId", a."createdAt"::date, a."shareLinkId" IS NULL)
             IS DISTINCT FROM (o."jobId", o."createdAt"::date, o."shareLinkId" IS NULL)
    ) changes
    JOIN jobs j ON j.id = changes.job_id
   GROUP BY 1, 2
  HAVING sum(changes.applications) <> 0 OR sum(changes.referred) <> 0
  ON CONFLICT ("day", "businessId") DO UPDATE SET
    "applications" = c."applications" + EXCLUDED."applications",
    "referredApplications" = c."referredApplications" + EXCLUDED."referredApplications";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION business_daily_activity_applications_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE business_daily_activity c SET
    "applications" = c."applications" - d.applications,
    "referredApplications" = c."referredApplications" - d.referred
  FROM (SELECT a."createdAt"::date AS day, j."businessId" AS business_id, count(*)::int AS applications,
               count(a."shareLinkId")::int AS referred
          FROM old_rows a JOIN jobs j ON j.id = a."jobId"
         GROUP BY 1, 2) d
  WHERE c."day" = d.day AND c."businessId" = d.business_id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER applications_after_insert_business_activity
  AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_daily_activity_applications_inserted();
CREATE TRIGGER applications_after_update_business_activity
  AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_daily_activity_applications_updated();
CREATE TRIGGER applications_after_delete_business_activity
  AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_daily_activity_applications_deleted();

CREATE FUNCTION business_daily_activity_share_views_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_daily_activity AS c ("day", "businessId", "shareLinkViews")
  SELECT v."createdAt"::date, j."businessId", count(*)
    FROM new_rows v JOIN share_links s ON s.id = v."shareLinkId" JOIN jobs j ON j.id = s."jobId"
   GROUP BY 1, 2
  ON CONFLICT ("day", "businessId") DO UPDATE SET "shareLinkViews" = c."shareLinkViews" + EXCLUDED."shareLinkViews";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Views are never edited; should one be moved to another link or day, it moves with it.
CREATE FUNCTION business_daily_activity_share_views_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_daily_activity AS c ("day", "businessId", "shareLinkViews")
  SELECT changes.day, j."businessId", sum(changes.views)
    FROM (
      SELECT v."shareLinkId" AS share_link_id, v."createdAt"::date AS day, 1 AS views
        FROM new_rows v JOIN old_rows o ON o.id = v.id
       WHERE (v."shareLinkId", v."createdAt"::date) IS DISTINCT FROM (o."shareLinkId", o."createdAt"::date)
      UNION ALL
      SELECT o."shareLinkId", o."createdAt"::date, -1
        FROM old_rows o JOIN new_rows v ON v.id = o.id
       WHERE (v."shareLinkId", v."createdAt"::date) IS DISTINCT FROM (o."shareLinkId", o."createdAt"::date)
    ) changes
    JOIN share_links s ON s.id = changes.share_link_id JOIN jobs j ON j.id = s."jobId"
   GROUP BY 1, 2
  HAVING sum(changes.views) <> 0
  ON CONFLICT ("day", "businessId") DO UPDATE SET "shareLinkViews" = c."shareLinkViews" + EXCLUDED."shareLinkViews";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION business_daily_activity_share_views_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE business_daily_activity c SET "shareLinkViews" = c."shareLinkViews" - d.views
  FROM (SELECT v."createdAt"::date AS day, j."businessId" AS business_id, count(*)::int AS views
          FROM old_rows v JOIN share_links s ON s.id = v."shareLinkId" JOIN jobs j ON j.id = s."jobId"
         GROUP BY 1, 2) d
  WHERE c."day" = d.day AND c."businessId" = d.business_id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER share_link_views_after_insert_business_activity
  AFTER INSERT ON share_link_views REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_daily_activity_share_views_inserted();
CREATE TRIGGER share_link_views_after_update_business_activity
  AFTER UPDATE ON share_link_views REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_daily_activity_share_views_updated();
CREATE TRIGGER share_link_views_after_delete_business_activity
  AFTER DELETE ON share_link_views REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_daily_activity_share_views_deleted();

-- What hangs under a job (its applications and its share links' views) or under one share link (its
-- views), by UTC day: what goes with it when it is deleted, or moves with it to another business.
CREATE FUNCTION business_daily_activity_under(job_id integer, share_link_id integer)
RETURNS TABLE ("day" date, applications integer, referred integer, views integer) AS $$
  SELECT x.day, sum(x.applications)::int, sum(x.referred)::int, sum(x.views)::int
    FROM (
      SELECT "createdAt"::date AS day, 1 AS applications, ("shareLinkId" IS NOT NULL)::int AS referred, 0 AS views
        FROM applications WHERE "jobId" = job_id
      UNION ALL
      SELECT v."createdAt"::date, 0, 0, 1
        FROM share_link_views v JOIN share_links s ON s.id = v."shareLinkId" WHERE s."jobId" = job_id
      UNION ALL
      SELECT "createdAt"::date, 0, 0, 1 FROM share_link_views WHERE "shareLinkId" = share_link_id
    ) x
   GROUP BY x.day
$$ LANGUAGE sql STABLE;

-- Adds (direction 1) or takes away (direction -1) that activity on a business's days. Taking away only
-- updates rows: when the business itself is being deleted its rows may already be gone.
CREATE FUNCTION business_daily_activity_shift(business_id integer, direction integer, job_id integer,
                                              share_link_id integer) RETURNS void AS $$
BEGIN
  IF business_id IS NULL THEN
    RETURN;
  END IF;
  IF direction > 0 THEN
    INSERT INTO business_daily_activity AS c ("day", "businessId", "applications", "referredApplications",
                                              "shareLinkViews")
    SELECT u.day, business_id, u.applications, u.referred, u.views
      FROM business_daily_activity_under(job_id, share_link_id) u
    ON CONFLICT ("day", "businessId") DO UPDATE SET
      "applications" = c."applications" + EXCLUDED."applications",
      "referredApplications" = c."referredApplications" + EXCLUDED."referredApplications",
      "shareLinkViews" = c."shareLinkViews" + EXCLUDED."shareLinkViews";
  ELSE
    UPDATE business_daily_activity c SET
      "applications" = c."applications" - u.applications,
      "referredApplications" = c."referredApplications" - u.referred,
      "shareLinkViews" = c."shareLinkViews" - u.views
    FROM business_daily_activity_under(job_id, share_link_id) u
    WHERE c."day" = u.day AND c."businessId" = business_id;
  END IF;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION business_daily_activity_job_deleting() RETURNS trigger AS $$
BEGIN
  PERFORM business_daily_activity_shift(OLD."businessId", -1, OLD.id, NULL);
  RETURN OLD;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION business_daily_activity_job_moved() RETURNS trigger AS $$
BEGIN
  PERFORM business_daily_activity_shift(OLD."businessId", -1, NEW.id, NULL);
  PERFORM business_daily_activity_shift(NEW."businessId", 1, NEW.id, NULL);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- A share link's job may already be gone (the job is being deleted): its trigger took its views away.
CREATE FUNCTION business_daily_activity_share_link_deleting() RETURNS trigger AS $$
BEGIN
  PERFORM business_daily_activity_shift((SELECT "businessId" FROM jobs WHERE id = OLD."jobId"), -1, NULL, OLD.id);
  RETURN OLD;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION business_daily_activity_share_link_moved() RETURNS trigger AS $$
BEGIN
  PERFORM business_daily_activity_shift((SELECT "businessId" FROM jobs WHERE id = OLD."jobId"), -1, NULL, NEW.id);
  PERFORM business_daily_activity_shift((SELECT "businessId" FROM jobs WHERE id = NEW."jobId"), 1, NULL, NEW.id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER jobs_before_delete_business_activity
  BEFORE DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION business_daily_activity_job_deleting();
CREATE TRIGGER jobs_after_move_business_activity
  AFTER UPDATE OF "businessId" ON jobs
  FOR EACH ROW WHEN (OLD."businessId" IS DISTINCT FROM NEW."businessId")
  EXECUTE FUNCTION business_daily_activity_job_moved();
CREATE TRIGGER share_links_before_delete_business_activity
  BEFORE DELETE ON share_links
  FOR EACH ROW EXECUTE FUNCTION business_daily_activity_share_link_deleting();
CREATE TRIGGER share_links_after_move_business_activity
  AFTER UPDATE OF "jobId" ON share_links
  FOR EACH ROW WHEN (OLD."jobId" IS DISTINCT FROM NEW."jobId")
  EXECUTE FUNCTION business_daily_activity_share_link_moved();

-- Counts of what is already there.
INSERT INTO business_daily_activity ("day", "businessId", "applications", "referredApplications", "shareLinkViews")
SELECT x.day, x.business_id, sum(x.applications), sum(x.referred), sum(x.views)
  FROM (
    SELECT a."createdAt"::date AS day, j."businessId" AS business_id, count(*) AS applications,
           count(a."shareLinkId") AS referred, 0 AS views
      FROM applications a JOIN jobs j ON j.id = a."jobId"
     GROUP BY 1, 2
    UNION ALL
    SELECT v."createdAt"::date, j."businessId", 0, 0, count(*)
      FROM share_link_views v JOIN share_links s ON s.id = v."shareLinkId" JOIN jobs j ON j.id = s."jobId"
     GROUP BY 1, 2
  ) x
 GROUP BY 1, 2;


-- Live jobs per business: the search rows (open postings of active businesses) counted by business, kept
-- by triggers on those rows, so the dashboard reads one row per business instead of counting a million.
-- A business's row is written only when one of its postings enters or leaves search (published, closed,
-- reopened, its business closed): editing a posting rewrites its search row without moving a count.
CREATE TABLE search.business_live_jobs (
  "businessId" integer PRIMARY KEY REFERENCES public.businesses (id) ON DELETE CASCADE,
  "liveJobs" integer NOT NULL
);

CREATE FUNCTION search.business_live_jobs_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO search.business_live_jobs AS c ("businessId", "liveJobs")
  SELECT "businessId", count(*) FROM new_rows GROUP BY 1
  ON CONFLICT ("businessId") DO UPDATE SET "liveJobs" = c."liveJobs" + EXCLUDED."liveJobs";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION search.business_live_jobs_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO search.business_live_jobs AS c ("businessId", "liveJobs")
  SELECT moved.business_id, sum(moved.jobs)
    FROM (
      SELECT n."businessId" AS business_id, 1 AS jobs
        FROM new_rows n JOIN old_rows o ON o."jobId" = n."jobId" WHERE n."businessId" <> o."businessId"
      UNION ALL
      SELECT o."businessId", -1
        FROM old_rows o JOIN new_rows n ON n."jobId" = o."jobId" WHERE n."businessId" <> o."businessId"
    ) moved
   GROUP BY 1
  HAVING sum(moved.jobs) <> 0
  ON CONFLICT ("businessId") DO UPDATE SET "liveJobs" = c."liveJobs" + EXCLUDED."liveJobs";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION search.business_live_jobs_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE search.business_live_jobs c SET "liveJobs" = c."liveJobs" - d.jobs
  FROM (SELECT "businessId", count(*)::int AS jobs FROM old_rows GROUP BY 1) d
  WHERE c."businessId" = d."businessId";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER job_search_after_insert_live_jobs
  AFTER INSERT ON search.job_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.business_live_jobs_inserted();
CREATE TRIGGER job_search_after_update_live_jobs
  AFTER UPDATE ON search.job_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.business_live_jobs_updated();
CREATE TRIGGER job_search_after_delete_live_jobs
  AFTER DELETE ON search.job_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.business_live_jobs_deleted();

INSERT INTO search.business_live_jobs ("businessId", "liveJobs")
SELECT "businessId", count(*) FROM search.job_search GROUP BY 1;
