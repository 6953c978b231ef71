// Shared by the randomised differential scripts (scripts/*-diff.mjs): seeded randomness and option parsing.

/** `--name VALUE` from argv, else the default. */
export function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

/** mulberry32: a small, fast, seeded 32-bit generator (uniform in [0, 1)); the same seed gives the same files. */
export function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
