-- The place cell and the posting week together as one facet (docs/decisions/079-search-window-reads.md, "The cell
-- and the week in one facet"): 200000000 + (week mod 16) * 6480000 + the cell (search-facets.ts's
-- placeCellWeekFacet). A text search near a city reads its newest matches week by week; naming the week's facet
-- and the cells apart, GIN decoded the whole week's list (every row of the week's stretch of the table) to
-- intersect it with the cells'. A week's rows in the cells in reach are a short list of their own. Sixteen
-- weeks cycle through the slots: a live posting older than that shares a slot with a newer week's, and the
-- exact condition on the posting day sets them apart.

CREATE OR REPLACE FUNCTION search.job_facets(
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
           100000000 + search.place_cell(latitude, longitude),
           200000000 + (posted_day / 7) % 16 * 6480000 + search.place_cell(latitude, longitude)], NULL)
         -- One per Min Salary option the salary reaches (40,000 to 200,000 in steps of 20,000).
         || ARRAY(SELECT 6000000 + option FROM generate_series(40, 200, 20) option
                  WHERE annual_salary >= option * 1000)
$$;

-- Every search row with a place gets its new facet. The index is built again after the rows rather than
-- taking a million rows' entries one by one (it takes each write in place, without a pending list).
DROP INDEX search.job_search_document_idx;

UPDATE search.job_search s
SET facets = search.job_facets(s."postedDay", s."jobTypeId", s."jobExperienceLevelId", s."jobIndustryId",
                               s."jobFunctionId", s."jobLocationTypeId", s."annualSalary", a.latitude, a.longitude,
                               a."stateId")
FROM public.addresses a
WHERE a.id = s."addressId";

CREATE INDEX job_search_document_idx ON search.job_search USING GIN ("searchVector", facets, "postedDay")
  WITH (fastupdate = off);
