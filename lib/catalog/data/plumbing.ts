import type { Category } from "../types";

import { defaultToolKits } from "./tool-kits";

export const plumbing: Category = {
  id: "plumbing",
  title: "Plumbing",
  label: "plumbing",
  icon: "Droplet",
  trade: { singular: "plumber", plural: "plumbers", placesKeyword: "residential plumber contractor" },
  safety: {
    shutOff:
      "Shut off the water at the fixture's supply valves, or the main shut-off, before you start. For a water heater, turn its own gas control knob to Pilot or Off, or switch off its breaker.",
    stopIf:
      "Keep water away from outlets, cords and the electrical panel; if water has reached anything electrical, stay out of it and call the power utility.",
  },
  toolKit: defaultToolKits.plumbing,
  problems: [
    {
      id: "clogged-drain",
      title: "Clogged Drain",
      causes: [
        "Hair and soap scum caught at the stopper of a tub or bathroom sink",
        "Grease, coffee grounds and food scraps in a kitchen drain",
        "A small object dropped into the drain",
        "A blockage further down the branch or main sewer line",
      ],
      diySteps: [
        "Plunge the drain: use a cup plunger for sinks and tubs (cover the overflow opening with a wet rag) and a flange plunger for toilets.",
        "Pull out the sink stopper or tub strainer and clear the hair and gunk caught on it.",
        "Put a bucket under the sink, unscrew the slip nuts on the P-trap by hand or with pliers, and clean it out.",
        "Feed a hand drain auger into the pipe to reach a deeper clog; skip chemical drain cleaners, which can splash and burn you if you plunge afterwards.",
      ],
      professionalAdvice:
        "Call a plumber if the clog does not clear after plunging and snaking, or if several drains back up at once or sewage comes up in a tub or floor drain. That points to a main line blockage: stop using water until it is cleared.",
      safetyCritical: false,
    },
    {
      id: "leaky-faucet",
      title: "Leaky Faucet",
      causes: [
        "Worn cartridge, washer or O-rings",
        "Worn or corroded valve seat",
        "Loose packing nut or mounting parts",
        "Mineral buildup keeping the valve from sealing",
      ],
      diySteps: [
        "Close the shut-off valves under the sink by turning them clockwise, then open the faucet to let the pressure out.",
        "Put a plug or rag in the drain so small parts cannot fall in, and lay the parts out in the order you remove them.",
        "Remove the handle and take the cartridge or stem to a hardware store to get an exact replacement.",
        "Install the new cartridge or washers with a little plumber's grease, reassemble, and turn the water back on slowly to check for leaks.",
      ],
      professionalAdvice:
        "Call a plumber if the faucet still drips after replacing the cartridge, the shut-off valves under the sink do not close fully or leak, or the faucet body is cracked or corroded and needs replacing.",
      safetyCritical: false,
      tools: [
        "Adjustable wrench",
        "Screwdriver set (Phillips and flat)",
        "Allen (hex) key set",
        "Replacement cartridge or washer kit matched to your faucet",
        "Plumber's grease",
      ],
    },
    {
      id: "running-toilet",
      title: "Running Toilet",
      causes: [
        "Worn, warped or dirty flapper letting water leak into the bowl",
        "Fill valve set too high so water spills into the overflow tube",
        "Flapper chain too short, too long or tangled",
        "Worn fill valve that does not shut off completely",
      ],
      diySteps: [
        "Take the tank lid off and check the water level: it should sit about an inch below the top of the overflow tube; lower the float if it is higher.",
        "Add a few drops of food coloring to the tank and wait 15 minutes without flushing; color in the bowl means the flapper is leaking.",
        "Adjust the flapper chain so it has about half an inch of slack when the flapper is closed.",
        "To replace the flapper, close the toilet's shut-off valve, flush to empty the tank, and fit a new flapper of the same size (2-inch or 3-inch).",
      ],
      professionalAdvice:
        "Call a plumber if the toilet still runs after a new flapper and fill valve, if water leaks at the base or between the tank and bowl, or if the shut-off valve will not close. A running toilet can waste about 200 gallons a day.",
      safetyCritical: false,
      tools: [
        "Replacement flapper (2-inch or 3-inch to match your flush valve)",
        "Universal fill valve kit",
        "Food coloring for a dye test",
        "Adjustable pliers",
        "Sponge and bucket",
      ],
      sources: ["EPA WaterSense: the toilet dye test, and a leaking toilet can waste about 200 gallons a day"],
    },
    {
      id: "low-water-pressure",
      title: "Low Water Pressure",
      causes: [
        "Mineral buildup in a faucet aerator or showerhead",
        "Main shut-off or fixture valve partly closed",
        "Failing pressure-reducing valve on the main line",
        "Corroded galvanized pipes or a hidden leak",
      ],
      diySteps: [
        "Check whether low pressure affects one fixture or the whole house, and hot, cold or both. If only the hot water is weak, the water heater's supply valve or sediment is the likely cause; if the whole house is weak, bypass any whole-house filter or softener and check its cartridge.",
        "Unscrew the aerator or showerhead and soak it in white vinegar overnight to dissolve mineral deposits.",
        "Make sure the main shut-off valve and the valves under the affected fixture are fully open.",
        "Turn off all water in the house and watch the water meter for an hour; if it moves, you have a leak.",
      ],
      professionalAdvice:
        "Call a plumber if the whole house has low pressure and the main valve is fully open, if the meter shows a leak, or if your home has old galvanized pipes. Also check with neighbors or the water utility, since low pressure may be a supply problem on their side.",
      safetyCritical: false,
      tools: [
        "Adjustable wrench or pliers, with a cloth to protect the finish",
        "White vinegar and a bowl for soaking the aerator",
        "Old toothbrush",
        "Flashlight for reading the water meter",
      ],
      ppe: ["Safety glasses", "Rubber or nitrile gloves"],
    },
    {
      id: "water-heater-issues",
      title: "Water Heater Issues",
      causes: [
        "Pilot out or a bad thermocouple on a gas heater, or a failed element or tripped breaker on an electric heater",
        "Sediment buildup causing rumbling noises and less hot water",
        "Thermostat set too low or failing",
        "Leaking tank, or the temperature and pressure (T&P) relief valve discharging",
      ],
      diySteps: [
        "If you smell gas near a gas water heater, do not light anything or use switches: leave the house and call the gas utility or 911 from outside. If a carbon monoxide alarm sounds, get everyone outside and call 911.",
        "Check the thermostat setting (120°F is recommended), and on an electric heater check that its breaker is on; reset a tripped breaker once only.",
        "If the tank itself is leaking, close the cold-water valve on top of the heater and turn the heater off (gas control to Off, or the breaker off for electric). If the T&P relief valve is dripping or discharging, stay clear of the discharge pipe because the water can scald; never cap or plug it. Turn the heater off the same way and call a plumber.",
        "To remove sediment, turn the heater off, let the water cool for several hours, then drain a few gallons through the drain valve with a hose to a floor drain. Skip this on a tank older than about 8 years that has never been flushed: its old plastic drain valve may not close again.",
      ],
      professionalAdvice:
        "Act immediately if you smell gas (leave and call the gas utility from outside) or a carbon monoxide alarm sounds (get everyone out and call 911), or if you see water pooling around the tank, scorching or soot around the burner (a sign the exhaust is spilling back), or the relief valve keeps discharging: turn the heater off and call a licensed plumber. A leak from the tank body itself cannot be repaired: the heater needs replacing, whatever its age. Call a plumber for pilot, burner, element or thermostat repairs.",
      safetyCritical: true,
      emergencyCalls: ["911", "gas-utility"],
      tools: [
        "Garden hose long enough to reach a floor drain",
        "Bucket",
        "Kitchen thermometer to check the temperature at a tap",
        "Flat screwdriver",
        "Flashlight",
      ],
      ppe: [
        "Heat-resistant gloves (the water and pipes can scald)",
        "Safety glasses",
        "Closed-toe shoes with non-slip soles",
        "Working carbon monoxide alarm near a gas or oil water heater",
      ],
      sources: [
        "DOE Energy Saver and CPSC: set water heaters to 120°F",
        "CPSC: carbon monoxide alarms; scorching or soot at the burner is a sign of spillage",
      ],
    },
    {
      id: "pipe-noise",
      title: "Pipe Noise",
      causes: [
        "Water hammer (banging) when a washing machine, dishwasher or faucet shuts off quickly",
        "Water pressure above 80 psi",
        "Loose pipe straps letting pipes rattle against framing",
        "Hot water pipes ticking as they expand and contract",
      ],
      diySteps: [
        "Note which fixture or appliance triggers the noise and whether it bangs, rattles, squeals or ticks.",
        "Screw a pressure gauge onto an outdoor hose bib; normal house pressure is 40–80 psi.",
        "Recharge the air chambers: close the main valve, open the highest and lowest faucets to drain the pipes, then close them and turn the main back on slowly.",
        "Secure loose pipes you can reach with cushioned pipe straps or foam pipe insulation.",
      ],
      professionalAdvice:
        "Call a plumber if pressure is above 80 psi (the pressure-reducing valve may need adjusting or replacing) or if banging continues. A plumber can install water hammer arrestors at the appliances that cause it; screw-on arrestors for a washing machine's hose connections are an easy DIY fix.",
      safetyCritical: false,
      tools: [
        "Water pressure gauge that screws onto a hose bib",
        "Cushioned pipe straps or foam pipe insulation",
        "Screwdriver or drill/driver",
        "Flashlight",
        "Bucket and towels",
      ],
      sources: ["IPC 604.8: a pressure-reducing valve is required where street pressure exceeds 80 psi"],
    },
    {
      id: "sewer-smell",
      title: "Sewer Smell",
      causes: [
        "Dry P-trap in a floor drain, guest shower or unused sink",
        "Blocked or damaged plumbing vent",
        "Failed wax ring under a toilet",
        "Loose cleanout cap or cracked drain pipe",
      ],
      diySteps: [
        "If the smell is like rotten eggs near a gas appliance, or you are not sure it is sewer gas, treat it as a gas leak: leave and call the gas utility from outside.",
        "Run water for a minute in every seldom-used drain to refill its trap; a spoon of mineral oil on top slows evaporation in floor drains.",
        "Check each toilet for rocking or water at the base, which points to a failed wax ring.",
        "Make sure cleanout caps in the basement or crawl space are in place and tight, and clean the sink overflow openings.",
      ],
      professionalAdvice:
        "Call a plumber if the smell persists after refilling the traps, if you hear gurgling in drains, or if a toilet rocks or leaks at the base. A plumber can smoke-test the drain and vent system to find cracks or a blocked vent. Strong sewer gas is unhealthy, so ventilate the area until it is fixed. A rotten-egg smell from the hot water only is usually the water heater's anode reacting with the water, not sewer gas.",
      safetyCritical: false,
      tools: ["Mineral oil (a spoon per floor drain)", "Bucket of water to refill dry traps", "Adjustable wrench for cleanout caps", "Flashlight"],
      ppe: ["Rubber or nitrile gloves", "Safety glasses"],
    },
    {
      id: "frozen-pipes",
      title: "Frozen Pipes",
      causes: [
        "Pipes in unheated spaces such as crawl spaces, garages, attics or exterior walls",
        "Long stretches of temperatures below 20°F, especially cold nights",
        "Cold drafts through gaps near pipes",
        "Heat turned down or off while the house is empty",
      ],
      diySteps: [
        "If water from a burst pipe is near outlets, appliances or the electrical panel, stay out of it and call the power utility to cut the power. Otherwise, if a pipe may have burst (cracks, bulges, spraying or dripping water), shut off the main water valve now.",
        "Open the faucet the frozen pipe feeds so melting water can flow out and relieve pressure, and try the other faucets to find out which pipes are frozen.",
        "Only if there is no standing water near anything electrical, warm the pipe gently with a hair dryer plugged into a GFCI outlet, or with warm towels, starting at the faucet end; never use a torch, open flame or propane heater. Keep warming until full water pressure returns.",
        "Once it flows, watch the thawed section for leaks (a split often leaks only once it thaws), keep the heat at 55°F or above, open cabinet doors on outside walls and let the faucet drip during hard freezes.",
      ],
      professionalAdvice:
        "Act immediately: if water has reached outlets, wiring or the electrical panel, do not touch anything or step into the water; call the power utility or an electrician to cut the power, and 911 if anyone is in danger. If a pipe has burst or you cannot find, reach or thaw the frozen section, shut off the main water valve (only if you can reach it without crossing wet areas near electrics) and call a plumber right away.",
      safetyCritical: true,
      emergencyCalls: ["911", "electric-utility"],
      tools: [
        "Hair dryer plugged into a GFCI outlet, away from any water",
        "Towels soaked in warm water",
        "Bucket",
        "Flashlight",
        "Foam pipe insulation for afterwards",
      ],
      ppe: ["Dry, rubber-soled shoes (stay out of water near electrics)", "Work gloves", "Safety glasses"],
      sources: [
        "American Red Cross, frozen pipes: open the faucet, warm with a hair dryer or warm towels, no open flame, heat until full pressure returns, 55°F minimum",
        "ESFI: stay out of water that may be in contact with outlets, cords or the panel",
      ],
    },
    {
      id: "garbage-disposal",
      title: "Garbage Disposal",
      causes: [
        "Flywheel jammed by a bone, fruit pit or utensil",
        "Motor overload protector tripped",
        "Clogged drain below the disposal from grease or fibrous food",
        "Leaks from a loose sink flange, drain connection or worn seal",
      ],
      diySteps: [
        "Turn the disposal switch off and unplug the unit (or switch off its breaker) before working on it, and never put your hand inside; use tongs and a flashlight to remove objects.",
        "Insert a 1/4-inch hex (Allen) key into the socket at the center of the unit's underside and work it back and forth until the flywheel turns freely.",
        "Let the motor cool for 10 minutes, press the red reset button on the bottom, restore power and run cold water before switching it on.",
        "If water stands in the sink, do not use chemical drain cleaners; put a bucket under the trap and clear it, or plunge with the other sink opening covered.",
      ],
      professionalAdvice:
        "Call a plumber if the disposal hums but will not turn after clearing the jam, leaks from the body of the unit (which usually means it needs replacing), or keeps tripping the reset or breaker. Hardwired disposals should be disconnected and replaced by a plumber or electrician.",
      safetyCritical: false,
      tools: [
        "1/4-inch hex (Allen) key",
        "Flashlight",
        "Long tongs or needle-nose pliers",
        "Sink plunger",
        "Bucket",
      ],
      ppe: ["Safety glasses", "Rubber gloves"],
    },
    {
      id: "slow-draining",
      title: "Slow Draining",
      causes: [
        "Hair and soap scum building up near the stopper",
        "Grease and food residue coating a kitchen drain line",
        "Blocked plumbing vent (often with gurgling sounds)",
        "Partial clog further down, such as tree roots in the main line",
      ],
      diySteps: [
        "Remove the stopper and pull out hair with a plastic drain-cleaning strip.",
        "For a kitchen drain coated with grease, run very hot tap water with a squirt of dish soap for a few minutes; don't pour boiling water into plastic (PVC) pipes or a porcelain sink.",
        "Use an enzyme drain cleaner overnight for recurring soap and grease buildup, following its label, and never mix it with another drain cleaner or chemical.",
        "Plunge the drain with the overflow covered, or clean the P-trap with a bucket underneath.",
      ],
      professionalAdvice:
        "Call a plumber if several fixtures drain slowly or gurgle, if the drain slows again within weeks, or if you see water backing up in a floor drain. These point to a main line or vent problem that needs a camera inspection.",
      safetyCritical: false,
      tools: ["Plastic drain-cleaning strip", "Cup plunger", "Dish soap", "Bucket", "Tongue-and-groove pliers"],
      ppe: ["Rubber or nitrile gloves", "Safety glasses"],
    },
  ],
};
