import { describe, expect, it } from "@jest/globals";
import { resolvePlace } from "@/lib/location/resolve-place";

describe("resolvePlace", () => {
  it("resolves a ZIP code to its city", () => {
    expect(resolvePlace("10001")).toEqual({ lat: 40.7484, lng: -73.9967, label: "New York, NY 10001" });
  });

  it("resolves 90210 to Beverly Hills", () => {
    expect(resolvePlace("90210")).toMatchObject({ label: "Beverly Hills, CA 90210" });
  });

  it("accepts ZIP+4 and a pasted label ending in a ZIP", () => {
    expect(resolvePlace("10001-1234")?.label).toBe("New York, NY 10001");
    expect(resolvePlace(" Austin, TX 78701 ")?.label).toBe("Austin, TX 78701");
  });

  it("returns null for a well-formed ZIP that does not exist", () => {
    expect(resolvePlace("00000")).toBeNull();
  });

  it.each(["Chicago, IL", "Chicago IL", "chicago", "CHICAGO, illinois", "Chicago, IL, USA"])("resolves %p to Chicago, IL", (query) => {
    const place = resolvePlace(query);
    expect(place?.label).toBe("Chicago, IL");
    expect(place?.lat).toBeCloseTo(41.85, 0);
    expect(place?.lng).toBeCloseTo(-87.65, 0);
  });

  it("honours the state when a city name exists in several states", () => {
    const missouri = resolvePlace("Springfield, MO");
    expect(missouri?.label).toBe("Springfield, MO");
    expect(missouri?.lat).toBeCloseTo(37.2, 0);
    expect(missouri?.lng).toBeCloseTo(-93.3, 0);
    expect(resolvePlace("springfield massachusetts")?.label).toBe("Springfield, MA");
  });

  it("picks the state with the most ZIP codes for an ambiguous city, the same way every time", () => {
    expect(resolvePlace("Springfield")?.label).toBe("Springfield, IL");
    expect(resolvePlace("Springfield")).toEqual(resolvePlace("Springfield, IL"));
    expect(resolvePlace("austin")?.label).toBe("Austin, TX");
  });

  it("stands a city for its most central ZIP, not an outlying one", () => {
    const austin = resolvePlace("Austin, TX");
    // Downtown Austin is at about 30.27, -97.74.
    expect(austin?.lat).toBeCloseTo(30.3, 1);
    expect(austin?.lng).toBeCloseTo(-97.75, 1);
  });

  it("understands multi-word cities and states, abbreviations and punctuation", () => {
    expect(resolvePlace("Kansas City, MO")?.label).toBe("Kansas City, MO");
    expect(resolvePlace("Kansas City Kansas")?.label).toBe("Kansas City, KS");
    expect(resolvePlace("Santa Fe New Mexico")?.label).toBe("Santa Fe, NM");
    expect(resolvePlace("St. Louis, MO")?.label).toBe("Saint Louis, MO");
    expect(resolvePlace("Winston-Salem, NC")?.label).toBe("Winston Salem, NC");
    expect(resolvePlace("new   york")?.label).toBe("New York, NY");
    expect(resolvePlace("Washington, D.C.")?.label).toBe("Washington, DC");
  });

  it.each(["asdfgh", "Chicago, ZZ", "Austin, CA", "12", "Toronto, ON", "T0A", ",", "US"])("returns null for %p", (query) => {
    expect(resolvePlace(query)).toBeNull();
  });
});
