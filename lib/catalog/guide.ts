import type { CategoryId, Problem } from "./types";

export interface GuideStep {
  title: string;
  content: string;
  type: "warning" | "step" | "info";
}

const safetyChecks: Record<CategoryId, string> = {
  hvac: "Turn the system off at the thermostat and switch off the furnace or air handler's service switch before opening any panel. If you smell gas, leave the house now and call your gas utility or 911 from outside.",
  plumbing:
    "Shut off the water at the fixture's supply valves (or the main shut-off) before you start, and keep water away from outlets and cords. For a water heater, turn its gas control to 'pilot' or switch off its breaker first.",
  electrical:
    "Switch off the circuit's breaker and confirm the power is off with a non-contact voltage tester before touching anything. Never work on live circuits, and stay out of the electrical panel itself.",
};

const genericSafetyCheck = "Turn off the power, water or gas supply to the equipment before you start, wear your safety gear, and stop if anything seems unsafe.";

const criticalPrefix = "Stop first: this problem can be dangerous. If there is smoke, sparking, a gas smell or flooding, leave the area and call emergency services or a licensed professional immediately. ";

/** The guide the spec describes: a safety check warning, then each DIY step, then a professional note. */
export function buildGuideSteps(categoryId: string, problem: Problem): GuideStep[] {
  const safety = (safetyChecks as Record<string, string | undefined>)[categoryId] ?? genericSafetyCheck;
  return [
    { title: "Safety Check", content: problem.safetyCritical ? criticalPrefix + safety : safety, type: "warning" },
    ...problem.diySteps.map((content, index) => ({ title: `Step ${index + 1}`, content, type: "step" as const })),
    { title: "When to Call a Professional", content: problem.professionalAdvice, type: "info" },
  ];
}
