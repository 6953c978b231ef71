/**
 * Fixed placements: the transpiler options that decide where the logical qubits go instead of the layout search
 * (docs/devices.md, Transpiler options).
 *
 * - `initial_layout`: logical qubit i of the circuit as sent starts on device qubit initialLayout[i] (Qiskit's
 *   list form); routing then inserts SWAPs inside the given qubits, joined by shortest paths of live qubits when
 *   they are not connected.
 * - as sent: a circuit that is already on the device (physical `$n` qubits, or flagged by the runner as
 *   transpiled) keeps its qubits: every qubit it uses is a live device qubit and every two-qubit gate sits on a
 *   live coupler, so it runs with no second layout and no SWAP.
 * - trivial (optimization level 0): logical qubit i on device qubit i, when those qubits are live.
 */
import type { Circuit } from '../../circuit/ir.js';
import type { Device } from '../../targets/devices/devices.js';
import { induced } from './layout.js';
import type { Region } from './layout.js';

/** Largest optimization level (Qiskit's 0–3). */
export const MAX_OPTIMIZATION_LEVEL = 3;

/** Live device qubits: not dead. */
function liveQubits(device: Device): boolean[] {
  const live = device.qubits.map((q) => !q.dead);
  for (const q of device.deadQubits) live[q] = false;
  return live;
}

/**
 * Checks an `initial_layout` against the circuit and the device; returns the problem (a sentence saying what to
 * fix) or undefined. It must give one distinct live device qubit per qubit of the circuit.
 */
export function initialLayoutProblem(layout: readonly number[], numQubits: number, device: Device): string | undefined {
  if (layout.length !== numQubits)
    return `initial_layout gives ${layout.length} device qubit${layout.length === 1 ? '' : 's'}; the circuit has ${numQubits} qubit${numQubits === 1 ? '' : 's'} (give one device qubit per circuit qubit, in order)`;
  const live = liveQubits(device);
  const seen = new Map<number, number>();
  for (let i = 0; i < layout.length; i++) {
    const p = layout[i];
    if (!Number.isSafeInteger(p) || p < 0 || p >= device.numQubits)
      return `initial_layout[${i}] = ${p} is not a qubit of ${device.backendName} (0..${device.numQubits - 1})`;
    if (!live[p])
      return `initial_layout[${i}] = ${p} is a dead qubit of ${device.backendName} (the snapshot marks it unusable): choose a live one`;
    const j = seen.get(p);
    if (j !== undefined) return `initial_layout places circuit qubits ${j} and ${i} both on device qubit ${p}`;
    seen.set(p, i);
  }
  return undefined;
}

/**
 * Why a circuit cannot run as sent on `device`, or undefined when it can: its qubits are device qubits (the
 * circuit has at most numQubits qubits), every used qubit is live and every two-qubit gate (after decomposition:
 * the pairs `pairs` of physical qubits) is on a live coupler.
 */
export function asSentProblem(
  c: Circuit,
  used: ArrayLike<number>,
  pairs: readonly (readonly [number, number])[],
  device: Device,
  adj: number[][]
): string | undefined {
  if (c.numQubits > device.numQubits)
    return `it uses ${c.numQubits} qubits and ${device.backendName} has ${device.numQubits}`;
  const live = liveQubits(device);
  for (let q = 0; q < c.numQubits; q++)
    if (used[q] && !live[q]) return `qubit ${q} is a dead qubit of ${device.backendName}`;
  for (const [a, b] of pairs)
    if (!adj[a].includes(b))
      return `its two-qubit gate on qubits ${a} and ${b} is not on a live coupler of ${device.backendName}`;
  return undefined;
}

/**
 * The region of a fixed placement: `fixed` (compact index → device qubit) first, in that order, then, when
 * `connect` and the fixed qubits are not connected through each other, the live qubits of shortest paths that
 * join them (so routing can move qubits between them). Throws when they cannot be joined.
 */
export function fixedRegion(adj: number[][], fixed: readonly number[], connect: boolean): Region {
  const qubits = fixed.slice();
  if (connect && qubits.length > 1) {
    const inSet = new Set(qubits);
    // join every other fixed qubit to the component of the first with a BFS shortest path over live couplers
    for (let i = 1; i < fixed.length; i++) {
      const comp = componentOf(adj, qubits, fixed[0]);
      if (comp.has(fixed[i])) continue;
      const path = shortestPath(adj, comp, fixed[i]);
      if (!path)
        throw new Error(
          `device qubits ${fixed[0]} and ${fixed[i]} of the initial layout are not connected by live couplers`
        );
      for (const q of path)
        if (!inSet.has(q)) {
          inSet.add(q);
          qubits.push(q);
        }
    }
  }
  return { qubits, adj: induced(adj, qubits) };
}

/** The qubits of `within` connected to `start` through qubits of `within`. */
function componentOf(adj: number[][], within: readonly number[], start: number): Set<number> {
  const allowed = new Set(within);
  const seen = new Set([start]);
  const queue = [start];
  for (let h = 0; h < queue.length; h++)
    for (const v of adj[queue[h]])
      if (allowed.has(v) && !seen.has(v)) {
        seen.add(v);
        queue.push(v);
      }
  return seen;
}

/** A shortest path (device qubits, both ends included) from any qubit of `from` to `to`, or undefined. */
function shortestPath(adj: number[][], from: Set<number>, to: number): number[] | undefined {
  const prev = new Map<number, number>();
  const queue = [...from].sort((a, b) => a - b);
  for (const q of queue) prev.set(q, -1);
  for (let h = 0; h < queue.length; h++) {
    const u = queue[h];
    if (u === to) {
      const path: number[] = [];
      for (let x = u; x >= 0; x = prev.get(x) as number) path.push(x);
      return path.reverse();
    }
    for (const v of adj[u])
      if (!prev.has(v)) {
        prev.set(v, u);
        queue.push(v);
      }
  }
  return undefined;
}
