import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
    "^use-intl/core$": "<rootDir>/tests/support/use-intl-core.js",
    "^file-type$": "<rootDir>/tests/support/file-type.js",
  },
  testEnvironment: "node",
  // A build's .next/standalone holds a copy of package.json; Jest's module map must not see two "fixpilot"s.
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
  // jest-dom's matchers on @jest/globals' expect, for component tests that opt into jsdom.
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-setup.ts"],
};

// Two tiers: fast unit tests, and integration tests that start real databases and local HTTP stand-ins.
const unit = await createJestConfig({ ...shared, displayName: "unit", testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"] })();
const integration = await createJestConfig({
  ...shared,
  displayName: "integration",
  testMatch: ["<rootDir>/tests/integration/**/*.test.ts?(x)"],
})();

const jestConfig = { projects: [unit, integration], testTimeout: 30000 };

export default jestConfig;
