-- A job's share-link view count (job_counters."shareViewsCount") finds a view's job through its share
-- link. When a share link is deleted (with its referrer's account), its views are deleted by cascade
-- after the link is gone, so their trigger found no job and the count kept them. A share link's own
-- trigger now takes its views away before it goes, and moves them should it move to another job; the
-- cascaded deletes, no longer finding their link, take away nothing twice.

CREATE FUNCTION job_counters_share_link_views(share_link_id integer) RETURNS integer AS $$
  SELECT count(*)::int FROM share_link_views WHERE "shareLinkId" = share_link_id
$$ LANGUAGE sql STABLE;

CREATE FUNCTION job_counters_share_link_deleting() RETURNS trigger AS $$
BEGIN
  UPDATE job_counters SET "shareViewsCount" = "shareViewsCount" - job_counters_share_link_views(OLD.id)
   WHERE "jobId" = OLD."jobId";
  RETURN OLD;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION job_counters_share_link_moved() RETURNS trigger AS $$
DECLARE
  views integer := job_counters_share_link_views(NEW.id);
BEGIN
  IF views = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE job_counters SET "shareViewsCount" = "shareViewsCount" - views WHERE "jobId" = OLD."jobId";
  INSERT INTO job_counters AS c ("jobId", "shareViewsCount") VALUES (NEW."jobId", views)
  ON CONFLICT ("jobId") DO UPDATE SET "shareViewsCount" = c."shareViewsCount" + EXCLUDED."shareViewsCount";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER share_links_before_delete_counters
  BEFORE DELETE ON share_links
  FOR EACH ROW EXECUTE FUNCTION job_counters_share_link_deleting();
CREATE TRIGGER share_links_after_move_counters
  AFTER UPDATE OF "jobId" ON share_links
  FOR EACH ROW WHEN (OLD."jobId" IS DISTINCT FROM NEW."jobId")
  EXECUTE FUNCTION job_counters_share_link_moved();

-- Counts already off by views that went with their links: counted again.
UPDATE job_counters c SET "shareViewsCount" = coalesce(v.views, 0)
  FROM job_counters c2
  LEFT JOIN (SELECT s."jobId", count(*)::int AS views
               FROM share_link_views sv JOIN share_links s ON s.id = sv."shareLinkId" GROUP BY 1) v
    ON v."jobId" = c2."jobId"
 WHERE c."jobId" = c2."jobId" AND c."shareViewsCount" <> coalesce(v.views, 0);
