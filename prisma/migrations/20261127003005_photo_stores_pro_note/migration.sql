-- The note for the pro gets its own column (issue 33). Until now the server appended it to problemDescription
-- behind the English prefix "Note for the pro: " after a blank line (lib/validation/appointment.ts), and read the
-- last such prefix back. Existing notes move out the same way: the text after the last "\n\nNote for the pro: ",
-- or the whole description when it starts with the prefix (no chat and no issue).
ALTER TABLE "Appointment" ADD COLUMN "noteForPro" TEXT;

UPDATE "Appointment"
SET "noteForPro" = NULLIF(parts[2], ''), "problemDescription" = parts[1]
FROM (
  SELECT "id" AS "noteId", regexp_match("problemDescription", '^(.*)\n\nNote for the pro: (.*)$') AS parts
  FROM "Appointment"
) AS found
WHERE found."noteId" = "Appointment"."id" AND found.parts IS NOT NULL;

UPDATE "Appointment"
SET "noteForPro" = NULLIF(substr("problemDescription", length('Note for the pro: ') + 1), ''), "problemDescription" = ''
WHERE "noteForPro" IS NULL AND starts_with("problemDescription", 'Note for the pro: ');

-- The sweep and the total cap look for unattached photos by age: (appointmentId IS NULL, createdAt) in one index,
-- which also serves a booking's photos and so replaces the index on appointmentId alone.
DROP INDEX "Photo_appointmentId_idx";
CREATE INDEX "Photo_appointmentId_createdAt_idx" ON "Photo"("appointmentId", "createdAt");

-- CreateTable
CREATE TABLE "OrphanedPhotoBytes" (
    "id" SERIAL NOT NULL,
    "photoId" TEXT NOT NULL,
    "store" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrphanedPhotoBytes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrphanedPhotoBytes_photoId_store_key" ON "OrphanedPhotoBytes"("photoId", "store");

-- CreateTable
CREATE TABLE "PhotoSweepRun" (
    "name" TEXT NOT NULL,
    "lastRunAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PhotoSweepRun_pkey" PRIMARY KEY ("name")
);
