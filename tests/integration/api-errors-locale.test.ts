// The API's refusals are in the language of the booking (its stored locale) or of the page (the `locale` it sends in a
// JSON body or as ?locale= on a multipart upload), else English: the manage route's 409s, the booking route's
// idempotency 422, every photo refusal and the review errors.
import { beforeEach, describe, expect, it } from "@jest/globals";

import { POST as manage } from "@/app/api/appointments/manage/route";
import { POST as book } from "@/app/api/appointments/route";
import { POST as upload } from "@/app/api/photos/route";
import { POST as review } from "@/app/api/reviews/route";
import { resetRateLimitStore } from "@/lib/rate-limit";

import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { photoForm } from "../support/photos";
import { bookThroughApi, postJson } from "../support/route-requests";

async function messageOf(response: Response): Promise<{ status: number; message: string; errors?: Record<string, string[]> }> {
  const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
  return { status: response.status, ...body };
}

describe.each(TEST_DB_KINDS)("API refusals in the reader's language (%s)", (kind) => {
  useTestDatabase(kind, { seed: false });
  beforeEach(() => resetRateLimitStore());

  it("answers the manage route's 409 in the booking's language, whatever the request says", async () => {
    const { token } = await bookThroughApi({ locale: "es-US" });
    expect((await postJson(manage, "/api/appointments/manage", { token, action: "cancel" })).status).toBe(200);
    const again = await messageOf(await postJson(manage, "/api/appointments/manage", { token, action: "cancel", locale: "en-US" }));
    expect(again).toMatchObject({ status: 409, message: "Esta cita está cancelada, así que ya no se puede cancelar." });
  });

  it("answers an unknown booking token in the language the page sent", async () => {
    const missing = await messageOf(await postJson(manage, "/api/appointments/manage", { token: "A".repeat(43), action: "cancel", locale: "es-US" }));
    expect(missing).toMatchObject({ status: 404, message: "No encontramos esa reserva. Use el enlace de su correo de confirmación." });
  });

  it("answers the booking route's idempotency conflict in the form's language", async () => {
    const key = { "Idempotency-Key": `es-conflict-${kind}` };
    expect((await postJson(book, "/api/appointments", { ...validAppointmentBody, locale: "es-US" }, key)).status).toBe(201);
    const conflict = await messageOf(await postJson(book, "/api/appointments", { ...validAppointmentBody, name: "Otra Persona", locale: "es-US" }, key));
    expect(conflict).toMatchObject({ status: 422, message: expect.stringMatching(/^Esta Idempotency-Key ya se usó/) });
  });

  it("answers a photo the booking cannot take in the form's language, as the photos field's error", async () => {
    const refused = await messageOf(await postJson(book, "/api/appointments", { ...validAppointmentBody, photoIds: ["A".repeat(22)], locale: "es-US" }));
    const text = "Una de las fotos venció o no se encontró. Quítela y vuelva a agregarla.";
    expect(refused).toMatchObject({ status: 400, message: text, errors: { photoIds: [text] } });
  });

  it("answers photo refusals in the language of ?locale=, and in English without it", async () => {
    const notImage = () => photoForm(Buffer.from("this is not a picture"), { type: "image/jpeg" });
    const spanish = await messageOf(await upload(new Request("http://localhost/api/photos?locale=es-US", { method: "POST", body: notImage() })));
    expect(spanish.status).toBe(415);
    expect(spanish.message).toMatch(/^Ese archivo no es una foto/);
    const missing = await messageOf(await upload(new Request("http://localhost/api/photos?locale=es-US", { method: "POST", body: "{}" })));
    expect(missing).toMatchObject({ status: 400, message: "Elija una foto para enviar." });
    const english = await messageOf(await upload(new Request("http://localhost/api/photos", { method: "POST", body: notImage() })));
    expect(english.message).toMatch(/^That file is not a photo we can use/);
  });

  it("answers review refusals in Spanish: an unknown booking by the page's locale, a closed one by the booking's", async () => {
    const unknown = await messageOf(
      await postJson(review, "/api/reviews", { rating: 5, comment: "Muy bien", appointmentId: 999, appointmentToken: "A".repeat(43), locale: "es-US" }),
    );
    const text = "No encontramos esa cita. Revise el enlace e inténtelo de nuevo.";
    expect(unknown).toMatchObject({ status: 422, message: text, errors: { appointmentId: [text] } });
    const { id, token } = await bookThroughApi({ locale: "es-US" });
    const early = await messageOf(await postJson(review, "/api/reviews", { rating: 5, comment: "Muy bien", appointmentId: id, appointmentToken: token }));
    expect(early).toMatchObject({ status: 409, message: "Podrá dejar una reseña cuando su cita esté confirmada." });
  });
});
