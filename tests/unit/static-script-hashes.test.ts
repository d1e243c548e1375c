import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { inlineScriptHashes, readStaticScriptHashes } from "@/lib/security/inline-script-hashes";
import { staticScriptHashesFor } from "@/lib/security/static-script-hashes";

/** What a browser computes for `'sha256-…'`: the digest of the script's text, computed here on its own. */
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

const BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const PAYLOAD = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"x\\",[]]\\n"])';
const MULTI_LINE = '\n  window.answer = 42;\n  console.log("\\u003c/script>");\n';
const MODULE = "import('/x.js')";
const LD_JSON = '{"@context":"https://schema.org","@type":"HowTo","name":"Fix \\u003cit\\u003e"}';

const PAGE = `<!DOCTYPE html><html><head>
<script src="/_next/static/chunks/a.js" async=""></script>
<script-widget>notAScript()</script-widget>
<script src="/_next/static/chunks/polyfill.js" noModule="">ignored text</script>
<noscript><img src="/pixel.png"></noscript>
</head><body>
<script type="application/ld+json">${LD_JSON}</script>
<script id="_R_">${BOOTSTRAP}</script>
<script>${PAYLOAD}</script>
<SCRIPT TYPE='text/javascript' data-x="src=no">${MULTI_LINE}</SCRIPT >
<script type="module">${MODULE}</script>
<script type="text/plain">not run</script>
<script></script>
</body></html>`;

describe("inline script hashes", () => {
  it("hashes each script the browser would run, in document order, by its exact text", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(BOOTSTRAP), sha256(PAYLOAD), sha256(MULTI_LINE), sha256(MODULE), sha256("")]);
  });

  it("skips external scripts and data blocks such as JSON-LD, which CSP does not govern", () => {
    const hashes = inlineScriptHashes(PAGE);
    expect(hashes).not.toContain(sha256(LD_JSON));
    expect(hashes).not.toContain(sha256("ignored text"));
    expect(hashes).not.toContain(sha256("not run"));
  });

  it("matches the digest format of the CSP spec (base64 SHA-256, 44 characters)", () => {
    expect(inlineScriptHashes("<script>alert(1)</script>")).toEqual(["bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI="]);
  });
});

describe("prerendered pages", () => {
  let distDir: string;
  const write = (file: string, html: string, folder = "app") => {
    const target = path.join(distDir, "server", folder, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
  };

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), "csp-hashes-"));
  });
  afterEach(() => {
    rmSync(distDir, { recursive: true, force: true });
  });

  it("maps each page's route to its hashes and collects the error pages' apart", () => {
    write("index.html", "<script>home()</script>");
    write("hvac/no-heat.html", '<script type="application/ld+json">{}</script><script>noHeat()</script>');
    write("hvac/no-heat/DIY-Repair-Guide.html", "<script>guide()</script>");
    write("_not-found.html", "<script>shared()</script><script>notFound()</script>");
    write("_global-error.html", "<script>shared()</script><script>globalError()</script>");
    write("hvac/no-heat.rsc", "<script>notHtml()</script>");

    const { pages, errorPages } = readStaticScriptHashes(distDir);
    expect(pages).toEqual({
      "/": [sha256("home()")],
      "/hvac/no-heat": [sha256("noHeat()")],
      "/hvac/no-heat/DIY-Repair-Guide": [sha256("guide()")],
    });
    // Once each, in file-name order (_global-error before _not-found), so the header is the same on every start.
    expect(errorPages).toEqual([sha256("shared()"), sha256("globalError()"), sha256("notFound()")]);
  });

  it("finds nothing without a production build, so the nonce alone covers rendering", () => {
    expect(readStaticScriptHashes(path.join(distDir, "missing"))).toEqual({ pages: {}, errorPages: [] });
  });

  it("serves a request its page's hashes plus the error pages', only in production, from the bundled manifest", () => {
    write("hvac/no-heat.html", "<script>noHeat()</script>");
    write("_not-found.html", "<script>notFound()</script>");
    const manifest = readStaticScriptHashes(distDir);
    // The manifest is plain JSON (no Map, Set or undefined that a JSON file would lose): what the build writes is what
    // the proxy bundles. toStrictEqual, because toEqual would call a Set and {} or a missing and an undefined key equal.
    expect(JSON.parse(JSON.stringify(manifest))).toStrictEqual(manifest);
    const savedEnv = process.env.NODE_ENV;
    try {
      expect(staticScriptHashesFor("/hvac/no-heat", manifest)).toEqual([]);
      Object.assign(process.env, { NODE_ENV: "production" });
      expect(staticScriptHashesFor("/hvac/no-heat", manifest)).toEqual([sha256("noHeat()"), sha256("notFound()")]);
      expect(staticScriptHashesFor("/no/such/page", manifest)).toEqual([sha256("notFound()")]);
      // Next serves an encoded path its decoded page.
      expect(staticScriptHashesFor("/hvac/no%2Dheat", manifest)).toEqual([sha256("noHeat()"), sha256("notFound()")]);
      expect(staticScriptHashesFor("/hvac/%E0%A4%A", manifest)).toEqual([sha256("notFound()")]);
      // Nothing is read at request time: the build folder can vanish.
      rmSync(path.join(distDir, "server"), { recursive: true });
      expect(staticScriptHashesFor("/hvac/no-heat", manifest)).toEqual([sha256("noHeat()"), sha256("notFound()")]);
    } finally {
      Object.assign(process.env, { NODE_ENV: savedEnv });
    }
  });
});
