import type { Category } from "../types";

// DIY steps here never open a device or panel: homeowners reset, unplug, swap bulbs with the power off and observe.
export const electrical: Category = {
  id: "electrical",
  title: "Electrical",
  icon: "Zap",
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
        "Check whether neighbors also lost power and look at your utility's outage map; report it. Stay at least 30 feet away from any downed line and assume it is live.",
        "Before touching the panel, look and listen: if it is hot, buzzing, smells of burning or shows scorch marks, do not touch it; call an electrician right away, or 911 if there is smoke.",
        "If only your home is out and the panel looks normal, check the main breaker; if it has tripped, push it firmly to Off and then back On, once only.",
        "Unplug sensitive electronics and large appliances so they are not hit by a surge when power returns, leave one lamp switched on, and keep the fridge and freezer closed.",
      ],
      professionalAdvice:
        "Act immediately if the panel is hot, buzzing, smoking or smells of burning: stay away from it, call 911 if there is smoke or fire, and call a licensed electrician for emergency service. If only your home is out and the main breaker is on, call the utility, since the fault may be at the meter or service line. Call an electrician if the main breaker trips again.",
      safetyCritical: true,
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
        "Call an electrician if flickering continues with a new bulb, affects several rooms, or comes with buzzing, warm switches or a burning smell. If lights throughout the house flicker or some get brighter while others dim, call promptly: that can mean a loose main or neutral connection, which is a fire risk.",
      safetyCritical: false,
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
        "Check the panel for a tripped breaker and reset it once by pushing it fully to Off and then On.",
        "Test the outlet with a lamp you know works or a plug-in outlet tester.",
      ],
      professionalAdvice:
        "Call an electrician if the outlet is still dead after resetting GFCIs and breakers, or if it is warm, discolored, crackles or smells of burning. Do not take the outlet apart; loose or burned connections need a licensed electrician.",
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
        "Reset the breaker once: push it firmly to Off, then back On. If it trips again right away with nothing plugged in, leave it off.",
        "Plug devices back in one at a time; if one trips the breaker, stop using it and check its cord for damage.",
        "Move high-wattage appliances such as space heaters to other circuits so they do not share one circuit.",
      ],
      professionalAdvice:
        "Act immediately if the breaker keeps tripping, will not reset, trips with nothing plugged in, or the panel is hot, buzzing or smells of burning: leave it off and call a licensed electrician, and call 911 if there is smoke or fire. Never hold a breaker on, tape it, or replace it with a larger one.",
      safetyCritical: true,
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
        "If you see smoke or flames, get everyone out and call 911 from outside. Otherwise, if you can reach the panel safely, switch off the breaker for that area, or the main breaker if you cannot tell which.",
        "Do not touch any outlet, switch, plug or cord that is warm, discolored or melted; leave the power off.",
        "Without opening anything, note where the smell is strongest (outlets, switches, fixtures, power strips or appliances) to tell the electrician.",
        "Keep the power to that area off until an electrician has inspected it, and never use water on an electrical fire.",
      ],
      professionalAdvice:
        "Act immediately: a burning smell from wiring or devices is a fire risk. Call 911 if there is smoke or fire; otherwise keep the power off and call a licensed electrician immediately for an emergency inspection.",
      safetyCritical: true,
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
        "Lay your hand flat on the cover plate: if it is warm, buzzes or crackles, stop using it and switch off its breaker.",
      ],
      professionalAdvice:
        "Call an electrician if the switch feels warm, buzzes, sparks or works only intermittently, or if you want a switch or dimmer replaced. Replacing a switch means working inside the wall box and should be done by an electrician.",
      safetyCritical: false,
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
        "Stop and do not touch the outlet or the plug. If there is smoke or fire, get everyone out and call 911 from outside; otherwise switch off the breaker for that outlet if you can reach the panel safely.",
        "Leave the breaker off and cover the outlet with tape or a note so nobody uses it.",
        "Once the power is off and the plug is cool, unplug the device and stop using it if its cord or plug is damaged or scorched.",
      ],
      professionalAdvice:
        "Act immediately: an outlet that sparks repeatedly, pops or shows scorch marks is a fire hazard. Call 911 if there is smoke or fire; otherwise keep the breaker off and call a licensed electrician immediately.",
      safetyCritical: true,
    },
    {
      id: "no-power-partial",
      title: "No Power (Partial)",
      causes: [
        "Tripped breaker for the affected rooms",
        "Tripped GFCI outlet feeding outlets downstream",
        "Lost one of the two utility supply legs, leaving half the house out",
        "Loose connection or failed device on the affected circuit",
      ],
      diySteps: [
        "Check the panel for a breaker that is off or sitting in the middle position, and reset it once by pushing it fully to Off and then On.",
        "Reset GFCI outlets in the bathrooms, kitchen, garage, basement and outdoors.",
        "If about half the house is out and 240-volt appliances such as the dryer, range or AC work poorly or not at all, call the utility; do not keep resetting the main breaker.",
        "Unplug sensitive electronics in the affected rooms until power is fully restored.",
      ],
      professionalAdvice:
        "Call an electrician if power does not return after resetting breakers and GFCIs, or a breaker trips again. If half the house is out, call the utility first, since a lost supply leg can damage appliances.",
      safetyCritical: false,
    },
    {
      id: "gfci-issues",
      title: "GFCI Issues",
      causes: [
        "A real ground fault from moisture or a faulty appliance",
        "Worn-out GFCI outlet that trips easily or will not reset",
        "Motor loads such as fridges, freezers or pumps causing nuisance trips",
        "No power reaching the GFCI because a breaker has tripped",
      ],
      diySteps: [
        "If the outlet or the area around it is wet, keep away and let it dry completely before resetting; do not reset it while standing in water.",
        "Unplug everything from the GFCI and the outlets it protects, then press Reset firmly once.",
        "If it will not reset, check the panel for a tripped breaker and reset that once.",
        "Plug devices back in one at a time; one that trips the GFCI has a fault and should not be used. Test every GFCI monthly with its Test and Reset buttons.",
      ],
      professionalAdvice:
        "Call an electrician if the GFCI will not reset with power present, trips with nothing plugged in, fails its monthly test, or if water has gotten into an outlet. A GFCI that does not trip when tested is not protecting you and should be replaced.",
      safetyCritical: false,
    },
  ],
};
