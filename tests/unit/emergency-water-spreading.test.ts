import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import { ruleTriage, triageMessage } from "@/lib/emergency/triage";

// Water told by where it has reached (Spanish flooding, the lowest cell of every round since 11): out of its place and
// into another part of the home. The rules bring the card without the layer.
const spreading = [
  "se me rompió la manguera del lavabo y sale agua, ya está pasando al pasillo",
  "el escusado se está tirando y no para, el agua ya se salió al pasillo y va para la recámara",
  "se rebosó el sanitario con aguas negras y sigue saliendo, ya se pasó a la cocina",
  "se desbordó la quebrada y el agua se está metiendo a la casa por la puerta de atrás",
  "la bañera está overflowing y el agua ya salió al hallway",
];

// Water that stays where it is, or is said not to come in.
const staysOut = [
  "el tinaco se desborda cuando se llena y el agua cae al patio, no entra a la casa. ¿cómo ajusto la boya?",
  "se encharcó el patio con la lluvia pero no entra nada a la casa, ¿cómo mejoro el drenaje?",
  "cuando llueve fuerte entra un poquito de agua a la cocina por la ventana, cómo la sello?",
];

describe("water spreading into the home", () => {
  it.each(spreading)("is the flooding card from the rules alone: %s", (text) => {
    expect(ruleTriage(text).cards).toContain("flooding");
  });

  describe.each(locales)("on the %s page", (page) => {
    it.each(staysOut)("stays calm when it stays out: %s", (text) => {
      expect(triageMessage(text, page).hazards).toEqual([]);
    });
  });
});
