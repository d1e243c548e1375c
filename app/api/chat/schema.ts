import { z } from "zod";

import { defaultLocale, locales } from "@/i18n/locales";
import { getProblem, isCategoryId } from "@/lib/catalog";
import { chatHistorySchema } from "@/lib/chat/schema";
import { photoIdsSchema } from "@/lib/photos/schema";
import { messageKey } from "@/i18n/validation-messages";

export const postChatBodySchema = z
  .object({
    categoryId: z.string({ error: messageKey("chat.categoryRequired") }).refine(isCategoryId, { message: messageKey("chat.categoryUnknown") }),
    problemId: z
      .string({ error: messageKey("chat.problemUnknown") })
      .max(100, messageKey("chat.problemUnknown"))
      .nullish()
      .transform((value) => value || undefined),
    messages: chatHistorySchema,
    /** Photos uploaded with POST /api/photos for this conversation (0-6). */
    photoIds: photoIdsSchema,
    // The page's language; older clients send none and get English.
    locale: z.enum(locales, { error: messageKey("chat.localeUnknown") }).default(defaultLocale),
  })
  .refine((body) => body.problemId === undefined || getProblem(body.categoryId, body.problemId) !== undefined, {
    message: messageKey("chat.problemUnknown"),
    path: ["problemId"],
  });

export type PostChatBody = z.infer<typeof postChatBodySchema>;
