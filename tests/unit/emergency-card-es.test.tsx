// The Spanish emergency card keeps every instruction of the English one: the same steps, the same numbers to
// call, the same "licensed professional", "leave", "don't touch" and "never" items, and the tel:911 link.
import { describe, expect, it } from "@jest/globals";
import { renderToStaticMarkup } from "react-dom/server";

import { EmergencyCard } from "@/components/emergency/emergency-card";
import { HAZARDS } from "@/lib/emergency/hazards";
import { emergencyFollowUp, emergencyNotice } from "@/lib/emergency/notice";

const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

// Each instruction kind as it is written in either language; a Spanish step must carry every kind its English
// step carries.
const kinds: Record<string, [RegExp, RegExp]> = {
  "call 911": [/\b911\b/, /\b911\b/],
  "licensed professional": [/\blicensed\b/i, /\bcon licencia\b/i],
  "gas utility": [/\bgas utility/i, /\bcompañía de gas\b/i],
  "electric utility": [/\belectric utility/i, /\bcompañía de electricidad\b/i],
  "leave the building": [
    /\bleave (?:the|your|first|now)\b|\bout of the (?:building|home|house)\b|\boutside\b|\bget everyone out\b/i,
    /\b(?:salga|saque|afuera|aire libre|del edificio)\b/i,
  ],
  "don't": [/\b(?:don't|never)\b/i, /\b(?:no|nunca)\b/i],
  "never open flame": [/\bopen flame|light a flame|torch\b/i, /\bllama\b|\bsoplete\b/i],
  "stay away": [
    /\b(?:stay|keep|well|move|others) (?:\w+ )?away\b|\bstay back\b|\bstay out\b|\bkeep everyone out\b/i,
    /\blejos\b|alej\w*|\bno entre\b|\bfuera\b/i,
  ],
  "dry hands or floor": [/\bdry\b/i, /\bsec[oa]s?\b/i],
};

function kindsOf(text: string, language: 0 | 1): string[] {
  return Object.entries(kinds)
    .filter(([, patterns]) => patterns[language].test(text))
    .map(([kind]) => kind);
}

describe("the Spanish emergency card", () => {
  it.each(HAZARDS)("%s keeps every step, number and kind of instruction", (hazard) => {
    const english = emergencyNotice(hazard, "en-US");
    const spanish = emergencyNotice(hazard, "es-US");
    expect(spanish.steps).toHaveLength(english.steps.length);
    expect(Boolean(spanish.utility)).toBe(Boolean(english.utility));
    english.steps.forEach((step, index) => {
      const spanishStep = spanish.steps[index];
      expect(spanishStep.text).not.toBe(step.text);
      expect(numbers(spanishStep.text)).toEqual(numbers(step.text));
      expect(kindsOf(spanishStep.text, 1)).toEqual(expect.arrayContaining(kindsOf(step.text, 0)));
    });
    const englishFollowUp = emergencyFollowUp(hazard, "en-US");
    const spanishFollowUp = emergencyFollowUp(hazard, "es-US");
    expect(kindsOf(spanishFollowUp, 1)).toEqual(expect.arrayContaining(kindsOf(englishFollowUp, 0)));
  });

  it.each(HAZARDS)("%s renders in Spanish with the tel:911 link", (hazard) => {
    const html = renderToStaticMarkup(<EmergencyCard notice={emergencyNotice(hazard, "es-US")} />);
    expect(html).toContain('href="tel:911"');
    expect(html).toContain("Llame al 911");
    expect(html).toContain("Emergencia");
    expect(html).toContain('role="alert"');
  });

  it("stays English without a locale", () => {
    expect(emergencyNotice("gas").call911).toBe("Call 911");
    expect(emergencyNotice("gas", "es-US").call911).toBe("Llame al 911");
  });

  it("would notice a dropped instruction", () => {
    const english = emergencyNotice("gas", "en-US").steps[3].text;
    expect(kindsOf("Desde afuera, llame a su compañía de gas.", 1)).not.toEqual(expect.arrayContaining(kindsOf(english, 0)));
  });
});
