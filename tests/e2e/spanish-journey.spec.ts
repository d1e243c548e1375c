// A Spanish-speaking homeowner on the /es pages: from the home page through the assistant to a booking and its
// booking page, all in Spanish and axe-clean; and a mistyped email answered in Spanish with the form kept as typed.
import { expect, test, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";

/** The booking form's controls by their Spanish labels (messages/es-US/booking.json, ScheduleForm). */
function spanishForm(page: Page) {
  return {
    name: page.getByLabel("Nombre", { exact: true }),
    email: page.getByLabel("Correo electrónico", { exact: true }),
    phone: page.getByLabel("Teléfono", { exact: true }),
    category: page.getByRole("combobox", { name: "Categoría de servicio" }),
    issue: page.getByRole("combobox", { name: "Problema específico" }),
    preferredDate: page.getByRole("button", { name: /^Fecha preferida/ }),
    submit: page.getByRole("button", { name: /^(Programar una cita|Procesando\.\.\.)$/ }),
  };
}

test("a Spanish journey: /es -> the assistant -> a booking -> its booking page, in Spanish and axe-clean", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: /Empezar el diagnóstico de plomería/ }).click();
  await expect(page).toHaveURL(/\/es\/diagnostic\/plumbing$/);
  const log = page.getByRole("log");
  await expect(log).toContainText(/plomería/i);

  // Free text in Spanish, accents left out as people type on a phone.
  const input = page.getByRole("textbox", { name: "Describa el problema con sus propias palabras o haga una pregunta" });
  await expect(page.getByRole("button", { name: "Enviar" })).not.toHaveAttribute("disabled");
  await input.fill("gotea el grifo");
  await input.press("Enter");
  // The opening already lists every plumbing problem; the answer to the typed words brings its own list, and that is
  // the one to choose from (whichever came first, two "Grifo que gotea" buttons end up in the log).
  const choices = log.getByRole("group", { name: "Problemas para elegir" });
  await expect(choices).toHaveCount(2);
  await expect(log).toContainText("Parece que se trata de «Grifo que gotea»");
  await choices.last().getByRole("button", { name: "Grifo que gotea" }).click();
  await expect(page).toHaveURL(/\/es\/plumbing\/leaky-faucet$/);
  await expect(log).toContainText("Grifo que gotea");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Contactar a un profesional" }).click();
  await page.waitForURL(/\/es\/schedule\?/);
  const form = spanishForm(page);
  await expect(form.preferredDate).not.toContainText("Elija una fecha");
  await expect(form.category.locator("option:checked")).toHaveText("Plomería");
  await expect(form.issue.locator("option:checked")).toHaveText("Grifo que gotea");
  await form.name.fill("Lucía Hernández");
  await form.email.fill("lucia@example.com");
  await form.phone.fill("(555) 010-2030");
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/appointments") && request.method() === "POST");
  await form.submit.click();
  expect((await sent).postDataJSON()).toMatchObject({ locale: "es-US", category: "plumbing", issue: "Grifo que gotea" });

  await page.waitForURL(/\/es\/thank-you\?/);
  await expect(page.getByRole("heading", { level: 1, name: "¡Listo!" })).toBeVisible();
  const bookingLink = page.getByRole("link", { name: "Ver o cambiar su reserva" });
  await expect(bookingLink).toHaveAttribute("href", /^\/es\/appointments\/[A-Za-z0-9_-]+$/);
  await bookingLink.click();

  await expect(page).toHaveURL(/\/es\/appointments\/[A-Za-z0-9_-]+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1, name: /^Su reserva n\.º \d+$/ })).toBeVisible();
  await expect(page.getByText("Plomería")).toBeVisible();
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", /^\/appointments\//);
  await expectNoAxeViolations(page);
});

test("a Spanish user's invalid email gets the Spanish message, and the form keeps what was typed", async ({ page }) => {
  await page.goto("/es/schedule?category=plumbing&issue=leaky-faucet");
  const form = spanishForm(page);
  await expect(form.preferredDate).not.toContainText("Elija una fecha");
  await form.name.fill("Lucía Hernández");
  await form.email.fill("lucia@");
  await form.phone.fill("(555) 010-2030");
  await form.submit.click();
  await expect(form.email).toHaveAttribute("aria-invalid", "true");
  await expect(form.email).toHaveAccessibleDescription("Correo electrónico no válido");
  await expect(form.name).toHaveValue("Lucía Hernández");
  await expect(form.email).toHaveValue("lucia@");
  await expect(form.phone).toHaveValue("(555) 010-2030");
  await expect(form.issue.locator("option:checked")).toHaveText("Grifo que gotea");
  await expectNoAxeViolations(page);
});

test("the API answers a Spanish booking's field errors in Spanish", async ({ request }) => {
  const response = await request.post("/api/appointments", {
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    data: {
      locale: "es-US",
      name: "Lucía",
      email: "lucia@",
      phone: "5550102030",
      category: "plumbing",
      preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      timeFrame: "8-12",
      diagnosticHistory: [],
    },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).errors.email).toEqual(["Correo electrónico no válido"]);
});
