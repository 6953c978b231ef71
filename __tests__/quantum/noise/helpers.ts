import type { Circuit } from '../../../src/quantum/index.js';
import { simulateStatevector } from '../../../src/quantum/index.js';
import { mulberry } from '../../../bench/lib/mulberry.mjs';
import { getDevice } from '../../../src/quantum/targets/devices/devices.js';
import type { Device, DeviceFigures } from '../../../src/quantum/targets/devices/devices.js';
import type { Target } from '../../../src/quantum/targets/target.js';
export { mulberry };

const ONE = ['x', 'y', 'z', 'h', 's', 'sdg', 't', 'tdg', 'sx', 'sxdg', 'rx', 'ry', 'rz', 'p', 'u', 'u2', 'r', 'id'];
const TWO = [
  'cx',
  'cy',
  'cz',
  'ch',
  'cs',
  'csdg',
  'csx',
  'cp',
  'crx',
  'cry',
  'crz',
  'cu',
  'cu3',
  'swap',
  'iswap',
  'dcx',
  'ecr',
  'rxx',
  'ryy',
  'rzz',
  'rzx'
];
const NPARAM: Record<string, number> = {
  rx: 1,
  ry: 1,
  rz: 1,
  p: 1,
  u: 3,
  u2: 2,
  r: 2,
  cp: 1,
  crx: 1,
  cry: 1,
  crz: 1,
  cu: 4,
  cu3: 3,
  rxx: 1,
  ryy: 1,
  rzz: 1,
  rzx: 1
};

/** A random OpenQASM 3 circuit over the standard gates (with some modifiers). */
export function randomQasm(n: number, gates: number, seed: number, measure = false): string {
  const r = mulberry(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  const qs = (k: number) => {
    const all = Array.from({ length: n }, (_, i) => i);
    const out: number[] = [];
    for (let i = 0; i < k; i++) out.push(all.splice(Math.floor(r() * all.length), 1)[0]);
    return out;
  };
  const ang = () => (r() * 4 - 2).toFixed(6);
  let s = `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\nbit[${n}] c;\n`;
  for (let g = 0; g < gates; g++) {
    const kind = r();
    let name: string;
    let arity: number;
    let prefix = '';
    if (kind < 0.45 || n < 2) {
      name = pick(ONE);
      arity = 1;
    } else if (kind < 0.9 || n < 3) {
      name = pick(TWO);
      arity = 2;
    } else if (kind < 0.95) {
      name = pick(['ccx', 'ccz', 'cswap']);
      arity = 3;
    } else {
      name = pick(['h', 'rx', 'sx', 't']);
      arity = 1;
      prefix = n >= 3 && r() < 0.5 ? 'ctrl(2) @ ' : 'negctrl @ ';
    }
    const extra = prefix.startsWith('ctrl(2)') ? 2 : prefix ? 1 : 0;
    const np = NPARAM[name] ?? 0;
    const params = np ? `(${Array.from({ length: np }, ang).join(', ')})` : '';
    s += `${prefix}${name}${params} ${qs(arity + extra)
      .map((q) => `q[${q}]`)
      .join(', ')};\n`;
  }
  if (measure) s += 'c = measure q;\n';
  return s;
}

/** |<a|b>| for the state of `orig` and the transpiled compact state mapped through `layout`. */
export function overlapWithLayout(orig: Circuit, transpiled: Circuit, finalLayout: number[]): number {
  const a = simulateStatevector(orig);
  const b = simulateStatevector(transpiled);
  const n = orig.numQubits;
  let sr = 0,
    si = 0;
  for (let i = 0; i < 2 ** n; i++) {
    let j = 0;
    for (let l = 0; l < n; l++) if ((i >> l) & 1) j |= 1 << finalLayout[l];
    // conj(a_i) * b_j
    sr += a.re[i] * b.re[j] + a.im[i] * b.im[j];
    si += a.re[i] * b.im[j] - a.im[i] * b.re[j];
  }
  return Math.hypot(sr, si);
}

/**
 * Fez as modelled before the per-qubit snapshots (uniform medians of the 2025-02-26 snapshot, cz median
 * over all couplers including the 7 dead ones, sx/x/id 24 ns, reset 1,584 ns, measure 1,560 ns). Pinned
 * counts and the worked formula examples were computed with it; keeping it lets them keep proving that
 * the simulators did not change.
 */
export const LEGACY_FEZ_FIGURES: DeviceFigures = {
  t1: 144900,
  t2: 88000,
  readoutP10: 0.00391,
  readoutP01: 0.01147,
  sxError: 2.29e-4,
  czError: 3.9e-3,
  sxLength: 24,
  czLength: 84,
  resetLength: 1584,
  measureLength: 1560
};

export function legacyFez(): Device {
  const fez = getDevice('fez');
  const f = LEGACY_FEZ_FIGURES;
  return {
    ...fez,
    figures: f,
    qubits: fez.qubits.map(() => ({
      t1: f.t1,
      t2: f.t2,
      readoutP10: f.readoutP10,
      readoutP01: f.readoutP01,
      sxError: f.sxError,
      xError: f.sxError,
      idError: f.sxError,
      sxLength: f.sxLength,
      xLength: f.sxLength,
      idLength: f.sxLength,
      measureLength: f.measureLength,
      resetLength: f.resetLength,
      measureError: null,
      dead: false
    })),
    couplers: fez.couplers.map((c) => ({ ...c, error: c.dead ? 1 : f.czError, length: f.czLength }))
  };
}

export function legacyFezTarget(scale: number): Target {
  return { kind: 'fake', name: `fake:fez@${scale}`, device: legacyFez(), scale };
}
