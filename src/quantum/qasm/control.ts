/**
 * Statements of the OpenQASM reader: declarations, gates, measurement, timing, and classical
 * control flow (if/else, for, while, switch, subroutines). The classical part runs while the
 * program is read; only what depends on measurement results reaches the IR (conditions, bit
 * writes, jumps). See docs/openqasm.md for what is supported and why.
 */
import type { CondExpr, Duration, GateOp, JumpOp, Op } from '../ir.js';
import { GATES } from '../ir.js';
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { apply, emitGate } from './expand.js';
import type { BodyCall, Modifier } from './expand.js';
import { ALIASES, Base, QELIB1, STDGATES, angleOf, toCondition } from './base.js';
import type { CSym, DSym, DefParam, QSym, QubitArg, Sym, VSym } from './base.js';
import { ValueError, article, binary, cast, finite, intToBits, isRuntime, toBool, toInt, toNumber, typeName } from './values.js';
import type { BinOp, Val } from './values.js';

/** Control transfer out of a block (break/continue/return/end), with the statement's token. */
class Transfer {
  constructor(readonly kind: 'break' | 'continue' | 'return' | 'end', readonly tok: Tok, readonly value?: Val) {}
}

/** Runtime loop being read: where `continue` jumps, and the `break` jumps to patch. */
interface RtLoop {
  head: number;
  breaks: JumpOp[];
  condDepth: number;
}

/** Standard one-angle rotations: R(a + b) = R(a)·R(b). */
const ROTATION_GATES = new Set(['rx', 'ry', 'rz', 'p', 'u1', 'crx', 'cry', 'crz', 'cp', 'cu1', 'rxx', 'ryy', 'rzz', 'rzx']);

const SCALAR_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration', 'stretch', 'complex']);
const PULSE = new Set(['defcal', 'defcalgrammar', 'cal']);

export class Interp extends Base {
  private callDepth = 0;
  private rtLoops: RtLoop[] = [];
  /** Inside a subroutine body: its return type (null: no value). */
  private retStack: ({ type: string; width?: number } | null)[] = [];

  // -- statements

  statement(): void {
    const tok = this.peek();
    if (tok.t === 'op') {
      if (tok.v === '@') return this.annotation();
      if (tok.v === '#') return this.pragma(tok);
      if (tok.v === '{') {
        if (this.version === 2) throw this.err('expected a statement but found \'{\'', tok);
        return this.scoped(() => this.block());
      }
    }
    if (tok.t === 'hw') throw this.err('expected a statement; an assignment to a physical qubit is not allowed', tok);
    if (tok.t !== 'id') throw this.err(`expected a statement but found ${describe(tok)}`, tok);
    const kw = tok.v;
    switch (kw) {
      case 'include': return this.include();
      case 'qreg': case 'creg': return this.oldDecl(kw === 'qreg');
      case 'qubit': return this.qubitDecl();
      case 'bit': return this.bitDecl(false);
      case 'gate': return this.gateDef();
      case 'measure': return this.measureArrow();
      case 'reset': return this.reset();
      case 'barrier': return this.barrier();
      case 'if': return this.ifStmt();
      case 'else': throw this.err("'else' without a matching 'if'", tok);
      case 'opaque': throw this.err("unsupported construct 'opaque': an opaque gate has no definition to simulate", tok);
      default: break;
    }
    if (this.version === 3) {
      switch (kw) {
        case 'const': return this.constDecl();
        case 'int': case 'uint': case 'float': case 'angle': case 'bool': case 'duration': case 'stretch': case 'complex':
          if (this.is('(', 1) || (this.is('[', 1) && this.castAhead())) break;
          return this.scalarDecl(false);
        case 'array': throw this.err('arrays are not supported', tok);
        case 'let': return this.alias();
        case 'for': return this.forStmt();
        case 'while': return this.whileStmt();
        case 'switch': return this.switchStmt();
        case 'def': return this.defStmt();
        case 'return': return this.returnStmt();
        case 'break': case 'continue': return this.loopJump(kw);
        case 'end': return this.endStmt();
        case 'delay': return this.delay();
        case 'box': return this.box();
        case 'extern': throw this.err("unsupported construct 'extern': external functions have no definition to simulate", tok);
        case 'input': case 'output': throw this.err(`unsupported construct '${kw}': program ${kw}s need values from the caller`, tok);
        case 'pragma': return this.pragma(tok);
        case 'nop': return this.nop();
        case 'case': case 'default': throw this.err(`'${kw}' outside a switch`, tok);
        default: break;
      }
    }
    if (PULSE.has(kw)) throw this.err(`pulse-level calibration ('${kw}') is not supported`, tok);
    if (this.version === 3 && (kw === 'int' || kw === 'uint' || kw === 'float' || kw === 'bool' || kw === 'bit' || kw === 'angle')) {
      throw this.err(`a cast (${kw}(…)) is not a statement`, tok);
    }
    const sym = this.version === 3 ? this.lookup(kw) : undefined;
    const nx = this.toks[this.pos + 1];
    const assignOp = nx && nx.t === 'op' && (nx.v === '=' || (nx.v.length >= 2 && nx.v.endsWith('=') && !['==', '!=', '<=', '>='].includes(nx.v)));
    if (assignOp || (this.is('[', 1) && sym && sym.s !== 'q' && sym.s !== 'def')) return this.assignment();
    if (this.version === 2 && (this.is('=', 1) || this.is('[', 1))) {
      const r = this.lookup(kw);
      if (r && r.s === 'c') throw this.err('assignments are not part of OpenQASM 2; use measure q -> c', tok);
    }
    if (sym && sym.s === 'def') {
      this.next();
      this.callDef(sym, tok);
      this.expect(';');
      return;
    }
    this.gateCall();
  }

  /** `int[8](x)`-style cast ahead (a statement that starts with a type and is not a declaration). */
  private castAhead(): boolean {
    let k = 1, depth = 0;
    for (;;) {
      const t = this.toks[this.pos + k];
      if (!t || t.t === 'eof') return false;
      if (t.t === 'op' && t.v === '[') depth++;
      else if (t.t === 'op' && t.v === ']') {
        depth--;
        if (depth === 0) return this.is('(', k + 1);
      }
      k++;
    }
  }

  private annotation(): void {
    // Annotations (@name …) may be ignored by a compiler (OpenQASM 3 spec): the line is skipped.
    const at = this.next();
    const name = this.toks[this.pos];
    if (name.t !== 'id' || name.line !== at.line || name.col !== at.col + 1) throw this.err('expected an annotation name after \'@\'', at);
    while (this.toks[this.pos].t !== 'eof' && this.toks[this.pos].line === at.line) this.pos++;
  }

  private pragma(t: Tok): void {
    // #pragma / pragma lines carry compiler hints; the reader ignores them.
    if (t.v === '#') {
      const p = this.toks[this.pos + 1];
      if (!p || p.t !== 'id' || p.v !== 'pragma' || p.line !== t.line) throw this.err("unexpected '#'", t);
    }
    const line = t.line;
    while (this.toks[this.pos].t !== 'eof' && this.toks[this.pos].line === line) this.pos++;
  }

  private nop(): void {
    this.next();
    if (!this.is(';')) {
      do {
        if (this.is(';')) break;
        this.qubitOperand();
      } while (this.accept(','));
    }
    this.expect(';');
  }

  private include(): void {
    const kw = this.next();
    const f = this.next();
    if (f.t !== 'str') throw this.err('expected a file name string after include', f);
    if (f.v !== 'qelib1.inc' && f.v !== 'stdgates.inc') throw this.err(`include of "${f.v}" is not supported (only qelib1.inc and stdgates.inc)`, f);
    this.expect(';');
    if (this.scopes.length > 1) throw this.err('include is only allowed in the global scope', kw);
    for (const name of f.v === 'qelib1.inc' ? QELIB1 : STDGATES) {
      const d = this.defs.get(name);
      if (d && !d.prelude) throw this.err(`gate '${name}' defined before the include of "${f.v}" redefines a gate of that library`, f);
    }
    this.included.add(f.v);
  }

  // -- declarations

  private oldDecl(quantum: boolean): void {
    this.next();
    const name = this.newName('a register name');
    this.expect('[');
    const st = this.peek();
    const size = this.intValue('register size');
    this.expect(']');
    this.expect(';');
    if (size < 1) throw this.err('register size must be at least 1', st);
    if (this.scopes.length > 1) throw this.err(`'${quantum ? 'qreg' : 'creg'}' is only allowed in the global scope`, name);
    if (quantum) this.declare(name, { s: 'q', name: name.v, qubits: this.allocQubits(name, size), single: false });
    else this.declare(name, { s: 'c', name: name.v, clbits: this.allocClbits(name, size, true), single: false, type: 'bit' });
  }

  private designator(what: string): number {
    const st = this.peek();
    const n = this.intValue(what);
    if (this.is(',')) throw this.err(`a ${what} has one dimension`, this.peek());
    this.expect(']');
    if (n < 1) throw this.err(`${what} must be at least 1`, st);
    return n;
  }

  private qubitDecl(): void {
    this.next();
    let size: number | undefined;
    if (this.accept('[')) size = this.designator('register size');
    const name = this.newName('a qubit name');
    if (this.is('=')) throw this.err('qubits cannot be initialised; use reset', this.peek());
    this.expect(';');
    this.declare(name, { s: 'q', name: name.v, qubits: this.allocQubits(name, size ?? 1), single: size === undefined });
  }

  private bitDecl(isConst: boolean): void {
    const kw = this.next();
    if (isConst) throw this.err("'const' bits are not supported; use a const int", kw);
    let size: number | undefined;
    if (this.accept('[')) size = this.designator('register size');
    const name = this.newName('a bit name');
    const global = this.scopes.length === 1;
    const sym: CSym = { s: 'c', name: name.v, clbits: this.allocClbits(name, size ?? 1, global), single: size === undefined, type: 'bit' };
    if (!global) {
      // a scratch bit starts at 0 for this declaration
      for (const c of sym.clbits) this.known[c] = 0;
    }
    if (this.accept('=')) this.assignInto(sym, this.peek(), '=');
    this.expect(';');
    this.declare(name, sym);
  }

  private constDecl(): void {
    const kw = this.next();
    const t = this.peek();
    if (t.t !== 'id' || !(SCALAR_TYPES.has(t.v) || t.v === 'bit')) throw this.err(`expected a type after 'const' but found ${describe(t)}`, t);
    if (t.v === 'bit') return this.bitDecl(true);
    void kw;
    this.scalarDecl(true);
  }

  private scalarDecl(isConst: boolean): void {
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
      const sym: CSym = { s: 'c', name: name.v, clbits: this.allocClbits(name, width, global), single: false, type: 'angle' };
      if (!global) for (const c of sym.clbits) this.known[c] = 0;
      if (this.accept('=')) this.assignInto(sym, this.peek(), '=');
      this.expect(';');
      this.declare(name, sym);
      return;
    }
    let val: Val;
    if (this.accept('=')) {
      const vt = this.peek();
      if (this.is('measure')) throw this.err(`a measurement can only be stored in bits; declare '${name.v}' as bit`, vt);
      const v = this.value();
      if (isRuntime(v)) throw this.err(`'${name.v}' would depend on a measurement result; only bit variables can hold measured values`, vt);
      val = this.at(vt, () => this.convert(v, type, width));
    } else {
      if (isConst) throw this.err(`constant '${name.v}' needs a value`, name);
      val = this.at(tt, () => this.convert({ k: 'int', v: 0 }, type, width));
    }
    this.expect(';');
    if (type === 'stretch') {
      val = { k: 'dur', d: { seconds: 0, dt: 0, stretch: 1 } };
      void val;
    }
    this.declare(name, { s: 'v', name: name.v, type, width, val: type === 'stretch' ? { k: 'dur', d: { seconds: 0, dt: 0, stretch: 1 } } : val, isConst, scope: this.scopes.length - 1 });
  }

  /** Value converted to a declared scalar type. */
  private convert(v: Val, type: string, width?: number): Val {
    switch (type) {
      case 'float': return finite(toNumber(v, 'float value'), 'float value');
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

  private alias(): void {
    this.next();
    const name = this.newName('an alias name');
    this.expect('=');
    const qubits: number[] = [];
    let single = true;
    let first = true;
    do {
      const a = this.qubitOperand();
      qubits.push(...a.qubits);
      single = first && a.single;
      first = false;
    } while (this.accept('++'));
    this.expect(';');
    if (new Set(qubits).size !== qubits.length) throw this.err('an alias cannot name the same qubit twice', name);
    this.declare(name, { s: 'q', name: name.v, qubits, single });
  }

  // -- gate definitions

  private gateDef(): void {
    const kwTok = this.next();
    if (this.scopes.length > 1) throw this.err('gates can only be defined in the global scope', kwTok);
    const name = this.ident('a gate name');
    if (name.v === 'U' || name.v === 'CX' || name.v === 'gphase') throw this.err(`'${name.v}' is a built-in gate and cannot be redefined`, name);
    for (const lib of this.included) {
      if ((lib === 'qelib1.inc' ? QELIB1 : STDGATES).has(name.v)) throw this.err(`gate '${name.v}' is already defined by "${lib}"`, name);
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
      if (t.t === 'id' && (['measure', 'reset', 'if', 'gate', 'qreg', 'creg', 'qubit', 'bit', 'for', 'while', 'def', 'delay', 'box', 'let', 'const', 'switch'].includes(t.v) || SCALAR_TYPES.has(t.v) || PULSE.has(t.v))) {
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
      if (new Set(args).size !== args.length) throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
      body.push({ mods, name: gname.v, prim, params: pexprs, args, tok: gname });
    }
    this.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body });
  }

  /** Modifiers, gate name and parameter expressions of a call. */
  private callHead(paramNames: string[] | null): { mods: Modifier[]; gname: Tok; prim: boolean; pexprs: ((env: number[]) => number)[] } {
    const mods: Modifier[] = [];
    while (this.toks[this.pos].t === 'id' && ['ctrl', 'negctrl', 'inv', 'pow'].includes(this.toks[this.pos].v) && (this.is('@', 1) || this.is('(', 1))) {
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
    else if (!this.defs.has(gname.v) && ALIASES[gname.v]) gname.v = ALIASES[gname.v];
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

  private signature(name: string, prim: boolean): { qubits: number; params: number } | undefined {
    const d = prim ? undefined : this.defs.get(name);
    if (d) return { qubits: d.nQubits, params: d.nParams };
    if (name === 'u0') return { qubits: 1, params: 1 };
    if (name === 'unitary') return undefined;
    return GATES[name];
  }

  private checkSignature(gname: Tok, prim: boolean, nParams: number, nArgs: number, mods: Modifier[]): void {
    const sig = this.signature(gname.v, prim);
    if (!sig) {
      if (PULSE.has(gname.v)) throw this.err(`pulse-level calibration ('${gname.v}') is not supported`, gname);
      throw this.err(`unknown gate '${gname.v}'`, gname);
    }
    if (sig.params !== nParams) throw this.err(`gate '${gname.v}' takes ${sig.params} parameter(s), got ${nParams}`, gname);
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
        if (!Number.isInteger(k) || k < 1) throw this.err(`${m.kind} count must be a positive integer, got ${k}`, m.tok);
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
      if (this.qregs.length > 0 && !this.physical) throw this.err('physical qubits ($n) cannot be mixed with declared qubits', t);
      const k = Number(t.v);
      if (k >= this.lim.maxBits) throw this.err(`physical qubit $${k} is beyond the limit of ${this.lim.maxBits} qubits`, t);
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

  private select(items: number[], single: boolean, t: Tok): { qubits: number[]; single: boolean } {
    if (!this.is('[')) return { qubits: items, single };
    const bt = this.next();
    if (single) throw this.err(`'${t.v}' is a single ${'qubit or bit'} and cannot be indexed`, bt);
    const sel = this.indexSpec(t.v)(items.length);
    if (this.is('[')) {
      if (sel.single) throw this.err(`'${t.v}[…]' is a single element and cannot be indexed`, this.peek());
      const inner = this.select(sel.idx.map((i) => items[i]), false, t);
      return inner;
    }
    return { qubits: sel.idx.map((i) => items[i]), single: sel.single };
  }

  private clbitOperand(): { clbits: number[]; single: boolean; tok: Tok; sym: CSym } {
    const t = this.ident('a classical bit');
    const sym = this.lookup(t.v);
    if (!sym || sym.s !== 'c') {
      if (sym && sym.s === 'q') throw this.err(`'${t.v}' is a quantum register, expected classical bits`, t);
      if (sym && sym.s === 'v') throw this.err(`'${t.v}' is a ${sym.type} variable; measurements can only be stored in bits`, t);
      throw this.err(`unknown classical register '${t.v}'`, t);
    }
    const r = this.select(sym.clbits, sym.single, t);
    return { clbits: r.qubits, single: r.single, tok: t, sym };
  }

  /** Broadcast operand lists (single operands repeat; registers must agree in size). */
  private broadcast(args: QubitArg[]): number[][] {
    let size = 1;
    let sized: Tok | undefined;
    for (const a of args) {
      if (!a.single) {
        if (sized && a.qubits.length !== size) throw this.err(`register sizes differ (${size} and ${a.qubits.length})`, a.tok);
        size = a.qubits.length;
        sized = a.tok;
      }
    }
    const out: number[][] = [];
    for (let i = 0; i < size; i++) out.push(args.map((a) => (a.single ? a.qubits[0] : a.qubits[i])));
    return out;
  }

  // -- quantum statements

  private gateCall(): void {
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
      if (new Set(qubits).size !== qubits.length) throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
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
  private measuredAngleCall(rt: { index: number; clbits: number[]; tok: Tok }, mods: Modifier[], gname: Tok, prim: boolean, params: number[], args: QubitArg[], user: boolean): void {
    const info = GATES[gname.v];
    if (user || !info || info.params !== 1 || !ROTATION_GATES.has(gname.v)) {
      throw this.err(`a gate parameter that depends on a measurement is only supported as the angle of a standard rotation (${[...ROTATION_GATES].join(', ')})`, rt.tok);
    }
    const n = rt.clbits.length;
    const saved = this.condStack;
    this.site = gname;
    try {
      for (const qubits of this.broadcast(args)) {
        if (new Set(qubits).size !== qubits.length) throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
        const call = { id: this.callId++, name: (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v, arity: qubits.length };
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

  private measureArrow(): void {
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

  private measureInto(q: QubitArg, clbits: number[], single: boolean, kw: Tok): void {
    if (q.single !== single) {
      throw this.err(q.single ? 'cannot measure a single qubit into a bit register; index the register' : 'cannot measure a qubit register into a single bit; index the register', kw);
    }
    if (q.qubits.length !== clbits.length) throw this.err(`measure sizes differ (${q.qubits.length} qubits, ${clbits.length} bits)`, kw);
    for (let i = 0; i < q.qubits.length; i++) this.emitMeasure(q.qubits[i], clbits[i], kw);
  }

  private emitMeasure(qubit: number, clbit: number, t: Tok): void {
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

  private reset(): void {
    const kw = this.next();
    const q = this.qubitOperand();
    this.expect(';');
    for (const qb of q.qubits) this.push({ kind: 'reset', qubit: qb }, kw);
  }

  private barrier(): void {
    const kw = this.next();
    const qubits: number[] = [];
    if (!this.is(';')) {
      do {
        if (this.is(';')) break;
        qubits.push(...this.qubitOperand().qubits);
      } while (this.accept(','));
    } else {
      for (let q = 0; q < this.numQubits; q++) qubits.push(q);
    }
    this.expect(';');
    this.push({ kind: 'barrier', qubits }, kw);
  }

  private durationArg(): Duration {
    this.expect('[');
    const t = this.peek();
    const v = this.value();
    this.expect(']');
    const d = this.at(t, () => cast(v, 'duration'));
    const dd = (d as { d: Duration }).d;
    if (dd.seconds < 0 || dd.dt < 0 || dd.stretch < 0) {
      // negative parts are legal in stretch arithmetic; a fixed negative total is not
      if (dd.stretch === 0 && dd.seconds <= 0 && dd.dt <= 0 && (dd.seconds < 0 || dd.dt < 0)) throw this.err('a delay cannot be negative', t);
    }
    return dd;
  }

  private delay(): void {
    const kw = this.next();
    const duration = this.durationArg();
    const qubits: number[] = [];
    while (!this.is(';')) {
      qubits.push(...this.qubitOperand().qubits);
      if (!this.accept(',')) break;
    }
    this.expect(';');
    if (qubits.length === 0) for (let q = 0; q < this.numQubits; q++) qubits.push(q);
    this.push({ kind: 'delay', qubits, duration }, kw);
  }

  private box(): void {
    const kw = this.next();
    if (this.is('[')) {
      // The box's designated duration schedules its contents; it has no effect on the state.
      this.durationArg();
    }
    if (!this.is('{')) throw this.err("expected '{' after box", this.peek());
    void kw;
    this.scoped(() => this.block());
  }

  // -- blocks and scopes

  private scoped<T>(f: () => T): T {
    if (this.scopes.length > this.lim.maxExprDepth) throw this.err(`blocks nested deeper than ${this.lim.maxExprDepth}`, this.peek());
    this.scopes.push(new Map());
    try {
      return f();
    } finally {
      this.scopes.pop();
    }
  }

  /** `{ statements }` (the caller opened the scope). */
  private block(): void {
    const open = this.expect('{');
    while (!this.accept('}')) {
      if (this.peek().t === 'eof') throw this.err("expected '}' to close the block", open);
      this.statement();
    }
  }

  /** Body of if/for/while/case: a block or one statement, in its own scope. */
  private body(): void {
    if (this.is(';')) throw this.err('expected a statement or a block but found \';\'', this.peek());
    this.scoped(() => (this.is('{') ? this.block() : this.statement()));
  }

  /** Skip the body of a branch not taken (tokens only; it is not checked). */
  private skipBody(): void {
    const t = this.peek();
    if (t.t === 'op' && t.v === '{') return this.skipBalanced();
    if (t.t === 'id' && t.v === 'if') {
      this.next();
      this.skipParens();
      this.skipBody();
      if (this.accept('else')) this.skipBody();
      return;
    }
    if (t.t === 'id' && (t.v === 'for' || t.v === 'while' || t.v === 'switch' || t.v === 'box')) {
      this.next();
      // header up to the body's '{' at depth 0 (a for set literal is inside 'in { … }')
      if (t.v === 'for') {
        while (!this.is('in')) { if (this.peek().t === 'eof') throw this.err("expected 'in'", t); this.next(); }
        this.next();
        if (this.is('[') || this.is('{')) this.skipBalanced();
        else while (!this.is('{') && !this.is(';')) { if (this.peek().t === 'eof') throw this.err('unterminated for', t); this.next(); }
      } else if (t.v === 'box') {
        if (this.is('[')) this.skipBalanced();
      } else this.skipParens();
      if (t.v === 'switch') return this.skipBalanced();
      return this.skipBody();
    }
    let depth = 0;
    for (;;) {
      const x = this.next();
      if (x.t === 'eof') throw this.err("expected ';'", x);
      if (x.t === 'op' && (x.v === '(' || x.v === '[' || x.v === '{')) depth++;
      else if (x.t === 'op' && (x.v === ')' || x.v === ']' || x.v === '}')) depth--;
      else if (x.t === 'op' && x.v === ';' && depth <= 0) return;
    }
  }

  private skipParens(): void {
    if (!this.is('(')) throw this.err(`expected '(' but found ${describe(this.peek())}`, this.peek());
    this.skipBalanced();
  }

  private skipBalanced(): void {
    const open = this.next();
    const close = open.v === '(' ? ')' : open.v === '[' ? ']' : '}';
    let depth = 1;
    while (depth > 0) {
      const x = this.next();
      if (x.t === 'eof') throw this.err(`expected '${close}'`, open);
      if (x.t === 'op' && (x.v === '(' || x.v === '[' || x.v === '{')) depth++;
      else if (x.t === 'op' && (x.v === ')' || x.v === ']' || x.v === '}')) depth--;
    }
  }

  // -- if / else

  private condition(kw: Tok): boolean | CondExpr {
    this.expect('(');
    const t = this.peek();
    if (this.is(')')) throw this.err('expected a condition', t);
    if (this.version === 2) return this.oldCondition(kw);
    if (t.t === 'id' && ['int', 'uint', 'float', 'bool', 'bit', 'angle'].includes(t.v) && !this.is('(', 1) && !this.is('[', 1)) {
      throw this.err('a declaration is not a condition', t);
    }
    const v = this.value();
    if (!this.is(')')) throw this.err(`expected ')' but found ${describe(this.peek())}`, this.peek());
    this.next();
    return this.at(t, () => toBool(v));
  }

  /** OpenQASM 2: `if (creg == int)`. */
  private oldCondition(kw: Tok): boolean | CondExpr {
    const c = this.clbitOperand();
    if (!this.accept('==')) throw this.err('OpenQASM 2 conditions have the form if (creg == int)', kw);
    const vt = this.peek();
    const value = this.intValue('condition value');
    if (value < 0) throw this.err('condition value must be non-negative', vt);
    this.expect(')');
    const v = this.readBits(c.clbits);
    if (typeof v === 'object' && v.k === 'bits') return v.b.reduce((s, b, i) => s + b * 2 ** i, 0) === value;
    return { op: 'cmp', rel: '==', clbits: c.clbits, value };
  }

  private ifStmt(): void {
    const kw = this.next();
    const c = this.condition(kw);
    if (this.version === 2 && (this.is('{') || this.is('if'))) throw this.err('OpenQASM 2 allows one operation after if (…)', this.peek());
    if (typeof c === 'boolean') {
      if (c) this.body();
      else this.skipBody();
      if (this.is('else')) {
        if (this.version === 2) throw this.err("'else' is not part of OpenQASM 2", this.peek());
        this.next();
        if (c) this.skipBody();
        else this.body();
      }
      return;
    }
    this.runtimeBranches(c, [() => this.body(), ...(this.hasElse() ? [() => { this.expect('else'); this.body(); }] : [])]);
  }

  /** After the then-body: is there an `else`? (looks ahead without consuming the body). */
  private hasElse(): boolean {
    const save = this.pos;
    this.skipBody();
    const r = this.is('else');
    if (r && this.version === 2) throw this.err("'else' is not part of OpenQASM 2", this.peek());
    this.pos = save;
    return r;
  }

  /**
   * Branches on a measured condition: branch 0 runs when `c` holds, branch 1 (else) when it does
   * not. Ops inside carry the condition. When a branch writes a bit the condition reads, the
   * condition is first copied to a scratch bit, so the branches see the value from before.
   */
  private runtimeBranches(c: CondExpr, branches: (() => void)[], conds?: CondExpr[]): void {
    let e = c;
    const start = this.pos;
    for (let i = 0; i < branches.length; i++) {
      if (i > 0) this.expect('else');
      this.skipBody();
    }
    const written = this.writtenIn(start, this.pos);
    this.pos = start;
    const reads = toCondition(c).clbits;
    const all = conds ?? [c, { op: 'not', a: c } as CondExpr];
    let list = all;
    if (reads.some((b) => written.has(b))) {
      const tok = this.peek();
      const s = this.allocClbits(tok, 1, false)[0];
      this.writeBits([s], { k: 'rbool', e: c }, tok);
      e = { op: 'cmp', rel: '==', clbits: [s], value: 1 };
      list = [e, { op: 'not', a: e }];
    }
    void e;
    const saved = this.condStack;
    const savedRt = this.rtScope;
    if (this.rtScope < 0) this.rtScope = this.scopes.length;
    try {
      for (let i = 0; i < branches.length; i++) {
        this.setCondStack([...saved, list[i]]);
        branches[i]();
      }
    } finally {
      this.setCondStack(saved);
      this.rtScope = savedRt;
    }
  }

  /** Clbits that statements in tokens [from, to) may write (names of bit storage assigned or measured into). */
  private writtenIn(from: number, to: number): Set<number> {
    const out = new Set<number>();
    for (let i = from; i < to; i++) {
      const t = this.toks[i];
      if (t.t !== 'id') continue;
      const nx = this.toks[i + 1];
      const prev = this.toks[i - 1];
      const assigned = (nx.t === 'op' && (nx.v === '[' || nx.v.endsWith('='))) || (prev && prev.t === 'op' && prev.v === '->');
      if (!assigned) continue;
      const sym = this.lookup(t.v);
      if (sym && sym.s === 'c') for (const c of sym.clbits) out.add(c);
    }
    return out;
  }

  // -- loops

  private tick(t: Tok): void {
    if (++this.iterations > this.lim.maxIterations) throw this.err(`loops ran more than ${this.lim.maxIterations} iterations while reading`, t);
  }

  private forStmt(): void {
    const kw = this.next();
    const tt = this.peek();
    let type = 'int';
    let width: number | undefined;
    if (tt.t === 'id' && SCALAR_TYPES.has(tt.v)) {
      this.next();
      type = tt.v;
      if (this.accept('[')) width = this.designator('type width');
    } else if (tt.t === 'id' && tt.v !== 'in' && this.is('in', 1)) {
      // `for i in …` without a type (OpenQASM 3.0 drafts): an int loop variable
    } else {
      throw this.err(`expected a loop variable type after 'for' but found ${describe(tt)}`, tt);
    }
    const name = this.newName('a loop variable');
    this.expect('in');
    const values: Val[] = [];
    const st = this.peek();
    if (this.accept('[')) {
      const a = this.intValue('range start');
      this.expect(':');
      let b = this.intValue('range end');
      let step = 1;
      if (this.accept(':')) {
        step = b;
        b = this.intValue('range end');
      }
      this.expect(']');
      if (step === 0) throw this.err('range step cannot be 0', st);
      const count = step > 0 ? Math.max(0, Math.floor((b - a) / step) + 1) : Math.max(0, Math.floor((a - b) / -step) + 1);
      if (count > this.lim.maxIterations) throw this.err(`loop of ${count} iterations is over the limit of ${this.lim.maxIterations}`, st);
      for (let k = 0; k < count; k++) values.push({ k: 'int', v: a + k * step });
    } else if (this.accept('{')) {
      while (!this.is('}')) {
        values.push(this.value());
        if (!this.accept(',')) break;
      }
      this.expect('}');
      if (values.length === 0) throw this.err('empty set in for loop', st);
    } else {
      const v = this.value();
      if (typeof v === 'object' && v.k === 'bits') for (const b of v.b) values.push({ k: 'bits', b: [b] });
      else throw this.err(`a for loop runs over a range [a:b], a set {…} or a bit register, not ${article(typeName(v))}`, st);
    }
    if (this.is(';')) throw this.err('expected a loop body but found \';\'', this.peek());
    const bodyStart = this.pos;
    if (values.length === 0) {
      this.skipBody();
      return;
    }
    let end = -1;
    const mark = this.numClbits;
    for (const v of values) {
      this.tick(kw);
      this.pos = bodyStart;
      const val = this.at(st, () => this.convert(v, type, width));
      const r = this.scoped(() => {
        this.declare(name, { s: 'v', name: name.v, type, width, val, isConst: false, scope: this.scopes.length - 1, loopVar: true });
        return this.loopBody();
      });
      this.releaseClbits(mark);
      if (end < 0) end = this.pos;
      if (r === 'break') break;
    }
    if (end >= 0) this.pos = end;
    else this.skipBody();
  }

  /** Run a loop body read while its condition is known; catches break/continue. */
  private loopBody(): 'break' | 'continue' | undefined {
    const start = this.pos;
    try {
      this.body();
      return undefined;
    } catch (e) {
      if (e instanceof Transfer && (e.kind === 'break' || e.kind === 'continue')) {
        this.pos = start;
        this.skipBody();
        return e.kind;
      }
      throw e;
    }
  }

  private whileStmt(): void {
    const kw = this.next();
    const head = this.pos;
    for (;;) {
      this.pos = head;
      const c = this.condition(kw);
      if (this.is(';')) throw this.err('expected a loop body but found \';\'', this.peek());
      if (c === false) {
        this.skipBody();
        return;
      }
      if (c === true) {
        this.tick(kw);
        const mark = this.numClbits;
        const r = this.loopBody();
        this.releaseClbits(mark);
        if (r === 'break') {
          this.pos = head;
          this.condition(kw);
          this.skipBody();
          return;
        }
        continue;
      }
      return this.runtimeWhile(kw, head);
    }
  }

  /** A while loop on measured values: jump ops around a body read once. */
  private runtimeWhile(kw: Tok, head: number): void {
    // every bit may change between iterations: nothing is known inside or after the loop
    for (let i = 0; i < this.known.length; i++) this.known[i] = -1;
    this.pos = head;
    const savedRt = this.rtScope;
    if (this.rtScope < 0) this.rtScope = this.scopes.length;
    const c = this.condition(kw) as CondExpr;
    const headIndex = this.ops.length;
    const exit: JumpOp = { kind: 'jump', target: -1 };
    const saved = this.condStack;
    this.setCondStack([...saved, { op: 'not', a: c }]);
    this.push(exit, kw);
    this.setCondStack(saved);
    const loop: RtLoop = { head: headIndex, breaks: [], condDepth: saved.length };
    this.rtLoops.push(loop);
    try {
      this.body();
    } finally {
      this.rtLoops.pop();
      this.rtScope = savedRt;
    }
    this.push({ kind: 'jump', target: headIndex }, kw);
    exit.target = this.ops.length;
    for (const b of loop.breaks) b.target = this.ops.length;
  }

  private loopJump(kind: 'break' | 'continue'): void {
    const t = this.next();
    this.expect(';');
    const loop = this.rtLoops[this.rtLoops.length - 1];
    if (loop && this.condStack.length >= loop.condDepth) {
      const j: JumpOp = { kind: 'jump', target: kind === 'continue' ? loop.head : -1 };
      this.push(j, t);
      if (kind === 'break') loop.breaks.push(j);
      return;
    }
    if (this.inRuntime()) throw this.err(`'${kind}' under a condition on measured values is only supported inside a while loop on measured values`, t);
    throw new Transfer(kind, t);
  }

  // -- switch

  private switchStmt(): void {
    const kw = this.next();
    this.expect('(');
    const t = this.peek();
    if (this.is(')')) throw this.err('expected a switch target', t);
    const target = this.value();
    this.expect(')');
    const open = this.expect('{');
    if (typeof target === 'number' || (typeof target === 'object' && (target.k === 'rbool' || target.k === 'dur' || target.k === 'bool'))) {
      throw this.err(`switch needs an integer target, not ${article(typeName(target))}`, t);
    }
    const cases: { values: number[]; start: number; tok: Tok }[] = [];
    let deflt: number | undefined;
    while (!this.accept('}')) {
      const ct = this.next();
      if (ct.t === 'eof') throw this.err("expected '}' to close the switch", open);
      if (ct.t === 'id' && ct.v === 'case') {
        if (deflt !== undefined) throw this.err("'default' must be the last case", ct);
        const values: number[] = [];
        while (!this.is('{')) {
          values.push(this.intValue('case value'));
          if (!this.accept(',')) break;
        }
        if (values.length === 0) throw this.err('a case needs at least one value', ct);
        if (!this.is('{')) throw this.err(`expected '{' after the case values but found ${describe(this.peek())}`, this.peek());
        cases.push({ values, start: this.pos, tok: ct });
        this.skipBalanced();
      } else if (ct.t === 'id' && ct.v === 'default') {
        if (deflt !== undefined) throw this.err("duplicate 'default'", ct);
        if (!this.is('{')) throw this.err(`expected '{' after default but found ${describe(this.peek())}`, this.peek());
        deflt = this.pos;
        this.skipBalanced();
      } else {
        throw this.err(`expected 'case' or 'default' but found ${describe(ct)}`, ct);
      }
    }
    const end = this.pos;
    const seen = new Set<number>();
    for (const c of cases) for (const v of c.values) {
      if (seen.has(v)) throw this.err(`duplicate case value ${v}`, c.tok);
      seen.add(v);
    }
    const run = (start: number): void => {
      this.pos = start;
      this.scoped(() => this.block());
    };
    if (typeof target === 'object' && target.k === 'rbits') {
      // one branch per case on the measured value; default when no case matches
      const conds: CondExpr[] = cases.map((c) => c.values.map((v) => ({ op: 'cmp', rel: '==', clbits: target.c, value: v }) as CondExpr).reduce((a, b) => ({ op: 'or', a, b })));
      const any = conds.length ? conds.reduce((a, b) => ({ op: 'or', a, b })) : undefined;
      const saved = this.condStack;
      const savedRt = this.rtScope;
      const written = this.writtenIn(open ? this.toks.indexOf(open) : 0, end);
      if (target.c.some((b) => written.has(b))) throw this.err('a switch on measured bits cannot write those bits in its cases', kw);
      if (this.rtScope < 0) this.rtScope = this.scopes.length;
      try {
        cases.forEach((c, i) => {
          this.setCondStack([...saved, conds[i]]);
          run(c.start);
        });
        if (deflt !== undefined) {
          this.setCondStack(any ? [...saved, { op: 'not', a: any }] : saved);
          run(deflt);
        }
      } finally {
        this.setCondStack(saved);
        this.rtScope = savedRt;
      }
      this.pos = end;
      return;
    }
    const v = this.at(t, () => toInt(target, 'switch target'));
    const hit = cases.find((c) => c.values.includes(v));
    if (hit) run(hit.start);
    else if (deflt !== undefined) run(deflt);
    this.pos = end;
  }

  // -- subroutines

  private defStmt(): void {
    const kw = this.next();
    if (this.scopes.length > 1) throw this.err('subroutines can only be defined in the global scope', kw);
    const name = this.newName('a subroutine name');
    this.expect('(');
    const params: DefParam[] = [];
    while (!this.is(')')) {
      const tt = this.next();
      if (tt.t !== 'id') throw this.err(`expected a parameter type but found ${describe(tt)}`, tt);
      let p: DefParam;
      if (tt.v === 'readonly' || tt.v === 'mutable' || tt.v === 'array') throw this.err('array parameters are not supported', tt);
      if (tt.v === 'qubit' || tt.v === 'qreg') {
        let size: number | undefined;
        if (this.accept('[')) size = this.designator('register size');
        const pn = this.newName('a parameter name');
        p = { name: pn.v, kind: 'qubit', size, tok: pn };
      } else if (tt.v === 'bit' || tt.v === 'creg') {
        let size: number | undefined;
        if (this.accept('[')) size = this.designator('register size');
        const pn = this.newName('a parameter name');
        p = { name: pn.v, kind: 'bits', size, tok: pn };
      } else if (SCALAR_TYPES.has(tt.v)) {
        let width: number | undefined;
        if (this.accept('[')) width = this.designator('type width');
        const pn = this.newName('a parameter name');
        p = { name: pn.v, kind: tt.v === 'angle' && width !== undefined ? 'angle' : 'scalar', type: tt.v, width, tok: pn };
      } else throw this.err(`expected a parameter type but found ${describe(tt)}`, tt);
      if (params.some((x) => x.name === p.name)) throw this.err(`duplicate parameter '${p.name}'`, p.tok);
      params.push(p);
      if (!this.accept(',')) break;
    }
    this.expect(')');
    let ret: { type: string; width?: number } | undefined;
    if (this.accept('->')) {
      const rt = this.next();
      if (rt.t !== 'id' || !(SCALAR_TYPES.has(rt.v) || rt.v === 'bit' || rt.v === 'creg')) throw this.err(`expected a return type but found ${describe(rt)}`, rt);
      let width: number | undefined;
      if (this.accept('[')) width = this.designator('type width');
      ret = { type: rt.v === 'creg' ? 'bit' : rt.v, width };
    }
    if (!this.is('{')) throw this.err(`expected '{' but found ${describe(this.peek())}`, this.peek());
    const bodyStart = this.pos;
    this.skipBalanced();
    this.declare(name, { s: 'def', name: name.v, params, ret, bodyStart, bodyEnd: this.pos, tok: name });
  }

  /** Call a subroutine (the name is consumed): `f(args)` or, as in the spec's examples, `f(args) qubits`. */
  protected callDef(sym: DSym, t: Tok): Val {
    const args: { v?: Val; q?: QubitArg; tok: Tok }[] = [];
    const takeArg = (p: DefParam | undefined): void => {
      const at = this.peek();
      if (p && p.kind === 'qubit') args.push({ q: this.qubitOperand(), tok: at });
      else if (p && (p.kind === 'bits' || p.kind === 'angle') && at.t === 'id' && this.lookup(at.v)?.s === 'c') {
        const c = this.clbitOperand();
        args.push({ v: c.sym.type === 'angle' && c.clbits.length === c.sym.clbits.length ? this.readBits(c.clbits) : this.readBits(c.clbits), tok: at });
      } else args.push({ v: this.value(), tok: at });
    };
    if (this.accept('(')) {
      while (!this.is(')')) {
        takeArg(sym.params[args.length]);
        if (!this.accept(',')) break;
      }
      this.expect(')');
    }
    if (!this.is(';') && !this.is(')') && !this.is(',') && args.length < sym.params.length && sym.params[args.length].kind === 'qubit') {
      while (!this.is(';')) {
        takeArg(sym.params[args.length]);
        if (!this.accept(',')) break;
      }
    }
    if (args.length !== sym.params.length) throw this.err(`subroutine '${sym.name}' takes ${sym.params.length} argument(s), got ${args.length}`, t);
    if (this.callDepth >= this.lim.maxGateDepth) throw this.err(`subroutine calls nested deeper than ${this.lim.maxGateDepth}`, t);
    const returnPos = this.pos;
    const savedScopes = this.scopes;
    const savedBoundary = this.boundary;
    const savedRt = this.rtScope;
    const savedLoops = this.rtLoops;
    const scope = new Map<string, Sym>();
    sym.params.forEach((p, i) => {
      const a = args[i];
      if (p.kind === 'qubit') {
        if (!a.q) throw this.err(`argument ${i + 1} of '${sym.name}' must be qubits`, a.tok);
        const n = p.size ?? 1;
        if (p.size === undefined ? !a.q.single && a.q.qubits.length !== 1 : a.q.qubits.length !== n) {
          throw this.err(`argument '${p.name}' of '${sym.name}' needs ${p.size === undefined ? 'one qubit' : `${n} qubits`}, got ${a.q.qubits.length}`, a.tok);
        }
        scope.set(p.name, { s: 'q', name: p.name, qubits: a.q.qubits, single: p.size === undefined });
        return;
      }
      const v = a.v as Val;
      if (p.kind === 'bits' || p.kind === 'angle') {
        const n = p.size ?? p.width ?? 1;
        const bits = this.at(a.tok, () => (p.kind === 'angle' && typeof v === 'number' ? cast({ k: 'int', v: Math.round((v / (2 * Math.PI)) * 2 ** n) }, 'bit', n) : cast(v, 'bit', n)));
        // by value: fresh scratch bits holding the argument
        const clbits = this.allocClbits(a.tok, n, false);
        for (const c of clbits) this.known[c] = 0;
        this.writeBits(clbits, bits, a.tok);
        scope.set(p.name, { s: 'c', name: p.name, clbits, single: p.size === undefined && p.kind === 'bits', type: p.kind === 'angle' ? 'angle' : 'bit', param: true });
        return;
      }
      if (isRuntime(v)) throw this.err(`argument '${p.name}' of '${sym.name}' would depend on a measurement result; pass it as bit`, a.tok);
      const val = this.at(a.tok, () => this.convert(v, p.type as string, p.width));
      scope.set(p.name, { s: 'v', name: p.name, type: p.type as string, width: p.width, val, isConst: false, scope: savedScopes.length });
    });
    // the body sees its parameters, global constants and subroutines
    this.scopes = [savedScopes[0], scope];
    this.boundary = 1;
    this.rtScope = savedRt >= 0 ? 1 : -1;
    this.rtLoops = [];
    this.callDepth++;
    this.retStack.push(sym.ret ?? null);
    this.pos = sym.bodyStart;
    let result: Val | undefined;
    try {
      this.scoped(() => this.block());
    } catch (e) {
      if (!(e instanceof Transfer) || e.kind !== 'return') throw e;
      result = e.value;
    } finally {
      this.retStack.pop();
      this.callDepth--;
      this.scopes = savedScopes;
      this.boundary = savedBoundary;
      this.rtScope = savedRt;
      this.rtLoops = savedLoops;
      this.pos = returnPos;
    }
    if (sym.ret && result === undefined) throw this.err(`subroutine '${sym.name}' ended without returning a value`, t);
    return result ?? { k: 'int', v: 0 };
  }

  private returnStmt(): void {
    const t = this.next();
    if (this.retStack.length === 0) throw this.err("'return' outside a subroutine", t);
    const ret = this.retStack[this.retStack.length - 1];
    if (this.condStack.length > 0 || this.rtLoops.length > 0) throw this.err("'return' under a condition on measured values is not supported", t);
    let value: Val | undefined;
    if (!this.is(';')) {
      if (!ret) throw this.err('this subroutine returns no value', t);
      const vt = this.peek();
      if (this.accept('measure')) value = this.measureExpr(vt);
      else value = this.value();
      if (ret.type === 'bit') value = this.at(vt, () => cast(value as Val, 'bit', ret.width ?? 1));
      else if (!isRuntime(value)) value = this.at(vt, () => this.convert(value as Val, ret.type, ret.width));
      else if (ret.type !== 'bool' && ret.type !== 'int' && ret.type !== 'uint') throw this.err(`a ${ret.type} return value cannot depend on a measurement`, vt);
    } else if (ret) throw this.err('this subroutine must return a value', t);
    this.expect(';');
    throw new Transfer('return', t, value);
  }

  private endStmt(): void {
    const t = this.next();
    this.expect(';');
    if (this.inRuntime()) throw this.err("'end' under a condition on measured values is not supported", t);
    // the program ends here: skip the rest of the source
    this.pos = this.toks.length - 1;
  }

  // -- assignment

  private assignment(): void {
    const t = this.ident('a variable');
    const sym = this.lookup(t.v);
    if (!sym) {
      if (this.version === 2) throw this.err(`unknown classical register '${t.v}'`, t);
      throw this.err(`unknown variable '${t.v}'`, t);
    }
    if (sym.s === 'q') throw this.err(`'${t.v}' is a qubit and cannot be assigned`, t);
    if (sym.s === 'def') throw this.err(`'${t.v}' is a subroutine and cannot be assigned`, t);
    if (sym.s === 'c') {
      const sel = this.select(sym.clbits, sym.single, t);
      const target: CSym = { ...sym, clbits: sel.qubits, single: sel.single };
      const op = this.next();
      if (op.t !== 'op' || !op.v.endsWith('=') || ['==', '!=', '<=', '>='].includes(op.v)) throw this.err(`expected an assignment but found ${describe(op)}`, op);
      this.assignInto(target, this.peek(), op.v, sym);
      this.expect(';');
      return;
    }
    if (this.is('[')) throw this.err(`'${t.v}' is a ${sym.type}; assigning single bits of it is not supported`, this.peek());
    const op = this.next();
    if (op.t !== 'op' || !op.v.endsWith('=')) throw this.err(`expected an assignment but found ${describe(op)}`, op);
    if (sym.isConst) throw this.err(`'${t.v}' is a constant and cannot be assigned`, t);
    if (sym.loopVar) throw this.err(`loop variable '${t.v}' cannot be assigned`, t);
    if (this.inRuntime() && sym.scope < this.rtScope) {
      throw this.err(`'${t.v}' would depend on a measurement result (assigned under a condition or loop on measured values); only bit variables can`, t);
    }
    const vt = this.peek();
    if (this.is('measure')) throw this.err(`a measurement can only be stored in bits; '${t.v}' is a ${sym.type}`, vt);
    let v = this.value();
    this.expect(';');
    if (op.v !== '=') v = this.at(op, () => compound(op.v, sym.val, v, this.version === 3));
    if (isRuntime(v)) throw this.err(`'${t.v}' would depend on a measurement result; only bit variables can hold measured values`, vt);
    sym.val = this.at(vt, () => this.convert(v, sym.type, sym.width));
  }

  /** Assign into bit storage: `= measure q`, `= value`, or a compound operator. */
  private assignInto(target: CSym, vt: Tok, op: string, whole?: CSym): void {
    if (op === '=' && this.accept('measure')) {
      const q = this.qubitOperand();
      this.measureInto(q, target.clbits, target.single, vt);
      return;
    }
    let v = this.value();
    const bitsNow = this.readBits(target.clbits);
    const shift = op === '<<=' || op === '>>=';
    if (op !== '=') v = this.at(vt, () => compound(op, target.type === 'angle' && !shift ? angleOf(bitsNow, target.clbits.length) : bitsNow, v, true, target.clbits));
    if (target.type === 'angle' && (typeof v === 'number' || (typeof v === 'object' && v.k === 'int'))) {
      const n = target.clbits.length;
      const x = this.at(vt, () => finite(toNumber(v), 'angle'));
      const k = Math.round((x / (2 * Math.PI)) * 2 ** n);
      v = { k: 'bits', b: intToBits(k, n) };
    }
    if (typeof v === 'object' && v.k === 'rbits' && v.c.length !== target.clbits.length) {
      throw this.err(`cannot assign ${v.c.length} bits to ${target.clbits.length}`, vt);
    }
    const bits = this.at(vt, () => (typeof v === 'object' && (v.k === 'rbits' || v.k === 'rbool') ? v : cast(v, 'bit', target.clbits.length)));
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
    const out = c.map((_, i) => (bop === '<<' ? (i - n >= 0 ? c[i - n] : -1) : (i + n < c.length ? c[i + n] : -1)));
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

const KEYWORDS_GATE = new Set(['OPENQASM', 'include', 'qreg', 'creg', 'qubit', 'bit', 'int', 'uint', 'float', 'angle', 'bool', 'if', 'for', 'while', 'def', 'measure', 'reset', 'barrier', 'let', 'const']);

export type { Op, VSym, QSym };
