import type { Severity } from '../core/model.js';

/**
 * Chooses at most `max` of `items` for a channel with a hard cap (code scanning's 5,000 results per run, the HTML
 * report's findings table), deterministically: every error before any warning before any notice, and within one
 * severity round-robin over the groups (artifacts), so one artifact with thousands of findings cannot hide the
 * others. The chosen items keep their input order (the report's sorted order). Pure.
 */
export function prioritize<T>(
  items: readonly T[],
  max: number,
  severity: (t: T) => Severity,
  group: (t: T) => string
): { kept: T[]; left: number } {
  if (items.length <= max) return { kept: [...items], left: 0 };
  const chosen = new Uint8Array(items.length);
  let budget = max;
  for (const level of ['error', 'warning', 'notice'] as const) {
    if (budget === 0) break;
    // Queues of item indices per group, in input order; groups visited in order of first appearance.
    const queues = new Map<string, number[]>();
    items.forEach((t, i) => {
      if (severity(t) !== level) return;
      const g = group(t);
      const q = queues.get(g);
      if (q) q.push(i);
      else queues.set(g, [i]);
    });
    const lists = [...queues.values()];
    for (let round = 0; budget > 0 && lists.some((q) => round < q.length); round++)
      for (const q of lists) {
        if (budget === 0) break;
        if (round < q.length) {
          chosen[q[round]] = 1;
          budget--;
        }
      }
  }
  const kept = items.filter((_, i) => chosen[i] === 1);
  return { kept, left: items.length - kept.length };
}
