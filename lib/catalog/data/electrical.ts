import type { Category } from "../types";

import { defaultToolKits, stopAndCallKit } from "./tool-kits";

// DIY steps here never open a device or panel: homeowners reset, unplug, swap bulbs with the power off and observe.
export const electrical: Category = {
  id: "electrical",
  title: "Electrical",
  label: "electrical",
  icon: "Zap",
  trade: { singular: "electrician", plural: "electricians", placesKeyword: "residential electrician contractor" },
  safety: {
    shutOff:
      "Switch off the circuit at its breaker, with dry hands, standing on a dry floor to the side of the panel, and confirm the power is off with a non-contact voltage tester before touching a fixture or bulb. Never work on live circuits, and never open an outlet, switch, fixture box or the panel itself.",
    stopIf:
      "If the panel or anything electrical is hot, buzzing, scorched, sparking or wet, don't touch it: call an electrician or the utility, and 911 if there is smoke.",
  },
  toolKit: defaultToolKits.electrical,
  problems: [
    {
      id: "power-outage",
      title: "Power Outage",
      causes: [
        "Utility outage from storms, equipment failure or planned work",
        "Main breaker tripped",
        "Damaged service drop, meter or connections outside the house",
        "Loose or failing main connections inside the panel",
      ],
      diySteps: [
        "Check whether neighbors also lost power and look at your utility's outage map; report it. Stay at least 35 feet from any downed line (farther if the ground is wet), assume it is live, and call 911 and the utility.",
        "Before touching the panel, look and listen: if it is hot, buzzing, smells of burning, shows scorch marks, or the panel or the floor in front of it is wet, do not touch it; call the utility or an electrician right away, or 911 if there is smoke.",
        "If only your home is out and the panel looks normal and dry, check the main breaker with dry hands, standing on a dry floor to the side of the panel; if it has tripped, push it firmly to Off and then back On, once only.",
        "Never run a generator, grill or camp stove indoors, in a garage (even with the door raised), on a porch or within 20 feet of doors and windows, and never plug a generator into a house outlet: that backfeeds the lines and can kill utility workers. Unplug sensitive electronics, keep the fridge (about 4 hours) and a full freezer (about 48 hours) closed, and keep battery carbon monoxide alarms working.",
      ],
      professionalAdvice:
        "Act immediately if the panel is hot, buzzing, smoking, smells of burning or is wet: stay away from it, call 911 if there is smoke or fire, and call the utility or a licensed electrician for emergency service. If anyone feels dizzy, headachy or sick while a generator or fuel-burning heater runs, get everyone into fresh air and call 911: it can be carbon monoxide. If only your home is out and the main breaker is on, call the utility, since the fault may be at the meter or service line. Call an electrician if the main breaker trips again, and have one fit a transfer switch or interlock before you connect a generator to the house.",
      safetyCritical: true,
      emergencyCalls: ["911", "electric-utility"],
      tools: [
        "Flashlight or headlamp (not candles)",
        "Phone and a charged power bank, to report the outage",
        "Battery or hand-crank radio",
        "Appliance thermometer for the fridge and freezer",
      ],
      ppe: ["Dry, rubber-soled shoes", "Battery-powered carbon monoxide alarm on every level", "Safety glasses"],
      sources: [
        "ESFI: the ground can be energized up to 35 feet from a downed line; assume it is live and call 911",
        "CPSC, portable generators: outside only, at least 20 feet from doors and windows, never in a garage or on a porch",
        "NEC 702.5: a transfer switch or interlock is required to connect a generator to house wiring",
        "USDA: a closed fridge keeps food about 4 hours, a full freezer about 48 hours",
      ],
    },
    {
      id: "flickering-lights",
      title: "Flickering Lights",
      causes: [
        "Loose or failing bulb",
        "LED bulbs that are not compatible with the dimmer switch",
        "Large appliances on the same circuit drawing power as they start",
        "Loose connection in the fixture, switch, circuit wiring or main service",
      ],
      diySteps: [
        "Turn the light off, let the bulb cool, and check that it is screwed in snugly; try a new bulb of the correct type and wattage.",
        "If the light is on a dimmer, use LED bulbs labeled dimmable and check the dimmer maker's compatibility list.",
        "Note whether the flicker affects one fixture, one room or the whole house, and whether it happens when the AC, fridge or washer starts.",
      ],
      professionalAdvice:
        "Call an electrician if flickering continues with a new bulb, affects several rooms, or comes with buzzing, warm switches or a burning smell. If lights throughout the house flicker or some get brighter while others dim, call promptly: that can mean a loose main or neutral connection, which is a fire risk; report it to the utility as well, since the fault is often on its side.",
      safetyCritical: false,
      tools: [
        "Replacement bulbs of the correct type and wattage",
        "Dimmable LED bulbs for lights on a dimmer",
        "Sturdy step stool or ladder",
        "Flashlight",
      ],
      ppe: ["Work gloves for hot or broken bulbs", "Safety glasses", "Dry, rubber-soled shoes"],
    },
    {
      id: "outlet-not-working",
      title: "Outlet Not Working",
      causes: [
        "Tripped GFCI outlet elsewhere on the same circuit",
        "Tripped breaker",
        "Outlet controlled by a wall switch",
        "Loose or burned wire connection, or a worn-out outlet",
      ],
      diySteps: [
        "Flip nearby wall switches; in many rooms one half of an outlet is controlled by a switch.",
        "Find and reset GFCI outlets in the bathrooms, kitchen, garage, basement and outdoors by pressing Reset firmly; one GFCI can protect outlets in other rooms.",
        "Check the panel for a tripped breaker and, with dry hands on a dry floor, reset it once by pushing it fully to Off and then On.",
        "Test the outlet with a lamp you know works or a plug-in outlet tester.",
      ],
      professionalAdvice:
        "Call an electrician if the outlet is still dead after resetting GFCIs and breakers, or if it is warm, discolored, crackles or smells of burning: switch its breaker off now and leave it off. Do not take the outlet apart; loose or burned connections need a licensed electrician.",
      safetyCritical: false,
    },
    {
      id: "circuit-breaker-trips",
      title: "Circuit Breaker Trips",
      causes: [
        "Overloaded circuit from high-wattage appliances such as space heaters, hair dryers or microwaves",
        "Short circuit in a cord, appliance or the wiring",
        "Ground fault or arc fault detected by a GFCI or AFCI breaker",
        "Worn breaker or a loose connection in the panel",
      ],
      diySteps: [
        "Unplug or switch off everything on the affected circuit before resetting the breaker.",
        "With dry hands, standing on a dry floor to the side of the panel, reset the breaker once: push it firmly to Off, then back On. If it trips again right away with nothing plugged in, leave it off.",
        "Plug devices back in one at a time; if one trips the breaker, stop using it and check its cord for damage.",
        "Move high-wattage appliances such as space heaters to other circuits so they do not share one circuit.",
      ],
      professionalAdvice:
        "Act immediately if the panel or breaker is hot, buzzing or smells of burning: stay away from it, call 911 if there is smoke or fire, and call a licensed electrician for emergency service. If the breaker keeps tripping, will not reset or trips with nothing plugged in, stop resetting it: leave it off and call an electrician. Never hold a breaker on, tape it, or replace it with a larger one.",
      safetyCritical: true,
      emergencyCalls: ["911"],
    },
    {
      id: "burning-smell",
      title: "Burning Smell",
      causes: [
        "Overheating outlet or switch from a loose connection",
        "Overloaded extension cord or power strip",
        "Failing appliance motor or damaged cord",
        "Light fixture overheating from a bulb above its rated wattage, or overheated wiring",
      ],
      diySteps: [
        "If you see smoke or flames, get everyone out and call 911 from outside. If the smell or heat comes from the panel itself, don't go to it: call 911 or an electrician from a safe place. Otherwise, if you can reach the panel safely, switch off the breaker for that area, or the main breaker if you cannot tell which.",
        "Do not touch any outlet, switch, plug or cord that is warm, discolored or melted; leave the power off.",
        "Without opening anything, note where the smell is strongest (outlets, switches, fixtures, power strips or appliances) to tell the electrician; overheating plastic often smells fishy or like urine.",
        "Keep the power to that area off until an electrician has inspected it, and never use water on an electrical fire.",
      ],
      professionalAdvice:
        "Act immediately: a burning smell from wiring or devices is a fire risk. Call 911 if there is smoke or fire; otherwise keep the power off and call a licensed electrician immediately for an emergency inspection. Use a fire extinguisher (class C or ABC) only on a small fire, and only with a clear way out behind you.",
      safetyCritical: true,
      emergencyCalls: ["911"],
      tools: stopAndCallKit.tools,
      ppe: stopAndCallKit.ppe,
      sources: ["NFPA: fight only a small fire with a clear exit, using a class C or ABC extinguisher on electrical fires"],
    },
    {
      id: "light-switch-issues",
      title: "Light Switch Issues",
      causes: [
        "Burned-out bulb or a fixture problem rather than the switch",
        "Worn switch mechanism",
        "Loose wire connection at the switch",
        "Dimmer not compatible with LED bulbs, or a three-way switch that is wired incorrectly",
      ],
      diySteps: [
        "With the switch off, replace the bulb with one you know works to rule out the bulb.",
        "Check the panel for a tripped breaker and any GFCI outlets that may feed the circuit.",
        "If two switches control the light, test it from both; a problem from only one points to that switch.",
        "Lay your hand flat on the cover plate: if it is hot, buzzes or crackles, stop using it and switch off its breaker. A dimmer is normally slightly warm.",
      ],
      professionalAdvice:
        "Call an electrician if the switch feels hot, buzzes, sparks or works only intermittently, or if you want a switch or dimmer replaced. Replacing a switch means working inside the wall box and should be done by an electrician.",
      safetyCritical: false,
      tools: ["Replacement bulb you know works", "Sturdy step stool or ladder", "Flashlight", "Painter's tape and a marker to tag the breaker"],
      sources: ["Lutron and Leviton dimmer guidance: dimmers give off about 1–2 percent of the load as heat and are normally warm"],
    },
    {
      id: "dimming-lights",
      title: "Dimming Lights",
      causes: [
        "Large motors such as the AC, fridge or sump pump drawing a surge of power as they start",
        "Overloaded circuit",
        "Dimmer and LED bulbs that do not work well together",
        "Loose connection at the panel or the utility service",
      ],
      diySteps: [
        "Note whether the lights dim briefly when a particular appliance starts, or stay dim.",
        "Move high-wattage plug-in appliances such as space heaters to other circuits.",
        "Use LED bulbs labeled dimmable that are on the dimmer maker's compatibility list.",
        "If the whole house dims at the same times as your neighbors, report it to the utility.",
      ],
      professionalAdvice:
        "Call an electrician if dimming is more than a brief dip when a large appliance starts, gets worse over time, or some lights get brighter while others dim. That last sign can mean a loose neutral connection, so call promptly and tell the utility as well.",
      safetyCritical: false,
      tools: ["Notebook to log when the dimming happens", "Dimmable LED bulbs on the dimmer maker's compatibility list", "Sturdy step stool or ladder", "Flashlight"],
      ppe: ["Work gloves for changing bulbs", "Safety glasses"],
    },
    {
      id: "sparking-outlets",
      title: "Sparking Outlets",
      causes: [
        "Loose or worn outlet contacts or wire connections",
        "Short circuit in a damaged plug or cord",
        "Overloaded outlet",
        "Water or moisture in the outlet",
      ],
      diySteps: [
        "Stop and do not touch the outlet or the plug. If there is smoke or fire, get everyone out and call 911 from outside; otherwise switch off the breaker for that outlet if you can reach the panel safely, with dry hands on a dry floor.",
        "Leave the breaker off and cover the outlet with tape or a note so nobody uses it.",
        "Once the power is off and the plug is cool, unplug the device and stop using it if its cord or plug is damaged or scorched.",
        "Tell the electrician what you saw. A tiny blue flash as you unplug a running appliance can be normal; large, white or yellow sparks, popping, a burning smell or repeated sparks are a fault, and if you are not sure, treat it as one.",
      ],
      professionalAdvice:
        "Act immediately: an outlet that sparks repeatedly, pops or shows scorch marks is a fire hazard. Call 911 if there is smoke or fire; otherwise keep the breaker off and call a licensed electrician immediately.",
      safetyCritical: true,
      emergencyCalls: ["911"],
      tools: stopAndCallKit.tools,
      ppe: stopAndCallKit.ppe,
      sources: ["ESFI: a small spark when unplugging can be normal; large, repeated or popping sparks are a hazard"],
    },
    {
      id: "no-power-partial",
      title: "No Power (Partial)",
      causes: [
        "Tripped breaker or GFCI outlet feeding the affected rooms",
        "Lost one of the two utility supply legs: about half the house is out and 240-volt appliances run poorly",
        "Lost or loose neutral connection: some lights unusually bright while others dim, and electronics failing (a fire risk)",
        "Loose connection or failed device on the affected circuit",
      ],
      diySteps: [
        "If some lights are brighter than normal while others dim, or appliances act erratically, switch off the main breaker if you can do so safely (dry hands, dry floor, panel not hot or wet) and call the utility's emergency line: a lost neutral can destroy electronics and start fires.",
        "Otherwise check the panel for a breaker that is off or sitting in the middle position, and reset it once by pushing it fully to Off and then On; then reset GFCI outlets in the bathrooms, kitchen, garage, basement and outdoors.",
        "If about half the house is out and 240-volt appliances such as the dryer, range or AC work poorly or not at all, call the utility; do not keep resetting the main breaker.",
        "Unplug sensitive electronics in the affected rooms until power is fully restored.",
      ],
      professionalAdvice:
        "Act immediately if some lights are brighter than normal or appliances act erratically: switch off the main breaker if you can do so safely, call the utility's emergency line, then a licensed electrician, and call 911 if there is smoke. If half the house is out, call the utility first, since a lost supply leg can damage appliances. Call an electrician if power does not return after resetting breakers and GFCIs, or a breaker trips again.",
      // The panel and a lost neutral's overvoltage (a fire risk) make this safety-critical (content review, section 1).
      safetyCritical: true,
      emergencyCalls: ["electric-utility", "911"],
      sources: ["Utility and electrician guidance: a lost neutral causes overvoltage on some circuits; a lost leg leaves half the house out"],
    },
    {
      id: "gfci-issues",
      title: "GFCI Issues",
      causes: [
        "A real ground fault from water, moisture or a faulty appliance",
        "Worn-out GFCI outlet that trips easily or will not reset",
        "Motor loads such as fridges, freezers or pumps causing nuisance trips",
        "No power reaching the GFCI because a breaker has tripped",
      ],
      diySteps: [
        "If water got inside the outlet, or it was under water, leave it off: don't touch it, switch off its breaker only if you can reach the panel with dry hands on a dry floor, and have an electrician replace it (a soaked GFCI is not dried and reset). Rain splash on a closed weatherproof cover: dry the cover and the plug, then reset once.",
        "Unplug everything from the GFCI and the outlets it protects, then press Reset firmly once.",
        "If it will not reset, check the panel for a tripped breaker and reset that once.",
        "Plug devices back in one at a time; one that trips the GFCI has a fault and should not be used. Don't move a freezer or sump pump to an unprotected outlet to stop the trips; have the leak to ground found. Test every GFCI monthly with its Test and Reset buttons.",
      ],
      professionalAdvice:
        "Act immediately if water got inside an outlet or it was under water, or an outlet is hot, scorched or crackling: leave it off, switch off its breaker only if you can reach the panel dry-footed, and call a licensed electrician to replace it; call 911 if there is smoke. Call an electrician if the GFCI will not reset with power present, trips with nothing plugged in, or fails its monthly test: a GFCI that does not trip when tested is not protecting you and should be replaced.",
      // Water near electricity (content review, section 1).
      safetyCritical: true,
      emergencyCalls: ["911"],
      tools: [
        "Plug-in outlet tester with a GFCI test button",
        "Lamp you know works",
        "Flashlight",
        "Painter's tape and a note to mark an outlet that got wet",
      ],
      ppe: ["Dry, rubber-soled shoes", "Safety glasses"],
      sources: [
        "NEMA, Evaluating Water-Damaged Electrical Equipment: GFCIs and receptacles that were soaked or submerged are replaced",
        "ESFI and GFCI makers: test GFCIs monthly",
      ],
    },
  ],
};
