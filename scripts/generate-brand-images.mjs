// Renders the sharing image (public/og-image.png, 1200x630) and app/favicon.ico from SVG with sharp.
// Run after changing the brand: `node scripts/generate-brand-images.mjs`. The outputs are committed.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const name = process.env.NEXT_PUBLIC_SITE_NAME || "FixPilot";
const icon = readFileSync("app/icon.svg", "utf8");
const iconInner = icon.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(96 150) scale(2.5)">${iconInner}</g>
  <text x="290" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#fff">${name}</text>
  <text x="96" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#dbeafe">AI-powered home repair diagnostics</text>
  <text x="96" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#bfdbfe">HVAC · Plumbing · Electrical · DIY guides · Trusted contractors</text>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile("public/og-image.png");

// An ICO file may hold PNG images: a 6-byte header, one 16-byte directory entry per image, then the PNGs.
const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map((size) => sharp(Buffer.from(icon)).resize(size, size).png().toBuffer()));
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = pngs.map((png, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[index], 0);
  entry.writeUInt8(sizes[index], 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync("app/favicon.ico", Buffer.concat([header, ...entries, ...pngs]));
console.log("wrote public/og-image.png and app/favicon.ico");
