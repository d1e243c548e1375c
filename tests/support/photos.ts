import { deflateSync } from "node:zlib";
import piexif from "piexifjs";
import sharp from "sharp";
import { pngFile } from "../../scripts/lib/photo-bombs.mjs";

export { interlaced16BitPng, manyScanJpeg } from "../../scripts/lib/photo-bombs.mjs";

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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return pngFile(header, deflateSync(Buffer.alloc((width + 1) * 4)));
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function photoForm(bytes: Uint8Array, options: { field?: string; filename?: string; type?: string } = {}): FormData {
  const form = new FormData();
  form.append(options.field ?? "photo", new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/jpeg" }), options.filename ?? "IMG_0001.jpg");
  return form;
}
