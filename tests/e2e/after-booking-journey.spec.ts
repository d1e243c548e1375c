// Issue 32's "Done means" journey, end to end against the production build with its real peers: the dispatch
// webhook receiver (Standard Webhooks signatures checked with `standardwebhooks`), a Twilio-compatible server the
// official `twilio` client is pointed at (TWILIO_API_URL), and an SMTP server (smtp-server, read with mailparser).
// The spec starts a server of its own configured for them (./support/journey-app.ts), beside the main webServer.
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";

import type { ReceivedWebhook } from "../support/webhook-receiver";
import { startJourneyApp, type JourneyApp } from "./support/journey-app";
import { signInAsOperator } from "./support/operator";

const HOMEOWNER = { name: "Lucía Hernández", email: "lucia@example.com", phone: "(512) 555-0147", e164: "+15125550147" };

let app: JourneyApp;
let photo: Buffer;

test.beforeAll(async () => {
  // The server's first start migrates a fresh database: slow on a busy machine.
  test.setTimeout(150_000);
  app = await startJourneyApp();
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 110, b: 170 } } })
    .jpeg()
    .toBuffer();
});

test.afterAll(async () => {
  await app?.stop();
});

/** A browser of its own (the homeowner's phone, the pro's, a mail client) on the journey's server. */
async function newPage(browser: Browser, options: { timezoneId?: string } = {}): Promise<Page> {
  return (await browser.newContext({ baseURL: app.baseURL, ...options })).newPage();
}

/** The booking's webhooks of one kind, verified by the receiver, in the order they came. */
function hooksFor(appointmentId: number, match: (hook: ReceivedWebhook) => boolean): ReceivedWebhook[] {
  return app.webhooks.received.filter((hook) => (hook.body.data.appointment as { id?: number } | undefined)?.id === appointmentId && match(hook));
}

/** Waits for the one webhook the pro's action wrote, and returns its event id (the Standard Webhooks `webhook-id`). */
async function eventIdOf(appointmentId: number, match: (hook: ReceivedWebhook) => boolean): Promise<string> {
  await expect.poll(() => hooksFor(appointmentId, match).length, { timeout: 15_000 }).toBe(1);
  return hooksFor(appointmentId, match)[0].id;
}

/** The texts the Twilio-compatible server took for the homeowner's number. */
const textsToHomeowner = () => app.twilio.messages.filter((message) => message.to === HOMEOWNER.e164);

/** The console's row for one event's text (the delivery log): reloaded until the relay has dealt with it, then skipped. */
async function expectTextSkippedForOptOut(console: Page, appointmentId: number, eventId: string) {
  const row = console.getByTestId("delivery-sms:homeowner").filter({ hasText: eventId });
  const status = row.getByRole("cell").nth(2);
  await expect(async () => {
    await console.goto(`/operator/appointments/${appointmentId}`);
    await expect(status).not.toHaveText("pending", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(status).toHaveText("skipped");
  await expect(row).toContainText(/The number opted out \(PARAR at \d{4}-\d\d-\d\dT/);
}

test("a Spanish booking with a photo and texts: the pro's link, the live thread, On my way by text, PARAR, and the review email", async ({ browser }) => {
  // Four browsers, and the first booking seeds the fresh database.
  test.setTimeout(240_000);
  // A homeowner in Texas: the booking takes the browser's time zone, and the quiet hours (9 pm to 8 am) are theirs.
  const page = await newPage(browser, { timezoneId: "America/Chicago" });

  // 1. The homeowner books on the Spanish pages, with a photo, ticking the texts checkbox (unticked until then).
  await page.goto("/es/schedule?category=plumbing&issue=leaky-faucet");
  await expect(page.getByRole("button", { name: /^Fecha preferida/ })).not.toContainText("Elija una fecha");
  await page.getByLabel("Nombre", { exact: true }).fill(HOMEOWNER.name);
  await page.getByLabel("Correo electrónico", { exact: true }).fill(HOMEOWNER.email);
  await page.getByLabel("Teléfono", { exact: true }).fill(HOMEOWNER.phone);
  const photos = page.getByRole("group", { name: "Fotos del problema (opcional)" });
  await photos.getByLabel(/^Agregar (más )?fotos$/).setInputFiles({ name: "grifo.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(photos.getByText("Subida", { exact: true })).toHaveCount(1, { timeout: 20_000 });
  const consent = page.getByRole("checkbox", { name: "Envíenme mensajes de texto sobre esta cita" });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(page.getByText("Pueden aplicarse tarifas por mensajes y datos.", { exact: false })).toBeVisible();

  const sent = page.waitForRequest((request) => request.url().endsWith("/api/appointments") && request.method() === "POST");
  await page.getByRole("button", { name: /^(Programar una cita|Procesando\.\.\.)$/ }).click();
  expect((await sent).postDataJSON()).toMatchObject({ locale: "es-US", smsOptIn: true, photoIds: [expect.any(String)] });
  await page.waitForURL(/\/es\/thank-you\?/, { timeout: 90_000 });
  const appointmentId = Number(new URL(page.url()).searchParams.get("appointmentId"));
  await page.getByRole("link", { name: "Ver o cambiar su reserva" }).click();
  await expect(page).toHaveURL(/\/es\/appointments\/[A-Za-z0-9_-]{43}$/);
  // The booking page stays open in Spanish, its thread live.
  await expect(page.getByRole("heading", { name: "Mensajes" })).toBeVisible();
  await expect(page.getByTestId("thread-live")).toHaveText("Actualizaciones en vivo activadas", { timeout: 10_000 });

  // 2. The dispatch webhook (signature verified by the receiver) carries the pro's link; the pro opens it.
  await expect.poll(() => hooksFor(appointmentId, (hook) => hook.type === "appointment.created").length, { timeout: 20_000 }).toBe(1);
  expect(app.webhooks.unverified).toEqual([]);
  const created = hooksFor(appointmentId, (hook) => hook.type === "appointment.created")[0].body.data;
  expect(created).toMatchObject({ appointment: { locale: "es-US" }, photos: [expect.anything()] });
  const proUrl = String(created.proUrl);
  expect(proUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/jobs\/[A-Za-z0-9_-]{43}$/);
  const siteOrigin = new URL(proUrl).origin;

  const pro = await newPage(browser);
  await pro.goto(proUrl);
  await expect(pro.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(pro.getByTestId("job-status")).toHaveText("Waiting for a pro");
  await expect(pro.getByRole("img", { name: "Photo 1 of 1" })).toBeVisible();
  await expect(pro.getByText(HOMEOWNER.email)).toHaveCount(0);
  await pro.getByLabel("Your name").fill("Pat Plumber");
  await pro.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(pro.getByTestId("job-notice")).toHaveText("You accepted the job. The homeowner has been told.");
  await expect(pro.getByTestId("job-contact")).toContainText(HOMEOWNER.email);

  // 3. The acceptance and the pro's English message reach the open Spanish page live, within 3 s.
  await expect(page.getByText("Pat Plumber aceptó el trabajo.")).toBeVisible({ timeout: 3_000 });
  const greeting = "Hi Lucía, I will bring a new cartridge for the faucet.";
  // Each action reloads the job page (a plain form POST); its message box works once the thread is live (hydrated).
  await expect(pro.getByTestId("thread-live")).toHaveText("Live updates on", { timeout: 10_000 });
  await pro.getByLabel("Message").fill(greeting);
  await pro.getByRole("button", { name: "Send" }).click();
  // The sender's box still holds the words until the POST answers, so look in the thread, not for any text.
  await expect(pro.getByTestId("thread-message").filter({ hasText: greeting })).toBeVisible();
  await expect(pro.getByLabel("Message")).toHaveValue("");
  await expect(page.getByTestId("thread-message").filter({ hasText: greeting })).toBeVisible({ timeout: 3_000 });

  // 4. "On my way" is texted at once (never held for quiet hours), in Spanish, with a link to the booking page.
  await pro.getByLabel("Minutes until you arrive").fill("20");
  await pro.getByRole("button", { name: "On my way" }).click();
  await expect(pro.getByTestId("job-notice")).toHaveText("The homeowner has been told you are on the way.");
  await expect(page.getByText("Pat Plumber va en camino; llega en unos 20 minutos.")).toBeVisible({ timeout: 3_000 });
  await expect.poll(() => textsToHomeowner().filter((text) => text.body.includes("va en camino")).length, { timeout: 15_000 }).toBe(1);
  const onMyWay = textsToHomeowner().find((text) => text.body.includes("va en camino"))!;
  expect(onMyWay).toMatchObject({ authorized: true, from: "+15125550100" });
  expect(onMyWay.body).toContain("FixPilot: Pat Plumber va en camino; llega en unos 20 min.");
  expect(onMyWay.body).toMatch(new RegExp(`${siteOrigin}/es/appointments/[A-Za-z0-9_-]{43}`));
  // Every text this booking got is in Spanish (the confirmation, Accept and the message ones are held at night).
  for (const text of textsToHomeowner()) expect(text.body).not.toMatch(/\b(your|booking|on the way)\b/i);

  // 5. The homeowner texts back PARAR, as Twilio forwards it: signed for the site's public address. An unsigned
  //    copy is refused.
  const inboundUrl = `${siteOrigin}/api/sms/inbound`;
  expect((await app.twilio.inbound(inboundUrl, HOMEOWNER.e164, "PARAR", { signature: null })).status).toBe(403);
  const stopped = await app.twilio.inbound(inboundUrl, HOMEOWNER.e164, "PARAR");
  expect(stopped.status).toBe(200);
  expect(await stopped.text()).toContain("no le enviaremos más mensajes");

  // No later text goes out. A second "On my way" would be texted at any hour without the opt-out; a message and
  // "Mark completed" still reach the thread, the webhook and the email, but not the phone.
  await pro.getByLabel("Minutes until you arrive").fill("5");
  await pro.getByRole("button", { name: "On my way" }).click();
  await expect(page.getByText("Pat Plumber va en camino; llega en unos 5 minutos.")).toBeVisible({ timeout: 3_000 });
  const secondOnMyWay = await eventIdOf(
    appointmentId,
    (hook) => hook.body.data.change === "on_my_way" && (hook.body.data.details as { etaMinutes?: number }).etaMinutes === 5,
  );
  const late = "Parking now, see you in five minutes.";
  await expect(pro.getByTestId("thread-live")).toHaveText("Live updates on", { timeout: 10_000 });
  await pro.getByLabel("Message").fill(late);
  await pro.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("thread-message").filter({ hasText: late })).toBeVisible({ timeout: 3_000 });
  const lateMessage = await eventIdOf(appointmentId, (hook) => hook.type === "message.created" && JSON.stringify(hook.body.data).includes(late));

  // 6. "Mark completed": the homeowner's email links to the review on their booking page.
  await pro.getByLabel("Notes for the homeowner").fill("Replaced the cartridge; no more drips.");
  await pro.getByRole("button", { name: "Mark completed" }).click();
  await expect(pro.getByTestId("job-notice")).toHaveText("The job is marked completed. Thank you.");
  const completed = await eventIdOf(appointmentId, (hook) => hook.body.data.change === "completed");

  const reviewMail = () => app.smtp.received.find((item) => item.to.includes(HOMEOWNER.email) && (item.mail.text ?? "").includes("Deje una reseña:"))?.mail;
  await expect.poll(() => reviewMail()?.subject, { timeout: 20_000 }).toBe(`FixPilot: se actualizó su solicitud de reparación n.º ${appointmentId}`);
  const reviewUrl = /Deje una reseña: (\S+)/.exec(reviewMail()!.text!)![1];
  expect(reviewUrl).toMatch(new RegExp(`^${siteOrigin}/es/appointments/[A-Za-z0-9_-]{43}#review$`));
  expect(reviewMail()!.html).toContain(`href="${reviewUrl}"`);

  // Opened from the mail client, a browser of its own: the booking page in Spanish, at its review form.
  const fromMail = await newPage(browser);
  await fromMail.goto(reviewUrl);
  await expect(fromMail.locator("html")).toHaveAttribute("lang", "es-US");
  const review = fromMail.locator("#review");
  await expect(review.getByText("¿Cómo le fue?")).toBeInViewport();
  await expect(review.getByRole("button", { name: "Calificar con 5 de 5 estrellas" })).toBeVisible();
  await expect(review.getByLabel("Su reseña")).toBeVisible();
  await expect(review.getByRole("button", { name: "Enviar reseña" })).toBeVisible();

  // The texts after PARAR were skipped for the opt-out (the console's delivery log), and none reached the server:
  // one On my way text (20 min), at most one new-message text (the first message's, in the daytime), no completed one.
  const console = await signInAsOperator(browser, app.baseURL);
  for (const eventId of [secondOnMyWay, lateMessage, completed]) await expectTextSkippedForOptOut(console, appointmentId, eventId);
  const bodies = textsToHomeowner().map((text) => text.body);
  expect(bodies.filter((body) => body.includes("va en camino"))).toHaveLength(1);
  expect(bodies.filter((body) => body.includes("nuevo mensaje")).length).toBeLessThanOrEqual(1);
  expect(bodies.filter((body) => body.includes("está terminada"))).toEqual([]);
  expect(app.webhooks.unverified).toEqual([]);
});
