// Calling the app's route handlers as a browser would: a JSON POST to a handler, a booking through the real booking
// route, and the tokens in the links it hands out.
import type { PrismaClient } from "@/lib/db/generated/client";
import type { DeliverySecret } from "@/lib/dispatch/events";
import { validAppointmentBody } from "./appointment-fixture";

type RouteHandler = (request: Request) => Promise<Response>;

/**
 * POSTs `body` to `handler` as `http://localhost${path}` with Content-Type application/json plus `headers`
 * (x-forwarded-for for the client's IP, Idempotency-Key, …). The body is sent as JSON, except a string, which is sent
 * as it is (for malformed or non-object bodies).
 */
export function postJson(handler: RouteHandler, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

/** The token a link ends with: the last path segment of a manage, thread or job URL. */
export const tokenOf = (url: string): string => url.split("/").pop()!;

/**
 * Books `validAppointmentBody` with `overrides` through the real POST /api/appointments, sending `headers` too, and
 * returns the booking's id, its manage link and that link's token. Throws, with the response body, unless it is a 201.
 */
export async function bookThroughApi(
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ id: number; manageUrl: string; token: string }> {
  // Loaded on first use, not on import: a test file that jest.mock()s one of the route's dependencies (next/server)
  // can still import this module before its mocks are ready.
  const { POST: book } = await import("@/app/api/appointments/route");
  const response = await postJson(book, "/api/appointments", { ...validAppointmentBody, ...overrides }, headers);
  if (response.status !== 201) throw new Error(`POST /api/appointments answered ${response.status}, not 201: ${await response.text()}`);
  const { id, manageUrl } = (await response.json()) as { id: number; manageUrl: string };
  return { id, manageUrl, token: tokenOf(manageUrl) };
}

/** The pro's job link for a booking and its token, as the appointment.created webhook delivery carries them. */
export async function proLinkOf(prisma: PrismaClient, appointmentId: number): Promise<{ proUrl: string; proToken: string }> {
  const webhook = await prisma.outboxDelivery.findFirstOrThrow({
    where: { event: { appointmentId, type: "appointment.created" }, channel: "webhook" },
  });
  const proUrl = (webhook.secret as DeliverySecret | null)?.proUrl;
  if (!proUrl) throw new Error(`the appointment.created webhook delivery of booking ${appointmentId} carries no proUrl`);
  return { proUrl, proToken: tokenOf(proUrl) };
}
