-- AlterTable
ALTER TABLE "referral_rewards" ADD COLUMN     "issuedPaymentMethod" TEXT,
ADD COLUMN     "issuedReference" TEXT,
ADD COLUMN     "issuedVia" TEXT;

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "processedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

