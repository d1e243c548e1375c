import { describe, expect, it } from "@jest/globals";

import { allProblems, categories, getCategory, getProblem, getToolsAndPpe, getTradeWords, sampleProblems, slugify } from "@/lib/catalog";

const expectedProblemIds = {
  hvac: [
    "no-heat",
    "weak-airflow",
    "strange-noises",
    "not-cooling",
    "thermostat-problems",
    "uneven-heating",
    "high-humidity",
    "frequent-cycling",
    "frozen-coil",
    "burning-smell",
  ],
  plumbing: [
    "clogged-drain",
    "leaky-faucet",
    "running-toilet",
    "low-water-pressure",
    "water-heater-issues",
    "pipe-noise",
    "sewer-smell",
    "frozen-pipes",
    "garbage-disposal",
    "slow-draining",
  ],
  electrical: [
    "power-outage",
    "flickering-lights",
    "outlet-not-working",
    "circuit-breaker-trips",
    "burning-smell",
    "light-switch-issues",
    "dimming-lights",
    "sparking-outlets",
    "no-power-partial",
    "gfci-issues",
  ],
};

const mustBeSafetyCritical: [string, string][] = [
  ["hvac", "no-heat"],
  ["hvac", "burning-smell"],
  ["plumbing", "water-heater-issues"],
  ["plumbing", "frozen-pipes"],
  ["electrical", "power-outage"],
  ["electrical", "circuit-breaker-trips"],
  ["electrical", "burning-smell"],
  ["electrical", "sparking-outlets"],
  ["electrical", "no-power-partial"],
  ["electrical", "gfci-issues"],
];

function problemOrFail(categoryId: string, problemId: string) {
  const problem = getProblem(categoryId, problemId);
  if (!problem) throw new Error(`missing problem ${categoryId}/${problemId}`);
  return problem;
}

describe("catalogue categories", () => {
  it("lists hvac, plumbing and electrical in home page order with their titles and icons", () => {
    expect(categories.map(({ id, title, icon }) => ({ id, title, icon }))).toEqual([
      { id: "hvac", title: "HVAC", icon: "Wind" },
      { id: "plumbing", title: "Plumbing", icon: "Droplet" },
      { id: "electrical", title: "Electrical", icon: "Zap" },
    ]);
  });

  it.each(categories.map((category) => [category.id, category] as const))("gives %s its ten problems in the specified order", (id, category) => {
    expect(category.problems.map((problem) => problem.id)).toEqual(expectedProblemIds[id]);
  });

  it("holds 30 problems in total", () => {
    expect(allProblems()).toHaveLength(30);
  });

  it("samples the first three problems of a category", () => {
    const hvac = getCategory("hvac")!;
    expect(sampleProblems(hvac).map((problem) => problem.id)).toEqual(["no-heat", "weak-airflow", "strange-noises"]);
  });
});

describe("catalogue problems", () => {
  const rows = allProblems().map(({ category, problem }) => [`${category.id}/${problem.id}`, problem] as const);

  it.each(rows)("%s has an id equal to the slug of its title", (_, problem) => {
    expect(slugify(problem.title)).toBe(problem.id);
  });

  it.each(rows)("%s has 3 to 4 causes and 3 to 4 DIY steps, none blank", (_, problem) => {
    expect(problem.causes.length).toBeGreaterThanOrEqual(3);
    expect(problem.causes.length).toBeLessThanOrEqual(4);
    expect(problem.diySteps.length).toBeGreaterThanOrEqual(3);
    expect(problem.diySteps.length).toBeLessThanOrEqual(4);
    for (const text of [...problem.causes, ...problem.diySteps]) expect(text.trim()).not.toBe("");
  });

  it.each(rows)("%s says when to call a professional", (_, problem) => {
    expect(problem.professionalAdvice.trim().length).toBeGreaterThan(40);
    expect(problem.professionalAdvice).toMatch(/call/i);
  });

  it("uses unique problem ids within each category", () => {
    for (const category of categories) {
      const ids = category.problems.map((problem) => problem.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("titles the partial outage so that it slugs to no-power-partial", () => {
    expect(problemOrFail("electrical", "no-power-partial").title).toBe("No Power (Partial)");
  });
});

describe("safety-critical problems", () => {
  it.each(mustBeSafetyCritical)("marks %s/%s as safety-critical", (categoryId, problemId) => {
    expect(problemOrFail(categoryId, problemId).safetyCritical).toBe(true);
  });

  it.each(
    allProblems()
      .filter(({ problem }) => problem.safetyCritical)
      .map(({ category, problem }) => [category.id, problem.id]),
  )("tells the homeowner to act immediately and who to call for %s/%s", (categoryId, problemId) => {
    const advice = problemOrFail(categoryId, problemId).professionalAdvice;
    expect(advice).toMatch(/immediately/i);
    expect(advice).toMatch(/\b(plumber|electrician|HVAC specialist|911|gas utility)\b/i);
  });

  it.each([
    ["hvac", "burning-smell"],
    ["electrical", "burning-smell"],
    ["electrical", "sparking-outlets"],
  ])("starts %s/%s with a stop action rather than a repair", (categoryId, problemId) => {
    const [firstStep] = problemOrFail(categoryId, problemId).diySteps;
    expect(firstStep).toMatch(/turn the system off|switch off the (breaker|furnace)|get everyone out/i);
    expect(firstStep).toMatch(/911/);
    expect(firstStep).not.toMatch(/\b(replace|repair|tighten|rewire)\b/i);
  });

  it("sends the homeowner outside to call the gas utility when a gas furnace smells of gas", () => {
    const [firstStep] = problemOrFail("hvac", "no-heat").diySteps;
    expect(firstStep).toMatch(/smell gas/i);
    expect(firstStep).toMatch(/leave the house/i);
    expect(firstStep).toMatch(/gas utility/i);
    expect(firstStep).toMatch(/outside/i);
  });

  it("covers gas smells and the scalding relief valve for water heaters", () => {
    const steps = problemOrFail("plumbing", "water-heater-issues").diySteps.join(" ");
    expect(steps).toMatch(/smell gas.*leave.*gas utility/i);
    expect(steps).toMatch(/T&P relief valve/);
    expect(steps).toMatch(/scald/i);
  });

  it("thaws frozen pipes without flames and shuts the main valve first if a pipe may have burst", () => {
    const steps = problemOrFail("plumbing", "frozen-pipes").diySteps;
    expect(steps[0]).toMatch(/burst/i);
    expect(steps[0]).toMatch(/main water valve/i);
    const warming = steps.find((step) => /hair dryer/i.test(step));
    expect(warming).toMatch(/no standing water near anything electrical/i);
    expect(warming).toMatch(/never use a torch, open flame/i);
  });
});

describe("electrical DIY steps", () => {
  const electricalSteps = getCategory("electrical")!.problems.flatMap((problem) => problem.diySteps.map((step) => [problem.id, step] as const));

  it.each(electricalSteps)("%s: never has the homeowner open a device with the power on (%s)", (_, step) => {
    if (/\b(remove|take off|unscrew|open)\b.*\b(cover|plate|outlet|switch|panel|fixture)\b/i.test(step)) {
      expect(step).toMatch(/breaker.*off|switch off .*breaker|power (is )?off/i);
    }
    expect(step).not.toMatch(/with the power on|while (it is )?(live|energized)|work(ing)? on (a )?live/i);
  });

  it.each(electricalSteps)("%s: does not ask the homeowner to replace wiring devices (%s)", (_, step) => {
    expect(step).not.toMatch(/\b(replace|install|rewire)\b[^.]*\b(outlet|receptacle|switch|breaker|wiring|panel)\b/i);
  });

  it("resets a tripped breaker only once", () => {
    const resets = electricalSteps.filter(([, step]) => /breaker/i.test(step) && /\breset (it|that|the breaker|a tripped breaker)\b/i.test(step));
    expect(resets.length).toBeGreaterThan(0);
    for (const [, step] of resets) expect(step).toMatch(/once/i);
  });
});

describe("getToolsAndPpe", () => {
  it.each(["hvac", "plumbing", "electrical"])("gives %s a default kit of 5 tools and 5 PPE items", (categoryId) => {
    const kit = getToolsAndPpe(categoryId);
    expect(kit.tools).toHaveLength(5);
    expect(kit.ppe).toHaveLength(5);
    expect(new Set(kit.tools).size).toBe(5);
    expect(new Set(kit.ppe).size).toBe(5);
  });

  it("gives electrical work a homeowner's kit: testers, light and tags, glasses and dry rubber-soled shoes", () => {
    const kit = getToolsAndPpe("electrical");
    expect(kit.tools).toEqual(
      expect.arrayContaining(["Non-contact voltage tester", "Plug-in outlet tester with a GFCI test button", "Flashlight or headlamp"]),
    );
    expect(kit.tools.join(" ")).toMatch(/tape and a marker to tag/i);
    expect(kit.ppe).toEqual(expect.arrayContaining(["Safety glasses", "Dry, rubber-soled shoes"]));
  });

  it("falls back to the basic kit for an unknown category", () => {
    expect(getToolsAndPpe("roofing")).toEqual({ tools: ["Basic tool set"], ppe: ["Basic safety equipment"] });
  });

  it("uses the category defaults for a problem without its own lists", () => {
    expect(problemOrFail("plumbing", "clogged-drain").tools).toBeUndefined();
    expect(getToolsAndPpe("plumbing", problemOrFail("plumbing", "clogged-drain"))).toEqual(getToolsAndPpe("plumbing"));
  });

  it("lets a problem's own tools and PPE replace the defaults", () => {
    const disposal = problemOrFail("plumbing", "garbage-disposal");
    const kit = getToolsAndPpe("plumbing", disposal);
    expect(kit.tools).toEqual(disposal.tools);
    expect(kit.tools).toContain("1/4-inch hex (Allen) key");
    expect(kit.ppe).toEqual(disposal.ppe);
  });

  it("overrides only the list a problem provides", () => {
    const toilet = problemOrFail("plumbing", "running-toilet");
    expect(toilet.tools).toBeDefined();
    expect(toilet.ppe).toBeUndefined();
    const kit = getToolsAndPpe("plumbing", toilet);
    expect(kit.tools).toEqual(toilet.tools);
    expect(kit.ppe).toEqual(getToolsAndPpe("plumbing").ppe);
  });

  it("has at least two problems with their own lists", () => {
    const overridden = allProblems().filter(({ problem }) => problem.tools?.length || problem.ppe?.length);
    expect(overridden.length).toBeGreaterThanOrEqual(2);
  });
});

describe("getTradeWords", () => {
  it.each([
    ["hvac", "HVAC specialist", "HVAC specialists", "residential hvac air conditioning contractor"],
    ["plumbing", "plumber", "plumbers", "residential plumber contractor"],
    ["electrical", "electrician", "electricians", "residential electrician contractor"],
  ])("names the %s trade", (categoryId, singular, plural, placesKeyword) => {
    expect(getTradeWords(categoryId)).toEqual({ singular, plural, placesKeyword });
  });

  it.each([["roofing"], [""], [null], [undefined]])("uses the generic contractor for %p", (categoryId) => {
    expect(getTradeWords(categoryId)).toEqual({
      singular: "contractor",
      plural: "contractors",
      placesKeyword: "residential contractor",
    });
  });
});

describe("getCategory and getProblem", () => {
  it("finds known categories and problems", () => {
    expect(getCategory("plumbing")?.title).toBe("Plumbing");
    expect(getProblem("electrical", "gfci-issues")?.title).toBe("GFCI Issues");
    expect(getProblem("hvac", "burning-smell")?.title).toBe("Burning Smell");
  });

  it("returns undefined for unknown or missing ids", () => {
    expect(getCategory("roofing")).toBeUndefined();
    expect(getCategory(undefined)).toBeUndefined();
    expect(getProblem("hvac", "leaky-faucet")).toBeUndefined();
    expect(getProblem("roofing", "no-heat")).toBeUndefined();
    expect(getProblem("hvac", null)).toBeUndefined();
  });
});
