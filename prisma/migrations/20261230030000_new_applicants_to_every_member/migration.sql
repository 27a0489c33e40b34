-- New applicants are told to every active member of the business, each by their own settings
-- (docs/decisions/078-new-applicants-to-the-whole-team.md): the digest's ledger lists an application once per
-- member instead of once in all.

-- The entries so far were the digests of each business's first owner: they stay theirs. An entry whose business
-- has no owner now names no one and goes.
ALTER TABLE "new_applicant_digest_entries" ADD COLUMN "userId" INTEGER;

UPDATE "new_applicant_digest_entries" e
   SET "userId" = b."ownerId"
  FROM "applications" a
  JOIN "jobs" j ON j.id = a."jobId"
  JOIN "businesses" b ON b.id = j."businessId"
 WHERE a.id = e."applicationId";

DELETE FROM "new_applicant_digest_entries" WHERE "userId" IS NULL;

-- AlterTable
ALTER TABLE "new_applicant_digest_entries" DROP CONSTRAINT "new_applicant_digest_entries_pkey",
ALTER COLUMN "userId" SET NOT NULL,
ADD CONSTRAINT "new_applicant_digest_entries_pkey" PRIMARY KEY ("applicationId", "userId");

-- CreateIndex
CREATE INDEX "new_applicant_digest_entries_userId_idx" ON "new_applicant_digest_entries"("userId");

-- AddForeignKey
ALTER TABLE "new_applicant_digest_entries" ADD CONSTRAINT "new_applicant_digest_entries_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
