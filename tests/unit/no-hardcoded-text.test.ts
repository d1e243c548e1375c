import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { parse } from "@babel/parser";
import { describe, expect, it } from "@jest/globals";

// Every user-visible string lives in messages/ (README "Project layout"), so a second language is only a catalogue.
// This walks the syntax trees of app/ and components/ (Babel's parser: TypeScript 7 has no JS compiler API) and
// reports text written straight into JSX, into user-facing attributes, or into metadata titles and descriptions;
// and in the server code, text written into an API error reply or into the message of a request schema (those
// carry message keys of messages/en-US/validation.json).

const ROOT = path.join(__dirname, "../..");
const TEXT_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "alt", "title", "placeholder", "label"]);
const TEXT_PROPERTIES = new Set(["title", "description", "absolute"]);
const WORDS = /[A-Za-z]{2,}/;
// zod checks that take a message after their own argument (or as their only one).
const ZOD_CHECKS = new Set([
  "min",
  "max",
  "length",
  "int",
  "positive",
  "nonnegative",
  "negative",
  "regex",
  "refine",
  "email",
  "url",
  "datetime",
  "startsWith",
  "endsWith",
  "includes",
]);
// Where the request schemas live; lib/env and the contractor CSV's schema answer the person deploying, in a terminal.
const SCHEMA_DIRS = ["app/api/", "lib/api/", "lib/booking/", "lib/chat/", "lib/validation/"];

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

/** A literal shown as a JSX child: `{"Text"}`, `{ok ? "Yes" : "No"}`, `{note || "None"}`. */
function childLiterals(node: Node): Node[] {
  if (node.type === "ConditionalExpression") return [...childLiterals(node.consequent as Node), ...childLiterals(node.alternate as Node)];
  if (node.type === "LogicalExpression") return [...childLiterals(node.left as Node), ...childLiterals(node.right as Node)];
  return literalText(node) === undefined ? [] : [node];
}

/** Text (with words) of a string literal or a template literal, placeholders and all. */
function anyText(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  const text =
    node.type === "TemplateLiteral" ? (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join("") : literalText(node);
  return text !== undefined && WORDS.test(text) ? text : undefined;
}

function calleeName(node: Node): string | undefined {
  const callee = node.callee as Node;
  if (callee.type === "Identifier") return callee.name as string;
  if (callee.type === "MemberExpression") return keyName(callee.property as Node);
  return undefined;
}

function hardcodedText(file: string, code = readFileSync(path.join(ROOT, file), "utf8")): string[] {
  const ast = parse(code, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: string[] = [];
  const report = (node: Node, text: string) => found.push(`${file}:${node.loc?.start.line} ${JSON.stringify(text.trim())}`);
  // Pages and components: JSX and metadata. The catalogue's data in lib/ (titles, descriptions) is not markup.
  const isUi = !file.startsWith("lib/") && file !== "proxy.ts";
  const isSchemaFile = SCHEMA_DIRS.some((dir) => file.startsWith(dir)) && /from "zod"/.test(code);
  const visit = (node: unknown, parent?: Node) => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, parent));
    if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
    const current = node as Node;
    if (isUi && current.type === "JSXText" && WORDS.test(current.value as string)) report(current, current.value as string);
    if (isUi && current.type === "JSXExpressionContainer" && parent && (parent.type === "JSXElement" || parent.type === "JSXFragment")) {
      for (const literal of childLiterals(current.expression as Node)) {
        const text = literalText(literal);
        if (text && WORDS.test(text)) report(literal, text);
      }
    }
    // An API error reply: new ApiError(status, "..."), jsonError(status, "...").
    if (
      (current.type === "NewExpression" && calleeName(current) === "ApiError") ||
      (current.type === "CallExpression" && calleeName(current) === "jsonError")
    ) {
      const text = anyText((current.arguments as Node[])[1]);
      if (text) report(current, text);
    }
    if (isSchemaFile && current.type === "CallExpression" && ZOD_CHECKS.has(calleeName(current) ?? "")) {
      for (const argument of current.arguments as Node[]) {
        const text = anyText(argument);
        if (text) report(argument, text);
      }
    }
    if (isSchemaFile && current.type === "ObjectProperty" && ["error", "message"].includes(keyName(current.key as Node) ?? "")) {
      const text = anyText(current.value as Node);
      if (text) report(current, text);
    }
    if (isUi && current.type === "JSXAttribute" && TEXT_ATTRIBUTES.has(keyName(current.name as Node) ?? "")) {
      const text = literalText(current.value as Node);
      if (text && WORDS.test(text)) report(current, text);
    }
    if (isUi && current.type === "ObjectProperty" && TEXT_PROPERTIES.has(keyName(current.key as Node) ?? "")) {
      const text = literalText(current.value as Node);
      if (text && WORDS.test(text)) report(current, text);
    }
    for (const [key, value] of Object.entries(current)) if (key !== "loc" && key !== "extra") visit(value, current);
  };
  visit(ast.program);
  return found;
}

describe("user-visible text comes from messages/", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("components"), ...sourceFiles("lib").filter((file) => !file.includes("/generated/")), "proxy.ts"];

  it("finds the files it checks", () => {
    expect(files).toContain("app/[locale]/layout.tsx");
    expect(files.length).toBeGreaterThan(50);
  });

  it("has no text written into JSX, text attributes, metadata, API error replies or request schemas", () => {
    expect(files.flatMap((file) => hardcodedText(file))).toEqual([]);
  });

  it("would report each kind of hard-coded text", () => {
    const probe = (code: string) => hardcodedText("probe.tsx", code).length;
    expect(probe(`const a = <p>Hello there</p>;`)).toBe(1);
    expect(probe(`const a = <button aria-label="Close dialog" />;`)).toBe(1);
    expect(probe(`const a = <img alt={"A photo"} />;`)).toBe(1);
    expect(probe(`export const metadata = { title: "Operator console" };`)).toBe(1);
    expect(probe(`const a = <p className="mt-4">{t("body")}</p>;`)).toBe(0);
    expect(probe(`const a = <p>{"Hello there"}</p>;`)).toBe(1);
    expect(probe(`const a = <strong>{ai ? "AI" : "User"}:</strong>;`)).toBe(2);
    expect(probe(`const a = <td>{name ?? "-"}</td>;`)).toBe(0);
    expect(probe(`throw new ApiError(404, "No such appointment.");`)).toBe(1);
    expect(probe(`const reply = () => jsonError(401, "Unauthorized");`)).toBe(1);
    expect(probe(`throw new ApiError(404, apiText("operator.noSuchAppointment"));`)).toBe(0);
  });

  it("would report text in a request schema's messages, but not its message keys", () => {
    const probe = (code: string) => hardcodedText("lib/validation/probe.ts", `import { z } from "zod";\n${code}`).length;
    expect(probe(`const a = z.string({ error: "Name is required" }).min(1, "Name is required");`)).toBe(2);
    expect(probe("const a = z.string().max(max, `Please use at most ${max} characters`);")).toBe(1);
    expect(probe(`const a = z.array(entry).refine(isShort, { message: "Too long" });`)).toBe(1);
    expect(probe(`const a = z.string({ error: messageKey("appointment.nameRequired") }).min(1, messageKey("appointment.nameRequired")).max(100);`)).toBe(0);
    expect(probe(`const a = z.string().regex(/^[A-Za-z]{2}$/, messageKey("search.regionCodeInvalid"));`)).toBe(0);
  });
});
