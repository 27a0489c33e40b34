-- Which e-mails each user wants (docs/decisions/038-notification-settings.md); no row means every switch on.
-- CreateEnum
CREATE TYPE "NewApplicantsDelivery" AS ENUM ('instant', 'daily_digest');

-- CreateTable
CREATE TABLE "notification_settings" (
    "userId" INTEGER NOT NULL,
    "jobAlerts" BOOLEAN NOT NULL DEFAULT true,
    "applicationUpdates" BOOLEAN NOT NULL DEFAULT true,
    "referralUpdates" BOOLEAN NOT NULL DEFAULT true,
    "newApplicants" BOOLEAN NOT NULL DEFAULT true,
    "newApplicantsDelivery" "NewApplicantsDelivery" NOT NULL DEFAULT 'instant',
    "unsubscribeKey" TEXT NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

