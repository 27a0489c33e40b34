-- Job alerts and the ledger of the jobs each has mailed (docs/decisions/039-job-alerts.md).
-- CreateEnum
CREATE TYPE "JobAlertFrequency" AS ENUM ('instant', 'daily', 'weekly');

-- CreateTable
CREATE TABLE "job_alerts" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "email" TEXT,
    "whatSearchText" TEXT NOT NULL DEFAULT '',
    "whereSearchText" TEXT NOT NULL DEFAULT '',
    "radius" INTEGER NOT NULL,
    "filters" JSONB NOT NULL DEFAULT '{}',
    "frequency" "JobAlertFrequency" NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "confirmedAt" TIMESTAMP(3),
    "lastSentAt" TIMESTAMP(3),
    "secretKey" TEXT NOT NULL DEFAULT replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_alerts_pkey" PRIMARY KEY ("id"),
    -- A user's alert or a visitor's address, never both nor neither.
    CONSTRAINT "job_alerts_owner_check" CHECK (("userId" IS NULL) <> ("email" IS NULL))
);

-- CreateTable
CREATE TABLE "job_alert_mailings" (
    "alertId" INTEGER NOT NULL,
    "jobId" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_alert_mailings_pkey" PRIMARY KEY ("alertId","jobId")
);

-- CreateIndex
CREATE INDEX "job_alerts_userId_idx" ON "job_alerts"("userId");

-- CreateIndex
CREATE INDEX "job_alerts_email_idx" ON "job_alerts"("email");

-- CreateIndex
CREATE INDEX "job_alerts_frequency_active_idx" ON "job_alerts"("frequency", "active");

-- CreateIndex
CREATE INDEX "job_alert_mailings_jobId_idx" ON "job_alert_mailings"("jobId");

-- AddForeignKey
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_alert_mailings" ADD CONSTRAINT "job_alert_mailings_alertId_fkey" FOREIGN KEY ("alertId") REFERENCES "job_alerts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_alert_mailings" ADD CONSTRAINT "job_alert_mailings_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

