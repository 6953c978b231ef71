/**
 * Targets: `sim-cpu` (noiseless statevector) and `fake:<device>[@<scale>]` (a device noise model
 * with every error scaled by `scale`, 1 <= scale <= 10). Scale semantics (docs/devices.md):
 * every gate error probability and both readout flip probabilities are multiplied by the scale
 * and capped (gate errors at d/(d+1), Qiskit's cap; readout flips at 0.5), and T1 and T2 are
 * divided by it. Durations are unchanged. The rule applies to each qubit's and each coupler's own
 * figures (scaledQubit, scaledCoupler) and to the medians reported (scaledFigures).
 */
import { DeviceError, getDevice } from './devices.js';
import type { CouplerCalibration, Device, DeviceFigures, QubitCalibration } from './devices.js';

export type Target =
  { kind: 'sim-cpu'; name: 'sim-cpu' } | { kind: 'fake'; name: string; device: Device; scale: number };

export class TargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetError';
  }
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 10;

/** Parse `sim-cpu`, `fake:<device>` (scale 1) or `fake:<device>@<scale>`. Throws TargetError. */
export function parseTarget(str: string): Target {
  const s = str.trim();
  if (s === 'sim-cpu') return { kind: 'sim-cpu', name: 'sim-cpu' };
  const m = /^fake:([A-Za-z0-9_]+)(?:@(.*))?$/.exec(s);
  if (!m)
    throw new TargetError(
      `unknown target '${str}': expected sim-cpu, fake:<device> or fake:<device>@<scale> (for example fake:fez@1.6)`
    );
  let device: Device;
  try {
    device = getDevice(m[1]);
  } catch (e) {
    if (e instanceof DeviceError) throw new TargetError(`target '${str}': ${e.message}`);
    throw e;
  }
  let scale = 1;
  if (m[2] !== undefined) {
    if (!/^[0-9]+(\.[0-9]+)?$/.test(m[2]))
      throw new TargetError(
        `target '${str}': the scale must be a decimal number between ${MIN_SCALE} and ${MAX_SCALE}, got '${m[2]}'`
      );
    scale = Number(m[2]);
    if (!(scale >= MIN_SCALE && scale <= MAX_SCALE))
      throw new TargetError(`target '${str}': the scale must be between ${MIN_SCALE} and ${MAX_SCALE}, got ${m[2]}`);
  }
  return { kind: 'fake', name: `fake:${device.name}@${scale}`, device, scale };
}

/** Figures after scaling: errors × scale (capped), T1 and T2 ÷ scale. */
export function scaledFigures(f: DeviceFigures, scale: number): DeviceFigures {
  const cap = (x: number, c: number) => Math.min(x * scale, c);
  return {
    ...f,
    t1: f.t1 / scale,
    t2: f.t2 / scale,
    readoutP10: cap(f.readoutP10, 0.5),
    readoutP01: cap(f.readoutP01, 0.5),
    sxError: cap(f.sxError, 2 / 3),
    czError: cap(f.czError, 4 / 5)
  };
}

/** One qubit's calibration after scaling: the same rule as scaledFigures, per qubit. */
export function scaledQubit(q: QubitCalibration, scale: number): QubitCalibration {
  const cap = (x: number, c: number) => Math.min(x * scale, c);
  return {
    ...q,
    t1: q.t1 / scale,
    t2: q.t2 / scale,
    readoutP10: cap(q.readoutP10, 0.5),
    readoutP01: cap(q.readoutP01, 0.5),
    sxError: cap(q.sxError, 2 / 3),
    xError: cap(q.xError, 2 / 3),
    idError: cap(q.idError, 2 / 3)
  };
}

/** One coupler's calibration after scaling: error × scale capped at 4/5, length unchanged. */
export function scaledCoupler(c: CouplerCalibration, scale: number): CouplerCalibration {
  return { ...c, error: Math.min(c.error * scale, 4 / 5) };
}
