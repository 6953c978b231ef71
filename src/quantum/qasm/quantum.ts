/**
 * Statements of the OpenQASM reader that act on qubits: measurement, reset, barrier, `nop`, and timing
 * (delay, box).
 */
import type { Duration, Op } from '../circuit/ir.js';
import { pushAll } from '../../core/arrays.js';
import type { Tok } from './lexer.js';
import { value } from './expr.js';
import { clbitOperand, qubitOperand } from './operands.js';
import type { Reader } from './reader.js';
import type { QubitArg } from './symbols.js';
import { cast } from './values.js';
import type { Val } from './values.js';

/** Longest duration a delay or box may name (the noise engine's MAX_DELAY_NS is the same 1 s). */
const MAX_DURATION_SECONDS = 1;
/** Largest number of `dt` cycles (or stretch units) in one duration. */
const MAX_DURATION_DT = 1e12;

export function measureArrow(r: Reader): void {
  const kw = r.next();
  const q = qubitOperand(r);
  if (r.accept('->')) {
    const c = clbitOperand(r);
    r.expect(';');
    measureInto(r, q, c.clbits, c.single, kw);
    return;
  }
  if (r.is(',')) throw r.err('measure takes one operand', r.peek());
  r.expect(';');
  if (r.version === 2) throw r.err("expected '->' in measure", r.peek(-1));
  for (const qb of q.qubits) emitMeasure(r, qb, -1, kw);
}

export function measureInto(r: Reader, q: QubitArg, clbits: number[], single: boolean, kw: Tok): void {
  if (q.single !== single) {
    throw r.err(
      q.single
        ? 'cannot measure a single qubit into a bit register; index the register'
        : 'cannot measure a qubit register into a single bit; index the register',
      kw
    );
  }
  if (q.qubits.length !== clbits.length)
    throw r.err(`measure sizes differ (${q.qubits.length} qubits, ${clbits.length} bits)`, kw);
  for (let i = 0; i < q.qubits.length; i++) emitMeasure(r, q.qubits[i], clbits[i], kw);
}

function emitMeasure(r: Reader, qubit: number, clbit: number, t: Tok): void {
  r.push({ kind: 'measure', qubit, clbit }, t);
  if (clbit >= 0) r.known[clbit] = -1;
}

/** `measure q` as the value of an assignment or return: measured into fresh scratch bits. */
export function measureExpr(r: Reader, t: Tok): Val {
  const q = qubitOperand(r);
  const clbits = r.allocClbits(t, q.qubits.length, false);
  for (let i = 0; i < q.qubits.length; i++) emitMeasure(r, q.qubits[i], clbits[i], t);
  return { k: 'rbits', c: clbits };
}

export function reset(r: Reader): void {
  const kw = r.next();
  const q = qubitOperand(r);
  r.expect(';');
  for (const qb of q.qubits) r.push({ kind: 'reset', qubit: qb }, kw);
}

export function barrier(r: Reader): void {
  const kw = r.next();
  const qubits: number[] = [];
  if (!r.is(';')) {
    do {
      if (r.is(';')) break;
      pushAll(qubits, qubitOperand(r).qubits);
    } while (r.accept(','));
  } else {
    for (let q = 0; q < r.numQubits; q++) qubits.push(q);
  }
  r.expect(';');
  r.push({ kind: 'barrier', qubits }, kw);
}

function durationArg(r: Reader): Duration {
  r.expect('[');
  const t = r.peek();
  const v = value(r);
  r.expect(']');
  const d = r.at(t, () => cast(v, 'duration'));
  const dd = (d as { d: Duration }).d;
  if (dd.seconds < 0 || dd.dt < 0 || dd.stretch < 0) {
    // negative parts are legal in stretch arithmetic; a fixed negative total is not
    if (dd.stretch === 0 && dd.seconds <= 0 && dd.dt <= 0 && (dd.seconds < 0 || dd.dt < 0))
      throw r.err('a delay cannot be negative', t);
  }
  // a bound far beyond any relaxation time, so that a program cannot ask for an absurd schedule
  if (
    Math.abs(dd.seconds) > MAX_DURATION_SECONDS ||
    Math.abs(dd.dt) > MAX_DURATION_DT ||
    Math.abs(dd.stretch) > MAX_DURATION_DT
  ) {
    throw r.err(`a duration longer than ${MAX_DURATION_SECONDS} s (or ${MAX_DURATION_DT} dt) is not supported`, t);
  }
  return dd;
}

export function delay(r: Reader): void {
  const kw = r.next();
  const duration = durationArg(r);
  const qubits: number[] = [];
  while (!r.is(';')) {
    pushAll(qubits, qubitOperand(r).qubits);
    if (!r.accept(',')) break;
  }
  r.expect(';');
  if (qubits.length === 0) for (let q = 0; q < r.numQubits; q++) qubits.push(q);
  r.push(
    {
      kind: 'delay',
      qubits,
      duration,
      at: { line: kw.line, col: kw.col },
      ...(duration.stretch !== 0 ? { stretchVars: r.stretchVars } : {})
    },
    kw
  );
}

export function box(r: Reader): void {
  const kw = r.next();
  let d: Duration | undefined;
  if (r.is('[')) {
    // The box's designated duration: on a device target its qubits are busy for exactly d (the
    // contents, scheduled as late as possible, then idle); no effect on the statevector.
    d = durationArg(r);
    if (r.curCond) throw r.err('a box with a duration inside a branch on measured values is not supported', kw);
  }
  if (!r.is('{')) throw r.err("expected '{' after box", r.peek());
  if (!d) {
    r.scoped(() => r.block());
    return;
  }
  const open: Op = { kind: 'barrier', qubits: [], box: d, at: { line: kw.line, col: kw.col } };
  r.push(open, kw);
  const first = r.ops.length;
  r.scoped(() => r.block());
  const seen = new Set<number>();
  for (let i = first; i < r.ops.length; i++) {
    const o = r.ops[i];
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
  r.push({ kind: 'barrier', qubits: qubits.slice(), boxEnd: true }, kw);
}

export function nop(r: Reader): void {
  r.next();
  if (!r.is(';')) {
    do {
      if (r.is(';')) break;
      qubitOperand(r);
    } while (r.accept(','));
  }
  r.expect(';');
}
