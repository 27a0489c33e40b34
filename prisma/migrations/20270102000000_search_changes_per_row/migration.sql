-- `search.changes` moves on once for each search row written or removed, besides once before each statement
-- that writes them (search.refresh_jobs and the others): how far it moved between two reads then bounds how
-- many rows changed between them. A search whose count reached the cap by a margin at one state is still
-- capped at a later state fewer rows away (decision 079, "Pages remembered, and the first search after a write").
CREATE FUNCTION search.count_row_change() RETURNS trigger AS $$
BEGIN
  PERFORM nextval('search.changes');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER job_search_row_changes
  AFTER INSERT OR UPDATE OR DELETE ON search.job_search
  FOR EACH ROW EXECUTE FUNCTION search.count_row_change();

-- Emptying the table removes any number of rows at once: the sequence jumps past every margin.
CREATE FUNCTION search.count_rows_emptied() RETURNS trigger AS $$
BEGIN
  PERFORM setval('search.changes', nextval('search.changes') + 1000000000);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER job_search_emptied
  AFTER TRUNCATE ON search.job_search
  FOR EACH STATEMENT EXECUTE FUNCTION search.count_rows_emptied();
