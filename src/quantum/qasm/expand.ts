/**
 * Gate expansion: user gate definitions are inlined, `inv @`/`pow(k) @` are resolved into standard
 * gates, `ctrl @`/`negctrl @` become leading controls, and the result is named as a standard gate
 * where one exists (see ../circuit/ir.ts).
 */
import type { GateOp } from '../circuit/ir.js';
import { pushAll } from '../../core/arrays.js';
import { baseArity, baseMatrix, baseOf, invertBase, isRotation, namedControlled, power2 } from '../circuit/gates.js';
import type { Tok } from './lexer.js';

export interface Modifier {
  kind: 'ctrl' | 'negctrl' | 'inv' | 'pow';
  /** ctrl/negctrl count or pow exponent, evaluated when the call is expanded. */
  arg?: (env: number[]) => number;
  tok: Tok;
}

export interface BodyCall {
  mods: Modifier[];
  /** Gate name; with `prim`, the built-in U/CX/gphase whatever user gates are called. */
  name: string;
  prim: boolean;
  params: ((env: number[]) => number)[];
  /** Indices into the definition's qubit arguments. */
  args: number[];
  tok: Tok;
}

export interface GateDef {
  name: string;
  nParams: number;
  nQubits: number;
  body: BodyCall[];
  /** Built-in definitions (rccx, rc3x) that a program without an include may replace. */
  prelude?: boolean;
  /** An OpenQASM 2 `opaque` declaration: no body, so applying it is refused. */
  opaque?: boolean;
}

/** One gate application during expansion: base gate with controls. */
export interface Inst {
  base: string;
  params: number[];
  targets: number[];
  ctrls: number[];
  /** 1 positive, 0 negative, per control. */
  states: number[];
  matrix?: number[];
}

export interface ExpandContext {
  defs: Map<string, GateDef>;
  maxOps: number;
  maxDepth: number;
  /** Operations emitted so far (expansion limits count them). */
  opCount(): number;
  err(msg: string, t: Tok): Error;
  /** Statement being expanded (limit errors point at it). */
  site: Tok | undefined;
}

export function emitGate(inst: Inst): GateOp {
  const { base, params, ctrls, states } = inst;
  const targets = inst.targets;
  // ctrl @ gphase(θ) = phase θ on the (last) control.
  if (base === 'gphase' && ctrls.length > 0 && states[states.length - 1] === 1) {
    return emitGate({
      base: 'p',
      params,
      targets: [ctrls[ctrls.length - 1]],
      ctrls: ctrls.slice(0, -1),
      states: states.slice(0, -1)
    });
  }
  if (base !== 'unitary' && states.every((s) => s === 1)) {
    const named = namedControlled(base, ctrls.length);
    if (named) return { kind: 'gate', name: named, params: params.slice(), qubits: [...ctrls, ...targets] };
    // Largest named controlled form, remaining controls as modifiers.
    for (let k = ctrls.length - 1; k >= 1; k--) {
      const n = namedControlled(base, k);
      if (n)
        return {
          kind: 'gate',
          name: n,
          params: params.slice(),
          qubits: [...ctrls, ...targets],
          ctrls: ctrls.length - k
        };
    }
  }
  const op: GateOp = { kind: 'gate', name: base, params: params.slice(), qubits: [...ctrls, ...targets] };
  if (inst.matrix) op.matrix = inst.matrix.slice();
  // A base that is itself a controlled gate (cu): its own control is the last control.
  const own = baseOf(base)[1];
  const nMod = ctrls.length - own;
  if (nMod > 0) {
    op.ctrls = nMod;
    const mod = states.slice(0, nMod);
    if (!mod.every((s) => s === 1)) op.ctrlState = mod.reduce((acc, s, i) => acc | (s << i), 0);
  }
  return op;
}

/** Expand a (modified) gate call into base instructions. */
export function apply(
  cx: ExpandContext,
  mods: Modifier[],
  name: string,
  prim: boolean,
  params: number[],
  qubits: number[],
  t: Tok,
  depth: number,
  env: number[] = []
): Inst[] {
  if (mods.length === 0) return bare(cx, name, prim, params, qubits, t, depth);
  const [m, ...rest] = mods;
  switch (m.kind) {
    case 'ctrl':
    case 'negctrl': {
      const n = m.arg ? m.arg(env) : 1;
      const ctl = qubits.slice(0, n);
      const inner = apply(cx, rest, name, prim, params, qubits.slice(n), t, depth, env);
      const st = m.kind === 'ctrl' ? 1 : 0;
      return inner.map((i) => ({ ...i, ctrls: [...ctl, ...i.ctrls], states: [...ctl.map(() => st), ...i.states] }));
    }
    case 'inv': {
      const inner = apply(cx, rest, name, prim, params, qubits, m.tok, depth, env);
      const out: Inst[] = [];
      for (let k = inner.length - 1; k >= 0; k--) {
        const i = inner[k];
        for (const b of invertBase({ name: i.base, params: i.params, qubits: i.targets, matrix: i.matrix })) {
          out.push({
            base: b.name,
            params: b.params,
            targets: b.qubits,
            ctrls: i.ctrls,
            states: i.states,
            matrix: b.matrix
          });
        }
      }
      return out;
    }
    case 'pow': {
      const k = (m.arg as (env: number[]) => number)(env);
      if (!Number.isFinite(k)) throw cx.err('pow exponent must be a finite number', m.tok);
      const one = apply(cx, rest, name, prim, params, qubits, t, depth, env);
      // a single rotation: scale its angle (exact for every exponent, no repetition)
      if (one.length === 1 && isRotation(one[0].base)) return [{ ...one[0], params: one[0].params.map((v) => v * k) }];
      if (Number.isInteger(k)) {
        const inner =
          k >= 0 ? one : apply(cx, [{ kind: 'inv', tok: m.tok }, ...rest], name, prim, params, qubits, t, depth, env);
        const reps = Math.abs(k);
        if (reps * inner.length + cx.opCount() > cx.maxOps)
          throw cx.err(`pow(${k}) expands beyond ${cx.maxOps} operations`, cx.site ?? m.tok);
        const out: Inst[] = [];
        for (let r = 0; r < reps; r++) pushAll(out, inner);
        return out;
      }
      if (one.length !== 1)
        throw cx.err(`pow(${k}) with a non-integer exponent is only supported for single standard gates`, m.tok);
      const i = one[0];
      if (baseArity(i.base) === 1) {
        const mat = power2(baseMatrix(i.base, i.params, i.matrix), k);
        return [{ base: 'unitary', params: [], targets: i.targets, ctrls: i.ctrls, states: i.states, matrix: mat }];
      }
      throw cx.err(`pow(${k}) with a non-integer exponent is not supported for gate '${name}'`, m.tok);
    }
  }
}

function bare(
  cx: ExpandContext,
  name: string,
  prim: boolean,
  params: number[],
  qubits: number[],
  t: Tok,
  depth: number
): Inst[] {
  const def = prim ? undefined : cx.defs.get(name);
  if (def) {
    if (def.opaque)
      throw cx.err(
        `gate '${name}' is declared 'opaque': it has no definition to simulate (define it with 'gate ${name} … { … }')`,
        t
      );
    if (depth >= cx.maxDepth) throw cx.err(`gate definitions nested deeper than ${cx.maxDepth}`, cx.site ?? t);
    const out: Inst[] = [];
    for (const c of def.body) {
      const p = c.params.map((e) => e(params));
      const q = c.args.map((a) => qubits[a]);
      const seq = apply(cx, c.mods, c.name, c.prim, p, q, c.tok, depth + 1, params);
      if (out.length + seq.length + cx.opCount() > cx.maxOps)
        throw cx.err(`program has more than ${cx.maxOps} operations after expansion`, cx.site ?? t);
      for (const s of seq) out.push(s);
    }
    return out;
  }
  // qelib1's u0(gamma) is an identity of duration gamma
  if (name === 'u0') return [{ base: 'id', params: [], ctrls: [], states: [], targets: qubits.slice() }];
  const [base, own] = baseOf(name);
  return [
    {
      base,
      params: params.slice(),
      ctrls: qubits.slice(0, own),
      states: qubits.slice(0, own).map(() => 1),
      targets: qubits.slice(own)
    }
  ];
}
