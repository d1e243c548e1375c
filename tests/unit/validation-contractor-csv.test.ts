import { describe, expect, it } from "@jest/globals";
import { parseDirectoryCsv } from "@/lib/contractors/csv-import";

const header = "name,vicinity,lat,lng,categories,rating,user_ratings_total,phone";

describe("parseDirectoryCsv", () => {
  it("reads valid rows, splitting categories on semicolons and defaulting empty cells", () => {
    const { entries, errors } = parseDirectoryCsv(`${header}\nAcme Pipes,"1 Main St, Springfield",39.78,-89.65,Plumbing; hvac,,,\n`);
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      {
        placeId: expect.stringMatching(/^dir-[0-9a-f]{24}$/),
        name: "Acme Pipes",
        vicinity: "1 Main St, Springfield",
        lat: 39.78,
        lng: -89.65,
        categories: ["plumbing", "hvac"],
        rating: null,
        userRatingsTotal: 0,
        phone: null,
      },
    ]);
  });

  it("gives a row the same id on every import unless the file names a place_id", () => {
    const row = "Acme,1 Main St,1,2,hvac,4.5,10,555-0100";
    expect(parseDirectoryCsv(`${header}\n${row}`).entries[0]?.placeId).toBe(parseDirectoryCsv(`${header}\n${row}`).entries[0]?.placeId);
    expect(parseDirectoryCsv(`place_id,${header}\nChIJ123,${row}`).entries[0]?.placeId).toBe("ChIJ123");
  });

  it("reports each bad row by line number with every problem", () => {
    const { entries, errors } = parseDirectoryCsv(`${header}\nGood,1 A St,1,2,hvac,,,\n,2 B St,95,2,roofing,7,-1,\n\nX,3 C St,1,abc,electrical,,,\n`);
    expect(entries).toHaveLength(1);
    expect(errors).toEqual([
      {
        line: 3,
        messages: [
          "name is required",
          "lat must be a number between -90 and 90",
          "categories must list hvac, plumbing or electrical, separated by semicolons",
          "rating must be a number between 0 and 5",
          "user_ratings_total must be a whole number",
        ],
      },
      { line: 5, messages: ["lng must be a number between -180 and 180"] },
    ]);
  });

  it("refuses a file without the required columns", () => {
    expect(parseDirectoryCsv("name,lat\nA,1").errors).toEqual([{ line: 1, messages: ["missing column(s): vicinity, lng, categories"] }]);
  });
});
