// Proves that no server secret reaches the browser. Builds a private copy of the working tree with dummy
// secrets set, then fails if any of them appears in what a browser can download: .next/static/**, the
// prerendered HTML and RSC payloads, and the HTML and RSC answers of a few pages served by `next start`.
//
//   npm run check:secrets                      copy, build, scan, serve, fetch (about a minute)
//   npm run check:secrets -- --skip-typecheck  same, but the build ignores TypeScript errors (the type
//                                              check is `npm run typecheck`'s job; use while the tree has WIP)
//   npm run check:secrets -- --workdir DIR --skip-build
//                                              re-check an existing copy that this script built earlier
//
// The copy (default a fresh folder under the system temp dir, or CHECK_SECRETS_WORKDIR) keeps the main
// tree's .next untouched, so it is safe while others build or run `next dev` in the same tree.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsolatedCopy, freePort, parseCopyArgs, startServer, stopServer, waitForServer } from "./lib/isolated-app.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = ["/", "/hvac/no-heat", "/schedule", "/thank-you"];

// Values that look like the real thing, so a leak through any code path that formats or validates them shows.
const SECRETS = {
  OPENAI_API_KEY: "sk-test-SECRET-openai-123",
  YOUTUBE_API_KEY: "yt-SECRET-456",
  GOOGLE_MAPS_API_KEY: "gm-SECRET-789",
  DATABASE_URL: "postgresql://secretuser:secretpass@127.0.0.1:5432/test",
  // Dispatch (issue 12): nothing listens on port 9, so deliveries just wait in the outbox.
  DISPATCH_WEBHOOK_SECRET: "whsec_U0VDUkVULXdlYmhvb2stc2VjcmV0LTEyMzQ1Njc=",
  CRON_SECRET: "cron-SECRET-0123456789abcdef",
  SMTP_URL: "smtp://mailer:smtpSECRETpass@127.0.0.1:9",
};
// The parts of the database URL that must not show up on their own either (an error page quoting the user, say).
const NEEDLES = [...Object.values(SECRETS), "secretuser", "secretpass", "smtpSECRETpass"];

const args = parseCopyArgs(process.argv.slice(2));

async function main() {
  const workdir = path.resolve(
    args.workdir ?? process.env.CHECK_SECRETS_WORKDIR ?? path.join(tmpdir(), `fixpilot-check-secrets-${userInfo().username}-${process.pid}`),
  );
  const env = {
    ...process.env,
    ...SECRETS,
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DATA_DIR: path.join(workdir, ".data", "pglite"),
    // A map key is public by design; leave it unset so the only keys in play are the secret ones.
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
    REDIS_URL: "",
  };

  buildIsolatedCopy(ROOT, workdir, {
    env,
    message: `Building an isolated copy in ${workdir} with dummy secrets ...`,
    skipBuild: args.skipBuild,
    skipTypecheck: args.skipTypecheck,
  });

  const leaks = [];
  const files = [...listFiles(path.join(workdir, ".next", "static")), ...listFiles(path.join(workdir, ".next", "server", "app")).filter(isServedToBrowsers)];
  for (const file of files) {
    const content = readFileSync(file);
    for (const needle of NEEDLES) {
      if (content.includes(needle)) leaks.push({ where: path.relative(workdir, file), needle });
    }
  }
  console.log(`Scanned ${files.length} build files served to browsers.`);

  const port = await freePort();
  const server = startServer(workdir, port, env);
  try {
    const base = server.url;
    await waitForServer(server);
    for (const page of PAGES) {
      for (const [kind, headers] of [
        ["HTML", {}],
        ["RSC", { RSC: "1" }],
      ]) {
        const response = await fetch(base + page, { headers, redirect: "manual" });
        const body = await response.text();
        const headerText = [...response.headers].map(([key, value]) => `${key}: ${value}`).join("\n");
        for (const needle of NEEDLES) {
          if (body.includes(needle) || headerText.includes(needle)) leaks.push({ where: `${kind} of ${page} (${response.status})`, needle });
        }
      }
    }
    console.log(`Fetched ${PAGES.length} pages as HTML and RSC from next start.`);
  } finally {
    await stopServer(server);
  }

  if (leaks.length > 0) {
    console.error("\nSecrets reached the browser:");
    for (const { where, needle } of leaks) console.error(`  ${needle}  in  ${where}`);
    process.exitCode = 1;
  } else {
    console.log("No secret found in anything a browser can load.");
    if (!args.workdir && !args.keep) rmSync(workdir, { recursive: true, force: true });
  }
}

/**
 * Prerendered pages, their RSC payloads (segments included), static route bodies (robots.txt, sitemap) and
 * their stored headers are sent to browsers as they are; the server bundles beside them are not.
 */
function isServedToBrowsers(file) {
  return /\.(html|rsc|body|meta)$/.test(file);
}

function listFiles(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.isFile() && statSync(full).size > 0 ? [full] : [];
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
