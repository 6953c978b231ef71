/**
 * "Did you mean …?" for usage errors (commands, flags, suite ids, paths): the closest candidate by edit distance
 * (optimal string alignment: insertions, deletions, substitutions and adjacent transpositions, so `chek`,
 * `qsolv`, `exmaples` and `--fial-on` all find theirs), when it is close enough to be a typo. Pure; ties go to the
 * first candidate in the order given, so the suggestion is deterministic.
 */
function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  return rows[a.length][b.length];
}

/** The candidate `word` most likely mistyped, or undefined when none is within a typo's distance. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  const cap = Math.max(1, Math.min(3, Math.floor(w.length / 3)));
  let best: string | undefined;
  let bestD = cap + 1;
  for (const c of candidates) {
    if (c === word) continue;
    const d = distance(w, c.toLowerCase(), cap);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

/** ` Did you mean "x"?` or the empty string. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const c = closest(word, candidates);
  return c === undefined ? '' : ` Did you mean "${c}"?`;
}
