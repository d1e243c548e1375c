// The two hostile images of issue 35, built by hand so tests and `npm run bench:photos` need no fixture files: a JPEG
// with far more progressive scans than a camera writes (decoding cost), and a 16-bit Adam7-interlaced PNG (decoding
// memory). One module for the Jest suites (tests/support/photos.ts) and the bench.
import { constants, createDeflate, crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * A progressive JPEG with `scans` scans, as the security test's decoding-cost bomb: sharp writes a valid progressive
 * file, and its last scan (a refinement pass) is repeated before the end marker, so the file stays decodable (libjpeg
 * only warns) while every extra scan costs a pass over the whole image.
 */
export async function manyScanJpeg(scans, options = {}) {
  const width = options.width ?? 1000;
  const height = options.height ?? 1000;
  const progressive = await sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 60 } } })
    .jpeg({ progressive: true, quality: 90 })
    .toBuffer();
  const lastScan = progressive.lastIndexOf(Buffer.from([0xff, 0xda]));
  const end = progressive.length - 2; // the EOI marker
  const scan = progressive.subarray(lastScan, end);
  const written = countScans(progressive);
  return Buffer.concat([progressive.subarray(0, end), ...Array.from({ length: Math.max(0, scans - written) }, () => scan), progressive.subarray(end)]);
}

function countScans(jpeg) {
  let count = 0;
  for (let index = jpeg.indexOf(Buffer.from([0xff, 0xda])); index !== -1; index = jpeg.indexOf(Buffer.from([0xff, 0xda]), index + 2)) count += 1;
  return count;
}

/**
 * A valid Adam7-interlaced 16-bit RGBA PNG of width×height (all transparent black, so 49 MP deflate to about 380 KB),
 * built by hand and deflated in 1 MB steps: sharp would need the whole raw image (8 bytes a pixel) in memory first.
 */
export async function interlaced16BitPng(width = 7000, height = 7000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 16; // bit depth
  header[9] = 6; // RGBA
  header[12] = 1; // Adam7
  // Adam7's seven passes: start column, start row, column step, row step. Each row is a filter byte and its samples.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  let rawLength = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const passWidth = Math.ceil((width - x0) / dx);
    const passHeight = Math.ceil((height - y0) / dy);
    if (passWidth > 0 && passHeight > 0) rawLength += passHeight * (1 + passWidth * 8);
  }
  // Run-length matching: as small as level 9's default strategy on these zeros, and 20 times faster.
  const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE });
  const compressed = [];
  deflate.on("data", (chunk) => compressed.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = rawLength; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return pngFile(header, Buffer.concat(compressed));
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function pngFile(header, idat) {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
