import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { detectEmergency } from "@/lib/emergency/triage";

// How Spanish-speaking homeowners in the US really type: without accents, with typos, in lower or upper case,
// with Spanglish ("el breaker", "el outlet", "la pipa"). Each row is the hazard the server must show first.
const alarming: [string, HazardId][] = [
  // Gas and propane
  ["huele a gas", "gas"],
  ["Huele a gas en la cocina", "gas"],
  ["HUELE A GAS!!!", "gas"],
  ["uele a gas cerca de la estufa", "gas"],
  ["hay olor a gas en el sotano", "gas"],
  ["creo que hay una fuga de gas", "gas"],
  ["se esta saliendo el gas de la estufa", "gas"],
  ["huele a propano afuera junto al tanque", "gas"],
  ["huele como a huevo podrido en la casa", "gas"],
  ["se escucha un silbido en el medidor y huele a gas", "gas"],
  ["el calentador no prende y huele a gaz", "gas"],
  ["tengo un gas leak en la cocina", "gas"],
  ["huele a gaz en la cosina", "gas"],
  ["I smell gas", "gas"],
  // Carbon monoxide
  ["se disparó la alarma de monóxido", "co"],
  ["se disparo la alarma de monoxido de carbono", "co"],
  ["la alarma de monoxdo esta sonando", "co"],
  ["el detector de CO esta pitando", "co"],
  ["creo que nos estamos intoxicando con monoxido", "co"],
  ["a todos nos duele la cabeza y estamos mareados desde que prendimos el calefactor", "co"],
  ["tengo nauseas y mareo cuando esta prendida la estufa de gas", "co"],
  ["tenemos el generador prendido en el garaje", "co"],
  ["me da mucho sueño y mareo cuando prende el calentador", "co"],
  ["puedo usar la planta de luz dentro de la cochera?", "co"],
  ["my co alarm is going off", "co"],
  ["la halarma de monoxido no deja de sonar", "co"],
  // Smoke, fire, burning smell
  ["sale humo del enchufe", "fire"],
  ["esta saliendo umo del panel electrico", "fire"],
  ["hay humo en el cuarto de la secadora", "fire"],
  ["huele a quemado cerca del tomacorriente", "fire"],
  ["olor a cable quemado en la sala", "fire"],
  ["huele a plastico quemado", "fire"],
  ["se prendio fuego la secadora", "fire"],
  ["veo llamas en el calefactor", "fire"],
  ["la alarma de humo esta sonando", "fire"],
  // Sparking and shocks
  ["el enchufe echa chispas", "sparking"],
  ["salen chispas del breaker", "sparking"],
  ["el outlet hace chispas cuando conecto algo", "sparking"],
  ["me dio un toque el apagador", "sparking"],
  ["me dio corriente la lavadora", "sparking"],
  ["el contacto chisporrotea", "sparking"],
  ["el outlet esta sparking", "sparking"],
  ["el tomacorriente chispea", "sparking"],
  // Hot, buzzing, scorched
  ["el enchufe esta muy caliente", "hot-electrical"],
  ["el panel de breakers hace un zumbido", "hot-electrical"],
  ["el breaker esta caliente", "hot-electrical"],
  ["el tomacorriente esta derretido", "hot-electrical"],
  ["la caja de fusibles zumba", "hot-electrical"],
  ["el enchufe tiene marcas negras", "hot-electrical"],
  ["el apagador esta quemado", "hot-electrical"],
  ["el panel esta hirviendo", "hot-electrical"],
  // Water on or near electrics
  ["hay agua en el panel eléctrico", "water-electrical"],
  ["hay agua en el panel electrico", "water-electrical"],
  ["le esta cayendo agua a la caja de breakers", "water-electrical"],
  ["se mojo el tablero electrico", "water-electrical"],
  ["esta goteando agua sobre el breaker", "water-electrical"],
  ["el outlet del baño esta mojado", "water-electrical"],
  ["entra agua por la lampara del techo", "water-electrical"],
  ["hay agua cerca de la caja de fusibles", "water-electrical"],
  ["hay agua en el breaker box", "water-electrical"],
  ["hay humedad en la pared cerca del enchufe", "water-electrical"],
  ["se inundo el sotano y la luz sigue prendida y hay enchufes abajo", "water-electrical"],
  // Burst and frozen pipes, flooding
  ["se reventó una tubería", "flooding"],
  ["se revento una tuberia en el garaje", "flooding"],
  ["se rompio un tubo y sale agua a chorros", "flooding"],
  ["la tuveria esta reventada", "flooding"],
  ["se congelaron las tuberias", "flooding"],
  ["la pipa se revento", "flooding"],
  ["se esta inundando la casa", "flooding"],
  ["sale mucha agua debajo del fregadero", "flooding"],
  ["se reventó la cañería del baño", "flooding"],
  ["se rompio una pipa y se esta inundando el basement", "flooding"],
  // Downed lines
  ["se cayo un cable de luz en la calle", "downed-line"],
  ["hay un cable de alta tension caido en el patio", "downed-line"],
  ["un arbol tumbo los cables de luz y estan colgando", "downed-line"],
];

// Denials and harmless look-alikes: the everyday questions the chat must answer without an emergency card.
const calm: string[] = [
  "no huele a gas, solo a humedad",
  "no huele a gas solo a humedad",
  "no hay olor a gas",
  "ya no huele a gas",
  "no hay fuga de gas",
  "el calentador de gas no prende",
  "la estufa de gas no enciende",
  "la factura del gas esta muy alta",
  "el piloto del calentador se apaga",
  "la llama del piloto esta amarilla",
  "que detector de monoxido me recomiendan comprar",
  "el detector de humo pita cada minuto",
  "no sale humo ni hay chispas, pero el enchufe no funciona",
  "no hay humo ni olor a quemado",
  "se me bota el breaker a cada rato",
  "el breaker se dispara cuando prendo el microondas",
  "se quemo el foco de la cocina",
  "se quemo un fusible",
  "el apagador esta tibio",
  "el inodoro no para de correr",
  "el grifo del baño gotea",
  "tengo una gotera en el techo",
  "no hay agua caliente",
  // Alarmed on by the layer trained with round 13, calm since it also learned from round 14.
  "el aire acondicionado echa aire caliente",
  "la bomba de agua no prende y ya revise el breaker",
  "poca presion del agua en la regadera",
  "el calentador de agua gotea",
  "las luces parpadean",
  "se fue la luz en media casa",
  "el tomacorriente no funciona",
  "que tamaño de generador necesito para mi casa",
  "la tuberia hace ruido cuando cierro la llave",
  "se me tapó el drenaje",
  "el drenaje huele mal",
  "el calefactor hace ruido",
  "no calienta la calefaccion",
  "necesito un electricista para instalar una lampara",
  "llama a un plomero mañana",
  "como cambio el papel del baño",
  "la manguera del jardin esta rota",
  "I don't smell gas",
  "ni huele a gas ni nada",
  "el agua de la regadera sale tibia",
  "quiero instalar un detector de monoxido",
  "que es mejor, calentador de gas o electrico?",
  "cuanto cuesta cambiar el panel electrico",
  "se me cayo el cable del cargador en el patio",
  "hay una fuga de agua debajo del fregadero",
  "el calentador de gas tiene una fuga de agua",
  "hay mucha humedad en la casa",
  "tengo sueño y quiero que alguien revise el calentador mañana",
];

describe("Spanish emergency triage", () => {
  it("has the table of at least 40 Spanish phrasings the issue asks for", () => {
    expect(alarming.length + calm.length).toBeGreaterThanOrEqual(40);
    expect(new Set(alarming.map(([, hazard]) => hazard)).size).toBe(8);
  });

  it.each(alarming)("%j -> %s", (text, hazard) => {
    expect(detectEmergency(text, "es-US")).toBe(hazard);
  });

  it.each(calm)("%j raises no alarm", (text) => {
    expect(detectEmergency(text, "es-US")).toBeUndefined();
  });
});

describe("locale dispatch", () => {
  it("reads every message with every language's words, whatever the page (issue #30)", () => {
    expect(detectEmergency("I smell gas", "es-US")).toBe("gas");
    expect(detectEmergency("huele a gas", "en-US")).toBe("gas");
    expect(detectEmergency("huele a gas")).toBe("gas");
  });
});
