/**
 * OpenQASM 2.0 / 3.0 reader for the programs that workflows send (Qiskit's qasm2.dumps and
 * qasm3.dumps among them). Produces the IR of ./ir.ts. Anything outside the supported subset is a
 * QasmError naming the construct, with its line and column (1-based).
 */
import type { CallInfo, Circuit, Condition, GateOp, Op, Register } from './ir.js';
import { GATES } from './ir.js';
import { baseArity, baseMatrix, baseOf, invertBase, isRotation, namedControlled, power2 } from './gates.js';
import { pushAll } from '../core/arrays.js';

export class QasmError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(message: string, line: number, column: number) {
    super(message);
    this.name = 'QasmError';
    this.line = line;
    this.column = column;
  }
}

export interface ParseLimits {
  /** Maximum source size in characters. Default 8 Mi. */
  maxSourceChars?: number;
  /** Maximum number of operations after inlining gate definitions and modifiers. Default 1,000,000. */
  maxOps?: number;
  /** Maximum nesting of user gate calls (definition depth). Default 64. */
  maxGateDepth?: number;
  /** Maximum nesting of parentheses/operators in expressions. Default 200. */
  maxExprDepth?: number;
  /** Maximum total number of qubits, and of classical bits. Default 4096. */
  maxBits?: number;
}

export const DEFAULT_LIMITS: Required<ParseLimits> = {
  maxSourceChars: 8 * 1024 * 1024,
  maxOps: 1_000_000,
  maxGateDepth: 64,
  maxExprDepth: 200,
  maxBits: 4096
};

// ------------------------------------------------------------------------------------------------
// Lexer

type TokType = 'id' | 'num' | 'str' | 'op' | 'hw' | 'eof';
interface Tok {
  t: TokType;
  v: string;
  line: number;
  col: number;
}

const OPS3 = ['**=', '<<=', '>>='];
const OPS2 = ['->', '==', '!=', '<=', '>=', '&&', '||', '**', '<<', '>>', '++', '+=', '-=', '*=', '/=', '%=', '^=', '&=', '|='];
const OPS1 = ';,()[]{}+-*/%^@=<>!~&|:.#';

function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const n = src.length;
  while (i < n) {
    const ch = src[i];
    if (ch === '\n') { i++; line++; lineStart = i; continue; }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v') { i++; continue; }
    const col = i - lineStart + 1;
    if (ch === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    if (ch === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      if (end < 0) throw new QasmError('unterminated comment', line, col);
      for (let k = i; k < end; k++) if (src[k] === '\n') { line++; lineStart = k + 1; }
      i = end + 2;
      continue;
    }
    if (/[A-Za-z_\u0080-\uffff]/.test(ch)) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_\u0080-\uffff]/.test(src[j])) j++;
      toks.push({ t: 'id', v: src.slice(i, j), line, col });
      i = j;
      continue;
    }
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9_]+)(?:[eE][+-]?[0-9]+)?/.exec(src.slice(i, i + 400));
      const text = (m as RegExpExecArray)[0];
      toks.push({ t: 'num', v: text.replace(/_/g, ''), line, col });
      i += text.length;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const end = src.indexOf(ch, i + 1);
      const nl = src.indexOf('\n', i + 1);
      if (end < 0 || (nl >= 0 && nl < end)) throw new QasmError('unterminated string', line, col);
      toks.push({ t: 'str', v: src.slice(i + 1, end), line, col });
      i = end + 1;
      continue;
    }
    if (ch === '$' && /[0-9]/.test(src[i + 1] ?? '')) {
      let j = i + 1;
      while (j < n && /[0-9]/.test(src[j])) j++;
      toks.push({ t: 'hw', v: src.slice(i + 1, j), line, col });
      i = j;
      continue;
    }
    const three = src.slice(i, i + 3);
    const two = src.slice(i, i + 2);
    if (OPS3.includes(three)) { toks.push({ t: 'op', v: three, line, col }); i += 3; continue; }
    if (OPS2.includes(two)) { toks.push({ t: 'op', v: two, line, col }); i += 2; continue; }
    if (OPS1.includes(ch)) { toks.push({ t: 'op', v: ch, line, col }); i++; continue; }
    throw new QasmError(`unexpected character '${ch}'`, line, col);
  }
  toks.push({ t: 'eof', v: '', line, col: i - lineStart + 1 });
  return toks;
}

// ------------------------------------------------------------------------------------------------
// Expressions: compiled to closures over the parameter vector of the enclosing gate definition.

type Expr = (env: number[]) => number;

const CONSTANTS: Record<string, number> = { pi: Math.PI, 'π': Math.PI, tau: 2 * Math.PI, 'τ': 2 * Math.PI, euler: Math.E, 'ℯ': Math.E };
const FUNCS: Record<string, (x: number) => number> = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, exp: Math.exp, ln: Math.log, sqrt: Math.sqrt,
  arcsin: Math.asin, arccos: Math.acos, arctan: Math.atan, asin: Math.asin, acos: Math.acos, atan: Math.atan,
  abs: Math.abs, floor: Math.floor, ceiling: Math.ceil, ceil: Math.ceil
};

const UNSUPPORTED = new Set([
  'defcal', 'defcalgrammar', 'cal', 'extern', 'while', 'for', 'def', 'return', 'break', 'continue', 'box', 'delay',
  'input', 'output', 'const', 'let', 'int', 'uint', 'float', 'angle', 'bool', 'complex', 'duration', 'stretch',
  'array', 'switch', 'opaque', 'pragma', 'end', 'durationof', 'readonly', 'mutable', 'case', 'default', 'nop'
]);

/** Gate aliases (OpenQASM built-ins and qelib1 / stdgates names). */
const ALIASES: Record<string, string> = { U: 'u', CX: 'cx', phase: 'p', cphase: 'cp', c3sqrtx: 'c3sx', u0: 'id' };

/** Gates defined by body (relative-phase Toffolis of qelib1.inc). */
const PRELUDE = `
gate rccx a,b,c { u2(0,pi) c; u1(pi/4) c; cx b,c; u1(-pi/4) c; cx a,c; u1(pi/4) c; cx b,c; u1(-pi/4) c; u2(0,pi) c; }
gate rc3x a,b,c,d { u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; }
`;

interface Modifier {
  kind: 'ctrl' | 'negctrl' | 'inv' | 'pow';
  arg?: Expr;
  tok: Tok;
}

interface BodyCall {
  mods: Modifier[];
  name: string;
  params: Expr[];
  /** Indices into the definition's qubit arguments. */
  args: number[];
  tok: Tok;
}

interface GateDef {
  name: string;
  nParams: number;
  nQubits: number;
  body: BodyCall[];
}

/** One gate application during expansion: base gate with controls. */
interface Inst {
  base: string;
  params: number[];
  targets: number[];
  ctrls: number[];
  /** 1 positive, 0 negative, per control. */
  states: number[];
  matrix?: number[];
}

interface QubitArg {
  /** Single qubit, or a whole register (broadcast). */
  qubits: number[];
  single: boolean;
}

class Parser {
  private toks: Tok[] = [];
  private pos = 0;
  private version: 2 | 3 = 3;
  private qregs: Register[] = [];
  private cregs: Register[] = [];
  private qregMap = new Map<string, Register>();
  private cregMap = new Map<string, Register>();
  private physical = false;
  private numQubits = 0;
  private numClbits = 0;
  private defs = new Map<string, GateDef>();
  private ops: Op[] = [];
  private callId = 0;
  private opCount = 0;
  private exprDepth = 0;
  /** Top-level statement being expanded (limit errors point at it). */
  private site: Tok | undefined;
  private readonly lim: Required<ParseLimits>;

  constructor(limits: ParseLimits) {
    this.lim = { ...DEFAULT_LIMITS, ...limits };
  }

  parse(src: string): Circuit {
    if (src.length > this.lim.maxSourceChars) {
      throw new QasmError(`program is ${src.length} characters; the limit is ${this.lim.maxSourceChars}`, 1, 1);
    }
    // Built-in definitions first (not counted as user input).
    this.toks = lex(PRELUDE);
    this.pos = 0;
    while (this.peek().t !== 'eof') this.statement(false);

    this.toks = lex(src);
    this.pos = 0;
    let first = true;
    while (this.peek().t !== 'eof') {
      const tok = this.peek();
      if (tok.t === 'id' && tok.v === 'OPENQASM') {
        if (!first) throw this.err('OPENQASM version must be the first statement', tok);
        this.next();
        const v = this.next();
        if (v.t !== 'num') throw this.err('expected a version number after OPENQASM', v);
        const major = Number(v.v.split('.')[0]);
        if (major !== 2 && major !== 3) throw this.err(`unsupported OpenQASM version ${v.v}`, v);
        this.version = major as 2 | 3;
        this.expect(';');
        first = false;
        continue;
      }
      first = false;
      this.statement(true);
    }
    return {
      version: this.version,
      numQubits: this.numQubits,
      numClbits: this.numClbits,
      qregs: this.qregs,
      cregs: this.cregs,
      ops: this.ops
    };
  }

  // -- token helpers

  private peek(k = 0): Tok {
    return this.toks[Math.min(this.pos + k, this.toks.length - 1)];
  }
  private next(): Tok {
    return this.toks[Math.min(this.pos++, this.toks.length - 1)];
  }
  private is(v: string, k = 0): boolean {
    const t = this.peek(k);
    return (t.t === 'op' || t.t === 'id') && t.v === v;
  }
  private accept(v: string): boolean {
    if (this.is(v)) { this.pos++; return true; }
    return false;
  }
  private expect(v: string): Tok {
    const t = this.next();
    if (!((t.t === 'op' || t.t === 'id') && t.v === v)) throw this.err(`expected '${v}' but found ${describe(t)}`, t);
    return t;
  }
  private ident(what: string): Tok {
    const t = this.next();
    if (t.t !== 'id') throw this.err(`expected ${what} but found ${describe(t)}`, t);
    return t;
  }
  private err(msg: string, t: Tok): QasmError {
    return new QasmError(msg, t.line, t.col);
  }
  private intLiteral(what: string): number {
    const t = this.next();
    if (t.t !== 'num' || !/^[0-9]+$/.test(t.v)) throw this.err(`expected an integer ${what} but found ${describe(t)}`, t);
    const v = Number(t.v);
    if (!Number.isSafeInteger(v)) throw this.err(`${what} ${t.v} is too large`, t);
    return v;
  }

  // -- statements

  private statement(user: boolean, cond?: Condition): void {
    const tok = this.peek();
    if (tok.t === 'op' && tok.v === '@') throw this.err('annotations are not supported', tok);
    if (tok.t === 'op' && tok.v === '#') throw this.err("unsupported construct '#pragma'", tok);
    if (tok.t === 'op' && tok.v === '{') throw this.err('unsupported construct: bare block scope', tok);
    if (tok.t === 'hw') {
      throw this.err('expected a statement; an assignment to a physical qubit is not allowed', tok);
    }
    if (tok.t !== 'id') throw this.err(`expected a statement but found ${describe(tok)}`, tok);
    const kw = tok.v;
    if (cond && ['gate', 'qreg', 'creg', 'qubit', 'bit', 'include', 'if'].includes(kw)) {
      throw this.err(kw === 'if' ? 'nested if statements are not supported' : `'${kw}' is not allowed inside an if statement`, tok);
    }
    switch (kw) {
      case 'include': return this.include();
      case 'qreg': case 'creg': return this.oldDecl(kw === 'qreg');
      case 'qubit': case 'bit': return this.newDecl(kw === 'qubit');
      case 'gate': return this.gateDef(user);
      case 'measure': return this.measureArrow(cond);
      case 'reset': return this.reset(cond);
      case 'barrier': return this.barrier(cond);
      case 'if': return this.ifStmt();
      case 'else': throw this.err("'else' without a matching 'if'", tok);
      default:
        break;
    }
    if (UNSUPPORTED.has(kw)) throw this.err(`unsupported construct '${kw}'`, tok);
    // c[0] = measure q[0];  c = measure q;
    if (this.cregMap.has(kw) && (this.is('=', 1) || (this.is('[', 1)))) return this.measureAssign(cond);
    if (this.is('=', 1) || this.is('+=', 1) || this.is('-=', 1)) {
      throw this.err(`unsupported construct: classical assignment to '${kw}'`, tok);
    }
    this.gateCall(cond);
  }

  private include(): void {
    this.next();
    const f = this.next();
    if (f.t !== 'str') throw this.err('expected a file name string after include', f);
    if (f.v !== 'qelib1.inc' && f.v !== 'stdgates.inc') throw this.err(`include of "${f.v}" is not supported (only qelib1.inc and stdgates.inc)`, f);
    this.expect(';');
  }

  private addReg(quantum: boolean, name: Tok, size: number): void {
    if (this.qregMap.has(name.v) || this.cregMap.has(name.v) || this.defs.has(name.v)) {
      throw this.err(`'${name.v}' is already declared`, name);
    }
    if (quantum && this.physical) throw this.err('cannot declare qubit registers in a program that uses physical qubits ($n)', name);
    const total = (quantum ? this.numQubits : this.numClbits) + size;
    if (total > this.lim.maxBits) throw this.err(`too many ${quantum ? 'qubits' : 'classical bits'}: ${total} (limit ${this.lim.maxBits})`, name);
    const reg: Register = { name: name.v, size, offset: quantum ? this.numQubits : this.numClbits };
    if (quantum) { this.qregs.push(reg); this.qregMap.set(name.v, reg); this.numQubits = total; }
    else { this.cregs.push(reg); this.cregMap.set(name.v, reg); this.numClbits = total; }
  }

  private oldDecl(quantum: boolean): void {
    this.next();
    const name = this.ident('a register name');
    this.expect('[');
    const size = this.intLiteral('register size');
    this.expect(']');
    this.expect(';');
    if (size < 1) throw this.err('register size must be at least 1', name);
    this.addReg(quantum, name, size);
  }

  private newDecl(quantum: boolean): void {
    this.next();
    let size = 1;
    if (this.accept('[')) {
      size = this.intLiteral('register size');
      this.expect(']');
      if (size < 1) throw this.err('register size must be at least 1', this.peek(-1));
    }
    const name = this.ident('a register name');
    if (this.is('=')) throw this.err(`unsupported construct: initialiser of '${name.v}'`, this.peek());
    this.expect(';');
    this.addReg(quantum, name, size);
  }

  private gateDef(user: boolean): void {
    const kwTok = this.next();
    const name = this.ident('a gate name');
    if (this.qregMap.has(name.v) || this.cregMap.has(name.v)) throw this.err(`'${name.v}' is already declared`, name);
    if (user && this.defs.has(name.v) && !['rccx', 'rc3x'].includes(name.v)) throw this.err(`gate '${name.v}' is already defined`, name);
    const params: string[] = [];
    if (this.accept('(')) {
      if (!this.is(')')) {
        do params.push(this.ident('a parameter name').v); while (this.accept(','));
      }
      this.expect(')');
    }
    const qargs: string[] = [];
    do {
      const q = this.ident('a qubit argument name');
      if (qargs.includes(q.v)) throw this.err(`duplicate qubit argument '${q.v}'`, q);
      qargs.push(q.v);
    } while (this.accept(','));
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
      if (t.t === 'id' && (UNSUPPORTED.has(t.v) || ['measure', 'reset', 'if', 'gate', 'qreg', 'creg', 'qubit', 'bit'].includes(t.v))) {
        throw this.err(`'${t.v}' is not allowed in a gate definition`, t);
      }
      const { mods, gname, pexprs } = this.callHead(params);
      const args: number[] = [];
      if (!this.is(';')) {
        do {
          const q = this.ident('a qubit argument');
          const k = qargs.indexOf(q.v);
          if (k < 0) throw this.err(`'${q.v}' is not a qubit argument of gate '${name.v}'`, q);
          if (this.is('[')) throw this.err('indexing is not allowed inside a gate definition', this.peek());
          args.push(k);
        } while (this.accept(','));
      }
      this.expect(';');
      this.checkSignature(gname, pexprs.length, args.length, mods);
      body.push({ mods, name: gname.v, params: pexprs, args, tok: gname });
    }
    this.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body });
  }

  /** Modifiers, gate name and parameter expressions of a call. */
  private callHead(paramNames: string[]): { mods: Modifier[]; gname: Tok; pexprs: Expr[] } {
    const mods: Modifier[] = [];
    while (this.peek().t === 'id' && ['ctrl', 'negctrl', 'inv', 'pow'].includes(this.peek().v) && (this.is('@', 1) || this.is('(', 1))) {
      const t = this.next();
      let arg: Expr | undefined;
      if (this.accept('(')) {
        arg = this.expr(paramNames);
        this.expect(')');
      } else if (t.v === 'pow') {
        throw this.err('pow modifier needs an exponent: pow(k) @', t);
      }
      this.expect('@');
      mods.push({ kind: t.v as Modifier['kind'], arg, tok: t });
    }
    const gname = this.ident('a gate name');
    gname.v = ALIASES[gname.v] ?? gname.v;
    const pexprs: Expr[] = [];
    if (this.accept('(')) {
      if (!this.is(')')) {
        do pexprs.push(this.expr(paramNames)); while (this.accept(','));
      }
      this.expect(')');
    }
    return { mods, gname, pexprs };
  }

  /** Number of own qubits/params of a gate name, or undefined if unknown. */
  private signature(name: string): { qubits: number; params: number } | undefined {
    const d = this.defs.get(name);
    if (d) return { qubits: d.nQubits, params: d.nParams };
    if (name === 'unitary') return undefined;
    return GATES[name];
  }

  private checkSignature(gname: Tok, nParams: number, nArgs: number, mods: Modifier[]): void {
    const sig = this.signature(gname.v);
    if (!sig) {
      if (UNSUPPORTED.has(gname.v)) throw this.err(`unsupported construct '${gname.v}'`, gname);
      throw this.err(`unknown gate '${gname.v}'`, gname);
    }
    if (sig.params !== nParams) throw this.err(`gate '${gname.v}' takes ${sig.params} parameter(s), got ${nParams}`, gname);
    let extra = 0;
    for (const m of mods) {
      if (m.kind === 'ctrl' || m.kind === 'negctrl') {
        const k = m.arg ? m.arg([]) : 1;
        extra += Number.isInteger(k) && k >= 1 ? k : NaN;
      }
    }
    const need = sig.qubits + extra;
    if (Number.isNaN(need)) throw this.err('ctrl/negctrl modifier needs a positive integer count', gname);
    if (nArgs !== need) throw this.err(`gate '${gname.v}' needs ${need} qubit(s), got ${nArgs}`, gname);
  }

  // -- expressions

  private expr(names: string[]): Expr {
    if (++this.exprDepth > this.lim.maxExprDepth) throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, this.peek());
    try {
      return this.binary(names, 0);
    } finally {
      this.exprDepth--;
    }
  }

  private static readonly PREC: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '%': 2, '**': 4, '^': 4 };

  private binary(names: string[], minPrec: number): Expr {
    let left = this.unary(names);
    for (;;) {
      const t = this.peek();
      if (t.t !== 'op') return left;
      const prec = Parser.PREC[t.v];
      if (prec === undefined || prec < minPrec) return left;
      if (t.v === '^' && this.version === 3) throw this.err("'^' is bitwise xor in OpenQASM 3 and is not supported; use '**' for powers", t);
      this.next();
      const rightAssoc = prec === 4;
      if (++this.exprDepth > this.lim.maxExprDepth) throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, t);
      const right = this.binary(names, rightAssoc ? prec : prec + 1);
      this.exprDepth--;
      const l = left;
      switch (t.v) {
        case '+': left = (e) => l(e) + right(e); break;
        case '-': left = (e) => l(e) - right(e); break;
        case '*': left = (e) => l(e) * right(e); break;
        case '/': left = (e) => l(e) / right(e); break;
        case '%': left = (e) => l(e) % right(e); break;
        default: left = (e) => Math.pow(l(e), right(e)); break;
      }
    }
  }

  private unary(names: string[]): Expr {
    const t = this.next();
    if (t.t === 'op' && (t.v === '-' || t.v === '+')) {
      if (++this.exprDepth > this.lim.maxExprDepth) throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, t);
      // Unary minus binds looser than '**' (−2**2 = −4).
      const inner = this.binary(names, 3);
      this.exprDepth--;
      return t.v === '-' ? (e) => -inner(e) : inner;
    }
    if (t.t === 'num') {
      const v = Number(t.v);
      if (!Number.isFinite(v)) throw this.err(`invalid number ${t.v}`, t);
      if (this.peek().t === 'id' && this.peek().line === t.line && this.peek().col === t.col + t.v.length) {
        throw this.err(`unsupported construct: duration literal '${t.v}${this.peek().v}'`, t);
      }
      return () => v;
    }
    if (t.t === 'op' && t.v === '(') {
      const inner = this.expr(names);
      this.expect(')');
      return inner;
    }
    if (t.t === 'id') {
      const k = names.indexOf(t.v);
      if (k >= 0) return (e) => e[k];
      if (t.v in CONSTANTS) { const c = CONSTANTS[t.v]; return () => c; }
      const f = FUNCS[t.v];
      if (f) {
        this.expect('(');
        const a = this.expr(names);
        this.expect(')');
        return (e) => f(a(e));
      }
      if (t.v === 'pow' || t.v === 'mod' || t.v === 'arctan2') {
        this.expect('(');
        const a = this.expr(names);
        this.expect(',');
        const b = this.expr(names);
        this.expect(')');
        if (t.v === 'pow') return (e) => Math.pow(a(e), b(e));
        if (t.v === 'mod') return (e) => a(e) % b(e);
        return (e) => Math.atan2(a(e), b(e));
      }
      throw this.err(`unknown identifier '${t.v}' in expression`, t);
    }
    throw this.err(`expected an expression but found ${describe(t)}`, t);
  }

  // -- qubit / bit operands

  private qubitOperand(): QubitArg & { tok: Tok } {
    const t = this.next();
    if (t.t === 'hw') {
      if (this.qregs.length > 0 && !this.physical) throw this.err('physical qubits ($n) cannot be mixed with declared qubit registers', t);
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
      return { qubits: [k], single: true, tok: t };
    }
    if (t.t !== 'id') throw this.err(`expected a qubit but found ${describe(t)}`, t);
    const reg = this.qregMap.get(t.v);
    if (!reg) {
      if (this.cregMap.has(t.v)) throw this.err(`'${t.v}' is a classical register, expected qubits`, t);
      throw this.err(`unknown qubit register '${t.v}'`, t);
    }
    return { ...this.indexInto(reg, t), tok: t };
  }

  private clbitOperand(): QubitArg & { tok: Tok } {
    const t = this.ident('a classical bit');
    const reg = this.cregMap.get(t.v);
    if (!reg) {
      if (this.qregMap.has(t.v)) throw this.err(`'${t.v}' is a quantum register, expected classical bits`, t);
      throw this.err(`unknown classical register '${t.v}'`, t);
    }
    return { ...this.indexInto(reg, t), tok: t };
  }

  private indexInto(reg: Register, t: Tok): QubitArg {
    if (this.accept('[')) {
      const it = this.peek();
      const k = this.intLiteral('index');
      if (this.is(':') || this.is(',')) throw this.err('unsupported construct: register slicing', this.peek());
      this.expect(']');
      if (k >= reg.size) throw this.err(`index ${k} is out of range for '${reg.name}' of size ${reg.size}`, it);
      if (this.is('[')) throw this.err('unsupported construct: multiple indices', this.peek());
      return { qubits: [reg.offset + k], single: true };
    }
    const qubits: number[] = [];
    for (let k = 0; k < reg.size; k++) qubits.push(reg.offset + k);
    void t;
    return { qubits, single: false };
  }

  /** Broadcast operand lists (single operands repeat; registers must agree in size). */
  private broadcast(args: (QubitArg & { tok: Tok })[]): number[][] {
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

  // -- executable statements

  private push(op: Op, t: Tok): void {
    if (++this.opCount > this.lim.maxOps) throw this.err(`program has more than ${this.lim.maxOps} operations after expansion`, t);
    this.ops.push(op);
  }

  private withCond<T extends Op>(op: T, cond?: Condition): T {
    if (cond && op.kind !== 'barrier') (op as GateOp).condition = cond;
    return op;
  }

  private measureArrow(cond?: Condition): void {
    const kw = this.next();
    const q = this.qubitOperand();
    if (this.accept('->')) {
      const c = this.clbitOperand();
      this.expect(';');
      if (q.qubits.length !== c.qubits.length) throw this.err(`measure sizes differ (${q.qubits.length} qubits, ${c.qubits.length} bits)`, kw);
      for (let i = 0; i < q.qubits.length; i++) this.emitMeasure(q.qubits[i], c.qubits[i], cond, kw);
      return;
    }
    this.expect(';');
    if (this.version === 2) throw this.err("expected '->' in measure", this.peek(-1));
    for (const qb of q.qubits) this.emitMeasure(qb, -1, cond, kw);
  }

  private measureAssign(cond?: Condition): void {
    const c = this.clbitOperand();
    this.expect('=');
    const kw = this.expect('measure');
    const q = this.qubitOperand();
    this.expect(';');
    if (q.qubits.length !== c.qubits.length) throw this.err(`measure sizes differ (${q.qubits.length} qubits, ${c.qubits.length} bits)`, kw);
    for (let i = 0; i < q.qubits.length; i++) this.emitMeasure(q.qubits[i], c.qubits[i], cond, kw);
  }

  private emitMeasure(qubit: number, clbit: number, cond: Condition | undefined, t: Tok): void {
    if (cond && clbit >= 0 && cond.clbits.includes(clbit)) {
      throw this.err('unsupported construct: measuring into a bit of the enclosing if condition', t);
    }
    this.push(this.withCond({ kind: 'measure', qubit, clbit }, cond), t);
  }

  private reset(cond?: Condition): void {
    const kw = this.next();
    const q = this.qubitOperand();
    this.expect(';');
    for (const qb of q.qubits) this.push(this.withCond({ kind: 'reset', qubit: qb }, cond), kw);
  }

  private barrier(cond?: Condition): void {
    const kw = this.next();
    const qubits: number[] = [];
    if (!this.is(';')) {
      do pushAll(qubits, this.qubitOperand().qubits); while (this.accept(','));
    } else {
      for (let q = 0; q < this.numQubits; q++) qubits.push(q);
    }
    this.expect(';');
    void cond;
    this.push({ kind: 'barrier', qubits }, kw);
  }

  private ifStmt(): void {
    const kw = this.next();
    this.expect('(');
    const cond = this.condition(kw);
    this.expect(')');
    this.condBody(cond);
    if (this.is('else')) {
      if (this.version === 2) throw this.err("'else' is not part of OpenQASM 2", this.peek());
      this.next();
      this.condBody({ ...cond, negate: !cond.negate });
    }
  }

  private condBody(cond: Condition): void {
    if (this.accept('{')) {
      while (!this.accept('}')) {
        if (this.peek().t === 'eof') throw this.err("expected '}'", this.peek());
        this.statement(true, cond);
      }
    } else {
      this.statement(true, cond);
    }
  }

  private condition(kw: Tok): Condition {
    let negate = false;
    if (this.accept('!')) negate = true;
    const c = this.clbitOperand();
    let value: number;
    if (this.is('==') || this.is('!=')) {
      if (this.next().v === '!=') negate = !negate;
      const vt = this.peek();
      if (vt.t === 'id' && (vt.v === 'true' || vt.v === 'false')) {
        this.next();
        value = vt.v === 'true' ? 1 : 0;
      } else {
        value = this.intLiteral('condition value');
      }
      if (value >= 2 ** c.qubits.length) {
        // Never true: keep it (the ops never run) but make it explicit.
        value = Math.min(value, Number.MAX_SAFE_INTEGER);
      }
    } else {
      if (!c.single) throw this.err('a register condition needs a comparison, e.g. if (c == 1)', kw);
      value = 1;
    }
    if (c.qubits.length > 52) throw this.err('condition on more than 52 bits is not supported', c.tok);
    if (this.version === 2 && (c.single || negate)) throw this.err('OpenQASM 2 conditions have the form if (creg == int)', kw);
    const cond: Condition = { clbits: c.qubits, value };
    if (negate) cond.negate = true;
    return cond;
  }

  private gateCall(cond?: Condition): void {
    const { mods, gname, pexprs } = this.callHead([]);
    const args: (QubitArg & { tok: Tok })[] = [];
    if (!this.is(';')) {
      do args.push(this.qubitOperand()); while (this.accept(','));
    }
    this.expect(';');
    this.checkSignature(gname, pexprs.length, args.length, mods);
    const params = pexprs.map((p) => p([]));
    const user = this.defs.has(gname.v);
    this.site = gname;
    for (const qubits of this.broadcast(args)) {
      if (new Set(qubits).size !== qubits.length) throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
      const seq = this.apply(mods, gname.v, params, qubits, gname, 0);
      const label = (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v;
      const call: CallInfo | undefined = user || seq.length !== 1 ? { id: this.callId++, name: label, arity: qubits.length } : undefined;
      for (const inst of seq) {
        const op = this.emitGate(inst);
        if (call) op.call = call;
        this.push(this.withCond(op, cond), gname);
      }
    }
  }

  private emitGate(inst: Inst): GateOp {
    const { base, params, ctrls, states } = inst;
    const targets = inst.targets;
    // ctrl @ gphase(θ) = phase θ on the (last) control.
    if (base === 'gphase' && ctrls.length > 0 && states[states.length - 1] === 1) {
      return this.emitGate({ base: 'p', params, targets: [ctrls[ctrls.length - 1]], ctrls: ctrls.slice(0, -1), states: states.slice(0, -1) });
    }
    if (base !== 'unitary' && states.every((s) => s === 1)) {
      const named = namedControlled(base, ctrls.length);
      if (named) return { kind: 'gate', name: named, params: params.slice(), qubits: [...ctrls, ...targets] };
      // Largest named controlled form, remaining controls as modifiers.
      for (let k = ctrls.length - 1; k >= 1; k--) {
        const n = namedControlled(base, k);
        if (n) {
          const op: GateOp = { kind: 'gate', name: n, params: params.slice(), qubits: [...ctrls, ...targets], ctrls: ctrls.length - k };
          return op;
        }
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
  private apply(mods: Modifier[], name: string, params: number[], qubits: number[], t: Tok, depth: number, env: number[] = []): Inst[] {
    if (mods.length === 0) return this.bare(name, params, qubits, t, depth);
    const [m, ...rest] = mods;
    switch (m.kind) {
      case 'ctrl':
      case 'negctrl': {
        const n = m.arg ? m.arg(env) : 1;
        const ctl = qubits.slice(0, n);
        const inner = this.apply(rest, name, params, qubits.slice(n), t, depth, env);
        const st = m.kind === 'ctrl' ? 1 : 0;
        return inner.map((i) => ({ ...i, ctrls: [...ctl, ...i.ctrls], states: [...ctl.map(() => st), ...i.states] }));
      }
      case 'inv': {
        const inner = this.apply(rest, name, params, qubits, m.tok, depth, env);
        const out: Inst[] = [];
        for (let k = inner.length - 1; k >= 0; k--) {
          const i = inner[k];
          for (const b of invertBase({ name: i.base, params: i.params, qubits: i.targets, matrix: i.matrix })) {
            out.push({ base: b.name, params: b.params, targets: b.qubits, ctrls: i.ctrls, states: i.states, matrix: b.matrix });
          }
        }
        return out;
      }
      case 'pow': {
        const k = (m.arg as Expr)(env);
        if (!Number.isFinite(k)) throw this.err('pow exponent must be a finite number', m.tok);
        if (Number.isInteger(k)) {
          const inner = k >= 0 ? this.apply(rest, name, params, qubits, t, depth, env) : this.apply([{ kind: 'inv', tok: m.tok }, ...rest], name, params, qubits, t, depth, env);
          const reps = Math.abs(k);
          if (reps * inner.length + this.opCount > this.lim.maxOps) throw this.err(`pow(${k}) expands beyond ${this.lim.maxOps} operations`, this.site ?? m.tok);
          const out: Inst[] = [];
          for (let r = 0; r < reps; r++) pushAll(out, inner);
          return out;
        }
        const inner = this.apply(rest, name, params, qubits, t, depth, env);
        if (inner.length !== 1) throw this.err(`pow(${k}) with a non-integer exponent is only supported for single standard gates`, m.tok);
        const i = inner[0];
        if (isRotation(i.base)) return [{ ...i, params: i.params.map((v) => v * k) }];
        if (baseArity(i.base) === 1) {
          const mat = power2(baseMatrix(i.base, i.params, i.matrix), k);
          return [{ base: 'unitary', params: [], targets: i.targets, ctrls: i.ctrls, states: i.states, matrix: mat }];
        }
        throw this.err(`pow(${k}) with a non-integer exponent is not supported for gate '${name}'`, m.tok);
      }
    }
  }

  private bare(name: string, params: number[], qubits: number[], t: Tok, depth: number): Inst[] {
    const def = this.defs.get(name);
    if (def) {
      if (depth >= this.lim.maxGateDepth) throw this.err(`gate definitions nested deeper than ${this.lim.maxGateDepth}`, this.site ?? t);
      const out: Inst[] = [];
      for (const c of def.body) {
        const p = c.params.map((e) => e(params));
        const q = c.args.map((a) => qubits[a]);
        const seq = this.apply(c.mods, c.name, p, q, c.tok, depth + 1, params);
        if (out.length + seq.length + this.opCount > this.lim.maxOps) throw this.err(`program has more than ${this.lim.maxOps} operations after expansion`, this.site ?? t);
        for (const s of seq) out.push(s);
      }
      return out;
    }
    const [base, own] = baseOf(name);
    return [{ base, params: params.slice(), ctrls: qubits.slice(0, own), states: qubits.slice(0, own).map(() => 1), targets: qubits.slice(own) }];
  }
}

function describe(t: Tok): string {
  if (t.t === 'eof') return 'end of input';
  if (t.t === 'str') return `string "${t.v}"`;
  if (t.t === 'hw') return `'$${t.v}'`;
  return `'${t.v}'`;
}

/** Parse an OpenQASM 2.0 or 3.0 program. Throws QasmError (with line and column) on any problem. */
export function parseQasm(src: string, limits: ParseLimits = {}): Circuit {
  return new Parser(limits).parse(src);
}
