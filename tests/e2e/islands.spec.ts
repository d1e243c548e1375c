import { expect, test } from "@playwright/test";

// The chat, the booking form and the review form hydrate from their own chunks, a moment after the page. Their
// HTML must be complete from the start, and their submit buttons must not work before React has taken over: a
// native submission would reload the page and drop what was typed.
const islands = [
  { path: "/hvac/no-heat", content: "Describe the problem in your own words or ask a question", submit: "Send" },
  { path: "/schedule?category=hvac", content: "Preferred Time", submit: "Schedule an Appointment" },
  { path: "/thank-you", content: "Tell us about your experience...", submit: "Submit Review" },
];

for (const island of islands) {
  test(`${island.path} serves its form in the HTML with submit disabled, and enables submit once hydrated`, async ({ page, request }) => {
    const html = await (await request.get(island.path)).text();
    expect(html).toContain(island.content);
    const submitTag = new RegExp(`<button[^>]*type="submit"[^>]*>(?:(?!</button>).)*${island.submit}`, "s").exec(html)?.[0] ?? "";
    expect(submitTag).toMatch(/\sdisabled=""/);

    await page.goto(island.path);
    // Not toBeEnabled: the chat's Send stays aria-disabled while its box is empty, which Playwright counts as disabled.
    await expect(page.getByRole("button", { name: island.submit })).not.toHaveAttribute("disabled");
  });
}
