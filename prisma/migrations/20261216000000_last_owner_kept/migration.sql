-- No route deletes an account (admins deactivate them), but an operator's DELETE on users would cascade to
-- business_members and leave a business without an owner, past the last-owner rule of the team's routes
-- (docs/decisions/054-team-members.md). The last active owner of a business is therefore not deleted.
CREATE FUNCTION users_last_owner_kept() RETURNS trigger AS $$
DECLARE
  orphaned integer;
BEGIN
  -- The businesses' rows are locked as the team's changes lock them, so two owners deleted at once are taken in turn.
  PERFORM 1 FROM businesses b
    WHERE b.id IN (SELECT m."businessId" FROM business_members m WHERE m."userId" = OLD.id)
    ORDER BY b.id FOR UPDATE;
  SELECT m."businessId" INTO orphaned
    FROM business_members m
   WHERE m."userId" = OLD.id AND m.status = 'active' AND m.role = 'owner'
     AND NOT EXISTS (SELECT 1 FROM business_members o
                      WHERE o."businessId" = m."businessId" AND o.status = 'active' AND o.role = 'owner'
                        AND o.id <> m.id)
   LIMIT 1;
  IF orphaned IS NOT NULL THEN
    RAISE EXCEPTION 'A business needs at least one owner: user % is the last owner of business %. Make someone else an owner first.',
      OLD.id, orphaned USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER users_before_delete_last_owner
  BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_last_owner_kept();
