import { expect, test } from "@playwright/test";
import sharp from "sharp";

import { SchedulePage } from "./pages/schedule";
import { signInAsOperator } from "./support/operator";

test.describe("after the booking: the pro's job page and the thread", () => {
  test("the pro opens proUrl, accepts, writes a message, and it appears live on the open booking page", async ({ page, browser }) => {
    // The first booking on a fresh server also opens, migrates and seeds the embedded database: slow on a busy machine.
    test.setTimeout(180_000);
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing", issue: "leaky-faucet" });
    await schedule.fillContact({ name: "Riley Homeowner", email: "riley@example.com", phone: "(555) 010-4455" });
    await schedule.submit.click();
    await expect(page).toHaveURL(/\/thank-you\?appointmentId=\d+&category=plumbing&token=[A-Za-z0-9_-]{43}$/, { timeout: 90_000 });
    const url = new URL(page.url());
    const id = url.searchParams.get("appointmentId")!;
    const token = url.searchParams.get("token")!;

    // The homeowner keeps their booking page open.
    await page.goto(`/appointments/${token}`);
    await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
    await expect(page.getByTestId("thread-live")).toHaveText("Live updates on", { timeout: 10_000 });

    // The operator issues the pro's link in the console (the webhook carries the first one as data.proUrl).
    const console = await signInAsOperator(browser);
    await console.goto(`/operator/appointments/${id}`);
    await console.getByRole("button", { name: "Revoke and issue a new link" }).click();
    const shown = await console.getByTestId("pro-link-new").textContent();
    const proPath = new URL(/https?:\/\/\S+\/jobs\/[A-Za-z0-9_-]{43}/.exec(shown ?? "")![0]).pathname;

    // Opening the link changes nothing and shows no contact details.
    const pro = await (await browser.newContext()).newPage();
    const opened = await pro.goto(proPath);
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(pro.getByTestId("job-status")).toHaveText("Waiting for a pro");
    await expect(pro.getByText("The homeowner's name, phone and email appear here once you accept the job.")).toBeVisible();
    await expect(pro.getByText("riley@example.com")).toHaveCount(0);

    await pro.getByLabel("Your name").fill("Pat Plumber");
    await pro.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(pro.getByTestId("job-notice")).toHaveText("You accepted the job. The homeowner has been told.");
    await expect(pro.getByTestId("job-status")).toHaveText("Accepted");
    await expect(pro.getByTestId("job-contact")).toContainText("riley@example.com");

    // The acceptance reaches the open booking page live, as a timeline event; then the pro's message, within 3 s.
    await expect(page.getByText("Pat Plumber accepted the job.")).toBeVisible({ timeout: 3_000 });
    // The accept came back as a new page: type once its live stream is on, as on the homeowner's page above, so the
    // pro's message reaches the open booking page live. (Words typed before hydration are kept since c6a149e:
    // tests/unit/thread-panel-hydration.test.tsx.)
    await expect(pro.getByTestId("thread-live")).toHaveText("Live updates on", { timeout: 10_000 });
    await pro.getByLabel("Message").fill("Hi Riley, I will bring a new cartridge.");
    await pro.getByRole("button", { name: "Send" }).click();
    // The sender's box still holds the words until the POST answers, so look in the thread, not for any text.
    await expect(pro.getByTestId("thread-message").filter({ hasText: "Hi Riley, I will bring a new cartridge." })).toBeVisible();
    await expect(page.getByTestId("thread-message").filter({ hasText: "Hi Riley, I will bring a new cartridge." })).toBeVisible({ timeout: 3_000 });

    // And back: the homeowner's reply reaches the job page.
    await page.getByLabel("Message").fill("Thanks! The side gate is open.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(pro.getByTestId("thread-message").filter({ hasText: "Thanks! The side gate is open." })).toBeVisible({ timeout: 3_000 });
    // The console, open since it issued the link and never reloaded, shows the reply live too, in a polite live region.
    const consoleLive = console.getByTestId("console-thread-live");
    await expect(consoleLive).toHaveAttribute("aria-live", "polite");
    await expect(consoleLive.getByText("Thanks! The side gate is open.")).toBeVisible({ timeout: 3_000 });
    await expect(consoleLive.getByText("Hi Riley, I will bring a new cartridge.")).toBeVisible();

    // A photo in a message, through the booking form's picker and upload route: a photos-only message from the pro
    // reaches the open booking page live as a thumbnail, named by its alt text and linking to the signed full image.
    const cartridge = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    const proPhotos = pro.getByRole("group", { name: "Photos (optional)", exact: true });
    await proPhotos.getByLabel(/^Add (more )?photos$/).setInputFiles({ name: "cartridge.jpg", mimeType: "image/jpeg", buffer: cartridge });
    await expect(proPhotos.getByText("Uploaded", { exact: true })).toHaveCount(1, { timeout: 20_000 });
    await pro.getByRole("button", { name: "Send", exact: true }).click();
    // The picker starts empty again once the message is sent.
    await expect(proPhotos.getByText("0 of 6 photos added")).toBeVisible();
    const name = "Photo 1 of 1 from the pro, opens full size";
    const thumb = page.getByRole("img", { name });
    await expect(thumb).toBeVisible({ timeout: 3_000 });
    expect(await thumb.getAttribute("src")).toMatch(/^\/api\/photos\/[\w-]{22}\?size=thumb&expires=\d+&sig=[\w-]{43}$/);
    const link = page.getByRole("link", { name });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/photos\/[\w-]{22}\?size=full&expires=\d+&sig=[\w-]{43}$/);
    const full = await page.request.get(href);
    expect(full.status()).toBe(200);
    expect(full.headers()["content-type"]).toMatch(/^image\/(jpeg|webp)$/);
    // Without its signature the same photo is not served.
    expect((await page.request.get(href.split("?")[0] + "?size=full")).status()).toBe(404);
    // Keyboard: the thumbnail's link takes focus.
    await link.focus();
    await expect(link).toBeFocused();
    // The pro's own page shows it too, as theirs.
    await expect(pro.getByRole("img", { name: "Your photo 1 of 1, opens full size" })).toBeVisible();
    // And the console, live, with the photo named as its server-rendered entries name theirs.
    await expect(consoleLive.getByRole("img", { name: "Photo 1 of 1 from Pro, opens full size" })).toBeVisible({ timeout: 3_000 });

    // Mark completed with notes, a final price and an after-photo: the completed event shows it on the booking page.
    const afterPhotos = pro.getByRole("group", { name: "After-photos (optional)" });
    await afterPhotos.getByLabel(/^Add (more )?photos$/).setInputFiles({ name: "done.jpg", mimeType: "image/jpeg", buffer: cartridge });
    await expect(afterPhotos.getByText("Uploaded", { exact: true })).toHaveCount(1, { timeout: 20_000 });
    await pro.getByLabel("Notes for the homeowner").fill("New cartridge fitted.");
    await pro.getByLabel("Final price in dollars (optional)").fill("95");
    await pro.getByRole("button", { name: "Mark completed" }).click();
    await expect(pro.getByTestId("job-notice")).toHaveText("The job is marked completed. Thank you.");
    await expect(page.getByText("The job was marked completed.")).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText("Notes: New cartridge fitted.")).toBeVisible();
    const after = page.getByRole("img", { name: "After-photo 1 of 1, opens full size" });
    await expect(after).toBeVisible();
    expect(await after.getAttribute("src")).toMatch(/^\/api\/photos\/[\w-]{22}\?size=thumb&expires=\d+&sig=[\w-]{43}$/);
  });
});
