import { config } from "zod/v4/core";

// zod 4 probes `new Function("")` when it builds an object schema, to compile faster parsers. Our CSP has no
// 'unsafe-eval', so in the browser that probe is reported as a CSP violation (a Lighthouse Best Practices
// failure) even though zod catches it. Import this module before any schema module in client code.
// The setting lives in zod's core, shared by the classic and the mini build. Browser only: the server has no
// CSP to trip and keeps the faster compiled parsers.
if (typeof window !== "undefined") config({ jitless: true });
