// The spec's texts for a failed or empty assistant reply (section 8), word for word.

export const AI_FAILURE =
  "I apologize, but I'm experiencing some technical difficulties. Let me help you connect with a professional who can assist you.";

export const EMPTY_REPLY = "I apologize, but I'm having trouble generating a response. How else can I help you?";
