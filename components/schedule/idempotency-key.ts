/**
 * A random key that lets POST /api/appointments recognise a retry of the same booking. randomUUID needs
 * a secure context, so plain-http previews (a LAN address) fall back to getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
