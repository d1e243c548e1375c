// Preloaded into the Node server (`node --require ./forwarded-for.cjs server.js`, see the Dockerfile): appends
// each request's TCP peer address to X-Forwarded-For, as a reverse proxy does. The app then counts addresses
// from the right (TRUSTED_PROXY_COUNT, lib/location/client-ip.ts), so whatever a client writes into the
// header itself is never taken as its address. Next.js fills X-Forwarded-For only when it is absent, and only
// after proxy.ts has run, so the rate limiter would otherwise see the client's own words.
// Hand-written: a dozen lines, where a custom server would replace Next's standalone server.js.
const http = require("node:http");

// The same preload answers TRACE, which the Fetch API forbids, with 405: Next.js turns every request into a fetch
// Request, which throws for it, so it would end as a 500 and a stack trace in the log. (TRACK and methods Node's parser
// does not know get its 400 before this; CONNECT never reaches "request".) The text is the API's "methodNotAllowed";
// this file is copied alone beside server.js, so it cannot read the message catalogue.
const FORBIDDEN_BY_FETCH = new Set(["TRACE", "TRACK"]);
// The security headers every other reply carries (lib/security/headers.ts's STATIC_SECURITY_HEADERS, which this file
// cannot import; tests/integration/forwarded-for.test.ts fails when the two lists differ), and a CSP that allows
// nothing, since this reply is JSON and loads nothing.
const SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "geolocation=(self), microphone=(self), camera=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPeerAddress(event, request, ...rest) {
  if (event === "request" && request && FORBIDDEN_BY_FETCH.has(request.method)) {
    const response = rest[0];
    response.writeHead(405, {
      ...SECURITY_HEADERS,
      Allow: "GET, HEAD, POST, OPTIONS",
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      Connection: "close",
    });
    response.end(JSON.stringify({ message: "Method not allowed" }));
    return true;
  }
  if (event === "request" && request && request.socket && request.socket.remoteAddress) {
    const prior = request.headers["x-forwarded-for"];
    const peer = request.socket.remoteAddress;
    request.headers["x-forwarded-for"] = prior ? `${prior}, ${peer}` : peer;
  }
  return emit.call(this, event, request, ...rest);
};
