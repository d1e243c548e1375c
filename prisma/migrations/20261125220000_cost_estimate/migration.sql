-- AlterTable: the cost estimate /schedule showed for the booked problem (lib/costs/booking.ts), kept as shown.
ALTER TABLE "Appointment" ADD COLUMN "costEstimate" JSONB;
