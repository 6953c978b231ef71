/**
 * The words of OpenQASM the reader knows by name, in one place: keywords (and which of them only
 * OpenQASM 3 has, and which `gate` refuses as a gate name), type names, gate modifiers, and the gates of
 * the built-in libraries qelib1.inc and stdgates.inc.
 */

/**
 * Every keyword: a keyword never names a gate, register or variable declared with a new name. Its tag
 * says what else it is: `3`, a statement or operator that exists only in OpenQASM 3 (a program without an
 * `OPENQASM` line that uses one is read as OpenQASM 3, ./dialect.ts); `g`, refused by name as the name of
 * a `gate` (the only names `gate` checks: it reads the name as a plain identifier, as it always has).
 */
const WORDS: Record<string, '' | '3' | 'g' | 'g3'> = {
  OPENQASM: 'g',
  include: 'g',
  qreg: 'g',
  creg: 'g',
  qubit: 'g3',
  bit: 'g3',
  int: 'g3',
  uint: 'g3',
  float: 'g3',
  angle: 'g3',
  bool: 'g3',
  complex: '',
  duration: '3',
  stretch: '3',
  array: '3',
  const: 'g3',
  let: 'g3',
  gate: '',
  def: 'g3',
  defcal: '',
  defcalgrammar: '',
  cal: '',
  extern: '',
  opaque: '',
  input: '3',
  output: '3',
  if: 'g',
  else: '3',
  for: 'g3',
  in: '',
  while: 'g3',
  switch: '3',
  case: '',
  default: '',
  break: '',
  continue: '',
  return: '',
  end: '3',
  measure: 'g',
  reset: 'g',
  barrier: 'g',
  delay: '3',
  box: '3',
  durationof: '',
  sizeof: '',
  readonly: '',
  mutable: '',
  true: '',
  false: '',
  ctrl: '3',
  negctrl: '3',
  inv: '3',
  pow: '3',
  gphase: '3',
  U: '',
  void: '',
  pragma: '',
  nop: ''
};

const tagged = (tag: string): Set<string> =>
  new Set(Object.keys(WORDS).filter((w) => tag === '' || WORDS[w].includes(tag)));

/** Keywords that can never name a gate, register or variable. */
export const KEYWORDS = tagged('');
/** Statements and operators that exist only in OpenQASM 3. */
export const QASM3_ONLY = tagged('3');
/** Keywords `gate` refuses as a gate name. */
export const GATE_NAME_KEYWORDS = tagged('g');

/** Types a scalar variable (or a subroutine parameter, a return, a loop variable) may have. */
export const SCALAR_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration', 'stretch', 'complex']);
/** Element types an array may have. */
export const ARRAY_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration']);
/** Types that are casts when followed by `(` (or `[w](`) in an expression. */
export const CAST_TYPES = new Set(['int', 'uint', 'float', 'bool', 'bit', 'angle', 'duration']);
/** Types whose cast is refused as a statement and whose declaration is refused as a condition. */
export const VALUE_TYPES = new Set(['int', 'uint', 'float', 'bool', 'bit', 'angle']);
/** Pulse-level constructs (OpenPulse grammar): refused by name. */
export const PULSE = new Set(['defcal', 'defcalgrammar', 'cal']);
/** Gate modifiers (`ctrl @`, `negctrl @`, `inv @`, `pow(k) @`). */
export const MODIFIERS = new Set(['ctrl', 'negctrl', 'inv', 'pow']);
/** Statements not allowed in a gate body (besides the types of SCALAR_TYPES and PULSE). */
export const GATE_BODY_REFUSED = new Set([
  'measure',
  'reset',
  'if',
  'gate',
  'qreg',
  'creg',
  'qubit',
  'bit',
  'for',
  'while',
  'def',
  'delay',
  'box',
  'let',
  'const',
  'switch'
]);
/** Operators that end in `=` and are comparisons, not assignments. */
export const COMPARISONS = new Set(['==', '!=', '<=', '>=']);

/** Gates of qelib1.inc (OpenQASM 2, as shipped by Qiskit) and stdgates.inc (OpenQASM 3). */
export const QELIB1 = new Set(
  (
    'u3 u2 u1 cx id u0 u p x y z h s sdg t tdg rx ry rz sx sxdg cz cy swap ch ccx cswap crx cry crz cu1 cp cu3 csx cu ' +
    'rxx rzz rccx rc3x c3x c3sqrtx c4x'
  ).split(' ')
);
export const STDGATES = new Set(
  'p x y z h s sdg t tdg sx rx ry rz cx cy cz cp crx cry crz ch swap ccx cswap cu CX phase cphase id u1 u2 u3'.split(
    ' '
  )
);

/** Gate aliases (qelib1 / stdgates names of standard gates). */
export const ALIASES: Record<string, string> = { phase: 'p', cphase: 'cp', c3sqrtx: 'c3sx' };

/** Gates defined by body (relative-phase Toffolis of qelib1.inc), read before every program. */
export const PRELUDE = `
gate rccx a,b,c { u2(0,pi) c; u1(pi/4) c; cx b,c; u1(-pi/4) c; cx a,c; u1(pi/4) c; cx b,c; u1(-pi/4) c; u2(0,pi) c; }
gate rc3x a,b,c,d { u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; }
`;
