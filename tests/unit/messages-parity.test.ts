// messages/es-US mirrors messages/en-US key for key, file for file, and every message keeps the English one's
// placeholders, plural/select branches and rich-text tags: a Spanish text that drops {trade} or a plural branch
// would render wrong or throw at run time, and a missing key falls back silently.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "@jest/globals";

import english from "@/messages/en-US";
import spanish from "@/messages/es-US";

import { parse, TYPE } from "../support/icu-messageformat-parser";

const MESSAGES = path.join(__dirname, "../../messages");

type Tree = { [key: string]: string | Tree };

/** "Emergency.hazards.gas.title" -> text, for every leaf. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") leaves.set(name, value);
    else for (const [leaf, text] of flatten(value, name)) leaves.set(leaf, text);
  }
  return leaves;
}

/** What a message needs from its caller and how it branches, regardless of the words around it. */
function shapeOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(`arg:${element.value}`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${TYPE[element.type]}:${element.value}`);
        break;
      case TYPE.pound:
        into.add("pound");
        break;
      case TYPE.tag:
        into.add(`tag:${element.value}`);
        shapeOf(element.children, into);
        break;
      case TYPE.plural:
      case TYPE.select: {
        const options = Object.keys(element.options).sort().join("|");
        into.add(`${TYPE[element.type]}:${element.value}:${options}`);
        for (const option of Object.values(element.options)) shapeOf(option.value, into);
        break;
      }
      default:
        break;
    }
  }
  return into;
}

const shape = (text: string) => [...shapeOf(parse(text))].sort();

const englishLeaves = flatten(english);
const spanishLeaves = flatten(spanish);

describe("messages/es-US against messages/en-US", () => {
  it("has the same files", () => {
    expect(readdirSync(path.join(MESSAGES, "es-US")).sort()).toEqual(readdirSync(path.join(MESSAGES, "en-US")).sort());
  });

  it.each(readdirSync(path.join(MESSAGES, "en-US")).filter((file) => file.endsWith(".json")))("%s has the same keys in both languages", (file) => {
    const read = (locale: string) => [...flatten(JSON.parse(readFileSync(path.join(MESSAGES, locale, file), "utf8"))).keys()];
    const en = read("en-US");
    const es = read("es-US");
    expect({ missingInSpanish: en.filter((key) => !es.includes(key)), extraInSpanish: es.filter((key) => !en.includes(key)) }).toEqual({
      missingInSpanish: [],
      extraInSpanish: [],
    });
  });

  it("merges to the same key set", () => {
    expect([...spanishLeaves.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
  });

  it.each([...englishLeaves.keys()])("%s keeps the English placeholders, branches and tags", (key) => {
    expect(shape(spanishLeaves.get(key) ?? "")).toEqual(shape(englishLeaves.get(key)!));
  });

  it("translates the words: no Spanish message is a copy of a long English one", () => {
    const copies = [...englishLeaves].filter(([key, text]) => /[a-z]{3,} [a-z]{3,} [a-z]{3,}/i.test(text) && spanishLeaves.get(key) === text);
    expect(copies.map(([key]) => key)).toEqual([]);
  });
});

describe("the parity check itself", () => {
  it("sees a dropped placeholder and a missing plural branch", () => {
    expect(shape("Book a licensed {trade}")).not.toEqual(shape("Reserve un profesional"));
    expect(shape("{count, plural, one {# issue} other {# issues}}")).not.toEqual(shape("{count, plural, other {# problemas}}"));
    expect(shape("Email <link>{email}</link>")).not.toEqual(shape("Correo {email}"));
  });
});
