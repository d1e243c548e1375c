// `npm run bench:triage`: what the statistical triage layer costs per message and per process. Loads
// lib/emergency/model.json as the server does (parse + loadModel), reports its load time and heap, then the median
// time of the classifier alone and of the whole triage (rules + classifier) over every dev-corpus message, and of the
// whole triage on messages as long as the chat accepts (CHAT_LIMITS.messageChars), where a phrase that scans back from
// every position would show.
import { readFileSync } from "node:fs";

import { CHAT_LIMITS } from "@/lib/chat/limits";
import { hazardScores, loadModel, type TriageModel } from "@/lib/emergency/classifier";

import { readCorpus } from "../tests/triage/corpus";

const collect = () => (globalThis as { gc?: () => void }).gc?.();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(3)} ms`;

async function main() {
  const messages = readCorpus("tests/triage/corpus/dev");
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const loadStarted = performance.now();
  const model = loadModel(JSON.parse(readFileSync("lib/emergency/model.json", "utf8")) as TriageModel);
  const loadTime = performance.now() - loadStarted;
  collect();
  const heap = process.memoryUsage().heapUsed - heapBefore;

  const elapsed = (run: () => unknown) => {
    const started = performance.now();
    run();
    return performance.now() - started;
  };
  const time = (run: (text: string) => unknown) => messages.map(({ text }) => elapsed(() => run(text)));
  time((text) => hazardScores(model, text));
  const classify = median(time((text) => hazardScores(model, text)));

  const { triageMessage } = await import("@/lib/emergency/triage");
  time((text) => triageMessage(text));
  const whole = median(time((text) => triageMessage(text)));

  console.log(
    `Model: ${model.weights.size} features; load ${ms(loadTime)}; heap ${(heap / 1e6).toFixed(1)} MB${(globalThis as { gc?: unknown }).gc ? "" : " (run with --expose-gc for a steady figure)"}`,
  );
  console.log(
    `Median over ${messages.length} dev messages (after one warm-up pass): classifier ${ms(classify)}, whole triage (rules + classifier) ${ms(whole)}`,
  );

  // The longest dev messages of each language, repeated up to the chat's limit: one unpunctuated run-on each.
  const longest = (lang: string) => messages.filter((message) => message.lang === lang).sort((a, b) => b.text.length - a.text.length)[0].text;
  for (const lang of ["en", "es", "mixed"]) {
    const base = longest(lang).replace(/[.!?]/g, ",");
    const text = `${base} `.repeat(Math.ceil(CHAT_LIMITS.messageChars / (base.length + 1))).slice(0, CHAT_LIMITS.messageChars);
    triageMessage(text);
    const runs = Array.from({ length: 9 }, () => elapsed(() => triageMessage(text)));
    console.log(`Whole triage of a ${text.length}-character ${lang} run-on (median of 9): ${ms(median(runs))}`);
  }
}

void main();
