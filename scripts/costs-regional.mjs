// Regenerates the two regional tables in lib/costs/data/:
//   zip-prefix-states.json  3-digit ZIP prefix -> state, from the `zipcodes` npm package (already a dependency; its
//                           data is the US Census / GeoNames ZIP list it ships), each prefix given the state most
//                           of its ZIP codes lie in; the file names its source and the package version
//   regional-labor.json     per state and trade, the OEWS median hourly wage divided by the national median
//
//   node scripts/costs-regional.mjs                                  both tables, from lib/costs/data/oews/ (May 2024)
//   node scripts/costs-regional.mjs --oews oews-may2025-state.csv    a newer release in the same columns
//   node scripts/costs-regional.mjs --empty                          labour table with every state missing
//
// --oews: a CSV in the shipped layout (lib/costs/data/oews/README.md): BLS's column names in lower case, one row
// per area and occupation, the nation as `postal` = "US". Columns used: release, postal, state_name, occ_code,
// h_median, emp_prse, mean_prse. The median, not the mean: a few high earners pull the mean up. Values BLS
// suppresses ("*", "#", empty) leave that state and trade missing (factor 1, flagged).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { parse } from "csv-parse/sync";
import zipcodes from "zipcodes";
import zipcodesPackage from "zipcodes/package.json" with { type: "json" };

const zipcodesVersion = zipcodesPackage.version;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DATA = path.join(ROOT, "lib/costs/data");
const OCCUPATIONS = {
  plumber: { soc: "47-2152", title: "Plumbers, Pipefitters, and Steamfitters", url: "https://www.bls.gov/oes/current/oes472152.htm" },
  electrician: { soc: "47-2111", title: "Electricians", url: "https://www.bls.gov/oes/current/oes472111.htm" },
  hvac: {
    soc: "49-9021",
    title: "Heating, Air Conditioning, and Refrigeration Mechanics and Installers",
    url: "https://www.bls.gov/oes/current/oes499021.htm",
  },
};
// The 50 states and DC, the table's required keys.
const STATES =
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  );

const { values: args } = parseArgs({
  options: { oews: { type: "string" }, empty: { type: "boolean" } },
});

function writeJson(name, value) {
  writeFileSync(path.join(DATA, name), `${JSON.stringify(value, null, 2)}\n`);
  console.log(`wrote lib/costs/data/${name}`);
}

function zipPrefixTable() {
  const counts = new Map();
  for (const record of Object.values(zipcodes.codes)) {
    if (record.country !== "US" || !/^\d{5}$/.test(record.zip) || !STATES.includes(record.state)) continue;
    const prefix = record.zip.slice(0, 3);
    const byState = counts.get(prefix) ?? new Map();
    byState.set(record.state, (byState.get(record.state) ?? 0) + 1);
    counts.set(prefix, byState);
  }
  const table = {};
  for (const prefix of [...counts.keys()].sort()) {
    const [state] = [...counts.get(prefix).entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    table[prefix] = state;
  }
  return table;
}

const DEFAULT_OEWS = path.join(DATA, "oews/oews-may2024-state.csv");

// BLS's relative standard errors (percent) above which the data README calls an estimate less reliable: the wage
// estimate's error (mean_prse; BLS publishes none for the median) at 5% or more, or the employment estimate's
// (emp_prse) at 20% or more. On May 2024 this flags exactly the five rows the README lists.
const LESS_RELIABLE = { wagePrse: 5, empPrse: 20 };

const number = (value) => {
  const text = String(value ?? "").trim();
  if (text === "" || text === "*" || text === "#" || text === "**") return null;
  const parsed = Number(text.replace(/[$,]/g, ""));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
};

function readRows(file) {
  const rows = parse(readFileSync(file), { columns: (header) => header.map((name) => String(name).trim().toLowerCase()), skip_empty_lines: true, bom: true });
  return rows.map((row) => ({
    release: String(row.release ?? "").trim(),
    state: String(row.postal ?? "").trim(),
    name: String(row.state_name ?? "").trim(),
    occ: String(row.occ_code ?? "").trim(),
    hMedian: number(row.h_median),
    empPrse: number(row.emp_prse),
    wagePrse: number(row.mean_prse),
  }));
}

// The table as shipped while no OEWS release could be read: every state at factor 1, flagged missing.
function emptyLaborTable() {
  const missing = { medianHourly: null, ratio: 1, missing: true, lessReliable: null };
  return {
    series: "BLS Occupational Employment and Wage Statistics (OEWS), median hourly wage by state",
    release: null,
    releaseYear: null,
    seriesUrl: "https://www.bls.gov/oes/tables.htm",
    dataFile: null,
    occupations: OCCUPATIONS,
    national: { plumber: null, electrician: null, hvac: null },
    note: "No OEWS release has been loaded yet: every state is at factor 1 and flagged missing. Run scripts/costs-regional.mjs with the BLS state file (docs/costs.md).",
    states: Object.fromEntries(STATES.map((state) => [state, { name: state, plumber: { ...missing }, electrician: { ...missing }, hvac: { ...missing } }])),
  };
}

function laborTable(file) {
  const rows = readRows(file);
  const releases = [...new Set(rows.map((row) => row.release).filter(Boolean))];
  if (releases.length !== 1) throw new Error(`Expected one OEWS release in ${file}, found ${releases.join(", ") || "none"}.`);
  const [release] = releases;
  const national = {};
  for (const [trade, { soc }] of Object.entries(OCCUPATIONS)) {
    const row = rows.find((candidate) => candidate.state === "US" && candidate.occ === soc && candidate.hMedian !== null);
    if (!row) throw new Error(`No national median hourly wage for ${soc} in ${file}.`);
    national[trade] = row.hMedian;
  }
  const states = {};
  for (const state of STATES) {
    const named = rows.find((candidate) => candidate.state === state && candidate.name);
    if (!named) throw new Error(`No rows for ${state} in ${file}.`);
    states[state] = { name: named.name };
    for (const [trade, { soc }] of Object.entries(OCCUPATIONS)) {
      const row = rows.find((candidate) => candidate.state === state && candidate.occ === soc);
      const medianHourly = row?.hMedian ?? null;
      const lessReliable =
        row && ((row.wagePrse ?? 0) >= LESS_RELIABLE.wagePrse || (row.empPrse ?? 0) >= LESS_RELIABLE.empPrse)
          ? { wagePrse: row.wagePrse, empPrse: row.empPrse }
          : null;
      states[state][trade] =
        medianHourly === null
          ? { medianHourly: null, ratio: 1, missing: true, lessReliable: null }
          : { medianHourly, ratio: Math.round((medianHourly / national[trade]) * 1000) / 1000, missing: false, lessReliable };
    }
  }
  return {
    series: "BLS Occupational Employment and Wage Statistics (OEWS), median hourly wage by state",
    release,
    releaseYear: Number(/\d{4}/.exec(release)?.[0]) || null,
    seriesUrl: "https://www.bls.gov/oes/tables.htm",
    dataFile: path.relative(ROOT, file),
    occupations: OCCUPATIONS,
    national,
    note: "Ratio = state median hourly wage / national median hourly wage for the trade, rounded to 3 places; applied to the labour share only. lessReliable: BLS relative standard error of the wage estimate >= 5% or of employment >= 20%.",
    states,
  };
}

writeJson("zip-prefix-states.json", {
  source: `zipcodes npm package ${zipcodesVersion} (its US ZIP list); each 3-digit prefix is given the state most of its ZIP codes lie in. Built by scripts/costs-regional.mjs.`,
  prefixes: zipPrefixTable(),
});
if (args.empty) writeJson("regional-labor.json", emptyLaborTable());
else writeJson("regional-labor.json", laborTable(args.oews ?? DEFAULT_OEWS));
