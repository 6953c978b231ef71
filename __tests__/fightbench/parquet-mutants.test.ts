import { describe, expect, test } from '@jest/globals';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import { opts, REPO, tmp } from './helpers.js';

/** Text that names JavaScript internals instead of the file (what FB003 used to carry for ~300 mutants). */
export const JS_INTERNAL =
  /is not a function|Cannot read propert|\bundefined\b|TypeError|RangeError|ReferenceError|is not iterable|is not defined|Invalid typed array|out of bounds|Maximum call stack|\[object /;

/** mulberry32: a small seeded generator, so the 300 mutants are the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mutant(base: Buffer, i: number): { bytes: Buffer; how: string } {
  const r = rng(1000 + i);
  const pick = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo));
  const b = Buffer.from(base);
  // Half of the mutants hit the footer (the Thrift metadata at the end), where decoders trip on types.
  const footer = () => pick(Math.max(4, b.length - 600), b.length - 8);
  const anywhere = () => pick(4, b.length - 8);
  switch (i % 5) {
    case 0: {
      const at = footer();
      b[at] ^= 1 << pick(0, 8);
      return { bytes: b, how: `flip a bit at ${at}` };
    }
    case 1: {
      const at = footer();
      b[at] = [0x00, 0xff, 0x15, 0x19, 0x1c, 0x26, 0x2c][pick(0, 7)];
      return { bytes: b, how: `set byte ${at}` };
    }
    case 2: {
      const n = pick(1, 5);
      const hits: number[] = [];
      for (let k = 0; k < n; k++) {
        const at = anywhere();
        b[at] = pick(0, 256);
        hits.push(at);
      }
      return { bytes: b, how: `randomise bytes ${hits.join(',')}` };
    }
    case 3: {
      const len = pick(0, base.length);
      return { bytes: b.subarray(0, len), how: `truncate to ${len}` };
    }
    default: {
      // Cut bytes out of the middle but keep the footer: offsets now point at the wrong data.
      const from = pick(4, Math.max(5, b.length - 700));
      const n = pick(1, 64);
      return { bytes: Buffer.concat([b.subarray(0, from), b.subarray(from + n)]), how: `delete ${n} bytes at ${from}` };
    }
  }
}

describe('Parquet errors describe the file, never JavaScript internals', () => {
  test('300 seeded mutants of the example Parquet file: coded findings, no internal text, nothing thrown', async () => {
    const base = readFileSync(join(REPO, 'examples', 'fightbench', 'matches.parquet'));
    const dir = tmp('fb-mutants-');
    const offenders: string[] = [];
    let failedVerdicts = 0;
    try {
      for (let i = 0; i < Number(process.env.BG_MUTANTS ?? 300); i++) {
        const { bytes, how } = mutant(base, i);
        const f = join(dir, `m${i}.parquet`);
        writeFileSync(f, bytes);
        let r;
        try {
          r = await checkExportFile(f, `m${i}.parquet`, 'parquet', opts(), { cwd: dir });
        } catch (e) {
          offenders.push(`#${i} (${how}) threw: ${(e as Error).message}`);
          continue;
        }
        for (const x of r.findings) {
          if (!/^FB\d{3}$/.test(x.code)) offenders.push(`#${i} (${how}) uncoded ${x.code}`);
          if (JS_INTERNAL.test(x.message)) offenders.push(`#${i} (${how}) ${x.code}: ${x.message}`);
        }
        for (const g of r.gates)
          if (g.detail && JS_INTERNAL.test(g.detail)) offenders.push(`#${i} (${how}) gate ${g.id}: ${g.detail}`);
        if (r.gates.some((g) => g.status === 'fail' || g.status === 'undecided')) failedVerdicts++;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(offenders).toEqual([]);
    // Most mutants break the file; the ones that only touch unused bytes may still pass.
    expect(failedVerdicts).toBeGreaterThan(150);
  }, 60_000);
});
