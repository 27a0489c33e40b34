-- Each search row written or removed is logged with the number `search.changes` gave it and the row as it was
-- before (none for a new row): a search's count read at one state is brought to a later one by counting, among
-- the rows changed in between, the matches as they are now less the matches as they were, instead of counting
-- every match again (decision 079, "The first search after a write"). Kept a few minutes (housekeeping); the
-- log holds every change after `search.row_changes_kept.after`.
CREATE TABLE search.row_changes (
  change bigint PRIMARY KEY,
  "jobId" integer NOT NULL,
  -- The row before this change (to_jsonb of search.job_search), NULL for a row added.
  before jsonb,
  "changedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX row_changes_changed_at_idx ON search.row_changes ("changedAt");

CREATE TABLE search.row_changes_kept (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  after bigint NOT NULL
);

-- Replaces the per-row count of migration search_changes_per_row: the sequence still moves once per row.
-- One statement per writing statement, over its transition table (a bulk refresh logs its rows at once).
DROP TRIGGER job_search_row_changes ON search.job_search;
DROP FUNCTION search.count_row_change();

CREATE FUNCTION search.log_rows_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO search.row_changes (change, "jobId", before)
    SELECT nextval('search.changes'), r."jobId", NULL FROM added_rows r;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION search.log_rows_changed() RETURNS trigger AS $$
BEGIN
  INSERT INTO search.row_changes (change, "jobId", before)
    SELECT nextval('search.changes'), r."jobId", to_jsonb(r) FROM rows_before r;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER job_search_rows_added
  AFTER INSERT ON search.job_search
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search.log_rows_added();

CREATE TRIGGER job_search_rows_updated
  AFTER UPDATE ON search.job_search
  REFERENCING OLD TABLE AS rows_before
  FOR EACH STATEMENT EXECUTE FUNCTION search.log_rows_changed();

CREATE TRIGGER job_search_rows_removed
  AFTER DELETE ON search.job_search
  REFERENCING OLD TABLE AS rows_before
  FOR EACH STATEMENT EXECUTE FUNCTION search.log_rows_changed();

-- Emptying the table: the sequence jumps past every margin as before, and the log starts again after it.
CREATE OR REPLACE FUNCTION search.count_rows_emptied() RETURNS trigger AS $$
BEGIN
  PERFORM setval('search.changes', nextval('search.changes') + 1000000000);
  DELETE FROM search.row_changes;
  UPDATE search.row_changes_kept SET after = (SELECT last_value FROM search.changes);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- An address moved (or given another state) rewrites its jobs' rows, but a search near a place or in a state checks
-- a row against its address as the address is now: a row's earlier version would be checked against where the
-- address went. The log is then whole only from after the move.
CREATE OR REPLACE FUNCTION search.addresses_updated() RETURNS trigger AS $$
DECLARE
  moved integer[];
BEGIN
  moved := ARRAY(
    SELECT j.id FROM updated_addresses_after after
    JOIN updated_addresses_before before ON before.id = after.id
    JOIN public.jobs j ON j."addressId" = after.id
    WHERE (after.latitude, after.longitude, after."stateId")
      IS DISTINCT FROM (before.latitude, before.longitude, before."stateId"));
  PERFORM search.refresh_jobs(moved);
  IF cardinality(moved) > 0 THEN
    UPDATE search.row_changes_kept SET after = greatest(after, (SELECT last_value FROM search.changes));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Last, once the triggers log: a write before them is numbered at or below this.
INSERT INTO search.row_changes_kept (after)
  SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM search.changes;
