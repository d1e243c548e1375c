// Property-based tests of the API route handlers: whatever a client sends, the answer is a 2xx, or a 4xx
// JSON `{ message: string }`; never a 5xx, a crash, or an error page. Database: in-memory PGlite.
//
// Each route gets two kinds of input: plain garbage (any JSON, any bytes, right keys with wrong types), and
// well-formed requests carrying hostile text, so the handlers' own work (the database, the assistant, the
// video client) runs on it too, not only the validation in front of it.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import fc from "fast-check";
import { POST as postAppointment } from "@/app/api/appointments/route";
import { POST as postChat } from "@/app/api/chat/route";
import { GET as getContractors } from "@/app/api/contractors/route";
import { GET as getCosts } from "@/app/api/costs/route";
import { POST as postReview } from "@/app/api/reviews/route";
import { GET as getVideos } from "@/app/api/youtube-videos/route";
import { categories } from "@/lib/catalog";
import { resetServerEnvForTests } from "@/lib/env/server";
import { resetVideoSearchForTests } from "@/lib/videos/video-search";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { startYouTubeStub, youtubeReplies, type YouTubeStub } from "../support/youtube-stub";

// Bounded so the whole file stays well under a minute on a 2-core machine.
const POST_RUNS = 150;
const GET_RUNS = 120;
const TIMEOUT_MS = 60_000;
const DAY_MS = 86_400_000;

// Report the first failing input as it is: shrinking re-runs database writes and can outlast the time limit.
fc.configureGlobal({ endOnFailure: true });

type Handler = (request: Request) => Promise<Response>;
type Body = string | Uint8Array;

/** The property every reply must have. Reads the whole body, so a stream that fails midway shows too. */
async function expectWellFormedReply(response: Response): Promise<string> {
  const text = await response.text();
  // Status and reply in the failure message make a shrunk counterexample readable.
  expect(response.status < 500 ? "not a server error" : `${response.status}: ${text.slice(0, 300)}`).toBe("not a server error");
  expect(response.status).toBeGreaterThanOrEqual(200);
  if (response.status >= 400) {
    expect(response.headers.get("content-type") ?? "").toMatch(/^application\/json/);
    const body = JSON.parse(text) as { message?: unknown };
    expect(typeof body.message).toBe("string");
  }
  return text;
}

/** Guards the generators: a run that never got past validation (or never failed it) proved little. */
function expectBothOutcomes(statuses: number[]) {
  expect(statuses.some((status) => status < 300)).toBe(true);
  expect(statuses.some((status) => status >= 400)).toBe(true);
}

// ---- building blocks for hostile input ----

/** Text a person or a bot might send: any Unicode (lone surrogates included), markup, control characters. */
const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "null", "undefined", "NaN", "<script>alert(1)</script>", "' OR 1=1 --", "\uD800", "🔥💧⚡", "\u202Eevil"),
);
const nonBlankText = oddText.filter((text) => text.trim().length > 0);

/** Strings around and beyond every length limit and the handlers' body-size caps (16 to 64 KB). */
const hugeText = fc.constantFrom(101, 2_001, 4_001, 20_001, 70_000).chain((length) => fc.constantFrom("a", "é", "😀").map((unit) => unit.repeat(length)));

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 53), Number.MAX_VALUE)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** An object with the route's own keys, each holding a value of any type (or missing). */
const withKeys = (keys: string[]) => fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] });

/** A valid body with one field replaced by something hostile. */
const validExceptOne = (valid: Record<string, unknown>) =>
  fc.record({ key: fc.constantFrom(...Object.keys(valid)), value: anyValue }).map(({ key, value }) => ({ ...valid, [key]: value }));

const asJson = (value: unknown) => JSON.stringify(value) ?? "null";

/** Request bodies as sent on the wire, half garbage and half well-formed requests with hostile content. */
function hostileBodies(valid: Record<string, unknown>, wellFormed: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const garbage = fc.oneof(
    fc.json(),
    fc.anything().map(asJson),
    withKeys(Object.keys(valid)).map(asJson),
    validExceptOne(valid).map(asJson),
    fc.string(),
    fc.uint8Array({ maxLength: 300 }),
  );
  return fc.oneof({ weight: 1, arbitrary: garbage }, { weight: 1, arbitrary: wellFormed.map(asJson) });
}

function postRequest(path: string, body: Body, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : Buffer.from(body),
  });
}

/** Query strings: structured ones with the route's keys, well-formed ones, and raw ones with anything a URL can carry. */
function hostileQueries(keys: string[], wellFormed: fc.Arbitrary<Record<string, string | undefined>>): fc.Arbitrary<string> {
  const toQuery = (params: Record<string, string | undefined>) =>
    new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  const value = fc.oneof(
    oddText,
    hugeText,
    fc.double().map(String),
    fc.constantFrom("NaN", "Infinity", "-0", "1e309", "0x10", "40.7", "-74.0", "%", "%E0%A4%A"),
  );
  const garbage = fc.oneof(
    fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] }).map(toQuery),
    fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString()),
    fc.webQueryParameters(),
    fc.string({ unit: "binary", maxLength: 60 }),
  );
  return fc.oneof(garbage, wellFormed.map(toQuery));
}

/**
 * Text PostgreSQL cannot store: NUL in text and JSON columns, and a lone UTF-16 surrogate in JSON (jsonb
 * refuses the "\ud800" escape). Random runs hit these only now and then, so every run tries each of them
 * in each string of a valid body.
 */
const UNSTORABLE_TEXT = ["a\u0000b", "\ud800"];

/** Copies of `value` with one of its strings replaced by `text`, one copy per string. */
function withOneStringReplaced(value: unknown, text: string): unknown[] {
  if (typeof value === "string") return [text];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => withOneStringReplaced(item, text).map((replaced) => value.map((other, at) => (at === index ? replaced : other))));
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => withOneStringReplaced(inner, text).map((replaced) => ({ ...value, [key]: replaced })));
  }
  return [];
}

const unstorableExamples = (valid: Record<string, unknown>): Body[] => UNSTORABLE_TEXT.flatMap((text) => withOneStringReplaced(valid, text).map(asJson));

async function checkPosts(
  handler: Handler,
  path: string,
  bodies: fc.Arbitrary<Body>,
  valid: Record<string, unknown>,
  headers: fc.Arbitrary<Record<string, string>> = fc.constant({}),
) {
  const statuses: number[] = [];
  await fc.assert(
    fc.asyncProperty(bodies, headers, async (body, extraHeaders) => {
      const response = await handler(postRequest(path, body, extraHeaders));
      statuses.push(response.status);
      await expectWellFormedReply(response);
    }),
    { numRuns: POST_RUNS, examples: unstorableExamples(valid).map((body): [Body, Record<string, string>] => [body, {}]) },
  );
  expectBothOutcomes(statuses);
}

async function checkGets(handler: Handler, path: string, queries: fc.Arbitrary<string>) {
  const statuses: number[] = [];
  await fc.assert(
    fc.asyncProperty(queries, async (query) => {
      const response = await handler(new Request(`http://localhost${path}?${query}`));
      statuses.push(response.status);
      await expectWellFormedReply(response);
    }),
    { numRuns: GET_RUNS },
  );
  expectBothOutcomes(statuses);
}

const categoryIds = categories.map((category) => category.id);
const problemIds = categories.flatMap((category) => category.problems.map((problem) => problem.id));
const sometimesWrong = <T>(right: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: oddText });

// ---- the routes ----

describe.each(TEST_DB_KINDS)("API routes under arbitrary input (%s)", (kind) => {
  useTestDatabase(kind);
  let youtube: YouTubeStub;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    // Embedded defaults for the assistant and contractors; a local stand-in for YouTube so the real client runs.
    for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "GOOGLE_MAPS_API_KEY", "DATABASE_URL"]) delete process.env[key];
    youtube = await startYouTubeStub();
    youtube.reply(youtubeReplies.ok([{ id: "abc123DEF45", title: "Fix it" }]));
    process.env.YOUTUBE_API_KEY = "fuzz-youtube-key";
    process.env.YOUTUBE_API_BASE_URL = youtube.baseUrl;
    resetServerEnvForTests();
    resetVideoSearchForTests();
    // 4xx replies are expected here; a 5xx is logged by the handlers and fails the property anyway.
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await youtube.close();
    process.env = savedEnv;
    resetServerEnvForTests();
    resetVideoSearchForTests();
  });

  it(
    "POST /api/appointments, retries and reused Idempotency-Keys included",
    async () => {
      const valid = {
        name: "Dana Homeowner",
        email: "dana@example.com",
        phone: "555-0100",
        category: "hvac",
        preferredDate: new Date(Date.now() + 3 * DAY_MS).toISOString(),
        timeFrame: "8-12",
        issue: "No Heat",
        problemDescription: "The furnace blows cold air",
        diagnosticHistory: [{ type: "user", content: "No Heat" }],
      };
      const wellFormed = fc.record({
        name: nonBlankText,
        email: fc.emailAddress(),
        phone: nonBlankText,
        category: sometimesWrong(fc.constantFrom(...categoryIds)),
        preferredDate: fc
          .date({ min: new Date(Date.now() + DAY_MS), max: new Date(Date.now() + 400 * DAY_MS), noInvalidDate: true })
          .map((date) => date.toISOString()),
        timeFrame: fc.constantFrom("8-12", "12-4"),
        issue: fc.option(oddText, { nil: undefined }),
        problemDescription: fc.option(oddText, { nil: undefined }),
        diagnosticHistory: fc.array(fc.record({ type: fc.constantFrom("ai", "user"), content: oddText }), { maxLength: 6 }),
      });
      // A few fixed keys make replays (200) and key reuse with a different body (422) happen, not just creations.
      const idempotencyKey = fc.oneof(fc.constant(undefined), fc.constantFrom("retry-key-1", "retry-key-2"), fc.stringMatching(/^[\x20-\x7e]{0,300}$/));
      await checkPosts(
        postAppointment,
        "/api/appointments",
        hostileBodies(valid, wellFormed),
        valid,
        idempotencyKey.map((key): Record<string, string> => (key === undefined ? {} : { "Idempotency-Key": key })),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "POST /api/reviews",
    async () => {
      const valid = { rating: 5, comment: "Fixed the furnace in an hour.", appointmentId: null };
      // Ids of appointments the previous test created, duplicates (409) and unknown ones (422) included.
      const wellFormed = fc.record({
        rating: fc.integer({ min: 1, max: 5 }),
        comment: nonBlankText,
        appointmentId: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 40 }), fc.constant(2_147_483_647)),
      });
      await checkPosts(postReview, "/api/reviews", hostileBodies(valid, wellFormed), valid);
    },
    TIMEOUT_MS,
  );

  it(
    "POST /api/chat, with every successful stream ending in a done event",
    async () => {
      const valid = { categoryId: "hvac", problemId: "no-heat", messages: [{ type: "user", content: "My furnace blows cold air" }] };
      const wellFormed = fc
        .record({
          categoryId: fc.constantFrom(...categoryIds),
          problemId: fc.option(sometimesWrong(fc.constantFrom(...problemIds)), { nil: undefined }),
          messages: fc.array(fc.record({ type: fc.constantFrom("ai", "user"), content: nonBlankText }), { maxLength: 4 }),
          question: nonBlankText,
        })
        .map(({ question, ...body }) => ({ ...body, messages: [...body.messages, { type: "user", content: question }] }));
      const statuses: number[] = [];
      await fc.assert(
        fc.asyncProperty(hostileBodies(valid, wellFormed), async (body) => {
          const response = await postChat(postRequest("/api/chat", body));
          statuses.push(response.status);
          const text = await expectWellFormedReply(response);
          if (response.status === 200) {
            const events = text
              .split("\n")
              .filter(Boolean)
              .map((line) => JSON.parse(line) as { type: string });
            expect(events.at(-1)?.type).toBe("done");
          }
        }),
        { numRuns: POST_RUNS, examples: unstorableExamples(valid).map((body): [Body] => [body]) },
      );
      expectBothOutcomes(statuses);
    },
    TIMEOUT_MS,
  );

  it(
    "GET /api/contractors with arbitrary query strings",
    async () => {
      const wellFormed = fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }).map(String),
        lng: fc.double({ min: -180, max: 180, noNaN: true }).map(String),
        category: sometimesWrong(fc.constantFrom(...categoryIds)),
      });
      await checkGets(getContractors, "/api/contractors", hostileQueries(["category", "lat", "lng"], wellFormed));
    },
    TIMEOUT_MS,
  );

  it(
    "GET /api/youtube-videos with arbitrary query strings",
    async () => {
      const wellFormed = fc.record({ q: nonBlankText, regionCode: fc.constantFrom("US", "gb", "Ca", "X1", "") }, { requiredKeys: ["q"] });
      await checkGets(getVideos, "/api/youtube-videos", hostileQueries(["q", "regionCode"], wellFormed));
    },
    TIMEOUT_MS,
  );

  it(
    "GET /api/costs with arbitrary query strings",
    async () => {
      const problems = categories.flatMap((category) => category.problems.map((problem) => [category.id, problem.id] as const));
      const wellFormed = fc
        .tuple(fc.constantFrom(...problems), fc.option(fc.stringMatching(/^\d{5}(-\d{4})?$/), { nil: undefined }))
        .map(([[categoryId, problemId], zip]) => ({ categoryId, problemId, zip }));
      await checkGets(getCosts, "/api/costs", hostileQueries(["categoryId", "problemId", "zip"], wellFormed));
    },
    TIMEOUT_MS,
  );
});

// The proxy sees every path before a route does (its matcher covers /api/* but the upload POST): encoded paths and odd
// methods get a 3xx, a 400/404/405 with the security headers, or pass on to a route; never a 5xx or a thrown error.
describe("encoded paths and odd methods through the proxy", () => {
  const ROOTS = ["/api/photos/", "/appointments/", "/api/costs/", "/api/health/", "/api/chat/", "/es/", "/", "/operator/", "/jobs/"];
  const percent = fc.oneof(
    fc.constantFrom("%", "%Z", "%ZZ", "%G0", "%0", "%%", "%C3%28", "%FF", "%E0%A4%A", "%ED%A0%80", "%00", "%2F", "%2e%2e", "%C3%A9", "%41", "%7E", "%20"),
    fc.tuple(fc.constantFrom("%"), fc.string({ unit: "binary-ascii", maxLength: 2 })).map(([head, tail]) => head + encodeURI(tail).replace(/%/g, "")),
  );
  const segment = fc.array(fc.oneof(percent, fc.stringMatching(/^[A-Za-z0-9._~-]{0,6}$/)), { maxLength: 4 }).map((parts) => parts.join(""));
  const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "MKCOL", "LOCK", "FOO", "get", "M-SEARCH");

  it(
    "answers every encoded path and method without a 5xx, and 400 exactly when the percent-encoding cannot be decoded",
    async () => {
      const { proxy } = await import("@/proxy");
      const { NextRequest } = await import("next/server");
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      let malformed = 0;
      try {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...ROOTS), segment, method, async (root, tail, verb) => {
            const path = `${root}${tail}`;
            const request = new NextRequest(`http://localhost:3000${path}`, {
              method: verb,
              headers: { host: "localhost:3000", "x-forwarded-for": "192.0.2.77" },
            });
            const response = await proxy(request);
            expect(response.status).toBeLessThan(500);
            expect(response.headers.get("x-content-type-options")).toBe("nosniff");
            const pathname = new URL(request.url).pathname;
            let decodable = true;
            try {
              decodeURIComponent(pathname);
            } catch {
              decodable = false;
            }
            if (!["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].includes(request.method)) expect(response.status).toBe(405);
            else if (!decodable) {
              malformed += 1;
              expect(response.status).toBe(400);
              expect(((await response.json()) as { message: string }).message).toMatch(/percent-encoding/);
            } else expect(response.status).not.toBe(400);
          }),
          { numRuns: GET_RUNS * 2 },
        );
      } finally {
        warn.mockRestore();
      }
      expect(malformed).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );

  it.each(["%ZZ", "%", "%C3%28", "..%2F..%2Fetc%2Fpasswd", "A".repeat(21) + "%", "%00"])(
    "GET /api/photos/%s answers 404 from the route itself, never a 5xx",
    async (id) => {
      const { GET: viewPhoto } = await import("@/app/api/photos/[id]/route");
      const response = await viewPhoto(new Request(`http://localhost/api/photos/${id}?size=full&expires=1&sig=x`), { params: Promise.resolve({ id }) });
      expect(response.status).toBe(404);
    },
  );
});
