import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import sharp from "sharp";

import { POST as book } from "@/app/api/appointments/route";
import { POST as uploadPhoto } from "@/app/api/photos/route";
import { absoluteUrl, linkUrl, siteOrigin } from "@/config/site";
import { register } from "@/instrumentation";
import { listenOrigin } from "@/lib/env/platform";
import { resetServerEnvForTests } from "@/lib/env/server";
import { setPhotoStoreForTests } from "@/lib/photos/config";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { photoForm } from "../support/photos";

const VARIABLES = ["NEXT_PUBLIC_SITE_URL", "__NEXT_PRIVATE_ORIGIN", "HOSTNAME", "PORT", "NEXT_RUNTIME"] as const;
type Variables = Partial<Record<(typeof VARIABLES)[number], string>>;
const saved: Variables = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

function setEnv(values: Variables): void {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, values);
  resetServerEnvForTests();
}

afterEach(() => {
  setEnv(Object.fromEntries(Object.entries(saved).filter(([, value]) => value !== undefined)));
  jest.restoreAllMocks();
});

describe("the address the server listens on", () => {
  it("is Next's own record of it once listening, else HOSTNAME and PORT as npm start passes them, else localhost:3000", () => {
    expect(listenOrigin({ __NEXT_PRIVATE_ORIGIN: "http://127.0.0.1:4123", HOSTNAME: "0.0.0.0", PORT: "9" })).toBe("http://127.0.0.1:4123");
    expect(listenOrigin({ HOSTNAME: "127.0.0.1", PORT: "8080" })).toBe("http://127.0.0.1:8080");
    expect(listenOrigin({ HOSTNAME: "0.0.0.0", PORT: "8080" })).toBe("http://localhost:8080");
    expect(listenOrigin({ HOSTNAME: "::1", PORT: "8080" })).toBe("http://[::1]:8080");
    expect(listenOrigin({ PORT: "not a port" })).toBe("http://localhost:3000");
    expect(listenOrigin({})).toBe("http://localhost:3000");
  });

  it("is the origin of the links the server hands out when NEXT_PUBLIC_SITE_URL is unset; NEXT_PUBLIC_SITE_URL wins when set", () => {
    setEnv({ HOSTNAME: "127.0.0.1", PORT: "4567" });
    expect(siteOrigin()).toBe("http://127.0.0.1:4567");
    expect(linkUrl("/operator")).toBe("http://127.0.0.1:4567/operator");
    // Canonical links stay one fixed address: prerendered pages are written at build time.
    expect(absoluteUrl("/hvac")).toBe("http://localhost:3000/hvac");
    setEnv({ HOSTNAME: "127.0.0.1", PORT: "4567", NEXT_PUBLIC_SITE_URL: "https://fixpilot.example/" });
    expect(linkUrl("/operator")).toBe("https://fixpilot.example/operator");
  });

  it("is named at start-up when NEXT_PUBLIC_SITE_URL is unset, and not when it is set", async () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    setEnv({ NEXT_RUNTIME: "nodejs", HOSTNAME: "127.0.0.1", PORT: "4567", NEXT_PUBLIC_SITE_URL: "https://fixpilot.example" });
    process.env.DATABASE_URL = "postgresql://unused@127.0.0.1:1/none";
    try {
      await register();
      expect(log.mock.calls.flat().join("\n")).not.toContain("[site]");
      setEnv({ NEXT_RUNTIME: "nodejs", HOSTNAME: "127.0.0.1", PORT: "4567" });
      await register();
      expect(log.mock.calls.flat().join("\n")).toMatch(
        /^\[site\] NEXT_PUBLIC_SITE_URL is not set: .* use http:\/\/127\.0\.0\.1:4567, where this server listens\./m,
      );
    } finally {
      delete process.env.DATABASE_URL;
    }
  });
});

describe.each(TEST_DB_KINDS)("absolute links without NEXT_PUBLIC_SITE_URL (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  beforeEach(() => {
    resetRateLimitStore();
    setPhotoStoreForTests(null);
  });

  async function bookWithPhoto(): Promise<number> {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#225588" } })
      .png()
      .toBuffer();
    const uploaded = await uploadPhoto(new Request("http://localhost/api/photos", { method: "POST", body: photoForm(photo, { type: "image/png" }) }));
    const { id } = (await uploaded.json()) as { id: string };
    const response = await book(
      new Request("http://localhost/api/appointments", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...validAppointmentBody, photoIds: [id] }),
      }),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  it("point the webhook's photo and console links and the homeowner's manage link at the address the server listens on", async () => {
    setEnv({ HOSTNAME: "127.0.0.1", PORT: "4567" });
    const id = await bookWithPhoto();
    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id }, include: { deliveries: true } });
    const payload = event.payload as { consoleUrl: string; photos: { url: string }[] };
    expect(payload.consoleUrl).toBe(`http://127.0.0.1:4567/operator/appointments/${id}`);
    expect(payload.photos[0].url).toMatch(/^http:\/\/127\.0\.0\.1:4567\/api\/photos\//);
    const secrets = event.deliveries.map((delivery) => delivery.secret).filter(Boolean) as { manageUrl?: string; proUrl?: string }[];
    expect(secrets.flatMap((secret) => (secret.manageUrl ? [secret.manageUrl] : []))).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:4567\/appointments\//),
    ]);
    // The pro's job link, on the webhook and the operator email, follows the same origin.
    const proUrls = secrets.flatMap((secret) => (secret.proUrl ? [secret.proUrl] : []));
    expect(proUrls.length).toBeGreaterThan(0);
    for (const url of proUrls) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4567\/jobs\//);
  });

  it("use NEXT_PUBLIC_SITE_URL when it is set", async () => {
    setEnv({ HOSTNAME: "127.0.0.1", PORT: "4567", NEXT_PUBLIC_SITE_URL: "https://fixpilot.example" });
    const id = await bookWithPhoto();
    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id } });
    const payload = event.payload as { consoleUrl: string; photos: { url: string }[] };
    expect(payload.consoleUrl).toBe(`https://fixpilot.example/operator/appointments/${id}`);
    expect(payload.photos[0].url).toMatch(/^https:\/\/fixpilot\.example\/api\/photos\//);
  });

  it("print the first operator's setup link at the address the server listens on", async () => {
    setEnv({ NEXT_RUNTIME: "nodejs", HOSTNAME: "127.0.0.1", PORT: "4567" });
    await db().prisma.operator.deleteMany();
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    await register();
    const deadline = Date.now() + 10_000;
    const setupLine = () => log.mock.calls.flat().find((line) => String(line).startsWith("[operator]"));
    while (!setupLine() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(String(setupLine())).toMatch(/at: http:\/\/127\.0\.0\.1:4567\/operator\/setup\?token=/);
  });
});
