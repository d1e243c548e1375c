export { parse, TYPE } from "@formatjs/icu-messageformat-parser";
