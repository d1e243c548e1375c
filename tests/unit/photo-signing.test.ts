import { describe, expect, it } from "@jest/globals";

import { createPhotoUrlSigner, MAX_PHOTO_LINK_TTL_SECONDS, PHOTO_LINK_TTL } from "@/lib/photos/signing";

const signer = createPhotoUrlSigner(Buffer.alloc(32, 7));
const ID = "A".repeat(22);
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

function parts(path: string) {
  const query = new URL(path, "http://localhost").searchParams;
  return { expires: query.get("expires")!, sig: query.get("sig")! };
}

describe("photo link signatures", () => {
  const { expires, sig } = parts(signer.path(ID, "full", PHOTO_LINK_TTL.page, NOW));

  it("verifies the link it signed, in its one spelling", () => {
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(ID, "full", expires, sig, NOW)).toBe(true);
  });

  it("refuses the same signature with padding, junk, other bits in its last character, or the other alphabet", () => {
    const last = sig.at(-1)!;
    // The last of 43 characters holds 4 bits of the MAC and 2 spare bits: flipping a spare bit decodes to the same bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const spareBitTwin = sig.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
    expect(Buffer.from(spareBitTwin, "base64url").equals(Buffer.from(sig, "base64url"))).toBe(true);
    const variants = [`${sig}=`, `${sig}.`, ` ${sig}`, `${sig.slice(0, 10)}!${sig.slice(10)}`, spareBitTwin, Buffer.from(sig, "base64url").toString("base64")];
    for (const variant of variants) expect(signer.verify(ID, "full", expires, variant, NOW)).toBe(false);
  });

  it("refuses an expiry spelled with leading zeros", () => {
    expect(signer.verify(ID, "full", `0${expires}`, sig, NOW)).toBe(false);
  });

  it("refuses an expiry later than the longest link it issues, even when correctly signed", () => {
    const longest = parts(signer.path(ID, "full", MAX_PHOTO_LINK_TTL_SECONDS, NOW));
    expect(signer.verify(ID, "full", longest.expires, longest.sig, NOW)).toBe(true);
    const forever = parts(signer.path(ID, "full", 10 * 365 * 24 * 60 * 60, NOW));
    expect(signer.verify(ID, "full", forever.expires, forever.sig, NOW)).toBe(false);
    expect(MAX_PHOTO_LINK_TTL_SECONDS).toBe(PHOTO_LINK_TTL.webhook);
  });

  it("refuses an expired link", () => {
    expect(signer.verify(ID, "full", expires, sig, NOW + (PHOTO_LINK_TTL.page + 2 * 3600) * 1000)).toBe(false);
  });
});
