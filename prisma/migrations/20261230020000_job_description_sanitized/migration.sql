-- A job page showed its description sanitised on every read of a job not in memory (docs/decisions/075). The
-- writers sanitise it before storing it; they now also store its SHA-256 when sanitising it again leaves it as it
-- is, and the reads show such a description as stored.

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN "descriptionSanitizedSha256" TEXT;

-- The SHA-256 vouches for one text only: a description written without it, or with another text's, keeps none,
-- so a writer that does not sanitise (a statement by hand, an import of old rows) can never have its text shown
-- unsanitised.
CREATE FUNCTION jobs_description_sanitized_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."descriptionSanitizedSha256" IS DISTINCT FROM encode(sha256(convert_to(NEW.description, 'UTF8')), 'hex') THEN
    NEW."descriptionSanitizedSha256" := NULL;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER jobs_description_sanitized_check
  BEFORE INSERT OR UPDATE OF description, "descriptionSanitizedSha256" ON jobs
  FOR EACH ROW WHEN (NEW."descriptionSanitizedSha256" IS NOT NULL)
  EXECUTE FUNCTION jobs_description_sanitized_check();

-- Marking a description sanitised changes no answer: no notice for it (as for the view counter).
CREATE OR REPLACE FUNCTION notify_cached_job_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    IF TG_OP = 'UPDATE'
       AND (to_jsonb(OLD) - 'viewsCount' - 'descriptionSanitizedSha256')
         = (to_jsonb(NEW) - 'viewsCount' - 'descriptionSanitizedSha256') THEN
      RETURN NULL;
    END IF;
    PERFORM pg_notify('cached_table_changed', 'jobs:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
    RETURN NULL;
  END IF;
  -- benefits and rewards: the job they belong to (both jobs when one moves to another).
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('cached_table_changed', 'jobs:' || OLD."jobId");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('cached_table_changed', 'jobs:' || NEW."jobId");
  END IF;
  RETURN NULL;
END
$$;

-- The jobs already written are checked by the worker (task mark-sanitized-descriptions): sanitising needs
-- the application's sanitiser. Until then they are sanitised when read, as before.
DO $$
BEGIN
  IF to_regnamespace('graphile_worker') IS NOT NULL AND EXISTS (SELECT 1 FROM jobs) THEN
    PERFORM graphile_worker.add_job('mark-sanitized-descriptions', '{}'::json,
                                    job_key => 'mark-sanitized-descriptions');
  END IF;
END $$;
