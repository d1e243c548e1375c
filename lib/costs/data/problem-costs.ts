import type { ProblemCostInput, ProblemSourceInput } from "../schema";

// One entry per catalogue problem. Every figure below was read on the page named beside it (from a stored public
// copy; the URL is the page's own). Each source names its publisher, the date the page itself prints (`published`,
// null where it prints none) and the month it was read (`checked`). Where no acceptable page with a figure could be
// read, the figure is null and `missing` says why. Hazards (the catalogue's safetyCritical problems) carry no DIY
// price. Where two or more sources price the same job, the range runs from the lowest low to the highest high
// (docs/costs.md, "Reconciling sources"); a labour/parts split is kept only where it adds up to that range.
// Costlier outcomes a range leaves out are `worstCases`, each on a line of its own.

const CHECKED = "2026-11";
const READ = "2026-11";

const electricalGuideServiceCall: ProblemSourceInput = {
  title: "Electrical Guide: Service call (trip fee)",
  url: "https://electrical-guide.com/glossary/service-call",
  publisher: "Electrical Guide",
  published: null,
  checked: READ,
};
const scout: ProblemSourceInput = {
  title: "Home Services Scout: AC frozen coils, typical costs",
  url: "https://homeservicesscout.com/guides/ac-frozen-coils",
  publisher: "Home Services Scout",
  published: "2025-12",
  checked: READ,
};
const homeAdvisorAc: ProblemSourceInput = {
  title: "HomeAdvisor (Angi): How much does AC repair cost?",
  url: "https://www.homeadvisor.com/cost/heating-and-cooling/repair-an-ac-unit/",
  publisher: "HomeAdvisor (Angi)",
  published: "2022-05",
  checked: READ,
};
// Seventh reading: Modernize's AC repair guide, "Average Cost: $550 - $1,100" for a residential AC repair (any repair,
// as HomeAdvisor's range). Its title says "2026 Homeowner Guide", a title's year rather than a date its prices were
// published, so it counts as undated.
const modernizeAc: ProblemSourceInput = {
  title: "Modernize: AC repair cost",
  url: "https://modernize.com/hvac/ac-repair-cost",
  publisher: "Modernize",
  published: null,
  checked: READ,
};
const homeGuideFurnace: ProblemSourceInput = {
  title: "HomeGuide: Furnace repair cost",
  url: "https://homeguide.com/costs/furnace-repair-service-cost",
  publisher: "HomeGuide",
  published: "2022-03",
  checked: READ,
};
// The electrician's service call, all labour, no parts: Electrical Guide's $100–$250. (EngineerFix's $100–$200 was
// dropped with the rest of that site: docs/costs.md, "EngineerFix".)
const SERVICE_CALL = { low: 100, high: 250, labor: { low: 100, high: 250 }, parts: { low: 0, high: 0 } };
const SERVICE_CALL_SOURCES = [electricalGuideServiceCall];
// "A furnace blower motor replacement costs around $250 to $910 for parts and labor. The part costs an average of $100
// to $500, and labor costs about $150 to $410" (Updated September 23, 2022). A later copy of the same page, rewritten
// "using automation technology", prints a part price ($350–$1,150) above its own total ($300–$900) and is not used.
const homeAdvisorBlower: ProblemSourceInput = {
  title: "HomeAdvisor (Angi): How much does an HVAC blower motor replacement cost?",
  url: "https://www.homeadvisor.com/cost/heating-and-cooling/blower-motor-replacement/",
  publisher: "HomeAdvisor (Angi)",
  published: "2022-09",
  checked: READ,
};
const pickHvac: ProblemSourceInput = {
  title: "PickHVAC: How much does it cost to fix a furnace?",
  url: "https://www.pickhvac.com/how-much-does-it-cost-fix-furnace-prices-factors-money",
  publisher: "PickHVAC",
  published: null,
  checked: READ,
};
// "On average, a homeowner can expect to spend anywhere between $50 and $150 to fix a broken switch or outlet."
const thumbtackOutlet: ProblemSourceInput = {
  title: "Thumbtack: How much does switch and outlet repair cost?",
  url: "https://thumbtack.com/p/switch-and-outlet-repair-cost",
  publisher: "Thumbtack",
  published: null,
  checked: READ,
};
// Fixr's table of outlet prices, "Outlet Type | Average Cost (per outlet) | Standard (120v) | $1-$5": the device
// alone, used only as the part behind the outlets' derived split. The page's own total ($120–$200, national average
// $140) is for installing a new heavy-duty appliance outlet on its own circuit, a different job, and is not mixed in.
const fixrOutletPrices: ProblemSourceInput = {
  title: "Fixr: Electrical outlet installation cost (price per outlet by type)",
  url: "https://www.fixr.com/costs/install-electrical-outlet",
  publisher: "Fixr",
  published: null,
  checked: READ,
  prices: ["parts"],
};
// Gene and Katie Hamilton (DIYorNot), "Cost updated 2014": "Call a plumber or drain cleaning service who will charge
// about $128 to do the job" (unclogging a tub drain). Its DIY figure ("about $28 for a plunger, chemical drain opener
// and a hand auger") is a different kit from the guide's own steps, so it is not used.
const diyOrNotDrain: ProblemSourceInput = {
  title: "DIYorNot (Gene and Katie Hamilton): Unclog a tub drain",
  url: "http://www.diyornot.com/Project.aspx?ndx2=12&Rcd=202",
  publisher: "DIYorNot",
  published: "2014",
  checked: READ,
};
// HomeGuide's thermostat replacement table: "Manual / Mechanical $15 – $40 | $65 – $150 | $80 – $190" up to
// "Smart $100 – $250 | $100 – $200 | $200 – $450" (thermostat, install labor, total). The page shows no date.
const homeGuideThermostat: ProblemSourceInput = {
  title: "HomeGuide: How much does a thermostat cost to install or replace?",
  url: "https://homeguide.com/costs/thermostat-installation-cost",
  publisher: "HomeGuide",
  published: null,
  checked: READ,
};
// Gene and Katie Hamilton's column (the DIYorNot authors) as The Epoch Times prints it: "A plumber will charge $150,
// including labor and material, to install arresters at a washing machine. You can buy the devices for $25".
const epochTimesWaterHammer: ProblemSourceInput = {
  title: "The Epoch Times: Silence noisy water pipes",
  url: "https://theepochtimes.com/bright/silence-noisy-water-pipes-5510394",
  publisher: "The Epoch Times",
  published: null,
  checked: READ,
  prices: ["pro", "diy"],
};

export const problemCostData: ProblemCostInput[] = [
  // ---------------------------------------------------------------- plumbing
  {
    categoryId: "plumbing",
    problemId: "clogged-drain",
    diy: null,
    // A plumber or drain-cleaning service unclogging a tub drain, DIYorNot's one figure ($128). The former range rested
    // on Just The Fix and AlertPlumber, removed in the fourth reading (docs/costs.md, "Publishers audited").
    pro: { low: 128, high: 128, labor: null, parts: null },
    drivers: [
      "Where the clog is: a sink or tub branch drain or the main line",
      "Snaking versus hydro jetting a main line",
      "Evening, weekend or emergency visits",
    ],
    checked: CHECKED,
    sources: [diyOrNotDrain],
    missing: [
      "Only one acceptable page could be read, and it gives one figure for unclogging a tub drain, not a range and not a labor and parts split; a main line costs more and no figure for it was read.",
      "The same page's DIY figure ($28) buys a plunger, a chemical drain opener and a hand auger, a different kit from the guide's own steps, so no DIY range is shown.",
    ],
  },
  {
    categoryId: "plumbing",
    problemId: "leaky-faucet",
    diy: null,
    // Both pages behind the former range ($100–$400) were EngineerFix's, removed as machine-written (docs/costs.md).
    pro: null,
    drivers: [
      "Faucet type: washers and O-rings are cheap, brand cartridges cost more",
      "A service call fee, sometimes credited to the repair",
      "Hourly billing; most faucet repairs are short jobs",
    ],
    checked: CHECKED,
    missing: [
      "No acceptable page with a price for a plumber's faucet repair could be read here: the pages found were machine-written, food blogs, or a faucet maker's blog that mixes DIY and professional prices, so no range is shown.",
    ],
  },
  {
    categoryId: "plumbing",
    problemId: "running-toilet",
    diy: null,
    // The plumber's price for the tank's internal parts (flapper, fill valve) was EngineerFix's, removed as
    // machine-written. The DIY parts (AlertPlumber) and the whole flush valve (ExplainThat, a worst case) went in the
    // fourth reading (docs/costs.md, "Publishers audited"); no other acceptable page prices either.
    pro: null,
    drivers: [
      "Which part failed: a flapper or fill valve or the whole flush valve",
      "Generic versus brand-specific (OEM) parts",
      "Flat-rate versus hourly billing",
    ],
    checked: CHECKED,
    missing: [
      "No acceptable page with a plumber's price for replacing a flapper, a fill valve or the whole flush valve, or with a price for the parts, could be read here (AlertPlumber and ExplainThat, used before, were removed: docs/costs.md), so no range is shown.",
    ],
  },
  {
    categoryId: "plumbing",
    problemId: "low-water-pressure",
    diy: null,
    // The plumber's visit was EngineerFix's service-call figure, removed as machine-written; no other acceptable page
    // pricing a plumber's service call or a pressure-reducing valve could be read.
    pro: null,
    drivers: [
      "A plumber's visit to find the cause, with the repair quoted after",
      "Whether it is one fixture (a clogged aerator) or the whole house",
      "A failed pressure-reducing valve, and how hard it is to reach",
      "A leak or old corroded pipes found along the way",
    ],
    checked: CHECKED,
    missing: [
      "No acceptable page with a price for replacing a pressure-reducing valve or for a plumber's service call could be read here (the pages found were machine-written or showed no figure in what could be read), so no pro range is shown.",
      "No retailer price for the guide's own steps (cleaning aerators and checking valves) was read, so no DIY range is shown.",
    ],
  },
  {
    categoryId: "plumbing",
    problemId: "water-heater-issues",
    diy: null,
    // Replacing one failed part, two publishers (the sixth reading, docs/costs.md): Carroll Plumbing's own price list,
    // "The average electric water heater repair cost is typically between $150 to $300", with "Heating Elements – $200
    // to $300 ... A replacement element on its own costs up to $20" and "Thermostat – $150 to $200"; and Bob Vila, "Those
    // who hire a plumber to replace an anode rod can expect to pay about $200 to $300. However, most anode rods only cost
    // about $20 to $50". The range runs from the lowest low to the highest high; parts are the two part prices printed
    // (an element at $20, an anode rod up to $50), labour the rest. (Just The Fix's $150–$600 was removed in the fourth
    // reading.) The line for a leaking tank (Bob Vila) stays.
    pro: { low: 150, high: 300, labor: { low: 130, high: 250 }, parts: { low: 20, high: 50 } },
    splitBasis: "derived",
    drivers: [
      "Gas or electric heater: a thermocouple is cheaper than a gas control valve",
      "Heating element, thermostat or relief valve",
      "A leaking tank cannot be repaired and means a new heater",
    ],
    checked: CHECKED,
    sources: [
      {
        title: "Carroll Plumbing: Electric water heater repair cost guide",
        url: "https://www.carrollplumbingva.com/electric-water-heater-repair-cost-guide/",
        publisher: "Carroll Plumbing",
        published: null,
        checked: READ,
      },
      {
        title: "Bob Vila: How to replace a water heater anode rod",
        url: "https://www.bobvila.com/articles/anode-rod-replacement/",
        publisher: "Bob Vila",
        published: null,
        checked: READ,
      },
      {
        title: "Bob Vila: How much does water heater replacement cost?",
        url: "https://www.bobvila.com/articles/water-heater-replacement-cost/",
        publisher: "Bob Vila",
        published: "2023-01",
        checked: READ,
        prices: ["worst"],
      },
    ],
    worstCases: [{ id: "tankLeak", range: { low: 810, high: 1656 }, sourceUrl: "https://www.bobvila.com/articles/water-heater-replacement-cost/" }],
    missing: [
      "The range is for replacing one part on an electric heater (an element, a thermostat or an anode rod); no acceptable page with a price for a gas heater's thermocouple or control valve could be read.",
      "Parts are the two part prices the pages print (a heating element up to $20, an anode rod $20–$50); labor is the total minus them.",
    ],
  },
  {
    categoryId: "plumbing",
    problemId: "pipe-noise",
    // "You can buy the devices for $25" (the Hamiltons' column in The Epoch Times).
    diy: { low: 25, high: 25 },
    // "A plumber will charge $150, including labor and material, to install arresters at a washing machine": parts at
    // the $25 the page prints, labour the rest. Plumbing Tips Today and Greeny Place, the former sources ($150–$600),
    // were removed in the fourth reading (docs/costs.md, "Publishers audited").
    pro: { low: 150, high: 150, labor: { low: 125, high: 125 }, parts: { low: 25, high: 25 } },
    splitBasis: "derived",
    drivers: [
      "Water hammer arrestors at one appliance versus several fixtures",
      "A failing pressure-reducing valve behind the noise",
      "Pipes behind finished walls",
      "After-hours surcharges",
    ],
    checked: CHECKED,
    sources: [epochTimesWaterHammer],
    missing: [
      "Only one acceptable page could be read, and it gives one figure, not a range: arresters installed at a washing machine.",
      "Labor is the page's total minus the arresters' price it prints.",
    ],
  },
  {
    categoryId: "plumbing",
    problemId: "sewer-smell",
    // NearbyHunt's "$5 to $20 in materials".
    diy: { low: 5, high: 20 },
    // Replacing a sink P-trap: NearbyHunt's plumber price; parts at its materials price, labour the rest.
    pro: { low: 150, high: 393, labor: { low: 145, high: 373 }, parts: { low: 5, high: 20 } },
    splitBasis: "derived",
    drivers: [
      "A dry trap (free to fix) versus a cracked trap (the range shown) or a vent or sewer line problem",
      "Plastic versus chrome or brass trap kits",
      "A service call fee and hourly billing",
    ],
    checked: CHECKED,
    sources: [
      {
        title: "NearbyHunt: How to replace a P-trap",
        url: "https://www.nearbyhunt.com/articles/replace-p-trap",
        publisher: "NearbyHunt",
        published: "2026-02",
        checked: READ,
        prices: ["pro", "diy"],
      },
    ],
    missing: [
      "The pro range is for replacing a sink P-trap; a blocked vent or cracked sewer line costs more, and no figure for those was read.",
      "The plumber's total has no published split: parts are the page's materials price and labour is the total minus those parts.",
    ],
  },
  {
    categoryId: "plumbing",
    problemId: "frozen-pipes",
    diy: null,
    // Repairing a burst pipe: CostHelper's spot repair of an accessible pipe, $50–$250 (non-emergency) to $300–$600
    // (emergency), and Thumbtack's national data, $230–$765: $50–$765. A pipe inside a wall or underground is the
    // worst case. (EngineerFix's $100–$1,000 was dropped with the rest of that site.)
    pro: { low: 50, high: 765, labor: null, parts: null },
    drivers: [
      "An accessible pipe (the range shown) versus one inside a wall or under a slab",
      "Emergency call-out fees: CostHelper puts an emergency spot repair at $300–$600",
      "Water damage is extra and can cost far more than the pipe",
    ],
    checked: CHECKED,
    sources: [
      {
        // A local page whose answer quotes national data: "burst pipe repairs cost about $420 in the US, and prices
        // range from about $230 to $765, on average."
        title: "Thumbtack: Drain cleaning in Columbia Heights, DC (national cost of a burst-pipe repair)",
        url: "https://thumbtack.com/dc/columbia-heights/drain-cleaning",
        publisher: "Thumbtack",
        published: null,
        checked: READ,
      },
      {
        title: "CostHelper: Water leak repair cost",
        url: "https://home.costhelper.com/water-leak.html",
        publisher: "CostHelper",
        published: null,
        checked: READ,
        prices: ["pro", "worst"],
      },
    ],
    worstCases: [{ id: "hiddenBurst", range: { low: 400, high: 1500 }, sourceUrl: "https://home.costhelper.com/water-leak.html" }],
    missing: [
      "The sources give totals for a burst-pipe repair, not a labour and parts split, so none is shown.",
      "No acceptable page with a price for thawing a pipe that has not burst could be read.",
    ],
  },
  {
    categoryId: "plumbing",
    problemId: "garbage-disposal",
    // The DIY prices shown before (an Allen wrench, plumber's putty) were EngineerFix's, since removed.
    diy: null,
    // The range ($75–$350) was Just The Fix's table alone, removed in the fourth reading (docs/costs.md, "Publishers
    // audited"); no other acceptable page pricing a disposal repair could be read.
    pro: null,
    drivers: [
      "A jam or reset versus a new motor or impeller",
      "Whether replacing the unit costs less than repairing it",
      "Access under the sink",
      "After-hours service",
    ],
    checked: CHECKED,
    missing: [
      "No acceptable page with a price for repairing a garbage disposal could be read here: Just The Fix, used before, was removed as machine-written (docs/costs.md), so no range is shown.",
      "No DIY price from an acceptable page could be read (the one shown before was EngineerFix's, since removed).",
    ],
  },
  {
    categoryId: "plumbing",
    problemId: "slow-draining",
    diy: null,
    // As for a clog: DIYorNot's $128 to unclog a tub drain. The former range ($75–$350) rested on Just The Fix and
    // AlertPlumber, both removed in the fourth reading (docs/costs.md, "Publishers audited").
    pro: { low: 128, high: 128, labor: null, parts: null },
    drivers: [
      "How deep the build-up is: the stopper versus the branch line",
      "Whether several drains are slow (a main line problem)",
      "Service call fees and after-hours visits",
    ],
    checked: CHECKED,
    sources: [diyOrNotDrain],
    missing: [
      "Only one acceptable page could be read, and it gives one figure for unclogging a tub drain, not a range and not a labor and parts split; a camera inspection or main line work costs more and no figure for it was read.",
      "The same page's DIY figure ($28) buys a plunger, a chemical drain opener and a hand auger, a different kit from the guide's own steps, so no DIY range is shown.",
    ],
  },
  // -------------------------------------------------------------------- hvac
  {
    categoryId: "hvac",
    problemId: "no-heat",
    diy: null,
    // A new flame sensor or ignitor: HomeGuide $80–$250 and $100–$250; Blue Water Climate Control (an East Tennessee
    // HVAC contractor) $75–$250 and $150–$300: $75–$300. Just The Fix ($120–$350, with the part prices that gave the
    // former split) was removed in the fourth reading (docs/costs.md, "Publishers audited").
    pro: { low: 75, high: 300, labor: null, parts: null },
    drivers: [
      "Flame sensor or igniter (the range shown) versus blower motor or heat exchanger ($400 and up)",
      "Gas, electric or oil furnace",
      "Emergency or after-hours visits",
    ],
    checked: CHECKED,
    sources: [
      homeGuideFurnace,
      {
        // "Replacing a flame sensor in a gas furnace can cost anywhere from $75 to $250, accounting for both parts and
        // service fees."
        title: "Blue Water Climate Control: How much does it cost to replace the flame sensor in a gas furnace",
        url: "http://bluewaterclimatecontrol.com/blog/how-much-does-it-cost-to-replace-the-flame-sensor-in-a-gas-furnace",
        publisher: "Blue Water Climate Control",
        published: null,
        checked: READ,
      },
      {
        // "How much does it cost to replace a furnace ignitor? $150-300. Average cost is $225."
        title: "Blue Water Climate Control: Cost to replace the ignitor on a gas furnace",
        url: "https://bluewaterclimatecontrol.com/blog/cost-to-replace-the-ignitor-on-a-gas-furnace",
        publisher: "Blue Water Climate Control",
        published: null,
        checked: READ,
      },
    ],
    missing: [
      "The sources give repair totals, not a labour and parts split, and no part price from an acceptable page was read (the ones found were on pages whose publisher is not settled or cannot be identified), so none is derived.",
    ],
  },
  {
    categoryId: "hvac",
    problemId: "weak-airflow",
    diy: { low: 10, high: 40 },
    // Blower cleaning $100–$250 (Home Services Scout) up to a new blower motor: Scout $300–$900, HomeAdvisor $250–$910.
    pro: { low: 100, high: 910, labor: null, parts: null },
    drivers: [
      "A filter change versus blower cleaning ($100–$250) versus a new blower motor ($250–$910)",
      "Leaky or crushed ducts",
      "Access to the air handler",
    ],
    checked: CHECKED,
    sources: [{ ...scout, prices: ["pro", "diy"] }, homeAdvisorBlower],
    missing: [
      "The range runs from blower cleaning to a new blower motor; only the motor has a published split, so the range is a total with no split.",
    ],
  },
  {
    categoryId: "hvac",
    problemId: "strange-noises",
    diy: null,
    // A new blower motor: Prescott Air $400–$600 (motor and wheel) and HomeAdvisor $250–$910, which splits it into the
    // part ($100–$500) and labour ($150–$410). Its total is the reconciled range, so its split is kept.
    pro: { low: 250, high: 910, labor: { low: 150, high: 410 }, parts: { low: 100, high: 500 } },
    splitBasis: "source",
    drivers: [
      "A loose panel or debris versus worn motor bearings",
      "A new blower motor (the range shown), with or without a new blower wheel",
      "Attic or rooftop units take longer to reach",
    ],
    checked: CHECKED,
    sources: [
      {
        title: "Prescott Air: Noisy home air conditioning blower fan",
        url: "https://prescott-air.com/2020/04/13/noisy-home-air-conditioning-blower-fan/",
        publisher: "Prescott Air",
        // The post's date, as its address prints it (13 April 2020).
        published: "2020-04",
        checked: READ,
      },
      homeAdvisorBlower,
    ],
    missing: [
      "The only prices read are for a new blower motor; smaller fixes cost less but no figure for them was read.",
      "No parts price for the guide's own steps was read, so no DIY range is shown.",
    ],
  },
  {
    categoryId: "hvac",
    problemId: "not-cooling",
    diy: { low: 10, high: 40 },
    // HomeAdvisor $170–$646 and Modernize $550–$1,100, both for AC repair in general: $170–$1,100.
    pro: { low: 170, high: 1100, labor: null, parts: null },
    drivers: [
      "A capacitor or contactor ($90–$475) versus a refrigerant leak",
      "Refrigerant type: older systems cost more to recharge",
      "Hourly rates of $35–$200",
    ],
    checked: CHECKED,
    sources: [
      { ...homeAdvisorAc, prices: ["pro", "worst"] },
      { ...modernizeAc, prices: ["pro"] },
      { ...scout, prices: ["diy"] },
    ],
    worstCases: [{ id: "refrigerantLeak", range: { low: 225, high: 1600 }, sourceUrl: homeAdvisorAc.url }],
    missing: [
      "HomeAdvisor's and Modernize's ranges cover all common AC repairs, not only an AC that stops cooling, and neither gives a labour and parts split.",
    ],
  },
  {
    categoryId: "hvac",
    problemId: "thermostat-problems",
    // The former DIY range ($15–$114) and pro range cited ThermostatFixer, whose page cannot be read here; the DIY
    // figures match EngineerFix's thermostat page ($15–$50 basic, $29–$114 programmable), removed as machine-written.
    diy: null,
    // Replacing the thermostat, HomeGuide's table from a manual unit ($15–$40 + $65–$150 labor = $80–$190) to a smart
    // one ($100–$250 + $100–$200 = $200–$450): $80–$450, thermostat $15–$250, labor $65–$200.
    pro: { low: 80, high: 450, labor: { low: 65, high: 200 }, parts: { low: 15, high: 250 } },
    splitBasis: "source",
    drivers: [
      "Basic, programmable or smart thermostat",
      "Missing C-wire or heat pump and multi-stage wiring",
      "New batteries may be all it needs",
    ],
    checked: CHECKED,
    sources: [homeGuideThermostat],
    missing: [
      "The range is replacing the thermostat, from a manual to a smart one; ThermostatFixer, cited before, could not be read here, so its figures were removed.",
      "No retailer price for the batteries the guide's own steps need was read, so no DIY range is shown.",
    ],
  },
  {
    categoryId: "hvac",
    problemId: "uneven-heating",
    diy: null,
    // Professional duct sealing: Air Stars (citing Angi) $500–$4,000 and HomeGuide $400–$2,700: $400–$4,000.
    pro: { low: 400, high: 4000, labor: null, parts: null },
    drivers: [
      "Balancing dampers yourself versus professional duct sealing",
      "Size of the home ($0.50–$1.50 per square foot for sealing)",
      "Sealing method: manual versus aerosol",
    ],
    checked: CHECKED,
    sources: [
      {
        title: "Air Stars: Is duct sealing worth the cost?",
        url: "https://callairstars.com/air-conditioning/is-duct-sealing-worth-the-cost/",
        publisher: "Air Stars",
        published: null,
        checked: READ,
      },
      {
        // "Duct sealing costs $400 to $2,700." Reviewed and approved on July 19, 2021.
        title: "HomeGuide: How much does it cost to install or replace ductwork?",
        url: "https://homeguide.com/costs/cost-to-replace-ductwork",
        publisher: "HomeGuide",
        published: "2021-07",
        checked: READ,
      },
    ],
    missing: [
      "The pro range is for professional duct sealing (Air Stars, citing Angi, and HomeGuide); a damper adjustment costs less but no figure for it was read.",
      "The sources give the sealing total, not a labour and parts split.",
      "The guide's own steps need no parts, so no DIY range is shown.",
    ],
  },
  {
    categoryId: "hvac",
    problemId: "high-humidity",
    diy: null,
    // The HVAC technician's visit the guide recommends: HomeAdvisor's troubleshooting call $75–$180 and PickHVAC's
    // diagnostic call $75–$150: $75–$180, all labour.
    pro: { low: 75, high: 180, labor: { low: 75, high: 180 }, parts: { low: 0, high: 0 } },
    proScope: "visit",
    splitBasis: "visit",
    drivers: [
      "The range is the HVAC technician's visit; clearing the drain or other work is quoted after",
      "Whether the AC is oversized or short-cycling",
      "A portable dehumidifier versus a whole-house unit in the ductwork",
      "Clearing a blocked condensate drain",
    ],
    checked: CHECKED,
    sources: [homeAdvisorAc, pickHvac],
    missing: [
      "No acceptable page with a price for a whole-house dehumidifier or for clearing a condensate drain could be read here (the pages found show no figure in what could be read), so only the visit is shown.",
    ],
  },
  {
    categoryId: "hvac",
    problemId: "frequent-cycling",
    diy: { low: 10, high: 40 },
    pro: { low: 100, high: 400, labor: null, parts: null },
    drivers: [
      "A dirty filter versus a failing sensor or control board",
      "An oversized system, which no repair fixes",
      "Thermostat placement",
    ],
    checked: CHECKED,
    sources: [
      { ...homeGuideFurnace, title: "HomeGuide: Furnace repair cost (short-cycling repair)" },
      { ...scout, prices: ["diy"] },
    ],
    missing: ["The source gives the repair total, not its labour and parts split."],
  },
  {
    categoryId: "hvac",
    problemId: "frozen-coil",
    diy: { low: 10, high: 40 },
    // Cleaning the indoor (evaporator) coil: Home Services Scout $100–$300. (EngineerFix's $100–$700 was dropped with
    // the rest of that site.)
    pro: { low: 100, high: 300, labor: null, parts: null },
    drivers: [
      "Airflow (filter, blower) versus a refrigerant leak",
      "Coil cleaning (the range shown) versus leak repair",
      "Older refrigerants cost more",
    ],
    checked: CHECKED,
    sources: [
      { ...scout, prices: ["pro", "diy", "worst"] },
    ],
    worstCases: [{ id: "refrigerantLeak", range: { low: 200, high: 1000 }, sourceUrl: scout.url }],
    missing: ["The source gives totals per repair, not a labour and parts split."],
  },
  {
    categoryId: "hvac",
    problemId: "burning-smell",
    diy: null,
    // PickHVAC ($75–$150) and HomeAdvisor ($75–$180) for the diagnostic call: all labour.
    pro: { low: 75, high: 180, labor: { low: 75, high: 180 }, parts: { low: 0, high: 0 } },
    proScope: "visit",
    splitBasis: "visit",
    drivers: [
      "The range is the diagnostic visit; the repair is quoted once the cause is found",
      "Dust burning off at the first start of the season costs nothing",
      "An overheating motor or wiring fault costs more",
    ],
    checked: CHECKED,
    sources: [
      pickHvac,
      homeAdvisorAc,
    ],
    missing: ["No published price for repairs behind a burning smell was read; only the visit is shown."],
  },
  // -------------------------------------------------------------- electrical
  {
    categoryId: "electrical",
    problemId: "power-outage",
    diy: null,
    pro: SERVICE_CALL,
    proScope: "visit",
    splitBasis: "visit",
    drivers: [
      "The range is an electrician's service call; a utility outage costs you nothing",
      "After-hours and emergency calls bill at 1.5–2 times the standard rate",
      "What the electrician finds at the panel or service entrance",
    ],
    checked: CHECKED,
    sources: SERVICE_CALL_SOURCES,
    missing: ["Repairs are quoted after diagnosis; no range for them was read."],
  },
  {
    categoryId: "electrical",
    problemId: "flickering-lights",
    diy: null,
    pro: SERVICE_CALL,
    proScope: "visit",
    splitBasis: "visit",
    drivers: [
      "A loose bulb or fixture connection versus a loose neutral or panel fault",
      "One fixture versus the whole house",
      "After-hours calls bill at 1.5–2 times the standard rate",
    ],
    checked: CHECKED,
    sources: SERVICE_CALL_SOURCES,
    missing: [
      "The range is the service call that covers the first diagnosis; no price for the repairs behind flickering was read.",
      "No retailer price for replacement bulbs was read, so no DIY range is shown.",
    ],
  },
  {
    categoryId: "electrical",
    problemId: "outlet-not-working",
    diy: null,
    // Replacing a worn outlet: Thumbtack $50–$150; parts at Fixr's printed price for a standard outlet ($1–$5), labour
    // the rest. (EngineerFix's $80–$250 and its receptacle price were dropped with the rest of that site.)
    pro: { low: 50, high: 150, labor: { low: 49, high: 145 }, parts: { low: 1, high: 5 } },
    splitBasis: "derived",
    drivers: [
      "A tripped GFCI or breaker (no cost) versus a worn outlet",
      "Standard versus GFCI, AFCI or USB outlets",
      "A minimum service fee",
    ],
    checked: CHECKED,
    sources: [thumbtackOutlet, fixrOutletPrices],
    missing: [
      "Parts are a standard 120-volt outlet at the price Fixr prints ($1–$5); labor is Thumbtack's total minus that price.",
      "The guide's own steps (switches, resets, a lamp test) need no parts, so no DIY range is shown.",
    ],
  },
  {
    categoryId: "electrical",
    problemId: "circuit-breaker-trips",
    diy: null,
    // Replacing one breaker: Porch's "National Cost Range (labor and materials) for 1 breaker $208.88 - $249.06", parts
    // at its "National Avg. Materials Cost per breaker $10.61" (whole dollars: $11), labour the rest. Just The Fix
    // ($80–$250) was removed in the fourth reading (docs/costs.md, "Publishers audited").
    pro: { low: 209, high: 249, labor: { low: 198, high: 238 }, parts: { low: 11, high: 11 } },
    splitBasis: "derived",
    drivers: [
      "Replacing one standard breaker (the range shown) versus AFCI/GFCI breakers",
      "An overloaded circuit that needs a new circuit run",
      "Panel condition and age",
    ],
    checked: CHECKED,
    sources: [
      {
        title: "Porch: Cost to install a circuit breaker (national range)",
        url: "https://pro.porch.com/project-cost/cost-to-install-a-circuit-breaker",
        publisher: "Porch",
        published: null,
        checked: READ,
      },
    ],
    missing: ["Parts are Porch's national average materials cost per breaker ($10.61, shown as $11); labor is the total minus that price."],
  },
  {
    categoryId: "electrical",
    problemId: "burning-smell",
    diy: null,
    pro: SERVICE_CALL,
    proScope: "visit",
    splitBasis: "visit",
    drivers: [
      "The range is an electrician's service call; the repair is quoted once the cause is found",
      "Emergency and after-hours calls bill at 1.5–2 times the standard rate",
      "A scorched outlet versus damaged wiring in the walls",
    ],
    checked: CHECKED,
    sources: SERVICE_CALL_SOURCES,
    missing: ["No published price for the repairs behind a burning smell was read; only the visit is shown."],
  },
  {
    categoryId: "electrical",
    problemId: "light-switch-issues",
    diy: null,
    pro: SERVICE_CALL,
    proScope: "visit",
    splitBasis: "visit",
    drivers: [
      "Single-pole versus three-way, dimmer or smart switch",
      "Old wiring or boxes that need updating",
      "After-hours calls bill at 1.5–2 times the standard rate",
    ],
    checked: CHECKED,
    sources: SERVICE_CALL_SOURCES,
    missing: [
      "No acceptable page pricing the replacement of a switch on its own could be read here (the one cited before was on an unrelated shop's site), so only the electrician's visit is shown.",
      "No retailer bulb price was read for the guide's own steps, so no DIY range is shown.",
    ],
  },
  {
    categoryId: "electrical",
    problemId: "dimming-lights",
    diy: null,
    pro: SERVICE_CALL,
    proScope: "visit",
    splitBasis: "visit",
    drivers: [
      "A big appliance starting up versus an overloaded circuit or loose connection",
      "One circuit versus the whole house (which can be the utility)",
      "After-hours calls bill at 1.5–2 times the standard rate",
    ],
    checked: CHECKED,
    sources: SERVICE_CALL_SOURCES,
    missing: [
      "The range is the service call that covers the first diagnosis; no price for the repairs behind dimming was read.",
      "No retailer price for dimmable LED bulbs was read, so no DIY range is shown.",
    ],
  },
  {
    categoryId: "electrical",
    problemId: "sparking-outlets",
    diy: null,
    // As for a dead outlet: Thumbtack $50–$150, parts at Fixr's standard-outlet price ($1–$5), labour the rest.
    pro: { low: 50, high: 150, labor: { low: 49, high: 145 }, parts: { low: 1, high: 5 } },
    splitBasis: "derived",
    drivers: [
      "Replacing the outlet (the range shown) versus repairing damaged wiring",
      "Standard versus GFCI or AFCI outlets",
      "Emergency and after-hours calls",
    ],
    checked: CHECKED,
    sources: [thumbtackOutlet, fixrOutletPrices],
    missing: ["Parts are a standard 120-volt outlet at the price Fixr prints ($1–$5); labor is Thumbtack's total minus that price."],
  },
  {
    categoryId: "electrical",
    problemId: "no-power-partial",
    diy: null,
    pro: SERVICE_CALL,
    proScope: "visit",
    splitBasis: "visit",
    drivers: [
      "The range is an electrician's service call; a lost neutral on the utility's side is theirs to fix",
      "A failed breaker versus a loose connection in the panel",
      "Emergency and after-hours calls bill at 1.5–2 times the standard rate",
    ],
    checked: CHECKED,
    sources: SERVICE_CALL_SOURCES,
    missing: ["Repairs are quoted after diagnosis; no range for them was read."],
  },
  {
    categoryId: "electrical",
    problemId: "gfci-issues",
    diy: null,
    // Replacing an existing outlet with a GFCI: the page's single figure, $184 with the $22 device; labour the rest.
    pro: { low: 184, high: 184, labor: { low: 162, high: 162 }, parts: { low: 22, high: 22 } },
    splitBasis: "derived",
    drivers: [
      "Replacing one existing outlet with a GFCI (the price shown) versus finding a ground fault on the circuit",
      "Indoor versus outdoor weatherproof outlets",
      "Several outlets in one visit cost less each",
    ],
    checked: CHECKED,
    sources: [
      {
        title: "DIYorNot (Gene and Katie Hamilton): Install a GFCI",
        url: "http://www.diyornot.com/Project.aspx?ndx2=4&Rcd=75",
        publisher: "DIYorNot",
        // The page prints only "Cost updated 2016".
        published: "2016",
        checked: READ,
      },
    ],
    missing: [
      "Only one page pricing the replacement of an existing outlet could be read, and it gives one figure, not a range.",
      "Labour is the page's total minus its device price.",
    ],
  },
];
