/**
 * Declarations of the OpenQASM reader: `qreg`/`creg`, `qubit`, `bit`, scalars (with `const`) and
 * `let` aliases. Arrays are in ./arrays.ts.
 */
import { pushAll } from '../../core/arrays.js';
import { describe } from './lexer.js';
import { assignInto } from './assign.js';
import { designator, intValue, value } from './expr.js';
import { SCALAR_TYPES } from './keywords.js';
import { qubitOperand } from './operands.js';
import type { Reader } from './reader.js';
import type { CSym } from './symbols.js';
import { convert, isRuntime } from './values.js';
import type { Val } from './values.js';

export function oldDecl(r: Reader, quantum: boolean): void {
  r.next();
  const name = r.newName('a register name');
  r.expect('[');
  const st = r.peek();
  const size = intValue(r, 'register size');
  r.expect(']');
  r.expect(';');
  // an empty register is valid (Qiskit reads `qreg q[0];`); gates broadcast over it do nothing
  if (size < 0) throw r.err('register size must not be negative', st);
  if (r.scopes.length > 1) throw r.err(`'${quantum ? 'qreg' : 'creg'}' is only allowed in the global scope`, name);
  if (quantum) r.declare(name, { s: 'q', name: name.v, qubits: r.allocQubits(name, size), single: false });
  else
    r.declare(name, {
      s: 'c',
      name: name.v,
      clbits: r.allocClbits(name, size, true),
      single: false,
      type: 'bit'
    });
}

export function qubitDecl(r: Reader): void {
  r.next();
  let size: number | undefined;
  if (r.accept('[')) size = designator(r, 'register size', 0);
  const name = r.newName('a qubit name');
  if (r.is('=')) throw r.err('qubits cannot be initialised; use reset', r.peek());
  r.expect(';');
  r.declare(name, { s: 'q', name: name.v, qubits: r.allocQubits(name, size ?? 1), single: size === undefined });
}

export function bitDecl(r: Reader, isConst: boolean): void {
  const kw = r.next();
  if (isConst) throw r.err("'const' bits are not supported; use a const int", kw);
  let size: number | undefined;
  if (r.accept('[')) size = designator(r, 'register size', 0);
  const name = r.newName('a bit name');
  const global = r.scopes.length === 1;
  const sym: CSym = {
    s: 'c',
    name: name.v,
    clbits: r.allocClbits(name, size ?? 1, global),
    single: size === undefined,
    type: 'bit'
  };
  if (!global) {
    // a scratch bit starts at 0 for this declaration
    for (const c of sym.clbits) r.known[c] = 0;
  }
  if (r.accept('=')) assignInto(r, sym, r.peek(), '=');
  r.expect(';');
  r.declare(name, sym);
}

export function constDecl(r: Reader): void {
  r.next();
  const t = r.peek();
  if (t.t !== 'id' || !(SCALAR_TYPES.has(t.v) || t.v === 'bit'))
    throw r.err(`expected a type after 'const' but found ${describe(t)}`, t);
  if (t.v === 'bit') return bitDecl(r, true);
  scalarDecl(r, true);
}

export function scalarDecl(r: Reader, isConst: boolean): void {
  const tt = r.next();
  const type = tt.v;
  let width: number | undefined;
  if (type === 'complex') throw r.err('complex numbers are not supported', tt);
  if (r.accept('[')) {
    if (type === 'bool' || type === 'duration' || type === 'stretch') throw r.err(`'${type}' takes no width`, tt);
    width = designator(r, 'type width');
  }
  const name = r.newName('a variable name');
  if (type === 'angle' && width !== undefined && !isConst) {
    // angle[n]: n bits of a turn, addressable bit by bit (measure q -> c[0])
    const global = r.scopes.length === 1;
    const sym: CSym = {
      s: 'c',
      name: name.v,
      clbits: r.allocClbits(name, width, global),
      single: false,
      type: 'angle'
    };
    if (!global) for (const c of sym.clbits) r.known[c] = 0;
    if (r.accept('=')) assignInto(r, sym, r.peek(), '=');
    r.expect(';');
    r.declare(name, sym);
    return;
  }
  let val: Val;
  if (r.accept('=')) {
    const vt = r.peek();
    if (r.is('measure')) throw r.err(`a measurement can only be stored in bits; declare '${name.v}' as bit`, vt);
    const v = value(r);
    if (isRuntime(v))
      throw r.err(`'${name.v}' would depend on a measurement result; only bit variables can hold measured values`, vt);
    val = r.at(vt, () => convert(v, type, width));
  } else {
    if (isConst) throw r.err(`constant '${name.v}' needs a value`, name);
    val = r.at(tt, () => convert({ k: 'int', v: 0 }, type, width));
  }
  r.expect(';');
  if (type === 'stretch') r.stretchVars++;
  r.declare(name, {
    s: 'v',
    name: name.v,
    type,
    width,
    val: type === 'stretch' ? { k: 'dur', d: { seconds: 0, dt: 0, stretch: 1 } } : val,
    isConst,
    scope: r.scopes.length - 1
  });
}

export function alias(r: Reader): void {
  r.next();
  const name = r.newName('an alias name');
  r.expect('=');
  const qubits: number[] = [];
  let single = true;
  let first = true;
  do {
    const a = qubitOperand(r);
    pushAll(qubits, a.qubits);
    single = first && a.single;
    first = false;
  } while (r.accept('++'));
  r.expect(';');
  if (new Set(qubits).size !== qubits.length) throw r.err('an alias cannot name the same qubit twice', name);
  r.declare(name, { s: 'q', name: name.v, qubits, single });
}
