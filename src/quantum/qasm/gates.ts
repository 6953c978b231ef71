/**
 * Gates in the OpenQASM reader: `gate` definitions and `opaque` declarations, the head of a call
 * (modifiers, name, parameters), signatures, and gate calls expanded into IR ops (./expand.ts).
 */
import type { GateOp } from '../circuit/ir.js';
import { GATES } from '../circuit/ir.js';
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { apply, emitGate } from './expand.js';
import type { BodyCall, Modifier } from './expand.js';
import { expr, num } from './expr.js';
import {
  ALIASES,
  GATE_BODY_REFUSED,
  GATE_NAME_KEYWORDS,
  MODIFIERS,
  PULSE,
  QELIB1,
  SCALAR_TYPES,
  STDGATES
} from './keywords.js';
import { broadcast, qubitOperand } from './operands.js';
import type { Reader } from './reader.js';
import type { QubitArg } from './symbols.js';
import { finite, toNumber } from './values.js';

/** Standard one-angle rotations: R(a + b) = R(a)·R(b). */
const ROTATION_GATES = new Set([
  'rx',
  'ry',
  'rz',
  'p',
  'u1',
  'crx',
  'cry',
  'crz',
  'cp',
  'cu1',
  'rxx',
  'ryy',
  'rzz',
  'rzx'
]);

/** `gate` / `opaque` up to the body: name, parameter names and qubit argument names, all checked. */
function gateHeader(r: Reader): { kwTok: Tok; name: Tok; params: string[]; qargs: string[] } {
  const kwTok = r.next();
  if (r.scopes.length > 1) throw r.err('gates can only be defined in the global scope', kwTok);
  const name = r.ident('a gate name');
  if (name.v === 'U' || name.v === 'CX' || name.v === 'gphase')
    throw r.err(`'${name.v}' is a built-in gate and cannot be redefined`, name);
  for (const lib of r.included) {
    if ((lib === 'qelib1.inc' ? QELIB1 : STDGATES).has(name.v))
      throw r.err(`gate '${name.v}' is already defined by "${lib}"`, name);
  }
  const prev = r.defs.get(name.v);
  if (prev && !prev.prelude) throw r.err(`gate '${name.v}' is already defined`, name);
  if (r.scopes[0].has(name.v)) throw r.err(`'${name.v}' is already declared`, name);
  if (GATE_NAME_KEYWORDS.has(name.v)) throw r.err(`'${name.v}' is a keyword and cannot name a gate`, name);
  const params: string[] = [];
  if (r.accept('(')) {
    while (!r.is(')')) {
      const p = r.ident('a parameter name');
      if (params.includes(p.v)) throw r.err(`duplicate parameter '${p.v}'`, p);
      params.push(p.v);
      if (!r.accept(',')) break;
    }
    r.expect(')');
  }
  const qargs: string[] = [];
  while (!r.is('{')) {
    const q = r.ident('a qubit argument name');
    if (qargs.includes(q.v)) throw r.err(`duplicate qubit argument '${q.v}'`, q);
    if (params.includes(q.v)) throw r.err(`qubit argument '${q.v}' has the name of a parameter`, q);
    qargs.push(q.v);
    if (!r.accept(',')) break;
  }
  if (qargs.length === 0) throw r.err(`gate '${name.v}' needs at least one qubit argument`, name);
  return { kwTok, name, params, qargs };
}

/**
 * OpenQASM 2 `opaque name(params) a, b;`: declared as Qiskit reads it (a gate with no definition).
 * Declaring one is harmless; applying one is refused when the call is expanded, since there is nothing
 * to simulate.
 */
export function opaqueDef(r: Reader): void {
  const { name, params, qargs } = gateHeader(r);
  r.expect(';');
  r.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body: [], opaque: true });
}

export function gateDef(r: Reader): void {
  const { kwTok, name, params, qargs } = gateHeader(r);
  r.expect('{');
  const body: BodyCall[] = [];
  while (!r.accept('}')) {
    const t = r.peek();
    if (t.t === 'eof') throw r.err(`unterminated definition of gate '${name.v}'`, kwTok);
    if (t.t === 'id' && t.v === 'barrier') {
      // Barriers inside gate bodies are directives with no effect on the state.
      while (!r.accept(';')) {
        if (r.peek().t === 'eof') throw r.err("expected ';'", r.peek());
        r.next();
      }
      continue;
    }
    if (t.t === 'id' && (GATE_BODY_REFUSED.has(t.v) || SCALAR_TYPES.has(t.v) || PULSE.has(t.v))) {
      throw r.err(`'${t.v}' is not allowed in a gate definition`, t);
    }
    const { mods, gname, prim, pexprs } = callHead(r, params);
    const args: number[] = [];
    while (!r.is(';')) {
      const q = r.next();
      if (q.t === 'hw') throw r.err('physical qubits are not allowed in a gate definition', q);
      if (q.t !== 'id') throw r.err(`expected a qubit argument but found ${describe(q)}`, q);
      const k = qargs.indexOf(q.v);
      if (k < 0) throw r.err(`'${q.v}' is not a qubit argument of gate '${name.v}'`, q);
      if (r.is('[')) throw r.err('indexing is not allowed inside a gate definition', r.peek());
      args.push(k);
      if (!r.accept(',')) break;
    }
    r.expect(';');
    if (!prim && gname.v === name.v) throw r.err(`gate '${name.v}' cannot call itself`, gname);
    checkSignature(r, gname, prim, pexprs.length, args.length, mods);
    if (new Set(args).size !== args.length) throw r.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
    body.push({ mods, name: gname.v, prim, params: pexprs, args, tok: gname });
  }
  r.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body });
}

/** Modifiers, gate name and parameter expressions of a call. */
function callHead(
  r: Reader,
  paramNames: string[] | null
): {
  mods: Modifier[];
  gname: Tok;
  prim: boolean;
  pexprs: ((env: number[]) => number)[];
} {
  const mods: Modifier[] = [];
  while (r.toks[r.pos].t === 'id' && MODIFIERS.has(r.toks[r.pos].v) && (r.is('@', 1) || r.is('(', 1))) {
    if (r.version === 2) throw r.err('gate modifiers are not part of OpenQASM 2', r.peek());
    const t = r.next();
    let arg: ((env: number[]) => number) | undefined;
    if (r.accept('(')) {
      if (t.v === 'inv') throw r.err("'inv' takes no argument", t);
      const at = r.peek();
      const e = expr(r, paramNames);
      if (r.is(',')) throw r.err(`'${t.v}' takes one argument`, r.peek());
      r.expect(')');
      arg = (env) => r.at(at, () => finite(toNumber(e(env), `${t.v} argument`), `${t.v} argument`));
    } else if (t.v === 'pow') {
      throw r.err('pow modifier needs an exponent: pow(k) @', t);
    }
    r.expect('@');
    mods.push({ kind: t.v as Modifier['kind'], arg, tok: t });
  }
  const gname = r.ident('a gate name');
  let prim = false;
  if (gname.v === 'U' || gname.v === 'CX') {
    prim = true;
    gname.v = gname.v === 'U' ? 'u' : 'cx';
  } else if (gname.v === 'gphase') prim = true;
  if (!prim && r.strict2) qelib1Gate(r, gname);
  if (!prim && !r.defs.has(gname.v) && ALIASES[gname.v]) gname.v = ALIASES[gname.v];
  const pexprs: ((env: number[]) => number)[] = [];
  if (r.accept('(')) {
    while (!r.is(')')) {
      pexprs.push(num(r, paramNames, pexprs.length));
      if (!r.accept(',')) break;
    }
    r.expect(')');
  }
  if (r.is('(')) throw r.err("expected qubits after the gate's parameters", r.peek());
  return { mods, gname, prim, pexprs };
}

/**
 * In a program that says `OPENQASM 2.0;`, a gate that is neither U, CX, defined by the program nor one of an
 * included qelib1.inc is refused, as the OpenQASM 2 specification and Qiskit's qasm2.loads do (headerless
 * snippets and OpenQASM 3 programs get the standard gates without an include: docs/openqasm.md).
 */
function qelib1Gate(r: Reader, gname: Tok): void {
  const d = r.defs.get(gname.v);
  if (d && !d.prelude) return;
  if (r.included.has('qelib1.inc') && QELIB1.has(gname.v)) return;
  if (QELIB1.has(gname.v))
    throw r.err(
      `gate '${gname.v}' is defined in qelib1.inc: add 'include "qelib1.inc";' after the OPENQASM 2.0 line`,
      gname
    );
  if (GATES[gname.v] || d)
    throw r.err(
      `unknown gate '${gname.v}': an OpenQASM 2.0 program knows U, CX, the gates of qelib1.inc and the gates it defines`,
      gname
    );
}

function signature(r: Reader, name: string, prim: boolean): { qubits: number; params: number } | undefined {
  const d = prim ? undefined : r.defs.get(name);
  if (d) return { qubits: d.nQubits, params: d.nParams };
  if (name === 'u0') return { qubits: 1, params: 1 };
  if (name === 'unitary') return undefined;
  return GATES[name];
}

function checkSignature(r: Reader, gname: Tok, prim: boolean, nParams: number, nArgs: number, mods: Modifier[]): void {
  const sig = signature(r, gname.v, prim);
  if (!sig) {
    if (PULSE.has(gname.v)) throw r.err(`pulse-level calibration ('${gname.v}') is not supported`, gname);
    throw r.err(`unknown gate '${gname.v}'`, gname);
  }
  if (sig.params !== nParams) throw r.err(`gate '${gname.v}' takes ${sig.params} parameter(s), got ${nParams}`, gname);
  let extra = 0;
  for (const m of mods) {
    if (m.kind === 'ctrl' || m.kind === 'negctrl') {
      let k = 1;
      if (m.arg) {
        try {
          k = m.arg([]);
        } catch {
          throw r.err(`${m.kind} count must be a constant positive integer`, m.tok);
        }
      }
      if (!Number.isInteger(k) || k < 1) throw r.err(`${m.kind} count must be a positive integer, got ${k}`, m.tok);
      extra += k;
    }
  }
  const need = sig.qubits + extra;
  if (nArgs !== need) throw r.err(`gate '${gname.v}' needs ${need} qubit(s), got ${nArgs}`, gname);
}

export function gateCall(r: Reader): void {
  r.rtAngle = undefined;
  const { mods, gname, prim, pexprs } = callHead(r, null);
  const rt = r.rtAngle as { index: number; clbits: number[]; tok: Tok } | undefined;
  r.rtAngle = undefined;
  const args: QubitArg[] = [];
  while (!r.is(';')) {
    args.push(qubitOperand(r));
    if (!r.accept(',')) break;
  }
  r.expect(';');
  checkSignature(r, gname, prim, pexprs.length, args.length, mods);
  const params = pexprs.map((p) => p([]));
  const user = !prim && r.defs.has(gname.v);
  if (rt) return measuredAngleCall(r, rt, mods, gname, prim, params, args, user);
  r.site = gname;
  for (const qubits of broadcast(r, args)) {
    if (new Set(qubits).size !== qubits.length) throw r.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
    const seq = apply(r, mods, gname.v, prim, params, qubits, gname, 0);
    const label = (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v;
    const call = user || seq.length !== 1 ? { id: r.callId++, name: label, arity: qubits.length } : undefined;
    for (const inst of seq) {
      const op: GateOp = emitGate(inst);
      if (call) op.call = call;
      r.push(op, gname);
    }
  }
  r.site = undefined;
}

/**
 * A one-angle rotation whose angle is a measured angle[n] register c (ipe.qasm: phase(c)):
 * R(Σ_k c_k·2π·2^k/2^n) = Π_k R(2π·2^k/2^n)^{c_k}, exact because the rotations of one gate
 * commute and add their angles; so one conditioned rotation per bit of c.
 */
function measuredAngleCall(
  r: Reader,
  rt: { index: number; clbits: number[]; tok: Tok },
  mods: Modifier[],
  gname: Tok,
  prim: boolean,
  params: number[],
  args: QubitArg[],
  user: boolean
): void {
  const info = GATES[gname.v];
  if (user || !info || info.params !== 1 || !ROTATION_GATES.has(gname.v)) {
    throw r.err(
      `a gate parameter that depends on a measurement is only supported as the angle of a standard rotation (${[...ROTATION_GATES].join(', ')})`,
      rt.tok
    );
  }
  const n = rt.clbits.length;
  const saved = r.condStack;
  r.site = gname;
  try {
    for (const qubits of broadcast(r, args)) {
      if (new Set(qubits).size !== qubits.length)
        throw r.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
      const call = {
        id: r.callId++,
        name: (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v,
        arity: qubits.length
      };
      for (let k = 0; k < n; k++) {
        const p = params.slice();
        p[rt.index] = (2 * Math.PI * 2 ** k) / 2 ** n;
        r.setCondStack([...saved, { op: 'cmp', rel: '==', clbits: [rt.clbits[k]], value: 1 }]);
        for (const inst of apply(r, mods, gname.v, prim, p, qubits, gname, 0)) {
          const op: GateOp = emitGate(inst);
          op.call = call;
          r.push(op, gname);
        }
      }
    }
  } finally {
    r.setCondStack(saved);
    r.site = undefined;
  }
}
