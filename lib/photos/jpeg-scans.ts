// No "server-only": a pure function of the bytes, used by the pipeline and by the tests that build scan bombs.

const SOS = 0xda;
const EOI = 0xd9;
const SOI = 0xd8;

/**
 * Counts a JPEG's scans (SOS markers) by walking its segments, without decoding anything. A camera writes one scan
 * (baseline) or about ten (progressive); a file made of thousands of tiny scans makes libjpeg redo the whole
 * coefficient buffer once per scan, which is how a 533 KB file costs 21 s of CPU. Stops counting once past `stopAfter`.
 * Hand-written: a marker walk of a few lines, and no library counts scans without decoding.
 */
export function countJpegScans(bytes: Uint8Array, stopAfter = Number.POSITIVE_INFINITY): number {
  let scans = 0;
  let index = 2;
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return 0;
  while (index + 1 < bytes.length) {
    if (bytes[index] !== 0xff) {
      const next = bytes.indexOf(0xff, index);
      if (next === -1) break;
      index = next;
      continue;
    }
    const marker = bytes[index + 1];
    // Fill bytes, stuffed zeros and restart markers carry no length.
    if (marker === 0xff || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      index += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === EOI) break;
    if (index + 3 >= bytes.length) break;
    const length = (bytes[index + 2] << 8) | bytes[index + 3];
    index += 2 + length;
    if (marker === SOS) {
      scans += 1;
      if (scans > stopAfter) break;
      // Entropy-coded data follows up to the next marker; the loop above skips it byte by byte.
    }
  }
  return scans;
}
