/**
 * The OpenQASM reader's entry: reads the built-in prelude, the version line, then statement after
 * statement, each dispatched by its first token to the module of its concern. See ./reader.ts.
 */
import type { Circuit } from '../circuit/ir.js';
import { QasmError, describe, lex } from './lexer.js';
import type { Tok } from './lexer.js';
import { arrayDecl } from './arrays.js';
import { assignment } from './assign.js';
import { endStmt, forStmt, ifStmt, loopJump, switchStmt, whileStmt } from './control.js';
import { alias, bitDecl, constDecl, oldDecl, qubitDecl, scalarDecl } from './declarations.js';
import { headerlessVersion } from './dialect.js';
import { gateCall, gateDef, opaqueDef } from './gates.js';
import { COMPARISONS, PRELUDE, PULSE, QELIB1, STDGATES, VALUE_TYPES } from './keywords.js';
import { barrier, box, delay, measureArrow, nop, reset } from './quantum.js';
import { Reader, Transfer } from './reader.js';
import type { ParseLimits } from './reader.js';
import { callDef, defStmt, returnStmt } from './subroutines.js';

/** Parse an OpenQASM 2.0 or 3 program. Throws QasmError (with line and column) on any problem. */
export function parseProgram(src: string, limits: ParseLimits): Circuit {
  const r = new Reader(limits, { statement, callDef });
  try {
    return read(r, src);
  } catch (e) {
    // a break/continue that no loop caught (a return is caught by its subroutine call)
    if (e instanceof Transfer) throw r.err(`'${e.kind}' outside a loop`, e.tok);
    throw e;
  }
}

function read(r: Reader, src: string): Circuit {
  if (src.length > r.lim.maxSourceChars) {
    throw new QasmError(`program is ${src.length} characters; the limit is ${r.lim.maxSourceChars}`, 1, 1);
  }
  r.toks = lex(PRELUDE);
  r.pos = 0;
  while (r.peek().t !== 'eof') statement(r);
  for (const d of r.defs.values()) d.prelude = true;

  r.toks = lex(src);
  r.pos = 0;
  const tok = r.peek();
  if (tok.t === 'id' && tok.v === 'OPENQASM') header(r);
  else r.version = headerlessVersion(r.toks);
  while (r.peek().t !== 'eof') {
    const t = r.peek();
    if (t.t === 'id' && t.v === 'OPENQASM') throw r.err('OPENQASM version must be the first statement', t);
    statement(r);
  }
  return {
    version: r.version,
    numQubits: r.numQubits,
    numClbits: r.known.length,
    qregs: r.qregs,
    cregs: r.cregs,
    ops: r.ops
  };
}

/** `OPENQASM 2.0;` (or `2`, as Qiskit), `OPENQASM 3;`, `3.0`, `3.1`: the versions this reader implements. */
function header(r: Reader): void {
  r.next();
  const v = r.next();
  if (v.t !== 'num' || !/^[0-9]+(\.[0-9]+)?$/.test(v.v))
    throw r.err(`expected a version number after OPENQASM but found ${describe(v)}`, v);
  if (v.v === '2.0' || v.v === '2') {
    r.version = 2;
    r.strict2 = true;
  } else if (v.v === '3' || v.v === '3.0' || v.v === '3.1') r.version = 3;
  else throw r.err(`unsupported OpenQASM version ${v.v} (supported: 2, 2.0, 3, 3.0, 3.1)`, v);
  r.expect(';');
}

function statement(r: Reader): void {
  const tok = r.peek();
  // OpenQASM 2 allows an empty statement (Qiskit's qasm2.loads reads `;` and `gate g a { … };`)
  if (r.version === 2 && tok.t === 'op' && tok.v === ';') {
    r.next();
    return;
  }
  if (tok.t === 'op') {
    if (tok.v === '@') return annotation(r);
    if (tok.v === '#') return pragma(r, tok);
    if (tok.v === '{') {
      if (r.version === 2) throw r.err("expected a statement but found '{'", tok);
      return r.scoped(() => r.block());
    }
  }
  if (tok.t === 'hw') throw r.err('expected a statement; an assignment to a physical qubit is not allowed', tok);
  if (tok.t !== 'id') throw r.err(`expected a statement but found ${describe(tok)}`, tok);
  const kw = tok.v;
  switch (kw) {
    case 'include':
      return include(r);
    case 'qreg':
    case 'creg':
      return oldDecl(r, kw === 'qreg');
    case 'qubit':
    case 'bit':
      if (r.version === 2)
        throw r.err(
          `'${kw}' declarations are OpenQASM 3; in OpenQASM 2 declare '${kw === 'qubit' ? 'qreg' : 'creg'} name[size];'`,
          tok
        );
      return kw === 'qubit' ? qubitDecl(r) : bitDecl(r, false);
    case 'gate':
      return gateDef(r);
    case 'measure':
      return measureArrow(r);
    case 'reset':
      return reset(r);
    case 'barrier':
      return barrier(r);
    case 'if':
      return ifStmt(r);
    case 'else':
      throw r.err("'else' without a matching 'if'", tok);
    case 'opaque':
      if (r.version === 2) return opaqueDef(r);
      throw r.err("'opaque' is OpenQASM 2 only; in OpenQASM 3 define the gate with 'gate'", tok);
    default:
      break;
  }
  if (r.version === 3) {
    switch (kw) {
      case 'const':
        return constDecl(r);
      case 'int':
      case 'uint':
      case 'float':
      case 'angle':
      case 'bool':
      case 'duration':
      case 'stretch':
      case 'complex':
        if (r.is('(', 1) || (r.is('[', 1) && castAhead(r))) break;
        return scalarDecl(r, false);
      case 'array':
        return arrayDecl(r, false);
      case 'let':
        return alias(r);
      case 'for':
        return forStmt(r);
      case 'while':
        return whileStmt(r);
      case 'switch':
        return switchStmt(r);
      case 'def':
        return defStmt(r);
      case 'return':
        return returnStmt(r);
      case 'break':
      case 'continue':
        return loopJump(r, kw);
      case 'end':
        return endStmt(r);
      case 'delay':
        return delay(r);
      case 'box':
        return box(r);
      case 'extern':
        throw r.err("unsupported construct 'extern': external functions have no definition to simulate", tok);
      case 'input':
      case 'output':
        throw r.err(`unsupported construct '${kw}': program ${kw}s need values from the caller`, tok);
      case 'pragma':
        return pragma(r, tok);
      case 'nop':
        return nop(r);
      case 'case':
      case 'default':
        throw r.err(`'${kw}' outside a switch`, tok);
      default:
        break;
    }
  }
  if (PULSE.has(kw)) throw r.err(`pulse-level calibration ('${kw}') is not supported`, tok);
  if (r.version === 3 && VALUE_TYPES.has(kw)) {
    throw r.err(`a cast (${kw}(…)) is not a statement`, tok);
  }
  const sym = r.version === 3 ? r.lookup(kw) : undefined;
  const nx = r.toks[r.pos + 1];
  const assignOp =
    nx && nx.t === 'op' && (nx.v === '=' || (nx.v.length >= 2 && nx.v.endsWith('=') && !COMPARISONS.has(nx.v)));
  if (assignOp || (r.is('[', 1) && sym && sym.s !== 'q' && sym.s !== 'def')) return assignment(r);
  if (r.version === 2 && (r.is('=', 1) || r.is('[', 1))) {
    const reg = r.lookup(kw);
    if (reg && reg.s === 'c') throw r.err('assignments are not part of OpenQASM 2; use measure q -> c', tok);
  }
  if (sym && sym.s === 'def') {
    r.next();
    callDef(r, sym, tok);
    r.expect(';');
    return;
  }
  gateCall(r);
}

/** `int[8](x)`-style cast ahead (a statement that starts with a type and is not a declaration). */
function castAhead(r: Reader): boolean {
  let k = 1,
    depth = 0;
  for (;;) {
    const t = r.toks[r.pos + k];
    if (!t || t.t === 'eof') return false;
    if (t.t === 'op' && t.v === '[') depth++;
    else if (t.t === 'op' && t.v === ']') {
      depth--;
      if (depth === 0) return r.is('(', k + 1);
    }
    k++;
  }
}

function include(r: Reader): void {
  const kw = r.next();
  const f = r.next();
  if (f.t !== 'str') throw r.err('expected a file name string after include', f);
  if (f.v !== 'qelib1.inc' && f.v !== 'stdgates.inc')
    throw r.err(
      `include of "${f.v}" is not supported: benchgate reads one program and no files; paste that file's gate definitions into the program (qelib1.inc and stdgates.inc are built in)`,
      f
    );
  r.expect(';');
  if (r.included.has(f.v)) throw r.err(`"${f.v}" is already included (its gates would be defined twice)`, f);
  if (r.scopes.length > 1) throw r.err('include is only allowed in the global scope', kw);
  for (const name of f.v === 'qelib1.inc' ? QELIB1 : STDGATES) {
    const d = r.defs.get(name);
    if (d && !d.prelude)
      throw r.err(`gate '${name}' defined before the include of "${f.v}" redefines a gate of that library`, f);
  }
  r.included.add(f.v);
}

function annotation(r: Reader): void {
  // Annotations (@name …) may be ignored by a compiler (OpenQASM 3 spec): the line is skipped.
  const at = r.next();
  const name = r.toks[r.pos];
  if (name.t !== 'id' || name.line !== at.line || name.col !== at.col + 1)
    throw r.err("expected an annotation name after '@'", at);
  while (r.toks[r.pos].t !== 'eof' && r.toks[r.pos].line === at.line) r.pos++;
}

function pragma(r: Reader, t: Tok): void {
  // #pragma / pragma lines carry compiler hints; the reader ignores them.
  if (t.v === '#') {
    const p = r.toks[r.pos + 1];
    if (!p || p.t !== 'id' || p.v !== 'pragma' || p.line !== t.line) throw r.err("unexpected '#'", t);
  }
  const line = t.line;
  while (r.toks[r.pos].t !== 'eof' && r.toks[r.pos].line === line) r.pos++;
}
