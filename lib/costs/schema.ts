import { z } from "zod";

// The shape of the cost data in lib/costs/data/. Every figure is one a person read on the page named in `sources`;
// a figure nobody could read stays null and `missing` says why, so the data never carries a guess.

/** A USD range; whole dollars as the sources print them. */
export const costRangeSchema = z
  .object({ low: z.number().int().nonnegative(), high: z.number().int().nonnegative() })
  .refine((range) => range.low <= range.high, { message: "low must not exceed high" });
export type CostRange = z.output<typeof costRangeSchema>;

/** A professional's price: the whole job, and where the source splits it, labour and parts. */
export const proCostSchema = costRangeSchema.and(
  z.object({
    labor: costRangeSchema.nullable(),
    parts: costRangeSchema.nullable(),
  }),
);
export type ProCost = z.output<typeof proCostSchema>;

export const costSourceSchema = z.object({
  title: z.string().min(3),
  url: z.url({ protocol: /^https?$/ }),
});
export type CostSource = z.output<typeof costSourceSchema>;

/** "2026-11": the month someone last read the sources. */
export const checkedMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "checked must be YYYY-MM");

/**
 * A page a problem's range comes from: a cost guide, a manufacturer or retailer, a trade body or a contractor's own
 * price list, by an identifiable business (`publisher`; sites of one company share one publisher name, so
 * HomeAdvisor and Angi count once). `published` is the date the page itself prints ("Updated March 14, 2022" is
 * "2022-03"), or null when it shows none; `checked` is the month it was read.
 */
export const publishedDateSchema = z.union([
  checkedMonthSchema,
  z.string().regex(/^\d{4}$/, "published must be YYYY-MM, or YYYY where the page prints only a year"),
]);

export const problemSourceSchema = costSourceSchema.extend({
  publisher: z.string().min(2),
  /** "YYYY-MM" as the page prints it; "YYYY" where it prints only a year ("Cost updated 2016"); null when it prints none. */
  published: publishedDateSchema.nullable(),
  checked: checkedMonthSchema,
  /**
   * What the page prices for this entry: the pro range ("pro"), the DIY parts ("diy"), a worst case ("worst"), or only
   * the part behind a derived split ("parts": a cost guide's or retailer's device price, not the job). "Based on one
   * source" and staleness are judged on the sources of the pro range, so a parts-only page never makes a range
   * "two-source".
   */
  prices: z
    .array(z.enum(["pro", "diy", "worst", "parts"]))
    .min(1)
    .default(["pro"]),
});
export type ProblemSource = z.output<typeof problemSourceSchema>;
export type ProblemSourceInput = z.input<typeof problemSourceSchema>;

/** The worst cases the data names; each has its words in messages/<locale>/costs.json (Costs.worstCase). */
export const worstCaseIds = ["tankLeak", "wholeFlushValve", "hiddenBurst", "refrigerantLeak"] as const;

/** A costlier outcome the typical range leaves out, on a line of its own ("If the tank itself leaks: replacement $X–$Y"). */
export const worstCaseSchema = z.object({
  /** Keys the line's words in messages (Costs.worstCase.<id>), so both languages say it. */
  id: z.enum(worstCaseIds),
  range: costRangeSchema,
  /** The url of one of the entry's sources that prints this range. */
  sourceUrl: z.url(),
});
export type WorstCase = z.output<typeof worstCaseSchema>;

export const problemCostSchema = z
  .object({
    categoryId: z.enum(["hvac", "plumbing", "electrical"]),
    problemId: z.string().min(1),
    /** Parts a homeowner buys for the guide's own steps; null where none was read, and always null for a hazard. */
    diy: costRangeSchema.nullable(),
    /** Null only where no acceptable source could be read; `missing` then says why. */
    pro: proCostSchema.nullable(),
    /** Whether `pro` is the diagnostic visit only (hazards, where the repair is quoted on site). */
    proScope: z.enum(["repair", "visit"]).default("repair"),
    /**
     * Where the labour/parts split comes from: "source", printed by a source and adding up to the range; "derived",
     * parts from a price a source prints and labour the range minus those parts; "visit", a diagnostic visit, all
     * labour. Null for a range that is a total only.
     */
    splitBasis: z.enum(["source", "derived", "visit"]).nullable().default(null),
    /** What moves the price, in the homeowner's words. */
    drivers: z.array(z.string().min(3)).min(1),
    /** The month the entry was last reviewed; each source carries the month it was read. */
    checked: checkedMonthSchema,
    /** Empty only where no acceptable source exists: then there is no range and `missing` says why. */
    sources: z.array(problemSourceSchema).default([]),
    worstCases: z.array(worstCaseSchema).default([]),
    /** Why a figure is absent: read, not guessed. */
    missing: z.array(z.string().min(3)).default([]),
  })
  .refine((cost) => (!cost.pro && !cost.diy) || cost.sources.length > 0, { message: "a range needs a source" })
  .refine((cost) => cost.pro || cost.missing.length > 0, { message: "say why there is no pro range" })
  .refine((cost) => !cost.pro || (cost.pro.labor === null) === (cost.pro.parts === null), {
    message: "labor and parts are given together (derive one from the total and a cited price) or not at all",
  })
  .refine(
    (cost) =>
      !cost.pro?.labor ||
      !cost.pro.parts ||
      (cost.pro.labor.low + cost.pro.parts.low === cost.pro.low && cost.pro.labor.high + cost.pro.parts.high === cost.pro.high),
    {
      message: "labor + parts must equal the total, low and high",
    },
  )
  .refine((cost) => !cost.pro || (cost.splitBasis === null) === (cost.pro.labor === null), { message: "splitBasis goes with a split" })
  .refine((cost) => cost.worstCases.every((worst) => cost.sources.some((source) => source.url === worst.sourceUrl)), {
    message: "a worst case must cite one of the entry's sources",
  });
export type ProblemCost = z.output<typeof problemCostSchema>;
export type ProblemCostInput = z.input<typeof problemCostSchema>;

export const tradeSchema = z.enum(["plumber", "electrician", "hvac"]);
export type Trade = z.output<typeof tradeSchema>;

const tradeWageSchema = z.object({
  /** Median hourly wage in the state, USD, as BLS publishes it; null where it could not be read. */
  medianHourly: z.number().positive().nullable(),
  /** medianHourly divided by the national median, rounded to 3 places; 1 where missing. */
  ratio: z.number().positive(),
  missing: z.boolean(),
  /** BLS's relative standard errors (percent) where the data README calls the estimate less reliable; else null. */
  lessReliable: z.object({ wagePrse: z.number().nullable(), empPrse: z.number().nullable() }).nullable(),
});

export const regionalLaborSchema = z.object({
  series: z.string(),
  /** The OEWS release the figures come from, e.g. "May 2024"; null while no release has been read. */
  release: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
  seriesUrl: z.url(),
  /** The shipped CSV the table was built from (lib/costs/data/oews/), with its provenance README beside it. */
  dataFile: z.string().nullable(),
  occupations: z.record(tradeSchema, z.object({ soc: z.string().regex(/^\d{2}-\d{4}$/), title: z.string(), url: z.url() })),
  /** National median hourly wage per trade. */
  national: z.record(tradeSchema, z.number().positive().nullable()),
  /** How the ratio is computed, for the docs. */
  note: z.string(),
  states: z.record(
    z.string().regex(/^[A-Z]{2}$/),
    z.object({ name: z.string().min(2), plumber: tradeWageSchema, electrician: tradeWageSchema, hvac: tradeWageSchema }),
  ),
});
export type RegionalLabor = z.output<typeof regionalLaborSchema>;
export type TradeWage = z.output<typeof tradeWageSchema>;

/** What an upgrade's range covers. */
export const upgradeCostBasisSchema = z.enum(["installed", "equipment", "per-device-installed", "service"]);

/**
 * An upgrade's price, under the same rule as the problems': read and sourced, or null with the reason. Like a
 * problem, an upgrade with no acceptable page has no range, no source (never a stand-in "page looked at") and says why.
 */
export const upgradeCostSchema = z
  .object({
    upgradeId: z.string().min(1),
    cost: costRangeSchema.nullable(),
    basis: upgradeCostBasisSchema,
    checked: checkedMonthSchema,
    /** Empty only where no acceptable page could be read: then there is no range and `missing` says why. */
    sources: z.array(costSourceSchema).default([]),
    missing: z.array(z.string().min(3)).default([]),
  })
  .refine((cost) => !cost.cost || cost.sources.length > 0, { message: "a range needs a source" })
  .refine((cost) => cost.cost || cost.missing.length > 0, { message: "say why there is no range" });
export type UpgradeCost = z.output<typeof upgradeCostSchema>;
export type UpgradeCostInput = z.input<typeof upgradeCostSchema>;
