import type { UpgradeCatalog, UpgradeTopic } from "../types";

/** Advisor topics, in the order the upgrade page offers them. */
export const upgradeTopics: UpgradeTopic[] = [
  {
    id: "energy-efficiency",
    title: "Energy Efficiency",
    description: "Lower your energy bills with higher-efficiency equipment and tighter systems.",
  },
  {
    id: "smart-technology",
    title: "Smart Technology",
    description: "Connected controls and sensors that automate your home and warn you early.",
  },
  {
    id: "safety-compliance",
    title: "Safety & Compliance",
    description: "Protect your household and bring older systems up to current code.",
  },
];

// Costs are typical installed US prices; local labor, permits and home condition move them a lot.
export const upgradeCatalog: UpgradeCatalog = {
  hvac: {
    "energy-efficiency": [
      {
        id: "cold-climate-heat-pump",
        title: "Cold-Climate Heat Pump",
        summary:
          "An ENERGY STAR cold-climate air-source heat pump replaces an old air conditioner and heats efficiently well below freezing, often alongside or instead of a furnace.",
        benefits: [
          "Delivers two to three units of heat for each unit of electricity, far more than electric resistance heat",
          "Heating and cooling from one system",
          "Variable-speed compressor keeps temperatures steady and quiet",
        ],
        payback:
          "5–15 years, depending on the fuel it replaces, your climate and local rates (longer against cheap natural gas); utility rebates shorten it",
        installer: "pro",
        safetyNotes:
          "Refrigerant work requires an EPA 608-certified technician, and the new circuit and permit require a licensed installer. Ask for a Manual J load calculation so the system is sized correctly.",
      },
      {
        id: "duct-sealing",
        title: "Duct Sealing and Insulation",
        summary:
          "Sealing leaky duct joints with mastic or an injected sealant and insulating ducts that run through attics and crawl spaces.",
        benefits: [
          "Typical duct systems lose 20–30 percent of the air they move through leaks, holes and poor connections",
          "Evens out room temperatures and strengthens airflow",
          "Keeps attic dust and crawl space air out of the living space",
        ],
        // Up to ~20 % of heating and cooling (about $900 a year on average) is roughly $100–$180 a year.
        payback:
          "About 6–15 years or more from heating and cooling savings of up to about 20 percent (roughly $100–$180 a year on a typical bill); sooner for attic ducts in a hot or cold climate",
        sources: [
          "ENERGY STAR, duct sealing: typical duct systems lose 20–30 percent of the air they move; sealing can improve efficiency by up to 20 percent",
        ],
        installer: "pro",
        safetyNotes:
          "Have a combustion safety (backdraft) test done afterwards if you have a gas or oil furnace or water heater. Old duct wrap or tape in pre-1980 homes may contain asbestos and must not be disturbed.",
      },
      {
        id: "energy-recovery-ventilator",
        title: "Energy Recovery Ventilator (ERV)",
        summary:
          "A balanced ventilation unit that brings in fresh outdoor air and pulls heat and moisture from the stale air it exhausts.",
        benefits: [
          "Fresh air for tight, well-sealed homes without a big energy penalty",
          "Recovers most of the heat and moisture from outgoing air",
          "Reduces indoor pollutants, odors and excess humidity",
        ],
        installer: "pro",
        safetyNotes:
          "Intake and exhaust hoods must be kept well away from dryer vents, flues and gas meters. Ventilation rates should follow ASHRAE 62.2 and local code.",
      },
    ],
    "smart-technology": [
      {
        id: "smart-thermostat",
        title: "Smart Thermostat",
        summary:
          "A Wi-Fi thermostat that learns your schedule, adjusts when you are away and lets you control heating and cooling from your phone.",
        benefits: [
          "ENERGY STAR-certified models save about 8 percent on heating and cooling, about $50 a year for a typical home",
          "Remote control and alerts for extreme temperatures or system faults",
          "Energy reports and filter reminders",
        ],
        payback: "About 2½–7 years from heating and cooling savings (about $50 a year); sooner with a utility rebate",
        sources: ["ENERGY STAR, smart thermostats: about 8 percent of heating and cooling bills, about $50 a year"],
        installer: "diy",
        safetyNotes:
          "Turn off power to the HVAC system at its breaker or service switch before swapping the thermostat, and label the wires first. Many models need a common (C) wire; line-voltage baseboard thermostats (120/240 V) must be replaced by an electrician.",
      },
      {
        id: "zoned-hvac",
        title: "Zoned Heating and Cooling",
        summary:
          "Motorized dampers in the ductwork and a thermostat in each zone let one system heat and cool different parts of the house to different temperatures.",
        benefits: [
          "Fixes hot upstairs and cold basements",
          "Avoids conditioning rooms nobody is using",
          "Each zone can follow its own schedule",
        ],
        payback: "5–10 years, mainly in larger or multi-story homes",
        installer: "pro",
        safetyNotes:
          "The system must be designed so closed zones do not starve the equipment of airflow, which can freeze coils or overheat a furnace. Best paired with variable-speed equipment.",
      },
      {
        id: "remote-room-sensors",
        title: "Remote Room Sensors",
        summary:
          "Wireless temperature and occupancy sensors that let a compatible smart thermostat average or prioritize the rooms you actually use.",
        benefits: [
          "Comfort where people are instead of only at the hallway thermostat",
          "Reveals rooms that run hot or cold",
          "Works with most major smart thermostat brands",
        ],
        installer: "diy",
        safetyNotes:
          "Battery powered; keep sensors away from sunny windows, lamps and supply vents so readings are accurate.",
      },
    ],
    "safety-compliance": [
      {
        id: "carbon-monoxide-alarms",
        title: "Carbon Monoxide Alarms",
        summary:
          "Plug-in or sealed-battery CO alarms on every level and outside each sleeping area, required in most states for homes with fuel-burning appliances or an attached garage.",
        benefits: [
          "Early warning of an odorless, deadly gas",
          "Meets state and local code requirements",
          "Combination smoke and CO models cover both hazards",
        ],
        installer: "diy",
        safetyNotes:
          "Follow the maker's placement guide and replace alarms every 7–10 years. If an alarm sounds, get everyone outside and call 911 or the fire department. Hardwired, interconnected alarms should be installed by an electrician.",
      },
      {
        id: "combustion-safety-inspection",
        title: "Annual Combustion Safety Inspection",
        summary:
          "A yearly furnace and boiler check in which a technician tests the heat exchanger, gas pressure, flue draft and carbon monoxide levels.",
        benefits: [
          "Catches cracked heat exchangers and venting problems before they leak CO",
          "Keeps the equipment efficient and under warranty",
          "Fewer breakdowns in the coldest weeks",
        ],
        installer: "pro",
        safetyNotes:
          "Only a licensed HVAC technician should open gas appliances or adjust burners. Ask for the combustion analyzer readings in writing.",
      },
      {
        id: "condensate-overflow-switch",
        title: "Condensate Overflow Safety Switch",
        summary:
          "A float switch in the drain pan or drain line that shuts the air conditioner off before a clogged drain can overflow.",
        benefits: [
          "Prevents ceiling and floor water damage from attic or closet units",
          "Reduces the risk of mold",
          "Required by code for many attic and above-ceiling installations",
        ],
        installer: "pro",
        safetyNotes:
          "The switch must be wired into the low-voltage control circuit so it actually stops cooling. Many codes require a secondary drain pan or overflow shut-off where a leak would damage the building.",
      },
    ],
  },
  plumbing: {
    "energy-efficiency": [
      {
        id: "heat-pump-water-heater",
        title: "Heat Pump Water Heater",
        summary:
          "A water heater that moves heat from the surrounding air into the tank, using a fraction of the electricity of a standard electric tank.",
        benefits: [
          "Uses about 60–70 percent less electricity than an electric resistance tank",
          "Dehumidifies and cools the space it sits in",
          "Often eligible for utility rebates",
        ],
        payback: "3–7 years when replacing an electric tank",
        installer: "pro",
        safetyNotes:
          "Most models need a dedicated 240-volt circuit (120-volt plug-in models now exist), a condensate drain and enough surrounding air space; it cools the room it sits in, so avoid a small closet without venting. A plumbing permit is usually required, and the T&P valve and discharge pipe must meet code.",
      },
      {
        id: "tankless-water-heater",
        title: "Tankless Water Heater",
        summary:
          "A wall-mounted gas or electric unit that heats water only when a tap is open, so you never run out and no tank sits losing heat.",
        benefits: [
          "Hot water that does not run out for back-to-back showers, up to the unit's flow rate in gallons per minute",
          "No standby heat loss from a tank",
          "Frees floor space and lasts about 20 years",
        ],
        payback: "Often 10–20 years against a gas tank; chosen mostly for endless hot water and space",
        installer: "pro",
        safetyNotes:
          "Gas units often need a larger gas line and new venting; electric units need heavy new circuits and sometimes a service upgrade. Requires permits and a licensed plumber or gas fitter. In hard-water areas the heat exchanger needs descaling every year.",
      },
      {
        id: "watersense-fixtures",
        title: "WaterSense Low-Flow Fixtures",
        summary:
          "EPA WaterSense showerheads, faucet aerators and 1.28-gallon toilets that use less water with no loss in performance.",
        benefits: [
          "WaterSense-labeled products use at least 20 percent less water than standard models",
          "Less hot water used means lower water heating bills",
          "Many utilities offer toilet rebates",
        ],
        payback: "Under 1 year for showerheads and aerators; 2–5 years for toilets",
        sources: ["EPA WaterSense: labeled products are at least 20 percent more water-efficient; toilets use 1.28 gallons per flush or less"],
        installer: "diy",
        safetyNotes:
          "Close the fixture's shut-off valve before swapping parts. Toilets are heavy and porcelain cracks easily, so lift with help and tighten closet bolts gently.",
      },
    ],
    "smart-technology": [
      {
        id: "smart-leak-detectors",
        title: "Smart Water Leak Detectors",
        summary:
          "Battery-powered Wi-Fi sensors placed under sinks and beside the water heater, washer and toilets that alert your phone the moment they get wet.",
        benefits: [
          "Catches slow leaks before they rot floors or grow mold",
          "Alerts you even when you are away",
          "Some insurers offer a discount",
        ],
        installer: "diy",
        safetyNotes:
          "Place sensors flat on the floor where water would collect, and test them and replace batteries yearly.",
      },
      {
        id: "smart-shut-off-valve",
        title: "Whole-Home Smart Shut-Off Valve",
        summary:
          "A motorized valve on the main water line that monitors flow, detects leaks and shuts the water off automatically or from your phone.",
        benefits: [
          "Stops a burst pipe within minutes, even when you are away",
          "Detects small hidden leaks by watching flow patterns",
          "Tracks daily water use",
        ],
        installer: "pro",
        safetyNotes:
          "Cutting into the main line needs a licensed plumber and often a permit. If metal water pipes are part of the electrical grounding, a bonding jumper must be fitted across the valve.",
      },
      {
        id: "smart-recirculation-pump",
        title: "Smart Hot Water Recirculation Pump",
        summary:
          "A pump with a timer, motion sensor or app control that brings hot water to distant fixtures on demand, so you do not run the tap waiting for it.",
        benefits: [
          "Hot water at the tap in seconds",
          "Saves thousands of gallons of water a year",
          "On-demand control avoids running the pump all day",
        ],
        installer: "pro",
        safetyNotes:
          "Needs an outlet near the pump; adding one is an electrician's job. Check that it is compatible with your water heater, especially a tankless unit.",
      },
    ],
    "safety-compliance": [
      {
        id: "thermostatic-mixing-valve",
        title: "Anti-Scald Thermostatic Mixing Valve",
        summary:
          "An ASSE 1017 master mixing valve at the water heater, which lets the tank run at 140°F against Legionella while sending tempered water to the house, plus ASSE 1016 or 1070 anti-scald valves at showers and tubs, which are what keep the water at the fixture below scalding temperature.",
        benefits: [
          "Protects children and older adults from scalding",
          "Lets the tank run hotter to control Legionella while delivering safe water",
          "Increases usable hot water from the same tank",
        ],
        installer: "pro",
        safetyNotes:
          "Set outlet temperature to 120°F or below, as plumbing codes limit tub and shower outlets to 120°F. A master valve at the heater alone does not give scald protection at the fixture: that takes ASSE 1016 or 1070 devices. Installation requires soldering or press fittings on the hot water line and must be done by a licensed plumber.",
        sources: [
          "IPC 424.3 and 424.5, UPC 408.3: shower and tub outlets limited to 120°F by ASSE 1016 (shower valves) or ASSE 1070 (tub fillers and point-of-use) devices",
          "ASSE 1017: temperature-actuated mixing valves for hot water distribution systems",
        ],
      },
      {
        id: "thermal-expansion-tank",
        title: "Thermal Expansion Tank",
        summary:
          "A small pressurized tank on the cold supply to the water heater that absorbs the extra volume as water heats up.",
        benefits: [
          "Stops the relief valve from dripping and pressure spikes",
          "Extends the life of the water heater, valves and fixtures",
          "Required by code where a check valve or pressure-reducing valve closes the system",
        ],
        installer: "pro",
        safetyNotes:
          "The tank must be charged to match house water pressure and properly supported. Usually installed with a permit when the water heater is replaced.",
      },
      {
        id: "backflow-prevention",
        title: "Backflow Prevention",
        summary:
          "A tested backflow preventer on irrigation, boiler or fire sprinkler connections, plus vacuum breakers on hose bibs, to keep dirty water out of the drinking supply.",
        benefits: [
          "Protects your household and neighbors from contaminated water",
          "Required by most water utilities for irrigation systems",
          "Avoids fines and shut-off notices",
        ],
        installer: "pro",
        safetyNotes:
          "Most utilities require installation and yearly testing by a certified backflow tester. Hose-bib vacuum breakers are an easy DIY addition.",
      },
    ],
  },
  electrical: {
    "energy-efficiency": [
      {
        id: "led-lighting-retrofit",
        title: "LED Lighting Retrofit",
        summary:
          "Replacing incandescent, halogen and CFL bulbs with ENERGY STAR LED bulbs throughout the house.",
        benefits: [
          "Uses at least 75 percent less energy than incandescent bulbs",
          "Lasts 15 to 25 times longer",
          "Runs cool, reducing fire risk and summer cooling load",
        ],
        payback: "Under 1 year for frequently used lights",
        installer: "diy",
        safetyNotes:
          "Switch lights off and let bulbs cool before changing them. Use bulbs rated for enclosed fixtures, damp locations or dimmers where needed, and never exceed the fixture's wattage rating. Take old CFLs to a recycling drop-off: they contain mercury.",
      },
      {
        id: "ev-ready-circuit",
        title: "EV-Ready Circuit",
        summary:
          "A dedicated 240-volt circuit with an outlet or a hardwired Level 2 charger in the garage or driveway.",
        benefits: [
          "Charges an electric vehicle overnight, several times faster than a standard outlet",
          "Makes charging at off-peak rates easy",
          "Adds resale appeal as EV ownership grows",
        ],
        installer: "pro",
        safetyNotes:
          "Requires a permit and a licensed electrician, and a load calculation to confirm the panel can carry it; a load-management device can avoid a service upgrade. Under the National Electrical Code (2017 and later, section 625.54), every receptacle installed for EV charging needs GFCI protection for personnel. A hardwired charger is often the better choice, and a plug-in one needs an industrial-grade 14-50 receptacle, since cheap receptacles overheat under hours of continuous charging.",
        sources: [
          "NEC 625.54 (2017, 2020, 2023): all receptacles installed for the connection of electric vehicle charging shall have GFCI protection for personnel",
          "NEC 625.42: energy management systems may limit the EV load",
        ],
      },
      {
        id: "panel-upgrade",
        title: "Electrical Panel Upgrade",
        summary:
          "Replacing an old or undersized panel, typically going from 100 to 200 amps, so the home can add heat pumps, induction cooking and EV charging.",
        benefits: [
          "Capacity for electrification without overloading the service",
          "Room for AFCI and GFCI breakers and new circuits",
          "Replaces panels with a poor safety record, such as Federal Pacific Stab-Lok and Zinsco",
        ],
        // Higher still when the meter base, service drop or grounding must change (said in safetyNotes).
        installer: "pro",
        safetyNotes:
          "Requires a permit, a licensed electrician and coordination with the utility to disconnect and reconnect service; it costs more if the meter base, service drop or grounding must change too. Ask for a load calculation (NEC 220.83 or 220.87) first: load-management devices sometimes make a bigger service unnecessary. Federal Pacific Stab-Lok and Zinsco panels were never recalled, but their breakers have a record of failing to trip, and electricians recommend replacing them.",
        sources: [
          "CPSC closed its Federal Pacific Stab-Lok investigation in 1983 without a recall or a safety determination (notice revised 2011); Zinsco was never recalled",
          "NEC 220.83 and 220.87: load calculations for existing dwellings",
        ],
      },
    ],
    "smart-technology": [
      {
        id: "smart-switches",
        title: "Smart Switches and Dimmers",
        summary:
          "In-wall Wi-Fi switches and dimmers that put your existing lights on schedules, voice control and your phone.",
        benefits: [
          "Schedules and away modes cut wasted lighting",
          "Makes the house look occupied while you travel",
          "Works with existing fixtures and bulbs",
        ],
        installer: "pro",
        safetyNotes:
          "Replacing a switch means working in the wall box with the breaker off and confirmed dead; an electrician should do it. Many smart switches need a neutral wire, and dimmers must match the bulbs.",
      },
      {
        id: "whole-home-energy-monitor",
        title: "Whole-Home Energy Monitor",
        summary:
          "Current sensors clipped around the wires inside your panel that show real-time and per-circuit energy use in an app.",
        benefits: [
          "Finds the appliances and always-on loads driving your bill",
          "Alerts when a sump pump, freezer or well pump stops running",
          "Tracks solar production alongside use",
        ],
        installer: "pro",
        safetyNotes:
          "The sensors are installed inside the electrical panel, so a licensed electrician must fit them.",
      },
      {
        id: "smart-plugs",
        title: "Smart Plugs",
        summary:
          "Plug-in adapters that let you schedule, monitor and remotely switch lamps, fans and small appliances.",
        benefits: [
          "Cuts standby power from TVs, game consoles and chargers",
          "Schedules without any wiring",
          "Some models report energy use",
        ],
        installer: "diy",
        safetyNotes:
          "Check the plug's amp rating and do not use it for space heaters or other high-wattage appliances unless the maker allows it. Use outdoor-rated models outside.",
      },
    ],
    "safety-compliance": [
      {
        id: "afci-gfci-protection",
        title: "AFCI and GFCI Protection",
        summary:
          "Arc-fault breakers for bedroom and living area circuits and ground-fault protection in kitchens, baths, laundry, garages, basements and outdoors.",
        benefits: [
          "AFCIs detect the arcing that starts many electrical fires",
          "GFCIs prevent deadly shocks near water",
          "Brings older homes closer to current electrical code",
        ],
        installer: "pro",
        safetyNotes:
          "Breaker work is inside the panel and must be done by a licensed electrician, often with a permit. Test GFCIs monthly and AFCI breakers as the maker recommends.",
      },
      {
        id: "whole-home-surge-protection",
        title: "Whole-Home Surge Protection",
        summary:
          "A surge protective device mounted at the electrical panel that limits voltage spikes from lightning and utility switching before they reach your appliances.",
        benefits: [
          "Protects appliance electronics, HVAC boards and chargers",
          "Required for new and replaced services where the 2020 National Electrical Code or later is adopted (NEC 230.67)",
          "Works with plug-in strips for layered protection",
        ],
        installer: "pro",
        safetyNotes:
          "Installed in the panel by a licensed electrician. Check the status light periodically and replace the device after a major surge or when it indicates failure.",
      },
      {
        id: "interconnected-smoke-co-alarms",
        title: "Interconnected Smoke and CO Alarms",
        summary:
          "Hardwired smoke and carbon monoxide alarms with battery backup, linked so that when one sounds they all sound.",
        benefits: [
          "Everyone hears the alarm, even behind closed bedroom doors",
          "Meets code for renovations and home sales in many areas",
          "Battery backup keeps them working during outages",
        ],
        installer: "pro",
        safetyNotes:
          "Code calls for smoke alarms in every bedroom, outside sleeping areas and on every level; replace smoke alarms every 10 years. Adding hardwired alarms needs an electrician; wireless-interconnected sealed-battery alarms are a DIY alternative.",
      },
    ],
  },
};
