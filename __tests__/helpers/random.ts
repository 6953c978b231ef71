/** A small seeded PRNG (mulberry32) for randomised differential tests: the same seed gives the same cases. */
export function seeded(seed: number): {
  next: () => number;
  int: (n: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  chance: (p: number) => boolean;
} {
  let s = seed | 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return { next, int, pick: (xs) => xs[int(xs.length)], chance: (p) => next() < p };
}
