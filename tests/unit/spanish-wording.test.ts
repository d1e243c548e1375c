// What the native-speaker review (shared/reviews/spanish-review.md) found in the Spanish words, each pinned so it
// cannot come back: raw English status words, titles dropped bare into sentences, the wrong word for the utility.
import { describe, expect, it } from "@jest/globals";
import { createTranslator } from "use-intl/core";

import { getCategory } from "@/lib/catalog";
import { visitWindowText } from "@/lib/booking/words";
import { localizeCategory } from "@/lib/catalog/i18n";
import { spanishCatalogue } from "@/lib/catalog/i18n/es-US";
import english from "@/messages/en-US";
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

describe("the reviewer's wording list", () => {
  const overlayText = JSON.stringify(spanishCatalogue);
  const messageText = JSON.stringify(spanish);

  it("names the utility as the gas or power company, never 'su compañía de servicios' (a contractor to US readers)", () => {
    expect(`${overlayText}${messageText}`).not.toContain("compañía de servicios");
    expect(spanishCatalogue.dangerLead).toContain("llame al 911 o a la compañía de gas o de luz desde afuera");
  });

  it("says furnace, the right pliers, diesel heating oil, one regional word per thing, and Spanish range grammar", () => {
    for (const wrong of [
      "calefactor (furnace)",
      "presión ajustable",
      "quemador de aceite",
      "o de aceite",
      "sopapa",
      "tarja",
      "30–50 por ciento",
      "de 20–30",
      "de 40–80 psi",
    ]) {
      expect({ wrong, found: `${overlayText}${messageText}`.includes(wrong) }).toEqual({ wrong, found: false });
    }
    expect(spanishCatalogue.tools["Tongue-and-groove pliers"]).toBe("Pinzas de extensión (pinzas de chango)");
  });

  it("keeps the safety instructions whole: the breaker stays off, a soaked GFCI is replaced, erasure includes the photos", () => {
    expect(es("Assistant.caution.sparking")).toContain("deje su breaker apagado");
    expect(overlayText).toContain("un GFCI que se empapó se cambia; no se seca para volver a usarlo");
    expect(messageText).not.toContain("no se secan y se restablecen");
    expect(es("Privacy.sections.choices.body")).toContain("la descripción del problema y las fotos");
  });

  it("writes times one way: the booking form's and the emails' a. m./p. m.", () => {
    expect(es("ScheduleForm.timeFrames.8-12")).toBe("8:00 a. m. – 12:00 p. m.");
    expect(visitWindowText("2026-12-03", "8-12", "America/Chicago", "es-US")).toMatch(/8:00\sa\. m\. – 12:00\sp\. m\. \(hora central\)$/);
    expect(visitWindowText("2026-12-03", "8-12", "America/Chicago", "en-US")).toMatch(/8:00\sAM–12:00\sPM \(Central\)$/);
  });
});
