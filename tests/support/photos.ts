import { constants, createDeflate, crc32, deflateSync } from "node:zlib";
import piexif from "piexifjs";
import sharp from "sharp";

/** Where the phone "was": the fixture's GPS position, which must never come back out. */
export const FIXTURE_GPS = { lat: 30.2672, lng: -97.7431 };

/**
 * A phone-style JPEG: stored sideways (wider than tall, a red band along the stored top edge) with EXIF
 * Orientation 6 (display rotated 90° clockwise), GPS position, camera make and model, as a phone writes it.
 * Upright, the picture is taller than wide and the red band runs down its right edge.
 */
export async function phoneStyleJpeg(options: { width?: number; height?: number; noise?: boolean } = {}): Promise<Buffer> {
  const width = options.width ?? 3000;
  const height = options.height ?? 2000;
  const base = options.noise
    ? sharp(randomPixels(width, height), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } });
  const band = await sharp({ create: { width, height: Math.round(height / 8), channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  const jpeg = await base
    .composite([{ input: band, top: 0, left: 0 }])
    .jpeg({ quality: options.noise ? 92 : 90 })
    .toBuffer();
  const exif = piexif.dump({
    "0th": { [piexif.ImageIFD.Make]: "Apple", [piexif.ImageIFD.Model]: "iPhone 15 Pro", [piexif.ImageIFD.Orientation]: 6 },
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: "2026:11:20 09:15:00" },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: "N",
      [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(FIXTURE_GPS.lat),
      [piexif.GPSIFD.GPSLongitudeRef]: "W",
      [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(-FIXTURE_GPS.lng),
    },
  });
  return Buffer.from(piexif.insert(exif, jpeg.toString("binary")), "binary");
}

function randomPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  // Cheap pseudo-noise: photo-like entropy so the JPEG is megabytes, not kilobytes.
  let seed = 12345;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = (seed >> 16) & 0xff;
  }
  return pixels;
}

/** A decompression bomb: a PNG whose header claims width×height pixels, with only a few rows of real data. */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function photoForm(bytes: Uint8Array, options: { field?: string; filename?: string; type?: string } = {}): FormData {
  const form = new FormData();
  form.append(options.field ?? "photo", new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/jpeg" }), options.filename ?? "IMG_0001.jpg");
  return form;
}

/**
 * A progressive JPEG with `scans` scans, as the security test's decoding-cost bomb: sharp writes a valid progressive
 * file, and its last scan (a refinement pass) is repeated before the end marker, so the file stays decodable (libjpeg
 * only warns) while every extra scan costs a pass over the whole image.
 */
export async function manyScanJpeg(scans: number, options: { width?: number; height?: number } = {}): Promise<Buffer> {
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

function countScans(jpeg: Buffer): number {
  let count = 0;
  for (let index = jpeg.indexOf(Buffer.from([0xff, 0xda])); index !== -1; index = jpeg.indexOf(Buffer.from([0xff, 0xda]), index + 2)) count += 1;
  return count;
}

/**
 * A valid Adam7-interlaced 16-bit RGBA PNG of width×height (all transparent black, so 49 MP deflate to about 380 KB),
 * built by hand and deflated in 1 MB steps: sharp would need the whole raw image (8 bytes a pixel) in memory first.
 */
export async function interlaced16BitPng(width = 7000, height = 7000): Promise<Buffer> {
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
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = rawLength; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return pngFile(header, Buffer.concat(compressed));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pngFile(header: Buffer, idat: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
