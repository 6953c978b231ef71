/**
 * Assignments of the OpenQASM reader: to scalars known while reading, to bit storage (values,
 * `measure`, compound operators) and, through ./arrays.ts, to array elements.
 */
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { arrayAssign } from './arrays.js';
import { value } from './expr.js';
import { angleOf } from './fold.js';
import { COMPARISONS } from './keywords.js';
import { qubitOperand, select } from './operands.js';
import { measureInto } from './quantum.js';
import type { Reader } from './reader.js';
import type { CSym } from './symbols.js';
import { cast, compound, convert, finite, intToBits, isRuntime, toNumber } from './values.js';

export function assignment(r: Reader): void {
  const t = r.ident('a variable');
  const sym = r.lookup(t.v);
  if (!sym) {
    if (r.version === 2) throw r.err(`unknown classical register '${t.v}'`, t);
    throw r.err(`unknown variable '${t.v}'`, t);
  }
  if (sym.s === 'q') throw r.err(`'${t.v}' is a qubit and cannot be assigned`, t);
  if (sym.s === 'def') throw r.err(`'${t.v}' is a subroutine and cannot be assigned`, t);
  if (sym.s === 'arr') return arrayAssign(r, sym, t);
  if (sym.s === 'c') {
    const sel = select(r, sym.clbits, sym.single, t);
    const target: CSym = { ...sym, clbits: sel.qubits, single: sel.single };
    const op = r.next();
    if (op.t !== 'op' || !op.v.endsWith('=') || COMPARISONS.has(op.v))
      throw r.err(`expected an assignment but found ${describe(op)}`, op);
    assignInto(r, target, r.peek(), op.v);
    r.expect(';');
    return;
  }
  if (r.is('[')) throw r.err(`'${t.v}' is a ${sym.type}; assigning single bits of it is not supported`, r.peek());
  const op = r.next();
  if (op.t !== 'op' || !op.v.endsWith('=')) throw r.err(`expected an assignment but found ${describe(op)}`, op);
  if (sym.isConst) throw r.err(`'${t.v}' is a constant and cannot be assigned`, t);
  if (sym.loopVar) throw r.err(`loop variable '${t.v}' cannot be assigned`, t);
  if (r.inRuntime() && sym.scope < r.rtScope) {
    throw r.err(
      `'${t.v}' would depend on a measurement result (assigned under a condition or loop on measured values); only bit variables can`,
      t
    );
  }
  const vt = r.peek();
  if (r.is('measure')) throw r.err(`a measurement can only be stored in bits; '${t.v}' is a ${sym.type}`, vt);
  let v = value(r);
  r.expect(';');
  if (op.v !== '=') v = r.at(op, () => compound(op.v, sym.val, v, r.version === 3));
  if (isRuntime(v))
    throw r.err(`'${t.v}' would depend on a measurement result; only bit variables can hold measured values`, vt);
  sym.val = r.at(vt, () => convert(v, sym.type, sym.width));
}

/** Assign into bit storage: `= measure q`, `= value`, or a compound operator. */
export function assignInto(r: Reader, target: CSym, vt: Tok, op: string): void {
  if (op === '=' && r.accept('measure')) {
    const q = qubitOperand(r);
    measureInto(r, q, target.clbits, target.single, vt);
    return;
  }
  let v = value(r);
  const bitsNow = r.readBits(target.clbits);
  const shift = op === '<<=' || op === '>>=';
  if (op !== '=')
    v = r.at(vt, () =>
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
    const x = r.at(vt, () => finite(toNumber(v), 'angle'));
    const k = Math.round((x / (2 * Math.PI)) * 2 ** n);
    v = { k: 'bits', b: intToBits(k, n) };
  }
  if (typeof v === 'object' && v.k === 'rbits' && v.c.length !== target.clbits.length) {
    throw r.err(`cannot assign ${v.c.length} bits to ${target.clbits.length}`, vt);
  }
  const bits = r.at(vt, () =>
    typeof v === 'object' && (v.k === 'rbits' || v.k === 'rbool') ? v : cast(v, 'bit', target.clbits.length)
  );
  r.writeBits(target.clbits, bits, vt);
}
