-- AlterTable: who sent each photo, as a keyed hash of their address (lib/photos/signing.ts), so the chat takes only
-- the sender's own photos. Photos uploaded before have none, and live at most another day.
ALTER TABLE "Photo" ADD COLUMN "uploaderTag" TEXT;
