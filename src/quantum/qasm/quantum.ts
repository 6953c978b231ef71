/**
 * Statements of the OpenQASM reader that act on qubits and storage: declarations, gate
 * definitions and calls, measurement, reset, barrier, timing (delay, box) and assignments.
 * Classical control flow is in ./control.ts. See docs/openqasm.md.
 */
import type { Duration, GateOp, Op } from '../ir.js';
import { GATES } from '../ir.js';
import { pushAll } from '../../core/arrays.js';
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { apply, emitGate } from './expand.js';
import type { BodyCall, Modifier } from './expand.js';
import { ALIASES, Base, QELIB1, STDGATES, angleOf } from './base.js';
import type { ASym, CSym, QubitArg } from './base.js';
import { ARRAY_TYPES, MAX_ARRAY_ELEMENTS, MAX_ARRAY_ELEMENTS_TOTAL } from './base.js';
import { ValueError, binary, cast, finite, intToBits, isRuntime, toInt, toNumber } from './values.js';
import type { BinOp, Val } from './values.js';

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

export const SCALAR_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration', 'stretch', 'complex']);
/** Longest duration a delay or box may name (the noise engine's MAX_DELAY_NS is the same 1 s). */
const MAX_DURATION_SECONDS = 1;
/** Largest number of `dt` cycles (or stretch units) in one duration. */
const MAX_DURATION_DT = 1e12;
export const PULSE = new Set(['defcal', 'defcalgrammar', 'cal']);

export abstract class Statements extends Base {
  protected annotation(): void {
    // Annotations (@name …) may be ignored by a compiler (OpenQASM 3 spec): the line is skipped.
    const at = this.next();
    const name = this.toks[this.pos];
    if (name.t !== 'id' || name.line !== at.line || name.col !== at.col + 1)
      throw this.err("expected an annotation name after '@'", at);
    while (this.toks[this.pos].t !== 'eof' && this.toks[this.pos].line === at.line) this.pos++;
  }

  protected pragma(t: Tok): void {
    // #pragma / pragma lines carry compiler hints; the reader ignores them.
    if (t.v === '#') {
      const p = this.toks[this.pos + 1];
      if (!p || p.t !== 'id' || p.v !== 'pragma' || p.line !== t.line) throw this.err("unexpected '#'", t);
    }
    const line = t.line;
    while (this.toks[this.pos].t !== 'eof' && this.toks[this.pos].line === line) this.pos++;
  }

  protected nop(): void {
    this.next();
    if (!this.is(';')) {
      do {
        if (this.is(';')) break;
        this.qubitOperand();
      } while (this.accept(','));
    }
    this.expect(';');
  }

  protected include(): void {
    const kw = this.next();
    const f = this.next();
    if (f.t !== 'str') throw this.err('expected a file name string after include', f);
    if (f.v !== 'qelib1.inc' && f.v !== 'stdgates.inc')
      throw this.err(
        `include of "${f.v}" is not supported: benchgate reads one program and no files; paste that file's gate definitions into the program (qelib1.inc and stdgates.inc are built in)`,
        f
      );
    this.expect(';');
    if (this.included.has(f.v)) throw this.err(`"${f.v}" is already included (its gates would be defined twice)`, f);
    if (this.scopes.length > 1) throw this.err('include is only allowed in the global scope', kw);
    for (const name of f.v === 'qelib1.inc' ? QELIB1 : STDGATES) {
      const d = this.defs.get(name);
      if (d && !d.prelude)
        throw this.err(`gate '${name}' defined before the include of "${f.v}" redefines a gate of that library`, f);
    }
    this.included.add(f.v);
  }

  // -- declarations

  protected oldDecl(quantum: boolean): void {
    this.next();
    const name = this.newName('a register name');
    this.expect('[');
    const st = this.peek();
    const size = this.intValue('register size');
    this.expect(']');
    this.expect(';');
    // an empty register is valid (Qiskit reads `qreg q[0];`); gates broadcast over it do nothing
    if (size < 0) throw this.err('register size must not be negative', st);
    if (this.scopes.length > 1)
      throw this.err(`'${quantum ? 'qreg' : 'creg'}' is only allowed in the global scope`, name);
    if (quantum) this.declare(name, { s: 'q', name: name.v, qubits: this.allocQubits(name, size), single: false });
    else
      this.declare(name, {
        s: 'c',
        name: name.v,
        clbits: this.allocClbits(name, size, true),
        single: false,
        type: 'bit'
      });
  }

  protected designator(what: string, min = 1): number {
    const st = this.peek();
    const n = this.intValue(what);
    if (this.is(',')) throw this.err(`a ${what} has one dimension`, this.peek());
    this.expect(']');
    if (n < min) throw this.err(`${what} must be at least ${min}`, st);
    return n;
  }

  protected qubitDecl(): void {
    this.next();
    let size: number | undefined;
    if (this.accept('[')) size = this.designator('register size', 0);
    const name = this.newName('a qubit name');
    if (this.is('=')) throw this.err('qubits cannot be initialised; use reset', this.peek());
    this.expect(';');
    this.declare(name, { s: 'q', name: name.v, qubits: this.allocQubits(name, size ?? 1), single: size === undefined });
  }

  protected bitDecl(isConst: boolean): void {
    const kw = this.next();
    if (isConst) throw this.err("'const' bits are not supported; use a const int", kw);
    let size: number | undefined;
    if (this.accept('[')) size = this.designator('register size', 0);
    const name = this.newName('a bit name');
    const global = this.scopes.length === 1;
    const sym: CSym = {
      s: 'c',
      name: name.v,
      clbits: this.allocClbits(name, size ?? 1, global),
      single: size === undefined,
      type: 'bit'
    };
    if (!global) {
      // a scratch bit starts at 0 for this declaration
      for (const c of sym.clbits) this.known[c] = 0;
    }
    if (this.accept('=')) this.assignInto(sym, this.peek(), '=');
    this.expect(';');
    this.declare(name, sym);
  }

  protected constDecl(): void {
    const kw = this.next();
    const t = this.peek();
    if (t.t !== 'id' || !(SCALAR_TYPES.has(t.v) || t.v === 'bit'))
      throw this.err(`expected a type after 'const' but found ${describe(t)}`, t);
    if (t.v === 'bit') return this.bitDecl(true);
    void kw;
    this.scalarDecl(true);
  }

  protected scalarDecl(isConst: boolean): void {
    const tt = this.next();
    const type = tt.v;
    let width: number | undefined;
    if (type === 'complex') throw this.err('complex numbers are not supported', tt);
    if (this.accept('[')) {
      if (type === 'bool' || type === 'duration' || type === 'stretch') throw this.err(`'${type}' takes no width`, tt);
      width = this.designator('type width');
    }
    const name = this.newName('a variable name');
    if (type === 'angle' && width !== undefined && !isConst) {
      // angle[n]: n bits of a turn, addressable bit by bit (measure q -> c[0])
      const global = this.scopes.length === 1;
      const sym: CSym = {
        s: 'c',
        name: name.v,
        clbits: this.allocClbits(name, width, global),
        single: false,
        type: 'angle'
      };
      if (!global) for (const c of sym.clbits) this.known[c] = 0;
      if (this.accept('=')) this.assignInto(sym, this.peek(), '=');
      this.expect(';');
      this.declare(name, sym);
      return;
    }
    let val: Val;
    if (this.accept('=')) {
      const vt = this.peek();
      if (this.is('measure'))
        throw this.err(`a measurement can only be stored in bits; declare '${name.v}' as bit`, vt);
      const v = this.value();
      if (isRuntime(v))
        throw this.err(
          `'${name.v}' would depend on a measurement result; only bit variables can hold measured values`,
          vt
        );
      val = this.at(vt, () => this.convert(v, type, width));
    } else {
      if (isConst) throw this.err(`constant '${name.v}' needs a value`, name);
      val = this.at(tt, () => this.convert({ k: 'int', v: 0 }, type, width));
    }
    this.expect(';');
    if (type === 'stretch') {
      this.stretchVars++;
      val = { k: 'dur', d: { seconds: 0, dt: 0, stretch: 1 } };
      void val;
    }
    this.declare(name, {
      s: 'v',
      name: name.v,
      type,
      width,
      val: type === 'stretch' ? { k: 'dur', d: { seconds: 0, dt: 0, stretch: 1 } } : val,
      isConst,
      scope: this.scopes.length - 1
    });
  }

  /** Value converted to a declared scalar type. */
  protected convert(v: Val, type: string, width?: number): Val {
    switch (type) {
      case 'float':
        return finite(toNumber(v, 'float value'), 'float value');
      case 'angle': {
        const x = finite(toNumber(v, 'angle'), 'angle');
        const two = 2 * Math.PI;
        return ((x % two) + two) % two;
      }
      case 'duration':
      case 'stretch':
        return cast(v, 'duration');
      default: {
        if (typeof v === 'number' && (type === 'int' || type === 'uint') && !Number.isInteger(v)) {
          throw new ValueError(`cannot assign the non-integer ${v} to ${type}`);
        }
        return cast(v, type, width);
      }
    }
  }

  protected alias(): void {
    this.next();
    const name = this.newName('an alias name');
    this.expect('=');
    const qubits: number[] = [];
    let single = true;
    let first = true;
    do {
      const a = this.qubitOperand();
      pushAll(qubits, a.qubits);
      single = first && a.single;
      first = false;
    } while (this.accept('++'));
    this.expect(';');
    if (new Set(qubits).size !== qubits.length) throw this.err('an alias cannot name the same qubit twice', name);
    this.declare(name, { s: 'q', name: name.v, qubits, single });
  }

  // -- gate definitions

  /** `gate` / `opaque` up to the body: name, parameter names and qubit argument names, all checked. */
  private gateHeader(): { kwTok: Tok; name: Tok; params: string[]; qargs: string[] } {
    const kwTok = this.next();
    if (this.scopes.length > 1) throw this.err('gates can only be defined in the global scope', kwTok);
    const name = this.ident('a gate name');
    if (name.v === 'U' || name.v === 'CX' || name.v === 'gphase')
      throw this.err(`'${name.v}' is a built-in gate and cannot be redefined`, name);
    for (const lib of this.included) {
      if ((lib === 'qelib1.inc' ? QELIB1 : STDGATES).has(name.v))
        throw this.err(`gate '${name.v}' is already defined by "${lib}"`, name);
    }
    const prev = this.defs.get(name.v);
    if (prev && !prev.prelude) throw this.err(`gate '${name.v}' is already defined`, name);
    if (this.scopes[0].has(name.v)) throw this.err(`'${name.v}' is already declared`, name);
    if (KEYWORDS_GATE.has(name.v)) throw this.err(`'${name.v}' is a keyword and cannot name a gate`, name);
    const params: string[] = [];
    if (this.accept('(')) {
      while (!this.is(')')) {
        const p = this.ident('a parameter name');
        if (params.includes(p.v)) throw this.err(`duplicate parameter '${p.v}'`, p);
        params.push(p.v);
        if (!this.accept(',')) break;
      }
      this.expect(')');
    }
    const qargs: string[] = [];
    while (!this.is('{')) {
      const q = this.ident('a qubit argument name');
      if (qargs.includes(q.v)) throw this.err(`duplicate qubit argument '${q.v}'`, q);
      if (params.includes(q.v)) throw this.err(`qubit argument '${q.v}' has the name of a parameter`, q);
      qargs.push(q.v);
      if (!this.accept(',')) break;
    }
    if (qargs.length === 0) throw this.err(`gate '${name.v}' needs at least one qubit argument`, name);
    return { kwTok, name, params, qargs };
  }

  /**
   * OpenQASM 2 `opaque name(params) a, b;`: declared as Qiskit reads it (a gate with no definition).
   * Declaring one is harmless; applying one is refused when the call is expanded, since there is nothing
   * to simulate.
   */
  protected opaqueDef(): void {
    const { name, params, qargs } = this.gateHeader();
    this.expect(';');
    this.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body: [], opaque: true });
  }

  protected gateDef(): void {
    const { kwTok, name, params, qargs } = this.gateHeader();
    this.expect('{');
    const body: BodyCall[] = [];
    while (!this.accept('}')) {
      const t = this.peek();
      if (t.t === 'eof') throw this.err(`unterminated definition of gate '${name.v}'`, kwTok);
      if (t.t === 'id' && t.v === 'barrier') {
        // Barriers inside gate bodies are directives with no effect on the state.
        while (!this.accept(';')) {
          if (this.peek().t === 'eof') throw this.err("expected ';'", this.peek());
          this.next();
        }
        continue;
      }
      if (
        t.t === 'id' &&
        ([
          'measure',
          'reset',
          'if',
          'gate',
          'qreg',
          'creg',
          'qubit',
          'bit',
          'for',
          'while',
          'def',
          'delay',
          'box',
          'let',
          'const',
          'switch'
        ].includes(t.v) ||
          SCALAR_TYPES.has(t.v) ||
          PULSE.has(t.v))
      ) {
        throw this.err(`'${t.v}' is not allowed in a gate definition`, t);
      }
      const { mods, gname, prim, pexprs } = this.callHead(params);
      const args: number[] = [];
      while (!this.is(';')) {
        const q = this.next();
        if (q.t === 'hw') throw this.err('physical qubits are not allowed in a gate definition', q);
        if (q.t !== 'id') throw this.err(`expected a qubit argument but found ${describe(q)}`, q);
        const k = qargs.indexOf(q.v);
        if (k < 0) throw this.err(`'${q.v}' is not a qubit argument of gate '${name.v}'`, q);
        if (this.is('[')) throw this.err('indexing is not allowed inside a gate definition', this.peek());
        args.push(k);
        if (!this.accept(',')) break;
      }
      this.expect(';');
      if (!prim && gname.v === name.v) throw this.err(`gate '${name.v}' cannot call itself`, gname);
      this.checkSignature(gname, prim, pexprs.length, args.length, mods);
      if (new Set(args).size !== args.length)
        throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
      body.push({ mods, name: gname.v, prim, params: pexprs, args, tok: gname });
    }
    this.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body });
  }

  /** Modifiers, gate name and parameter expressions of a call. */
  protected callHead(paramNames: string[] | null): {
    mods: Modifier[];
    gname: Tok;
    prim: boolean;
    pexprs: ((env: number[]) => number)[];
  } {
    const mods: Modifier[] = [];
    while (
      this.toks[this.pos].t === 'id' &&
      ['ctrl', 'negctrl', 'inv', 'pow'].includes(this.toks[this.pos].v) &&
      (this.is('@', 1) || this.is('(', 1))
    ) {
      if (this.version === 2) throw this.err('gate modifiers are not part of OpenQASM 2', this.peek());
      const t = this.next();
      let arg: ((env: number[]) => number) | undefined;
      if (this.accept('(')) {
        if (t.v === 'inv') throw this.err("'inv' takes no argument", t);
        const at = this.peek();
        const e = this.expr(paramNames);
        if (this.is(',')) throw this.err(`'${t.v}' takes one argument`, this.peek());
        this.expect(')');
        arg = (env) => this.at(at, () => finite(toNumber(e(env), `${t.v} argument`), `${t.v} argument`));
      } else if (t.v === 'pow') {
        throw this.err('pow modifier needs an exponent: pow(k) @', t);
      }
      this.expect('@');
      mods.push({ kind: t.v as Modifier['kind'], arg, tok: t });
    }
    const gname = this.ident('a gate name');
    let prim = false;
    if (gname.v === 'U' || gname.v === 'CX') {
      prim = true;
      gname.v = gname.v === 'U' ? 'u' : 'cx';
    } else if (gname.v === 'gphase') prim = true;
    if (!prim && this.strict2) this.qelib1Gate(gname);
    if (!prim && !this.defs.has(gname.v) && ALIASES[gname.v]) gname.v = ALIASES[gname.v];
    const pexprs: ((env: number[]) => number)[] = [];
    if (this.accept('(')) {
      while (!this.is(')')) {
        pexprs.push(this.num(paramNames, pexprs.length));
        if (!this.accept(',')) break;
      }
      this.expect(')');
    }
    if (this.is('(')) throw this.err("expected qubits after the gate's parameters", this.peek());
    return { mods, gname, prim, pexprs };
  }

  /**
   * In a program that says `OPENQASM 2.0;`, a gate that is neither U, CX, defined by the program nor one of an
   * included qelib1.inc is refused, as the OpenQASM 2 specification and Qiskit's qasm2.loads do (headerless
   * snippets and OpenQASM 3 programs get the standard gates without an include: docs/openqasm.md).
   */
  private qelib1Gate(gname: Tok): void {
    const d = this.defs.get(gname.v);
    if (d && !d.prelude) return;
    if (this.included.has('qelib1.inc') && QELIB1.has(gname.v)) return;
    if (QELIB1.has(gname.v))
      throw this.err(
        `gate '${gname.v}' is defined in qelib1.inc: add 'include "qelib1.inc";' after the OPENQASM 2.0 line`,
        gname
      );
    if (GATES[gname.v] || d)
      throw this.err(
        `unknown gate '${gname.v}': an OpenQASM 2.0 program knows U, CX, the gates of qelib1.inc and the gates it defines`,
        gname
      );
  }

  protected signature(name: string, prim: boolean): { qubits: number; params: number } | undefined {
    const d = prim ? undefined : this.defs.get(name);
    if (d) return { qubits: d.nQubits, params: d.nParams };
    if (name === 'u0') return { qubits: 1, params: 1 };
    if (name === 'unitary') return undefined;
    return GATES[name];
  }

  protected checkSignature(gname: Tok, prim: boolean, nParams: number, nArgs: number, mods: Modifier[]): void {
    const sig = this.signature(gname.v, prim);
    if (!sig) {
      if (PULSE.has(gname.v)) throw this.err(`pulse-level calibration ('${gname.v}') is not supported`, gname);
      throw this.err(`unknown gate '${gname.v}'`, gname);
    }
    if (sig.params !== nParams)
      throw this.err(`gate '${gname.v}' takes ${sig.params} parameter(s), got ${nParams}`, gname);
    let extra = 0;
    for (const m of mods) {
      if (m.kind === 'ctrl' || m.kind === 'negctrl') {
        let k = 1;
        if (m.arg) {
          try {
            k = m.arg([]);
          } catch {
            throw this.err(`${m.kind} count must be a constant positive integer`, m.tok);
          }
        }
        if (!Number.isInteger(k) || k < 1)
          throw this.err(`${m.kind} count must be a positive integer, got ${k}`, m.tok);
        extra += k;
      }
    }
    const need = sig.qubits + extra;
    if (nArgs !== need) throw this.err(`gate '${gname.v}' needs ${need} qubit(s), got ${nArgs}`, gname);
  }

  // -- operands

  protected qubitOperand(): QubitArg {
    const t = this.next();
    if (t.t === 'hw') {
      if (this.qregs.length > 0 && !this.physical)
        throw this.err('physical qubits ($n) cannot be mixed with declared qubits', t);
      const k = Number(t.v);
      if (k >= this.lim.maxBits)
        throw this.err(`physical qubit $${k} is beyond the limit of ${this.lim.maxBits} qubits`, t);
      if (!this.physical) {
        this.physical = true;
        this.qregs.push({ name: '$', size: 0, offset: 0 });
      }
      if (k + 1 > this.numQubits) {
        this.numQubits = k + 1;
        this.qregs[0].size = k + 1;
      }
      if (this.is('[')) throw this.err('a physical qubit cannot be indexed', this.peek());
      return { qubits: [k], single: true, tok: t };
    }
    if (t.t !== 'id') throw this.err(`expected a qubit but found ${describe(t)}`, t);
    const sym = this.lookup(t.v);
    if (!sym || sym.s !== 'q') {
      if (sym && sym.s === 'c') throw this.err(`'${t.v}' is a classical register, expected qubits`, t);
      if (sym) throw this.err(`'${t.v}' is not a qubit`, t);
      if (this.defs.has(t.v)) throw this.err(`'${t.v}' is a gate, expected qubits`, t);
      throw this.err(`unknown qubit register '${t.v}'`, t);
    }
    return { ...this.select(sym.qubits, sym.single, t), tok: t };
  }

  protected select(items: number[], single: boolean, t: Tok): { qubits: number[]; single: boolean } {
    if (!this.is('[')) return { qubits: items, single };
    const bt = this.next();
    if (single) throw this.err(`'${t.v}' is a single ${'qubit or bit'} and cannot be indexed`, bt);
    const sel = this.indexSpec(t.v)(items.length);
    if (this.is('[')) {
      if (sel.single) throw this.err(`'${t.v}[…]' is a single element and cannot be indexed`, this.peek());
      const inner = this.select(
        sel.idx.map((i) => items[i]),
        false,
        t
      );
      return inner;
    }
    return { qubits: sel.idx.map((i) => items[i]), single: sel.single };
  }

  protected clbitOperand(): { clbits: number[]; single: boolean; tok: Tok; sym: CSym } {
    const t = this.ident('a classical bit');
    const sym = this.lookup(t.v);
    if (!sym || sym.s !== 'c') {
      if (sym && sym.s === 'q') throw this.err(`'${t.v}' is a quantum register, expected classical bits`, t);
      if (sym && sym.s === 'v')
        throw this.err(`'${t.v}' is a ${sym.type} variable; measurements can only be stored in bits`, t);
      throw this.err(`unknown classical register '${t.v}'`, t);
    }
    const r = this.select(sym.clbits, sym.single, t);
    return { clbits: r.qubits, single: r.single, tok: t, sym };
  }

  /** Broadcast operand lists (single operands repeat; registers must agree in size). */
  protected broadcast(args: QubitArg[]): number[][] {
    let size = 1;
    let sized: Tok | undefined;
    for (const a of args) {
      if (!a.single) {
        if (sized && a.qubits.length !== size)
          throw this.err(`register sizes differ (${size} and ${a.qubits.length})`, a.tok);
        size = a.qubits.length;
        sized = a.tok;
      }
    }
    const out: number[][] = [];
    for (let i = 0; i < size; i++) out.push(args.map((a) => (a.single ? a.qubits[0] : a.qubits[i])));
    return out;
  }

  // -- quantum statements

  protected gateCall(): void {
    this.rtAngle = undefined;
    const { mods, gname, prim, pexprs } = this.callHead(null);
    const rt = this.rtAngle as { index: number; clbits: number[]; tok: Tok } | undefined;
    this.rtAngle = undefined;
    const args: QubitArg[] = [];
    while (!this.is(';')) {
      args.push(this.qubitOperand());
      if (!this.accept(',')) break;
    }
    this.expect(';');
    this.checkSignature(gname, prim, pexprs.length, args.length, mods);
    const params = pexprs.map((p) => p([]));
    const user = !prim && this.defs.has(gname.v);
    if (rt) return this.measuredAngleCall(rt, mods, gname, prim, params, args, user);
    this.site = gname;
    for (const qubits of this.broadcast(args)) {
      if (new Set(qubits).size !== qubits.length)
        throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
      const seq = apply(this, mods, gname.v, prim, params, qubits, gname, 0);
      const label = (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v;
      const call = user || seq.length !== 1 ? { id: this.callId++, name: label, arity: qubits.length } : undefined;
      for (const inst of seq) {
        const op: GateOp = emitGate(inst);
        if (call) op.call = call;
        this.push(op, gname);
      }
    }
    this.site = undefined;
  }

  /**
   * A one-angle rotation whose angle is a measured angle[n] register c (ipe.qasm: phase(c)):
   * R(Σ_k c_k·2π·2^k/2^n) = Π_k R(2π·2^k/2^n)^{c_k}, exact because the rotations of one gate
   * commute and add their angles; so one conditioned rotation per bit of c.
   */
  protected measuredAngleCall(
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
      throw this.err(
        `a gate parameter that depends on a measurement is only supported as the angle of a standard rotation (${[...ROTATION_GATES].join(', ')})`,
        rt.tok
      );
    }
    const n = rt.clbits.length;
    const saved = this.condStack;
    this.site = gname;
    try {
      for (const qubits of this.broadcast(args)) {
        if (new Set(qubits).size !== qubits.length)
          throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
        const call = {
          id: this.callId++,
          name: (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v,
          arity: qubits.length
        };
        for (let k = 0; k < n; k++) {
          const p = params.slice();
          p[rt.index] = (2 * Math.PI * 2 ** k) / 2 ** n;
          this.setCondStack([...saved, { op: 'cmp', rel: '==', clbits: [rt.clbits[k]], value: 1 }]);
          for (const inst of apply(this, mods, gname.v, prim, p, qubits, gname, 0)) {
            const op: GateOp = emitGate(inst);
            op.call = call;
            this.push(op, gname);
          }
        }
      }
    } finally {
      this.setCondStack(saved);
      this.site = undefined;
    }
  }

  protected measureArrow(): void {
    const kw = this.next();
    const q = this.qubitOperand();
    if (this.accept('->')) {
      const c = this.clbitOperand();
      this.expect(';');
      this.measureInto(q, c.clbits, c.single, kw);
      return;
    }
    if (this.is(',')) throw this.err('measure takes one operand', this.peek());
    this.expect(';');
    if (this.version === 2) throw this.err("expected '->' in measure", this.peek(-1));
    for (const qb of q.qubits) this.emitMeasure(qb, -1, kw);
  }

  protected measureInto(q: QubitArg, clbits: number[], single: boolean, kw: Tok): void {
    if (q.single !== single) {
      throw this.err(
        q.single
          ? 'cannot measure a single qubit into a bit register; index the register'
          : 'cannot measure a qubit register into a single bit; index the register',
        kw
      );
    }
    if (q.qubits.length !== clbits.length)
      throw this.err(`measure sizes differ (${q.qubits.length} qubits, ${clbits.length} bits)`, kw);
    for (let i = 0; i < q.qubits.length; i++) this.emitMeasure(q.qubits[i], clbits[i], kw);
  }

  protected emitMeasure(qubit: number, clbit: number, t: Tok): void {
    this.push({ kind: 'measure', qubit, clbit }, t);
    if (clbit >= 0) this.known[clbit] = -1;
  }

  /** `measure q` as the value of an assignment or return: measured into fresh scratch bits. */
  protected measureExpr(t: Tok): Val {
    const q = this.qubitOperand();
    const clbits = this.allocClbits(t, q.qubits.length, false);
    for (let i = 0; i < q.qubits.length; i++) this.emitMeasure(q.qubits[i], clbits[i], t);
    return { k: 'rbits', c: clbits };
  }

  protected reset(): void {
    const kw = this.next();
    const q = this.qubitOperand();
    this.expect(';');
    for (const qb of q.qubits) this.push({ kind: 'reset', qubit: qb }, kw);
  }

  protected barrier(): void {
    const kw = this.next();
    const qubits: number[] = [];
    if (!this.is(';')) {
      do {
        if (this.is(';')) break;
        pushAll(qubits, this.qubitOperand().qubits);
      } while (this.accept(','));
    } else {
      for (let q = 0; q < this.numQubits; q++) qubits.push(q);
    }
    this.expect(';');
    this.push({ kind: 'barrier', qubits }, kw);
  }

  protected durationArg(): Duration {
    this.expect('[');
    const t = this.peek();
    const v = this.value();
    this.expect(']');
    const d = this.at(t, () => cast(v, 'duration'));
    const dd = (d as { d: Duration }).d;
    if (dd.seconds < 0 || dd.dt < 0 || dd.stretch < 0) {
      // negative parts are legal in stretch arithmetic; a fixed negative total is not
      if (dd.stretch === 0 && dd.seconds <= 0 && dd.dt <= 0 && (dd.seconds < 0 || dd.dt < 0))
        throw this.err('a delay cannot be negative', t);
    }
    // a bound far beyond any relaxation time, so that a program cannot ask for an absurd schedule
    if (
      Math.abs(dd.seconds) > MAX_DURATION_SECONDS ||
      Math.abs(dd.dt) > MAX_DURATION_DT ||
      Math.abs(dd.stretch) > MAX_DURATION_DT
    ) {
      throw this.err(`a duration longer than ${MAX_DURATION_SECONDS} s (or ${MAX_DURATION_DT} dt) is not supported`, t);
    }
    return dd;
  }

  protected delay(): void {
    const kw = this.next();
    const duration = this.durationArg();
    const qubits: number[] = [];
    while (!this.is(';')) {
      pushAll(qubits, this.qubitOperand().qubits);
      if (!this.accept(',')) break;
    }
    this.expect(';');
    if (qubits.length === 0) for (let q = 0; q < this.numQubits; q++) qubits.push(q);
    this.push(
      {
        kind: 'delay',
        qubits,
        duration,
        at: { line: kw.line, col: kw.col },
        ...(duration.stretch !== 0 ? { stretchVars: this.stretchVars } : {})
      },
      kw
    );
  }

  protected box(): void {
    const kw = this.next();
    let d: Duration | undefined;
    if (this.is('[')) {
      // The box's designated duration: on a device target its qubits are busy for exactly d (the
      // contents, scheduled as late as possible, then idle); no effect on the statevector.
      d = this.durationArg();
      if (this.curCond) throw this.err('a box with a duration inside a branch on measured values is not supported', kw);
    }
    if (!this.is('{')) throw this.err("expected '{' after box", this.peek());
    if (!d) {
      this.scoped(() => this.block());
      return;
    }
    const open: Op = { kind: 'barrier', qubits: [], box: d, at: { line: kw.line, col: kw.col } };
    this.push(open, kw);
    const first = this.ops.length;
    this.scoped(() => this.block());
    const seen = new Set<number>();
    for (let i = first; i < this.ops.length; i++) {
      const o = this.ops[i];
      if (o.kind === 'gate' || o.kind === 'barrier' || o.kind === 'delay') for (const q of o.qubits) seen.add(q);
      else if (o.kind === 'measure' || o.kind === 'reset') seen.add(o.qubit);
    }
    const qubits = [...seen].sort((a, b) => a - b);
    if (!qubits.length) {
      // nothing in the box touches a qubit: no timing to keep (the opening barrier stays, empty)
      delete (open as { box?: Duration }).box;
      return;
    }
    (open as { qubits: number[] }).qubits = qubits;
    this.push({ kind: 'barrier', qubits: qubits.slice(), boxEnd: true }, kw);
  }

  // -- blocks and scopes

  protected scoped<T>(f: () => T): T {
    if (this.scopes.length > this.lim.maxExprDepth)
      throw this.err(`blocks nested deeper than ${this.lim.maxExprDepth}`, this.peek());
    this.scopes.push(new Map());
    try {
      return f();
    } finally {
      this.scopes.pop();
    }
  }

  /** `{ statements }` (the caller opened the scope). */
  protected block(): void {
    const open = this.expect('{');
    while (!this.accept('}')) {
      if (this.peek().t === 'eof') throw this.err("expected '}' to close the block", open);
      this.statement();
    }
  }

  // -- arrays (classical values known while reading)

  /** `array[type[w], d0, d1, …]` (the keyword is next); `#dim=n` instead of sizes when `ndimOk` (subroutine parameters). */
  protected arrayType(ndimOk: boolean): { type: string; width?: number; dims?: number[]; ndim?: number; tok: Tok } {
    const kw = this.next();
    this.expect('[');
    const tt = this.ident('an array element type');
    if (!ARRAY_TYPES.has(tt.v))
      throw this.err(`arrays of '${tt.v}' are not supported (element types: ${[...ARRAY_TYPES].join(', ')})`, tt);
    let width: number | undefined;
    if (this.accept('[')) {
      if (tt.v === 'bool' || tt.v === 'duration') throw this.err(`'${tt.v}' takes no width`, tt);
      width = this.designator('type width');
    }
    this.expect(',');
    if (this.is('#')) {
      const ht = this.next();
      if (!ndimOk) throw this.err("'#dim' is only allowed for subroutine array parameters", ht);
      const d = this.ident("'dim'");
      if (d.v !== 'dim') throw this.err(`expected '#dim' but found '#${d.v}'`, d);
      this.expect('=');
      const ndim = this.designator('number of dimensions');
      return { type: tt.v, width, ndim, tok: kw };
    }
    const dims: number[] = [];
    do {
      const dt = this.peek();
      const n = this.intValue('array size');
      if (n < 1) throw this.err(`an array dimension must be at least 1, got ${n}`, dt);
      dims.push(n);
    } while (this.accept(','));
    this.expect(']');
    const total = dims.reduce((a, b) => a * b, 1);
    if (total > MAX_ARRAY_ELEMENTS)
      throw this.err(`an array of ${total} elements is larger than the limit of ${MAX_ARRAY_ELEMENTS}`, kw);
    return { type: tt.v, width, dims, tok: kw };
  }

  protected arrayDecl(isConst: boolean): void {
    const at = this.arrayType(false);
    const dims = at.dims as number[];
    const name = this.newName('an array name');
    const total = dims.reduce((a, b) => a * b, 1);
    this.arrayElements += total;
    if (this.arrayElements > MAX_ARRAY_ELEMENTS_TOTAL)
      throw this.err(`the program's arrays hold more than ${MAX_ARRAY_ELEMENTS_TOTAL} elements in all`, at.tok);
    const sym: ASym = {
      s: 'arr',
      name: name.v,
      type: at.type,
      width: at.width,
      dims,
      data: [],
      scope: this.scopes.length - 1
    };
    if (this.accept('=')) {
      sym.data = this.arraySource(sym, dims);
    } else {
      if (isConst) throw this.err(`constant '${name.v}' needs a value`, name);
      const zero = this.at(at.tok, () => this.convert({ k: 'int', v: 0 }, at.type, at.width));
      this.chargeArrayWork(total, at.tok);
      sym.data = new Array<Val>(total).fill(zero);
    }
    this.expect(';');
    if (isConst) throw this.err("'const' arrays are not supported; declare the array without 'const'", at.tok);
    this.declare(name, sym);
  }

  /** The elements of an initialiser `{…}` (nested per dimension) or of another array (or a part of it) of that shape. */
  protected arraySource(target: ASym, shape: number[]): Val[] {
    const t = this.peek();
    if (this.is('{')) {
      const out: Val[] = [];
      const list = (d: number): void => {
        const open = this.expect('{');
        let n = 0;
        while (!this.is('}')) {
          if (n >= shape[d])
            throw this.err(`too many elements: dimension ${d} of '${target.name}' has size ${shape[d]}`, this.peek());
          if (d + 1 < shape.length) list(d + 1);
          else {
            const vt = this.peek();
            const v = this.value();
            if (isRuntime(v))
              throw this.err(
                `an array element would depend on a measurement result; arrays hold known values only`,
                vt
              );
            out.push(this.at(vt, () => this.convert(v, target.type, target.width)));
          }
          n++;
          if (!this.accept(',')) break;
        }
        this.expect('}');
        if (n !== shape[d])
          throw this.err(`dimension ${d} of '${target.name}' has size ${shape[d]}, the initialiser gives ${n}`, open);
      };
      if (!shape.length) throw this.err('expected a value, not an initialiser list', t);
      list(0);
      return out;
    }
    const st = this.ident('an array or an initialiser {…}');
    const src = this.lookup(st.v);
    if (!src || src.s !== 'arr')
      throw this.err(`expected an array or an initialiser {…}; '${st.v}' is not an array`, st);
    const sel = this.arraySelect(src, st);
    if (sel.shape.length !== shape.length || sel.shape.some((n, i) => n !== shape[i])) {
      throw this.err(
        `shape ${sel.shape.join('×') || 'scalar'} of '${st.v}' here does not match ${shape.join('×')}`,
        st
      );
    }
    // a copy, converted to the target's element type (values of the same type are copied as they are)
    if (src.type === target.type && src.width === target.width) return sel.pos.map((p) => src.data[p]);
    return sel.pos.map((p) => this.at(st, () => this.convert(src.data[p], target.type, target.width)));
  }

  /** `a[i] = v;`, `a[i, j] op= v;`, `a[0:1] = b[2:3];`, `a = b;` (the name is consumed). */
  protected arrayAssign(sym: ASym, t: Tok): void {
    if (sym.readonly) throw this.err(`'${t.v}' is a readonly array parameter and cannot be assigned`, t);
    if (this.inRuntime() && sym.scope < this.rtScope) {
      throw this.err(
        `'${t.v}' would depend on a measurement result (assigned under a condition or loop on measured values); arrays hold known values only`,
        t
      );
    }
    const sel = this.arraySelect(sym, t);
    const op = this.next();
    if (op.t !== 'op' || !op.v.endsWith('=') || ['==', '!=', '<=', '>='].includes(op.v))
      throw this.err(`expected an assignment but found ${describe(op)}`, op);
    if (sel.shape.length) {
      if (op.v !== '=')
        throw this.err(`'${op.v}' needs one element; '${t.v}' is indexed to shape ${sel.shape.join('×')} here`, op);
      const vals = this.arraySource(sym, sel.shape);
      this.expect(';');
      sel.pos.forEach((p, i) => {
        sym.data[p] = vals[i];
      });
      return;
    }
    const vt = this.peek();
    if (this.is('measure'))
      throw this.err(`a measurement can only be stored in bits; '${t.v}' is an array of ${sym.type}`, vt);
    let v = this.value();
    this.expect(';');
    if (op.v !== '=') v = this.at(op, () => compound(op.v, sym.data[sel.pos[0]], v, true));
    if (isRuntime(v))
      throw this.err(`'${t.v}' would depend on a measurement result; arrays hold known values only`, vt);
    sym.data[sel.pos[0]] = this.at(vt, () => this.convert(v, sym.type, sym.width));
  }

  // -- assignment

  protected assignment(): void {
    const t = this.ident('a variable');
    const sym = this.lookup(t.v);
    if (!sym) {
      if (this.version === 2) throw this.err(`unknown classical register '${t.v}'`, t);
      throw this.err(`unknown variable '${t.v}'`, t);
    }
    if (sym.s === 'q') throw this.err(`'${t.v}' is a qubit and cannot be assigned`, t);
    if (sym.s === 'def') throw this.err(`'${t.v}' is a subroutine and cannot be assigned`, t);
    if (sym.s === 'arr') return this.arrayAssign(sym, t);
    if (sym.s === 'c') {
      const sel = this.select(sym.clbits, sym.single, t);
      const target: CSym = { ...sym, clbits: sel.qubits, single: sel.single };
      const op = this.next();
      if (op.t !== 'op' || !op.v.endsWith('=') || ['==', '!=', '<=', '>='].includes(op.v))
        throw this.err(`expected an assignment but found ${describe(op)}`, op);
      this.assignInto(target, this.peek(), op.v, sym);
      this.expect(';');
      return;
    }
    if (this.is('['))
      throw this.err(`'${t.v}' is a ${sym.type}; assigning single bits of it is not supported`, this.peek());
    const op = this.next();
    if (op.t !== 'op' || !op.v.endsWith('=')) throw this.err(`expected an assignment but found ${describe(op)}`, op);
    if (sym.isConst) throw this.err(`'${t.v}' is a constant and cannot be assigned`, t);
    if (sym.loopVar) throw this.err(`loop variable '${t.v}' cannot be assigned`, t);
    if (this.inRuntime() && sym.scope < this.rtScope) {
      throw this.err(
        `'${t.v}' would depend on a measurement result (assigned under a condition or loop on measured values); only bit variables can`,
        t
      );
    }
    const vt = this.peek();
    if (this.is('measure')) throw this.err(`a measurement can only be stored in bits; '${t.v}' is a ${sym.type}`, vt);
    let v = this.value();
    this.expect(';');
    if (op.v !== '=') v = this.at(op, () => compound(op.v, sym.val, v, this.version === 3));
    if (isRuntime(v))
      throw this.err(`'${t.v}' would depend on a measurement result; only bit variables can hold measured values`, vt);
    sym.val = this.at(vt, () => this.convert(v, sym.type, sym.width));
  }

  /** Assign into bit storage: `= measure q`, `= value`, or a compound operator. */
  protected assignInto(target: CSym, vt: Tok, op: string, whole?: CSym): void {
    if (op === '=' && this.accept('measure')) {
      const q = this.qubitOperand();
      this.measureInto(q, target.clbits, target.single, vt);
      return;
    }
    let v = this.value();
    const bitsNow = this.readBits(target.clbits);
    const shift = op === '<<=' || op === '>>=';
    if (op !== '=')
      v = this.at(vt, () =>
        compound(
          op,
          target.type === 'angle' && !shift ? angleOf(bitsNow, target.clbits.length) : bitsNow,
          v,
          true,
          target.clbits
        )
      );
    if (target.type === 'angle' && (typeof v === 'number' || (typeof v === 'object' && v.k === 'int'))) {
      const n = target.clbits.length;
      const x = this.at(vt, () => finite(toNumber(v), 'angle'));
      const k = Math.round((x / (2 * Math.PI)) * 2 ** n);
      v = { k: 'bits', b: intToBits(k, n) };
    }
    if (typeof v === 'object' && v.k === 'rbits' && v.c.length !== target.clbits.length) {
      throw this.err(`cannot assign ${v.c.length} bits to ${target.clbits.length}`, vt);
    }
    const bits = this.at(vt, () =>
      typeof v === 'object' && (v.k === 'rbits' || v.k === 'rbool') ? v : cast(v, 'bit', target.clbits.length)
    );
    void whole;
    this.writeBits(target.clbits, bits, vt);
  }
}

/** `x op= v` on known values; on bit storage (clbits given) shifts of measured bits stay bit moves. */
function compound(op: string, cur: Val, v: Val, v3: boolean, clbits?: number[]): Val {
  const bop = op.slice(0, -1);
  if (clbits && (bop === '<<' || bop === '>>') && typeof cur === 'object' && cur.k === 'rbits') {
    const n = toInt(v, 'shift');
    const c = cur.c;
    // measured bits shifted: a copy from the neighbour, zero-filled (a bit -1 means 0)
    const out = c.map((_, i) => (bop === '<<' ? (i - n >= 0 ? c[i - n] : -1) : i + n < c.length ? c[i + n] : -1));
    return { k: 'rbits', c: out };
  }
  if (isRuntime(cur) || isRuntime(v)) {
    throw new ValueError(`'${op}' on a value that depends on a measurement result is not supported`);
  }
  return binaryCompound(bop, cur, v, v3);
}

function binaryCompound(op: string, a: Val, b: Val, v3: boolean): Val {
  return binary(op as BinOp, a, b, v3);
}

const KEYWORDS_GATE = new Set([
  'OPENQASM',
  'include',
  'qreg',
  'creg',
  'qubit',
  'bit',
  'int',
  'uint',
  'float',
  'angle',
  'bool',
  'if',
  'for',
  'while',
  'def',
  'measure',
  'reset',
  'barrier',
  'let',
  'const'
]);
