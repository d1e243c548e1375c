import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { POST as book } from "@/app/api/appointments/route";
import { GET as calendar } from "@/app/[locale]/appointments/[token]/calendar/route";
import { POST as manage } from "@/app/api/appointments/manage/route";
import { POST as review } from "@/app/api/reviews/route";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";

const WRONG_TOKEN = "A".repeat(43);

function from(ip: string, url: string, body?: unknown): Request {
  return new Request(`http://localhost${url}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "x-forwarded-for": ip, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const calendarOf = (ip: string, token: string) => calendar(from(ip, `/appointments/${token}/calendar`), { params: Promise.resolve({ token }) });

/** notFound() in a route handler throws Next's 404 signal; the status it would answer, else the response's. */
async function statusOf(response: Promise<Response>): Promise<number> {
  try {
    return (await response).status;
  } catch (error) {
    if (String((error as { digest?: string }).digest).endsWith(";404")) return 404;
    throw error;
  }
}

describe.each(TEST_DB_KINDS)("one token look-up limit across every route that looks a booking up (%s)", (kind) => {
  useTestDatabase(kind, { seed: false });
  let booking: { id: number; token: string };

  beforeAll(async () => {
    const response = await book(from("192.0.2.1", "/api/appointments", validAppointmentBody));
    const { id, manageUrl } = (await response.json()) as { id: number; manageUrl: string };
    booking = { id, token: manageUrl.split("/").pop()! };
  });
  beforeEach(() => resetRateLimitStore());

  it("counts guesses on the calendar file, the manage API and reviews in one bucket, then refuses even the right token", async () => {
    const guesser = "198.51.100.77";
    for (let guess = 0; guess < 10; guess++) {
      expect(await statusOf(calendarOf(guesser, WRONG_TOKEN))).toBe(404);
      expect((await manage(from(guesser, "/api/appointments/manage", { token: WRONG_TOKEN, action: "cancel" }))).status).toBe(404);
      expect((await review(from(guesser, "/api/reviews", { rating: 5, comment: "x", appointmentId: booking.id, appointmentToken: WRONG_TOKEN }))).status).toBe(
        422,
      );
    }
    // Over the limit, the right token gets the same answers as a wrong one.
    expect(await statusOf(calendarOf(guesser, booking.token))).toBe(404);
    expect((await manage(from(guesser, "/api/appointments/manage", { token: booking.token, action: "cancel" }))).status).toBe(404);
    // Another client is untouched.
    expect(await statusOf(calendarOf("198.51.100.78", booking.token))).toBe(200);
  });
});
