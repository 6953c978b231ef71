/**
 * Expressions of the OpenQASM reader. `names` is the parameter list of the enclosing gate definition
 * (null outside one): inside a gate body an expression is compiled to a closure over the parameter
 * values; elsewhere it is evaluated at once (closures are still returned, so one parser serves both).
 * Also here, since expressions nest inside them: index lists of registers and selections of arrays.
 */
import type { Duration } from '../circuit/ir.js';
import { GATES } from '../circuit/ir.js';
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { squeezeSigns } from './dialect.js';
import { CAST_TYPES } from './keywords.js';
import type { Reader } from './reader.js';
import type { ASym } from './symbols.js';
import { angleOf, constant, fmt, foldable, indexValue, isZero, normIndex, parseNumber } from './fold.js';
import {
  CONSTANTS,
  FALSE,
  FUNCS,
  FUNCS3,
  TRUE,
  UNIT_PER_SECOND,
  ValueError,
  binary,
  cast,
  finite,
  int,
  toInt,
  toNumber,
  unary
} from './values.js';
import type { BinOp, Val } from './values.js';

/**
 * `[i, j][k]`, `[a:b]`, `[a:s:b]` after an array name: the flat positions selected (row-major over the
 * kept dimensions) and the shape of the selection ([] = one element). Indices must be known values.
 */
export function arraySelect(r: Reader, sym: ASym, t: Tok): { pos: number[]; shape: number[] } {
  const dims = sym.dims;
  const stride = dims.map((_, d) => dims.slice(d + 1).reduce((a, b) => a * b, 1));
  let pos = [0];
  const shape: number[] = [];
  let d = 0;
  while (r.is('[')) {
    r.next();
    for (;;) {
      if (d >= dims.length) throw r.err(`'${sym.name}' has ${dims.length} dimension(s); too many indices`, r.peek());
      const it = r.peek();
      const first = r.is(':') ? undefined : intValue(r, 'array index');
      let ks: number[] | undefined;
      if (r.accept(':')) {
        let step = 1;
        let last = r.is(']') || r.is(',') ? dims[d] - 1 : intValue(r, 'array index');
        if (r.accept(':')) {
          step = last;
          last = intValue(r, 'array index');
        }
        const a = normIndex(first ?? 0, dims[d], it, r, sym.name),
          b = normIndex(last, dims[d], it, r, sym.name);
        if (step === 0) throw r.err('a slice step cannot be 0', it);
        ks = [];
        for (let k = a; step > 0 ? k <= b : k >= b; k += step) ks.push(k);
      }
      const st = stride[d];
      if (ks) {
        const kk = ks;
        r.chargeArrayWork(pos.length * kk.length, it);
        pos = pos.flatMap((p) => kk.map((k) => p + k * st));
        shape.push(kk.length);
      } else {
        const k = normIndex(first as number, dims[d], it, r, sym.name);
        pos = pos.map((p) => p + k * st);
      }
      d++;
      if (!r.accept(',')) break;
    }
    r.expect(']');
  }
  for (; d < dims.length; d++) {
    const st = stride[d],
      n = dims[d];
    r.chargeArrayWork(pos.length * n, t);
    pos = pos.flatMap((p) => Array.from({ length: n }, (_, k) => p + k * st));
    shape.push(n);
  }
  return { pos, shape };
}

export function designator(r: Reader, what: string, min = 1): number {
  const st = r.peek();
  const n = intValue(r, what);
  if (r.is(',')) throw r.err(`a ${what} has one dimension`, r.peek());
  r.expect(']');
  if (n < min) throw r.err(`${what} must be at least ${min}`, st);
  return n;
}

export function expr(r: Reader, names: string[] | null): (env: number[]) => Val {
  if (++r.exprDepth > r.lim.maxExprDepth) throw r.err(`expression nested deeper than ${r.lim.maxExprDepth}`, r.peek());
  try {
    return binaryExpr(r, names, 0);
  } finally {
    r.exprDepth--;
  }
}

/** Evaluate an expression now (outside gate bodies). */
export function value(r: Reader): Val {
  return expr(r, null)([]);
}

export function num(r: Reader, names: string[] | null, index = 0): (env: number[]) => number {
  const t = r.peek();
  const e = expr(r, names);
  if (names === null) {
    const v = e([]);
    if (typeof v === 'object' && v.k === 'rbits' && v.angle && !r.rtAngle) {
      r.rtAngle = { index, clbits: v.c, tok: t };
      return () => 0;
    }
  }
  return (env) => r.at(t, () => finite(toNumber(e(env), 'gate parameter'), 'gate parameter'));
}

export function intValue(r: Reader, what: string): number {
  const t = r.peek();
  const v = value(r);
  return r.at(t, () => toInt(v, what));
}

// precedence: || && | ^ & (== !=) (< <= > >=) (<< >>) (+ -) (* / %) unary **
function prec(r: Reader, t: Tok): number {
  if (t.t !== 'op') return -1;
  switch (t.v) {
    case '||':
      return 1;
    case '&&':
      return 2;
    case '|':
      return 3;
    case '^':
      return r.version === 2 ? 11 : 4;
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

function binaryExpr(r: Reader, names: string[] | null, minPrec: number): (env: number[]) => Val {
  let left = unaryExpr(r, names);
  for (;;) {
    const t = r.toks[r.pos];
    const p = prec(r, t);
    if (p < 0 || p < minPrec) return left;
    if (r.version === 2 && p !== 9 && p !== 10 && p !== 11) return left;
    r.pos++;
    const rightAssoc = p === 11;
    if (++r.exprDepth > r.lim.maxExprDepth) throw r.err(`expression nested deeper than ${r.lim.maxExprDepth}`, t);
    const right = binaryExpr(r, names, rightAssoc ? p : p + 1);
    r.exprDepth--;
    const l = left;
    const op = (t.v === '^' && r.version === 2 ? '**' : t.v) as BinOp;
    // a constant zero divisor is an error where it is written, also in a gate body never applied (as Qiskit)
    if ((op === '/' || op === '%') && foldable(right) && isZero(right([])))
      throw r.err(op === '/' ? 'division by zero' : 'modulo by zero', t);
    const v3 = r.version === 3;
    const f = (e: number[]) => r.at(t, () => binary(op, l(e), right(e), v3));
    left = foldable(l, right) ? constant(f([])) : f;
  }
}

function unaryExpr(r: Reader, names: string[] | null): (env: number[]) => Val {
  const t = r.next();
  const isUnary = (u: Tok) => u.t === 'op' && (u.v === '-' || u.v === '+' || u.v === '!' || u.v === '~');
  if (isUnary(t)) {
    // A run of prefix operators (`----2.0`, Qiskit reads 100,000 of them) is read in a loop and applied
    // in one closure, so its length costs no stack.
    const run = [t];
    while (isUnary(r.toks[r.pos])) run.push(r.next());
    for (const o of run)
      if (r.version === 2 && (o.v === '!' || o.v === '~')) throw r.err(`expected an expression but found '${o.v}'`, o);
    const ops = squeezeSigns(run);
    // what is left is applied at each evaluation (a gate body: at each call), so it stays bounded
    if (ops.length > r.lim.maxExprDepth || ++r.exprDepth > r.lim.maxExprDepth)
      throw r.err(`expression nested deeper than ${r.lim.maxExprDepth}`, t);
    // Unary minus binds looser than '**' (−2**2 = −4).
    const inner = binaryExpr(r, names, 11);
    r.exprDepth--;
    const f = (e: number[]) => {
      let v = inner(e);
      for (let i = ops.length - 1; i >= 0; i--) {
        const o = ops[i];
        const x = v;
        v = r.at(o, () => unary(o.v as '-', x));
      }
      return v;
    };
    return foldable(inner) ? constant(f([])) : f;
  }
  return postfix(r, primary(r, names, t), t.t === 'id' ? t.v : '');
}

/** Indexing of a value: bit i of an integer or bit register, a slice, or a set of indices. */
function postfix(r: Reader, base: (env: number[]) => Val, name: string): (env: number[]) => Val {
  let cur = base;
  while (r.is('[')) {
    const t = r.next();
    const sel = indexSpec(r, name);
    const prev = cur;
    const v = prev([]);
    cur = constant(
      r.at(t, () =>
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
  }
  return cur;
}

/** `[i]`, `[a:b]`, `[a:s:b]`, `[{i, j}]`: a function of the indexed size to the selected indices (and whether one). */
export function indexSpec(r: Reader, name = ''): (size: number) => { idx: number[]; single: boolean } {
  if (r.accept('{')) {
    const items: number[] = [];
    const toks: Tok[] = [];
    while (!r.is('}')) {
      toks.push(r.peek());
      items.push(intValue(r, 'index'));
      if (!r.accept(',')) break;
    }
    r.expect('}');
    r.expect(']');
    return (size) => ({ idx: items.map((k, i) => normIndex(k, size, toks[i], r, name)), single: false });
  }
  const a = r.is(':') ? undefined : r.peek();
  const av = a ? intValue(r, 'index') : undefined;
  if (r.accept(':')) {
    let step = 1;
    let bt = r.is(']') ? undefined : r.peek();
    let bv = bt ? intValue(r, 'index') : undefined;
    if (r.accept(':')) {
      step = bv as number;
      if (step === undefined) throw r.err('expected a slice step', r.peek());
      bt = r.is(']') ? undefined : r.peek();
      bv = bt ? intValue(r, 'index') : undefined;
    }
    const close = r.peek();
    if (r.accept(','))
      throw r.err('multi-dimensional indexing is only defined for arrays, which are not supported', close);
    r.expect(']');
    if (step === 0) throw r.err('slice step cannot be 0', close);
    return (size) => {
      const lo = av === undefined ? (step > 0 ? 0 : size - 1) : normIndex(av, size, a as Tok, r, name);
      const hi = bv === undefined ? (step > 0 ? size - 1 : 0) : normIndex(bv, size, bt as Tok, r, name);
      const idx: number[] = [];
      for (let k = lo; step > 0 ? k <= hi : k >= hi; k += step) idx.push(k);
      return { idx, single: false };
    };
  }
  if (av === undefined) throw r.err('expected an index', r.peek());
  if (r.is(',')) {
    // q[0, 1, ] is the same as q[{0, 1}] in OpenQASM 3 index lists
    const items = [av];
    const toks = [a as Tok];
    while (r.accept(',')) {
      if (r.is(']')) break;
      toks.push(r.peek());
      items.push(intValue(r, 'index'));
    }
    r.expect(']');
    return (size) => ({ idx: items.map((k, i) => normIndex(k, size, toks[i], r, name)), single: false });
  }
  r.expect(']');
  return (size) => ({ idx: [normIndex(av, size, a as Tok, r, name)], single: true });
}

function primary(r: Reader, names: string[] | null, t: Tok): (env: number[]) => Val {
  if (t.t === 'num') {
    const v = r.at(t, () => parseNumber(t.v));
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
    if (!/^[01_]+$/.test(t.v) || r.version === 2) throw r.err(`expected an expression but found ${describe(t)}`, t);
    const b = t.v.replace(/_/g, '').split('').reverse().map(Number);
    return constant({ k: 'bits', b });
  }
  if (t.t === 'op' && t.v === '(') {
    const inner = expr(r, names);
    r.expect(')');
    return inner;
  }
  if (t.t === 'hw') throw r.err(`a qubit ('$${t.v}') is not a value`, t);
  if (t.t !== 'id') throw r.err(`expected an expression but found ${describe(t)}`, t);
  if (names) {
    const k = names.indexOf(t.v);
    if (k >= 0) return (e) => e[k];
  }
  const v = t.v;
  if (v in CONSTANTS && !r.lookup(v)) return constant(CONSTANTS[v]);
  if (v === 'true' || v === 'false') {
    if (r.version === 2) throw r.err(`unknown identifier '${v}' in expression`, t);
    return constant(v === 'true' ? TRUE : FALSE);
  }
  const f = FUNCS[v] ?? (r.version === 3 ? FUNCS3[v] : undefined);
  if (f) {
    r.expect('(');
    const a = expr(r, names);
    r.expect(')');
    const g = (e: number[]) => r.at(t, () => finite(f(toNumber(a(e), `argument of ${v}`)), `${v}(${fmt(a(e))})`));
    return foldable(a) ? constant(g([])) : g;
  }
  if (r.version === 3) {
    const sp = special(r, names, t);
    if (sp) return sp;
  }
  const sym = r.version === 3 ? r.lookup(v) : undefined;
  if (sym) {
    switch (sym.s) {
      case 'v':
        if (names !== null && !sym.isConst)
          throw r.err(`a gate definition can only use its parameters and constants, not '${v}'`, t);
        return constant(sym.val);
      case 'c': {
        if (names !== null) throw r.err(`'${v}' cannot be used inside a gate definition`, t);
        const val = r.readBits(sym.clbits);
        if (sym.type === 'angle') return constant(angleOf(val, sym.clbits.length));
        return constant(sym.single && typeof val === 'object' && val.k === 'bits' ? { k: 'bits', b: val.b } : val);
      }
      case 'q':
        throw r.err(`'${v}' is a qubit, not a value`, t);
      case 'arr': {
        if (names !== null) throw r.err(`'${v}' cannot be used inside a gate definition`, t);
        const sel = arraySelect(r, sym, t);
        if (sel.shape.length)
          throw r.err(`'${v}' is an array; index it down to one element (shape ${sel.shape.join('×')} here)`, t);
        return constant(sym.data[sel.pos[0]]);
      }
      default:
        if (names !== null) throw r.err('subroutine calls are not allowed inside a gate definition', t);
        return constant(r.callDef(sym, t));
    }
  }
  if (r.defs.has(v) || GATES[v]) throw r.err(`'${v}' is a gate, not a value`, t);
  throw r.err(`unknown identifier '${v}' in expression`, t);
}

/** Casts, built-in functions of OpenQASM 3 and `measure` as a value. */
function special(r: Reader, names: string[] | null, t: Tok): ((env: number[]) => Val) | undefined {
  const v = t.v;
  if (CAST_TYPES.has(v)) {
    let width: number | undefined;
    if (r.accept('[')) {
      width = intValue(r, 'type width');
      r.expect(']');
    }
    if (!r.is('(')) throw r.err(`'${v}' is a type; a cast is written ${v}(value)`, t);
    r.next();
    const a = expr(r, names);
    r.expect(')');
    const g = (e: number[]) =>
      r.at(t, () => (v === 'angle' ? finite(toNumber(a(e), 'angle'), 'angle') : cast(a(e), v, width)));
    return foldable(a) ? constant(g([])) : g;
  }
  if (v === 'mod' || v === 'pow' || v === 'arctan2' || v === 'rotl' || v === 'rotr') {
    r.expect('(');
    const a = expr(r, names);
    r.expect(',');
    const b = expr(r, names);
    r.expect(')');
    const g = (e: number[]) =>
      r.at(t, () => {
        const x = a(e),
          y = b(e);
        if (v === 'pow') return binary('**', x, y, r.version === 3);
        if (v === 'mod') return binary('%', x, y, r.version === 3);
        if (v === 'arctan2') return finite(Math.atan2(toNumber(x), toNumber(y)), 'arctan2');
        if (typeof x !== 'object' || x.k !== 'bits') throw new ValueError(`${v} needs a bit register`);
        const n = x.b.length,
          k = ((toInt(y, 'rotation') % n) + n) % n;
        return { k: 'bits', b: x.b.map((_, i) => x.b[v === 'rotl' ? (i - k + n) % n : (i + k) % n]) } as Val;
      });
    return foldable(a, b) ? constant(g([])) : g;
  }
  if (v === 'abs' || v === 'floor' || v === 'ceiling' || v === 'ceil' || v === 'popcount') {
    r.expect('(');
    const a = expr(r, names);
    r.expect(')');
    const g = (e: number[]) =>
      r.at(t, () => {
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
    r.expect('(');
    const at = r.ident('an array');
    const a = r.lookup(at.v);
    if (!a || a.s !== 'arr') throw r.err(`'sizeof' needs an array, '${at.v}' is not one`, at);
    let k = 0;
    if (r.accept(',')) {
      const kt = r.peek();
      k = intValue(r, 'dimension');
      if (k < 0 || k >= a.dims.length)
        throw r.err(`'${at.v}' has ${a.dims.length} dimension(s); there is no dimension ${k}`, kt);
    }
    r.expect(')');
    return constant(int(a.dims[k]));
  }
  if (v === 'real' || v === 'imag') throw r.err('complex numbers are not supported', t);
  if (v === 'durationof')
    throw r.err(
      "'durationof' is not supported: it needs the gate durations of a device target, and the only specification example that uses it (dd.qasm) also needs a stretch and is itself invalid",
      t
    );
  if (v === 'measure') {
    if (names !== null) throw r.err("'measure' is not allowed in a gate definition", t);
    throw r.err("'measure' can only be the whole right-hand side of an assignment or a return", t);
  }
  return undefined;
}
