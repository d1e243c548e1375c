import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import sharp from "sharp";

import { POST as book } from "@/app/api/appointments/route";
import { POST as uploadPhoto } from "@/app/api/photos/route";
import { resetServerEnvForTests } from "@/lib/env/server";
import { parseEnv, serverEnvSchema } from "@/lib/env/schema";
import { DEFAULT_PHOTO_UNATTACHED_MAX_GB, DEFAULT_PHOTO_UPLOADS_PER_CLIENT_PER_DAY, photoCaps } from "@/lib/photos/caps";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { photoForm } from "../support/photos";

const CAP_VARIABLES = ["PHOTO_UPLOADS_PER_CLIENT_PER_DAY", "PHOTO_UNATTACHED_MAX_GB"] as const;

function setEnv(values: Partial<Record<(typeof CAP_VARIABLES)[number], string>>): void {
  for (const name of CAP_VARIABLES) delete process.env[name];
  Object.assign(process.env, values);
  resetServerEnvForTests();
}

async function smallPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: "#3355aa" } })
    .png()
    .toBuffer();
}

async function upload(address: string, query = ""): Promise<Response> {
  return uploadPhoto(
    new Request(`http://localhost/api/photos${query}`, {
      method: "POST",
      headers: { "x-forwarded-for": address },
      body: photoForm(await smallPhoto(), { type: "image/png" }),
    }),
  );
}

describe("the photo caps' settings", () => {
  it("default to 200 uploads per client a day and 5 GB unattached", () => {
    expect(DEFAULT_PHOTO_UPLOADS_PER_CLIENT_PER_DAY).toBe(200);
    expect(DEFAULT_PHOTO_UNATTACHED_MAX_GB).toBe(5);
    expect(photoCaps({})).toEqual({ daily: { name: "photo-uploads-daily", limit: 200, windowMs: 86_400_000 }, unattachedMaxBytes: 5 * 1024 ** 3 });
    expect(photoCaps({ PHOTO_UPLOADS_PER_CLIENT_PER_DAY: 20, PHOTO_UNATTACHED_MAX_GB: 0.5 })).toMatchObject({
      daily: { limit: 20 },
      unattachedMaxBytes: 512 * 1024 ** 2,
    });
  });

  it("are validated with the rest of the environment", () => {
    expect(() => parseEnv(serverEnvSchema, { PHOTO_UPLOADS_PER_CLIENT_PER_DAY: "lots" })).toThrow(
      /PHOTO_UPLOADS_PER_CLIENT_PER_DAY must be a positive whole number/,
    );
    expect(() => parseEnv(serverEnvSchema, { PHOTO_UPLOADS_PER_CLIENT_PER_DAY: "0" })).toThrow(/PHOTO_UPLOADS_PER_CLIENT_PER_DAY/);
    expect(() => parseEnv(serverEnvSchema, { PHOTO_UNATTACHED_MAX_GB: "-1" })).toThrow(/PHOTO_UNATTACHED_MAX_GB must be a positive number of gigabytes/);
    expect(parseEnv(serverEnvSchema, { PHOTO_UPLOADS_PER_CLIENT_PER_DAY: "50", PHOTO_UNATTACHED_MAX_GB: "2.5" })).toMatchObject({
      PHOTO_UPLOADS_PER_CLIENT_PER_DAY: 50,
      PHOTO_UNATTACHED_MAX_GB: 2.5,
    });
  });
});

describe.each(TEST_DB_KINDS)("POST /api/photos caps (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  beforeEach(async () => {
    resetRateLimitStore();
    await db().prisma.photo.deleteMany();
  });
  afterEach(() => setEnv({}));

  it("refuses a client's upload past its daily number with a 429 in the page's language, and leaves other clients alone", async () => {
    setEnv({ PHOTO_UPLOADS_PER_CLIENT_PER_DAY: "2" });
    expect((await upload("203.0.113.7")).status).toBe(201);
    expect((await upload("203.0.113.7")).status).toBe(201);
    const refused = await upload("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);
    expect(await refused.json()).toEqual({
      message: "You have added a lot of photos today (at most 2 a day). Please try again tomorrow, or describe the problem in words.",
    });
    const spanish = await upload("203.0.113.7", "?locale=es-US");
    expect(spanish.status).toBe(429);
    expect(((await spanish.json()) as { message: string }).message).toMatch(/^Hoy ya agregó muchas fotos \(como máximo 2 por día\)/);
    expect((await upload("198.51.100.4")).status).toBe(201);
  });

  it("refuses every upload with a 503 while unattached photos hold the total cap, and takes them again once a booking takes one", async () => {
    // 100 bytes: the first small photo fills it.
    setEnv({ PHOTO_UNATTACHED_MAX_GB: String(100 / 1024 ** 3) });
    const first = await upload("203.0.113.8");
    expect(first.status).toBe(201);
    const full = await upload("198.51.100.9");
    expect(full.status).toBe(503);
    expect(full.headers.get("retry-after")).toBe("3600");
    expect(await full.json()).toEqual({ message: "We can't take more photos right now. Please try again later, or describe the problem in words." });
    expect(((await (await upload("198.51.100.9", "?locale=es-US")).json()) as { message: string }).message).toBe(
      "En este momento no podemos recibir más fotos. Inténtelo de nuevo más tarde o describa el problema con palabras.",
    );

    const { id } = (await first.json()) as { id: string };
    const booked = await book(
      new Request("http://localhost/api/appointments", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...validAppointmentBody, photoIds: [id] }),
      }),
    );
    expect(booked.status).toBe(201);
    expect((await upload("198.51.100.9")).status).toBe(201);
  });
});
