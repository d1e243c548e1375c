import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "use-intl/core";

import { allProblems } from "@/lib/catalog";
import { getLocalizedProblem } from "@/lib/catalog/i18n";
import english from "@/messages/en-US";
import spanish from "@/messages/es-US";
import type { AppLocale } from "@/i18n/locales";

// The request's locale and translator (next-intl/server), switched per test as the page's language would be.
let requestLocale: AppLocale = "es-US";
jest.mock("next-intl/server", () => ({
  getLocale: async () => requestLocale,
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: requestLocale, messages: (requestLocale === "en-US" ? english : spanish) as never, namespace: namespace as never }),
}));

// Imported after the mock is registered: this Jest setup does not hoist jest.mock above imports.
let RightNow: typeof import("@/components/safety/right-now").RightNow;
let adviceEnglishNote: typeof import("@/components/safety/right-now-labels").adviceEnglishNote;
let rightNowLabels: typeof import("@/components/safety/right-now-labels").rightNowLabels;
beforeAll(async () => {
  ({ RightNow } = await import("@/components/safety/right-now"));
  ({ adviceEnglishNote, rightNowLabels } = await import("@/components/safety/right-now-labels"));
});

const critical = allProblems().filter(({ problem }) => problem.safetyCritical);

describe("RightNow on Spanish pages", () => {
  it("has the overlay's Spanish advice for every safety-critical problem, so nothing is marked English", async () => {
    requestLocale = "es-US";
    expect(critical.length).toBeGreaterThan(0);
    for (const { category, problem } of critical) {
      const spanishProblem = getLocalizedProblem(category.id, problem.id, "es-US")!;
      expect([problem.id, spanishProblem.professionalAdvice === problem.professionalAdvice]).toEqual([problem.id, false]);
      expect(await adviceEnglishNote(category.id, spanishProblem)).toBeUndefined();
    }
  });

  it('marks English advice shown on a Spanish page, in Spanish, with lang="en" on the advice', async () => {
    requestLocale = "es-US";
    const { category, problem } = critical[0];
    const note = await adviceEnglishNote(category.id, problem);
    expect(note).toBe("(en inglés)");
    const html = renderToStaticMarkup(
      <RightNow problem={problem} labels={await rightNowLabels("electricista")} bookHref="/es/schedule" headingId="h" adviceEnglishNote={note} />,
    );
    expect(html).toContain(`<span lang="en">${renderToStaticMarkup(<>{problem.professionalAdvice}</>)}</span> (en inglés)`);
    expect(html).toContain('href="/es/schedule"');
  });

  it("adds no note on an English page", async () => {
    requestLocale = "en-US";
    const { category, problem } = critical[0];
    expect(await adviceEnglishNote(category.id, problem)).toBeUndefined();
  });
});
