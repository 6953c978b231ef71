/**
 * The transpiler options a workflow sends with a circuit (`options` of a circuit message, docs/workflow-protocol.md):
 * `initial_layout`, `optimization_level`, `seed_transpiler` and `transpiled`. Checked here, before any backend sees
 * them: a wrong value refuses the circuit (the workflow gets CircuitRefused with what to fix), never a protocol break.
 */
import type { CircuitOptions } from './backend.js';

/** Longest initial layout accepted (the largest device has 156 qubits). */
const MAX_LAYOUT = 1000;
const KEYS = ['initial_layout', 'optimization_level', 'seed_transpiler', 'transpiled'];

const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/** The options of a circuit message (undefined: none), or the problem with them. */
export function circuitOptions(raw: unknown): { ok: true; options?: CircuitOptions } | { ok: false; problem: string } {
  if (raw === undefined || raw === null) return { ok: true };
  if (!isObj(raw)) return { ok: false, problem: 'the circuit options must be an object' };
  const out: CircuitOptions = {};
  for (const k of Object.keys(raw))
    if (!KEYS.includes(k))
      return {
        ok: false,
        problem: `unknown circuit option ${JSON.stringify(k.slice(0, 40))} (known: ${KEYS.join(', ')})`
      };
  const il = raw.initial_layout;
  if (il !== undefined && il !== null) {
    if (!Array.isArray(il) || il.length > MAX_LAYOUT || !il.every((q) => Number.isSafeInteger(q) && (q as number) >= 0))
      return {
        ok: false,
        problem: `initial_layout must be a list of device qubit numbers (one per circuit qubit), got ${JSON.stringify(il).slice(0, 80)}`
      };
    out.initialLayout = il as number[];
  }
  const ol = raw.optimization_level;
  if (ol !== undefined && ol !== null) {
    if (!Number.isInteger(ol) || (ol as number) < 0 || (ol as number) > 3)
      return { ok: false, problem: `optimization_level must be 0, 1, 2 or 3, got ${JSON.stringify(ol).slice(0, 40)}` };
    out.optimizationLevel = ol as number;
  }
  const st = raw.seed_transpiler;
  if (st !== undefined && st !== null) {
    if (!Number.isSafeInteger(st) || (st as number) < 0)
      return {
        ok: false,
        problem: `seed_transpiler must be a non-negative integer, got ${JSON.stringify(st).slice(0, 40)}`
      };
    out.seed = st as number;
  }
  if (raw.transpiled !== undefined && raw.transpiled !== null) {
    if (typeof raw.transpiled !== 'boolean') return { ok: false, problem: 'transpiled must be true or false' };
    if (raw.transpiled) out.asSent = 'require';
  }
  return Object.keys(out).length ? { ok: true, options: out } : { ok: true };
}
