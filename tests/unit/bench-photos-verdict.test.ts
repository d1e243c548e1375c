import { describe, expect, it } from "@jest/globals";

import { assertEveryUploadStored, failedUploadRows } from "../../scripts/lib/upload-verdict.mjs";

const clean = { target: "pglite, db store", 201: 120, "non-2xx": 0, errors: 0, timeouts: 0 };

describe("bench:photos' verdict on uploads", () => {
  it("passes when every upload was stored", () => {
    expect(failedUploadRows([clean])).toEqual([]);
    expect(() => assertEveryUploadStored([clean])).not.toThrow();
  });

  it("fails on a single refused, failed or timed-out upload, naming the target", () => {
    for (const failure of [{ "non-2xx": 1 }, { errors: 1 }, { timeouts: 1 }]) {
      const row = { ...clean, target: "postgres, fs store", ...failure };
      expect(failedUploadRows([clean, row])).toEqual([row]);
      expect(() => assertEveryUploadStored([clean, row])).toThrow(/Photo uploads failed: postgres, fs store: 120 stored/);
    }
  });

  it("fails when nothing was stored at all", () => {
    expect(() => assertEveryUploadStored([{ ...clean, 201: 0 }])).toThrow(/0 stored/);
  });
});
