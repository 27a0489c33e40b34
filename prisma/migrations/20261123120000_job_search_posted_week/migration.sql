-- The posting week as a facet (9000000 + whole weeks since 2000-01-01, search-facets.ts's postedWeek):
-- a search reads its newest matches week by week, and GIN, intersecting a week's list with the text's
-- and the filters', skips past the other weeks' entries. See docs/decisions/011-job-search.md.

CREATE FUNCTION search.job_facets(
  posted_day integer, job_type_id integer, experience_level_id integer, industry_id integer,
  function_id integer, location_type_id integer, annual_salary numeric, latitude double precision,
  longitude double precision, state_id integer
) RETURNS integer[] IMMUTABLE PARALLEL SAFE LANGUAGE sql AS $$
  SELECT array_remove(ARRAY[
           9000000 + posted_day / 7,
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
  SELECT j.id, j."postedAt", posted.day, j."businessId", j."addressId", j."jobTypeId",
         j."jobExperienceLevelId", j."jobIndustryId", j."jobFunctionId", j."jobLocationTypeId", j."annualSalary",
         setweight(to_tsvector('english', coalesce(j.title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(b.name, '')), 'B') ||
         setweight(to_tsvector('english', regexp_replace(coalesce(j.description, ''), '<[^>]*>', ' ', 'g')), 'C'),
         search.job_facets(posted.day, j."jobTypeId", j."jobExperienceLevelId", j."jobIndustryId",
                           j."jobFunctionId", j."jobLocationTypeId", j."annualSalary", a.latitude, a.longitude,
                           a."stateId")
  FROM public.jobs j JOIN public.businesses b ON b.id = j."businessId"
  LEFT JOIN public.addresses a ON a.id = j."addressId"
  CROSS JOIN LATERAL (SELECT j."postedAt"::date - DATE '2000-01-01' AS day) posted
  WHERE j.id = ANY(job_ids) AND j.active AND b.active
  ON CONFLICT ("jobId") DO UPDATE SET
    "postedAt" = EXCLUDED."postedAt", "postedDay" = EXCLUDED."postedDay", "businessId" = EXCLUDED."businessId",
    "addressId" = EXCLUDED."addressId", "jobTypeId" = EXCLUDED."jobTypeId",
    "jobExperienceLevelId" = EXCLUDED."jobExperienceLevelId", "jobIndustryId" = EXCLUDED."jobIndustryId",
    "jobFunctionId" = EXCLUDED."jobFunctionId", "jobLocationTypeId" = EXCLUDED."jobLocationTypeId",
    "annualSalary" = EXCLUDED."annualSalary", "searchVector" = EXCLUDED."searchVector", facets = EXCLUDED.facets;
END
$$ LANGUAGE plpgsql;

DROP FUNCTION search.job_facets(integer, integer, integer, integer, integer, numeric, double precision,
                                 double precision, integer);

SELECT search.refresh_jobs(ARRAY(SELECT "jobId" FROM search.job_search));
