-- The admin dashboard (docs/decisions/021-admin-dashboard.md) counts its figures by week over these
-- timestamps.
CREATE INDEX "users_createdAt_idx" ON "users"("createdAt");
CREATE INDEX "applications_createdAt_idx" ON "applications"("createdAt");
CREATE INDEX "share_link_views_createdAt_idx" ON "share_link_views"("createdAt");
CREATE INDEX "affiliate_link_events_createdAt_idx" ON "affiliate_link_events"("createdAt");
