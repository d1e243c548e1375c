// Types for cpu-slowdown.mjs (plain JavaScript: `npm run budgets` runs it with node, without a TypeScript step).
export declare const HIGH_END_DESKTOP_INDEX: number;
export declare const DEFAULT_CPU_SLOWDOWN: number;
export declare function calibratedCpuSlowdown(benchmarkIndex: number): number;
export declare function createCpuSlowdown(): { readonly multiplier: number; observe(benchmarkIndex: number | undefined): void };
