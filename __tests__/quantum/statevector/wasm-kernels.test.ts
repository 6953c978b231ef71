import { describe, expect, test } from '@jest/globals';
import { applyFused, fusedKernel } from '../../../src/quantum/statevector/codegen.js';
import { fusedProgram, programToJs } from '../../../src/quantum/statevector/fused-program.js';
import type { MicroOp } from '../../../src/quantum/statevector/codegen.js';
import { Shape, apply1c, applyPhase, classify1 } from '../../../src/quantum/statevector/kernels.js';
import { Shape2, apply2, classify2 } from '../../../src/quantum/statevector/kernels-2q.js';
import { laneBit, svModuleBytes, svPasses, svState } from '../../../src/quantum/statevector/wasm-passes.js';
import type { SvState } from '../../../src/quantum/statevector/wasm-passes.js';
import { mulberry } from '../reference.js';
import { maxStateDiff } from '../../helpers/diff.js';

const N_QUBITS = 8;
const rnd = mulberry(777);
const r = () => rnd() * 2 - 1;

function randomState(st: SvState): void {
  for (let i = 0; i < st.re.length; i++) {
    st.re[i] = r();
    st.im[i] = r();
  }
}

const M1: Record<string, () => number[]> = {
  general: () => Array.from({ length: 8 }, r),
  real: () => [r(), 0, r(), 0, r(), 0, r(), 0],
  realImag: () => [r(), 0, 0, r(), 0, r(), r(), 0],
  diag: () => [r(), r(), 0, 0, 0, 0, r(), r()],
  phase1: () => [1, 0, 0, 0, 0, 0, r(), r()],
  anti: () => [0, 0, r(), r(), r(), r(), 0, 0],
  x: () => [0, 0, 1, 0, 1, 0, 0, 0]
};
const M2: Record<string, () => number[]> = {
  general: () => Array.from({ length: 32 }, r),
  diag: () => {
    const m = new Array(32).fill(0);
    for (let j = 0; j < 4; j++) {
      m[10 * j] = r();
      m[10 * j + 1] = r();
    }
    return m;
  },
  perm: () => {
    const m = new Array(32).fill(0);
    [2, 0, 3, 1].forEach((c, row) => {
      m[2 * (row * 4 + c)] = 1;
    });
    return m;
  }
};

/** One micro-op on a group, and the same gate applied by the static kernels on global qubits. */
interface Case {
  name: string;
  k: number;
  ops: MicroOp[];
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const [nm, mk] of Object.entries(M1)) {
    out.push({
      name: `1q ${nm}`,
      k: 1,
      ops: [
        (() => {
          const m = mk();
          return { op: 'm1', bit: 0, m, shape: classify1(m), cmask: 0, cval: 0 };
        })()
      ]
    });
    out.push({
      name: `controlled 1q ${nm} (ctrl high)`,
      k: 2,
      ops: [
        (() => {
          const m = mk();
          return { op: 'm1', bit: 0, m, shape: classify1(m), cmask: 2, cval: 2 };
        })()
      ]
    });
    out.push({
      name: `negated-control 1q ${nm} (ctrl low)`,
      k: 2,
      ops: [
        (() => {
          const m = mk();
          return { op: 'm1', bit: 1, m, shape: classify1(m), cmask: 1, cval: 0 };
        })()
      ]
    });
    out.push({
      name: `doubly controlled 1q ${nm}`,
      k: 3,
      ops: [
        (() => {
          const m = mk();
          return { op: 'm1', bit: 1, m, shape: classify1(m), cmask: 5, cval: 5 };
        })()
      ]
    });
  }
  out.push({ name: 'phase', k: 2, ops: [{ op: 'ph', mask: 3, val: 3, pr: r(), pi: r() }] });
  out.push({ name: 'phase -1 (cz)', k: 2, ops: [{ op: 'ph', mask: 3, val: 3, pr: -1, pi: 0 }] });
  out.push({ name: 'phase on 0-bit', k: 1, ops: [{ op: 'ph', mask: 1, val: 0, pr: r(), pi: r() }] });
  for (const [nm, mk] of Object.entries(M2)) {
    out.push({
      name: `2q ${nm}`,
      k: 2,
      ops: [
        (() => {
          const m = mk();
          return { op: 'm2', b0: 0, b1: 1, m, shape: classify2(m), cmask: 0, cval: 0 };
        })()
      ]
    });
    out.push({
      name: `2q ${nm} reversed`,
      k: 2,
      ops: [
        (() => {
          const m = mk();
          return { op: 'm2', b0: 1, b1: 0, m, shape: classify2(m), cmask: 0, cval: 0 };
        })()
      ]
    });
    out.push({
      name: `controlled 2q ${nm}`,
      k: 3,
      ops: [
        (() => {
          const m = mk();
          return { op: 'm2', b0: 2, b1: 0, m, shape: classify2(m), cmask: 2, cval: 2 };
        })()
      ]
    });
  }
  // mixed groups, 2 to 4 qubits
  for (let k = 2; k <= 4; k++) {
    const ops: MicroOp[] = [];
    for (let j = 0; j < 6 + 2 * k; j++) {
      const kind = Math.floor(rnd() * 4);
      const names = Object.keys(M1);
      if (kind <= 1) {
        const m = M1[names[Math.floor(rnd() * names.length)]]();
        ops.push({ op: 'm1', bit: Math.floor(rnd() * k), m, shape: classify1(m), cmask: 0, cval: 0 });
      } else if (kind === 2) {
        const b0 = Math.floor(rnd() * k);
        const b1 = (b0 + 1) % k;
        const m = M2.general();
        ops.push({ op: 'm2', b0, b1, m, shape: Shape2.General, cmask: 0, cval: 0 });
      } else ops.push({ op: 'ph', mask: (1 << k) - 1, val: (1 << k) - 1, pr: -1, pi: 0 });
    }
    out.push({ name: `mixed group of ${k}`, k, ops });
  }
  return out;
}

/** Qubit sets of size k on N_QUBITS qubits: including 0, including 1, high ones, spread. */
function qubitSets(k: number): number[][] {
  const sets: number[][] = [];
  const all = (start: number, step: number) => Array.from({ length: k }, (_, j) => start + j * step);
  sets.push(all(0, 1), all(1, 1), all(0, 2), all(N_QUBITS - k, 1), all(1, 2));
  sets.push([0, ...all(N_QUBITS - k + 1, 1)].slice(0, k));
  return sets
    .filter((s) => s.every((q) => q < N_QUBITS))
    .map((s) => [...new Set(s)].sort((a, b) => a - b))
    .filter((s) => s.length === k);
}

/** The static kernels' result for the micro-ops mapped onto `qubits`. */
function staticApply(re: Float64Array, im: Float64Array, ops: MicroOp[], qubits: number[]): void {
  const glob = (mask: number) => {
    let g = 0;
    qubits.forEach((q, j) => {
      if ((mask >> j) & 1) g |= 1 << q;
    });
    return g;
  };
  const list = (mask: number) => Int32Array.from(qubits.filter((_, j) => (mask >> j) & 1));
  for (const o of ops) {
    if (o.op === 'ph') applyPhase(re, im, N_QUBITS, o.pr, o.pi, list(o.mask), glob(o.val));
    else if (o.op === 'm1')
      apply1c(re, im, N_QUBITS, qubits[o.bit], o.m, list(o.cmask | (1 << o.bit)), glob(o.cval), o.shape as Shape);
    else
      apply2(
        re,
        im,
        N_QUBITS,
        qubits[o.b0],
        qubits[o.b1],
        o.m,
        list(o.cmask | (1 << o.b0) | (1 << o.b1)),
        glob(o.cval),
        o.shape as Shape2
      );
  }
}

/** The function bodies (with their locals) of a module's code section. */
function codeBodies(bytes: Uint8Array): number[][] {
  let p = 8;
  const leb = (): number => {
    let v = 0,
      sh = 0,
      b: number;
    do {
      b = bytes[p++];
      v |= (b & 0x7f) << sh;
      sh += 7;
    } while (b & 0x80);
    return v >>> 0;
  };
  while (p < bytes.length) {
    const id = bytes[p++];
    const size = leb();
    if (id !== 10) {
      p += size;
      continue;
    }
    const out: number[][] = [];
    for (let n = leb(); n > 0; n--) {
      const len = leb();
      out.push(Array.from(bytes.subarray(p, p + len)));
      p += len;
    }
    return out;
  }
  return [];
}

describe('WebAssembly statevector kernels against the JavaScript kernels, amplitude by amplitude', () => {
  test('the module assembles and a state lives in WebAssembly memory', () => {
    const st = svState(N_QUBITS) as SvState;
    expect(st).toBeDefined();
    expect(st.re.buffer).toBe(st.im.buffer);
    expect(st.im.byteOffset).toBe(8 * 2 ** N_QUBITS);
    const bytes = svModuleBytes([{ prog: fusedProgram(1, cases()[0].ops), qubits: [3] }], N_QUBITS);
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0, 0x61, 0x73, 0x6d]);
    expect(laneBit([0, 1, 3])).toBe(2);
    expect(laneBit([2])).toBe(0);
  });

  test('function bodies assembled one after another in the shared scratch buffer carry nothing over', () => {
    // A long body then a short one: the short one's bytes in the two-group module must equal its
    // bytes alone (a scratch buffer not reset would leave the long body's tail in it).
    const all = cases();
    const long = { prog: fusedProgram(4, all[all.length - 1].ops), qubits: [0, 2, 4, 6] };
    const short = { prog: fusedProgram(1, all[0].ops), qubits: [3] };
    const alone = svModuleBytes([short], N_QUBITS);
    const both = svModuleBytes([long, short], N_QUBITS);
    expect(codeBodies(both)[1]).toEqual(codeBodies(alone)[0]);
    expect(codeBodies(both)[0]).toEqual(codeBodies(svModuleBytes([long], N_QUBITS))[0]);
    expect(Buffer.from(svModuleBytes([long, short], N_QUBITS))).toEqual(Buffer.from(both));
    // and the two-group module still runs both groups exactly
    const st = svState(N_QUBITS) as SvState;
    const passes = svPasses([long, short], st);
    expect(passes).toHaveLength(2);
  });

  for (const c of cases()) {
    test(c.name, () => {
      const st = svState(N_QUBITS) as SvState;
      for (const qubits of qubitSets(c.k)) {
        randomState(st);
        const re0 = st.re.slice(),
          im0 = st.im.slice();
        const prog = fusedProgram(c.k, c.ops);
        const [pass] = svPasses([{ prog, qubits }], st) as ((b: number, h: number, e: number) => void)[];
        pass(0, 0, 1 << N_QUBITS);
        // generated JavaScript pass: bit-identical
        const jre = re0.slice(),
          jim = im0.slice();
        applyFused(jre, jim, N_QUBITS, fusedKernel(c.k, c.ops), qubits);
        expect([qubits, Array.from(st.re), Array.from(st.im)]).toEqual([qubits, Array.from(jre), Array.from(jim)]);
        // the program's JavaScript emission: bit-identical
        const pre = re0.slice(),
          pim = im0.slice();
        const f = programToJs(prog);
        const offs = Array.from({ length: 1 << c.k }, (_, L) =>
          qubits.reduce((s, q, j) => s + (((L >> j) & 1) << q), 0)
        );
        let gm = 0;
        for (const q of qubits) gm |= 1 << q;
        for (let i = 0; i < 1 << N_QUBITS; i++) if (!(i & gm)) f(pre, pim, i, offs);
        expect(Array.from(pre)).toEqual(Array.from(jre));
        expect(Array.from(pim)).toEqual(Array.from(jim));
        // static per-gate kernels: same within rounding
        const sre = re0.slice(),
          sim = im0.slice();
        staticApply(sre, sim, c.ops, qubits);
        expect([qubits, maxStateDiff({ re: sre, im: sim }, st) < 1e-12]).toEqual([qubits, true]);
      }
    });
  }

  test('a pass run block by block (contiguous and with high qubits held fixed) equals one full pass', () => {
    const n = N_QUBITS;
    const ops = cases().find((c) => c.name === 'mixed group of 2')?.ops as MicroOp[];
    const prog = fusedProgram(2, ops);
    for (const qubits of [
      [0, 1],
      [1, 6],
      [3, 7],
      [0, 7]
    ]) {
      const st = svState(n) as SvState;
      randomState(st);
      const re0 = st.re.slice(),
        im0 = st.im.slice();
      const [pass] = svPasses([{ prog, qubits }], st) as ((b: number, h: number, e: number) => void)[];
      pass(0, 0, 1 << n);
      const full = [Array.from(st.re), Array.from(st.im)];
      // contiguous blocks of 2^B (all of the group's qubits below B)
      const B = Math.max(...qubits, laneBit(qubits)) + 1;
      st.re.set(re0);
      st.im.set(im0);
      for (let b = 0; b < 1 << n; b += 1 << B) pass(b, 0, 1 << B);
      expect([Array.from(st.re), Array.from(st.im)]).toEqual(full);
      // blocks holding the qubits of `hmask` fixed at each of their values
      const free = [...Array(n).keys()].filter((q) => !qubits.includes(q) && q !== laneBit(qubits));
      const H = free.slice(-2);
      const hmask = (1 << H[0]) | (1 << H[1]);
      st.re.set(re0);
      st.im.set(im0);
      for (let h = 0; h < 4; h++) pass(((h & 1) << H[0]) | ((h >> 1) << H[1]), hmask, 1 << n);
      expect([qubits, Array.from(st.re), Array.from(st.im)]).toEqual([qubits, ...full]);
    }
  });
});
