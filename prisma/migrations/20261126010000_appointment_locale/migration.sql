-- AlterTable: the language the homeowner booked in ("en-US", "es-US"); their emails, calendar invite and booking
-- page follow it. Existing bookings were all made in English.
ALTER TABLE "Appointment" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en-US';
