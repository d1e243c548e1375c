import type { CategoryId, ToolKit } from "../types";

// What a homeowner needs for the catalogue's own DIY steps, and nothing more. FixPilot never asks anyone to work
// on live parts, so no live-work gear: lineworker rubber gloves (Class 0 and up) need leather protectors, an air
// test before each use and electrical retesting every 6 months (OSHA 29 CFR 1910.137, ASTM D120/F496), and
// 1000 V insulated screwdrivers are for opening energised equipment. Both would suggest that touching live parts
// is acceptable.

/** The category defaults: 5 tools and 5 PPE items each (spec section 3). */
export const defaultToolKits: Record<CategoryId, ToolKit> = {
  hvac: {
    tools: [
      "Replacement air filter sized for your system",
      "Fresh thermostat batteries (usually AA or AAA)",
      "Screwdriver set (Phillips and flat)",
      "Flashlight",
      "Shop vacuum",
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
      "Plug-in outlet tester with a GFCI test button",
      "Non-contact voltage tester",
      "Flashlight or headlamp",
      "Replacement bulbs of the correct type and wattage",
      "Painter's tape and a marker to tag an outlet or breaker",
    ],
    ppe: [
      "Safety glasses",
      "Dry, rubber-soled shoes",
      "Work gloves for changing bulbs",
      "ABC-rated fire extinguisher within reach",
      "Sturdy step stool or ladder for ceiling fixtures",
    ],
  },
};

/**
 * For smoke, sparks or a burning smell: nothing to open or repair, only what helps you switch off, mark the
 * circuit and get out (review: "flashlight, tape or tag, extinguisher").
 */
export const stopAndCallKit: ToolKit = {
  tools: [
    "Flashlight or headlamp",
    "Painter's tape and a marker to tag the switched-off breaker",
    "ABC-rated fire extinguisher, for a small fire with a clear way out only",
    "Phone, to call 911 or the professional from outside",
  ],
  ppe: ["Dry, rubber-soled shoes", "Working smoke and carbon monoxide alarms"],
};
