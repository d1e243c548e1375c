-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN "locationLabel" TEXT,
ADD COLUMN "locationLat" DOUBLE PRECISION,
ADD COLUMN "locationLng" DOUBLE PRECISION;
