-- Social cards (decision 035): the link-preview image of a job, a feed or the site, rendered once per
-- version and kept in storage; this row says which version is kept and where, so a new one can remove it.
CREATE TABLE "social_cards" (
    "subject" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "social_cards_pkey" PRIMARY KEY ("subject")
);

CREATE UNIQUE INDEX "social_cards_storageKey_key" ON "social_cards"("storageKey");
