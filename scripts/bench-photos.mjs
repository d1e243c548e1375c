// Benchmark of photo uploads (issue 22): BENCH_CONNECTIONS clients (default 10) each upload a ~3 MB phone photo
// (12 MP JPEG with GPS, camera and orientation tags) to POST /api/photos, one after another, for BENCH_DURATION
// seconds (default 30), against a production build. It prints photos/s, p50/p99 latency, and the server's idle and
// peak resident memory (the whole `next start` process tree, sampled from /proc every 100 ms), and fails when the peak
// reaches 512 MB (on PGlite, whose engine alone is resident before any request: when the uploads add 512 MB) or when
// any upload failed (a non-2xx answer, an error or a timeout; in the mixed case, the bombs' 422 refusals are the
// expected answer and anything else fails).
// Cases (issue 35, BENCH_CASES, default all): `phone`; `mixed`, the same clients sending, in turn, a phone photo, the
// decoding-cost bomb (a 7000×7000 progressive JPEG of 2,600 scans) and the memory bomb (a 49 MP 16-bit RGBA
// Adam7-interlaced PNG). Every request comes from its own made-up address (X-Forwarded-For), so the per-address caps
// do not hide the server's own limits.
//
//   npm run build && npm run bench:photos          PGlite, then PostgreSQL (BENCH_DATABASE_URL), db photo store
//   BENCH_TARGETS=postgres npm run bench:photos
//   BENCH_PHOTO_STORE=fs npm run bench:photos       photos in a throwaway folder instead of the database
//   BENCH_APP_DIR=/tmp/fixpilot-perf npm run bench:photos     a build in another folder (see scripts/bench.mjs)
//
// Traffic only ever goes to loopback addresses, and every run is bounded in time.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import piexif from "piexifjs";
import sharp from "sharp";
import { assertProductionBuild, clamp, throwawaySchema, withServer } from "./bench.mjs";
import { interlaced16BitPng, manyScanJpeg } from "./lib/photo-bombs.mjs";
import { assertEveryUploadStored } from "./lib/upload-verdict.mjs";

const DURATION_S = clamp(Number(process.env.BENCH_DURATION) || 30, 1, 120);
const CONNECTIONS = clamp(Number(process.env.BENCH_CONNECTIONS) || 10, 1, 50);
const TARGETS = (process.env.BENCH_TARGETS || "pglite,postgres").split(",").map((target) => target.trim());
/** Where the server keeps the photos: db (default, the embedded setup) or fs (a throwaway folder). */
const PHOTO_STORE = process.env.BENCH_PHOTO_STORE === "fs" ? "fs" : "db";
const RSS_LIMIT_MB = 512;
// As `npm start` and the Dockerfile run the server: two glibc malloc arenas, so sharp's threads do not fragment the heap.
const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2" };
const BOUNDARY = "----fixpilot-bench-photos";
const CASES = (process.env.BENCH_CASES || "phone,mixed").split(",").map((name) => name.trim());

/** A 12 MP phone-style JPEG of about 3 MB: photo-like noise, softened, with the EXIF a phone writes. */
export async function phonePhoto() {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = 96 + ((seed >> 16) & 0x3f);
  }
  const soft = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .raw()
    .toBuffer();
  return withPhoneExif(
    await sharp(soft, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}

function withPhoneExif(jpeg) {
  const exif = piexif.dump({
    "0th": { [piexif.ImageIFD.Make]: "Apple", [piexif.ImageIFD.Model]: "iPhone 15 Pro", [piexif.ImageIFD.Orientation]: 6 },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: "N",
      [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(30.2672),
      [piexif.GPSIFD.GPSLongitudeRef]: "W",
      [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(97.7431),
    },
  });
  return Buffer.from(piexif.insert(exif, jpeg.toString("binary")), "binary");
}

export const PHOTO_BOUNDARY = BOUNDARY;

export function multipartBody(photo, filename = "IMG_0001.jpg", type = "image/jpeg") {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/** Resident memory (kB) of a process and all its descendants, from /proc; 0 where /proc is missing. */
function treeRssKb(rootPid) {
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
        if (children) queue.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // The process ended between two reads.
    }
  }
  return total;
}

/** A made-up client address per request (TEST-NET-2/3 and private ranges would do as well). */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

function upload(baseUrl, bodies) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}/api/photos`,
        method: "POST",
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 30,
        headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        // Cycled in order by every connection.
        requests: bodies.map((body) => ({
          body,
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": nextAddress() } }),
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function benchServer(label, baseUrl, server, bodies) {
  const idleKb = treeRssKb(server.pid);
  let peakKb = idleKb;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, treeRssKb(server.pid));
  }, 100);
  try {
    const result = await upload(baseUrl, bodies);
    return {
      target: label,
      "photos/s": Number(result.requests.average.toFixed(1)),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      201: result["2xx"],
      "non-2xx": result.non2xx,
      422: result.statusCodeStats?.["422"]?.count ?? 0,
      503: result.statusCodeStats?.["503"]?.count ?? 0,
      errors: result.errors,
      timeouts: result.timeouts,
      "idle RSS MB": Math.round(idleKb / 1024),
      "peak RSS MB": Math.round(peakKb / 1024),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  assertProductionBuild();
  const photo = await phonePhoto();
  const phone = multipartBody(photo);
  // The security test's decoding-cost bomb: a valid 7000×7000 progressive JPEG of 2,600 scans.
  const scans = await manyScanJpeg(2600, { width: 7000, height: 7000 });
  // The memory bomb: a 49 MP Adam7-interlaced 16-bit RGBA PNG (about 380 KB; 392 MB once decoded).
  const png = await interlaced16BitPng();
  const cases = {
    phone: [phone],
    mixed: [phone, multipartBody(scans, "bomb.jpg"), phone, multipartBody(png, "bomb.png", "image/png")],
  };
  console.log(
    `Photo uploads: ${CONNECTIONS} clients, ${DURATION_S} s per case: a ${(photo.length / 1024 / 1024).toFixed(2)} MB 4032x3024 JPEG ` +
      `(phone), and in turn with a ${Math.round(scans.length / 1024)} KB 7000x7000 JPEG of 2,600 scans and a ${Math.round(png.length / 1024)} KB ` +
      "49 MP 16-bit interlaced PNG (mixed).",
  );
  const rows = [];
  for (const name of CASES.filter((caseName) => caseName in cases)) rows.push(...(await benchTargets(name, cases[name])));
  console.table(rows);
  // Every upload must be stored (a refused, failed or timed-out upload fails the bench, non-zero exit), except the
  // bombs of the mixed case, whose 422 is the answer they must get.
  assertEveryUploadStored(rows.map((row) => (row.target.endsWith(", mixed") ? { ...row, "non-2xx": row["non-2xx"] - row[422] } : row)));
  // Embedded PGlite holds its whole database engine in WASM memory (about 900 MB resident before any request), so
  // there the limit applies to what the uploads add; on PostgreSQL, to the whole server.
  const over = rows.filter((row) => (row.target.startsWith("pglite") ? row["peak RSS MB"] - row["idle RSS MB"] : row["peak RSS MB"]) >= RSS_LIMIT_MB);
  if (over.length > 0) throw new Error(`Server memory reached ${RSS_LIMIT_MB} MB or more: ${over.map((row) => row.target).join(", ")}`);
}

async function benchTargets(caseName, bodies) {
  const rows = [];
  if (TARGETS.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fixpilot-bench-photos-"));
    try {
      const env = { ...SERVER_ENV, DATABASE_URL: "", PGLITE_DATA_DIR: path.join(dataDir, "db"), PHOTO_STORE, PHOTO_DIR: path.join(dataDir, "photos") };
      rows.push(await withServer(env, (baseUrl, server) => benchServer(`pglite, ${PHOTO_STORE} store, ${caseName}`, baseUrl, server, bodies)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (TARGETS.includes("postgres")) {
    const schema = throwawaySchema("bench_photos");
    const dataDir = mkdtempSync(path.join(tmpdir(), "fixpilot-bench-photos-"));
    try {
      const env = { ...SERVER_ENV, DATABASE_URL: schema.url, PHOTO_STORE, PHOTO_DIR: path.join(dataDir, "photos") };
      rows.push(await withServer(env, (baseUrl, server) => benchServer(`postgres, ${PHOTO_STORE} store, ${caseName}`, baseUrl, server, bodies)));
    } finally {
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

// Run, unless imported (scripts/bench-memory.mjs uploads the same photo).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
