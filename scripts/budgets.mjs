// Quality budgets from ARCHITECTURE.md, measured on a production build of a private copy of the tree:
//   - Lighthouse 12 (mobile, simulated throttling): Performance >= 95, Accessibility, Best Practices, SEO = 100
//   - axe (all rules but experimental ones): no violation
//   - first-load JavaScript: the gzipped <script src> files a page's HTML loads, at most 15% above a bare
//     Next.js page of the same version (a throwaway app/layout.tsx + app/page.tsx built beside it); and on English
//     pages none of the Spanish catalogue's words (messages/es-US): Spanish strings belong to /es pages' data or to
//     chunks loaded when needed, never to every page's bundle (docs/i18n.md, "First-load JavaScript")
// Results go to .lighthouse/report.json (plus each page's full Lighthouse report) and a table on stdout.
// Exit code 1 when any page misses a budget.
//
// Performance is judged on a page's best run, and its median is reported beside it. Lighthouse simulates a slow
// phone by scaling the main-thread tasks it timed on this machine by 4 (less on a host slower than a high-end desktop,
// as Lighthouse's throttling docs advise: scripts/lib/cpu-slowdown.mjs); on a shared 2-core VM other tenants and
// processes stretch those tasks from one run to the next (the bare Next.js page alone scores 96 to 99 here). That
// noise only ever adds time, so the best of several runs is the one least disturbed: the "optimistic" aggregation
// that Lighthouse CI's assertions use by default, and the estimate Python's timeit recommends for timings. A page
// that misses in every run is measured as many times again before it fails (a slow stretch can outlast a set of
// runs); a page whose own work breaks the budget fails them all. The other categories hardly vary and are taken
// from the median run.
//
//   npm run budgets
//   npm run budgets -- --runs 7           Lighthouse seven times per page
//   npm run budgets -- --runs 7 --decided-after 3   up to seven, but a page whose best run meets the budget after three
//                                         is done (what .ci/run does: more runs could only raise a best-of score)
//   npm run budgets -- --skip-typecheck   build even while the tree has TypeScript errors (types are `npm run typecheck`'s job)
//   npm run budgets -- --workdir DIR [--skip-build]   keep the copy in DIR, or measure a build made there before
//   npm run budgets -- --only javascript   measure first-load JavaScript only (quick, while trimming bundles)
//   npm run budgets -- --performance warn   report a Performance score under 95 without failing (to see the rest
//                                           while working on a busy machine)
//
// The server runs on embedded defaults (no keys, a throwaway PGlite folder) with RATE_LIMIT_MULTIPLIER=100 so
// repeated page loads are never answered 429. Chromium: CHROME_PATH, else /usr/bin/chromium; it may reach
// loopback addresses only.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createCpuSlowdown } from "./lib/cpu-slowdown.mjs";
import { buildIsolatedCopy, freePort, linkNodeModules, parseCopyArgs, run, startServer, stopServer, waitForServer } from "./lib/isolated-app.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = [
  { path: "/" },
  { path: "/hvac/no-heat" },
  { path: "/hvac/no-heat/DIY-Repair-Guide" },
  { path: "/schedule?category=hvac" },
  // Private on purpose (a booking's confirmation: noindex, no-referrer), so Lighthouse's "is-crawlable" audit, which
  // fails any noindex page, is left out of its SEO score; every other SEO audit still counts.
  { path: "/thank-you?appointmentId=1&category=hvac", noindex: true },
  // The Spanish pages (es-US under /es) are held to the same budgets; their catalogue words are rendered on the
  // server, so their first-load JavaScript is the English pages'.
  { path: "/es" },
  { path: "/es/hvac/no-heat" },
  { path: "/es/hvac/no-heat/DIY-Repair-Guide" },
  { path: "/es/schedule?category=hvac" },
];
const PATHS = PAGES.map((page) => page.path);
const isSpanishPage = (page) => page === "/es" || page.startsWith("/es/") || page.startsWith("/es?");
const LIGHTHOUSE_MINIMUM = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const JS_ALLOWANCE = 0.15;
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Offline and deterministic: every host but loopback fails to resolve.
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost",
];

const args = parseCopyArgs(process.argv.slice(2), {
  // Lighthouse runs per page (median scores): 1 to 9, 1 when missing or not a number.
  "--runs": { key: "runs", usage: "--runs N", initial: 1, read: (value) => Math.min(9, Math.max(1, Number(value) || 1)) },
  // Runs after which a page whose best Performance already meets the budget is not measured again (the others go on to
  // --runs): later runs cannot change a best-of verdict, and the median categories come from at least this many.
  "--decided-after": { key: "decidedAfter", usage: "--decided-after N", initial: undefined, read: (value) => Math.min(9, Math.max(1, Number(value) || 1)) },
  "--performance": {
    key: "performance",
    usage: "--performance warn|fail",
    initial: "fail",
    read: (value) => {
      if (value !== "warn" && value !== "fail") throw new Error(`--performance takes "warn" or "fail", not ${value}`);
      return value;
    },
  },
  "--only": {
    key: "only",
    usage: "--only javascript",
    initial: undefined,
    read: (value) => {
      if (value !== "javascript") throw new Error(`--only takes "javascript", not ${value}`);
      return value;
    },
  },
});

async function main() {
  const workdir = path.resolve(args.workdir ?? path.join(tmpdir(), `fixpilot-budgets-${userInfo().username}-${process.pid}`));
  const baselineDir = `${workdir}-bare-next`;
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DATA_DIR: path.join(workdir, ".data", `budgets-${Date.now()}`),
    RATE_LIMIT_MULTIPLIER: "100",
    DATABASE_URL: "",
    REDIS_URL: "",
    OPENAI_API_KEY: "",
    YOUTUBE_API_KEY: "",
    GOOGLE_MAPS_API_KEY: "",
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
    IP_GEOLOCATION_URL: "",
  };

  buildIsolatedCopy(ROOT, workdir, { env, message: `Building the app in ${workdir} ...`, skipBuild: args.skipBuild, skipTypecheck: args.skipTypecheck });
  console.log(`Building a bare Next.js app in ${baselineDir} for the JavaScript baseline ...`);
  createBareApp(baselineDir);
  run("npx", ["--no-install", "next", "build"], { cwd: baselineDir, env, quiet: true });

  const servers = [];
  try {
    const appServer = startServer(workdir, await freePort(), env);
    servers.push(appServer);
    const bareServer = startServer(baselineDir, await freePort(), env);
    servers.push(bareServer);
    await Promise.all([waitForServer(appServer), waitForServer(bareServer)]);
    await createSampleAppointment(appServer.url);

    const baseline = await measureFirstLoadJs(bareServer.url, "/");
    console.log(`Bare Next.js page: ${kb(baseline.gzipBytes)} of JavaScript (gzip), budget ${kb(baseline.gzipBytes * (1 + JS_ALLOWANCE))}.`);

    const pages = [];
    const spanish = spanishCatalogueStrings();
    for (const page of PAGES) pages.push({ page, javascript: await measureFirstLoadJs(appServer.url, page.path, isSpanishPage(page.path) ? [] : spanish) });
    if (args.only === "javascript") {
      printJavaScript(pages, baseline);
      return;
    }
    // The bare page is measured in the same rounds, its Performance reported beside the pages: what the machine
    // allowed the framework alone at that moment.
    const decidedAfter = args.decidedAfter ?? args.runs;
    const measured = await runLighthouse(
      [...PATHS.map((page) => appServer.url + page), `${bareServer.url}/`],
      args.runs,
      decidedAfter,
      args.performance === "fail",
    );
    const lighthouse = measured.slice(0, PATHS.length);
    const bareLighthouse = measured[PATHS.length];
    const axe = await runAxe(appServer.url, PATHS);

    const results = pages.map(({ page, javascript }, index) => judge(page, javascript, baseline, lighthouse[index], axe[index]));
    const report = {
      measuredAt: new Date().toISOString(),
      nextVersion: JSON.parse(readFileSync(path.join(ROOT, "node_modules", "next", "package.json"), "utf8")).version,
      lighthouseRuns: args.runs,
      lighthouseDecidedAfter: decidedAfter,
      budgets: { lighthouse: LIGHTHOUSE_MINIMUM, javascriptAllowance: JS_ALLOWANCE, axe: "no violations" },
      baseline: { ...baseline, performance: bareLighthouse.performance },
      pages: results,
      passed: results.every((result) => result.passed),
    };
    const outDir = path.join(ROOT, ".lighthouse");
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
    lighthouse.forEach(({ lhr }, index) => writeFileSync(path.join(outDir, `${slug(PATHS[index])}.lighthouse.json`), JSON.stringify(lhr)));
    printReport(report);
    console.log(`\nWritten: ${path.relative(ROOT, path.join(outDir, "report.json"))} (full Lighthouse reports beside it)`);
    if (!report.passed) process.exitCode = 1;
  } finally {
    for (const server of servers) await stopServer(server);
    if (!args.keep) rmSync(baselineDir, { recursive: true, force: true });
    if (!args.keep && !args.workdir) rmSync(workdir, { recursive: true, force: true });
  }
}

// ---- measurements ----

/**
 * The JavaScript a first visit downloads: every <script src> in the HTML (not nomodule ones, which modern browsers skip).
 * `forbidden`: strings none of it may contain (the Spanish catalogue's, on English pages); those found are `spanishStrings`.
 */
async function measureFirstLoadJs(base, page, forbidden = []) {
  const html = await (await fetch(base + page)).text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/i.exec(attributes)?.[1])
    .filter(Boolean);
  const chunks = [];
  const found = new Set();
  for (const source of new Set(sources)) {
    const url = new URL(source.replaceAll("&amp;", "&"), base);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${page}: ${url.pathname} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    chunks.push({ src: url.pathname, bytes: bytes.length, gzipBytes: gzipSync(bytes).length });
    const text = bytes.toString("utf8");
    for (const { value, forms } of forbidden) if (forms.some((form) => text.includes(form))) found.add(value);
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { gzipBytes: sum(chunks, "gzipBytes"), bytes: sum(chunks, "bytes"), chunks, spanishStrings: [...found] };
}

/**
 * The Spanish catalogue's own words: every string of messages/es-US of 16 characters or more that differs from the
 * English string under the same key, each with the forms a bundle may hold it in (as written, JSON-escaped, and with
 * non-ASCII characters as \u escapes).
 */
function spanishCatalogueStrings() {
  const strings = (folder) => {
    const flat = new Map();
    const walk = (value, key) => {
      if (typeof value === "string") flat.set(key, value);
      else if (value && typeof value === "object") for (const [name, child] of Object.entries(value)) walk(child, `${key}.${name}`);
    };
    const directory = path.join(ROOT, "messages", folder);
    for (const file of readdirSync(directory).filter((name) => name.endsWith(".json")))
      walk(JSON.parse(readFileSync(path.join(directory, file), "utf8")), file);
    return flat;
  };
  const english = strings("en-US");
  const escapeUnicode = (text) => text.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return [...strings("es-US")]
    .filter(([key, value]) => value.length >= 16 && english.get(key) !== value)
    .map(([, value]) => ({
      value,
      forms: [...new Set([value, JSON.stringify(value).slice(1, -1), escapeUnicode(value), escapeUnicode(JSON.stringify(value).slice(1, -1))])],
    }));
}

/**
 * Lighthouse up to `runs` times on each URL; per URL, the median run's report and scores, Performance from the best
 * run. A URL that has had `decidedAfter` runs and whose best Performance meets the budget is done: more runs could
 * only raise its best, so they cannot change whether it passes (its median is then of those runs). When Performance
 * only warns (`gatePerformance` false), every URL is done after `decidedAfter` runs: further runs existed only to
 * give a slow minute on the machine a second chance at a pass, and there is no pass to reach; on a slow host they were
 * most of the step (up to 14 runs a page, 574 s against about 250 s on 2026-11-26).
 */
async function runLighthouse(urls, runs, decidedAfter = runs, gatePerformance = true) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    // One uncounted run first: a fresh Chromium's first page load pays for its own start-up (cache, compiler),
    // which would otherwise land on whichever page is measured first.
    await lighthouseRun(lighthouse, urls[0], chrome.port);
    // Round after round over all pages rather than all of one page's runs in a row: a slow minute on the machine
    // then costs every page one run, instead of all the runs of whichever page it fell on.
    const attemptsByPage = urls.map(() => []);
    const measureRounds = async (indices, label) => {
      for (let run = 0; run < runs; run += 1) {
        const decided = (index) =>
          attemptsByPage[index].length >= decidedAfter && (!gatePerformance || bestPerformance(attemptsByPage[index]) >= LIGHTHOUSE_MINIMUM.performance);
        for (const index of indices.filter((index) => !decided(index))) {
          const result = await lighthouseRun(lighthouse, urls[index], chrome.port);
          attemptsByPage[index].push(result.lhr);
          process.stdout.write(
            `Lighthouse ${urls[index]} ${label} ${run + 1}/${runs}: ${formatScores(scoresOf(result.lhr))} (CPU ${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}x, host index ${Math.round(result.lhr.environment.benchmarkIndex)})\n`,
          );
        }
      }
    };
    await measureRounds(
      urls.map((_, index) => index),
      "run",
    );
    // A page none of whose runs reached the budget gets as many again before it is judged: a slow stretch on the
    // machine can outlast one set of rounds. A page whose own work is too slow misses in both.
    const undecided = urls.map((_, index) => index).filter((index) => bestPerformance(attemptsByPage[index]) < LIGHTHOUSE_MINIMUM.performance);
    if (gatePerformance && undecided.length > 0 && runs > 1) await measureRounds(undecided, "extra run");
    const results = [];
    for (const attempts of attemptsByPage) {
      // The run with the median performance score stands for the page (its report is kept, and the other
      // categories come from it); Performance itself is judged on the best run (see the top of this file).
      attempts.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
      const lhr = attempts[Math.floor(attempts.length / 2)];
      const medianScores = scoresOf(lhr);
      const performanceRuns = attempts.map((attempt) => scoresOf(attempt).performance);
      const scores = { ...medianScores, performance: Math.max(...performanceRuns) };
      results.push({
        lhr,
        scores,
        performance: { best: scores.performance, median: medianScores.performance, runs: performanceRuns },
        failingAudits: failingAudits(lhr, scores),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/**
 * One Lighthouse run, tried again (up to three times in all) when Lighthouse itself fails to record the page, as
 * it now and then does with a fresh Chromium (NO_NAVSTART, NO_FCP on a page that did paint). Scores are never
 * retried: a low score stands.
 */
async function lighthouseRun(lighthouse, url, port) {
  let failure;
  const noindex = PAGES.some((page) => page.noindex && url.endsWith(page.path));
  const flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(LIGHTHOUSE_MINIMUM),
    throttling: { cpuSlowdownMultiplier: cpuSlowdown.multiplier },
    ...(noindex ? { skipAudits: ["is-crawlable"] } : {}),
  };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    cpuSlowdown.observe(result.lhr.environment?.benchmarkIndex);
    if (!result.lhr.runtimeError) return result;
    failure = result.lhr.runtimeError;
    process.stdout.write(`Lighthouse could not record ${url} (${failure.code}), attempt ${attempt} of 3\n`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
}

// The CPU slowdown each run uses, from the host speed the runs before it measured (scripts/lib/cpu-slowdown.mjs).
const cpuSlowdown = createCpuSlowdown();

const bestPerformance = (attempts) => Math.max(...attempts.map((lhr) => scoresOf(lhr).performance));

function scoresOf(lhr) {
  return Object.fromEntries(Object.keys(LIGHTHOUSE_MINIMUM).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
}

/** Scored audits that lost points (in the median run), per category judged under its budget: what to fix first. */
function failingAudits(lhr, judged) {
  const failing = {};
  for (const [id, minimum] of Object.entries(LIGHTHOUSE_MINIMUM)) {
    const category = lhr.categories[id];
    if (!category || judged[id] >= minimum) continue;
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => ({ id: audit.id, score: audit.score, displayValue: audit.displayValue ?? null, title: audit.title, examples: auditExamples(audit) }));
  }
  return failing;
}

/** A few concrete findings (console errors, issue types, URLs) so the report says what to fix, not just which audit. */
function auditExamples(audit) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) =>
      [item.description, item.issueType, item.sourceLocation?.url ?? item.source?.url ?? item.url].filter((part) => typeof part === "string").join(" "),
    );
}

async function runAxe(base, pages) {
  const [{ chromium }, { default: AxeBuilder }] = await Promise.all([import("playwright"), import("@axe-core/playwright")]);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== "--headless=new") });
  try {
    const results = [];
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(base + page, { waitUntil: "load" });
      // Let client components hydrate and settle (location lookups, queries) before judging the DOM.
      await tab.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
      const { violations } = await new AxeBuilder({ page: tab }).analyze();
      results.push(
        violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
          count: violation.nodes.length,
        })),
      );
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

function judge(page, javascript, baseline, lighthouse, axeViolations) {
  const allowedGzipBytes = Math.round(baseline.gzipBytes * (1 + JS_ALLOWANCE));
  const overBaseline = javascript.gzipBytes / baseline.gzipBytes - 1;
  const judged = lighthouse.scores;
  const problems = [];
  const warnings = [];
  for (const [id, minimum] of Object.entries(LIGHTHOUSE_MINIMUM)) {
    if (judged[id] >= minimum) continue;
    (id === "performance" && args.performance === "warn" ? warnings : problems).push(`Lighthouse ${id} ${judged[id]} < ${minimum}`);
  }
  if (axeViolations.length > 0) problems.push(`axe: ${axeViolations.map((violation) => `${violation.id} (${violation.count})`).join(", ")}`);
  if (javascript.spanishStrings.length > 0) problems.push(`Spanish catalogue strings in an English page's JavaScript: ${spanishSample(javascript)}`);
  if (javascript.gzipBytes > allowedGzipBytes) {
    problems.push(
      `JavaScript ${kb(javascript.gzipBytes)} is ${percent(overBaseline)} over the bare page (${kb(javascript.gzipBytes - allowedGzipBytes)} above budget)`,
    );
  }
  return {
    page: page.path,
    passed: problems.length === 0,
    problems,
    warnings,
    lighthouse: lighthouse.scores,
    performance: lighthouse.performance,
    failingAudits: lighthouse.failingAudits,
    axeViolations,
    javascript: { ...javascript, allowedGzipBytes, overBaseline: Number(overBaseline.toFixed(4)) },
  };
}

// ---- output ----

function printReport(report) {
  const rows = report.pages.map((result) => [
    result.page,
    ...Object.keys(LIGHTHOUSE_MINIMUM).map((id) => String(result.lighthouse[id])),
    String(result.performance.median),
    String(result.axeViolations.length),
    kb(result.javascript.gzipBytes),
    percent(result.javascript.overBaseline),
    result.passed ? (result.warnings.length > 0 ? "warn" : "ok") : "FAIL",
  ]);
  const header = ["page", "perf", "a11y", "best", "seo", "perf median", "axe", "JS gzip", "vs bare", ""];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(`\n${line(header)}\n${line(widths.map((width) => "-".repeat(width)))}`);
  for (const row of rows) console.log(line(row));
  const early = report.lighthouseDecidedAfter < report.lighthouseRuns ? `, fewer (at least ${report.lighthouseDecidedAfter}) once one met the budget` : "";
  const extraRuns = report.lighthouseRuns > 1 ? `${early} (twice as many for a page that missed in all of them)` : "";
  console.log(
    `perf: the best of ${report.lighthouseRuns} Lighthouse run(s)${extraRuns}, judged against ${LIGHTHOUSE_MINIMUM.performance}; perf median: reported only`,
  );
  const bare = report.baseline.performance;
  console.log(`bare Next.js page: ${kb(report.baseline.gzipBytes)}, perf ${bare.best} (median ${bare.median}); JavaScript allowance ${percent(JS_ALLOWANCE)}`);

  for (const result of report.pages.filter((page) => page.warnings.length > 0)) {
    console.log(`\n${result.page} (not failing, --performance warn):`);
    for (const warning of result.warnings) console.log(`  - ${warning}`);
  }
  for (const result of report.pages.filter((page) => !page.passed)) {
    console.log(`\n${result.page}:`);
    for (const problem of result.problems) console.log(`  - ${problem}`);
    for (const [category, audits] of Object.entries(result.failingAudits)) {
      for (const audit of audits.slice(0, 6)) {
        console.log(`      ${category}: ${audit.id} (${audit.displayValue ?? `score ${audit.score}`})`);
        for (const example of audit.examples) console.log(`          ${example}`);
      }
    }
    for (const violation of result.axeViolations) console.log(`      axe ${violation.id} [${violation.impact}]: ${violation.targets.join(" | ")}`);
    if (result.javascript.gzipBytes > result.javascript.allowedGzipBytes) {
      console.log("      largest chunks:");
      for (const chunk of result.javascript.chunks.slice(0, 5)) console.log(`        ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.src}`);
    }
  }
}

/** `--only javascript`: each page's first-load JavaScript against the budget, with its largest chunks. */
function printJavaScript(pages, baseline) {
  const allowed = baseline.gzipBytes * (1 + JS_ALLOWANCE);
  for (const { page, javascript } of pages) {
    const verdict = javascript.gzipBytes <= allowed && javascript.spanishStrings.length === 0 ? "ok" : "FAIL";
    console.log(`\n${page.path}: ${kb(javascript.gzipBytes)} (${percent(javascript.gzipBytes / baseline.gzipBytes - 1)}) ${verdict}`);
    if (javascript.spanishStrings.length > 0) console.log(`  Spanish catalogue strings in an English page: ${spanishSample(javascript)}`);
    for (const chunk of javascript.chunks.slice(0, 12)) console.log(`  ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.src}`);
    if (verdict === "FAIL") process.exitCode = 1;
  }
}

const spanishSample = (javascript) =>
  `${javascript.spanishStrings
    .slice(0, 3)
    .map((value) => JSON.stringify(value))
    .join(", ")}${javascript.spanishStrings.length > 3 ? ` and ${javascript.spanishStrings.length - 3} more` : ""}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (fraction) => `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)}%`;
const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
const slug = (page) => page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
const formatScores = (scores) =>
  Object.entries(scores)
    .map(([id, score]) => `${id} ${score}`)
    .join(", ");

// ---- the apps under test ----

/** The smallest App Router app: the baseline every page is compared with. */
function createBareApp(directory) {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(path.join(directory, "app"), { recursive: true });
  writeFileSync(path.join(directory, "package.json"), `${JSON.stringify({ name: "bare-next-baseline", private: true }, null, 2)}\n`);
  writeFileSync(
    path.join(directory, "app", "layout.tsx"),
    'import type { ReactNode } from "react";\n\nexport default function RootLayout({ children }: { children: ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(path.join(directory, "app", "page.tsx"), "export default function Page() {\n  return <main>Hello</main>;\n}\n");
  linkNodeModules(ROOT, directory);
}

/** Gives the thank-you page a real appointment 1 to show (a fresh database numbers it 1). */
async function createSampleAppointment(base) {
  const response = await fetch(`${base}/api/appointments`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Budget Check",
      email: "budgets@example.com",
      phone: "555-0100",
      category: "hvac",
      preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      timeFrame: "8-12",
      issue: "No Heat",
      diagnosticHistory: [{ type: "user", content: "No Heat" }],
    }),
  });
  if (!response.ok) console.warn(`Could not create the sample appointment (${response.status}); /thank-you is measured without it.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
