-- What a live job is, written once (docs/decisions/031-resolutions.md, "Live jobs"): an open posting of an active
-- business that is not past its expiry. The search trigger, the search reads and the API's reads of jobs
-- all call these functions instead of each writing the rule.
--
-- Two parts, because time passes without a write: whether the posting is listed (open, its business
-- active) is stored, and the search rows exist for listed postings only; whether it is past its expiry
-- changes by itself, so it is checked when read, on the job or on its search row (which carries the
-- expiry). Each is a one-expression SQL function, which PostgreSQL inlines into the statement that calls
-- it: the planner sees the plain comparison, so the indexes and plans are those of the comparison itself.
-- The expiry part reads now(), so it is STABLE (an IMMUTABLE function over now() would be neither
-- inlined nor right: its result could be folded into a plan and kept).

-- Open, of an active business: the postings the search rows are kept for.
CREATE FUNCTION public.job_is_listed(job_active boolean, business_active boolean) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT job_active AND business_active $$;

-- Not past its expiry (timestamps are UTC in `timestamp` columns): no expiry, or one still ahead.
CREATE FUNCTION public.job_is_unexpired(expires_at timestamp) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT expires_at IS NULL OR expires_at > (now() AT TIME ZONE 'UTC') $$;

-- Live: listed and not past its expiry.
CREATE FUNCTION public.job_is_live(job_active boolean, business_active boolean, expires_at timestamp) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT public.job_is_listed(job_active, business_active) AND public.job_is_unexpired(expires_at) $$;

-- The search trigger keeps a row for each listed posting (it was `j.active AND b.active`, twice).
CREATE OR REPLACE FUNCTION search.refresh_jobs(job_ids integer[]) RETURNS void AS $$
BEGIN
  IF cardinality(job_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM nextval('search.changes');
  DELETE FROM search.job_search s
  WHERE s."jobId" = ANY(job_ids)
    AND NOT EXISTS (SELECT 1 FROM public.jobs j JOIN public.businesses b ON b.id = j."businessId"
                    WHERE j.id = s."jobId" AND public.job_is_listed(j.active, b.active));
  INSERT INTO search.job_search ("jobId", "postedAt", "postedDay", "businessId", "addressId", "jobTypeId",
                                 "jobExperienceLevelId", "jobIndustryId", "jobFunctionId", "jobLocationTypeId",
                                 "annualSalary", "searchVector", "titleWords", facets, "expiresAt")
  SELECT j.id, j."postedAt", posted.day, j."businessId", j."addressId", j."jobTypeId",
         j."jobExperienceLevelId", j."jobIndustryId", j."jobFunctionId", j."jobLocationTypeId", j."annualSalary",
         setweight(to_tsvector('search.english', coalesce(j.title, '')), 'A') ||
         setweight(to_tsvector('search.english', coalesce(b.name, '')), 'B') ||
         setweight(to_tsvector('search.english', regexp_replace(coalesce(j.description, ''), '<[^>]*>', ' ', 'g')), 'C'),
         to_tsvector('search.words', coalesce(j.title, '')),
         search.job_facets(posted.day, j."jobTypeId", j."jobExperienceLevelId", j."jobIndustryId",
                           j."jobFunctionId", j."jobLocationTypeId", j."annualSalary", a.latitude, a.longitude,
                           a."stateId"),
         j."expiresAt"
  FROM public.jobs j JOIN public.businesses b ON b.id = j."businessId"
  LEFT JOIN public.addresses a ON a.id = j."addressId"
  CROSS JOIN LATERAL (SELECT j."postedAt"::date - DATE '2000-01-01' AS day) posted
  WHERE j.id = ANY(job_ids) AND public.job_is_listed(j.active, b.active)
  ON CONFLICT ("jobId") DO UPDATE SET
    "postedAt" = EXCLUDED."postedAt", "postedDay" = EXCLUDED."postedDay", "businessId" = EXCLUDED."businessId",
    "addressId" = EXCLUDED."addressId", "jobTypeId" = EXCLUDED."jobTypeId",
    "jobExperienceLevelId" = EXCLUDED."jobExperienceLevelId", "jobIndustryId" = EXCLUDED."jobIndustryId",
    "jobFunctionId" = EXCLUDED."jobFunctionId", "jobLocationTypeId" = EXCLUDED."jobLocationTypeId",
    "annualSalary" = EXCLUDED."annualSalary", "searchVector" = EXCLUDED."searchVector",
    "titleWords" = EXCLUDED."titleWords", facets = EXCLUDED.facets, "expiresAt" = EXCLUDED."expiresAt";
END
$$ LANGUAGE plpgsql;
