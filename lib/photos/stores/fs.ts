import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";

import { assertPhotoKey, isPhotoKey, type PhotoStore } from "../store";

/**
 * A folder (a container's volume): `<dir>/<photo id>/<variant>`. Never on a serverless host, whose disk is
 * read-only or lost with the instance (lib/photos/config.ts refuses it there).
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
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a photo.
      const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
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
    async listExpired(cutoff) {
      const expired: string[] = [];
      const folders = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await readdir(path.join(root, folder.name))) {
          const key = `${folder.name}/${name}`;
          if (!isPhotoKey(key)) continue;
          const { mtime } = await stat(path.join(root, folder.name, name));
          if (mtime < cutoff) expired.push(key);
        }
      }
      return expired;
    },
  };
}
