import { describe, expect, it } from "@jest/globals";
import { GET } from "@/app/api/places/resolve/route";

const resolve = (query?: string) => GET(new Request(`http://localhost/api/places/resolve${query === undefined ? "" : `?q=${encodeURIComponent(query)}`}`));

describe("GET /api/places/resolve", () => {
  it("answers a ZIP code with coordinates and a label, cacheable for a day", async () => {
    const response = await resolve("10001");

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    await expect(response.json()).resolves.toEqual({ lat: 40.7484, lng: -73.9967, label: "New York, NY 10001" });
  });

  it("answers a city", async () => {
    const response = await resolve("Austin TX");

    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toMatchObject({ label: "Austin, TX" });
  });

  it("answers 404 with a hint when nothing matches", async () => {
    const response = await resolve("Atlantis");

    expect(response.status).toBe(404);
    await expect(response.json()).resolves.toEqual({
      message: "We couldn't find that ZIP code or city. Try a 5-digit US ZIP code like 10001.",
    });
  });

  it.each([
    ["missing", undefined],
    ["blank", "   "],
    ["oversized", "a".repeat(101)],
  ])("answers 400 for a %s query", async (_, query) => {
    const response = await resolve(query);

    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("Please enter a US ZIP code or a city.");
    expect(body.errors.q).toHaveLength(1);
  });
});
