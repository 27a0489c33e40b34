-- Facets: a job's filterable values as integers in the same GIN index as its text and posting day, so
-- broad text, a big city and broad filters are intersected inside the index instead of row by row.
-- The codes are apps/api/src/modules/jobs/search-facets.ts's: kind + value. See
-- docs/decisions/011-job-search.md.

-- Cells of a tenth of a degree: row * 3600 + column.
CREATE FUNCTION search.place_cell(latitude double precision, longitude double precision) RETURNS integer
  IMMUTABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT floor((latitude + 90) / 0.1)::integer * 3600 + floor((longitude + 180) / 0.1)::integer $$;

CREATE FUNCTION search.job_facets(
  job_type_id integer, experience_level_id integer, industry_id integer, function_id integer,
  location_type_id integer, annual_salary numeric, latitude double precision, longitude double precision,
  state_id integer
) RETURNS integer[] IMMUTABLE PARALLEL SAFE LANGUAGE sql AS $$
  SELECT array_remove(ARRAY[
           CASE WHEN job_type_id < 1000000 THEN 1000000 + job_type_id END,
           CASE WHEN experience_level_id < 1000000 THEN 2000000 + experience_level_id END,
           CASE WHEN industry_id < 1000000 THEN 3000000 + industry_id END,
           CASE WHEN function_id < 1000000 THEN 4000000 + function_id END,
           CASE WHEN location_type_id < 1000000 THEN 5000000 + location_type_id END,
           CASE WHEN state_id < 1000000 THEN 8000000 + state_id END,
           100000000 + search.place_cell(latitude, longitude)], NULL)
         -- One per Min Salary option the salary reaches (40,000 to 200,000 in steps of 20,000).
         || ARRAY(SELECT 6000000 + option FROM generate_series(40, 200, 20) option
                  WHERE annual_salary >= option * 1000)
$$;

ALTER TABLE search.job_search ADD COLUMN facets integer[] NOT NULL DEFAULT '{}';

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
                                 "annualSalary", "searchVector", facets)
  SELECT j.id, j."postedAt", j."postedAt"::date - DATE '2000-01-01', j."businessId", j."addressId", j."jobTypeId",
         j."jobExperienceLevelId", j."jobIndustryId", j."jobFunctionId", j."jobLocationTypeId", j."annualSalary",
         setweight(to_tsvector('english', coalesce(j.title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(b.name, '')), 'B') ||
         setweight(to_tsvector('english', regexp_replace(coalesce(j.description, ''), '<[^>]*>', ' ', 'g')), 'C'),
         search.job_facets(j."jobTypeId", j."jobExperienceLevelId", j."jobIndustryId", j."jobFunctionId",
                           j."jobLocationTypeId", j."annualSalary", a.latitude, a.longitude, a."stateId")
  FROM public.jobs j JOIN public.businesses b ON b.id = j."businessId"
  LEFT JOIN public.addresses a ON a.id = j."addressId"
  WHERE j.id = ANY(job_ids) AND j.active AND b.active
  ON CONFLICT ("jobId") DO UPDATE SET
    "postedAt" = EXCLUDED."postedAt", "postedDay" = EXCLUDED."postedDay", "businessId" = EXCLUDED."businessId",
    "addressId" = EXCLUDED."addressId", "jobTypeId" = EXCLUDED."jobTypeId",
    "jobExperienceLevelId" = EXCLUDED."jobExperienceLevelId", "jobIndustryId" = EXCLUDED."jobIndustryId",
    "jobFunctionId" = EXCLUDED."jobFunctionId", "jobLocationTypeId" = EXCLUDED."jobLocationTypeId",
    "annualSalary" = EXCLUDED."annualSalary", "searchVector" = EXCLUDED."searchVector", facets = EXCLUDED.facets;
END
$$ LANGUAGE plpgsql;

-- An address moved (or given another state) moves its jobs' place facets.
CREATE FUNCTION search.addresses_updated() RETURNS trigger AS $$
BEGIN
  PERFORM search.refresh_jobs(ARRAY(
    SELECT j.id FROM updated_addresses_after after
    JOIN updated_addresses_before before ON before.id = after.id
    JOIN public.jobs j ON j."addressId" = after.id
    WHERE (after.latitude, after.longitude, after."stateId")
      IS DISTINCT FROM (before.latitude, before.longitude, before."stateId")));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER addresses_after_update_search
  AFTER UPDATE ON public.addresses
  REFERENCING OLD TABLE AS updated_addresses_before NEW TABLE AS updated_addresses_after
  FOR EACH STATEMENT EXECUTE FUNCTION search.addresses_updated();

SELECT search.refresh_jobs(ARRAY(SELECT "jobId" FROM search.job_search));

-- One GIN index for text, facets and posting day (any subset of its columns can use it): separate
-- indexes tempted the planner into ANDing bitmaps of a fifth of the table each.
DROP INDEX search.job_search_document_idx;
DROP INDEX search.job_search_recent_document_idx;
DROP INDEX search.job_search_address_idx;
CREATE INDEX job_search_document_idx ON search.job_search USING GIN ("searchVector", facets, "postedDay");
-- Nearest first: the newest jobs of each address in reach.
CREATE INDEX job_search_address_newest_idx ON search.job_search ("addressId", "postedAt" DESC, "jobId" DESC);
