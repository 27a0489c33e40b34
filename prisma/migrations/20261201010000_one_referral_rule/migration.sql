-- One rule for "who referred this application" (docs/decisions/049-who-referred-a-hire.md). It was
-- written in the `referrals` view, while the job counters, the admin rollups and the digest counted every
-- application through a share link: the candidate's own link and the employer's own link counted as
-- referrals there and not in billing. Now the rule is one function; each application keeps its answer in
-- "referrerId" (set by a trigger on every write that can change it, and again when the business, job or
-- link it depends on changes); the `referrals` view reads that column, and so do the counters' triggers,
-- which see the answer before and after a change in their transition tables.

-- The rule: the link's sharer referred the application when the link is one of the same job, its sharer
-- is not the candidate, and its sharer is not a member of the hiring business (its owner: a user belongs
-- to a business by owning it, decision 031). Null when nobody did.
CREATE FUNCTION referral_referrer(candidate_id integer, job_id integer, share_link_id integer) RETURNS integer AS $$
  SELECT sl."userId"
    FROM share_links sl
    JOIN jobs j ON j.id = sl."jobId"
    JOIN businesses b ON b.id = j."businessId"
   WHERE sl.id = share_link_id
     AND sl."jobId" = job_id
     AND sl."userId" <> candidate_id
     AND b."ownerId" IS DISTINCT FROM sl."userId"
$$ LANGUAGE sql STABLE;

-- AlterTable
ALTER TABLE "applications" ADD COLUMN "referrerId" INTEGER;

-- The counters count what the column says (was: a share link set).
CREATE OR REPLACE FUNCTION job_counters_applications_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_counters AS c ("jobId", "applicationsCount", "referredApplicationsCount", "hiresCount")
  SELECT "jobId", count(*), count("referrerId"), count(*) FILTER (WHERE status = 'hired')
    FROM new_rows GROUP BY "jobId"
  ON CONFLICT ("jobId") DO UPDATE SET
    "applicationsCount" = c."applicationsCount" + EXCLUDED."applicationsCount",
    "referredApplicationsCount" = c."referredApplicationsCount" + EXCLUDED."referredApplicationsCount",
    "hiresCount" = c."hiresCount" + EXCLUDED."hiresCount";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION job_counters_applications_updated() RETURNS trigger AS $$
BEGIN
  UPDATE job_counters c SET
    "applicationsCount" = c."applicationsCount" + d.applications,
    "referredApplicationsCount" = c."referredApplicationsCount" + d.referred,
    "hiresCount" = c."hiresCount" + d.hires
  FROM (
    SELECT "jobId", sum(applications)::int AS applications, sum(referred)::int AS referred, sum(hires)::int AS hires
      FROM (SELECT "jobId", 1 AS applications, ("referrerId" IS NOT NULL)::int AS referred,
                   (status = 'hired')::int AS hires FROM new_rows
            UNION ALL
            SELECT "jobId", -1, -("referrerId" IS NOT NULL)::int, -(status = 'hired')::int FROM old_rows) changes
     GROUP BY "jobId"
  ) d
  WHERE c."jobId" = d."jobId" AND (d.applications <> 0 OR d.referred <> 0 OR d.hires <> 0);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION job_counters_applications_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE job_counters c SET
    "applicationsCount" = c."applicationsCount" - d.applications,
    "referredApplicationsCount" = c."referredApplicationsCount" - d.referred,
    "hiresCount" = c."hiresCount" - d.hires
  FROM (SELECT "jobId", count(*)::int AS applications, count("referrerId")::int AS referred,
               count(*) FILTER (WHERE status = 'hired')::int AS hires
          FROM old_rows GROUP BY "jobId") d
  WHERE c."jobId" = d."jobId";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION business_daily_activity_applications_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_daily_activity AS c ("day", "businessId", "applications", "referredApplications")
  SELECT a."createdAt"::date, j."businessId", count(*), count(a."referrerId")
    FROM new_rows a JOIN jobs j ON j.id = a."jobId"
   GROUP BY 1, 2
  ON CONFLICT ("day", "businessId") DO UPDATE SET
    "applications" = c."applications" + EXCLUDED."applications",
    "referredApplications" = c."referredApplications" + EXCLUDED."referredApplications";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Only what moves a count matters: the job, the day, or the referral decided or undone (a status does not).
CREATE OR REPLACE FUNCTION business_daily_activity_applications_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_daily_activity AS c ("day", "businessId", "applications", "referredApplications")
  SELECT changes.day, j."businessId", sum(changes.applications), sum(changes.referred)
    FROM (
      SELECT a."jobId" AS job_id, a."createdAt"::date AS day, 1 AS applications,
             (a."referrerId" IS NOT NULL)::int AS referred
        FROM new_rows a JOIN old_rows o ON o.id = a.id
       WHERE (a."jobId", a."createdAt"::date, a."referrerId" IS NULL)
             IS DISTINCT FROM (o."jobId", o."createdAt"::date, o."referrerId" IS NULL)
      UNION ALL
      SELECT o."jobId", o."createdAt"::date, -1, -(o."referrerId" IS NOT NULL)::int
        FROM old_rows o JOIN new_rows a ON a.id = o.id
       WHERE (a."jobId", a."createdAt"::date, a."referrerId" IS NULL)
             IS DISTINCT FROM (o."jobId", o."createdAt"::date, o."referrerId" IS NULL)
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

CREATE OR REPLACE FUNCTION business_daily_activity_applications_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE business_daily_activity c SET
    "applications" = c."applications" - d.applications,
    "referredApplications" = c."referredApplications" - d.referred
  FROM (SELECT a."createdAt"::date AS day, j."businessId" AS business_id, count(*)::int AS applications,
               count(a."referrerId")::int AS referred
          FROM old_rows a JOIN jobs j ON j.id = a."jobId"
         GROUP BY 1, 2) d
  WHERE c."day" = d.day AND c."businessId" = d.business_id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION business_daily_activity_under(job_id integer, share_link_id integer)
RETURNS TABLE ("day" date, applications integer, referred integer, views integer) AS $$
  SELECT x.day, sum(x.applications)::int, sum(x.referred)::int, sum(x.views)::int
    FROM (
      SELECT "createdAt"::date AS day, 1 AS applications, ("referrerId" IS NOT NULL)::int AS referred, 0 AS views
        FROM applications WHERE "jobId" = job_id
      UNION ALL
      SELECT v."createdAt"::date, 0, 0, 1
        FROM share_link_views v JOIN share_links s ON s.id = v."shareLinkId" WHERE s."jobId" = job_id
      UNION ALL
      SELECT "createdAt"::date, 0, 0, 1 FROM share_link_views WHERE "shareLinkId" = share_link_id
    ) x
   GROUP BY x.day
$$ LANGUAGE sql STABLE;

-- Each application's answer, decided on every write of what it depends on (a status change does not
-- fire it; a link deleted sets "shareLinkId" to null, which does).
CREATE FUNCTION applications_referrer_decided() RETURNS trigger AS $$
BEGIN
  NEW."referrerId" := CASE WHEN NEW."shareLinkId" IS NULL THEN NULL
                           ELSE referral_referrer(NEW."userId", NEW."jobId", NEW."shareLinkId") END;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER applications_before_write_referrer
  BEFORE INSERT OR UPDATE OF "userId", "jobId", "shareLinkId", "referrerId" ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_referrer_decided();

-- Decides again the applications of these jobs whose answer changed (the counters follow by their triggers).
CREATE FUNCTION referrals_decide_again(job_ids integer[]) RETURNS void AS $$
  UPDATE applications ap SET "referrerId" = referral_referrer(ap."userId", ap."jobId", ap."shareLinkId")
   WHERE ap."jobId" = ANY(job_ids) AND ap."shareLinkId" IS NOT NULL
     AND ap."referrerId" IS DISTINCT FROM referral_referrer(ap."userId", ap."jobId", ap."shareLinkId");
$$ LANGUAGE sql;

CREATE FUNCTION referrals_business_owner_changed() RETURNS trigger AS $$
BEGIN
  PERFORM referrals_decide_again(ARRAY(SELECT id FROM jobs WHERE "businessId" = NEW.id));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION referrals_job_moved() RETURNS trigger AS $$
BEGIN
  PERFORM referrals_decide_again(ARRAY[NEW.id]);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION referrals_share_link_changed() RETURNS trigger AS $$
BEGIN
  PERFORM referrals_decide_again(ARRAY[OLD."jobId", NEW."jobId"]);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Named to run after the activity triggers of the same events (triggers fire in name order), which move
-- the counts as they were before the answers are decided again.
CREATE TRIGGER businesses_after_owner_referrals
  AFTER UPDATE OF "ownerId" ON businesses
  FOR EACH ROW WHEN (OLD."ownerId" IS DISTINCT FROM NEW."ownerId")
  EXECUTE FUNCTION referrals_business_owner_changed();
CREATE TRIGGER jobs_after_move_referrals
  AFTER UPDATE OF "businessId" ON jobs
  FOR EACH ROW WHEN (OLD."businessId" IS DISTINCT FROM NEW."businessId")
  EXECUTE FUNCTION referrals_job_moved();
CREATE TRIGGER share_links_after_move_referrals
  AFTER UPDATE OF "userId", "jobId" ON share_links
  FOR EACH ROW WHEN ((OLD."userId", OLD."jobId") IS DISTINCT FROM (NEW."userId", NEW."jobId"))
  EXECUTE FUNCTION referrals_share_link_changed();

-- The answers of what is already there, then the counts made again from them.
UPDATE applications SET "shareLinkId" = "shareLinkId" WHERE "shareLinkId" IS NOT NULL;

UPDATE job_counters c SET "referredApplicationsCount" = coalesce(r.referred, 0)
  FROM job_counters c2
  LEFT JOIN (SELECT "jobId", count(*)::int AS referred FROM applications WHERE "referrerId" IS NOT NULL GROUP BY 1) r
    ON r."jobId" = c2."jobId"
 WHERE c."jobId" = c2."jobId" AND c."referredApplicationsCount" <> coalesce(r.referred, 0);

UPDATE business_daily_activity c SET "referredApplications" = coalesce(r.referred, 0)
  FROM business_daily_activity c2
  LEFT JOIN (SELECT a."createdAt"::date AS day, j."businessId" AS business_id, count(*)::int AS referred
               FROM applications a JOIN jobs j ON j.id = a."jobId"
              WHERE a."referrerId" IS NOT NULL GROUP BY 1, 2) r
    ON r.day = c2."day" AND r.business_id = c2."businessId"
 WHERE c."day" = c2."day" AND c."businessId" = c2."businessId"
   AND c."referredApplications" <> coalesce(r.referred, 0);

-- The view every reader uses, unchanged in shape.
CREATE OR REPLACE VIEW referrals AS
SELECT id AS "applicationId", "shareLinkId", "referrerId" FROM applications WHERE "referrerId" IS NOT NULL;
