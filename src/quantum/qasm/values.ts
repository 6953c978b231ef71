/**
 * Classical values of the OpenQASM reader and their operations. Everything here is evaluated
 * while the program is read, except `rbits`/`rbool`, which stand for values only known per shot
 * (measured bits) and may only be compared with constants.
 *
 * Representation: a JS number is a float (OpenQASM 2 arithmetic, `float`, plain angles);
 * integers are `{ k: 'int' }` (exact below 2^53); bits are arrays least significant first.
 */
import type { CondExpr, Duration } from '../circuit/ir.js';

export type Val =
  | number
  | { k: 'int'; v: number; unsigned?: boolean }
  | { k: 'bool'; v: boolean }
  | { k: 'bits'; b: number[] }
  | { k: 'dur'; d: Duration }
  /** Bits known only per shot: the clbits that hold them (least significant first); `angle`: an angle[n] register's value. */
  | { k: 'rbits'; c: number[]; angle?: boolean }
  /** A condition known only per shot. */
  | { k: 'rbool'; e: CondExpr };

/** A classical failure; the caller attaches the position. */
export class ValueError extends Error {}

export const TRUE: Val = { k: 'bool', v: true };
export const FALSE: Val = { k: 'bool', v: false };

export function int(v: number): Val {
  if (!Number.isSafeInteger(v)) throw new ValueError(`integer ${v} is outside the exactly representable range (±2^53)`);
  return { k: 'int', v };
}

export function finite(x: number, what: string): number {
  if (Number.isNaN(x)) throw new ValueError(`${what} is not a number (NaN)`);
  if (!Number.isFinite(x)) throw new ValueError(`${what} is infinite`);
  return x;
}

export function isRuntime(v: Val): v is { k: 'rbits'; c: number[] } | { k: 'rbool'; e: CondExpr } {
  return typeof v === 'object' && (v.k === 'rbits' || v.k === 'rbool');
}

export function typeName(v: Val): string {
  if (typeof v === 'number') return 'float';
  switch (v.k) {
    case 'int':
      return v.unsigned ? 'uint' : 'int';
    case 'bool':
      return 'bool';
    case 'bits':
      return v.b.length === 1 ? 'bit' : `bit[${v.b.length}]`;
    case 'dur':
      return 'duration';
    case 'rbits':
      return 'a measured bit value';
    default:
      return 'a condition on measured bits';
  }
}

export function bitsToInt(b: number[]): number {
  let v = 0;
  for (let i = 0; i < b.length; i++) v += b[i] * 2 ** i;
  return v;
}

export function intToBits(v: number, n: number): number[] {
  const out: number[] = [];
  // two's complement for negatives, modulo 2^n
  let x = BigInt(v);
  const m = 1n << BigInt(n);
  x = ((x % m) + m) % m;
  for (let i = 0; i < n; i++) out.push(Number((x >> BigInt(i)) & 1n));
  return out;
}

/** Real value of a compile-time value (for gate parameters and float arithmetic). */
export function toNumber(v: Val, what = 'value'): number {
  if (typeof v === 'number') return v;
  switch (v.k) {
    case 'int':
      return v.v;
    case 'bool':
      return v.v ? 1 : 0;
    case 'bits':
      return bitsToInt(v.b);
    case 'dur':
      throw new ValueError(`a duration cannot be used as a ${what}`);
    default:
      throw new ValueError(
        `${what} depends on a measurement result; only comparisons of measured bits with constants are supported`
      );
  }
}

export function toInt(v: Val, what = 'value'): number {
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) throw new ValueError(`${what} must be an integer, got ${v}`);
    // an integer literal beyond 2^53 is read as a real: not exact, so not an integer here
    if (!Number.isSafeInteger(v)) throw new ValueError(`${what} ${v} is outside the exactly representable range`);
    return v;
  }
  const x = toNumber(v, what);
  if (!Number.isSafeInteger(x)) throw new ValueError(`${what} ${x} is outside the exactly representable range`);
  return x;
}

export function toBool(v: Val): boolean | CondExpr {
  if (typeof v === 'number') return v !== 0;
  switch (v.k) {
    case 'bool':
      return v.v;
    case 'int':
      return v.v !== 0;
    case 'bits':
      return v.b.some((x) => x === 1);
    case 'rbool':
      return v.e;
    case 'rbits':
      return { op: 'cmp', rel: '!=', clbits: v.c, value: 0 };
    default:
      throw new ValueError(`${article(typeName(v))} cannot be used as a condition`);
  }
}

export function article(w: string): string {
  return /^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`;
}

function boolVal(b: boolean | CondExpr): Val {
  return typeof b === 'boolean' ? (b ? TRUE : FALSE) : { k: 'rbool', e: b };
}

/** Cast to a declared scalar type. `width` is the designator (int[8]), undefined for none. */
export function cast(v: Val, type: string, width?: number): Val {
  switch (type) {
    case 'bool':
      return boolVal(toBool(v));
    case 'float':
      return finite(toNumber(v, 'float value'), 'float value');
    case 'int':
    case 'uint': {
      if (typeof v === 'object' && v.k === 'rbits') {
        // reinterpretation of measured bits as an unsigned integer (see docs/openqasm.md)
        if (width !== undefined && width !== v.c.length)
          throw new ValueError(`cannot cast ${v.c.length} measured bits to ${type}[${width}]`);
        return v;
      }
      if (typeof v === 'object' && v.k === 'bits') {
        if (width !== undefined && width !== v.b.length)
          throw new ValueError(`cannot cast bit[${v.b.length}] to ${type}[${width}]`);
        return { k: 'int', v: bitsToInt(v.b), unsigned: type === 'uint' || undefined };
      }
      const x = typeof v === 'number' ? Math.trunc(finite(v, 'value')) : toInt(v);
      if (!Number.isSafeInteger(x)) throw new ValueError(`value ${x} does not fit an integer`);
      if (width === undefined) {
        if (type === 'uint' && x < 0) throw new ValueError(`negative value ${x} for uint`);
        return { k: 'int', v: x, unsigned: type === 'uint' || undefined };
      }
      if (width > 53) {
        if (type === 'uint' && x < 0) throw new ValueError(`negative value ${x} for uint[${width}]`);
        return { k: 'int', v: x, unsigned: type === 'uint' || undefined };
      }
      const bits = intToBits(x, width);
      let r = bitsToInt(bits);
      if (type === 'int' && bits[width - 1] === 1) r -= 2 ** width;
      return { k: 'int', v: r, unsigned: type === 'uint' || undefined };
    }
    case 'bit': {
      const n = width ?? 1;
      if (typeof v === 'object' && v.k === 'rbits') {
        if (v.c.length !== n) throw new ValueError(`cannot cast ${v.c.length} measured bits to bit[${n}]`);
        return v;
      }
      if (typeof v === 'object' && v.k === 'rbool') return v;
      if (typeof v === 'object' && v.k === 'bits') {
        if (v.b.length !== n) throw new ValueError(`cannot assign bit[${v.b.length}] to bit[${n}]`);
        return v;
      }
      if (typeof v === 'object' && v.k === 'bool') return { k: 'bits', b: intToBits(v.v ? 1 : 0, n) };
      if (typeof v === 'number') throw new ValueError('cannot convert a float to bits');
      return { k: 'bits', b: intToBits(toInt(v), n) };
    }
    case 'duration':
      if (typeof v === 'object' && v.k === 'dur') return v;
      if ((typeof v === 'number' && v === 0) || (typeof v === 'object' && v.k === 'int' && v.v === 0))
        return { k: 'dur', d: { seconds: 0, dt: 0, stretch: 0 } };
      throw new ValueError(`${article(typeName(v))} is not a duration (write a unit: 100ns, 2us, 10dt)`);
    default:
      throw new ValueError(`cannot cast to ${type}`);
  }
}

export type BinOp =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '**'
  | '^'
  | '<<'
  | '>>'
  | '&'
  | '|'
  | '<'
  | '<='
  | '>'
  | '>='
  | '=='
  | '!='
  | '&&'
  | '||';

function isInt(v: Val): v is { k: 'int'; v: number; unsigned?: boolean } {
  return typeof v === 'object' && v.k === 'int';
}

function cmpNum(op: string, a: number, b: number): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '==':
      return a === b;
    default:
      return a !== b;
  }
}

const FLIP: Record<string, '==' | '!=' | '<' | '<=' | '>' | '>='> = {
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '==': '==',
  '!=': '!='
};

function durOp(op: BinOp, a: Val, b: Val): Val | undefined {
  const ad = typeof a === 'object' && a.k === 'dur' ? a.d : undefined;
  const bd = typeof b === 'object' && b.k === 'dur' ? b.d : undefined;
  if (!ad && !bd) return undefined;
  if (ad && bd) {
    if (op === '+' || op === '-') {
      const s = op === '+' ? 1 : -1;
      return {
        k: 'dur',
        d: { seconds: ad.seconds + s * bd.seconds, dt: ad.dt + s * bd.dt, stretch: ad.stretch + s * bd.stretch }
      };
    }
    if (op === '/' && ad.dt === 0 && bd.dt === 0 && ad.stretch === 0 && bd.stretch === 0)
      return finite(ad.seconds / bd.seconds, 'duration ratio');
    throw new ValueError(`operator '${op}' is not defined on two durations`);
  }
  const d = (ad ?? bd) as Duration;
  const x = toNumber(ad ? b : a, 'duration factor');
  if (op === '*' || (op === '/' && ad)) {
    const f = op === '*' ? x : 1 / x;
    finite(f, 'duration factor');
    return { k: 'dur', d: { seconds: d.seconds * f, dt: d.dt * f, stretch: d.stretch * f } };
  }
  throw new ValueError(`operator '${op}' is not defined on a duration and a number`);
}

/** Compile-time binary operation (runtime operands only in comparisons with constants and logic). */
export function binary(op: BinOp, a: Val, b: Val, v3: boolean): Val {
  if (op === '&&' || op === '||') {
    const x = toBool(a),
      y = toBool(b);
    if (typeof x === 'boolean' && typeof y === 'boolean') return op === '&&' ? boolVal(x && y) : boolVal(x || y);
    if (typeof x === 'boolean') return op === '&&' ? (x ? boolVal(y) : FALSE) : x ? TRUE : boolVal(y);
    if (typeof y === 'boolean') return op === '&&' ? (y ? boolVal(x) : FALSE) : y ? TRUE : boolVal(x);
    return { k: 'rbool', e: { op: op === '&&' ? 'and' : 'or', a: x, b: y } };
  }
  if (isRuntime(a) || isRuntime(b)) {
    if (op === '==' || op === '!=' || op === '<' || op === '<=' || op === '>' || op === '>=') {
      const left = isRuntime(a);
      const r = (left ? a : b) as Val & object;
      const other = left ? b : a;
      if (isRuntime(other))
        throw new ValueError(
          'comparing two measured values is not supported; compare a measured value with a constant'
        );
      if (r.k === 'rbool') {
        if (op !== '==' && op !== '!=') throw new ValueError(`operator '${op}' is not defined on booleans`);
        const o = toBool(other) as boolean;
        const same = (op === '==') === o;
        return same ? r : { k: 'rbool', e: { op: 'not', a: r.e } };
      }
      const value = toNumber(other, 'comparison value');
      const rel = left ? (op as '==') : FLIP[op];
      return { k: 'rbool', e: { op: 'cmp', rel, clbits: (r as { c: number[] }).c, value } };
    }
    throw new ValueError(
      `operator '${op}' on a value that depends on a measurement result is not supported (only comparisons with constants and &&, ||, !)`
    );
  }
  const d = durOp(op, a, b);
  if (d) return d;
  if (op === '==' || op === '!=') {
    if (typeof a === 'object' && typeof b === 'object' && a.k === 'bits' && b.k === 'bits') {
      const eq = a.b.length === b.b.length && a.b.every((x, i) => x === b.b[i]);
      return boolVal(op === '==' ? eq : !eq);
    }
    return boolVal(cmpNum(op, toNumber(a), toNumber(b)));
  }
  if (op === '<' || op === '<=' || op === '>' || op === '>=') return boolVal(cmpNum(op, toNumber(a), toNumber(b)));
  const bothInt =
    (isInt(a) || (typeof a === 'object' && a.k === 'bool')) && (isInt(b) || (typeof b === 'object' && b.k === 'bool'));
  if (op === '^' && !v3) op = '**';
  if (op === '&' || op === '|' || op === '^' || op === '<<' || op === '>>') {
    if (typeof a === 'object' && a.k === 'bits' && (op === '<<' || op === '>>')) {
      const n = toInt(b, 'shift');
      const out = a.b.map((_, i) =>
        op === '<<' ? (i - n >= 0 ? a.b[i - n] : 0) : i + n < a.b.length ? a.b[i + n] : 0
      );
      return { k: 'bits', b: out };
    }
    if (typeof a === 'object' && typeof b === 'object' && a.k === 'bits' && b.k === 'bits') {
      if (a.b.length !== b.b.length)
        throw new ValueError(`operator '${op}' on bit registers of sizes ${a.b.length} and ${b.b.length}`);
      return { k: 'bits', b: a.b.map((x, i) => (op === '&' ? x & b.b[i] : op === '|' ? x | b.b[i] : x ^ b.b[i])) };
    }
    const x = BigInt(toInt(a, 'operand')),
      y = BigInt(toInt(b, 'operand'));
    let r: bigint;
    switch (op) {
      case '&':
        r = x & y;
        break;
      case '|':
        r = x | y;
        break;
      case '^':
        r = x ^ y;
        break;
      case '<<':
        r = x << y;
        break;
      default:
        r = x >> y;
        break;
    }
    if (typeof a === 'object' && a.k === 'bool' && typeof b === 'object' && b.k === 'bool') return boolVal(r !== 0n);
    return int(Number(r));
  }
  const x = toNumber(a),
    y = toNumber(b);
  if (bothInt && v3) {
    switch (op) {
      case '+':
        return int(x + y);
      case '-':
        return int(x - y);
      case '*':
        return int(x * y);
      case '%':
        if (y === 0) throw new ValueError('modulo by zero');
        return int(x % y);
      case '/':
        if (y === 0) throw new ValueError('division by zero');
        // exact quotients stay integers; others are real (see docs/openqasm.md)
        return x % y === 0 ? int(x / y) : x / y;
      default:
        if (y >= 0) return int(x ** y);
        break;
    }
  }
  let r: number;
  switch (op) {
    case '+':
      r = x + y;
      break;
    case '-':
      r = x - y;
      break;
    case '*':
      r = x * y;
      break;
    case '/':
      if (y === 0) throw new ValueError('division by zero');
      r = x / y;
      break;
    case '%':
      if (y === 0) throw new ValueError('modulo by zero');
      r = x % y;
      break;
    default:
      r = Math.pow(x, y);
      break;
  }
  return finite(r, `result of '${op}'`);
}

export function unary(op: '-' | '+' | '!' | '~', a: Val): Val {
  if (op === '!') {
    const x = toBool(a);
    return typeof x === 'boolean' ? boolVal(!x) : { k: 'rbool', e: { op: 'not', a: x } };
  }
  if (isRuntime(a))
    throw new ValueError(`operator '${op}' on a value that depends on a measurement result is not supported`);
  if (op === '~') {
    if (typeof a === 'object' && a.k === 'bits') return { k: 'bits', b: a.b.map((x) => 1 - x) };
    if (typeof a === 'object' && a.k === 'int') return int(~a.v);
    throw new ValueError(`operator '~' is not defined on ${article(typeName(a))}`);
  }
  if (op === '+') return a;
  if (typeof a === 'object' && a.k === 'int') return int(-a.v);
  if (typeof a === 'object' && a.k === 'dur')
    return { k: 'dur', d: { seconds: -a.d.seconds, dt: -a.d.dt, stretch: -a.d.stretch } };
  return -toNumber(a);
}

export const CONSTANTS: Record<string, number> = {
  pi: Math.PI,
  π: Math.PI,
  tau: 2 * Math.PI,
  τ: 2 * Math.PI,
  euler: Math.E,
  ℯ: Math.E
};

/** One-argument real functions; each result is checked finite by the caller. */
export const FUNCS: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  exp: Math.exp,
  ln: Math.log,
  sqrt: Math.sqrt,
  arcsin: Math.asin,
  arccos: Math.acos,
  arctan: Math.atan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan
};

/** `log` (natural logarithm) of the OpenQASM 3 specification: OpenQASM 2 names it `ln`. */
export const FUNCS3: Record<string, (x: number) => number> = { log: Math.log };

/** Units per second of a duration literal (dt is kept apart: its length is the device's). */
export const UNIT_PER_SECOND: Record<string, number> = { ns: 1e9, us: 1e6, µs: 1e6, ms: 1e3, s: 1 };

/** Value converted to a declared scalar type. */
export function convert(v: Val, type: string, width?: number): Val {
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

/** `x op= v` on known values; on bit storage (clbits given) shifts of measured bits stay bit moves. */
export function compound(op: string, cur: Val, v: Val, v3: boolean, clbits?: number[]): Val {
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
  return binary(bop as BinOp, cur, v, v3);
}
