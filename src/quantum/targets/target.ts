/**
 * The engine's targets: `sim-cpu` (noiseless statevector) and `fake:<device>[@<scale>]` (a device noise model
 * with every error scaled by `scale`, 1 <= scale <= 10). The string is parsed by the one target grammar
 * (./target-syntax.ts, shared with the Qsolve checks); this module resolves the device. Scale semantics (docs/devices.md):
 * every gate error probability and both readout flip probabilities are multiplied by the scale
 * and capped (gate errors at d/(d+1), Qiskit's cap; readout flips at 0.5 where the scaling pushes them past it), and T1 and T2 are
 * divided by it. Durations are unchanged. The rule applies to each qubit's and each coupler's own
 * figures (scaledQubit, scaledCoupler) and to the medians reported (scaledFigures).
 */
import { DeviceError, getDevice } from './devices/devices.js';
import type { CouplerCalibration, Device, DeviceFigures, QubitCalibration } from './devices/devices.js';
import { parseTargetSpec, showTarget } from './target-syntax.js';

export { MAX_SCALE, MIN_SCALE, parseTargetSpec } from './target-syntax.js';
export type { TargetParse, TargetSpec, TargetSyntaxError } from './target-syntax.js';

/** A target the engine runs: the exact simulator, or a device noise model at a scale. */
export type Target =
  { kind: 'sim-cpu'; name: 'sim-cpu' } | { kind: 'fake'; name: string; device: Device; scale: number };

export class TargetError extends Error {
  /** 1-based column in the target string of the first character in error. */
  readonly column: number;
  constructor(message: string, column = 1) {
    super(message);
    this.name = 'TargetError';
    this.column = column;
  }
}

const ENGINE_FORMS = `sim-cpu, fake:<device> or fake:<device>@<scale> (for example fake:fez@1.6)`;

/**
 * The engine's target: `sim-cpu`, `fake:<device>` (scale 1) or `fake:<device>@<scale>`, parsed by the one grammar
 * (parseTargetSpec) and resolved against the device data. Throws TargetError (message and column).
 */
export function parseTarget(str: string): Target {
  const shown = showTarget(str);
  const p = parseTargetSpec(str);
  if (!p.ok) {
    const e = p.error;
    if (e.reason === 'empty' || e.reason === 'form')
      throw new TargetError(`unknown target '${shown}': expected ${ENGINE_FORMS}`, e.column);
    throw new TargetError(`target '${shown}': ${e.message}`, e.column);
  }
  const t = p.target;
  if (t.kind === 'sim') {
    if (t.simulator === 'cpu') return { kind: 'sim-cpu', name: 'sim-cpu' };
    throw new TargetError(`unknown target '${shown}': expected ${ENGINE_FORMS}`, 1);
  }
  if (t.kind === 'ibm')
    throw new TargetError(
      `target '${shown}' is IBM Quantum hardware, which the engine cannot run: expected ${ENGINE_FORMS}`,
      1
    );
  let device: Device;
  try {
    device = getDevice(t.device);
  } catch (e) {
    if (e instanceof DeviceError) throw new TargetError(`target '${shown}': ${e.message}`, 6);
    throw e;
  }
  return { kind: 'fake', name: `fake:${device.name}@${t.scale}`, device, scale: t.scale };
}

/**
 * A readout flip probability × scale, capped at 0.5 only where the scaling pushes it past 0.5: a figure the snapshot
 * itself gives above 0.5 (marrakesh 113: P(0|1) = 0.944) is kept as it is, at scale 1 as Aer does, and not lowered
 * at any scale (min(x · s, max(x, 0.5))).
 */
function scaledReadout(x: number, scale: number): number {
  return Math.min(x * scale, Math.max(x, 0.5));
}

/** Figures after scaling: errors × scale (capped), T1 and T2 ÷ scale. */
export function scaledFigures(f: DeviceFigures, scale: number): DeviceFigures {
  return { ...f, ...scaledShared(f, scale), czError: Math.min(f.czError * scale, 4 / 5) };
}

/** What a device's figures and a qubit's calibration share: T1, T2, readout and √X error, scaled. */
function scaledShared(
  f: Pick<DeviceFigures, 't1' | 't2' | 'readoutP10' | 'readoutP01' | 'sxError'>,
  scale: number
): Pick<DeviceFigures, 't1' | 't2' | 'readoutP10' | 'readoutP01' | 'sxError'> {
  return {
    t1: f.t1 / scale,
    t2: f.t2 / scale,
    readoutP10: scaledReadout(f.readoutP10, scale),
    readoutP01: scaledReadout(f.readoutP01, scale),
    sxError: Math.min(f.sxError * scale, 2 / 3)
  };
}

/** One qubit's calibration after scaling: the same rule as scaledFigures, per qubit. */
export function scaledQubit(q: QubitCalibration, scale: number): QubitCalibration {
  const cap = (x: number, c: number) => Math.min(x * scale, c);
  return {
    ...q,
    ...scaledShared(q, scale),
    xError: cap(q.xError, 2 / 3),
    idError: cap(q.idError, 2 / 3),
    measureError: q.measureError === null ? null : cap(q.measureError, 2 / 3)
  };
}

/** One coupler's calibration after scaling: error × scale capped at 4/5, length unchanged. */
export function scaledCoupler(c: CouplerCalibration, scale: number): CouplerCalibration {
  return { ...c, error: Math.min(c.error * scale, 4 / 5) };
}
