-- An admin's retry of a failed payout is a new transfer attempt with its own idempotency key: the attempt
-- number is kept on the reward, so a retried job asks Stripe with the same key (decision 066).
ALTER TABLE "referral_rewards" ADD COLUMN "transferAttempt" INTEGER NOT NULL DEFAULT 1;
