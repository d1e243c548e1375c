import type { CategoryId } from "../types";

/** What a homeowner should have at hand for the category's DIY steps; problems may override either list. */
export const defaultToolKits: Record<CategoryId, { tools: string[]; ppe: string[] }> = {
  hvac: {
    tools: [
      "Replacement air filter sized for your system",
      "Screwdriver set (Phillips and flat)",
      "Flashlight",
      "Shop vacuum",
      "Garden hose with spray nozzle",
    ],
    ppe: ["Safety glasses", "Work gloves", "N95 dust mask", "Knee pads", "Closed-toe shoes with non-slip soles"],
  },
  plumbing: {
    tools: [
      "Plunger (cup for sinks, flange for toilets)",
      "Adjustable wrench",
      "Tongue-and-groove pliers",
      "Hand drain auger (snake)",
      "Bucket and towels",
    ],
    ppe: ["Safety glasses", "Rubber or nitrile gloves", "Knee pads", "Closed-toe shoes with non-slip soles", "Long-sleeved shirt"],
  },
  electrical: {
    tools: [
      "Non-contact voltage tester",
      "Insulated screwdrivers (1000 V rated)",
      "Plug-in outlet tester",
      "Flashlight or headlamp",
      "Replacement bulbs of the correct type and wattage",
    ],
    ppe: [
      "Safety glasses",
      "Insulated electrical gloves (Class 0)",
      "Rubber-soled shoes",
      "Long-sleeved cotton or flame-resistant clothing",
      "N95 dust mask for attic and crawl space work",
    ],
  },
};
