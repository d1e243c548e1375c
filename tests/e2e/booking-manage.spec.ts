import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";

import { SchedulePage } from "./pages/schedule";
import { expectNoAxeViolations } from "./support/axe";

/** A YYYY-MM-DD some days ahead, as the browser's date input takes it. */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

test.describe("the homeowner's booking page", () => {
  test("book, thank-you, booking page, reschedule, calendar invite, cancel", async ({ page }) => {
    // The first booking on a fresh server also opens, migrates and seeds the embedded database: slow on a busy machine.
    test.setTimeout(150_000);
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing", issue: "leaky-faucet" });
    await schedule.fillContact({ name: "Morgan Booker", email: "morgan@example.com", phone: "(555) 010-7788" });
    await schedule.submit.click();

    await expect(page).toHaveURL(/\/thank-you\?appointmentId=\d+&category=plumbing&token=[A-Za-z0-9_-]{43}$/, { timeout: 90_000 });
    const url = new URL(page.url());
    const id = url.searchParams.get("appointmentId")!;
    const token = url.searchParams.get("token")!;
    await expect(page.getByRole("heading", { level: 1, name: "Success!" })).toBeVisible();
    await expect(page.getByText("Your Appointment Request is Confirmed")).toBeVisible();
    await expect(page.getByText(`Appointment reference: #${id}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // A forged token for the same id confirms nothing.
    await page.goto(`/thank-you?appointmentId=${id}&category=plumbing&token=${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
    await expect(page.getByText(`Appointment reference: #${id}`)).toHaveCount(0);

    const response = await page.goto(`/thank-you?appointmentId=${id}&category=plumbing&token=${token}`);
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await page.getByRole("link", { name: "View or change your booking" }).click();
    await expect(page).toHaveURL(new RegExp(`/appointments/${token}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Your booking #${id}` })).toBeVisible();
    await expect(page.getByTestId("booking-status")).toHaveText("Requested: waiting for a contractor to confirm");
    await expect(page.getByText("Morgan Booker")).toBeVisible();
    await expect(page.getByText("Leaky Faucet")).toBeVisible();
    await expectNoAxeViolations(page);

    const direct = await page.request.get(`/appointments/${token}`);
    expect(direct.headers()["referrer-policy"]).toBe("no-referrer");
    expect(direct.headers()["x-robots-tag"]).toContain("noindex");
    expect(await direct.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);

    // Reschedule with the form's rules: a past day is refused, a later one saved.
    const newDay = dayAhead(9);
    await page.getByLabel("New date").fill("2020-01-01");
    await page.getByRole("button", { name: "Save new time" }).click();
    await expect(page.getByText("Please choose today or a later date").first()).toBeVisible();
    await page.getByLabel("New date").fill(newDay);
    await page.getByRole("combobox", { name: "Time window" }).selectOption({ label: "12:00 PM - 4:00 PM" });
    await page.getByRole("button", { name: "Save new time" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your booking was updated." })).toBeVisible();
    // The visit as a person reads it: "Fri, Dec 4 · 12:00 PM–4:00 PM (Central)", in the booking's zone.
    const [year, month, day] = newDay.split("-").map(Number);
    const shortDate = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
      new Date(Date.UTC(year, month - 1, day, 12)),
    );
    await expect(page.locator("dd").filter({ hasText: `${shortDate} · 12:00 PM–4:00 PM (` })).toBeVisible();

    const invite = await page.request.get(`/appointments/${token}/calendar`);
    expect(invite.headers()["content-type"]).toContain("text/calendar");
    const ics = await invite.text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`UID:appointment-${id}@fixpilot`);

    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
    await expect(page.getByRole("button", { name: "Save new time" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The confirmation went out (as an .eml file, the embedded default) with the booking link.
    const mailDir = path.join(process.cwd(), ".data", "mail");
    await expect
      .poll(async () => {
        const files = await readdir(mailDir).catch(() => [] as string[]);
        const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(mailDir, file)))));
        return mails.filter((mail) => mail.subject === `FixPilot: we received your repair request #${id}` && mail.text?.includes(`/appointments/${token}`))
          .length;
      })
      .toBeGreaterThanOrEqual(1);
  });

  test("answers 404 for an unknown or malformed token", async ({ page }) => {
    expect((await page.goto(`/appointments/${"B".repeat(43)}`))?.status()).toBe(404);
    expect((await page.goto("/appointments/not-a-token"))?.status()).toBe(404);
    expect((await page.request.get(`/appointments/${"B".repeat(43)}/calendar`)).status()).toBe(404);
  });
});
