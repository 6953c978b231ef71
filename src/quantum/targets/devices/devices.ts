/**
 * Fake IBM devices built from IBM's calibration snapshots (the ones qiskit-ibm-runtime's FakeFez & co.
 * load), extracted by scripts/gen-devices.mjs into ./data/ (see docs/devices.md): the real coupling
 * map, per-qubit T1/T2/readout/gate figures and per-coupler cz error and length. Dead couplers and
 * dead qubits are kept in the data and excluded from the usable map.
 */
import { DEVICE_DATA } from './data/index.js';
import type { DeviceData } from './data/index.js';

/** Error and timing figures of a device (times in ns, errors as probabilities). */
export interface DeviceFigures {
  /** Median T1 relaxation time (ns). */
  t1: number;
  /** Median T2 dephasing time (ns). */
  t2: number;
  /** P(read 1 | prepared 0). */
  readoutP10: number;
  /** P(read 0 | prepared 1). */
  readoutP01: number;
  /** Average gate error of sx / x / id. */
  sxError: number;
  /** Average gate error of cz. */
  czError: number;
  /** Durations (ns). */
  sxLength: number;
  czLength: number;
  resetLength: number;
  measureLength: number;
}

export interface Device {
  /** Short name used in targets (`fake:<name>`). */
  name: string;
  /** IBM backend name. */
  backendName: string;
  processor: string;
  numQubits: number;
  /** Native gates (plus measure, reset, barrier, delay). */
  basisGates: readonly string[];
  /** Undirected couplers [a, b] with a < b, sorted; includes dead couplers. */
  edges: readonly (readonly [number, number])[];
  /** Couplers that cannot be used (see CouplerCalibration.dead), [a, b] with a < b. */
  deadEdges: readonly (readonly [number, number])[];
  /** Qubits that cannot be used (see QubitCalibration.dead), ascending. */
  deadQubits: readonly number[];
  /** Medians over the live qubits and couplers (reporting; the noise model uses the per-qubit figures). */
  figures: DeviceFigures;
  /** Per-qubit calibration, index = physical qubit. */
  qubits: readonly QubitCalibration[];
  /** Per-coupler calibration, in the order of `edges`. */
  couplers: readonly CouplerCalibration[];
  /** Sample time in ns (the OpenQASM `dt` unit, `conf.dt`); null when the snapshot has none. */
  dtNs: number | null;
  /** `last_update_date` of the properties snapshot. */
  snapshot: string;
  /** Source and licence of the snapshot. */
  source: string;
  /** Where the coupling map comes from, with the number of couplers and of unusable ones. */
  couplingNote: string;
}

export class DeviceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeviceError';
  }
}

/**
 * Heavy-hex lattice of IBM Heron r2 (156 qubits): 8 long rows of 16 qubits (linear chains) and
 * 7 bridge rows of 4 qubits between them. Bridge row r (1-based long-row gap g = 1..7) links the
 * long row above to the one below at the same column: odd gaps (1, 3, 5, 7) use 1-based columns
 * 4, 8, 12, 16; even gaps use 2, 6, 10, 14. Reproduces conf_fez.json's 176 edges.
 */
export function heavyHexEdges(
  longRows: number,
  rowLen: number,
  bridgesPerRow: number,
  columns: (gap: number) => number[]
): [number, number][] {
  const edges: [number, number][] = [];
  const rowStart: number[] = [];
  const bridgeStart: number[] = [];
  let idx = 0;
  for (let r = 0; r < longRows; r++) {
    rowStart.push(idx);
    idx += rowLen;
    if (r < longRows - 1) {
      bridgeStart.push(idx);
      idx += bridgesPerRow;
    }
  }
  for (let r = 0; r < longRows; r++)
    for (let x = 0; x + 1 < rowLen; x++) edges.push([rowStart[r] + x, rowStart[r] + x + 1]);
  for (let g = 0; g < longRows - 1; g++) {
    const cols = columns(g + 1);
    cols.forEach((col1, i) => {
      const b = bridgeStart[g] + i;
      edges.push([rowStart[g] + col1 - 1, b]);
      edges.push([b, rowStart[g + 1] + col1 - 1]);
    });
  }
  return edges
    .map(([a, b]) => (a < b ? [a, b] : [b, a]) as [number, number])
    .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

const heronR2Columns = (gap: number): number[] => (gap % 2 === 1 ? [4, 8, 12, 16] : [2, 6, 10, 14]);

/** The 156-qubit Heron r2 / r3 coupling map (Fez, Marrakesh, Kingston, Aachen). */
export function heronEdges156(): [number, number][] {
  return heavyHexEdges(8, 16, 4, heronR2Columns);
}

/** Calibration of one physical qubit, in model units (ns, probabilities), from the snapshot. */
export interface QubitCalibration {
  /** T1 (ns); Infinity when the snapshot has none (Aer: no relaxation). */
  t1: number;
  /** T2 (ns) as given; Infinity when missing (then truncated to 2·T1 like Aer). */
  t2: number;
  readoutP10: number;
  readoutP01: number;
  /** Reported gate errors (0 when the snapshot has none: Aer adds no depolarising part). */
  sxError: number;
  xError: number;
  idError: number;
  sxLength: number;
  xLength: number;
  idLength: number;
  measureLength: number;
  resetLength: number;
  /**
   * Error of the snapshot's calibrated `measure` instruction (kingston, aachen), null when it has none (fez,
   * marrakesh, torino). Aer turns it into a quantum error before each measurement (docs/devices.md).
   */
  measureError: number | null;
  /** The snapshot marks the qubit unusable: sx or x error ≥ 1, or no T1. */
  dead: boolean;
}

/** Calibration of one coupler (undirected, a < b). */
export interface CouplerCalibration {
  a: number;
  b: number;
  /** Reported error of the 2-qubit basis gate (1 when missing). */
  error: number;
  /** Its length (ns; 0 when missing). */
  length: number;
  /** Error ≥ 1, missing calibration, or a dead qubit at either end: never used. */
  dead: boolean;
}

function median(xs: number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const h = s.length >> 1;
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}

/** The Device of a generated data record (see data/types.ts): exact per-qubit and per-coupler figures. */
export function deviceFromData(d: DeviceData): Device {
  const Q = d.qubits;
  const qubits: QubitCalibration[] = [];
  for (let i = 0; i < d.numQubits; i++) {
    const t1 = Q.t1Us[i];
    const t2 = Q.t2Us[i];
    const sx = Q.sxError[i] ?? 0;
    const x = Q.xError[i] ?? 0;
    qubits.push({
      t1: t1 === null ? Infinity : t1 * 1000,
      t2: t2 === null ? Infinity : t2 * 1000,
      readoutP10: Q.p10[i],
      readoutP01: Q.p01[i],
      sxError: sx,
      xError: x,
      idError: Q.idError[i] ?? 0,
      sxLength: Q.sxLength[i],
      xLength: Q.xLength[i],
      idLength: Q.idLength[i],
      measureLength: Q.measureLength[i],
      resetLength: Q.resetLength[i],
      measureError: Q.measureError[i],
      dead: sx >= 1 || x >= 1 || t1 === null
    });
  }
  const couplers: CouplerCalibration[] = d.couplers.pairs.map(([a, b], j) => ({
    a,
    b,
    error: d.couplers.error[j] ?? 1,
    length: d.couplers.length[j] ?? 0,
    dead: d.couplers.dead[j] === 1 || qubits[a].dead || qubits[b].dead
  }));
  const live = couplers.filter((c) => !c.dead);
  const liveQ = qubits.filter((q) => !q.dead);
  const figures: DeviceFigures = {
    t1: median(liveQ.map((q) => q.t1)),
    t2: median(liveQ.map((q) => q.t2)),
    readoutP10: median(liveQ.map((q) => q.readoutP10)),
    readoutP01: median(liveQ.map((q) => q.readoutP01)),
    sxError: median(liveQ.map((q) => q.sxError)),
    czError: median(live.map((c) => c.error)),
    sxLength: median(liveQ.map((q) => q.sxLength)),
    czLength: median(live.map((c) => c.length)),
    resetLength: median(liveQ.map((q) => q.resetLength)),
    measureLength: median(liveQ.map((q) => q.measureLength))
  };
  const deadQ = qubits.flatMap((q, i) => (q.dead ? [i] : []));
  return {
    name: d.device,
    backendName: d.backendName,
    processor: d.processor,
    numQubits: d.numQubits,
    basisGates: d.basisGates,
    edges: couplers.map((c) => [c.a, c.b] as const),
    deadEdges: couplers.filter((c) => c.dead).map((c) => [c.a, c.b] as const),
    deadQubits: deadQ,
    figures,
    qubits,
    couplers,
    dtNs: d.dtNs,
    snapshot: d.snapshot,
    source: d.source,
    couplingNote: `conf_${d.device}.json coupling_map (${couplers.length} couplers, ${couplers.length - live.length} unusable: dead or touching a dead qubit)`
  };
}

function build(): Record<string, Device> {
  const out: Record<string, Device> = {};
  for (const [name, d] of Object.entries(DEVICE_DATA)) out[name] = deviceFromData(d);
  return out;
}

/**
 * The devices, built on first use: a plain `simulate` on sim-cpu (and every other command that
 * loads the quantum module) no longer pays for deriving every fake device at load time (17–31 ms
 * of a 20-qubit simulate's profile on a loaded machine).
 */
let built: Readonly<Record<string, Device>> | undefined;
const devices = (): Readonly<Record<string, Device>> => (built ??= build());

/** Names of the known fake devices, sorted. */
export function deviceNames(): string[] {
  return Object.keys(devices()).sort();
}

/** The fake device `name` (case-insensitive; a leading `fake_` or `ibm_` is accepted). */
export function getDevice(name: string): Device {
  const key = name.toLowerCase().replace(/^(fake_|ibm_)/, '');
  const d = devices()[key];
  if (!d) throw new DeviceError(`unknown device '${name}'; known devices: ${deviceNames().join(', ')}`);
  return d;
}

/** Usable couplers (dead ones, and those touching a dead qubit, removed) as an adjacency list. */
export function adjacency(d: Device): number[][] {
  const dead = new Set(d.deadEdges.map(([a, b]) => `${a},${b}`));
  const adj: number[][] = Array.from({ length: d.numQubits }, () => []);
  for (const [a, b] of d.edges) {
    if (dead.has(`${a},${b}`)) continue;
    adj[a].push(b);
    adj[b].push(a);
  }
  for (const l of adj) l.sort((x, y) => x - y);
  return adj;
}
