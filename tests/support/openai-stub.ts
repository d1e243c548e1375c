// A local stand-in for an OpenAI-compatible server: POST /v1/chat/completions with the same request
// and reply shapes (JSON, SSE streaming, error bodies), started by the test on 127.0.0.1 and a free port.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./loopback-server";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export type StubHandler = (response: ServerResponse, request: RecordedRequest) => void;

export interface OpenAIStub {
  /** Pass as OPENAI_BASE_URL / baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  /** How the next requests are answered (until changed). */
  reply(handler: StubHandler): void;
  close(): Promise<void>;
}

export async function startOpenAIStub(): Promise<OpenAIStub> {
  const requests: RecordedRequest[] = [];
  let handler: StubHandler = openaiReplies.stream(["Hello"]);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const recorded: RecordedRequest = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      requests.push(recorded);
      if (recorded.method !== "POST" || recorded.path !== "/v1/chat/completions") {
        openaiReplies.error(404, "Not found", "invalid_request_error")(response, recorded);
        return;
      }
      handler(response, recorded);
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(next) {
      handler = next;
    },
    close,
  };
}

function chunk(model: string, delta: Record<string, unknown>, finishReason: string | null = null): string {
  const payload = {
    id: "chatcmpl-stub",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

function startSse(response: ServerResponse): void {
  response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
}

export const openaiReplies = {
  /** A streamed completion: a role chunk, one chunk per text, a stop chunk, then [DONE]. */
  stream(texts: string[]): StubHandler {
    return (response, request) => {
      const model = String(request.body.model ?? "gpt-3.5-turbo");
      startSse(response);
      response.write(chunk(model, { role: "assistant", content: "" }));
      for (const text of texts) response.write(chunk(model, { content: text }));
      response.write(chunk(model, {}, "stop"));
      response.end("data: [DONE]\n\n");
    };
  },

  /** A plain (non-streamed) chat completion, as servers that ignore `stream: true` send. */
  json(text: string): StubHandler {
    return (response, request) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          id: "chatcmpl-stub",
          object: "chat.completion",
          created: 1_700_000_000,
          model: request.body.model,
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
    };
  },

  /** OpenAI's error body shape. */
  error(status: number, message: string, type: string, code: string | null = null): StubHandler {
    return (response) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { message, type, param: null, code } }));
    };
  },

  /** Accepts the request and never answers. */
  hang(): StubHandler {
    return () => undefined;
  },

  /** Streams some chunks, then stalls without ending the response. */
  stallAfter(texts: string[]): StubHandler {
    return (response, request) => {
      startSse(response);
      for (const text of texts) response.write(chunk(String(request.body.model), { content: text }));
    };
  },

  /** Streams some chunks, then drops the connection mid-stream. */
  breakAfter(texts: string[]): StubHandler {
    return (response, request) => {
      startSse(response);
      for (const text of texts) response.write(chunk(String(request.body.model), { content: text }));
      setTimeout(() => response.socket?.destroy(), 20);
    };
  },

  /** Streams some chunks, then an SSE error event (as OpenAI does for failures after the headers). */
  errorEventAfter(texts: string[]): StubHandler {
    return (response, request) => {
      startSse(response);
      for (const text of texts) response.write(chunk(String(request.body.model), { content: text }));
      response.end(`data: ${JSON.stringify({ error: { message: "The server had an error", type: "server_error" } })}\n\n`);
    };
  },
};
