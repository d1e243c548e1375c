import { describe, expect, it } from "@jest/globals";

import { slugify } from "@/lib/catalog/slug";

describe("slugify", () => {
  it("lowercases and joins words with hyphens", () => {
    expect(slugify("No Heat")).toBe("no-heat");
    expect(slugify("WEAK AIRFLOW")).toBe("weak-airflow");
  });

  it("removes punctuation", () => {
    expect(slugify("What's wrong? Sparks!")).toBe("whats-wrong-sparks");
    expect(slugify("Heat & Air, Inc.")).toBe("heat-air-inc");
  });

  it("drops parentheses but keeps the words inside", () => {
    expect(slugify("No Power (Partial)")).toBe("no-power-partial");
  });

  it("turns runs of spaces, tabs and newlines into one hyphen", () => {
    expect(slugify("strange    noises")).toBe("strange-noises");
    expect(slugify("frozen\t\tcoil\nnow")).toBe("frozen-coil-now");
  });

  it("trims leading and trailing spaces and hyphens", () => {
    expect(slugify("  burning smell  ")).toBe("burning-smell");
    expect(slugify("--burning smell--")).toBe("burning-smell");
    expect(slugify(" - burning smell - ")).toBe("burning-smell");
  });

  it("collapses repeated hyphens, including ones left by removed punctuation", () => {
    expect(slugify("pipe---noise")).toBe("pipe-noise");
    expect(slugify("pipe - noise")).toBe("pipe-noise");
    expect(slugify("pipe -!- noise")).toBe("pipe-noise");
  });

  it("keeps underscores and digits", () => {
    expect(slugify("snake_case title")).toBe("snake_case-title");
    expect(slugify("Top 10 Fixes 2025")).toBe("top-10-fixes-2025");
  });

  it("returns an empty string for empty or punctuation-only input", () => {
    expect(slugify("")).toBe("");
    expect(slugify("   ")).toBe("");
    expect(slugify("?!()")).toBe("");
  });

  it("handles the catalogue's abbreviations", () => {
    expect(slugify("GFCI Issues")).toBe("gfci-issues");
    expect(slugify("Circuit Breaker Trips")).toBe("circuit-breaker-trips");
  });
});
