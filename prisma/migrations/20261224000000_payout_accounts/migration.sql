-- A referrer's Stripe Connect (Express) account: the row exists before the account does, so the
-- account is made with an idempotency key from this row's id (decision 064).
CREATE TABLE "payout_accounts" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "stripeAccountId" TEXT,
    "detailsSubmitted" BOOLEAN NOT NULL DEFAULT false,
    "payoutsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payout_accounts_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "payout_accounts_userId_key" ON "payout_accounts"("userId");
CREATE UNIQUE INDEX "payout_accounts_stripeAccountId_key" ON "payout_accounts"("stripeAccountId");

ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A cash reward paid by a Stripe Transfer: when the transfer was asked for (from then on an admin cannot
-- also issue it by hand), the transfer (unique: one transfer pays one reward) and why the last one failed
-- or was reversed.
ALTER TABLE "referral_rewards" ADD COLUMN "transferRequestedAt" TIMESTAMP(3);
ALTER TABLE "referral_rewards" ADD COLUMN "stripeTransferId" TEXT;
ALTER TABLE "referral_rewards" ADD COLUMN "payoutFailure" TEXT;
CREATE UNIQUE INDEX "referral_rewards_stripeTransferId_key" ON "referral_rewards"("stripeTransferId");
