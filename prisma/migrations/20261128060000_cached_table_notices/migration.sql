-- Tables the API keeps in memory tell every process when they change (docs/decisions/045): the name of the
-- table goes out on channel cached_table_changed when the writing transaction commits (a transaction's
-- notices with the same name go out once). An update that changes nothing (the reference data's upserts at
-- each start) sends nothing. A table cached by the API gets these triggers in the same change.
CREATE FUNCTION notify_cached_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cached_table_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  cached text;
BEGIN
  FOREACH cached IN ARRAY ARRAY['states', 'employer_sizes', 'job_types', 'job_functions', 'job_industries',
    'job_location_types', 'job_experience_levels', 'payment_methods']
  LOOP
    EXECUTE format('CREATE TRIGGER cached_table_changed_rows AFTER INSERT OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_table_changed()', cached);
    EXECUTE format('CREATE TRIGGER cached_table_changed_values AFTER UPDATE ON %I FOR EACH ROW '
      'WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_cached_table_changed()', cached);
  END LOOP;
END
$$;
