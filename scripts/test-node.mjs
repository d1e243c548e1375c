// `npm run test:node -- 26`: proves the app on another Node major, taken from the registry's `node` package (an
// ordinary npm package holding that version's binary), so CI needs neither nvm nor a second image.
//
// In a private copy of the tree (scripts/lib/isolated-app.mjs; the main tree's .next, which other steps serve, is
// never touched), with that Node first on PATH for every step:
//   - `npm run build`;
//   - `npm run test:deploy -- --skip-build` on that build (E2E_PORT default 3260, beside the main suite's 3200);
//   - the Jest files that load native or WebAssembly code or Node's own process machinery: sharp, PGlite, Prisma's
//     pg and PGlite adapters, the relay's send thread, node:cluster (NATIVE_TESTS below).
// Options: --workdir DIR (default: a fresh temporary folder), --skip-build (reuse the copy's build), --keep.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyTree, parseCopyArgs, REPO_ROOT, run } from "./lib/isolated-app.mjs";

export const NATIVE_TESTS = [
  // sharp (libvips, a native addon)
  "tests/integration/api-photos.test.ts",
  "tests/integration/photo-stores.test.ts",
  "tests/integration/photos-attach.test.ts",
  "tests/integration/chat-photos.test.ts",
  // PGlite (WebAssembly) and Prisma's adapters for it and for node-postgres
  "tests/integration/db-client.test.ts",
  "tests/integration/db-migrator.test.ts",
  "tests/integration/faults-pglite.test.ts",
  "tests/integration/faults-postgres.test.ts",
  "tests/integration/api-appointments.test.ts",
  "tests/integration/pgbouncer.test.ts",
  // the relay's send thread (worker_threads) and the worker script
  "tests/integration/dispatch-send-thread.test.ts",
  "tests/integration/dispatch-after-response.test.ts",
  "tests/integration/dispatch-worker.test.ts",
  // npm start's server processes (node:cluster), the second on the build this script made
  "tests/integration/start-cluster.test.ts",
  "tests/integration/start-cluster-build.test.ts",
];

const major = process.argv[2] && !process.argv[2].startsWith("--") ? process.argv[2] : "26";
const options = parseCopyArgs(process.argv.slice(major === process.argv[2] ? 3 : 2));
if (!/^\d+$/.test(major)) throw new Error(`Usage: npm run test:node -- <major> [options] (got "${major}")`);

const prefix = mkdtempSync(path.join(tmpdir(), `fixpilot-node${major}-`));
const workdir = options.workdir ? path.resolve(options.workdir) : mkdtempSync(path.join(tmpdir(), `fixpilot-on-node${major}-`));
// test:deploy runs the server as an unprivileged user when it runs as root: that user must be able to run this node.
chmodSync(prefix, 0o755);
try {
  run("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--no-save", `node@${major}`], { quiet: true });
  const bin = path.join(prefix, "node_modules", "node", "bin");
  const version = spawnSync(path.join(bin, "node"), ["-v"], { encoding: "utf8" }).stdout.trim();
  if (!version.startsWith(`v${major}.`)) throw new Error(`node@${major} from the registry printed "${version}"`);
  console.log(`Node ${version} (registry package node@${major}), in a copy of the tree at ${workdir}`);
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, E2E_PORT: process.env.E2E_PORT || "3260" };
  copyTree(REPO_ROOT, workdir);
  const step = (name, command, args) => {
    const started = Date.now();
    run(command, args, { cwd: workdir, env });
    console.log(`::node${major} ${name} passed on ${version} in ${Math.round((Date.now() - started) / 1000)} s`);
  };
  if (!options.skipBuild) step("build", "npm", ["run", "build"]);
  step("test:deploy", "npm", ["run", "test:deploy", "--", "--skip-build"]);
  step("native and WebAssembly tests", "npx", ["--no-install", "jest", "--runInBand", ...NATIVE_TESTS]);
} finally {
  rmSync(prefix, { recursive: true, force: true });
  if (!options.keep && !options.workdir) rmSync(workdir, { recursive: true, force: true });
}
