import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";

import { localeRewrites } from "./i18n/locales";
import { notFoundRewrites } from "./lib/catalog/not-found-pages";
import { assertDatabaseForHost, assertMapIdForMapsKey, assertPhotoStoreForHost, resolveSiteUrl } from "./lib/env/platform";
import { clientEnvSchema, parseEnv, serverEnvSchema } from "./lib/env/schema";
import { STATIC_SECURITY_HEADERS } from "./lib/security/headers";

// Messages are compiled at build time, so browsers get next-intl's small formatter instead of the ICU parser
// (about 12 KB gzip on every page with a translated client component). The catalogue holds only strings and
// nested objects (no arrays), which this requires. Not under `next dev`, where next-intl refuses `t.raw` on
// precompiled messages (pages that read a group of strings answer 500).
const withNextIntl = (phase: string) =>
  createNextIntlPlugin({
    requestConfig: "./i18n/request.ts",
    experimental: {
      messages: { path: "./messages", format: "json", locales: "infer", precompile: phase !== PHASE_DEVELOPMENT_SERVER },
    },
  });

// PGlite's WASM, data and extensions: about 20 MB of the server folder's 52 MB of node_modules.
const PGLITE_FILES = ["node_modules/@electric-sql/pglite/**", "node_modules/pglite-prisma-adapter/**"];

const nextConfig = (siteUrl: string | undefined, postgresOnly: boolean): NextConfig => ({
  poweredByHeader: false,
  // A self-contained server folder (.next/standalone) for containers and any host that runs `node server.js`;
  // Vercel and Netlify package the build their own way and ignore it.
  output: "standalone",
  // scripts/build.ts builds twice (the second pass bundles the CSP hashes of the first one's pages) and
  // needs both to write the same HTML, whose inline scripts carry the build id.
  generateBuildId: async () => process.env.FIXPILOT_BUILD_ID || null,
  reactStrictMode: true,
  // No ETag on pages. Next hashes every page response's whole HTML (FNV-1a in JavaScript, on the event loop) to make
  // one: in a CPU profile of the 200-client load test that was a fifth of the server's CPU, for prerendered pages
  // whose hash never changes. The HTML is small and cached by `s-maxage` at a CDN, which makes its own validators;
  // static assets keep their immutable caching (docs/performance-load.md).
  generateEtags: false,
  // PGlite ships WASM and data files it loads from its own package folder at run time; zipcodes is a large
  // data file best left to Node rather than bundled. nodemailer is loaded by name by the dispatch send thread
  // (lib/dispatch/send-thread.ts), so it must be a package in node_modules, also in .next/standalone.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "zipcodes", "nodemailer"],
  // The app's migrator reads the SQL migrations at run time (lib/db/migrator.ts).
  outputFileTracingIncludes: { "/api/**": ["./prisma/migrations/**/*"] },
  // A build made with DATABASE_URL set (as a serverless host's must be) is for PostgreSQL, so its server folder
  // leaves PGlite out; started without DATABASE_URL it answers 503 and logs why (lib/db/open.ts).
  outputFileTracingExcludes: postgresOnly ? { "*": PGLITE_FILES } : undefined,
  // Unknown catalogue URLs, named by proxy.ts in a request header, get their prerendered not-found page; every
  // other page URL goes to its language's route in app/[locale] (/hvac → /en-US/hvac, /es/hvac → /es-US/hvac).
  // Rewrites, not next-intl's middleware: a proxy rewrite to request.url's origin is taken for an external one
  // under `next start -H <host>` (see lib/catalog/not-found-pages.ts), and these keep proxy.ts's public paths.
  async rewrites() {
    return { beforeFiles: [...notFoundRewrites(), ...localeRewrites()], afterFiles: [], fallback: [] };
  },
  // On every response, static files included; the CSP depends on run-time keys, so proxy.ts adds it.
  async headers() {
    return [{ source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] }];
  },
  // The public address, resolved from the host's variables when NEXT_PUBLIC_SITE_URL is unset
  // (lib/env/platform.ts), inlined where config/site.ts reads it. None on one's own machine: the running server's
  // links then use the address it listens on (config/site.ts).
  env: siteUrl ? { NEXT_PUBLIC_SITE_URL: siteUrl } : {},
  // The data cache (video searches) and any page Next renders and caches at run time stay in memory, so the
  // server never writes into its own folder: a read-only file system (container, serverless) is fine.
  // Serverless hosts bring their own shared cache.
  // globalNotFound: an address outside app/[locale] and app/operator (the two root layouts) that no route answers
  // gets app/global-not-found.tsx.
  experimental: { isrFlushToDisk: false, globalNotFound: true },
});

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    if (!process.env.FIXPILOT_BUILD_ID) {
      throw new Error("Build with `npm run build` (scripts/build.ts): a plain `next build` would ship prerendered pages the CSP blocks.");
    }
    // Stop here rather than deploy an app whose every booking fails.
    assertDatabaseForHost(process.env);
    assertPhotoStoreForHost(process.env);
    assertMapIdForMapsKey(process.env);
    // A value the server would refuse at start-up fails the build too, naming the variable (absent ones are fine:
    // a container build has no secrets yet).
    parseEnv(serverEnvSchema, process.env);
  }
  // Public values are inlined into the build, so a bad one must fail the build, not a visitor's page.
  parseEnv(clientEnvSchema, process.env);
  return withNextIntl(phase)(nextConfig(resolveSiteUrl(process.env), Boolean(process.env.DATABASE_URL?.trim())));
}
