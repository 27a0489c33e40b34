-- Each live job's page answer, stored as the text the API builds (docs/decisions/075, "Stored answers"): a cold
-- job page reads one row by its key instead of joining seven tables, and builds nothing.
--
-- In a schema of its own, which Prisma does not manage (as `search`): only the API's SQL reads and writes it.
--
-- An answer is true as long as it is stored:
-- - every change that announces a job page's change (notify_cached_job_changed, the place's and the business's
--   and the reward source's notices) also empties the answers of the jobs it concerns and counts their version
--   up, in the same transaction;
-- - a change to a table every answer names from (states, the five job lookups) or an emptied table counts the
--   one epoch up: an answer built under another epoch is not used;
-- - the reader that builds an answer reads the version and the epoch in the statement that reads the job, and
--   stores the answer only where the version is still the one it read (a change committed meanwhile, or still
--   holding the row, makes its update find nothing);
-- - time: the job's expiry is stored with the answer and checked when read, as job_is_unexpired does.
CREATE SCHEMA stored_answers;

CREATE TABLE stored_answers.job_pages (
  "jobId" integer PRIMARY KEY REFERENCES public.jobs(id) ON DELETE CASCADE,
  -- The job page's answer (JSON), null until a reader stores one, and again after each change.
  answer text,
  version bigint NOT NULL DEFAULT 0,
  epoch bigint NOT NULL DEFAULT 0,
  "expiresAt" timestamp(3)
);

CREATE TABLE stored_answers.epoch (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  epoch bigint NOT NULL
);
INSERT INTO stored_answers.epoch (epoch) VALUES (1);

INSERT INTO stored_answers.job_pages ("jobId") SELECT id FROM public.jobs;

-- A job's row is made with the job.
CREATE FUNCTION stored_answers.job_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stored_answers.job_pages ("jobId") VALUES (NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER stored_job_page_answer AFTER INSERT ON public.jobs FOR EACH ROW
  EXECUTE FUNCTION stored_answers.job_added();

-- The answers of these jobs are no longer true: emptied, and their version counted up.
CREATE FUNCTION stored_answers.forget_jobs(job_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE stored_answers.job_pages SET answer = NULL, version = version + 1 WHERE "jobId" = ANY(job_ids)
$$;

-- One job: its row (but the view counter and the sanitised mark), its benefits, its reward.
CREATE OR REPLACE FUNCTION notify_cached_job_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    IF TG_OP = 'UPDATE'
       AND (to_jsonb(OLD) - 'viewsCount' - 'descriptionSanitizedSha256')
         = (to_jsonb(NEW) - 'viewsCount' - 'descriptionSanitizedSha256') THEN
      RETURN NULL;
    END IF;
    PERFORM pg_notify('cached_table_changed', 'jobs:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
    IF TG_OP = 'UPDATE' THEN
      PERFORM stored_answers.forget_jobs(ARRAY[OLD.id, NEW.id]);
    END IF;
    RETURN NULL;
  END IF;
  -- benefits and rewards: the job they belong to (both jobs when one moves to another).
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('cached_table_changed', 'jobs:' || OLD."jobId");
    PERFORM stored_answers.forget_jobs(ARRAY[OLD."jobId"]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('cached_table_changed', 'jobs:' || NEW."jobId");
    PERFORM stored_answers.forget_jobs(ARRAY[NEW."jobId"]);
  END IF;
  RETURN NULL;
END
$$;

-- A place changed: the listed jobs at it (a job with a stored answer is listed: closing it forgot it).
CREATE OR REPLACE FUNCTION notify_cached_place_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cached_table_changed', 'jobs:' || s."jobId")
    FROM search.job_search s WHERE s."addressId" = NEW.id;
  PERFORM stored_answers.forget_jobs(ARRAY(SELECT s."jobId" FROM search.job_search s WHERE s."addressId" = NEW.id));
  RETURN NULL;
END
$$;

-- A business renamed, given another logo, closed or reopened: its jobs.
CREATE FUNCTION stored_answers.business_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stored_answers.forget_jobs(ARRAY(SELECT j.id FROM public.jobs j WHERE j."businessId" = NEW.id));
  RETURN NULL;
END
$$;
CREATE TRIGGER stored_job_page_answers AFTER UPDATE ON public.businesses FOR EACH ROW
  WHEN ((OLD.name, OLD."logoFileId", OLD.active) IS DISTINCT FROM (NEW.name, NEW."logoFileId", NEW.active))
  EXECUTE FUNCTION stored_answers.business_changed();

-- A reward source renamed: the jobs whose reward names it.
CREATE FUNCTION stored_answers.reward_source_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stored_answers.forget_jobs(ARRAY(SELECT r."jobId" FROM public.rewards r WHERE r."rewardSourceId" = NEW.id));
  RETURN NULL;
END
$$;
CREATE TRIGGER stored_job_page_answers AFTER UPDATE ON public.reward_sources FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION stored_answers.reward_source_changed();

-- The tables every answer may name from, and the tables above emptied at once: every answer.
CREATE FUNCTION stored_answers.everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stored_answers.epoch SET epoch = epoch + 1;
  RETURN NULL;
END
$$;
DO $$
DECLARE
  named text;
BEGIN
  FOREACH named IN ARRAY ARRAY['states', 'job_types', 'job_experience_levels', 'job_industries', 'job_functions',
    'job_location_types']
  LOOP
    EXECUTE format('CREATE TRIGGER stored_job_page_answers AFTER UPDATE OR DELETE OR TRUNCATE ON public.%I '
      'FOR EACH STATEMENT EXECUTE FUNCTION stored_answers.everything_changed()', named);
  END LOOP;
  FOREACH named IN ARRAY ARRAY['benefits', 'rewards', 'businesses', 'addresses', 'reward_sources']
  LOOP
    EXECUTE format('CREATE TRIGGER stored_job_page_answers_emptied AFTER TRUNCATE ON public.%I '
      'FOR EACH STATEMENT EXECUTE FUNCTION stored_answers.everything_changed()', named);
  END LOOP;
END
$$;

-- The answers of the jobs already written are stored by the worker (task store-job-page-answers) or by their
-- first read.
DO $$
BEGIN
  IF to_regnamespace('graphile_worker') IS NOT NULL AND EXISTS (SELECT 1 FROM public.jobs) THEN
    PERFORM graphile_worker.add_job('store-job-page-answers', '{}'::json, job_key => 'store-job-page-answers');
  END IF;
END $$;
