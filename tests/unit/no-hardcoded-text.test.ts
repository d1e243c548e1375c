import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { parse } from "@babel/parser";
import { describe, expect, it } from "@jest/globals";

// Every user-visible string lives in messages/ (README "Project layout"), so a second language is only a catalogue.
// This walks the syntax trees of app/ and components/ (Babel's parser: TypeScript 7 has no JS compiler API) and
// reports text written straight into JSX, into user-facing attributes, or into metadata titles and descriptions.

const ROOT = path.join(__dirname, "../..");
const TEXT_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "alt", "title", "placeholder", "label"]);
const TEXT_PROPERTIES = new Set(["title", "description", "absolute"]);
const WORDS = /[A-Za-z]{2,}/;

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** The text of a string literal (also inside `{...}` or a template without placeholders). */
function literalText(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === "JSXExpressionContainer") return literalText(node.expression as Node);
  if (node.type === "StringLiteral") return node.value as string;
  if (node.type === "TemplateLiteral" && (node.expressions as unknown[]).length === 0) return (node.quasis as { value: { cooked: string } }[])[0].value.cooked;
  return undefined;
}

function keyName(node: Node): string | undefined {
  if (node.type === "JSXIdentifier" || node.type === "Identifier") return node.name as string;
  if (node.type === "JSXNamespacedName") return `${(node.namespace as Node).name}:${(node.name as Node).name}`;
  if (node.type === "StringLiteral") return node.value as string;
  return undefined;
}

function hardcodedText(file: string, code = readFileSync(path.join(ROOT, file), "utf8")): string[] {
  const ast = parse(code, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: string[] = [];
  const report = (node: Node, text: string) => found.push(`${file}:${node.loc?.start.line} ${JSON.stringify(text.trim())}`);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
    const current = node as Node;
    if (current.type === "JSXText" && WORDS.test(current.value as string)) report(current, current.value as string);
    if (current.type === "JSXAttribute" && TEXT_ATTRIBUTES.has(keyName(current.name as Node) ?? "")) {
      const text = literalText(current.value as Node);
      if (text && WORDS.test(text)) report(current, text);
    }
    if (current.type === "ObjectProperty" && TEXT_PROPERTIES.has(keyName(current.key as Node) ?? "")) {
      const text = literalText(current.value as Node);
      if (text && WORDS.test(text)) report(current, text);
    }
    for (const [key, value] of Object.entries(current)) if (key !== "loc" && key !== "extra") visit(value);
  };
  visit(ast.program);
  return found;
}

describe("user-visible text comes from messages/", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("components")];

  it("finds the files it checks", () => {
    expect(files).toContain("app/layout.tsx");
    expect(files.length).toBeGreaterThan(50);
  });

  it("has no text written into JSX, text attributes or metadata in app/ and components/", () => {
    expect(files.flatMap((file) => hardcodedText(file))).toEqual([]);
  });

  it("would report each kind of hard-coded text", () => {
    const probe = (code: string) => hardcodedText("probe.tsx", code).length;
    expect(probe(`const a = <p>Hello there</p>;`)).toBe(1);
    expect(probe(`const a = <button aria-label="Close dialog" />;`)).toBe(1);
    expect(probe(`const a = <img alt={"A photo"} />;`)).toBe(1);
    expect(probe(`export const metadata = { title: "Operator console" };`)).toBe(1);
    expect(probe(`const a = <p className="mt-4">{t("body")}</p>;`)).toBe(0);
  });
});
