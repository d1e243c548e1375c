import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** File count and bytes under the build folder, so a spec can show that requests wrote nothing to it. */
export function buildFolderSize(): { files: number; bytes: number } {
  const root = path.join(process.cwd(), ".next");
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    // Next's trace log grows with every request and is no rendered page.
    if (entry.startsWith("trace")) continue;
    const stats = statSync(path.join(root, entry));
    if (!stats.isFile()) continue;
    files += 1;
    bytes += stats.size;
  }
  return { files, bytes };
}
