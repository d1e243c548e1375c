import { describe, expect, it } from "@jest/globals";

import { matchProblems, rankProblems } from "@/lib/ai/problem-matcher";
import { analyzeEs } from "@/lib/ai/text-analysis-es";

// Spanish free text, as homeowners in the US type it: with or without accents, with Spanglish and regional words.
function topMatch(query: string, categoryId: string): string | undefined {
  return matchProblems(query, categoryId, 3, "es-US").matches[0]?.problem.id;
}

describe("matchProblems finds the problem a Spanish speaker describes", () => {
  it.each([
    ["plumbing", "se me tapó el drenaje", "clogged-drain"],
    ["plumbing", "se me tapo el drenaje", "clogged-drain"],
    ["plumbing", "el lavabo del baño está tapado", "clogged-drain"],
    ["plumbing", "el grifo de la cocina gotea", "leaky-faucet"],
    ["plumbing", "la llave del lavamanos no deja de gotear", "leaky-faucet"],
    ["plumbing", "el inodoro no deja de correr", "running-toilet"],
    ["plumbing", "el escusado sigue llenando", "running-toilet"],
    ["plumbing", "no hay agua caliente", "water-heater-issues"],
    ["plumbing", "el calentador de agua no calienta", "water-heater-issues"],
    ["plumbing", "sale muy poca presion en la regadera", "low-water-pressure"],
    ["plumbing", "huele a drenaje en el baño", "sewer-smell"],
    ["plumbing", "la tubería hace golpes cuando se apaga la lavadora", "pipe-noise"],
    ["plumbing", "el triturador zumba pero no gira", "garbage-disposal"],
    ["plumbing", "el fregadero drena muy lento", "slow-draining"],
    ["hvac", "no calienta la calefacción", "no-heat"],
    ["hvac", "no calienta la calefaccion", "no-heat"],
    ["hvac", "el aire acondicionado no enfría", "not-cooling"],
    ["hvac", "el aire echa aire caliente", "not-cooling"],
    ["hvac", "el termostato tiene la pantalla en blanco", "thermostat-problems"],
    ["hvac", "hay mucha humedad en la casa", "high-humidity"],
    ["hvac", "el aire se prende y se apaga a cada rato", "frequent-cycling"],
    ["hvac", "el serpentín tiene hielo", "frozen-coil"],
    ["hvac", "sale poco aire por las rejillas", "weak-airflow"],
    ["electrical", "se me bota el breaker", "circuit-breaker-trips"],
    ["electrical", "el breaker se dispara cada vez que prendo el microondas", "circuit-breaker-trips"],
    ["electrical", "las luces parpadean", "flickering-lights"],
    ["electrical", "el tomacorriente del cuarto no funciona", "outlet-not-working"],
    ["electrical", "el outlet no sirve", "outlet-not-working"],
    ["electrical", "media casa sin luz", "no-power-partial"],
    ["electrical", "el gfci del baño no se resetea", "gfci-issues"],
    ["electrical", "el apagador de la sala no prende la luz", "light-switch-issues"],
    // Typos and Spanglish
    ["electrical", "el braker se bota", "circuit-breaker-trips"],
    ["plumbing", "el toilet no para de correr", "running-toilet"],
    ["hvac", "la calefacsion no calienta", "no-heat"],
    ["plumbing", "el drenage esta tapado", "clogged-drain"],
  ])("%s: %s -> %s", (categoryId, query, expected) => {
    expect(topMatch(query, categoryId)).toBe(expected);
  });

  it("offers another category's problem when the question clearly belongs there", () => {
    const result = matchProblems("no hay agua caliente", "electrical", 3, "es-US");
    expect(result.scope).toBe("other");
    expect(result.matches[0].problem.id).toBe("water-heater-issues");
  });

  it("finds nothing for unrelated text", () => {
    expect(matchProblems("quiero pedir una pizza", "plumbing", 3, "es-US")).toEqual({ scope: "none", matches: [] });
  });

  it("answers with the catalogue's entries, which the caller localizes", () => {
    const [best] = rankProblems("drenaje tapado", { locale: "es-US", categoryId: "plumbing" });
    expect(best.problem).toMatchObject({ id: "clogged-drain", title: "Clogged Drain" });
  });

  it("keeps English questions on the English index", () => {
    expect(matchProblems("toilet keeps running", "plumbing").matches[0]?.problem.id).toBe("running-toilet");
  });
});

describe("Spanish text analysis", () => {
  it("folds accents, so calefacción and calefaccion are one term", () => {
    expect(analyzeEs("calefacción")).toEqual(analyzeEs("calefaccion"));
    expect(analyzeEs("se me tapó")).toEqual(analyzeEs("se me tapo"));
  });

  it("meets tapado, tapó and tapada on one stem and drops the filler", () => {
    expect(new Set([...analyzeEs("tapado"), ...analyzeEs("tapó"), ...analyzeEs("tapada")]).size).toBe(1);
    expect(analyzeEs("se me tapó el drenaje")).toHaveLength(2);
  });
});
