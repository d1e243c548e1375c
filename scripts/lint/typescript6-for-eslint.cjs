/**
 * typescript-eslint reads the TypeScript compiler's JavaScript API, which TypeScript 7 (the native compiler
 * this project builds and type-checks with) does not ship; it throws "typescript-eslint does not support TS 7.0"
 * at load. TypeScript's 7.0 release keeps the 6.0 API as `@typescript/typescript6` for such tools. The release
 * notes suggest aliasing the `typescript` package name to it, but `next build` type-checks with the package named
 * `typescript` through its `bin/tsc`, which the 6.0 package lacks; so `typescript` stays 7 for the build and the
 * editor, and only the ESLint process sees 6.0: requests for "typescript" made while linting resolve to
 * `@typescript/typescript6`. Node 20 has no public synchronous resolve hook (module.registerHooks needs 22.15),
 * hence Module._resolveFilename. Remove this file once typescript-eslint supports TypeScript 7.1's API
 * (typescript-eslint/typescript-eslint#10940).
 */
const Module = require("node:module");

const resolveFilename = Module._resolveFilename;

// "typescript" and its subpaths ("typescript/lib/tsserverlibrary", which the project service loads).
Module._resolveFilename = function resolveTypescriptToVersion6(request, ...rest) {
  const isTypescript = request === "typescript" || request.startsWith("typescript/");
  return resolveFilename.call(this, isTypescript ? `@typescript/typescript6${request.slice("typescript".length)}` : request, ...rest);
};
