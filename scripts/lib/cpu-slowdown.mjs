// Lighthouse's simulated phone is this machine's CPU slowed down 4 times, a factor chosen for a high-end desktop host:
// BenchmarkIndex 1500 to 2000 ("Calibrating the CPU slowdown" in Lighthouse's docs/throttling.md, which tells a weaker
// host to lower it). This shared 2-core VM measured 2,500 to 2,900 on a quiet day, and on a busy one the same build's
// scores fell from 95+ to 77-94. So each run takes its multiplier from the index the runs before it measured (the
// median of the last five, so one odd reading moves nothing): 4 at 1500 and above, 4 × index / 1500 below, never
// under 1. It only lowers the slowdown on a host slower than the one Lighthouse's default assumes, so the phone being
// simulated stays the same one; it never raises it on a faster host. Each report keeps both figures
// (lhr.configSettings.throttling.cpuSlowdownMultiplier, lhr.environment.benchmarkIndex).
// Hand-written: Lighthouse only offers the table and a web calculator, not a function.
export const HIGH_END_DESKTOP_INDEX = 1500;
export const DEFAULT_CPU_SLOWDOWN = 4;
const WINDOW = 5;

/** The multiplier for a host that measured `benchmarkIndex`; Lighthouse's default when the index is unknown. */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex >= HIGH_END_DESKTOP_INDEX) return DEFAULT_CPU_SLOWDOWN;
  return Math.max(1, Math.round(((DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / HIGH_END_DESKTOP_INDEX) * 100) / 100);
}

/** The multiplier for the next run, following the indexes the runs so far measured. */
export function createCpuSlowdown() {
  let indexes = [];
  return {
    get multiplier() {
      if (indexes.length === 0) return DEFAULT_CPU_SLOWDOWN;
      const sorted = [...indexes].sort((a, b) => a - b);
      return calibratedCpuSlowdown(sorted[Math.floor(sorted.length / 2)]);
    },
    observe(benchmarkIndex) {
      if (Number.isFinite(benchmarkIndex) && benchmarkIndex > 0) indexes = [...indexes, benchmarkIndex].slice(-WINDOW);
    },
  };
}
