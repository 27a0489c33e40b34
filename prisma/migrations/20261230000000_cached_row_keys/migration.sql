-- A change announces the rows it changed, not only its table (docs/decisions/073): the API then forgets just
-- what was kept of them, in every process. Before, a business renamed, a place, a reward source or a share
-- link removed sent the table's name, and each process forgot every job page and every share link it kept.

-- `<table>:<key>` for the changed row, its key the column the trigger names (its old and new value when an
-- update changes the key itself).
CREATE FUNCTION notify_cached_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_key := to_jsonb(OLD) ->> TG_ARGV[0];
    PERFORM pg_notify('cached_table_changed', TG_TABLE_NAME || ':' || old_key);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_key := to_jsonb(NEW) ->> TG_ARGV[0];
    IF new_key IS DISTINCT FROM old_key THEN
      PERFORM pg_notify('cached_table_changed', TG_TABLE_NAME || ':' || new_key);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- A business renamed, given another logo, closed or reopened: the jobs of that business.
DROP TRIGGER cached_table_changed_values ON businesses;
CREATE TRIGGER cached_row_changed_values AFTER UPDATE ON businesses FOR EACH ROW
  WHEN ((OLD.name, OLD."logoFileId", OLD.active) IS DISTINCT FROM (NEW.name, NEW."logoFileId", NEW.active))
  EXECUTE FUNCTION notify_cached_row_changed('id');

-- A reward source renamed: the jobs whose reward names it.
DROP TRIGGER cached_table_changed_values ON reward_sources;
CREATE TRIGGER cached_row_changed_values AFTER UPDATE ON reward_sources FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION notify_cached_row_changed('id');

-- A share link changed or removed (with its job or its user): that link, by the key it is followed by.
DROP TRIGGER cached_table_changed_rows ON share_links;
CREATE TRIGGER cached_row_changed_values AFTER UPDATE OR DELETE ON share_links FOR EACH ROW
  EXECUTE FUNCTION notify_cached_row_changed('key');

-- A place changed: the listed jobs at it, each as itself (`jobs:<id>`), found through the search rows'
-- index on the place (every listed job has a search row; a job not listed has no kept answer).
CREATE FUNCTION notify_cached_place_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cached_table_changed', 'jobs:' || s."jobId")
    FROM search.job_search s WHERE s."addressId" = NEW.id;
  RETURN NULL;
END
$$;

DROP TRIGGER cached_table_changed_values ON addresses;
CREATE TRIGGER cached_place_changed_values AFTER UPDATE ON addresses FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_cached_place_changed();
