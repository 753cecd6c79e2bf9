// Medians, and the interleaving that lets a baseline and a candidate share the machine's mood.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs each measurement `repetitions` times, alternating between them (A B A B A B), and answers
 * each one's median: a busy moment of the machine hits both sides alike.
 */
export async function interleaved(repetitions, measurements) {
  const samples = Object.fromEntries(Object.keys(measurements).map((key) => [key, []]));
  for (let i = 0; i < repetitions; i++) {
    for (const [key, measure] of Object.entries(measurements)) samples[key].push(await measure(i));
  }
  return Object.fromEntries(Object.entries(samples).map(([key, values]) => [key, median(values)]));
}

/** Wall time of `work` in milliseconds. */
export async function timed(work) {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** A result row: `ratio` is candidate / baseline when a baseline was measured in the same run. */
export function row({ what, value, unit, baseline, goal, pass, note }) {
  const ratio = baseline ? value / baseline : undefined;
  return { what, value, unit, baseline, ratio, goal, pass: pass(ratio ?? value), note };
}
