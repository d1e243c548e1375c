import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { notFoundRewrites } from "./lib/catalog/not-found-pages";
import { clientEnvSchema, parseEnv } from "./lib/env/schema";
import { STATIC_SECURITY_HEADERS } from "./lib/security/headers";

// Public values are inlined into the build, so a bad one must fail the build, not a visitor's page.
parseEnv(clientEnvSchema, process.env);

// Messages are compiled at build time, so browsers get next-intl's small formatter instead of the ICU parser
// (about 12 KB gzip on every page with a translated client component). The catalogue holds only strings and
// nested objects (no arrays), which this requires.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WASM and data files it loads from its own package folder at run time; zipcodes is a large
  // data file best left to Node rather than bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "zipcodes"],
  // The app's migrator reads the SQL migrations at run time (lib/db/migrator.ts).
  outputFileTracingIncludes: { "/api/**": ["./prisma/migrations/**/*"] },
  // Unknown catalogue URLs, named by proxy.ts in a request header, get their prerendered not-found page.
  async rewrites() {
    return { beforeFiles: notFoundRewrites(), afterFiles: [], fallback: [] };
  },
  // On every response, static files included; the CSP depends on run-time keys, so proxy.ts adds it.
  async headers() {
    return [{ source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] }];
  },
};

export default withNextIntl(nextConfig);
