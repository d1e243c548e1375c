// use-intl ships ESM only and Jest's sandbox runs CommonJS; Node (20.19+) loads ESM through require natively,
// so the server-side translator (lib/dispatch/email) gets the real package, outside Jest's transform.
const path = require("node:path");
const nodeModule = require("node:module");

module.exports = nodeModule.Module._load(path.join(__dirname, "../../node_modules/use-intl/dist/esm/production/core.js"), null, false);
