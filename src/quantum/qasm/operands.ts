/**
 * Operands of the OpenQASM reader's statements: qubits (`$n`, registers, aliases, indexed), classical
 * bits, and the broadcast of register operands over a gate.
 */
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { indexSpec } from './expr.js';
import type { Reader } from './reader.js';
import type { CSym, QubitArg } from './symbols.js';

export function qubitOperand(r: Reader): QubitArg {
  const t = r.next();
  if (t.t === 'hw') {
    if (r.qregs.length > 0 && !r.physical) throw r.err('physical qubits ($n) cannot be mixed with declared qubits', t);
    const k = Number(t.v);
    if (k >= r.lim.maxBits) throw r.err(`physical qubit $${k} is beyond the limit of ${r.lim.maxBits} qubits`, t);
    if (!r.physical) {
      r.physical = true;
      r.qregs.push({ name: '$', size: 0, offset: 0 });
    }
    if (k + 1 > r.numQubits) {
      r.numQubits = k + 1;
      r.qregs[0].size = k + 1;
    }
    if (r.is('[')) throw r.err('a physical qubit cannot be indexed', r.peek());
    return { qubits: [k], single: true, tok: t };
  }
  if (t.t !== 'id') throw r.err(`expected a qubit but found ${describe(t)}`, t);
  const sym = r.lookup(t.v);
  if (!sym || sym.s !== 'q') {
    if (sym && sym.s === 'c') throw r.err(`'${t.v}' is a classical register, expected qubits`, t);
    if (sym) throw r.err(`'${t.v}' is not a qubit`, t);
    if (r.defs.has(t.v)) throw r.err(`'${t.v}' is a gate, expected qubits`, t);
    throw r.err(`unknown qubit register '${t.v}'`, t);
  }
  return { ...select(r, sym.qubits, sym.single, t), tok: t };
}

export function select(r: Reader, items: number[], single: boolean, t: Tok): { qubits: number[]; single: boolean } {
  if (!r.is('[')) return { qubits: items, single };
  const bt = r.next();
  if (single) throw r.err(`'${t.v}' is a single ${'qubit or bit'} and cannot be indexed`, bt);
  const sel = indexSpec(r, t.v)(items.length);
  if (r.is('[')) {
    if (sel.single) throw r.err(`'${t.v}[…]' is a single element and cannot be indexed`, r.peek());
    const inner = select(
      r,
      sel.idx.map((i) => items[i]),
      false,
      t
    );
    return inner;
  }
  return { qubits: sel.idx.map((i) => items[i]), single: sel.single };
}

export function clbitOperand(r: Reader): { clbits: number[]; single: boolean; tok: Tok; sym: CSym } {
  const t = r.ident('a classical bit');
  const sym = r.lookup(t.v);
  if (!sym || sym.s !== 'c') {
    if (sym && sym.s === 'q') throw r.err(`'${t.v}' is a quantum register, expected classical bits`, t);
    if (sym && sym.s === 'v')
      throw r.err(`'${t.v}' is a ${sym.type} variable; measurements can only be stored in bits`, t);
    throw r.err(`unknown classical register '${t.v}'`, t);
  }
  const got = select(r, sym.clbits, sym.single, t);
  return { clbits: got.qubits, single: got.single, tok: t, sym };
}

/** Broadcast operand lists (single operands repeat; registers must agree in size). */
export function broadcast(r: Reader, args: QubitArg[]): number[][] {
  let size = 1;
  let sized: Tok | undefined;
  for (const a of args) {
    if (!a.single) {
      if (sized && a.qubits.length !== size)
        throw r.err(`register sizes differ (${size} and ${a.qubits.length})`, a.tok);
      size = a.qubits.length;
      sized = a.tok;
    }
  }
  const out: number[][] = [];
  for (let i = 0; i < size; i++) out.push(args.map((a) => (a.single ? a.qubits[0] : a.qubits[i])));
  return out;
}
