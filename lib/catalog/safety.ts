import { getCategory } from "./categories";
import type { CategorySafety } from "./types";

// The one wording of each category's shut-off and stop rules: the guide's Safety Check and the chat's DIY
// disclaimer both read it from here.

const genericSafety: CategorySafety = {
  shutOff: "Turn off the power, water or gas supply to the equipment before you start, and wear your safety gear.",
  stopIf: "Stop and call a licensed professional if anything seems unsafe.",
};

/** The category's shut-off and stop rules; unknown categories get generic ones. */
export function getCategorySafety(categoryId: string | null | undefined): CategorySafety {
  return getCategory(categoryId)?.safety ?? genericSafety;
}

/** What leads the Safety Check of a safety-critical problem: the signs that mean leave and call, not DIY. */
export const dangerLead =
  "Stop first: this problem can be dangerous. If there is smoke, fire, sparking, a gas smell, a carbon monoxide alarm or water near anything electrical, do none of these steps: leave the area and call 911 or your utility from outside.";
