import type { UpgradeCostInput } from "../schema";

// The upgrade advisor's prices: one entry per upgrade id in lib/catalog/data/upgrades.ts, read in 2026-11 on the
// page named beside each (the URL is the page's own). Where no page with a price could be read, `cost` is null and
// `missing` says so. `basis` says what the range covers: the installed job, the equipment alone, one device
// installed, or a service visit.

const CHECKED = "2026-11";

const engineerfix = (slug: string, title: string) => ({ title: `EngineerFix: ${title}`, url: `https://engineerfix.com/${slug}` });
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
    cost: { low: 100, high: 350 },
    basis: "equipment",
    checked: CHECKED,
    sources: [{ title: "ThermostatFixer: Thermostat replacement cost", url: "https://thermostatfixer.com/thermostat-replacement-cost" }],
    missing: ["The range is the smart thermostat itself; a professional install adds $100–$250 of labor (ThermostatFixer)."],
  },
  {
    upgradeId: "zoned-hvac",
    cost: { low: 2000, high: 3300 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "PickHVAC: Do I need a zoned HVAC system? Cost of HVAC zoning", url: "https://www.pickhvac.com/central-air-conditioner/extras/hvac-zoned-system/" }],
  },
  { upgradeId: "remote-room-sensors", cost: null, basis: "equipment", checked: CHECKED, sources: [engineerfix("how-much-does-it-cost-to-install-a-new-thermostat", "How much does it cost to install a new thermostat?")], missing: notRead("remote room sensors") },
  {
    upgradeId: "carbon-monoxide-alarms",
    cost: { low: 120, high: 360 },
    basis: "per-device-installed",
    checked: CHECKED,
    sources: [{ title: "HomeGuide: Smoke detector installation cost (carbon monoxide detector)", url: "https://homeguide.com/costs/smoke-detector-installation-cost" }],
  },
  {
    upgradeId: "combustion-safety-inspection",
    cost: { low: 90, high: 150 },
    basis: "service",
    checked: CHECKED,
    sources: [{ title: "Family Handyman: Furnace tune-up, when is it time to call in a pro?", url: "https://stage.familyhandyman.com/article/furnace-tune-up-when-is-it-time-to-call-in-a-pro/" }],
  },
  {
    upgradeId: "condensate-overflow-switch",
    cost: null,
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "How much is a float switch for AC", url: "https://www.portal.brassbandofcolumbus.org/how-much-is-a-float-switch-for-ac.html" }],
    missing: ["The page read says only that the part usually costs under $50 and installs in under half an hour; no range was read."],
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
    cost: { low: 250, high: 650 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "Thermal expansion tank installation cost breakdown", url: "https://eatsip365.com/thermal-expansion-tank-installation-cost-breakdown" }],
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
    // "Across the US, homeowners report spending $1,200-3,000 (labor and materials) on upgrading an outdated service
    // panel to 200 amps." EngineerFix's $2,500–$5,500 was dropped with the rest of that site (docs/costs.md).
    cost: { low: 1200, high: 3000 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "Remodeling Calculator: Cost to upgrade an electrical panel to 200 amps", url: "https://remodelingcalculator.org/?p=6214" }],
  },
  {
    upgradeId: "smart-switches",
    cost: { low: 150, high: 350 },
    basis: "per-device-installed",
    checked: CHECKED,
    sources: [
      {
        title: "Electrician light switch replacement cost: a comprehensive guide",
        url: "https://outlet.beddinginn.com/favorite-finds/electrician-light-switch-replacement-cost-a-comprehensive-guide-4",
      },
    ],
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
    cost: { low: 150, high: 500 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "Remodeling Calculator: Cost to upgrade an electrical panel (whole-house surge protector)", url: "https://remodelingcalculator.org/?p=6214" }],
  },
  {
    upgradeId: "interconnected-smoke-co-alarms",
    cost: { low: 400, high: 900 },
    basis: "installed",
    checked: CHECKED,
    sources: [{ title: "Electrical Guide: Hardwired vs battery smoke detectors", url: "https://electrical-guide.com/blog/hardwired-vs-battery-smoke-detector" }],
  },
];
