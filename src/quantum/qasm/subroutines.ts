/**
 * Subroutines of the OpenQASM reader: `def` (the body is kept as a token range), calls (inlined: the
 * body is read again with the arguments bound, by value or, for arrays, by reference) and `return`.
 */
import { describe } from './lexer.js';
import type { Tok } from './lexer.js';
import { arrayType } from './arrays.js';
import { designator, value } from './expr.js';
import { SCALAR_TYPES } from './keywords.js';
import { clbitOperand, qubitOperand } from './operands.js';
import { measureExpr } from './quantum.js';
import { Transfer } from './reader.js';
import type { Reader } from './reader.js';
import { skipBalanced } from './skip.js';
import type { ASym, DSym, DefParam, QubitArg, Sym } from './symbols.js';
import { cast, convert, isRuntime } from './values.js';
import type { Val } from './values.js';

export function defStmt(r: Reader): void {
  const kw = r.next();
  if (r.scopes.length > 1) throw r.err('subroutines can only be defined in the global scope', kw);
  const name = r.newName('a subroutine name');
  r.expect('(');
  const params: DefParam[] = [];
  while (!r.is(')')) {
    const tt = r.next();
    if (tt.t !== 'id') throw r.err(`expected a parameter type but found ${describe(tt)}`, tt);
    let p: DefParam;
    if (tt.v === 'array') throw r.err("an array parameter needs 'readonly' or 'mutable' before 'array'", tt);
    if (tt.v === 'readonly' || tt.v === 'mutable') {
      if (!r.is('array')) throw r.err(`expected 'array' after '${tt.v}'`, r.peek());
      const at = arrayType(r, true);
      const pn = r.newName('a parameter name');
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
      if (r.accept('[')) size = designator(r, 'register size');
      const pn = r.newName('a parameter name');
      p = { name: pn.v, kind: 'qubit', size, tok: pn };
    } else if (tt.v === 'bit' || tt.v === 'creg') {
      let size: number | undefined;
      if (r.accept('[')) size = designator(r, 'register size');
      const pn = r.newName('a parameter name');
      p = { name: pn.v, kind: 'bits', size, tok: pn };
    } else if (SCALAR_TYPES.has(tt.v)) {
      let width: number | undefined;
      if (r.accept('[')) width = designator(r, 'type width');
      const pn = r.newName('a parameter name');
      p = {
        name: pn.v,
        kind: tt.v === 'angle' && width !== undefined ? 'angle' : 'scalar',
        type: tt.v,
        width,
        tok: pn
      };
    } else throw r.err(`expected a parameter type but found ${describe(tt)}`, tt);
    if (params.some((x) => x.name === p.name)) throw r.err(`duplicate parameter '${p.name}'`, p.tok);
    params.push(p);
    if (!r.accept(',')) break;
  }
  r.expect(')');
  let ret: { type: string; width?: number } | undefined;
  if (r.accept('->')) {
    const rt = r.next();
    if (rt.t !== 'id' || !(SCALAR_TYPES.has(rt.v) || rt.v === 'bit' || rt.v === 'creg'))
      throw r.err(`expected a return type but found ${describe(rt)}`, rt);
    let width: number | undefined;
    if (r.accept('[')) width = designator(r, 'type width');
    ret = { type: rt.v === 'creg' ? 'bit' : rt.v, width };
  }
  if (!r.is('{')) throw r.err(`expected '{' but found ${describe(r.peek())}`, r.peek());
  const bodyStart = r.pos;
  skipBalanced(r);
  r.declare(name, { s: 'def', name: name.v, params, ret, bodyStart, bodyEnd: r.pos, tok: name });
}

/** Call a subroutine (the name is consumed): `f(args)` or, as in the spec's examples, `f(args) qubits`. */
export function callDef(r: Reader, sym: DSym, t: Tok): Val {
  const args: { v?: Val; q?: QubitArg; arr?: ASym; tok: Tok }[] = [];
  const takeArg = (p: DefParam | undefined): void => {
    const at = r.peek();
    if (p && p.kind === 'qubit') args.push({ q: qubitOperand(r), tok: at });
    else if (p && p.kind === 'array') {
      const an = r.ident('an array');
      const a = r.lookup(an.v);
      if (!a || a.s !== 'arr')
        throw r.err(`argument '${p.name}' of '${sym.name}' must be an array; '${an.v}' is not one`, an);
      if (r.is('[')) throw r.err('pass a whole array (a part of one cannot be passed by reference here)', r.peek());
      args.push({ arr: a, tok: at });
    } else if (p && (p.kind === 'bits' || p.kind === 'angle') && at.t === 'id' && r.lookup(at.v)?.s === 'c') {
      const c = clbitOperand(r);
      args.push({ v: r.readBits(c.clbits), tok: at });
    } else args.push({ v: value(r), tok: at });
  };
  if (r.accept('(')) {
    while (!r.is(')')) {
      takeArg(sym.params[args.length]);
      if (!r.accept(',')) break;
    }
    r.expect(')');
  }
  if (
    !r.is(';') &&
    !r.is(')') &&
    !r.is(',') &&
    args.length < sym.params.length &&
    sym.params[args.length].kind === 'qubit'
  ) {
    while (!r.is(';')) {
      takeArg(sym.params[args.length]);
      if (!r.accept(',')) break;
    }
  }
  if (args.length !== sym.params.length)
    throw r.err(`subroutine '${sym.name}' takes ${sym.params.length} argument(s), got ${args.length}`, t);
  if (r.callDepth >= r.lim.maxGateDepth) throw r.err(`subroutine calls nested deeper than ${r.lim.maxGateDepth}`, t);
  const returnPos = r.pos;
  const savedScopes = r.scopes;
  const savedBoundary = r.boundary;
  const savedRt = r.rtScope;
  const savedLoops = r.rtLoops;
  const scope = new Map<string, Sym>();
  sym.params.forEach((p, i) => {
    const a = args[i];
    if (p.kind === 'qubit') {
      if (!a.q) throw r.err(`argument ${i + 1} of '${sym.name}' must be qubits`, a.tok);
      const n = p.size ?? 1;
      if (p.size === undefined ? !a.q.single && a.q.qubits.length !== 1 : a.q.qubits.length !== n) {
        throw r.err(
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
        throw r.err(
          `argument '${p.name}' of '${sym.name}' needs an array of ${p.type}${p.width !== undefined ? `[${p.width}]` : ''}, got ${arr.type}${arr.width !== undefined ? `[${arr.width}]` : ''}`,
          a.tok
        );
      if (
        p.dims
          ? p.dims.length !== arr.dims.length || p.dims.some((n, k) => n !== arr.dims[k])
          : p.ndim !== arr.dims.length
      ) {
        throw r.err(
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
      const bits = r.at(a.tok, () =>
        p.kind === 'angle' && typeof v === 'number'
          ? cast({ k: 'int', v: Math.round((v / (2 * Math.PI)) * 2 ** n) }, 'bit', n)
          : cast(v, 'bit', n)
      );
      // by value: fresh scratch bits holding the argument
      const clbits = r.allocClbits(a.tok, n, false);
      for (const c of clbits) r.known[c] = 0;
      r.writeBits(clbits, bits, a.tok);
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
      throw r.err(`argument '${p.name}' of '${sym.name}' would depend on a measurement result; pass it as bit`, a.tok);
    const val = r.at(a.tok, () => convert(v, p.type as string, p.width));
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
  r.scopes = [savedScopes[0], scope];
  r.boundary = 1;
  r.rtScope = savedRt >= 0 ? 1 : -1;
  r.rtLoops = [];
  r.callDepth++;
  r.retStack.push(sym.ret ?? null);
  r.pos = sym.bodyStart;
  let result: Val | undefined;
  try {
    r.scoped(() => r.block());
  } catch (e) {
    if (!(e instanceof Transfer) || e.kind !== 'return') throw e;
    result = e.value;
  } finally {
    r.retStack.pop();
    r.callDepth--;
    r.scopes = savedScopes;
    r.boundary = savedBoundary;
    r.rtScope = savedRt;
    r.rtLoops = savedLoops;
    r.pos = returnPos;
  }
  if (sym.ret && result === undefined) throw r.err(`subroutine '${sym.name}' ended without returning a value`, t);
  return result ?? { k: 'int', v: 0 };
}

export function returnStmt(r: Reader): void {
  const t = r.next();
  if (r.retStack.length === 0) throw r.err("'return' outside a subroutine", t);
  const ret = r.retStack[r.retStack.length - 1];
  if (r.condStack.length > 0 || r.rtLoops.length > 0)
    throw r.err("'return' under a condition on measured values is not supported", t);
  let result: Val | undefined;
  if (!r.is(';')) {
    if (!ret) throw r.err('this subroutine returns no value', t);
    const vt = r.peek();
    if (r.accept('measure')) result = measureExpr(r, vt);
    else result = value(r);
    if (ret.type === 'bit') result = r.at(vt, () => cast(result as Val, 'bit', ret.width ?? 1));
    else if (!isRuntime(result)) result = r.at(vt, () => convert(result as Val, ret.type, ret.width));
    else if (ret.type !== 'bool' && ret.type !== 'int' && ret.type !== 'uint')
      throw r.err(`a ${ret.type} return value cannot depend on a measurement`, vt);
  } else if (ret) throw r.err('this subroutine must return a value', t);
  r.expect(';');
  throw new Transfer('return', t, result);
}
