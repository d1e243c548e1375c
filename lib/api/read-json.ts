import apiMessages from "@/messages/en-US/api.json";

import { ApiError } from "./errors";
import { apiText } from "./texts";

export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;
export const INVALID_JSON_MESSAGE = apiMessages.Api.invalidJson;

/**
 * Reads a JSON body, refusing more than `maxBytes` (413) without buffering the excess,
 * and malformed or empty JSON (400).
 */
export async function readJsonBody(request: Request, maxBytes: number = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  // Built only when needed: formatting the text and capturing a stack on every request is wasted work.
  const tooLarge = () => new ApiError(413, apiText("bodyTooLarge", { kb: Math.floor(maxBytes / 1024) }));
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const text = await readTextWithLimit(request, maxBytes, tooLarge);
  try {
    return JSON.parse(text, storableString) as unknown;
  } catch {
    throw new ApiError(400, INVALID_JSON_MESSAGE);
  }
}

/**
 * PostgreSQL text cannot hold U+0000 and its JSON type rejects lone surrogates, so such characters would turn a
 * client's odd input into a 500. They carry no meaning in a name or a comment: drop NULs, and replace lone
 * surrogates with U+FFFD.
 */
function storableString(_key: string, value: unknown): unknown {
  return typeof value === "string" ? value.replaceAll("\u0000", "").toWellFormed() : value;
}

async function readTextWithLimit(request: Request, maxBytes: number, tooLarge: () => ApiError): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let received = 0;
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      text += decoder.decode(value, { stream: true });
    }
    return text + decoder.decode();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Invalid UTF-8 or a body the client aborted: either way not valid JSON.
    throw new ApiError(400, INVALID_JSON_MESSAGE);
  }
}
