-- Thread photos (issue 32): a message's photos and the pro's after-photos belong to their thread entry as well as to
-- the booking (appointmentId), so erasure and the caps already count them as attached.
ALTER TABLE "Photo" ADD COLUMN "threadEntryId" INTEGER;
CREATE INDEX "Photo_threadEntryId_idx" ON "Photo"("threadEntryId");
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_threadEntryId_fkey" FOREIGN KEY ("threadEntryId") REFERENCES "ThreadEntry"("id") ON DELETE SET NULL ON UPDATE CASCADE;
