-- Consent to mail an address (docs/decisions/051-address-consent.md).

-- AlterTable
ALTER TABLE "job_alerts" ADD COLUMN     "mailbox" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "emailConfirmedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "email_confirmations" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_confirmations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_confirmations_userId_key" ON "email_confirmations"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "email_confirmations_tokenHash_key" ON "email_confirmations"("tokenHash");

-- CreateIndex
CREATE INDEX "job_alerts_mailbox_idx" ON "job_alerts"("mailbox");

-- AddForeignKey
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Accounts made before addresses were confirmed keep getting their mail: they count as confirmed.
UPDATE "users" SET "emailConfirmedAt" = "createdAt";

-- Visitors' alerts already saved get their mailbox by the rules of infra/mail/mailbox.ts (lower case, no
-- +tag, no dots at gmail.com, googlemail.com read as gmail.com). Stored addresses have exactly one '@'.
UPDATE "job_alerts" a
   SET "mailbox" = (CASE WHEN p.domain IN ('gmail.com', 'googlemail.com') THEN replace(p.base, '.', '') ELSE p.base END)
       || '@' || (CASE WHEN p.domain = 'googlemail.com' THEN 'gmail.com' ELSE p.domain END)
  FROM (SELECT id,
               split_part(lower(btrim("email")), '@', 2) AS domain,
               coalesce(nullif(split_part(split_part(lower(btrim("email")), '@', 1), '+', 1), ''),
                        split_part(lower(btrim("email")), '@', 1)) AS base
          FROM "job_alerts" WHERE "email" IS NOT NULL) p
 WHERE p.id = a.id;
