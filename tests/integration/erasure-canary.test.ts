import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { POST as manage } from "@/app/api/appointments/manage/route";
import { POST as book } from "@/app/api/appointments/route";
import { POST as uploadPhoto } from "@/app/api/photos/route";
import { POST as review } from "@/app/api/reviews/route";
import { POST as sendMessage } from "@/app/api/thread/messages/route";
import { changeAppointment, setNotes, setStatus } from "@/lib/booking/change";
import { createChannels } from "@/lib/dispatch";
import { dispatchConfig } from "@/lib/dispatch/config";
import { relayUntilIdle } from "@/lib/dispatch/relay";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { photoForm } from "../support/photos";
import { postJson, tokenOf } from "../support/route-requests";
import sharp from "sharp";

// In every field a homeowner fills in, and everything that quotes them: findable wherever it is copied.
const CANARY = "zqcanary7x";
// Only in the note for the pro, its own column since issue 33.
const NOTE_CANARY = "zqnotecanary4k";

const canaryBooking = {
  ...validAppointmentBody,
  name: `Dana ${CANARY}`,
  email: `${CANARY}@example.com`,
  phone: `555 0100 ${CANARY}`,
  issue: `Leaky ${CANARY}`,
  noteForPro: `Gate code ${NOTE_CANARY}`,
  location: { lat: 40.71, lng: -74.0, label: `${CANARY} Street` },
  diagnosticHistory: [
    { type: "ai", content: "Please select from the following residential plumbing problems:" },
    { type: "user", content: `My faucet at ${CANARY} drips` },
  ],
};

/** Every row of every table the schema has (a new model is included without touching this test), as JSON text. */
async function everyRow(prisma: PrismaClient): Promise<string> {
  const delegates = prisma as unknown as Record<string, { findMany(): Promise<unknown[]> }>;
  const tables = await Promise.all(
    Object.values(Prisma.ModelName).map(async (model) => [model, await delegates[model.charAt(0).toLowerCase() + model.slice(1)].findMany()] as const),
  );
  return JSON.stringify(Object.fromEntries(tables));
}

async function mailText(mailDir: string): Promise<string> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  return (await Promise.all(names.map((name) => readFile(path.join(mailDir, name), "utf8")))).join("\n");
}

describe.each(TEST_DB_KINDS)("erasure leaves nothing of the homeowner behind (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  let mailDir: string;
  const savedEnv = { MAIL_DIR: process.env.MAIL_DIR, OPERATOR_EMAIL: process.env.OPERATOR_EMAIL };

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), "fixpilot-erasure-"));
    process.env.MAIL_DIR = mailDir;
    process.env.OPERATOR_EMAIL = "ops@example.com";
    resetRateLimitStore();
  });
  afterAll(async () => {
    for (const [key, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await rm(mailDir, { recursive: true, force: true });
  });

  it("takes a booking through review, notes, delivery and mail, erases it, and finds the canary nowhere", async () => {
    const prisma = db().prisma;
    const booked = await postJson(book, "/api/appointments", canaryBooking, { "Idempotency-Key": `key-${CANARY}` });
    expect(booked.status).toBe(201);
    const { id, manageUrl } = (await booked.json()) as { id: number; manageUrl: string };
    const token = tokenOf(manageUrl);
    const fingerprint = (await prisma.appointment.findUniqueOrThrow({ where: { id } })).requestFingerprint;

    await changeAppointment(prisma, id, setStatus("confirmed"));
    await changeAppointment(prisma, id, setNotes(`Called ${CANARY}, gate code 1234`));
    expect((await postJson(review, "/api/reviews", { rating: 5, comment: `Great work at ${CANARY}`, appointmentId: id, appointmentToken: token })).status).toBe(
      201,
    );
    // A thread message in the homeowner's words with a photo: the photo's id (in its signed links) is a canary too.
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#884422" } })
      .png()
      .toBuffer();
    const uploaded = await uploadPhoto(
      new Request("http://localhost/api/photos", {
        method: "POST",
        body: photoForm(png, { type: "image/png" }),
        headers: { "x-forwarded-for": "203.0.113.77" },
      }),
    );
    const photoId = ((await uploaded.json()) as { id: string }).id;
    const sent = await postJson(
      sendMessage,
      "/api/thread/messages",
      { token, as: "homeowner", body: `Door at ${CANARY}`, photoIds: [photoId] },
      {
        "x-forwarded-for": "203.0.113.77",
      },
    );
    expect(sent.status).toBe(201);
    // Mail is written (homeowner and operator copies); the webhook has no address, so its deliveries stay pending.
    await relayUntilIdle({ prisma, channels: createChannels(prisma, dispatchConfig()).filter((channel) => channel.name !== "webhook") });
    // An SMTP server's refusal that names the address, as a failed attempt logs it.
    const delivery = await prisma.outboxDelivery.findFirstOrThrow({ where: { event: { appointmentId: id }, channel: "webhook" } });
    await prisma.deliveryAttempt.create({ data: { deliveryId: delivery.id, ok: false, error: `550 <${CANARY}@example.com>: mailbox unavailable` } });
    await prisma.outboxDelivery.update({ where: { id: delivery.id }, data: { lastError: `550 <${CANARY}@example.com>: mailbox unavailable` } });

    // The canary is really there before erasure, in the database and in the written mail.
    expect(await everyRow(prisma)).toContain(CANARY);
    expect(await mailText(mailDir)).toContain(CANARY);
    expect(await everyRow(prisma)).toContain(NOTE_CANARY);
    expect(await mailText(mailDir)).toContain(NOTE_CANARY);
    expect(await everyRow(prisma)).toContain(photoId);
    const events = await prisma.outboxEvent.findMany({ where: { appointmentId: id } });
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(["appointment.created", "appointment.updated", "review.created", "message.created"]));

    const erased = await postJson(manage, "/api/appointments/manage", { token, action: "erase" });
    expect(erased.status).toBe(200);

    expect(await everyRow(prisma)).not.toContain(CANARY);
    expect(await mailText(mailDir)).not.toContain(CANARY);
    expect(await everyRow(prisma)).not.toContain(NOTE_CANARY);
    expect(await mailText(mailDir)).not.toContain(NOTE_CANARY);
    // The thread's photo: its row, its links in message.created, and its bytes (the db store's rows) are gone.
    expect(await everyRow(prisma)).not.toContain(photoId);
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(row.requestFingerprint).not.toBe(fingerprint);
    expect(row).toMatchObject({ operatorNotes: null, idempotencyKey: null, status: "cancelled" });
    expect(await prisma.review.findUniqueOrThrow({ where: { appointmentId: id } })).toMatchObject({ rating: 5, comment: "[erased]" });
    // What stays for the operator: the booking's shape, not the person.
    expect(row).toMatchObject({ category: "plumbing", timeFrame: "8-12" });
  });
});
