// Spots emergencies in what the homeowner wrote, so the assistant leads with stop-and-call advice
// whatever problem the words happen to match.
import type { Hazard } from "./scripts";
import { analyze } from "./text-analysis";

const gasSigns = new Set(["smell", "leak", "hiss"]);
const burningSigns = new Set(["burn", "smok", "fire", "flam", "melt"]);
const sparkingSigns = new Set(["spark", "shock", "zap", "electrocut"]);

/** The most urgent hazard a message describes, if any. */
export function detectHazard(text: string): Exclude<Hazard, "general"> | undefined {
  const terms = new Set(analyze(text));
  const has = (signs: Set<string>) => [...signs].some((sign) => terms.has(sign));
  // A rotten-egg smell is the odorant added to natural gas, so it gets the gas warning even unnamed.
  if ((terms.has("gas") && has(gasSigns)) || (terms.has("rotten") && terms.has("egg"))) return "gas";
  if (has(burningSigns)) return "burning";
  if (has(sparkingSigns)) return "sparking";
  if (terms.has("burst") || terms.has("flood") || (terms.has("freez") && terms.has("pipe"))) return "water";
  return undefined;
}
