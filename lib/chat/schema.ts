// The chat history as POST /api/chat accepts it (the route's body schema, beside the route, builds on this).
import { z } from "zod";

import { messageKey } from "@/i18n/validation-messages";

import { CHAT_LIMITS } from "./limits";
import type { ChatMessage } from "./types";

export const chatMessageSchema = z.object({
  type: z.enum(["ai", "user"], { error: messageKey("chat.messageType") }),
  content: z
    .string({ error: messageKey("chat.messageContent") })
    .trim()
    .min(1, messageKey("chat.messageEmpty"))
    .max(CHAT_LIMITS.messageChars, messageKey("chat.messageTooLong", { max: CHAT_LIMITS.messageChars })),
  messageType: z.enum(["info", "warning", "step", "success"], { error: messageKey("chat.messageKind") }).optional(),
}) satisfies z.ZodType<ChatMessage>;

export const chatHistorySchema = z
  .array(chatMessageSchema, { error: messageKey("chat.historyNotList") })
  .min(1, messageKey("chat.historyEmpty"))
  .max(CHAT_LIMITS.messages, messageKey("chat.historyTooLong", { max: CHAT_LIMITS.messages }))
  .refine((messages) => messages.reduce((sum, message) => sum + message.content.length, 0) <= CHAT_LIMITS.totalChars, {
    message: messageKey("chat.conversationTooLong", { max: CHAT_LIMITS.totalChars }),
  })
  .refine((messages) => messages[messages.length - 1]?.type === "user", {
    message: messageKey("chat.lastNotUser"),
  });
