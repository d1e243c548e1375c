// @formatjs/icu-messageformat-parser ships ESM only; loaded through Node's own require, outside Jest's sandbox,
// as tests/support/use-intl-core.js does for use-intl.
const path = require("node:path");
const nodeModule = require("node:module");

module.exports = nodeModule.Module._load(path.join(__dirname, "../../node_modules/@formatjs/icu-messageformat-parser/index.js"), null, false);
