-- The API keeps job pages' answers and share links in memory (docs/decisions/048). What changes them tells every
-- process on channel cached_table_changed, when the writing transaction commits, as for the reference tables
-- (20261128060000_cached_table_notices): `jobs:<id>` for one job's answer, a table's name for anything wider.

-- One job: a change to its row (anything but the view counter, which the view batches move every 2 s) or its
-- removal, and a change to its benefits or its reward.
CREATE FUNCTION notify_cached_job_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'viewsCount') = (to_jsonb(NEW) - 'viewsCount') THEN
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

CREATE TRIGGER cached_job_changed_values AFTER UPDATE ON jobs FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_cached_job_changed();
CREATE TRIGGER cached_job_changed_removed AFTER DELETE ON jobs FOR EACH ROW
  EXECUTE FUNCTION notify_cached_job_changed();
CREATE TRIGGER cached_job_changed_benefits AFTER INSERT OR UPDATE OR DELETE ON benefits FOR EACH ROW
  EXECUTE FUNCTION notify_cached_job_changed();
CREATE TRIGGER cached_job_changed_reward AFTER INSERT OR UPDATE OR DELETE ON rewards FOR EACH ROW
  EXECUTE FUNCTION notify_cached_job_changed();

-- Wider changes send the table's name (every cached job is dropped): emptied tables, a business renamed,
-- given another logo, closed or reopened, an address or a reward source's name changed, share links removed.
DO $$
DECLARE
  cached text;
BEGIN
  FOREACH cached IN ARRAY ARRAY['jobs', 'benefits', 'rewards', 'businesses', 'addresses', 'reward_sources',
    'share_links']
  LOOP
    EXECUTE format('CREATE TRIGGER cached_table_emptied AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_table_changed()', cached);
  END LOOP;
END
$$;

CREATE TRIGGER cached_table_changed_values AFTER UPDATE ON businesses FOR EACH ROW
  WHEN ((OLD.name, OLD."logoFileId", OLD.active) IS DISTINCT FROM (NEW.name, NEW."logoFileId", NEW.active))
  EXECUTE FUNCTION notify_cached_table_changed();
CREATE TRIGGER cached_table_changed_values AFTER UPDATE ON addresses FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_cached_table_changed();
CREATE TRIGGER cached_table_changed_values AFTER UPDATE ON reward_sources FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION notify_cached_table_changed();
CREATE TRIGGER cached_table_changed_rows AFTER UPDATE OR DELETE ON share_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_table_changed();
