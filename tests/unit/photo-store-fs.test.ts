import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { photoKey } from "@/lib/photos/store";
import { createFsPhotoStore, PARTIAL_FILE_MAX_AGE_MS } from "@/lib/photos/stores/fs";

const ID = "B".repeat(22);

describe("the fs photo store's files", () => {
  let directory = "";
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "fixpilot-fs-store-"));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("writes photos readable by the server's user only (0600 files in 0700 folders), with no temp file left", async () => {
    const store = createFsPhotoStore(directory);
    await store.put(photoKey(ID, "full"), new Uint8Array([1, 2, 3]), "image/jpeg");
    const file = path.join(directory, ID, "full");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(directory, ID))).mode & 0o777).toBe(0o700);
    expect(await readdir(path.join(directory, ID))).toEqual(["full"]);
  });

  it("sweeps half-written files a crash left behind once they are older than an hour, and keeps fresh ones", async () => {
    const store = createFsPhotoStore(directory);
    await mkdir(path.join(directory, ID), { recursive: true });
    const old = path.join(directory, ID, "full.a1b2c3d4e5f6.partial");
    const fresh = path.join(directory, ID, "thumb.0a0b0c0d0e0f.partial");
    await writeFile(old, "half a photo");
    await writeFile(fresh, "being written now");
    const then = new Date(Date.now() - PARTIAL_FILE_MAX_AGE_MS - 60_000);
    await utimes(old, then, then);

    expect(await store.listExpired(new Date(Date.now() - 24 * 60 * 60 * 1000))).toEqual([]);
    expect(await readdir(path.join(directory, ID))).toEqual(["thumb.0a0b0c0d0e0f.partial"]);
  });
});
