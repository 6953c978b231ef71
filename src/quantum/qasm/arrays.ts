/**
 * Arrays of the OpenQASM reader (classical values known while reading): types, declarations,
 * initialisers and copies, and element assignment. Selections (`a[i, 1:2]`) are read by ./expr.ts.
 */
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { arraySelect, designator, intValue, value } from './expr.js';
import { ARRAY_TYPES, COMPARISONS } from './keywords.js';
import type { Reader } from './reader.js';
import { MAX_ARRAY_ELEMENTS, MAX_ARRAY_ELEMENTS_TOTAL } from './symbols.js';
import type { ASym } from './symbols.js';
import { compound, convert, isRuntime } from './values.js';
import type { Val } from './values.js';

/** `array[type[w], d0, d1, …]` (the keyword is next); `#dim=n` instead of sizes when `ndimOk` (subroutine parameters). */
export function arrayType(
  r: Reader,
  ndimOk: boolean
): { type: string; width?: number; dims?: number[]; ndim?: number; tok: Tok } {
  const kw = r.next();
  r.expect('[');
  const tt = r.ident('an array element type');
  if (!ARRAY_TYPES.has(tt.v))
    throw r.err(`arrays of '${tt.v}' are not supported (element types: ${[...ARRAY_TYPES].join(', ')})`, tt);
  let width: number | undefined;
  if (r.accept('[')) {
    if (tt.v === 'bool' || tt.v === 'duration') throw r.err(`'${tt.v}' takes no width`, tt);
    width = designator(r, 'type width');
  }
  r.expect(',');
  if (r.is('#')) {
    const ht = r.next();
    if (!ndimOk) throw r.err("'#dim' is only allowed for subroutine array parameters", ht);
    const d = r.ident("'dim'");
    if (d.v !== 'dim') throw r.err(`expected '#dim' but found '#${d.v}'`, d);
    r.expect('=');
    const ndim = designator(r, 'number of dimensions');
    return { type: tt.v, width, ndim, tok: kw };
  }
  const dims: number[] = [];
  do {
    const dt = r.peek();
    const n = intValue(r, 'array size');
    if (n < 1) throw r.err(`an array dimension must be at least 1, got ${n}`, dt);
    dims.push(n);
  } while (r.accept(','));
  r.expect(']');
  const total = dims.reduce((a, b) => a * b, 1);
  if (total > MAX_ARRAY_ELEMENTS)
    throw r.err(`an array of ${total} elements is larger than the limit of ${MAX_ARRAY_ELEMENTS}`, kw);
  return { type: tt.v, width, dims, tok: kw };
}

export function arrayDecl(r: Reader, isConst: boolean): void {
  const at = arrayType(r, false);
  const dims = at.dims as number[];
  const name = r.newName('an array name');
  const total = dims.reduce((a, b) => a * b, 1);
  r.arrayElements += total;
  if (r.arrayElements > MAX_ARRAY_ELEMENTS_TOTAL)
    throw r.err(`the program's arrays hold more than ${MAX_ARRAY_ELEMENTS_TOTAL} elements in all`, at.tok);
  const sym: ASym = {
    s: 'arr',
    name: name.v,
    type: at.type,
    width: at.width,
    dims,
    data: [],
    scope: r.scopes.length - 1
  };
  if (r.accept('=')) {
    sym.data = arraySource(r, sym, dims);
  } else {
    if (isConst) throw r.err(`constant '${name.v}' needs a value`, name);
    const zero = r.at(at.tok, () => convert({ k: 'int', v: 0 }, at.type, at.width));
    r.chargeArrayWork(total, at.tok);
    sym.data = new Array<Val>(total).fill(zero);
  }
  r.expect(';');
  if (isConst) throw r.err("'const' arrays are not supported; declare the array without 'const'", at.tok);
  r.declare(name, sym);
}

/** The elements of an initialiser `{…}` (nested per dimension) or of another array (or a part of it) of that shape. */
function arraySource(r: Reader, target: ASym, shape: number[]): Val[] {
  const t = r.peek();
  if (r.is('{')) {
    const out: Val[] = [];
    const list = (d: number): void => {
      const open = r.expect('{');
      let n = 0;
      while (!r.is('}')) {
        if (n >= shape[d])
          throw r.err(`too many elements: dimension ${d} of '${target.name}' has size ${shape[d]}`, r.peek());
        if (d + 1 < shape.length) list(d + 1);
        else {
          const vt = r.peek();
          const v = value(r);
          if (isRuntime(v))
            throw r.err(`an array element would depend on a measurement result; arrays hold known values only`, vt);
          out.push(r.at(vt, () => convert(v, target.type, target.width)));
        }
        n++;
        if (!r.accept(',')) break;
      }
      r.expect('}');
      if (n !== shape[d])
        throw r.err(`dimension ${d} of '${target.name}' has size ${shape[d]}, the initialiser gives ${n}`, open);
    };
    if (!shape.length) throw r.err('expected a value, not an initialiser list', t);
    list(0);
    return out;
  }
  const st = r.ident('an array or an initialiser {…}');
  const src = r.lookup(st.v);
  if (!src || src.s !== 'arr') throw r.err(`expected an array or an initialiser {…}; '${st.v}' is not an array`, st);
  const sel = arraySelect(r, src, st);
  if (sel.shape.length !== shape.length || sel.shape.some((n, i) => n !== shape[i])) {
    throw r.err(`shape ${sel.shape.join('×') || 'scalar'} of '${st.v}' here does not match ${shape.join('×')}`, st);
  }
  // a copy, converted to the target's element type (values of the same type are copied as they are)
  if (src.type === target.type && src.width === target.width) return sel.pos.map((p) => src.data[p]);
  return sel.pos.map((p) => r.at(st, () => convert(src.data[p], target.type, target.width)));
}

/** `a[i] = v;`, `a[i, j] op= v;`, `a[0:1] = b[2:3];`, `a = b;` (the name is consumed). */
export function arrayAssign(r: Reader, sym: ASym, t: Tok): void {
  if (sym.readonly) throw r.err(`'${t.v}' is a readonly array parameter and cannot be assigned`, t);
  if (r.inRuntime() && sym.scope < r.rtScope) {
    throw r.err(
      `'${t.v}' would depend on a measurement result (assigned under a condition or loop on measured values); arrays hold known values only`,
      t
    );
  }
  const sel = arraySelect(r, sym, t);
  const op = r.next();
  if (op.t !== 'op' || !op.v.endsWith('=') || COMPARISONS.has(op.v))
    throw r.err(`expected an assignment but found ${describe(op)}`, op);
  if (sel.shape.length) {
    if (op.v !== '=')
      throw r.err(`'${op.v}' needs one element; '${t.v}' is indexed to shape ${sel.shape.join('×')} here`, op);
    const vals = arraySource(r, sym, sel.shape);
    r.expect(';');
    sel.pos.forEach((p, i) => {
      sym.data[p] = vals[i];
    });
    return;
  }
  const vt = r.peek();
  if (r.is('measure')) throw r.err(`a measurement can only be stored in bits; '${t.v}' is an array of ${sym.type}`, vt);
  let v = value(r);
  r.expect(';');
  if (op.v !== '=') v = r.at(op, () => compound(op.v, sym.data[sel.pos[0]], v, true));
  if (isRuntime(v)) throw r.err(`'${t.v}' would depend on a measurement result; arrays hold known values only`, vt);
  sym.data[sel.pos[0]] = r.at(vt, () => convert(v, sym.type, sym.width));
}
