/**
 * OpenQASM 2.0 / 3 reader: the state one program is read with, and the operations every part of the
 * reader shares: the token stream, symbol scopes, classical bit storage and emission of IR ops. The
 * reader runs the program's classical part as it reads it, producing the IR of ../circuit/ir.ts. Loops with
 * bounds known when read are unrolled, subroutines inlined, constant branches taken; what depends on
 * measurements stays in the IR as conditions (`if`, `switch`), classical bit writes and jumps (`while`),
 * executed shot by shot by the simulator. Anything outside the supported language is a QasmError
 * naming the construct, with line and column. See docs/openqasm.md.
 *
 * The statements are free functions over a Reader, one module per concern (./interp.ts dispatches
 * them); the two that the lower modules call back into, a statement and a subroutine call, reach them
 * through the Reader's hooks, so that no module imports one above it.
 */
import type { CondExpr, Condition, JumpOp, Op, Register } from '../circuit/ir.js';
import { GATES } from '../circuit/ir.js';
import { QasmError, describe } from './lexer.js';
import type { Tok } from './lexer.js';
import type { ExpandContext, GateDef } from './expand.js';
import { KEYWORDS } from './keywords.js';
import { MAX_ARRAY_WORK } from './symbols.js';
import type { DSym, Sym } from './symbols.js';
import { ValueError, cast } from './values.js';
import type { Val } from './values.js';

/** Read once: a global read per token is slow in a vm context (jest's test environment). */
const { min } = Math;

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

/** The parts of the reader that lower modules call back into (set by ./interp.ts). */
export interface ReaderHooks {
  /** Read one statement. */
  statement(r: Reader): void;
  /** Call a subroutine (its name is consumed) and return its value. */
  callDef(r: Reader, sym: DSym, t: Tok): Val;
}

/** Control transfer out of a block (break/continue/return/end), with the statement's token. */
export class Transfer {
  constructor(
    readonly kind: 'break' | 'continue' | 'return' | 'end',
    readonly tok: Tok,
    readonly value?: Val
  ) {}
}

/** Runtime loop being read: where `continue` jumps, and the `break` jumps to patch. */
export interface RtLoop {
  head: number;
  breaks: JumpOp[];
  condDepth: number;
}

/** The state of one program being read. */
export class Reader implements ExpandContext {
  toks: Tok[] = [];
  pos = 0;
  version: 2 | 3 = 3;
  /** The program says `OPENQASM 2.0;`: its gates are U, CX, those of an included qelib1.inc and its own. */
  strict2 = false;
  qregs: Register[] = [];
  cregs: Register[] = [];
  physical = false;
  numQubits = 0;
  numClbits = 0;
  defs = new Map<string, GateDef>();
  ops: Op[] = [];
  callId = 0;
  exprDepth = 0;
  site: Tok | undefined;
  readonly lim: Required<ParseLimits>;
  readonly maxOps: number;
  readonly maxDepth: number;
  /** Symbol scopes, innermost last. Lookups below `boundary` see only constants and subroutines. */
  scopes: Map<string, Sym>[] = [new Map()];
  boundary = 0;
  /** Per clbit: its value when known while reading (0/1), -1 when it depends on measurements. */
  known: number[] = [];
  /** Libraries included: their gates cannot be redefined. */
  included = new Set<string>();
  /** Conditions of the enclosing `if`s on measured values (all must hold), innermost last. */
  condStack: CondExpr[] = [];
  curCond: Condition | undefined;
  /** Scope index where execution started to depend on measurements (-1: it does not). */
  rtScope = -1;
  iterations = 0;
  tokensRead = 0;
  /** Array elements allocated so far (see MAX_ARRAY_ELEMENTS_TOTAL). */
  arrayElements = 0;
  /** Array elements touched so far (see MAX_ARRAY_WORK). */
  arrayWork = 0;
  /** `stretch` variables declared so far (see DelayOp.stretchVars). */
  stretchVars = 0;
  /** A measured angle register used whole as a gate parameter in the call being read (see gateCall). */
  rtAngle: { index: number; clbits: number[]; tok: Tok } | undefined;
  /** Subroutine calls being read, innermost last: their number and their return types (null: no value). */
  callDepth = 0;
  retStack: ({ type: string; width?: number } | null)[] = [];
  rtLoops: RtLoop[] = [];
  private readonly hooks: ReaderHooks;

  constructor(limits: ParseLimits, hooks: ReaderHooks) {
    this.lim = { ...DEFAULT_LIMITS, ...limits };
    this.maxOps = this.lim.maxOps;
    this.maxDepth = this.lim.maxGateDepth;
    this.hooks = hooks;
  }

  opCount(): number {
    return this.ops.length;
  }

  statement(): void {
    this.hooks.statement(this);
  }

  callDef(sym: DSym, t: Tok): Val {
    return this.hooks.callDef(this, sym, t);
  }

  // -- token helpers
  peek(k = 0): Tok {
    const t = this.toks[min(this.pos + k, this.toks.length - 1)];
    if (t.t === 'bad' && k === 0) throw new QasmError(t.v, t.line, t.col);
    return t;
  }
  next(): Tok {
    if (++this.tokensRead > this.lim.maxTokensRead) {
      const at = this.toks[min(this.pos, this.toks.length - 1)];
      throw new QasmError(
        `the program reads more than ${this.lim.maxTokensRead} tokens (loops and subroutines read their bodies again)`,
        at.line,
        at.col
      );
    }
    const t = this.toks[min(this.pos++, this.toks.length - 1)];
    if (t.t === 'bad') throw new QasmError(t.v, t.line, t.col);
    return t;
  }
  is(v: string, k = 0): boolean {
    const t = this.toks[min(this.pos + k, this.toks.length - 1)];
    return (t.t === 'op' || t.t === 'id') && t.v === v;
  }
  accept(v: string): boolean {
    if (this.is(v)) {
      this.pos++;
      return true;
    }
    return false;
  }
  expect(v: string): Tok {
    const t = this.next();
    if (!((t.t === 'op' || t.t === 'id') && t.v === v)) throw this.err(`expected '${v}' but found ${describe(t)}`, t);
    return t;
  }
  ident(what: string): Tok {
    const t = this.next();
    if (t.t !== 'id') throw this.err(`expected ${what} but found ${describe(t)}`, t);
    return t;
  }
  /** A new name: an identifier that is not a keyword. */
  newName(what: string): Tok {
    const t = this.ident(what);
    if (KEYWORDS.has(t.v)) throw this.err(`'${t.v}' is a keyword and cannot be used as ${what}`, t);
    return t;
  }
  err(msg: string, t: Tok): QasmError {
    return new QasmError(msg, t.line, t.col);
  }
  /** Run `f`, turning a ValueError into a QasmError at `t`. */
  at<T>(t: Tok, f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof ValueError) throw this.err(e.message, t);
      throw e;
    }
  }

  // -- symbols

  chargeArrayWork(n: number, t: Tok): void {
    this.arrayWork += n;
    if (this.arrayWork > MAX_ARRAY_WORK)
      throw this.err(
        `the program touches more than ${MAX_ARRAY_WORK} array elements in all (large array copies repeated in a loop)`,
        t
      );
  }

  lookup(name: string): Sym | undefined {
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

  declare(name: Tok, sym: Sym): void {
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

  scoped<T>(f: () => T): T {
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
  block(): void {
    const open = this.expect('{');
    while (!this.accept('}')) {
      if (this.peek().t === 'eof') throw this.err("expected '}' to close the block", open);
      this.statement();
    }
  }

  // -- storage

  allocQubits(name: Tok, size: number): number[] {
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
  allocClbits(name: Tok, size: number, global: boolean): number[] {
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
  releaseClbits(mark: number): void {
    if (this.numClbits > mark && !this.cregs.some((r) => r.offset + r.size > mark)) this.numClbits = mark;
  }

  inRuntime(): boolean {
    return this.rtScope >= 0;
  }

  // -- emission

  push(op: Op, t: Tok): void {
    if (this.ops.length >= this.lim.maxOps)
      throw this.err(`program has more than ${this.lim.maxOps} operations after expansion`, this.site ?? t);
    if (this.curCond && op.kind !== 'barrier') op.condition = this.curCond;
    this.ops.push(op);
  }

  setCondStack(stack: CondExpr[]): void {
    this.condStack = stack;
    this.curCond = stack.length
      ? toCondition(stack.length === 1 ? stack[0] : stack.reduce((a, b) => ({ op: 'and', a, b })))
      : undefined;
  }

  /** Write a value into clbits (a bit/angle variable), as ops when it is not known to hold it already. */
  writeBits(clbits: number[], v: Val, t: Tok): void {
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
  readBits(clbits: number[]): Val {
    const b: number[] = [];
    for (const c of clbits) {
      const k = this.known[c];
      if (k < 0) return { k: 'rbits', c: clbits.slice() };
      b.push(k);
    }
    return { k: 'bits', b };
  }
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
