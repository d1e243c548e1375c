import { z } from "zod";

import { getProblem, isCategoryId } from "@/lib/catalog";
import { chatHistorySchema } from "@/lib/chat/schema";

export const postChatBodySchema = z
  .object({
    categoryId: z.string({ error: "categoryId is required" }).refine(isCategoryId, { message: "Unknown category" }),
    problemId: z
      .string()
      .max(100)
      .nullish()
      .transform((value) => value || undefined),
    messages: chatHistorySchema,
  })
  .refine((body) => body.problemId === undefined || getProblem(body.categoryId, body.problemId) !== undefined, {
    message: "Unknown problem for this category",
    path: ["problemId"],
  });

export type PostChatBody = z.infer<typeof postChatBodySchema>;
