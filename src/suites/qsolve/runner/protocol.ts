/**
 * The circuit protocol between benchgate and a workflow runner process (docs/workflow-protocol.md).
 * JSON lines: benchgate writes requests to the runner's fd 3 and reads the runner's messages from its fd 4.
 */
import type { TargetDescription } from '../../../quantum/index.js';

export const PROTOCOL_VERSION = 1;
/** Largest message either side may send (bytes, without the newline). */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** Largest circuit text. */
export const MAX_QASM_BYTES = 4 * 1024 * 1024;
/** Shots per circuit (FakeFez's max_shots and the platform's params.shots limit). */
export const MAX_SHOTS = 100_000;
/** Circuits one method call may send. */
export const MAX_CIRCUITS_PER_CALL = 10_000;

export interface ExceptionInfo {
  type: string;
  message: string;
  traceback?: string;
}

export type CallRequest =
  | {
      fn: 'method';
      method: string;
      kind: 'quantum' | 'classical';
      input: unknown;
      params: Record<string, unknown>;
      seed: number;
      target: string;
      /** Quantum methods: the target as `ctx.backend` sees it (docs/workflow-protocol.md, ctx.backend). */
      backend?: TargetDescription;
    }
  | { fn: 'evaluate'; input: unknown; solution: unknown; seed: number }
  | { fn: 'estimate'; input: unknown; params: Record<string, unknown>; seed: number };

export interface HelloMessage {
  type: 'hello';
  protocol: number;
  language: string;
  version: string;
  methods?: string[];
  evaluate?: boolean;
  estimate?: boolean;
  error?: ExceptionInfo;
}

export interface CircuitMessage {
  type: 'circuit';
  id: number;
  seq: number;
  qasm: string;
  shots: number;
  /** Transpiler options as sent (checked by circuit-options.ts). */
  options?: unknown;
}

export interface ResultMessage {
  type: 'result';
  id: number;
  value?: unknown;
  error?: ExceptionInfo;
  unavailable?: string;
  missing_module?: string | null;
  backend_unavailable?: string;
  absent?: boolean;
  wall_time_s?: number;
}

interface FatalMessage {
  type: 'fatal';
  error: ExceptionInfo;
}

export type RunnerMessage = HelloMessage | CircuitMessage | ResultMessage | FatalMessage;

const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

function exceptionInfo(x: unknown): ExceptionInfo | undefined {
  if (!isObj(x)) return undefined;
  const out: ExceptionInfo = {
    type: typeof x.type === 'string' && x.type ? x.type.slice(0, 200) : 'Error',
    message: typeof x.message === 'string' ? x.message.slice(0, 4000) : ''
  };
  if (typeof x.traceback === 'string' && x.traceback) out.traceback = x.traceback.slice(-4000);
  return out;
}

/** Checks the shape of one runner message; returns a description of the problem instead of throwing. */
export function parseRunnerMessage(line: string): { ok: true; msg: RunnerMessage } | { ok: false; problem: string } {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch (e) {
    return { ok: false, problem: `not JSON: ${(e as Error).message}` };
  }
  if (!isObj(v)) return { ok: false, problem: 'not a JSON object' };
  if (v.v !== PROTOCOL_VERSION)
    return { ok: false, problem: `protocol version ${JSON.stringify(v.v)}, expected ${PROTOCOL_VERSION}` };
  switch (v.type) {
    case 'hello': {
      const err = exceptionInfo(v.error);
      return {
        ok: true,
        msg: {
          type: 'hello',
          protocol: Number(v.protocol),
          language: String(v.language ?? ''),
          version: String(v.version ?? ''),
          ...(Array.isArray(v.methods) ? { methods: v.methods.map(String) } : {}),
          evaluate: v.evaluate === true,
          estimate: v.estimate === true,
          ...(err ? { error: err } : {})
        }
      };
    }
    case 'circuit':
      if (
        !Number.isSafeInteger(v.id) ||
        !Number.isSafeInteger(v.seq) ||
        typeof v.qasm !== 'string' ||
        !Number.isSafeInteger(v.shots)
      ) {
        return { ok: false, problem: 'a circuit message needs integer id, seq, shots and a qasm string' };
      }
      return {
        ok: true,
        msg: {
          type: 'circuit',
          id: v.id as number,
          seq: v.seq as number,
          qasm: v.qasm,
          shots: v.shots as number,
          ...(v.options !== undefined ? { options: v.options } : {})
        }
      };
    case 'result': {
      if (!Number.isSafeInteger(v.id)) return { ok: false, problem: 'a result message needs an integer id' };
      const m: ResultMessage = { type: 'result', id: v.id as number };
      if ('value' in v) m.value = v.value;
      const err = exceptionInfo(v.error);
      if (err) m.error = err;
      if (typeof v.unavailable === 'string') m.unavailable = v.unavailable.slice(0, 4000);
      if (typeof v.missing_module === 'string' && v.missing_module) m.missing_module = v.missing_module.slice(0, 200);
      if (typeof v.backend_unavailable === 'string') m.backend_unavailable = v.backend_unavailable;
      if (v.absent === true) m.absent = true;
      return { ok: true, msg: m };
    }
    case 'fatal':
      return {
        ok: true,
        msg: { type: 'fatal', error: exceptionInfo(v.error) ?? { type: 'Error', message: 'fatal runner error' } }
      };
    default:
      return { ok: false, problem: `unknown message type ${JSON.stringify(v.type)}` };
  }
}
