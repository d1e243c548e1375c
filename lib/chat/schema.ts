// The chat history as POST /api/chat accepts it (the route's body schema, beside the route, builds on this).
import { z } from "zod";

import { CHAT_LIMITS } from "./limits";
import type { ChatMessage } from "./types";

export const chatMessageSchema = z.object({
  type: z.enum(["ai", "user"], { error: "Each message type must be 'ai' or 'user'" }),
  content: z
    .string({ error: "Each message needs text content" })
    .trim()
    .min(1, "Messages must not be empty")
    .max(CHAT_LIMITS.messageChars, `Each message must be at most ${CHAT_LIMITS.messageChars} characters`),
  messageType: z.enum(["info", "warning", "step", "success"]).optional(),
}) satisfies z.ZodType<ChatMessage>;

export const chatHistorySchema = z
  .array(chatMessageSchema, { error: "messages must be a list of chat messages" })
  .min(1, "Send at least one message")
  .max(CHAT_LIMITS.messages, `Send at most ${CHAT_LIMITS.messages} messages`)
  .refine((messages) => messages.reduce((sum, message) => sum + message.content.length, 0) <= CHAT_LIMITS.totalChars, {
    message: `The conversation must be at most ${CHAT_LIMITS.totalChars} characters in total`,
  })
  .refine((messages) => messages[messages.length - 1]?.type === "user", {
    message: "The last message must be from the user",
  });
