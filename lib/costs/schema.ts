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

export const problemCostSchema = z.object({
  categoryId: z.enum(["hvac", "plumbing", "electrical"]),
  problemId: z.string().min(1),
  /** Parts a homeowner buys for the guide's own steps; null where none was read, and always null for a hazard. */
  diy: costRangeSchema.nullable(),
  /** Null only where no source could be read; `missing` then says so. */
  pro: proCostSchema.nullable(),
  /** Whether `pro` is the diagnostic visit only (hazards, where the repair is quoted on site). */
  proScope: z.enum(["repair", "visit"]).default("repair"),
  /** What moves the price, in the homeowner's words. */
  drivers: z.array(z.string().min(3)).min(1),
  checked: checkedMonthSchema,
  sources: z.array(costSourceSchema).min(1),
  /** Why a figure is absent: read, not guessed. */
  missing: z.array(z.string().min(3)).default([]),
});
export type ProblemCost = z.output<typeof problemCostSchema>;
export type ProblemCostInput = z.input<typeof problemCostSchema>;

export const tradeSchema = z.enum(["plumber", "electrician", "hvac"]);
export type Trade = z.output<typeof tradeSchema>;

const tradeWageSchema = z.object({
  /** Mean hourly wage in the state, USD, as published; null where it could not be read. */
  meanHourly: z.number().positive().nullable(),
  /** meanHourly divided by the national mean, rounded to 3 places; 1 where missing. */
  ratio: z.number().positive(),
  missing: z.boolean(),
});

export const regionalLaborSchema = z.object({
  series: z.string(),
  /** The OEWS release the figures come from, e.g. "May 2024"; null while no release has been read. */
  release: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
  seriesUrl: z.url(),
  occupations: z.record(tradeSchema, z.object({ soc: z.string().regex(/^\d{2}-\d{4}$/), title: z.string(), url: z.url() })),
  national: z.record(tradeSchema, z.number().positive().nullable()),
  /** Why figures are missing, for the docs and the page's footnote. */
  note: z.string(),
  states: z.record(z.string().regex(/^[A-Z]{2}$/), z.record(tradeSchema, tradeWageSchema)),
});
export type RegionalLabor = z.output<typeof regionalLaborSchema>;

/** What an upgrade's range covers. */
export const upgradeCostBasisSchema = z.enum(["installed", "equipment", "per-device-installed", "service"]);

/** An upgrade's price, under the same rule as the problems': read, dated and sourced, or null with the reason. */
export const upgradeCostSchema = z.object({
  upgradeId: z.string().min(1),
  cost: costRangeSchema.nullable(),
  basis: upgradeCostBasisSchema,
  checked: checkedMonthSchema,
  sources: z.array(costSourceSchema).min(1),
  missing: z.array(z.string().min(3)).default([]),
});
export type UpgradeCost = z.output<typeof upgradeCostSchema>;
export type UpgradeCostInput = z.input<typeof upgradeCostSchema>;
