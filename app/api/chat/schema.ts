import { z } from "zod";

import { getProblem, isCategoryId } from "@/lib/catalog";
import { chatHistorySchema } from "@/lib/chat/schema";
import { messageKey } from "@/lib/validation/messages";

export const postChatBodySchema = z
  .object({
    categoryId: z.string({ error: messageKey("chat.categoryRequired") }).refine(isCategoryId, { message: messageKey("chat.categoryUnknown") }),
    problemId: z
      .string({ error: messageKey("chat.problemUnknown") })
      .max(100, messageKey("chat.problemUnknown"))
      .nullish()
      .transform((value) => value || undefined),
    messages: chatHistorySchema,
  })
  .refine((body) => body.problemId === undefined || getProblem(body.categoryId, body.problemId) !== undefined, {
    message: messageKey("chat.problemUnknown"),
    path: ["problemId"],
  });

export type PostChatBody = z.infer<typeof postChatBodySchema>;
