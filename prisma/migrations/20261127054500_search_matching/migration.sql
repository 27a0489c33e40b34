-- Search that finds what people type (docs/decisions/011-job-search.md, "Matching"): accents folded,
-- a vocabulary of the words of live jobs for corrections and compounds, whole title words for ranking.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA search;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA search;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA search;

-- English stemming with accents folded first ('café' and 'cafe' are one word). ASCII words skip the
-- unaccent dictionary: it has nothing to fold there and costs a lookup per word.
CREATE TEXT SEARCH CONFIGURATION search.english (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION search.english
  ALTER MAPPING FOR word, hword, hword_part WITH search.unaccent, english_stem;
-- Whole words, unstemmed, accents folded: what ranks 'Intern' above 'Internal' for 'intern'.
CREATE TEXT SEARCH CONFIGURATION search.words (COPY = pg_catalog.simple);
ALTER TEXT SEARCH CONFIGURATION search.words
  ALTER MAPPING FOR word, hword, hword_part WITH search.unaccent, simple;

-- A word's stem as the search rows hold it (null for a stop word).
CREATE FUNCTION search.stem_of(word text) RETURNS text AS $$
  SELECT (tsvector_to_array(to_tsvector('search.english', word)))[1]
$$ LANGUAGE sql STABLE;

ALTER TABLE search.job_search ADD COLUMN "titleWords" tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE search.job_search ALTER COLUMN "titleWords" DROP DEFAULT;

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
  WHERE j.id = ANY(job_ids) AND j.active AND b.active
  ON CONFLICT ("jobId") DO UPDATE SET
    "postedAt" = EXCLUDED."postedAt", "postedDay" = EXCLUDED."postedDay", "businessId" = EXCLUDED."businessId",
    "addressId" = EXCLUDED."addressId", "jobTypeId" = EXCLUDED."jobTypeId",
    "jobExperienceLevelId" = EXCLUDED."jobExperienceLevelId", "jobIndustryId" = EXCLUDED."jobIndustryId",
    "jobFunctionId" = EXCLUDED."jobFunctionId", "jobLocationTypeId" = EXCLUDED."jobLocationTypeId",
    "annualSalary" = EXCLUDED."annualSalary", "searchVector" = EXCLUDED."searchVector",
    "titleWords" = EXCLUDED."titleWords", facets = EXCLUDED.facets, "expiresAt" = EXCLUDED."expiresAt";
END
$$ LANGUAGE plpgsql;

SELECT search.refresh_jobs(ARRAY(SELECT "jobId" FROM search.job_search));

-- The words of live jobs, with how many jobs hold each: the documents' lexemes (English stems) and the
-- titles' whole words. What a misspelt word is corrected to ('physcal' → 'physical', a title word; its
-- stem is what is searched), a compound is split into and a half-typed word completes to, read through
-- the trigram index and the primary key so a correction never scans the jobs. Kept in step with the
-- search rows by the triggers below, in the same transaction; a word no job holds any more is deleted.
CREATE TABLE search.vocabulary (
  word text COLLATE "C" PRIMARY KEY,
  jobs integer NOT NULL CHECK (jobs > 0)
);
CREATE INDEX vocabulary_trigram_idx ON search.vocabulary USING GIST (word search.gist_trgm_ops);

-- A job's words for the vocabulary, each once.
CREATE FUNCTION search.job_words(document tsvector, title_words tsvector) RETURNS SETOF text AS $$
  SELECT unnest(tsvector_to_array(document || title_words))
$$ LANGUAGE sql IMMUTABLE;

INSERT INTO search.vocabulary (word, jobs)
SELECT word, count(*) FROM search.job_search, search.job_words("searchVector", "titleWords") word GROUP BY word;

-- Adds each word's change in job count, and deletes a word that falls to zero. The words' rows are
-- locked first, in word order, so concurrent writers sharing words wait for each other in one order.
CREATE FUNCTION search.vocabulary_add(changes jsonb) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM search.vocabulary v WHERE v.word IN (SELECT key FROM jsonb_each_text(changes))
    ORDER BY v.word FOR UPDATE;
  INSERT INTO search.vocabulary AS v (word, jobs)
  SELECT key, value::int FROM jsonb_each_text(changes) WHERE value::int > 0 ORDER BY key
  ON CONFLICT (word) DO UPDATE SET jobs = v.jobs + EXCLUDED.jobs;
  -- Deleted before the others are lowered, so a lowered count is not taken off twice.
  DELETE FROM search.vocabulary v USING jsonb_each_text(changes) change
  WHERE v.word = change.key AND change.value::int < 0 AND v.jobs + change.value::int <= 0;
  UPDATE search.vocabulary v SET jobs = v.jobs + change.value::int FROM jsonb_each_text(changes) change
  WHERE v.word = change.key AND change.value::int < 0;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION search.job_search_vocabulary() RETURNS trigger AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(word, n) INTO changes FROM (
      SELECT word, count(*) AS n FROM new_rows, search.job_words("searchVector", "titleWords") word GROUP BY word) w;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(word, -n) INTO changes FROM (
      SELECT word, count(*) AS n FROM old_rows, search.job_words("searchVector", "titleWords") word GROUP BY word) w;
  ELSE
    SELECT jsonb_object_agg(word, n) INTO changes FROM (
      SELECT word, sum(n) AS n FROM (
        SELECT word, 1 AS n FROM new_rows JOIN old_rows USING ("jobId"),
          search.job_words(new_rows."searchVector", new_rows."titleWords") word
        WHERE (new_rows."searchVector", new_rows."titleWords") IS DISTINCT FROM (old_rows."searchVector", old_rows."titleWords")
        UNION ALL
        SELECT word, -1 FROM new_rows JOIN old_rows USING ("jobId"),
          search.job_words(old_rows."searchVector", old_rows."titleWords") word
        WHERE (new_rows."searchVector", new_rows."titleWords") IS DISTINCT FROM (old_rows."searchVector", old_rows."titleWords")) d
      GROUP BY word HAVING sum(n) <> 0) w;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM search.vocabulary_add(changes);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER job_search_vocabulary_insert AFTER INSERT ON search.job_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search.job_search_vocabulary();
CREATE TRIGGER job_search_vocabulary_update AFTER UPDATE ON search.job_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search.job_search_vocabulary();
CREATE TRIGGER job_search_vocabulary_delete AFTER DELETE ON search.job_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search.job_search_vocabulary();
