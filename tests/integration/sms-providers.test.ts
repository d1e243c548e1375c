import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { createChannels } from "@/lib/dispatch";
import { createSmsProvider, smsConfig, SmsSendError, type SmsProvider } from "@/lib/sms";
import { INVALID_TO_NUMBER, startFakeTwilio, TEST_TWILIO_FROM, TEST_TWILIO_SID, TEST_TWILIO_TOKEN, type FakeTwilio } from "../support/fake-twilio";
import { unusedPort } from "../support/webhook-receiver";

let twilio: FakeTwilio;
let dir: string;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  dir = await mkdtemp(path.join(tmpdir(), "fixpilot-sms-"));
});
afterAll(async () => {
  await twilio.close();
  await rm(dir, { recursive: true, force: true });
});

interface Driver {
  name: string;
  provider: () => SmsProvider;
  /** The texts the driver's destination holds, as { to, body }. */
  delivered: () => Promise<{ to: string; body: string }[]>;
}

const drivers: Driver[] = [
  {
    name: "file",
    provider: () => createSmsProvider(smsConfig({ SMS_DIR: dir })),
    delivered: async () => {
      const names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
      return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as { to: string; body: string }));
    },
  },
  {
    name: "twilio",
    provider: () =>
      createSmsProvider(
        smsConfig({ TWILIO_ACCOUNT_SID: TEST_TWILIO_SID, TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN, TWILIO_FROM: TEST_TWILIO_FROM, TWILIO_API_URL: twilio.url }),
      ),
    delivered: async () => twilio.messages.map(({ to, body }) => ({ to, body })),
  },
];

describe.each(drivers)("SmsProvider contract: $name", (driver) => {
  it("sends a text to the number and reports the provider's id", async () => {
    const before = (await driver.delivered()).length;
    const sent = await driver.provider().send({ to: "+15125550123", body: "Your FixPilot booking is confirmed.", key: `msg_${driver.name}_1` });
    expect(sent.providerId).toEqual(expect.any(String));
    expect(sent.providerId.length).toBeGreaterThan(5);
    const texts = await driver.delivered();
    expect(texts).toHaveLength(before + 1);
    expect(texts).toContainEqual(expect.objectContaining({ to: "+15125550123", body: "Your FixPilot booking is confirmed." }));
  });

  it("keeps accents and emoji intact", async () => {
    const body = "Su cita está confirmada. ¿Preguntas? Responda AYUDA 🔧";
    await driver.provider().send({ to: "+15125550124", body, key: `msg_${driver.name}_2` });
    expect((await driver.delivered()).some((text) => text.body === body)).toBe(true);
  });
});

describe("twilio driver", () => {
  const provider = () =>
    createSmsProvider(
      smsConfig({ TWILIO_ACCOUNT_SID: TEST_TWILIO_SID, TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN, TWILIO_FROM: TEST_TWILIO_FROM, TWILIO_API_URL: twilio.url }),
    );

  it("sends from the configured number with the account's credentials and the status callback", async () => {
    await provider().send({ to: "+15125550125", body: "hello", key: "msg_cb", statusCallback: "https://fixpilot.example.com/api/sms/status" });
    const message = twilio.messages.at(-1)!;
    expect(message).toMatchObject({
      accountSid: TEST_TWILIO_SID,
      from: TEST_TWILIO_FROM,
      authorized: true,
      statusCallback: "https://fixpilot.example.com/api/sms/status",
    });
  });

  it("sends through a Messaging Service when one is configured", async () => {
    const messagingServiceSid = `MG${"a".repeat(32)}`;
    const sent = await createSmsProvider(
      smsConfig({
        TWILIO_ACCOUNT_SID: TEST_TWILIO_SID,
        TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN,
        TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid,
        TWILIO_API_URL: twilio.url,
      }),
    ).send({ to: "+15125550126", body: "hi", key: "msg_mg" });
    expect(sent.status).toBe("accepted");
    expect(twilio.messages.at(-1)).toMatchObject({ messagingServiceSid, from: undefined });
  });

  it("turns Twilio's refusal of a number into a final error that says nothing was sent", async () => {
    const error = await provider()
      .send({ to: INVALID_TO_NUMBER, body: "x", key: "msg_bad" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).options).toMatchObject({ sent: false, final: true, status: 400, code: 21211 });
  });

  it("retries later, without risk of a double send, when Twilio cannot be reached", async () => {
    const port = await unusedPort();
    const error = await createSmsProvider(
      smsConfig({
        TWILIO_ACCOUNT_SID: TEST_TWILIO_SID,
        TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN,
        TWILIO_FROM: TEST_TWILIO_FROM,
        TWILIO_API_URL: `http://127.0.0.1:${port}`,
      }),
    )
      .send({ to: "+15125550127", body: "x", key: "msg_down" })
      .catch((caught: unknown) => caught);
    expect((error as SmsSendError).options).toMatchObject({ sent: false, final: false });
  });
});

describe("file driver", () => {
  it("writes one file per key: a second send of the same key keeps the first", async () => {
    const provider = createSmsProvider(smsConfig({ SMS_DIR: dir }));
    const first = await provider.send({ to: "+15125550128", body: "first", key: "msg_same" });
    const second = await provider.send({ to: "+15125550128", body: "second", key: "msg_same" });
    expect(second.providerId).toBe(first.providerId);
    expect(JSON.parse(await readFile(first.file!, "utf8"))).toMatchObject({ body: "first", key: "msg_same" });
  });
});

describe("smsConfig", () => {
  it("uses files when no Twilio account is set", () => {
    expect(smsConfig({}).driver).toBe("file");
    expect(smsConfig({}).dir).toBe(".data/sms");
  });

  it("names what a half-configured Twilio lacks", () => {
    expect(() => smsConfig({ TWILIO_ACCOUNT_SID: TEST_TWILIO_SID })).toThrow(/TWILIO_AUTH_TOKEN is required/);
    expect(() => smsConfig({ TWILIO_ACCOUNT_SID: TEST_TWILIO_SID, TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN })).toThrow(
      /TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/,
    );
    expect(() => smsConfig({ TWILIO_ACCOUNT_SID: "nope", TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN })).toThrow(/TWILIO_ACCOUNT_SID must be an account SID/);
    expect(() => smsConfig({ TWILIO_FROM: "512-555-0100" })).toThrow(/E\.164/);
  });
});

describe("the dispatch channels", () => {
  it("text with the file driver by default", () => {
    expect(createChannels({} as never).map((channel) => channel.name)).toContain("sms:homeowner");
  });

  it("leave texts out, and emails in, when Twilio is half configured, saying what is missing", () => {
    const saved = process.env.TWILIO_ACCOUNT_SID;
    process.env.TWILIO_ACCOUNT_SID = TEST_TWILIO_SID;
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const names = createChannels({} as never).map((channel) => channel.name);
      expect(names).toEqual(expect.arrayContaining(["email:homeowner", "email:operator"]));
      expect(names).not.toContain("sms:homeowner");
      expect(logged).toHaveBeenCalledWith("[dispatch] texts are not sent:", expect.stringMatching(/TWILIO_AUTH_TOKEN is required/));
    } finally {
      logged.mockRestore();
      if (saved === undefined) delete process.env.TWILIO_ACCOUNT_SID;
      else process.env.TWILIO_ACCOUNT_SID = saved;
    }
  });
});
