// The repair content as a licensed electrician, plumber and HVAC technician reviewed it
// (reviews/content.md): who to call, carbon monoxide, water near electrics, and kits without live-work gear.
import { describe, expect, it } from "@jest/globals";

import { allProblems, categories, getCategory, getProblem, getToolsAndPpe } from "@/lib/catalog";
import { upgradeCatalog } from "@/lib/catalog/data/upgrades";
import { buildGuideSteps } from "@/lib/catalog/guide";
import { dangerLead, getCategorySafety } from "@/lib/catalog/safety";
import { Guide } from "@/messages/en-US/guide.json";

function problem(categoryId: string, problemId: string) {
  const found = getProblem(categoryId, problemId);
  if (!found) throw new Error(`missing problem ${categoryId}/${problemId}`);
  return found;
}

function upgrade(id: string) {
  const found = Object.values(upgradeCatalog)
    .flatMap((topics) => Object.values(topics).flat())
    .find((item) => item.id === id);
  if (!found) throw new Error(`missing upgrade ${id}`);
  return found;
}

const allText = (categoryId: string, problemId: string) => {
  const { causes, diySteps, professionalAdvice } = problem(categoryId, problemId);
  return [...causes, ...diySteps, professionalAdvice].join(" ");
};

const critical = allProblems().filter(({ problem }) => problem.safetyCritical);
// The headings as the page builds them from the Guide messages (components/guide/guide-step-titles.ts).
const guideTitles = {
  safetyCheck: Guide.stepSafetyCheck,
  step: (number: number) => Guide.stepNumber.replace("{number}", String(number)),
  professional: Guide.stepProfessional,
};
const rows = allProblems().map(({ category, problem }) => [`${category.id}/${problem.id}`, category.id, problem] as const);

describe("urgent advice on safety-critical problems", () => {
  it.each(critical.map(({ category, problem }) => [`${category.id}/${problem.id}`, problem] as const))(
    "%s says act immediately and names at least one emergency line",
    (_, item) => {
      expect(item.professionalAdvice).toMatch(/^Act immediately/);
      expect(item.emergencyCalls?.length).toBeGreaterThan(0);
      expect(item.emergencyCalls).toContain("911");
    },
  );

  it("points gas-appliance problems at the gas utility and water-near-electrics problems at the electric utility", () => {
    for (const [categoryId, problemId] of [
      ["hvac", "no-heat"],
      ["hvac", "burning-smell"],
      ["plumbing", "water-heater-issues"],
    ]) {
      expect(problem(categoryId, problemId).emergencyCalls).toEqual(expect.arrayContaining(["911", "gas-utility"]));
    }
    for (const [categoryId, problemId] of [
      ["plumbing", "frozen-pipes"],
      ["electrical", "power-outage"],
      ["electrical", "no-power-partial"],
    ]) {
      expect(problem(categoryId, problemId).emergencyCalls).toContain("electric-utility");
    }
  });

  it("gives emergency lines only to safety-critical problems", () => {
    for (const { problem: item } of allProblems()) {
      if (!item.safetyCritical) expect(item.emergencyCalls).toBeUndefined();
    }
  });
});

describe("carbon monoxide", () => {
  it.each([
    ["hvac", "no-heat"],
    ["hvac", "burning-smell"],
    ["hvac", "strange-noises"],
    ["plumbing", "water-heater-issues"],
    ["electrical", "power-outage"],
  ])("%s/%s tells people what a CO alarm or CO symptoms mean", (categoryId, problemId) => {
    const text = allText(categoryId, problemId);
    expect(text).toMatch(/carbon monoxide/i);
    expect(text).toMatch(/911/);
  });

  it("puts the CO alarm in the first No Heat step, before anything is reset", () => {
    const [first] = problem("hvac", "no-heat").diySteps;
    expect(first).toMatch(/carbon monoxide alarm.*get everyone outside.*911/i);
  });

  it("gives Power Outage the generator rules: outdoors only, 20 feet from openings, no garage or porch, no backfeeding", () => {
    const text = allText("electrical", "power-outage");
    expect(text).toMatch(/never run a generator[^.]*indoors/i);
    expect(text).toMatch(/garage/i);
    expect(text).toMatch(/porch/i);
    expect(text).toMatch(/20 feet of doors and windows/i);
    expect(text).toMatch(/never plug a generator into a house outlet/i);
    expect(text).toMatch(/transfer switch or interlock/i);
  });

  it("presses an oil burner's reset button once only", () => {
    expect(allText("hvac", "no-heat")).toMatch(/oil burner, press the red reset button once only/i);
  });
});

describe("water near electricity", () => {
  it("has a wet GFCI replaced by an electrician, never dried and reset", () => {
    const text = allText("electrical", "gfci-issues");
    expect(text).not.toMatch(/let it dry/i);
    expect(text).toMatch(/water got inside the outlet, or it was under water, leave it off/i);
    expect(text).toMatch(/electrician replace it/i);
    expect(text).toMatch(/don't move a freezer or sump pump to an unprotected outlet/i);
  });

  it("keeps people off a wet panel before any trip to the main breaker", () => {
    const steps = problem("electrical", "power-outage").diySteps;
    const wetCheck = steps.findIndex((step) => /panel or the floor in front of it is wet/i.test(step));
    const mainBreaker = steps.findIndex((step) => /check the main breaker/i.test(step));
    expect(wetCheck).toBeGreaterThanOrEqual(0);
    expect(wetCheck).toBeLessThan(mainBreaker);
    expect(steps[mainBreaker]).toMatch(/dry hands.*dry floor.*side of the panel/i);
  });

  it("keeps 35 feet from a downed line and calls 911", () => {
    const [first] = problem("electrical", "power-outage").diySteps;
    expect(first).toMatch(/at least 35 feet/);
    expect(first).toMatch(/911/);
    expect(first).not.toMatch(/30 feet/);
  });

  it("tells Frozen Pipes readers to stay away from wet electrics before sending them to the main valve", () => {
    const [first] = problem("plumbing", "frozen-pipes").diySteps;
    expect(first.search(/near outlets, appliances or the electrical panel/)).toBeLessThan(first.search(/shut off the main water valve/));
    expect(allText("plumbing", "frozen-pipes")).toMatch(/hair dryer plugged into a GFCI outlet/);
  });
});

describe("electrical facts", () => {
  it("tells a lost neutral (some lights too bright: main off, call the utility) apart from a lost supply leg", () => {
    const item = problem("electrical", "no-power-partial");
    expect(item.safetyCritical).toBe(true);
    const neutral = item.diySteps.find((step) => /brighter than normal/i.test(step));
    expect(neutral).toMatch(/switch off the main breaker if you can do so safely/i);
    expect(neutral).toMatch(/utility's emergency line/i);
    expect(neutral).toMatch(/fires/i);
    const leg = item.diySteps.find((step) => /half the house is out/i.test(step));
    expect(leg).toMatch(/240-volt/);
    expect(leg).toMatch(/call the utility/i);
    expect(neutral).not.toBe(leg);
  });

  it("calls a hot switch a warning sign but a slightly warm dimmer normal", () => {
    const text = allText("electrical", "light-switch-issues");
    expect(text).toMatch(/if it is hot, buzzes or crackles/);
    expect(text).toMatch(/dimmer is normally slightly warm/i);
  });

  it("has the homeowner stay away from a panel that is itself the source of a burning smell", () => {
    const [first] = problem("electrical", "burning-smell").diySteps;
    expect(first).toMatch(/comes from the panel itself, don't go to it/i);
  });
});

describe("HVAC facts", () => {
  it("warns about line-voltage thermostats before the step that opens the thermostat", () => {
    const steps = problem("hvac", "thermostat-problems").diySteps;
    const warning = steps.findIndex((step) => /120 or 240 V/.test(step) && /don't open or remove it/.test(step));
    const opening = steps.findIndex((step) => /lift the thermostat off its base/.test(step));
    expect(warning).toBeGreaterThanOrEqual(0);
    expect(opening).toBeGreaterThan(warning);
    expect(steps[opening]).toMatch(/^Low-voltage \(24 V\) thermostats only/);
  });

  it("clears a clogged condensate line with a wet/dry vacuum, with vinegar only as maintenance", () => {
    const step = problem("hvac", "high-humidity").diySteps.find((text) => /condensate drain/.test(text));
    expect(step).toMatch(/turn cooling off.*wet\/dry vacuum.*then pour a cup of white vinegar/i);
  });

  it("never has the HVAC shut-off rule send anyone to the gas supply or meter", () => {
    const { shutOff } = getCategorySafety("hvac");
    expect(shutOff).not.toMatch(/shut off the gas/i);
    expect(shutOff).toMatch(/Don't touch gas piping or the meter/);
    expect(shutOff).toMatch(/gas appliance's own control knob only when a step tells you to/);
  });
});

describe("plumbing facts", () => {
  it("closes the cold-water valve for a leaking tank and replaces a tank that leaks, whatever its age", () => {
    const text = allText("plumbing", "water-heater-issues");
    expect(text).toMatch(/tank itself is leaking, close the cold-water valve/i);
    expect(text).toMatch(/leak from the tank body itself cannot be repaired/i);
    expect(text).not.toMatch(/10–12 years old and leaking/);
    expect(text).toMatch(/plastic drain valve may not close again/i);
  });

  it("replaces the baking soda and vinegar folk remedy with hot water and dish soap", () => {
    const text = allText("plumbing", "slow-draining");
    expect(text).not.toMatch(/baking soda/i);
    expect(text).toMatch(/dish soap/);
    expect(text).toMatch(/never mix it with another drain cleaner/i);
  });
});

describe("the guide's Safety Check and the category shut-off rules", () => {
  it.each(categories.map((category) => [category.id] as const))("%s has its shut-off and stop rules on the category", (categoryId) => {
    const { shutOff, stopIf } = getCategory(categoryId)!.safety;
    expect(shutOff.length).toBeGreaterThan(40);
    expect(stopIf).toMatch(/call/i);
    expect(getCategorySafety(categoryId)).toBe(getCategory(categoryId)!.safety);
  });

  it.each(rows)("%s opens its guide with the category's rules, led by the danger signs when safety-critical", (_, categoryId, item) => {
    const [check] = buildGuideSteps(categoryId, item, guideTitles);
    expect(check.type).toBe("warning");
    expect(check.content).toContain(getCategorySafety(categoryId).shutOff);
    expect(check.content.startsWith(dangerLead)).toBe(item.safetyCritical);
  });

  it("titles the guide's steps with the Guide messages: Safety Check, Step n, When to Call a Professional", () => {
    const { category, problem } = rows.map(([, categoryId, item]) => ({ category: categoryId, problem: item }))[0];
    const steps = buildGuideSteps(category, problem, guideTitles);
    expect(steps.map((step) => step.title)).toEqual([
      "Safety Check",
      ...problem.diySteps.map((_, index) => `Step ${index + 1}`),
      "When to Call a Professional",
    ]);
    expect(steps.map((step) => step.type)).toEqual(["warning", ...problem.diySteps.map(() => "step"), "info"]);
  });

  it("names a carbon monoxide alarm and water near electrics among the danger signs", () => {
    expect(dangerLead).toMatch(/carbon monoxide alarm/);
    expect(dangerLead).toMatch(/water near anything electrical/);
    expect(dangerLead).toMatch(/911/);
  });
});

// Live-work gear (OSHA 29 CFR 1910.137, ASTM D120): FixPilot never asks anyone to touch live parts.
const liveWorkGear = /class 0|class 00|1000 ?v|insulated (electrical )?(gloves|screwdriver)|rubber insulating|lineman/i;
const openingTools = /screwdriver|wrench|pliers|nut driver|drill/i;
const drainTools = /plunger|auger|snake/i;

describe("tools and PPE per problem", () => {
  it.each(rows)("%s lists no live-work gear", (_, categoryId, item) => {
    const kit = getToolsAndPpe(categoryId, item);
    for (const entry of [...kit.tools, ...kit.ppe]) expect(entry).not.toMatch(liveWorkGear);
  });

  it.each(categories.map((category) => [category.id, category.toolKit] as const))("%s default kit has no live-work gear", (_, kit) => {
    for (const entry of [...kit.tools, ...kit.ppe]) expect(entry).not.toMatch(liveWorkGear);
  });

  it.each(rows)("%s has tools and PPE, none listed twice", (_, categoryId, item) => {
    const kit = getToolsAndPpe(categoryId, item);
    expect(kit.tools.length).toBeGreaterThan(0);
    expect(kit.ppe.length).toBeGreaterThan(0);
    expect(new Set(kit.tools).size).toBe(kit.tools.length);
    expect(new Set(kit.ppe).size).toBe(kit.ppe.length);
  });

  it("gives No Heat no garden hose", () => {
    const kit = getToolsAndPpe("hvac", problem("hvac", "no-heat"));
    expect(kit.tools.join(" ")).not.toMatch(/hose/i);
    expect(getToolsAndPpe("hvac").tools.join(" ")).not.toMatch(/hose/i);
  });

  it.each([
    ["hvac", "burning-smell"],
    ["electrical", "burning-smell"],
    ["electrical", "sparking-outlets"],
  ])("gives %s/%s only stop-and-call gear: a light, a tag and an extinguisher, nothing to open it with", (categoryId, problemId) => {
    const kit = getToolsAndPpe(categoryId, problem(categoryId, problemId));
    const tools = kit.tools.join(" ");
    expect(tools).toMatch(/flashlight/i);
    expect(tools).toMatch(/tag/i);
    expect(tools).toMatch(/extinguisher/i);
    expect(tools).not.toMatch(openingTools);
  });

  it("thaws Frozen Pipes with a hair dryer, towels and a bucket, not a plunger or auger", () => {
    const tools = getToolsAndPpe("plumbing", problem("plumbing", "frozen-pipes")).tools.join(" ");
    expect(tools).toMatch(/hair dryer/i);
    expect(tools).toMatch(/towels/i);
    expect(tools).toMatch(/bucket/i);
    expect(tools).toMatch(/pipe insulation/i);
    expect(tools).not.toMatch(drainTools);
  });

  it("drains a water heater with a garden hose and checks the tap with a thermometer", () => {
    const kit = getToolsAndPpe("plumbing", problem("plumbing", "water-heater-issues"));
    expect(kit.tools.join(" ")).toMatch(/garden hose/i);
    expect(kit.tools.join(" ")).toMatch(/thermometer/i);
    expect(kit.tools.join(" ")).not.toMatch(drainTools);
    expect(kit.ppe.join(" ")).toMatch(/heat-resistant gloves/i);
  });

  it("keeps plungers and augers to the drain jobs", () => {
    const drainJobs = ["clogged-drain", "slow-draining", "garbage-disposal"];
    for (const { category, problem: item } of allProblems()) {
      if (drainJobs.includes(item.id)) continue;
      const tools = getToolsAndPpe(category.id, item).tools.join(" ");
      expect(drainTools.test(tools) ? `${category.id}/${item.id}: ${tools}` : null).toBeNull();
    }
  });

  it("rinses the condenser on Not Cooling with a garden hose, never a pressure washer", () => {
    expect(getToolsAndPpe("hvac", problem("hvac", "not-cooling")).tools).toContain("Garden hose with a gentle spray nozzle (no pressure washer)");
  });

  it("gives most problems a kit of their own", () => {
    const own = allProblems().filter(({ problem: item }) => item.tools?.length);
    expect(own.length).toBeGreaterThanOrEqual(24);
  });
});

describe("upgrade figures and claims", () => {
  it("puts smart thermostat payback at ENERGY STAR's about $50 a year", () => {
    const item = upgrade("smart-thermostat");
    expect(item.payback).toMatch(/2½–7 years/);
    expect(item.payback).toMatch(/\$50 a year/);
    expect(item.sources?.join(" ")).toMatch(/ENERGY STAR/);
  });

  it("gives duct sealing an honest payback", () => {
    const item = upgrade("duct-sealing");
    expect(item.payback).not.toMatch(/^2–5 years/);
    expect(item.payback).toMatch(/6–15 years/);
    expect(item.sources?.join(" ")).toMatch(/ENERGY STAR/);
  });

  it("does not call FPE or Zinsco panels recalled", () => {
    const item = upgrade("panel-upgrade");
    const text = [item.summary, ...item.benefits, item.safetyNotes].join(" ");
    // Every "recalled" is "never recalled": the CPSC closed its Stab-Lok case without a recall.
    expect(text.match(/\w+ recalled/gi)).toEqual(["never recalled"]);
    expect(item.safetyNotes).toMatch(/220\.83 or 220\.87/);
    expect(item.sources?.join(" ")).toMatch(/CPSC/);
  });

  it("states NEC 625.54 as it reads: GFCI protection for personnel on every receptacle installed for EV charging", () => {
    const item = upgrade("ev-ready-circuit");
    expect(item.safetyNotes).toMatch(/625\.54/);
    expect(item.safetyNotes).toMatch(/every receptacle installed for EV charging needs GFCI protection for personnel/);
    expect(item.safetyNotes).not.toMatch(/where code requires it/);
  });

  it("puts ASSE 1016 or 1070 valves at the fixtures for scald protection", () => {
    const item = upgrade("thermostatic-mixing-valve");
    expect(item.summary).toMatch(/ASSE 1017 master mixing valve/);
    expect(item.summary).toMatch(/ASSE 1016 or 1070/);
    expect(item.sources?.join(" ")).toMatch(/IPC 424/);
  });

  it("words WaterSense as EPA does: labeled products use at least 20 percent less water", () => {
    const item = upgrade("watersense-fixtures");
    expect(item.benefits.join(" ")).toMatch(/products use at least 20 percent less water than standard models/);
    expect(item.benefits.join(" ")).not.toMatch(/cuts indoor water use/i);
  });

  it("makes no federal tax credit claims (25C and 25D ended in 2025, 30C in June 2026)", () => {
    const text = JSON.stringify(upgradeCatalog);
    expect(text).not.toMatch(/tax credit|25C|25D|30C/i);
  });
});

describe("sources", () => {
  it.each([
    ["hvac", "no-heat"],
    ["hvac", "thermostat-problems"],
    ["hvac", "high-humidity"],
    ["hvac", "burning-smell"],
    ["plumbing", "water-heater-issues"],
    ["plumbing", "frozen-pipes"],
    ["electrical", "power-outage"],
    ["electrical", "gfci-issues"],
    ["electrical", "no-power-partial"],
  ])("%s/%s names where its corrected guidance comes from", (categoryId, problemId) => {
    const { sources } = problem(categoryId, problemId);
    expect(sources?.length).toBeGreaterThan(0);
    for (const source of sources ?? []) expect(source.trim().length).toBeGreaterThan(10);
  });
});
