/**
 * Shares of `total` with one decimal (docs/statistics.md#what-the-numbers-mean). The spare tenths that rounding
 * down leaves go to the largest remainders, so that a breakdown adds up to 100; but equal counts always
 * show equal shares: tied counts get a spare tenth each or none, and when there are not enough for all of
 * them the sum stays a few tenths short (three categories of 1 report in 3 read 33.3 % each). All 0 when
 * the total is 0.
 */
export function percentages(counts: readonly number[], total: number): number[] {
  if (total <= 0) return counts.map(() => 0);
  const exactTenths = (count: number) => (count / total) * 1000;
  const tenths = counts.map((count) => Math.floor(exactTenths(count)));
  let spare = Math.round(exactTenths(sum(counts))) - sum(tenths);
  // Counts in order of their remainder, largest first; equal counts have equal remainders.
  const distinct = [...new Set(counts)]
    .map((count) => ({ count, remainder: exactTenths(count) % 1 }))
    .filter(({ remainder }) => remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || b.count - a.count);
  for (const { count } of distinct) {
    const tied = counts.filter((other) => other === count).length;
    if (tied > spare) break;
    counts.forEach((other, index) => {
      if (other === count) tenths[index]! += 1;
    });
    spare -= tied;
  }
  return tenths.map((value) => value / 10);
}

/**
 * Resolved divided by total as a rounded whole percent (docs/decisions.md#limits-and-constants); null without
 * reports.
 */
export function resolutionRate(resolved: number, total: number): number | null {
  return total > 0 ? Math.round((resolved / total) * 100) : null;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
