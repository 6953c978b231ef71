/**
 * Seeded PRNG: xoshiro128** (Blackman & Vigna), state seeded from a 64-bit integer seed with
 * splitmix64. Doubles in [0, 1) take 53 bits from two consecutive outputs:
 * ((a >>> 5) · 2^26 + (b >>> 6)) / 2^53 — the same construction as xoshiro's reference code.
 * Only 32-bit integer arithmetic (Math.imul) after seeding: identical on every platform.
 */
const MASK64 = (1n << 64n) - 1n;
/** Math.imul read once (a global read per draw is slow in a vm context: jest's test environment). */
const imul = Math.imul;

/** splitmix64 output sequence for a seed (BigInt, mod 2^64). */
export function splitmix64(seed: bigint, count: number): bigint[] {
  let s = BigInt.asUintN(64, seed);
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) {
    s = (s + 0x9e3779b97f4a7c15n) & MASK64;
    let z = s;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    out.push(z ^ (z >> 31n));
  }
  return out;
}

export class Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** `seed`: any integer (number or bigint); negative seeds are taken mod 2^64. */
  constructor(seed: number | bigint) {
    if (typeof seed === 'number' && !Number.isSafeInteger(seed))
      throw new RangeError(`seed must be an integer, got ${seed}`);
    const [a, b] = splitmix64(BigInt(seed), 2);
    this.s0 = Number(a & 0xffffffffn) | 0;
    this.s1 = Number(a >> 32n) | 0;
    this.s2 = Number(b & 0xffffffffn) | 0;
    this.s3 = Number(b >> 32n) | 0;
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  /** A generator with an explicit xoshiro128** state (for tests against the reference code). */
  static fromState(s0: number, s1: number, s2: number, s3: number): Rng {
    const r = new Rng(0);
    r.s0 = s0 | 0;
    r.s1 = s1 | 0;
    r.s2 = s2 | 0;
    r.s3 = s3 | 0;
    return r;
  }

  /** Next 32-bit output, unsigned. */
  nextU32(): number {
    const s1 = this.s1;
    const m = imul(s1, 5);
    const result = imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result;
  }

  /** Uniform double in [0, 1) with 53 random bits. */
  nextDouble(): number {
    const a = this.nextU32() >>> 5;
    const b = this.nextU32() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }
}
