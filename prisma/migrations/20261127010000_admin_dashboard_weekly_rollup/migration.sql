-- The same counts per business and week (Monday, UTC), so a long range sums whole weeks (52 rows per
-- business for a year) and reads daily rows only for the days at its ends that do not make a whole week
-- (docs/decisions/021-admin-dashboard.md, "Speed").

-- CreateTable
CREATE TABLE "business_weekly_activity" (
    "week" DATE NOT NULL,
    "businessId" INTEGER NOT NULL,
    "applications" INTEGER NOT NULL DEFAULT 0,
    "referredApplications" INTEGER NOT NULL DEFAULT 0,
    "shareLinkViews" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "business_weekly_activity_pkey" PRIMARY KEY ("week","businessId")
);

-- AddForeignKey
ALTER TABLE "business_weekly_activity" ADD CONSTRAINT "business_weekly_activity_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Kept from the daily rows by statement-level triggers on business_daily_activity, so every way a daily
-- count moves (an application or view written, moved or deleted, a job or share link moved or deleted)
-- moves its week's count in the same transaction, through the daily triggers' one set of rules. The
-- daily rows are all written before their weeks, so two writers meet on the daily rows first.
CREATE FUNCTION business_weekly_activity_days_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_weekly_activity AS c ("week", "businessId", "applications", "referredApplications",
                                            "shareLinkViews")
  SELECT date_trunc('week', d."day"::timestamp)::date, d."businessId", sum(d."applications"), sum(d."referredApplications"),
         sum(d."shareLinkViews")
    FROM new_rows d
   GROUP BY 1, 2
  ON CONFLICT ("week", "businessId") DO UPDATE SET
    "applications" = c."applications" + EXCLUDED."applications",
    "referredApplications" = c."referredApplications" + EXCLUDED."referredApplications",
    "shareLinkViews" = c."shareLinkViews" + EXCLUDED."shareLinkViews";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION business_weekly_activity_days_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO business_weekly_activity AS c ("week", "businessId", "applications", "referredApplications",
                                            "shareLinkViews")
  SELECT changes.week, changes.business_id, sum(changes.applications), sum(changes.referred), sum(changes.views)
    FROM (
      SELECT date_trunc('week', n."day"::timestamp)::date AS week, n."businessId" AS business_id, n."applications",
             n."referredApplications" AS referred, n."shareLinkViews" AS views
        FROM new_rows n
      UNION ALL
      SELECT date_trunc('week', o."day"::timestamp)::date, o."businessId", -o."applications", -o."referredApplications",
             -o."shareLinkViews"
        FROM old_rows o
    ) changes
   GROUP BY 1, 2
  HAVING sum(changes.applications) <> 0 OR sum(changes.referred) <> 0 OR sum(changes.views) <> 0
  ON CONFLICT ("week", "businessId") DO UPDATE SET
    "applications" = c."applications" + EXCLUDED."applications",
    "referredApplications" = c."referredApplications" + EXCLUDED."referredApplications",
    "shareLinkViews" = c."shareLinkViews" + EXCLUDED."shareLinkViews";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Daily rows go only with their business (cascade), whose weekly rows then go too: only update.
CREATE FUNCTION business_weekly_activity_days_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE business_weekly_activity c SET
    "applications" = c."applications" - d.applications,
    "referredApplications" = c."referredApplications" - d.referred,
    "shareLinkViews" = c."shareLinkViews" - d.views
  FROM (SELECT date_trunc('week', "day"::timestamp)::date AS week, "businessId" AS business_id,
               sum("applications")::int AS applications, sum("referredApplications")::int AS referred,
               sum("shareLinkViews")::int AS views
          FROM old_rows GROUP BY 1, 2) d
  WHERE c."week" = d.week AND c."businessId" = d.business_id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER business_daily_activity_after_insert_weekly
  AFTER INSERT ON business_daily_activity REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_weekly_activity_days_inserted();
CREATE TRIGGER business_daily_activity_after_update_weekly
  AFTER UPDATE ON business_daily_activity REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_weekly_activity_days_updated();
CREATE TRIGGER business_daily_activity_after_delete_weekly
  AFTER DELETE ON business_daily_activity REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_weekly_activity_days_deleted();

-- Counts of what is already there.
INSERT INTO business_weekly_activity ("week", "businessId", "applications", "referredApplications", "shareLinkViews")
SELECT date_trunc('week', "day"::timestamp)::date, "businessId", sum("applications"), sum("referredApplications"),
       sum("shareLinkViews")
  FROM business_daily_activity
 GROUP BY 1, 2;
