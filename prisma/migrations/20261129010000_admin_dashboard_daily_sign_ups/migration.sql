-- Sign-ups by role and the affiliate funnel per UTC day, kept beside the rows they count, so the admin
-- dashboard sums at most a few rows a day instead of every user and affiliate event of its range
-- (docs/decisions/047-faster-answers.md). Kept in the writing transaction by statement-level triggers with
-- transition tables, like business_daily_activity: a bulk write moves its counts in one statement.

-- CreateTable
CREATE TABLE "daily_sign_ups" (
    "day" DATE NOT NULL,
    "role" "Role" NOT NULL,
    "users" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "daily_sign_ups_pkey" PRIMARY KEY ("day","role")
);

-- CreateTable
CREATE TABLE "daily_affiliate_events" (
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "signUps" INTEGER NOT NULL DEFAULT 0,
    "attributedSignUps" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "daily_affiliate_events_pkey" PRIMARY KEY ("day")
);

-- Users by the day they signed up (createdAt, UTC) and their role. Only a new day or role moves a count:
-- the updates a user's sign-ins and edits make join their old and new rows and add nothing.
CREATE FUNCTION daily_sign_ups_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO daily_sign_ups AS c ("day", "role", "users")
  SELECT u."createdAt"::date, u.role, count(*) FROM new_rows u GROUP BY 1, 2
  ON CONFLICT ("day", "role") DO UPDATE SET "users" = c."users" + EXCLUDED."users";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION daily_sign_ups_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO daily_sign_ups AS c ("day", "role", "users")
  SELECT changes.day, changes.role, sum(changes.users)
    FROM (
      SELECT n."createdAt"::date AS day, n.role, 1 AS users
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n."createdAt"::date, n.role) IS DISTINCT FROM (o."createdAt"::date, o.role)
      UNION ALL
      SELECT o."createdAt"::date, o.role, -1
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (n."createdAt"::date, n.role) IS DISTINCT FROM (o."createdAt"::date, o.role)
    ) changes
   GROUP BY 1, 2
  HAVING sum(changes.users) <> 0
  ON CONFLICT ("day", "role") DO UPDATE SET "users" = c."users" + EXCLUDED."users";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION daily_sign_ups_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE daily_sign_ups c SET "users" = c."users" - d.users
    FROM (SELECT u."createdAt"::date AS day, u.role, count(*)::int AS users FROM old_rows u GROUP BY 1, 2) d
   WHERE c."day" = d.day AND c."role" = d.role;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER users_after_insert_daily_sign_ups
  AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_sign_ups_inserted();
CREATE TRIGGER users_after_update_daily_sign_ups
  AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_sign_ups_updated();
CREATE TRIGGER users_after_delete_daily_sign_ups
  AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_sign_ups_deleted();

-- Affiliate link views, sign-ups and attributed sign-ups by UTC day (createdAt), as the dashboard counts them.
CREATE FUNCTION daily_affiliate_events_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO daily_affiliate_events AS c ("day", "views", "signUps", "attributedSignUps")
  SELECT e."createdAt"::date, count(*) FILTER (WHERE e.type = 'View'), count(*) FILTER (WHERE e.type = 'SignUp'),
         count(*) FILTER (WHERE e.type = 'SignUp' AND e.attributed)
    FROM new_rows e GROUP BY 1
  ON CONFLICT ("day") DO UPDATE SET
    "views" = c."views" + EXCLUDED."views",
    "signUps" = c."signUps" + EXCLUDED."signUps",
    "attributedSignUps" = c."attributedSignUps" + EXCLUDED."attributedSignUps";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Events are not edited in the product (a user deleted only clears userId); a day, type or attribution
-- changed moves the event's count.
CREATE FUNCTION daily_affiliate_events_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO daily_affiliate_events AS c ("day", "views", "signUps", "attributedSignUps")
  SELECT changes.day, sum(changes.views), sum(changes.sign_ups), sum(changes.attributed)
    FROM (
      SELECT n."createdAt"::date AS day, (n.type = 'View')::int AS views, (n.type = 'SignUp')::int AS sign_ups,
             (n.type = 'SignUp' AND coalesce(n.attributed, false))::int AS attributed
        FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n."createdAt"::date, n.type, n.attributed) IS DISTINCT FROM (o."createdAt"::date, o.type, o.attributed)
      UNION ALL
      SELECT o."createdAt"::date, -(o.type = 'View')::int, -(o.type = 'SignUp')::int,
             -(o.type = 'SignUp' AND coalesce(o.attributed, false))::int
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (n."createdAt"::date, n.type, n.attributed) IS DISTINCT FROM (o."createdAt"::date, o.type, o.attributed)
    ) changes
   GROUP BY 1
  HAVING sum(changes.views) <> 0 OR sum(changes.sign_ups) <> 0 OR sum(changes.attributed) <> 0
  ON CONFLICT ("day") DO UPDATE SET
    "views" = c."views" + EXCLUDED."views",
    "signUps" = c."signUps" + EXCLUDED."signUps",
    "attributedSignUps" = c."attributedSignUps" + EXCLUDED."attributedSignUps";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION daily_affiliate_events_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE daily_affiliate_events c SET
    "views" = c."views" - d.views,
    "signUps" = c."signUps" - d.sign_ups,
    "attributedSignUps" = c."attributedSignUps" - d.attributed
  FROM (SELECT e."createdAt"::date AS day, count(*) FILTER (WHERE e.type = 'View')::int AS views,
               count(*) FILTER (WHERE e.type = 'SignUp')::int AS sign_ups,
               count(*) FILTER (WHERE e.type = 'SignUp' AND e.attributed)::int AS attributed
          FROM old_rows e GROUP BY 1) d
  WHERE c."day" = d.day;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER affiliate_link_events_after_insert_daily
  AFTER INSERT ON affiliate_link_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_affiliate_events_inserted();
CREATE TRIGGER affiliate_link_events_after_update_daily
  AFTER UPDATE ON affiliate_link_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_affiliate_events_updated();
CREATE TRIGGER affiliate_link_events_after_delete_daily
  AFTER DELETE ON affiliate_link_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_affiliate_events_deleted();

-- What is already there.
INSERT INTO daily_sign_ups ("day", "role", "users")
SELECT "createdAt"::date, role, count(*) FROM users GROUP BY 1, 2;
INSERT INTO daily_affiliate_events ("day", "views", "signUps", "attributedSignUps")
SELECT "createdAt"::date, count(*) FILTER (WHERE type = 'View'), count(*) FILTER (WHERE type = 'SignUp'),
       count(*) FILTER (WHERE type = 'SignUp' AND attributed)
  FROM affiliate_link_events GROUP BY 1;
