import type { Category } from "../types";

import { defaultToolKits, stopAndCallKit } from "./tool-kits";

const CO_ALARM = "Working carbon monoxide alarm on every level";

export const hvac: Category = {
  id: "hvac",
  title: "HVAC",
  label: "HVAC",
  icon: "Wind",
  trade: { singular: "HVAC specialist", plural: "HVAC specialists", placesKeyword: "residential hvac air conditioning contractor" },
  safety: {
    // The appliance's own switch and control, never the gas meter: a homeowner operates the meter valve only in an
    // emergency, and closing a supply valve puts standing pilots out (content review, section 2).
    shutOff:
      "Turn the system off at the thermostat and at its service switch or breaker before opening any panel. Don't touch gas piping or the meter; turn a gas appliance's own control knob only when a step tells you to.",
    stopIf:
      "If you smell gas or a carbon monoxide alarm sounds, leave the house now and call your gas utility or 911 from outside.",
  },
  toolKit: defaultToolKits.hvac,
  problems: [
    {
      id: "no-heat",
      title: "No Heat",
      causes: [
        "Thermostat set to the wrong mode or temperature, or its batteries are dead",
        "Furnace breaker tripped, the service switch turned off, or a clogged filter making the furnace overheat and shut itself down",
        "Snow, ice or a nest blocking the outdoor plastic intake or exhaust pipe of a high-efficiency furnace, or a plugged condensate drain",
        "Failed igniter, flame sensor or pilot on a gas furnace, or an oil burner that has locked out",
      ],
      diySteps: [
        "If a carbon monoxide alarm sounds, or anyone feels headachy, dizzy or sick, get everyone outside and call 911 from there. If you smell gas (a rotten-egg odor), do not touch the thermostat, light switches or phone indoors: leave the house and call the gas utility or 911 from outside.",
        "Set the thermostat to Heat, raise the setpoint a few degrees above room temperature and replace its batteries if the display is blank or weak.",
        "Make sure the furnace breaker is on and the service switch near the furnace (it looks like a light switch) is on; reset a tripped breaker once only. On an oil burner, press the red reset button once only: repeated resets flood the burner with oil.",
        "Replace a dirty air filter and check that the furnace's front panel is fully closed, since a loose panel trips a safety switch. On a high-efficiency furnace, clear snow, ice or debris from the outdoor plastic intake and exhaust pipes by hand. Then give the furnace 5 minutes to start.",
      ],
      professionalAdvice:
        "Act immediately if a carbon monoxide alarm sounds or you smell gas: get everyone outside, call 911 or your gas utility from there, and stay out until they say it is safe. Otherwise call an HVAC specialist if the heat does not come back after these checks, the breaker trips again, or the furnace's status light flashes an error code. Never try to repair gas valves, burners or igniters yourself, and never relight a pilot you are unsure about.",
      safetyCritical: true,
      emergencyCalls: ["911", "gas-utility"],
      tools: [
        "Fresh thermostat batteries (usually AA or AAA)",
        "Replacement air filter sized for your system",
        "Flashlight",
        "Broom or snow brush to clear the outdoor intake and exhaust pipes",
      ],
      ppe: [CO_ALARM, "Work gloves", "Safety glasses"],
      sources: [
        "CPSC, carbon monoxide alarms: get outside to fresh air and call 911 from there",
        "Beckett and Riello oil burner manuals: press the reset button once only",
        "Furnace makers' installation manuals: keep the intake and exhaust terminations clear of snow and debris",
      ],
    },
    {
      id: "weak-airflow",
      title: "Weak Airflow",
      causes: [
        "Dirty or clogged air filter",
        "Closed supply registers or return grilles blocked by furniture or rugs",
        "Leaking, crushed or disconnected ductwork",
        "Dirty blower wheel or a failing blower motor",
      ],
      diySteps: [
        "Replace the air filter, matching the size printed on its frame; check it monthly and change it at least every 3 months.",
        "Open every supply register and clear at least a foot of space in front of the return grilles.",
        "Look at the refrigerant lines and indoor coil area for ice; if you see frost, switch cooling off and run the fan only until it thaws.",
        "Inspect ducts you can reach in the basement or attic and reconnect or seal loose joints with foil tape or duct mastic, not cloth duct tape. In a home built before 1980, leave old white or grey duct wrap alone: it may contain asbestos.",
      ],
      professionalAdvice:
        "Call an HVAC specialist if airflow stays weak after a new filter and open vents, if only some rooms are affected, or if the blower sounds strained. A technician can measure static pressure, clean the blower and test the ducts for leaks.",
      safetyCritical: false,
      tools: [
        "Replacement air filter sized for your system",
        "Foil tape (UL 181) or duct mastic",
        "Screwdriver set (Phillips and flat)",
        "Flashlight",
        "Shop vacuum",
      ],
      sources: ["ENERGY STAR: check the filter monthly and change it at least every 3 months; seal ducts with mastic or foil tape"],
    },
    {
      id: "strange-noises",
      title: "Strange Noises",
      causes: [
        "Loose access panels, screws or duct sections rattling",
        "Leaves, twigs or debris in the outdoor unit",
        "Worn blower motor bearings or belt (squealing or grinding)",
        "Failing capacitor, contactor or compressor (buzzing, clicking or humming)",
      ],
      diySteps: [
        "Note what the noise sounds like, where it comes from and when it happens (startup, running, shutdown) so you can describe it to a technician.",
        "With the system off at the thermostat, tighten loose screws on the indoor unit's access panels and on register covers.",
        "Switch off the outdoor unit at its disconnect box, then clear leaves and sticks from around and on top of it by hand; never reach into the fan.",
        "Replace a dirty filter, which can whistle when it is badly clogged.",
      ],
      professionalAdvice:
        "Call an HVAC specialist promptly for grinding, screeching, loud buzzing or banging noises, and keep the system off until it is checked, since running it can destroy a motor or compressor. A loud bang or boom when a gas furnace starts can mean delayed ignition, which can crack the heat exchanger: turn the furnace off at the thermostat and have it inspected before using it again. If a carbon monoxide alarm sounds or you smell gas, leave and call 911 or the gas utility from outside.",
      safetyCritical: false,
      tools: [
        "Phone, to record the noise for the technician",
        "Screwdriver set (Phillips and flat)",
        "Flashlight",
        "Replacement air filter sized for your system",
      ],
      ppe: ["Work gloves", "Safety glasses", CO_ALARM],
      sources: ["CPSC: carbon monoxide alarms and the response to them"],
    },
    {
      id: "not-cooling",
      title: "Not Cooling",
      causes: [
        "Thermostat set incorrectly or not calling for cooling",
        "Tripped breaker, outdoor disconnect switched off, or a full condensate pan tripping the overflow switch",
        "Dirty air filter or dirty outdoor condenser coil",
        "Low refrigerant from a leak, or a failed capacitor or compressor",
      ],
      diySteps: [
        "Set the thermostat to Cool with the fan on Auto and the setpoint a few degrees below room temperature, then wait 5 minutes for the compressor delay.",
        "Check that the breakers for the indoor unit and the outdoor unit are on and the outdoor disconnect is in place; reset a tripped breaker once only.",
        "Replace the air filter and check the condensate pan under the indoor unit; if it is full of water, the overflow switch may have shut the system off.",
        "Switch off the outdoor unit at its disconnect, clear debris around it and gently rinse the fins with a garden hose (no pressure washer).",
      ],
      professionalAdvice:
        "Call an HVAC specialist if the outdoor unit does not run, hums without starting, the breaker trips again, or the air is not cool after these checks. Refrigerant leaks and electrical parts such as capacitors must be handled by a certified technician.",
      safetyCritical: false,
      tools: [
        "Replacement air filter sized for your system",
        "Garden hose with a gentle spray nozzle (no pressure washer)",
        "Soft brush for the outdoor fins",
        "Wet/dry shop vacuum for a full condensate pan",
        "Flashlight",
      ],
      ppe: ["Safety glasses", "Work gloves", "Closed-toe shoes with non-slip soles"],
    },
    {
      id: "thermostat-problems",
      title: "Thermostat Problems",
      causes: [
        "Dead or weak batteries",
        "Wrong mode, schedule or hold settings",
        "Thermostat placed in sunlight, near a supply vent or on a drafty wall",
        "Loose low-voltage wiring, a missing common (C) wire for a smart thermostat, or a failed thermostat",
      ],
      diySteps: [
        "First check which kind you have: if the thermostat controls electric baseboard or wall heaters (marked 120 or 240 V, with thick wires joined by wire nuts), it carries line voltage, so don't open or remove it; call an electrician. On a low-voltage (24 V) thermostat, replace the batteries, even if the display still shows, and check the clock and day are correct.",
        "Review the mode, schedule and any temporary or permanent hold, and turn off schedules you do not recognize.",
        "Low-voltage (24 V) thermostats only: turn off power to the heating and cooling system at its breaker or service switch, then lift the thermostat off its base and gently dust the inside with a soft brush.",
        "Restore power and test heating and cooling by setting the temperature a few degrees above or below room temperature and waiting 5 minutes.",
      ],
      professionalAdvice:
        "Call an HVAC specialist if the system does not respond after new batteries and correct settings, if wires are loose or corroded, or if you need a common wire added for a smart thermostat. Line-voltage thermostats for electric baseboard heat carry 120 or 240 volts and should be replaced by an electrician. An old thermostat with a glass mercury bulb must go to a household hazardous waste or thermostat recycling drop-off, not the trash.",
      safetyCritical: false,
      tools: [
        "Fresh thermostat batteries (usually AA or AAA)",
        "Soft, dry paintbrush",
        "Phone, to photograph the wiring and settings first",
        "Small screwdriver set",
      ],
      ppe: ["Safety glasses"],
      sources: ["EPA: mercury thermostats are recycled, not thrown away"],
    },
    {
      id: "uneven-heating",
      title: "Uneven Heating",
      causes: [
        "Closed or blocked registers in the cold rooms",
        "Leaky, uninsulated or undersized ducts to distant rooms",
        "Poor insulation or drafty windows in some rooms",
        "Thermostat located in a room that heats faster than the rest of the house",
      ],
      diySteps: [
        "Open the registers in the cold rooms fully and move furniture, curtains and rugs off them.",
        "Replace the air filter and set the fan to On for a day to see whether constant circulation evens out temperatures.",
        "If your main ducts have balancing dampers (small levers on the duct), mark their current positions, then open the ones to the cold rooms a little more and partly close the ones to rooms that run warm. Don't shut registers completely to push air elsewhere; it strains the blower.",
        "Add weatherstripping to drafty doors and windows in the cold rooms and keep blinds closed on cold nights.",
      ],
      professionalAdvice:
        "Call an HVAC specialist if rooms stay more than a few degrees apart after these steps. A technician can test duct leakage, balance airflow, check equipment sizing, or recommend zoning or insulation improvements.",
      safetyCritical: false,
      tools: [
        "Replacement air filter sized for your system",
        "Painter's tape and a marker to mark damper positions",
        "Room thermometer",
        "Weatherstripping for drafty doors and windows",
        "Flashlight",
      ],
      sources: ["ENERGY STAR and DOE: keep supply registers open; closing them raises duct pressure"],
    },
    {
      id: "high-humidity",
      title: "High Humidity",
      causes: [
        "Oversized air conditioner that cools quickly but runs too briefly to remove moisture",
        "Thermostat fan set to On, which blows moisture from the wet coil back into the house",
        "Clogged condensate drain line",
        "Moisture sources such as showers, cooking, a damp basement or crawl space",
      ],
      diySteps: [
        "Set the thermostat fan to Auto so the coil can drain between cooling cycles.",
        "Use a hygrometer to track indoor humidity; aim for 30–50 percent.",
        "Run bathroom and kitchen exhaust fans during and 20 minutes after showers and cooking, and use a portable dehumidifier in a damp basement.",
        "Check the condensate drain line where it exits the house. If it is not dripping while the AC runs, turn cooling off at the thermostat, empty the drain pan if it is full, and clear the line with a wet/dry vacuum held tight over the outdoor end for 1–2 minutes; then pour a cup of white vinegar into the access port to keep it clear.",
      ],
      professionalAdvice:
        "Call an HVAC specialist if humidity stays above 60 percent with the AC running, or you see condensation on vents, musty odors or mold. They can check equipment sizing and fan speed, clear the drain and recommend a whole-home dehumidifier. Call as well if the drain pan fills again after you cleared the line.",
      safetyCritical: false,
      tools: [
        "Hygrometer",
        "Wet/dry shop vacuum to clear the condensate drain",
        "White vinegar (one cup, for drain maintenance)",
        "Towels and a small container for the drain pan",
        "Flashlight",
      ],
      ppe: ["Rubber or nitrile gloves", "Safety glasses"],
      sources: ["EPA, mold guidance: keep indoor humidity at 30–50 percent, below 60 percent"],
    },
    {
      id: "frequent-cycling",
      title: "Frequent Cycling",
      causes: [
        "Clogged filter causing the furnace to overheat or the AC coil to freeze",
        "Thermostat near a heat source, a supply vent or in direct sun",
        "Oversized equipment that reaches the setpoint too quickly",
        "Low refrigerant, a dirty flame sensor or a failing control part",
      ],
      diySteps: [
        "Replace the air filter and make sure all registers and returns are open.",
        "Check that the thermostat is not in direct sun, above a lamp or TV, or in the path of a supply vent.",
        "On a smart or programmable thermostat, check the cycle-rate or temperature-swing setting and restore the default if it was changed.",
        "Clear leaves and debris from around the outdoor unit so it can release heat properly.",
      ],
      professionalAdvice:
        "Call an HVAC specialist if the system still turns on and off every few minutes. Short cycling wears out compressors and igniters quickly and can point to low refrigerant, an overheating furnace or oversized equipment. A heat pump that stops heating for a few minutes in winter while the outdoor unit steams is defrosting, which is normal.",
      safetyCritical: false,
      tools: [
        "Replacement air filter sized for your system",
        "Room thermometer",
        "Thermostat manual (or the maker's website) for the cycle-rate setting",
        "Broom or rake for around the outdoor unit",
      ],
      ppe: ["Work gloves", "Safety glasses"],
    },
    {
      id: "frozen-coil",
      title: "Frozen Coil",
      causes: [
        "Restricted airflow from a dirty filter, closed vents or a weak blower",
        "Low refrigerant from a leak",
        "Dirty evaporator coil",
        "Running the air conditioner when it is cool outside (below about 60°F)",
      ],
      diySteps: [
        "Switch cooling off at the thermostat and set the fan to On to melt the ice; this can take several hours.",
        "Never chip or scrape the ice, which can puncture the coil.",
        "Put towels around the indoor unit and watch the drain pan while the ice melts so the extra water does not overflow.",
        "Replace the filter and open all registers, then restart cooling once the coil is fully thawed.",
      ],
      professionalAdvice:
        "Call an HVAC specialist if the coil freezes again after a new filter and full airflow. Repeated freezing usually means low refrigerant or a blower problem, and refrigerant work requires an EPA Section 608-certified technician.",
      safetyCritical: false,
      tools: ["Towels", "Bucket or wet/dry shop vacuum for meltwater", "Replacement air filter sized for your system", "Flashlight"],
      ppe: ["Non-slip shoes (the floor may be wet)", "Safety glasses"],
      sources: ["EPA Clean Air Act Section 608: refrigerant handling requires a certified technician"],
    },
    {
      id: "burning-smell",
      title: "Burning Smell",
      causes: [
        "Dust burning off the heat exchanger or heating elements at the first startup of the season",
        "Overheating blower motor or failing capacitor",
        "Overheated or damaged electrical wiring in the unit",
        "Something stored against the furnace or debris inside it getting hot",
      ],
      diySteps: [
        "Turn the system off at the thermostat right away, and switch off the furnace's service switch or breaker if you can reach it safely. If you see smoke or flames, get everyone out and call 911 from outside.",
        "Do not open or touch the equipment; leave it off and let it cool.",
        "Note the kind of smell: a light dusty smell on the first cold day that fades within an hour is usually dust, while an electrical, plastic or rubber smell is not normal, and a sharp or exhaust-like smell means get out and call 911.",
        "Without touching hot surfaces, move boxes, laundry, paint or other stored items away from the furnace and its return grille.",
      ],
      professionalAdvice:
        "Act immediately: if there is smoke or fire, a carbon monoxide alarm sounds, or the smell is sharp or like exhaust fumes, get everyone out and call 911 from outside. If the smell is electrical, plastic or rubbery, or a dusty smell does not fade within an hour, keep the system off and call an HVAC specialist immediately. If you smell gas, leave and call the gas utility from outside.",
      safetyCritical: true,
      emergencyCalls: ["911", "gas-utility"],
      tools: stopAndCallKit.tools,
      ppe: stopAndCallKit.ppe,
      sources: ["CPSC and NFPA: smoke or a carbon monoxide alarm means get out and call 911 from outside"],
    },
  ],
};
