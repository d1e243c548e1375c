import { createRequire } from "node:module";

import { defineConfig, globalIgnores } from "eslint/config";

// Before anything loads typescript-eslint: the linter needs TypeScript 6.0's API (see the file for why).
createRequire(import.meta.url)("./scripts/lint/typescript6-for-eslint.cjs");

const { default: nextCoreWebVitals } = await import("eslint-config-next/core-web-vitals");
const { default: nextTypescript } = await import("eslint-config-next/typescript");
const { default: tseslint } = await import("typescript-eslint");

export default defineConfig([
  ...nextCoreWebVitals,
  ...nextTypescript,
  globalIgnores([
    ".next/**",
    ".data/**",
    "node_modules/**",
    "lib/db/generated/**",
    "lib/security/generated/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
    "coverage/**",
  ]),
  {
    // Type-aware rules that catch real bugs (a promise nobody awaits, a misused async callback) at a modest
    // cost; the full recommendedTypeChecked set is left out because it doubles lint time on this machine.
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      // A leading underscore names a value kept on purpose: the rest of an object without one key, an
      // interface's parameter a stub ignores.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // CommonJS on purpose: preloaded with `node --require` or loaded by Jest's module map, where import cannot go.
    files: ["**/*.cjs", "tests/support/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
