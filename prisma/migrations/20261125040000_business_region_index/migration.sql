-- The admin dashboard breaks its figures down by the businesses' own region (decision 021).
-- IF NOT EXISTS: the business profile work may add the same index.
CREATE INDEX IF NOT EXISTS "businesses_regionId_idx" ON "businesses"("regionId");
