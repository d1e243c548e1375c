import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { clientEnvSchema, parseEnv } from "./lib/env/schema";

// Public values are inlined into the build, so a bad one must fail the build, not a visitor's page.
parseEnv(clientEnvSchema, process.env);

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WASM and data files it loads from its own package folder at run time; zipcodes is a large
  // data file best left to Node rather than bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "zipcodes"],
};

export default withNextIntl(nextConfig);
