/**
 * OpenQASM dialect questions the reader settles on tokens alone: which version a program without an
 * `OPENQASM` line is (see docs/openqasm.md, Decisions), and what a run of prefix operators reduces to.
 */
import type { Tok } from './lexer.js';
import { QASM3_ONLY } from './keywords.js';

/**
 * The version of a program without an `OPENQASM` line. Qiskit's caller picks the reader (`qasm2.loads`
 * or `qasm3.loads`); benchgate gets one text, so it reads it as OpenQASM 2 when it looks like one (it
 * includes "qelib1.inc" or declares qreg/creg/opaque) and uses nothing of OpenQASM 3 (declarations,
 * control flow, modifiers, `=` assignments, "stdgates.inc", `$n`), and as OpenQASM 3 otherwise. The
 * difference matters for `^` (power in 2, xor in 3) and for what each version refuses.
 */
export function headerlessVersion(toks: Tok[]): 2 | 3 {
  let two = false;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (t.t === 'id') {
      if (QASM3_ONLY.has(t.v)) return 3;
      if (t.v === 'qreg' || t.v === 'creg' || t.v === 'opaque') two = true;
    } else if (t.t === 'str') {
      if (t.v === 'qelib1.inc') two = true;
      else if (t.v === 'stdgates.inc') return 3;
    } else if (t.t === 'hw' || t.t === 'dur' || (t.t === 'op' && (t.v === '=' || t.v === '@'))) return 3;
  }
  return two ? 2 : 3;
}

/**
 * A run of prefix operators with the same meaning: each stretch of `+`/`-` becomes at most two (`-` if the
 * count of `-` is odd, `- -` if even and non-zero, else one `+`), and each stretch of `!` or of `~` at most two
 * (`!!!x` is `!x`, `~~~x` is `~x`; the first application still checks the operand's type).
 */
export function squeezeSigns(run: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < run.length;) {
    const cls = run[i].v === '+' || run[i].v === '-' ? '±' : run[i].v;
    let j = i;
    while (j < run.length && (cls === '±' ? run[j].v === '+' || run[j].v === '-' : run[j].v === cls)) j++;
    const part = run.slice(i, j);
    if (cls === '±') {
      const minus = part.filter((o) => o.v === '-');
      if (minus.length % 2) out.push(minus[0]);
      else if (minus.length) out.push(minus[0], minus[1]);
      else out.push(part[0]);
    } else out.push(...part.slice(0, 2 - (part.length % 2)));
    i = j;
  }
  return out;
}
