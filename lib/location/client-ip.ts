import "server-only";
import { BlockList, isIP } from "node:net";

import { detectServerlessHost, type ServerlessHost } from "@/lib/env/platform";
import { serverEnv } from "@/lib/env/server";

// Addresses that never locate a homeowner: sending them to the provider wastes a request and leaks nothing useful.
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}

/** Who may tell us the client's address: the host's own header, or a number of proxies in front of us. */
export interface ClientAddressTrust {
  /** A serverless host that sets its own client-address header and overwrites anything the client sent. */
  host?: ServerlessHost;
  /** How many proxies in front of this server append to X-Forwarded-For (TRUSTED_PROXY_COUNT, default 0). */
  trustedProxyCount?: number;
}

// The header each host sets itself, whatever the client sent. AWS Lambda (behind API Gateway or CloudFront)
// has none of its own: it is counted by TRUSTED_PROXY_COUNT like any other proxy chain.
const HOST_CLIENT_HEADERS: Partial<Record<NonNullable<ClientAddressTrust["host"]>, string>> = {
  Vercel: "x-vercel-forwarded-for",
  Netlify: "x-nf-client-connection-ip",
  Cloudflare: "cf-connecting-ip",
};

/** The trust settings of this process, from the validated environment. */
export function clientAddressTrust(): ClientAddressTrust {
  const env = serverEnv();
  return { host: detectServerlessHost(env), trustedProxyCount: env.TRUSTED_PROXY_COUNT };
}

/**
 * The visitor's address, from what nobody but our own infrastructure can set:
 * - on Vercel, Netlify or Cloudflare (Pages/Workers), the header the host writes itself;
 * - else X-Forwarded-For counted from the right: each proxy appends the address it received the request
 *   from, and the Node server appends its TCP peer (lib/server/forwarded-for.cjs), so the last entry is the
 *   socket address and the one TRUSTED_PROXY_COUNT places before it is what the outermost trusted proxy saw.
 *   Entries further left were written by the client and are ignored;
 * A host's header is read only on that host (a client can send any header anywhere else); behind a CDN
 * such as Cloudflare in front of a container, count it in TRUSTED_PROXY_COUNT.
 * Null when no address can be told (the caller puts such requests in one shared bucket).
 */
export function clientIpFrom(headers: Headers, trust: ClientAddressTrust = clientAddressTrust()): string | null {
  const hostHeader = trust.host ? HOST_CLIENT_HEADERS[trust.host] : undefined;
  if (hostHeader) {
    const fromHost = normalizeIp(headers.get(hostHeader)?.split(",")[0]);
    if (fromHost) return fromHost;
  }
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return null;
  const index = Math.max(0, hops.length - 1 - (trust.trustedProxyCount ?? 0));
  return normalizeIp(hops[index]);
}

export function isPublicIp(ip: string): boolean {
  const version = isIP(ip);
  if (version === 4) return !nonPublic.check(ip, "ipv4");
  if (version === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    return mapped ? isPublicIp(mapped) : !nonPublic.check(ip, "ipv6");
  }
  return false;
}

/** Drops ports and IPv6 brackets some proxies add ("[2001:db8::1]:443", "203.0.113.7:5123"); null unless a valid IP is left. */
function normalizeIp(value: string | null | undefined): string | null {
  let ip = value?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  return isIP(ip) ? ip : null;
}
