-- Closing postings (docs/decisions/031-resolutions.md).

-- The expiry sweep finds open postings past their expiry through this index.
CREATE INDEX "jobs_active_expiresAt_idx" ON "jobs"("active", "expiresAt");

-- The platform fee has one source, PLATFORM_FEE_PERCENT in the API's config; the unread setting row goes.
DELETE FROM "settings" WHERE "key" = 'platform_fee_percent';

-- A posting past its expiry leaves search at once, before the sweep closes it: its search row carries
-- the expiry, checked on every candidate row (the indexes that find the rows are unchanged).
ALTER TABLE search.job_search ADD COLUMN "expiresAt" timestamp(3);

CREATE OR REPLACE FUNCTION search.refresh_jobs(job_ids integer[]) RETURNS void AS $$
BEGIN
  IF cardinality(job_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM nextval('search.changes');
  DELETE FROM search.job_search s
  WHERE s."jobId" = ANY(job_ids)
    AND NOT EXISTS (SELECT 1 FROM public.jobs j JOIN public.businesses b ON b.id = j."businessId"
                    WHERE j.id = s."jobId" AND j.active AND b.active);
  INSERT INTO search.job_search ("jobId", "postedAt", "postedDay", "businessId", "addressId", "jobTypeId",
                                 "jobExperienceLevelId", "jobIndustryId", "jobFunctionId", "jobLocationTypeId",
                                 "annualSalary", "searchVector", facets, "expiresAt")
  SELECT j.id, j."postedAt", posted.day, j."businessId", j."addressId", j."jobTypeId",
         j."jobExperienceLevelId", j."jobIndustryId", j."jobFunctionId", j."jobLocationTypeId", j."annualSalary",
         setweight(to_tsvector('english', coalesce(j.title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(b.name, '')), 'B') ||
         setweight(to_tsvector('english', regexp_replace(coalesce(j.description, ''), '<[^>]*>', ' ', 'g')), 'C'),
         search.job_facets(posted.day, j."jobTypeId", j."jobExperienceLevelId", j."jobIndustryId",
                           j."jobFunctionId", j."jobLocationTypeId", j."annualSalary", a.latitude, a.longitude,
                           a."stateId"),
         j."expiresAt"
  FROM public.jobs j JOIN public.businesses b ON b.id = j."businessId"
  LEFT JOIN public.addresses a ON a.id = j."addressId"
  CROSS JOIN LATERAL (SELECT j."postedAt"::date - DATE '2000-01-01' AS day) posted
  WHERE j.id = ANY(job_ids) AND j.active AND b.active
  ON CONFLICT ("jobId") DO UPDATE SET
    "postedAt" = EXCLUDED."postedAt", "postedDay" = EXCLUDED."postedDay", "businessId" = EXCLUDED."businessId",
    "addressId" = EXCLUDED."addressId", "jobTypeId" = EXCLUDED."jobTypeId",
    "jobExperienceLevelId" = EXCLUDED."jobExperienceLevelId", "jobIndustryId" = EXCLUDED."jobIndustryId",
    "jobFunctionId" = EXCLUDED."jobFunctionId", "jobLocationTypeId" = EXCLUDED."jobLocationTypeId",
    "annualSalary" = EXCLUDED."annualSalary", "searchVector" = EXCLUDED."searchVector", facets = EXCLUDED.facets,
    "expiresAt" = EXCLUDED."expiresAt";
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION search.jobs_updated() RETURNS trigger AS $$
BEGIN
  PERFORM search.refresh_jobs(ARRAY(
    SELECT after.id FROM updated_jobs_after after JOIN updated_jobs_before before ON before.id = after.id
    WHERE (after.title, after.description, after."businessId", after.active, after."postedAt", after."addressId",
           after."jobTypeId", after."jobExperienceLevelId", after."jobIndustryId", after."jobFunctionId",
           after."jobLocationTypeId", after."annualSalary", after."expiresAt")
      IS DISTINCT FROM
          (before.title, before.description, before."businessId", before.active, before."postedAt", before."addressId",
           before."jobTypeId", before."jobExperienceLevelId", before."jobIndustryId", before."jobFunctionId",
           before."jobLocationTypeId", before."annualSalary", before."expiresAt")));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

SELECT search.refresh_jobs(ARRAY(SELECT "jobId" FROM search.job_search));
