import "server-only";
import { BlockList, isIP } from "node:net";

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

/** The visitor's address as the proxy in front of us reports it: the first x-forwarded-for entry, else x-real-ip. */
export function clientIpFrom(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0];
  return normalizeIp(forwarded) ?? normalizeIp(headers.get("x-real-ip"));
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
