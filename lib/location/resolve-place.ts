import "server-only";
import zipcodes, { type ZipCodeRecord } from "zipcodes";
import { isUsableCoordinate } from "./schemas";
import type { ResolvedPlace } from "./types";

// A 5-digit ZIP (ZIP+4 accepted), alone or ending a label such as "Austin, TX 78701".
const ZIP_PATTERN = /(?:^|\s)(\d{5})(?:-\d{4})?$/;
const ABBREVIATIONS: Record<string, string> = { ST: "SAINT", STE: "SAINTE", FT: "FORT", MT: "MOUNT" };

let cityIndex: Map<string, ZipCodeRecord[]> | undefined;

/**
 * Resolves a US ZIP code or a city ("Austin, TX", "Austin TX", "austin", "Austin, Texas") offline.
 * A city stands for its most central ZIP; a city name shared by several states means the one with the most ZIPs.
 */
export function resolvePlace(query: string): ResolvedPlace | null {
  const text = query
    .trim()
    .replace(/\s+/g, " ")
    .replace(/,?\s*\b(USA|US|United States)\.?$/i, "")
    .replace(/[.,\s]+$/, "");
  const zip = ZIP_PATTERN.exec(text)?.[1];
  if (zip) {
    const record = usable(zipcodes.lookup(zip));
    return record ? { lat: record.latitude, lng: record.longitude, label: `${record.city}, ${record.state} ${record.zip}` } : null;
  }
  const matches = findCity(text);
  if (matches.length === 0) return null;
  const center = mostCentral(matches);
  return { lat: center.latitude, lng: center.longitude, label: `${center.city}, ${center.state}` };
}

function findCity(text: string): ZipCodeRecord[] {
  const comma = text.lastIndexOf(",");
  if (comma >= 0) {
    const state = stateCode(text.slice(comma + 1));
    return state ? inState(cityRecords(text.slice(0, comma)), state) : [];
  }
  // "Austin TX", "Santa Fe New Mexico": try the last one to three words as a state before the whole text as a city.
  const words = text.split(" ");
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const state = stateCode(words.slice(-count).join(" "));
    const matches = state ? inState(cityRecords(words.slice(0, -count).join(" ")), state) : [];
    if (matches.length > 0) return matches;
  }
  return inBiggestState(cityRecords(text));
}

function cityRecords(city: string): ZipCodeRecord[] {
  return getCityIndex().get(cityKey(city)) ?? [];
}

function getCityIndex(): Map<string, ZipCodeRecord[]> {
  if (!cityIndex) {
    cityIndex = new Map();
    for (const code of Object.values(zipcodes.codes)) {
      const record = usable(code);
      if (!record) continue;
      const key = cityKey(record.city);
      const list = cityIndex.get(key);
      if (list) list.push(record);
      else cityIndex.set(key, [record]);
    }
  }
  return cityIndex;
}

/** "St. Louis", "Saint Louis" and "saint-louis" share one key; the data spells "Winston Salem", "Coeur D Alene". */
function cityKey(city: string): string {
  return city
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim()
    .split(" ")
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(" ");
}

function stateCode(text: string): string | undefined {
  const trimmed = text.replace(/\./g, "").trim(); // "D.C." is DC
  if (!trimmed) return undefined;
  const code = zipcodes.states.normalize(trimmed);
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

function inState(records: ZipCodeRecord[], state: string): ZipCodeRecord[] {
  return records.filter((record) => record.state === state);
}

/** Ties go to the alphabetically first state, so the answer never depends on the data's order. */
function inBiggestState(records: ZipCodeRecord[]): ZipCodeRecord[] {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(record.state, (counts.get(record.state) ?? 0) + 1);
  let bestState: string | undefined;
  for (const [state, count] of counts) {
    const bestCount = bestState ? (counts.get(bestState) ?? 0) : 0;
    if (count > bestCount || (count === bestCount && bestState !== undefined && state < bestState)) bestState = state;
  }
  return bestState ? inState(records, bestState) : [];
}

/** The medoid: the ZIP with the least total distance to the city's other ZIPs; ties go to the lowest ZIP. */
function mostCentral(records: ZipCodeRecord[]): ZipCodeRecord {
  let best = records[0];
  let bestTotal = Infinity;
  for (const candidate of records) {
    const scale = Math.cos((candidate.latitude * Math.PI) / 180);
    let total = 0;
    for (const other of records) {
      const dLat = candidate.latitude - other.latitude;
      const dLng = (candidate.longitude - other.longitude) * scale;
      total += Math.sqrt(dLat * dLat + dLng * dLng);
    }
    if (total < bestTotal - 1e-9 || (Math.abs(total - bestTotal) <= 1e-9 && candidate.zip < best.zip)) {
      best = candidate;
      bestTotal = total;
    }
  }
  return best;
}

/** US records with a real position; the data also holds Canadian prefixes and military ZIPs placed at (0, 0). */
function usable(record: ZipCodeRecord | undefined): ZipCodeRecord | undefined {
  return record && record.country === "US" && isUsableCoordinate(record.latitude, record.longitude) ? record : undefined;
}
