-- CreateEnum
CREATE TYPE "BusinessMemberRole" AS ENUM ('owner', 'recruiter');

-- CreateEnum
CREATE TYPE "BusinessMemberStatus" AS ENUM ('active', 'invited');

-- CreateTable
CREATE TABLE "business_members" (
    "id" SERIAL NOT NULL,
    "businessId" INTEGER NOT NULL,
    "userId" INTEGER,
    "email" TEXT,
    "role" "BusinessMemberRole" NOT NULL,
    "status" "BusinessMemberStatus" NOT NULL,
    "invitedById" INTEGER,
    "joinedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "business_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_invitations" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "business_members_userId_key" ON "business_members"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "business_members_businessId_userId_key" ON "business_members"("businessId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "business_members_businessId_email_key" ON "business_members"("businessId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "member_invitations_tokenHash_key" ON "member_invitations"("tokenHash");

-- CreateIndex
CREATE INDEX "member_invitations_memberId_idx" ON "member_invitations"("memberId");

-- AddForeignKey
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "business_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A row is an active member (a user, no address of its own) or an invitation (an address, no user yet).
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_who" CHECK (
  (status = 'active' AND "userId" IS NOT NULL AND email IS NULL)
  OR (status = 'invited' AND "userId" IS NULL AND email IS NOT NULL)
);

-- Today's owners become their business's first owner member.
INSERT INTO "business_members" ("businessId", "userId", role, status, "joinedAt", "createdAt", "updatedAt")
SELECT id, "ownerId", 'owner', 'active', "createdAt", "createdAt", CURRENT_TIMESTAMP
  FROM businesses WHERE "ownerId" IS NOT NULL;

-- The members are the truth (docs/decisions/054-team-members.md); businesses."ownerId" follows them: the
-- business's first active owner, the addressee of its receipts, reminders and Stripe customer.
CREATE FUNCTION business_owner_kept(business_id integer) RETURNS void AS $$
  UPDATE businesses b SET "ownerId" = first_owner.user_id
    FROM (SELECT (SELECT m."userId" FROM business_members m
                   WHERE m."businessId" = business_id AND m.status = 'active' AND m.role = 'owner'
                   ORDER BY m."joinedAt" NULLS LAST, m.id LIMIT 1) AS user_id) first_owner
   WHERE b.id = business_id AND b."ownerId" IS DISTINCT FROM first_owner.user_id;
$$ LANGUAGE sql;

-- The one referral rule (decision 049), its "member of the hiring business" now every active member of it
-- (an owner or a recruiter), not only its owner.
CREATE OR REPLACE FUNCTION referral_referrer(candidate_id integer, job_id integer, share_link_id integer) RETURNS integer AS $$
  SELECT sl."userId"
    FROM share_links sl
    JOIN jobs j ON j.id = sl."jobId"
   WHERE sl.id = share_link_id
     AND sl."jobId" = job_id
     AND sl."userId" <> candidate_id
     AND NOT EXISTS (SELECT 1 FROM business_members m
                      WHERE m."businessId" = j."businessId" AND m."userId" = sl."userId" AND m.status = 'active')
$$ LANGUAGE sql STABLE;

-- A member joining, leaving or moving decides again the answers of the business's applications (they
-- depended on the owner before; the members now), and keeps the business's first owner.
CREATE FUNCTION business_members_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM business_owner_kept(OLD."businessId");
    PERFORM referrals_decide_again(ARRAY(SELECT id FROM jobs WHERE "businessId" = OLD."businessId"));
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."businessId" <> OLD."businessId") THEN
    PERFORM business_owner_kept(NEW."businessId");
    PERFORM referrals_decide_again(ARRAY(SELECT id FROM jobs WHERE "businessId" = NEW."businessId"));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER business_members_after_insert
  AFTER INSERT ON business_members
  FOR EACH ROW WHEN (NEW.status = 'active')
  EXECUTE FUNCTION business_members_changed();
CREATE TRIGGER business_members_after_update
  AFTER UPDATE OF "businessId", "userId", status, role ON business_members
  FOR EACH ROW WHEN ((OLD."businessId", OLD."userId", OLD.status, OLD.role)
                     IS DISTINCT FROM (NEW."businessId", NEW."userId", NEW.status, NEW.role))
  EXECUTE FUNCTION business_members_changed();
CREATE TRIGGER business_members_after_delete
  AFTER DELETE ON business_members
  FOR EACH ROW WHEN (OLD.status = 'active')
  EXECUTE FUNCTION business_members_changed();

-- "ownerId" now follows the members, whose trigger decides the answers again: the owner's own trigger goes.
DROP TRIGGER businesses_after_owner_referrals ON businesses;
DROP FUNCTION referrals_business_owner_changed();

-- The answers of what is already there under the new rule (the counters follow by their triggers).
SELECT referrals_decide_again(ARRAY(SELECT id FROM jobs));
