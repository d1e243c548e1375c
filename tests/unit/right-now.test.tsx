import { describe, expect, it } from "@jest/globals";
import { renderToStaticMarkup } from "react-dom/server";

import { RightNow, type RightNowLabels } from "@/components/safety/right-now";
import { allProblems } from "@/lib/catalog";
import { detectEmergency as detectHazard } from "@/lib/emergency/triage";
import { scheduleHref } from "@/lib/schedule-link";
import messages from "@/messages/en-US";

const safety = messages.Safety;

function labels(trade: string): RightNowLabels {
  return {
    heading: safety.rightNowHeading,
    whoToCall: safety.whoToCall,
    call911: safety.call911,
    call911When: safety.call911When,
    gasUtility: safety.gasUtility,
    electricUtility: safety.electricUtility,
    book: safety.book.replace("{trade}", trade),
  };
}

/** The server HTML as text, entities decoded enough for the catalogue's apostrophes and ampersands. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replace(/\s+/g, " ");
}

const critical = allProblems()
  .filter(({ problem }) => problem.safetyCritical)
  .map(({ category, problem }) => [`${category.id}/${problem.id}`, category, problem] as const);

describe("RightNow (server HTML of a safety-critical problem's urgent advice)", () => {
  it("covers every problem whose title names an emergency: each is marked safety-critical", () => {
    const covered = new Set<string>(critical.map(([id]) => id));
    const emergencies = allProblems()
      .filter(({ problem }) => detectHazard(problem.title) !== undefined)
      .map(({ category, problem }) => `${category.id}/${problem.id}`);
    expect(emergencies.length).toBeGreaterThan(0);
    expect(emergencies.filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(critical)("%s: heading, act-immediately advice, a tel:911 link and the booking link", (_, category, problem) => {
    const bookHref = scheduleHref({ category: category.id, issue: problem.id });
    const html = renderToStaticMarkup(<RightNow problem={problem} labels={labels(category.trade.singular)} bookHref={bookHref} headingId="h" />);
    const body = text(html);
    expect(html).toMatch(/<h2 id="h"[^>]*>.*What to do right now<\/h2>/);
    expect(html).toContain('aria-labelledby="h"');
    expect(body).toContain(problem.professionalAdvice);
    expect(body).toMatch(/Act immediately/);
    expect(html).toMatch(/<a href="tel:911"[^>]*>.*Call 911<\/a>/);
    expect(body).toContain("Call 911 if there is smoke or fire");
    expect(html).toContain(`href="${bookHref.replaceAll("&", "&amp;")}"`);
    expect(body).toContain(`book a licensed ${category.trade.singular}`);
    expect(body.includes("gas utility's emergency line")).toBe(problem.emergencyCalls!.includes("gas-utility"));
    expect(body.includes("electric utility's emergency line")).toBe(problem.emergencyCalls!.includes("electric-utility"));
  });

  it("falls back to 911 when a problem names no emergency line", () => {
    const html = renderToStaticMarkup(
      <RightNow
        problem={{ professionalAdvice: "Act immediately: call.", emergencyCalls: undefined }}
        labels={labels("plumber")}
        bookHref="/schedule"
        headingId="h"
      />,
    );
    expect(html).toContain('href="tel:911"');
    expect(html).not.toContain("utility&#x27;s emergency line");
  });
});
