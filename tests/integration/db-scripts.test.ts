import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { sampleContractors } from "@/lib/contractors/sample-data";

const SAMPLE_COUNT = sampleContractors().length;
import type { DatabaseConfig } from "@/lib/db/config";
import { openDatabase } from "@/lib/db/open";
import { TEST_DB_KINDS, TEST_POSTGRES_URL, createEmptyPostgresSchema, loadPgliteNatively } from "../support/db";

const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");

/** Runs a script as `npm run db:*` does (tsx, the project folder), with the database chosen by `env`. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join("scripts", script), ...args], {
      cwd: process.cwd(),
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const GOOD_CSV = [
  "name,vicinity,lat,lng,categories,rating,user_ratings_total,phone,place_id",
  "Canary Heating,1 Test St Springfield,39.78,-89.65,hvac;plumbing,4.5,12,(217) 555-0199,import-1",
  "Canary Electric,2 Test Ave Springfield,39.80,-89.64,electrical,,0,,",
].join("\n");
const BAD_CSV = ["name,vicinity,lat,lng,categories", "Bad Row,3 Test Rd,91,-89.6,roofing"].join("\n");

describe.each(TEST_DB_KINDS)("the seed and contractor import scripts (%s)", (kind) => {
  const folder = mkdtempSync(path.join(tmpdir(), "fixpilot-scripts-"));
  let env: Record<string, string>;
  let config: DatabaseConfig;
  let dropSchema = async () => {};

  beforeAll(async () => {
    if (kind === "pglite") {
      const dataDir = path.join(folder, "pglite");
      env = { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir };
      config = { kind: "pglite", dataDir };
    } else {
      const schema = await createEmptyPostgresSchema();
      dropSchema = schema.drop;
      env = { DATABASE_URL: `${TEST_POSTGRES_URL}?schema=${schema.config.schema}`, PGLITE_DATA_DIR: "" };
      config = schema.config;
    }
    writeFileSync(path.join(folder, "good.csv"), GOOD_CSV);
    writeFileSync(path.join(folder, "bad.csv"), BAD_CSV);
  });
  afterAll(async () => {
    await dropSchema();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The contractor rows as the app would read them, opened after the script has closed the database. */
  async function contractors() {
    const database = await openDatabase(config, { loadPglite: loadPgliteNatively });
    try {
      return await database.prisma.contractor.findMany({ orderBy: { placeId: "asc" } });
    } finally {
      await database.close();
    }
  }

  it("seeds the sample directory into a new database (migrating it first), and again without duplicates", async () => {
    const first = await runScript("seed.ts", [], env);
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain(`Seeded ${SAMPLE_COUNT} sample contractors`);
    expect(await runScript("seed.ts", [], env)).toMatchObject({ code: 0 });
    const rows = await contractors();
    expect(rows).toHaveLength(SAMPLE_COUNT);
    expect(rows.every((row) => row.sample)).toBe(true);
  }, 60_000);

  it("refuses a CSV with a bad row, naming its line, and writes nothing", async () => {
    const result = await runScript("import-contractors.ts", [path.join(folder, "bad.csv")], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/line 2: /);
    expect(result.stderr).toContain("nothing was imported");
    expect((await contractors()).filter((row) => !row.sample)).toEqual([]);
  }, 60_000);

  it("imports the rows into the database, replacing the samples when asked, and a re-import updates them", async () => {
    const result = await runScript("import-contractors.ts", [path.join(folder, "good.csv"), "--replace-samples"], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Imported 2 contractor(s); removed ${SAMPLE_COUNT} sample row(s).`);
    const rows = await contractors();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.placeId === "import-1")).toMatchObject({
      name: "Canary Heating",
      vicinity: "1 Test St Springfield",
      lat: 39.78,
      lng: -89.65,
      categories: ["hvac", "plumbing"],
      rating: 4.5,
      userRatingsTotal: 12,
      phone: "(217) 555-0199",
      sample: false,
    });
    expect(rows.find((row) => row.name === "Canary Electric")).toMatchObject({ categories: ["electrical"], rating: null, phone: null, sample: false });

    writeFileSync(path.join(folder, "good.csv"), GOOD_CSV.replace("Canary Heating", "Canary Heating & Air"));
    expect(await runScript("import-contractors.ts", [path.join(folder, "good.csv")], env)).toMatchObject({ code: 0 });
    const updated = await contractors();
    expect(updated).toHaveLength(2);
    expect(updated.find((row) => row.placeId === "import-1")?.name).toBe("Canary Heating & Air");
  }, 60_000);

  it("prints its usage for a missing file argument", async () => {
    const result = await runScript("import-contractors.ts", [], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Usage:");
  }, 30_000);
});
