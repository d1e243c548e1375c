import { describe, expect, it } from "@jest/globals";

import { GET } from "@/app/api/costs/route";

function get(query: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/costs?${query}`));
}

describe("GET /api/costs", () => {
  it("answers 200 with the issue's shape and a CDN-cacheable header", async () => {
    const response = await get("categoryId=plumbing&problemId=pipe-noise");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    const body = await response.json();
    expect(body).toMatchObject({
      diy: { low: 25, high: 25 },
      pro: { low: 150, high: 150, labor: { low: 125, high: 125 }, parts: { low: 25, high: 25 } },
      currency: "USD",
      updated: "2026-11",
      region: null,
      regionLabel: "National",
      splitBasis: "derived",
      stale: false,
      worstCases: [],
    });
    expect(body.drivers.length).toBeGreaterThan(0);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["diy", "pro", "currency", "updated", "drivers", "sources", "region", "proScope", "missing"]));
    for (const source of body.sources) {
      expect(source).toEqual({
        title: expect.any(String),
        url: expect.stringMatching(/^https:\/\//),
        publisher: expect.any(String),
        published: null,
        checked: "2026-11",
        prices: expect.any(Array),
      });
    }
  });

  it("answers the sources' printed dates and flags old prices", async () => {
    const body = await (await get("categoryId=electrical&problemId=gfci-issues")).json();
    expect(body.sources[0]).toMatchObject({ publisher: "DIYorNot", published: "2016", checked: "2026-11" });
    expect(body.stale).toBe(true);
    expect(body.dating).toMatchObject({ publishedTo: "2016", publisherCount: 1 });
  });

  it("answers a hazard with no DIY price", async () => {
    const body = await (await get("categoryId=electrical&problemId=sparking-outlets")).json();
    expect(body.diy).toBeNull();
    expect(body.pro).not.toBeNull();
  });

  it("adds the region for a ZIP, with its state, factor and source", async () => {
    const response = await get("categoryId=plumbing&problemId=pipe-noise&zip=10001");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.region).toMatchObject({
      zip: "10001",
      state: "NY",
      stateName: "New York",
      factor: 1.246,
      adjusted: true,
      lessReliable: false,
      source: { url: expect.stringContaining("bls.gov"), release: "May 2024" },
    });
    expect(body.regionLabel).toBe("New York");
  });

  it("treats an empty ZIP as none", async () => {
    const body = await (await get("categoryId=plumbing&problemId=pipe-noise&zip=")).json();
    expect(body.region).toBeNull();
  });

  it.each(["1234", "123456", "abcde", "12345-67"])("answers 400 with a clear message for the malformed ZIP %p", async (zip) => {
    const response = await get(`categoryId=plumbing&problemId=pipe-noise&zip=${zip}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe("ZIP code must be 5 digits, like 94103 (or ZIP+4, like 94103-1234)");
    expect(body.errors).toEqual({ zip: [body.message] });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 400 when the problem is missing", async () => {
    const response = await get("categoryId=plumbing");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Choose a problem");
  });

  it.each(["categoryId=plumbing&problemId=leaky-roof", "categoryId=roofing&problemId=leaky-faucet"])(
    "answers 404 for an unknown problem (%s)",
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe("We have no cost estimate for that problem. Check the category and problem.");
    },
  );
});
