-- Job sources (docs/decisions/062-job-sources.md): boards a business connects, and the imported jobs' source, id and page there.
-- CreateEnum
CREATE TYPE "JobSourceKind" AS ENUM ('greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters', 'json_ld', 'feed');

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "jobSourceId" INTEGER,
ADD COLUMN     "sourceDigest" TEXT,
ADD COLUMN     "sourceJobId" TEXT,
ADD COLUMN     "sourceUrl" TEXT;

-- CreateTable
CREATE TABLE "job_sources" (
    "id" SERIAL NOT NULL,
    "businessId" INTEGER NOT NULL,
    "kind" "JobSourceKind" NOT NULL,
    "board" TEXT NOT NULL,
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "defaultReward" JSONB,
    "lastSyncedAt" TIMESTAMP(3),
    "lastError" TEXT,
    "failingSince" TIMESTAMP(3),
    "failureCount" INTEGER NOT NULL DEFAULT 0,
    "failureMailedAt" TIMESTAMP(3),
    "nextSyncAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "syncStartedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "job_sources_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "job_sources_paused_nextSyncAt_idx" ON "job_sources"("paused", "nextSyncAt");

-- CreateIndex
CREATE UNIQUE INDEX "job_sources_businessId_kind_board_key" ON "job_sources"("businessId", "kind", "board");

-- CreateIndex
CREATE UNIQUE INDEX "jobs_jobSourceId_sourceJobId_key" ON "jobs"("jobSourceId", "sourceJobId");

-- AddForeignKey
ALTER TABLE "job_sources" ADD CONSTRAINT "job_sources_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_jobSourceId_fkey" FOREIGN KEY ("jobSourceId") REFERENCES "job_sources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

