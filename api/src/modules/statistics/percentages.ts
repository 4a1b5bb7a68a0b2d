/**
 * Shares of `total` with one decimal that add up to exactly 100 when the counts add up to the total
 * (largest remainders get the spare tenths), so a breakdown's percentages never sum to 99.9 or 100.1.
 * All 0 when the total is 0.
 */
export function percentages(counts: readonly number[], total: number): number[] {
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count / total) * 1000);
  const floors = exact.map(Math.floor);
  let spare = Math.round((counts.reduce((sum, count) => sum + count, 0) / total) * 1000) - sum(floors);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - floors[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (spare <= 0) break;
    floors[index]! += 1;
    spare -= 1;
  }
  return floors.map((tenths) => tenths / 10);
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
