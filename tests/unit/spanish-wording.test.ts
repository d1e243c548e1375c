// What the native-speaker review (shared/reviews/spanish-review.md) found in the Spanish words, each pinned so it
// cannot come back: raw English status words, titles dropped bare into sentences, the wrong word for the utility.
import { describe, expect, it } from "@jest/globals";
import { createTranslator } from "use-intl/core";

import { getCategory } from "@/lib/catalog";
import { localizeCategory } from "@/lib/catalog/i18n";
import english from "@/messages/en";
import spanish from "@/messages/es-US";

const es = createTranslator({ locale: "es-US", messages: spanish });
const en = createTranslator({ locale: "en-US", messages: english });

describe("status words on the Spanish booking page", () => {
  it.each([
    ["cancelled", "Esta reserva está cancelada y ya no se puede cambiar."],
    ["completed", "Esta reserva está completada y ya no se puede cambiar."],
    ["expired", "Esta reserva está cerrada y ya no se puede cambiar."],
  ])("says a %s booking is closed in Spanish", (status, text) => {
    expect(es("BookingPage.closedNotice", { status })).toBe(text);
  });
});

/** "Assistant.accepted" -> text, for every Spanish message. */
function leaves(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}

describe("titles inside Spanish sentences", () => {
  // The caller passes these an already quoted title (Assistant.quoted); the keywords are a list, not a sentence.
  const NOT_A_BARE_TITLE = ["Assistant.matchInCategory", "Assistant.matchOtherCategory", "Seo.problemKeywords"];

  it("quotes a problem title that a sentence runs on from («…»), unless it opens the text or follows a colon", () => {
    const bare = leaves(spanish).filter(
      ([key, text]) => !NOT_A_BARE_TITLE.includes(key) && [...text.matchAll(/\{problem\}/g)].some(({ index }) => !/(^|: |«)$/.test(text.slice(0, index))),
    );
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it("reads the assistant's and the guide's sentences with the title in quotes", () => {
    expect(es("Assistant.explanationIntro", { problem: "Se bota el breaker", causes: "…" })).toMatch(/^Veamos el problema «Se bota el breaker»\. /);
    expect(es("Assistant.accepted", { problem: "No hay calefacción" })).toContain("guía paso a paso para «No hay calefacción»");
  });
});

describe("category names inside sentences", () => {
  const electrical = getCategory("electrical")!;

  it("writes the category lower case mid-sentence in Spanish", () => {
    const category = localizeCategory(electrical, "es-US");
    expect(es("Guide.subheading", { category: category.nameInSentence })).toBe("Guía de reparación de electricidad para hacerlo usted mismo");
    expect(es("Diagnostic.problemsHeading", { category: category.nameInSentence })).toBe("Problemas comunes de electricidad");
  });

  it("keeps the spec's title case in English", () => {
    const category = localizeCategory(electrical, "en-US");
    expect(en("Guide.subheading", { category: category.nameInSentence })).toBe("Electrical DIY Repair Guide");
  });
});
