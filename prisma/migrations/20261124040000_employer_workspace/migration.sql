-- AlterTable
ALTER TABLE "businesses" ADD COLUMN     "regionId" INTEGER;

-- AlterTable
ALTER TABLE "memberships" ADD COLUMN     "acceptedById" INTEGER;

-- AddForeignKey
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_regionId_fkey" FOREIGN KEY ("regionId") REFERENCES "regions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_acceptedById_fkey" FOREIGN KEY ("acceptedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

