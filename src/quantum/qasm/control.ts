/**
 * Classical control flow of the OpenQASM reader: if/else, for, while, switch, break/continue and `end`.
 * The classical part runs while the program is read; only what depends on measurement results reaches
 * the IR (conditions, bit writes, jumps). See docs/openqasm.md.
 */
import type { CondExpr, JumpOp } from '../circuit/ir.js';
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { designator, intValue, value } from './expr.js';
import { SCALAR_TYPES, VALUE_TYPES } from './keywords.js';
import { clbitOperand } from './operands.js';
import { Transfer, toCondition } from './reader.js';
import type { Reader, RtLoop } from './reader.js';
import { skipBalanced, skipBody } from './skip.js';
import { article, convert, toBool, toInt, typeName } from './values.js';
import type { Val } from './values.js';

/** Body of if/for/while/case: a block or one statement, in its own scope. */
function body(r: Reader): void {
  if (r.is(';')) throw r.err("expected a statement or a block but found ';'", r.peek());
  r.scoped(() => (r.is('{') ? r.block() : r.statement()));
}

function condition(r: Reader, kw: Tok): boolean | CondExpr {
  r.expect('(');
  const t = r.peek();
  if (r.is(')')) throw r.err('expected a condition', t);
  if (r.version === 2) return oldCondition(r, kw);
  if (t.t === 'id' && VALUE_TYPES.has(t.v) && !r.is('(', 1) && !r.is('[', 1)) {
    throw r.err('a declaration is not a condition', t);
  }
  const v = value(r);
  if (!r.is(')')) throw r.err(`expected ')' but found ${describe(r.peek())}`, r.peek());
  r.next();
  return r.at(t, () => toBool(v));
}

/** OpenQASM 2: `if (creg == int)`. */
function oldCondition(r: Reader, kw: Tok): boolean | CondExpr {
  const c = clbitOperand(r);
  if (!r.accept('==')) throw r.err('OpenQASM 2 conditions have the form if (creg == int)', kw);
  const vt = r.peek();
  const raw = value(r);
  r.expect(')');
  // a value the register cannot hold makes the condition false (Qiskit reads `if (c == 2^70)` on creg c[70])
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 2 ** c.clbits.length) return false;
  const want = r.at(vt, () => toInt(raw, 'condition value'));
  if (want < 0) throw r.err('condition value must be non-negative', vt);
  const v = r.readBits(c.clbits);
  if (typeof v === 'object' && v.k === 'bits') return v.b.reduce((s, b, i) => s + b * 2 ** i, 0) === want;
  return { op: 'cmp', rel: '==', clbits: c.clbits, value: want };
}

export function ifStmt(r: Reader): void {
  const kw = r.next();
  const c = condition(r, kw);
  if (r.version === 2 && (r.is('{') || r.is('if')))
    throw r.err('OpenQASM 2 allows one operation after if (…)', r.peek());
  if (typeof c === 'boolean') {
    if (c) body(r);
    else skipBody(r);
    if (r.is('else')) {
      if (r.version === 2) throw r.err("'else' is not part of OpenQASM 2", r.peek());
      r.next();
      if (c) skipBody(r);
      else body(r);
    }
    return;
  }
  runtimeBranches(r, c, [
    () => body(r),
    ...(hasElse(r)
      ? [
          () => {
            r.expect('else');
            body(r);
          }
        ]
      : [])
  ]);
}

/** After the then-body: is there an `else`? (looks ahead without consuming the body). */
function hasElse(r: Reader): boolean {
  const save = r.pos;
  skipBody(r);
  const found = r.is('else');
  if (found && r.version === 2) throw r.err("'else' is not part of OpenQASM 2", r.peek());
  r.pos = save;
  return found;
}

/**
 * Branches on a measured condition: branch 0 runs when `c` holds, branch 1 (else) when it does
 * not. Ops inside carry the condition. When a branch writes a bit the condition reads, the
 * condition is first copied to a scratch bit, so the branches see the value from before.
 */
function runtimeBranches(r: Reader, c: CondExpr, branches: (() => void)[], conds?: CondExpr[]): void {
  const start = r.pos;
  for (let i = 0; i < branches.length; i++) {
    if (i > 0) r.expect('else');
    skipBody(r);
  }
  const written = writtenIn(r, start, r.pos);
  r.pos = start;
  const reads = toCondition(c).clbits;
  const all = conds ?? [c, { op: 'not', a: c } as CondExpr];
  let list = all;
  if (reads.some((b) => written.has(b))) {
    const tok = r.peek();
    const s = r.allocClbits(tok, 1, false)[0];
    r.writeBits([s], { k: 'rbool', e: c }, tok);
    const e: CondExpr = { op: 'cmp', rel: '==', clbits: [s], value: 1 };
    list = [e, { op: 'not', a: e }];
  }
  const saved = r.condStack;
  const savedRt = r.rtScope;
  if (r.rtScope < 0) r.rtScope = r.scopes.length;
  try {
    for (let i = 0; i < branches.length; i++) {
      r.setCondStack([...saved, list[i]]);
      branches[i]();
    }
  } finally {
    r.setCondStack(saved);
    r.rtScope = savedRt;
  }
}

/** Clbits that statements in tokens [from, to) may write (names of bit storage assigned or measured into). */
function writtenIn(r: Reader, from: number, to: number): Set<number> {
  const out = new Set<number>();
  for (let i = from; i < to; i++) {
    const t = r.toks[i];
    if (t.t !== 'id') continue;
    const nx = r.toks[i + 1];
    const prev = r.toks[i - 1];
    const assigned =
      (nx.t === 'op' && (nx.v === '[' || nx.v.endsWith('='))) || (prev && prev.t === 'op' && prev.v === '->');
    if (!assigned) continue;
    const sym = r.lookup(t.v);
    if (sym && sym.s === 'c') for (const c of sym.clbits) out.add(c);
  }
  return out;
}

function tick(r: Reader, t: Tok): void {
  if (++r.iterations > r.lim.maxIterations)
    throw r.err(`loops ran more than ${r.lim.maxIterations} iterations while reading`, t);
}

export function forStmt(r: Reader): void {
  const kw = r.next();
  const tt = r.peek();
  let type = 'int';
  let width: number | undefined;
  if (tt.t === 'id' && SCALAR_TYPES.has(tt.v)) {
    r.next();
    type = tt.v;
    if (r.accept('[')) width = designator(r, 'type width');
  } else if (tt.t === 'id' && tt.v !== 'in' && r.is('in', 1)) {
    // `for i in …` without a type (OpenQASM 3.0 drafts): an int loop variable
  } else {
    throw r.err(`expected a loop variable type after 'for' but found ${describe(tt)}`, tt);
  }
  const name = r.newName('a loop variable');
  r.expect('in');
  const values: Val[] = [];
  const st = r.peek();
  if (r.accept('[')) {
    const a = intValue(r, 'range start');
    r.expect(':');
    let b = intValue(r, 'range end');
    let step = 1;
    if (r.accept(':')) {
      step = b;
      b = intValue(r, 'range end');
    }
    r.expect(']');
    if (step === 0) throw r.err('range step cannot be 0', st);
    const count = step > 0 ? Math.max(0, Math.floor((b - a) / step) + 1) : Math.max(0, Math.floor((a - b) / -step) + 1);
    if (count > r.lim.maxIterations)
      throw r.err(`loop of ${count} iterations is over the limit of ${r.lim.maxIterations}`, st);
    for (let k = 0; k < count; k++) values.push({ k: 'int', v: a + k * step });
  } else if (r.accept('{')) {
    while (!r.is('}')) {
      values.push(value(r));
      if (!r.accept(',')) break;
    }
    r.expect('}');
    if (values.length === 0) throw r.err('empty set in for loop', st);
  } else {
    const v = value(r);
    if (typeof v === 'object' && v.k === 'bits') for (const b of v.b) values.push({ k: 'bits', b: [b] });
    else
      throw r.err(`a for loop runs over a range [a:b], a set {…} or a bit register, not ${article(typeName(v))}`, st);
  }
  if (r.is(';')) throw r.err("expected a loop body but found ';'", r.peek());
  const bodyStart = r.pos;
  if (values.length === 0) {
    skipBody(r);
    return;
  }
  let end = -1;
  const mark = r.numClbits;
  for (const v of values) {
    tick(r, kw);
    r.pos = bodyStart;
    const val = r.at(st, () => convert(v, type, width));
    const res = r.scoped(() => {
      r.declare(name, {
        s: 'v',
        name: name.v,
        type,
        width,
        val,
        isConst: false,
        scope: r.scopes.length - 1,
        loopVar: true
      });
      return loopBody(r);
    });
    r.releaseClbits(mark);
    if (end < 0) end = r.pos;
    if (res === 'break') break;
  }
  if (end >= 0) r.pos = end;
  else skipBody(r);
}

/** Run a loop body read while its condition is known; catches break/continue. */
function loopBody(r: Reader): 'break' | 'continue' | undefined {
  const start = r.pos;
  try {
    body(r);
    return undefined;
  } catch (e) {
    if (e instanceof Transfer && (e.kind === 'break' || e.kind === 'continue')) {
      r.pos = start;
      skipBody(r);
      return e.kind;
    }
    throw e;
  }
}

export function whileStmt(r: Reader): void {
  const kw = r.next();
  const head = r.pos;
  for (;;) {
    r.pos = head;
    const c = condition(r, kw);
    if (r.is(';')) throw r.err("expected a loop body but found ';'", r.peek());
    if (c === false) {
      skipBody(r);
      return;
    }
    if (c === true) {
      tick(r, kw);
      const mark = r.numClbits;
      const res = loopBody(r);
      r.releaseClbits(mark);
      if (res === 'break') {
        r.pos = head;
        condition(r, kw);
        skipBody(r);
        return;
      }
      continue;
    }
    return runtimeWhile(r, kw, head);
  }
}

/** A while loop on measured values: jump ops around a body read once. */
function runtimeWhile(r: Reader, kw: Tok, head: number): void {
  // every bit may change between iterations: nothing is known inside or after the loop
  for (let i = 0; i < r.known.length; i++) r.known[i] = -1;
  r.pos = head;
  const savedRt = r.rtScope;
  if (r.rtScope < 0) r.rtScope = r.scopes.length;
  const c = condition(r, kw) as CondExpr;
  const headIndex = r.ops.length;
  const exit: JumpOp = { kind: 'jump', target: -1 };
  const saved = r.condStack;
  r.setCondStack([...saved, { op: 'not', a: c }]);
  r.push(exit, kw);
  r.setCondStack(saved);
  const loop: RtLoop = { head: headIndex, breaks: [], condDepth: saved.length };
  r.rtLoops.push(loop);
  try {
    body(r);
  } finally {
    r.rtLoops.pop();
    r.rtScope = savedRt;
  }
  r.push({ kind: 'jump', target: headIndex }, kw);
  exit.target = r.ops.length;
  for (const b of loop.breaks) b.target = r.ops.length;
}

export function loopJump(r: Reader, kind: 'break' | 'continue'): void {
  const t = r.next();
  r.expect(';');
  const loop = r.rtLoops[r.rtLoops.length - 1];
  if (loop && r.condStack.length >= loop.condDepth) {
    const j: JumpOp = { kind: 'jump', target: kind === 'continue' ? loop.head : -1 };
    r.push(j, t);
    if (kind === 'break') loop.breaks.push(j);
    return;
  }
  if (r.inRuntime())
    throw r.err(
      `'${kind}' under a condition on measured values is only supported inside a while loop on measured values`,
      t
    );
  throw new Transfer(kind, t);
}

export function switchStmt(r: Reader): void {
  const kw = r.next();
  r.expect('(');
  const t = r.peek();
  if (r.is(')')) throw r.err('expected a switch target', t);
  const target = value(r);
  r.expect(')');
  const open = r.expect('{');
  if (
    typeof target === 'number' ||
    (typeof target === 'object' && (target.k === 'rbool' || target.k === 'dur' || target.k === 'bool'))
  ) {
    throw r.err(`switch needs an integer target, not ${article(typeName(target))}`, t);
  }
  const cases: { values: number[]; start: number; tok: Tok }[] = [];
  let deflt: number | undefined;
  while (!r.accept('}')) {
    const ct = r.next();
    if (ct.t === 'eof') throw r.err("expected '}' to close the switch", open);
    if (ct.t === 'id' && ct.v === 'case') {
      if (deflt !== undefined) throw r.err("'default' must be the last case", ct);
      const values: number[] = [];
      while (!r.is('{')) {
        values.push(intValue(r, 'case value'));
        if (!r.accept(',')) break;
      }
      if (values.length === 0) throw r.err('a case needs at least one value', ct);
      if (!r.is('{')) throw r.err(`expected '{' after the case values but found ${describe(r.peek())}`, r.peek());
      cases.push({ values, start: r.pos, tok: ct });
      skipBalanced(r);
    } else if (ct.t === 'id' && ct.v === 'default') {
      if (deflt !== undefined) throw r.err("duplicate 'default'", ct);
      if (!r.is('{')) throw r.err(`expected '{' after default but found ${describe(r.peek())}`, r.peek());
      deflt = r.pos;
      skipBalanced(r);
    } else {
      throw r.err(`expected 'case' or 'default' but found ${describe(ct)}`, ct);
    }
  }
  const end = r.pos;
  const seen = new Set<number>();
  for (const c of cases)
    for (const v of c.values) {
      if (seen.has(v)) throw r.err(`duplicate case value ${v}`, c.tok);
      seen.add(v);
    }
  const run = (start: number): void => {
    r.pos = start;
    r.scoped(() => r.block());
  };
  if (typeof target === 'object' && target.k === 'rbits') {
    // one branch per case on the measured value; default when no case matches
    const conds: CondExpr[] = cases.map((c) =>
      c.values
        .map((v) => ({ op: 'cmp', rel: '==', clbits: target.c, value: v }) as CondExpr)
        .reduce((a, b) => ({ op: 'or', a, b }))
    );
    const any = conds.length ? conds.reduce((a, b) => ({ op: 'or', a, b })) : undefined;
    const saved = r.condStack;
    const savedRt = r.rtScope;
    const written = writtenIn(r, open ? r.toks.indexOf(open) : 0, end);
    if (target.c.some((b) => written.has(b)))
      throw r.err('a switch on measured bits cannot write those bits in its cases', kw);
    if (r.rtScope < 0) r.rtScope = r.scopes.length;
    try {
      cases.forEach((c, i) => {
        r.setCondStack([...saved, conds[i]]);
        run(c.start);
      });
      if (deflt !== undefined) {
        r.setCondStack(any ? [...saved, { op: 'not', a: any }] : saved);
        run(deflt);
      }
    } finally {
      r.setCondStack(saved);
      r.rtScope = savedRt;
    }
    r.pos = end;
    return;
  }
  const v = r.at(t, () => toInt(target, 'switch target'));
  const hit = cases.find((c) => c.values.includes(v));
  if (hit) run(hit.start);
  else if (deflt !== undefined) run(deflt);
  r.pos = end;
}

export function endStmt(r: Reader): void {
  const t = r.next();
  r.expect(';');
  if (r.inRuntime()) throw r.err("'end' under a condition on measured values is not supported", t);
  // the program ends here: skip the rest of the source
  r.pos = r.toks.length - 1;
}
