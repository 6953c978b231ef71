import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/quantum/ir.ts
/**
 * The circuit representation (IR) shared by the OpenQASM reader, the statevector simulator and
 * later engines (noise models, transpiler). Plain data: JSON-serialisable, no classes, no
 * knowledge of any platform. See docs/quantum.md for the full description.
 *
 * Conventions
 * - Qubits and classical bits are numbered globally: registers in declaration order, each register
 *   occupying [offset, offset + size). Statevector index bit k is qubit k (little-endian, as Qiskit).
 * - Every gate operation uses a name from {@link GATES} (the union of qelib1.inc, stdgates.inc and
 *   Qiskit's standard gates). User `gate` definitions are inlined into these; the top-level call
 *   they came from is kept in `call` (so statistics can count it once, as Qiskit does).
 * - `inv @` and `pow(k) @` modifiers are resolved by the reader into standard gates (inverse
 *   names, negated/scaled angles, repetition); only a fractional power of a gate without a
 *   rotation angle becomes a `unitary` op with an explicit 2×2 matrix.
 * - `ctrl @` / `negctrl @` modifiers become `ctrls` leading control qubits (`ctrlState` marks which
 *   are positive); `ctrl @ x` is normalised to `cx`, `ctrl @ ctrl @ x` to `ccx`, and so on, when a
 *   standard name exists.
 */
/** Evaluate a condition on the current clbit values. */
function conditionHolds(c, bits) {
    if (c.expr)
        return condExprHolds(c.expr, bits);
    let v = 0;
    for (let i = 0; i < c.clbits.length; i++)
        v += bits[c.clbits[i]] * 2 ** i;
    return (v === c.value) !== (c.negate === true);
}
function condExprHolds(e, bits) {
    switch (e.op) {
        case 'not': return !condExprHolds(e.a, bits);
        case 'and': return condExprHolds(e.a, bits) && condExprHolds(e.b, bits);
        case 'or': return condExprHolds(e.a, bits) || condExprHolds(e.b, bits);
        default: {
            let v = 0;
            for (let i = 0; i < e.clbits.length; i++)
                v += bits[e.clbits[i]] * 2 ** i;
            switch (e.rel) {
                case '==': return v === e.value;
                case '!=': return v !== e.value;
                case '<': return v < e.value;
                case '<=': return v <= e.value;
                case '>': return v > e.value;
                default: return v >= e.value;
            }
        }
    }
}
/** The circuit as the noise engine sees it; throws when {@link unsupportedByNoise} names a construct. */
function ir_basicCircuit(c) {
    const why = unsupportedByNoise(c);
    if (why)
        throw new Error(`the noise engine cannot run this circuit: it uses ${why}`);
    return c;
}
/** Ops the statevector engine executes only shot by shot: classical writes and jumps. */
function isClassicalOp(op) {
    return op.kind === 'setbit' || op.kind === 'copybit' || op.kind === 'jump';
}
/**
 * Why the noise engine (devices, transpiler, density and trajectory simulators) cannot run this
 * circuit, or undefined. These constructs come from OpenQASM 3 programs; they run on `sim-cpu`.
 */
function unsupportedByNoise(c) {
    for (const op of c.ops) {
        if (op.kind === 'delay')
            return "'delay' (idle time is not modelled by the noise engine yet; run on sim-cpu)";
        if (op.kind === 'jump')
            return "a 'while' loop on measured values (run on sim-cpu)";
        if (op.kind === 'setbit' || op.kind === 'copybit')
            return 'classical assignments to bits (run on sim-cpu)';
        if (op.kind !== 'barrier' && op.condition?.expr)
            return 'a compound condition (&&, ||, !, <, …) on measured bits (run on sim-cpu)';
    }
    return undefined;
}
/**
 * Standard gates known to the reader and the simulator. Names are lower case except the
 * OpenQASM built-ins `U` and `CX`, which the reader normalises to `u` and `cx`.
 */
const GATES = {
    gphase: { qubits: 0, params: 1 },
    id: { qubits: 1, params: 0 },
    x: { qubits: 1, params: 0 },
    y: { qubits: 1, params: 0 },
    z: { qubits: 1, params: 0 },
    h: { qubits: 1, params: 0 },
    s: { qubits: 1, params: 0 },
    sdg: { qubits: 1, params: 0 },
    t: { qubits: 1, params: 0 },
    tdg: { qubits: 1, params: 0 },
    sx: { qubits: 1, params: 0 },
    sxdg: { qubits: 1, params: 0 },
    rx: { qubits: 1, params: 1 },
    ry: { qubits: 1, params: 1 },
    rz: { qubits: 1, params: 1 },
    p: { qubits: 1, params: 1 },
    u: { qubits: 1, params: 3 },
    u1: { qubits: 1, params: 1 },
    u2: { qubits: 1, params: 2 },
    u3: { qubits: 1, params: 3 },
    r: { qubits: 1, params: 2 },
    cx: { qubits: 2, params: 0 },
    cy: { qubits: 2, params: 0 },
    cz: { qubits: 2, params: 0 },
    ch: { qubits: 2, params: 0 },
    cs: { qubits: 2, params: 0 },
    csdg: { qubits: 2, params: 0 },
    csx: { qubits: 2, params: 0 },
    cp: { qubits: 2, params: 1 },
    crx: { qubits: 2, params: 1 },
    cry: { qubits: 2, params: 1 },
    crz: { qubits: 2, params: 1 },
    cu: { qubits: 2, params: 4 },
    cu1: { qubits: 2, params: 1 },
    cu3: { qubits: 2, params: 3 },
    swap: { qubits: 2, params: 0 },
    iswap: { qubits: 2, params: 0 },
    dcx: { qubits: 2, params: 0 },
    ecr: { qubits: 2, params: 0 },
    rxx: { qubits: 2, params: 1 },
    ryy: { qubits: 2, params: 1 },
    rzz: { qubits: 2, params: 1 },
    rzx: { qubits: 2, params: 1 },
    ccx: { qubits: 3, params: 0 },
    ccz: { qubits: 3, params: 0 },
    cswap: { qubits: 3, params: 0 },
    c3x: { qubits: 4, params: 0 },
    c3sx: { qubits: 4, params: 0 },
    c4x: { qubits: 5, params: 0 },
    unitary: { qubits: 1, params: 0 }
};
/** Number of qubits an op acts on (gate: controls + own qubits). */
function opArity(op) {
    switch (op.kind) {
        case 'gate':
            return op.qubits.length;
        case 'barrier':
        case 'delay':
            return op.qubits.length;
        case 'setbit':
        case 'copybit':
        case 'jump':
            return 0;
        default:
            return 1;
    }
}

;// CONCATENATED MODULE: ./src/quantum/qasm/lexer.ts
/**
 * OpenQASM 2/3 lexer. A malformed token does not throw at once: it becomes a 'bad' token that the
 * parser reports when it reaches it, so a construct refused by name earlier in the program (for
 * example `defcal`, whose pulse grammar is not OpenQASM) is reported by name rather than by a
 * character inside it.
 */
class QasmError extends Error {
    line;
    column;
    constructor(message, line, column) {
        super(message);
        this.name = 'QasmError';
        this.line = line;
        this.column = column;
    }
}
const OPS3 = ['**=', '<<=', '>>='];
const OPS2 = ['->', '==', '!=', '<=', '>=', '&&', '||', '**', '<<', '>>', '++', '+=', '-=', '*=', '/=', '%=', '^=', '&=', '|=', '~='];
const OPS1 = ';,()[]{}+-*/%^@=<>!~&|:.#';
const UNITS = new Set(['dt', 'ns', 'us', 'µs', 'ms', 's']);
function isIdStart(c) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c >= 0x80;
}
function isIdPart(c) {
    return isIdStart(c) || (c >= 48 && c <= 57);
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}
/** Decimal/float literal at i: digits with single underscores between digits, optional fraction and exponent. */
const DEC = /^(?:[0-9](?:_?[0-9])*(?:\.(?:[0-9](?:_?[0-9])*)?)?|\.[0-9](?:_?[0-9])*)(?:[eE][+-]?[0-9]+)?/;
const BASED = /^0(?:[xX][0-9a-fA-F](?:_?[0-9a-fA-F])*|[oO][0-7](?:_?[0-7])*|[bB][01](?:_?[01])*)/;
function lex(src) {
    const toks = [];
    let i = 0;
    let line = 1;
    let lineStart = 0;
    const n = src.length;
    const bad = (msg, col) => {
        toks.push({ t: 'bad', v: msg, line, col });
        toks.push({ t: 'eof', v: '', line, col });
        return toks;
    };
    while (i < n) {
        const c = src.charCodeAt(i);
        if (c === 10) {
            i++;
            line++;
            lineStart = i;
            continue;
        }
        if (c === 32 || c === 9 || c === 13 || c === 12 || c === 11) {
            i++;
            continue;
        }
        const col = i - lineStart + 1;
        if (c === 47 && src.charCodeAt(i + 1) === 47) {
            while (i < n && src.charCodeAt(i) !== 10)
                i++;
            continue;
        }
        if (c === 47 && src.charCodeAt(i + 1) === 42) {
            const end = src.indexOf('*/', i + 2);
            if (end < 0)
                return bad('unterminated comment', col);
            for (let k = i; k < end; k++)
                if (src.charCodeAt(k) === 10) {
                    line++;
                    lineStart = k + 1;
                }
            i = end + 2;
            continue;
        }
        if (isIdStart(c)) {
            let j = i + 1;
            while (j < n && isIdPart(src.charCodeAt(j)))
                j++;
            toks.push({ t: 'id', v: src.slice(i, j), line, col });
            i = j;
            continue;
        }
        if (isDigit(c) || (c === 46 && isDigit(src.charCodeAt(i + 1)))) {
            const head = src.slice(i, i + 400);
            const m = BASED.exec(head) ?? DEC.exec(head);
            if (!m)
                return bad(`invalid numeric literal`, col);
            let text = m[0];
            const j = i + text.length;
            // A literal glued to an identifier is a duration (100ns) or an error (3x, 12af, 0b123).
            if (j < n && (isIdPart(src.charCodeAt(j)) || src.charCodeAt(j) === 46)) {
                let k = j;
                while (k < n && isIdPart(src.charCodeAt(k)))
                    k++;
                const unit = src.slice(j, k);
                if (UNITS.has(unit) && !/^0[xXoObB]/.test(text) && (k >= n || src.charCodeAt(k) !== 46)) {
                    toks.push({ t: 'dur', v: text.replace(/_/g, ''), unit, line, col });
                    i = k;
                    continue;
                }
                while (k < n && (isIdPart(src.charCodeAt(k)) || src.charCodeAt(k) === 46))
                    k++;
                text = src.slice(i, k);
                return bad(`invalid numeric literal '${text}'`, col);
            }
            toks.push({ t: 'num', v: text.replace(/_/g, ''), line, col });
            i = j;
            continue;
        }
        if (c === 34 || c === 39) {
            const q = src[i];
            const end = src.indexOf(q, i + 1);
            const nl = src.indexOf('\n', i + 1);
            if (end < 0 || (nl >= 0 && nl < end))
                return bad('unterminated string', col);
            toks.push({ t: 'str', v: src.slice(i + 1, end), line, col });
            i = end + 1;
            continue;
        }
        if (c === 36) {
            let j = i + 1;
            while (j < n && isDigit(src.charCodeAt(j)))
                j++;
            if (j === i + 1) {
                return bad(`unexpected character '$'${isIdStart(src.charCodeAt(j)) ? ' (physical qubits are $ followed by digits)' : ''}`, col);
            }
            toks.push({ t: 'hw', v: src.slice(i + 1, j), line, col });
            i = j;
            continue;
        }
        const three = src.slice(i, i + 3);
        const two = src.slice(i, i + 2);
        if (OPS3.includes(three)) {
            toks.push({ t: 'op', v: three, line, col });
            i += 3;
            continue;
        }
        if (OPS2.includes(two)) {
            toks.push({ t: 'op', v: two, line, col });
            i += 2;
            continue;
        }
        if (OPS1.includes(src[i])) {
            toks.push({ t: 'op', v: src[i], line, col });
            i++;
            continue;
        }
        return bad(`unexpected character '${src[i]}'`, col);
    }
    toks.push({ t: 'eof', v: '', line, col: i - lineStart + 1 });
    return toks;
}
function describe(t) {
    if (t.t === 'eof')
        return 'end of input';
    if (t.t === 'str')
        return `string "${t.v}"`;
    if (t.t === 'hw')
        return `'$${t.v}'`;
    if (t.t === 'dur')
        return `'${t.v}${t.unit ?? ''}'`;
    if (t.t === 'bad')
        return 'an invalid token';
    return `'${t.v}'`;
}

;// CONCATENATED MODULE: ./src/quantum/qasm/values.ts
/** A classical failure; the caller attaches the position. */
class ValueError extends Error {
}
const TRUE = { k: 'bool', v: true };
const FALSE = { k: 'bool', v: false };
function values_int(v) {
    if (!Number.isSafeInteger(v))
        throw new ValueError(`integer ${v} is outside the exactly representable range (±2^53)`);
    return { k: 'int', v };
}
function finite(x, what) {
    if (Number.isNaN(x))
        throw new ValueError(`${what} is not a number (NaN)`);
    if (!Number.isFinite(x))
        throw new ValueError(`${what} is infinite`);
    return x;
}
function isRuntime(v) {
    return typeof v === 'object' && (v.k === 'rbits' || v.k === 'rbool');
}
function typeName(v) {
    if (typeof v === 'number')
        return 'float';
    switch (v.k) {
        case 'int': return v.unsigned ? 'uint' : 'int';
        case 'bool': return 'bool';
        case 'bits': return v.b.length === 1 ? 'bit' : `bit[${v.b.length}]`;
        case 'dur': return 'duration';
        case 'rbits': return 'a measured bit value';
        default: return 'a condition on measured bits';
    }
}
function bitsToInt(b) {
    let v = 0;
    for (let i = 0; i < b.length; i++)
        v += b[i] * 2 ** i;
    return v;
}
function intToBits(v, n) {
    const out = [];
    // two's complement for negatives, modulo 2^n
    let x = BigInt(v);
    const m = 1n << BigInt(n);
    x = ((x % m) + m) % m;
    for (let i = 0; i < n; i++)
        out.push(Number((x >> BigInt(i)) & 1n));
    return out;
}
/** Real value of a compile-time value (for gate parameters and float arithmetic). */
function toNumber(v, what = 'value') {
    if (typeof v === 'number')
        return v;
    switch (v.k) {
        case 'int': return v.v;
        case 'bool': return v.v ? 1 : 0;
        case 'bits': return bitsToInt(v.b);
        case 'dur': throw new ValueError(`a duration cannot be used as a ${what}`);
        default: throw new ValueError(`${what} depends on a measurement result; only comparisons of measured bits with constants are supported`);
    }
}
function toInt(v, what = 'value') {
    if (typeof v === 'number') {
        if (!Number.isInteger(v))
            throw new ValueError(`${what} must be an integer, got ${v}`);
        return v;
    }
    const x = toNumber(v, what);
    if (!Number.isSafeInteger(x))
        throw new ValueError(`${what} ${x} is outside the exactly representable range`);
    return x;
}
function toBool(v) {
    if (typeof v === 'number')
        return v !== 0;
    switch (v.k) {
        case 'bool': return v.v;
        case 'int': return v.v !== 0;
        case 'bits': return v.b.some((x) => x === 1);
        case 'rbool': return v.e;
        case 'rbits': return { op: 'cmp', rel: '!=', clbits: v.c, value: 0 };
        default: throw new ValueError(`${article(typeName(v))} cannot be used as a condition`);
    }
}
function article(w) {
    return /^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`;
}
function boolVal(b) {
    return typeof b === 'boolean' ? (b ? TRUE : FALSE) : { k: 'rbool', e: b };
}
/** Cast to a declared scalar type. `width` is the designator (int[8]), undefined for none. */
function cast(v, type, width) {
    switch (type) {
        case 'bool': return boolVal(toBool(v));
        case 'float': return finite(toNumber(v, 'float value'), 'float value');
        case 'int':
        case 'uint': {
            if (typeof v === 'object' && v.k === 'rbits') {
                // reinterpretation of measured bits as an unsigned integer (see docs/openqasm.md)
                if (width !== undefined && width !== v.c.length)
                    throw new ValueError(`cannot cast ${v.c.length} measured bits to ${type}[${width}]`);
                return v;
            }
            if (typeof v === 'object' && v.k === 'bits') {
                if (width !== undefined && width !== v.b.length)
                    throw new ValueError(`cannot cast bit[${v.b.length}] to ${type}[${width}]`);
                return { k: 'int', v: bitsToInt(v.b), unsigned: type === 'uint' || undefined };
            }
            const x = typeof v === 'number' ? Math.trunc(finite(v, 'value')) : toInt(v);
            if (!Number.isSafeInteger(x))
                throw new ValueError(`value ${x} does not fit an integer`);
            if (width === undefined) {
                if (type === 'uint' && x < 0)
                    throw new ValueError(`negative value ${x} for uint`);
                return { k: 'int', v: x, unsigned: type === 'uint' || undefined };
            }
            if (width > 53) {
                if ((type === 'uint' && x < 0))
                    throw new ValueError(`negative value ${x} for uint[${width}]`);
                return { k: 'int', v: x, unsigned: type === 'uint' || undefined };
            }
            const bits = intToBits(x, width);
            let r = bitsToInt(bits);
            if (type === 'int' && bits[width - 1] === 1)
                r -= 2 ** width;
            return { k: 'int', v: r, unsigned: type === 'uint' || undefined };
        }
        case 'bit': {
            const n = width ?? 1;
            if (typeof v === 'object' && v.k === 'rbits') {
                if (v.c.length !== n)
                    throw new ValueError(`cannot cast ${v.c.length} measured bits to bit[${n}]`);
                return v;
            }
            if (typeof v === 'object' && v.k === 'rbool')
                return v;
            if (typeof v === 'object' && v.k === 'bits') {
                if (v.b.length !== n)
                    throw new ValueError(`cannot assign bit[${v.b.length}] to bit[${n}]`);
                return v;
            }
            if (typeof v === 'object' && v.k === 'bool')
                return { k: 'bits', b: intToBits(v.v ? 1 : 0, n) };
            if (typeof v === 'number')
                throw new ValueError('cannot convert a float to bits');
            return { k: 'bits', b: intToBits(toInt(v), n) };
        }
        case 'duration':
            if (typeof v === 'object' && v.k === 'dur')
                return v;
            if ((typeof v === 'number' && v === 0) || (typeof v === 'object' && v.k === 'int' && v.v === 0))
                return { k: 'dur', d: { seconds: 0, dt: 0, stretch: 0 } };
            throw new ValueError(`${article(typeName(v))} is not a duration (write a unit: 100ns, 2us, 10dt)`);
        default:
            throw new ValueError(`cannot cast to ${type}`);
    }
}
function isInt(v) {
    return typeof v === 'object' && v.k === 'int';
}
function cmpNum(op, a, b) {
    switch (op) {
        case '<': return a < b;
        case '<=': return a <= b;
        case '>': return a > b;
        case '>=': return a >= b;
        case '==': return a === b;
        default: return a !== b;
    }
}
const FLIP = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==', '!=': '!=' };
function durOp(op, a, b) {
    const ad = typeof a === 'object' && a.k === 'dur' ? a.d : undefined;
    const bd = typeof b === 'object' && b.k === 'dur' ? b.d : undefined;
    if (!ad && !bd)
        return undefined;
    if (ad && bd) {
        if (op === '+' || op === '-') {
            const s = op === '+' ? 1 : -1;
            return { k: 'dur', d: { seconds: ad.seconds + s * bd.seconds, dt: ad.dt + s * bd.dt, stretch: ad.stretch + s * bd.stretch } };
        }
        if (op === '/' && ad.dt === 0 && bd.dt === 0 && ad.stretch === 0 && bd.stretch === 0)
            return finite(ad.seconds / bd.seconds, 'duration ratio');
        throw new ValueError(`operator '${op}' is not defined on two durations`);
    }
    const d = (ad ?? bd);
    const x = toNumber(ad ? b : a, 'duration factor');
    if (op === '*' || (op === '/' && ad)) {
        const f = op === '*' ? x : 1 / x;
        finite(f, 'duration factor');
        return { k: 'dur', d: { seconds: d.seconds * f, dt: d.dt * f, stretch: d.stretch * f } };
    }
    throw new ValueError(`operator '${op}' is not defined on a duration and a number`);
}
/** Compile-time binary operation (runtime operands only in comparisons with constants and logic). */
function binary(op, a, b, v3) {
    if (op === '&&' || op === '||') {
        const x = toBool(a), y = toBool(b);
        if (typeof x === 'boolean' && typeof y === 'boolean')
            return op === '&&' ? boolVal(x && y) : boolVal(x || y);
        if (typeof x === 'boolean')
            return op === '&&' ? (x ? boolVal(y) : FALSE) : (x ? TRUE : boolVal(y));
        if (typeof y === 'boolean')
            return op === '&&' ? (y ? boolVal(x) : FALSE) : (y ? TRUE : boolVal(x));
        return { k: 'rbool', e: { op: op === '&&' ? 'and' : 'or', a: x, b: y } };
    }
    if (isRuntime(a) || isRuntime(b)) {
        if (op === '==' || op === '!=' || op === '<' || op === '<=' || op === '>' || op === '>=') {
            const left = isRuntime(a);
            const r = (left ? a : b);
            const other = left ? b : a;
            if (isRuntime(other))
                throw new ValueError('comparing two measured values is not supported; compare a measured value with a constant');
            if (r.k === 'rbool') {
                if (op !== '==' && op !== '!=')
                    throw new ValueError(`operator '${op}' is not defined on booleans`);
                const o = toBool(other);
                const same = (op === '==') === o;
                return same ? r : { k: 'rbool', e: { op: 'not', a: r.e } };
            }
            const value = toNumber(other, 'comparison value');
            const rel = left ? op : FLIP[op];
            return { k: 'rbool', e: { op: 'cmp', rel, clbits: r.c, value } };
        }
        throw new ValueError(`operator '${op}' on a value that depends on a measurement result is not supported (only comparisons with constants and &&, ||, !)`);
    }
    const d = durOp(op, a, b);
    if (d)
        return d;
    if (op === '==' || op === '!=') {
        if (typeof a === 'object' && typeof b === 'object' && a.k === 'bits' && b.k === 'bits') {
            const eq = a.b.length === b.b.length && a.b.every((x, i) => x === b.b[i]);
            return boolVal(op === '==' ? eq : !eq);
        }
        return boolVal(cmpNum(op, toNumber(a), toNumber(b)));
    }
    if (op === '<' || op === '<=' || op === '>' || op === '>=')
        return boolVal(cmpNum(op, toNumber(a), toNumber(b)));
    const bothInt = (isInt(a) || (typeof a === 'object' && a.k === 'bool')) && (isInt(b) || (typeof b === 'object' && b.k === 'bool'));
    if (op === '^' && !v3)
        op = '**';
    if (op === '&' || op === '|' || op === '^' || op === '<<' || op === '>>') {
        if (typeof a === 'object' && a.k === 'bits' && (op === '<<' || op === '>>')) {
            const n = toInt(b, 'shift');
            const out = a.b.map((_, i) => (op === '<<' ? (i - n >= 0 ? a.b[i - n] : 0) : (i + n < a.b.length ? a.b[i + n] : 0)));
            return { k: 'bits', b: out };
        }
        if (typeof a === 'object' && typeof b === 'object' && a.k === 'bits' && b.k === 'bits') {
            if (a.b.length !== b.b.length)
                throw new ValueError(`operator '${op}' on bit registers of sizes ${a.b.length} and ${b.b.length}`);
            return { k: 'bits', b: a.b.map((x, i) => (op === '&' ? x & b.b[i] : op === '|' ? x | b.b[i] : x ^ b.b[i])) };
        }
        const x = BigInt(toInt(a, 'operand')), y = BigInt(toInt(b, 'operand'));
        let r;
        switch (op) {
            case '&':
                r = x & y;
                break;
            case '|':
                r = x | y;
                break;
            case '^':
                r = x ^ y;
                break;
            case '<<':
                r = x << y;
                break;
            default:
                r = x >> y;
                break;
        }
        if (typeof a === 'object' && a.k === 'bool' && typeof b === 'object' && b.k === 'bool')
            return boolVal(r !== 0n);
        return values_int(Number(r));
    }
    const x = toNumber(a), y = toNumber(b);
    if (bothInt && v3) {
        switch (op) {
            case '+': return values_int(x + y);
            case '-': return values_int(x - y);
            case '*': return values_int(x * y);
            case '%':
                if (y === 0)
                    throw new ValueError('modulo by zero');
                return values_int(x % y);
            case '/':
                if (y === 0)
                    throw new ValueError('division by zero');
                // exact quotients stay integers; others are real (see docs/openqasm.md)
                return x % y === 0 ? values_int(x / y) : x / y;
            default:
                if (y >= 0)
                    return values_int(x ** y);
                break;
        }
    }
    let r;
    switch (op) {
        case '+':
            r = x + y;
            break;
        case '-':
            r = x - y;
            break;
        case '*':
            r = x * y;
            break;
        case '/':
            if (y === 0)
                throw new ValueError('division by zero');
            r = x / y;
            break;
        case '%':
            if (y === 0)
                throw new ValueError('modulo by zero');
            r = x % y;
            break;
        default:
            r = Math.pow(x, y);
            break;
    }
    return finite(r, `result of '${op}'`);
}
function unary(op, a) {
    if (op === '!') {
        const x = toBool(a);
        return typeof x === 'boolean' ? boolVal(!x) : { k: 'rbool', e: { op: 'not', a: x } };
    }
    if (isRuntime(a))
        throw new ValueError(`operator '${op}' on a value that depends on a measurement result is not supported`);
    if (op === '~') {
        if (typeof a === 'object' && a.k === 'bits')
            return { k: 'bits', b: a.b.map((x) => 1 - x) };
        if (typeof a === 'object' && a.k === 'int')
            return values_int(~a.v);
        throw new ValueError(`operator '~' is not defined on ${article(typeName(a))}`);
    }
    if (op === '+')
        return a;
    if (typeof a === 'object' && a.k === 'int')
        return values_int(-a.v);
    if (typeof a === 'object' && a.k === 'dur')
        return { k: 'dur', d: { seconds: -a.d.seconds, dt: -a.d.dt, stretch: -a.d.stretch } };
    return -toNumber(a);
}
const CONSTANTS = { pi: Math.PI, 'π': Math.PI, tau: 2 * Math.PI, 'τ': 2 * Math.PI, euler: Math.E, 'ℯ': Math.E };
/** One-argument real functions; each result is checked finite by the caller. */
const FUNCS = {
    sin: Math.sin, cos: Math.cos, tan: Math.tan, exp: Math.exp, ln: Math.log, sqrt: Math.sqrt,
    arcsin: Math.asin, arccos: Math.acos, arctan: Math.atan, asin: Math.asin, acos: Math.acos, atan: Math.atan
};
/** Units per second of a duration literal (dt is kept apart: its length is the device's). */
const UNIT_PER_SECOND = { ns: 1e9, us: 1e6, 'µs': 1e6, ms: 1e3, s: 1 };

;// CONCATENATED MODULE: ./src/quantum/qasm/base.ts




const DEFAULT_LIMITS = {
    maxSourceChars: 8 * 1024 * 1024,
    maxOps: 1_000_000,
    maxGateDepth: 64,
    maxExprDepth: 200,
    maxBits: 4096,
    maxIterations: 100_000,
    maxTokensRead: 20_000_000
};
/** Gates of qelib1.inc (OpenQASM 2, as shipped by Qiskit) and stdgates.inc (OpenQASM 3). */
const QELIB1 = new Set(('u3 u2 u1 cx id u0 u p x y z h s sdg t tdg rx ry rz sx sxdg cz cy swap ch ccx cswap crx cry crz cu1 cp cu3 csx cu ' +
    'rxx rzz rccx rc3x c3x c3sqrtx c4x').split(' '));
const STDGATES = new Set('p x y z h s sdg t tdg sx rx ry rz cx cy cz cp crx cry crz ch swap ccx cswap cu CX phase cphase id u1 u2 u3'.split(' '));
/** Gate aliases (qelib1 / stdgates names of standard gates). */
const ALIASES = { phase: 'p', cphase: 'cp', c3sqrtx: 'c3sx' };
/** Gates defined by body (relative-phase Toffolis of qelib1.inc). */
const PRELUDE = `
gate rccx a,b,c { u2(0,pi) c; u1(pi/4) c; cx b,c; u1(-pi/4) c; cx a,c; u1(pi/4) c; cx b,c; u1(-pi/4) c; u2(0,pi) c; }
gate rc3x a,b,c,d { u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; }
`;
/** Keywords that can never name a gate, register or variable. */
const KEYWORDS = new Set([
    'OPENQASM', 'include', 'qreg', 'creg', 'qubit', 'bit', 'int', 'uint', 'float', 'angle', 'bool', 'complex', 'duration', 'stretch',
    'array', 'const', 'let', 'gate', 'def', 'defcal', 'defcalgrammar', 'cal', 'extern', 'opaque', 'input', 'output', 'if', 'else', 'for',
    'in', 'while', 'switch', 'case', 'default', 'break', 'continue', 'return', 'end', 'measure', 'reset', 'barrier', 'delay', 'box',
    'durationof', 'sizeof', 'readonly', 'mutable', 'true', 'false', 'ctrl', 'negctrl', 'inv', 'pow', 'gphase', 'U', 'void', 'pragma', 'nop'
]);
/**
 * The token stream, symbols and expression evaluation. Statements live in ./quantum.ts
 * (Statements extends this) and ./control.ts (Interp extends Statements).
 */
class Base {
    toks = [];
    pos = 0;
    version = 3;
    qregs = [];
    cregs = [];
    physical = false;
    numQubits = 0;
    numClbits = 0;
    defs = new Map();
    ops = [];
    callId = 0;
    exprDepth = 0;
    site;
    lim;
    maxOps;
    maxDepth;
    /** Symbol scopes, innermost last. Lookups below `boundary` see only constants and subroutines. */
    scopes = [new Map()];
    boundary = 0;
    /** Per clbit: its value when known while reading (0/1), -1 when it depends on measurements. */
    known = [];
    /** Libraries included: their gates cannot be redefined. */
    included = new Set();
    /** Conditions of the enclosing `if`s on measured values (all must hold), innermost last. */
    condStack = [];
    curCond;
    /** Scope index where execution started to depend on measurements (-1: it does not). */
    rtScope = -1;
    iterations = 0;
    tokensRead = 0;
    constructor(limits) {
        this.lim = { ...DEFAULT_LIMITS, ...limits };
        this.maxOps = this.lim.maxOps;
        this.maxDepth = this.lim.maxGateDepth;
    }
    opCount() {
        return this.ops.length;
    }
    parse(src) {
        if (src.length > this.lim.maxSourceChars) {
            throw new QasmError(`program is ${src.length} characters; the limit is ${this.lim.maxSourceChars}`, 1, 1);
        }
        this.toks = lex(PRELUDE);
        this.pos = 0;
        while (this.peek().t !== 'eof')
            this.statement();
        for (const d of this.defs.values())
            d.prelude = true;
        this.toks = lex(src);
        this.pos = 0;
        const tok = this.peek();
        if (tok.t === 'id' && tok.v === 'OPENQASM')
            this.header();
        while (this.peek().t !== 'eof') {
            const t = this.peek();
            if (t.t === 'id' && t.v === 'OPENQASM')
                throw this.err('OPENQASM version must be the first statement', t);
            this.statement();
        }
        return {
            version: this.version,
            numQubits: this.numQubits,
            numClbits: this.known.length,
            qregs: this.qregs,
            cregs: this.cregs,
            ops: this.ops
        };
    }
    /** `OPENQASM 2.0;`, `OPENQASM 3;`, `3.0`, `3.1`: the versions this reader implements. */
    header() {
        this.next();
        const v = this.next();
        if (v.t !== 'num' || !/^[0-9]+(\.[0-9]+)?$/.test(v.v))
            throw this.err(`expected a version number after OPENQASM but found ${describe(v)}`, v);
        if (v.v === '2.0')
            this.version = 2;
        else if (v.v === '3' || v.v === '3.0' || v.v === '3.1')
            this.version = 3;
        else
            throw this.err(`unsupported OpenQASM version ${v.v} (supported: 2.0, 3, 3.0, 3.1)`, v);
        this.expect(';');
    }
    // -- token helpers
    peek(k = 0) {
        const t = this.toks[Math.min(this.pos + k, this.toks.length - 1)];
        if (t.t === 'bad' && k === 0)
            throw new QasmError(t.v, t.line, t.col);
        return t;
    }
    next() {
        if (++this.tokensRead > this.lim.maxTokensRead) {
            const at = this.toks[Math.min(this.pos, this.toks.length - 1)];
            throw new QasmError(`the program reads more than ${this.lim.maxTokensRead} tokens (loops and subroutines read their bodies again)`, at.line, at.col);
        }
        const t = this.toks[Math.min(this.pos++, this.toks.length - 1)];
        if (t.t === 'bad')
            throw new QasmError(t.v, t.line, t.col);
        return t;
    }
    is(v, k = 0) {
        const t = this.toks[Math.min(this.pos + k, this.toks.length - 1)];
        return (t.t === 'op' || t.t === 'id') && t.v === v;
    }
    accept(v) {
        if (this.is(v)) {
            this.pos++;
            return true;
        }
        return false;
    }
    expect(v) {
        const t = this.next();
        if (!((t.t === 'op' || t.t === 'id') && t.v === v))
            throw this.err(`expected '${v}' but found ${describe(t)}`, t);
        return t;
    }
    ident(what) {
        const t = this.next();
        if (t.t !== 'id')
            throw this.err(`expected ${what} but found ${describe(t)}`, t);
        return t;
    }
    /** A new name: an identifier that is not a keyword. */
    newName(what) {
        const t = this.ident(what);
        if (KEYWORDS.has(t.v))
            throw this.err(`'${t.v}' is a keyword and cannot be used as ${what}`, t);
        return t;
    }
    err(msg, t) {
        return new QasmError(msg, t.line, t.col);
    }
    /** Run `f`, turning a ValueError into a QasmError at `t`. */
    at(t, f) {
        try {
            return f();
        }
        catch (e) {
            if (e instanceof ValueError)
                throw this.err(e.message, t);
            throw e;
        }
    }
    // -- symbols
    lookup(name) {
        for (let i = this.scopes.length - 1; i >= 0; i--) {
            const s = this.scopes[i].get(name);
            if (s) {
                if (i < this.boundary && i > 0 && !(s.s === 'v' && s.isConst) && s.s !== 'def')
                    return undefined;
                if (i === 0 && this.boundary > 0 && !(s.s === 'v' && s.isConst) && s.s !== 'def')
                    return undefined;
                return s;
            }
        }
        return undefined;
    }
    declare(name, sym) {
        const scope = this.scopes[this.scopes.length - 1];
        if (scope.has(name.v) || (this.scopes.length === 1 && this.defs.has(name.v) && !this.defs.get(name.v)?.prelude)) {
            throw this.err(`'${name.v}' is already declared`, name);
        }
        if (this.scopes.length === 1 && (GATES[name.v] || this.defs.has(name.v)) && sym.s !== 'def') {
            // a register named like a standard gate is legal in OpenQASM 2 (separate namespaces)
            if (this.version === 3 && this.defs.has(name.v))
                throw this.err(`'${name.v}' is already declared as a gate`, name);
        }
        scope.set(name.v, sym);
    }
    // -- storage
    allocQubits(name, size) {
        if (this.physical)
            throw this.err('cannot declare qubits in a program that uses physical qubits ($n)', name);
        if (this.scopes.length > 1)
            throw this.err('qubits can only be declared in the global scope', name);
        const total = this.numQubits + size;
        if (total > this.lim.maxBits)
            throw this.err(`too many qubits: ${total} (limit ${this.lim.maxBits})`, name);
        const reg = { name: name.v, size, offset: this.numQubits };
        this.qregs.push(reg);
        this.numQubits = total;
        return Array.from({ length: size }, (_, k) => reg.offset + k);
    }
    /** Clbits for a bit/angle variable: a register in the counts at global scope, scratch bits elsewhere. */
    allocClbits(name, size, global) {
        // global registers go after every clbit ever used; scratch bits reuse those a finished loop
        // iteration released (see releaseClbits), first reset to 0 when they may hold a stale value
        const offset = global ? this.known.length : this.numClbits;
        const total = offset + size;
        if (total > this.lim.maxBits)
            throw this.err(`too many classical bits: ${total} (limit ${this.lim.maxBits})`, name);
        if (global)
            this.cregs.push({ name: name.v, size, offset });
        for (let c = offset; c < total; c++) {
            if (c < this.known.length) {
                if (this.known[c] !== 0)
                    this.push({ kind: 'setbit', clbit: c, value: 0 }, name);
                this.known[c] = 0;
            }
            else
                this.known.push(0);
        }
        this.numClbits = total;
        return Array.from({ length: size }, (_, k) => offset + k);
    }
    /** Scratch bits allocated from `mark` on are dead (a loop iteration ended): later scratch allocations reuse them. */
    releaseClbits(mark) {
        if (this.numClbits > mark && !this.cregs.some((r) => r.offset + r.size > mark))
            this.numClbits = mark;
    }
    inRuntime() {
        return this.rtScope >= 0;
    }
    // -- emission
    push(op, t) {
        if (this.ops.length >= this.lim.maxOps)
            throw this.err(`program has more than ${this.lim.maxOps} operations after expansion`, this.site ?? t);
        if (this.curCond && op.kind !== 'barrier')
            op.condition = this.curCond;
        this.ops.push(op);
    }
    setCondStack(stack) {
        this.condStack = stack;
        this.curCond = stack.length ? toCondition(stack.length === 1 ? stack[0] : stack.reduce((a, b) => ({ op: 'and', a, b }))) : undefined;
    }
    /** Write a value into clbits (a bit/angle variable), as ops when it is not known to hold it already. */
    writeBits(clbits, v, t) {
        const rt = this.inRuntime();
        if (typeof v === 'object' && v.k === 'rbool') {
            if (clbits.length !== 1)
                throw this.err('a condition can only be stored in a single bit', t);
            const c = clbits[0];
            this.push({ kind: 'setbit', clbit: c, value: 0 }, t);
            const saved = this.condStack;
            this.setCondStack([...saved, v.e]);
            this.push({ kind: 'setbit', clbit: c, value: 1 }, t);
            this.setCondStack(saved);
            this.known[c] = -1;
            return;
        }
        if (typeof v === 'object' && v.k === 'rbits') {
            if (v.c.length !== clbits.length)
                throw this.err(`cannot assign ${v.c.length} bits to ${clbits.length}`, t);
            // copy through the known values; overlapping copies (a shift) go in a safe order
            const src = v.c.slice();
            const order = clbits.map((_, i) => i);
            if (src.some((s) => clbits.includes(s))) {
                const firstDst = clbits[0], firstSrc = src[0];
                if (firstDst > firstSrc)
                    order.reverse();
            }
            for (const i of order) {
                const from = src[i], to = clbits[i];
                if (from === to)
                    continue;
                if (from < 0) {
                    this.setBit(to, 0, t, rt);
                    continue;
                }
                const kv = this.known[from];
                if (kv >= 0)
                    this.setBit(to, kv, t, rt);
                else {
                    this.push({ kind: 'copybit', from, to }, t);
                    this.known[to] = -1;
                }
            }
            return;
        }
        const bits = typeof v === 'object' && v.k === 'bits' ? v.b : cast(v, 'bit', clbits.length).b;
        if (bits.length !== clbits.length)
            throw this.err(`cannot assign ${bits.length} bits to ${clbits.length}`, t);
        for (let i = 0; i < bits.length; i++)
            this.setBit(clbits[i], bits[i], t, rt);
    }
    setBit(c, b, t, rt) {
        if (!rt && this.known[c] === b)
            return;
        this.push({ kind: 'setbit', clbit: c, value: b }, t);
        this.known[c] = rt ? -1 : b;
    }
    /** Value of bit storage: constant bits when every bit is known, else the clbits. */
    readBits(clbits) {
        const b = [];
        for (const c of clbits) {
            const k = this.known[c];
            if (k < 0)
                return { k: 'rbits', c: clbits.slice() };
            b.push(k);
        }
        return { k: 'bits', b };
    }
    // -- expressions
    //
    // `names` is the parameter list of the enclosing gate definition (null outside one): inside a
    // gate body an expression is compiled to a closure over the parameter values; elsewhere it is
    // evaluated at once (closures are still returned, so one parser serves both).
    expr(names) {
        if (++this.exprDepth > this.lim.maxExprDepth)
            throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, this.peek());
        try {
            return this.binaryExpr(names, 0);
        }
        finally {
            this.exprDepth--;
        }
    }
    /** Evaluate an expression now (outside gate bodies). */
    value() {
        return this.expr(null)([]);
    }
    /** A real number (gate parameter): finite, known while reading. */
    /** A measured angle register used whole as a gate parameter in the call being read (see Interp.gateCall). */
    rtAngle;
    num(names, index = 0) {
        const t = this.peek();
        const e = this.expr(names);
        if (names === null) {
            const v = e([]);
            if (typeof v === 'object' && v.k === 'rbits' && v.angle && !this.rtAngle) {
                this.rtAngle = { index, clbits: v.c, tok: t };
                return () => 0;
            }
        }
        return (env) => this.at(t, () => finite(toNumber(e(env), 'gate parameter'), 'gate parameter'));
    }
    intValue(what) {
        const t = this.peek();
        const v = this.value();
        return this.at(t, () => toInt(v, what));
    }
    // precedence: || && | ^ & (== !=) (< <= > >=) (<< >>) (+ -) (* / %) unary **
    prec(t) {
        if (t.t !== 'op')
            return -1;
        switch (t.v) {
            case '||': return 1;
            case '&&': return 2;
            case '|': return 3;
            case '^': return this.version === 2 ? 11 : 4;
            case '&': return 5;
            case '==':
            case '!=': return 6;
            case '<':
            case '<=':
            case '>':
            case '>=': return 7;
            case '<<':
            case '>>': return 8;
            case '+':
            case '-': return 9;
            case '*':
            case '/':
            case '%': return 10;
            case '**': return 11;
            default: return -1;
        }
    }
    binaryExpr(names, minPrec) {
        let left = this.unaryExpr(names);
        for (;;) {
            const t = this.toks[this.pos];
            const prec = this.prec(t);
            if (prec < 0 || prec < minPrec)
                return left;
            if (this.version === 2 && prec !== 9 && prec !== 10 && prec !== 11)
                return left;
            this.pos++;
            const rightAssoc = prec === 11;
            if (++this.exprDepth > this.lim.maxExprDepth)
                throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, t);
            const right = this.binaryExpr(names, rightAssoc ? prec : prec + 1);
            this.exprDepth--;
            const l = left;
            const op = (t.v === '^' && this.version === 2 ? '**' : t.v);
            const v3 = this.version === 3;
            const f = (e) => this.at(t, () => binary(op, l(e), right(e), v3));
            left = foldable(l, right) ? constant(f([])) : f;
        }
    }
    unaryExpr(names) {
        const t = this.next();
        if (t.t === 'op' && (t.v === '-' || t.v === '+' || t.v === '!' || t.v === '~')) {
            if (this.version === 2 && (t.v === '!' || t.v === '~'))
                throw this.err(`expected an expression but found '${t.v}'`, t);
            if (++this.exprDepth > this.lim.maxExprDepth)
                throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, t);
            // Unary minus binds looser than '**' (−2**2 = −4).
            const inner = this.binaryExpr(names, 11);
            this.exprDepth--;
            const op = t.v;
            const f = (e) => this.at(t, () => unary(op, inner(e)));
            return foldable(inner) ? constant(f([])) : f;
        }
        return this.postfix(names, this.primary(names, t), t.t === 'id' ? t.v : '');
    }
    /** Indexing of a value: bit i of an integer or bit register, a slice, or a set of indices. */
    postfix(names, base, name) {
        let cur = base;
        while (this.is('[')) {
            const t = this.next();
            const sel = this.indexSpec(name);
            const prev = cur;
            const v = prev([]);
            cur = constant(this.at(t, () => indexValue(v, sel(typeof v === 'object' && (v.k === 'bits' || v.k === 'rbits') ? (v.k === 'bits' ? v.b.length : v.c.length) : 64))));
            void names;
        }
        return cur;
    }
    /** `[i]`, `[a:b]`, `[a:s:b]`, `[{i, j}]`: a function of the indexed size to the selected indices (and whether one). */
    indexSpec(name = '') {
        if (this.accept('{')) {
            const items = [];
            const toks = [];
            while (!this.is('}')) {
                toks.push(this.peek());
                items.push(this.intValue('index'));
                if (!this.accept(','))
                    break;
            }
            this.expect('}');
            this.expect(']');
            return (size) => ({ idx: items.map((k, i) => normIndex(k, size, toks[i], this, name)), single: false });
        }
        const a = this.is(':') ? undefined : this.peek();
        const av = a ? this.intValue('index') : undefined;
        if (this.accept(':')) {
            let step = 1;
            let bt = this.is(']') ? undefined : this.peek();
            let bv = bt ? this.intValue('index') : undefined;
            if (this.accept(':')) {
                step = bv;
                if (step === undefined)
                    throw this.err('expected a slice step', this.peek());
                bt = this.is(']') ? undefined : this.peek();
                bv = bt ? this.intValue('index') : undefined;
            }
            const close = this.peek();
            if (this.accept(','))
                throw this.err('multi-dimensional indexing is only defined for arrays, which are not supported', close);
            this.expect(']');
            if (step === 0)
                throw this.err('slice step cannot be 0', close);
            return (size) => {
                const lo = av === undefined ? (step > 0 ? 0 : size - 1) : normIndex(av, size, a, this, name);
                const hi = bv === undefined ? (step > 0 ? size - 1 : 0) : normIndex(bv, size, bt, this, name);
                const idx = [];
                for (let k = lo; step > 0 ? k <= hi : k >= hi; k += step)
                    idx.push(k);
                return { idx, single: false };
            };
        }
        if (av === undefined)
            throw this.err('expected an index', this.peek());
        if (this.is(',')) {
            // q[0, 1, ] is the same as q[{0, 1}] in OpenQASM 3 index lists
            const items = [av];
            const toks = [a];
            while (this.accept(',')) {
                if (this.is(']'))
                    break;
                toks.push(this.peek());
                items.push(this.intValue('index'));
            }
            this.expect(']');
            return (size) => ({ idx: items.map((k, i) => normIndex(k, size, toks[i], this, name)), single: false });
        }
        this.expect(']');
        return (size) => ({ idx: [normIndex(av, size, a, this, name)], single: true });
    }
    primary(names, t) {
        if (t.t === 'num') {
            const v = this.at(t, () => parseNumber(t.v));
            return constant(v);
        }
        if (t.t === 'dur') {
            const x = Number(t.v);
            const d = t.unit === 'dt' ? { seconds: 0, dt: x, stretch: 0 } : { seconds: x / UNIT_PER_SECOND[t.unit], dt: 0, stretch: 0 };
            return constant({ k: 'dur', d });
        }
        if (t.t === 'str') {
            if (!/^[01_]+$/.test(t.v) || this.version === 2)
                throw this.err(`expected an expression but found ${describe(t)}`, t);
            const b = t.v.replace(/_/g, '').split('').reverse().map(Number);
            return constant({ k: 'bits', b });
        }
        if (t.t === 'op' && t.v === '(') {
            const inner = this.expr(names);
            this.expect(')');
            return inner;
        }
        if (t.t === 'hw')
            throw this.err(`a qubit ('$${t.v}') is not a value`, t);
        if (t.t !== 'id')
            throw this.err(`expected an expression but found ${describe(t)}`, t);
        if (names) {
            const k = names.indexOf(t.v);
            if (k >= 0)
                return (e) => e[k];
        }
        const v = t.v;
        if (v in CONSTANTS && !this.lookup(v))
            return constant(CONSTANTS[v]);
        if (v === 'true' || v === 'false') {
            if (this.version === 2)
                throw this.err(`unknown identifier '${v}' in expression`, t);
            return constant(v === 'true' ? TRUE : FALSE);
        }
        const f = FUNCS[v];
        if (f) {
            this.expect('(');
            const a = this.expr(names);
            this.expect(')');
            const g = (e) => this.at(t, () => finite(f(toNumber(a(e), `argument of ${v}`)), `${v}(${fmt(a(e))})`));
            return foldable(a) ? constant(g([])) : g;
        }
        if (this.version === 3) {
            const special = this.special(names, t);
            if (special)
                return special;
        }
        const sym = this.version === 3 ? this.lookup(v) : undefined;
        if (sym) {
            switch (sym.s) {
                case 'v':
                    if (names !== null && !sym.isConst)
                        throw this.err(`a gate definition can only use its parameters and constants, not '${v}'`, t);
                    return constant(sym.val);
                case 'c': {
                    if (names !== null)
                        throw this.err(`'${v}' cannot be used inside a gate definition`, t);
                    const val = this.readBits(sym.clbits);
                    if (sym.type === 'angle')
                        return constant(angleOf(val, sym.clbits.length));
                    return constant(sym.single && typeof val === 'object' && val.k === 'bits' ? { k: 'bits', b: val.b } : val);
                }
                case 'q': throw this.err(`'${v}' is a qubit, not a value`, t);
                default:
                    if (names !== null)
                        throw this.err('subroutine calls are not allowed inside a gate definition', t);
                    return constant(this.callDef(sym, t));
            }
        }
        if (this.defs.has(v) || GATES[v])
            throw this.err(`'${v}' is a gate, not a value`, t);
        throw this.err(`unknown identifier '${v}' in expression`, t);
    }
    /** Casts, built-in functions of OpenQASM 3 and `measure` as a value. */
    special(names, t) {
        const v = t.v;
        if (['int', 'uint', 'float', 'bool', 'bit', 'angle', 'duration'].includes(v)) {
            let width;
            if (this.accept('[')) {
                width = this.intValue('type width');
                this.expect(']');
            }
            if (!this.is('('))
                throw this.err(`'${v}' is a type; a cast is written ${v}(value)`, t);
            this.next();
            const a = this.expr(names);
            this.expect(')');
            const g = (e) => this.at(t, () => (v === 'angle' ? finite(toNumber(a(e), 'angle'), 'angle') : cast(a(e), v, width)));
            return foldable(a) ? constant(g([])) : g;
        }
        if (v === 'mod' || v === 'pow' || v === 'arctan2' || v === 'rotl' || v === 'rotr') {
            this.expect('(');
            const a = this.expr(names);
            this.expect(',');
            const b = this.expr(names);
            this.expect(')');
            const g = (e) => this.at(t, () => {
                const x = a(e), y = b(e);
                if (v === 'pow')
                    return binary('**', x, y, this.version === 3);
                if (v === 'mod')
                    return binary('%', x, y, this.version === 3);
                if (v === 'arctan2')
                    return finite(Math.atan2(toNumber(x), toNumber(y)), 'arctan2');
                if (typeof x !== 'object' || x.k !== 'bits')
                    throw new ValueError(`${v} needs a bit register`);
                const n = x.b.length, k = ((toInt(y, 'rotation') % n) + n) % n;
                return { k: 'bits', b: x.b.map((_, i) => x.b[v === 'rotl' ? (i - k + n) % n : (i + k) % n]) };
            });
            return foldable(a, b) ? constant(g([])) : g;
        }
        if (v === 'abs' || v === 'floor' || v === 'ceiling' || v === 'ceil' || v === 'popcount') {
            this.expect('(');
            const a = this.expr(names);
            this.expect(')');
            const g = (e) => this.at(t, () => {
                const x = a(e);
                if (v === 'popcount') {
                    if (typeof x !== 'object' || x.k !== 'bits')
                        throw new ValueError('popcount needs a bit register');
                    return values_int(x.b.reduce((s, b) => s + b, 0));
                }
                if (typeof x === 'object' && x.k === 'int')
                    return v === 'abs' ? values_int(Math.abs(x.v)) : x;
                const r = toNumber(x);
                return finite(v === 'abs' ? Math.abs(r) : v === 'floor' ? Math.floor(r) : Math.ceil(r), v);
            });
            return foldable(a) ? constant(g([])) : g;
        }
        if (v === 'sizeof')
            throw this.err("'sizeof' applies to arrays, which are not supported", t);
        if (v === 'real' || v === 'imag')
            throw this.err('complex numbers are not supported', t);
        if (v === 'durationof')
            throw this.err("'durationof' needs the gate durations of a target, which the reader does not know; not supported", t);
        if (v === 'measure') {
            if (names !== null)
                throw this.err("'measure' is not allowed in a gate definition", t);
            throw this.err("'measure' can only be the whole right-hand side of an assignment or a return", t);
        }
        return undefined;
    }
}
// ------------------------------------------------------------------------------------------------
function constant(v) {
    const f = ((_env) => v);
    f.c = true;
    return f;
}
function foldable(...fs) {
    return fs.every((f) => f.c === true);
}
function fmt(v) {
    if (typeof v === 'number')
        return String(v);
    if (v.k === 'int')
        return String(v.v);
    return typeName(v);
}
function parseNumber(text) {
    if (/^0[xXoObB]/.test(text)) {
        const v = Number(text.toLowerCase());
        return values_int(v);
    }
    if (/^[0-9]+$/.test(text))
        return values_int(Number(text));
    const v = Number(text);
    return finite(v, `number ${text}`);
}
function normIndex(k, size, t, p, name) {
    const i = k < 0 ? size + k : k;
    if (i < 0 || i >= size)
        throw p.err(`index ${k} is out of range for ${name ? `'${name}' of ` : ''}size ${size}`, t);
    return i;
}
function indexValue(v, sel) {
    if (typeof v === 'object' && v.k === 'bits') {
        const b = sel.idx.map((i) => v.b[i]);
        return { k: 'bits', b };
    }
    if (typeof v === 'object' && v.k === 'rbits')
        return { k: 'rbits', c: sel.idx.map((i) => v.c[i]) };
    if (typeof v === 'object' && v.k === 'int') {
        const bits = intToBits(v.v, 64);
        return { k: 'bits', b: sel.idx.map((i) => bits[i]) };
    }
    throw new ValueError(`${article(typeName(v))} cannot be indexed`);
}
/** Value of an angle[n] register: its bits as a fraction of a turn. */
function angleOf(v, n) {
    if (typeof v === 'object' && v.k === 'bits')
        return (bitsToInt(v.b) / 2 ** n) * 2 * Math.PI;
    if (typeof v === 'object' && v.k === 'rbits')
        return { k: 'rbits', c: v.c, angle: true };
    return v;
}
/** IR condition of a condition expression: the plain form when it is one comparison for equality. */
function toCondition(e) {
    if (e.op === 'cmp' && (e.rel === '==' || e.rel === '!=') && Number.isSafeInteger(e.value) && e.value >= 0) {
        const c = { clbits: e.clbits.slice(), value: e.value };
        if (e.rel === '!=')
            c.negate = true;
        return c;
    }
    if (e.op === 'not' && e.a.op === 'cmp' && (e.a.rel === '==' || e.a.rel === '!=') && Number.isSafeInteger(e.a.value) && e.a.value >= 0) {
        const c = { clbits: e.a.clbits.slice(), value: e.a.value };
        if (e.a.rel === '==')
            c.negate = true;
        return c;
    }
    const set = new Set();
    const walk = (x) => {
        if (x.op === 'cmp')
            x.clbits.forEach((b) => set.add(b));
        else if (x.op === 'not')
            walk(x.a);
        else {
            walk(x.a);
            walk(x.b);
        }
    };
    walk(e);
    return { clbits: [...set].sort((a, b) => a - b), value: 0, expr: e };
}

;// CONCATENATED MODULE: ./src/core/arrays.ts
/**
 * Bounded-stack helpers. `a.push(...b)` and `Math.max(...b)` pass every element of `b` as a call argument, which
 * overflows V8's stack ("Maximum call stack size exceeded") at around 120,000 elements; these loop instead.
 * ESLint forbids the spread forms in src/ (see eslint.config.mjs).
 */
/** Appends every item of `items` to `target` (in place) and returns `target`. */
function pushAll(target, items) {
    for (const x of items)
        target.push(x);
    return target;
}
/** The largest value, or `empty` for an empty list. */
function maxOf(values, empty = -Infinity) {
    let m = -Infinity;
    let any = false;
    for (const v of values) {
        any = true;
        if (v > m || Number.isNaN(v))
            m = v;
        if (Number.isNaN(m))
            return NaN;
    }
    return any ? m : empty;
}
/** The smallest value, or `empty` for an empty list. */
function minOf(values, empty = Infinity) {
    let m = Infinity;
    let any = false;
    for (const v of values) {
        any = true;
        if (v < m || Number.isNaN(v))
            m = v;
        if (Number.isNaN(m))
            return NaN;
    }
    return any ? m : empty;
}

;// CONCATENATED MODULE: ./src/quantum/gates.ts
/** Named controlled gates → [base gate, number of leading controls]. */
const CONTROLLED = {
    cx: ['x', 1], ccx: ['x', 2], c3x: ['x', 3], c4x: ['x', 4],
    cy: ['y', 1], cz: ['z', 1], ccz: ['z', 2], ch: ['h', 1],
    cs: ['s', 1], csdg: ['sdg', 1], csx: ['sx', 1], c3sx: ['sx', 3],
    cp: ['p', 1], cu1: ['u1', 1], crx: ['rx', 1], cry: ['ry', 1], crz: ['rz', 1],
    cu3: ['u3', 1], cu: ['cu', 1], cswap: ['swap', 1]
};
/** [base, controls] → standard name (the inverse of CONTROLLED, for normalising `ctrl @`). */
const NAMED = {};
for (const [name, [base, n]] of Object.entries(CONTROLLED)) {
    if (n > 0)
        NAMED[`${base}/${n}`] = name;
}
/** Split a standard gate into its base gate and the number of its own leading control qubits. */
function baseOf(name) {
    const c = CONTROLLED[name];
    return c ? [c[0], c[1]] : [name, 0];
}
/** Standard name for `base` with `n` positive controls, if one exists. */
function namedControlled(base, n) {
    return n === 0 ? base : NAMED[`${base}/${n}`];
}
const ROTATIONS = new Set(['rx', 'ry', 'rz', 'p', 'u1', 'gphase', 'rxx', 'ryy', 'rzz', 'rzx']);
const SELF_INVERSE = new Set(['id', 'x', 'y', 'z', 'h', 'swap', 'ecr']);
const SWAPPED_INVERSE = { s: 'sdg', sdg: 's', t: 'tdg', tdg: 't', sx: 'sxdg', sxdg: 'sx' };
/**
 * Inverse of a base gate as a sequence of base gates (usually one). Throws for unknown names.
 */
function invertBase(g) {
    const { name, params: p, qubits } = g;
    if (SELF_INVERSE.has(name))
        return [g];
    const sw = SWAPPED_INVERSE[name];
    if (sw)
        return [{ name: sw, params: [], qubits }];
    if (ROTATIONS.has(name))
        return [{ name, params: p.map((v) => -v), qubits }];
    switch (name) {
        case 'u':
        case 'u3':
            return [{ name, params: [-p[0], -p[2], -p[1]], qubits }];
        case 'u2':
            return [{ name: 'u', params: [-Math.PI / 2, -p[1], -p[0]], qubits }];
        case 'cu':
            return [{ name, params: [-p[0], -p[2], -p[1], -p[3]], qubits }];
        case 'r':
            return [{ name, params: [-p[0], p[1]], qubits }];
        case 'dcx':
            return [{ name, params: [], qubits: [qubits[1], qubits[0]] }];
        case 'iswap':
            // iswap^-1 = iswap^3 = (z ⊗ z) · iswap
            return [g, { name: 'z', params: [], qubits: [qubits[0]] }, { name: 'z', params: [], qubits: [qubits[1]] }];
        case 'unitary':
            return [{ name, params: [], qubits, matrix: dagger2(g.matrix) }];
        default:
            throw new Error(`no inverse known for gate ${name}`);
    }
}
/** True when `pow(k)` of this base gate is a rotation with its angle(s) scaled by k. */
function isRotation(name) {
    return ROTATIONS.has(name);
}
// ---------------------------------------------------------------------------------------------
// Matrices (interleaved complex, row-major). Local index of a 2-qubit base gate on own qubits
// (a, b) is bit(a) + 2·bit(b), as in Qiskit.
const S2 = Math.SQRT1_2;
function u3m(theta, phi, lam) {
    const c = Math.cos(theta / 2);
    const s = Math.sin(theta / 2);
    return [c, 0, -Math.cos(lam) * s, -Math.sin(lam) * s, Math.cos(phi) * s, Math.sin(phi) * s, Math.cos(phi + lam) * c, Math.sin(phi + lam) * c];
}
function diag2(a, b) {
    return [Math.cos(a), Math.sin(a), 0, 0, 0, 0, Math.cos(b), Math.sin(b)];
}
/** Kronecker product (interleaved complex), A acts on the higher local bit. */
function kron(a, b, da, db) {
    const d = da * db;
    const out = new Array(2 * d * d).fill(0);
    for (let i1 = 0; i1 < da; i1++)
        for (let j1 = 0; j1 < da; j1++) {
            const ar = a[2 * (i1 * da + j1)], ai = a[2 * (i1 * da + j1) + 1];
            for (let i0 = 0; i0 < db; i0++)
                for (let j0 = 0; j0 < db; j0++) {
                    const br = b[2 * (i0 * db + j0)], bi = b[2 * (i0 * db + j0) + 1];
                    const idx = 2 * ((i1 * db + i0) * d + (j1 * db + j0));
                    out[idx] = ar * br - ai * bi;
                    out[idx + 1] = ar * bi + ai * br;
                }
        }
    return out;
}
const PX = [0, 0, 1, 0, 1, 0, 0, 0];
const PY = [0, 0, 0, -1, 0, 1, 0, 0];
const PZ = [1, 0, 0, 0, 0, 0, -1, 0];
/** cos(θ/2)·I − i·sin(θ/2)·P for a 4×4 Pauli product P (real or imaginary entries). */
function pauliRotation(theta, p) {
    const c = Math.cos(theta / 2);
    const s = Math.sin(theta / 2);
    const out = new Array(32);
    for (let i = 0; i < 16; i++) {
        const diag = i % 5 === 0 ? c : 0;
        // −i·s·(pr + i·pi) = s·pi − i·s·pr
        out[2 * i] = diag + s * p[2 * i + 1];
        out[2 * i + 1] = -s * p[2 * i];
    }
    return out;
}
/** Base matrix of a base gate: 1×1 (gphase), 2×2 or 4×4, interleaved complex. */
function baseMatrix(name, p, matrix) {
    switch (name) {
        case 'gphase': return [Math.cos(p[0]), Math.sin(p[0])];
        case 'id': return [1, 0, 0, 0, 0, 0, 1, 0];
        case 'x': return PX.slice();
        case 'y': return PY.slice();
        case 'z': return PZ.slice();
        case 'h': return [S2, 0, S2, 0, S2, 0, -S2, 0];
        case 's': return [1, 0, 0, 0, 0, 0, 0, 1];
        case 'sdg': return [1, 0, 0, 0, 0, 0, 0, -1];
        case 't': return [1, 0, 0, 0, 0, 0, S2, S2];
        case 'tdg': return [1, 0, 0, 0, 0, 0, S2, -S2];
        case 'sx': return [0.5, 0.5, 0.5, -0.5, 0.5, -0.5, 0.5, 0.5];
        case 'sxdg': return [0.5, -0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -0.5];
        case 'rx': {
            const c = Math.cos(p[0] / 2), s = Math.sin(p[0] / 2);
            return [c, 0, 0, -s, 0, -s, c, 0];
        }
        case 'ry': {
            const c = Math.cos(p[0] / 2), s = Math.sin(p[0] / 2);
            return [c, 0, -s, 0, s, 0, c, 0];
        }
        case 'rz': return diag2(-p[0] / 2, p[0] / 2);
        case 'p':
        case 'u1': return [1, 0, 0, 0, 0, 0, Math.cos(p[0]), Math.sin(p[0])];
        case 'u':
        case 'u3': return u3m(p[0], p[1], p[2]);
        case 'u2': return u3m(Math.PI / 2, p[0], p[1]);
        case 'r': return u3m(p[0], p[1] - Math.PI / 2, -p[1] + Math.PI / 2);
        case 'cu': {
            const m = u3m(p[0], p[1], p[2]);
            const gr = Math.cos(p[3]), gi = Math.sin(p[3]);
            const out = new Array(8);
            for (let i = 0; i < 4; i++) {
                out[2 * i] = m[2 * i] * gr - m[2 * i + 1] * gi;
                out[2 * i + 1] = m[2 * i] * gi + m[2 * i + 1] * gr;
            }
            return out;
        }
        case 'unitary': return matrix.slice();
        case 'swap': return perm4([0, 2, 1, 3]);
        case 'dcx': return perm4([0, 2, 3, 1]);
        case 'iswap': {
            const m = new Array(32).fill(0);
            m[0] = 1;
            m[2 * (1 * 4 + 2) + 1] = 1;
            m[2 * (2 * 4 + 1) + 1] = 1;
            m[30] = 1;
            return m;
        }
        case 'ecr': {
            // Qiskit ECRGate: 1/√2 [[0,1,0,i],[1,0,−i,0],[0,i,0,1],[−i,0,1,0]]
            const m = new Array(32).fill(0);
            const set = (r, c, re, im) => { m[2 * (r * 4 + c)] = re * S2; m[2 * (r * 4 + c) + 1] = im * S2; };
            set(0, 1, 1, 0);
            set(0, 3, 0, 1);
            set(1, 0, 1, 0);
            set(1, 2, 0, -1);
            set(2, 1, 0, 1);
            set(2, 3, 1, 0);
            set(3, 0, 0, -1);
            set(3, 2, 1, 0);
            return m;
        }
        case 'rxx': return pauliRotation(p[0], kron(PX, PX, 2, 2));
        case 'ryy': return pauliRotation(p[0], kron(PY, PY, 2, 2));
        case 'rzz': return pauliRotation(p[0], kron(PZ, PZ, 2, 2));
        // Qiskit RZXGate(θ) on (q0, q1): exp(−iθ/2 · X_q1 ⊗ Z_q0)
        case 'rzx': return pauliRotation(p[0], kron(PX, PZ, 2, 2));
        default:
            throw new Error(`unknown base gate ${name}`);
    }
}
/** perm[j] = row that column j maps to. */
function perm4(perm) {
    const m = new Array(32).fill(0);
    for (let j = 0; j < 4; j++)
        m[2 * (perm[j] * 4 + j)] = 1;
    return m;
}
/** Number of own qubits of a base gate. */
function baseArity(name) {
    if (name === 'gphase')
        return 0;
    if (['swap', 'dcx', 'iswap', 'ecr', 'rxx', 'ryy', 'rzz', 'rzx'].includes(name))
        return 2;
    return 1;
}
function dagger2(m) {
    return [m[0], -m[1], m[4], -m[5], m[2], -m[3], m[6], -m[7]];
}
/**
 * Principal power U^k of a 2×2 unitary (interleaved), by spectral decomposition:
 * U = λ1·P1 + λ2·P2, U^k = λ1^k·P1 + λ2^k·P2 with arg λ in (−π, π].
 */
function power2(m, k) {
    const [ar, ai, br, bi, cr, ci, dr, di] = m;
    const tr = ar + dr, ti = ai + di;
    const detr = ar * dr - ai * di - (br * cr - bi * ci);
    const deti = ar * di + ai * dr - (br * ci + bi * cr);
    // disc = tr² − 4 det
    const qr = tr * tr - ti * ti - 4 * detr, qi = 2 * tr * ti - 4 * deti;
    const mod = Math.hypot(qr, qi);
    let sr = Math.sqrt((mod + qr) / 2);
    let si = Math.sqrt(Math.max(0, (mod - qr) / 2));
    if (qi < 0)
        si = -si;
    if (mod === 0) {
        sr = 0;
        si = 0;
    }
    const l1r = (tr + sr) / 2, l1i = (ti + si) / 2;
    const l2r = (tr - sr) / 2, l2i = (ti - si) / 2;
    const pw = (re, im) => {
        const a = Math.atan2(im, re) * k;
        return [Math.cos(a), Math.sin(a)];
    };
    const [p1r, p1i] = pw(l1r, l1i);
    const [p2r, p2i] = pw(l2r, l2i);
    const dlr = l1r - l2r, dli = l1i - l2i;
    if (Math.hypot(dlr, dli) < 1e-12)
        return [p1r, p1i, 0, 0, 0, 0, p1r, p1i];
    // P1 = (U − λ2 I) / (λ1 − λ2), P2 = I − P1
    const inv = 1 / (dlr * dlr + dli * dli);
    const out = new Array(8);
    const diagMask = [1, 0, 0, 1];
    for (let i = 0; i < 4; i++) {
        let er = m[2 * i] - (diagMask[i] ? l2r : 0);
        let ei = m[2 * i + 1] - (diagMask[i] ? l2i : 0);
        const p1er = (er * dlr + ei * dli) * inv;
        const p1ei = (ei * dlr - er * dli) * inv;
        er = (diagMask[i] ? 1 : 0) - p1er;
        ei = -p1ei;
        out[2 * i] = p1r * p1er - p1i * p1ei + p2r * er - p2i * ei;
        out[2 * i + 1] = p1r * p1ei + p1i * p1er + p2r * ei + p2i * er;
    }
    return out;
}
/** Decompose an IR gate op into its kernel form (controls without building big matrices). */
function kernelOf(op) {
    const nMod = op.ctrls ?? 0;
    const [base, own] = baseOf(op.name);
    const nCtrl = nMod + own;
    const controls = op.qubits.slice(0, nCtrl);
    let ctrlValues = (1 << nCtrl) - 1;
    if (op.ctrlState !== undefined) {
        const modMask = (1 << nMod) - 1;
        ctrlValues = (ctrlValues & ~modMask) | (op.ctrlState & modMask);
    }
    return { targets: op.qubits.slice(nCtrl), m: baseMatrix(base, op.params, op.matrix), controls, ctrlValues };
}

;// CONCATENATED MODULE: ./src/quantum/qasm/expand.ts


function emitGate(inst) {
    const { base, params, ctrls, states } = inst;
    const targets = inst.targets;
    // ctrl @ gphase(θ) = phase θ on the (last) control.
    if (base === 'gphase' && ctrls.length > 0 && states[states.length - 1] === 1) {
        return emitGate({ base: 'p', params, targets: [ctrls[ctrls.length - 1]], ctrls: ctrls.slice(0, -1), states: states.slice(0, -1) });
    }
    if (base !== 'unitary' && states.every((s) => s === 1)) {
        const named = namedControlled(base, ctrls.length);
        if (named)
            return { kind: 'gate', name: named, params: params.slice(), qubits: [...ctrls, ...targets] };
        // Largest named controlled form, remaining controls as modifiers.
        for (let k = ctrls.length - 1; k >= 1; k--) {
            const n = namedControlled(base, k);
            if (n)
                return { kind: 'gate', name: n, params: params.slice(), qubits: [...ctrls, ...targets], ctrls: ctrls.length - k };
        }
    }
    const op = { kind: 'gate', name: base, params: params.slice(), qubits: [...ctrls, ...targets] };
    if (inst.matrix)
        op.matrix = inst.matrix.slice();
    // A base that is itself a controlled gate (cu): its own control is the last control.
    const own = baseOf(base)[1];
    const nMod = ctrls.length - own;
    if (nMod > 0) {
        op.ctrls = nMod;
        const mod = states.slice(0, nMod);
        if (!mod.every((s) => s === 1))
            op.ctrlState = mod.reduce((acc, s, i) => acc | (s << i), 0);
    }
    return op;
}
/** Expand a (modified) gate call into base instructions. */
function apply(cx, mods, name, prim, params, qubits, t, depth, env = []) {
    if (mods.length === 0)
        return bare(cx, name, prim, params, qubits, t, depth);
    const [m, ...rest] = mods;
    switch (m.kind) {
        case 'ctrl':
        case 'negctrl': {
            const n = m.arg ? m.arg(env) : 1;
            const ctl = qubits.slice(0, n);
            const inner = apply(cx, rest, name, prim, params, qubits.slice(n), t, depth, env);
            const st = m.kind === 'ctrl' ? 1 : 0;
            return inner.map((i) => ({ ...i, ctrls: [...ctl, ...i.ctrls], states: [...ctl.map(() => st), ...i.states] }));
        }
        case 'inv': {
            const inner = apply(cx, rest, name, prim, params, qubits, m.tok, depth, env);
            const out = [];
            for (let k = inner.length - 1; k >= 0; k--) {
                const i = inner[k];
                for (const b of invertBase({ name: i.base, params: i.params, qubits: i.targets, matrix: i.matrix })) {
                    out.push({ base: b.name, params: b.params, targets: b.qubits, ctrls: i.ctrls, states: i.states, matrix: b.matrix });
                }
            }
            return out;
        }
        case 'pow': {
            const k = m.arg(env);
            if (!Number.isFinite(k))
                throw cx.err('pow exponent must be a finite number', m.tok);
            const one = apply(cx, rest, name, prim, params, qubits, t, depth, env);
            // a single rotation: scale its angle (exact for every exponent, no repetition)
            if (one.length === 1 && isRotation(one[0].base))
                return [{ ...one[0], params: one[0].params.map((v) => v * k) }];
            if (Number.isInteger(k)) {
                const inner = k >= 0 ? one : apply(cx, [{ kind: 'inv', tok: m.tok }, ...rest], name, prim, params, qubits, t, depth, env);
                const reps = Math.abs(k);
                if (reps * inner.length + cx.opCount() > cx.maxOps)
                    throw cx.err(`pow(${k}) expands beyond ${cx.maxOps} operations`, cx.site ?? m.tok);
                const out = [];
                for (let r = 0; r < reps; r++)
                    pushAll(out, inner);
                return out;
            }
            if (one.length !== 1)
                throw cx.err(`pow(${k}) with a non-integer exponent is only supported for single standard gates`, m.tok);
            const i = one[0];
            if (baseArity(i.base) === 1) {
                const mat = power2(baseMatrix(i.base, i.params, i.matrix), k);
                return [{ base: 'unitary', params: [], targets: i.targets, ctrls: i.ctrls, states: i.states, matrix: mat }];
            }
            throw cx.err(`pow(${k}) with a non-integer exponent is not supported for gate '${name}'`, m.tok);
        }
    }
}
function bare(cx, name, prim, params, qubits, t, depth) {
    const def = prim ? undefined : cx.defs.get(name);
    if (def) {
        if (depth >= cx.maxDepth)
            throw cx.err(`gate definitions nested deeper than ${cx.maxDepth}`, cx.site ?? t);
        const out = [];
        for (const c of def.body) {
            const p = c.params.map((e) => e(params));
            const q = c.args.map((a) => qubits[a]);
            const seq = apply(cx, c.mods, c.name, c.prim, p, q, c.tok, depth + 1, params);
            if (out.length + seq.length + cx.opCount() > cx.maxOps)
                throw cx.err(`program has more than ${cx.maxOps} operations after expansion`, cx.site ?? t);
            for (const s of seq)
                out.push(s);
        }
        return out;
    }
    // qelib1's u0(gamma) is an identity of duration gamma
    if (name === 'u0')
        return [{ base: 'id', params: [], ctrls: [], states: [], targets: qubits.slice() }];
    const [base, own] = baseOf(name);
    return [{ base, params: params.slice(), ctrls: qubits.slice(0, own), states: qubits.slice(0, own).map(() => 1), targets: qubits.slice(own) }];
}

;// CONCATENATED MODULE: ./src/quantum/qasm/quantum.ts






/** Standard one-angle rotations: R(a + b) = R(a)·R(b). */
const ROTATION_GATES = new Set(['rx', 'ry', 'rz', 'p', 'u1', 'crx', 'cry', 'crz', 'cp', 'cu1', 'rxx', 'ryy', 'rzz', 'rzx']);
const SCALAR_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration', 'stretch', 'complex']);
const PULSE = new Set(['defcal', 'defcalgrammar', 'cal']);
class Statements extends Base {
    annotation() {
        // Annotations (@name …) may be ignored by a compiler (OpenQASM 3 spec): the line is skipped.
        const at = this.next();
        const name = this.toks[this.pos];
        if (name.t !== 'id' || name.line !== at.line || name.col !== at.col + 1)
            throw this.err('expected an annotation name after \'@\'', at);
        while (this.toks[this.pos].t !== 'eof' && this.toks[this.pos].line === at.line)
            this.pos++;
    }
    pragma(t) {
        // #pragma / pragma lines carry compiler hints; the reader ignores them.
        if (t.v === '#') {
            const p = this.toks[this.pos + 1];
            if (!p || p.t !== 'id' || p.v !== 'pragma' || p.line !== t.line)
                throw this.err("unexpected '#'", t);
        }
        const line = t.line;
        while (this.toks[this.pos].t !== 'eof' && this.toks[this.pos].line === line)
            this.pos++;
    }
    nop() {
        this.next();
        if (!this.is(';')) {
            do {
                if (this.is(';'))
                    break;
                this.qubitOperand();
            } while (this.accept(','));
        }
        this.expect(';');
    }
    include() {
        const kw = this.next();
        const f = this.next();
        if (f.t !== 'str')
            throw this.err('expected a file name string after include', f);
        if (f.v !== 'qelib1.inc' && f.v !== 'stdgates.inc')
            throw this.err(`include of "${f.v}" is not supported (only qelib1.inc and stdgates.inc)`, f);
        this.expect(';');
        if (this.scopes.length > 1)
            throw this.err('include is only allowed in the global scope', kw);
        for (const name of f.v === 'qelib1.inc' ? QELIB1 : STDGATES) {
            const d = this.defs.get(name);
            if (d && !d.prelude)
                throw this.err(`gate '${name}' defined before the include of "${f.v}" redefines a gate of that library`, f);
        }
        this.included.add(f.v);
    }
    // -- declarations
    oldDecl(quantum) {
        this.next();
        const name = this.newName('a register name');
        this.expect('[');
        const st = this.peek();
        const size = this.intValue('register size');
        this.expect(']');
        this.expect(';');
        if (size < 1)
            throw this.err('register size must be at least 1', st);
        if (this.scopes.length > 1)
            throw this.err(`'${quantum ? 'qreg' : 'creg'}' is only allowed in the global scope`, name);
        if (quantum)
            this.declare(name, { s: 'q', name: name.v, qubits: this.allocQubits(name, size), single: false });
        else
            this.declare(name, { s: 'c', name: name.v, clbits: this.allocClbits(name, size, true), single: false, type: 'bit' });
    }
    designator(what) {
        const st = this.peek();
        const n = this.intValue(what);
        if (this.is(','))
            throw this.err(`a ${what} has one dimension`, this.peek());
        this.expect(']');
        if (n < 1)
            throw this.err(`${what} must be at least 1`, st);
        return n;
    }
    qubitDecl() {
        this.next();
        let size;
        if (this.accept('['))
            size = this.designator('register size');
        const name = this.newName('a qubit name');
        if (this.is('='))
            throw this.err('qubits cannot be initialised; use reset', this.peek());
        this.expect(';');
        this.declare(name, { s: 'q', name: name.v, qubits: this.allocQubits(name, size ?? 1), single: size === undefined });
    }
    bitDecl(isConst) {
        const kw = this.next();
        if (isConst)
            throw this.err("'const' bits are not supported; use a const int", kw);
        let size;
        if (this.accept('['))
            size = this.designator('register size');
        const name = this.newName('a bit name');
        const global = this.scopes.length === 1;
        const sym = { s: 'c', name: name.v, clbits: this.allocClbits(name, size ?? 1, global), single: size === undefined, type: 'bit' };
        if (!global) {
            // a scratch bit starts at 0 for this declaration
            for (const c of sym.clbits)
                this.known[c] = 0;
        }
        if (this.accept('='))
            this.assignInto(sym, this.peek(), '=');
        this.expect(';');
        this.declare(name, sym);
    }
    constDecl() {
        const kw = this.next();
        const t = this.peek();
        if (t.t !== 'id' || !(SCALAR_TYPES.has(t.v) || t.v === 'bit'))
            throw this.err(`expected a type after 'const' but found ${describe(t)}`, t);
        if (t.v === 'bit')
            return this.bitDecl(true);
        void kw;
        this.scalarDecl(true);
    }
    scalarDecl(isConst) {
        const tt = this.next();
        const type = tt.v;
        let width;
        if (type === 'complex')
            throw this.err('complex numbers are not supported', tt);
        if (this.accept('[')) {
            if (type === 'bool' || type === 'duration' || type === 'stretch')
                throw this.err(`'${type}' takes no width`, tt);
            width = this.designator('type width');
        }
        const name = this.newName('a variable name');
        if (type === 'angle' && width !== undefined && !isConst) {
            // angle[n]: n bits of a turn, addressable bit by bit (measure q -> c[0])
            const global = this.scopes.length === 1;
            const sym = { s: 'c', name: name.v, clbits: this.allocClbits(name, width, global), single: false, type: 'angle' };
            if (!global)
                for (const c of sym.clbits)
                    this.known[c] = 0;
            if (this.accept('='))
                this.assignInto(sym, this.peek(), '=');
            this.expect(';');
            this.declare(name, sym);
            return;
        }
        let val;
        if (this.accept('=')) {
            const vt = this.peek();
            if (this.is('measure'))
                throw this.err(`a measurement can only be stored in bits; declare '${name.v}' as bit`, vt);
            const v = this.value();
            if (isRuntime(v))
                throw this.err(`'${name.v}' would depend on a measurement result; only bit variables can hold measured values`, vt);
            val = this.at(vt, () => this.convert(v, type, width));
        }
        else {
            if (isConst)
                throw this.err(`constant '${name.v}' needs a value`, name);
            val = this.at(tt, () => this.convert({ k: 'int', v: 0 }, type, width));
        }
        this.expect(';');
        if (type === 'stretch') {
            val = { k: 'dur', d: { seconds: 0, dt: 0, stretch: 1 } };
            void val;
        }
        this.declare(name, { s: 'v', name: name.v, type, width, val: type === 'stretch' ? { k: 'dur', d: { seconds: 0, dt: 0, stretch: 1 } } : val, isConst, scope: this.scopes.length - 1 });
    }
    /** Value converted to a declared scalar type. */
    convert(v, type, width) {
        switch (type) {
            case 'float': return finite(toNumber(v, 'float value'), 'float value');
            case 'angle': {
                const x = finite(toNumber(v, 'angle'), 'angle');
                const two = 2 * Math.PI;
                return ((x % two) + two) % two;
            }
            case 'duration':
            case 'stretch':
                return cast(v, 'duration');
            default: {
                if (typeof v === 'number' && (type === 'int' || type === 'uint') && !Number.isInteger(v)) {
                    throw new ValueError(`cannot assign the non-integer ${v} to ${type}`);
                }
                return cast(v, type, width);
            }
        }
    }
    alias() {
        this.next();
        const name = this.newName('an alias name');
        this.expect('=');
        const qubits = [];
        let single = true;
        let first = true;
        do {
            const a = this.qubitOperand();
            pushAll(qubits, a.qubits);
            single = first && a.single;
            first = false;
        } while (this.accept('++'));
        this.expect(';');
        if (new Set(qubits).size !== qubits.length)
            throw this.err('an alias cannot name the same qubit twice', name);
        this.declare(name, { s: 'q', name: name.v, qubits, single });
    }
    // -- gate definitions
    gateDef() {
        const kwTok = this.next();
        if (this.scopes.length > 1)
            throw this.err('gates can only be defined in the global scope', kwTok);
        const name = this.ident('a gate name');
        if (name.v === 'U' || name.v === 'CX' || name.v === 'gphase')
            throw this.err(`'${name.v}' is a built-in gate and cannot be redefined`, name);
        for (const lib of this.included) {
            if ((lib === 'qelib1.inc' ? QELIB1 : STDGATES).has(name.v))
                throw this.err(`gate '${name.v}' is already defined by "${lib}"`, name);
        }
        const prev = this.defs.get(name.v);
        if (prev && !prev.prelude)
            throw this.err(`gate '${name.v}' is already defined`, name);
        if (this.scopes[0].has(name.v))
            throw this.err(`'${name.v}' is already declared`, name);
        if (KEYWORDS_GATE.has(name.v))
            throw this.err(`'${name.v}' is a keyword and cannot name a gate`, name);
        const params = [];
        if (this.accept('(')) {
            while (!this.is(')')) {
                const p = this.ident('a parameter name');
                if (params.includes(p.v))
                    throw this.err(`duplicate parameter '${p.v}'`, p);
                params.push(p.v);
                if (!this.accept(','))
                    break;
            }
            this.expect(')');
        }
        const qargs = [];
        while (!this.is('{')) {
            const q = this.ident('a qubit argument name');
            if (qargs.includes(q.v))
                throw this.err(`duplicate qubit argument '${q.v}'`, q);
            if (params.includes(q.v))
                throw this.err(`qubit argument '${q.v}' has the name of a parameter`, q);
            qargs.push(q.v);
            if (!this.accept(','))
                break;
        }
        if (qargs.length === 0)
            throw this.err(`gate '${name.v}' needs at least one qubit argument`, name);
        this.expect('{');
        const body = [];
        while (!this.accept('}')) {
            const t = this.peek();
            if (t.t === 'eof')
                throw this.err(`unterminated definition of gate '${name.v}'`, kwTok);
            if (t.t === 'id' && t.v === 'barrier') {
                // Barriers inside gate bodies are directives with no effect on the state.
                while (!this.accept(';')) {
                    if (this.peek().t === 'eof')
                        throw this.err("expected ';'", this.peek());
                    this.next();
                }
                continue;
            }
            if (t.t === 'id' && (['measure', 'reset', 'if', 'gate', 'qreg', 'creg', 'qubit', 'bit', 'for', 'while', 'def', 'delay', 'box', 'let', 'const', 'switch'].includes(t.v) || SCALAR_TYPES.has(t.v) || PULSE.has(t.v))) {
                throw this.err(`'${t.v}' is not allowed in a gate definition`, t);
            }
            const { mods, gname, prim, pexprs } = this.callHead(params);
            const args = [];
            while (!this.is(';')) {
                const q = this.next();
                if (q.t === 'hw')
                    throw this.err('physical qubits are not allowed in a gate definition', q);
                if (q.t !== 'id')
                    throw this.err(`expected a qubit argument but found ${describe(q)}`, q);
                const k = qargs.indexOf(q.v);
                if (k < 0)
                    throw this.err(`'${q.v}' is not a qubit argument of gate '${name.v}'`, q);
                if (this.is('['))
                    throw this.err('indexing is not allowed inside a gate definition', this.peek());
                args.push(k);
                if (!this.accept(','))
                    break;
            }
            this.expect(';');
            if (!prim && gname.v === name.v)
                throw this.err(`gate '${name.v}' cannot call itself`, gname);
            this.checkSignature(gname, prim, pexprs.length, args.length, mods);
            if (new Set(args).size !== args.length)
                throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
            body.push({ mods, name: gname.v, prim, params: pexprs, args, tok: gname });
        }
        this.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body });
    }
    /** Modifiers, gate name and parameter expressions of a call. */
    callHead(paramNames) {
        const mods = [];
        while (this.toks[this.pos].t === 'id' && ['ctrl', 'negctrl', 'inv', 'pow'].includes(this.toks[this.pos].v) && (this.is('@', 1) || this.is('(', 1))) {
            if (this.version === 2)
                throw this.err('gate modifiers are not part of OpenQASM 2', this.peek());
            const t = this.next();
            let arg;
            if (this.accept('(')) {
                if (t.v === 'inv')
                    throw this.err("'inv' takes no argument", t);
                const at = this.peek();
                const e = this.expr(paramNames);
                if (this.is(','))
                    throw this.err(`'${t.v}' takes one argument`, this.peek());
                this.expect(')');
                arg = (env) => this.at(at, () => finite(toNumber(e(env), `${t.v} argument`), `${t.v} argument`));
            }
            else if (t.v === 'pow') {
                throw this.err('pow modifier needs an exponent: pow(k) @', t);
            }
            this.expect('@');
            mods.push({ kind: t.v, arg, tok: t });
        }
        const gname = this.ident('a gate name');
        let prim = false;
        if (gname.v === 'U' || gname.v === 'CX') {
            prim = true;
            gname.v = gname.v === 'U' ? 'u' : 'cx';
        }
        else if (gname.v === 'gphase')
            prim = true;
        else if (!this.defs.has(gname.v) && ALIASES[gname.v])
            gname.v = ALIASES[gname.v];
        const pexprs = [];
        if (this.accept('(')) {
            while (!this.is(')')) {
                pexprs.push(this.num(paramNames, pexprs.length));
                if (!this.accept(','))
                    break;
            }
            this.expect(')');
        }
        if (this.is('('))
            throw this.err("expected qubits after the gate's parameters", this.peek());
        return { mods, gname, prim, pexprs };
    }
    signature(name, prim) {
        const d = prim ? undefined : this.defs.get(name);
        if (d)
            return { qubits: d.nQubits, params: d.nParams };
        if (name === 'u0')
            return { qubits: 1, params: 1 };
        if (name === 'unitary')
            return undefined;
        return GATES[name];
    }
    checkSignature(gname, prim, nParams, nArgs, mods) {
        const sig = this.signature(gname.v, prim);
        if (!sig) {
            if (PULSE.has(gname.v))
                throw this.err(`pulse-level calibration ('${gname.v}') is not supported`, gname);
            throw this.err(`unknown gate '${gname.v}'`, gname);
        }
        if (sig.params !== nParams)
            throw this.err(`gate '${gname.v}' takes ${sig.params} parameter(s), got ${nParams}`, gname);
        let extra = 0;
        for (const m of mods) {
            if (m.kind === 'ctrl' || m.kind === 'negctrl') {
                let k = 1;
                if (m.arg) {
                    try {
                        k = m.arg([]);
                    }
                    catch {
                        throw this.err(`${m.kind} count must be a constant positive integer`, m.tok);
                    }
                }
                if (!Number.isInteger(k) || k < 1)
                    throw this.err(`${m.kind} count must be a positive integer, got ${k}`, m.tok);
                extra += k;
            }
        }
        const need = sig.qubits + extra;
        if (nArgs !== need)
            throw this.err(`gate '${gname.v}' needs ${need} qubit(s), got ${nArgs}`, gname);
    }
    // -- operands
    qubitOperand() {
        const t = this.next();
        if (t.t === 'hw') {
            if (this.qregs.length > 0 && !this.physical)
                throw this.err('physical qubits ($n) cannot be mixed with declared qubits', t);
            const k = Number(t.v);
            if (k >= this.lim.maxBits)
                throw this.err(`physical qubit $${k} is beyond the limit of ${this.lim.maxBits} qubits`, t);
            if (!this.physical) {
                this.physical = true;
                this.qregs.push({ name: '$', size: 0, offset: 0 });
            }
            if (k + 1 > this.numQubits) {
                this.numQubits = k + 1;
                this.qregs[0].size = k + 1;
            }
            if (this.is('['))
                throw this.err('a physical qubit cannot be indexed', this.peek());
            return { qubits: [k], single: true, tok: t };
        }
        if (t.t !== 'id')
            throw this.err(`expected a qubit but found ${describe(t)}`, t);
        const sym = this.lookup(t.v);
        if (!sym || sym.s !== 'q') {
            if (sym && sym.s === 'c')
                throw this.err(`'${t.v}' is a classical register, expected qubits`, t);
            if (sym)
                throw this.err(`'${t.v}' is not a qubit`, t);
            if (this.defs.has(t.v))
                throw this.err(`'${t.v}' is a gate, expected qubits`, t);
            throw this.err(`unknown qubit register '${t.v}'`, t);
        }
        return { ...this.select(sym.qubits, sym.single, t), tok: t };
    }
    select(items, single, t) {
        if (!this.is('['))
            return { qubits: items, single };
        const bt = this.next();
        if (single)
            throw this.err(`'${t.v}' is a single ${'qubit or bit'} and cannot be indexed`, bt);
        const sel = this.indexSpec(t.v)(items.length);
        if (this.is('[')) {
            if (sel.single)
                throw this.err(`'${t.v}[…]' is a single element and cannot be indexed`, this.peek());
            const inner = this.select(sel.idx.map((i) => items[i]), false, t);
            return inner;
        }
        return { qubits: sel.idx.map((i) => items[i]), single: sel.single };
    }
    clbitOperand() {
        const t = this.ident('a classical bit');
        const sym = this.lookup(t.v);
        if (!sym || sym.s !== 'c') {
            if (sym && sym.s === 'q')
                throw this.err(`'${t.v}' is a quantum register, expected classical bits`, t);
            if (sym && sym.s === 'v')
                throw this.err(`'${t.v}' is a ${sym.type} variable; measurements can only be stored in bits`, t);
            throw this.err(`unknown classical register '${t.v}'`, t);
        }
        const r = this.select(sym.clbits, sym.single, t);
        return { clbits: r.qubits, single: r.single, tok: t, sym };
    }
    /** Broadcast operand lists (single operands repeat; registers must agree in size). */
    broadcast(args) {
        let size = 1;
        let sized;
        for (const a of args) {
            if (!a.single) {
                if (sized && a.qubits.length !== size)
                    throw this.err(`register sizes differ (${size} and ${a.qubits.length})`, a.tok);
                size = a.qubits.length;
                sized = a.tok;
            }
        }
        const out = [];
        for (let i = 0; i < size; i++)
            out.push(args.map((a) => (a.single ? a.qubits[0] : a.qubits[i])));
        return out;
    }
    // -- quantum statements
    gateCall() {
        this.rtAngle = undefined;
        const { mods, gname, prim, pexprs } = this.callHead(null);
        const rt = this.rtAngle;
        this.rtAngle = undefined;
        const args = [];
        while (!this.is(';')) {
            args.push(this.qubitOperand());
            if (!this.accept(','))
                break;
        }
        this.expect(';');
        this.checkSignature(gname, prim, pexprs.length, args.length, mods);
        const params = pexprs.map((p) => p([]));
        const user = !prim && this.defs.has(gname.v);
        if (rt)
            return this.measuredAngleCall(rt, mods, gname, prim, params, args, user);
        this.site = gname;
        for (const qubits of this.broadcast(args)) {
            if (new Set(qubits).size !== qubits.length)
                throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
            const seq = apply(this, mods, gname.v, prim, params, qubits, gname, 0);
            const label = (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v;
            const call = user || seq.length !== 1 ? { id: this.callId++, name: label, arity: qubits.length } : undefined;
            for (const inst of seq) {
                const op = emitGate(inst);
                if (call)
                    op.call = call;
                this.push(op, gname);
            }
        }
        this.site = undefined;
    }
    /**
     * A one-angle rotation whose angle is a measured angle[n] register c (ipe.qasm: phase(c)):
     * R(Σ_k c_k·2π·2^k/2^n) = Π_k R(2π·2^k/2^n)^{c_k}, exact because the rotations of one gate
     * commute and add their angles; so one conditioned rotation per bit of c.
     */
    measuredAngleCall(rt, mods, gname, prim, params, args, user) {
        const info = GATES[gname.v];
        if (user || !info || info.params !== 1 || !ROTATION_GATES.has(gname.v)) {
            throw this.err(`a gate parameter that depends on a measurement is only supported as the angle of a standard rotation (${[...ROTATION_GATES].join(', ')})`, rt.tok);
        }
        const n = rt.clbits.length;
        const saved = this.condStack;
        this.site = gname;
        try {
            for (const qubits of this.broadcast(args)) {
                if (new Set(qubits).size !== qubits.length)
                    throw this.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
                const call = { id: this.callId++, name: (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v, arity: qubits.length };
                for (let k = 0; k < n; k++) {
                    const p = params.slice();
                    p[rt.index] = (2 * Math.PI * 2 ** k) / 2 ** n;
                    this.setCondStack([...saved, { op: 'cmp', rel: '==', clbits: [rt.clbits[k]], value: 1 }]);
                    for (const inst of apply(this, mods, gname.v, prim, p, qubits, gname, 0)) {
                        const op = emitGate(inst);
                        op.call = call;
                        this.push(op, gname);
                    }
                }
            }
        }
        finally {
            this.setCondStack(saved);
            this.site = undefined;
        }
    }
    measureArrow() {
        const kw = this.next();
        const q = this.qubitOperand();
        if (this.accept('->')) {
            const c = this.clbitOperand();
            this.expect(';');
            this.measureInto(q, c.clbits, c.single, kw);
            return;
        }
        if (this.is(','))
            throw this.err('measure takes one operand', this.peek());
        this.expect(';');
        if (this.version === 2)
            throw this.err("expected '->' in measure", this.peek(-1));
        for (const qb of q.qubits)
            this.emitMeasure(qb, -1, kw);
    }
    measureInto(q, clbits, single, kw) {
        if (q.single !== single) {
            throw this.err(q.single ? 'cannot measure a single qubit into a bit register; index the register' : 'cannot measure a qubit register into a single bit; index the register', kw);
        }
        if (q.qubits.length !== clbits.length)
            throw this.err(`measure sizes differ (${q.qubits.length} qubits, ${clbits.length} bits)`, kw);
        for (let i = 0; i < q.qubits.length; i++)
            this.emitMeasure(q.qubits[i], clbits[i], kw);
    }
    emitMeasure(qubit, clbit, t) {
        this.push({ kind: 'measure', qubit, clbit }, t);
        if (clbit >= 0)
            this.known[clbit] = -1;
    }
    /** `measure q` as the value of an assignment or return: measured into fresh scratch bits. */
    measureExpr(t) {
        const q = this.qubitOperand();
        const clbits = this.allocClbits(t, q.qubits.length, false);
        for (let i = 0; i < q.qubits.length; i++)
            this.emitMeasure(q.qubits[i], clbits[i], t);
        return { k: 'rbits', c: clbits };
    }
    reset() {
        const kw = this.next();
        const q = this.qubitOperand();
        this.expect(';');
        for (const qb of q.qubits)
            this.push({ kind: 'reset', qubit: qb }, kw);
    }
    barrier() {
        const kw = this.next();
        const qubits = [];
        if (!this.is(';')) {
            do {
                if (this.is(';'))
                    break;
                pushAll(qubits, this.qubitOperand().qubits);
            } while (this.accept(','));
        }
        else {
            for (let q = 0; q < this.numQubits; q++)
                qubits.push(q);
        }
        this.expect(';');
        this.push({ kind: 'barrier', qubits }, kw);
    }
    durationArg() {
        this.expect('[');
        const t = this.peek();
        const v = this.value();
        this.expect(']');
        const d = this.at(t, () => cast(v, 'duration'));
        const dd = d.d;
        if (dd.seconds < 0 || dd.dt < 0 || dd.stretch < 0) {
            // negative parts are legal in stretch arithmetic; a fixed negative total is not
            if (dd.stretch === 0 && dd.seconds <= 0 && dd.dt <= 0 && (dd.seconds < 0 || dd.dt < 0))
                throw this.err('a delay cannot be negative', t);
        }
        return dd;
    }
    delay() {
        const kw = this.next();
        const duration = this.durationArg();
        const qubits = [];
        while (!this.is(';')) {
            pushAll(qubits, this.qubitOperand().qubits);
            if (!this.accept(','))
                break;
        }
        this.expect(';');
        if (qubits.length === 0)
            for (let q = 0; q < this.numQubits; q++)
                qubits.push(q);
        this.push({ kind: 'delay', qubits, duration }, kw);
    }
    box() {
        const kw = this.next();
        if (this.is('[')) {
            // The box's designated duration schedules its contents; it has no effect on the state.
            this.durationArg();
        }
        if (!this.is('{'))
            throw this.err("expected '{' after box", this.peek());
        void kw;
        this.scoped(() => this.block());
    }
    // -- blocks and scopes
    scoped(f) {
        if (this.scopes.length > this.lim.maxExprDepth)
            throw this.err(`blocks nested deeper than ${this.lim.maxExprDepth}`, this.peek());
        this.scopes.push(new Map());
        try {
            return f();
        }
        finally {
            this.scopes.pop();
        }
    }
    /** `{ statements }` (the caller opened the scope). */
    block() {
        const open = this.expect('{');
        while (!this.accept('}')) {
            if (this.peek().t === 'eof')
                throw this.err("expected '}' to close the block", open);
            this.statement();
        }
    }
    // -- assignment
    assignment() {
        const t = this.ident('a variable');
        const sym = this.lookup(t.v);
        if (!sym) {
            if (this.version === 2)
                throw this.err(`unknown classical register '${t.v}'`, t);
            throw this.err(`unknown variable '${t.v}'`, t);
        }
        if (sym.s === 'q')
            throw this.err(`'${t.v}' is a qubit and cannot be assigned`, t);
        if (sym.s === 'def')
            throw this.err(`'${t.v}' is a subroutine and cannot be assigned`, t);
        if (sym.s === 'c') {
            const sel = this.select(sym.clbits, sym.single, t);
            const target = { ...sym, clbits: sel.qubits, single: sel.single };
            const op = this.next();
            if (op.t !== 'op' || !op.v.endsWith('=') || ['==', '!=', '<=', '>='].includes(op.v))
                throw this.err(`expected an assignment but found ${describe(op)}`, op);
            this.assignInto(target, this.peek(), op.v, sym);
            this.expect(';');
            return;
        }
        if (this.is('['))
            throw this.err(`'${t.v}' is a ${sym.type}; assigning single bits of it is not supported`, this.peek());
        const op = this.next();
        if (op.t !== 'op' || !op.v.endsWith('='))
            throw this.err(`expected an assignment but found ${describe(op)}`, op);
        if (sym.isConst)
            throw this.err(`'${t.v}' is a constant and cannot be assigned`, t);
        if (sym.loopVar)
            throw this.err(`loop variable '${t.v}' cannot be assigned`, t);
        if (this.inRuntime() && sym.scope < this.rtScope) {
            throw this.err(`'${t.v}' would depend on a measurement result (assigned under a condition or loop on measured values); only bit variables can`, t);
        }
        const vt = this.peek();
        if (this.is('measure'))
            throw this.err(`a measurement can only be stored in bits; '${t.v}' is a ${sym.type}`, vt);
        let v = this.value();
        this.expect(';');
        if (op.v !== '=')
            v = this.at(op, () => compound(op.v, sym.val, v, this.version === 3));
        if (isRuntime(v))
            throw this.err(`'${t.v}' would depend on a measurement result; only bit variables can hold measured values`, vt);
        sym.val = this.at(vt, () => this.convert(v, sym.type, sym.width));
    }
    /** Assign into bit storage: `= measure q`, `= value`, or a compound operator. */
    assignInto(target, vt, op, whole) {
        if (op === '=' && this.accept('measure')) {
            const q = this.qubitOperand();
            this.measureInto(q, target.clbits, target.single, vt);
            return;
        }
        let v = this.value();
        const bitsNow = this.readBits(target.clbits);
        const shift = op === '<<=' || op === '>>=';
        if (op !== '=')
            v = this.at(vt, () => compound(op, target.type === 'angle' && !shift ? angleOf(bitsNow, target.clbits.length) : bitsNow, v, true, target.clbits));
        if (target.type === 'angle' && (typeof v === 'number' || (typeof v === 'object' && v.k === 'int'))) {
            const n = target.clbits.length;
            const x = this.at(vt, () => finite(toNumber(v), 'angle'));
            const k = Math.round((x / (2 * Math.PI)) * 2 ** n);
            v = { k: 'bits', b: intToBits(k, n) };
        }
        if (typeof v === 'object' && v.k === 'rbits' && v.c.length !== target.clbits.length) {
            throw this.err(`cannot assign ${v.c.length} bits to ${target.clbits.length}`, vt);
        }
        const bits = this.at(vt, () => (typeof v === 'object' && (v.k === 'rbits' || v.k === 'rbool') ? v : cast(v, 'bit', target.clbits.length)));
        void whole;
        this.writeBits(target.clbits, bits, vt);
    }
}
/** `x op= v` on known values; on bit storage (clbits given) shifts of measured bits stay bit moves. */
function compound(op, cur, v, v3, clbits) {
    const bop = op.slice(0, -1);
    if (clbits && (bop === '<<' || bop === '>>') && typeof cur === 'object' && cur.k === 'rbits') {
        const n = toInt(v, 'shift');
        const c = cur.c;
        // measured bits shifted: a copy from the neighbour, zero-filled (a bit -1 means 0)
        const out = c.map((_, i) => (bop === '<<' ? (i - n >= 0 ? c[i - n] : -1) : (i + n < c.length ? c[i + n] : -1)));
        return { k: 'rbits', c: out };
    }
    if (isRuntime(cur) || isRuntime(v)) {
        throw new ValueError(`'${op}' on a value that depends on a measurement result is not supported`);
    }
    return binaryCompound(bop, cur, v, v3);
}
function binaryCompound(op, a, b, v3) {
    return binary(op, a, b, v3);
}
const KEYWORDS_GATE = new Set(['OPENQASM', 'include', 'qreg', 'creg', 'qubit', 'bit', 'int', 'uint', 'float', 'angle', 'bool', 'if', 'for', 'while', 'def', 'measure', 'reset', 'barrier', 'let', 'const']);

;// CONCATENATED MODULE: ./src/quantum/qasm/control.ts




/** Control transfer out of a block (break/continue/return/end), with the statement's token. */
class Transfer {
    kind;
    tok;
    value;
    constructor(kind, tok, value) {
        this.kind = kind;
        this.tok = tok;
        this.value = value;
    }
}
class Interp extends Statements {
    callDepth = 0;
    rtLoops = [];
    /** Inside a subroutine body: its return type (null: no value). */
    retStack = [];
    // -- statements
    statement() {
        const tok = this.peek();
        if (tok.t === 'op') {
            if (tok.v === '@')
                return this.annotation();
            if (tok.v === '#')
                return this.pragma(tok);
            if (tok.v === '{') {
                if (this.version === 2)
                    throw this.err('expected a statement but found \'{\'', tok);
                return this.scoped(() => this.block());
            }
        }
        if (tok.t === 'hw')
            throw this.err('expected a statement; an assignment to a physical qubit is not allowed', tok);
        if (tok.t !== 'id')
            throw this.err(`expected a statement but found ${describe(tok)}`, tok);
        const kw = tok.v;
        switch (kw) {
            case 'include': return this.include();
            case 'qreg':
            case 'creg': return this.oldDecl(kw === 'qreg');
            case 'qubit': return this.qubitDecl();
            case 'bit': return this.bitDecl(false);
            case 'gate': return this.gateDef();
            case 'measure': return this.measureArrow();
            case 'reset': return this.reset();
            case 'barrier': return this.barrier();
            case 'if': return this.ifStmt();
            case 'else': throw this.err("'else' without a matching 'if'", tok);
            case 'opaque': throw this.err("unsupported construct 'opaque': an opaque gate has no definition to simulate", tok);
            default: break;
        }
        if (this.version === 3) {
            switch (kw) {
                case 'const': return this.constDecl();
                case 'int':
                case 'uint':
                case 'float':
                case 'angle':
                case 'bool':
                case 'duration':
                case 'stretch':
                case 'complex':
                    if (this.is('(', 1) || (this.is('[', 1) && this.castAhead()))
                        break;
                    return this.scalarDecl(false);
                case 'array': throw this.err('arrays are not supported', tok);
                case 'let': return this.alias();
                case 'for': return this.forStmt();
                case 'while': return this.whileStmt();
                case 'switch': return this.switchStmt();
                case 'def': return this.defStmt();
                case 'return': return this.returnStmt();
                case 'break':
                case 'continue': return this.loopJump(kw);
                case 'end': return this.endStmt();
                case 'delay': return this.delay();
                case 'box': return this.box();
                case 'extern': throw this.err("unsupported construct 'extern': external functions have no definition to simulate", tok);
                case 'input':
                case 'output': throw this.err(`unsupported construct '${kw}': program ${kw}s need values from the caller`, tok);
                case 'pragma': return this.pragma(tok);
                case 'nop': return this.nop();
                case 'case':
                case 'default': throw this.err(`'${kw}' outside a switch`, tok);
                default: break;
            }
        }
        if (PULSE.has(kw))
            throw this.err(`pulse-level calibration ('${kw}') is not supported`, tok);
        if (this.version === 3 && (kw === 'int' || kw === 'uint' || kw === 'float' || kw === 'bool' || kw === 'bit' || kw === 'angle')) {
            throw this.err(`a cast (${kw}(…)) is not a statement`, tok);
        }
        const sym = this.version === 3 ? this.lookup(kw) : undefined;
        const nx = this.toks[this.pos + 1];
        const assignOp = nx && nx.t === 'op' && (nx.v === '=' || (nx.v.length >= 2 && nx.v.endsWith('=') && !['==', '!=', '<=', '>='].includes(nx.v)));
        if (assignOp || (this.is('[', 1) && sym && sym.s !== 'q' && sym.s !== 'def'))
            return this.assignment();
        if (this.version === 2 && (this.is('=', 1) || this.is('[', 1))) {
            const r = this.lookup(kw);
            if (r && r.s === 'c')
                throw this.err('assignments are not part of OpenQASM 2; use measure q -> c', tok);
        }
        if (sym && sym.s === 'def') {
            this.next();
            this.callDef(sym, tok);
            this.expect(';');
            return;
        }
        this.gateCall();
    }
    /** `int[8](x)`-style cast ahead (a statement that starts with a type and is not a declaration). */
    castAhead() {
        let k = 1, depth = 0;
        for (;;) {
            const t = this.toks[this.pos + k];
            if (!t || t.t === 'eof')
                return false;
            if (t.t === 'op' && t.v === '[')
                depth++;
            else if (t.t === 'op' && t.v === ']') {
                depth--;
                if (depth === 0)
                    return this.is('(', k + 1);
            }
            k++;
        }
    }
    /** Body of if/for/while/case: a block or one statement, in its own scope. */
    body() {
        if (this.is(';'))
            throw this.err('expected a statement or a block but found \';\'', this.peek());
        this.scoped(() => (this.is('{') ? this.block() : this.statement()));
    }
    /** Skip the body of a branch not taken (tokens only; it is not checked). */
    skipBody() {
        const t = this.peek();
        if (t.t === 'op' && t.v === '{')
            return this.skipBalanced();
        if (t.t === 'id' && t.v === 'if') {
            this.next();
            this.skipParens();
            this.skipBody();
            if (this.accept('else'))
                this.skipBody();
            return;
        }
        if (t.t === 'id' && (t.v === 'for' || t.v === 'while' || t.v === 'switch' || t.v === 'box')) {
            this.next();
            // header up to the body's '{' at depth 0 (a for set literal is inside 'in { … }')
            if (t.v === 'for') {
                while (!this.is('in')) {
                    if (this.peek().t === 'eof')
                        throw this.err("expected 'in'", t);
                    this.next();
                }
                this.next();
                if (this.is('[') || this.is('{'))
                    this.skipBalanced();
                else
                    while (!this.is('{') && !this.is(';')) {
                        if (this.peek().t === 'eof')
                            throw this.err('unterminated for', t);
                        this.next();
                    }
            }
            else if (t.v === 'box') {
                if (this.is('['))
                    this.skipBalanced();
            }
            else
                this.skipParens();
            if (t.v === 'switch')
                return this.skipBalanced();
            return this.skipBody();
        }
        let depth = 0;
        for (;;) {
            const x = this.next();
            if (x.t === 'eof')
                throw this.err("expected ';'", x);
            if (x.t === 'op' && (x.v === '(' || x.v === '[' || x.v === '{'))
                depth++;
            else if (x.t === 'op' && (x.v === ')' || x.v === ']' || x.v === '}'))
                depth--;
            else if (x.t === 'op' && x.v === ';' && depth <= 0)
                return;
        }
    }
    skipParens() {
        if (!this.is('('))
            throw this.err(`expected '(' but found ${describe(this.peek())}`, this.peek());
        this.skipBalanced();
    }
    skipBalanced() {
        const open = this.next();
        const close = open.v === '(' ? ')' : open.v === '[' ? ']' : '}';
        let depth = 1;
        while (depth > 0) {
            const x = this.next();
            if (x.t === 'eof')
                throw this.err(`expected '${close}'`, open);
            if (x.t === 'op' && (x.v === '(' || x.v === '[' || x.v === '{'))
                depth++;
            else if (x.t === 'op' && (x.v === ')' || x.v === ']' || x.v === '}'))
                depth--;
        }
    }
    // -- if / else
    condition(kw) {
        this.expect('(');
        const t = this.peek();
        if (this.is(')'))
            throw this.err('expected a condition', t);
        if (this.version === 2)
            return this.oldCondition(kw);
        if (t.t === 'id' && ['int', 'uint', 'float', 'bool', 'bit', 'angle'].includes(t.v) && !this.is('(', 1) && !this.is('[', 1)) {
            throw this.err('a declaration is not a condition', t);
        }
        const v = this.value();
        if (!this.is(')'))
            throw this.err(`expected ')' but found ${describe(this.peek())}`, this.peek());
        this.next();
        return this.at(t, () => toBool(v));
    }
    /** OpenQASM 2: `if (creg == int)`. */
    oldCondition(kw) {
        const c = this.clbitOperand();
        if (!this.accept('=='))
            throw this.err('OpenQASM 2 conditions have the form if (creg == int)', kw);
        const vt = this.peek();
        const value = this.intValue('condition value');
        if (value < 0)
            throw this.err('condition value must be non-negative', vt);
        this.expect(')');
        const v = this.readBits(c.clbits);
        if (typeof v === 'object' && v.k === 'bits')
            return v.b.reduce((s, b, i) => s + b * 2 ** i, 0) === value;
        return { op: 'cmp', rel: '==', clbits: c.clbits, value };
    }
    ifStmt() {
        const kw = this.next();
        const c = this.condition(kw);
        if (this.version === 2 && (this.is('{') || this.is('if')))
            throw this.err('OpenQASM 2 allows one operation after if (…)', this.peek());
        if (typeof c === 'boolean') {
            if (c)
                this.body();
            else
                this.skipBody();
            if (this.is('else')) {
                if (this.version === 2)
                    throw this.err("'else' is not part of OpenQASM 2", this.peek());
                this.next();
                if (c)
                    this.skipBody();
                else
                    this.body();
            }
            return;
        }
        this.runtimeBranches(c, [() => this.body(), ...(this.hasElse() ? [() => { this.expect('else'); this.body(); }] : [])]);
    }
    /** After the then-body: is there an `else`? (looks ahead without consuming the body). */
    hasElse() {
        const save = this.pos;
        this.skipBody();
        const r = this.is('else');
        if (r && this.version === 2)
            throw this.err("'else' is not part of OpenQASM 2", this.peek());
        this.pos = save;
        return r;
    }
    /**
     * Branches on a measured condition: branch 0 runs when `c` holds, branch 1 (else) when it does
     * not. Ops inside carry the condition. When a branch writes a bit the condition reads, the
     * condition is first copied to a scratch bit, so the branches see the value from before.
     */
    runtimeBranches(c, branches, conds) {
        let e = c;
        const start = this.pos;
        for (let i = 0; i < branches.length; i++) {
            if (i > 0)
                this.expect('else');
            this.skipBody();
        }
        const written = this.writtenIn(start, this.pos);
        this.pos = start;
        const reads = toCondition(c).clbits;
        const all = conds ?? [c, { op: 'not', a: c }];
        let list = all;
        if (reads.some((b) => written.has(b))) {
            const tok = this.peek();
            const s = this.allocClbits(tok, 1, false)[0];
            this.writeBits([s], { k: 'rbool', e: c }, tok);
            e = { op: 'cmp', rel: '==', clbits: [s], value: 1 };
            list = [e, { op: 'not', a: e }];
        }
        void e;
        const saved = this.condStack;
        const savedRt = this.rtScope;
        if (this.rtScope < 0)
            this.rtScope = this.scopes.length;
        try {
            for (let i = 0; i < branches.length; i++) {
                this.setCondStack([...saved, list[i]]);
                branches[i]();
            }
        }
        finally {
            this.setCondStack(saved);
            this.rtScope = savedRt;
        }
    }
    /** Clbits that statements in tokens [from, to) may write (names of bit storage assigned or measured into). */
    writtenIn(from, to) {
        const out = new Set();
        for (let i = from; i < to; i++) {
            const t = this.toks[i];
            if (t.t !== 'id')
                continue;
            const nx = this.toks[i + 1];
            const prev = this.toks[i - 1];
            const assigned = (nx.t === 'op' && (nx.v === '[' || nx.v.endsWith('='))) || (prev && prev.t === 'op' && prev.v === '->');
            if (!assigned)
                continue;
            const sym = this.lookup(t.v);
            if (sym && sym.s === 'c')
                for (const c of sym.clbits)
                    out.add(c);
        }
        return out;
    }
    // -- loops
    tick(t) {
        if (++this.iterations > this.lim.maxIterations)
            throw this.err(`loops ran more than ${this.lim.maxIterations} iterations while reading`, t);
    }
    forStmt() {
        const kw = this.next();
        const tt = this.peek();
        let type = 'int';
        let width;
        if (tt.t === 'id' && SCALAR_TYPES.has(tt.v)) {
            this.next();
            type = tt.v;
            if (this.accept('['))
                width = this.designator('type width');
        }
        else if (tt.t === 'id' && tt.v !== 'in' && this.is('in', 1)) {
            // `for i in …` without a type (OpenQASM 3.0 drafts): an int loop variable
        }
        else {
            throw this.err(`expected a loop variable type after 'for' but found ${describe(tt)}`, tt);
        }
        const name = this.newName('a loop variable');
        this.expect('in');
        const values = [];
        const st = this.peek();
        if (this.accept('[')) {
            const a = this.intValue('range start');
            this.expect(':');
            let b = this.intValue('range end');
            let step = 1;
            if (this.accept(':')) {
                step = b;
                b = this.intValue('range end');
            }
            this.expect(']');
            if (step === 0)
                throw this.err('range step cannot be 0', st);
            const count = step > 0 ? Math.max(0, Math.floor((b - a) / step) + 1) : Math.max(0, Math.floor((a - b) / -step) + 1);
            if (count > this.lim.maxIterations)
                throw this.err(`loop of ${count} iterations is over the limit of ${this.lim.maxIterations}`, st);
            for (let k = 0; k < count; k++)
                values.push({ k: 'int', v: a + k * step });
        }
        else if (this.accept('{')) {
            while (!this.is('}')) {
                values.push(this.value());
                if (!this.accept(','))
                    break;
            }
            this.expect('}');
            if (values.length === 0)
                throw this.err('empty set in for loop', st);
        }
        else {
            const v = this.value();
            if (typeof v === 'object' && v.k === 'bits')
                for (const b of v.b)
                    values.push({ k: 'bits', b: [b] });
            else
                throw this.err(`a for loop runs over a range [a:b], a set {…} or a bit register, not ${article(typeName(v))}`, st);
        }
        if (this.is(';'))
            throw this.err('expected a loop body but found \';\'', this.peek());
        const bodyStart = this.pos;
        if (values.length === 0) {
            this.skipBody();
            return;
        }
        let end = -1;
        const mark = this.numClbits;
        for (const v of values) {
            this.tick(kw);
            this.pos = bodyStart;
            const val = this.at(st, () => this.convert(v, type, width));
            const r = this.scoped(() => {
                this.declare(name, { s: 'v', name: name.v, type, width, val, isConst: false, scope: this.scopes.length - 1, loopVar: true });
                return this.loopBody();
            });
            this.releaseClbits(mark);
            if (end < 0)
                end = this.pos;
            if (r === 'break')
                break;
        }
        if (end >= 0)
            this.pos = end;
        else
            this.skipBody();
    }
    /** Run a loop body read while its condition is known; catches break/continue. */
    loopBody() {
        const start = this.pos;
        try {
            this.body();
            return undefined;
        }
        catch (e) {
            if (e instanceof Transfer && (e.kind === 'break' || e.kind === 'continue')) {
                this.pos = start;
                this.skipBody();
                return e.kind;
            }
            throw e;
        }
    }
    whileStmt() {
        const kw = this.next();
        const head = this.pos;
        for (;;) {
            this.pos = head;
            const c = this.condition(kw);
            if (this.is(';'))
                throw this.err('expected a loop body but found \';\'', this.peek());
            if (c === false) {
                this.skipBody();
                return;
            }
            if (c === true) {
                this.tick(kw);
                const mark = this.numClbits;
                const r = this.loopBody();
                this.releaseClbits(mark);
                if (r === 'break') {
                    this.pos = head;
                    this.condition(kw);
                    this.skipBody();
                    return;
                }
                continue;
            }
            return this.runtimeWhile(kw, head);
        }
    }
    /** A while loop on measured values: jump ops around a body read once. */
    runtimeWhile(kw, head) {
        // every bit may change between iterations: nothing is known inside or after the loop
        for (let i = 0; i < this.known.length; i++)
            this.known[i] = -1;
        this.pos = head;
        const savedRt = this.rtScope;
        if (this.rtScope < 0)
            this.rtScope = this.scopes.length;
        const c = this.condition(kw);
        const headIndex = this.ops.length;
        const exit = { kind: 'jump', target: -1 };
        const saved = this.condStack;
        this.setCondStack([...saved, { op: 'not', a: c }]);
        this.push(exit, kw);
        this.setCondStack(saved);
        const loop = { head: headIndex, breaks: [], condDepth: saved.length };
        this.rtLoops.push(loop);
        try {
            this.body();
        }
        finally {
            this.rtLoops.pop();
            this.rtScope = savedRt;
        }
        this.push({ kind: 'jump', target: headIndex }, kw);
        exit.target = this.ops.length;
        for (const b of loop.breaks)
            b.target = this.ops.length;
    }
    loopJump(kind) {
        const t = this.next();
        this.expect(';');
        const loop = this.rtLoops[this.rtLoops.length - 1];
        if (loop && this.condStack.length >= loop.condDepth) {
            const j = { kind: 'jump', target: kind === 'continue' ? loop.head : -1 };
            this.push(j, t);
            if (kind === 'break')
                loop.breaks.push(j);
            return;
        }
        if (this.inRuntime())
            throw this.err(`'${kind}' under a condition on measured values is only supported inside a while loop on measured values`, t);
        throw new Transfer(kind, t);
    }
    // -- switch
    switchStmt() {
        const kw = this.next();
        this.expect('(');
        const t = this.peek();
        if (this.is(')'))
            throw this.err('expected a switch target', t);
        const target = this.value();
        this.expect(')');
        const open = this.expect('{');
        if (typeof target === 'number' || (typeof target === 'object' && (target.k === 'rbool' || target.k === 'dur' || target.k === 'bool'))) {
            throw this.err(`switch needs an integer target, not ${article(typeName(target))}`, t);
        }
        const cases = [];
        let deflt;
        while (!this.accept('}')) {
            const ct = this.next();
            if (ct.t === 'eof')
                throw this.err("expected '}' to close the switch", open);
            if (ct.t === 'id' && ct.v === 'case') {
                if (deflt !== undefined)
                    throw this.err("'default' must be the last case", ct);
                const values = [];
                while (!this.is('{')) {
                    values.push(this.intValue('case value'));
                    if (!this.accept(','))
                        break;
                }
                if (values.length === 0)
                    throw this.err('a case needs at least one value', ct);
                if (!this.is('{'))
                    throw this.err(`expected '{' after the case values but found ${describe(this.peek())}`, this.peek());
                cases.push({ values, start: this.pos, tok: ct });
                this.skipBalanced();
            }
            else if (ct.t === 'id' && ct.v === 'default') {
                if (deflt !== undefined)
                    throw this.err("duplicate 'default'", ct);
                if (!this.is('{'))
                    throw this.err(`expected '{' after default but found ${describe(this.peek())}`, this.peek());
                deflt = this.pos;
                this.skipBalanced();
            }
            else {
                throw this.err(`expected 'case' or 'default' but found ${describe(ct)}`, ct);
            }
        }
        const end = this.pos;
        const seen = new Set();
        for (const c of cases)
            for (const v of c.values) {
                if (seen.has(v))
                    throw this.err(`duplicate case value ${v}`, c.tok);
                seen.add(v);
            }
        const run = (start) => {
            this.pos = start;
            this.scoped(() => this.block());
        };
        if (typeof target === 'object' && target.k === 'rbits') {
            // one branch per case on the measured value; default when no case matches
            const conds = cases.map((c) => c.values.map((v) => ({ op: 'cmp', rel: '==', clbits: target.c, value: v })).reduce((a, b) => ({ op: 'or', a, b })));
            const any = conds.length ? conds.reduce((a, b) => ({ op: 'or', a, b })) : undefined;
            const saved = this.condStack;
            const savedRt = this.rtScope;
            const written = this.writtenIn(open ? this.toks.indexOf(open) : 0, end);
            if (target.c.some((b) => written.has(b)))
                throw this.err('a switch on measured bits cannot write those bits in its cases', kw);
            if (this.rtScope < 0)
                this.rtScope = this.scopes.length;
            try {
                cases.forEach((c, i) => {
                    this.setCondStack([...saved, conds[i]]);
                    run(c.start);
                });
                if (deflt !== undefined) {
                    this.setCondStack(any ? [...saved, { op: 'not', a: any }] : saved);
                    run(deflt);
                }
            }
            finally {
                this.setCondStack(saved);
                this.rtScope = savedRt;
            }
            this.pos = end;
            return;
        }
        const v = this.at(t, () => toInt(target, 'switch target'));
        const hit = cases.find((c) => c.values.includes(v));
        if (hit)
            run(hit.start);
        else if (deflt !== undefined)
            run(deflt);
        this.pos = end;
    }
    // -- subroutines
    defStmt() {
        const kw = this.next();
        if (this.scopes.length > 1)
            throw this.err('subroutines can only be defined in the global scope', kw);
        const name = this.newName('a subroutine name');
        this.expect('(');
        const params = [];
        while (!this.is(')')) {
            const tt = this.next();
            if (tt.t !== 'id')
                throw this.err(`expected a parameter type but found ${describe(tt)}`, tt);
            let p;
            if (tt.v === 'readonly' || tt.v === 'mutable' || tt.v === 'array')
                throw this.err('array parameters are not supported', tt);
            if (tt.v === 'qubit' || tt.v === 'qreg') {
                let size;
                if (this.accept('['))
                    size = this.designator('register size');
                const pn = this.newName('a parameter name');
                p = { name: pn.v, kind: 'qubit', size, tok: pn };
            }
            else if (tt.v === 'bit' || tt.v === 'creg') {
                let size;
                if (this.accept('['))
                    size = this.designator('register size');
                const pn = this.newName('a parameter name');
                p = { name: pn.v, kind: 'bits', size, tok: pn };
            }
            else if (SCALAR_TYPES.has(tt.v)) {
                let width;
                if (this.accept('['))
                    width = this.designator('type width');
                const pn = this.newName('a parameter name');
                p = { name: pn.v, kind: tt.v === 'angle' && width !== undefined ? 'angle' : 'scalar', type: tt.v, width, tok: pn };
            }
            else
                throw this.err(`expected a parameter type but found ${describe(tt)}`, tt);
            if (params.some((x) => x.name === p.name))
                throw this.err(`duplicate parameter '${p.name}'`, p.tok);
            params.push(p);
            if (!this.accept(','))
                break;
        }
        this.expect(')');
        let ret;
        if (this.accept('->')) {
            const rt = this.next();
            if (rt.t !== 'id' || !(SCALAR_TYPES.has(rt.v) || rt.v === 'bit' || rt.v === 'creg'))
                throw this.err(`expected a return type but found ${describe(rt)}`, rt);
            let width;
            if (this.accept('['))
                width = this.designator('type width');
            ret = { type: rt.v === 'creg' ? 'bit' : rt.v, width };
        }
        if (!this.is('{'))
            throw this.err(`expected '{' but found ${describe(this.peek())}`, this.peek());
        const bodyStart = this.pos;
        this.skipBalanced();
        this.declare(name, { s: 'def', name: name.v, params, ret, bodyStart, bodyEnd: this.pos, tok: name });
    }
    /** Call a subroutine (the name is consumed): `f(args)` or, as in the spec's examples, `f(args) qubits`. */
    callDef(sym, t) {
        const args = [];
        const takeArg = (p) => {
            const at = this.peek();
            if (p && p.kind === 'qubit')
                args.push({ q: this.qubitOperand(), tok: at });
            else if (p && (p.kind === 'bits' || p.kind === 'angle') && at.t === 'id' && this.lookup(at.v)?.s === 'c') {
                const c = this.clbitOperand();
                args.push({ v: c.sym.type === 'angle' && c.clbits.length === c.sym.clbits.length ? this.readBits(c.clbits) : this.readBits(c.clbits), tok: at });
            }
            else
                args.push({ v: this.value(), tok: at });
        };
        if (this.accept('(')) {
            while (!this.is(')')) {
                takeArg(sym.params[args.length]);
                if (!this.accept(','))
                    break;
            }
            this.expect(')');
        }
        if (!this.is(';') && !this.is(')') && !this.is(',') && args.length < sym.params.length && sym.params[args.length].kind === 'qubit') {
            while (!this.is(';')) {
                takeArg(sym.params[args.length]);
                if (!this.accept(','))
                    break;
            }
        }
        if (args.length !== sym.params.length)
            throw this.err(`subroutine '${sym.name}' takes ${sym.params.length} argument(s), got ${args.length}`, t);
        if (this.callDepth >= this.lim.maxGateDepth)
            throw this.err(`subroutine calls nested deeper than ${this.lim.maxGateDepth}`, t);
        const returnPos = this.pos;
        const savedScopes = this.scopes;
        const savedBoundary = this.boundary;
        const savedRt = this.rtScope;
        const savedLoops = this.rtLoops;
        const scope = new Map();
        sym.params.forEach((p, i) => {
            const a = args[i];
            if (p.kind === 'qubit') {
                if (!a.q)
                    throw this.err(`argument ${i + 1} of '${sym.name}' must be qubits`, a.tok);
                const n = p.size ?? 1;
                if (p.size === undefined ? !a.q.single && a.q.qubits.length !== 1 : a.q.qubits.length !== n) {
                    throw this.err(`argument '${p.name}' of '${sym.name}' needs ${p.size === undefined ? 'one qubit' : `${n} qubits`}, got ${a.q.qubits.length}`, a.tok);
                }
                scope.set(p.name, { s: 'q', name: p.name, qubits: a.q.qubits, single: p.size === undefined });
                return;
            }
            const v = a.v;
            if (p.kind === 'bits' || p.kind === 'angle') {
                const n = p.size ?? p.width ?? 1;
                const bits = this.at(a.tok, () => (p.kind === 'angle' && typeof v === 'number' ? cast({ k: 'int', v: Math.round((v / (2 * Math.PI)) * 2 ** n) }, 'bit', n) : cast(v, 'bit', n)));
                // by value: fresh scratch bits holding the argument
                const clbits = this.allocClbits(a.tok, n, false);
                for (const c of clbits)
                    this.known[c] = 0;
                this.writeBits(clbits, bits, a.tok);
                scope.set(p.name, { s: 'c', name: p.name, clbits, single: p.size === undefined && p.kind === 'bits', type: p.kind === 'angle' ? 'angle' : 'bit', param: true });
                return;
            }
            if (isRuntime(v))
                throw this.err(`argument '${p.name}' of '${sym.name}' would depend on a measurement result; pass it as bit`, a.tok);
            const val = this.at(a.tok, () => this.convert(v, p.type, p.width));
            scope.set(p.name, { s: 'v', name: p.name, type: p.type, width: p.width, val, isConst: false, scope: savedScopes.length });
        });
        // the body sees its parameters, global constants and subroutines
        this.scopes = [savedScopes[0], scope];
        this.boundary = 1;
        this.rtScope = savedRt >= 0 ? 1 : -1;
        this.rtLoops = [];
        this.callDepth++;
        this.retStack.push(sym.ret ?? null);
        this.pos = sym.bodyStart;
        let result;
        try {
            this.scoped(() => this.block());
        }
        catch (e) {
            if (!(e instanceof Transfer) || e.kind !== 'return')
                throw e;
            result = e.value;
        }
        finally {
            this.retStack.pop();
            this.callDepth--;
            this.scopes = savedScopes;
            this.boundary = savedBoundary;
            this.rtScope = savedRt;
            this.rtLoops = savedLoops;
            this.pos = returnPos;
        }
        if (sym.ret && result === undefined)
            throw this.err(`subroutine '${sym.name}' ended without returning a value`, t);
        return result ?? { k: 'int', v: 0 };
    }
    returnStmt() {
        const t = this.next();
        if (this.retStack.length === 0)
            throw this.err("'return' outside a subroutine", t);
        const ret = this.retStack[this.retStack.length - 1];
        if (this.condStack.length > 0 || this.rtLoops.length > 0)
            throw this.err("'return' under a condition on measured values is not supported", t);
        let value;
        if (!this.is(';')) {
            if (!ret)
                throw this.err('this subroutine returns no value', t);
            const vt = this.peek();
            if (this.accept('measure'))
                value = this.measureExpr(vt);
            else
                value = this.value();
            if (ret.type === 'bit')
                value = this.at(vt, () => cast(value, 'bit', ret.width ?? 1));
            else if (!isRuntime(value))
                value = this.at(vt, () => this.convert(value, ret.type, ret.width));
            else if (ret.type !== 'bool' && ret.type !== 'int' && ret.type !== 'uint')
                throw this.err(`a ${ret.type} return value cannot depend on a measurement`, vt);
        }
        else if (ret)
            throw this.err('this subroutine must return a value', t);
        this.expect(';');
        throw new Transfer('return', t, value);
    }
    endStmt() {
        const t = this.next();
        this.expect(';');
        if (this.inRuntime())
            throw this.err("'end' under a condition on measured values is not supported", t);
        // the program ends here: skip the rest of the source
        this.pos = this.toks.length - 1;
    }
}

;// CONCATENATED MODULE: ./src/quantum/qasm/index.ts




/** Parse an OpenQASM 2.0 or 3 program. Throws QasmError (with line and column) on any problem. */
function parseQasm(src, limits = {}) {
    return new Interp(limits).parse(src);
}

;// CONCATENATED MODULE: ./src/quantum/qasm.ts
/**
 * OpenQASM 2.0 / 3 reader for the programs that workflows send (Qiskit's qasm2.dumps and
 * qasm3.dumps, the specification's examples). The implementation lives in ./qasm/: lexer,
 * values (classical types and expressions), expand (gate definitions and modifiers), base
 * (symbols, storage, expressions), quantum (declarations, gates, measurement, timing,
 * assignments) and control (statement dispatch and classical control flow).
 */


;// CONCATENATED MODULE: ./src/quantum/kernels.ts
/**
 * In-place statevector kernels on split real/imaginary Float64Arrays (index bit k = qubit k).
 * Every kernel takes `off` and `n`: it acts on the 2^n amplitudes starting at `off`, so the same
 * code serves the whole state and a cache-sized block of it. No kernel allocates.
 */
/** Matrix classes, cheapest first. */
var Shape;
(function (Shape) {
    /** diag(1, d): only the |1> half changes (p, s, t, z). */
    Shape[Shape["Phase1"] = 0] = "Phase1";
    /** diag(a, d) */
    Shape[Shape["Diag"] = 1] = "Diag";
    /** [[0, b], [c, 0]] (x, y) */
    Shape[Shape["Anti"] = 2] = "Anti";
    /** real entries (ry, h) */
    Shape[Shape["Real"] = 3] = "Real";
    /** real diagonal, imaginary off-diagonal (rx) */
    Shape[Shape["RealImag"] = 4] = "RealImag";
    Shape[Shape["General"] = 5] = "General";
})(Shape || (Shape = {}));
function classify1(m) {
    const [ar, ai, br, bi, cr, ci, dr, di] = [m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7]];
    if (br === 0 && bi === 0 && cr === 0 && ci === 0)
        return ar === 1 && ai === 0 ? Shape.Phase1 : Shape.Diag;
    if (ar === 0 && ai === 0 && dr === 0 && di === 0)
        return Shape.Anti;
    if (ai === 0 && bi === 0 && ci === 0 && di === 0)
        return Shape.Real;
    if (ai === 0 && di === 0 && br === 0 && cr === 0)
        return Shape.RealImag;
    return Shape.General;
}
/**
 * Uncontrolled 1-qubit gate on qubit t. Each matrix class has its own function: one loop per
 * function keeps V8's type feedback complete from the first call, so a class first met on a large
 * state does not deoptimise a function already compiled for another class (which made the big loop
 * run unoptimised, boxing every double: most of the garbage collector's time at 20 qubits).
 */
function apply1(re, im, off, n, t, m, shape) {
    const N = off + (1 << n);
    const s = 1 << t;
    const ar = m[0], ai = m[1], br = m[2], bi = m[3], cr = m[4], ci = m[5], dr = m[6], di = m[7];
    switch (shape) {
        case Shape.Phase1:
            k1Phase1(re, im, off, N, s, dr, di);
            return;
        case Shape.Diag:
            k1Diag(re, im, off, N, s, ar, ai, dr, di);
            return;
        case Shape.Anti:
            k1Anti(re, im, off, N, s, br, bi, cr, ci);
            return;
        case Shape.Real:
            k1Real(re, im, off, N, s, ar, br, cr, dr);
            return;
        case Shape.RealImag:
            k1RealImag(re, im, off, N, s, ar, bi, ci, dr);
            return;
        default: k1General(re, im, off, N, s, ar, ai, br, bi, cr, ci, dr, di);
    }
}
function k1Phase1(re, im, off, N, s, dr, di) {
    for (let b = off + s; b < N; b += 2 * s) {
        const e = b + s;
        for (let j = b; j < e; j++) {
            const xr = re[j], xi = im[j];
            re[j] = dr * xr - di * xi;
            im[j] = dr * xi + di * xr;
        }
    }
}
function k1Diag(re, im, off, N, s, ar, ai, dr, di) {
    for (let b = off; b < N; b += 2 * s) {
        const e = b + s;
        for (let i = b; i < e; i++) {
            const j = i + s;
            const xr = re[i], xi = im[i], yr = re[j], yi = im[j];
            re[i] = ar * xr - ai * xi;
            im[i] = ar * xi + ai * xr;
            re[j] = dr * yr - di * yi;
            im[j] = dr * yi + di * yr;
        }
    }
}
function k1Anti(re, im, off, N, s, br, bi, cr, ci) {
    for (let b = off; b < N; b += 2 * s) {
        const e = b + s;
        for (let i = b; i < e; i++) {
            const j = i + s;
            const xr = re[i], xi = im[i], yr = re[j], yi = im[j];
            re[i] = br * yr - bi * yi;
            im[i] = br * yi + bi * yr;
            re[j] = cr * xr - ci * xi;
            im[j] = cr * xi + ci * xr;
        }
    }
}
function k1Real(re, im, off, N, s, ar, br, cr, dr) {
    for (let b = off; b < N; b += 2 * s) {
        const e = b + s;
        for (let i = b; i < e; i++) {
            const j = i + s;
            const xr = re[i], xi = im[i], yr = re[j], yi = im[j];
            re[i] = ar * xr + br * yr;
            im[i] = ar * xi + br * yi;
            re[j] = cr * xr + dr * yr;
            im[j] = cr * xi + dr * yi;
        }
    }
}
function k1RealImag(re, im, off, N, s, ar, bi, ci, dr) {
    // a, d real; b = i·bi, c = i·ci
    for (let b = off; b < N; b += 2 * s) {
        const e = b + s;
        for (let i = b; i < e; i++) {
            const j = i + s;
            const xr = re[i], xi = im[i], yr = re[j], yi = im[j];
            re[i] = ar * xr - bi * yi;
            im[i] = ar * xi + bi * yr;
            re[j] = dr * yr - ci * xi;
            im[j] = dr * yi + ci * xr;
        }
    }
}
function k1General(re, im, off, N, s, ar, ai, br, bi, cr, ci, dr, di) {
    for (let b = off; b < N; b += 2 * s) {
        const e = b + s;
        for (let i = b; i < e; i++) {
            const j = i + s;
            const xr = re[i], xi = im[i], yr = re[j], yi = im[j];
            re[i] = ar * xr - ai * xi + br * yr - bi * yi;
            im[i] = ar * xi + ai * xr + br * yi + bi * yr;
            re[j] = cr * xr - ci * xi + dr * yr - di * yi;
            im[j] = cr * xi + ci * xr + dr * yi + di * yr;
        }
    }
}
/**
 * Index of the k-th amplitude whose bits at `sorted` positions are zero: insert zero bits.
 * `sorted` ascending.
 */
function insertZeros(k, sorted, len) {
    for (let q = 0; q < len; q++) {
        const p = sorted[q];
        const low = k & ((1 << p) - 1);
        k = ((k >>> p) << (p + 1)) | low;
    }
    return k;
}
/**
 * Controlled 1-qubit gate (general matrix) on target t: applied to the pairs whose control bits
 * equal `cval` (positions in `cmask`). `fixed` = sorted positions of controls and target.
 */
function apply1c(re, im, n, t, m, fixed, cval, shape) {
    const cnt = 1 << (n - fixed.length);
    const s = 1 << t;
    const len = fixed.length;
    const ar = m[0], ai = m[1], br = m[2], bi = m[3], cr = m[4], ci = m[5], dr = m[6], di = m[7];
    if (len === 2) {
        // One control: nested loops over the two fixed bit positions.
        const N = 1 << n;
        const s0 = 1 << fixed[0], s1 = 1 << fixed[1];
        const swap = shape === Shape.Anti && ai === 0 && bi === 0 && ci === 0 && di === 0 && br === 1 && cr === 1;
        if (swap)
            c1Swap(re, im, N, s, s0, s1, cval);
        else
            c1General(re, im, N, s, s0, s1, cval, ar, ai, br, bi, cr, ci, dr, di);
        return;
    }
    if (shape === Shape.Phase1) {
        for (let k = 0; k < cnt; k++) {
            const j = insertZeros(k, fixed, len) | cval | s;
            const yr = re[j], yi = im[j];
            re[j] = dr * yr - di * yi;
            im[j] = dr * yi + di * yr;
        }
        return;
    }
    if (shape === Shape.Anti && ai === 0 && bi === 0 && ci === 0 && di === 0 && br === 1 && cr === 1) {
        for (let k = 0; k < cnt; k++) {
            const i = insertZeros(k, fixed, len) | cval;
            const j = i | s;
            const xr = re[i], xi = im[i];
            re[i] = re[j];
            im[i] = im[j];
            re[j] = xr;
            im[j] = xi;
        }
        return;
    }
    for (let k = 0; k < cnt; k++) {
        const i = insertZeros(k, fixed, len) | cval;
        const j = i | s;
        const xr = re[i], xi = im[i], yr = re[j], yi = im[j];
        re[i] = ar * xr - ai * xi + br * yr - bi * yi;
        im[i] = ar * xi + ai * xr + br * yi + bi * yr;
        re[j] = cr * xr - ci * xi + dr * yr - di * yi;
        im[j] = cr * xi + ci * xr + dr * yi + di * yr;
    }
}
function c1Swap(re, im, N, s, s0, s1, cval) {
    for (let a = 0; a < N; a += 2 * s1) {
        for (let b = a; b < a + s1; b += 2 * s0) {
            const lo = b | cval, hi = lo + s0;
            for (let i = lo; i < hi; i++) {
                const j = i | s;
                const xr = re[i], xi = im[i];
                re[i] = re[j];
                im[i] = im[j];
                re[j] = xr;
                im[j] = xi;
            }
        }
    }
}
function c1General(re, im, N, s, s0, s1, cval, ar, ai, br, bi, cr, ci, dr, di) {
    for (let a = 0; a < N; a += 2 * s1) {
        for (let b = a; b < a + s1; b += 2 * s0) {
            const lo = b | cval, hi = lo + s0;
            for (let i = lo; i < hi; i++) {
                const j = i | s;
                const xr = re[i], xi = im[i], yr = re[j], yi = im[j];
                re[i] = ar * xr - ai * xi + br * yr - bi * yi;
                im[i] = ar * xi + ai * xr + br * yi + bi * yr;
                re[j] = cr * xr - ci * xi + dr * yr - di * yi;
                im[j] = cr * xi + ci * xr + dr * yi + di * yr;
            }
        }
    }
}
/** Phase e^{iθ} (pr, pi) on every amplitude whose `fixed` control bits equal cval (gphase). */
function applyPhase(re, im, n, pr, pi, fixed, cval) {
    const N = 1 << n;
    const len = fixed.length;
    if (len === 0)
        phase0(re, im, N, pr, pi);
    else if (len === 1)
        phase1(re, im, N, pr, pi, 1 << fixed[0], cval);
    else if (len === 2)
        phase2(re, im, N, pr, pi, 1 << fixed[0], 1 << fixed[1], cval);
    else
        phaseN(re, im, n, pr, pi, fixed, cval);
}
function phase0(re, im, N, pr, pi) {
    for (let j = 0; j < N; j++) {
        const yr = re[j], yi = im[j];
        re[j] = pr * yr - pi * yi;
        im[j] = pr * yi + pi * yr;
    }
}
function phase1(re, im, N, pr, pi, s0, cval) {
    for (let a = 0; a < N; a += 2 * s0) {
        const lo = a | cval, hi = lo + s0;
        for (let j = lo; j < hi; j++) {
            const yr = re[j], yi = im[j];
            re[j] = pr * yr - pi * yi;
            im[j] = pr * yi + pi * yr;
        }
    }
}
function phase2(re, im, N, pr, pi, s0, s1, cval) {
    for (let a = 0; a < N; a += 2 * s1) {
        for (let b = a; b < a + s1; b += 2 * s0) {
            const lo = b | cval, hi = lo + s0;
            for (let j = lo; j < hi; j++) {
                const yr = re[j], yi = im[j];
                re[j] = pr * yr - pi * yi;
                im[j] = pr * yi + pi * yr;
            }
        }
    }
}
function phaseN(re, im, n, pr, pi, fixed, cval) {
    const len = fixed.length;
    const cnt = 1 << (n - len);
    for (let k = 0; k < cnt; k++) {
        const j = insertZeros(k, fixed, len) | cval;
        const yr = re[j], yi = im[j];
        re[j] = pr * yr - pi * yi;
        im[j] = pr * yi + pi * yr;
    }
}
var Shape2;
(function (Shape2) {
    Shape2[Shape2["Diag"] = 0] = "Diag";
    Shape2[Shape2["Perm"] = 1] = "Perm";
    Shape2[Shape2["General"] = 2] = "General";
})(Shape2 || (Shape2 = {}));
function classify2(m) {
    let diag = true;
    let perm = true;
    for (let r = 0; r < 4; r++) {
        let nz = 0;
        for (let c = 0; c < 4; c++) {
            const re = m[2 * (r * 4 + c)], im = m[2 * (r * 4 + c) + 1];
            if (re !== 0 || im !== 0) {
                nz++;
                if (r !== c)
                    diag = false;
                if (!(re === 1 && im === 0))
                    perm = false;
            }
        }
        if (nz !== 1) {
            diag = false;
            perm = false;
        }
    }
    return diag ? Shape2.Diag : perm ? Shape2.Perm : Shape2.General;
}
/**
 * 2-qubit gate (4×4, local index = bit(t0) + 2·bit(t1)) on amplitudes whose `fixed` bits
 * (controls, t0, t1; sorted) are zero apart from control values `cval`.
 */
function apply2(re, im, n, t0, t1, m, fixed, cval, shape) {
    const cnt = 1 << (n - fixed.length);
    const len = fixed.length;
    const b0 = 1 << t0, b1 = 1 << t1;
    if (shape === Shape2.Diag) {
        const d0r = m[0], d0i = m[1], d1r = m[10], d1i = m[11], d2r = m[20], d2i = m[21], d3r = m[30], d3i = m[31];
        for (let k = 0; k < cnt; k++) {
            const i0 = insertZeros(k, fixed, len) | cval;
            const i1 = i0 | b0, i2 = i0 | b1, i3 = i1 | b1;
            let xr = re[i0], xi = im[i0];
            re[i0] = d0r * xr - d0i * xi;
            im[i0] = d0r * xi + d0i * xr;
            xr = re[i1];
            xi = im[i1];
            re[i1] = d1r * xr - d1i * xi;
            im[i1] = d1r * xi + d1i * xr;
            xr = re[i2];
            xi = im[i2];
            re[i2] = d2r * xr - d2i * xi;
            im[i2] = d2r * xi + d2i * xr;
            xr = re[i3];
            xi = im[i3];
            re[i3] = d3r * xr - d3i * xi;
            im[i3] = d3r * xi + d3i * xr;
        }
        return;
    }
    if (shape === Shape2.Perm) {
        // out[r] = in[col[r]]: a permutation of the four amplitudes (swap, dcx, ...), no arithmetic.
        const col = [0, 0, 0, 0];
        for (let r = 0; r < 4; r++)
            for (let c = 0; c < 4; c++)
                if (m[2 * (r * 4 + c)] !== 0)
                    col[r] = c;
        const c0 = col[0], c1 = col[1], c2 = col[2], c3 = col[3];
        const xr = [0, 0, 0, 0], xi = [0, 0, 0, 0];
        if (len === 2 && c0 === 0 && c3 === 3 && c1 === 2 && c2 === 1) {
            // swap: exchange the |01> and |10> amplitudes
            const N = 1 << n;
            const s0 = 1 << fixed[0], s1 = 1 << fixed[1];
            for (let a = 0; a < N; a += 2 * s1) {
                for (let b = a; b < a + s1; b += 2 * s0) {
                    const hi = b + s0;
                    for (let i = b; i < hi; i++) {
                        const i1 = i + b0, i2 = i + b1;
                        const tr = re[i1], ti = im[i1];
                        re[i1] = re[i2];
                        im[i1] = im[i2];
                        re[i2] = tr;
                        im[i2] = ti;
                    }
                }
            }
            return;
        }
        for (let k = 0; k < cnt; k++) {
            const i0 = insertZeros(k, fixed, len) | cval;
            const i1 = i0 | b0, i2 = i0 | b1, i3 = i1 | b1;
            xr[0] = re[i0];
            xi[0] = im[i0];
            xr[1] = re[i1];
            xi[1] = im[i1];
            xr[2] = re[i2];
            xi[2] = im[i2];
            xr[3] = re[i3];
            xi[3] = im[i3];
            re[i0] = xr[c0];
            im[i0] = xi[c0];
            re[i1] = xr[c1];
            im[i1] = xi[c1];
            re[i2] = xr[c2];
            im[i2] = xi[c2];
            re[i3] = xr[c3];
            im[i3] = xi[c3];
        }
        return;
    }
    const m00r = m[0], m00i = m[1], m01r = m[2], m01i = m[3], m02r = m[4], m02i = m[5], m03r = m[6], m03i = m[7];
    const m10r = m[8], m10i = m[9], m11r = m[10], m11i = m[11], m12r = m[12], m12i = m[13], m13r = m[14], m13i = m[15];
    const m20r = m[16], m20i = m[17], m21r = m[18], m21i = m[19], m22r = m[20], m22i = m[21], m23r = m[22], m23i = m[23];
    const m30r = m[24], m30i = m[25], m31r = m[26], m31i = m[27], m32r = m[28], m32i = m[29], m33r = m[30], m33i = m[31];
    const N = 1 << n;
    if (len === 2) {
        const s0 = 1 << fixed[0], s1 = 1 << fixed[1];
        for (let a = 0; a < N; a += 2 * s1) {
            for (let b = a; b < a + s1; b += 2 * s0) {
                const hi = b + s0;
                for (let i = b; i < hi; i++) {
                    const i0 = i;
                    const i1 = i0 | b0, i2 = i0 | b1, i3 = i1 | b1;
                    const x0r = re[i0], x0i = im[i0], x1r = re[i1], x1i = im[i1], x2r = re[i2], x2i = im[i2], x3r = re[i3], x3i = im[i3];
                    re[i0] = m00r * x0r - m00i * x0i + m01r * x1r - m01i * x1i + m02r * x2r - m02i * x2i + m03r * x3r - m03i * x3i;
                    im[i0] = m00r * x0i + m00i * x0r + m01r * x1i + m01i * x1r + m02r * x2i + m02i * x2r + m03r * x3i + m03i * x3r;
                    re[i1] = m10r * x0r - m10i * x0i + m11r * x1r - m11i * x1i + m12r * x2r - m12i * x2i + m13r * x3r - m13i * x3i;
                    im[i1] = m10r * x0i + m10i * x0r + m11r * x1i + m11i * x1r + m12r * x2i + m12i * x2r + m13r * x3i + m13i * x3r;
                    re[i2] = m20r * x0r - m20i * x0i + m21r * x1r - m21i * x1i + m22r * x2r - m22i * x2i + m23r * x3r - m23i * x3i;
                    im[i2] = m20r * x0i + m20i * x0r + m21r * x1i + m21i * x1r + m22r * x2i + m22i * x2r + m23r * x3i + m23i * x3r;
                    re[i3] = m30r * x0r - m30i * x0i + m31r * x1r - m31i * x1i + m32r * x2r - m32i * x2i + m33r * x3r - m33i * x3i;
                    im[i3] = m30r * x0i + m30i * x0r + m31r * x1i + m31i * x1r + m32r * x2i + m32i * x2r + m33r * x3i + m33i * x3r;
                }
            }
        }
        return;
    }
    for (let k = 0; k < cnt; k++) {
        const i0 = insertZeros(k, fixed, len) | cval;
        const i1 = i0 | b0, i2 = i0 | b1, i3 = i1 | b1;
        const x0r = re[i0], x0i = im[i0], x1r = re[i1], x1i = im[i1], x2r = re[i2], x2i = im[i2], x3r = re[i3], x3i = im[i3];
        re[i0] = m00r * x0r - m00i * x0i + m01r * x1r - m01i * x1i + m02r * x2r - m02i * x2i + m03r * x3r - m03i * x3i;
        im[i0] = m00r * x0i + m00i * x0r + m01r * x1i + m01i * x1r + m02r * x2i + m02i * x2r + m03r * x3i + m03i * x3r;
        re[i1] = m10r * x0r - m10i * x0i + m11r * x1r - m11i * x1i + m12r * x2r - m12i * x2i + m13r * x3r - m13i * x3i;
        im[i1] = m10r * x0i + m10i * x0r + m11r * x1i + m11i * x1r + m12r * x2i + m12i * x2r + m13r * x3i + m13i * x3r;
        re[i2] = m20r * x0r - m20i * x0i + m21r * x1r - m21i * x1i + m22r * x2r - m22i * x2i + m23r * x3r - m23i * x3i;
        im[i2] = m20r * x0i + m20i * x0r + m21r * x1i + m21i * x1r + m22r * x2i + m22i * x2r + m23r * x3i + m23i * x3r;
        re[i3] = m30r * x0r - m30i * x0i + m31r * x1r - m31i * x1i + m32r * x2r - m32i * x2i + m33r * x3r - m33i * x3i;
        im[i3] = m30r * x0i + m30i * x0r + m31r * x1i + m31i * x1r + m32r * x2i + m32i * x2r + m33r * x3i + m33i * x3r;
    }
}
let warmed = false;
/**
 * Run every kernel once on an 8-amplitude scratch state, with every branch taken, before the first
 * large state. Without it, V8 compiles a kernel (on-stack replacement) in the middle of its first
 * long inner loop, before the outer loop's code has ever run; the optimised code then lacks type
 * feedback for it and deoptimises, and the rest of the pass runs unoptimised, allocating a heap
 * number per arithmetic result (the garbage collector's share at 20 qubits). Costs microseconds.
 */
function warmKernels() {
    if (warmed)
        return;
    warmed = true;
    const W = 3;
    const re = new Float64Array(1 << W).fill(0.25), im = new Float64Array(1 << W).fill(0.125);
    const m = Float64Array.of(0.6, 0.1, -0.2, 0.7, 0.3, -0.4, 0.5, 0.2);
    const x = Float64Array.of(0, 0, 1, 0, 1, 0, 0, 0);
    const m4 = new Float64Array(32).map((_, j) => ((j * 7) % 5) / 10);
    const p4 = new Float64Array(32);
    for (const [r, c] of [[0, 0], [1, 2], [2, 1], [3, 3]])
        p4[2 * (r * 4 + c)] = 1;
    const d4 = new Float64Array(32);
    for (let r = 0; r < 4; r++)
        d4[2 * (r * 5)] = 1;
    // V8 allocates a function's feedback vector only after about 8 calls: 12 rounds.
    for (let rep = 0; rep < 12; rep++) {
        for (let t = 0; t < 3; t++) {
            for (let shape = Shape.Phase1; shape <= Shape.General; shape++)
                apply1(re, im, 0, W, t, m, shape);
            const c = (t + 1) % 3;
            const fx = Int32Array.from([t, c].sort((a, b) => a - b));
            apply1c(re, im, W, t, m, fx, 1 << c, Shape.General);
            apply1c(re, im, W, t, x, fx, 1 << c, Shape.Anti);
            const f3 = Int32Array.of(0, 1, 2);
            const cv = 7 & ~(1 << t);
            apply1c(re, im, W, t, m, f3, cv, Shape.General);
            apply1c(re, im, W, t, x, f3, cv, Shape.Anti);
            apply1c(re, im, W, t, m, f3, cv, Shape.Phase1);
            applyPhase(re, im, W, 0.6, 0.8, Int32Array.of(t), 1 << t);
            applyPhase(re, im, W, 0.6, 0.8, fx, (1 << t) | (1 << c));
        }
        applyPhase(re, im, W, 0.6, 0.8, new Int32Array(0), 0);
        applyPhase(re, im, W, 0.6, 0.8, Int32Array.of(0, 1, 2), 7);
        for (const [t0, t1] of [[0, 1], [2, 0]]) {
            const fx = Int32Array.from([t0, t1].sort((a, b) => a - b));
            apply2(re, im, W, t0, t1, m4, fx, 0, Shape2.General);
            apply2(re, im, W, t0, t1, p4, fx, 0, Shape2.Perm);
            apply2(re, im, W, t0, t1, d4, fx, 0, Shape2.Diag);
            const f3 = Int32Array.of(0, 1, 2);
            const c = 3 - t0 - t1;
            apply2(re, im, W, t0, t1, m4, f3, 1 << c, Shape2.General);
            apply2(re, im, W, t0, t1, p4, f3, 1 << c, Shape2.Perm);
            apply2(re, im, W, t0, t1, d4, f3, 1 << c, Shape2.Diag);
        }
    }
}

;// CONCATENATED MODULE: ./src/quantum/rng.ts
/**
 * Seeded PRNG: xoshiro128** (Blackman & Vigna), state seeded from a 64-bit integer seed with
 * splitmix64. Doubles in [0, 1) take 53 bits from two consecutive outputs:
 * ((a >>> 5) · 2^26 + (b >>> 6)) / 2^53 — the same construction as xoshiro's reference code.
 * Only 32-bit integer arithmetic (Math.imul) after seeding: identical on every platform.
 */
const MASK64 = (1n << 64n) - 1n;
/** splitmix64 output sequence for a seed (BigInt, mod 2^64). */
function splitmix64(seed, count) {
    let s = BigInt.asUintN(64, seed);
    const out = [];
    for (let i = 0; i < count; i++) {
        s = (s + 0x9e3779b97f4a7c15n) & MASK64;
        let z = s;
        z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
        z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
        out.push(z ^ (z >> 31n));
    }
    return out;
}
class Rng {
    s0;
    s1;
    s2;
    s3;
    /** `seed`: any integer (number or bigint); negative seeds are taken mod 2^64. */
    constructor(seed) {
        if (typeof seed === 'number' && !Number.isSafeInteger(seed))
            throw new RangeError(`seed must be an integer, got ${seed}`);
        const [a, b] = splitmix64(BigInt(seed), 2);
        this.s0 = Number(a & 0xffffffffn) | 0;
        this.s1 = Number(a >> 32n) | 0;
        this.s2 = Number(b & 0xffffffffn) | 0;
        this.s3 = Number(b >> 32n) | 0;
        if ((this.s0 | this.s1 | this.s2 | this.s3) === 0)
            this.s0 = 1;
    }
    /** A generator with an explicit xoshiro128** state (for tests against the reference code). */
    static fromState(s0, s1, s2, s3) {
        const r = new Rng(0);
        r.s0 = s0 | 0;
        r.s1 = s1 | 0;
        r.s2 = s2 | 0;
        r.s3 = s3 | 0;
        return r;
    }
    /** Next 32-bit output, unsigned. */
    nextU32() {
        const s1 = this.s1;
        const m = Math.imul(s1, 5);
        const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
        const t = s1 << 9;
        this.s2 ^= this.s0;
        this.s3 ^= this.s1;
        this.s1 ^= this.s2;
        this.s0 ^= this.s3;
        this.s2 ^= t;
        this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
        return result;
    }
    /** Uniform double in [0, 1) with 53 random bits. */
    nextDouble() {
        const a = this.nextU32() >>> 5;
        const b = this.nextU32() >>> 6;
        return (a * 67108864 + b) / 9007199254740992;
    }
}

;// CONCATENATED MODULE: ./src/quantum/fused.ts
/**
 * Fused kernels: a run of gates that together act on a few qubits (k ≤ 4) becomes ONE pass over the
 * state. For every index with those k bits clear, the 2^k amplitudes are loaded into locals, every
 * gate is applied to them in order with its own structure (a real 2×2 costs what the real kernel
 * costs, a swap or a CX is a renaming of locals, a CZ a negation), and the results are stored.
 *
 * The pass's JavaScript is generated (`new Function`) from the gates' structure: which local bits
 * they act on, their matrix class, their controls. Matrix entries are not in the source: they are
 * read from a Float64Array argument, so every circuit with the same structure (e.g. "rx on the low
 * bit, ry on the high bit, then CZ") shares one compiled function, whatever its angles and qubits.
 */


/** Largest group the generator accepts (2^4 = 16 complex locals). */
const MAX_FUSED_QUBITS = 4;
/** The base indices L (bit `o.bit` clear, controls set) of a 1-qubit micro-op, and whether it is a plain swap (X). */
function m1Pairs(o, D) {
    const m = o.m, tb = 1 << o.bit;
    const pairs = [];
    for (let L = 0; L < D; L++)
        if (!(L & tb) && (L & o.cmask) === o.cval)
            pairs.push(L);
    return { pairs, swap: o.shape === Shape.Anti && m[2] === 1 && m[3] === 0 && m[4] === 1 && m[5] === 0 };
}
/** The matrix entries a kernel of this shape reads (ar ai br bi cr ci dr di), each through K. */
function shapeCoefs(shape, m, K) {
    switch (shape) {
        case Shape.Phase1: return [K(m[6]), K(m[7])];
        case Shape.Diag: return [K(m[0]), K(m[1]), K(m[6]), K(m[7])];
        case Shape.Anti: return [K(m[2]), K(m[3]), K(m[4]), K(m[5])];
        case Shape.Real: return [K(m[0]), K(m[2]), K(m[4]), K(m[6])];
        case Shape.RealImag: return [K(m[0]), K(m[3]), K(m[5]), K(m[6])];
        default: return [0, 1, 2, 3, 4, 5, 6, 7].map((j) => K(m[j]));
    }
}
const cache = new Map();
/** Generate (or fetch from the cache) the pass for `ops` on `k` local qubits. */
function fusedKernel(k, ops) {
    if (k < 1 || k > MAX_FUSED_QUBITS)
        throw new Error(`fused group of ${k} qubits`);
    const D = 1 << k;
    const consts = [];
    const lines = [];
    let fresh = 0;
    const v = () => `v${fresh++}`;
    /** Register a matrix entry; returns the local that holds it. */
    const K = (x) => {
        consts.push(x);
        return `c${consts.length - 1}`;
    };
    // Current expression (a local name) of each amplitude's re and im.
    const R = [];
    const I = [];
    for (let L = 0; L < D; L++) {
        R.push(`x${L}r`);
        I.push(`x${L}i`);
    }
    const cmul = (L, pr, pi) => {
        const a = v(), b = v();
        lines.push(`const ${a} = ${pr} * ${R[L]} - ${pi} * ${I[L]}, ${b} = ${pr} * ${I[L]} + ${pi} * ${R[L]};`);
        R[L] = a;
        I[L] = b;
    };
    for (const o of ops) {
        if (o.op === 'ph') {
            if (o.pr === 1 && o.pi === 0)
                continue;
            const neg = o.pr === -1 && o.pi === 0;
            const pr = neg ? '' : K(o.pr), pi = neg ? '' : K(o.pi);
            for (let L = 0; L < D; L++) {
                if ((L & o.mask) !== o.val)
                    continue;
                if (neg) {
                    const a = v(), b = v();
                    lines.push(`const ${a} = -${R[L]}, ${b} = -${I[L]};`);
                    R[L] = a;
                    I[L] = b;
                }
                else
                    cmul(L, pr, pi);
            }
        }
        else if (o.op === 'm1') {
            const tb = 1 << o.bit;
            const { pairs, swap } = m1Pairs(o, D);
            if (swap) {
                for (const L of pairs) {
                    const J = L | tb;
                    [R[L], R[J]] = [R[J], R[L]];
                    [I[L], I[J]] = [I[J], I[L]];
                }
                continue;
            }
            const names = shapeCoefs(o.shape, o.m, K);
            for (const L of pairs) {
                const J = L | tb;
                const xr = R[L], xi = I[L], yr = R[J], yi = I[J];
                const a = v(), b = v(), c = v(), d = v();
                let e;
                switch (o.shape) {
                    case Shape.Phase1: {
                        const [pr, pi] = names;
                        lines.push(`const ${c} = ${pr} * ${yr} - ${pi} * ${yi}, ${d} = ${pr} * ${yi} + ${pi} * ${yr};`);
                        R[J] = c;
                        I[J] = d;
                        continue;
                    }
                    case Shape.Diag: {
                        const [pr, pi, qr, qi] = names;
                        e = [`${pr} * ${xr} - ${pi} * ${xi}`, `${pr} * ${xi} + ${pi} * ${xr}`, `${qr} * ${yr} - ${qi} * ${yi}`, `${qr} * ${yi} + ${qi} * ${yr}`];
                        break;
                    }
                    case Shape.Anti: {
                        const [pr, pi, qr, qi] = names;
                        e = [`${pr} * ${yr} - ${pi} * ${yi}`, `${pr} * ${yi} + ${pi} * ${yr}`, `${qr} * ${xr} - ${qi} * ${xi}`, `${qr} * ${xi} + ${qi} * ${xr}`];
                        break;
                    }
                    case Shape.Real: {
                        const [p, q, r, s] = names;
                        e = [`${p} * ${xr} + ${q} * ${yr}`, `${p} * ${xi} + ${q} * ${yi}`, `${r} * ${xr} + ${s} * ${yr}`, `${r} * ${xi} + ${s} * ${yi}`];
                        break;
                    }
                    case Shape.RealImag: {
                        const [p, q, r, s] = names;
                        e = [`${p} * ${xr} - ${q} * ${yi}`, `${p} * ${xi} + ${q} * ${yr}`, `${s} * ${yr} - ${r} * ${xi}`, `${s} * ${yi} + ${r} * ${xr}`];
                        break;
                    }
                    default: {
                        const [pr, pi, qr, qi, rr, ri, sr, si] = names;
                        e = [
                            `${pr} * ${xr} - ${pi} * ${xi} + ${qr} * ${yr} - ${qi} * ${yi}`,
                            `${pr} * ${xi} + ${pi} * ${xr} + ${qr} * ${yi} + ${qi} * ${yr}`,
                            `${rr} * ${xr} - ${ri} * ${xi} + ${sr} * ${yr} - ${si} * ${yi}`,
                            `${rr} * ${xi} + ${ri} * ${xr} + ${sr} * ${yi} + ${si} * ${yr}`
                        ];
                    }
                }
                lines.push(`const ${a} = ${e[0]}, ${b} = ${e[1]}, ${c} = ${e[2]}, ${d} = ${e[3]};`);
                R[L] = a;
                I[L] = b;
                R[J] = c;
                I[J] = d;
            }
        }
        else {
            const m = o.m;
            const b0 = 1 << o.b0, b1 = 1 << o.b1;
            const quads = [];
            for (let L = 0; L < D; L++)
                if (!(L & b0) && !(L & b1) && (L & o.cmask) === o.cval)
                    quads.push([L, L | b0, L | b1, L | b0 | b1]);
            if (o.shape === Shape2.Perm) {
                // Row r has its single 1 in column col[r]: out[r] = in[col[r]].
                const col = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].find((cc) => m[2 * (r * 4 + cc)] !== 0));
                for (const q of quads) {
                    const r0 = q.map((L) => R[L]), i0 = q.map((L) => I[L]);
                    q.forEach((L, r) => { R[L] = r0[col[r]]; I[L] = i0[col[r]]; });
                }
                continue;
            }
            if (o.shape === Shape2.Diag) {
                const d = [0, 1, 2, 3].map((r) => [K(m[2 * (r * 5)]), K(m[2 * (r * 5) + 1])]);
                for (const q of quads)
                    q.forEach((L, r) => cmul(L, d[r][0], d[r][1]));
                continue;
            }
            const e = Array.from({ length: 32 }, (_, j) => K(m[j]));
            for (const q of quads) {
                const xr = q.map((L) => R[L]), xi = q.map((L) => I[L]);
                const outs = [];
                for (let r = 0; r < 4; r++) {
                    const a = v(), b = v();
                    let sr = '', si = '';
                    for (let cc = 0; cc < 4; cc++) {
                        const mr = e[2 * (r * 4 + cc)], mi = e[2 * (r * 4 + cc) + 1];
                        sr += `${cc ? ' + ' : ''}${mr} * ${xr[cc]} - ${mi} * ${xi[cc]}`;
                        si += `${cc ? ' + ' : ''}${mr} * ${xi[cc]} + ${mi} * ${xr[cc]}`;
                    }
                    lines.push(`const ${a} = ${sr}, ${b} = ${si};`);
                    outs.push(a, b);
                }
                q.forEach((L, r) => { R[L] = outs[2 * r]; I[L] = outs[2 * r + 1]; });
            }
        }
    }
    // Offsets of the 2^k amplitudes from the base index.
    const off = (L) => {
        const parts = [];
        for (let j = 0; j < k; j++)
            if ((L >> j) & 1)
                parts.push(`s${j}`);
        return parts.length ? parts.join(' + ') : '0';
    };
    const head = [];
    for (let j = 0; j < consts.length; j++)
        head.push(`const c${j} = c[${j}];`);
    for (let L = 1; L < D; L++)
        head.push(`const o${L} = ${off(L)};`);
    const at = (L) => (L === 0 ? 'i' : `i + o${L}`);
    const body = [];
    for (let L = 0; L < D; L++)
        body.push(`const x${L}r = re[${at(L)}], x${L}i = im[${at(L)}];`);
    pushAll(body, lines);
    for (let L = 0; L < D; L++) {
        if (R[L] !== `x${L}r`)
            body.push(`re[${at(L)}] = ${R[L]};`);
        if (I[L] !== `x${L}i`)
            body.push(`im[${at(L)}] = ${I[L]};`);
    }
    // Loop nest: the outermost loop steps over the highest group bit, the innermost runs over the
    // contiguous indices below the lowest group bit.
    let loops = '';
    let close = '';
    let outer = 'N';
    let base = '0';
    for (let j = k - 1; j >= 0; j--) {
        const a = `a${j}`;
        loops += `for (let ${a} = ${base}, e${j} = ${outer}; ${a} < e${j}; ${a} += 2 * s${j}) {\n`;
        close += '}\n';
        outer = `${a} + s${j}`;
        base = a;
    }
    loops += `for (let i = a0, e = a0 + s0; i < e; i++) {\n`;
    close += '}\n';
    const src = `${head.join('\n')}\n${loops}${body.join('\n')}\n${close}`;
    let fn = cache.get(src);
    if (!fn) {
        fn = new Function('re', 'im', 'c', 'N', 's0', 's1', 's2', 's3', src);
        cache.set(src, fn);
        // Run it on a 2^(k+1)-amplitude scratch state so that every loop of the nest has type
        // feedback before the first large pass: otherwise V8 compiles it (on-stack replacement) inside
        // the first long inner loop, the optimised code deoptimises when an outer loop first steps, and
        // the rest of that pass runs unoptimised (see warmKernels in ./kernels.ts).
        const w = 2 << k;
        const sre = new Float64Array(w).fill(0.5), sim = new Float64Array(w).fill(0.25);
        const sc = new Float64Array(Math.max(consts.length, 1)).fill(0.5);
        // (V8 allocates a function's feedback vector only after about 8 calls: warm it 12 times.)
        for (let r = 0; r < 6; r++) {
            fn(sre, sim, sc, w, 1, 2, 4, 8);
            fn(sre, sim, sc, w, 2, 4, 8, 16);
        }
    }
    return { fn, c: Float64Array.from(consts), src };
}
/** Run a fused kernel on the first 2^n amplitudes; `qubits` ascending, one per local bit. */
function applyFused(re, im, n, kern, qubits) {
    const s = [0, 0, 0, 0];
    for (let j = 0; j < qubits.length; j++)
        s[j] = 1 << qubits[j];
    kern.fn(re, im, kern.c, 1 << n, s[0], s[1], s[2], s[3]);
}
/** Number of distinct generated passes so far (for tests and tuning). */
function fusedKernelCount() {
    return cache.size;
}
// ------------------------------------------------------------------------------------------------
// Diagonal batches: a run of phase steps (all diagonal, so they commute) on at most DIAG_BITS
// distinct qubits D becomes one pass that multiplies each amplitude by a phase looked up in a table
// of 2^|D| entries indexed by the amplitude's bits at D.
/** Most distinct qubits in one diagonal batch (table of 2^12 complex entries = 64 KiB). */
const DIAG_BITS = 12;
function diagBatch(terms) {
    const set = new Set();
    for (const t of terms)
        for (const q of t.fixed)
            set.add(q);
    const qs = Int32Array.from([...set].sort((a, b) => a - b));
    const d = qs.length;
    const pos = new Map();
    qs.forEach((q, j) => pos.set(q, j));
    const tr = new Float64Array(1 << d).fill(1);
    const ti = new Float64Array(1 << d);
    let req = -1;
    for (const t of terms) {
        let mask = 0, val = 0, need = 0;
        for (const q of t.fixed) {
            const b = 1 << pos.get(q);
            mask |= b;
            if ((t.cval >> q) & 1) {
                val |= b;
                need |= 1 << q;
            }
        }
        req &= need;
        for (let x = 0; x < 1 << d; x++) {
            if ((x & mask) !== val)
                continue;
            const r = tr[x], i = ti[x];
            tr[x] = r * t.pr - i * t.pi;
            ti[x] = r * t.pi + i * t.pr;
        }
    }
    return { qs, tr, ti, req: terms.length ? req : 0, lowBits: -1 };
}
/** Apply a diagonal batch to the first 2^n amplitudes (n above every qubit of the batch). */
function applyDiagBatch(re, im, n, b) {
    const P = Math.min(n, DIAG_BITS);
    if (b.lowBits !== P || !b.lt) {
        const lt = new Int32Array(1 << P);
        for (let j = 0; j < 1 << P; j++) {
            let x = 0;
            for (let t = 0; t < b.qs.length; t++)
                if (b.qs[t] < P && (j >> b.qs[t]) & 1)
                    x |= 1 << t;
            lt[j] = x;
        }
        b.lt = lt;
        b.lowBits = P;
    }
    const lt = b.lt;
    const tr = b.tr, ti = b.ti, qs = b.qs;
    const block = 1 << P;
    const N = 1 << n;
    const reqHigh = b.req & ~(block - 1);
    for (let h = 0; h < N; h += block) {
        if ((h & reqHigh) !== reqHigh)
            continue;
        let hx = 0;
        for (let t = 0; t < qs.length; t++)
            if (qs[t] >= P && (h >> qs[t]) & 1)
                hx |= 1 << t;
        for (let j = 0; j < block; j++) {
            const x = lt[j] | hx;
            const pr = tr[x], pi = ti[x];
            const i = h + j;
            const yr = re[i], yi = im[i];
            re[i] = pr * yr - pi * yi;
            im[i] = pr * yi + pi * yr;
        }
    }
}
function fusedProgram(k, ops) {
    if (k < 1 || k > MAX_FUSED_QUBITS)
        throw new Error(`fused group of ${k} qubits`);
    const D = 1 << k;
    const consts = [];
    const code = [];
    const K = (x) => {
        consts.push(x);
        return { t: 'c', j: consts.length - 1 };
    };
    const emit = (op, a, b) => {
        code.push(b ? { op, a, b } : { op, a });
        return { t: 'v', j: code.length - 1 };
    };
    const mul = (a, b) => emit('mul', a, b);
    /** Left-to-right sum of signed products: terms [sign, a, b] (first sign must be +). */
    const sum = (terms) => {
        let acc = mul(terms[0][1], terms[0][2]);
        for (let j = 1; j < terms.length; j++)
            acc = emit(terms[j][0] > 0 ? 'add' : 'sub', acc, mul(terms[j][1], terms[j][2]));
        return acc;
    };
    const R = [];
    const I = [];
    for (let L = 0; L < D; L++) {
        R.push({ t: 'x', j: 2 * L });
        I.push({ t: 'x', j: 2 * L + 1 });
    }
    const cmul = (L, pr, pi) => {
        const a = sum([[1, pr, R[L]], [-1, pi, I[L]]]);
        const b = sum([[1, pr, I[L]], [1, pi, R[L]]]);
        R[L] = a;
        I[L] = b;
    };
    for (const o of ops) {
        if (o.op === 'ph') {
            if (o.pr === 1 && o.pi === 0)
                continue;
            const neg = o.pr === -1 && o.pi === 0;
            const pr = neg ? undefined : K(o.pr), pi = neg ? undefined : K(o.pi);
            for (let L = 0; L < D; L++) {
                if ((L & o.mask) !== o.val)
                    continue;
                if (neg) {
                    R[L] = emit('neg', R[L]);
                    I[L] = emit('neg', I[L]);
                }
                else
                    cmul(L, pr, pi);
            }
        }
        else if (o.op === 'm1') {
            const tb = 1 << o.bit;
            const { pairs, swap } = m1Pairs(o, D);
            if (swap) {
                for (const L of pairs) {
                    const J = L | tb;
                    [R[L], R[J]] = [R[J], R[L]];
                    [I[L], I[J]] = [I[J], I[L]];
                }
                continue;
            }
            const c = shapeCoefs(o.shape, o.m, K);
            for (const L of pairs) {
                const J = L | tb;
                const xr = R[L], xi = I[L], yr = R[J], yi = I[J];
                let e;
                switch (o.shape) {
                    case Shape.Phase1: {
                        const [pr, pi] = c;
                        R[J] = sum([[1, pr, yr], [-1, pi, yi]]);
                        I[J] = sum([[1, pr, yi], [1, pi, yr]]);
                        continue;
                    }
                    case Shape.Diag: {
                        const [pr, pi, qr, qi] = c;
                        e = [sum([[1, pr, xr], [-1, pi, xi]]), sum([[1, pr, xi], [1, pi, xr]]), sum([[1, qr, yr], [-1, qi, yi]]), sum([[1, qr, yi], [1, qi, yr]])];
                        break;
                    }
                    case Shape.Anti: {
                        const [pr, pi, qr, qi] = c;
                        e = [sum([[1, pr, yr], [-1, pi, yi]]), sum([[1, pr, yi], [1, pi, yr]]), sum([[1, qr, xr], [-1, qi, xi]]), sum([[1, qr, xi], [1, qi, xr]])];
                        break;
                    }
                    case Shape.Real: {
                        const [p, q, r, s] = c;
                        e = [sum([[1, p, xr], [1, q, yr]]), sum([[1, p, xi], [1, q, yi]]), sum([[1, r, xr], [1, s, yr]]), sum([[1, r, xi], [1, s, yi]])];
                        break;
                    }
                    case Shape.RealImag: {
                        const [p, q, r, s] = c;
                        e = [sum([[1, p, xr], [-1, q, yi]]), sum([[1, p, xi], [1, q, yr]]), sum([[1, s, yr], [-1, r, xi]]), sum([[1, s, yi], [1, r, xr]])];
                        break;
                    }
                    default: {
                        const [pr, pi, qr, qi, rr, ri, sr, si] = c;
                        e = [
                            sum([[1, pr, xr], [-1, pi, xi], [1, qr, yr], [-1, qi, yi]]),
                            sum([[1, pr, xi], [1, pi, xr], [1, qr, yi], [1, qi, yr]]),
                            sum([[1, rr, xr], [-1, ri, xi], [1, sr, yr], [-1, si, yi]]),
                            sum([[1, rr, xi], [1, ri, xr], [1, sr, yi], [1, si, yr]])
                        ];
                    }
                }
                R[L] = e[0];
                I[L] = e[1];
                R[J] = e[2];
                I[J] = e[3];
            }
        }
        else {
            const m = o.m;
            const b0 = 1 << o.b0, b1 = 1 << o.b1;
            const quads = [];
            for (let L = 0; L < D; L++)
                if (!(L & b0) && !(L & b1) && (L & o.cmask) === o.cval)
                    quads.push([L, L | b0, L | b1, L | b0 | b1]);
            if (o.shape === Shape2.Perm) {
                const col = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].find((cc) => m[2 * (r * 4 + cc)] !== 0));
                for (const q of quads) {
                    const r0 = q.map((L) => R[L]), i0 = q.map((L) => I[L]);
                    q.forEach((L, r) => { R[L] = r0[col[r]]; I[L] = i0[col[r]]; });
                }
                continue;
            }
            if (o.shape === Shape2.Diag) {
                const d = [0, 1, 2, 3].map((r) => [K(m[2 * (r * 5)]), K(m[2 * (r * 5) + 1])]);
                for (const q of quads)
                    q.forEach((L, r) => cmul(L, d[r][0], d[r][1]));
                continue;
            }
            const e = Array.from({ length: 32 }, (_, j) => K(m[j]));
            for (const q of quads) {
                const xr = q.map((L) => R[L]), xi = q.map((L) => I[L]);
                const outs = [];
                for (let r = 0; r < 4; r++) {
                    const tr = [], ti = [];
                    for (let cc = 0; cc < 4; cc++) {
                        const mr = e[2 * (r * 4 + cc)], mi = e[2 * (r * 4 + cc) + 1];
                        tr.push([1, mr, xr[cc]], [-1, mi, xi[cc]]);
                        ti.push([1, mr, xi[cc]], [1, mi, xr[cc]]);
                    }
                    outs.push(sum(tr), sum(ti));
                }
                q.forEach((L, r) => { R[L] = outs[2 * r]; I[L] = outs[2 * r + 1]; });
            }
        }
    }
    return { k, consts, code, outR: R, outI: I };
}
/** Is `r` the unchanged input of slot j? */
function isInput(r, j) {
    return r.t === 'x' && r.j === j;
}
/**
 * The JavaScript emission of a program: `(re, im, i, o) => void` applying it to the amplitudes at
 * i + o[L] (o[0] = 0). For tests and as the reference of the WebAssembly back end.
 */
function programToJs(p) {
    const D = 1 << p.k;
    const ref = (r) => (r.t === 'x' ? `x${r.j}` : r.t === 'c' ? `c${r.j}` : `v${r.j}`);
    const sym = { add: '+', sub: '-', mul: '*' };
    const lines = [];
    p.consts.forEach((c, j) => lines.push(`const c${j} = ${Object.is(c, -0) ? '-0' : String(c)};`));
    for (let L = 0; L < D; L++)
        lines.push(`const x${2 * L} = re[i + o[${L}]], x${2 * L + 1} = im[i + o[${L}]];`);
    p.code.forEach((ins, j) => lines.push(`const v${j} = ${ins.op === 'neg' ? `-${ref(ins.a)}` : `${ref(ins.a)} ${sym[ins.op]} ${ref(ins.b)}`};`));
    for (let L = 0; L < D; L++) {
        if (!isInput(p.outR[L], 2 * L))
            lines.push(`re[i + o[${L}]] = ${ref(p.outR[L])};`);
        if (!isInput(p.outI[L], 2 * L + 1))
            lines.push(`im[i + o[${L}]] = ${ref(p.outI[L])};`);
    }
    return new Function('re', 'im', 'i', 'o', lines.join('\n'));
}

;// CONCATENATED MODULE: ./src/quantum/cmat.ts
/** Small complex-matrix helpers shared by the simulators, the noise engine and the transpiler (interleaved re/im, row-major). */
/** a · b for n×n interleaved complex matrices (row-major, entry (r, c) at 2·(r·n + c), its imaginary part next). */
function cmat_cmul(a, b, n) {
    const out = new Array(2 * n * n);
    for (let r = 0; r < n; r++)
        for (let c = 0; c < n; c++) {
            let sr = 0, si = 0;
            for (let k = 0; k < n; k++) {
                const ar = a[2 * (r * n + k)], ai = a[2 * (r * n + k) + 1];
                const br = b[2 * (k * n + c)], bi = b[2 * (k * n + c) + 1];
                sr += ar * br - ai * bi;
                si += ar * bi + ai * br;
            }
            out[2 * (r * n + c)] = sr;
            out[2 * (r * n + c) + 1] = si;
        }
    return out;
}
/** a · b for 2×2 interleaved complex matrices ([re00, im00, re01, im01, re10, im10, re11, im11]). */
function mul2(a, b) {
    return cmat_cmul(a, b, 2);
}
/** a · b for 4×4 interleaved complex matrices (2-qubit gates, 1-qubit superoperators). */
function cmat_mul4(a, b) {
    return cmat_cmul(a, b, 4);
}

;// CONCATENATED MODULE: ./src/quantum/sparse.ts
/**
 * Sparse statevector: the nonzero amplitudes of a state whose support is small (a basis state, a
 * GHZ state, the first gates of a circuit on a wide register). Steps are applied one by one with
 * the same arithmetic as the dense kernels of ./kernels.ts: a 2×2 or 4×4 matrix is applied with its
 * full formula, an absent amplitude counting as 0, so x + 0·y gives exactly x and the amplitudes
 * are the ones the unfused dense kernels compute. The simulator switches to the dense arrays when the
 * support grows (see SPARSE_MAX in ./simulator.ts).
 *
 * No 2^n-sized array is ever allocated here: memory is O(support).
 */
class SparseState {
    /** Basis index of each stored amplitude (insertion order; may hold exact zeros). */
    idx = [0];
    re = [1];
    im = [0];
    /** index → slot */
    pos = new Map([[0, 0]]);
    /** OR of every stored index (support width = its bit length). */
    orBits = 0;
    get size() {
        return this.idx.length;
    }
    /** Slot of index i, created (as 0) when absent. */
    slot(i) {
        let p = this.pos.get(i);
        if (p === undefined) {
            p = this.idx.length;
            this.idx.push(i);
            this.re.push(0);
            this.im.push(0);
            this.pos.set(i, p);
            this.orBits |= i;
        }
        return p;
    }
    /** Phase (pr, pi) on the amplitudes whose bits under `mask` equal `val`. */
    phase(pr, pi, mask, val) {
        const { idx, re, im } = this;
        for (let k = 0; k < idx.length; k++) {
            if ((idx[k] & mask) !== val)
                continue;
            const yr = re[k], yi = im[k];
            re[k] = pr * yr - pi * yi;
            im[k] = pr * yi + pi * yr;
        }
    }
    /**
     * 2×2 matrix m (interleaved) on target bit `s` for the pairs whose bits under `cmask` equal
     * `cval`. `full`: the general formula (kernels' default and controlled loops); otherwise the
     * Phase1 formula that only rewrites the |1> amplitude (the result is the same number).
     */
    apply1(s, m, cmask, cval) {
        const ar = m[0], ai = m[1], br = m[2], bi = m[3], cr = m[4], ci = m[5], dr = m[6], di = m[7];
        const n0 = this.idx.length;
        for (let k = 0; k < n0; k++) {
            const i = this.idx[k];
            if ((i & cmask) !== cval)
                continue;
            // Each pair once: from its |0> member, or from its |1> member when the |0> one is absent.
            // (Slots created below lie past n0, so a pair is never met again.)
            if (i & s && this.pos.has(i ^ s))
                continue;
            const b = i & ~s;
            const p0 = this.slot(b), p1 = this.slot(b | s);
            const { re, im } = this;
            const xr = re[p0], xi = im[p0], yr = re[p1], yi = im[p1];
            re[p0] = ar * xr - ai * xi + br * yr - bi * yi;
            im[p0] = ar * xi + ai * xr + br * yi + bi * yr;
            re[p1] = cr * xr - ci * xi + dr * yr - di * yi;
            im[p1] = cr * xi + ci * xr + dr * yi + di * yr;
        }
    }
    /** 4×4 matrix (local index bit(b0) + 2·bit(b1)) where the bits under `cmask` equal `cval`. */
    apply2(b0, b1, m, cmask, cval) {
        const n0 = this.idx.length;
        const x = [0, 0, 0, 0, 0, 0, 0, 0];
        const p = [0, 0, 0, 0];
        const pos = this.pos;
        for (let k = 0; k < n0; k++) {
            const i = this.idx[k];
            if ((i & cmask) !== cval)
                continue;
            const b = i & ~(b0 | b1);
            // Each quad once: from its first stored member in the order b, b|b0, b|b1, b|b0|b1 (a member
            // stored before this step has a slot below n0; slots created below lie past n0).
            const r = (i & b0 ? 1 : 0) + (i & b1 ? 2 : 0);
            if (r > 0 && pos.has(b))
                continue;
            if (r > 1 && pos.has(b | b0))
                continue;
            if (r > 2 && pos.has(b | b1))
                continue;
            p[0] = this.slot(b);
            p[1] = this.slot(b | b0);
            p[2] = this.slot(b | b1);
            p[3] = this.slot(b | b0 | b1);
            const { re, im } = this;
            for (let r = 0; r < 4; r++) {
                x[2 * r] = re[p[r]];
                x[2 * r + 1] = im[p[r]];
            }
            for (let r = 0; r < 4; r++) {
                const o = 8 * r;
                // Same expression (and evaluation order) as the general 4×4 kernel.
                re[p[r]] = m[o] * x[0] - m[o + 1] * x[1] + m[o + 2] * x[2] - m[o + 3] * x[3] + m[o + 4] * x[4] - m[o + 5] * x[5] + m[o + 6] * x[6] - m[o + 7] * x[7];
                im[p[r]] = m[o] * x[1] + m[o + 1] * x[0] + m[o + 2] * x[3] + m[o + 3] * x[2] + m[o + 4] * x[5] + m[o + 5] * x[4] + m[o + 6] * x[7] + m[o + 7] * x[6];
            }
        }
    }
    /** Scatter into dense arrays (zero elsewhere). */
    scatter(re, im) {
        for (let k = 0; k < this.idx.length; k++) {
            re[this.idx[k]] = this.re[k];
            im[this.idx[k]] = this.im[k];
        }
    }
    /** The stored amplitudes in index order (exact zeros dropped). */
    sorted() {
        const order = Array.from(this.idx.keys()).filter((k) => this.re[k] !== 0 || this.im[k] !== 0);
        order.sort((a, b) => this.idx[a] - this.idx[b]);
        return {
            idx: Float64Array.from(order, (k) => this.idx[k]),
            re: Float64Array.from(order, (k) => this.re[k]),
            im: Float64Array.from(order, (k) => this.im[k])
        };
    }
}

;// CONCATENATED MODULE: ./src/quantum/wasm/asm.ts
/**
 * A minimal WebAssembly binary assembler (no tool dependency): LEB128 encoders, section and
 * name encoders, the opcodes the project's SIMD kernels use, and the few WebAssembly API types
 * (the project's TypeScript lib has no WebAssembly declarations). Shared by the noise engine's
 * Pauli-basis kernels (noise/pauli-wasm.ts) and the statevector kernels.
 */
/** Unsigned LEB128 of n, byte by byte through `put` (no array for callers that fill a buffer). */
function writeU32(n, put) {
    do {
        let b = n & 0x7f;
        n >>>= 7;
        if (n)
            b |= 0x80;
        put(b);
    } while (n);
}
const u32 = (n) => {
    const out = [];
    writeU32(n, (b) => out.push(b));
    return out;
};
const s32 = (n) => {
    const out = [];
    for (;;) {
        const b = n & 0x7f;
        n >>= 7;
        if ((n === 0 && !(b & 0x40)) || (n === -1 && b & 0x40)) {
            out.push(b);
            return out;
        }
        out.push(b | 0x80);
    }
};
const vec = (items) => [...u32(items.length), ...items.flat()];
const section = (id, body) => [id, ...u32(body.length), ...body];
const asm_name = (s) => vec([...Buffer.from(s, 'utf8')].map((b) => [b]));
const I32 = 0x7f, V128 = 0x7b;
const lg = (i) => [0x20, ...u32(i)];
const ls = (i) => [0x21, ...u32(i)];
const simd = (op) => [0xfd, ...u32(op)];
const V_LOAD = (off = 0) => [...simd(0x00), 3, ...u32(off)];
const V_STORE = [...simd(0x0b), 3, 0];
const LOAD64_SPLAT = (off) => [...simd(0x0a), 3, ...u32(off)];
const LOAD64_ZERO = [...simd(0x5d), 3, 0];
const LOAD64_LANE = (off, lane) => [...simd(0x57), 3, ...u32(off), lane];
const STORE64_LANE = (off, lane) => [...simd(0x5b), 3, ...u32(off), lane];
const F_NEG = simd(237), F_ADD = simd(240), F_SUB = simd(241), F_MUL = simd(242);
const I_ADD = [0x6a], I_OR = [0x72], I_AND = [0x71], I_XOR = [0x73], I_SHL = [0x74], I_SHR_U = [0x76], I_GE_U = [0x4f];
const i32c = (v) => [0x41, ...s32(v)];
/**
 * Where the two f64x2 lanes of a pair kernel lie: bit (or base-4 digit) 0 of the index when the pair
 * (a, b) leaves it free, else 1, or 2 for the pair of 0 and 1. Returns that bit: 0, 1 or 2.
 */
const asm_laneOf = (a, b) => (a !== 0 && b !== 0 ? 0 : a + b === 1 ? 2 : 1);
/**
 * A module that imports `env.mem` (a shared memory of at most 65536 pages) and exports `fns`, each
 * taking `params` i32 parameters and returning nothing; `body` = its locals vector and code.
 */
function moduleBytes(fns) {
    const arities = [...new Set(fns.map((f) => f.params))];
    return Uint8Array.from([
        0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
        ...section(1, vec(arities.map((n) => [0x60, ...vec(new Array(n).fill([I32])), ...vec([])]))),
        ...section(2, vec([[...asm_name('env'), ...asm_name('mem'), 0x02, 0x03, ...u32(0), ...u32(65536)]])),
        ...section(3, vec(fns.map((f) => u32(arities.indexOf(f.params))))),
        ...section(7, vec(fns.map((f, i) => [...asm_name(f.name), 0x00, ...u32(i)]))),
        ...section(10, vec(fns.map((f) => [...u32(f.body.length), ...f.body])))
    ]);
}
const WA = globalThis.WebAssembly;
/**
 * The module of `bytes()`, compiled on first use and kept; undefined where WebAssembly (SIMD,
 * shared memory) is missing or the bytes do not compile, so callers fall back to JavaScript.
 */
function lazyModule(bytes) {
    let compiled;
    return () => {
        if (compiled === undefined) {
            try {
                compiled = WA ? new WA.Module(bytes()) : null;
            }
            catch {
                compiled = null;
            }
        }
        return compiled ?? undefined;
    };
}

;// CONCATENATED MODULE: ./src/quantum/wasm/sv.ts


/** The WebAssembly API, looked up at each use (so that its absence can be tested). */
const wasmApi = () => globalThis.WebAssembly;
/** Smallest and largest states kept in WebAssembly memory (16·2^27 bytes = 2 GiB). */
const SV_MIN_QUBITS = 6;
const SV_MAX_QUBITS = 27;
/** A zero state of n qubits in a fresh memory, or undefined where WebAssembly is unavailable. */
function svState(n) {
    const WA = wasmApi();
    if (!WA || n < SV_MIN_QUBITS || n > SV_MAX_QUBITS)
        return undefined;
    try {
        const N = 2 ** n;
        const pages = Math.ceil((16 * N) / 65536);
        const mem = new WA.Memory({ initial: pages, maximum: pages, shared: false });
        return { n, mem, re: new Float64Array(mem.buffer, 0, N), im: new Float64Array(mem.buffer, 8 * N, N) };
    }
    catch {
        return undefined;
    }
}
/** Lowest qubit outside the group: the lane bit. */
function laneBit(qubits) {
    let l = 0;
    while (qubits.includes(l))
        l++;
    return l;
}
/** A growing byte buffer (assembling with spread arrays costs more than compiling). */
class Bytes {
    buf = new Uint8Array(1 << 16);
    len = 0;
    byte(b) {
        if (this.len === this.buf.length) {
            const nb = new Uint8Array(this.buf.length * 2);
            nb.set(this.buf);
            this.buf = nb;
        }
        this.buf[this.len++] = b;
    }
    all(bs) {
        for (let j = 0; j < bs.length; j++)
            this.byte(bs[j]);
    }
    u32(n) {
        writeU32(n, (b) => this.byte(b));
    }
    get(i) { this.byte(0x20); this.u32(i); }
    set(i) { this.byte(0x21); this.u32(i); }
    simd(op) { this.byte(0xfd); this.u32(op); }
    mem(op, off) { this.simd(op); this.byte(3); this.u32(off); }
    bytes() { return this.buf.subarray(0, this.len); }
}
function groupBody(out, g, n) {
    const { prog, qubits } = g;
    const D = 1 << prog.k;
    const BASE = 0, HMASK = 1, END = 2, I = 3, P = 4, M = 5;
    const nI32 = 3;
    const C0 = 3 + nI32; // v128 locals: consts, inputs, values
    const X0 = C0 + prog.consts.length, V0 = X0 + 2 * D;
    const nV = prog.consts.length + 2 * D + prog.code.length;
    const lane = laneBit(qubits);
    const lb = 1 << lane;
    const imOff = 8 * 2 ** n;
    let gm = lb;
    for (const q of qubits)
        gm |= 1 << q;
    const off = (L) => {
        let o = 0;
        for (let j = 0; j < prog.k; j++)
            if ((L >> j) & 1)
                o += 1 << qubits[j];
        return 8 * o;
    };
    const loc = (r) => (r.t === 'x' ? X0 + r.j : r.t === 'c' ? C0 + r.j : V0 + r.j);
    const b = new Bytes();
    b.all([2]); // two local declarations
    b.u32(nI32);
    b.byte(I32);
    b.u32(nV);
    b.byte(V128);
    b.get(HMASK);
    b.all(i32c(gm));
    b.all(I_OR);
    b.set(M);
    const f64 = new DataView(new ArrayBuffer(8));
    prog.consts.forEach((c, j) => {
        f64.setFloat64(0, c, true);
        b.byte(0x44);
        for (let t = 0; t < 8; t++)
            b.byte(f64.getUint8(t));
        b.simd(0x14);
        b.set(C0 + j);
    });
    b.all(i32c(0));
    b.set(I);
    b.all([0x02, 0x40, 0x03, 0x40]); // block, loop
    b.get(I);
    b.get(END);
    b.all(I_GE_U);
    b.all([0x0d, 1]);
    b.get(BASE);
    b.get(I);
    b.all(I_ADD);
    b.all(i32c(3));
    b.all(I_SHL);
    b.set(P);
    const load = (o) => {
        if (lane === 0) {
            b.get(P);
            b.mem(0x00, o);
            return;
        }
        b.get(P);
        b.get(P);
        b.mem(0x5d, o);
        b.mem(0x57, o + 8 * lb);
        b.byte(1);
    };
    const store = (o, src) => {
        if (lane === 0) {
            b.get(P);
            b.get(src);
            b.mem(0x0b, o);
            return;
        }
        b.get(P);
        b.get(src);
        b.mem(0x5b, o);
        b.byte(0);
        b.get(P);
        b.get(src);
        b.mem(0x5b, o + 8 * lb);
        b.byte(1);
    };
    for (let L = 0; L < D; L++) {
        load(off(L));
        b.set(X0 + 2 * L);
        load(off(L) + imOff);
        b.set(X0 + 2 * L + 1);
    }
    const ops = { add: 240, sub: 241, mul: 242, neg: 237 };
    prog.code.forEach((ins, j) => {
        b.get(loc(ins.a));
        if (ins.b)
            b.get(loc(ins.b));
        b.simd(ops[ins.op]);
        b.set(V0 + j);
    });
    for (let L = 0; L < D; L++) {
        if (!isInput(prog.outR[L], 2 * L))
            store(off(L), loc(prog.outR[L]));
        if (!isInput(prog.outI[L], 2 * L + 1))
            store(off(L) + imOff, loc(prog.outI[L]));
    }
    // i = ((i | M) + 1) & ~M
    b.get(I);
    b.get(M);
    b.all(I_OR);
    b.all(i32c(1));
    b.all(I_ADD);
    b.get(M);
    b.all(i32c(-1));
    b.all(I_XOR);
    b.all(I_AND);
    b.set(I);
    b.all([0x0c, 0, 0x0b, 0x0b, 0x0b]);
    out.u32(b.len);
    out.all(b.bytes());
}
/** The module's bytes: one exported function `g<j>` per group, memory imported as env.mem. */
function svModuleBytes(groups, n) {
    const out = new Bytes();
    out.all([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    out.all(section(1, vec([[0x60, ...vec([[I32], [I32], [I32]]), ...vec([])]])));
    out.all(section(2, vec([[...asm_name('env'), ...asm_name('mem'), 0x02, 0x00, ...u32(0)]])));
    out.all(section(3, vec(groups.map(() => u32(0)))));
    out.all(section(7, vec(groups.map((_, j) => [...asm_name(`g${j}`), 0x00, ...u32(j)]))));
    const code = new Bytes();
    code.u32(groups.length);
    for (const g of groups)
        groupBody(code, g, n);
    out.byte(10);
    out.u32(code.len);
    out.all(code.bytes());
    return out.bytes();
}
/** Compile the groups' passes for a state; undefined if WebAssembly (SIMD) is unavailable. */
function svPasses(groups, st) {
    const WA = wasmApi();
    if (!WA)
        return undefined;
    if (groups.length === 0)
        return [];
    try {
        const module = new WA.Module(svModuleBytes(groups, st.n));
        const inst = new WA.Instance(module, { env: { mem: st.mem } });
        return groups.map((_, j) => inst.exports[`g${j}`]);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/quantum/simulator.ts










class SimulationError extends Error {
    constructor(message) {
        super(message);
        this.name = 'SimulationError';
    }
}
/** Hard ceiling: indices are 32-bit integers in the kernels. */
const MAX_QUBITS = 30;
/** Default memory limit for the state (and the prefix cache of dynamic circuits): 4 GiB = 28 qubits. */
const DEFAULT_MAX_MEMORY = 4 * 1024 ** 3;
/** Default log2 of the WebAssembly path's cache block: 2^16 amplitudes (1 MiB of re + im). */
const WASM_BLOCK_BITS = 16;
/** Qubits always inside a WebAssembly block (runs of 2^8 contiguous amplitudes). */
const WASM_LOW_BITS = 8;
/** Default for `fuseQubits`. */
const FUSE_QUBITS = 2;
/**
 * A run of phase steps becomes a table-driven batch only when it spans at least this many qubits:
 * narrower runs (a brickwork layer's rz and cz gates) do better inside the fused groups of their
 * 2-qubit gates (random-24: 4.2–4.6 s against 4.9–6.9 s, first runs in fresh processes).
 */
const DIAG_MIN_QUBITS = 6;
/**
 * From this many qubits on (at fusion level 2), 2-qubit groups run as generated passes
 * (./fused.ts); below it their gates run one by one. A generated pass is faster once compiled, but
 * each new one costs a JIT warm-up of tens of milliseconds, which only large states repay.
 */
const GENERATED_MIN_QUBITS = 22;
/**
 * The sparse start switches to the dense state past this many stored amplitudes, or, past
 * SPARSE_MIN amplitudes, when they fill more than 1/SPARSE_DENSITY of the support's 2^w indices:
 * a sparse amplitude costs about 0.3–1 µs per gate (a Map lookup), a dense one 1–2 ns per pass.
 */
const SPARSE_MAX = 1 << 14;
const SPARSE_MIN = 64;
const SPARSE_DENSITY = 256;
/** Bytes needed for an n-qubit state (16 bytes per amplitude). */
function stateBytes(n) {
    return 16 * 2 ** n;
}
/** Jumps one shot may take (a `while` on measured values); beyond it the run is an error. */
const MAX_JUMPS_PER_SHOT = 1_000_000;
/** A step the unitary fast path can run: unconditioned and not a measurement, reset or classical step. */
function plainStep(st) {
    return !st.cond && st.k !== 'measure' && st.k !== 'reset' && st.k !== 'set' && st.k !== 'copy' && st.k !== 'jump';
}
const I2 = [1, 0, 0, 0, 0, 0, 1, 0];
function isIdentity2(m) {
    return m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 0 && m[4] === 0 && m[5] === 0 && m[6] === 1 && m[7] === 0;
}
function sortedFixed(qs) {
    return Int32Array.from([...qs].sort((a, b) => a - b));
}
/** a / b for unit complex numbers given as (re, im). */
function cdiv(ar, ai, br, bi) {
    const d = br * br + bi * bi;
    return [(ar * br + ai * bi) / d, (ai * br - ar * bi) / d];
}
/**
 * Compile IR ops into kernel steps. Barriers vanish. With `fuse`: consecutive 1-qubit gates on a
 * qubit are multiplied into one, and folded into a following dense 2-qubit gate on that qubit.
 * Unconditional diagonal gates become target-free phase steps ('ph': a phase on the amplitudes
 * whose listed bits are all set) times a global phase, collected into one final step.
 */
function compile(ops, numQubits, fuse = true) {
    const steps = [];
    // jump targets: op index → step index (fusion never crosses a target)
    let targets;
    for (const op of ops)
        if (op.kind === 'jump')
            (targets ??= new Map()).set(op.target, -1);
    let gpr = 1, gpi = 0;
    const gphase = (r, i) => {
        const nr = gpr * r - gpi * i;
        gpi = gpr * i + gpi * r;
        gpr = nr;
    };
    /** Phase (pr, pi) where all `qs` are 1. */
    const phase = (pr, pi, qs, cond) => {
        if (pr === 1 && pi === 0 && !cond)
            return;
        let cval = 0;
        for (const q of qs)
            cval |= 1 << q;
        steps.push({ k: 'ph', pr, pi, fixed: sortedFixed(qs), cval, cond });
    };
    /** Uncontrolled 1-qubit matrix. */
    const one = (t, m, cond) => {
        const shape = classify1(m);
        if (!cond && (shape === Shape.Diag || shape === Shape.Phase1)) {
            // diag(a, d) = a · diag(1, d/a)
            gphase(m[0], m[1]);
            const [dr, di] = cdiv(m[6], m[7], m[0], m[1]);
            phase(dr, di, [t]);
            return;
        }
        steps.push({ k: 'u1', t, m: Float64Array.from(m), shape, cond });
    };
    const pending = new Array(numQubits).fill(undefined);
    const flush = (q) => {
        const m = pending[q];
        if (m) {
            pending[q] = undefined;
            if (!isIdentity2(m))
                one(q, m);
        }
    };
    const flushAll = () => { for (let q = 0; q < numQubits; q++)
        flush(q); };
    for (let oi = 0; oi < ops.length; oi++) {
        const op = ops[oi];
        if (targets?.has(oi)) {
            flushAll();
            targets.set(oi, steps.length);
        }
        if (op.kind === 'barrier' || op.kind === 'delay')
            continue;
        if (op.kind === 'setbit') {
            steps.push({ k: 'set', clbit: op.clbit, v: op.value, cond: op.condition });
            continue;
        }
        if (op.kind === 'copybit') {
            steps.push({ k: 'copy', from: op.from, to: op.to, cond: op.condition });
            continue;
        }
        if (op.kind === 'jump') {
            flushAll();
            steps.push({ k: 'jump', to: op.target, cond: op.condition });
            continue;
        }
        if (op.kind === 'measure' || op.kind === 'reset') {
            flush(op.qubit);
            steps.push(op.kind === 'measure' ? { k: 'measure', q: op.qubit, clbit: op.clbit, cond: op.condition } : { k: 'reset', q: op.qubit, cond: op.condition });
            continue;
        }
        const g = kernelOf(op);
        const cond = op.condition;
        if (!cond && g.targets.length === 1 && g.controls.length === 0) {
            const t = g.targets[0];
            if (fuse)
                pending[t] = mul2(g.m, pending[t] ?? I2);
            else
                one(t, g.m);
            continue;
        }
        let cval = 0;
        g.controls.forEach((c, i) => { if ((g.ctrlValues >> i) & 1)
            cval |= 1 << c; });
        const shape2 = g.targets.length === 2 ? classify2(g.m) : Shape2.General;
        if (g.targets.length === 2 && g.controls.length === 0 && !cond && fuse && shape2 === Shape2.General) {
            const [t0, t1] = g.targets;
            const p0 = pending[t0], p1 = pending[t1];
            let m = g.m;
            if (p0 || p1) {
                m = cmat_mul4(g.m, kron(p1 ?? I2, p0 ?? I2, 2, 2));
                pending[t0] = undefined;
                pending[t1] = undefined;
            }
            steps.push({ k: 'u2', t0, t1, m: Float64Array.from(m), fixed: sortedFixed([t0, t1]), cval: 0, shape: Shape2.General });
            continue;
        }
        for (const q of [...g.controls, ...g.targets])
            flush(q);
        const allPositive = g.ctrlValues === (1 << g.controls.length) - 1;
        if (g.targets.length === 0) {
            if (!cond && g.controls.length === 0)
                gphase(g.m[0], g.m[1]);
            else
                steps.push({ k: 'ph', pr: g.m[0], pi: g.m[1], fixed: sortedFixed(g.controls), cval, cond });
        }
        else if (g.targets.length === 1) {
            const t = g.targets[0];
            const shape = classify1(g.m);
            if (g.controls.length === 0)
                one(t, g.m, cond);
            else if (shape === Shape.Phase1 && allPositive && !cond)
                phase(g.m[6], g.m[7], [...g.controls, t]);
            else
                steps.push({ k: 'c1', t, m: Float64Array.from(g.m), fixed: sortedFixed([...g.controls, t]), cval, shape, cond });
        }
        else {
            const [t0, t1] = g.targets;
            if (shape2 === Shape2.Diag && g.controls.length === 0 && !cond) {
                // diag(d0, d1, d2, d3) = d0 · phase(q0: d1/d0) · phase(q1: d2/d0) · phase(q0 q1: d3·d0/(d1·d2))
                const m = g.m;
                gphase(m[0], m[1]);
                const [r1, i1] = cdiv(m[10], m[11], m[0], m[1]);
                const [r2, i2] = cdiv(m[20], m[21], m[0], m[1]);
                const [r3, i3] = cdiv(m[30], m[31], m[0], m[1]);
                const [r12, i12] = [r1 * r2 - i1 * i2, r1 * i2 + i1 * r2];
                const [r, i] = cdiv(r3, i3, r12, i12);
                phase(r1, i1, [t0]);
                phase(r2, i2, [t1]);
                phase(r, i, [t0, t1]);
            }
            else {
                steps.push({ k: 'u2', t0, t1, m: Float64Array.from(g.m), fixed: sortedFixed([...g.controls, t0, t1]), cval, shape: shape2, cond });
            }
        }
    }
    flushAll();
    if (targets) {
        if (targets.has(ops.length))
            targets.set(ops.length, steps.length);
        for (const st of steps)
            if (st.k === 'jump')
                st.to = targets.get(st.to);
    }
    if (gpr !== 1 || gpi !== 0)
        steps.push({ k: 'ph', pr: gpr, pi: gpi, fixed: new Int32Array(0), cval: 0 });
    return steps;
}
// ------------------------------------------------------------------------------------------------
// Execution
function condHolds(c, bits) {
    return conditionHolds(c, bits);
}
/** Probability of measuring 1 on qubit q. */
function prob1(re, im, n, q) {
    const N = 1 << n, s = 1 << q;
    let p0 = 0, p1 = 0;
    for (let b = 0; b < N; b += 2 * s) {
        for (let i = b; i < b + s; i++)
            p0 += re[i] * re[i] + im[i] * im[i];
        for (let j = b + s; j < b + 2 * s; j++)
            p1 += re[j] * re[j] + im[j] * im[j];
    }
    return [p0, p1];
}
/** Project qubit q onto `outcome` and renormalise; with `flip`, then map it to |0>. */
function collapse(re, im, n, q, outcome, norm, flip) {
    const N = 1 << n, s = 1 << q;
    const scale = 1 / Math.sqrt(norm);
    for (let b = 0; b < N; b += 2 * s) {
        for (let i = b; i < b + s; i++) {
            const j = i + s;
            if (outcome === 0) {
                re[i] *= scale;
                im[i] *= scale;
                re[j] = 0;
                im[j] = 0;
            }
            else if (flip) {
                re[i] = re[j] * scale;
                im[i] = im[j] * scale;
                re[j] = 0;
                im[j] = 0;
            }
            else {
                re[j] *= scale;
                im[j] *= scale;
                re[i] = 0;
                im[i] = 0;
            }
        }
    }
}
function runSteps(steps, from, to, re, im, n, rng, bits, ws) {
    warmKernels();
    let s = from;
    let jumps = 0;
    while (s < to) {
        const st = steps[s];
        if (plainStep(st)) {
            let e = s + 1;
            while (e < to && plainStep(steps[e]))
                e++;
            runUnitary(steps, s, e, re, im, n, ws);
            s = e;
            continue;
        }
        s++;
        ws.hi = n;
        if (st.cond && !condHolds(st.cond, bits))
            continue;
        if (st.k === 'set' || st.k === 'copy' || st.k === 'jump') {
            if (!bits)
                throw new SimulationError('classical operations need a seeded shot-by-shot run');
            if (st.k === 'set')
                bits[st.clbit] = st.v;
            else if (st.k === 'copy')
                bits[st.to] = bits[st.from];
            else {
                if (++jumps > MAX_JUMPS_PER_SHOT)
                    throw new SimulationError(`a while loop ran more than ${MAX_JUMPS_PER_SHOT} iterations in one shot`);
                s = st.to;
            }
            continue;
        }
        if (st.k === 'measure' || st.k === 'reset') {
            if (!rng)
                throw new SimulationError('measurement inside the circuit needs a seeded run');
            const [p0, p1] = prob1(re, im, n, st.q);
            const outcome = rng.nextDouble() * (p0 + p1) < p1 ? 1 : 0;
            collapse(re, im, n, st.q, outcome, outcome ? p1 : p0, st.k === 'reset');
            if (st.k === 'measure' && st.clbit >= 0)
                bits[st.clbit] = outcome;
        }
        else {
            applyDirect(st, re, im, n);
        }
    }
}
// ------------------------------------------------------------------------------------------------
// Cache-blocked execution of unitary step runs.
//
// A run of steps is cut into segments whose non-diagonal targets fit in a set S of at most
// BLOCK_BITS qubits (always including the CONTIG lowest qubits, so that memory is touched in
// runs of 2^CONTIG contiguous amplitudes). For each assignment of the other qubits, the segment's
// 2^|S| amplitudes are gathered into an L2-sized scratch buffer, every step of the segment is
// applied there (controls outside S are constant per block), and the block is scattered back: one
// pass over memory per segment instead of one per gate.
/**
 * log2 of the scratch block when blocking is enabled (2^15 amplitudes = 512 KiB for re + im,
 * inside a 1 MiB L2). Blocking is OFF by default: on the project's (shared, loaded) machines it
 * measured slower than one pass per step, because the scalar kernels are compute-bound; see
 * docs/quantum.md.
 */
const BLOCK_BITS = 15;
const CONTIG = 4;
function targetsOf(st) {
    switch (st.k) {
        case 'u1':
        case 'c1': return [st.t];
        case 'u2': return [st.t0, st.t1];
        default: return [];
    }
}
class Workspace {
    bits;
    sr;
    si;
    offs;
    /**
     * Support width: amplitudes at indices >= 2^hi are zero (qubits >= hi are still |0>), so
     * kernels run on the first 2^hi amplitudes only. Starts at 0 for |0…0>.
     */
    hi = 0;
    /** Largest fused pass (qubits); 1 = diagonal batches only; 0 = neither (fusion off). */
    fuse = 0;
    /** WebAssembly path: on (a state from `alloc` lives in WebAssembly memory), block bits, reorder. */
    wasm = false;
    wasmBits = WASM_BLOCK_BITS;
    reorder = true;
    /** The WebAssembly state allocated for this run, if any. */
    sv;
    /** A zero state of n qubits: in WebAssembly memory when the WebAssembly path is on. */
    alloc(n) {
        if (this.wasm && n >= SV_MIN_QUBITS && n <= SV_MAX_QUBITS) {
            const st = svState(n);
            if (st) {
                this.sv = st;
                return st;
            }
        }
        return { re: new Float64Array(2 ** n), im: new Float64Array(2 ** n) };
    }
    constructor(bits) {
        this.bits = bits;
        const size = bits > 30 ? 0 : 1 << bits;
        this.sr = new Float64Array(size);
        this.si = new Float64Array(size);
        this.offs = new Int32Array(size);
    }
}
/** A workspace for a run; blocking off (bits 0) means every step is a full pass. */
function workspace(opts) {
    const bits = opts.blockBits ?? 0;
    if (bits !== 0 && (!Number.isInteger(bits) || bits < 4 || bits > 24))
        throw new SimulationError(`blockBits must be 0 or an integer in 4..24, got ${bits}`);
    const fq = opts.fuseQubits ?? FUSE_QUBITS;
    if (!Number.isInteger(fq) || fq < 1 || fq > MAX_FUSED_QUBITS)
        throw new SimulationError(`fuseQubits must be an integer in 1..${MAX_FUSED_QUBITS}, got ${fq}`);
    const ws = new Workspace(bits === 0 ? 64 : bits);
    ws.fuse = opts.fusion === false ? 0 : fq;
    const wb = opts.wasmBlockBits ?? WASM_BLOCK_BITS;
    if (wb !== 0 && (!Number.isInteger(wb) || wb < WASM_LOW_BITS + MAX_FUSED_QUBITS || wb > 24))
        throw new SimulationError(`wasmBlockBits must be 0 or an integer in ${WASM_LOW_BITS + MAX_FUSED_QUBITS}..24, got ${wb}`);
    ws.wasmBits = wb;
    // The WebAssembly path runs fused plans: only with fusion on and the JavaScript blocking off.
    ws.wasm = (opts.wasm ?? true) && ws.fuse > 0 && bits === 0;
    ws.reorder = opts.wasmReorder ?? true;
    return ws;
}
function deposit(x, positions) {
    let v = 0;
    for (let j = 0; j < positions.length; j++)
        if ((x >> j) & 1)
            v |= 1 << positions[j];
    return v;
}
function localize(st, pos) {
    let fixedGlobal;
    let cvalGlobal;
    if (st.k === 'u1') {
        fixedGlobal = Int32Array.of(st.t);
        cvalGlobal = 0;
    }
    else if (st.k === 'c1' || st.k === 'ph' || st.k === 'u2') {
        fixedGlobal = st.fixed;
        cvalGlobal = st.cval;
    }
    else
        throw new Error('not a unitary step');
    const loc = [];
    let cval = 0, hiMask = 0, hiVal = 0;
    for (const q of fixedGlobal) {
        const bit = (cvalGlobal >> q) & 1;
        if (pos[q] >= 0) {
            loc.push(pos[q]);
            if (bit)
                cval |= 1 << pos[q];
        }
        else {
            hiMask |= 1 << q;
            if (bit)
                hiVal |= 1 << q;
        }
    }
    const t = targetsOf(st);
    return {
        st, t0: t.length ? pos[t[0]] : -1, t1: t.length > 1 ? pos[t[1]] : -1,
        fixed: Int32Array.from(loc.sort((a, b) => a - b)), cval, hiMask, hiVal
    };
}
function applyDirect(st, re, im, n) {
    switch (st.k) {
        case 'u1':
            apply1(re, im, 0, n, st.t, st.m, st.shape);
            break;
        case 'c1':
            apply1c(re, im, n, st.t, st.m, st.fixed, st.cval, st.shape);
            break;
        case 'ph':
            applyPhase(re, im, n, st.pr, st.pi, st.fixed, st.cval);
            break;
        case 'u2':
            apply2(re, im, n, st.t0, st.t1, st.m, st.fixed, st.cval, st.shape);
            break;
        default: throw new Error('not a unitary step');
    }
}
function applyLocal(ls, re, im, b) {
    const st = ls.st;
    switch (st.k) {
        case 'u1':
            apply1(re, im, 0, b, ls.t0, st.m, st.shape);
            break;
        case 'c1':
            if (ls.fixed.length === 1)
                apply1(re, im, 0, b, ls.t0, st.m, st.shape);
            else
                apply1c(re, im, b, ls.t0, st.m, ls.fixed, ls.cval, st.shape);
            break;
        case 'ph':
            applyPhase(re, im, b, st.pr, st.pi, ls.fixed, ls.cval);
            break;
        case 'u2':
            apply2(re, im, b, ls.t0, ls.t1, st.m, ls.fixed, ls.cval, st.shape);
            break;
        default: break;
    }
}
/** Apply unconditioned unitary steps [from, to) to the state, cache-blocked when n > BLOCK_BITS. */
/**
 * Support width after a step, given the current width `hi` (qubits >= hi are |0>): -1 when the
 * step cannot act (a control or phase bit that must be 1 is a |0> qubit).
 */
function stepWidth(st, hi) {
    let w = hi;
    if (st.k === 'u1')
        return Math.max(hi, st.t + 1);
    if (st.k === 'measure' || st.k === 'reset' || st.k === 'set' || st.k === 'copy' || st.k === 'jump')
        return hi;
    const targets = st.k === 'c1' ? [st.t] : st.k === 'u2' ? [st.t0, st.t1] : [];
    for (const q of st.fixed) {
        if (q < hi)
            continue;
        if (targets.includes(q))
            w = Math.max(w, q + 1);
        else if ((st.cval >> q) & 1)
            return -1;
        else
            w = Math.max(w, q + 1);
    }
    return w;
}
/** Apply unconditioned unitary steps [from, to), cache-blocked on states wider than the block. */
function runUnitary(steps, from, to, re, im, n, ws) {
    const bits = ws.bits;
    if (ws.wasm && ws.sv && ws.sv.re === re) {
        const sv = ws.sv;
        const plan = fusedPlan(steps, from, to, ws.hi, ws.fuse, n, true);
        const passes = wasmPasses(plan, sv);
        if (passes) {
            ws.hi = runWasm(plan, passes, sv, ws.hi, ws.wasmBits, ws.reorder);
            return;
        }
    }
    if (bits >= 64 && ws.fuse > 0) {
        let hi = ws.hi;
        for (const e of fusedPlan(steps, from, to, ws.hi, ws.fuse, n)) {
            hi = Math.max(hi, e.w);
            if (e.kern)
                applyFused(re, im, hi, e.kern, e.qubits);
            else if (e.diag)
                applyDiagBatch(re, im, hi, e.diag);
            else
                applyDirect(e.step, re, im, hi);
        }
        ws.hi = hi;
        return;
    }
    const contig = Math.min(CONTIG, bits - 2);
    let hi = ws.hi;
    let s = from;
    while (s < to) {
        const w = stepWidth(steps[s], hi);
        if (w < 0) {
            s++;
            continue;
        }
        if (w > hi || hi <= bits + 1) {
            // Growing the support (or a small state): one direct step on the first 2^w amplitudes.
            hi = Math.max(w, hi);
            applyDirect(steps[s], re, im, hi);
            s++;
            continue;
        }
        // Greedy segment [s, e): steps that keep the support, non-diagonal targets within BLOCK_BITS qubits.
        const inS = new Uint8Array(hi);
        let size = 0;
        for (let q = 0; q < contig; q++) {
            inS[q] = 1;
            size++;
        }
        let e = s;
        const members = [];
        while (e < to) {
            const we = stepWidth(steps[e], hi);
            if (we > hi)
                break;
            if (we >= 0) {
                const ts = targetsOf(steps[e]);
                let add = 0;
                for (const q of ts)
                    if (!inS[q])
                        add++;
                if (size + add > bits)
                    break;
                for (const q of ts)
                    if (!inS[q]) {
                        inS[q] = 1;
                        size++;
                    }
                members.push(e);
            }
            e++;
        }
        if (members.length <= 1) {
            if (members.length === 1)
                applyDirect(steps[members[0]], re, im, hi);
            s = Math.max(e, s + 1);
            continue;
        }
        // Fill S up to BLOCK_BITS with the lowest unused qubits (larger contiguous runs, fewer blocks).
        for (let q = 0; q < hi && size < bits; q++)
            if (!inS[q]) {
                inS[q] = 1;
                size++;
            }
        const S = [];
        const H = [];
        for (let q = 0; q < hi; q++)
            (inS[q] ? S : H).push(q);
        const pos = new Int32Array(n).fill(-1);
        S.forEach((q, i) => { pos[q] = i; });
        runSegment(members.map((k) => localize(steps[k], pos)), S, H, re, im, ws);
        s = e;
    }
    ws.hi = hi;
}
// ------------------------------------------------------------------------------------------------
// The WebAssembly path: every plan entry that fits a program (≤ MAX_FUSED_QUBITS qubits, not a
// diagonal batch) is a compiled SIMD pass; the plan is cut into segments whose entries' qubits fit
// one block set S of `bits` qubits (always qubits 0..WASM_LOW_BITS-1), and each segment runs block
// by block in place: for each assignment of the other qubits, all its passes on that block's 2^bits
// amplitudes (L2-sized) before moving on. Other entries run as JavaScript on the memory's views.
const compiledPlans = new WeakMap();
/** The program group of a plan entry, or undefined (JavaScript entry). */
function wasmGroup(e) {
    if (e.diag)
        return undefined;
    if (e.micro)
        return { prog: fusedProgram(e.qubits.length, e.micro), qubits: e.qubits };
    const st = e.step;
    const qs = qubitsOf(st).sort((a, b) => a - b);
    if (qs.length > MAX_FUSED_QUBITS)
        return undefined;
    if (qs.length === 0) {
        if (st.k !== 'ph')
            return undefined;
        // global phase: a phase on every amplitude of a 1-qubit group
        return { prog: fusedProgram(1, [{ op: 'ph', mask: 0, val: 0, pr: st.pr, pi: st.pi }]), qubits: [0] };
    }
    const pos = new Map(qs.map((q, j) => [q, j]));
    return { prog: fusedProgram(qs.length, [microOp(st, pos)]), qubits: qs };
}
/** The compiled passes of a plan's entries (undefined: JavaScript), or undefined if WebAssembly fails. */
function wasmPasses(plan, sv) {
    const hit = compiledPlans.get(plan);
    if (hit && hit.sv.mem === sv.mem)
        return hit.passes;
    const groups = [];
    const which = [];
    plan.forEach((e, j) => {
        const g = wasmGroup(e);
        if (g) {
            groups.push(g);
            which.push(j);
        }
    });
    const fns = svPasses(groups, sv);
    if (!fns)
        return undefined;
    const passes = new Array(plan.length).fill(undefined);
    which.forEach((j, t) => { passes[j] = fns[t]; });
    compiledPlans.set(plan, { sv, passes });
    return passes;
}
/** Run a plan on a WebAssembly state; returns the new support width. */
function runWasm(plan, passes, sv, hi0, bits, reorder) {
    const n = sv.n;
    const { re, im } = sv;
    let hi = hi0;
    const done = new Uint8Array(plan.length);
    let first = 0;
    const LOOKAHEAD = 256;
    while (first < plan.length) {
        if (done[first]) {
            first++;
            continue;
        }
        const e0 = plan[first];
        const p0 = passes[first];
        if (!p0) {
            hi = Math.max(hi, e0.w);
            if (e0.diag)
                applyDiagBatch(re, im, hi, e0.diag);
            else
                applyDirect(e0.step, re, im, hi);
            done[first++] = 1;
            continue;
        }
        if (bits === 0) {
            hi = Math.max(hi, e0.w, SV_MIN_QUBITS);
            p0(0, 0, 2 ** hi);
            done[first++] = 1;
            continue;
        }
        // Segment, in order: entries whose qubits fit S (|S| ≤ bits).
        let W = Math.max(hi, Math.min(n, bits));
        const inS = new Uint8Array(n);
        let size = 0;
        for (let q = 0; q < Math.min(WASM_LOW_BITS, n); q++) {
            inS[q] = 1;
            size++;
        }
        const seg = [];
        const qubitsAt = (j) => {
            const e = plan[j];
            return passes[j] ? (e.qubits.length ? e.qubits : [0]) : e.diag ? e.qubits : qubitsOf(e.step);
        };
        let j = first;
        for (; j < plan.length; j++) {
            if (done[j])
                continue;
            const e = plan[j];
            if (!passes[j])
                break;
            const qs = qubitsAt(j);
            let add = 0;
            for (const q of qs)
                if (!inS[q])
                    add++;
            const wn = Math.max(W, e.w);
            if (!(wn <= bits || size + add <= bits))
                break;
            seg.push(j);
            for (const q of qs)
                if (!inS[q]) {
                    inS[q] = 1;
                    size++;
                }
            W = wn;
        }
        // Fill S up to `bits` with the lowest unused qubits below W (long contiguous runs: blocks
        // whose set holds many high qubits alias in the caches and measured slower).
        if (W > bits)
            for (let q = 0; q < W && size < bits; q++)
                if (!inS[q]) {
                    inS[q] = 1;
                    size++;
                }
        if (reorder) {
            // Later entries (up to LOOKAHEAD) whose qubits are all in S join the segment if they
            // commute with every entry skipped so far (no shared qubit).
            const blocked = new Uint8Array(n);
            for (let seen = 0; j < plan.length && seen < LOOKAHEAD; j++) {
                if (done[j])
                    continue;
                seen++;
                const e = plan[j];
                const qs = qubitsAt(j);
                let ok = passes[j] !== undefined && e.w <= W;
                for (const q of qs)
                    if (blocked[q] || !inS[q])
                        ok = false;
                if (ok) {
                    seg.push(j);
                    continue;
                }
                if (!passes[j] && qs.length === 0)
                    break; // a global-phase JavaScript step: keep it in place
                for (const q of qs)
                    blocked[q] = 1;
            }
        }
        if (W <= bits) {
            for (const j of seg)
                passes[j](0, 0, 2 ** W);
        }
        else {
            const H = [];
            let hmask = 0;
            for (let q = 0; q < W; q++)
                if (!inS[q]) {
                    H.push(q);
                    hmask |= 1 << q;
                }
            const fns = seg.map((j) => passes[j]);
            const end = 2 ** W;
            const nb = 1 << H.length;
            for (let h = 0; h < nb; h++) {
                const base = deposit(h, H);
                for (let t = 0; t < fns.length; t++)
                    fns[t](base, hmask, end);
            }
        }
        for (const j of seg)
            done[j] = 1;
        hi = Math.max(hi, W);
    }
    return hi;
}
function runSegment(local, S, H, re, im, ws) {
    const b = S.length;
    // contiguous low run: S[0..c) = 0..c-1
    let c = 0;
    while (c < b && S[c] === c)
        c++;
    const run = 1 << c;
    const upper = S.slice(c);
    const nOff = 1 << (b - c);
    const offs = ws.offs;
    for (let u = 0; u < nOff; u++)
        offs[u] = deposit(u, upper);
    const sr = ws.sr, si = ws.si;
    const nBlocks = 1 << H.length;
    for (let h = 0; h < nBlocks; h++) {
        const base = deposit(h, H);
        // Skip blocks in which no step acts (all its high controls fail).
        let active = false;
        for (const ls of local)
            if ((base & ls.hiMask) === ls.hiVal) {
                active = true;
                break;
            }
        if (!active)
            continue;
        for (let u = 0, d = 0; u < nOff; u++) {
            const g = base + offs[u];
            for (let j = 0; j < run; j++, d++) {
                sr[d] = re[g + j];
                si[d] = im[g + j];
            }
        }
        for (const ls of local)
            if ((base & ls.hiMask) === ls.hiVal)
                applyLocal(ls, sr, si, b);
        for (let u = 0, d = 0; u < nOff; u++) {
            const g = base + offs[u];
            for (let j = 0; j < run; j++, d++) {
                re[g + j] = sr[d];
                im[g + j] = si[d];
            }
        }
    }
}
/** Qubits a unitary step reads or writes. */
function qubitsOf(st) {
    if (st.k === 'u1')
        return [st.t];
    if (st.k === 'c1' || st.k === 'ph' || st.k === 'u2')
        return Array.from(st.fixed);
    return [];
}
function microOp(st, pos) {
    const loc = (mask, val, skip) => {
        let m = 0, v = 0;
        for (const q of mask) {
            if (skip.includes(q))
                continue;
            const b = 1 << pos.get(q);
            m |= b;
            if ((val >> q) & 1)
                v |= b;
        }
        return [m, v];
    };
    switch (st.k) {
        case 'u1': return { op: 'm1', bit: pos.get(st.t), m: st.m, shape: st.shape, cmask: 0, cval: 0 };
        case 'c1': {
            const [cmask, cval] = loc(st.fixed, st.cval, [st.t]);
            return { op: 'm1', bit: pos.get(st.t), m: st.m, shape: st.shape, cmask, cval };
        }
        case 'ph': {
            const [mask, val] = loc(st.fixed, st.cval, []);
            return { op: 'ph', mask, val, pr: st.pr, pi: st.pi };
        }
        case 'u2': {
            const [cmask, cval] = loc(st.fixed, st.cval, [st.t0, st.t1]);
            return { op: 'm2', b0: pos.get(st.t0), b1: pos.get(st.t1), m: st.m, shape: st.shape, cmask, cval };
        }
        default: throw new Error('not a unitary step');
    }
}
const plans = new WeakMap();
/** The fused execution plan of unitary steps [from, to) starting from support width `hi0`. */
function fusedPlan(steps, from, to, hi0, fuse, n, wasm = false) {
    const key = `${from}:${to}:${hi0}:${fuse}:${wasm ? 'w' : 'j'}`;
    let byKey = plans.get(steps);
    const hit = byKey?.get(key);
    if (hit)
        return hit;
    const out = [];
    const owner = new Map();
    const open = [];
    const newGroup = () => {
        const g = { qs: new Set(), ops: [], tail: new Map(), open: true };
        open.push(g);
        return g;
    };
    const add = (g, st, S, w) => {
        for (const q of S) {
            g.qs.add(q);
            owner.set(q, g);
        }
        if (S.length === 1) {
            const t = g.tail.get(S[0]);
            if (t)
                t.push([st, w]);
            else
                g.tail.set(S[0], [[st, w]]);
            return;
        }
        for (const q of S) {
            const t = g.tail.get(q);
            if (t) {
                pushAll(g.ops, t);
                g.tail.delete(q);
            }
        }
        g.ops.push([st, w]);
    };
    const emit = (g) => {
        g.open = false;
        for (const q of g.qs)
            if (owner.get(q) === g)
                owner.delete(q);
        const all = [...g.ops];
        for (const t of g.tail.values())
            pushAll(all, t);
        if (all.length === 0)
            return;
        const w = maxOf(all.map(([, x]) => x));
        if (all.length === 1) {
            out.push({ w, step: all[0][0], qubits: [...g.qs] });
            return;
        }
        const qs = [...g.qs].sort((x, y) => x - y);
        if (wasm) {
            const pos = new Map(qs.map((q, j) => [q, j]));
            out.push({ w, step: all[0][0], qubits: qs, micro: all.map(([st]) => microOp(st, pos)) });
        }
        else if (fuse >= 3 || n >= GENERATED_MIN_QUBITS) {
            const pos = new Map(qs.map((q, j) => [q, j]));
            out.push({ w, step: all[0][0], qubits: qs, kern: fusedKernel(qs.length, all.map(([st]) => microOp(st, pos))) });
        }
        else {
            for (const [st, sw] of all)
                out.push({ w: sw, step: st, qubits: qubitsOf(st) });
        }
    };
    let hi = hi0;
    for (let s = from; s < to; s++) {
        const st = steps[s];
        const w = stepWidth(st, hi);
        if (w < 0)
            continue;
        hi = Math.max(hi, w);
        const S = qubitsOf(st);
        if (st.k === 'ph' && S.length > 0) {
            // A run of phase steps on more qubits than a fused pass takes: one table-driven pass.
            const run = [st];
            const qs = new Set(S);
            let e = s + 1, he = hi, wmax = w;
            for (; e < to; e++) {
                const nx = steps[e];
                if (nx.k !== 'ph' || nx.fixed.length === 0)
                    break;
                const wn = stepWidth(nx, he);
                if (wn < 0)
                    continue;
                const u = new Set(qs);
                for (const q of nx.fixed)
                    u.add(q);
                if (u.size > DIAG_BITS)
                    break;
                for (const q of nx.fixed)
                    qs.add(q);
                he = Math.max(he, wn);
                wmax = Math.max(wmax, wn);
                run.push(nx);
            }
            if (run.length >= 3 && qs.size > fuse && qs.size >= DIAG_MIN_QUBITS) {
                const gs = new Set();
                for (const q of qs) {
                    const g = owner.get(q);
                    if (g)
                        gs.add(g);
                }
                for (const g of gs)
                    emit(g);
                out.push({ w: wmax, step: st, qubits: [...qs], diag: diagBatch(run) });
                hi = he;
                s = e - 1;
                continue;
            }
        }
        if (S.length === 0) {
            // A global phase commutes with everything.
            out.push({ w, step: st, qubits: [] });
            continue;
        }
        const gs = [];
        for (const q of S) {
            const g = owner.get(q);
            if (g && !gs.includes(g))
                gs.push(g);
        }
        const union = new Set(S);
        for (const g of gs)
            for (const q of g.qs)
                union.add(q);
        if (union.size <= fuse) {
            // Merge the groups (disjoint, so they commute) and add the step.
            const g = gs.length ? gs[0] : newGroup();
            for (const o of gs.slice(1)) {
                pushAll(g.ops, o.ops);
                for (const [q, t] of o.tail)
                    g.tail.set(q, t);
                for (const q of o.qs) {
                    g.qs.add(q);
                    owner.set(q, g);
                }
                o.open = false;
            }
            add(g, st, S, w);
            continue;
        }
        if (S.length > fuse) {
            for (const g of gs)
                emit(g);
            out.push({ w, step: st, qubits: S });
            continue;
        }
        // Start a new group on S: take the 1-qubit tails on S's qubits along, emit what remains.
        const g = newGroup();
        for (const o of gs) {
            for (const q of S) {
                const t = o.tail.get(q);
                if (!t)
                    continue;
                o.tail.delete(q);
                for (const [ts, tw] of t)
                    add(g, ts, [q], tw);
                if (!o.ops.some(([x]) => qubitsOf(x).includes(q)))
                    o.qs.delete(q);
            }
            emit(o);
        }
        add(g, st, S, w);
    }
    for (const g of open)
        if (g.open)
            emit(g);
    if (!byKey)
        plans.set(steps, (byKey = new Map()));
    byKey.set(key, out);
    return out;
}
function dynamicsOf(c) {
    const touched = new Uint8Array(c.numQubits);
    const measured = new Uint8Array(c.numQubits);
    let mid = false, cond = false, reset = false;
    for (const op of c.ops) {
        if (op.kind === 'barrier')
            continue;
        if (op.condition || isClassicalOp(op))
            cond = true;
        if (op.kind === 'delay' || isClassicalOp(op))
            continue;
        const qs = op.kind === 'gate' ? op.qubits : [op.qubit];
        for (const q of qs)
            if (measured[q])
                mid = true;
        if (op.kind === 'reset' && touched[op.qubit])
            reset = true;
        for (const q of qs)
            touched[q] = 1;
        if (op.kind === 'measure')
            measured[op.qubit] = 1;
    }
    return { midCircuitMeasurement: mid, conditional: cond, effectiveReset: reset, dynamic: mid || cond || reset };
}
function checkSize(c, opts, copies = 1) {
    const n = c.numQubits;
    const limit = opts.maxMemoryBytes ?? DEFAULT_MAX_MEMORY;
    const need = stateBytes(n) * copies;
    if (n > MAX_QUBITS || need > limit) {
        const gib = (x) => (x / 1024 ** 3).toFixed(x < 1024 ** 3 ? 3 : 1);
        throw new SimulationError(`a ${n}-qubit statevector needs ${gib(need)} GiB (16 bytes per amplitude × 2^${n}${copies > 1 ? ` × ${copies}` : ''}), ` +
            `over the limit of ${gib(Math.min(limit, stateBytes(MAX_QUBITS)))} GiB (${maxQubitsFor(limit)} qubits)`);
    }
}
/** Largest qubit count whose state fits `bytes`. */
function maxQubitsFor(bytes) {
    let n = 0;
    while (n < MAX_QUBITS && stateBytes(n + 1) <= bytes)
        n++;
    return n;
}
function unitaryOps(c) {
    // Static circuit: measurements are terminal and resets are no-ops on fresh qubits.
    return c.ops.filter((o) => o.kind === 'gate');
}
/**
 * Final statevector of a circuit. Terminal measurements and resets of fresh qubits are ignored.
 * A dynamic circuit is run as one shot with `seed` (its state after the collapses); without a seed
 * it is an error.
 */
function simulateStatevector(c, opts = {}) {
    checkSize(c, opts);
    const n = c.numQubits;
    const dyn = dynamicsOf(c);
    if (!dyn.dynamic) {
        const r = simulateStatic(c, opts);
        if (r.dense)
            return r.dense;
        const re = new Float64Array(2 ** n);
        const im = new Float64Array(2 ** n);
        r.sparse.scatter(re, im);
        return { numQubits: n, re, im };
    }
    if (opts.seed === undefined)
        throw new SimulationError('the circuit is dynamic (mid-circuit measurement, reset or condition): give a seed to simulate one shot');
    const ws = workspace(opts);
    const { re, im } = ws.alloc(n);
    re[0] = 1;
    const steps = compile(c.ops, n, opts.fusion ?? true);
    runSteps(steps, 0, steps.length, re, im, n, new Rng(opts.seed), new Uint8Array(c.numClbits), ws);
    return { numQubits: n, re, im };
}
/** Support width of a set of indices given their OR. */
function bitLength(x) {
    return 32 - Math.clz32(x);
}
/** Apply one unconditioned unitary step to a sparse state. */
function applySparse(st, sp) {
    switch (st.k) {
        case 'u1':
            sp.apply1(1 << st.t, st.m, 0, 0);
            break;
        case 'c1': {
            let cmask = 0;
            for (const q of st.fixed)
                if (q !== st.t)
                    cmask |= 1 << q;
            sp.apply1(1 << st.t, st.m, cmask, st.cval);
            break;
        }
        case 'ph': {
            let mask = 0;
            for (const q of st.fixed)
                mask |= 1 << q;
            sp.phase(st.pr, st.pi, mask, st.cval);
            break;
        }
        case 'u2': {
            let cmask = 0;
            for (const q of st.fixed)
                if (q !== st.t0 && q !== st.t1)
                    cmask |= 1 << q;
            sp.apply2(1 << st.t0, 1 << st.t1, st.m, cmask, st.cval);
            break;
        }
        default: throw new Error('not a unitary step');
    }
}
/**
 * A static circuit's final state: sparse while the support stays small (then `sparse` is the
 * final state and no dense array was allocated), dense from the step where it grows.
 */
function simulateStatic(c, opts) {
    const n = c.numQubits;
    const ws = workspace(opts);
    const steps = compile(unitaryOps(c), n, opts.fusion ?? true);
    let from = 0;
    let sp;
    if (opts.sparse !== false) {
        sp = new SparseState();
        for (; from < steps.length; from++) {
            const size = sp.size;
            if (size > SPARSE_MAX || (size > SPARSE_MIN && size * SPARSE_DENSITY > 2 ** bitLength(sp.orBits)))
                break;
            applySparse(steps[from], sp);
        }
        if (from === steps.length)
            return { sparse: sp };
    }
    const { re, im } = ws.alloc(n);
    if (sp) {
        sp.scatter(re, im);
        ws.hi = bitLength(sp.orBits);
    }
    else
        re[0] = 1;
    runSteps(steps, from, steps.length, re, im, n, undefined, undefined, ws);
    return { dense: { numQubits: n, re, im } };
}
/** Count key of a clbit assignment (Qiskit format). */
function countKey(c, bit) {
    const parts = [];
    for (let r = c.cregs.length - 1; r >= 0; r--) {
        const reg = c.cregs[r];
        let s = '';
        for (let b = reg.size - 1; b >= 0; b--)
            s += bit(reg.offset + b) ? '1' : '0';
        parts.push(s);
    }
    return parts.join(' ');
}
/**
 * Counts keyed as countKey does, for up to 52 clbits, without building a string per sampled index:
 * each index becomes the number whose binary digits are the key's bits (the key's rightmost bit is
 * digit 0, spaces skipped). Keys have one length and spaces at fixed places, so sorting those
 * numbers sorts the keys exactly as sortedCounts' string sort: same keys, same order.
 */
function countsByValue(c, src, byIndex) {
    // digit of each clbit in the key, counted from the right
    // (clbits outside every register, such as an OpenQASM 3 block's local bits, are not in the key)
    const digit = new Int32Array(c.numClbits).fill(-1);
    let d = 0;
    for (let r = 0; r < c.cregs.length; r++) {
        const reg = c.cregs[r];
        for (let b = 0; b < reg.size; b++)
            digit[reg.offset + b] = d++;
    }
    // per measured clbit: its qubit and the weight 2^digit of its key digit
    const qs = [], weight = [];
    for (let b = 0; b < c.numClbits; b++)
        if (src[b] >= 0 && digit[b] >= 0) {
            qs.push(src[b]);
            weight.push(2 ** digit[b]);
        }
    // Byte tables: the value of an index is the sum of its four bytes' values (idx < 2^30, and the
    // weights are integers below 2^53, so every order of summing is exact).
    const tab = new Float64Array(4 * 256);
    for (let j = 0; j < qs.length; j++) {
        const byte = qs[j] >> 3, bit = 1 << (qs[j] & 7);
        for (let x = 0; x < 256; x++)
            if (x & bit)
                tab[byte * 256 + x] += weight[j];
    }
    const byValue = new Map();
    for (const [idx, cnt] of byIndex) {
        const v = tab[idx & 255] + tab[256 + ((idx >>> 8) & 255)] + tab[512 + ((idx >>> 16) & 255)] + tab[768 + ((idx >>> 24) & 255)];
        byValue.set(v, (byValue.get(v) ?? 0) + cnt);
    }
    // The key is v's binary digits (numClbits of them), with a space between registers.
    const cuts = [];
    let at = 0;
    for (let r = c.cregs.length - 1; r > 0; r--) {
        at += c.cregs[r].size;
        cuts.push(at);
    }
    const width = d; // digits in the key: the register bits
    const out = {};
    for (const v of Float64Array.from(byValue.keys()).sort()) {
        let s = width ? v.toString(2).padStart(width, '0') : '';
        if (cuts.length) {
            let t = '', prev = 0;
            for (const cut of cuts) {
                t += s.slice(prev, cut) + ' ';
                prev = cut;
            }
            s = t + s.slice(prev);
        }
        out[s] = byValue.get(v);
    }
    return out;
}
function sortedCounts(m) {
    const out = {};
    for (const k of [...m.keys()].sort())
        out[k] = m.get(k);
    return out;
}
/**
 * Sample `shots` measurement outcomes. Terminal-measurement circuits: one simulation, then all
 * shots drawn in one pass over the final probabilities (sorted uniforms). Dynamic circuits: shot
 * by shot, the unitary prefix simulated once and copied when the copy fits the memory limit.
 */
function sampleCounts(c, opts) {
    const shots = opts.shots;
    if (!Number.isSafeInteger(shots) || shots < 0)
        throw new SimulationError(`shots must be a non-negative integer, got ${shots}`);
    const seed = opts.seed ?? 0;
    const rng = new Rng(seed);
    const n = c.numQubits;
    const dyn = dynamicsOf(c);
    const base = { shots, seed: String(seed), numQubits: n, numClbits: c.numClbits };
    const counts = new Map();
    if (!dyn.dynamic) {
        checkSize(c, opts);
        const r = simulateStatic(c, opts);
        // clbit → qubit of its last measurement
        const src = new Int32Array(c.numClbits).fill(-1);
        for (const op of c.ops)
            if (op.kind === 'measure' && op.clbit >= 0)
                src[op.clbit] = op.qubit;
        const byIndex = r.dense ? sampleIndices(r.dense, shots, rng) : sampleSparse(r.sparse, shots, rng);
        if (c.numClbits <= 52)
            return { counts: countsByValue(c, src, byIndex), method: 'final-state', ...base };
        for (const [idx, cnt] of byIndex) {
            const key = countKey(c, (b) => (src[b] >= 0 ? Math.floor(idx / 2 ** src[b]) % 2 : 0));
            counts.set(key, (counts.get(key) ?? 0) + cnt);
        }
        return { counts: sortedCounts(counts), method: 'final-state', ...base };
    }
    checkSize(c, opts);
    const steps = compile(c.ops, n, opts.fusion ?? true);
    let prefix = 0;
    while (prefix < steps.length && plainStep(steps[prefix]))
        prefix++;
    const N = 2 ** n;
    const ws = workspace(opts);
    const { re, im } = ws.alloc(n);
    re[0] = 1;
    runSteps(steps, 0, prefix, re, im, n, undefined, undefined, ws);
    const limit = opts.maxMemoryBytes ?? DEFAULT_MAX_MEMORY;
    const cache = prefix > 0 && stateBytes(n) * 2 <= limit && N <= 1 << 22;
    const pre = cache ? { re: re.slice(), im: im.slice() } : undefined;
    const hiAfterPrefix = ws.hi;
    const bits = new Uint8Array(c.numClbits);
    for (let s = 0; s < shots; s++) {
        if (s > 0) {
            if (pre) {
                re.set(pre.re);
                im.set(pre.im);
                ws.hi = hiAfterPrefix;
            }
            else {
                re.fill(0);
                im.fill(0);
                re[0] = 1;
                ws.hi = 0;
                runSteps(steps, 0, prefix, re, im, n, undefined, undefined, ws);
            }
        }
        bits.fill(0);
        runSteps(steps, prefix, steps.length, re, im, n, rng, bits, ws);
        const key = countKey(c, (b) => bits[b]);
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return { counts: sortedCounts(counts), method: 'per-shot', ...base };
}
/**
 * Draw `shots` basis indices from |amplitude|^2: sorted uniforms scaled by the total norm, one pass
 * over the state. Returns index → count.
 */
function sampleIndices(st, shots, rng) {
    const { re, im } = st;
    const N = re.length;
    // In chunks (short loops in small functions: optimised after a few calls, no on-stack
    // replacement); the same sums in the same order as one loop.
    let total = 0;
    for (let c = 0; c < N; c += SAMPLE_CHUNK)
        total = normChunk(re, im, c, Math.min(N, c + SAMPLE_CHUNK), total);
    const u = new Float64Array(shots);
    for (let k = 0; k < shots; k++)
        u[k] = rng.nextDouble() * total;
    u.sort();
    const out = new Map();
    // scan state: acc, k, lastNonZero
    const sc = new Float64Array(3);
    for (let c = 0; c < N && sc[1] < shots; c += SAMPLE_CHUNK)
        scanChunk(re, im, c, Math.min(N, c + SAMPLE_CHUNK), u, sc, out);
    const k = sc[1], lastNonZero = sc[2];
    // Rounding: uniforms at the very top of the range go to the last non-zero amplitude.
    if (k < shots)
        out.set(lastNonZero, (out.get(lastNonZero) ?? 0) + (shots - k));
    return out;
}
const SAMPLE_CHUNK = 1 << 14;
function normChunk(re, im, from, to, acc) {
    for (let i = from; i < to; i++)
        acc += re[i] * re[i] + im[i] * im[i];
    return acc;
}
function scanChunk(re, im, from, to, u, sc, out) {
    const shots = u.length;
    let acc = sc[0], k = sc[1], lastNonZero = sc[2];
    for (let i = from; i < to && k < shots; i++) {
        const p = re[i] * re[i] + im[i] * im[i];
        if (p === 0)
            continue;
        lastNonZero = i;
        acc += p;
        let c = 0;
        while (k < shots && u[k] < acc) {
            k++;
            c++;
        }
        if (c)
            out.set(i, (out.get(i) ?? 0) + c);
    }
    sc[0] = acc;
    sc[1] = k;
    sc[2] = lastNonZero;
}
/**
 * sampleIndices on a sparse state: the same draws, the same sums in the same (index) order, so the
 * same counts as sampling its dense copy.
 */
function sampleSparse(sp, shots, rng) {
    const { idx, re, im } = sp.sorted();
    const M = idx.length;
    let total = 0;
    for (let i = 0; i < M; i++)
        total += re[i] * re[i] + im[i] * im[i];
    const u = new Float64Array(shots);
    for (let k = 0; k < shots; k++)
        u[k] = rng.nextDouble() * total;
    u.sort();
    const out = new Map();
    let acc = 0;
    let k = 0;
    let lastNonZero = 0;
    for (let i = 0; i < M && k < shots; i++) {
        const p = re[i] * re[i] + im[i] * im[i];
        if (p === 0)
            continue;
        lastNonZero = idx[i];
        acc += p;
        let c = 0;
        while (k < shots && u[k] < acc) {
            k++;
            c++;
        }
        if (c)
            out.set(idx[i], (out.get(idx[i]) ?? 0) + c);
    }
    if (k < shots)
        out.set(lastNonZero, (out.get(lastNonZero) ?? 0) + (shots - k));
    return out;
}

;// CONCATENATED MODULE: ./src/quantum/stats.ts


function circuitStats(c) {
    const gateCounts = {};
    const byArity = {};
    let gates = 0, two = 0, nonlocal = 0, meas = 0, resets = 0, barriers = 0, conds = 0;
    const seenCalls = new Set();
    for (const op of c.ops) {
        if (op.kind === 'barrier') {
            barriers++;
            continue;
        }
        if (op.kind === 'delay' || isClassicalOp(op))
            continue;
        if (op.condition)
            conds++;
        if (op.kind === 'measure') {
            meas++;
            continue;
        }
        if (op.kind === 'reset') {
            resets++;
            continue;
        }
        let name = op.name;
        let arity = op.qubits.length;
        if (op.call) {
            if (seenCalls.has(op.call.id))
                continue;
            seenCalls.add(op.call.id);
            name = op.call.name;
            arity = op.call.arity;
        }
        else if (op.ctrls) {
            name = `${op.ctrls}ctrl-${op.name}`;
        }
        gates++;
        gateCounts[name] = (gateCounts[name] ?? 0) + 1;
        byArity[String(arity)] = (byArity[String(arity)] ?? 0) + 1;
        if (arity === 2)
            two++;
        if (arity >= 2)
            nonlocal++;
    }
    const d = dynamicsOf(c);
    return {
        numQubits: c.numQubits, numClbits: c.numClbits, gates, gateCounts, byArity, twoQubitGates: two, nonlocalGates: nonlocal,
        measurements: meas, resets, barriers, conditionalOps: conds, midCircuitMeasurement: d.midCircuitMeasurement, dynamic: d.dynamic
    };
}

;// CONCATENATED MODULE: ./src/quantum/devices/devices.ts
/**
 * Fake IBM device models written from public facts (median figures; see docs/devices.md).
 * No data files are copied: the heavy-hex coupling map is generated by a rule that reproduces the
 * 176 edges of IBM Fez (Heron r2), and every qubit / coupler of a device carries the device's
 * median figures (uniform medians). Fez's 7 dead couplers are listed and excluded from routing.
 */
class DeviceError extends Error {
    constructor(message) {
        super(message);
        this.name = 'DeviceError';
    }
}
/**
 * Heavy-hex lattice of IBM Heron r2 (156 qubits): 8 long rows of 16 qubits (linear chains) and
 * 7 bridge rows of 4 qubits between them. Bridge row r (1-based long-row gap g = 1..7) links the
 * long row above to the one below at the same column: odd gaps (1, 3, 5, 7) use 1-based columns
 * 4, 8, 12, 16; even gaps use 2, 6, 10, 14. Reproduces conf_fez.json's 176 edges.
 */
function heavyHexEdges(longRows, rowLen, bridgesPerRow, columns) {
    const edges = [];
    const rowStart = [];
    const bridgeStart = [];
    let idx = 0;
    for (let r = 0; r < longRows; r++) {
        rowStart.push(idx);
        idx += rowLen;
        if (r < longRows - 1) {
            bridgeStart.push(idx);
            idx += bridgesPerRow;
        }
    }
    for (let r = 0; r < longRows; r++)
        for (let x = 0; x + 1 < rowLen; x++)
            edges.push([rowStart[r] + x, rowStart[r] + x + 1]);
    for (let g = 0; g < longRows - 1; g++) {
        const cols = columns(g + 1);
        cols.forEach((col1, i) => {
            const b = bridgeStart[g] + i;
            edges.push([rowStart[g] + col1 - 1, b]);
            edges.push([b, rowStart[g + 1] + col1 - 1]);
        });
    }
    return edges.map(([a, b]) => (a < b ? [a, b] : [b, a])).sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}
const heronR2Columns = (gap) => (gap % 2 === 1 ? [4, 8, 12, 16] : [2, 6, 10, 14]);
/** The 156-qubit Heron r2 / r3 coupling map (Fez, Marrakesh, Kingston, Aachen). */
function heronEdges156() {
    return heavyHexEdges(8, 16, 4, heronR2Columns);
}
/**
 * 133-qubit Heron r1 (Torino): modelled as 7 long rows of 15 qubits and 6 bridge rows of 4
 * (odd gaps at 1-based columns 4, 8, 12, ... shifted like Heron r2) plus a final bridge row of
 * 4 qubits hanging below the last long row. Torino's real map was not available to check.
 */
function heronEdges133() {
    const cols = (gap) => (gap % 2 === 1 ? [4, 8, 12, 15] : [1, 6, 10, 14]);
    const edges = heavyHexEdges(7, 15, 4, cols);
    // qubits 0..128 used so far (7*15 + 6*4 = 129); 129..132 hang below the last row
    const lastRow = 129 - 15;
    [1, 5, 9, 13].forEach((col1, i) => edges.push([lastRow + col1 - 1, 129 + i]));
    return edges.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}
const NATIVE = ['cz', 'id', 'rz', 'sx', 'x'];
const FEZ_DEAD = [[27, 28], [31, 32], [32, 33], [68, 69], [80, 81], [106, 107], [139, 155]];
function figures(t1us, t2us, p10, p01, sx, cz, czLength) {
    return { t1: t1us * 1000, t2: t2us * 1000, readoutP10: p10, readoutP01: p01, sxError: sx, czError: cz, sxLength: 24, czLength, resetLength: 1584, measureLength: 1560 };
}
/**
 * Asymmetric readout split for devices whose snapshot only gives the median readout error r:
 * Fez's medians have P(1|0) ≈ 0.52·r and P(0|1) ≈ 1.52·r (0.00391 and 0.01147 for r = 0.00757),
 * and the same ratio is used for the others (their mean is r).
 */
function split(r) {
    const lo = 0.00391 / 0.00757;
    return [r * lo, r * (2 - lo)];
}
const HERON156 = 'generated heavy-hex rule (8 rows of 16 + 7 bridge rows of 4); checked edge by edge against conf_fez.json';
function make(name, backendName, processor, snapshot, edges, dead, f, couplingNote) {
    const n = 1 + Math.max(...edges.flat());
    return { name, backendName, processor, numQubits: n, basisGates: NATIVE, edges, deadEdges: dead, figures: f, snapshot, couplingNote };
}
function build() {
    const e156 = heronEdges156();
    const [m10, m01] = split(0.0095);
    const [t10, t01] = split(0.023);
    const [a10, a01] = split(0.0074);
    return {
        fez: make('fez', 'ibm_fez', 'Heron r2', '2025-02-26', e156, FEZ_DEAD, figures(144.9, 88.0, 0.00391, 0.01147, 2.29e-4, 3.90e-3, 84), HERON156),
        marrakesh: make('marrakesh', 'ibm_marrakesh', 'Heron r2', '2025-02-26', e156, [], figures(197, 118, m10, m01, 2.3e-4, 3.3e-3, 68), 'same Heron r2 heavy-hex rule as fez (not checked against its own conf file)'),
        kingston: make('kingston', 'ibm_kingston', 'Heron r2', '2026-04-15', e156, [], figures(283, 144, m10, m01, 2.4e-4, 1.8e-3, 68), 'same Heron r2 heavy-hex rule as fez (not checked against its own conf file)'),
        torino: make('torino', 'ibm_torino', 'Heron r1', '2025-02-26', heronEdges133(), [], figures(185, 141, t10, t01, 2.7e-4, 4.2e-3, 68), 'approximate 133-qubit heavy-hex (7 rows of 15 + bridges); not checked against conf_torino.json'),
        aachen: make('aachen', 'ibm_aachen', 'Heron r3', '2026-04-17', e156, [], figures(232, 255, a10, a01, 1.9e-4, 1.5e-3, 68), 'same 156-qubit heavy-hex rule as fez (not checked against its own conf file)')
    };
}
const DEVICES = build();
/** Names of the known fake devices, sorted. */
function deviceNames() {
    return Object.keys(DEVICES).sort();
}
/** The fake device `name` (case-insensitive; a leading `fake_` or `ibm_` is accepted). */
function getDevice(name) {
    const key = name.toLowerCase().replace(/^(fake_|ibm_)/, '');
    const d = DEVICES[key];
    if (!d)
        throw new DeviceError(`unknown device '${name}'; known devices: ${deviceNames().join(', ')}`);
    return d;
}
/** Usable couplers (dead ones removed) as an adjacency list. */
function adjacency(d) {
    const dead = new Set(d.deadEdges.map(([a, b]) => `${a},${b}`));
    const adj = Array.from({ length: d.numQubits }, () => []);
    for (const [a, b] of d.edges) {
        if (dead.has(`${a},${b}`))
            continue;
        adj[a].push(b);
        adj[b].push(a);
    }
    for (const l of adj)
        l.sort((x, y) => x - y);
    return adj;
}

;// CONCATENATED MODULE: ./src/quantum/devices/target.ts
/**
 * Targets: `sim-cpu` (noiseless statevector) and `fake:<device>[@<scale>]` (a device noise model
 * with every error scaled by `scale`, 1 <= scale <= 10). Scale semantics (docs/devices.md):
 * every gate error probability and both readout flip probabilities are multiplied by the scale
 * and capped (gate errors at d/(d+1), Qiskit's cap; readout flips at 0.5), and T1 and T2 are
 * divided by it. Durations are unchanged.
 */

class TargetError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TargetError';
    }
}
const MIN_SCALE = 1;
const MAX_SCALE = 10;
/** Parse `sim-cpu`, `fake:<device>` (scale 1) or `fake:<device>@<scale>`. Throws TargetError. */
function parseTarget(str) {
    const s = str.trim();
    if (s === 'sim-cpu')
        return { kind: 'sim-cpu', name: 'sim-cpu' };
    const m = /^fake:([A-Za-z0-9_]+)(?:@(.*))?$/.exec(s);
    if (!m)
        throw new TargetError(`unknown target '${str}': expected sim-cpu, fake:<device> or fake:<device>@<scale> (for example fake:fez@1.6)`);
    let device;
    try {
        device = getDevice(m[1]);
    }
    catch (e) {
        if (e instanceof DeviceError)
            throw new TargetError(`target '${str}': ${e.message}`);
        throw e;
    }
    let scale = 1;
    if (m[2] !== undefined) {
        if (!/^[0-9]+(\.[0-9]+)?$/.test(m[2]))
            throw new TargetError(`target '${str}': the scale must be a decimal number between ${MIN_SCALE} and ${MAX_SCALE}, got '${m[2]}'`);
        scale = Number(m[2]);
        if (!(scale >= MIN_SCALE && scale <= MAX_SCALE))
            throw new TargetError(`target '${str}': the scale must be between ${MIN_SCALE} and ${MAX_SCALE}, got ${m[2]}`);
    }
    return { kind: 'fake', name: `fake:${device.name}@${scale}`, device, scale };
}
/** Figures after scaling: errors × scale (capped), T1 and T2 ÷ scale. */
function scaledFigures(f, scale) {
    const cap = (x, c) => Math.min(x * scale, c);
    return {
        ...f,
        t1: f.t1 / scale,
        t2: f.t2 / scale,
        readoutP10: cap(f.readoutP10, 0.5),
        readoutP01: cap(f.readoutP01, 0.5),
        sxError: cap(f.sxError, 2 / 3),
        czError: cap(f.czError, 4 / 5)
    };
}

;// CONCATENATED MODULE: ./src/quantum/transpile/mat.ts

const mat_I2 = [1, 0, 0, 0, 0, 0, 1, 0];
const X2 = [0, 0, 1, 0, 1, 0, 0, 0];
const S = Math.SQRT1_2;
const H2 = [S, 0, S, 0, S, 0, -S, 0];
const SX2 = [0.5, 0.5, 0.5, -0.5, 0.5, -0.5, 0.5, 0.5];
/** a · b */
function mul(a, b) {
    return mul2(a, b);
}
function dag(m) {
    return [m[0], -m[1], m[4], -m[5], m[2], -m[3], m[6], -m[7]];
}
function rz(t) {
    return [Math.cos(t / 2), -Math.sin(t / 2), 0, 0, 0, 0, Math.cos(t / 2), Math.sin(t / 2)];
}
function ry(t) {
    const c = Math.cos(t / 2), s = Math.sin(t / 2);
    return [c, 0, -s, 0, s, 0, c, 0];
}
/** diag(1, e^{iφ}) */
function phase(phi) {
    return [1, 0, 0, 0, 0, 0, Math.cos(phi), Math.sin(phi)];
}
function scale(m, re, im) {
    const out = new Array(8);
    for (let i = 0; i < 4; i++) {
        out[2 * i] = m[2 * i] * re - m[2 * i + 1] * im;
        out[2 * i + 1] = m[2 * i] * im + m[2 * i + 1] * re;
    }
    return out;
}
/** True when a = e^{iφ}·b for some φ (within tol). */
function equalUpToPhase(a, b, tol = 1e-9) {
    // find the largest entry of b to fix the phase
    let k = 0, best = -1;
    for (let i = 0; i < 4; i++) {
        const v = b[2 * i] ** 2 + b[2 * i + 1] ** 2;
        if (v > best) {
            best = v;
            k = i;
        }
    }
    const br = b[2 * k], bi = b[2 * k + 1], ar = a[2 * k], ai = a[2 * k + 1];
    // phase = a_k / b_k
    const d = br * br + bi * bi;
    let pr = (ar * br + ai * bi) / d, pi = (ai * br - ar * bi) / d;
    const mod = Math.hypot(pr, pi);
    if (Math.abs(mod - 1) > 1e-6)
        return false;
    pr /= mod;
    pi /= mod;
    const sb = scale(b, pr, pi);
    for (let i = 0; i < 8; i++)
        if (Math.abs(sb[i] - a[i]) > tol)
            return false;
    return true;
}
function isIdentityUpToPhase(m, tol = 1e-10) {
    return equalUpToPhase(m, mat_I2, tol);
}
/** Angle normalised to (−π, π]. */
function normAngle(t) {
    let a = t % (2 * Math.PI);
    if (a <= -Math.PI)
        a += 2 * Math.PI;
    if (a > Math.PI)
        a -= 2 * Math.PI;
    return a;
}
/**
 * ZYZ decomposition: m = e^{iα}·Rz(β)·Ry(γ)·Rz(δ). Returns [α, β, γ, δ].
 */
function zyz(m) {
    const [ar, ai, br, bi, cr, ci, dr, di] = m;
    const detr = ar * dr - ai * di - (br * cr - bi * ci);
    const deti = ar * di + ai * dr - (br * ci + bi * cr);
    const alpha = Math.atan2(deti, detr) / 2;
    // V = e^{-iα} m ∈ SU(2): V = [[a, −b*], [b, a*]], a = e^{−i(β+δ)/2} cos(γ/2), b = e^{i(β−δ)/2} sin(γ/2)
    const v = scale(m, Math.cos(alpha), -Math.sin(alpha));
    const aAbs = Math.hypot(v[0], v[1]);
    const bAbs = Math.hypot(v[4], v[5]);
    const gamma = 2 * Math.atan2(bAbs, aAbs);
    const argA = aAbs > 1e-14 ? Math.atan2(v[1], v[0]) : 0;
    const argB = bAbs > 1e-14 ? Math.atan2(v[5], v[4]) : 0;
    const sum = -2 * argA; // β + δ
    const diff = 2 * argB; // β − δ
    return [alpha, (sum + diff) / 2, gamma, (sum - diff) / 2];
}
/** Square root of a 2×2 unitary (principal branch). */
function sqrtU(m) {
    // For a 2×2 unitary with eigenvalues λ1, λ2: √U = (U + √det·I) / sqrt(tr + 2√det), using the
    // principal root; fall back to the spectral method when the denominator vanishes.
    const [ar, ai, , , , , dr, di] = m;
    const detr = ar * dr - ai * di - (m[2] * m[4] - m[3] * m[5]);
    const deti = ar * di + ai * dr - (m[2] * m[5] + m[3] * m[4]);
    const ang = Math.atan2(deti, detr) / 2;
    const sr = Math.cos(ang), si = Math.sin(ang);
    for (const sign of [1, -1]) {
        const qr = sign * sr, qi = sign * si;
        // t = tr + 2q
        const tr = ar + dr + 2 * qr, ti = ai + di + 2 * qi;
        const mod = Math.hypot(tr, ti);
        if (mod < 1e-6)
            continue;
        // sqrt(t)
        const st = Math.sqrt(mod), sa = Math.atan2(ti, tr) / 2;
        const zr = st * Math.cos(sa), zi = st * Math.sin(sa);
        const num = [m[0] + qr, m[1] + qi, m[2], m[3], m[4], m[5], m[6] + qr, m[7] + qi];
        const d = zr * zr + zi * zi;
        return scale(num, zr / d, -zi / d);
    }
    throw new Error('no square root found');
}

;// CONCATENATED MODULE: ./src/quantum/transpile/decompose.ts


const U = (q, m) => ({ k: 'u', q, m });
const CX = (c, t) => ({ k: 'cx', c, t });
function rzz(a, b, theta) {
    return [CX(a, b), U(b, rz(theta)), CX(a, b)];
}
/** Exact decomposition of an uncontrolled base gate on `qs` (its own qubits). */
function decomposeBase(name, params, qs, matrix) {
    const [a, b] = qs;
    const p = params;
    switch (name) {
        case 'gphase': return [{ k: 'gphase', phi: p[0] }];
        case 'swap': return [CX(a, b), CX(b, a), CX(a, b)];
        case 'dcx': return [CX(a, b), CX(b, a)];
        case 'iswap': {
            const s = baseMatrix('s', []);
            return [U(a, s), U(b, s), U(a, H2), CX(a, b), CX(b, a), U(b, H2)];
        }
        case 'rzz': return rzz(a, b, p[0]);
        case 'rxx': return [U(a, H2), U(b, H2), ...rzz(a, b, p[0]), U(a, H2), U(b, H2)];
        case 'ryy': {
            const v = baseMatrix('rx', [Math.PI / 2]);
            const vd = baseMatrix('rx', [-Math.PI / 2]);
            // Y = Rx(π/2)·Z·Rx(−π/2): ryy(θ) = Rx(π/2)⊗Rx(π/2) · rzz(θ) · Rx(−π/2)⊗Rx(−π/2)
            return [U(a, vd), U(b, vd), ...rzz(a, b, p[0]), U(a, v), U(b, v)];
        }
        case 'rzx':
            // exp(−iθ/2 X_b Z_a)
            return [U(b, H2), ...rzz(a, b, p[0]), U(b, H2)];
        case 'ecr':
            // Qiskit: rzx(π/4) a,b; x a; rzx(−π/4) a,b
            return [...decomposeBase('rzx', [Math.PI / 4], qs), U(a, X2), ...decomposeBase('rzx', [-Math.PI / 4], qs)];
        default:
            if (qs.length !== 1)
                throw new Error(`cannot decompose gate ${name}`);
            return [U(a, baseMatrix(name, p, matrix))];
    }
}
/** Controlled 1-qubit unitary with one control, exact (incl. phase): Nielsen & Chuang 4.2. */
function controlled1(c, t, m) {
    const [alpha, beta, gamma, delta] = zyz(m);
    const A = mul(rz(beta), ry(gamma / 2));
    const B = mul(ry(-gamma / 2), rz(-(delta + beta) / 2));
    const C = rz((delta - beta) / 2);
    return [U(t, C), CX(c, t), U(t, B), CX(c, t), U(t, A), U(c, phase(alpha))];
}
/**
 * Controlled U with one control when tr U = 0 (U = λ·W·Z·W†, eigenvalues ±λ: x, y, z, h, …):
 * one cz, C-U = phase(λ) on c · W on t · CZ · W† on t. Undefined for other U.
 */
function controlledInvolution(c, t, m) {
    const [ar, ai, br, bi, cr, ci, dr, di] = m;
    if (Math.hypot(ar + dr, ai + di) > 1e-12)
        return undefined;
    // λ² = −det U
    const detr = ar * dr - ai * di - (br * cr - bi * ci);
    const deti = ar * di + ai * dr - (br * ci + bi * cr);
    const ang = Math.atan2(-deti, -detr) / 2;
    const lr = Math.cos(ang), li = Math.sin(ang);
    // eigenvector for λ: (b, λ − a) or (λ − d, c)
    let v0r = br, v0i = bi, v1r = lr - ar, v1i = li - ai;
    if (Math.hypot(v0r, v0i, v1r, v1i) < 1e-9) {
        v0r = lr - dr;
        v0i = li - di;
        v1r = cr;
        v1i = ci;
    }
    const nrm = Math.hypot(v0r, v0i, v1r, v1i);
    v0r /= nrm;
    v0i /= nrm;
    v1r /= nrm;
    v1i /= nrm;
    const W = [v0r, v0i, -v1r, v1i, v1r, v1i, v0r, -v0i];
    return [U(t, dag(W)), { k: 'cz', a: c, b: t }, U(t, W), U(c, phase(ang))];
}
/** Add positive controls `cs` to a primitive sequence. */
function addControls(seq, cs) {
    if (cs.length === 0)
        return seq;
    const out = [];
    for (const p of seq) {
        if (p.k === 'gphase') {
            out.push(...multiControlled1(cs.slice(0, -1), cs[cs.length - 1], phase(p.phi)));
        }
        else if (p.k === 'u') {
            out.push(...multiControlled1(cs, p.q, p.m));
        }
        else if (p.k === 'cx') {
            out.push(...multiControlled1([...cs, p.c], p.t, X2));
        }
        else {
            out.push(...multiControlled1([...cs, p.a], p.b, [1, 0, 0, 0, 0, 0, -1, 0]));
        }
    }
    return out;
}
/** U on t controlled by all of cs (positive). */
function multiControlled1(cs, t, m) {
    if (cs.length === 0)
        return [U(t, m)];
    if (cs.length === 1) {
        if (m === X2 || (m[0] === 0 && m[1] === 0 && m[2] === 1 && m[3] === 0 && m[4] === 1 && m[5] === 0 && m[6] === 0 && m[7] === 0))
            return [CX(cs[0], t)];
        return controlledInvolution(cs[0], t, m) ?? controlled1(cs[0], t, m);
    }
    const v = sqrtU(m);
    const rest = cs.slice(0, -1);
    const ck = cs[cs.length - 1];
    return [
        ...controlled1(ck, t, v),
        ...multiControlled1(rest, ck, X2),
        ...controlled1(ck, t, dag(v)),
        ...multiControlled1(rest, ck, X2),
        ...multiControlled1(rest, t, v)
    ];
}
/** Decompose an IR gate op into 1-qubit unitaries, CX and global phases (exact). */
function decomposeOp(op) {
    const nMod = op.ctrls ?? 0;
    const [base, own] = baseOf(op.name);
    // 'cu' is its own base in gates.ts: a 1-qubit U with phase, controlled once.
    const nCtrl = nMod + own;
    const controls = op.qubits.slice(0, nCtrl);
    const targets = op.qubits.slice(nCtrl);
    let seq;
    if (base === 'cu') {
        seq = [U(targets[0], baseMatrix('cu', op.params))];
    }
    else {
        seq = decomposeBase(base, op.params, targets, op.matrix);
    }
    // negative modifier controls: conjugate with X
    const neg = [];
    if (op.ctrlState !== undefined)
        for (let i = 0; i < nMod; i++)
            if (!((op.ctrlState >> i) & 1))
                neg.push(controls[i]);
    let out = addControls(seq, controls);
    if (neg.length)
        out = [...neg.map((q) => U(q, X2)), ...out, ...neg.map((q) => U(q, X2))];
    if (op.condition)
        out = out.map((p) => ({ ...p, cond: op.condition }));
    return out;
}

;// CONCATENATED MODULE: ./src/quantum/transpile/layout.ts
/**
 * Layout: choose a connected region of k usable physical qubits (dead couplers excluded) and
 * route 2-qubit gates inside it with a SABRE-style SWAP search (Li, Ding & Xie 2019): front layer
 * + extended-set look-ahead + decay, deterministic tie-breaking, and a shortest-path fallback that
 * guarantees progress. The initial placement is refined by forward-backward-forward passes.
 */
/** All-pairs BFS distances of an undirected graph given as adjacency lists. */
function distances(adj) {
    const n = adj.length;
    const out = [];
    for (let s = 0; s < n; s++) {
        const d = new Int32Array(n).fill(-1);
        d[s] = 0;
        const queue = [s];
        for (let h = 0; h < queue.length; h++) {
            const u = queue[h];
            for (const v of adj[u])
                if (d[v] < 0) {
                    d[v] = d[u] + 1;
                    queue.push(v);
                }
        }
        out.push(d);
    }
    return out;
}
/** True when the graph is connected. */
function isConnected(adj) {
    if (adj.length === 0)
        return true;
    const seen = new Uint8Array(adj.length);
    seen[0] = 1;
    const queue = [0];
    for (let h = 0; h < queue.length; h++)
        for (const v of adj[queue[h]])
            if (!seen[v]) {
                seen[v] = 1;
                queue.push(v);
            }
    return queue.length === adj.length;
}
/**
 * Candidate connected regions of k physical qubits, best first. From every start qubit two
 * growth rules run: "compact" (add the frontier qubit with the most links into the region) and
 * "path" (prefer a neighbour of the qubit added last, giving chains). Regions are scored by the
 * sum of pairwise distances inside the region plus the qubits' error score (lower is better;
 * with uniform medians every qubit scores the same). Up to `limit` distinct regions per rule.
 */
function candidateRegions(adj, k, qubitCost, limit = 6) {
    const n = adj.length;
    if (k > n)
        throw new Error(`the circuit needs ${k} qubits, the device has ${n}`);
    const cost = qubitCost ?? new Array(n).fill(0);
    const out = [];
    for (const rule of ['compact', 'path']) {
        const found = [];
        for (let s = 0; s < n; s++) {
            if (k > 1 && adj[s].length === 0)
                continue;
            const inSet = new Uint8Array(n);
            const qubits = [s];
            inSet[s] = 1;
            const links = new Int32Array(n);
            for (const v of adj[s])
                links[v]++;
            while (qubits.length < k) {
                let pick = -1;
                if (rule === 'path') {
                    // continue a chain: prefer the neighbour that keeps the index step of the last move
                    // (rows are numbered consecutively on IBM devices), then the lowest cost
                    const lastQ = qubits[qubits.length - 1];
                    const step = qubits.length > 1 ? lastQ - qubits[qubits.length - 2] : 1;
                    for (const v of adj[lastQ]) {
                        if (inSet[v])
                            continue;
                        const straight = v - lastQ === step ? 0 : 1;
                        const ps = pick < 0 ? 2 : pick - lastQ === step ? 0 : 1;
                        if (pick < 0 || straight < ps || (straight === ps && cost[v] < cost[pick]))
                            pick = v;
                    }
                }
                if (pick < 0) {
                    for (let v = 0; v < n; v++) {
                        if (inSet[v] || links[v] === 0)
                            continue;
                        if (pick < 0 || links[v] > links[pick] || (links[v] === links[pick] && cost[v] < cost[pick]))
                            pick = v;
                    }
                }
                if (pick < 0)
                    break;
                qubits.push(pick);
                inSet[pick] = 1;
                for (const v of adj[pick])
                    links[v]++;
            }
            if (qubits.length < k)
                continue;
            const d = distances(induced(adj, qubits));
            let score = 0;
            for (let i = 0; i < k; i++)
                for (let j = i + 1; j < k; j++)
                    score += d[i][j];
            for (const q of qubits)
                score += cost[q];
            found.push({ qubits, score, key: [...qubits].sort((a, b) => a - b).join(',') });
        }
        // compact regions: smallest pairwise distances first; chains: the most line-like first
        found.sort((a, b) => (rule === 'compact' ? a.score - b.score : b.score - a.score) || a.qubits[0] - b.qubits[0]);
        const seen = new Set();
        let taken = 0;
        for (const f of found) {
            if (taken >= limit)
                break;
            if (seen.has(f.key) || out.some((r) => [...r.qubits].sort((a, b) => a - b).join(',') === f.key))
                continue;
            seen.add(f.key);
            out.push({ qubits: f.qubits, adj: induced(adj, f.qubits) });
            taken++;
        }
    }
    if (!out.length)
        throw new Error(`no connected set of ${k} usable qubits on the device`);
    return out;
}
/** The best candidate region by score (see candidateRegions). */
function chooseRegion(adj, k, qubitCost) {
    return candidateRegions(adj, k, qubitCost, 1)[0];
}
function induced(adj, qubits) {
    const idx = new Map();
    qubits.forEach((q, i) => idx.set(q, i));
    return qubits.map((q) => adj[q].filter((v) => idx.has(v)).map((v) => idx.get(v)).sort((a, b) => a - b));
}
const EXT_SIZE = 20;
const EXT_WEIGHT = 0.5;
const DECAY = 0.001;
/**
 * Route `ops` on the region graph `adj` (compact indices) from the placement `initial`
 * (logical → compact physical). Deterministic.
 */
function sabreRoute(ops, adj, dist, initial) {
    const k = adj.length;
    const l2p = initial.slice();
    const p2l = new Int32Array(k).fill(-1);
    l2p.forEach((p, l) => { p2l[p] = l; });
    // DAG: predecessor counts through qubit and clbit wires
    const nOps = ops.length;
    const succ = Array.from({ length: nOps }, () => []);
    const indeg = new Int32Array(nOps);
    const lastQ = new Map();
    const lastC = new Map();
    for (let i = 0; i < nOps; i++) {
        const preds = new Set();
        for (const q of ops[i].qubits) {
            const p = lastQ.get(q);
            if (p !== undefined)
                preds.add(p);
            lastQ.set(q, i);
        }
        for (const c of ops[i].clbits) {
            const p = lastC.get(c);
            if (p !== undefined)
                preds.add(p);
            lastC.set(c, i);
        }
        for (const p of preds) {
            succ[p].push(i);
            indeg[i]++;
        }
    }
    const seq = [];
    let front = [];
    for (let i = 0; i < nOps; i++)
        if (indeg[i] === 0)
            front.push(i);
    const decay = new Float64Array(k).fill(1);
    let swaps = 0;
    let stall = 0;
    const done = (i, next) => {
        seq.push({ op: i, phys: ops[i].qubits.map((q) => l2p[q]) });
        for (const s of succ[i])
            if (--indeg[s] === 0)
                next.push(s);
    };
    const applySwap = (a, b) => {
        const la = p2l[a], lb = p2l[b];
        p2l[a] = lb;
        p2l[b] = la;
        if (la >= 0)
            l2p[la] = b;
        if (lb >= 0)
            l2p[lb] = a;
        seq.push({ swap: [a, b] });
        swaps++;
    };
    while (front.length) {
        // execute everything executable
        let progressed = true;
        while (progressed) {
            progressed = false;
            const next = [];
            const keep = [];
            for (const i of front.sort((a, b) => a - b)) {
                const o = ops[i];
                if (!o.twoQubit || dist[l2p[o.qubits[0]]][l2p[o.qubits[1]]] === 1) {
                    done(i, next);
                    progressed = true;
                }
                else
                    keep.push(i);
            }
            front = keep.concat(next);
            if (progressed) {
                decay.fill(1);
                stall = 0;
            }
        }
        if (!front.length)
            break;
        // fallback: walk the first front gate along a shortest path
        if (stall > 3 * k + 10) {
            const o = ops[front[0]];
            let a = l2p[o.qubits[0]];
            const b = l2p[o.qubits[1]];
            while (dist[a][b] > 1) {
                const step = adj[a].find((v) => dist[v][b] === dist[a][b] - 1);
                applySwap(a, step);
                a = step;
            }
            stall = 0;
            continue;
        }
        // extended set: the next 2-qubit ops after the front (BFS through successors)
        const ext = [];
        {
            const seen = new Set(front);
            const queue = [...front];
            for (let h = 0; h < queue.length && ext.length < EXT_SIZE; h++) {
                for (const s of succ[queue[h]]) {
                    if (seen.has(s))
                        continue;
                    seen.add(s);
                    queue.push(s);
                    if (ops[s].twoQubit) {
                        ext.push(s);
                        if (ext.length >= EXT_SIZE)
                            break;
                    }
                }
            }
        }
        const cands = [];
        const seenC = new Set();
        for (const i of front)
            for (const q of ops[i].qubits) {
                const p = l2p[q];
                for (const v of adj[p]) {
                    const a = Math.min(p, v), b = Math.max(p, v);
                    if (!seenC.has(a * k + b)) {
                        seenC.add(a * k + b);
                        cands.push([a, b]);
                    }
                }
            }
        cands.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
        let bestScore = Infinity;
        let best = cands[0];
        const pos = (l, a, b) => { const p = l2p[l]; return p === a ? b : p === b ? a : p; };
        for (const [a, b] of cands) {
            let f = 0;
            for (const i of front) {
                const o = ops[i];
                if (o.twoQubit)
                    f += dist[pos(o.qubits[0], a, b)][pos(o.qubits[1], a, b)];
            }
            f /= front.length;
            let e = 0;
            for (const i of ext) {
                const o = ops[i];
                e += dist[pos(o.qubits[0], a, b)][pos(o.qubits[1], a, b)];
            }
            if (ext.length)
                e = (EXT_WEIGHT * e) / ext.length;
            const score = Math.max(decay[a], decay[b]) * (f + e);
            if (score < bestScore - 1e-12) {
                bestScore = score;
                best = [a, b];
            }
        }
        applySwap(best[0], best[1]);
        decay[best[0]] += DECAY;
        decay[best[1]] += DECAY;
        stall++;
    }
    return { seq, initial, final: l2p, swaps };
}
/** Reverse of a routing op list (for the backward pass of the layout search). */
function reversed(ops) {
    return ops.slice().reverse();
}
/**
 * Initial placement: logical qubits in order of first use onto region qubits (compact order),
 * then refined by routing forward, backward and forward again and keeping the final placements
 * (unless the first placement needs no SWAP).
 */
function chooseLayout(ops, numLogical, adj, dist, passes = 2) {
    let layout = Array.from({ length: numLogical }, (_, i) => i);
    const order = [];
    const seen = new Uint8Array(numLogical);
    for (const o of ops)
        for (const q of o.qubits)
            if (!seen[q]) {
                seen[q] = 1;
                order.push(q);
            }
    for (let q = 0; q < numLogical; q++)
        if (!seen[q])
            order.push(q);
    order.forEach((l, i) => { layout[l] = i; });
    if (!ops.some((o) => o.twoQubit))
        return layout;
    const rev = reversed(ops);
    let bestLayout = layout;
    let bestSwaps = sabreRoute(ops, adj, dist, layout).swaps;
    // no SWAP at all: no refinement can do better (and it would keep this layout anyway)
    if (bestSwaps === 0)
        return layout;
    for (let p = 0; p < passes; p++) {
        const fwd = sabreRoute(ops, adj, dist, layout);
        const back = sabreRoute(rev, adj, dist, fwd.final);
        layout = back.final;
        const s = sabreRoute(ops, adj, dist, layout).swaps;
        if (s < bestSwaps) {
            bestSwaps = s;
            bestLayout = layout;
        }
    }
    return bestLayout;
}

;// CONCATENATED MODULE: ./src/quantum/transpile/transpile.ts






function cxToCz(c, t, cond) {
    return [{ k: 'u', q: t, m: H2, cond }, { k: 'cz', a: c, b: t, cond }, { k: 'u', q: t, m: H2, cond }];
}
/** Lower IR ops (on logical indices remapped by `map`) to 1-qubit unitaries, cz and non-gates. */
function lower(ops, map) {
    const out = [];
    for (const op of ops) {
        if (op.kind === 'measure')
            out.push({ k: 'measure', q: map(op.qubit), clbit: op.clbit, cond: op.condition });
        else if (op.kind === 'reset')
            out.push({ k: 'reset', q: map(op.qubit), cond: op.condition });
        else if (op.kind === 'barrier')
            out.push({ k: 'barrier', qs: op.qubits.map(map) });
        else {
            for (const p of decomposeOp(op)) {
                if (p.k === 'gphase')
                    continue;
                if (p.k === 'u')
                    out.push({ k: 'u', q: map(p.q), m: p.m, cond: p.cond });
                else if (p.k === 'cz')
                    out.push({ k: 'cz', a: map(p.a), b: map(p.b), cond: p.cond });
                else
                    out.push(...cxToCz(map(p.c), map(p.t), p.cond));
            }
        }
    }
    return out;
}
function isDiag(m, tol = 1e-12) {
    return Math.hypot(m[2], m[3]) < tol && Math.hypot(m[4], m[5]) < tol;
}
/**
 * Peephole optimisation on a lowered op list: merge unconditioned 1-qubit runs, let diagonal
 * 1-qubit gates commute through cz, and cancel adjacent identical cz pairs; repeated to a fixed
 * point (at most 6 rounds).
 */
function optimizeOps(ops, n) {
    let cur = ops;
    for (let round = 0; round < 6; round++) {
        const before = cur.length;
        cur = cancelCz(merge1q(cur, n), n);
        if (cur.length === before && round > 0)
            break;
    }
    return merge1q(cur, n);
}
function merge1q(ops, n) {
    const out = [];
    const pending = new Array(n).fill(undefined);
    // diagonal part that may pass through cz (kept separately so it can commute)
    const flush = (q) => {
        const m = pending[q];
        if (m) {
            pending[q] = undefined;
            if (!isIdentityUpToPhase(m))
                out.push({ k: 'u', q, m });
        }
    };
    for (const op of ops) {
        if (op.k === 'u' && !op.cond) {
            pending[op.q] = mul(op.m, pending[op.q] ?? mat_I2);
            continue;
        }
        if (op.k === 'cz' && !op.cond) {
            // diagonal pending gates commute with cz: keep them pending
            for (const q of [op.a, op.b]) {
                const m = pending[q];
                if (m && !isDiag(m))
                    flush(q);
            }
            out.push(op);
            continue;
        }
        const qs = op.k === 'barrier' ? op.qs : op.k === 'cz' ? [op.a, op.b] : [op.q];
        for (const q of qs)
            flush(q);
        out.push(op);
    }
    for (let q = 0; q < n; q++)
        flush(q);
    return out;
}
function cancelCz(ops, n) {
    const removed = new Uint8Array(ops.length);
    const stacks = Array.from({ length: n }, () => []);
    const top = (q) => { const s = stacks[q]; return s.length ? s[s.length - 1] : -1; };
    ops.forEach((op, i) => {
        if (op.k === 'cz' && !op.cond) {
            const j = top(op.a);
            if (j >= 0 && j === top(op.b)) {
                const o = ops[j];
                if (o.k === 'cz' && !o.cond) {
                    removed[i] = 1;
                    removed[j] = 1;
                    stacks[op.a].pop();
                    stacks[op.b].pop();
                    return;
                }
            }
        }
        const qs = op.k === 'barrier' ? op.qs : op.k === 'cz' ? [op.a, op.b] : [op.q];
        for (const q of qs)
            stacks[q].push(i);
    });
    return ops.filter((_, i) => !removed[i]);
}
/** A 1-qubit unitary as native gates (time order), equal up to a global phase. */
function toNative(m) {
    if (isIdentityUpToPhase(m))
        return [];
    const arg = (re, im) => Math.atan2(im, re);
    const RZ = (t) => ({ name: 'rz', params: [normAngle(t)] });
    if (isDiag(m, 1e-10))
        return [RZ(arg(m[6], m[7]) - arg(m[0], m[1]))];
    if (Math.hypot(m[0], m[1]) < 1e-10) {
        // [[0, b], [c, 0]] = Rz(φ)·X up to phase, φ = arg c − arg b
        const phi = normAngle(arg(m[4], m[5]) - arg(m[2], m[3]));
        return Math.abs(phi) < 1e-12 ? [{ name: 'x', params: [] }] : [{ name: 'x', params: [] }, RZ(phi)];
    }
    // U3(θ, φ, λ) up to phase, from m00 = cos θ/2, m10 = e^{iφ} sin θ/2, m01 = −e^{iλ} sin θ/2
    const g = arg(m[0], m[1]);
    const theta = 2 * Math.atan2(Math.hypot(m[4], m[5]), Math.hypot(m[0], m[1]));
    const phi = arg(m[4], m[5]) - g;
    const lam = arg(-m[2], -m[3]) - g;
    const seqs = [];
    // θ = π/2: U3(π/2, φ, λ) = Rz(φ + π/2)·SX·Rz(λ − π/2) up to phase
    if (Math.abs(theta - Math.PI / 2) < 1e-10)
        seqs.push([RZ(lam - Math.PI / 2), { name: 'sx', params: [] }, RZ(phi + Math.PI / 2)]);
    // general: U3(θ, φ, λ) = Rz(φ + π)·SX·Rz(θ + π)·SX·Rz(λ) up to phase
    seqs.push([RZ(lam), { name: 'sx', params: [] }, RZ(theta + Math.PI), { name: 'sx', params: [] }, RZ(phi + Math.PI)]);
    for (const s of seqs) {
        const clean = s.filter((g2) => g2.name !== 'rz' || Math.abs(g2.params[0]) > 1e-12);
        if (equalUpToPhase(nativeMatrix(clean), m, 1e-8))
            return clean;
    }
    throw new Error('internal error: 1-qubit synthesis failed');
}
function nativeMatrix(seq) {
    let acc = mat_I2;
    for (const g of seq)
        acc = mul(g.name === 'rz' ? rz(g.params[0]) : g.name === 'sx' ? SX2 : X2, acc);
    return acc;
}
/** Transpile `c` to `device` (see the module comment). */
function transpile(input, device, opts = {}) {
    const c = ir_basicCircuit(input);
    // used logical qubits → dense indices
    const used = new Uint8Array(c.numQubits);
    for (const op of c.ops) {
        if (op.kind === 'gate') {
            if (op.name !== 'gphase' || (op.ctrls ?? 0) > 0)
                for (const q of op.qubits)
                    used[q] = 1;
        }
        else if (op.kind !== 'barrier')
            used[op.qubit] = 1;
    }
    const dense = new Int32Array(c.numQubits).fill(-1);
    const logicalOf = [];
    for (let q = 0; q < c.numQubits; q++)
        if (used[q]) {
            dense[q] = logicalOf.length;
            logicalOf.push(q);
        }
    const k = logicalOf.length;
    const ops = c.ops
        .map((op) => {
        if (op.kind !== 'barrier')
            return op;
        const qs = op.qubits.filter((q) => used[q]);
        return qs.length ? { kind: 'barrier', qubits: qs } : undefined;
    })
        .filter((o) => o !== undefined);
    let lops = lower(ops, (q) => dense[q]);
    if (opts.optimize !== false)
        lops = optimizeOps(lops, k);
    const adjDev = adjacency(device);
    if (k > device.numQubits)
        throw new Error(`the circuit uses ${k} qubits; ${device.backendName} has ${device.numQubits}`);
    // Terminal measurements (the qubit's last op, no conditions anywhere) are routed after
    // everything else, so that no SWAP passes through an already measured qubit.
    const tail = [];
    if (!lops.some((o) => o.k !== 'barrier' && o.cond)) {
        const last = new Int32Array(k).fill(-1);
        lops.forEach((o, i) => { if (o.k !== 'barrier')
            for (const q of o.k === 'cz' ? [o.a, o.b] : [o.q])
                last[q] = i; });
        const keep = [];
        lops.forEach((o, i) => { if (o.k === 'measure' && last[o.q] === i)
            tail.push(o);
        else
            keep.push(o); });
        lops = keep;
    }
    const rops = lops.map((o) => {
        const qubits = o.k === 'barrier' ? o.qs : o.k === 'cz' ? [o.a, o.b] : [o.q];
        const clbits = [...(o.k !== 'barrier' && o.cond ? o.cond.clbits : []), ...(o.k === 'measure' && o.clbit >= 0 ? [o.clbit] : [])];
        return { qubits, clbits, twoQubit: o.k === 'cz' };
    });
    // Try a few candidate regions; keep the one whose routing needs the fewest SWAPs.
    const regions = k === 0 ? [{ qubits: [], adj: [] }] : candidateRegions(adjDev, k, undefined, rops.some((o) => o.twoQubit) ? opts.regionCandidates ?? 6 : 1);
    let best;
    for (const region of regions) {
        const dist = distances(region.adj);
        const initial = chooseLayout(rops, k, region.adj, dist, opts.layoutPasses ?? 2);
        const routed = sabreRoute(rops, region.adj, dist, initial);
        if (!best || routed.swaps < best.routed.swaps)
            best = { region, initial, routed };
        if (routed.swaps === 0)
            break;
    }
    const { region, initial, routed } = best;
    let phys = [];
    for (const s of routed.seq) {
        if ('swap' in s) {
            const [a, b] = s.swap;
            phys.push(...cxToCz(a, b), ...cxToCz(b, a), ...cxToCz(a, b));
            continue;
        }
        const o = lops[s.op];
        const p = s.phys;
        if (o.k === 'u')
            phys.push({ ...o, q: p[0] });
        else if (o.k === 'cz')
            phys.push({ ...o, a: p[0], b: p[1] });
        else if (o.k === 'barrier')
            phys.push({ k: 'barrier', qs: p });
        else
            phys.push({ ...o, q: p[0] });
    }
    for (const o of tail)
        if (o.k === 'measure')
            phys.push({ ...o, q: routed.final[o.q] });
    if (opts.optimize !== false)
        phys = optimizeOps(phys, k);
    else
        phys = merge1q(phys, k);
    const outOps = [];
    for (const o of phys) {
        if (o.k === 'u') {
            for (const g of toNative(o.m))
                outOps.push(gate(g.name, g.params, [o.q], o.cond));
        }
        else if (o.k === 'cz')
            outOps.push(gate('cz', [], [o.a, o.b], o.cond));
        else if (o.k === 'measure')
            outOps.push({ kind: 'measure', qubit: o.q, clbit: o.clbit, ...(o.cond ? { condition: o.cond } : {}) });
        else if (o.k === 'reset')
            outOps.push({ kind: 'reset', qubit: o.q, ...(o.cond ? { condition: o.cond } : {}) });
        else
            outOps.push({ kind: 'barrier', qubits: o.qs });
    }
    const circuit = { version: 3, numQubits: k, numClbits: c.numClbits, qregs: k ? [{ name: 'q', size: k, offset: 0 }] : [], cregs: c.cregs.map((r) => ({ ...r })), ops: outOps };
    const initialLayout = new Array(c.numQubits).fill(-1);
    const finalLayout = new Array(c.numQubits).fill(-1);
    logicalOf.forEach((l, d) => { initialLayout[l] = initial[d]; finalLayout[l] = routed.final[d]; });
    const gateCounts = {};
    for (const o of outOps)
        if (o.kind === 'gate')
            gateCounts[o.name] = (gateCounts[o.name] ?? 0) + 1;
    return {
        circuit, physicalQubits: region.qubits.slice(), initialLayout, finalLayout, swaps: routed.swaps,
        sentTwoQubitGates: circuitStats(c).nonlocalGates, twoQubitGates: gateCounts.cz ?? 0, depth: depthOf(circuit), gateCounts
    };
}
function gate(name, params, qubits, cond) {
    return cond ? { kind: 'gate', name, params, qubits, condition: cond } : { kind: 'gate', name, params, qubits };
}
/** Circuit depth over qubits and classical bits (barriers excluded, as Qiskit's depth()). */
function depthOf(input) {
    const c = ir_basicCircuit(input);
    const lq = new Int32Array(c.numQubits);
    const lc = new Int32Array(c.numClbits);
    let depth = 0;
    for (const op of c.ops) {
        if (op.kind === 'barrier')
            continue;
        const qs = op.kind === 'gate' ? op.qubits : [op.qubit];
        const cs = [...(op.condition ? op.condition.clbits : []), ...(op.kind === 'measure' && op.clbit >= 0 ? [op.clbit] : [])];
        let lvl = 0;
        for (const q of qs)
            lvl = Math.max(lvl, lq[q]);
        for (const b of cs)
            lvl = Math.max(lvl, lc[b]);
        lvl++;
        for (const q of qs)
            lq[q] = lvl;
        for (const b of cs)
            lc[b] = lvl;
        depth = Math.max(depth, lvl);
    }
    return depth;
}
/** OpenQASM 3 text of a transpiled circuit, on the device's physical qubits ($n). */
function toQasm3(t) {
    const c = basicCircuit(t.circuit);
    const lines = ['OPENQASM 3.0;'];
    for (const r of c.cregs)
        lines.push(`bit[${r.size}] ${r.name};`);
    const clName = (b) => {
        for (const r of c.cregs)
            if (b >= r.offset && b < r.offset + r.size)
                return `${r.name}[${b - r.offset}]`;
        return `c[${b}]`;
    };
    const Q = (q) => `$${t.physicalQubits[q]}`;
    const condStr = (cd) => {
        if (cd.clbits.length === 1)
            return `${clName(cd.clbits[0])} ${cd.negate ? '!=' : '=='} ${cd.value}`;
        // whole register when the bits form one register in order
        const r = c.cregs.find((reg) => reg.size === cd.clbits.length && cd.clbits.every((b, i) => b === reg.offset + i));
        return `${r ? r.name : '?'} ${cd.negate ? '!=' : '=='} ${cd.value}`;
    };
    for (const op of c.ops) {
        let s;
        if (op.kind === 'gate')
            s = `${op.name}${op.params.length ? `(${op.params.map((p) => p.toPrecision(17)).join(', ')})` : ''} ${op.qubits.map(Q).join(', ')};`;
        else if (op.kind === 'measure')
            s = op.clbit >= 0 ? `${clName(op.clbit)} = measure ${Q(op.qubit)};` : `measure ${Q(op.qubit)};`;
        else if (op.kind === 'reset')
            s = `reset ${Q(op.qubit)};`;
        else
            s = `barrier ${op.qubits.map(Q).join(', ')};`;
        if (op.kind !== 'barrier' && op.condition)
            s = `if (${condStr(op.condition)}) { ${s} }`;
        lines.push(s);
    }
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/quantum/noise/model.ts


function relaxation(t, t1, t2) {
    const t2e = Math.min(t2, 2 * t1);
    const gamma = -Math.expm1(-t / t1);
    // coherence after AD: e^{-t/2T1}; need e^{-t/T2}: extra factor (1 − 2pz) = e^{-t/T2 + t/2T1}
    const pz = -Math.expm1(-t / t2e + t / (2 * t1)) / 2;
    return { gamma, pz: Math.max(0, pz) };
}
/** Entanglement (process) fidelity of single-qubit relaxation: (1 + e^{-t/T1} + 2e^{-t/T2})/4. */
function relaxProcessFidelity(t, t1, t2) {
    const t2e = Math.min(t2, 2 * t1);
    return (1 + Math.exp(-t / t1) + 2 * Math.exp(-t / t2e)) / 4;
}
/**
 * Depolarising parameter p (ρ → (1−p)ρ + p·I/d) that makes depolarising ∘ relaxation reach the
 * average gate error `e`, as Qiskit's _device_depolarizing_error; 0 when relaxation alone already
 * reaches it. `processFid` is the relaxation's entanglement fidelity (product over qubits).
 */
function depolarizingParam(e, processFid, n) {
    const d = 2 ** n;
    const relaxFid = (d * processFid + 1) / (d + 1);
    const relaxInfid = 1 - relaxFid;
    if (!(e > relaxInfid))
        return 0;
    const eCap = Math.min(e, d / (d + 1));
    const p = (d * (eCap - relaxInfid)) / (d * relaxFid - 1);
    return Math.min(p, 4 ** n / (4 ** n - 1));
}
/**
 * The probability of the 2-qubit depolarising error on (a, b) that directly follows the cz at `ops[i]`, or
 * undefined when the next operation is not that error.
 * Both density-matrix simulators fold that error into the cz's pass (the caller then skips `ops[i + 1]`).
 */
function model_czDepolAfter(ops, i, a, b) {
    const nx = ops[i + 1];
    if (nx && nx.k === 'depol' && nx.qs.length === 2 && ((nx.qs[0] === a && nx.qs[1] === b) || (nx.qs[0] === b && nx.qs[1] === a)))
        return nx.p;
    return undefined;
}
/**
 * Noisy program of a transpiled compact circuit (gates rz, sx, x, id, cz; measure, reset,
 * barrier). `figs(q)` gives the effective figures of compact qubit q; `czError` and durations
 * come from the device figures (uniform couplers).
 */
function buildNoisyProgram(circuit, dev, figs, opts = {}) {
    const c = ir_basicCircuit(circuit);
    const n = c.numQubits;
    const idle = opts.idle !== false;
    const Q = Array.from({ length: n }, (_, q) => figs(q));
    const hasCond = c.ops.some((o) => o.kind !== 'barrier' && o.condition);
    // terminal measurements: no later op on the qubit, and no conditions anywhere
    const lastOp = new Int32Array(n).fill(-1);
    c.ops.forEach((o, i) => {
        const qs = o.kind === 'gate' || o.kind === 'barrier' ? o.qubits : [o.qubit];
        if (o.kind !== 'barrier')
            for (const q of qs)
                lastOp[q] = i;
    });
    const terminal = (i) => {
        const o = c.ops[i];
        return o.kind === 'measure' && !hasCond && lastOp[o.qubit] === i;
    };
    // measured before, then used: not static
    let isStatic = !hasCond;
    {
        const measured = new Uint8Array(n);
        for (const o of c.ops) {
            if (o.kind === 'barrier')
                continue;
            const qs = o.kind === 'gate' ? o.qubits : [o.qubit];
            for (const q of qs)
                if (measured[q] && o.kind !== 'measure')
                    isStatic = false;
            if (o.kind === 'measure')
                measured[o.qubit] = 1;
        }
        if (c.ops.some((o, i) => o.kind === 'measure' && !terminal(i)))
            isStatic = false;
    }
    const dur = (i) => {
        const o = c.ops[i];
        if (o.kind === 'barrier')
            return 0;
        if (o.kind === 'measure')
            return terminal(i) ? 0 : dev.measureLength;
        if (o.kind === 'reset')
            return dev.resetLength;
        if (o.name === 'rz')
            return 0;
        if (o.name === 'cz')
            return dev.czLength;
        return dev.sxLength;
    };
    // ALAP: ASAP on the reversed circuit; terminal measurements at reversed time 0.
    const m = c.ops.length;
    const revEnd = new Float64Array(m);
    {
        const availQ = new Float64Array(n);
        const availC = new Float64Array(c.numClbits);
        for (let i = m - 1; i >= 0; i--) {
            const o = c.ops[i];
            const qs = o.kind === 'gate' || o.kind === 'barrier' ? o.qubits : [o.qubit];
            const cs = [...(o.kind !== 'barrier' && o.condition ? o.condition.clbits : []), ...(o.kind === 'measure' && o.clbit >= 0 ? [o.clbit] : [])];
            let s = 0;
            if (!terminal(i)) {
                for (const q of qs)
                    s = Math.max(s, availQ[q]);
                for (const b of cs)
                    s = Math.max(s, availC[b]);
            }
            const e = s + dur(i);
            revEnd[i] = e;
            for (const q of qs)
                availQ[q] = Math.max(availQ[q], e);
            for (const b of cs)
                availC[b] = Math.max(availC[b], e);
        }
    }
    let T = 0;
    for (let i = 0; i < m; i++)
        T = Math.max(T, revEnd[i]);
    const ops = [];
    const lastEnd = new Float64Array(n).fill(-1);
    const lastIdx = new Int32Array(n).fill(-1);
    const push = (op) => {
        const qs = op.k === 'cz' ? [op.a, op.b] : op.k === 'depol' ? op.qs : [op.q];
        for (const q of qs)
            lastIdx[q] = ops.length;
        ops.push(op);
    };
    const pushRelax = (q, t, cond) => {
        if (t <= 0)
            return;
        const r = relaxation(t, Q[q].t1, Q[q].t2);
        const j = lastIdx[q];
        const prev = j >= 0 ? ops[j] : undefined;
        // consecutive relaxations of a qubit compose (thermal relaxation is a semigroup; ops on other
        // qubits in between commute with it)
        if (prev && prev.k === 'relax' && !prev.cond && !cond) {
            const g = 1 - (1 - prev.gamma) * (1 - r.gamma);
            const pz = (1 - (1 - 2 * prev.pz) * (1 - 2 * r.pz)) / 2;
            ops[j] = { k: 'relax', q, gamma: g, pz };
            return;
        }
        push({ k: 'relax', q, gamma: r.gamma, pz: r.pz, ...(cond ? { cond } : {}) });
    };
    for (let i = 0; i < m; i++) {
        const o = c.ops[i];
        if (o.kind === 'barrier')
            continue;
        const start = T - revEnd[i];
        const qs = o.kind === 'gate' ? o.qubits : [o.qubit];
        if (idle)
            for (const q of qs)
                if (lastEnd[q] >= 0 && start - lastEnd[q] > 1e-9)
                    pushRelax(q, start - lastEnd[q]);
        const d = dur(i);
        for (const q of qs)
            lastEnd[q] = start + d;
        const cond = o.condition;
        const C = cond ? { cond } : {};
        if (o.kind === 'measure') {
            push({ k: 'measure', q: o.qubit, clbit: o.clbit, terminal: terminal(i), ...C });
            continue;
        }
        if (o.kind === 'reset') {
            push({ k: 'reset', q: o.qubit, ...C });
            pushRelax(o.qubit, d, cond);
            continue;
        }
        if (o.name === 'cz') {
            const [a, b] = o.qubits;
            push({ k: 'cz', a, b, ...C });
            const fid = relaxProcessFidelity(d, Q[a].t1, Q[a].t2) * relaxProcessFidelity(d, Q[b].t1, Q[b].t2);
            const p = depolarizingParam(dev.czError, fid, 2);
            if (p > 0)
                push({ k: 'depol', qs: [a, b], p, ...C });
            pushRelax(a, d, cond);
            pushRelax(b, d, cond);
            continue;
        }
        const q = o.qubits[0];
        if (o.qubits.length !== 1 || !['rz', 'sx', 'x', 'id'].includes(o.name))
            throw new Error(`noisy simulation expects native gates (rz, sx, x, id, cz), got ${o.name}`);
        if (o.name !== 'id')
            push({ k: 'u', q, m: baseMatrix(o.name, o.params), ...C });
        if (o.name === 'rz')
            continue;
        const p = depolarizingParam(Q[q].sxError, relaxProcessFidelity(d, Q[q].t1, Q[q].t2), 1);
        if (p > 0)
            push({ k: 'depol', qs: [q], p, ...C });
        pushRelax(q, d, cond);
    }
    return { numQubits: n, numClbits: c.numClbits, ops, readout: Q.map((f) => ({ p10: f.readoutP10, p01: f.readoutP01 })), duration: T, static: isStatic, idle };
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/quantum/noise/pauli-labels.ts
/**
 * CZ on a pair as a signed permutation of the 16 labels (P_a, P_b) → sign · (P'_a, P'_b), index
 * P_a + 4·P_b (symmetric in a and b). Derived from CZ·(P_a ⊗ P_b)·CZ; tested against the matrices.
 */
const CZ_LABELS = [
    [0, 1], [13, 1], [14, 1], [3, 1],
    [7, 1], [10, 1], [9, -1], [4, 1],
    [11, 1], [6, -1], [5, 1], [8, 1],
    [12, 1], [1, 1], [2, 1], [15, 1]
];

;// CONCATENATED MODULE: ./src/quantum/noise/pauli-wasm.ts
/**
 * The Pauli-basis pair pass (pauli.ts `pairPass`) as WebAssembly SIMD kernels, assembled here
 * from code (no binary in the repository): two neighbouring groups at a time in f64x2 lanes (the
 * groups of base indices i and i + 1, which differ in digit 0, so the pair must not involve
 * qubit 0). Same operations in the same order as pairPass, no fused multiply-add: results are
 * bit-identical to the JavaScript kernel (tested).
 *
 * The kernels run on a tile copied into a SKEWED scratch layout (pauli.ts runTiles): index i lives
 * at byte skew(i) = 8·i + 64·(⌊i/2^10⌋ + ⌊i/2^16⌋ + ⌊i/2^22⌋). Without the skew, the 16 members of
 * a group on high digits lie a power of two apart (512 KiB for digit 8), all in the same L1 and L2
 * cache set, more than the sets' 8 ways: measured 2× slower (docs/devices.md). The skew is linear
 * in every digit (a digit's values never carry into the next), so member offsets stay constant
 * strides: digit d's stride is skew(4^d). Below index 1024 the skew is zero (plain layout).
 *
 * Export `pair(c, par, sa, sb, m, start, end, cz)`: c = byte offset of the scratch in the
 * imported memory `env.mem`, par = byte offset of the 36 coefficients (f·Ra rows 1–3, Rb rows
 * 1–3, f·Rb rows 1–3, row-major), sa / sb = byte strides of digits a and b (skew(4^a), skew(4^b)),
 * m = index mask of digits a and b, [start, end) = base indices (start even), cz = 0 / 1.
 * Export `runs(state, scratch, table, n, bytes, gather)`: copies n runs of `bytes` bytes between
 * the state and the scratch; run r's byte offsets are table[2r] (state) and table[2r + 1]
 * (scratch), i32 at byte offset `table`; gather = 1 copies state → scratch, 0 scratch → state.
 */


/** Byte offset of scratch index i in the skewed layout (see the module comment). */
const skew = (i) => 8 * i + 64 * ((i >>> 10) + (i >>> 16) + (i >>> 22));
/** Bytes of a skewed scratch for `n` coefficients (indices 0 … n − 1), rounded up to 64 KiB. */
const scratchBytes = (n) => Math.ceil((skew(n - 1) + 8) / 65536) * 65536;
/**
 * One kernel. `lane` = byte distance of the two lanes: 8 (neighbouring groups along digit 0,
 * one v128 load per member), or 32 / 128 for pairs on digit 0: lanes are neighbouring groups along
 * digit 1 (or digit 2 when the pair is (0, 1)), loaded and stored as two f64 halves.
 *
 * In two in-place stages, so that few values are live at once (x86 has 16 vector registers; a
 * kernel holding all 16 members, 36 coefficients and the intermediates spilled most of them):
 * stage A, column by column (digit b fixed): load the 4 members, store Ra's rows 1–3 (the y of
 * pairPass); stage B, rows I and Z of digit a together, then rows X and Y (the cz permutation
 * keeps each of these two row pairs within itself): load the 8 members, store every output (Rb's
 * rows, or f·Rb's for row I) straight to its place after the cz. Same products and sums in the
 * same order as pairPass.
 */
function kernelBody(lane) {
    // params: 0 c, 1 par, 2 sa, 3 sb, 4 m, 5 start, 6 end, 7 cz
    const C = 0, PAR = 1, SA = 2, SB = 3, M = 4, START = 5, END = 6, CZ = 7;
    const I = 8, P = 9, O = 10; // O + (da + 4·db): byte offset of member (da, db)
    const COEF = 26; // 36 splatted coefficients: f·Ra rows 1–3 (0–11), Rb (12–23), f·Rb (24–35)
    const V = COEF + 36; // 8 loaded members
    const nI32 = COEF - 8, nV = 36 + 8;
    const aC = (r, j) => COEF + (r - 1) * 4 + j;
    const bC = (r, j) => COEF + 12 + (r - 1) * 4 + j;
    const eC = (r, j) => COEF + 24 + (r - 1) * 4 + j;
    const dot = (coef, src) => {
        const out = [...lg(coef(0)), ...lg(src(0)), ...F_MUL];
        for (let j = 1; j < 4; j++)
            out.push(...lg(coef(j)), ...lg(src(j)), ...F_MUL, ...F_ADD);
        return out;
    };
    const addr = (l) => [...lg(P), ...lg(O + l), ...I_ADD];
    const load = (l, into) => lane === 8
        ? [...addr(l), ...V_LOAD(), ...ls(into)]
        : [...addr(l), ...addr(l), ...LOAD64_ZERO, ...LOAD64_LANE(lane, 1), ...ls(into)];
    /** Store the v128 the code `val` leaves on the stack at member l. */
    const store = (l, val) => lane === 8
        ? [...addr(l), ...val, ...V_STORE]
        : [...addr(l), ...val, ...STORE64_LANE(0, 0), ...addr(l), ...val, ...STORE64_LANE(lane, 1)];
    const from = new Array(16);
    CZ_LABELS.forEach(([to, sign], l) => { from[to] = [l, sign]; });
    /** One group pair's body, with (cz) or without the cz permutation. */
    const groupBody = (cz) => {
        const out = [];
        // P = c + skew(i)
        out.push(...lg(C), ...lg(I), ...i32c(3), ...I_SHL, ...I_ADD);
        out.push(...lg(I), ...i32c(10), ...I_SHR_U, ...lg(I), ...i32c(16), ...I_SHR_U, ...I_ADD, ...lg(I), ...i32c(22), ...I_SHR_U, ...I_ADD);
        out.push(...i32c(6), ...I_SHL, ...I_ADD, ...ls(P));
        // stage A: column db → y(r, db) = Σ_j f·Ra[r][j] · x(j, db), r = 1..3
        for (let db = 0; db < 4; db++) {
            for (let da = 0; da < 4; da++)
                out.push(...load(da + 4 * db, V + da));
            for (let r = 1; r < 4; r++)
                out.push(...store(r + 4 * db, dot((j) => aC(r, j), (j) => V + j)));
        }
        // stage B: rows {I, Z} then {X, Y}; value of member (da, db) before the cz:
        // (0, 0) x; (da, 0) y; (0, r) Σ_j f·Rb[r][j] · x(0, j); (da ≥ 1, r) Σ_j Rb[r][j] · y(da, j)
        for (const rows of [[0, 3], [1, 2]]) {
            const slot = (da, db) => V + 4 * rows.indexOf(da) + db;
            for (const da of rows)
                for (let db = 0; db < 4; db++)
                    out.push(...load(da + 4 * db, slot(da, db)));
            const value = (l) => {
                const da = l & 3, db = l >> 2;
                if (db === 0)
                    return lg(slot(da, 0));
                return dot((j) => (da === 0 ? eC(db, j) : bC(db, j)), (j) => slot(da, j));
            };
            for (const da of rows)
                for (let db = 0; db < 4; db++) {
                    const l = da + 4 * db;
                    if (l === 0)
                        continue; // (I, I) stays
                    if (!cz) {
                        if (db !== 0)
                            out.push(...store(l, value(l)));
                        continue;
                    }
                    const [src, sign] = from[l];
                    if (src === l && db === 0)
                        continue; // unchanged and already in place
                    out.push(...store(l, [...value(src), ...(sign < 0 ? F_NEG : [])]));
                }
        }
        return out;
    };
    const loop = (cz) => [
        ...lg(START), ...ls(I),
        0x02, 0x40, 0x03, 0x40, // block, loop
        ...lg(I), ...lg(END), ...I_GE_U, 0x0d, 1, // br_if exit
        ...groupBody(cz),
        // i = (((i | lane bit) | m) + 1) & ~m
        ...lg(I), ...i32c(lane / 8), ...I_OR, ...lg(M), ...I_OR, ...i32c(1), ...I_ADD, ...lg(M), ...i32c(-1), ...I_XOR, ...I_AND, ...ls(I),
        0x0c, 0, 0x0b, 0x0b // br loop, end loop, end block
    ];
    const body = [];
    for (let j = 0; j < 36; j++)
        body.push(...lg(PAR), ...LOAD64_SPLAT(8 * j), ...ls(COEF + j));
    for (let da = 0; da < 4; da++)
        for (let db = 0; db < 4; db++) {
            body.push(...i32c(0));
            for (let t = 0; t < da; t++)
                body.push(...lg(SA), ...I_ADD);
            for (let t = 0; t < db; t++)
                body.push(...lg(SB), ...I_ADD);
            body.push(...ls(O + da + 4 * db));
        }
    body.push(...lg(CZ), 0x04, 0x40, ...loop(true), 0x05, ...loop(false), 0x0b); // if cz … else … end
    body.push(0x0b); // end function
    // locals vector: entries (count, type)
    const locals = vec([[...u32(nI32), I32], [...u32(nV), V128]]);
    return [...locals, ...body];
}
/**
 * `runs(state, scratch, table, n, bytes, gather)`: for r < n, copy `bytes` (a multiple of 64)
 * between state + table[2r] and scratch + table[2r + 1], 64 bytes (4 v128) per step.
 */
function runsBody() {
    const STATE = 0, SCRATCH = 1, TABLE = 2, N = 3, BYTES = 4, GATHER = 5;
    const R = 6, SRC = 7, DST = 8, B = 9, E = 10;
    const body = [];
    body.push(...lg(TABLE), ...ls(R));
    body.push(...lg(N), ...i32c(3), ...I_SHL, ...lg(TABLE), ...I_ADD, ...ls(E)); // end of the table
    body.push(0x02, 0x40, 0x03, 0x40); // block, loop over runs
    body.push(...lg(R), ...lg(E), ...I_GE_U, 0x0d, 1);
    // s = state + table[2r], t = scratch + table[2r + 1]; gather: src s, dst t; else the reverse
    const s = [...lg(STATE), ...lg(R), 0x28, 2, 0, ...I_ADD]; // i32.load align 4 offset 0
    const t = [...lg(SCRATCH), ...lg(R), 0x28, 2, 4, ...I_ADD];
    body.push(...lg(GATHER), 0x04, 0x40, ...s, ...ls(SRC), ...t, ...ls(DST), 0x05, ...t, ...ls(SRC), ...s, ...ls(DST), 0x0b);
    body.push(...i32c(0), ...ls(B));
    body.push(0x02, 0x40, 0x03, 0x40); // block, loop over the run's bytes
    body.push(...lg(B), ...lg(BYTES), ...I_GE_U, 0x0d, 1);
    for (let o = 0; o < 64; o += 16)
        body.push(...lg(DST), ...lg(B), ...I_ADD, ...lg(SRC), ...lg(B), ...I_ADD, ...V_LOAD(o), 0xfd, 0x0b, 4, ...u32(o));
    body.push(...lg(B), ...i32c(64), ...I_ADD, ...ls(B));
    body.push(0x0c, 0, 0x0b, 0x0b);
    body.push(...lg(R), ...i32c(8), ...I_ADD, ...ls(R));
    body.push(0x0c, 0, 0x0b, 0x0b);
    body.push(0x0b);
    return [...vec([[...u32(5), I32]]), ...body];
}
/** Kernels exported by the module: name → lane distance in bytes. */
const WASM_KERNELS = { pair: 8, pair4: 32, pair16: 128 };
/** The module's bytes: the three pair kernels, then `runs`. */
function pauliWasmBytes() {
    const names = Object.keys(WASM_KERNELS);
    return moduleBytes([...names.map((n) => ({ name: n, params: 8, body: kernelBody(WASM_KERNELS[n]) })), { name: 'runs', params: 6, body: runsBody() }]);
}
/** The compiled module, or undefined where WebAssembly SIMD or shared memory is unavailable. */
const pauliWasmModule = lazyModule(pauliWasmBytes);
/** Bytes of one pass's coefficients (36 f64) in the slots at the start of the memory. */
const WASM_SLOT_BYTES = 288;
/** Coefficient slots before the state: the passes of one tile batch (pauli.ts MAX_BATCH). */
const WASM_SLOTS = 224;
/** Bytes reserved before the state (one 64 KiB page: WASM_SLOTS coefficient slots). */
const WASM_COEF_OFFSET = 65536;
/**
 * The kernel for a pair on a k-qubit state (k ≥ 3), by laneOf: digit 0 free → `pair`; pair
 * (0, b ≥ 2) → `pair4`; pair (0, 1) → `pair16` (needs digit 2 free, i.e. k ≥ 3).
 */
function kernelFor(w, a, b) {
    return [w.pair, w.pair4, w.pair16][laneOf(a, b)];
}
/** Low digits of a run copied between the state and a scratch: 4^5 coefficients at most (8 KiB). */
const RUN_MAX_DIGITS = 5;
const roundPages = (bytes) => Math.ceil(bytes / 65536) * 65536;
/**
 * The memory and kernels for a k-qubit state (k ≥ 3) whose tiles have at most `tileDigits`
 * digits, with `scratches` scratches (one per thread); undefined where WebAssembly SIMD or shared
 * memory is unavailable.
 */
function pauliWasmInstance(k, tileDigits = k, scratches = 1) {
    const module = pauliWasmModule();
    if (!module || !WA)
        return undefined;
    try {
        const d = Math.min(k, tileDigits);
        const table = WASM_COEF_OFFSET + roundPages(8 * 4 ** k);
        const maxRuns = 4 ** Math.max(0, d - 3);
        const first = table + roundPages(8 * maxRuns);
        const each = scratchBytes(4 ** d);
        const scratch = Array.from({ length: scratches }, (_, i) => first + i * each);
        const pages = (first + scratches * each) / 65536;
        const mem = new WA.Memory({ initial: pages, maximum: pages, shared: true });
        const ex = new WA.Instance(module, { env: { mem } }).exports;
        return { mem, module, pair: ex['pair'], pair4: ex['pair4'], pair16: ex['pair16'], runs: ex['runs'], table, maxRuns, scratch };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/quantum/noise/superop.ts
/**
 * 1-qubit superoperators (complex 4×4 on (row bit, column bit), interleaved, row-major; local
 * index r + 2c) of the noise model's operations, and their Pauli transfer matrices. Shared by the
 * Pauli-basis simulator (pauli.ts) and the complex density matrix kept as a cross-check (density.ts).
 */

function superop_mul4(a, b) {
    return Float64Array.from(cmul(a, b, 4));
}
/** Superoperator of ρ → UρU†: S[(r'+2c'), (r+2c)] = U[r'][r]·conj(U[c'][c]). */
function superop_unitarySuperop(u) {
    const s = new Float64Array(32);
    for (let rp = 0; rp < 2; rp++)
        for (let cp = 0; cp < 2; cp++)
            for (let r = 0; r < 2; r++)
                for (let c = 0; c < 2; c++) {
                    const ar = u[2 * (rp * 2 + r)], ai = u[2 * (rp * 2 + r) + 1];
                    const br = u[2 * (cp * 2 + c)], bi = -u[2 * (cp * 2 + c) + 1];
                    const row = rp + 2 * cp, col = r + 2 * c;
                    s[2 * (row * 4 + col)] = ar * br - ai * bi;
                    s[2 * (row * 4 + col) + 1] = ar * bi + ai * br;
                }
    return s;
}
function real4(entries) {
    const s = new Float64Array(32);
    for (const [r, c, v] of entries)
        s[2 * (r * 4 + c)] = v;
    return s;
}
/** Amplitude damping γ followed by a Z flip with probability pz. */
function superop_relaxSuperop(gamma, pz) {
    const e = Math.sqrt(1 - gamma) * (1 - 2 * pz);
    return real4([[0, 0, 1], [0, 3, gamma], [3, 3, 1 - gamma], [1, 1, e], [2, 2, e]]);
}
/** ρ → (1−p)ρ + p·I/2. */
function superop_depolSuperop(p) {
    return real4([[0, 0, 1 - p / 2], [0, 3, p / 2], [3, 0, p / 2], [3, 3, 1 - p / 2], [1, 1, 1 - p], [2, 2, 1 - p]]);
}
function superop_resetSuperop() {
    return real4([[0, 0, 1], [0, 3, 1]]);
}
/**
 * Pauli transfer matrix of a 1-qubit superoperator: R_ij = Tr(σ_i E(σ_j)) / 2 (real for every
 * Hermiticity-preserving map). Row i = 0 is (1, 0, 0, 0) for trace-preserving maps.
 */
function superop_pauliTransfer(S) {
    // σ_j as vec (local index r + 2c), interleaved complex
    const sig = [
        [1, 0, 0, 0, 0, 0, 1, 0],
        [0, 0, 1, 0, 1, 0, 0, 0],
        [0, 0, 0, 1, 0, -1, 0, 0],
        [1, 0, 0, 0, 0, 0, -1, 0]
    ];
    const R = new Float64Array(16);
    for (let j = 0; j < 4; j++) {
        const out = new Array(8).fill(0);
        for (let r = 0; r < 4; r++)
            for (let c = 0; c < 4; c++) {
                const sr = S[2 * (r * 4 + c)], si = S[2 * (r * 4 + c) + 1];
                out[2 * r] += sr * sig[j][2 * c] - si * sig[j][2 * c + 1];
                out[2 * r + 1] += sr * sig[j][2 * c + 1] + si * sig[j][2 * c];
            }
        // B = [[x0, x2], [x1, x3]]: Tr B = x0 + x3, Tr σx B = x1 + x2, Tr σy B = i(x2 − x1), Tr σz B = x0 − x3 (real parts)
        R[0 * 4 + j] = (out[0] + out[6]) / 2;
        R[1 * 4 + j] = (out[2] + out[4]) / 2;
        R[2 * 4 + j] = (-(out[5] - out[3])) / 2;
        R[3 * 4 + j] = (out[0] - out[6]) / 2;
    }
    return R;
}

;// CONCATENATED MODULE: ./src/quantum/noise/pauli.ts
/**
 * Exact noisy simulation of a static program in the PAULI BASIS: ρ = Σ_P c_P · P / 2^k over the
 * 4^k Pauli strings P, with real coefficients c_P = Tr(P ρ) (ρ is Hermitian). Qubit q is base-4
 * digit q of the index (bits 2q, 2q + 1; digit value 0 = I, 1 = X, 2 = Y, 3 = Z), so the state is
 * ONE real Float64Array of 4^k entries (12 qubits: 134 MB, half the complex density matrix).
 *
 * - Every 1-qubit operation (gate, depolarising error, relaxation, reset) acts on a qubit's digit
 *   as its Pauli transfer matrix R (real 4×4, R_ij = Tr(σ_i E(σ_j)) / 2). All channels of the model
 *   are trace-preserving, so row 0 is exactly (1, 0, 0, 0): the I coefficient never changes and
 *   an application costs 12 multiply-adds per 4 coefficients. Everything on a qubit between two cz
 *   is fused into ONE pending R (4×4 products).
 * - A cz is Clifford: a signed permutation of the 16 labels of its pair. Its 2-qubit depolarising
 *   error (ρ → (1 − p)ρ + p·I/4 ⊗ Tr_ab ρ) scales every label that is not I⊗I on the pair by 1 − p.
 *   So a cz costs ONE pass: for every group of 16 coefficients (digits a and b) the pending R of
 *   a and of b, the permutation and the scale, in registers (the scale folded into the matrices).
 * - The output distribution needs only the I/Z labels: p(x) = 2^-k Σ_S c_{Z_S} (−1)^{|x ∧ S|}. The
 *   last pending R of every qubit is applied while reducing its digit to (I, Z), digit by digit
 *   (each step halves the data, in place), then one Walsh–Hadamard transform of 2^k values.
 * - Speed: the pair pass also runs as a WebAssembly SIMD kernel (pauli-wasm.ts, bit-identical),
 *   and from THREAD_MIN_QUBITS qubits each pass is split across worker threads (startTeam).
 */





/** Largest Pauli-basis state: 12 qubits = 4^12 real coefficients (134 MB). */
const MAX_PAULI_QUBITS = 12;
/** PTM of a 1-qubit superoperator (complex 4×4 as in density.ts), trace-preserving row enforced. */
function ptmOf(S) {
    const R = superop_pauliTransfer(S);
    R[0] = 1;
    R[1] = 0;
    R[2] = 0;
    R[3] = 0;
    return R;
}
/** a · b (apply b first), row 0 kept exactly (1, 0, 0, 0). */
function ptmMul(a, b) {
    const out = new Float64Array(16);
    out[0] = 1;
    for (let r = 1; r < 4; r++)
        for (let c = 0; c < 4; c++) {
            let s = 0;
            for (let k = 0; k < 4; k++)
                s += a[r * 4 + k] * b[k * 4 + c];
            out[r * 4 + c] = s;
        }
    return out;
}
const IDENTITY = new Float64Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);

/**
 * One pass for a pair (a, b) (a ≠ b): the PTMs Ra, Rb of the two qubits, then (when `cz`) the cz
 * permutation, then the scale f = 1 − p of every label that is not I⊗I on the pair (2-qubit
 * depolarising). In place on c (4^k coefficients). Only the groups whose base index (digits a and b
 * zero) lies in [start, end) are done, `start` a base index (see pairRange); a group's arithmetic
 * does not depend on the range, so any split gives bit-identical results.
 */
function pairPass(c, k, a, b, Ra, Rb, p, cz, start = 0, end = 4 ** k) {
    const f = 1 - p;
    // Ra's rows scaled by f (every label with a non-I digit a gets f once); Rb as is for those
    // groups, and Rb scaled by f (e) for the group with digit a = I.
    const a10 = f * Ra[4], a11 = f * Ra[5], a12 = f * Ra[6], a13 = f * Ra[7];
    const a20 = f * Ra[8], a21 = f * Ra[9], a22 = f * Ra[10], a23 = f * Ra[11];
    const a30 = f * Ra[12], a31 = f * Ra[13], a32 = f * Ra[14], a33 = f * Ra[15];
    const b10 = Rb[4], b11 = Rb[5], b12 = Rb[6], b13 = Rb[7];
    const b20 = Rb[8], b21 = Rb[9], b22 = Rb[10], b23 = Rb[11];
    const b30 = Rb[12], b31 = Rb[13], b32 = Rb[14], b33 = Rb[15];
    const e10 = f * b10, e11 = f * b11, e12 = f * b12, e13 = f * b13;
    const e20 = f * b20, e21 = f * b21, e22 = f * b22, e23 = f * b23;
    const e30 = f * b30, e31 = f * b31, e32 = f * b32, e33 = f * b33;
    const sa = 1 << (2 * a), sb = 1 << (2 * b);
    const m = (3 * sa) | (3 * sb);
    for (let i00 = start; i00 < end; i00 = ((i00 | m) + 1) & ~m) {
        const i10 = i00 + sa, i20 = i10 + sa, i30 = i20 + sa;
        const i01 = i00 + sb, i11 = i01 + sa, i21 = i11 + sa, i31 = i21 + sa;
        const i02 = i01 + sb, i12 = i02 + sa, i22 = i12 + sa, i32 = i22 + sa;
        const i03 = i02 + sb, i13 = i03 + sa, i23 = i13 + sa, i33 = i23 + sa;
        const x00 = c[i00];
        const x10 = c[i10];
        const x20 = c[i20];
        const x30 = c[i30];
        const x01 = c[i01];
        const x11 = c[i11];
        const x21 = c[i21];
        const x31 = c[i31];
        const x02 = c[i02];
        const x12 = c[i12];
        const x22 = c[i22];
        const x32 = c[i32];
        const x03 = c[i03];
        const x13 = c[i13];
        const x23 = c[i23];
        const x33 = c[i33];
        const y10 = a10 * x00 + a11 * x10 + a12 * x20 + a13 * x30;
        const y20 = a20 * x00 + a21 * x10 + a22 * x20 + a23 * x30;
        const y30 = a30 * x00 + a31 * x10 + a32 * x20 + a33 * x30;
        const y11 = a10 * x01 + a11 * x11 + a12 * x21 + a13 * x31;
        const y21 = a20 * x01 + a21 * x11 + a22 * x21 + a23 * x31;
        const y31 = a30 * x01 + a31 * x11 + a32 * x21 + a33 * x31;
        const y12 = a10 * x02 + a11 * x12 + a12 * x22 + a13 * x32;
        const y22 = a20 * x02 + a21 * x12 + a22 * x22 + a23 * x32;
        const y32 = a30 * x02 + a31 * x12 + a32 * x22 + a33 * x32;
        const y13 = a10 * x03 + a11 * x13 + a12 * x23 + a13 * x33;
        const y23 = a20 * x03 + a21 * x13 + a22 * x23 + a23 * x33;
        const y33 = a30 * x03 + a31 * x13 + a32 * x23 + a33 * x33;
        const z01 = e10 * x00 + e11 * x01 + e12 * x02 + e13 * x03;
        const z02 = e20 * x00 + e21 * x01 + e22 * x02 + e23 * x03;
        const z03 = e30 * x00 + e31 * x01 + e32 * x02 + e33 * x03;
        const z11 = b10 * y10 + b11 * y11 + b12 * y12 + b13 * y13;
        const z12 = b20 * y10 + b21 * y11 + b22 * y12 + b23 * y13;
        const z13 = b30 * y10 + b31 * y11 + b32 * y12 + b33 * y13;
        const z21 = b10 * y20 + b11 * y21 + b12 * y22 + b13 * y23;
        const z22 = b20 * y20 + b21 * y21 + b22 * y22 + b23 * y23;
        const z23 = b30 * y20 + b31 * y21 + b32 * y22 + b33 * y23;
        const z31 = b10 * y30 + b11 * y31 + b12 * y32 + b13 * y33;
        const z32 = b20 * y30 + b21 * y31 + b22 * y32 + b23 * y33;
        const z33 = b30 * y30 + b31 * y31 + b32 * y32 + b33 * y33;
        if (cz) {
            c[i01] = z31;
            c[i02] = z32;
            c[i03] = z03;
            c[i10] = z13;
            c[i11] = z22;
            c[i12] = -z21;
            c[i13] = y10;
            c[i20] = z23;
            c[i21] = -z12;
            c[i22] = z11;
            c[i23] = y20;
            c[i30] = y30;
            c[i31] = z01;
            c[i32] = z02;
            c[i33] = z33;
        }
        else {
            c[i01] = z01;
            c[i02] = z02;
            c[i03] = z03;
            c[i10] = y10;
            c[i11] = z11;
            c[i12] = z12;
            c[i13] = z13;
            c[i20] = y20;
            c[i21] = z21;
            c[i22] = z22;
            c[i23] = z23;
            c[i30] = y30;
            c[i31] = z31;
            c[i32] = z32;
            c[i33] = z33;
        }
    }
}
/** Digits of a chunk of the final reduction (4^8 coefficients, 512 KiB: it stays in the L2 cache). */
const REDUCE_CHUNK_DIGITS = 8;
/**
 * The chunks [next() …) of unit·4^m values (digits 0 … m − 1 of k, the other digits fixed; each
 * digit value a block of `unit` values) reduced to their I/Z labels in place, digit by digit from
 * the top (each step halves the data): chunk t's unit·2^m values (bit q: Z on digit q) end at its
 * start. rows[4q … 4q + 3] = row 3 of digit q's last pending R (row 0 is (1, 0, 0, 0)). Chunks are
 * independent, so threads can share them. Self-contained: its source runs in the workers.
 */
function reduceChunks(c, k, m, rows, next, unit = 1) {
    // The hot loop in a small function of its own: it is optimised after a few calls, where a loop
    // inside this function ran partly unoptimised (deoptimised on its varying `next`), boxing every
    // double (measured: 28 minor collections in one 12-qubit reduction).
    function halve(src, dst, L, r0, r1, r2, r3) {
        for (let lo = 0; lo < L; lo++) {
            const s = src + lo;
            const x0 = c[s], x1 = c[s + L], x2 = c[s + 2 * L], x3 = c[s + 3 * L];
            // reads of this (hi, lo) happen before its writes; writes never reach later reads
            c[dst + lo] = x0;
            c[dst + L + lo] = r0 * x0 + r1 * x1 + r2 * x2 + r3 * x3;
        }
    }
    const chunks = 4 ** (k - m), size = unit * 4 ** m;
    for (let t = next(); t < chunks; t = next()) {
        const o = t * size;
        for (let q = m - 1; q >= 0; q--) {
            const L = unit * 4 ** q, H = 2 ** (m - 1 - q);
            for (let hi = 0; hi < H; hi++)
                halve(o + 4 * L * hi, o + 2 * L * hi, L, rows[4 * q], rows[4 * q + 1], rows[4 * q + 2], rows[4 * q + 3]);
        }
    }
}
/**
 * Apply the PTMs of `list` (qubit → R, any subset) and keep only the I/Z labels: returns the
 * 2^k values v[S] = c_{Z_S} (bit q of S: Z on qubit q, else I), computed in place in `c`. First
 * the low m = min(k, REDUCE_CHUNK_DIGITS) digits chunk by chunk (reduceChunks; `shared`, when given,
 * runs them on threads and returns false when it cannot), then the chunks' values are packed
 * (chunk t's at t·2^m) and the digits m … k − 1 are reduced from the top the same way.
 */
function reduceToZ(c, k, list, shared) {
    const rows = new Float64Array(4 * k);
    for (let q = 0; q < k; q++)
        rows.set((list[q] ?? IDENTITY).subarray(12, 16), 4 * q);
    const m = Math.min(k, REDUCE_CHUNK_DIGITS), size = 4 ** m, half = 2 ** m, chunks = 4 ** (k - m);
    if (!shared?.(m, rows)) {
        let t = 0;
        reduceChunks(c, k, m, rows, () => (t < chunks ? t++ : chunks));
    }
    for (let t = 1; t < chunks; t++)
        c.copyWithin(t * half, t * size, t * size + half);
    // the packed values: one chunk of digits m … k − 1, each digit value a block of 2^m values
    let once = 0;
    reduceChunks(c, k - m, k - m, rows.subarray(4 * m), () => once++, half);
    return c.subarray(0, 2 ** k);
}
/** p(x) = 2^-k Σ_S v[S] (−1)^{|x ∧ S|}: in-place Walsh–Hadamard transform, scaled, clamped at 0. */
function zToProbs(v, k) {
    const n = 2 ** k;
    const out = Float64Array.from(v);
    for (let h = 1; h < n; h *= 2) {
        for (let i = 0; i < n; i += 2 * h)
            for (let j = i; j < i + h; j++) {
                const x = out[j], y = out[j + h];
                out[j] = x + y;
                out[j + h] = x - y;
            }
    }
    const s = 1 / n;
    for (let i = 0; i < n; i++)
        out[i] = Math.max(0, out[i] * s);
    return out;
}
/**
 * Part `part` of `parts` (1, 2 or 4) of the groups of a pair pass on (a, b): split on the highest
 * digit d that is neither a nor b (every digit above d is a or b, so a base index below 4^(d+1)
 * is a base exactly when its digit d is in range). Self-contained: its source runs in workers.
 */
function pairRange(k, a, b, part, parts) {
    if (parts === 1)
        return [0, 4 ** k];
    let d = k - 1;
    while (d === a || d === b)
        d--;
    const w = 4 / parts, s = 4 ** d;
    return [part * w * s, (part + 1) * w * s];
}
/** Fuse the 1-qubit operations of a static program into the PTMs of its pair passes. */
function planPauli(prog) {
    const k = prog.numQubits;
    const pending = new Array(k).fill(undefined);
    const add = (q, R) => { const P = pending[q]; pending[q] = P ? ptmMul(R, P) : R; };
    const take = (q) => { const v = pending[q] ?? IDENTITY; pending[q] = undefined; return v; };
    const pairs = [];
    // qubits still in |0⟩ with nothing applied: channels that fix |0⟩⟨0| can be skipped there
    const fresh = new Uint8Array(k).fill(1);
    const ops = prog.ops;
    for (let i = 0; i < ops.length; i++) {
        const op = ops[i];
        switch (op.k) {
            case 'u':
                add(op.q, ptmOf(superop_unitarySuperop(op.m)));
                fresh[op.q] = 0;
                break;
            case 'relax':
                if (!fresh[op.q])
                    add(op.q, ptmOf(superop_relaxSuperop(op.gamma, op.pz)));
                break;
            case 'reset':
                add(op.q, ptmOf(superop_resetSuperop()));
                break;
            case 'depol':
                if (op.qs.length === 1) {
                    add(op.qs[0], ptmOf(superop_depolSuperop(op.p)));
                    fresh[op.qs[0]] = 0;
                }
                else {
                    const [a, b] = op.qs;
                    pairs.push({ a, b, Ra: take(a), Rb: take(b), p: op.p, cz: false });
                    fresh[a] = 0;
                    fresh[b] = 0;
                }
                break;
            case 'cz': {
                // a cz immediately followed by its depolarising error: one pass
                const depol = model_czDepolAfter(ops, i, op.a, op.b);
                if (depol !== undefined)
                    i++;
                const p = depol ?? 0;
                if (fresh[op.a] && fresh[op.b] && p === 0 && !pending[op.a] && !pending[op.b])
                    break;
                pairs.push({ a: op.a, b: op.b, Ra: take(op.a), Rb: take(op.b), p, cz: true });
                fresh[op.a] = 0;
                fresh[op.b] = 0;
                break;
            }
            case 'measure': break;
        }
    }
    return { numQubits: k, pairs, final: pending };
}
/**
 * Digits every tile holds: 0–2 (runs of 64 contiguous coefficients, 512 B; the SIMD kernels' lanes
 * lie along digit 0, 1 or 2, so that digit must be in the tile).
 */
const TILE_FIXED_DIGITS = 3;
/** Digits of a tile: 4^10 coefficients = 8 MiB (measured; see docs/devices.md). */
const TILE_DIGITS = 10;
/** Most passes in one batch (one coefficient slot each in the WebAssembly memory). */
const MAX_BATCH = WASM_SLOTS;
const popcount = (x) => { let n = 0; for (; x; x &= x - 1)
    n++; return n; };
/**
 * Cut the plan's pair passes into batches that each run as ONE sweep over memory: a batch's
 * passes only touch the digits in `digits` (at most `maxDigits`, always 0 … TILE_FIXED_DIGITS−1),
 * so for every setting of the other digits (a tile of 4^|digits| coefficients, cache-sized) all
 * the batch's passes can run one after the other while the tile is in cache. A pass only mixes
 * coefficients within its groups, so tile-by-tile gives the same bits as pass-by-pass.
 * Greedy, in plan order: a pass joins the batch when the digit set stays within `maxDigits` and
 * no earlier pass left for later shares a digit with it (passes on disjoint digits commute; on a
 * shared digit the plan order is kept). Pure.
 */
function scheduleTiles(pairs, k, maxDigits = TILE_DIGITS, maxBatch = MAX_BATCH) {
    if (maxDigits < TILE_FIXED_DIGITS + 2)
        throw new RangeError(`a tile needs at least ${TILE_FIXED_DIGITS + 2} digits`);
    const all = 2 ** k - 1;
    const fixed = (2 ** Math.min(k, TILE_FIXED_DIGITS)) - 1;
    const done = new Uint8Array(pairs.length);
    const batches = [];
    let first = 0;
    for (;;) {
        while (first < pairs.length && done[first])
            first++;
        if (first >= pairs.length)
            return batches;
        let digits = fixed, blocked = 0;
        const ops = [];
        for (let i = first; i < pairs.length && ops.length < maxBatch && blocked !== all; i++) {
            if (done[i])
                continue;
            const d = (1 << pairs[i].a) | (1 << pairs[i].b);
            const u = digits | d;
            if (!(d & blocked) && popcount(u) <= maxDigits) {
                digits = u;
                ops.push(pairs[i]);
                done[i] = 1;
            }
            else
                blocked |= d;
        }
        batches.push({ digits, ops });
    }
}
/**
 * The tiles [next() …) of one batch with the SIMD kernels `ex`. Each tile is copied into the
 * thread's skewed `scratch` (pauli-wasm.ts; its digits in order become digits 0 … D − 1 there, so
 * the tile is contiguous and its group members do not share a cache set), all the batch's passes
 * run there, and the tile is copied back. `job` (written by writeBatch): [0] passes n, [1] index mask of
 * the tile's digits, [2] tiles, [3] k, [4] tile digits D, [5] runs per tile, [6] bytes per run,
 * [7] low index bits of the digits outside the tile that no pass has touched yet (a tile where
 * one of them is X or Y is zero and is skipped), then per pass its local digits a and b, cz and
 * the byte offset of its coefficients (a slot of WASM_SLOT_BYTES). `table`: byte offset of the run
 * table (see writeBatch). `next()` hands out tile numbers (an atomic counter when threads share the
 * batch: tiles are independent, so any split gives the same bits).
 * Self-contained: its source runs in the workers.
 */
function runTiles(ex, job, state, table, scratch, next) {
    const n = job[0], tm = job[1], tiles = job[2], k = job[3], end = 4 ** job[4], runs = job[5], bytes = job[6], zm = job[7];
    const free = [];
    for (let d = 0; d < k; d++)
        if (!((tm >> (2 * d)) & 3))
            free.push(4 ** d);
    // pauli-wasm.ts skew, inlined (this source runs in the workers)
    const skew = (i) => 8 * i + 64 * ((i >>> 10) + (i >>> 16) + (i >>> 22));
    for (let t = next(); t < tiles; t = next()) {
        let base = 0;
        for (let j = 0; j < free.length; j++)
            base += ((t >> (2 * j)) & 3) * free[j];
        if ((base ^ (base >> 1)) & zm)
            continue;
        ex.runs(state + 8 * base, scratch, table, runs, bytes, 1);
        for (let p = 0; p < n; p++) {
            const a = job[8 + 4 * p], b = job[9 + 4 * p], sa = 4 ** a, sb = 4 ** b;
            // asm.ts laneOf, inlined (this source runs in the workers)
            const fn = a !== 0 && b !== 0 ? ex.pair : a + b === 1 ? ex.pair16 : ex.pair4;
            fn(scratch, job[11 + 4 * p], skew(sa), skew(sb), (3 * sa) | (3 * sb), 0, end, job[10 + 4 * p]);
        }
        ex.runs(state + 8 * base, scratch, table, runs, bytes, 0);
    }
}
/** Job words of runTiles for a batch of at most MAX_BATCH passes. */
const JOB_WORDS = 8 + 4 * MAX_BATCH;
/**
 * Fill `job` (see runTiles), the coefficient slots and the run `table` for a batch; returns the
 * number of tiles. A tile's runs are its low digits 0 … low − 1 (the digits below the first digit
 * outside the tile, at most RUN_MAX_DIGITS): table[2r] is run r's byte offset from the tile's
 * base in the state, table[2r + 1] its byte offset in the skewed scratch.
 * `untouched`: bit d set when no earlier pass touched digit d (its labels are still I or Z).
 */
function writeBatch(job, slots, table, k, batch, untouched = 0) {
    const inTile = [], outside = [];
    for (let d = 0; d < k; d++)
        ((batch.digits >> d) & 1 ? inTile : outside).push(d);
    const local = new Array(k).fill(-1);
    inTile.forEach((d, i) => { local[d] = i; });
    let tm = 0;
    for (const d of inTile)
        tm |= 3 * 4 ** d;
    let low = 0;
    while (low < inTile.length && low < RUN_MAX_DIGITS && inTile[low] === low)
        low++;
    const run = 4 ** low, runs = 4 ** (inTile.length - low);
    const strides = inTile.slice(low).map((d) => 8 * 4 ** d);
    for (let r = 0; r < runs; r++) {
        let off = 0;
        for (let j = 0; j < strides.length; j++)
            off += ((r >> (2 * j)) & 3) * strides[j];
        table[2 * r] = off;
        table[2 * r + 1] = skew(r * run);
    }
    let zm = 0;
    for (const d of outside)
        if ((untouched >> d) & 1)
            zm |= 4 ** d;
    job[0] = batch.ops.length;
    job[1] = tm;
    job[2] = 4 ** outside.length;
    job[3] = k;
    job[4] = inTile.length;
    job[5] = runs;
    job[6] = 8 * run;
    job[7] = zm;
    batch.ops.forEach((op, p) => {
        job[8 + 4 * p] = local[op.a];
        job[9 + 4 * p] = local[op.b];
        job[10 + 4 * p] = op.cz ? 1 : 0;
        job[11 + 4 * p] = p * WASM_SLOT_BYTES;
        wasmCoefficients(slots.subarray(p * WASM_SLOT_BYTES / 8, p * WASM_SLOT_BYTES / 8 + 36), op);
    });
    return job[2];
}
/**
 * Threads are used from this many qubits on (4^11 coefficients = 32 MB per pass). Measured near idle on 2 cores
 * (mirror circuits, fake:fez@1.6, first run in a process as in the CLI): 10 qubits 91 ms on one thread against
 * 138 ms on two (starting the workers costs more than the passes save), 11 qubits 195 ms against 157 ms
 * (2026-12-03, skewed-scratch kernels; the same split as on 2026-12-02 with the older kernels).
 */
const THREAD_MIN_QUBITS = 11;
/**
 * Parts a pass is split into (1, 2 or 4: one per thread, the main thread included): `threads`
 * when given, else BENCHGATE_NOISE_THREADS, else the machine's available parallelism.
 */
function threadParts(threads) {
    const env = Number(process.env['BENCHGATE_NOISE_THREADS']);
    const want = threads ?? (Number.isInteger(env) && env > 0 ? env : (0,external_node_os_namespaceObject.availableParallelism)());
    return want >= 4 ? 4 : want >= 2 ? 2 : 1;
}
/** How long the main thread waits for a worker to come up or to finish a part before giving up. */
const WORKER_TIMEOUT_MS = 10_000;
/**
 * Worker threads that share the passes with the main thread, which waits (Atomics) for them, so
 * runPauli stays synchronous. Two kinds of job: a pair pass in JavaScript (split into equal parts
 * along a digit, pairRange) or a tile batch with the SIMD kernels (runTiles; every thread takes
 * tiles from an atomic counter, so a thread slowed down by another process leaves its share to the
 * others). Control words: [0] job sequence, [1] parts finished, [2] stop, [3] tile counter,
 * [4+i] worker i state (1 ready, −1 failed). A worker checks itself on a tiny pass first; a worker
 * that fails to start (or an environment without workers) leaves the work to the main thread.
 */
function startTeam(c, k, parts, w) {
    const n = parts - 1;
    let workers;
    const ctrl = new Int32Array(new SharedArrayBuffer(4 * (4 + n)));
    const par = new Float64Array(new SharedArrayBuffer(8 * 37));
    const job = new Int32Array(new SharedArrayBuffer(4 * JOB_WORDS));
    const rowsShared = new Float64Array(new SharedArrayBuffer(8 * 4 * MAX_PAULI_QUBITS));
    const src = `
const { workerData } = require('node:worker_threads');
const { buf, ctrlBuf, parBuf, jobBuf, rowsBuf, k, part, parts, module, mem, table, scratch } = workerData;
const ctrl = new Int32Array(ctrlBuf), job = new Int32Array(jobBuf);
let ok = false;
try {
  const pairPass = (${pairPass.toString()});
  const pairRange = (${pairRange.toString()});
  const runTiles = (${runTiles.toString()});
  const reduceChunks = (${reduceChunks.toString()});
  const rows = new Float64Array(rowsBuf);
  const ex = module ? new WebAssembly.Instance(module, { env: { mem } }).exports : undefined;
  const c = module ? new Float64Array(mem.buffer, ${WASM_COEF_OFFSET}, 4 ** k) : new Float64Array(buf), par = new Float64Array(parBuf);
  const t = new Float64Array(16); t[0] = 1; t[12] = 1;
  pairPass(t, 2, 0, 1, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], 0, true);
  if (t[0] !== 1 || t[12] !== 1) throw new Error('self-check');
  ok = true;
  Atomics.store(ctrl, 4 + part - 1, 1);
  Atomics.notify(ctrl, 4 + part - 1);
  const next = () => Atomics.add(ctrl, 3, 1);
  let seen = 0;
  for (;;) {
    Atomics.wait(ctrl, 0, seen);
    seen = Atomics.load(ctrl, 0);
    if (Atomics.load(ctrl, 2)) break;
    if (par[36] === 2) runTiles(ex, job, ${WASM_COEF_OFFSET}, table, scratch, next);
    else if (par[36] === 3) reduceChunks(c, k, par[0], rows, next);
    else {
      const a = par[0], b = par[1];
      const [s, e] = pairRange(k, a, b, part, parts);
      pairPass(c, k, a, b, par.subarray(4, 20), par.subarray(20, 36), par[2], par[3] === 1, s, e);
    }
    Atomics.add(ctrl, 1, 1);
    Atomics.notify(ctrl, 1);
  }
} catch (e) {
  if (!ok) { Atomics.store(ctrl, 4 + part - 1, -1); Atomics.notify(ctrl, 4 + part - 1); }
}
`;
    try {
        workers = Array.from({ length: n }, (_, i) => new external_node_worker_threads_namespaceObject.Worker(src, { eval: true, workerData: { buf: w ? undefined : c.buffer, ctrlBuf: ctrl.buffer, parBuf: par.buffer, jobBuf: job.buffer, rowsBuf: rowsShared.buffer, k, part: i + 1, parts, module: w?.module, mem: w?.mem, table: w?.table, scratch: w?.scratch[i + 1] } }));
    }
    catch {
        return undefined;
    }
    let usable;
    const stop = () => {
        Atomics.store(ctrl, 2, 1);
        Atomics.add(ctrl, 0, 1);
        Atomics.notify(ctrl, 0);
        for (const w of workers)
            void w.terminate();
    };
    const ready = () => {
        for (let i = 0; i < n; i++) {
            if (Atomics.load(ctrl, 4 + i) === 0)
                Atomics.wait(ctrl, 4 + i, 0, WORKER_TIMEOUT_MS);
            if (Atomics.load(ctrl, 4 + i) !== 1)
                return false;
        }
        return true;
    };
    /** Start the job already described in par / job, do the main thread's share, wait for the rest. */
    const launch = (mine) => {
        if (usable === undefined)
            usable = ready();
        if (!usable)
            return false;
        Atomics.store(ctrl, 1, 0);
        Atomics.store(ctrl, 3, 0);
        Atomics.add(ctrl, 0, 1);
        Atomics.notify(ctrl, 0);
        mine();
        for (;;) {
            const done = Atomics.load(ctrl, 1);
            if (done >= n)
                break;
            if (Atomics.wait(ctrl, 1, done, WORKER_TIMEOUT_MS) === 'timed-out')
                throw new Error('noise simulation worker did not finish its part');
        }
        return true;
    };
    return {
        run(op) {
            par[0] = op.a;
            par[1] = op.b;
            par[2] = op.p;
            par[3] = op.cz ? 1 : 0;
            par.set(op.Ra, 4);
            par.set(op.Rb, 20);
            par[36] = 0;
            return launch(() => {
                const [s, e] = pairRange(k, op.a, op.b, 0, parts);
                pairPass(c, k, op.a, op.b, op.Ra, op.Rb, op.p, op.cz, s, e);
            });
        },
        runBatch() {
            if (!w)
                return false;
            par[36] = 2;
            return launch(() => runTiles(w, job, WASM_COEF_OFFSET, w.table, w.scratch[0], () => Atomics.add(ctrl, 3, 1)));
        },
        reduce(m, rows) {
            par[0] = m;
            par[36] = 3;
            rowsShared.set(rows);
            return launch(() => reduceChunks(c, k, m, rows, () => Atomics.add(ctrl, 3, 1)));
        },
        job,
        usable: () => usable === true,
        stop
    };
}
/**
 * The qubit stored as digit 0 (the SIMD kernel pairs neighbouring groups along digit 0, so pairs
 * on that qubit run in JavaScript): the qubit in the fewest pair passes, lowest index on ties.
 */
function digitZeroQubit(plan) {
    const uses = new Array(plan.numQubits).fill(0);
    for (const op of plan.pairs) {
        uses[op.a]++;
        uses[op.b]++;
    }
    let best = 0;
    for (let q = 1; q < uses.length; q++)
        if (uses[q] < uses[best])
            best = q;
    return best;
}
/** The plan with qubits q and 0 exchanged (a relabelling of the digits). */
function swapQubits(plan, q) {
    if (q === 0)
        return plan;
    const f = (x) => (x === q ? 0 : x === 0 ? q : x);
    const final = plan.final.slice();
    [final[0], final[q]] = [final[q], final[0]];
    return { numQubits: plan.numQubits, pairs: plan.pairs.map((op) => ({ ...op, a: f(op.a), b: f(op.b) })), final };
}
/** Write the 36 coefficients of the SIMD kernel (f·Ra, Rb, f·Rb rows 1–3) for a pair pass. */
function wasmCoefficients(out, op) {
    const f = 1 - op.p;
    for (let r = 1; r < 4; r++)
        for (let j = 0; j < 4; j++) {
            out[(r - 1) * 4 + j] = f * op.Ra[r * 4 + j];
            out[12 + (r - 1) * 4 + j] = op.Rb[r * 4 + j];
            out[24 + (r - 1) * 4 + j] = f * op.Rb[r * 4 + j];
        }
}
/** Run a static noisy program in the Pauli basis; returns the output distribution before readout. */
function runPauli(prog, opts = {}) {
    const k = prog.numQubits;
    if (!prog.static)
        throw new Error('the density-matrix simulator needs a static circuit (no conditions, terminal measurements only)');
    if (k > MAX_PAULI_QUBITS)
        throw new Error(`density matrix limited to ${MAX_PAULI_QUBITS} qubits, got ${k}`);
    if (k === 0)
        return { probs: new Float64Array([1]), passes: 0, threads: 1 };
    const plan0 = planPauli(prog);
    const useWasm = k >= 3 && (opts.wasm ?? process.env['BENCHGATE_NOISE_WASM'] !== '0');
    // relabelled whether or not the SIMD kernel is available, so results are the same bits everywhere
    const q0 = k >= 3 ? digitZeroQubit(plan0) : 0;
    const plan = swapQubits(plan0, q0);
    const tileDigits = opts.tileDigits ?? TILE_DIGITS;
    const parts = k >= THREAD_MIN_QUBITS && plan.pairs.length > 0 ? threadParts(opts.threads) : 1;
    const w = useWasm ? pauliWasmInstance(k, tileDigits, parts) : undefined;
    const c = w ? new Float64Array(w.mem.buffer, WASM_COEF_OFFSET, 4 ** k)
        : k >= THREAD_MIN_QUBITS ? new Float64Array(new SharedArrayBuffer(8 * 4 ** k)) : new Float64Array(4 ** k);
    // workers start while the main thread writes the state
    const team = parts > 1 ? startTeam(c, k, parts, w) : undefined;
    // One write per 4 KiB page first: a page first READ maps the shared zero page, and the write that
    // follows must then flush the other cores' TLBs (measured: about 1 s of system time with two
    // threads at 12 qubits; docs/devices.md "Page faults").
    for (let i = 0; i < c.length; i += 512)
        c[i] = 0;
    // |0…0⟩⟨0…0| = Π (I + Z)/2: c_P = 1 for every P in {I, Z}^k
    for (let S = 0; S < 2 ** k; S++) {
        let idx = 0;
        for (let q = 0; q < k; q++)
            if ((S >> q) & 1)
                idx += 3 * 4 ** q;
        c[idx] = 1;
    }
    let sweeps = 0;
    let v;
    try {
        // Passes on disjoint digits commute, but not to the last bit in floating point: both paths
        // run the passes in the batches' order, so they give the same bits.
        const batches = scheduleTiles(plan.pairs, k, tileDigits);
        if (w) {
            const slots = new Float64Array(w.mem.buffer, 0, WASM_COEF_OFFSET / 8);
            const table = new Int32Array(w.mem.buffer, w.table, 2 * w.maxRuns);
            const job = team?.job ?? new Int32Array(JOB_WORDS);
            let untouched = 2 ** k - 1;
            for (const batch of batches) {
                const tiles = writeBatch(job, slots, table, k, batch, untouched);
                for (const op of batch.ops)
                    untouched &= ~((1 << op.a) | (1 << op.b));
                sweeps++;
                if (team && team.runBatch())
                    continue;
                let t = 0;
                runTiles(w, job, WASM_COEF_OFFSET, w.table, w.scratch[0], () => (t < tiles ? t++ : tiles));
            }
        }
        else {
            for (const op of batches.flatMap((x) => x.ops)) {
                if (team && team.run(op))
                    continue;
                pairPass(c, k, op.a, op.b, op.Ra, op.Rb, op.p, op.cz);
            }
        }
        v = reduceToZ(c, k, plan.final, team ? (m, rows) => team.reduce(m, rows) : undefined);
    }
    finally {
        team?.stop();
    }
    const passes = plan.pairs.length + 1;
    const threads = team?.usable() ? parts : 1;
    const probs = zToProbs(v, k);
    if (q0 === 0)
        return { probs, passes, threads, ...(w ? { sweeps: sweeps + 1 } : {}) };
    // digit 0 holds qubit q0: exchange bits 0 and q0 of the outcome index
    const out = new Float64Array(probs.length);
    for (let i = 0; i < probs.length; i++) {
        const b0 = i & 1, bq = (i >> q0) & 1;
        out[(i & ~1 & ~(1 << q0)) | (bq) | (b0 << q0)] = probs[i];
    }
    return { probs: out, passes, threads, ...(w ? { sweeps: sweeps + 1 } : {}) };
}

;// CONCATENATED MODULE: ./src/quantum/noise/density.ts
/**
 * Density-matrix simulation of a static noisy program (no conditions, terminal measurements).
 *
 * `runDensity` (used by runOnTarget) runs in the Pauli basis (pauli.ts): ρ as 4^k real Pauli
 * coefficients, half the memory and about a third of the work of the complex matrix.
 *
 * `runDensityComplex` is the previous simulator, kept as an independent cross-check for the tests
 * (it is slower at every size; see docs/devices.md): ρ stored as split re/im Float64Arrays with entry
 * (r, c) at index r + (c << k): column c is a contiguous run of 2^k entries. A 1-qubit channel on
 * qubit q is a 4×4 superoperator on (row bit q, column bit q). Every gate, error and idle
 * relaxation of a qubit between two cz gates is fused into ONE pending superoperator; a cz then
 * costs one pass over ρ that applies the pending superoperators of its two qubits, the cz signs
 * and its 2-qubit depolarising error, column group by column group (4 columns at a time).
 */




/** Largest density matrix: 12 qubits (Pauli basis: 4^12 real coefficients, 134 MB). */
const MAX_DENSITY_QUBITS = 12;
/**
 * Superoperator on qubit q restricted to the column pair (cA, cB) = (col, col | bit q) given as
 * offsets col << k: every row pair (r, r | bit q) of the two columns. Works in the Pauli basis
 * with the real transfer matrix P (from pauliTransfer): t = (Tr B, Tr σx B, Tr σy B, Tr σz B) of
 * each 2×2 sub-block B, t' = P t, back to B' — about 60% of the flops of the complex 4×4 product.
 */
function sweepSuper(re, im, cA, cB, R, mq, P) {
    const p00 = P[0], p01 = P[1], p02 = P[2], p03 = P[3];
    const p10 = P[4], p11 = P[5], p12 = P[6], p13 = P[7];
    const p20 = P[8], p21 = P[9], p22 = P[10], p23 = P[11];
    const p30 = P[12], p31 = P[13], p32 = P[14], p33 = P[15];
    for (let row = 0; row < R; row = ((row | mq) + 1) & ~mq) {
        // x0 = B00, x1 = B10, x2 = B01, x3 = B11
        const i0 = cA + row, i1 = i0 + mq, i2 = cB + row, i3 = i2 + mq;
        const x0r = re[i0], x1r = re[i1], x2r = re[i2], x3r = re[i3];
        const x0i = im[i0], x1i = im[i1], x2i = im[i2], x3i = im[i3];
        // t = (x0 + x3, x1 + x2, i(x2 − x1), x0 − x3)
        const t0r = x0r + x3r, t0i = x0i + x3i;
        const t1r = x1r + x2r, t1i = x1i + x2i;
        const t2r = x1i - x2i, t2i = x2r - x1r;
        const t3r = x0r - x3r, t3i = x0i - x3i;
        const u0r = p00 * t0r + p01 * t1r + p02 * t2r + p03 * t3r, u0i = p00 * t0i + p01 * t1i + p02 * t2i + p03 * t3i;
        const u1r = p10 * t0r + p11 * t1r + p12 * t2r + p13 * t3r, u1i = p10 * t0i + p11 * t1i + p12 * t2i + p13 * t3i;
        const u2r = p20 * t0r + p21 * t1r + p22 * t2r + p23 * t3r, u2i = p20 * t0i + p21 * t1i + p22 * t2i + p23 * t3i;
        const u3r = p30 * t0r + p31 * t1r + p32 * t2r + p33 * t3r, u3i = p30 * t0i + p31 * t1i + p32 * t2i + p33 * t3i;
        // B' = (u0 I + u1 σx + u2 σy + u3 σz) / 2: x0 = (u0 + u3)/2, x3 = (u0 − u3)/2,
        // x2 = B01 = (u1 − i u2)/2, x1 = B10 = (u1 + i u2)/2
        re[i0] = 0.5 * (u0r + u3r);
        im[i0] = 0.5 * (u0i + u3i);
        re[i3] = 0.5 * (u0r - u3r);
        im[i3] = 0.5 * (u0i - u3i);
        re[i2] = 0.5 * (u1r + u2i);
        im[i2] = 0.5 * (u1i - u2r);
        re[i1] = 0.5 * (u1r - u2i);
        im[i1] = 0.5 * (u1i + u2r);
    }
}
/**
 * sweepSuper followed by a per-entry scale of the 4 outputs (i0..i3 as in sweepSuper), the scale
 * set chosen by whether the row has bit `mo` (so cz signs and the depolarising 1 − p fold into
 * the sweep instead of a separate pass).
 */
function sweepSuperScaled(re, im, cA, cB, R, mq, P, mo, s0, s1) {
    const p00 = P[0], p01 = P[1], p02 = P[2], p03 = P[3];
    const p10 = P[4], p11 = P[5], p12 = P[6], p13 = P[7];
    const p20 = P[8], p21 = P[9], p22 = P[10], p23 = P[11];
    const p30 = P[12], p31 = P[13], p32 = P[14], p33 = P[15];
    const a0 = 0.5 * s0[0], a1 = 0.5 * s0[1], a2 = 0.5 * s0[2], a3 = 0.5 * s0[3];
    const b0 = 0.5 * s1[0], b1 = 0.5 * s1[1], b2 = 0.5 * s1[2], b3 = 0.5 * s1[3];
    for (let row = 0; row < R; row = ((row | mq) + 1) & ~mq) {
        const i0 = cA + row, i1 = i0 + mq, i2 = cB + row, i3 = i2 + mq;
        const x0r = re[i0], x1r = re[i1], x2r = re[i2], x3r = re[i3];
        const x0i = im[i0], x1i = im[i1], x2i = im[i2], x3i = im[i3];
        const t0r = x0r + x3r, t0i = x0i + x3i;
        const t1r = x1r + x2r, t1i = x1i + x2i;
        const t2r = x1i - x2i, t2i = x2r - x1r;
        const t3r = x0r - x3r, t3i = x0i - x3i;
        const u0r = p00 * t0r + p01 * t1r + p02 * t2r + p03 * t3r, u0i = p00 * t0i + p01 * t1i + p02 * t2i + p03 * t3i;
        const u1r = p10 * t0r + p11 * t1r + p12 * t2r + p13 * t3r, u1i = p10 * t0i + p11 * t1i + p12 * t2i + p13 * t3i;
        const u2r = p20 * t0r + p21 * t1r + p22 * t2r + p23 * t3r, u2i = p20 * t0i + p21 * t1i + p22 * t2i + p23 * t3i;
        const u3r = p30 * t0r + p31 * t1r + p32 * t2r + p33 * t3r, u3i = p30 * t0i + p31 * t1i + p32 * t2i + p33 * t3i;
        const set = (row & mo) !== 0;
        const m0 = set ? b0 : a0, m1 = set ? b1 : a1, m2 = set ? b2 : a2, m3 = set ? b3 : a3;
        re[i0] = m0 * (u0r + u3r);
        im[i0] = m0 * (u0i + u3i);
        re[i3] = m3 * (u0r - u3r);
        im[i3] = m3 * (u0i - u3i);
        re[i2] = m2 * (u1r + u2i);
        im[i2] = m2 * (u1i - u2r);
        re[i1] = m1 * (u1r - u2i);
        im[i1] = m1 * (u1i + u2r);
    }
}
/**
 * One pass over ρ for a cz on (a, b): the pending 1-qubit superoperators of a and b, the cz
 * signs (−1)^(r_a r_b ⊕ c_a c_b), and the 2-qubit depolarising error p, done column group by
 * column group (the 4 columns that differ in bits a, b: 4·2^k entries, cache-resident), so ρ is
 * streamed from memory once instead of three times.
 */
function czStep(re, im, k, a, b, Sa, Sb, p, cz = true) {
    const R = 1 << k, ma = 1 << a, mb = 1 << b, m = ma | mb;
    const f = 1 - p, add = p / 4;
    const Pa = Sa && pauliTransfer(Sa), Pb = Sb && pauliTransfer(Sb);
    const sRow = new Float64Array(R);
    const sNeg = new Float64Array(R);
    for (let r = 0; r < R; r++) {
        const sg = cz && (r & m) === m ? -f : f;
        sRow[r] = sg;
        sNeg[r] = -sg;
    }
    // Signs (−1)^(r_a r_b ⊕ c_a c_b) of the outputs (r, cA), (r|b, cA), (r, cB), (r|b, cB) of b's
    // sweeps over the column pairs (c0, c2) and (c1, c3), for rows without / with bit a:
    const z = cz ? -f : f;
    const fold = [[f, f, f, f], [f, z, f, z], [f, f, z, z], [f, z, z, f]];
    for (let col = 0; col < R; col = ((col | m) + 1) & ~m) {
        const c0 = col << k, c1 = (col | ma) << k, c2 = (col | mb) << k, c3 = (col | m) << k;
        if (Pa) {
            sweepSuper(re, im, c0, c1, R, ma, Pa);
            sweepSuper(re, im, c2, c3, R, ma, Pa);
        }
        if (Pb) {
            // b's sweep also applies the cz signs and the scale 1 − p (see the sign table above)
            sweepSuperScaled(re, im, c0, c2, R, mb, Pb, ma, fold[0], fold[1]);
            sweepSuperScaled(re, im, c1, c3, R, mb, Pb, ma, fold[2], fold[3]);
        }
        else {
            for (let x = 0; x < 4; x++) {
                const cb = x === 0 ? c0 : x === 1 ? c1 : x === 2 ? c2 : c3;
                const v = cz && x === 3 ? sNeg : sRow;
                for (let r = 0; r < R; r++) {
                    re[cb + r] *= v[r];
                    im[cb + r] *= v[r];
                }
            }
        }
        if (p === 0)
            continue;
        // p/4 of the (unscaled) partial trace over (a, b) onto the block diagonal
        const g = add / f;
        for (let row = 0; row < R; row = ((row | m) + 1) & ~m) {
            const i0 = c0 + row, i1 = c1 + row + ma, i2 = c2 + row + mb, i3 = c3 + row + m;
            const tr = (re[i0] + re[i1] + re[i2] + re[i3]) * g;
            const ti = (im[i0] + im[i1] + im[i2] + im[i3]) * g;
            re[i0] += tr;
            re[i1] += tr;
            re[i2] += tr;
            re[i3] += tr;
            im[i0] += ti;
            im[i1] += ti;
            im[i2] += ti;
            im[i3] += ti;
        }
    }
}
/**
 * Several 1-qubit superoperators (distinct qubits) in one pass: for chunks of up to 4 qubits,
 * the 2^|chunk| columns that differ in the chunk's bits are cache-resident while every
 * superoperator of the chunk is applied to them.
 */
function applySuperopsBlocked(re, im, k, list) {
    const R = 1 << k;
    let passes = 0;
    for (let c = 0; c < list.length; c += 4) {
        const chunk = list.slice(c, c + 4).map(([q, S]) => [q, pauliTransfer(S)]);
        let m = 0;
        for (const [q] of chunk)
            m |= 1 << q;
        const sub = [];
        // all subsets of the chunk mask (column offsets within a group)
        for (let s = m;; s = (s - 1) & m) {
            sub.push(s);
            if (s === 0)
                break;
        }
        for (let col = 0; col < R; col = ((col | m) + 1) & ~m) {
            for (const [q, S] of chunk) {
                const mq = 1 << q;
                for (const s of sub)
                    if (!(s & mq))
                        sweepSuper(re, im, (col | s) << k, (col | s | mq) << k, R, mq, S);
            }
        }
        passes++;
    }
    return passes;
}
/** Run a static noisy program (Pauli basis); returns the output distribution before readout. */
function runDensity(prog) {
    return runPauli(prog);
}
/** The previous complex density matrix (cross-check for the tests); returns the diagonal. */
function runDensityComplex(prog) {
    const k = prog.numQubits;
    if (!prog.static)
        throw new Error('the density-matrix simulator needs a static circuit (no conditions, terminal measurements only)');
    if (k > MAX_DENSITY_QUBITS)
        throw new Error(`density matrix limited to ${MAX_DENSITY_QUBITS} qubits, got ${k}`);
    const N = 1 << (2 * k);
    const re = new Float64Array(N);
    const im = new Float64Array(N);
    re[0] = 1;
    const pending = new Array(k).fill(undefined);
    let passes = 0;
    const add = (q, s) => { pending[q] = pending[q] ? mul4(s, pending[q]) : s; };
    const take = (q) => { const v = pending[q]; pending[q] = undefined; return v; };
    // qubits still in |0> with nothing applied: channels that fix |0><0| can be skipped there
    const fresh = new Uint8Array(k).fill(1);
    const ops = prog.ops;
    for (let i = 0; i < ops.length; i++) {
        const op = ops[i];
        switch (op.k) {
            case 'u':
                add(op.q, unitarySuperop(op.m));
                fresh[op.q] = 0;
                break;
            case 'relax':
                if (!fresh[op.q])
                    add(op.q, relaxSuperop(op.gamma, op.pz));
                break;
            case 'reset':
                add(op.q, resetSuperop());
                break;
            case 'depol':
                if (op.qs.length === 1) {
                    add(op.qs[0], depolSuperop(op.p));
                    fresh[op.qs[0]] = 0;
                }
                else {
                    const [a, b] = op.qs;
                    czStep(re, im, k, a, b, take(a), take(b), op.p, false);
                    passes++;
                    fresh[a] = 0;
                    fresh[b] = 0;
                }
                break;
            case 'cz': {
                // a cz immediately followed by its depolarising error: one pass (plus the partial trace)
                const depol = czDepolAfter(ops, i, op.a, op.b);
                if (depol !== undefined)
                    i++;
                const p = depol ?? 0;
                if (fresh[op.a] && fresh[op.b] && p === 0 && !pending[op.a] && !pending[op.b])
                    break;
                czStep(re, im, k, op.a, op.b, take(op.a), take(op.b), p);
                passes++;
                fresh[op.a] = 0;
                fresh[op.b] = 0;
                break;
            }
            case 'measure': break;
        }
    }
    const rest = [];
    for (let q = 0; q < k; q++)
        if (pending[q])
            rest.push([q, pending[q]]);
    passes += applySuperopsBlocked(re, im, k, rest);
    const probs = new Float64Array(1 << k);
    for (let i = 0; i < 1 << k; i++)
        probs[i] = Math.max(0, re[i + (i << k)]);
    return { probs, passes };
}

;// CONCATENATED MODULE: ./src/quantum/noise/trajectory-wasm.ts
/**
 * The statevector pass of a trajectory at a cz as one WebAssembly SIMD kernel, assembled here from
 * code (no binary in the repository): the pending 2×2 matrix A of qubit a, then B of qubit b, then
 * (when `cz`) the sign of |11⟩ on the pair, in ONE pass over the state instead of three. Two
 * neighbouring groups of four amplitudes per step in f64x2 lanes. Same products and sums in the
 * same order as the JavaScript passes it replaces (kernels.ts k1General on a, then on b, then the
 * cz phase); a zero entry of a matrix adds an exact zero, so the result is bit-identical to the
 * shape-specialised JavaScript kernels too (tested).
 *
 * Export `pair(re, im, par, sa, sb, m, end, cz)`: re / im = byte offsets of the real and imaginary
 * parts in the imported memory `env.mem`, par = byte offset of A then B (8 f64 each: re, im of
 * the entries row by row), sa / sb = byte strides of qubits a and b, m = index mask of a and b,
 * end = 2^k, cz = 0 / 1. `pair2` and `pair4` put the lanes along bit 1 (pairs with qubit 0) or
 * bit 2 (the pair of qubits 0 and 1).
 */

function trajectory_wasm_kernelBody(lane) {
    const RE = 0, IM = 1, PAR = 2, SA = 3, SB = 4, M = 5, END = 6, CZ = 7;
    const I = 8, P = 9, O = 10; // O + l: byte offset of member l (0, a, b, a + b)
    const C = 14; // 16 splatted coefficients: A (0–7), B (8–15)
    const X = C + 16; // X + 2l: re, im of member l; then Y + 2l after the A stage
    const Y = X + 8;
    const nI32 = C - 8, nV = 16 + 16;
    const code = [];
    for (let j = 0; j < 16; j++)
        code.push(...lg(PAR), ...LOAD64_SPLAT(8 * j), ...ls(C + j));
    const offs = [[], [SA], [SB], [SA, SB]];
    offs.forEach((terms, l) => {
        code.push(...i32c(0));
        for (const t of terms)
            code.push(...lg(t), ...I_ADD);
        code.push(...ls(O + l));
    });
    const addr = (base, l) => [...lg(base), ...lg(P), ...I_ADD, ...lg(O + l), ...I_ADD];
    const load = (base, l) => lane === 8
        ? [...addr(base, l), ...V_LOAD()]
        : [...addr(base, l), ...addr(base, l), ...LOAD64_ZERO, ...LOAD64_LANE(lane, 1)];
    const store = (base, l, val) => lane === 8
        ? [...addr(base, l), ...val, ...V_STORE]
        : [...addr(base, l), ...val, ...STORE64_LANE(0, 0), ...addr(base, l), ...val, ...STORE64_LANE(lane, 1)];
    const mul = (c, v) => [...lg(C + c), ...lg(v), ...F_MUL];
    // row (p, q) of a matrix at coefficient c0 applied to (u, v): the JavaScript expressions
    // re = pr·ur − pi·ui + qr·vr − qi·vi, im = pr·ui + pi·ur + qr·vi + qi·vr, left to right
    const rowRe = (c0, u, v) => [...mul(c0, u), ...mul(c0 + 1, u + 1), ...F_SUB, ...mul(c0 + 2, v), ...F_ADD, ...mul(c0 + 3, v + 1), ...F_SUB];
    const rowIm = (c0, u, v) => [...mul(c0, u + 1), ...mul(c0 + 1, u), ...F_ADD, ...mul(c0 + 2, v + 1), ...F_ADD, ...mul(c0 + 3, v), ...F_ADD];
    const body = (cz) => {
        const out = [...lg(I), ...i32c(3), ...I_SHL, ...ls(P)];
        for (let l = 0; l < 4; l++)
            out.push(...load(RE, l), ...ls(X + 2 * l), ...load(IM, l), ...ls(X + 2 * l + 1));
        // A on qubit a: pairs (member 0, member 1) and (member 2, member 3)
        for (const [lo, hi] of [[0, 1], [2, 3]]) {
            out.push(...rowRe(0, X + 2 * lo, X + 2 * hi), ...ls(Y + 2 * lo), ...rowIm(0, X + 2 * lo, X + 2 * hi), ...ls(Y + 2 * lo + 1));
            out.push(...rowRe(4, X + 2 * lo, X + 2 * hi), ...ls(Y + 2 * hi), ...rowIm(4, X + 2 * lo, X + 2 * hi), ...ls(Y + 2 * hi + 1));
        }
        // B on qubit b: pairs (0, 2) and (1, 3), stored; the cz negates member 3
        for (const [lo, hi] of [[0, 2], [1, 3]]) {
            out.push(...store(RE, lo, rowRe(8, Y + 2 * lo, Y + 2 * hi)), ...store(IM, lo, rowIm(8, Y + 2 * lo, Y + 2 * hi)));
            const neg = cz && hi === 3 ? F_NEG : [];
            out.push(...store(RE, hi, [...rowRe(12, Y + 2 * lo, Y + 2 * hi), ...neg]), ...store(IM, hi, [...rowIm(12, Y + 2 * lo, Y + 2 * hi), ...neg]));
        }
        return out;
    };
    const loop = (cz) => [
        ...i32c(0), ...ls(I),
        0x02, 0x40, 0x03, 0x40, // block, loop
        ...lg(I), ...lg(END), ...I_GE_U, 0x0d, 1, // br_if exit
        ...body(cz),
        // i = (((i | lane bit) | m) + 1) & ~m
        ...lg(I), ...i32c(lane / 8), ...I_OR, ...lg(M), ...I_OR, ...i32c(1), ...I_ADD, ...lg(M), ...i32c(-1), ...I_XOR, ...I_AND, ...ls(I),
        0x0c, 0, 0x0b, 0x0b // br loop, end loop, end block
    ];
    code.push(...lg(CZ), 0x04, 0x40, ...loop(true), 0x05, ...loop(false), 0x0b, 0x0b);
    return [...vec([[...u32(nI32), I32], [...u32(nV), V128]]), ...code];
}
/** Kernels: name → byte distance of the two lanes (bit 0, 1 or 2 of the index). */
const KERNELS = { pair: 8, pair2: 16, pair4: 32 };
function trajectoryWasmBytes() {
    return moduleBytes(Object.keys(KERNELS).map((n) => ({ name: n, params: 8, body: trajectory_wasm_kernelBody(KERNELS[n]) })));
}
/** The compiled module, or undefined where WebAssembly SIMD or shared memory is unavailable. */
const trajectoryModule = lazyModule(trajectoryWasmBytes);
/**
 * A fresh memory holding a k-qubit state (k ≥ 3) and the pass bound to it, or undefined. A pass on
 * one qubit pairs it with another one under the identity. Self-contained (the lane rule is
 * asm.ts laneOf, inlined): its source runs in the trajectory workers.
 */
function bindTrajectoryPass(module, k) {
    const wa = globalThis.WebAssembly;
    if (!wa || k < 3)
        return undefined;
    try {
        const bytes = 8 * 2 ** k, page = 65536;
        const reAt = page, imAt = page + Math.ceil(bytes / page) * page;
        const pages = (imAt + Math.ceil(bytes / page) * page) / page;
        const mem = new wa.Memory({ initial: pages, maximum: pages, shared: true });
        const ex = new wa.Instance(module, { env: { mem } }).exports;
        const fns = [ex['pair'], ex['pair2'], ex['pair4']];
        const par = new Float64Array(mem.buffer, 0, 16);
        const ID = [1, 0, 0, 0, 0, 0, 1, 0];
        const end = 2 ** k;
        return {
            re: new Float64Array(mem.buffer, reAt, end),
            im: new Float64Array(mem.buffer, imAt, end),
            pass(a, b0, A, B, cz) {
                const b = b0 >= 0 ? b0 : a === 0 ? 1 : 0;
                par.set(A ?? ID, 0);
                par.set((b0 >= 0 && B) || ID, 8);
                const fn = fns[a !== 0 && b !== 0 ? 0 : a + b === 1 ? 2 : 1];
                fn(reAt, imAt, 0, 8 * 2 ** a, 8 * 2 ** b, 2 ** a + 2 ** b, end, cz ? 1 : 0);
            }
        };
    }
    catch {
        return undefined;
    }
}
/** The state and pass for k ≥ 3 qubits, or undefined (no WebAssembly SIMD, or no memory). */
function trajectoryWasm(k) {
    const module = trajectoryModule();
    return module ? bindTrajectoryPass(module, k) : undefined;
}

;// CONCATENATED MODULE: ./src/quantum/noise/trajectory-shots.ts
/**
 * Trajectories of a static program (no conditions, terminal measurements), shot by shot, on the
 * main thread and on worker threads. The quantum-jump threshold method is exact for any sequence
 * of the circuit's channels in an order the circuit allows (operations on different qubits
 * commute): draw r; evolve with the no-jump Kraus operators K0 = diag(1, √(1−γ)) WITHOUT
 * renormalising; the probability of no jump so far is the squared norm, so a jump happens at the
 * first relaxation where the norm² falls below r. State-independent events (depolarising Paulis,
 * relaxation Z flips) are drawn up front.
 *
 * The order used: all 1-qubit matrices of a qubit (gates, K0, sampled Paulis) are fused until its
 * next cz, and each cz applies the fused matrices of its two qubits (a STEP, one pass; the last
 * pending matrices two qubits per step). Fast path: the steps without any check, the norm once at
 * the end. Only when it fell below r (a jump happened) is the shot run again with the same r and
 * events, checking the norm: a step whose relaxations (Σγ) cannot bring the norm below r runs
 * fused without a check (the norm is tracked as a lower bound); a step that can is run fused from
 * a saved copy of the state, and when the norm did fall below r the copy is restored and that
 * step's operations run one by one to place the jump (K1 = |0⟩⟨1|, renormalise, draw a new r).
 *
 * Every shot draws from its own xoshiro128** stream, seeded from the caller's generator before
 * any shot runs, and writes its recorded bits to its own slots: the counts do not depend on how many
 * threads ran the shots or which thread ran which (tested).
 */





/** Probability weight of |1⟩ on qubit q (unnormalised). Self-contained: its source runs in the workers. */
function trajectory_shots_prob1(re, im, n, q) {
    const N = 1 << n, s = 1 << q;
    let p1 = 0;
    for (let b = s; b < N; b += 2 * s)
        for (let j = b; j < b + s; j++)
            p1 += re[j] * re[j] + im[j] * im[j];
    return p1;
}
/**
 * Keep the `outcome` half of qubit q, scale it by `scale`; with `toZero`, move it to |0>.
 * Self-contained: its source runs in the workers.
 */
function project(re, im, n, q, outcome, scale, toZero) {
    const N = 1 << n, s = 1 << q;
    for (let b = 0; b < N; b += 2 * s) {
        for (let i = b; i < b + s; i++) {
            const j = i + s;
            if (outcome === 0) {
                re[i] *= scale;
                im[i] *= scale;
                re[j] = 0;
                im[j] = 0;
            }
            else if (toZero) {
                re[i] = re[j] * scale;
                im[i] = im[j] * scale;
                re[j] = 0;
                im[j] = 0;
            }
            else {
                re[j] *= scale;
                im[j] *= scale;
                re[i] = 0;
                im[i] = 0;
            }
        }
    }
}
/**
 * Uniform doubles in [0, 1) from a xoshiro128** state: the same outputs as rng.ts `Rng.fromState`
 * (tested). Self-contained: its source runs in the workers.
 */
function xoshiroDoubles(a, b, c, d) {
    let s0 = a | 0, s1 = b | 0, s2 = c | 0, s3 = d | 0;
    if ((s0 | s1 | s2 | s3) === 0)
        s0 = 1;
    const u32 = () => {
        const m = Math.imul(s1, 5);
        const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
        const t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 11) | (s3 >>> 21);
        return result;
    };
    return () => ((u32() >>> 5) * 67108864 + (u32() >>> 6)) / 9007199254740992;
}
/**
 * Run the shots [next() …) of `job` (see the module comment). Self-contained: its source runs in
 * the workers, with `lib` built there.
 */
function runStaticShots(job, lib, next) {
    const { ops, k, readout, seeds, numClbits, bits, done } = job;
    const { re, im } = lib;
    const shots = done.length, N = 1 << k;
    const PAULI = [[1, 0, 0, 0, 0, 0, 1, 0], [0, 0, 1, 0, 1, 0, 0, 0], [0, 0, 0, -1, 0, 1, 0, 0], [1, 0, 0, 0, 0, 0, -1, 0]];
    const ZM = PAULI[3];
    const events = new Int32Array(ops.length);
    const terminal = [];
    for (const op of ops)
        if (op.k === 'measure' && op.clbit >= 0)
            terminal.push([op.q, op.clbit]);
    const pending = new Array(k).fill(undefined);
    // per qubit: the operations folded into its pending matrix since its last step
    const since = Array.from({ length: k }, () => []);
    let saved;
    const push = (q, m) => { pending[q] = pending[q] ? lib.mul2(m, pending[q]) : Array.from(m); };
    const k0 = (gamma) => [1, 0, 0, 0, 0, 0, Math.sqrt(1 - gamma), 0];
    const direct = (q, m) => lib.pass(q, -1, m, undefined, false);
    /** The event of operation i on qubit q (the Pauli drawn for q, or the relaxation's Z flip). */
    const eventOn = (i, q) => {
        const op = ops[i], e = events[i];
        if (!e)
            return undefined;
        if (op.k === 'relax')
            return ZM;
        if (op.k !== 'depol')
            return undefined;
        const pi = (e >> (2 * op.qs.indexOf(q))) & 3;
        return pi ? PAULI[pi] : undefined;
    };
    const norm2 = () => {
        let t = 0;
        for (let i = 0; i < N; i++)
            t += re[i] * re[i] + im[i] * im[i];
        return t;
    };
    let draw = lib.rng(0, 0, 0, 1);
    /**
     * The step's operations one by one from norm² `norm0` with threshold `r0`, placing jumps;
     * returns the threshold and the norm² after. A jump needs p1 > 0 (rounding could otherwise
     * project a qubit with no |1⟩ weight).
     */
    const oneByOne = (a, b, cz, r0, norm0) => {
        let r = r0, norm = norm0;
        for (const q of b >= 0 ? [a, b] : [a])
            for (const i of since[q]) {
                const op = ops[i];
                if (op.k === 'u')
                    direct(q, op.m);
                else if (op.k === 'relax' && op.gamma > 0) {
                    const p1 = lib.prob1(re, im, k, q);
                    const after = norm - op.gamma * p1;
                    if (after < r && p1 > 0) {
                        lib.project(re, im, k, q, 1, 1 / Math.sqrt(p1), true);
                        norm = 1;
                        r = draw();
                    }
                    else {
                        direct(q, k0(op.gamma));
                        norm = after;
                    }
                }
                const ev = eventOn(i, q);
                if (ev)
                    direct(q, ev);
            }
        if (cz)
            lib.pass(a, b, undefined, undefined, true);
        return [r, norm];
    };
    /** Run the shot's steps; with `check`, place the jumps. */
    const evolve = (check, r0) => {
        let r = r0, lb = 1;
        re.fill(0);
        im.fill(0);
        re[0] = 1;
        for (let q = 0; q < k; q++) {
            pending[q] = undefined;
            since[q].length = 0;
        }
        const step = (a, b, cz) => {
            let done = false;
            if (check) {
                let g = 0;
                for (const q of b >= 0 ? [a, b] : [a])
                    for (const i of since[q]) {
                        const op = ops[i];
                        if (op.k === 'relax')
                            g += op.gamma;
                    }
                // the tracked lower bound is too weak here: take the exact norm²
                if (g > 0 && lb - g < r)
                    lb = norm2();
                if (g > 0 && lb - g < r) {
                    // this step may cross r: run it fused from a saved copy, and one by one when it did
                    if (!saved)
                        saved = [new Float64Array(N), new Float64Array(N)];
                    saved[0].set(re);
                    saved[1].set(im);
                    lib.pass(a, b, pending[a], b >= 0 ? pending[b] : undefined, cz);
                    const after = norm2();
                    if (after < r) {
                        re.set(saved[0]);
                        im.set(saved[1]);
                        [r, lb] = oneByOne(a, b, cz, r, lb);
                    }
                    else
                        lb = after;
                    done = true;
                }
                else
                    lb -= g;
            }
            if (!done)
                lib.pass(a, b, pending[a], b >= 0 ? pending[b] : undefined, cz);
            pending[a] = undefined;
            since[a].length = 0;
            if (b >= 0) {
                pending[b] = undefined;
                since[b].length = 0;
            }
        };
        for (let i = 0; i < ops.length; i++) {
            const op = ops[i];
            switch (op.k) {
                case 'u':
                    push(op.q, op.m);
                    since[op.q].push(i);
                    break;
                case 'relax': {
                    if (op.gamma > 0)
                        push(op.q, k0(op.gamma));
                    if (events[i])
                        push(op.q, ZM);
                    since[op.q].push(i);
                    break;
                }
                case 'depol': {
                    for (const q of op.qs) {
                        const ev = eventOn(i, q);
                        if (ev)
                            push(q, ev);
                        since[q].push(i);
                    }
                    break;
                }
                case 'cz':
                    step(op.a, op.b, true);
                    break;
                default: break;
            }
        }
        // the last pending matrices two qubits per step, in qubit order
        const left = [];
        for (let q = 0; q < k; q++)
            if (pending[q])
                left.push(q);
        for (let j = 0; j < left.length; j += 2)
            step(left[j], j + 1 < left.length ? left[j + 1] : -1, false);
    };
    for (let s = next(); s < shots; s = next()) {
        draw = lib.rng(seeds[4 * s], seeds[4 * s + 1], seeds[4 * s + 2], seeds[4 * s + 3]);
        const r = draw();
        // state-independent events
        for (let i = 0; i < ops.length; i++) {
            const op = ops[i];
            events[i] = 0;
            if (op.k === 'depol') {
                if (draw() < op.p) {
                    let e = 0;
                    for (let j = 0; j < op.qs.length; j++)
                        e |= Math.floor(draw() * 4) << (2 * j);
                    events[i] = e;
                }
            }
            else if (op.k === 'relax' && op.pz > 0 && draw() < op.pz)
                events[i] = 1;
        }
        evolve(false, r);
        let sum = norm2();
        // a jump happened: run again with the same threshold and events, checking the norm
        if (sum < r) {
            evolve(true, r);
            sum = norm2();
        }
        const at = s * numClbits;
        bits.fill(0, at, at + numClbits);
        if (terminal.length) {
            const u = draw() * sum;
            let acc = 0, idx = N - 1;
            for (let i = 0; i < N; i++) {
                acc += re[i] * re[i] + im[i] * im[i];
                if (u < acc) {
                    idx = i;
                    break;
                }
            }
            for (const [q, clbit] of terminal) {
                const o = (idx >> q) & 1;
                const ro = readout[q];
                const flip = draw() < (o ? ro.p01 : ro.p10);
                bits[at + clbit] = flip ? 1 - o : o;
            }
        }
        done[s] = 1;
    }
}
/**
 * Threads are used when shots · 2^k reaches this: about 0.45 s of work on one thread (a 20-qubit
 * shot of the bench's mirror circuit takes ≈ 0.23 s), against ≈ 50 ms to start a worker.
 */
const TRAJECTORY_THREAD_WORK = 2 ** 21;
/** How long the main thread waits for a worker's last shot before giving up. */
const trajectory_shots_WORKER_TIMEOUT_MS = 120_000;
/** The JavaScript pass (kernels.ts): A on a, B on b, then the cz. */
function jsPass(re, im, k) {
    return (a, b, A, B, cz) => {
        if (A)
            apply1(re, im, 0, k, a, A, classify1(A));
        if (B)
            apply1(re, im, 0, k, b, B, classify1(B));
        if (cz)
            applyPhase(re, im, k, -1, 0, Int32Array.from([a, b].sort((x, y) => x - y)), (1 << a) | (1 << b));
    };
}
/**
 * Shots of a static program without resets; returns the recorded clbits per shot → count, keyed
 * by a string of '0'/'1' with clbit i at position i.
 */
function runStaticTrajectories(prog, shots, rng, opts = {}) {
    const k = prog.numQubits;
    const seeds = new Int32Array(new SharedArrayBuffer(16 * Math.max(1, shots)));
    for (let i = 0; i < 4 * shots; i++)
        seeds[i] = rng.nextU32() | 0;
    const numClbits = prog.numClbits;
    const bits = new Uint8Array(new SharedArrayBuffer(Math.max(1, shots * numClbits))).subarray(0, shots * numClbits);
    // done[s] = 0: not run (a shot a failed worker took is run again here, from its own seed)
    const done = new Uint8Array(new SharedArrayBuffer(Math.max(1, shots))).subarray(0, shots);
    const job = { ops: prog.ops, k, readout: prog.readout, seeds, numClbits, bits, done };
    const useWasm = opts.wasm ?? process.env['BENCHGATE_NOISE_WASM'] !== '0';
    const module = useWasm ? trajectoryModule() : undefined;
    const bound = module ? bindTrajectoryPass(module, k) : undefined;
    const re = bound ? bound.re : new Float64Array(2 ** k), im = bound ? bound.im : new Float64Array(2 ** k);
    const lib = { re, im, pass: bound ? bound.pass : jsPass(re, im, k), mul2: (a, b) => cmat_cmul(a, b, 2), prob1: trajectory_shots_prob1, project, rng: xoshiroDoubles };
    const env = Number(process.env['BENCHGATE_NOISE_THREADS']);
    const want = opts.threads ?? (Number.isInteger(env) && env > 0 ? env : (0,external_node_os_namespaceObject.availableParallelism)());
    // every thread holds its own state: at most 1 GiB of states in all
    const byMemory = Math.max(1, Math.floor(2 ** 30 / (16 * 2 ** k)));
    // an explicit thread count applies whatever the work (tests); otherwise only when it pays
    const enough = opts.threads !== undefined || shots * 2 ** k >= TRAJECTORY_THREAD_WORK;
    const parts = module && shots > 1 && enough ? Math.max(1, Math.min(want, 4, shots, byMemory)) : 1;
    runShotsOnThreads(job, lib, module, parts);
    const out = new Map();
    for (let s = 0; s < shots; s++) {
        let key = '';
        for (let b = 0; b < numClbits; b++)
            key += bits[s * numClbits + b] ? '1' : '0';
        out.set(key, (out.get(key) ?? 0) + 1);
    }
    return out;
}
/**
 * Run every shot of `job`: the main thread with `lib`, and `parts` − 1 workers, each with its own
 * state from `module`; then the shots that no thread finished (a worker that failed after taking
 * one) again on the main thread, from their seeds.
 */
function runShotsOnThreads(job, lib, module, parts) {
    const shots = job.done.length;
    const ctrl = new Int32Array(new SharedArrayBuffer(4 * (1 + parts)));
    const workers = parts > 1 && module ? startShotWorkers(job, module, ctrl, parts - 1) : [];
    try {
        runStaticShots(job, lib, () => Atomics.add(ctrl, 0, 1));
        // a worker that took a shot (state 1) finishes it; one still starting takes none now
        for (let i = 0; i < workers.length; i++) {
            while (Atomics.load(ctrl, 1 + i) === 1) {
                if (Atomics.wait(ctrl, 1 + i, 1, trajectory_shots_WORKER_TIMEOUT_MS) === 'timed-out')
                    throw new Error('trajectory worker did not finish its shot');
            }
        }
    }
    finally {
        for (const w of workers)
            void w.terminate();
    }
    const missed = [];
    for (let s = 0; s < shots; s++)
        if (!job.done[s])
            missed.push(s);
    let m = 0;
    if (missed.length)
        runStaticShots(job, lib, () => (m < missed.length ? missed[m++] : shots));
}
/**
 * Workers that take shots from the counter ctrl[0] with their own WebAssembly state. ctrl[1 + i]:
 * worker i's state, set to 1 BEFORE it takes a shot and to 2 when the counter is exhausted (−1 if
 * it failed to start); so once the main thread has exhausted the counter, only workers in state 1
 * still write.
 */
function startShotWorkers(job, module, ctrl, n) {
    const src = `
const { workerData } = require('node:worker_threads');
const { job, module, ctrlBuf, index } = workerData;
const ctrl = new Int32Array(ctrlBuf);
try {
  const runStaticShots = (${runStaticShots.toString()});
  const bindTrajectoryPass = (${bindTrajectoryPass.toString()});
  const cmul = (${cmat_cmul.toString()});
  const prob1 = (${trajectory_shots_prob1.toString()});
  const project = (${project.toString()});
  const xoshiroDoubles = (${xoshiroDoubles.toString()});
  const bound = bindTrajectoryPass(module, job.k);
  if (!bound) throw new Error('no WebAssembly state');
  const lib = { re: bound.re, im: bound.im, pass: bound.pass, mul2: (a, b) => cmul(a, b, 2), prob1, project, rng: xoshiroDoubles };
  Atomics.store(ctrl, 1 + index, 1);
  runStaticShots(job, lib, () => Atomics.add(ctrl, 0, 1));
  Atomics.store(ctrl, 1 + index, 2);
} catch (e) {
  Atomics.store(ctrl, 1 + index, -1);
}
Atomics.notify(ctrl, 1 + index);
`;
    const workers = [];
    for (let i = 0; i < n; i++) {
        try {
            workers.push(new external_node_worker_threads_namespaceObject.Worker(src, { eval: true, workerData: { job, module, ctrlBuf: ctrl.buffer, index: i } }));
        }
        catch {
            Atomics.store(ctrl, 1 + i, -1);
        }
    }
    return workers;
}

;// CONCATENATED MODULE: ./src/quantum/noise/trajectory.ts



/** Compile: fuse consecutive unconditioned 1-qubit unitaries of a qubit (nothing noisy between). */
function compileOps(prog) {
    const out = [];
    const k = prog.numQubits;
    const pending = new Array(k).fill(undefined);
    const flush = (q) => {
        const m = pending[q];
        if (!m)
            return;
        pending[q] = undefined;
        out.push({ k: 'u', q, m: Float64Array.from(m), shape: classify1(m) });
    };
    const qubitsOf = (op) => (op.k === 'cz' ? [op.a, op.b] : op.k === 'depol' ? op.qs : [op.q]);
    for (const op of prog.ops) {
        if (op.k === 'u' && !op.cond) {
            pending[op.q] = pending[op.q] ? mul2(op.m, pending[op.q]) : op.m.slice();
            continue;
        }
        for (const q of qubitsOf(op))
            flush(q);
        if (op.k === 'u')
            out.push({ k: 'u', q: op.q, m: Float64Array.from(op.m), shape: classify1(op.m), cond: op.cond });
        else if (op.k === 'cz')
            out.push({ k: 'cz', fixed: Int32Array.from([op.a, op.b].sort((x, y) => x - y)), cval: (1 << op.a) | (1 << op.b), cond: op.cond });
        else
            out.push(op);
    }
    for (let q = 0; q < k; q++)
        flush(q);
    return out;
}
const PAULI = [
    Float64Array.of(1, 0, 0, 0, 0, 0, 1, 0),
    Float64Array.of(0, 0, 1, 0, 1, 0, 0, 0),
    Float64Array.of(0, 0, 0, -1, 0, 1, 0, 0),
    Float64Array.of(1, 0, 0, 0, 0, 0, -1, 0)
];
const PAULI_SHAPE = [Shape.Phase1, Shape.Anti, Shape.Anti, Shape.Diag];
function trajectory_condHolds(c, bits) {
    let v = 0;
    for (let i = 0; i < c.clbits.length; i++)
        v += bits[c.clbits[i]] * 2 ** i;
    return (v === c.value) !== (c.negate === true);
}
function runTrajectories(prog, shots, rng, opts = {}) {
    // resets draw state-dependent outcomes: those programs take the step-by-step path
    if (prog.static && !prog.ops.some((o) => o.k === 'reset'))
        return runStaticTrajectories(prog, shots, rng, opts);
    return runExactTrajectories(prog, shots, rng);
}
/** Step-by-step trajectories (any program, including dynamic ones). */
function runExactTrajectories(prog, shots, rng) {
    const k = prog.numQubits;
    const N = 1 << k;
    const ops = compileOps(prog);
    const re = new Float64Array(N);
    const im = new Float64Array(N);
    const bits = new Uint8Array(prog.numClbits);
    const out = new Map();
    const probs = new Float64Array(N);
    const ampPhase = Float64Array.of(1, 0, 0, 0, 0, 0, 1, 0);
    for (let s = 0; s < shots; s++) {
        re.fill(0);
        im.fill(0);
        re[0] = 1;
        bits.fill(0);
        const terminal = [];
        for (const op of ops) {
            if (op.cond && !trajectory_condHolds(op.cond, bits))
                continue;
            switch (op.k) {
                case 'u':
                    apply1(re, im, 0, k, op.q, op.m, op.shape);
                    break;
                case 'cz':
                    applyPhase(re, im, k, -1, 0, op.fixed, op.cval);
                    break;
                case 'depol': {
                    if (rng.nextDouble() >= op.p)
                        break;
                    for (const q of op.qs) {
                        const pi = Math.floor(rng.nextDouble() * 4);
                        if (pi)
                            apply1(re, im, 0, k, q, PAULI[pi], PAULI_SHAPE[pi]);
                    }
                    break;
                }
                case 'relax': {
                    if (op.gamma > 0) {
                        const p1 = trajectory_shots_prob1(re, im, k, op.q);
                        const pj = op.gamma * p1;
                        if (rng.nextDouble() < pj) {
                            // jump: |1> → |0>
                            project(re, im, k, op.q, 1, 1 / Math.sqrt(p1), true);
                        }
                        else {
                            // no jump: diag(1, sqrt(1 − γ)) / sqrt(1 − pj)
                            const sc = 1 / Math.sqrt(1 - pj);
                            ampPhase[0] = sc;
                            ampPhase[6] = Math.sqrt(1 - op.gamma) * sc;
                            apply1(re, im, 0, k, op.q, ampPhase, Shape.Diag);
                        }
                    }
                    if (op.pz > 0 && rng.nextDouble() < op.pz)
                        apply1(re, im, 0, k, op.q, PAULI[3], Shape.Diag);
                    break;
                }
                case 'reset':
                case 'measure': {
                    if (op.k === 'measure' && op.terminal) {
                        terminal.push([op.q, op.clbit]);
                        break;
                    }
                    const p1 = trajectory_shots_prob1(re, im, k, op.q);
                    const outcome = rng.nextDouble() < p1 ? 1 : 0;
                    project(re, im, k, op.q, outcome, 1 / Math.sqrt(outcome ? p1 : 1 - p1), op.k === 'reset');
                    if (op.k === 'measure' && op.clbit >= 0) {
                        const ro = prog.readout[op.q];
                        const flip = rng.nextDouble() < (outcome ? ro.p01 : ro.p10);
                        bits[op.clbit] = flip ? 1 - outcome : outcome;
                    }
                    break;
                }
            }
        }
        if (terminal.length) {
            // one draw from the final state for all terminal measurements
            let total = 0;
            for (let i = 0; i < N; i++) {
                const p = re[i] * re[i] + im[i] * im[i];
                probs[i] = p;
                total += p;
            }
            const u = rng.nextDouble() * total;
            let acc = 0, idx = N - 1;
            for (let i = 0; i < N; i++) {
                acc += probs[i];
                if (u < acc) {
                    idx = i;
                    break;
                }
            }
            for (const [q, clbit] of terminal) {
                if (clbit < 0)
                    continue;
                const outcome = (idx >> q) & 1;
                const ro = prog.readout[q];
                const flip = rng.nextDouble() < (outcome ? ro.p01 : ro.p10);
                bits[clbit] = flip ? 1 - outcome : outcome;
            }
        }
        let key = '';
        for (let b = 0; b < bits.length; b++)
            key += bits[b] ? '1' : '0';
        out.set(key, (out.get(key) ?? 0) + 1);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/quantum/fidelity.ts

/** Largest circuit (qubits as declared) whose output can be scored. */
const MAX_SCORED_QUBITS = 20;
/** Why a circuit cannot be scored, or undefined when it can. */
function unscorableReason(c) {
    if (c.numQubits > MAX_SCORED_QUBITS)
        return `${c.numQubits} qubits (over ${MAX_SCORED_QUBITS})`;
    const d = dynamicsOf(c);
    if (d.midCircuitMeasurement)
        return 'mid-circuit measurement';
    if (d.conditional)
        return 'classically conditioned operations';
    if (d.effectiveReset)
        return 'reset of a used qubit';
    if (!c.ops.some((o) => o.kind === 'measure' && o.clbit >= 0))
        return 'no measurement';
    return undefined;
}
/** clbit → qubit of its last measurement (−1: never measured). */
function clbitSources(c) {
    const src = new Int32Array(c.numClbits).fill(-1);
    for (const op of c.ops)
        if (op.kind === 'measure' && op.clbit >= 0)
            src[op.clbit] = op.qubit;
    return src;
}
/** Noiseless output distribution over count keys (Qiskit format), from the statevector. */
function idealDistribution(c) {
    const why = unscorableReason(c);
    if (why)
        throw new Error(`cannot compute the ideal distribution: ${why}`);
    const st = simulateStatevector(c);
    const src = clbitSources(c);
    const acc = new Map();
    const N = st.re.length;
    for (let i = 0; i < N; i++) {
        const p = st.re[i] * st.re[i] + st.im[i] * st.im[i];
        if (p < 1e-15)
            continue;
        const key = countKey(c, (b) => (src[b] >= 0 ? Math.floor(i / 2 ** src[b]) % 2 : 0));
        acc.set(key, (acc.get(key) ?? 0) + p);
    }
    return normalise(Object.fromEntries(acc));
}
/** Counts or weights → probabilities (sorted keys). */
function normalise(d) {
    let t = 0;
    for (const v of Object.values(d))
        t += v;
    const out = {};
    if (t <= 0)
        return out;
    for (const k of Object.keys(d).sort())
        if (d[k] > 0)
            out[k] = d[k] / t;
    return out;
}
/** Qiskit's hellinger_fidelity: (Σ_i √(p_i q_i))² after normalising both. */
function hellingerFidelity(p, q) {
    const a = normalise(p), b = normalise(q);
    let s = 0;
    for (const k of Object.keys(a))
        if (b[k] !== undefined)
            s += Math.sqrt(a[k] * b[k]);
    return Math.min(1, s * s);
}
/**
 * Nearest probability vector to a real vector summing to 1 (Smolin, Gambetta & Smith 2012,
 * PRL 108, 070502): zero the most negative entries while spreading their mass evenly over the
 * rest, until the rest is non-negative. This is the Euclidean projection onto the simplex.
 */
function projectToSimplex(v) {
    const n = v.length;
    const out = Float64Array.from(v);
    let sum = 0;
    for (let i = 0; i < n; i++)
        sum += out[i];
    if (n === 0)
        return out;
    // shift so the sum is 1 (mitigated quasi-distributions already sum to 1 up to rounding)
    const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => out[x] - out[y]);
    let acc = 1 - sum;
    let i = 0;
    // remaining entries share acc; find the cut
    for (; i < n; i++) {
        const rest = n - i;
        if (out[order[i]] + acc / rest >= 0)
            break;
        acc += out[order[i]];
        out[order[i]] = 0;
    }
    const rest = n - i;
    for (let j = i; j < n; j++)
        out[order[j]] += acc / rest;
    return out;
}
/** Largest number of measured clbits mitigated with a dense vector. */
const MAX_MITIGATED_BITS = 24;
/**
 * Standard readout-error mitigation: counts → quasi-probabilities by the tensor product of the
 * inverse 2×2 assignment matrices A_b = [[1−p10, p01], [p10, 1−p01]] of the measured clbits,
 * then the nearest probability distribution. `readout[b]` is undefined for clbits that were
 * never measured (always 0). Returns probabilities keyed like the counts.
 */
function mitigateReadout(c, counts, readout) {
    const measured = [];
    // only clbits of the count key (an OpenQASM 3 block's local bits are not in it)
    const inKey = new Uint8Array(c.numClbits);
    for (const r of c.cregs)
        for (let b = r.offset; b < r.offset + r.size; b++)
            inKey[b] = 1;
    for (let b = 0; b < c.numClbits; b++)
        if (readout[b] && inKey[b])
            measured.push(b);
    const m = measured.length;
    if (m > MAX_MITIGATED_BITS)
        throw new Error(`readout mitigation limited to ${MAX_MITIGATED_BITS} measured bits, got ${m}`);
    const posOf = new Int32Array(c.numClbits).fill(-1);
    measured.forEach((b, i) => { posOf[b] = i; });
    const v = new Float64Array(2 ** m);
    let total = 0;
    for (const [key, cnt] of Object.entries(counts)) {
        const bits = keyBits(c, key);
        let idx = 0;
        for (let i = 0; i < m; i++)
            if (bits[measured[i]])
                idx += 2 ** i;
        v[idx] += cnt;
        total += cnt;
    }
    if (total <= 0)
        return {};
    for (let i = 0; i < v.length; i++)
        v[i] /= total;
    for (let i = 0; i < m; i++) {
        const { p10, p01 } = readout[measured[i]];
        const det = (1 - p10) * (1 - p01) - p01 * p10;
        // inverse of [[a, b], [c, d]] = [[d, −b], [−c, a]] / det with a = 1−p10, b = p01, c = p10, d = 1−p01
        const i00 = (1 - p01) / det, i01 = -p01 / det, i10 = -p10 / det, i11 = (1 - p10) / det;
        const s = 2 ** i;
        for (let base = 0; base < v.length; base += 2 * s)
            for (let j = base; j < base + s; j++) {
                const x0 = v[j], x1 = v[j + s];
                v[j] = i00 * x0 + i01 * x1;
                v[j + s] = i10 * x0 + i11 * x1;
            }
    }
    const p = projectToSimplex(v);
    const out = {};
    for (let idx = 0; idx < p.length; idx++) {
        if (p[idx] <= 0)
            continue;
        const key = countKey(c, (b) => (posOf[b] >= 0 ? Math.floor(idx / 2 ** posOf[b]) % 2 : 0));
        out[key] = (out[key] ?? 0) + p[idx];
    }
    return normalise(out);
}
/** Clbit values of a count key (Qiskit format: last register leftmost, highest bit first). */
function keyBits(c, key) {
    const bits = new Uint8Array(c.numClbits);
    const parts = c.cregs.length > 1 ? key.split(' ') : [key];
    for (let r = c.cregs.length - 1, pi = 0; r >= 0; r--, pi++) {
        const reg = c.cregs[r];
        const s = parts[pi] ?? '';
        for (let b = 0; b < reg.size; b++)
            bits[reg.offset + b] = s[reg.size - 1 - b] === '1' ? 1 : 0;
    }
    return bits;
}
function scoreCircuits(records) {
    let all = 0, scorableShots = 0, wSum = 0, fSum = 0, kept = 0, tot = 0, anyKept = false, scored = 0;
    for (const r of records) {
        all += r.shots;
        if (r.scorable)
            scorableShots += r.shots;
        if (r.scorable && r.fidelity !== undefined && Number.isFinite(r.fidelity)) {
            wSum += r.shots;
            fSum += r.shots * r.fidelity;
            scored++;
        }
        if (r.kept !== undefined) {
            anyKept = true;
            kept += r.kept;
            tot += r.total ?? r.shots;
        }
    }
    return {
        fidelity: wSum > 0 ? fSum / wSum : undefined,
        coverage: all > 0 ? scorableShots / all : 1,
        postSelection: anyKept ? (tot > 0 ? kept / tot : undefined) : undefined,
        scoredShots: scorableShots, totalShots: all, circuits: records.length, scoredCircuits: scored
    };
}

;// CONCATENATED MODULE: ./src/quantum/noise/run.ts









/** Largest noisy simulation (trajectories on a statevector of 2^k amplitudes). */
const MAX_NOISY_QUBITS = 26;
/**
 * Switch point between the simulators, measured with the CLI on the bench's mirror circuits
 * (fake:fez@1.6, 10,000 density-matrix shots against 200 trajectory shots, 2026-12-03 10:30 UTC,
 * three runs, load average ≈ 2; Pauli-basis density matrix with the skewed-scratch kernels,
 * trajectories with the SIMD cz pass): one density-matrix run costs as much as ≈ 0.08–0.18 · 2^k
 * trajectory shots (k = 10: 188 / 170 / 187 shots, 11: 241 / 281 / 252, 12: 310 / 310 / 387; the
 * median ≈ 0.12 · 2^k; it was 0.15 on 2026-12-02 with the slower kernels of both; 0.13 in three more runs
 * after the trajectories' fused jump replay, the same within the noise). So: density
 * matrix for static programs of at most MAX_DENSITY_QUBITS qubits when k ≤ 8 (everything is
 * fast) or shots ≥ DENSITY_SHOT_FACTOR·2^k; trajectories otherwise (and always for dynamic
 * circuits or more than 12 qubits).
 */
const DENSITY_SHOT_FACTOR = 0.12;
function chooseMethod(prog, shots) {
    const k = prog.numQubits;
    if (!prog.static || k > MAX_DENSITY_QUBITS)
        return 'trajectories';
    return k <= 8 || shots >= DENSITY_SHOT_FACTOR * 2 ** k ? 'density-matrix' : 'trajectories';
}
function run_sortedCounts(m) {
    const out = {};
    for (const k of [...m.keys()].sort())
        out[k] = m.get(k);
    return out;
}
function runOnTarget(circuit, opts) {
    const target = typeof opts.target === 'string' ? parseTarget(opts.target) : opts.target;
    const shots = opts.shots;
    if (!Number.isSafeInteger(shots) || shots < 0)
        throw new RangeError(`shots must be a non-negative integer, got ${shots}`);
    const seed = opts.seed ?? 0;
    const why = unscorableReason(circuit);
    const sent = circuitStats(circuit).nonlocalGates;
    if (target.kind === 'sim-cpu') {
        const t0 = performance.now();
        const r = sampleCounts(circuit, { shots, seed });
        return {
            counts: r.counts, target: 'sim-cpu', shots, seed, method: 'statevector', sentTwoQubitGates: sent, scorable: why === undefined,
            ...(why ? { unscorableReason: why } : {}), timeMs: { transpile: 0, simulate: performance.now() - t0, score: 0 }
        };
    }
    const dev = target.device;
    const f = scaledFigures(dev.figures, target.scale);
    const t0 = performance.now();
    let tr;
    try {
        tr = transpile(circuit, dev);
    }
    catch (e) {
        throw new SimulationError(`cannot transpile to ${dev.backendName}: ${e.message}`);
    }
    if (tr.circuit.numQubits > MAX_NOISY_QUBITS)
        throw new SimulationError(`the circuit uses ${tr.circuit.numQubits} qubits; noisy simulation is limited to ${MAX_NOISY_QUBITS}`);
    const t1 = performance.now();
    const figs = () => ({ t1: f.t1, t2: f.t2, readoutP10: f.readoutP10, readoutP01: f.readoutP01, sxError: f.sxError });
    const prog = buildNoisyProgram(tr.circuit, f, figs, { idle: opts.idle });
    const method = opts.method ?? chooseMethod(prog, shots);
    const rng = new Rng(seed);
    const tc = tr.circuit;
    const counts = new Map();
    if (method === 'density-matrix') {
        const { probs } = runDensity(prog);
        // readout error on the measured qubits (tensor product of assignment matrices)
        const src = clbitSources(tc);
        const measuredQ = new Set();
        for (const q of src)
            if (q >= 0)
                measuredQ.add(q);
        for (const q of measuredQ) {
            const { p10, p01 } = prog.readout[q];
            const s = 1 << q;
            for (let b = 0; b < probs.length; b += 2 * s)
                for (let j = b; j < b + s; j++) {
                    const p0 = probs[j], p1 = probs[j + s];
                    probs[j] = (1 - p10) * p0 + p01 * p1;
                    probs[j + s] = p10 * p0 + (1 - p01) * p1;
                }
        }
        const amp = probs.map(Math.sqrt);
        const byIdx = sampleIndices({ numQubits: tc.numQubits, re: amp, im: new Float64Array(amp.length) }, shots, rng);
        for (const [idx, cnt] of byIdx) {
            const key = countKey(tc, (b) => (src[b] >= 0 ? (idx >> src[b]) & 1 : 0));
            counts.set(key, (counts.get(key) ?? 0) + cnt);
        }
    }
    else {
        const out = runTrajectories(prog, shots, rng);
        for (const [bits, cnt] of out) {
            const key = countKey(tc, (b) => (bits[b] === '1' ? 1 : 0));
            counts.set(key, (counts.get(key) ?? 0) + cnt);
        }
    }
    const t2 = performance.now();
    const result = {
        counts: run_sortedCounts(counts), target: target.name, shots, seed, method,
        effective: {
            device: dev.name, backendName: dev.backendName, scale: target.scale, t1Us: f.t1 / 1000, t2Us: f.t2 / 1000,
            readoutP10: f.readoutP10, readoutP01: f.readoutP01, sxError: f.sxError, czError: f.czError,
            sxLengthNs: f.sxLength, czLengthNs: f.czLength, idle: prog.idle, uniform: true
        },
        sentTwoQubitGates: sent, transpiledTwoQubitGates: tr.twoQubitGates, transpiledDepth: tr.depth,
        physicalQubits: tr.physicalQubits.slice(), swaps: tr.swaps,
        finalLayout: tr.finalLayout.map((q) => (q >= 0 ? tr.physicalQubits[q] : -1)),
        scorable: why === undefined, ...(why ? { unscorableReason: why } : {}), transpiled: tr,
        timeMs: { transpile: t1 - t0, simulate: t2 - t1, score: 0 }
    };
    if (!why && shots > 0) {
        const ideal = idealDistribution(circuit);
        let mitigated;
        if (opts.mitigated) {
            mitigated = opts.mitigated;
            result.mitigation = 'workflow';
        }
        else {
            const src = clbitSources(tc);
            const readout = Array.from(src, (q) => (q >= 0 ? { p10: prog.readout[q].p10, p01: prog.readout[q].p01 } : undefined));
            if (readout.filter((r) => r).length > MAX_MITIGATED_BITS) {
                // too many measured bits for the dense tensor-product inverse: not scored
                result.scorable = false;
                result.unscorableReason = `more than ${MAX_MITIGATED_BITS} measured bits to mitigate`;
                result.timeMs.score = performance.now() - t2;
                return result;
            }
            mitigated = mitigateReadout(tc, result.counts, readout);
            result.mitigation = 'readout';
        }
        result.mitigatedDistribution = mitigated;
        result.fidelity = hellingerFidelity(mitigated, ideal);
        result.rawFidelity = hellingerFidelity(result.counts, ideal);
    }
    result.timeMs.score = performance.now() - t2;
    return result;
}

;// CONCATENATED MODULE: ./src/quantum/index.ts















;// CONCATENATED MODULE: ./src/suites/qsolve/runner/backend.ts
/**
 * Backend selection: the ONE place that maps a case target to a circuit executor.
 *
 * `sim-cpu` (and `sim-gpu`, run by the same exact statevector engine) use src/quantum. `fake:<device>[@scale]`
 * noise models run on the noise engine (`runOnTarget`: transpile to the device, noisy simulation, readout
 * mitigation, fidelity against the ideal output) and are scored with `scoreCircuits`. `ibm:<device>` hardware is not
 * available here: `available()` says why, and the run records the case as not run (its gates stay undecided).
 */

/** Largest statevector the sim-cpu backend allocates (bytes): 1 GiB = 26 qubits. */
const SIM_MAX_MEMORY = 1024 ** 3;
const NOT_IN_BUILD = 'is not available to benchgate (hardware targets need IBM Quantum access; use a fake:<device>[@scale] noise model)';
function targetKind(target) {
    if (/^sim-[A-Za-z0-9_-]+$/.test(target))
        return 'sim';
    if (target.startsWith('fake:'))
        return 'fake';
    if (target.startsWith('ibm:'))
        return 'ibm';
    return 'unknown';
}
class SimCpuBackend {
    available(target) {
        if (target === 'sim-cpu' || target === 'sim-gpu')
            return null;
        const k = targetKind(target);
        if (k === 'fake' || k === 'ibm')
            return `target ${target} ${NOT_IN_BUILD}`;
        if (k === 'sim')
            return `target ${target} is not a simulator benchgate provides (sim-cpu, sim-gpu)`;
        return `target ${target} is not recognised (sim-cpu, fake:<device>[@scale], ibm:<device>)`;
    }
    async run(qasm, shots, seed, target) {
        const why = this.available(target);
        if (why !== null)
            return { ok: false, unavailable: true, reason: why };
        try {
            const c = parseQasm(qasm);
            const st = circuitStats(c);
            const r = sampleCounts(c, { shots, seed, maxMemoryBytes: SIM_MAX_MEMORY });
            return {
                ok: true,
                counts: r.counts,
                qubits: c.numQubits,
                clbits: c.numClbits,
                qasmVersion: c.version,
                twoQubitGates: st.nonlocalGates,
                midCircuitMeasurement: st.midCircuitMeasurement
            };
        }
        catch (e) {
            if (e instanceof QasmError)
                return { ok: false, unavailable: false, reason: `OpenQASM error at line ${e.line}, column ${e.column}: ${e.message}` };
            if (e instanceof SimulationError || e instanceof RangeError)
                return { ok: false, unavailable: false, reason: e.message };
            return { ok: false, unavailable: false, reason: `simulation failed: ${e.message}` };
        }
    }
}
/** `sim-cpu` on the exact engine, plus `fake:<device>[@scale]` on the noise engine. */
class DeviceBackend extends SimCpuBackend {
    available(target) {
        if (targetKind(target) !== 'fake')
            return super.available(target);
        try {
            parseTarget(target);
            return null;
        }
        catch (e) {
            return e instanceof TargetError ? e.message : `target ${target} is not recognised: ${e.message}`;
        }
    }
    async run(qasm, shots, seed, target) {
        if (targetKind(target) !== 'fake')
            return super.run(qasm, shots, seed, target);
        const why = this.available(target);
        if (why !== null)
            return { ok: false, unavailable: true, reason: why };
        try {
            const c = parseQasm(qasm);
            const st = circuitStats(c);
            const r = runOnTarget(c, { target, shots, seed });
            return {
                ok: true,
                counts: r.counts,
                qubits: c.numQubits,
                clbits: c.numClbits,
                qasmVersion: c.version,
                twoQubitGates: st.nonlocalGates,
                midCircuitMeasurement: st.midCircuitMeasurement,
                transpiledTwoQubitGates: r.transpiledTwoQubitGates ?? null,
                fidelity: r.fidelity ?? null,
                scorable: r.scorable
            };
        }
        catch (e) {
            if (e instanceof QasmError)
                return { ok: false, unavailable: false, reason: `OpenQASM error at line ${e.line}, column ${e.column}: ${e.message}` };
            if (e instanceof SimulationError || e instanceof RangeError)
                return { ok: false, unavailable: false, reason: e.message };
            return { ok: false, unavailable: false, reason: `noisy simulation failed: ${e.message}` };
        }
    }
    score(target, circuits, shots) {
        if (targetKind(target) !== 'fake' || circuits.length === 0)
            return undefined;
        const s = scoreCircuits(circuits.map((c, i) => ({ shots: shots[i] ?? 0, scorable: c.scorable ?? false, ...(c.fidelity !== null && c.fidelity !== undefined ? { fidelity: c.fidelity } : {}) })));
        return { fidelity: s.fidelity ?? null, coverage: s.coverage, ...(s.postSelection !== undefined ? { postselection: s.postSelection } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/suites/qsolve/runner/sim-worker.ts
/**
 * Entry of the simulation worker thread (built to dist/workers/sim-worker.js; see sim-pool.ts). It runs circuits on
 * the in-thread engine (DeviceBackend: sim-cpu on the exact engine, fake:<device> on the noise engine) one at a time,
 * so the main thread stays free and benchgate can terminate the worker at the deadline.
 *
 * Messages in: { id, qasm, shots, seed, target }. Messages out: { id, result } (a BackendResult).
 */


const backend = new DeviceBackend();
const port = external_node_worker_threads_namespaceObject.parentPort;
if (port) {
    port.on('message', (job) => {
        void backend.run(job.qasm, job.shots, job.seed, job.target).then((result) => port.postMessage({ id: job.id, result }), (e) => port.postMessage({ id: job.id, result: { ok: false, unavailable: false, reason: `simulation failed: ${e?.message ?? String(e)}` } }));
    });
    port.postMessage({ ready: true });
}

