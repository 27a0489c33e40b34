-- Job search gets its own schema, `search`, owned by the API's search module (so a search engine can
-- replace it) and left alone by Prisma, which manages `public` only. It holds a narrow row per live job
-- (open, business active): a search visits every match's row, and narrow rows are few pages. See
-- docs/decisions/011-job-search.md.
CREATE SCHEMA search;
-- btree_gin: one GIN index holds both the document and the posting day, for "the newest matches".
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA search;

-- The search document moves off jobs, with the per-row triggers that kept it.
DROP TRIGGER jobs_search_vector_before_write ON jobs;
DROP FUNCTION jobs_search_vector_refresh();
DROP TRIGGER businesses_name_after_update ON businesses;
DROP FUNCTION businesses_rename_refresh_jobs();
DROP INDEX "jobs_searchVector_idx";
ALTER TABLE "jobs" DROP COLUMN "searchVector";

CREATE TABLE search.job_search (
  "jobId" integer PRIMARY KEY REFERENCES public.jobs (id) ON DELETE CASCADE,
  "postedAt" timestamp(3) NOT NULL,
  -- Days from 2000-01-01 to the posting date.
  "postedDay" integer NOT NULL,
  "businessId" integer NOT NULL,
  "addressId" integer,
  "jobTypeId" integer,
  "jobExperienceLevelId" integer,
  "jobIndustryId" integer,
  "jobFunctionId" integer,
  "jobLocationTypeId" integer,
  "annualSalary" numeric(14, 2),
  -- Title (A), business name (B), description without HTML (C).
  "searchVector" tsvector NOT NULL
);
CREATE INDEX job_search_newest_idx ON search.job_search ("postedAt" DESC, "jobId" DESC);
CREATE INDEX job_search_business_idx ON search.job_search ("businessId");
CREATE INDEX job_search_address_idx ON search.job_search ("addressId");
CREATE INDEX job_search_document_idx ON search.job_search USING GIN ("searchVector");
CREATE INDEX job_search_recent_document_idx ON search.job_search USING GIN ("searchVector", "postedDay");

-- Moves on whenever search rows may change, so the API can keep a search's count until then. A sequence,
-- not a counter row: it never blocks concurrent writers.
CREATE SEQUENCE search.changes;

-- Makes the search rows of these jobs agree with the jobs: a row for each live job, none for the others.
CREATE FUNCTION search.refresh_jobs(job_ids integer[]) RETURNS void AS $$
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
                                 "annualSalary", "searchVector")
  SELECT j.id, j."postedAt", j."postedAt"::date - DATE '2000-01-01', j."businessId", j."addressId", j."jobTypeId",
         j."jobExperienceLevelId", j."jobIndustryId", j."jobFunctionId", j."jobLocationTypeId", j."annualSalary",
         setweight(to_tsvector('english', coalesce(j.title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(b.name, '')), 'B') ||
         setweight(to_tsvector('english', regexp_replace(coalesce(j.description, ''), '<[^>]*>', ' ', 'g')), 'C')
  FROM public.jobs j JOIN public.businesses b ON b.id = j."businessId"
  WHERE j.id = ANY(job_ids) AND j.active AND b.active
  ON CONFLICT ("jobId") DO UPDATE SET
    "postedAt" = EXCLUDED."postedAt", "postedDay" = EXCLUDED."postedDay", "businessId" = EXCLUDED."businessId",
    "addressId" = EXCLUDED."addressId", "jobTypeId" = EXCLUDED."jobTypeId",
    "jobExperienceLevelId" = EXCLUDED."jobExperienceLevelId", "jobIndustryId" = EXCLUDED."jobIndustryId",
    "jobFunctionId" = EXCLUDED."jobFunctionId", "jobLocationTypeId" = EXCLUDED."jobLocationTypeId",
    "annualSalary" = EXCLUDED."annualSalary", "searchVector" = EXCLUDED."searchVector";
END
$$ LANGUAGE plpgsql;

-- Statement-level triggers with transition tables: a bulk insert refreshes its jobs in one pass.
CREATE FUNCTION search.jobs_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM search.refresh_jobs(ARRAY(SELECT id FROM inserted_jobs WHERE active));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER jobs_after_insert_search
  AFTER INSERT ON public.jobs REFERENCING NEW TABLE AS inserted_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search.jobs_inserted();

-- Only changes to what search reads refresh a row (a view count or a pause does not).
CREATE FUNCTION search.jobs_updated() RETURNS trigger AS $$
BEGIN
  PERFORM search.refresh_jobs(ARRAY(
    SELECT after.id FROM updated_jobs_after after JOIN updated_jobs_before before ON before.id = after.id
    WHERE (after.title, after.description, after."businessId", after.active, after."postedAt", after."addressId",
           after."jobTypeId", after."jobExperienceLevelId", after."jobIndustryId", after."jobFunctionId",
           after."jobLocationTypeId", after."annualSalary")
      IS DISTINCT FROM
          (before.title, before.description, before."businessId", before.active, before."postedAt", before."addressId",
           before."jobTypeId", before."jobExperienceLevelId", before."jobIndustryId", before."jobFunctionId",
           before."jobLocationTypeId", before."annualSalary")));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER jobs_after_update_search
  AFTER UPDATE ON public.jobs REFERENCING OLD TABLE AS updated_jobs_before NEW TABLE AS updated_jobs_after
  FOR EACH STATEMENT EXECUTE FUNCTION search.jobs_updated();

-- A business renamed, closed or reopened changes its jobs' documents or whether they are listed.
CREATE FUNCTION search.businesses_updated() RETURNS trigger AS $$
BEGIN
  PERFORM search.refresh_jobs(ARRAY(
    SELECT j.id FROM updated_businesses_after after
    JOIN updated_businesses_before before ON before.id = after.id
    JOIN public.jobs j ON j."businessId" = after.id
    WHERE (after.name, after.active) IS DISTINCT FROM (before.name, before.active)));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER businesses_after_update_search
  AFTER UPDATE ON public.businesses
  REFERENCING OLD TABLE AS updated_businesses_before NEW TABLE AS updated_businesses_after
  FOR EACH STATEMENT EXECUTE FUNCTION search.businesses_updated();

SELECT search.refresh_jobs(ARRAY(SELECT id FROM public.jobs));
