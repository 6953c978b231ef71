/**
 * Skipping tokens without reading them: the body of a branch not taken, a balanced bracket, and a
 * look-ahead over a body (for `else`, and the bits a branch writes).
 */
import { describe } from './lexer.js';
import type { Reader } from './reader.js';

/** Skip the body of a branch not taken (tokens only; it is not checked). */
export function skipBody(r: Reader): void {
  const t = r.peek();
  if (t.t === 'op' && t.v === '{') return skipBalanced(r);
  if (t.t === 'id' && t.v === 'if') {
    r.next();
    skipParens(r);
    skipBody(r);
    if (r.accept('else')) skipBody(r);
    return;
  }
  if (t.t === 'id' && (t.v === 'for' || t.v === 'while' || t.v === 'switch' || t.v === 'box')) {
    r.next();
    // header up to the body's '{' at depth 0 (a for set literal is inside 'in { … }')
    if (t.v === 'for') {
      while (!r.is('in')) {
        if (r.peek().t === 'eof') throw r.err("expected 'in'", t);
        r.next();
      }
      r.next();
      if (r.is('[') || r.is('{')) skipBalanced(r);
      else
        while (!r.is('{') && !r.is(';')) {
          if (r.peek().t === 'eof') throw r.err('unterminated for', t);
          r.next();
        }
    } else if (t.v === 'box') {
      if (r.is('[')) skipBalanced(r);
    } else skipParens(r);
    if (t.v === 'switch') return skipBalanced(r);
    return skipBody(r);
  }
  let depth = 0;
  for (;;) {
    const x = r.next();
    if (x.t === 'eof') throw r.err("expected ';'", x);
    if (x.t === 'op' && (x.v === '(' || x.v === '[' || x.v === '{')) depth++;
    else if (x.t === 'op' && (x.v === ')' || x.v === ']' || x.v === '}')) depth--;
    else if (x.t === 'op' && x.v === ';' && depth <= 0) return;
  }
}

function skipParens(r: Reader): void {
  if (!r.is('(')) throw r.err(`expected '(' but found ${describe(r.peek())}`, r.peek());
  skipBalanced(r);
}

export function skipBalanced(r: Reader): void {
  const open = r.next();
  const close = open.v === '(' ? ')' : open.v === '[' ? ']' : '}';
  let depth = 1;
  while (depth > 0) {
    const x = r.next();
    if (x.t === 'eof') throw r.err(`expected '${close}'`, open);
    if (x.t === 'op' && (x.v === '(' || x.v === '[' || x.v === '{')) depth++;
    else if (x.t === 'op' && (x.v === ')' || x.v === ']' || x.v === '}')) depth--;
  }
}
