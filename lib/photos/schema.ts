import { z } from "zod";

import { messageKey } from "@/i18n/validation-messages";
import { MAX_PHOTOS_PER_REQUEST } from "./limits";
import { PHOTO_ID } from "./store";

/**
 * Photos uploaded with POST /api/photos to attach to the booking (issue 22): at most six, each a photo id. Whether
 * each exists and is still free is the server's check (lib/photos/attach.ts); a repeated id counts once.
 */
export const photoIdsSchema = z
  .array(z.string({ error: messageKey("photos.unknown") }).regex(PHOTO_ID, messageKey("photos.unknown")), { error: messageKey("photos.notList") })
  .max(MAX_PHOTOS_PER_REQUEST, messageKey("photos.tooMany", { max: MAX_PHOTOS_PER_REQUEST }))
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);
