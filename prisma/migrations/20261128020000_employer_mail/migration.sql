-- The employer's new-applicant daily digest and the posting expiry reminder (docs/decisions/040-employer-mail.md).
-- AlterTable
ALTER TABLE "notification_settings" ADD COLUMN "newApplicantsDigestAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "new_applicant_digest_entries" (
    "applicationId" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "new_applicant_digest_entries_pkey" PRIMARY KEY ("applicationId")
);

-- CreateTable
CREATE TABLE "job_expiry_reminders" (
    "jobId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "secretKey" TEXT NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "job_expiry_reminders_pkey" PRIMARY KEY ("jobId","expiresAt")
);

-- AddForeignKey
ALTER TABLE "new_applicant_digest_entries" ADD CONSTRAINT "new_applicant_digest_entries_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_expiry_reminders" ADD CONSTRAINT "job_expiry_reminders_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
