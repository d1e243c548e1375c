import { afterAll, beforeAll } from "@jest/globals";
import { TEST_TWILIO_ENV } from "./fake-twilio";

// Jest only: @jest/globals throws when loaded anywhere else, so this lives apart from fake-twilio.ts, which the
// Playwright journey (tests/e2e/after-booking.journey.spec.ts) starts too.

/** Sets TEST_TWILIO_ENV for the whole suite (beforeAll) and puts back what was there (afterAll). */
export function withTwilioTestEnv(): void {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [key, value] of Object.entries(TEST_TWILIO_ENV)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
  });
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
}
