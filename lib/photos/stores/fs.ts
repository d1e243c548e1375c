import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";

import { assertPhotoKey, isPhotoKey, type PhotoStore } from "../store";

/** A half-written file (`*.partial`) older than this was left by a crash mid-write; the sweep removes it. */
export const PARTIAL_FILE_MAX_AGE_MS = 60 * 60 * 1000;
const PARTIAL_SUFFIX = ".partial";

/**
 * A folder (a container's volume): `<dir>/<photo id>/<variant>`. Never on a serverless host, whose disk is
 * read-only or lost with the instance (lib/photos/config.ts refuses it there). Folders are 0700 and files 0600: only
 * the server's own user reads the photos.
 */
export function createFsPhotoStore(dir: string): PhotoStore {
  const root = path.resolve(/*turbopackIgnore: true*/ dir);
  const fileFor = (key: string) => {
    assertPhotoKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    kind: "fs",
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written beside and renamed into place, so a reader never sees half a photo; "wx" never reuses another's file.
      const partial = `${file}.${randomBytes(6).toString("hex")}${PARTIAL_SUFFIX}`;
      try {
        await writeFile(partial, bytes, { mode: 0o600, flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const file = fileFor(key);
        await rm(file, { force: true });
        folders.add(path.dirname(file));
      }
      // The photo's folder goes once empty; rmdir refuses a folder that still holds the other variant.
      for (const folder of folders) await rmdir(folder).catch(() => undefined);
    },
    /** Photo keys older than `cutoff`; on the way, removes half-written files older than PARTIAL_FILE_MAX_AGE_MS. */
    async listExpired(cutoff) {
      const expired: string[] = [];
      const partialCutoff = Date.now() - PARTIAL_FILE_MAX_AGE_MS;
      const folders = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await readdir(path.join(root, folder.name))) {
          const key = `${folder.name}/${name}`;
          const file = path.join(root, folder.name, name);
          if (name.endsWith(PARTIAL_SUFFIX)) {
            const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
            if (mtimeMs < partialCutoff) await rm(file, { force: true });
            continue;
          }
          if (!isPhotoKey(key)) continue;
          const { mtime } = await stat(file);
          if (mtime < cutoff) expired.push(key);
        }
      }
      return expired;
    },
  };
}
