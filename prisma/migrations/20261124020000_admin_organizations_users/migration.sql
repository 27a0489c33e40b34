-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "regionId" INTEGER;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deactivatedAt" TIMESTAMP(3),
ADD COLUMN     "lastSignInAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "organizations_regionId_idx" ON "organizations"("regionId");

-- AddForeignKey
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_regionId_fkey" FOREIGN KEY ("regionId") REFERENCES "regions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

