// file-type ships ESM only and Jest's sandbox runs CommonJS; Node (20.19+) loads ESM through require natively,
// as tests/support/use-intl-core.js does for use-intl.
const path = require("node:path");
const nodeModule = require("node:module");

module.exports = nodeModule.Module._load(path.join(__dirname, "../../node_modules/file-type/index.js"), null, false);
