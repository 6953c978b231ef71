/**
 * mulberry32: the small deterministic PRNG that the benchmarks and the tests use to generate circuits and data
 * (one copy for both; the simulators' own seeded sampling is src/quantum/maths/rng.ts). Returns doubles in [0, 1).
 * `imul` is read from Math once: under jest every read of a global in a hot loop is slow (CONTRIBUTING.md).
 */
const { imul } = Math;

export function mulberry(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
