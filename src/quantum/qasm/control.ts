/**
 * Classical control flow of the OpenQASM reader: statement dispatch, blocks, if/else, for, while,
 * switch and subroutines. The classical part runs while the program is read; only what depends
 * on measurement results reaches the IR (conditions, bit writes, jumps). See docs/openqasm.md.
 */
import type { Circuit, CondExpr, JumpOp } from '../ir.js';
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { toCondition } from './base.js';
import type { ASym, DSym, DefParam, QubitArg, Sym } from './base.js';
import { article, cast, isRuntime, toBool, toInt, typeName } from './values.js';
import type { Val } from './values.js';

import { PULSE, SCALAR_TYPES, Statements } from './quantum.js';

/** Control transfer out of a block (break/continue/return/end), with the statement's token. */
class Transfer {
  constructor(
    readonly kind: 'break' | 'continue' | 'return' | 'end',
    readonly tok: Tok,
    readonly value?: Val
  ) {}
}

/** Runtime loop being read: where `continue` jumps, and the `break` jumps to patch. */
interface RtLoop {
  head: number;
  breaks: JumpOp[];
  condDepth: number;
}

export class Interp extends Statements {
  override parse(src: string): Circuit {
    try {
      return super.parse(src);
    } catch (e) {
      // a break/continue that no loop caught (a return is caught by its subroutine call)
      if (e instanceof Transfer) throw this.err(`'${e.kind}' outside a loop`, e.tok);
      throw e;
    }
  }

  private callDepth = 0;
  private rtLoops: RtLoop[] = [];
  /** Inside a subroutine body: its return type (null: no value). */
  private retStack: ({ type: string; width?: number } | null)[] = [];

  // -- statements

  statement(): void {
    const tok = this.peek();
    // OpenQASM 2 allows an empty statement (Qiskit's qasm2.loads reads `;` and `gate g a { … };`)
    if (this.version === 2 && tok.t === 'op' && tok.v === ';') {
      this.next();
      return;
    }
    if (tok.t === 'op') {
      if (tok.v === '@') return this.annotation();
      if (tok.v === '#') return this.pragma(tok);
      if (tok.v === '{') {
        if (this.version === 2) throw this.err("expected a statement but found '{'", tok);
        return this.scoped(() => this.block());
      }
    }
    if (tok.t === 'hw') throw this.err('expected a statement; an assignment to a physical qubit is not allowed', tok);
    if (tok.t !== 'id') throw this.err(`expected a statement but found ${describe(tok)}`, tok);
    const kw = tok.v;
    switch (kw) {
      case 'include':
        return this.include();
      case 'qreg':
      case 'creg':
        return this.oldDecl(kw === 'qreg');
      case 'qubit':
      case 'bit':
        if (this.version === 2)
          throw this.err(
            `'${kw}' declarations are OpenQASM 3; in OpenQASM 2 declare '${kw === 'qubit' ? 'qreg' : 'creg'} name[size];'`,
            tok
          );
        return kw === 'qubit' ? this.qubitDecl() : this.bitDecl(false);
      case 'gate':
        return this.gateDef();
      case 'measure':
        return this.measureArrow();
      case 'reset':
        return this.reset();
      case 'barrier':
        return this.barrier();
      case 'if':
        return this.ifStmt();
      case 'else':
        throw this.err("'else' without a matching 'if'", tok);
      case 'opaque':
        if (this.version === 2) return this.opaqueDef();
        throw this.err("'opaque' is OpenQASM 2 only; in OpenQASM 3 define the gate with 'gate'", tok);
      default:
        break;
    }
    if (this.version === 3) {
      switch (kw) {
        case 'const':
          return this.constDecl();
        case 'int':
        case 'uint':
        case 'float':
        case 'angle':
        case 'bool':
        case 'duration':
        case 'stretch':
        case 'complex':
          if (this.is('(', 1) || (this.is('[', 1) && this.castAhead())) break;
          return this.scalarDecl(false);
        case 'array':
          return this.arrayDecl(false);
        case 'let':
          return this.alias();
        case 'for':
          return this.forStmt();
        case 'while':
          return this.whileStmt();
        case 'switch':
          return this.switchStmt();
        case 'def':
          return this.defStmt();
        case 'return':
          return this.returnStmt();
        case 'break':
        case 'continue':
          return this.loopJump(kw);
        case 'end':
          return this.endStmt();
        case 'delay':
          return this.delay();
        case 'box':
          return this.box();
        case 'extern':
          throw this.err("unsupported construct 'extern': external functions have no definition to simulate", tok);
        case 'input':
        case 'output':
          throw this.err(`unsupported construct '${kw}': program ${kw}s need values from the caller`, tok);
        case 'pragma':
          return this.pragma(tok);
        case 'nop':
          return this.nop();
        case 'case':
        case 'default':
          throw this.err(`'${kw}' outside a switch`, tok);
        default:
          break;
      }
    }
    if (PULSE.has(kw)) throw this.err(`pulse-level calibration ('${kw}') is not supported`, tok);
    if (
      this.version === 3 &&
      (kw === 'int' || kw === 'uint' || kw === 'float' || kw === 'bool' || kw === 'bit' || kw === 'angle')
    ) {
      throw this.err(`a cast (${kw}(…)) is not a statement`, tok);
    }
    const sym = this.version === 3 ? this.lookup(kw) : undefined;
    const nx = this.toks[this.pos + 1];
    const assignOp =
      nx &&
      nx.t === 'op' &&
      (nx.v === '=' || (nx.v.length >= 2 && nx.v.endsWith('=') && !['==', '!=', '<=', '>='].includes(nx.v)));
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
  protected castAhead(): boolean {
    let k = 1,
      depth = 0;
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

  /** Body of if/for/while/case: a block or one statement, in its own scope. */
  protected body(): void {
    if (this.is(';')) throw this.err("expected a statement or a block but found ';'", this.peek());
    this.scoped(() => (this.is('{') ? this.block() : this.statement()));
  }

  /** Skip the body of a branch not taken (tokens only; it is not checked). */
  protected skipBody(): void {
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
        while (!this.is('in')) {
          if (this.peek().t === 'eof') throw this.err("expected 'in'", t);
          this.next();
        }
        this.next();
        if (this.is('[') || this.is('{')) this.skipBalanced();
        else
          while (!this.is('{') && !this.is(';')) {
            if (this.peek().t === 'eof') throw this.err('unterminated for', t);
            this.next();
          }
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

  protected skipParens(): void {
    if (!this.is('(')) throw this.err(`expected '(' but found ${describe(this.peek())}`, this.peek());
    this.skipBalanced();
  }

  protected skipBalanced(): void {
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

  protected condition(kw: Tok): boolean | CondExpr {
    this.expect('(');
    const t = this.peek();
    if (this.is(')')) throw this.err('expected a condition', t);
    if (this.version === 2) return this.oldCondition(kw);
    if (
      t.t === 'id' &&
      ['int', 'uint', 'float', 'bool', 'bit', 'angle'].includes(t.v) &&
      !this.is('(', 1) &&
      !this.is('[', 1)
    ) {
      throw this.err('a declaration is not a condition', t);
    }
    const v = this.value();
    if (!this.is(')')) throw this.err(`expected ')' but found ${describe(this.peek())}`, this.peek());
    this.next();
    return this.at(t, () => toBool(v));
  }

  /** OpenQASM 2: `if (creg == int)`. */
  protected oldCondition(kw: Tok): boolean | CondExpr {
    const c = this.clbitOperand();
    if (!this.accept('==')) throw this.err('OpenQASM 2 conditions have the form if (creg == int)', kw);
    const vt = this.peek();
    const raw = this.value();
    this.expect(')');
    // a value the register cannot hold makes the condition false (Qiskit reads `if (c == 2^70)` on creg c[70])
    if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 2 ** c.clbits.length) return false;
    const value = this.at(vt, () => toInt(raw, 'condition value'));
    if (value < 0) throw this.err('condition value must be non-negative', vt);
    const v = this.readBits(c.clbits);
    if (typeof v === 'object' && v.k === 'bits') return v.b.reduce((s, b, i) => s + b * 2 ** i, 0) === value;
    return { op: 'cmp', rel: '==', clbits: c.clbits, value };
  }

  protected ifStmt(): void {
    const kw = this.next();
    const c = this.condition(kw);
    if (this.version === 2 && (this.is('{') || this.is('if')))
      throw this.err('OpenQASM 2 allows one operation after if (…)', this.peek());
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
    this.runtimeBranches(c, [
      () => this.body(),
      ...(this.hasElse()
        ? [
            () => {
              this.expect('else');
              this.body();
            }
          ]
        : [])
    ]);
  }

  /** After the then-body: is there an `else`? (looks ahead without consuming the body). */
  protected hasElse(): boolean {
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
  protected runtimeBranches(c: CondExpr, branches: (() => void)[], conds?: CondExpr[]): void {
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
  protected writtenIn(from: number, to: number): Set<number> {
    const out = new Set<number>();
    for (let i = from; i < to; i++) {
      const t = this.toks[i];
      if (t.t !== 'id') continue;
      const nx = this.toks[i + 1];
      const prev = this.toks[i - 1];
      const assigned =
        (nx.t === 'op' && (nx.v === '[' || nx.v.endsWith('='))) || (prev && prev.t === 'op' && prev.v === '->');
      if (!assigned) continue;
      const sym = this.lookup(t.v);
      if (sym && sym.s === 'c') for (const c of sym.clbits) out.add(c);
    }
    return out;
  }

  // -- loops

  protected tick(t: Tok): void {
    if (++this.iterations > this.lim.maxIterations)
      throw this.err(`loops ran more than ${this.lim.maxIterations} iterations while reading`, t);
  }

  protected forStmt(): void {
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
      const count =
        step > 0 ? Math.max(0, Math.floor((b - a) / step) + 1) : Math.max(0, Math.floor((a - b) / -step) + 1);
      if (count > this.lim.maxIterations)
        throw this.err(`loop of ${count} iterations is over the limit of ${this.lim.maxIterations}`, st);
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
      else
        throw this.err(
          `a for loop runs over a range [a:b], a set {…} or a bit register, not ${article(typeName(v))}`,
          st
        );
    }
    if (this.is(';')) throw this.err("expected a loop body but found ';'", this.peek());
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
        this.declare(name, {
          s: 'v',
          name: name.v,
          type,
          width,
          val,
          isConst: false,
          scope: this.scopes.length - 1,
          loopVar: true
        });
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
  protected loopBody(): 'break' | 'continue' | undefined {
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

  protected whileStmt(): void {
    const kw = this.next();
    const head = this.pos;
    for (;;) {
      this.pos = head;
      const c = this.condition(kw);
      if (this.is(';')) throw this.err("expected a loop body but found ';'", this.peek());
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
  protected runtimeWhile(kw: Tok, head: number): void {
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

  protected loopJump(kind: 'break' | 'continue'): void {
    const t = this.next();
    this.expect(';');
    const loop = this.rtLoops[this.rtLoops.length - 1];
    if (loop && this.condStack.length >= loop.condDepth) {
      const j: JumpOp = { kind: 'jump', target: kind === 'continue' ? loop.head : -1 };
      this.push(j, t);
      if (kind === 'break') loop.breaks.push(j);
      return;
    }
    if (this.inRuntime())
      throw this.err(
        `'${kind}' under a condition on measured values is only supported inside a while loop on measured values`,
        t
      );
    throw new Transfer(kind, t);
  }

  // -- switch

  protected switchStmt(): void {
    const kw = this.next();
    this.expect('(');
    const t = this.peek();
    if (this.is(')')) throw this.err('expected a switch target', t);
    const target = this.value();
    this.expect(')');
    const open = this.expect('{');
    if (
      typeof target === 'number' ||
      (typeof target === 'object' && (target.k === 'rbool' || target.k === 'dur' || target.k === 'bool'))
    ) {
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
        if (!this.is('{'))
          throw this.err(`expected '{' after the case values but found ${describe(this.peek())}`, this.peek());
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
    for (const c of cases)
      for (const v of c.values) {
        if (seen.has(v)) throw this.err(`duplicate case value ${v}`, c.tok);
        seen.add(v);
      }
    const run = (start: number): void => {
      this.pos = start;
      this.scoped(() => this.block());
    };
    if (typeof target === 'object' && target.k === 'rbits') {
      // one branch per case on the measured value; default when no case matches
      const conds: CondExpr[] = cases.map((c) =>
        c.values
          .map((v) => ({ op: 'cmp', rel: '==', clbits: target.c, value: v }) as CondExpr)
          .reduce((a, b) => ({ op: 'or', a, b }))
      );
      const any = conds.length ? conds.reduce((a, b) => ({ op: 'or', a, b })) : undefined;
      const saved = this.condStack;
      const savedRt = this.rtScope;
      const written = this.writtenIn(open ? this.toks.indexOf(open) : 0, end);
      if (target.c.some((b) => written.has(b)))
        throw this.err('a switch on measured bits cannot write those bits in its cases', kw);
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

  protected defStmt(): void {
    const kw = this.next();
    if (this.scopes.length > 1) throw this.err('subroutines can only be defined in the global scope', kw);
    const name = this.newName('a subroutine name');
    this.expect('(');
    const params: DefParam[] = [];
    while (!this.is(')')) {
      const tt = this.next();
      if (tt.t !== 'id') throw this.err(`expected a parameter type but found ${describe(tt)}`, tt);
      let p: DefParam;
      if (tt.v === 'array') throw this.err("an array parameter needs 'readonly' or 'mutable' before 'array'", tt);
      if (tt.v === 'readonly' || tt.v === 'mutable') {
        if (!this.is('array')) throw this.err(`expected 'array' after '${tt.v}'`, this.peek());
        const at = this.arrayType(true);
        const pn = this.newName('a parameter name');
        p = {
          name: pn.v,
          kind: 'array',
          type: at.type,
          width: at.width,
          dims: at.dims,
          ndim: at.ndim ?? at.dims?.length,
          mutable: tt.v === 'mutable',
          tok: pn
        };
      } else if (tt.v === 'qubit' || tt.v === 'qreg') {
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
        p = {
          name: pn.v,
          kind: tt.v === 'angle' && width !== undefined ? 'angle' : 'scalar',
          type: tt.v,
          width,
          tok: pn
        };
      } else throw this.err(`expected a parameter type but found ${describe(tt)}`, tt);
      if (params.some((x) => x.name === p.name)) throw this.err(`duplicate parameter '${p.name}'`, p.tok);
      params.push(p);
      if (!this.accept(',')) break;
    }
    this.expect(')');
    let ret: { type: string; width?: number } | undefined;
    if (this.accept('->')) {
      const rt = this.next();
      if (rt.t !== 'id' || !(SCALAR_TYPES.has(rt.v) || rt.v === 'bit' || rt.v === 'creg'))
        throw this.err(`expected a return type but found ${describe(rt)}`, rt);
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
    const args: { v?: Val; q?: QubitArg; arr?: ASym; tok: Tok }[] = [];
    const takeArg = (p: DefParam | undefined): void => {
      const at = this.peek();
      if (p && p.kind === 'qubit') args.push({ q: this.qubitOperand(), tok: at });
      else if (p && p.kind === 'array') {
        const an = this.ident('an array');
        const a = this.lookup(an.v);
        if (!a || a.s !== 'arr')
          throw this.err(`argument '${p.name}' of '${sym.name}' must be an array; '${an.v}' is not one`, an);
        if (this.is('['))
          throw this.err('pass a whole array (a part of one cannot be passed by reference here)', this.peek());
        args.push({ arr: a, tok: at });
      } else if (p && (p.kind === 'bits' || p.kind === 'angle') && at.t === 'id' && this.lookup(at.v)?.s === 'c') {
        const c = this.clbitOperand();
        args.push({
          v:
            c.sym.type === 'angle' && c.clbits.length === c.sym.clbits.length
              ? this.readBits(c.clbits)
              : this.readBits(c.clbits),
          tok: at
        });
      } else args.push({ v: this.value(), tok: at });
    };
    if (this.accept('(')) {
      while (!this.is(')')) {
        takeArg(sym.params[args.length]);
        if (!this.accept(',')) break;
      }
      this.expect(')');
    }
    if (
      !this.is(';') &&
      !this.is(')') &&
      !this.is(',') &&
      args.length < sym.params.length &&
      sym.params[args.length].kind === 'qubit'
    ) {
      while (!this.is(';')) {
        takeArg(sym.params[args.length]);
        if (!this.accept(',')) break;
      }
    }
    if (args.length !== sym.params.length)
      throw this.err(`subroutine '${sym.name}' takes ${sym.params.length} argument(s), got ${args.length}`, t);
    if (this.callDepth >= this.lim.maxGateDepth)
      throw this.err(`subroutine calls nested deeper than ${this.lim.maxGateDepth}`, t);
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
          throw this.err(
            `argument '${p.name}' of '${sym.name}' needs ${p.size === undefined ? 'one qubit' : `${n} qubits`}, got ${a.q.qubits.length}`,
            a.tok
          );
        }
        scope.set(p.name, { s: 'q', name: p.name, qubits: a.q.qubits, single: p.size === undefined });
        return;
      }
      if (p.kind === 'array') {
        const arr = a.arr as ASym;
        if (arr.type !== p.type || arr.width !== p.width)
          throw this.err(
            `argument '${p.name}' of '${sym.name}' needs an array of ${p.type}${p.width !== undefined ? `[${p.width}]` : ''}, got ${arr.type}${arr.width !== undefined ? `[${arr.width}]` : ''}`,
            a.tok
          );
        if (
          p.dims
            ? p.dims.length !== arr.dims.length || p.dims.some((n, k) => n !== arr.dims[k])
            : p.ndim !== arr.dims.length
        ) {
          throw this.err(
            `argument '${p.name}' of '${sym.name}' needs shape ${p.dims ? p.dims.join('×') : `of ${p.ndim} dimension(s)`}, got ${arr.dims.join('×')}`,
            a.tok
          );
        }
        // by reference: the same elements; readonly unless declared mutable (and the caller's array is writable)
        scope.set(p.name, {
          s: 'arr',
          name: p.name,
          type: arr.type,
          width: arr.width,
          dims: arr.dims,
          data: arr.data,
          scope: savedScopes.length,
          readonly: !p.mutable || arr.readonly === true
        });
        return;
      }
      const v = a.v as Val;
      if (p.kind === 'bits' || p.kind === 'angle') {
        const n = p.size ?? p.width ?? 1;
        const bits = this.at(a.tok, () =>
          p.kind === 'angle' && typeof v === 'number'
            ? cast({ k: 'int', v: Math.round((v / (2 * Math.PI)) * 2 ** n) }, 'bit', n)
            : cast(v, 'bit', n)
        );
        // by value: fresh scratch bits holding the argument
        const clbits = this.allocClbits(a.tok, n, false);
        for (const c of clbits) this.known[c] = 0;
        this.writeBits(clbits, bits, a.tok);
        scope.set(p.name, {
          s: 'c',
          name: p.name,
          clbits,
          single: p.size === undefined && p.kind === 'bits',
          type: p.kind === 'angle' ? 'angle' : 'bit',
          param: true
        });
        return;
      }
      if (isRuntime(v))
        throw this.err(
          `argument '${p.name}' of '${sym.name}' would depend on a measurement result; pass it as bit`,
          a.tok
        );
      const val = this.at(a.tok, () => this.convert(v, p.type as string, p.width));
      scope.set(p.name, {
        s: 'v',
        name: p.name,
        type: p.type as string,
        width: p.width,
        val,
        isConst: false,
        scope: savedScopes.length
      });
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

  protected returnStmt(): void {
    const t = this.next();
    if (this.retStack.length === 0) throw this.err("'return' outside a subroutine", t);
    const ret = this.retStack[this.retStack.length - 1];
    if (this.condStack.length > 0 || this.rtLoops.length > 0)
      throw this.err("'return' under a condition on measured values is not supported", t);
    let value: Val | undefined;
    if (!this.is(';')) {
      if (!ret) throw this.err('this subroutine returns no value', t);
      const vt = this.peek();
      if (this.accept('measure')) value = this.measureExpr(vt);
      else value = this.value();
      if (ret.type === 'bit') value = this.at(vt, () => cast(value as Val, 'bit', ret.width ?? 1));
      else if (!isRuntime(value)) value = this.at(vt, () => this.convert(value as Val, ret.type, ret.width));
      else if (ret.type !== 'bool' && ret.type !== 'int' && ret.type !== 'uint')
        throw this.err(`a ${ret.type} return value cannot depend on a measurement`, vt);
    } else if (ret) throw this.err('this subroutine must return a value', t);
    this.expect(';');
    throw new Transfer('return', t, value);
  }

  protected endStmt(): void {
    const t = this.next();
    this.expect(';');
    if (this.inRuntime()) throw this.err("'end' under a condition on measured values is not supported", t);
    // the program ends here: skip the rest of the source
    this.pos = this.toks.length - 1;
  }
}
