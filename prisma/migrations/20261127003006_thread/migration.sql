-- After the booking (issue 32): the pro's recorded name and a proposed time on the appointment, secret links
-- (the pro's job link and per-notification links, hashed), and the booking's thread of messages and events.
ALTER TABLE "Appointment" ADD COLUMN "proName" TEXT;
ALTER TABLE "Appointment" ADD COLUMN "proposedDate" TIMESTAMP(3);
ALTER TABLE "Appointment" ADD COLUMN "proposedTimeFrame" TEXT;

CREATE TABLE "BookingLink" (
    "hash" TEXT NOT NULL,
    "appointmentId" INTEGER NOT NULL,
    "audience" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BookingLink_pkey" PRIMARY KEY ("hash")
);
CREATE INDEX "BookingLink_appointmentId_audience_idx" ON "BookingLink"("appointmentId", "audience");
ALTER TABLE "BookingLink" ADD CONSTRAINT "BookingLink_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ThreadEntry" (
    "id" SERIAL NOT NULL,
    "appointmentId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "data" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ThreadEntry_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ThreadEntry_appointmentId_id_idx" ON "ThreadEntry"("appointmentId", "id");
ALTER TABLE "ThreadEntry" ADD CONSTRAINT "ThreadEntry_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
