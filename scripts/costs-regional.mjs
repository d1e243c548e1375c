// Regenerates the two regional tables in lib/costs/data/:
//   zip-prefix-states.json  3-digit ZIP prefix -> state, from the `zipcodes` package (already a dependency), each
//                           prefix given the state most of its ZIP codes lie in
//   regional-labor.json     per state and trade, the OEWS mean hourly wage divided by the national mean
//
//   node scripts/costs-regional.mjs                                    ZIP table only; labour table left as it is
//   node scripts/costs-regional.mjs --oews state_M2024_dl.csv --release "May 2024"
//   node scripts/costs-regional.mjs --empty                            labour table with every state missing
//
// --oews: the BLS OEWS "State" file (https://www.bls.gov/oes/tables.htm, "State" XLSX of the release, e.g.
// oesm24st.zip -> state_M2024_dl.xlsx) saved as CSV with its header row. Columns used (any case): PRIM_STATE
// (two-letter state), AREA_TYPE (2 = state), OCC_CODE, H_MEAN. The national mean is read from rows whose
// PRIM_STATE is "US" when present (the "all data" file), else from --national national_M2024_dl.csv (same
// columns). Values BLS suppresses ("*", "#") leave that state and trade missing (factor 1, flagged).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { parse } from "csv-parse/sync";
import zipcodes from "zipcodes";

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
  options: { oews: { type: "string" }, national: { type: "string" }, release: { type: "string" }, empty: { type: "boolean" } },
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

function readRows(file) {
  const rows = parse(readFileSync(file), { columns: (header) => header.map((name) => String(name).trim().toUpperCase()), skip_empty_lines: true, bom: true });
  return rows.map((row) => ({
    state: String(row.PRIM_STATE ?? "").trim(),
    areaType: String(row.AREA_TYPE ?? "").trim(),
    occ: String(row.OCC_CODE ?? "").trim(),
    hMean: Number(String(row.H_MEAN ?? "").replace(/[$,]/g, "")),
  }));
}

// The table as shipped while no OEWS release could be read: every state at factor 1, flagged missing.
function emptyLaborTable() {
  const missing = { meanHourly: null, ratio: 1, missing: true };
  return {
    series: "BLS Occupational Employment and Wage Statistics (OEWS), mean hourly wage by state",
    release: null,
    releaseYear: null,
    seriesUrl: "https://www.bls.gov/oes/tables.htm",
    occupations: OCCUPATIONS,
    national: { plumber: null, electrician: null, hvac: null },
    note: "No OEWS release has been loaded yet: every state is at factor 1 and flagged missing. Run scripts/costs-regional.mjs with the BLS state file (docs/costs.md).",
    states: Object.fromEntries(STATES.map((state) => [state, { plumber: { ...missing }, electrician: { ...missing }, hvac: { ...missing } }])),
  };
}

function laborTable() {
  const stateRows = readRows(args.oews);
  const nationalRows = args.national ? readRows(args.national) : stateRows.filter((row) => row.state === "US");
  const national = {};
  for (const [trade, { soc }] of Object.entries(OCCUPATIONS)) {
    const row = nationalRows.find((candidate) => candidate.occ === soc && Number.isFinite(candidate.hMean) && candidate.hMean > 0);
    if (!row) throw new Error(`No national mean hourly wage for ${soc}: pass --national with the national file.`);
    national[trade] = row.hMean;
  }
  const states = {};
  for (const state of STATES) {
    states[state] = {};
    for (const [trade, { soc }] of Object.entries(OCCUPATIONS)) {
      const row = stateRows.find(
        (candidate) => candidate.state === state && candidate.occ === soc && (candidate.areaType === "" || candidate.areaType === "2"),
      );
      const meanHourly = row && Number.isFinite(row.hMean) && row.hMean > 0 ? row.hMean : null;
      states[state][trade] =
        meanHourly === null
          ? { meanHourly: null, ratio: 1, missing: true }
          : { meanHourly, ratio: Math.round((meanHourly / national[trade]) * 1000) / 1000, missing: false };
    }
  }
  const release = args.release ?? null;
  return {
    series: "BLS Occupational Employment and Wage Statistics (OEWS), mean hourly wage by state",
    release,
    releaseYear: release ? Number(/\d{4}/.exec(release)?.[0]) || null : null,
    seriesUrl: "https://www.bls.gov/oes/tables.htm",
    occupations: OCCUPATIONS,
    national,
    note: "Ratio = state mean hourly wage / national mean hourly wage for the trade; applied to the labour share only.",
    states,
  };
}

writeJson("zip-prefix-states.json", zipPrefixTable());
if (args.oews) writeJson("regional-labor.json", laborTable());
else if (args.empty) writeJson("regional-labor.json", emptyLaborTable());
