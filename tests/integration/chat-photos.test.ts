import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import sharp from "sharp";

import { POST as book } from "@/app/api/appointments/route";
import { POST as chat } from "@/app/api/chat/route";
import { POST as uploadPhoto } from "@/app/api/photos/route";
import { assistantEvents } from "@/lib/ai/chat-stream";
import type { AssistantProvider } from "@/lib/ai/provider";
import { openingText } from "@/lib/ai/scripts";
import { getCategory } from "@/lib/catalog";
import type { ChatStreamEvent } from "@/lib/chat/protocol";
import { resetServerEnvForTests } from "@/lib/env/server";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { useTestDatabase } from "../support/db";
import { openaiReplies, startOpenAIStub, type OpenAIStub } from "../support/openai-stub";
import { photoForm } from "../support/photos";

const electrical = getCategory("electrical")!;

function ask(text: string, photoIds: string[]) {
  return {
    categoryId: "electrical",
    messages: [
      { type: "ai", content: openingText(electrical) },
      { type: "user", content: text },
    ],
    photoIds,
  };
}

async function postChat(body: unknown): Promise<ChatStreamEvent[]> {
  const response = await chat(
    new Request("http://localhost/api/chat", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
  expect(response.status).toBe(200);
  return (await response.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatStreamEvent);
}

const text = (events: ChatStreamEvent[]) => events.map((event) => (event.type === "delta" ? event.text : "")).join("");

async function uploaded(headers: Record<string, string> = {}): Promise<string> {
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#cc8844" } })
    .png()
    .toBuffer();
  const response = await uploadPhoto(new Request("http://localhost/api/photos", { method: "POST", body: photoForm(png, { type: "image/png" }), headers }));
  return ((await response.json()) as { id: string }).id;
}

function postChatRaw(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return chat(
    new Request("http://localhost/api/chat", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) }),
  );
}

describe("photos in the diagnostic chat (pglite)", () => {
  const db = useTestDatabase("pglite", { seed: false });
  let stub: OpenAIStub;
  beforeAll(async () => {
    stub = await startOpenAIStub();
  });
  afterAll(async () => {
    await stub.close();
    for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_VISION", "OPENAI_VISION_MODEL"]) delete process.env[name];
    resetServerEnvForTests();
  });
  beforeEach(() => {
    stub.requests.length = 0;
    for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_VISION", "OPENAI_VISION_MODEL"]) delete process.env[name];
    resetServerEnvForTests();
    resetRateLimitStore();
  });

  it("on the embedded assistant, says honestly that it cannot see the photos and that the pro will", async () => {
    const events = await postChat(ask("my outlet stopped working", [await uploaded(), await uploaded()]));
    expect(text(events)).toMatch(
      /^Your 2 photos are attached\. I can't look at pictures myself, so I won't guess what's in them, but the pro who takes your booking will see them\./,
    );
    expect(events.at(-1)).toEqual({ type: "done" });
  });

  it("with OPENAI_VISION=true, sends the photos to OPENAI_VISION_MODEL as image_url data URLs beside the latest message", async () => {
    Object.assign(process.env, {
      OPENAI_API_KEY: "sk-test-vision-1234567",
      OPENAI_BASE_URL: stub.baseURL,
      OPENAI_VISION: "true",
      OPENAI_VISION_MODEL: "gpt-4o-mini",
    });
    resetServerEnvForTests();
    stub.reply(openaiReplies.stream(["I can see scorch marks around the outlet."]));
    const id = await uploaded();
    const events = await postChat(ask("what is this mark?", [id]));
    expect(text(events)).toBe("I can see scorch marks around the outlet.");
    expect(stub.requests[0].body.model).toBe("gpt-4o-mini");
    const messages = stub.requests[0].body.messages as { role: string; content: unknown }[];
    const last = messages.at(-1) as { role: string; content: { type: string; text?: string; image_url?: { url: string } }[] };
    expect(last.role).toBe("user");
    expect(last.content[0]).toEqual({ type: "text", text: "what is this mark?" });
    expect(last.content[1].type).toBe("image_url");
    const url = last.content[1].image_url!.url;
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const meta = await sharp(Buffer.from(url.split(",")[1], "base64")).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([120, 90, undefined]);
  });

  it("with OPENAI_VISION=true, keeps a chat without photos on OPENAI_MODEL", async () => {
    Object.assign(process.env, {
      OPENAI_API_KEY: "sk-test-vision-1234567",
      OPENAI_BASE_URL: stub.baseURL,
      OPENAI_VISION: "true",
      OPENAI_VISION_MODEL: "gpt-4o-mini",
      OPENAI_MODEL: "gpt-text-only",
    });
    resetServerEnvForTests();
    stub.reply(openaiReplies.stream(["Check the breaker first."]));
    try {
      await postChat(ask("outlet dead", []));
      expect(stub.requests[0].body.model).toBe("gpt-text-only");
    } finally {
      delete process.env.OPENAI_MODEL;
    }
  });

  it("with a key but no OPENAI_VISION, sends no images and tells the homeowner the model did not see them", async () => {
    Object.assign(process.env, { OPENAI_API_KEY: "sk-test-vision-1234567", OPENAI_BASE_URL: stub.baseURL });
    resetServerEnvForTests();
    stub.reply(openaiReplies.stream(["Check the breaker first."]));
    const events = await postChat(ask("outlet dead", [await uploaded()]));
    expect(text(events)).toMatch(/^Your photo is attached\. I can't look at pictures myself.*\n\nCheck the breaker first\.$/s);
    const last = (stub.requests[0].body.messages as { content: unknown }[]).at(-1)!;
    expect(typeof last.content).toBe("string");
  });

  describe("takes only this client's own unattached photos of the last day", () => {
    const unknownPhoto = "One of the photos has expired or could not be found. Please remove it and add it again.";

    beforeEach(() => {
      Object.assign(process.env, {
        OPENAI_API_KEY: "sk-test-vision-1234567",
        OPENAI_BASE_URL: stub.baseURL,
        OPENAI_VISION: "true",
        OPENAI_VISION_MODEL: "gpt-4o-mini",
      });
      resetServerEnvForTests();
    });

    it("refuses a photo another address uploaded, and shows it to no model", async () => {
      const theirs = await uploaded({ "X-Forwarded-For": "203.0.113.50" });
      const response = await postChatRaw(ask("what is this?", [theirs]), { "X-Forwarded-For": "203.0.113.51" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: unknownPhoto, errors: { photoIds: [unknownPhoto] } });
      expect(stub.requests).toHaveLength(0);
      // The sender itself may use it.
      stub.reply(openaiReplies.stream(["Looks fine."]));
      const own = await postChatRaw(ask("what is this?", [theirs]), { "X-Forwarded-For": "203.0.113.50" });
      expect(own.status).toBe(200);
      expect(await own.text()).toMatch(/Looks fine\./);
      expect(stub.requests).toHaveLength(1);
    });

    it("refuses a photo already attached to a booking, in the page's language", async () => {
      const id = await uploaded();
      const booking = await book(
        new Request("http://localhost/api/appointments", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...validAppointmentBody, photoIds: [id] }),
        }),
      );
      expect(booking.status).toBe(201);
      const response = await postChatRaw({ ...ask("what is this?", [id]), locale: "es-US" });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Una de las fotos ya forma parte de otra reserva/);
      expect(stub.requests).toHaveLength(0);
    });

    it("refuses a photo uploaded more than 24 hours ago", async () => {
      const id = await uploaded();
      await db().prisma.photo.update({ where: { id }, data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
      const response = await postChatRaw(ask("what is this?", [id]));
      expect(response.status).toBe(400);
      expect(stub.requests).toHaveLength(0);
    });
  });

  it("sends the emergency notice before any photo is read", async () => {
    let photosRequested = false;
    const provider: AssistantProvider = {
      name: "openai",
      seesPhotos: true,
      async *reply(input) {
        await input.loadPhotos?.();
        yield "never reached in this test";
      },
    };
    const events = assistantEvents(provider, {
      categoryId: "electrical",
      messages: [{ type: "user", content: "I smell gas in the basement" }],
      photoCount: 1,
      loadPhotos: () => {
        photosRequested = true;
        return new Promise<string[]>(() => undefined);
      },
    });
    const first = await events.next();
    expect(first.value).toMatchObject({ type: "emergency", notice: { hazard: "gas" } });
    expect(photosRequested).toBe(false);
    await events.return(undefined);
  });

  it("answers 400 for more than six photo ids", async () => {
    const response = await chat(
      new Request("http://localhost/api/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(
          ask(
            "hello",
            Array.from({ length: 7 }, (_, index) => `${"q".repeat(21)}${index}`),
          ),
        ),
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.photoIds).toEqual(["You can attach up to 6 photos."]);
  });
});
