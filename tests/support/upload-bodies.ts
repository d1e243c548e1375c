// Request bodies for the upload limits' tests: a body that trickles in (or stalls), and one that breaks after its head.

export const BOUNDARY = "----fixpilot-slow";
export const HEAD = new TextEncoder().encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);

/** A body that sends its head, then `chunk` bytes every `everyMs`, and never ends on its own. */
export function tricklingBody(chunk: number, everyMs: number) {
  const state = { sent: 0, cancelled: false };
  let timer: NodeJS.Timeout | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(HEAD);
      state.sent += HEAD.byteLength;
      if (chunk > 0) {
        timer = setInterval(() => {
          controller.enqueue(new Uint8Array(chunk).fill(0xab));
          state.sent += chunk;
        }, everyMs);
      }
    },
    cancel() {
      state.cancelled = true;
      clearInterval(timer);
    },
  });
  return { body, state, stop: () => clearInterval(timer) };
}

export function uploadRequest(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/photos", {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    duplex: "half",
  } as RequestInit);
}

/** A body that breaks after its head, as a client that goes away. */
export function brokenBody(): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) controller.error(new Error("client went away"));
      else controller.enqueue(HEAD);
      sent = true;
    },
  });
}
