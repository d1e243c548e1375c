import type { UpgradeCostInput } from "../schema";

// The upgrade advisor's prices: one entry per upgrade id in lib/catalog/data/upgrades.ts, read in 2026-11 on the
// page named beside each (the URL is the page's own). Where no page with a price could be read, `cost` is null and
// `missing` says so. Where no acceptable page could be read at all, there is no source either (never a site the
// rule in docs/costs.md excludes, shown as "the page looked at"). `basis` says what the range covers: the installed
// job, the equipment alone, one device installed, or a service visit.

const CHECKED = "2026-11";

const notRead = (what: string) => [`No page with a price for ${what} could be read, so no range is shown.`];

export const upgradeCostData: UpgradeCostInput[] = [
  // HVAC
  {
    upgradeId: "cold-climate-heat-pump",
    cost: { low: 7000, high: 18000 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "PickComfort: Cold climate heat pump cost for homeowners", url: "https://www.pickcomfort.com/cold-climate-heat-pump-cost-homeowners" }],
  },
  {
    upgradeId: "duct-sealing",
    cost: { low: 500, high: 4000 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "Air Stars: Is duct sealing worth the cost?", url: "https://callairstars.com/air-conditioning/is-duct-sealing-worth-the-cost/" }],
  },
  { upgradeId: "energy-recovery-ventilator", cost: null, basis: "installed", checked: CHECKED, sources: [{ title: "HVAC.com: What is an ERV and how does it work?", url: "https://www.hvac.com/expert-advice/what-is-an-erv-and-how-does-it-work" }], missing: notRead("an ERV") },
  {
    upgradeId: "smart-thermostat",
    // HomeGuide's table: "Smart $100 – $250 | $100 – $200 | $200 – $450" (thermostat, install labor, total). The
    // former $100–$350 cited ThermostatFixer, which cannot be read here, and matches EngineerFix's smart-thermostat
    // figure ("$100 up to $350"); both are gone (docs/costs.md).
    cost: { low: 200, high: 450 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "HomeGuide: How much does a thermostat cost to install or replace?", url: "https://homeguide.com/costs/thermostat-installation-cost" }],
    missing: ["The range is a smart thermostat with a professional install; the thermostat alone is $100–$250 and the labor $100–$200 (HomeGuide)."],
  },
  {
    upgradeId: "zoned-hvac",
    cost: { low: 2000, high: 3300 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "PickHVAC: Do I need a zoned HVAC system? Cost of HVAC zoning", url: "https://www.pickhvac.com/central-air-conditioner/extras/hvac-zoned-system/" }],
  },
  {
    upgradeId: "remote-room-sensors",
    cost: null,
    basis: "equipment",
    checked: CHECKED,
    // The page cited before was EngineerFix's, removed as machine-written; no acceptable page was found.
    missing: ["No acceptable page with a price for remote room sensors could be read here, so no range and no source are shown."],
  },
  {
    upgradeId: "carbon-monoxide-alarms",
    cost: { low: 120, high: 360 },
    basis: "per-device-installed",
    checked: CHECKED,
    sources: [{ title: "HomeGuide: Smoke detector installation cost (carbon monoxide detector)", url: "https://homeguide.com/costs/smoke-detector-installation-cost" }],
  },
  {
    upgradeId: "combustion-safety-inspection",
    // "A furnace tune up costs $115 to $200 based on the checklist of services included", a checklist that starts by
    // inspecting the flue so that "combustion exhaust gases including carbon monoxide will leave through the flue".
    // The former $90–$150 was read on a `stage.` copy of Family Handyman; its production page did not turn up.
    cost: { low: 115, high: 200 },
    basis: "service",
    checked: CHECKED,
    sources: [{ title: "PickHVAC: Furnace tune-up checklist and cost", url: "https://www.pickhvac.com/furnace/tune-up/" }],
    missing: ["The range is a furnace tune-up whose checklist includes the flue and carbon monoxide check; a separate combustion analysis was not priced."],
  },
  {
    upgradeId: "condensate-overflow-switch",
    cost: null,
    basis: "installed",
    checked: CHECKED,
    // The page cited before sat on a brass band's domain (portal.brassbandofcolumbus.org): a site about something else.
    missing: ["No acceptable page with a price for a condensate overflow switch could be read here, so no range and no source are shown."],
  },
  // Plumbing
  {
    upgradeId: "heat-pump-water-heater",
    cost: { low: 3600, high: 6500 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "Rewiring America: How much does a heat pump water heater cost?", url: "https://homes.rewiringamerica.org/projects/how-much-does-a-heat-pump-water-heater-cost" }],
  },
  {
    upgradeId: "tankless-water-heater",
    // "Multi-source and whole-house units typically range from $600 to $900 for smaller homes, but others may go for as
    // much as $2,000." (electric). EngineerFix's $500–$3,200 was dropped with the rest of that site (docs/costs.md).
    cost: { low: 600, high: 2000 },
    basis: "equipment",
    checked: CHECKED,
    sources: [{ title: "The Nest: How much do tankless hot water heaters cost?", url: "https://budgeting.thenest.com/much-tankless-hot-water-heaters-cost-28347.html" }],
    missing: ["The range is an electric whole-house unit on its own; no price for a gas unit or for installation was read."],
  },
  { upgradeId: "watersense-fixtures", cost: null, basis: "equipment", checked: CHECKED, sources: [{ title: "EPA WaterSense", url: "https://www.epa.gov/watersense" }], missing: notRead("WaterSense fixtures") },
  { upgradeId: "smart-leak-detectors", cost: null, basis: "equipment", checked: CHECKED, sources: [{ title: "Flood Prepare: WiFi water shut-off valves", url: "https://floodprepare.com/knowledge/wifi-water-shutoff-valves-automatic-flood-prevention" }], missing: notRead("leak detectors") },
  {
    upgradeId: "smart-shut-off-valve",
    cost: { low: 496, high: 496 },
    basis: "equipment",
    checked: CHECKED,
    sources: [{ title: "House Digest: How smart water shutoff valves prevent leaks and save you money", url: "https://housedigest.com/1702151/smart-water-shutoff-valves-prevent-leaks-save-money" }],
    missing: ["The one price read is the Moen Flo valve itself at one retailer; a plumber's installation is extra and no price for it was read."],
  },
  {
    upgradeId: "smart-recirculation-pump",
    cost: null,
    basis: "equipment",
    checked: CHECKED,
    sources: [{ title: "HomeTips: How to choose the right recirculating pump for your home", url: "https://www.hometips.com/buying-guides/how-to-choose-the-right-recirculating-pump-for-your-home.html" }],
    missing: [
      "No acceptable page with a price for a recirculating pump could be read here (the pages found were machine-written or food blogs), so no range is shown.",
    ],
  },
  { upgradeId: "thermostatic-mixing-valve", cost: null, basis: "installed", checked: CHECKED, sources: [{ title: "InspectAPedia: Anti-scald mixing valves", url: "http://inspectapedia.com/heat/MixingValves.htm" }], missing: notRead("a thermostatic mixing valve") },
  {
    upgradeId: "thermal-expansion-tank",
    // A Plus Plumber, LLC (a Connecticut plumbing contractor) on its own site: "Thermal Expansion Tank Pricing is
    // relatively inexpensive to replace at $40-60 (unit cost,) but ... to add a new one into an existing system for
    // about $225 (total parts & labor)". The former $250–$650 was a food blog's (eatsip365.com).
    cost: { low: 225, high: 225 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "A Plus Plumber: Do I need a thermal expansion tank?", url: "https://oilfiredwaterheating.com/blog/do-i-need-a-thermal-expansion-tank/" }],
    missing: ["The one price read is one Connecticut contractor's own: about $225 with parts and labor, the tank itself $40–$60. No national range was read."],
  },
  {
    upgradeId: "backflow-prevention",
    cost: { low: 135, high: 1100 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "Plumber Archive: How much does a backflow preventer cost to install?", url: "https://www.plumberarchive.com/blog/backflow-preventer-installation-cost.html" }],
  },
  // Electrical
  { upgradeId: "led-lighting-retrofit", cost: null, basis: "equipment", checked: CHECKED, sources: [{ title: "ENERGY STAR: Light bulbs", url: "https://www.energystar.gov/products/light_bulbs" }], missing: notRead("LED bulbs") },
  {
    upgradeId: "ev-ready-circuit",
    cost: { low: 500, high: 2500 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "Northwest EV Charge: How are EV chargers installed?", url: "https://northwestevcharge.com/how-are-ev-chargers-installed" }],
    missing: ["The high end includes a panel upgrade; the charger itself ($400–$800) is extra."],
  },
  {
    upgradeId: "panel-upgrade",
    cost: null,
    basis: "installed",
    checked: CHECKED,
    // Remodeling Calculator ($1,200–$3,000) was removed: one page prints three different prices for the same 200-amp
    // upgrade and names no owner (docs/costs.md). EngineerFix's $2,500–$5,500 went before it.
    missing: ["No acceptable page with a price for a panel upgrade could be read here, so no range and no source are shown."],
  },
  {
    upgradeId: "smart-switches",
    cost: null,
    basis: "per-device-installed",
    checked: CHECKED,
    // The range cited before ($150–$350) was a bedding shop's page; the others found were a food blog, EngineerFix and
    // a site whose owner could not be identified.
    missing: ["No acceptable page with a price for installing a smart switch could be read here, so no range and no source are shown."],
  },
  { upgradeId: "whole-home-energy-monitor", cost: null, basis: "installed", checked: CHECKED, sources: [{ title: "Sense: How it works", url: "https://sense.com/howitworks.html" }], missing: notRead("a whole-home energy monitor") },
  { upgradeId: "smart-plugs", cost: null, basis: "equipment", checked: CHECKED, sources: [{ title: "United Electric: Energy monitoring", url: "https://unitedelectric.biz/2018/09/19/practical-electrical/" }], missing: notRead("smart plugs") },
  {
    upgradeId: "afci-gfci-protection",
    cost: { low: 140, high: 168 },
    basis: "per-device-installed",
    checked: CHECKED,
    sources: [{ title: "Porch: Cost to install a GFCI outlet", url: "https://pro.porch.com/project-cost/cost-to-install-a-gfci-outlet" }],
    missing: ["The range is one GFCI outlet installed; no installed price for AFCI breakers was read."],
  },
  {
    upgradeId: "whole-home-surge-protection",
    cost: null,
    basis: "installed",
    checked: CHECKED,
    // The range cited before ($150–$500) was Remodeling Calculator's, removed (docs/costs.md).
    missing: ["No acceptable page with a price for a whole-house surge protector could be read here, so no range and no source are shown."],
  },
  {
    upgradeId: "interconnected-smoke-co-alarms",
    cost: { low: 400, high: 900 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "Electrical Guide: Hardwired vs battery smoke detectors", url: "https://electrical-guide.com/blog/hardwired-vs-battery-smoke-detector" }],
  },
];
