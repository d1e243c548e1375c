import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "@jest/globals";
import GithubSlugger from "github-slugger";

const root = path.resolve(__dirname, "../..");
const documents = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** Text outside fenced code blocks, where a "[x](y)" is an example rather than a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** The anchors GitHub gives a document's headings (github-slugger is GitHub's own algorithm, duplicates numbered). */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = prose(readFileSync(file, "utf8")).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((heading) => slugger.slug(heading.replace(/^#+ /, "").replace(/`/g, ""))));
}

/** Every relative link of a document: `[text](target)`, without external URLs and mail links. */
function relativeLinks(file: string): string[] {
  const links = [...prose(readFileSync(path.join(root, file), "utf8")).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);
  return links.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("links between the README and docs/", () => {
  it("keeps the README to about two screens", () => {
    expect(readFileSync(path.join(root, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(120);
  });

  it("links from the README to every document in docs/", () => {
    const linked = new Set(relativeLinks("README.md").map((target) => target.split("#")[0]));
    for (const document of documents.filter((name) => name.startsWith("docs/"))) expect(linked).toContain(document);
  });

  it.each(documents)("%s: every relative link names a file that exists, and an anchor that one of its headings makes", (document) => {
    const broken: string[] = [];
    for (const target of relativeLinks(document)) {
      const [file, anchor] = target.split("#");
      const resolved = file ? path.resolve(root, path.dirname(document), decodeURIComponent(file)) : path.join(root, document);
      if (!existsSync(resolved)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor && (statSync(resolved).isDirectory() || !anchorsOf(resolved).has(anchor))) broken.push(`${target}: no heading makes #${anchor}`);
    }
    expect(broken).toEqual([]);
  });
});
