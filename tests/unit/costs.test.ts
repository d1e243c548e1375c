import { describe, expect, it } from "@jest/globals";

import { allProblems, getProblem } from "@/lib/catalog";
import { allProblemCosts, estimateCost, getProblemCost, loadProblemCosts, monthsSince, normalizeZip, stateForZip } from "@/lib/costs";
import { problemCostData } from "@/lib/costs/data/problem-costs";
import { applyLaborFactor, laborFactor, regionalLabor } from "@/lib/costs/regional";
import { problemCostSchema, regionalLaborSchema, type ProblemCostInput, type RegionalLabor } from "@/lib/costs/schema";

const STATES_AND_DC =
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  );
const FRESH_MONTHS = 18;

function entry(overrides: Partial<ProblemCostInput> = {}): ProblemCostInput {
  return {
    categoryId: "plumbing",
    problemId: "leaky-faucet",
    diy: { low: 2, high: 30 },
    pro: { low: 100, high: 400, labor: null, parts: null },
    drivers: ["Faucet type"],
    checked: "2026-11",
    sources: [{ title: "A cost guide", url: "https://example.com/guide", publisher: "A Guide Co", published: "2025-06", checked: "2026-11" }],
    ...overrides,
  };
}

describe("cost data schema", () => {
  it("accepts a complete entry", () => {
    expect(problemCostSchema.safeParse(entry()).success).toBe(true);
  });

  it.each([
    ["a range whose low is above its high", { diy: { low: 40, high: 10 } }],
    ["a checked date that is not YYYY-MM", { checked: "2026-13" }],
    ["an entry without a source", { sources: [] }],
    ["a source without a web address", { sources: [{ title: "A guide", url: "not a url" }] }],
    ["an entry without drivers", { drivers: [] }],
    ["a negative price", { pro: { low: -5, high: 10, labor: null, parts: null } }],
  ])("rejects %s", (_, overrides) => {
    expect(problemCostSchema.safeParse(entry(overrides as Partial<ProblemCostInput>)).success).toBe(false);
  });

  it("validates the regional table", () => {
    expect(regionalLaborSchema.safeParse(regionalLabor).success).toBe(true);
  });
});

describe("cost data against the catalogue", () => {
  it("has one entry for every catalogue problem", () => {
    for (const { category, problem } of allProblems()) {
      expect(getProblemCost(category.id, problem.id)).toBeDefined();
    }
    expect(allProblemCosts()).toHaveLength(allProblems().length);
  });

  it("refuses data that misses a catalogue problem", () => {
    expect(() => loadProblemCosts(problemCostData.slice(1))).toThrow(/No cost entry/);
  });

  it("refuses an entry for a problem the catalogue does not have", () => {
    expect(() => loadProblemCosts([...problemCostData, entry({ problemId: "leaky-roof" })])).toThrow(/not in the catalogue/);
  });

  it("gives no hazard a DIY price", () => {
    for (const cost of allProblemCosts()) {
      if (getProblem(cost.categoryId, cost.problemId)?.safetyCritical) expect(cost.diy).toBeNull();
    }
  });

  it("refuses a DIY price on a hazard", () => {
    const hazard = problemCostData.map((cost) =>
      cost.categoryId === "electrical" && cost.problemId === "sparking-outlets" ? { ...cost, diy: { low: 3, high: 10 } } : cost,
    );
    expect(() => loadProblemCosts(hazard)).toThrow(/hazard/);
  });

  it("says why wherever a range is missing", () => {
    for (const cost of allProblemCosts()) {
      if (!cost.pro || !cost.pro.labor) expect(cost.missing.length).toBeGreaterThan(0);
    }
  });
});

describe("freshness", () => {
  it(`has every range checked within the last ${FRESH_MONTHS} months`, () => {
    const stale = allProblemCosts().filter((cost) => monthsSince(cost.checked, new Date()) > FRESH_MONTHS);
    expect(stale.map((cost) => `${cost.categoryId}/${cost.problemId} checked ${cost.checked}`)).toEqual([]);
  });

  it("counts months between a YYYY-MM and a date", () => {
    expect(monthsSince("2026-11", new Date(Date.UTC(2026, 10, 25)))).toBe(0);
    expect(monthsSince("2025-05", new Date(Date.UTC(2026, 10, 1)))).toBe(18);
    expect(monthsSince("2025-04", new Date(Date.UTC(2026, 10, 1)))).toBe(19);
  });

  it("has a row for all 50 states and DC in the regional table, each either read or flagged missing", () => {
    expect(Object.keys(regionalLabor.states).sort()).toEqual([...STATES_AND_DC].sort());
    for (const trades of Object.values(regionalLabor.states)) {
      for (const wage of Object.values(trades)) {
        if (typeof wage === "string") continue;
        if (wage.missing) expect(wage).toEqual({ medianHourly: null, ratio: 1, missing: true, lessReliable: null });
        else expect(wage.medianHourly).toBeGreaterThan(0);
      }
    }
  });

  it("names its release whenever any state's wage was read", () => {
    const anyRead = Object.values(regionalLabor.states).some((trades) => [trades.plumber, trades.electrician, trades.hvac].some((wage) => !wage.missing));
    if (anyRead) expect(regionalLabor.release).toMatch(/\d{4}/);
    else expect(regionalLabor.note).toMatch(/missing/);
  });
});

describe("regional labour factor", () => {
  const table: RegionalLabor = {
    ...regionalLabor,
    states: {
      ...regionalLabor.states,
      CA: { ...regionalLabor.states.CA, plumber: { medianHourly: 40, ratio: 1.25, missing: false, lessReliable: null } },
    },
  };

  it("reads a state's ratio for the trade, and 1 (flagged) where it is missing", () => {
    expect(laborFactor("CA", "plumber", table)).toEqual({ factor: 1.25, missing: false, lessReliable: false });
    expect(
      laborFactor("CA", "electrician", {
        ...table,
        states: { ...table.states, CA: { ...table.states.CA, electrician: { medianHourly: null, ratio: 1, missing: true, lessReliable: null } } },
      }),
    ).toEqual({ factor: 1, missing: true, lessReliable: false });
    expect(laborFactor("ZZ", "plumber", table)).toEqual({ factor: 1, missing: true, lessReliable: false });
  });

  it("scales only the labour share and leaves parts at their national price", () => {
    const pro = { low: 125, high: 450, labor: { low: 75, high: 300 }, parts: { low: 10, high: 50 } };
    expect(applyLaborFactor(pro, 1.2)).toEqual({ low: 140, high: 510, labor: { low: 90, high: 360 }, parts: { low: 10, high: 50 } });
    expect(applyLaborFactor(pro, 0.8)).toEqual({ low: 110, high: 390, labor: { low: 60, high: 240 }, parts: { low: 10, high: 50 } });
  });

  it("leaves a range without a published labour split as it is", () => {
    const pro = { low: 100, high: 400, labor: null, parts: null };
    expect(applyLaborFactor(pro, 1.3)).toBe(pro);
  });
});

describe("ZIP parsing", () => {
  it.each([
    ["94103", "94103"],
    [" 94103 ", "94103"],
    ["94103-1234", "94103"],
  ])("reads %p as %p", (input, zip) => {
    expect(normalizeZip(input)).toBe(zip);
  });

  it.each(["9410", "941033", "94l03", "94103-12", "94103 1234", "", "abcde"])("refuses %p", (input) => {
    expect(normalizeZip(input)).toBeNull();
  });

  it("finds the state from the ZIP's first three digits", () => {
    expect(stateForZip("94103")).toBe("CA");
    expect(stateForZip("10001")).toBe("NY");
    expect(stateForZip("20500")).toBe("DC");
    expect(stateForZip("99501")).toBe("AK");
    expect(stateForZip("00000")).toBeUndefined();
  });

  it("covers all 50 states and DC in the ZIP prefix table", () => {
    const states = new Set<string>();
    for (let prefix = 0; prefix < 1000; prefix++) {
      const state = stateForZip(`${String(prefix).padStart(3, "0")}00`);
      if (state) states.add(state);
    }
    expect([...states].sort()).toEqual([...STATES_AND_DC].sort());
  });
});

describe("estimateCost", () => {
  it("answers national figures without a ZIP", () => {
    const result = estimateCost("plumbing", "pipe-noise");
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    expect(result.estimate).toMatchObject({ currency: "USD", updated: "2026-11", region: null, regionLabel: "National", pro: { low: 150, high: 150 } });
  });

  it("names the ZIP's state and the factor it applied", () => {
    const result = estimateCost("plumbing", "pipe-noise", "94103-1234");
    if (result.status !== "ok") throw new Error(result.status);
    expect(result.estimate.region).toMatchObject({ zip: "94103", state: "CA" });
    const factor = result.estimate.region!.factor;
    expect(result.estimate.pro).toEqual(applyLaborFactor(getProblemCost("plumbing", "pipe-noise")!.pro!, factor));
  });

  it("tells an unknown problem and a malformed ZIP apart", () => {
    expect(estimateCost("plumbing", "leaky-roof").status).toBe("unknown-problem");
    expect(estimateCost("plumbing", "running-toilet", "123").status).toBe("invalid-zip");
  });
});
