-- A gift card from a local business carries a redemption code the referrer shows there; the business's
-- contact (or an admin) marks it redeemed once (decision 065).
ALTER TABLE "referral_rewards" ADD COLUMN "redemptionCode" TEXT;
ALTER TABLE "referral_rewards" ADD COLUMN "redeemedAt" TIMESTAMP(3);
ALTER TABLE "referral_rewards" ADD COLUMN "redeemedById" INTEGER;
CREATE UNIQUE INDEX "referral_rewards_redemptionCode_key" ON "referral_rewards"("redemptionCode");
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_redeemedById_fkey" FOREIGN KEY ("redeemedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Who at a reward source may mark its gift cards redeemed: the signed-in user with this confirmed address.
ALTER TABLE "reward_sources" ADD COLUMN "contactEmail" TEXT;
