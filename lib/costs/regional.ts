import regionalLaborJson from "./data/regional-labor.json";
import { regionalLaborSchema, type CostRange, type ProCost, type RegionalLabor, type Trade } from "./schema";

export type { Trade } from "./schema";

/** The BLS OEWS state table, validated once when the module loads. */
export const regionalLabor: RegionalLabor = regionalLaborSchema.parse(regionalLaborJson);

export interface LaborFactor {
  /** The state's median hourly wage for the trade over the national median (3 places); 1 when missing. */
  factor: number;
  /** True when the state's wage could not be read: the factor is 1 and the range stays national. */
  missing: boolean;
  /** True where the data README calls BLS's estimate less reliable (large relative standard error): shown, flagged. */
  lessReliable: boolean;
}

export function laborFactor(state: string, trade: Trade, table: RegionalLabor = regionalLabor): LaborFactor {
  const entry = table.states[state]?.[trade];
  if (!entry || entry.missing) return { factor: 1, missing: true, lessReliable: false };
  return { factor: entry.ratio, missing: false, lessReliable: entry.lessReliable !== null };
}

/** "New York" for "NY" (the name BLS prints); the code itself for a state the table does not have. */
export function stateName(state: string, table: RegionalLabor = regionalLabor): string {
  return table.states[state]?.name ?? state;
}

function scale(range: CostRange, factor: number): CostRange {
  return { low: Math.round(range.low * factor), high: Math.round(range.high * factor) };
}

/**
 * The professional range with its labour share scaled by the regional factor; parts keep their national price.
 * Without a published labour split nothing can be scaled honestly, so the range stays as it is.
 */
export function applyLaborFactor(pro: ProCost, factor: number): ProCost {
  if (!pro.labor || factor === 1) return pro;
  const labor = scale(pro.labor, factor);
  return {
    low: pro.low + (labor.low - pro.labor.low),
    high: pro.high + (labor.high - pro.labor.high),
    labor,
    parts: pro.parts,
  };
}
