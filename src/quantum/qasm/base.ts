/**
 * OpenQASM 2.0 / 3 reader, base layer: tokens, symbols, storage and expressions. The reader
 * (./control.ts) runs the program's classical part as it reads it, producing the IR of ../ir.ts. Loops with bounds known when read are unrolled, subroutines inlined, constant
 * branches taken; what depends on measurements stays in the IR as conditions (`if`, `switch`),
 * classical bit writes and jumps (`while`), executed shot by shot by the simulator. Anything
 * outside the supported language is a QasmError naming the construct, with line and column.
 * See docs/openqasm.md.
 */
import type { Circuit, CondExpr, Condition, Duration, Op, Register } from '../ir.js';
import { GATES } from '../ir.js';
import { QasmError, describe, lex } from './lexer.js';
import { headerlessVersion, squeezeSigns } from './dialect.js';
import type { Tok } from './lexer.js';
import type { ExpandContext, GateDef } from './expand.js';
import {
  CONSTANTS,
  FALSE,
  FUNCS,
  FUNCS3,
  TRUE,
  UNIT_PER_SECOND,
  ValueError,
  article,
  binary,
  bitsToInt,
  cast,
  finite,
  int,
  intToBits,
  toInt,
  toNumber,
  typeName,
  unary
} from './values.js';
import type { BinOp, Val } from './values.js';

export { QasmError };

export interface ParseLimits {
  /** Maximum source size in characters. Default 8 Mi. */
  maxSourceChars?: number;
  /** Maximum number of operations after inlining gate definitions, modifiers, loops and subroutines. Default 1,000,000. */
  maxOps?: number;
  /** Maximum nesting of user gate calls (definition depth), and of subroutine calls. Default 64. */
  maxGateDepth?: number;
  /** Maximum nesting of parentheses/operators in expressions, and of blocks. Default 500 (a run of prefix signs counts once). */
  maxExprDepth?: number;
  /** Maximum total number of qubits, and of classical bits. Default 4096. */
  maxBits?: number;
  /** Maximum number of loop iterations unrolled while reading (all loops together). Default 100,000. */
  maxIterations?: number;
  /**
   * Maximum number of tokens read, counting each time a loop body or subroutine is read again and
   * each token of a skipped branch. Default 20,000,000 (an 8 MiB program read once is < 5 million).
   */
  maxTokensRead?: number;
}

export const DEFAULT_LIMITS: Required<ParseLimits> = {
  maxSourceChars: 8 * 1024 * 1024,
  maxOps: 1_000_000,
  maxGateDepth: 64,
  maxExprDepth: 500,
  maxBits: 4096,
  maxIterations: 100_000,
  maxTokensRead: 20_000_000
};

/** Gates of qelib1.inc (OpenQASM 2, as shipped by Qiskit) and stdgates.inc (OpenQASM 3). */
export const QELIB1 = new Set(
  (
    'u3 u2 u1 cx id u0 u p x y z h s sdg t tdg rx ry rz sx sxdg cz cy swap ch ccx cswap crx cry crz cu1 cp cu3 csx cu ' +
    'rxx rzz rccx rc3x c3x c3sqrtx c4x'
  ).split(' ')
);
export const STDGATES = new Set(
  'p x y z h s sdg t tdg sx rx ry rz cx cy cz cp crx cry crz ch swap ccx cswap cu CX phase cphase id u1 u2 u3'.split(
    ' '
  )
);

/** Gate aliases (qelib1 / stdgates names of standard gates). */
export const ALIASES: Record<string, string> = { phase: 'p', cphase: 'cp', c3sqrtx: 'c3sx' };

/** Gates defined by body (relative-phase Toffolis of qelib1.inc). */
const PRELUDE = `
gate rccx a,b,c { u2(0,pi) c; u1(pi/4) c; cx b,c; u1(-pi/4) c; cx a,c; u1(pi/4) c; cx b,c; u1(-pi/4) c; u2(0,pi) c; }
gate rc3x a,b,c,d { u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; }
`;

/** Keywords that can never name a gate, register or variable. */
const KEYWORDS = new Set([
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
  'complex',
  'duration',
  'stretch',
  'array',
  'const',
  'let',
  'gate',
  'def',
  'defcal',
  'defcalgrammar',
  'cal',
  'extern',
  'opaque',
  'input',
  'output',
  'if',
  'else',
  'for',
  'in',
  'while',
  'switch',
  'case',
  'default',
  'break',
  'continue',
  'return',
  'end',
  'measure',
  'reset',
  'barrier',
  'delay',
  'box',
  'durationof',
  'sizeof',
  'readonly',
  'mutable',
  'true',
  'false',
  'ctrl',
  'negctrl',
  'inv',
  'pow',
  'gphase',
  'U',
  'void',
  'pragma',
  'nop'
]);

/** Physical `$n` qubits, a register, or an alias: the qubits it names. */
interface QSym {
  s: 'q';
  name: string;
  qubits: number[];
  single: boolean;
}
/** Classical bit storage (bit, creg, angle[n] registers and measured values). */
export interface CSym {
  s: 'c';
  name: string;
  clbits: number[];
  single: boolean;
  type: 'bit' | 'angle';
  param?: boolean;
}
/** Classical scalar known while reading (int, uint, float, bool, angle, duration, stretch). */
interface VSym {
  s: 'v';
  name: string;
  type: string;
  width?: number;
  val: Val;
  isConst: boolean;
  scope: number;
  loopVar?: boolean;
}
export interface DefParam {
  name: string;
  kind: 'qubit' | 'bits' | 'scalar' | 'angle' | 'array';
  size?: number;
  type?: string;
  width?: number;
  tok: Tok;
  /** Array parameters: the sizes, or only the number of dimensions (`#dim=n`), and whether writes are allowed. */
  dims?: number[];
  ndim?: number;
  mutable?: boolean;
}
export interface DSym {
  s: 'def';
  name: string;
  params: DefParam[];
  ret?: { type: string; width?: number };
  bodyStart: number;
  bodyEnd: number;
  tok: Tok;
}
/**
 * A classical array known while reading (`array[int[32], 5] x;`): row-major `data`, `dims` per dimension.
 * Subroutine parameters alias the caller's array (same `data`), `readonly` ones refuse writes.
 */
export interface ASym {
  s: 'arr';
  name: string;
  type: string;
  width?: number;
  dims: number[];
  data: Val[];
  scope: number;
  readonly?: boolean;
}
export type Sym = QSym | CSym | VSym | DSym | ASym;
/** Largest array (elements), and elements all arrays of one program may allocate in all (a loop re-declaring counts each time). */
export const MAX_ARRAY_ELEMENTS = 1 << 16;
export const MAX_ARRAY_ELEMENTS_TOTAL = 1 << 20;
/** Array elements selected, copied or initialised in all while reading (a loop copying a large array counts each time). */
const MAX_ARRAY_WORK = 1 << 21;
/** Element types an array may have. */
export const ARRAY_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration']);

export interface QubitArg {
  qubits: number[];
  single: boolean;
  tok: Tok;
}

/**
 * The token stream, symbols and expression evaluation. Statements live in ./quantum.ts
 * (Statements extends this) and ./control.ts (Interp extends Statements).
 */
export abstract class Base implements ExpandContext {
  protected toks: Tok[] = [];
  protected pos = 0;
  protected version: 2 | 3 = 3;
  /** The program says `OPENQASM 2.0;`: its gates are U, CX, those of an included qelib1.inc and its own. */
  protected strict2 = false;
  protected qregs: Register[] = [];
  protected cregs: Register[] = [];
  protected physical = false;
  protected numQubits = 0;
  protected numClbits = 0;
  defs = new Map<string, GateDef>();
  protected ops: Op[] = [];
  protected callId = 0;
  protected exprDepth = 0;
  site: Tok | undefined;
  protected readonly lim: Required<ParseLimits>;
  readonly maxOps: number;
  readonly maxDepth: number;
  /** Symbol scopes, innermost last. Lookups below `boundary` see only constants and subroutines. */
  protected scopes: Map<string, Sym>[] = [new Map()];
  protected boundary = 0;
  /** Per clbit: its value when known while reading (0/1), -1 when it depends on measurements. */
  protected known: number[] = [];
  /** Libraries included: their gates cannot be redefined. */
  protected included = new Set<string>();
  /** Conditions of the enclosing `if`s on measured values (all must hold), innermost last. */
  protected condStack: CondExpr[] = [];
  protected curCond: Condition | undefined;
  /** Scope index where execution started to depend on measurements (-1: it does not). */
  protected rtScope = -1;
  protected iterations = 0;
  protected tokensRead = 0;

  constructor(limits: ParseLimits) {
    this.lim = { ...DEFAULT_LIMITS, ...limits };
    this.maxOps = this.lim.maxOps;
    this.maxDepth = this.lim.maxGateDepth;
  }

  opCount(): number {
    return this.ops.length;
  }

  abstract statement(): void;

  parse(src: string): Circuit {
    if (src.length > this.lim.maxSourceChars) {
      throw new QasmError(`program is ${src.length} characters; the limit is ${this.lim.maxSourceChars}`, 1, 1);
    }
    this.toks = lex(PRELUDE);
    this.pos = 0;
    while (this.peek().t !== 'eof') this.statement();
    for (const d of this.defs.values()) d.prelude = true;

    this.toks = lex(src);
    this.pos = 0;
    const tok = this.peek();
    if (tok.t === 'id' && tok.v === 'OPENQASM') this.header();
    else this.version = headerlessVersion(this.toks);
    while (this.peek().t !== 'eof') {
      const t = this.peek();
      if (t.t === 'id' && t.v === 'OPENQASM') throw this.err('OPENQASM version must be the first statement', t);
      this.statement();
    }
    return {
      version: this.version,
      numQubits: this.numQubits,
      numClbits: this.known.length,
      qregs: this.qregs,
      cregs: this.cregs,
      ops: this.ops
    };
  }

  /** `OPENQASM 2.0;` (or `2`, as Qiskit), `OPENQASM 3;`, `3.0`, `3.1`: the versions this reader implements. */
  private header(): void {
    this.next();
    const v = this.next();
    if (v.t !== 'num' || !/^[0-9]+(\.[0-9]+)?$/.test(v.v))
      throw this.err(`expected a version number after OPENQASM but found ${describe(v)}`, v);
    if (v.v === '2.0' || v.v === '2') {
      this.version = 2;
      this.strict2 = true;
    } else if (v.v === '3' || v.v === '3.0' || v.v === '3.1') this.version = 3;
    else throw this.err(`unsupported OpenQASM version ${v.v} (supported: 2, 2.0, 3, 3.0, 3.1)`, v);
    this.expect(';');
  }

  // -- token helpers

  protected peek(k = 0): Tok {
    const t = this.toks[Math.min(this.pos + k, this.toks.length - 1)];
    if (t.t === 'bad' && k === 0) throw new QasmError(t.v, t.line, t.col);
    return t;
  }
  protected next(): Tok {
    if (++this.tokensRead > this.lim.maxTokensRead) {
      const at = this.toks[Math.min(this.pos, this.toks.length - 1)];
      throw new QasmError(
        `the program reads more than ${this.lim.maxTokensRead} tokens (loops and subroutines read their bodies again)`,
        at.line,
        at.col
      );
    }
    const t = this.toks[Math.min(this.pos++, this.toks.length - 1)];
    if (t.t === 'bad') throw new QasmError(t.v, t.line, t.col);
    return t;
  }
  protected is(v: string, k = 0): boolean {
    const t = this.toks[Math.min(this.pos + k, this.toks.length - 1)];
    return (t.t === 'op' || t.t === 'id') && t.v === v;
  }
  protected accept(v: string): boolean {
    if (this.is(v)) {
      this.pos++;
      return true;
    }
    return false;
  }
  protected expect(v: string): Tok {
    const t = this.next();
    if (!((t.t === 'op' || t.t === 'id') && t.v === v)) throw this.err(`expected '${v}' but found ${describe(t)}`, t);
    return t;
  }
  protected ident(what: string): Tok {
    const t = this.next();
    if (t.t !== 'id') throw this.err(`expected ${what} but found ${describe(t)}`, t);
    return t;
  }
  /** A new name: an identifier that is not a keyword. */
  protected newName(what: string): Tok {
    const t = this.ident(what);
    if (KEYWORDS.has(t.v)) throw this.err(`'${t.v}' is a keyword and cannot be used as ${what}`, t);
    return t;
  }
  err(msg: string, t: Tok): QasmError {
    return new QasmError(msg, t.line, t.col);
  }
  /** Run `f`, turning a ValueError into a QasmError at `t`. */
  protected at<T>(t: Tok, f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof ValueError) throw this.err(e.message, t);
      throw e;
    }
  }

  // -- symbols

  /** Array elements allocated so far (see MAX_ARRAY_ELEMENTS_TOTAL). */
  protected arrayElements = 0;
  /** Array elements touched so far (see MAX_ARRAY_WORK). */
  protected arrayWork = 0;
  protected chargeArrayWork(n: number, t: Tok): void {
    this.arrayWork += n;
    if (this.arrayWork > MAX_ARRAY_WORK)
      throw this.err(
        `the program touches more than ${MAX_ARRAY_WORK} array elements in all (large array copies repeated in a loop)`,
        t
      );
  }
  /** `stretch` variables declared so far (see DelayOp.stretchVars). */
  protected stretchVars = 0;

  /**
   * `[i, j][k]`, `[a:b]`, `[a:s:b]` after an array name: the flat positions selected (row-major over the
   * kept dimensions) and the shape of the selection ([] = one element). Indices must be known values.
   */
  protected arraySelect(sym: ASym, t: Tok): { pos: number[]; shape: number[] } {
    const dims = sym.dims;
    const stride = dims.map((_, d) => dims.slice(d + 1).reduce((a, b) => a * b, 1));
    let pos = [0];
    const shape: number[] = [];
    let d = 0;
    while (this.is('[')) {
      this.next();
      for (;;) {
        if (d >= dims.length)
          throw this.err(`'${sym.name}' has ${dims.length} dimension(s); too many indices`, this.peek());
        const it = this.peek();
        const first = this.is(':') ? undefined : this.intValue('array index');
        let ks: number[] | undefined;
        if (this.accept(':')) {
          let step = 1;
          let last = this.is(']') || this.is(',') ? dims[d] - 1 : this.intValue('array index');
          if (this.accept(':')) {
            step = last;
            last = this.intValue('array index');
          }
          const a = normIndex(first ?? 0, dims[d], it, this, sym.name),
            b = normIndex(last, dims[d], it, this, sym.name);
          if (step === 0) throw this.err('a slice step cannot be 0', it);
          ks = [];
          for (let k = a; step > 0 ? k <= b : k >= b; k += step) ks.push(k);
        }
        const st = stride[d];
        if (ks) {
          const kk = ks;
          this.chargeArrayWork(pos.length * kk.length, it);
          pos = pos.flatMap((p) => kk.map((k) => p + k * st));
          shape.push(kk.length);
        } else {
          const k = normIndex(first as number, dims[d], it, this, sym.name);
          pos = pos.map((p) => p + k * st);
        }
        d++;
        if (!this.accept(',')) break;
      }
      this.expect(']');
    }
    for (; d < dims.length; d++) {
      const st = stride[d],
        n = dims[d];
      this.chargeArrayWork(pos.length * n, t);
      pos = pos.flatMap((p) => Array.from({ length: n }, (_, k) => p + k * st));
      shape.push(n);
    }
    void t;
    return { pos, shape };
  }

  protected lookup(name: string): Sym | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const s = this.scopes[i].get(name);
      if (s) {
        if (i < this.boundary && i > 0 && !(s.s === 'v' && s.isConst) && s.s !== 'def') return undefined;
        if (i === 0 && this.boundary > 0 && !(s.s === 'v' && s.isConst) && s.s !== 'def') return undefined;
        return s;
      }
    }
    return undefined;
  }

  protected declare(name: Tok, sym: Sym): void {
    const scope = this.scopes[this.scopes.length - 1];
    if (scope.has(name.v) || (this.scopes.length === 1 && this.defs.has(name.v) && !this.defs.get(name.v)?.prelude)) {
      throw this.err(`'${name.v}' is already declared`, name);
    }
    if (this.scopes.length === 1 && (GATES[name.v] || this.defs.has(name.v)) && sym.s !== 'def') {
      // a register named like a standard gate is legal in OpenQASM 2 (separate namespaces)
      if (this.version === 3 && this.defs.has(name.v))
        throw this.err(`'${name.v}' is already declared as a gate`, name);
    }
    scope.set(name.v, sym);
  }

  // -- storage

  protected allocQubits(name: Tok, size: number): number[] {
    if (this.physical) throw this.err('cannot declare qubits in a program that uses physical qubits ($n)', name);
    if (this.scopes.length > 1) throw this.err('qubits can only be declared in the global scope', name);
    const total = this.numQubits + size;
    if (total > this.lim.maxBits) throw this.err(`too many qubits: ${total} (limit ${this.lim.maxBits})`, name);
    const reg: Register = { name: name.v, size, offset: this.numQubits };
    this.qregs.push(reg);
    this.numQubits = total;
    return Array.from({ length: size }, (_, k) => reg.offset + k);
  }

  /** Clbits for a bit/angle variable: a register in the counts at global scope, scratch bits elsewhere. */
  protected allocClbits(name: Tok, size: number, global: boolean): number[] {
    // global registers go after every clbit ever used; scratch bits reuse those a finished loop
    // iteration released (see releaseClbits), first reset to 0 when they may hold a stale value
    const offset = global ? this.known.length : this.numClbits;
    const total = offset + size;
    if (total > this.lim.maxBits) throw this.err(`too many classical bits: ${total} (limit ${this.lim.maxBits})`, name);
    if (global) this.cregs.push({ name: name.v, size, offset });
    for (let c = offset; c < total; c++) {
      if (c < this.known.length) {
        if (this.known[c] !== 0) this.push({ kind: 'setbit', clbit: c, value: 0 }, name);
        this.known[c] = 0;
      } else this.known.push(0);
    }
    this.numClbits = total;
    return Array.from({ length: size }, (_, k) => offset + k);
  }

  /** Scratch bits allocated from `mark` on are dead (a loop iteration ended): later scratch allocations reuse them. */
  protected releaseClbits(mark: number): void {
    if (this.numClbits > mark && !this.cregs.some((r) => r.offset + r.size > mark)) this.numClbits = mark;
  }

  protected inRuntime(): boolean {
    return this.rtScope >= 0;
  }

  // -- emission

  protected push(op: Op, t: Tok): void {
    if (this.ops.length >= this.lim.maxOps)
      throw this.err(`program has more than ${this.lim.maxOps} operations after expansion`, this.site ?? t);
    if (this.curCond && op.kind !== 'barrier') op.condition = this.curCond;
    this.ops.push(op);
  }

  protected setCondStack(stack: CondExpr[]): void {
    this.condStack = stack;
    this.curCond = stack.length
      ? toCondition(stack.length === 1 ? stack[0] : stack.reduce((a, b) => ({ op: 'and', a, b })))
      : undefined;
  }

  /** Write a value into clbits (a bit/angle variable), as ops when it is not known to hold it already. */
  protected writeBits(clbits: number[], v: Val, t: Tok): void {
    const rt = this.inRuntime();
    if (typeof v === 'object' && v.k === 'rbool') {
      if (clbits.length !== 1) throw this.err('a condition can only be stored in a single bit', t);
      const c = clbits[0];
      this.push({ kind: 'setbit', clbit: c, value: 0 }, t);
      const saved = this.condStack;
      this.setCondStack([...saved, v.e]);
      this.push({ kind: 'setbit', clbit: c, value: 1 }, t);
      this.setCondStack(saved);
      this.known[c] = -1;
      return;
    }
    if (typeof v === 'object' && v.k === 'rbits') {
      if (v.c.length !== clbits.length) throw this.err(`cannot assign ${v.c.length} bits to ${clbits.length}`, t);
      // copy through the known values; overlapping copies (a shift) go in a safe order
      const src = v.c.slice();
      const order = clbits.map((_, i) => i);
      if (src.some((s) => clbits.includes(s))) {
        const firstDst = clbits[0],
          firstSrc = src[0];
        if (firstDst > firstSrc) order.reverse();
      }
      for (const i of order) {
        const from = src[i],
          to = clbits[i];
        if (from === to) continue;
        if (from < 0) {
          this.setBit(to, 0, t, rt);
          continue;
        }
        const kv = this.known[from];
        if (kv >= 0) this.setBit(to, kv, t, rt);
        else {
          this.push({ kind: 'copybit', from, to }, t);
          this.known[to] = -1;
        }
      }
      return;
    }
    const bits = typeof v === 'object' && v.k === 'bits' ? v.b : (cast(v, 'bit', clbits.length) as { b: number[] }).b;
    if (bits.length !== clbits.length) throw this.err(`cannot assign ${bits.length} bits to ${clbits.length}`, t);
    for (let i = 0; i < bits.length; i++) this.setBit(clbits[i], bits[i], t, rt);
  }

  private setBit(c: number, b: number, t: Tok, rt: boolean): void {
    if (!rt && this.known[c] === b) return;
    this.push({ kind: 'setbit', clbit: c, value: b as 0 | 1 }, t);
    this.known[c] = rt ? -1 : b;
  }

  /** Value of bit storage: constant bits when every bit is known, else the clbits. */
  protected readBits(clbits: number[]): Val {
    const b: number[] = [];
    for (const c of clbits) {
      const k = this.known[c];
      if (k < 0) return { k: 'rbits', c: clbits.slice() };
      b.push(k);
    }
    return { k: 'bits', b };
  }

  // -- expressions
  //
  // `names` is the parameter list of the enclosing gate definition (null outside one): inside a
  // gate body an expression is compiled to a closure over the parameter values; elsewhere it is
  // evaluated at once (closures are still returned, so one parser serves both).

  protected expr(names: string[] | null): (env: number[]) => Val {
    if (++this.exprDepth > this.lim.maxExprDepth)
      throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, this.peek());
    try {
      return this.binaryExpr(names, 0);
    } finally {
      this.exprDepth--;
    }
  }

  /** Evaluate an expression now (outside gate bodies). */
  protected value(): Val {
    return this.expr(null)([]);
  }

  /** A real number (gate parameter): finite, known while reading. */
  /** A measured angle register used whole as a gate parameter in the call being read (see Interp.gateCall). */
  protected rtAngle: { index: number; clbits: number[]; tok: Tok } | undefined;

  protected num(names: string[] | null, index = 0): (env: number[]) => number {
    const t = this.peek();
    const e = this.expr(names);
    if (names === null) {
      const v = e([]);
      if (typeof v === 'object' && v.k === 'rbits' && v.angle && !this.rtAngle) {
        this.rtAngle = { index, clbits: v.c, tok: t };
        return () => 0;
      }
    }
    return (env) => this.at(t, () => finite(toNumber(e(env), 'gate parameter'), 'gate parameter'));
  }

  protected intValue(what: string): number {
    const t = this.peek();
    const v = this.value();
    return this.at(t, () => toInt(v, what));
  }

  // precedence: || && | ^ & (== !=) (< <= > >=) (<< >>) (+ -) (* / %) unary **
  private prec(t: Tok): number {
    if (t.t !== 'op') return -1;
    switch (t.v) {
      case '||':
        return 1;
      case '&&':
        return 2;
      case '|':
        return 3;
      case '^':
        return this.version === 2 ? 11 : 4;
      case '&':
        return 5;
      case '==':
      case '!=':
        return 6;
      case '<':
      case '<=':
      case '>':
      case '>=':
        return 7;
      case '<<':
      case '>>':
        return 8;
      case '+':
      case '-':
        return 9;
      case '*':
      case '/':
      case '%':
        return 10;
      case '**':
        return 11;
      default:
        return -1;
    }
  }

  private binaryExpr(names: string[] | null, minPrec: number): (env: number[]) => Val {
    let left = this.unaryExpr(names);
    for (;;) {
      const t = this.toks[this.pos];
      const prec = this.prec(t);
      if (prec < 0 || prec < minPrec) return left;
      if (this.version === 2 && prec !== 9 && prec !== 10 && prec !== 11) return left;
      this.pos++;
      const rightAssoc = prec === 11;
      if (++this.exprDepth > this.lim.maxExprDepth)
        throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, t);
      const right = this.binaryExpr(names, rightAssoc ? prec : prec + 1);
      this.exprDepth--;
      const l = left;
      const op = (t.v === '^' && this.version === 2 ? '**' : t.v) as BinOp;
      // a constant zero divisor is an error where it is written, also in a gate body never applied (as Qiskit)
      if ((op === '/' || op === '%') && foldable(right) && isZero(right([])))
        throw this.err(op === '/' ? 'division by zero' : 'modulo by zero', t);
      const v3 = this.version === 3;
      const f = (e: number[]) => this.at(t, () => binary(op, l(e), right(e), v3));
      left = foldable(l, right) ? constant(f([])) : f;
    }
  }

  private unaryExpr(names: string[] | null): (env: number[]) => Val {
    const t = this.next();
    const isUnary = (u: Tok) => u.t === 'op' && (u.v === '-' || u.v === '+' || u.v === '!' || u.v === '~');
    if (isUnary(t)) {
      // A run of prefix operators (`----2.0`, Qiskit reads 100,000 of them) is read in a loop and applied
      // in one closure, so its length costs no stack.
      const run = [t];
      while (isUnary(this.toks[this.pos])) run.push(this.next());
      for (const o of run)
        if (this.version === 2 && (o.v === '!' || o.v === '~'))
          throw this.err(`expected an expression but found '${o.v}'`, o);
      const ops = squeezeSigns(run);
      // what is left is applied at each evaluation (a gate body: at each call), so it stays bounded
      if (ops.length > this.lim.maxExprDepth || ++this.exprDepth > this.lim.maxExprDepth)
        throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, t);
      // Unary minus binds looser than '**' (−2**2 = −4).
      const inner = this.binaryExpr(names, 11);
      this.exprDepth--;
      const f = (e: number[]) => {
        let v = inner(e);
        for (let i = ops.length - 1; i >= 0; i--) {
          const o = ops[i];
          const x = v;
          v = this.at(o, () => unary(o.v as '-', x));
        }
        return v;
      };
      return foldable(inner) ? constant(f([])) : f;
    }
    return this.postfix(names, this.primary(names, t), t.t === 'id' ? t.v : '');
  }

  /** Indexing of a value: bit i of an integer or bit register, a slice, or a set of indices. */
  private postfix(names: string[] | null, base: (env: number[]) => Val, name: string): (env: number[]) => Val {
    let cur = base;
    while (this.is('[')) {
      const t = this.next();
      const sel = this.indexSpec(name);
      const prev = cur;
      const v = prev([]);
      cur = constant(
        this.at(t, () =>
          indexValue(
            v,
            sel(
              typeof v === 'object' && (v.k === 'bits' || v.k === 'rbits')
                ? v.k === 'bits'
                  ? v.b.length
                  : v.c.length
                : 64
            )
          )
        )
      );
      void names;
    }
    return cur;
  }

  /** `[i]`, `[a:b]`, `[a:s:b]`, `[{i, j}]`: a function of the indexed size to the selected indices (and whether one). */
  protected indexSpec(name = ''): (size: number) => { idx: number[]; single: boolean } {
    if (this.accept('{')) {
      const items: number[] = [];
      const toks: Tok[] = [];
      while (!this.is('}')) {
        toks.push(this.peek());
        items.push(this.intValue('index'));
        if (!this.accept(',')) break;
      }
      this.expect('}');
      this.expect(']');
      return (size) => ({ idx: items.map((k, i) => normIndex(k, size, toks[i], this, name)), single: false });
    }
    const a = this.is(':') ? undefined : this.peek();
    const av = a ? this.intValue('index') : undefined;
    if (this.accept(':')) {
      let step = 1;
      let bt = this.is(']') ? undefined : this.peek();
      let bv = bt ? this.intValue('index') : undefined;
      if (this.accept(':')) {
        step = bv as number;
        if (step === undefined) throw this.err('expected a slice step', this.peek());
        bt = this.is(']') ? undefined : this.peek();
        bv = bt ? this.intValue('index') : undefined;
      }
      const close = this.peek();
      if (this.accept(','))
        throw this.err('multi-dimensional indexing is only defined for arrays, which are not supported', close);
      this.expect(']');
      if (step === 0) throw this.err('slice step cannot be 0', close);
      return (size) => {
        const lo = av === undefined ? (step > 0 ? 0 : size - 1) : normIndex(av, size, a as Tok, this, name);
        const hi = bv === undefined ? (step > 0 ? size - 1 : 0) : normIndex(bv, size, bt as Tok, this, name);
        const idx: number[] = [];
        for (let k = lo; step > 0 ? k <= hi : k >= hi; k += step) idx.push(k);
        return { idx, single: false };
      };
    }
    if (av === undefined) throw this.err('expected an index', this.peek());
    if (this.is(',')) {
      // q[0, 1, ] is the same as q[{0, 1}] in OpenQASM 3 index lists
      const items = [av];
      const toks = [a as Tok];
      while (this.accept(',')) {
        if (this.is(']')) break;
        toks.push(this.peek());
        items.push(this.intValue('index'));
      }
      this.expect(']');
      return (size) => ({ idx: items.map((k, i) => normIndex(k, size, toks[i], this, name)), single: false });
    }
    this.expect(']');
    return (size) => ({ idx: [normIndex(av, size, a as Tok, this, name)], single: true });
  }

  protected abstract callDef(sym: DSym, t: Tok): Val;
  protected abstract measureExpr(t: Tok): Val;

  private primary(names: string[] | null, t: Tok): (env: number[]) => Val {
    if (t.t === 'num') {
      const v = this.at(t, () => parseNumber(t.v));
      return constant(v);
    }
    if (t.t === 'dur') {
      const x = Number(t.v);
      const d: Duration =
        t.unit === 'dt'
          ? { seconds: 0, dt: x, stretch: 0 }
          : { seconds: x / UNIT_PER_SECOND[t.unit as string], dt: 0, stretch: 0 };
      return constant({ k: 'dur', d });
    }
    if (t.t === 'str') {
      if (!/^[01_]+$/.test(t.v) || this.version === 2)
        throw this.err(`expected an expression but found ${describe(t)}`, t);
      const b = t.v.replace(/_/g, '').split('').reverse().map(Number);
      return constant({ k: 'bits', b });
    }
    if (t.t === 'op' && t.v === '(') {
      const inner = this.expr(names);
      this.expect(')');
      return inner;
    }
    if (t.t === 'hw') throw this.err(`a qubit ('$${t.v}') is not a value`, t);
    if (t.t !== 'id') throw this.err(`expected an expression but found ${describe(t)}`, t);
    if (names) {
      const k = names.indexOf(t.v);
      if (k >= 0) return (e) => e[k];
    }
    const v = t.v;
    if (v in CONSTANTS && !this.lookup(v)) return constant(CONSTANTS[v]);
    if (v === 'true' || v === 'false') {
      if (this.version === 2) throw this.err(`unknown identifier '${v}' in expression`, t);
      return constant(v === 'true' ? TRUE : FALSE);
    }
    const f = FUNCS[v] ?? (this.version === 3 ? FUNCS3[v] : undefined);
    if (f) {
      this.expect('(');
      const a = this.expr(names);
      this.expect(')');
      const g = (e: number[]) => this.at(t, () => finite(f(toNumber(a(e), `argument of ${v}`)), `${v}(${fmt(a(e))})`));
      return foldable(a) ? constant(g([])) : g;
    }
    if (this.version === 3) {
      const special = this.special(names, t);
      if (special) return special;
    }
    const sym = this.version === 3 ? this.lookup(v) : undefined;
    if (sym) {
      switch (sym.s) {
        case 'v':
          if (names !== null && !sym.isConst)
            throw this.err(`a gate definition can only use its parameters and constants, not '${v}'`, t);
          return constant(sym.val);
        case 'c': {
          if (names !== null) throw this.err(`'${v}' cannot be used inside a gate definition`, t);
          const val = this.readBits(sym.clbits);
          if (sym.type === 'angle') return constant(angleOf(val, sym.clbits.length));
          return constant(sym.single && typeof val === 'object' && val.k === 'bits' ? { k: 'bits', b: val.b } : val);
        }
        case 'q':
          throw this.err(`'${v}' is a qubit, not a value`, t);
        case 'arr': {
          if (names !== null) throw this.err(`'${v}' cannot be used inside a gate definition`, t);
          const sel = this.arraySelect(sym, t);
          if (sel.shape.length)
            throw this.err(`'${v}' is an array; index it down to one element (shape ${sel.shape.join('×')} here)`, t);
          return constant(sym.data[sel.pos[0]]);
        }
        default:
          if (names !== null) throw this.err('subroutine calls are not allowed inside a gate definition', t);
          return constant(this.callDef(sym, t));
      }
    }
    if (this.defs.has(v) || GATES[v]) throw this.err(`'${v}' is a gate, not a value`, t);
    throw this.err(`unknown identifier '${v}' in expression`, t);
  }

  /** Casts, built-in functions of OpenQASM 3 and `measure` as a value. */
  private special(names: string[] | null, t: Tok): ((env: number[]) => Val) | undefined {
    const v = t.v;
    if (['int', 'uint', 'float', 'bool', 'bit', 'angle', 'duration'].includes(v)) {
      let width: number | undefined;
      if (this.accept('[')) {
        width = this.intValue('type width');
        this.expect(']');
      }
      if (!this.is('(')) throw this.err(`'${v}' is a type; a cast is written ${v}(value)`, t);
      this.next();
      const a = this.expr(names);
      this.expect(')');
      const g = (e: number[]) =>
        this.at(t, () => (v === 'angle' ? finite(toNumber(a(e), 'angle'), 'angle') : cast(a(e), v, width)));
      return foldable(a) ? constant(g([])) : g;
    }
    if (v === 'mod' || v === 'pow' || v === 'arctan2' || v === 'rotl' || v === 'rotr') {
      this.expect('(');
      const a = this.expr(names);
      this.expect(',');
      const b = this.expr(names);
      this.expect(')');
      const g = (e: number[]) =>
        this.at(t, () => {
          const x = a(e),
            y = b(e);
          if (v === 'pow') return binary('**', x, y, this.version === 3);
          if (v === 'mod') return binary('%', x, y, this.version === 3);
          if (v === 'arctan2') return finite(Math.atan2(toNumber(x), toNumber(y)), 'arctan2');
          if (typeof x !== 'object' || x.k !== 'bits') throw new ValueError(`${v} needs a bit register`);
          const n = x.b.length,
            k = ((toInt(y, 'rotation') % n) + n) % n;
          return { k: 'bits', b: x.b.map((_, i) => x.b[v === 'rotl' ? (i - k + n) % n : (i + k) % n]) } as Val;
        });
      return foldable(a, b) ? constant(g([])) : g;
    }
    if (v === 'abs' || v === 'floor' || v === 'ceiling' || v === 'ceil' || v === 'popcount') {
      this.expect('(');
      const a = this.expr(names);
      this.expect(')');
      const g = (e: number[]) =>
        this.at(t, () => {
          const x = a(e);
          if (v === 'popcount') {
            if (typeof x !== 'object' || x.k !== 'bits') throw new ValueError('popcount needs a bit register');
            return int(x.b.reduce((s, b) => s + b, 0));
          }
          if (typeof x === 'object' && x.k === 'int') return v === 'abs' ? int(Math.abs(x.v)) : x;
          const r = toNumber(x);
          return finite(v === 'abs' ? Math.abs(r) : v === 'floor' ? Math.floor(r) : Math.ceil(r), v);
        });
      return foldable(a) ? constant(g([])) : g;
    }
    if (v === 'sizeof') {
      this.expect('(');
      const at = this.ident('an array');
      const a = this.lookup(at.v);
      if (!a || a.s !== 'arr') throw this.err(`'sizeof' needs an array, '${at.v}' is not one`, at);
      let k = 0;
      if (this.accept(',')) {
        const kt = this.peek();
        k = this.intValue('dimension');
        if (k < 0 || k >= a.dims.length)
          throw this.err(`'${at.v}' has ${a.dims.length} dimension(s); there is no dimension ${k}`, kt);
      }
      this.expect(')');
      return constant(int(a.dims[k]));
    }
    if (v === 'real' || v === 'imag') throw this.err('complex numbers are not supported', t);
    if (v === 'durationof')
      throw this.err(
        "'durationof' is not supported: it needs the gate durations of a device target, and the only specification example that uses it (dd.qasm) also needs a stretch and is itself invalid",
        t
      );
    if (v === 'measure') {
      if (names !== null) throw this.err("'measure' is not allowed in a gate definition", t);
      throw this.err("'measure' can only be the whole right-hand side of an assignment or a return", t);
    }
    return undefined;
  }
}

// ------------------------------------------------------------------------------------------------

function isZero(v: Val): boolean {
  return typeof v === 'number' ? v === 0 : typeof v === 'object' && v.k === 'int' && v.v === 0;
}

function constant(v: Val): ((env: number[]) => Val) & { c: true } {
  const f = ((_env: number[]) => v) as unknown as ((env: number[]) => Val) & { c: true };
  f.c = true;
  return f;
}

function foldable(...fs: ((env: number[]) => Val)[]): boolean {
  return fs.every((f) => (f as { c?: boolean }).c === true);
}

function fmt(v: Val): string {
  if (typeof v === 'number') return String(v);
  if (v.k === 'int') return String(v.v);
  return typeName(v);
}

/**
 * A numeric literal. An integer literal beyond ±2^53 is read as the nearest real (as Qiskit does with
 * `U(2**200, 0, 0)`): exact where an integer is needed (sizes, indices, integer variables) it is not, so
 * those places refuse it by the usual integer checks.
 */
function parseNumber(text: string): Val {
  if (/^0[xXoObB]/.test(text) || /^[0-9]+$/.test(text)) {
    const v = Number(text.toLowerCase());
    return Number.isSafeInteger(v) ? int(v) : finite(v, `number ${text}`);
  }
  const v = Number(text);
  return finite(v, `number ${text}`);
}

function normIndex(k: number, size: number, t: Tok, p: { err(m: string, t: Tok): QasmError }, name: string): number {
  const i = k < 0 ? size + k : k;
  if (i < 0 || i >= size) throw p.err(`index ${k} is out of range for ${name ? `'${name}' of ` : ''}size ${size}`, t);
  return i;
}

function indexValue(v: Val, sel: { idx: number[]; single: boolean }): Val {
  if (typeof v === 'object' && v.k === 'bits') {
    const b = sel.idx.map((i) => v.b[i]);
    return { k: 'bits', b };
  }
  if (typeof v === 'object' && v.k === 'rbits') return { k: 'rbits', c: sel.idx.map((i) => v.c[i]) };
  if (typeof v === 'object' && v.k === 'int') {
    const bits = intToBits(v.v, 64);
    return { k: 'bits', b: sel.idx.map((i) => bits[i]) };
  }
  throw new ValueError(`${article(typeName(v))} cannot be indexed`);
}

/** Value of an angle[n] register: its bits as a fraction of a turn. */
export function angleOf(v: Val, n: number): Val {
  if (typeof v === 'object' && v.k === 'bits') return (bitsToInt(v.b) / 2 ** n) * 2 * Math.PI;
  if (typeof v === 'object' && v.k === 'rbits') return { k: 'rbits', c: v.c, angle: true };
  return v;
}

/** IR condition of a condition expression: the plain form when it is one comparison for equality. */
export function toCondition(e: CondExpr): Condition {
  if (e.op === 'cmp' && (e.rel === '==' || e.rel === '!=') && Number.isSafeInteger(e.value) && e.value >= 0) {
    const c: Condition = { clbits: e.clbits.slice(), value: e.value };
    if (e.rel === '!=') c.negate = true;
    return c;
  }
  if (
    e.op === 'not' &&
    e.a.op === 'cmp' &&
    (e.a.rel === '==' || e.a.rel === '!=') &&
    Number.isSafeInteger(e.a.value) &&
    e.a.value >= 0
  ) {
    const c: Condition = { clbits: e.a.clbits.slice(), value: e.a.value };
    if (e.a.rel === '==') c.negate = true;
    return c;
  }
  const set = new Set<number>();
  const walk = (x: CondExpr): void => {
    if (x.op === 'cmp') x.clbits.forEach((b) => set.add(b));
    else if (x.op === 'not') walk(x.a);
    else {
      walk(x.a);
      walk(x.b);
    }
  };
  walk(e);
  return { clbits: [...set].sort((a, b) => a - b), value: 0, expr: e };
}
