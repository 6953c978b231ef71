export const id = 554;
export const ids = [554];
export const modules = {

/***/ 700:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ mul4),
/* harmony export */   Pl: () => (/* binding */ mul2)
/* harmony export */ });
/* unused harmony export cmul */
/** Small complex-matrix helpers shared by the simulators, the noise engine and the transpiler (interleaved re/im, row-major). */
/** a · b for n×n interleaved complex matrices (row-major, entry (r, c) at 2·(r·n + c), its imaginary part next). */
function cmul(a, b, n) {
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
/**
 * a · b for 2×2 interleaved complex matrices ([re00, im00, re01, im01, re10, im10, re11, im11]), written out: the noise
 * engine folds every gate and noise event of a qubit through it. The same sums in the same order as cmul(a, b, 2).
 */
function mul2(a, b) {
    const a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4], a5 = a[5], a6 = a[6], a7 = a[7];
    const b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3], b4 = b[4], b5 = b[5], b6 = b[6], b7 = b[7];
    return [
        0 + (a0 * b0 - a1 * b1) + (a2 * b4 - a3 * b5),
        0 + (a0 * b1 + a1 * b0) + (a2 * b5 + a3 * b4),
        0 + (a0 * b2 - a1 * b3) + (a2 * b6 - a3 * b7),
        0 + (a0 * b3 + a1 * b2) + (a2 * b7 + a3 * b6),
        0 + (a4 * b0 - a5 * b1) + (a6 * b4 - a7 * b5),
        0 + (a4 * b1 + a5 * b0) + (a6 * b5 + a7 * b4),
        0 + (a4 * b2 - a5 * b3) + (a6 * b6 - a7 * b7),
        0 + (a4 * b3 + a5 * b2) + (a6 * b7 + a7 * b6)
    ];
}
/** a · b for 4×4 interleaved complex matrices (2-qubit gates, 1-qubit superoperators). */
function mul4(a, b) {
    return cmul(a, b, 4);
}


/***/ }),

/***/ 43113:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ baseMatrix),
/* harmony export */   F6: () => (/* binding */ kernelOf),
/* harmony export */   Gw: () => (/* binding */ power2),
/* harmony export */   M1: () => (/* binding */ namedControlled),
/* harmony export */   bB: () => (/* binding */ kron),
/* harmony export */   bx: () => (/* binding */ baseOf),
/* harmony export */   x: () => (/* binding */ baseArity),
/* harmony export */   yA: () => (/* binding */ invertBase),
/* harmony export */   zo: () => (/* binding */ isRotation)
/* harmony export */ });
/** Named controlled gates → [base gate, number of leading controls]. */
const CONTROLLED = {
    cx: ['x', 1],
    ccx: ['x', 2],
    c3x: ['x', 3],
    c4x: ['x', 4],
    cy: ['y', 1],
    cz: ['z', 1],
    ccz: ['z', 2],
    ch: ['h', 1],
    cs: ['s', 1],
    csdg: ['sdg', 1],
    csx: ['sx', 1],
    c3sx: ['sx', 3],
    cp: ['p', 1],
    cu1: ['u1', 1],
    crx: ['rx', 1],
    cry: ['ry', 1],
    crz: ['rz', 1],
    cu3: ['u3', 1],
    cu: ['cu', 1],
    cswap: ['swap', 1]
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
const SWAPPED_INVERSE = {
    s: 'sdg',
    sdg: 's',
    t: 'tdg',
    tdg: 't',
    sx: 'sxdg',
    sxdg: 'sx'
};
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
    return [
        c,
        0,
        -Math.cos(lam) * s,
        -Math.sin(lam) * s,
        Math.cos(phi) * s,
        Math.sin(phi) * s,
        Math.cos(phi + lam) * c,
        Math.sin(phi + lam) * c
    ];
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
        case 'gphase':
            return [Math.cos(p[0]), Math.sin(p[0])];
        case 'id':
            return [1, 0, 0, 0, 0, 0, 1, 0];
        case 'x':
            return PX.slice();
        case 'y':
            return PY.slice();
        case 'z':
            return PZ.slice();
        case 'h':
            return [S2, 0, S2, 0, S2, 0, -S2, 0];
        case 's':
            return [1, 0, 0, 0, 0, 0, 0, 1];
        case 'sdg':
            return [1, 0, 0, 0, 0, 0, 0, -1];
        case 't':
            return [1, 0, 0, 0, 0, 0, S2, S2];
        case 'tdg':
            return [1, 0, 0, 0, 0, 0, S2, -S2];
        case 'sx':
            return [0.5, 0.5, 0.5, -0.5, 0.5, -0.5, 0.5, 0.5];
        case 'sxdg':
            return [0.5, -0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -0.5];
        case 'rx': {
            const c = Math.cos(p[0] / 2), s = Math.sin(p[0] / 2);
            return [c, 0, 0, -s, 0, -s, c, 0];
        }
        case 'ry': {
            const c = Math.cos(p[0] / 2), s = Math.sin(p[0] / 2);
            return [c, 0, -s, 0, s, 0, c, 0];
        }
        case 'rz':
            return diag2(-p[0] / 2, p[0] / 2);
        case 'p':
        case 'u1':
            return [1, 0, 0, 0, 0, 0, Math.cos(p[0]), Math.sin(p[0])];
        case 'u':
        case 'u3':
            return u3m(p[0], p[1], p[2]);
        case 'u2':
            return u3m(Math.PI / 2, p[0], p[1]);
        case 'r':
            return u3m(p[0], p[1] - Math.PI / 2, -p[1] + Math.PI / 2);
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
        case 'unitary':
            return matrix.slice();
        case 'swap':
            return perm4([0, 2, 1, 3]);
        case 'dcx':
            return perm4([0, 2, 3, 1]);
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
            const set = (r, c, re, im) => {
                m[2 * (r * 4 + c)] = re * S2;
                m[2 * (r * 4 + c) + 1] = im * S2;
            };
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
        case 'rxx':
            return pauliRotation(p[0], kron(PX, PX, 2, 2));
        case 'ryy':
            return pauliRotation(p[0], kron(PY, PY, 2, 2));
        case 'rzz':
            return pauliRotation(p[0], kron(PZ, PZ, 2, 2));
        // Qiskit RZXGate(θ) on (q0, q1): exp(−iθ/2 · X_q1 ⊗ Z_q0)
        case 'rzx':
            return pauliRotation(p[0], kron(PX, PZ, 2, 2));
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


/***/ }),

/***/ 97822:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ conditionHolds),
/* harmony export */   J0: () => (/* binding */ isClassicalOp),
/* harmony export */   JH: () => (/* binding */ GATES),
/* harmony export */   gT: () => (/* binding */ basicCircuit),
/* harmony export */   zo: () => (/* binding */ opArity)
/* harmony export */ });
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
        case 'not':
            return !condExprHolds(e.a, bits);
        case 'and':
            return condExprHolds(e.a, bits) && condExprHolds(e.b, bits);
        case 'or':
            return condExprHolds(e.a, bits) || condExprHolds(e.b, bits);
        default: {
            let v = 0;
            for (let i = 0; i < e.clbits.length; i++)
                v += bits[e.clbits[i]] * 2 ** i;
            switch (e.rel) {
                case '==':
                    return v === e.value;
                case '!=':
                    return v !== e.value;
                case '<':
                    return v < e.value;
                case '<=':
                    return v <= e.value;
                case '>':
                    return v > e.value;
                default:
                    return v >= e.value;
            }
        }
    }
}
/** The circuit as the noise engine sees it; throws when {@link unsupportedByNoise} names a construct. */
function basicCircuit(c) {
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
        if (op.kind === 'barrier' && op.box && op.box.stretch !== 0)
            return "a 'stretch' duration on a box (stretches are not resolved on device targets; use fixed durations, or run on sim-cpu)";
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


/***/ }),

/***/ 70894:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ circuitStats)
/* harmony export */ });
/* harmony import */ var _ir_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97822);
/* harmony import */ var _statevector_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5967);


function circuitStats(c) {
    const gateCounts = {};
    const byArity = {};
    const n = {
        gates: 0,
        twoQubitGates: 0,
        nonlocalGates: 0,
        measurements: 0,
        resets: 0,
        barriers: 0,
        conditionalOps: 0
    };
    const seenCalls = new Set();
    for (const op of c.ops) {
        if (op.kind === 'barrier') {
            n.barriers++;
            continue;
        }
        if (op.kind === 'delay' || (0,_ir_js__WEBPACK_IMPORTED_MODULE_0__/* .isClassicalOp */ .J0)(op))
            continue;
        if (op.condition)
            n.conditionalOps++;
        if (op.kind === 'measure') {
            n.measurements++;
            continue;
        }
        if (op.kind === 'reset') {
            n.resets++;
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
        n.gates++;
        gateCounts[name] = (gateCounts[name] ?? 0) + 1;
        byArity[String(arity)] = (byArity[String(arity)] ?? 0) + 1;
        if (arity === 2)
            n.twoQubitGates++;
        if (arity >= 2)
            n.nonlocalGates++;
    }
    const d = (0,_statevector_index_js__WEBPACK_IMPORTED_MODULE_1__/* .dynamicsOf */ .q1)(c);
    return {
        numQubits: c.numQubits,
        numClbits: c.numClbits,
        gateCounts,
        byArity,
        ...n,
        midCircuitMeasurement: d.midCircuitMeasurement,
        dynamic: d.dynamic
    };
}


/***/ }),

/***/ 82552:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ multinomial),
/* harmony export */   Q: () => (/* binding */ binomial)
/* harmony export */ });
/** One draw of Binomial(n, p) (n a non-negative safe integer, p clamped to [0, 1]). */
function binomial(rng, n, p) {
    const u = rng.nextDouble();
    if (n <= 0 || !(p > 0))
        return 0;
    if (p >= 1)
        return n;
    const q = 1 - p;
    const mode = Math.min(n, Math.floor((n + 1) * p));
    const sd = Math.sqrt(n * p * q);
    const lo = Math.max(0, Math.floor(mode - 15 * sd - 10));
    const hi = Math.min(n, Math.ceil(mode + 15 * sd + 10));
    const w = new Float64Array(hi - lo + 1);
    w[mode - lo] = 1;
    const up = p / q, down = q / p;
    for (let k = mode + 1; k <= hi; k++)
        w[k - lo] = (w[k - 1 - lo] * (n - k + 1) * up) / k;
    for (let k = mode - 1; k >= lo; k--)
        w[k - lo] = (w[k + 1 - lo] * (k + 1) * down) / (n - k);
    let total = 0;
    for (let i = 0; i < w.length; i++)
        total += w[i];
    const target = u * total;
    let acc = 0;
    for (let i = 0; i < w.length; i++) {
        acc += w[i];
        if (target < acc)
            return lo + i;
    }
    // rounding at the very top of the range
    let last = w.length - 1;
    while (last > 0 && w[last] === 0)
        last--;
    return lo + last;
}
/**
 * Split n shots among outcomes of the given probabilities (summing to 1, up to rounding):
 * Multinomial(n, probs) as a chain of conditional binomials. Returns the counts.
 */
function multinomial(rng, n, probs) {
    const out = new Array(probs.length).fill(0);
    let left = n, mass = 0, last = 0;
    for (let i = 0; i < probs.length; i++)
        if (probs[i] > 0) {
            mass += probs[i];
            last = i;
        }
    for (let i = 0; i < probs.length && left > 0; i++) {
        if (!(probs[i] > 0))
            continue;
        if (i === last) {
            out[i] = left;
            break;
        }
        const k = binomial(rng, left, probs[i] / mass);
        out[i] = k;
        left -= k;
        mass -= probs[i];
    }
    return out;
}


/***/ }),

/***/ 83028:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ Rng),
/* harmony export */   T: () => (/* binding */ splitmix64)
/* harmony export */ });
/**
 * Seeded PRNG: xoshiro128** (Blackman & Vigna), state seeded from a 64-bit integer seed with
 * splitmix64. Doubles in [0, 1) take 53 bits from two consecutive outputs:
 * ((a >>> 5) · 2^26 + (b >>> 6)) / 2^53 — the same construction as xoshiro's reference code.
 * Only 32-bit integer arithmetic (Math.imul) after seeding: identical on every platform.
 */
const MASK64 = (1n << 64n) - 1n;
/** Math.imul read once (a global read per draw is slow in a vm context: jest's test environment). */
const imul = Math.imul;
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
        const m = imul(s1, 5);
        const result = imul((m << 7) | (m >>> 25), 9) >>> 0;
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


/***/ }),

/***/ 78861:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dR: () => (/* reexport */ DEFAULT_LIMITS),
  JT: () => (/* reexport */ QasmError),
  Eq: () => (/* binding */ parseQasm)
});

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
const OPS2 = [
    '->',
    '==',
    '!=',
    '<=',
    '>=',
    '&&',
    '||',
    '**',
    '<<',
    '>>',
    '++',
    '+=',
    '-=',
    '*=',
    '/=',
    '%=',
    '^=',
    '&=',
    '|=',
    '~='
];
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

// EXTERNAL MODULE: ./src/quantum/circuit/ir.ts
var ir = __webpack_require__(97822);
;// CONCATENATED MODULE: ./src/quantum/qasm/keywords.ts
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
const WORDS = {
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
const tagged = (tag) => new Set(Object.keys(WORDS).filter((w) => tag === '' || WORDS[w].includes(tag)));
/** Keywords that can never name a gate, register or variable. */
const KEYWORDS = tagged('');
/** Statements and operators that exist only in OpenQASM 3. */
const QASM3_ONLY = tagged('3');
/** Keywords `gate` refuses as a gate name. */
const GATE_NAME_KEYWORDS = tagged('g');
/** Types a scalar variable (or a subroutine parameter, a return, a loop variable) may have. */
const SCALAR_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration', 'stretch', 'complex']);
/** Element types an array may have. */
const ARRAY_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration']);
/** Types that are casts when followed by `(` (or `[w](`) in an expression. */
const CAST_TYPES = new Set(['int', 'uint', 'float', 'bool', 'bit', 'angle', 'duration']);
/** Types whose cast is refused as a statement and whose declaration is refused as a condition. */
const VALUE_TYPES = new Set(['int', 'uint', 'float', 'bool', 'bit', 'angle']);
/** Pulse-level constructs (OpenPulse grammar): refused by name. */
const PULSE = new Set(['defcal', 'defcalgrammar', 'cal']);
/** Gate modifiers (`ctrl @`, `negctrl @`, `inv @`, `pow(k) @`). */
const MODIFIERS = new Set(['ctrl', 'negctrl', 'inv', 'pow']);
/** Statements not allowed in a gate body (besides the types of SCALAR_TYPES and PULSE). */
const GATE_BODY_REFUSED = new Set([
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
const COMPARISONS = new Set(['==', '!=', '<=', '>=']);
/** Gates of qelib1.inc (OpenQASM 2, as shipped by Qiskit) and stdgates.inc (OpenQASM 3). */
const QELIB1 = new Set(('u3 u2 u1 cx id u0 u p x y z h s sdg t tdg rx ry rz sx sxdg cz cy swap ch ccx cswap crx cry crz cu1 cp cu3 csx cu ' +
    'rxx rzz rccx rc3x c3x c3sqrtx c4x').split(' '));
const STDGATES = new Set('p x y z h s sdg t tdg sx rx ry rz cx cy cz cp crx cry crz ch swap ccx cswap cu CX phase cphase id u1 u2 u3'.split(' '));
/** Gate aliases (qelib1 / stdgates names of standard gates). */
const ALIASES = { phase: 'p', cphase: 'cp', c3sqrtx: 'c3sx' };
/** Gates defined by body (relative-phase Toffolis of qelib1.inc), read before every program. */
const PRELUDE = `
gate rccx a,b,c { u2(0,pi) c; u1(pi/4) c; cx b,c; u1(-pi/4) c; cx a,c; u1(pi/4) c; cx b,c; u1(-pi/4) c; u2(0,pi) c; }
gate rc3x a,b,c,d { u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; cx a,d; u1(pi/4) d; cx b,d; u1(-pi/4) d; u2(0,pi) d; u1(pi/4) d; cx c,d; u1(-pi/4) d; u2(0,pi) d; }
`;

;// CONCATENATED MODULE: ./src/quantum/qasm/dialect.ts

/**
 * The version of a program without an `OPENQASM` line. Qiskit's caller picks the reader (`qasm2.loads`
 * or `qasm3.loads`); benchgate gets one text, so it reads it as OpenQASM 2 when it looks like one (it
 * includes "qelib1.inc" or declares qreg/creg/opaque) and uses nothing of OpenQASM 3 (declarations,
 * control flow, modifiers, `=` assignments, "stdgates.inc", `$n`), and as OpenQASM 3 otherwise. The
 * difference matters for `^` (power in 2, xor in 3) and for what each version refuses.
 */
function headerlessVersion(toks) {
    let two = false;
    for (let i = 0; i < toks.length; i++) {
        const t = toks[i];
        if (t.t === 'id') {
            if (QASM3_ONLY.has(t.v))
                return 3;
            if (t.v === 'qreg' || t.v === 'creg' || t.v === 'opaque')
                two = true;
        }
        else if (t.t === 'str') {
            if (t.v === 'qelib1.inc')
                two = true;
            else if (t.v === 'stdgates.inc')
                return 3;
        }
        else if (t.t === 'hw' || t.t === 'dur' || (t.t === 'op' && (t.v === '=' || t.v === '@')))
            return 3;
    }
    return two ? 2 : 3;
}
/**
 * A run of prefix operators with the same meaning: each stretch of `+`/`-` becomes at most two (`-` if the
 * count of `-` is odd, `- -` if even and non-zero, else one `+`), and each stretch of `!` or of `~` at most two
 * (`!!!x` is `!x`, `~~~x` is `~x`; the first application still checks the operand's type).
 */
function squeezeSigns(run) {
    const out = [];
    for (let i = 0; i < run.length;) {
        const cls = run[i].v === '+' || run[i].v === '-' ? '±' : run[i].v;
        let j = i;
        while (j < run.length && (cls === '±' ? run[j].v === '+' || run[j].v === '-' : run[j].v === cls))
            j++;
        const part = run.slice(i, j);
        if (cls === '±') {
            const minus = part.filter((o) => o.v === '-');
            if (minus.length % 2)
                out.push(minus[0]);
            else if (minus.length)
                out.push(minus[0], minus[1]);
            else
                out.push(part[0]);
        }
        else
            out.push(...part.slice(0, 2 - (part.length % 2)));
        i = j;
    }
    return out;
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
        case 'int':
            return v.unsigned ? 'uint' : 'int';
        case 'bool':
            return 'bool';
        case 'bits':
            return v.b.length === 1 ? 'bit' : `bit[${v.b.length}]`;
        case 'dur':
            return 'duration';
        case 'rbits':
            return 'a measured bit value';
        default:
            return 'a condition on measured bits';
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
        case 'int':
            return v.v;
        case 'bool':
            return v.v ? 1 : 0;
        case 'bits':
            return bitsToInt(v.b);
        case 'dur':
            throw new ValueError(`a duration cannot be used as a ${what}`);
        default:
            throw new ValueError(`${what} depends on a measurement result; only comparisons of measured bits with constants are supported`);
    }
}
function toInt(v, what = 'value') {
    if (typeof v === 'number') {
        if (!Number.isInteger(v))
            throw new ValueError(`${what} must be an integer, got ${v}`);
        // an integer literal beyond 2^53 is read as a real: not exact, so not an integer here
        if (!Number.isSafeInteger(v))
            throw new ValueError(`${what} ${v} is outside the exactly representable range`);
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
        case 'bool':
            return v.v;
        case 'int':
            return v.v !== 0;
        case 'bits':
            return v.b.some((x) => x === 1);
        case 'rbool':
            return v.e;
        case 'rbits':
            return { op: 'cmp', rel: '!=', clbits: v.c, value: 0 };
        default:
            throw new ValueError(`${article(typeName(v))} cannot be used as a condition`);
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
        case 'bool':
            return boolVal(toBool(v));
        case 'float':
            return finite(toNumber(v, 'float value'), 'float value');
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
                if (type === 'uint' && x < 0)
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
        case '<':
            return a < b;
        case '<=':
            return a <= b;
        case '>':
            return a > b;
        case '>=':
            return a >= b;
        case '==':
            return a === b;
        default:
            return a !== b;
    }
}
const FLIP = {
    '<': '>',
    '<=': '>=',
    '>': '<',
    '>=': '<=',
    '==': '==',
    '!=': '!='
};
function durOp(op, a, b) {
    const ad = typeof a === 'object' && a.k === 'dur' ? a.d : undefined;
    const bd = typeof b === 'object' && b.k === 'dur' ? b.d : undefined;
    if (!ad && !bd)
        return undefined;
    if (ad && bd) {
        if (op === '+' || op === '-') {
            const s = op === '+' ? 1 : -1;
            return {
                k: 'dur',
                d: { seconds: ad.seconds + s * bd.seconds, dt: ad.dt + s * bd.dt, stretch: ad.stretch + s * bd.stretch }
            };
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
            return op === '&&' ? (x ? boolVal(y) : FALSE) : x ? TRUE : boolVal(y);
        if (typeof y === 'boolean')
            return op === '&&' ? (y ? boolVal(x) : FALSE) : y ? TRUE : boolVal(x);
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
            const out = a.b.map((_, i) => op === '<<' ? (i - n >= 0 ? a.b[i - n] : 0) : i + n < a.b.length ? a.b[i + n] : 0);
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
            case '+':
                return values_int(x + y);
            case '-':
                return values_int(x - y);
            case '*':
                return values_int(x * y);
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
const CONSTANTS = {
    pi: Math.PI,
    π: Math.PI,
    tau: 2 * Math.PI,
    τ: 2 * Math.PI,
    euler: Math.E,
    ℯ: Math.E
};
/** One-argument real functions; each result is checked finite by the caller. */
const FUNCS = {
    sin: Math.sin,
    cos: Math.cos,
    tan: Math.tan,
    exp: Math.exp,
    ln: Math.log,
    sqrt: Math.sqrt,
    arcsin: Math.asin,
    arccos: Math.acos,
    arctan: Math.atan,
    asin: Math.asin,
    acos: Math.acos,
    atan: Math.atan
};
/** `log` (natural logarithm) of the OpenQASM 3 specification: OpenQASM 2 names it `ln`. */
const FUNCS3 = { log: Math.log };
/** Units per second of a duration literal (dt is kept apart: its length is the device's). */
const UNIT_PER_SECOND = { ns: 1e9, us: 1e6, µs: 1e6, ms: 1e3, s: 1 };
/** Value converted to a declared scalar type. */
function convert(v, type, width) {
    switch (type) {
        case 'float':
            return finite(toNumber(v, 'float value'), 'float value');
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
/** `x op= v` on known values; on bit storage (clbits given) shifts of measured bits stay bit moves. */
function compound(op, cur, v, v3, clbits) {
    const bop = op.slice(0, -1);
    if (clbits && (bop === '<<' || bop === '>>') && typeof cur === 'object' && cur.k === 'rbits') {
        const n = toInt(v, 'shift');
        const c = cur.c;
        // measured bits shifted: a copy from the neighbour, zero-filled (a bit -1 means 0)
        const out = c.map((_, i) => (bop === '<<' ? (i - n >= 0 ? c[i - n] : -1) : i + n < c.length ? c[i + n] : -1));
        return { k: 'rbits', c: out };
    }
    if (isRuntime(cur) || isRuntime(v)) {
        throw new ValueError(`'${op}' on a value that depends on a measurement result is not supported`);
    }
    return binary(bop, cur, v, v3);
}

;// CONCATENATED MODULE: ./src/quantum/qasm/fold.ts

function isZero(v) {
    return typeof v === 'number' ? v === 0 : typeof v === 'object' && v.k === 'int' && v.v === 0;
}
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
/**
 * A numeric literal. An integer literal beyond ±2^53 is read as the nearest real (as Qiskit does with
 * `U(2**200, 0, 0)`): exact where an integer is needed (sizes, indices, integer variables) it is not, so
 * those places refuse it by the usual integer checks.
 */
function parseNumber(text) {
    if (/^0[xXoObB]/.test(text) || /^[0-9]+$/.test(text)) {
        const v = Number(text.toLowerCase());
        return Number.isSafeInteger(v) ? values_int(v) : finite(v, `number ${text}`);
    }
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

;// CONCATENATED MODULE: ./src/quantum/qasm/expr.ts






/**
 * `[i, j][k]`, `[a:b]`, `[a:s:b]` after an array name: the flat positions selected (row-major over the
 * kept dimensions) and the shape of the selection ([] = one element). Indices must be known values.
 */
function arraySelect(r, sym, t) {
    const dims = sym.dims;
    const stride = dims.map((_, d) => dims.slice(d + 1).reduce((a, b) => a * b, 1));
    let pos = [0];
    const shape = [];
    let d = 0;
    while (r.is('[')) {
        r.next();
        for (;;) {
            if (d >= dims.length)
                throw r.err(`'${sym.name}' has ${dims.length} dimension(s); too many indices`, r.peek());
            const it = r.peek();
            const first = r.is(':') ? undefined : intValue(r, 'array index');
            let ks;
            if (r.accept(':')) {
                let step = 1;
                let last = r.is(']') || r.is(',') ? dims[d] - 1 : intValue(r, 'array index');
                if (r.accept(':')) {
                    step = last;
                    last = intValue(r, 'array index');
                }
                const a = normIndex(first ?? 0, dims[d], it, r, sym.name), b = normIndex(last, dims[d], it, r, sym.name);
                if (step === 0)
                    throw r.err('a slice step cannot be 0', it);
                ks = [];
                for (let k = a; step > 0 ? k <= b : k >= b; k += step)
                    ks.push(k);
            }
            const st = stride[d];
            if (ks) {
                const kk = ks;
                r.chargeArrayWork(pos.length * kk.length, it);
                pos = pos.flatMap((p) => kk.map((k) => p + k * st));
                shape.push(kk.length);
            }
            else {
                const k = normIndex(first, dims[d], it, r, sym.name);
                pos = pos.map((p) => p + k * st);
            }
            d++;
            if (!r.accept(','))
                break;
        }
        r.expect(']');
    }
    for (; d < dims.length; d++) {
        const st = stride[d], n = dims[d];
        r.chargeArrayWork(pos.length * n, t);
        pos = pos.flatMap((p) => Array.from({ length: n }, (_, k) => p + k * st));
        shape.push(n);
    }
    return { pos, shape };
}
function designator(r, what, min = 1) {
    const st = r.peek();
    const n = intValue(r, what);
    if (r.is(','))
        throw r.err(`a ${what} has one dimension`, r.peek());
    r.expect(']');
    if (n < min)
        throw r.err(`${what} must be at least ${min}`, st);
    return n;
}
function expr(r, names) {
    if (++r.exprDepth > r.lim.maxExprDepth)
        throw r.err(`expression nested deeper than ${r.lim.maxExprDepth}`, r.peek());
    try {
        return binaryExpr(r, names, 0);
    }
    finally {
        r.exprDepth--;
    }
}
/** Evaluate an expression now (outside gate bodies). */
function value(r) {
    return expr(r, null)([]);
}
function num(r, names, index = 0) {
    const t = r.peek();
    const e = expr(r, names);
    if (names === null) {
        const v = e([]);
        if (typeof v === 'object' && v.k === 'rbits' && v.angle && !r.rtAngle) {
            r.rtAngle = { index, clbits: v.c, tok: t };
            return () => 0;
        }
    }
    return (env) => r.at(t, () => finite(toNumber(e(env), 'gate parameter'), 'gate parameter'));
}
function intValue(r, what) {
    const t = r.peek();
    const v = value(r);
    return r.at(t, () => toInt(v, what));
}
// precedence: || && | ^ & (== !=) (< <= > >=) (<< >>) (+ -) (* / %) unary **
function prec(r, t) {
    if (t.t !== 'op')
        return -1;
    switch (t.v) {
        case '||':
            return 1;
        case '&&':
            return 2;
        case '|':
            return 3;
        case '^':
            return r.version === 2 ? 11 : 4;
        case '&':
            return 5;
        case '==':
        case '!=':
            return 6;
        case '<':
        case '<=':
        case '>':
        case '>=':
            return 7;
        case '<<':
        case '>>':
            return 8;
        case '+':
        case '-':
            return 9;
        case '*':
        case '/':
        case '%':
            return 10;
        case '**':
            return 11;
        default:
            return -1;
    }
}
function binaryExpr(r, names, minPrec) {
    let left = unaryExpr(r, names);
    for (;;) {
        const t = r.toks[r.pos];
        const p = prec(r, t);
        if (p < 0 || p < minPrec)
            return left;
        if (r.version === 2 && p !== 9 && p !== 10 && p !== 11)
            return left;
        r.pos++;
        const rightAssoc = p === 11;
        if (++r.exprDepth > r.lim.maxExprDepth)
            throw r.err(`expression nested deeper than ${r.lim.maxExprDepth}`, t);
        const right = binaryExpr(r, names, rightAssoc ? p : p + 1);
        r.exprDepth--;
        const l = left;
        const op = (t.v === '^' && r.version === 2 ? '**' : t.v);
        // a constant zero divisor is an error where it is written, also in a gate body never applied (as Qiskit)
        if ((op === '/' || op === '%') && foldable(right) && isZero(right([])))
            throw r.err(op === '/' ? 'division by zero' : 'modulo by zero', t);
        const v3 = r.version === 3;
        const f = (e) => r.at(t, () => binary(op, l(e), right(e), v3));
        left = foldable(l, right) ? constant(f([])) : f;
    }
}
function unaryExpr(r, names) {
    const t = r.next();
    const isUnary = (u) => u.t === 'op' && (u.v === '-' || u.v === '+' || u.v === '!' || u.v === '~');
    if (isUnary(t)) {
        // A run of prefix operators (`----2.0`, Qiskit reads 100,000 of them) is read in a loop and applied
        // in one closure, so its length costs no stack.
        const run = [t];
        while (isUnary(r.toks[r.pos]))
            run.push(r.next());
        for (const o of run)
            if (r.version === 2 && (o.v === '!' || o.v === '~'))
                throw r.err(`expected an expression but found '${o.v}'`, o);
        const ops = squeezeSigns(run);
        // what is left is applied at each evaluation (a gate body: at each call), so it stays bounded
        if (ops.length > r.lim.maxExprDepth || ++r.exprDepth > r.lim.maxExprDepth)
            throw r.err(`expression nested deeper than ${r.lim.maxExprDepth}`, t);
        // Unary minus binds looser than '**' (−2**2 = −4).
        const inner = binaryExpr(r, names, 11);
        r.exprDepth--;
        const f = (e) => {
            let v = inner(e);
            for (let i = ops.length - 1; i >= 0; i--) {
                const o = ops[i];
                const x = v;
                v = r.at(o, () => unary(o.v, x));
            }
            return v;
        };
        return foldable(inner) ? constant(f([])) : f;
    }
    return postfix(r, primary(r, names, t), t.t === 'id' ? t.v : '');
}
/** Indexing of a value: bit i of an integer or bit register, a slice, or a set of indices. */
function postfix(r, base, name) {
    let cur = base;
    while (r.is('[')) {
        const t = r.next();
        const sel = indexSpec(r, name);
        const prev = cur;
        const v = prev([]);
        cur = constant(r.at(t, () => indexValue(v, sel(typeof v === 'object' && (v.k === 'bits' || v.k === 'rbits')
            ? v.k === 'bits'
                ? v.b.length
                : v.c.length
            : 64))));
    }
    return cur;
}
/** `[i]`, `[a:b]`, `[a:s:b]`, `[{i, j}]`: a function of the indexed size to the selected indices (and whether one). */
function indexSpec(r, name = '') {
    if (r.accept('{')) {
        const items = [];
        const toks = [];
        while (!r.is('}')) {
            toks.push(r.peek());
            items.push(intValue(r, 'index'));
            if (!r.accept(','))
                break;
        }
        r.expect('}');
        r.expect(']');
        return (size) => ({ idx: items.map((k, i) => normIndex(k, size, toks[i], r, name)), single: false });
    }
    const a = r.is(':') ? undefined : r.peek();
    const av = a ? intValue(r, 'index') : undefined;
    if (r.accept(':')) {
        let step = 1;
        let bt = r.is(']') ? undefined : r.peek();
        let bv = bt ? intValue(r, 'index') : undefined;
        if (r.accept(':')) {
            step = bv;
            if (step === undefined)
                throw r.err('expected a slice step', r.peek());
            bt = r.is(']') ? undefined : r.peek();
            bv = bt ? intValue(r, 'index') : undefined;
        }
        const close = r.peek();
        if (r.accept(','))
            throw r.err('multi-dimensional indexing is only defined for arrays, which are not supported', close);
        r.expect(']');
        if (step === 0)
            throw r.err('slice step cannot be 0', close);
        return (size) => {
            const lo = av === undefined ? (step > 0 ? 0 : size - 1) : normIndex(av, size, a, r, name);
            const hi = bv === undefined ? (step > 0 ? size - 1 : 0) : normIndex(bv, size, bt, r, name);
            const idx = [];
            for (let k = lo; step > 0 ? k <= hi : k >= hi; k += step)
                idx.push(k);
            return { idx, single: false };
        };
    }
    if (av === undefined)
        throw r.err('expected an index', r.peek());
    if (r.is(',')) {
        // q[0, 1, ] is the same as q[{0, 1}] in OpenQASM 3 index lists
        const items = [av];
        const toks = [a];
        while (r.accept(',')) {
            if (r.is(']'))
                break;
            toks.push(r.peek());
            items.push(intValue(r, 'index'));
        }
        r.expect(']');
        return (size) => ({ idx: items.map((k, i) => normIndex(k, size, toks[i], r, name)), single: false });
    }
    r.expect(']');
    return (size) => ({ idx: [normIndex(av, size, a, r, name)], single: true });
}
function primary(r, names, t) {
    if (t.t === 'num') {
        const v = r.at(t, () => parseNumber(t.v));
        return constant(v);
    }
    if (t.t === 'dur') {
        const x = Number(t.v);
        const d = t.unit === 'dt'
            ? { seconds: 0, dt: x, stretch: 0 }
            : { seconds: x / UNIT_PER_SECOND[t.unit], dt: 0, stretch: 0 };
        return constant({ k: 'dur', d });
    }
    if (t.t === 'str') {
        if (!/^[01_]+$/.test(t.v) || r.version === 2)
            throw r.err(`expected an expression but found ${describe(t)}`, t);
        const b = t.v.replace(/_/g, '').split('').reverse().map(Number);
        return constant({ k: 'bits', b });
    }
    if (t.t === 'op' && t.v === '(') {
        const inner = expr(r, names);
        r.expect(')');
        return inner;
    }
    if (t.t === 'hw')
        throw r.err(`a qubit ('$${t.v}') is not a value`, t);
    if (t.t !== 'id')
        throw r.err(`expected an expression but found ${describe(t)}`, t);
    if (names) {
        const k = names.indexOf(t.v);
        if (k >= 0)
            return (e) => e[k];
    }
    const v = t.v;
    if (v in CONSTANTS && !r.lookup(v))
        return constant(CONSTANTS[v]);
    if (v === 'true' || v === 'false') {
        if (r.version === 2)
            throw r.err(`unknown identifier '${v}' in expression`, t);
        return constant(v === 'true' ? TRUE : FALSE);
    }
    const f = FUNCS[v] ?? (r.version === 3 ? FUNCS3[v] : undefined);
    if (f) {
        r.expect('(');
        const a = expr(r, names);
        r.expect(')');
        const g = (e) => r.at(t, () => finite(f(toNumber(a(e), `argument of ${v}`)), `${v}(${fmt(a(e))})`));
        return foldable(a) ? constant(g([])) : g;
    }
    if (r.version === 3) {
        const sp = special(r, names, t);
        if (sp)
            return sp;
    }
    const sym = r.version === 3 ? r.lookup(v) : undefined;
    if (sym) {
        switch (sym.s) {
            case 'v':
                if (names !== null && !sym.isConst)
                    throw r.err(`a gate definition can only use its parameters and constants, not '${v}'`, t);
                return constant(sym.val);
            case 'c': {
                if (names !== null)
                    throw r.err(`'${v}' cannot be used inside a gate definition`, t);
                const val = r.readBits(sym.clbits);
                if (sym.type === 'angle')
                    return constant(angleOf(val, sym.clbits.length));
                return constant(sym.single && typeof val === 'object' && val.k === 'bits' ? { k: 'bits', b: val.b } : val);
            }
            case 'q':
                throw r.err(`'${v}' is a qubit, not a value`, t);
            case 'arr': {
                if (names !== null)
                    throw r.err(`'${v}' cannot be used inside a gate definition`, t);
                const sel = arraySelect(r, sym, t);
                if (sel.shape.length)
                    throw r.err(`'${v}' is an array; index it down to one element (shape ${sel.shape.join('×')} here)`, t);
                return constant(sym.data[sel.pos[0]]);
            }
            default:
                if (names !== null)
                    throw r.err('subroutine calls are not allowed inside a gate definition', t);
                return constant(r.callDef(sym, t));
        }
    }
    if (r.defs.has(v) || ir/* GATES */.JH[v])
        throw r.err(`'${v}' is a gate, not a value`, t);
    throw r.err(`unknown identifier '${v}' in expression`, t);
}
/** Casts, built-in functions of OpenQASM 3 and `measure` as a value. */
function special(r, names, t) {
    const v = t.v;
    if (CAST_TYPES.has(v)) {
        let width;
        if (r.accept('[')) {
            width = intValue(r, 'type width');
            r.expect(']');
        }
        if (!r.is('('))
            throw r.err(`'${v}' is a type; a cast is written ${v}(value)`, t);
        r.next();
        const a = expr(r, names);
        r.expect(')');
        const g = (e) => r.at(t, () => (v === 'angle' ? finite(toNumber(a(e), 'angle'), 'angle') : cast(a(e), v, width)));
        return foldable(a) ? constant(g([])) : g;
    }
    if (v === 'mod' || v === 'pow' || v === 'arctan2' || v === 'rotl' || v === 'rotr') {
        r.expect('(');
        const a = expr(r, names);
        r.expect(',');
        const b = expr(r, names);
        r.expect(')');
        const g = (e) => r.at(t, () => {
            const x = a(e), y = b(e);
            if (v === 'pow')
                return binary('**', x, y, r.version === 3);
            if (v === 'mod')
                return binary('%', x, y, r.version === 3);
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
        r.expect('(');
        const a = expr(r, names);
        r.expect(')');
        const g = (e) => r.at(t, () => {
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
    if (v === 'sizeof') {
        r.expect('(');
        const at = r.ident('an array');
        const a = r.lookup(at.v);
        if (!a || a.s !== 'arr')
            throw r.err(`'sizeof' needs an array, '${at.v}' is not one`, at);
        let k = 0;
        if (r.accept(',')) {
            const kt = r.peek();
            k = intValue(r, 'dimension');
            if (k < 0 || k >= a.dims.length)
                throw r.err(`'${at.v}' has ${a.dims.length} dimension(s); there is no dimension ${k}`, kt);
        }
        r.expect(')');
        return constant(values_int(a.dims[k]));
    }
    if (v === 'real' || v === 'imag')
        throw r.err('complex numbers are not supported', t);
    if (v === 'durationof')
        throw r.err("'durationof' is not supported: it needs the gate durations of a device target, and the only specification example that uses it (dd.qasm) also needs a stretch and is itself invalid", t);
    if (v === 'measure') {
        if (names !== null)
            throw r.err("'measure' is not allowed in a gate definition", t);
        throw r.err("'measure' can only be the whole right-hand side of an assignment or a return", t);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/quantum/qasm/symbols.ts
/** Largest array (elements), and elements all arrays of one program may allocate in all (a loop re-declaring counts each time). */
const MAX_ARRAY_ELEMENTS = 1 << 16;
const MAX_ARRAY_ELEMENTS_TOTAL = 1 << 20;
/** Array elements selected, copied or initialised in all while reading (a loop copying a large array counts each time). */
const MAX_ARRAY_WORK = 1 << 21;

;// CONCATENATED MODULE: ./src/quantum/qasm/arrays.ts
/**
 * Arrays of the OpenQASM reader (classical values known while reading): types, declarations,
 * initialisers and copies, and element assignment. Selections (`a[i, 1:2]`) are read by ./expr.ts.
 */





/** `array[type[w], d0, d1, …]` (the keyword is next); `#dim=n` instead of sizes when `ndimOk` (subroutine parameters). */
function arrayType(r, ndimOk) {
    const kw = r.next();
    r.expect('[');
    const tt = r.ident('an array element type');
    if (!ARRAY_TYPES.has(tt.v))
        throw r.err(`arrays of '${tt.v}' are not supported (element types: ${[...ARRAY_TYPES].join(', ')})`, tt);
    let width;
    if (r.accept('[')) {
        if (tt.v === 'bool' || tt.v === 'duration')
            throw r.err(`'${tt.v}' takes no width`, tt);
        width = designator(r, 'type width');
    }
    r.expect(',');
    if (r.is('#')) {
        const ht = r.next();
        if (!ndimOk)
            throw r.err("'#dim' is only allowed for subroutine array parameters", ht);
        const d = r.ident("'dim'");
        if (d.v !== 'dim')
            throw r.err(`expected '#dim' but found '#${d.v}'`, d);
        r.expect('=');
        const ndim = designator(r, 'number of dimensions');
        return { type: tt.v, width, ndim, tok: kw };
    }
    const dims = [];
    do {
        const dt = r.peek();
        const n = intValue(r, 'array size');
        if (n < 1)
            throw r.err(`an array dimension must be at least 1, got ${n}`, dt);
        dims.push(n);
    } while (r.accept(','));
    r.expect(']');
    const total = dims.reduce((a, b) => a * b, 1);
    if (total > MAX_ARRAY_ELEMENTS)
        throw r.err(`an array of ${total} elements is larger than the limit of ${MAX_ARRAY_ELEMENTS}`, kw);
    return { type: tt.v, width, dims, tok: kw };
}
function arrayDecl(r, isConst) {
    const at = arrayType(r, false);
    const dims = at.dims;
    const name = r.newName('an array name');
    const total = dims.reduce((a, b) => a * b, 1);
    r.arrayElements += total;
    if (r.arrayElements > MAX_ARRAY_ELEMENTS_TOTAL)
        throw r.err(`the program's arrays hold more than ${MAX_ARRAY_ELEMENTS_TOTAL} elements in all`, at.tok);
    const sym = {
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
    }
    else {
        if (isConst)
            throw r.err(`constant '${name.v}' needs a value`, name);
        const zero = r.at(at.tok, () => convert({ k: 'int', v: 0 }, at.type, at.width));
        r.chargeArrayWork(total, at.tok);
        sym.data = new Array(total).fill(zero);
    }
    r.expect(';');
    if (isConst)
        throw r.err("'const' arrays are not supported; declare the array without 'const'", at.tok);
    r.declare(name, sym);
}
/** The elements of an initialiser `{…}` (nested per dimension) or of another array (or a part of it) of that shape. */
function arraySource(r, target, shape) {
    const t = r.peek();
    if (r.is('{')) {
        const out = [];
        const list = (d) => {
            const open = r.expect('{');
            let n = 0;
            while (!r.is('}')) {
                if (n >= shape[d])
                    throw r.err(`too many elements: dimension ${d} of '${target.name}' has size ${shape[d]}`, r.peek());
                if (d + 1 < shape.length)
                    list(d + 1);
                else {
                    const vt = r.peek();
                    const v = value(r);
                    if (isRuntime(v))
                        throw r.err(`an array element would depend on a measurement result; arrays hold known values only`, vt);
                    out.push(r.at(vt, () => convert(v, target.type, target.width)));
                }
                n++;
                if (!r.accept(','))
                    break;
            }
            r.expect('}');
            if (n !== shape[d])
                throw r.err(`dimension ${d} of '${target.name}' has size ${shape[d]}, the initialiser gives ${n}`, open);
        };
        if (!shape.length)
            throw r.err('expected a value, not an initialiser list', t);
        list(0);
        return out;
    }
    const st = r.ident('an array or an initialiser {…}');
    const src = r.lookup(st.v);
    if (!src || src.s !== 'arr')
        throw r.err(`expected an array or an initialiser {…}; '${st.v}' is not an array`, st);
    const sel = arraySelect(r, src, st);
    if (sel.shape.length !== shape.length || sel.shape.some((n, i) => n !== shape[i])) {
        throw r.err(`shape ${sel.shape.join('×') || 'scalar'} of '${st.v}' here does not match ${shape.join('×')}`, st);
    }
    // a copy, converted to the target's element type (values of the same type are copied as they are)
    if (src.type === target.type && src.width === target.width)
        return sel.pos.map((p) => src.data[p]);
    return sel.pos.map((p) => r.at(st, () => convert(src.data[p], target.type, target.width)));
}
/** `a[i] = v;`, `a[i, j] op= v;`, `a[0:1] = b[2:3];`, `a = b;` (the name is consumed). */
function arrayAssign(r, sym, t) {
    if (sym.readonly)
        throw r.err(`'${t.v}' is a readonly array parameter and cannot be assigned`, t);
    if (r.inRuntime() && sym.scope < r.rtScope) {
        throw r.err(`'${t.v}' would depend on a measurement result (assigned under a condition or loop on measured values); arrays hold known values only`, t);
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
    if (r.is('measure'))
        throw r.err(`a measurement can only be stored in bits; '${t.v}' is an array of ${sym.type}`, vt);
    let v = value(r);
    r.expect(';');
    if (op.v !== '=')
        v = r.at(op, () => compound(op.v, sym.data[sel.pos[0]], v, true));
    if (isRuntime(v))
        throw r.err(`'${t.v}' would depend on a measurement result; arrays hold known values only`, vt);
    sym.data[sel.pos[0]] = r.at(vt, () => convert(v, sym.type, sym.width));
}

;// CONCATENATED MODULE: ./src/quantum/qasm/operands.ts
/**
 * Operands of the OpenQASM reader's statements: qubits (`$n`, registers, aliases, indexed), classical
 * bits, and the broadcast of register operands over a gate.
 */


function qubitOperand(r) {
    const t = r.next();
    if (t.t === 'hw') {
        if (r.qregs.length > 0 && !r.physical)
            throw r.err('physical qubits ($n) cannot be mixed with declared qubits', t);
        const k = Number(t.v);
        if (k >= r.lim.maxBits)
            throw r.err(`physical qubit $${k} is beyond the limit of ${r.lim.maxBits} qubits`, t);
        if (!r.physical) {
            r.physical = true;
            r.qregs.push({ name: '$', size: 0, offset: 0 });
        }
        if (k + 1 > r.numQubits) {
            r.numQubits = k + 1;
            r.qregs[0].size = k + 1;
        }
        if (r.is('['))
            throw r.err('a physical qubit cannot be indexed', r.peek());
        return { qubits: [k], single: true, tok: t };
    }
    if (t.t !== 'id')
        throw r.err(`expected a qubit but found ${describe(t)}`, t);
    const sym = r.lookup(t.v);
    if (!sym || sym.s !== 'q') {
        if (sym && sym.s === 'c')
            throw r.err(`'${t.v}' is a classical register, expected qubits`, t);
        if (sym)
            throw r.err(`'${t.v}' is not a qubit`, t);
        if (r.defs.has(t.v))
            throw r.err(`'${t.v}' is a gate, expected qubits`, t);
        throw r.err(`unknown qubit register '${t.v}'`, t);
    }
    return { ...operands_select(r, sym.qubits, sym.single, t), tok: t };
}
function operands_select(r, items, single, t) {
    if (!r.is('['))
        return { qubits: items, single };
    const bt = r.next();
    if (single)
        throw r.err(`'${t.v}' is a single ${'qubit or bit'} and cannot be indexed`, bt);
    const sel = indexSpec(r, t.v)(items.length);
    if (r.is('[')) {
        if (sel.single)
            throw r.err(`'${t.v}[…]' is a single element and cannot be indexed`, r.peek());
        const inner = operands_select(r, sel.idx.map((i) => items[i]), false, t);
        return inner;
    }
    return { qubits: sel.idx.map((i) => items[i]), single: sel.single };
}
function clbitOperand(r) {
    const t = r.ident('a classical bit');
    const sym = r.lookup(t.v);
    if (!sym || sym.s !== 'c') {
        if (sym && sym.s === 'q')
            throw r.err(`'${t.v}' is a quantum register, expected classical bits`, t);
        if (sym && sym.s === 'v')
            throw r.err(`'${t.v}' is a ${sym.type} variable; measurements can only be stored in bits`, t);
        throw r.err(`unknown classical register '${t.v}'`, t);
    }
    const got = operands_select(r, sym.clbits, sym.single, t);
    return { clbits: got.qubits, single: got.single, tok: t, sym };
}
/** Broadcast operand lists (single operands repeat; registers must agree in size). */
function broadcast(r, args) {
    let size = 1;
    let sized;
    for (const a of args) {
        if (!a.single) {
            if (sized && a.qubits.length !== size)
                throw r.err(`register sizes differ (${size} and ${a.qubits.length})`, a.tok);
            size = a.qubits.length;
            sized = a.tok;
        }
    }
    const out = [];
    for (let i = 0; i < size; i++)
        out.push(args.map((a) => (a.single ? a.qubits[0] : a.qubits[i])));
    return out;
}

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/quantum/qasm/quantum.ts




/** Longest duration a delay or box may name (the noise engine's MAX_DELAY_NS is the same 1 s). */
const MAX_DURATION_SECONDS = 1;
/** Largest number of `dt` cycles (or stretch units) in one duration. */
const MAX_DURATION_DT = 1e12;
function measureArrow(r) {
    const kw = r.next();
    const q = qubitOperand(r);
    if (r.accept('->')) {
        const c = clbitOperand(r);
        r.expect(';');
        measureInto(r, q, c.clbits, c.single, kw);
        return;
    }
    if (r.is(','))
        throw r.err('measure takes one operand', r.peek());
    r.expect(';');
    if (r.version === 2)
        throw r.err("expected '->' in measure", r.peek(-1));
    for (const qb of q.qubits)
        emitMeasure(r, qb, -1, kw);
}
function measureInto(r, q, clbits, single, kw) {
    if (q.single !== single) {
        throw r.err(q.single
            ? 'cannot measure a single qubit into a bit register; index the register'
            : 'cannot measure a qubit register into a single bit; index the register', kw);
    }
    if (q.qubits.length !== clbits.length)
        throw r.err(`measure sizes differ (${q.qubits.length} qubits, ${clbits.length} bits)`, kw);
    for (let i = 0; i < q.qubits.length; i++)
        emitMeasure(r, q.qubits[i], clbits[i], kw);
}
function emitMeasure(r, qubit, clbit, t) {
    r.push({ kind: 'measure', qubit, clbit }, t);
    if (clbit >= 0)
        r.known[clbit] = -1;
}
/** `measure q` as the value of an assignment or return: measured into fresh scratch bits. */
function measureExpr(r, t) {
    const q = qubitOperand(r);
    const clbits = r.allocClbits(t, q.qubits.length, false);
    for (let i = 0; i < q.qubits.length; i++)
        emitMeasure(r, q.qubits[i], clbits[i], t);
    return { k: 'rbits', c: clbits };
}
function quantum_reset(r) {
    const kw = r.next();
    const q = qubitOperand(r);
    r.expect(';');
    for (const qb of q.qubits)
        r.push({ kind: 'reset', qubit: qb }, kw);
}
function barrier(r) {
    const kw = r.next();
    const qubits = [];
    if (!r.is(';')) {
        do {
            if (r.is(';'))
                break;
            (0,arrays/* pushAll */.iI)(qubits, qubitOperand(r).qubits);
        } while (r.accept(','));
    }
    else {
        for (let q = 0; q < r.numQubits; q++)
            qubits.push(q);
    }
    r.expect(';');
    r.push({ kind: 'barrier', qubits }, kw);
}
function durationArg(r) {
    r.expect('[');
    const t = r.peek();
    const v = value(r);
    r.expect(']');
    const d = r.at(t, () => cast(v, 'duration'));
    const dd = d.d;
    if (dd.seconds < 0 || dd.dt < 0 || dd.stretch < 0) {
        // negative parts are legal in stretch arithmetic; a fixed negative total is not
        if (dd.stretch === 0 && dd.seconds <= 0 && dd.dt <= 0 && (dd.seconds < 0 || dd.dt < 0))
            throw r.err('a delay cannot be negative', t);
    }
    // a bound far beyond any relaxation time, so that a program cannot ask for an absurd schedule
    if (Math.abs(dd.seconds) > MAX_DURATION_SECONDS ||
        Math.abs(dd.dt) > MAX_DURATION_DT ||
        Math.abs(dd.stretch) > MAX_DURATION_DT) {
        throw r.err(`a duration longer than ${MAX_DURATION_SECONDS} s (or ${MAX_DURATION_DT} dt) is not supported`, t);
    }
    return dd;
}
function delay(r) {
    const kw = r.next();
    const duration = durationArg(r);
    const qubits = [];
    while (!r.is(';')) {
        (0,arrays/* pushAll */.iI)(qubits, qubitOperand(r).qubits);
        if (!r.accept(','))
            break;
    }
    r.expect(';');
    if (qubits.length === 0)
        for (let q = 0; q < r.numQubits; q++)
            qubits.push(q);
    r.push({
        kind: 'delay',
        qubits,
        duration,
        at: { line: kw.line, col: kw.col },
        ...(duration.stretch !== 0 ? { stretchVars: r.stretchVars } : {})
    }, kw);
}
function box(r) {
    const kw = r.next();
    let d;
    if (r.is('[')) {
        // The box's designated duration: on a device target its qubits are busy for exactly d (the
        // contents, scheduled as late as possible, then idle); no effect on the statevector.
        d = durationArg(r);
        if (r.curCond)
            throw r.err('a box with a duration inside a branch on measured values is not supported', kw);
    }
    if (!r.is('{'))
        throw r.err("expected '{' after box", r.peek());
    if (!d) {
        r.scoped(() => r.block());
        return;
    }
    const open = { kind: 'barrier', qubits: [], box: d, at: { line: kw.line, col: kw.col } };
    r.push(open, kw);
    const first = r.ops.length;
    r.scoped(() => r.block());
    const seen = new Set();
    for (let i = first; i < r.ops.length; i++) {
        const o = r.ops[i];
        if (o.kind === 'gate' || o.kind === 'barrier' || o.kind === 'delay')
            for (const q of o.qubits)
                seen.add(q);
        else if (o.kind === 'measure' || o.kind === 'reset')
            seen.add(o.qubit);
    }
    const qubits = [...seen].sort((a, b) => a - b);
    if (!qubits.length) {
        // nothing in the box touches a qubit: no timing to keep (the opening barrier stays, empty)
        delete open.box;
        return;
    }
    open.qubits = qubits;
    r.push({ kind: 'barrier', qubits: qubits.slice(), boxEnd: true }, kw);
}
function nop(r) {
    r.next();
    if (!r.is(';')) {
        do {
            if (r.is(';'))
                break;
            qubitOperand(r);
        } while (r.accept(','));
    }
    r.expect(';');
}

;// CONCATENATED MODULE: ./src/quantum/qasm/assign.ts
/**
 * Assignments of the OpenQASM reader: to scalars known while reading, to bit storage (values,
 * `measure`, compound operators) and, through ./arrays.ts, to array elements.
 */








function assignment(r) {
    const t = r.ident('a variable');
    const sym = r.lookup(t.v);
    if (!sym) {
        if (r.version === 2)
            throw r.err(`unknown classical register '${t.v}'`, t);
        throw r.err(`unknown variable '${t.v}'`, t);
    }
    if (sym.s === 'q')
        throw r.err(`'${t.v}' is a qubit and cannot be assigned`, t);
    if (sym.s === 'def')
        throw r.err(`'${t.v}' is a subroutine and cannot be assigned`, t);
    if (sym.s === 'arr')
        return arrayAssign(r, sym, t);
    if (sym.s === 'c') {
        const sel = operands_select(r, sym.clbits, sym.single, t);
        const target = { ...sym, clbits: sel.qubits, single: sel.single };
        const op = r.next();
        if (op.t !== 'op' || !op.v.endsWith('=') || COMPARISONS.has(op.v))
            throw r.err(`expected an assignment but found ${describe(op)}`, op);
        assignInto(r, target, r.peek(), op.v);
        r.expect(';');
        return;
    }
    if (r.is('['))
        throw r.err(`'${t.v}' is a ${sym.type}; assigning single bits of it is not supported`, r.peek());
    const op = r.next();
    if (op.t !== 'op' || !op.v.endsWith('='))
        throw r.err(`expected an assignment but found ${describe(op)}`, op);
    if (sym.isConst)
        throw r.err(`'${t.v}' is a constant and cannot be assigned`, t);
    if (sym.loopVar)
        throw r.err(`loop variable '${t.v}' cannot be assigned`, t);
    if (r.inRuntime() && sym.scope < r.rtScope) {
        throw r.err(`'${t.v}' would depend on a measurement result (assigned under a condition or loop on measured values); only bit variables can`, t);
    }
    const vt = r.peek();
    if (r.is('measure'))
        throw r.err(`a measurement can only be stored in bits; '${t.v}' is a ${sym.type}`, vt);
    let v = value(r);
    r.expect(';');
    if (op.v !== '=')
        v = r.at(op, () => compound(op.v, sym.val, v, r.version === 3));
    if (isRuntime(v))
        throw r.err(`'${t.v}' would depend on a measurement result; only bit variables can hold measured values`, vt);
    sym.val = r.at(vt, () => convert(v, sym.type, sym.width));
}
/** Assign into bit storage: `= measure q`, `= value`, or a compound operator. */
function assignInto(r, target, vt, op) {
    if (op === '=' && r.accept('measure')) {
        const q = qubitOperand(r);
        measureInto(r, q, target.clbits, target.single, vt);
        return;
    }
    let v = value(r);
    const bitsNow = r.readBits(target.clbits);
    const shift = op === '<<=' || op === '>>=';
    if (op !== '=')
        v = r.at(vt, () => compound(op, target.type === 'angle' && !shift ? angleOf(bitsNow, target.clbits.length) : bitsNow, v, true, target.clbits));
    if (target.type === 'angle' && (typeof v === 'number' || (typeof v === 'object' && v.k === 'int'))) {
        const n = target.clbits.length;
        const x = r.at(vt, () => finite(toNumber(v), 'angle'));
        const k = Math.round((x / (2 * Math.PI)) * 2 ** n);
        v = { k: 'bits', b: intToBits(k, n) };
    }
    if (typeof v === 'object' && v.k === 'rbits' && v.c.length !== target.clbits.length) {
        throw r.err(`cannot assign ${v.c.length} bits to ${target.clbits.length}`, vt);
    }
    const bits = r.at(vt, () => typeof v === 'object' && (v.k === 'rbits' || v.k === 'rbool') ? v : cast(v, 'bit', target.clbits.length));
    r.writeBits(target.clbits, bits, vt);
}

;// CONCATENATED MODULE: ./src/quantum/qasm/reader.ts





/** Read once: a global read per token is slow in a vm context (jest's test environment). */
const { min } = Math;
const DEFAULT_LIMITS = {
    maxSourceChars: 8 * 1024 * 1024,
    maxOps: 1_000_000,
    maxGateDepth: 64,
    maxExprDepth: 500,
    maxBits: 4096,
    maxIterations: 100_000,
    maxTokensRead: 20_000_000
};
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
/** The state of one program being read. */
class Reader {
    toks = [];
    pos = 0;
    version = 3;
    /** The program says `OPENQASM 2.0;`: its gates are U, CX, those of an included qelib1.inc and its own. */
    strict2 = false;
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
    /** Array elements allocated so far (see MAX_ARRAY_ELEMENTS_TOTAL). */
    arrayElements = 0;
    /** Array elements touched so far (see MAX_ARRAY_WORK). */
    arrayWork = 0;
    /** `stretch` variables declared so far (see DelayOp.stretchVars). */
    stretchVars = 0;
    /** A measured angle register used whole as a gate parameter in the call being read (see gateCall). */
    rtAngle;
    /** Subroutine calls being read, innermost last: their number and their return types (null: no value). */
    callDepth = 0;
    retStack = [];
    rtLoops = [];
    hooks;
    constructor(limits, hooks) {
        this.lim = { ...DEFAULT_LIMITS, ...limits };
        this.maxOps = this.lim.maxOps;
        this.maxDepth = this.lim.maxGateDepth;
        this.hooks = hooks;
    }
    opCount() {
        return this.ops.length;
    }
    statement() {
        this.hooks.statement(this);
    }
    callDef(sym, t) {
        return this.hooks.callDef(this, sym, t);
    }
    // -- token helpers
    peek(k = 0) {
        const t = this.toks[min(this.pos + k, this.toks.length - 1)];
        if (t.t === 'bad' && k === 0)
            throw new QasmError(t.v, t.line, t.col);
        return t;
    }
    next() {
        if (++this.tokensRead > this.lim.maxTokensRead) {
            const at = this.toks[min(this.pos, this.toks.length - 1)];
            throw new QasmError(`the program reads more than ${this.lim.maxTokensRead} tokens (loops and subroutines read their bodies again)`, at.line, at.col);
        }
        const t = this.toks[min(this.pos++, this.toks.length - 1)];
        if (t.t === 'bad')
            throw new QasmError(t.v, t.line, t.col);
        return t;
    }
    is(v, k = 0) {
        const t = this.toks[min(this.pos + k, this.toks.length - 1)];
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
    chargeArrayWork(n, t) {
        this.arrayWork += n;
        if (this.arrayWork > MAX_ARRAY_WORK)
            throw this.err(`the program touches more than ${MAX_ARRAY_WORK} array elements in all (large array copies repeated in a loop)`, t);
    }
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
        if (this.scopes.length === 1 && (ir/* GATES */.JH[name.v] || this.defs.has(name.v)) && sym.s !== 'def') {
            // a register named like a standard gate is legal in OpenQASM 2 (separate namespaces)
            if (this.version === 3 && this.defs.has(name.v))
                throw this.err(`'${name.v}' is already declared as a gate`, name);
        }
        scope.set(name.v, sym);
    }
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
        this.curCond = stack.length
            ? toCondition(stack.length === 1 ? stack[0] : stack.reduce((a, b) => ({ op: 'and', a, b })))
            : undefined;
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
}
/** IR condition of a condition expression: the plain form when it is one comparison for equality. */
function toCondition(e) {
    if (e.op === 'cmp' && (e.rel === '==' || e.rel === '!=') && Number.isSafeInteger(e.value) && e.value >= 0) {
        const c = { clbits: e.clbits.slice(), value: e.value };
        if (e.rel === '!=')
            c.negate = true;
        return c;
    }
    if (e.op === 'not' &&
        e.a.op === 'cmp' &&
        (e.a.rel === '==' || e.a.rel === '!=') &&
        Number.isSafeInteger(e.a.value) &&
        e.a.value >= 0) {
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

;// CONCATENATED MODULE: ./src/quantum/qasm/skip.ts
/**
 * Skipping tokens without reading them: the body of a branch not taken, a balanced bracket, and a
 * look-ahead over a body (for `else`, and the bits a branch writes).
 */

/** Skip the body of a branch not taken (tokens only; it is not checked). */
function skipBody(r) {
    const t = r.peek();
    if (t.t === 'op' && t.v === '{')
        return skipBalanced(r);
    if (t.t === 'id' && t.v === 'if') {
        r.next();
        skipParens(r);
        skipBody(r);
        if (r.accept('else'))
            skipBody(r);
        return;
    }
    if (t.t === 'id' && (t.v === 'for' || t.v === 'while' || t.v === 'switch' || t.v === 'box')) {
        r.next();
        // header up to the body's '{' at depth 0 (a for set literal is inside 'in { … }')
        if (t.v === 'for') {
            while (!r.is('in')) {
                if (r.peek().t === 'eof')
                    throw r.err("expected 'in'", t);
                r.next();
            }
            r.next();
            if (r.is('[') || r.is('{'))
                skipBalanced(r);
            else
                while (!r.is('{') && !r.is(';')) {
                    if (r.peek().t === 'eof')
                        throw r.err('unterminated for', t);
                    r.next();
                }
        }
        else if (t.v === 'box') {
            if (r.is('['))
                skipBalanced(r);
        }
        else
            skipParens(r);
        if (t.v === 'switch')
            return skipBalanced(r);
        return skipBody(r);
    }
    let depth = 0;
    for (;;) {
        const x = r.next();
        if (x.t === 'eof')
            throw r.err("expected ';'", x);
        if (x.t === 'op' && (x.v === '(' || x.v === '[' || x.v === '{'))
            depth++;
        else if (x.t === 'op' && (x.v === ')' || x.v === ']' || x.v === '}'))
            depth--;
        else if (x.t === 'op' && x.v === ';' && depth <= 0)
            return;
    }
}
function skipParens(r) {
    if (!r.is('('))
        throw r.err(`expected '(' but found ${describe(r.peek())}`, r.peek());
    skipBalanced(r);
}
function skipBalanced(r) {
    const open = r.next();
    const close = open.v === '(' ? ')' : open.v === '[' ? ']' : '}';
    let depth = 1;
    while (depth > 0) {
        const x = r.next();
        if (x.t === 'eof')
            throw r.err(`expected '${close}'`, open);
        if (x.t === 'op' && (x.v === '(' || x.v === '[' || x.v === '{'))
            depth++;
        else if (x.t === 'op' && (x.v === ')' || x.v === ']' || x.v === '}'))
            depth--;
    }
}

;// CONCATENATED MODULE: ./src/quantum/qasm/control.ts







/** Body of if/for/while/case: a block or one statement, in its own scope. */
function body(r) {
    if (r.is(';'))
        throw r.err("expected a statement or a block but found ';'", r.peek());
    r.scoped(() => (r.is('{') ? r.block() : r.statement()));
}
function condition(r, kw) {
    r.expect('(');
    const t = r.peek();
    if (r.is(')'))
        throw r.err('expected a condition', t);
    if (r.version === 2)
        return oldCondition(r, kw);
    if (t.t === 'id' && VALUE_TYPES.has(t.v) && !r.is('(', 1) && !r.is('[', 1)) {
        throw r.err('a declaration is not a condition', t);
    }
    const v = value(r);
    if (!r.is(')'))
        throw r.err(`expected ')' but found ${describe(r.peek())}`, r.peek());
    r.next();
    return r.at(t, () => toBool(v));
}
/** OpenQASM 2: `if (creg == int)`. */
function oldCondition(r, kw) {
    const c = clbitOperand(r);
    if (!r.accept('=='))
        throw r.err('OpenQASM 2 conditions have the form if (creg == int)', kw);
    const vt = r.peek();
    const raw = value(r);
    r.expect(')');
    // a value the register cannot hold makes the condition false (Qiskit reads `if (c == 2^70)` on creg c[70])
    if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 2 ** c.clbits.length)
        return false;
    const want = r.at(vt, () => toInt(raw, 'condition value'));
    if (want < 0)
        throw r.err('condition value must be non-negative', vt);
    const v = r.readBits(c.clbits);
    if (typeof v === 'object' && v.k === 'bits')
        return v.b.reduce((s, b, i) => s + b * 2 ** i, 0) === want;
    return { op: 'cmp', rel: '==', clbits: c.clbits, value: want };
}
function ifStmt(r) {
    const kw = r.next();
    const c = condition(r, kw);
    if (r.version === 2 && (r.is('{') || r.is('if')))
        throw r.err('OpenQASM 2 allows one operation after if (…)', r.peek());
    if (typeof c === 'boolean') {
        if (c)
            body(r);
        else
            skipBody(r);
        if (r.is('else')) {
            if (r.version === 2)
                throw r.err("'else' is not part of OpenQASM 2", r.peek());
            r.next();
            if (c)
                skipBody(r);
            else
                body(r);
        }
        return;
    }
    runtimeBranches(r, c, [
        () => body(r),
        ...(hasElse(r)
            ? [
                () => {
                    r.expect('else');
                    body(r);
                }
            ]
            : [])
    ]);
}
/** After the then-body: is there an `else`? (looks ahead without consuming the body). */
function hasElse(r) {
    const save = r.pos;
    skipBody(r);
    const found = r.is('else');
    if (found && r.version === 2)
        throw r.err("'else' is not part of OpenQASM 2", r.peek());
    r.pos = save;
    return found;
}
/**
 * Branches on a measured condition: branch 0 runs when `c` holds, branch 1 (else) when it does
 * not. Ops inside carry the condition. When a branch writes a bit the condition reads, the
 * condition is first copied to a scratch bit, so the branches see the value from before.
 */
function runtimeBranches(r, c, branches, conds) {
    const start = r.pos;
    for (let i = 0; i < branches.length; i++) {
        if (i > 0)
            r.expect('else');
        skipBody(r);
    }
    const written = writtenIn(r, start, r.pos);
    r.pos = start;
    const reads = toCondition(c).clbits;
    const all = conds ?? [c, { op: 'not', a: c }];
    let list = all;
    if (reads.some((b) => written.has(b))) {
        const tok = r.peek();
        const s = r.allocClbits(tok, 1, false)[0];
        r.writeBits([s], { k: 'rbool', e: c }, tok);
        const e = { op: 'cmp', rel: '==', clbits: [s], value: 1 };
        list = [e, { op: 'not', a: e }];
    }
    const saved = r.condStack;
    const savedRt = r.rtScope;
    if (r.rtScope < 0)
        r.rtScope = r.scopes.length;
    try {
        for (let i = 0; i < branches.length; i++) {
            r.setCondStack([...saved, list[i]]);
            branches[i]();
        }
    }
    finally {
        r.setCondStack(saved);
        r.rtScope = savedRt;
    }
}
/** Clbits that statements in tokens [from, to) may write (names of bit storage assigned or measured into). */
function writtenIn(r, from, to) {
    const out = new Set();
    for (let i = from; i < to; i++) {
        const t = r.toks[i];
        if (t.t !== 'id')
            continue;
        const nx = r.toks[i + 1];
        const prev = r.toks[i - 1];
        const assigned = (nx.t === 'op' && (nx.v === '[' || nx.v.endsWith('='))) || (prev && prev.t === 'op' && prev.v === '->');
        if (!assigned)
            continue;
        const sym = r.lookup(t.v);
        if (sym && sym.s === 'c')
            for (const c of sym.clbits)
                out.add(c);
    }
    return out;
}
function tick(r, t) {
    if (++r.iterations > r.lim.maxIterations)
        throw r.err(`loops ran more than ${r.lim.maxIterations} iterations while reading`, t);
}
function forStmt(r) {
    const kw = r.next();
    const tt = r.peek();
    let type = 'int';
    let width;
    if (tt.t === 'id' && SCALAR_TYPES.has(tt.v)) {
        r.next();
        type = tt.v;
        if (r.accept('['))
            width = designator(r, 'type width');
    }
    else if (tt.t === 'id' && tt.v !== 'in' && r.is('in', 1)) {
        // `for i in …` without a type (OpenQASM 3.0 drafts): an int loop variable
    }
    else {
        throw r.err(`expected a loop variable type after 'for' but found ${describe(tt)}`, tt);
    }
    const name = r.newName('a loop variable');
    r.expect('in');
    const values = [];
    const st = r.peek();
    if (r.accept('[')) {
        const a = intValue(r, 'range start');
        r.expect(':');
        let b = intValue(r, 'range end');
        let step = 1;
        if (r.accept(':')) {
            step = b;
            b = intValue(r, 'range end');
        }
        r.expect(']');
        if (step === 0)
            throw r.err('range step cannot be 0', st);
        const count = step > 0 ? Math.max(0, Math.floor((b - a) / step) + 1) : Math.max(0, Math.floor((a - b) / -step) + 1);
        if (count > r.lim.maxIterations)
            throw r.err(`loop of ${count} iterations is over the limit of ${r.lim.maxIterations}`, st);
        for (let k = 0; k < count; k++)
            values.push({ k: 'int', v: a + k * step });
    }
    else if (r.accept('{')) {
        while (!r.is('}')) {
            values.push(value(r));
            if (!r.accept(','))
                break;
        }
        r.expect('}');
        if (values.length === 0)
            throw r.err('empty set in for loop', st);
    }
    else {
        const v = value(r);
        if (typeof v === 'object' && v.k === 'bits')
            for (const b of v.b)
                values.push({ k: 'bits', b: [b] });
        else
            throw r.err(`a for loop runs over a range [a:b], a set {…} or a bit register, not ${article(typeName(v))}`, st);
    }
    if (r.is(';'))
        throw r.err("expected a loop body but found ';'", r.peek());
    const bodyStart = r.pos;
    if (values.length === 0) {
        skipBody(r);
        return;
    }
    let end = -1;
    const mark = r.numClbits;
    for (const v of values) {
        tick(r, kw);
        r.pos = bodyStart;
        const val = r.at(st, () => convert(v, type, width));
        const res = r.scoped(() => {
            r.declare(name, {
                s: 'v',
                name: name.v,
                type,
                width,
                val,
                isConst: false,
                scope: r.scopes.length - 1,
                loopVar: true
            });
            return loopBody(r);
        });
        r.releaseClbits(mark);
        if (end < 0)
            end = r.pos;
        if (res === 'break')
            break;
    }
    if (end >= 0)
        r.pos = end;
    else
        skipBody(r);
}
/** Run a loop body read while its condition is known; catches break/continue. */
function loopBody(r) {
    const start = r.pos;
    try {
        body(r);
        return undefined;
    }
    catch (e) {
        if (e instanceof Transfer && (e.kind === 'break' || e.kind === 'continue')) {
            r.pos = start;
            skipBody(r);
            return e.kind;
        }
        throw e;
    }
}
function whileStmt(r) {
    const kw = r.next();
    const head = r.pos;
    for (;;) {
        r.pos = head;
        const c = condition(r, kw);
        if (r.is(';'))
            throw r.err("expected a loop body but found ';'", r.peek());
        if (c === false) {
            skipBody(r);
            return;
        }
        if (c === true) {
            tick(r, kw);
            const mark = r.numClbits;
            const res = loopBody(r);
            r.releaseClbits(mark);
            if (res === 'break') {
                r.pos = head;
                condition(r, kw);
                skipBody(r);
                return;
            }
            continue;
        }
        return runtimeWhile(r, kw, head);
    }
}
/** A while loop on measured values: jump ops around a body read once. */
function runtimeWhile(r, kw, head) {
    // every bit may change between iterations: nothing is known inside or after the loop
    for (let i = 0; i < r.known.length; i++)
        r.known[i] = -1;
    r.pos = head;
    const savedRt = r.rtScope;
    if (r.rtScope < 0)
        r.rtScope = r.scopes.length;
    const c = condition(r, kw);
    const headIndex = r.ops.length;
    const exit = { kind: 'jump', target: -1 };
    const saved = r.condStack;
    r.setCondStack([...saved, { op: 'not', a: c }]);
    r.push(exit, kw);
    r.setCondStack(saved);
    const loop = { head: headIndex, breaks: [], condDepth: saved.length };
    r.rtLoops.push(loop);
    try {
        body(r);
    }
    finally {
        r.rtLoops.pop();
        r.rtScope = savedRt;
    }
    r.push({ kind: 'jump', target: headIndex }, kw);
    exit.target = r.ops.length;
    for (const b of loop.breaks)
        b.target = r.ops.length;
}
function loopJump(r, kind) {
    const t = r.next();
    r.expect(';');
    const loop = r.rtLoops[r.rtLoops.length - 1];
    if (loop && r.condStack.length >= loop.condDepth) {
        const j = { kind: 'jump', target: kind === 'continue' ? loop.head : -1 };
        r.push(j, t);
        if (kind === 'break')
            loop.breaks.push(j);
        return;
    }
    if (r.inRuntime())
        throw r.err(`'${kind}' under a condition on measured values is only supported inside a while loop on measured values`, t);
    throw new Transfer(kind, t);
}
function switchStmt(r) {
    const kw = r.next();
    r.expect('(');
    const t = r.peek();
    if (r.is(')'))
        throw r.err('expected a switch target', t);
    const target = value(r);
    r.expect(')');
    const open = r.expect('{');
    if (typeof target === 'number' ||
        (typeof target === 'object' && (target.k === 'rbool' || target.k === 'dur' || target.k === 'bool'))) {
        throw r.err(`switch needs an integer target, not ${article(typeName(target))}`, t);
    }
    const cases = [];
    let deflt;
    while (!r.accept('}')) {
        const ct = r.next();
        if (ct.t === 'eof')
            throw r.err("expected '}' to close the switch", open);
        if (ct.t === 'id' && ct.v === 'case') {
            if (deflt !== undefined)
                throw r.err("'default' must be the last case", ct);
            const values = [];
            while (!r.is('{')) {
                values.push(intValue(r, 'case value'));
                if (!r.accept(','))
                    break;
            }
            if (values.length === 0)
                throw r.err('a case needs at least one value', ct);
            if (!r.is('{'))
                throw r.err(`expected '{' after the case values but found ${describe(r.peek())}`, r.peek());
            cases.push({ values, start: r.pos, tok: ct });
            skipBalanced(r);
        }
        else if (ct.t === 'id' && ct.v === 'default') {
            if (deflt !== undefined)
                throw r.err("duplicate 'default'", ct);
            if (!r.is('{'))
                throw r.err(`expected '{' after default but found ${describe(r.peek())}`, r.peek());
            deflt = r.pos;
            skipBalanced(r);
        }
        else {
            throw r.err(`expected 'case' or 'default' but found ${describe(ct)}`, ct);
        }
    }
    const end = r.pos;
    const seen = new Set();
    for (const c of cases)
        for (const v of c.values) {
            if (seen.has(v))
                throw r.err(`duplicate case value ${v}`, c.tok);
            seen.add(v);
        }
    const run = (start) => {
        r.pos = start;
        r.scoped(() => r.block());
    };
    if (typeof target === 'object' && target.k === 'rbits') {
        // one branch per case on the measured value; default when no case matches
        const conds = cases.map((c) => c.values
            .map((v) => ({ op: 'cmp', rel: '==', clbits: target.c, value: v }))
            .reduce((a, b) => ({ op: 'or', a, b })));
        const any = conds.length ? conds.reduce((a, b) => ({ op: 'or', a, b })) : undefined;
        const saved = r.condStack;
        const savedRt = r.rtScope;
        const written = writtenIn(r, open ? r.toks.indexOf(open) : 0, end);
        if (target.c.some((b) => written.has(b)))
            throw r.err('a switch on measured bits cannot write those bits in its cases', kw);
        if (r.rtScope < 0)
            r.rtScope = r.scopes.length;
        try {
            cases.forEach((c, i) => {
                r.setCondStack([...saved, conds[i]]);
                run(c.start);
            });
            if (deflt !== undefined) {
                r.setCondStack(any ? [...saved, { op: 'not', a: any }] : saved);
                run(deflt);
            }
        }
        finally {
            r.setCondStack(saved);
            r.rtScope = savedRt;
        }
        r.pos = end;
        return;
    }
    const v = r.at(t, () => toInt(target, 'switch target'));
    const hit = cases.find((c) => c.values.includes(v));
    if (hit)
        run(hit.start);
    else if (deflt !== undefined)
        run(deflt);
    r.pos = end;
}
function endStmt(r) {
    const t = r.next();
    r.expect(';');
    if (r.inRuntime())
        throw r.err("'end' under a condition on measured values is not supported", t);
    // the program ends here: skip the rest of the source
    r.pos = r.toks.length - 1;
}

;// CONCATENATED MODULE: ./src/quantum/qasm/declarations.ts
/**
 * Declarations of the OpenQASM reader: `qreg`/`creg`, `qubit`, `bit`, scalars (with `const`) and
 * `let` aliases. Arrays are in ./arrays.ts.
 */







function oldDecl(r, quantum) {
    r.next();
    const name = r.newName('a register name');
    r.expect('[');
    const st = r.peek();
    const size = intValue(r, 'register size');
    r.expect(']');
    r.expect(';');
    // an empty register is valid (Qiskit reads `qreg q[0];`); gates broadcast over it do nothing
    if (size < 0)
        throw r.err('register size must not be negative', st);
    if (r.scopes.length > 1)
        throw r.err(`'${quantum ? 'qreg' : 'creg'}' is only allowed in the global scope`, name);
    if (quantum)
        r.declare(name, { s: 'q', name: name.v, qubits: r.allocQubits(name, size), single: false });
    else
        r.declare(name, {
            s: 'c',
            name: name.v,
            clbits: r.allocClbits(name, size, true),
            single: false,
            type: 'bit'
        });
}
function qubitDecl(r) {
    r.next();
    let size;
    if (r.accept('['))
        size = designator(r, 'register size', 0);
    const name = r.newName('a qubit name');
    if (r.is('='))
        throw r.err('qubits cannot be initialised; use reset', r.peek());
    r.expect(';');
    r.declare(name, { s: 'q', name: name.v, qubits: r.allocQubits(name, size ?? 1), single: size === undefined });
}
function bitDecl(r, isConst) {
    const kw = r.next();
    if (isConst)
        throw r.err("'const' bits are not supported; use a const int", kw);
    let size;
    if (r.accept('['))
        size = designator(r, 'register size', 0);
    const name = r.newName('a bit name');
    const global = r.scopes.length === 1;
    const sym = {
        s: 'c',
        name: name.v,
        clbits: r.allocClbits(name, size ?? 1, global),
        single: size === undefined,
        type: 'bit'
    };
    if (!global) {
        // a scratch bit starts at 0 for this declaration
        for (const c of sym.clbits)
            r.known[c] = 0;
    }
    if (r.accept('='))
        assignInto(r, sym, r.peek(), '=');
    r.expect(';');
    r.declare(name, sym);
}
function constDecl(r) {
    r.next();
    const t = r.peek();
    if (t.t !== 'id' || !(SCALAR_TYPES.has(t.v) || t.v === 'bit'))
        throw r.err(`expected a type after 'const' but found ${describe(t)}`, t);
    if (t.v === 'bit')
        return bitDecl(r, true);
    scalarDecl(r, true);
}
function scalarDecl(r, isConst) {
    const tt = r.next();
    const type = tt.v;
    let width;
    if (type === 'complex')
        throw r.err('complex numbers are not supported', tt);
    if (r.accept('[')) {
        if (type === 'bool' || type === 'duration' || type === 'stretch')
            throw r.err(`'${type}' takes no width`, tt);
        width = designator(r, 'type width');
    }
    const name = r.newName('a variable name');
    if (type === 'angle' && width !== undefined && !isConst) {
        // angle[n]: n bits of a turn, addressable bit by bit (measure q -> c[0])
        const global = r.scopes.length === 1;
        const sym = {
            s: 'c',
            name: name.v,
            clbits: r.allocClbits(name, width, global),
            single: false,
            type: 'angle'
        };
        if (!global)
            for (const c of sym.clbits)
                r.known[c] = 0;
        if (r.accept('='))
            assignInto(r, sym, r.peek(), '=');
        r.expect(';');
        r.declare(name, sym);
        return;
    }
    let val;
    if (r.accept('=')) {
        const vt = r.peek();
        if (r.is('measure'))
            throw r.err(`a measurement can only be stored in bits; declare '${name.v}' as bit`, vt);
        const v = value(r);
        if (isRuntime(v))
            throw r.err(`'${name.v}' would depend on a measurement result; only bit variables can hold measured values`, vt);
        val = r.at(vt, () => convert(v, type, width));
    }
    else {
        if (isConst)
            throw r.err(`constant '${name.v}' needs a value`, name);
        val = r.at(tt, () => convert({ k: 'int', v: 0 }, type, width));
    }
    r.expect(';');
    if (type === 'stretch')
        r.stretchVars++;
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
function alias(r) {
    r.next();
    const name = r.newName('an alias name');
    r.expect('=');
    const qubits = [];
    let single = true;
    let first = true;
    do {
        const a = qubitOperand(r);
        (0,arrays/* pushAll */.iI)(qubits, a.qubits);
        single = first && a.single;
        first = false;
    } while (r.accept('++'));
    r.expect(';');
    if (new Set(qubits).size !== qubits.length)
        throw r.err('an alias cannot name the same qubit twice', name);
    r.declare(name, { s: 'q', name: name.v, qubits, single });
}

// EXTERNAL MODULE: ./src/quantum/circuit/gates.ts
var gates = __webpack_require__(43113);
;// CONCATENATED MODULE: ./src/quantum/qasm/expand.ts


function emitGate(inst) {
    const { base, params, ctrls, states } = inst;
    const targets = inst.targets;
    // ctrl @ gphase(θ) = phase θ on the (last) control.
    if (base === 'gphase' && ctrls.length > 0 && states[states.length - 1] === 1) {
        return emitGate({
            base: 'p',
            params,
            targets: [ctrls[ctrls.length - 1]],
            ctrls: ctrls.slice(0, -1),
            states: states.slice(0, -1)
        });
    }
    if (base !== 'unitary' && states.every((s) => s === 1)) {
        const named = (0,gates/* namedControlled */.M1)(base, ctrls.length);
        if (named)
            return { kind: 'gate', name: named, params: params.slice(), qubits: [...ctrls, ...targets] };
        // Largest named controlled form, remaining controls as modifiers.
        for (let k = ctrls.length - 1; k >= 1; k--) {
            const n = (0,gates/* namedControlled */.M1)(base, k);
            if (n)
                return {
                    kind: 'gate',
                    name: n,
                    params: params.slice(),
                    qubits: [...ctrls, ...targets],
                    ctrls: ctrls.length - k
                };
        }
    }
    const op = { kind: 'gate', name: base, params: params.slice(), qubits: [...ctrls, ...targets] };
    if (inst.matrix)
        op.matrix = inst.matrix.slice();
    // A base that is itself a controlled gate (cu): its own control is the last control.
    const own = (0,gates/* baseOf */.bx)(base)[1];
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
                for (const b of (0,gates/* invertBase */.yA)({ name: i.base, params: i.params, qubits: i.targets, matrix: i.matrix })) {
                    out.push({
                        base: b.name,
                        params: b.params,
                        targets: b.qubits,
                        ctrls: i.ctrls,
                        states: i.states,
                        matrix: b.matrix
                    });
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
            if (one.length === 1 && (0,gates/* isRotation */.zo)(one[0].base))
                return [{ ...one[0], params: one[0].params.map((v) => v * k) }];
            if (Number.isInteger(k)) {
                const inner = k >= 0 ? one : apply(cx, [{ kind: 'inv', tok: m.tok }, ...rest], name, prim, params, qubits, t, depth, env);
                const reps = Math.abs(k);
                if (reps * inner.length + cx.opCount() > cx.maxOps)
                    throw cx.err(`pow(${k}) expands beyond ${cx.maxOps} operations`, cx.site ?? m.tok);
                const out = [];
                for (let r = 0; r < reps; r++)
                    (0,arrays/* pushAll */.iI)(out, inner);
                return out;
            }
            if (one.length !== 1)
                throw cx.err(`pow(${k}) with a non-integer exponent is only supported for single standard gates`, m.tok);
            const i = one[0];
            if ((0,gates/* baseArity */.x)(i.base) === 1) {
                const mat = (0,gates/* power2 */.Gw)((0,gates/* baseMatrix */.$v)(i.base, i.params, i.matrix), k);
                return [{ base: 'unitary', params: [], targets: i.targets, ctrls: i.ctrls, states: i.states, matrix: mat }];
            }
            throw cx.err(`pow(${k}) with a non-integer exponent is not supported for gate '${name}'`, m.tok);
        }
    }
}
function bare(cx, name, prim, params, qubits, t, depth) {
    const def = prim ? undefined : cx.defs.get(name);
    if (def) {
        if (def.opaque)
            throw cx.err(`gate '${name}' is declared 'opaque': it has no definition to simulate (define it with 'gate ${name} … { … }')`, t);
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
    const [base, own] = (0,gates/* baseOf */.bx)(name);
    return [
        {
            base,
            params: params.slice(),
            ctrls: qubits.slice(0, own),
            states: qubits.slice(0, own).map(() => 1),
            targets: qubits.slice(own)
        }
    ];
}

;// CONCATENATED MODULE: ./src/quantum/qasm/gates.ts







/** Standard one-angle rotations: R(a + b) = R(a)·R(b). */
const ROTATION_GATES = new Set([
    'rx',
    'ry',
    'rz',
    'p',
    'u1',
    'crx',
    'cry',
    'crz',
    'cp',
    'cu1',
    'rxx',
    'ryy',
    'rzz',
    'rzx'
]);
/** `gate` / `opaque` up to the body: name, parameter names and qubit argument names, all checked. */
function gateHeader(r) {
    const kwTok = r.next();
    if (r.scopes.length > 1)
        throw r.err('gates can only be defined in the global scope', kwTok);
    const name = r.ident('a gate name');
    if (name.v === 'U' || name.v === 'CX' || name.v === 'gphase')
        throw r.err(`'${name.v}' is a built-in gate and cannot be redefined`, name);
    for (const lib of r.included) {
        if ((lib === 'qelib1.inc' ? QELIB1 : STDGATES).has(name.v))
            throw r.err(`gate '${name.v}' is already defined by "${lib}"`, name);
    }
    const prev = r.defs.get(name.v);
    if (prev && !prev.prelude)
        throw r.err(`gate '${name.v}' is already defined`, name);
    if (r.scopes[0].has(name.v))
        throw r.err(`'${name.v}' is already declared`, name);
    if (GATE_NAME_KEYWORDS.has(name.v))
        throw r.err(`'${name.v}' is a keyword and cannot name a gate`, name);
    const params = [];
    if (r.accept('(')) {
        while (!r.is(')')) {
            const p = r.ident('a parameter name');
            if (params.includes(p.v))
                throw r.err(`duplicate parameter '${p.v}'`, p);
            params.push(p.v);
            if (!r.accept(','))
                break;
        }
        r.expect(')');
    }
    const qargs = [];
    while (!r.is('{')) {
        const q = r.ident('a qubit argument name');
        if (qargs.includes(q.v))
            throw r.err(`duplicate qubit argument '${q.v}'`, q);
        if (params.includes(q.v))
            throw r.err(`qubit argument '${q.v}' has the name of a parameter`, q);
        qargs.push(q.v);
        if (!r.accept(','))
            break;
    }
    if (qargs.length === 0)
        throw r.err(`gate '${name.v}' needs at least one qubit argument`, name);
    return { kwTok, name, params, qargs };
}
/**
 * OpenQASM 2 `opaque name(params) a, b;`: declared as Qiskit reads it (a gate with no definition).
 * Declaring one is harmless; applying one is refused when the call is expanded, since there is nothing
 * to simulate.
 */
function opaqueDef(r) {
    const { name, params, qargs } = gateHeader(r);
    r.expect(';');
    r.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body: [], opaque: true });
}
function gateDef(r) {
    const { kwTok, name, params, qargs } = gateHeader(r);
    r.expect('{');
    const body = [];
    while (!r.accept('}')) {
        const t = r.peek();
        if (t.t === 'eof')
            throw r.err(`unterminated definition of gate '${name.v}'`, kwTok);
        if (t.t === 'id' && t.v === 'barrier') {
            // Barriers inside gate bodies are directives with no effect on the state.
            while (!r.accept(';')) {
                if (r.peek().t === 'eof')
                    throw r.err("expected ';'", r.peek());
                r.next();
            }
            continue;
        }
        if (t.t === 'id' && (GATE_BODY_REFUSED.has(t.v) || SCALAR_TYPES.has(t.v) || PULSE.has(t.v))) {
            throw r.err(`'${t.v}' is not allowed in a gate definition`, t);
        }
        const { mods, gname, prim, pexprs } = callHead(r, params);
        const args = [];
        while (!r.is(';')) {
            const q = r.next();
            if (q.t === 'hw')
                throw r.err('physical qubits are not allowed in a gate definition', q);
            if (q.t !== 'id')
                throw r.err(`expected a qubit argument but found ${describe(q)}`, q);
            const k = qargs.indexOf(q.v);
            if (k < 0)
                throw r.err(`'${q.v}' is not a qubit argument of gate '${name.v}'`, q);
            if (r.is('['))
                throw r.err('indexing is not allowed inside a gate definition', r.peek());
            args.push(k);
            if (!r.accept(','))
                break;
        }
        r.expect(';');
        if (!prim && gname.v === name.v)
            throw r.err(`gate '${name.v}' cannot call itself`, gname);
        checkSignature(r, gname, prim, pexprs.length, args.length, mods);
        if (new Set(args).size !== args.length)
            throw r.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
        body.push({ mods, name: gname.v, prim, params: pexprs, args, tok: gname });
    }
    r.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body });
}
/** Modifiers, gate name and parameter expressions of a call. */
function callHead(r, paramNames) {
    const mods = [];
    while (r.toks[r.pos].t === 'id' && MODIFIERS.has(r.toks[r.pos].v) && (r.is('@', 1) || r.is('(', 1))) {
        if (r.version === 2)
            throw r.err('gate modifiers are not part of OpenQASM 2', r.peek());
        const t = r.next();
        let arg;
        if (r.accept('(')) {
            if (t.v === 'inv')
                throw r.err("'inv' takes no argument", t);
            const at = r.peek();
            const e = expr(r, paramNames);
            if (r.is(','))
                throw r.err(`'${t.v}' takes one argument`, r.peek());
            r.expect(')');
            arg = (env) => r.at(at, () => finite(toNumber(e(env), `${t.v} argument`), `${t.v} argument`));
        }
        else if (t.v === 'pow') {
            throw r.err('pow modifier needs an exponent: pow(k) @', t);
        }
        r.expect('@');
        mods.push({ kind: t.v, arg, tok: t });
    }
    const gname = r.ident('a gate name');
    let prim = false;
    if (gname.v === 'U' || gname.v === 'CX') {
        prim = true;
        gname.v = gname.v === 'U' ? 'u' : 'cx';
    }
    else if (gname.v === 'gphase')
        prim = true;
    if (!prim && r.strict2)
        qelib1Gate(r, gname);
    if (!prim && !r.defs.has(gname.v) && ALIASES[gname.v])
        gname.v = ALIASES[gname.v];
    const pexprs = [];
    if (r.accept('(')) {
        while (!r.is(')')) {
            pexprs.push(num(r, paramNames, pexprs.length));
            if (!r.accept(','))
                break;
        }
        r.expect(')');
    }
    if (r.is('('))
        throw r.err("expected qubits after the gate's parameters", r.peek());
    return { mods, gname, prim, pexprs };
}
/**
 * In a program that says `OPENQASM 2.0;`, a gate that is neither U, CX, defined by the program nor one of an
 * included qelib1.inc is refused, as the OpenQASM 2 specification and Qiskit's qasm2.loads do (headerless
 * snippets and OpenQASM 3 programs get the standard gates without an include: docs/openqasm.md).
 */
function qelib1Gate(r, gname) {
    const d = r.defs.get(gname.v);
    if (d && !d.prelude)
        return;
    if (r.included.has('qelib1.inc') && QELIB1.has(gname.v))
        return;
    if (QELIB1.has(gname.v))
        throw r.err(`gate '${gname.v}' is defined in qelib1.inc: add 'include "qelib1.inc";' after the OPENQASM 2.0 line`, gname);
    if (ir/* GATES */.JH[gname.v] || d)
        throw r.err(`unknown gate '${gname.v}': an OpenQASM 2.0 program knows U, CX, the gates of qelib1.inc and the gates it defines`, gname);
}
function signature(r, name, prim) {
    const d = prim ? undefined : r.defs.get(name);
    if (d)
        return { qubits: d.nQubits, params: d.nParams };
    if (name === 'u0')
        return { qubits: 1, params: 1 };
    if (name === 'unitary')
        return undefined;
    return ir/* GATES */.JH[name];
}
function checkSignature(r, gname, prim, nParams, nArgs, mods) {
    const sig = signature(r, gname.v, prim);
    if (!sig) {
        if (PULSE.has(gname.v))
            throw r.err(`pulse-level calibration ('${gname.v}') is not supported`, gname);
        throw r.err(`unknown gate '${gname.v}'`, gname);
    }
    if (sig.params !== nParams)
        throw r.err(`gate '${gname.v}' takes ${sig.params} parameter(s), got ${nParams}`, gname);
    let extra = 0;
    for (const m of mods) {
        if (m.kind === 'ctrl' || m.kind === 'negctrl') {
            let k = 1;
            if (m.arg) {
                try {
                    k = m.arg([]);
                }
                catch {
                    throw r.err(`${m.kind} count must be a constant positive integer`, m.tok);
                }
            }
            if (!Number.isInteger(k) || k < 1)
                throw r.err(`${m.kind} count must be a positive integer, got ${k}`, m.tok);
            extra += k;
        }
    }
    const need = sig.qubits + extra;
    if (nArgs !== need)
        throw r.err(`gate '${gname.v}' needs ${need} qubit(s), got ${nArgs}`, gname);
}
function gateCall(r) {
    r.rtAngle = undefined;
    const { mods, gname, prim, pexprs } = callHead(r, null);
    const rt = r.rtAngle;
    r.rtAngle = undefined;
    const args = [];
    while (!r.is(';')) {
        args.push(qubitOperand(r));
        if (!r.accept(','))
            break;
    }
    r.expect(';');
    checkSignature(r, gname, prim, pexprs.length, args.length, mods);
    const params = pexprs.map((p) => p([]));
    const user = !prim && r.defs.has(gname.v);
    if (rt)
        return measuredAngleCall(r, rt, mods, gname, prim, params, args, user);
    r.site = gname;
    for (const qubits of broadcast(r, args)) {
        if (new Set(qubits).size !== qubits.length)
            throw r.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
        const seq = apply(r, mods, gname.v, prim, params, qubits, gname, 0);
        const label = (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v;
        const call = user || seq.length !== 1 ? { id: r.callId++, name: label, arity: qubits.length } : undefined;
        for (const inst of seq) {
            const op = emitGate(inst);
            if (call)
                op.call = call;
            r.push(op, gname);
        }
    }
    r.site = undefined;
}
/**
 * A one-angle rotation whose angle is a measured angle[n] register c (ipe.qasm: phase(c)):
 * R(Σ_k c_k·2π·2^k/2^n) = Π_k R(2π·2^k/2^n)^{c_k}, exact because the rotations of one gate
 * commute and add their angles; so one conditioned rotation per bit of c.
 */
function measuredAngleCall(r, rt, mods, gname, prim, params, args, user) {
    const info = ir/* GATES */.JH[gname.v];
    if (user || !info || info.params !== 1 || !ROTATION_GATES.has(gname.v)) {
        throw r.err(`a gate parameter that depends on a measurement is only supported as the angle of a standard rotation (${[...ROTATION_GATES].join(', ')})`, rt.tok);
    }
    const n = rt.clbits.length;
    const saved = r.condStack;
    r.site = gname;
    try {
        for (const qubits of broadcast(r, args)) {
            if (new Set(qubits).size !== qubits.length)
                throw r.err(`gate '${gname.v}' applied to the same qubit twice`, gname);
            const call = {
                id: r.callId++,
                name: (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v,
                arity: qubits.length
            };
            for (let k = 0; k < n; k++) {
                const p = params.slice();
                p[rt.index] = (2 * Math.PI * 2 ** k) / 2 ** n;
                r.setCondStack([...saved, { op: 'cmp', rel: '==', clbits: [rt.clbits[k]], value: 1 }]);
                for (const inst of apply(r, mods, gname.v, prim, p, qubits, gname, 0)) {
                    const op = emitGate(inst);
                    op.call = call;
                    r.push(op, gname);
                }
            }
        }
    }
    finally {
        r.setCondStack(saved);
        r.site = undefined;
    }
}

;// CONCATENATED MODULE: ./src/quantum/qasm/subroutines.ts
/**
 * Subroutines of the OpenQASM reader: `def` (the body is kept as a token range), calls (inlined: the
 * body is read again with the arguments bound, by value or, for arrays, by reference) and `return`.
 */









function defStmt(r) {
    const kw = r.next();
    if (r.scopes.length > 1)
        throw r.err('subroutines can only be defined in the global scope', kw);
    const name = r.newName('a subroutine name');
    r.expect('(');
    const params = [];
    while (!r.is(')')) {
        const tt = r.next();
        if (tt.t !== 'id')
            throw r.err(`expected a parameter type but found ${describe(tt)}`, tt);
        let p;
        if (tt.v === 'array')
            throw r.err("an array parameter needs 'readonly' or 'mutable' before 'array'", tt);
        if (tt.v === 'readonly' || tt.v === 'mutable') {
            if (!r.is('array'))
                throw r.err(`expected 'array' after '${tt.v}'`, r.peek());
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
        }
        else if (tt.v === 'qubit' || tt.v === 'qreg') {
            let size;
            if (r.accept('['))
                size = designator(r, 'register size');
            const pn = r.newName('a parameter name');
            p = { name: pn.v, kind: 'qubit', size, tok: pn };
        }
        else if (tt.v === 'bit' || tt.v === 'creg') {
            let size;
            if (r.accept('['))
                size = designator(r, 'register size');
            const pn = r.newName('a parameter name');
            p = { name: pn.v, kind: 'bits', size, tok: pn };
        }
        else if (SCALAR_TYPES.has(tt.v)) {
            let width;
            if (r.accept('['))
                width = designator(r, 'type width');
            const pn = r.newName('a parameter name');
            p = {
                name: pn.v,
                kind: tt.v === 'angle' && width !== undefined ? 'angle' : 'scalar',
                type: tt.v,
                width,
                tok: pn
            };
        }
        else
            throw r.err(`expected a parameter type but found ${describe(tt)}`, tt);
        if (params.some((x) => x.name === p.name))
            throw r.err(`duplicate parameter '${p.name}'`, p.tok);
        params.push(p);
        if (!r.accept(','))
            break;
    }
    r.expect(')');
    let ret;
    if (r.accept('->')) {
        const rt = r.next();
        if (rt.t !== 'id' || !(SCALAR_TYPES.has(rt.v) || rt.v === 'bit' || rt.v === 'creg'))
            throw r.err(`expected a return type but found ${describe(rt)}`, rt);
        let width;
        if (r.accept('['))
            width = designator(r, 'type width');
        ret = { type: rt.v === 'creg' ? 'bit' : rt.v, width };
    }
    if (!r.is('{'))
        throw r.err(`expected '{' but found ${describe(r.peek())}`, r.peek());
    const bodyStart = r.pos;
    skipBalanced(r);
    r.declare(name, { s: 'def', name: name.v, params, ret, bodyStart, bodyEnd: r.pos, tok: name });
}
/** Call a subroutine (the name is consumed): `f(args)` or, as in the spec's examples, `f(args) qubits`. */
function callDef(r, sym, t) {
    const args = [];
    const takeArg = (p) => {
        const at = r.peek();
        if (p && p.kind === 'qubit')
            args.push({ q: qubitOperand(r), tok: at });
        else if (p && p.kind === 'array') {
            const an = r.ident('an array');
            const a = r.lookup(an.v);
            if (!a || a.s !== 'arr')
                throw r.err(`argument '${p.name}' of '${sym.name}' must be an array; '${an.v}' is not one`, an);
            if (r.is('['))
                throw r.err('pass a whole array (a part of one cannot be passed by reference here)', r.peek());
            args.push({ arr: a, tok: at });
        }
        else if (p && (p.kind === 'bits' || p.kind === 'angle') && at.t === 'id' && r.lookup(at.v)?.s === 'c') {
            const c = clbitOperand(r);
            args.push({ v: r.readBits(c.clbits), tok: at });
        }
        else
            args.push({ v: value(r), tok: at });
    };
    if (r.accept('(')) {
        while (!r.is(')')) {
            takeArg(sym.params[args.length]);
            if (!r.accept(','))
                break;
        }
        r.expect(')');
    }
    if (!r.is(';') &&
        !r.is(')') &&
        !r.is(',') &&
        args.length < sym.params.length &&
        sym.params[args.length].kind === 'qubit') {
        while (!r.is(';')) {
            takeArg(sym.params[args.length]);
            if (!r.accept(','))
                break;
        }
    }
    if (args.length !== sym.params.length)
        throw r.err(`subroutine '${sym.name}' takes ${sym.params.length} argument(s), got ${args.length}`, t);
    if (r.callDepth >= r.lim.maxGateDepth)
        throw r.err(`subroutine calls nested deeper than ${r.lim.maxGateDepth}`, t);
    const returnPos = r.pos;
    const savedScopes = r.scopes;
    const savedBoundary = r.boundary;
    const savedRt = r.rtScope;
    const savedLoops = r.rtLoops;
    const scope = new Map();
    sym.params.forEach((p, i) => {
        const a = args[i];
        if (p.kind === 'qubit') {
            if (!a.q)
                throw r.err(`argument ${i + 1} of '${sym.name}' must be qubits`, a.tok);
            const n = p.size ?? 1;
            if (p.size === undefined ? !a.q.single && a.q.qubits.length !== 1 : a.q.qubits.length !== n) {
                throw r.err(`argument '${p.name}' of '${sym.name}' needs ${p.size === undefined ? 'one qubit' : `${n} qubits`}, got ${a.q.qubits.length}`, a.tok);
            }
            scope.set(p.name, { s: 'q', name: p.name, qubits: a.q.qubits, single: p.size === undefined });
            return;
        }
        if (p.kind === 'array') {
            const arr = a.arr;
            if (arr.type !== p.type || arr.width !== p.width)
                throw r.err(`argument '${p.name}' of '${sym.name}' needs an array of ${p.type}${p.width !== undefined ? `[${p.width}]` : ''}, got ${arr.type}${arr.width !== undefined ? `[${arr.width}]` : ''}`, a.tok);
            if (p.dims
                ? p.dims.length !== arr.dims.length || p.dims.some((n, k) => n !== arr.dims[k])
                : p.ndim !== arr.dims.length) {
                throw r.err(`argument '${p.name}' of '${sym.name}' needs shape ${p.dims ? p.dims.join('×') : `of ${p.ndim} dimension(s)`}, got ${arr.dims.join('×')}`, a.tok);
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
        const v = a.v;
        if (p.kind === 'bits' || p.kind === 'angle') {
            const n = p.size ?? p.width ?? 1;
            const bits = r.at(a.tok, () => p.kind === 'angle' && typeof v === 'number'
                ? cast({ k: 'int', v: Math.round((v / (2 * Math.PI)) * 2 ** n) }, 'bit', n)
                : cast(v, 'bit', n));
            // by value: fresh scratch bits holding the argument
            const clbits = r.allocClbits(a.tok, n, false);
            for (const c of clbits)
                r.known[c] = 0;
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
        const val = r.at(a.tok, () => convert(v, p.type, p.width));
        scope.set(p.name, {
            s: 'v',
            name: p.name,
            type: p.type,
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
    let result;
    try {
        r.scoped(() => r.block());
    }
    catch (e) {
        if (!(e instanceof Transfer) || e.kind !== 'return')
            throw e;
        result = e.value;
    }
    finally {
        r.retStack.pop();
        r.callDepth--;
        r.scopes = savedScopes;
        r.boundary = savedBoundary;
        r.rtScope = savedRt;
        r.rtLoops = savedLoops;
        r.pos = returnPos;
    }
    if (sym.ret && result === undefined)
        throw r.err(`subroutine '${sym.name}' ended without returning a value`, t);
    return result ?? { k: 'int', v: 0 };
}
function returnStmt(r) {
    const t = r.next();
    if (r.retStack.length === 0)
        throw r.err("'return' outside a subroutine", t);
    const ret = r.retStack[r.retStack.length - 1];
    if (r.condStack.length > 0 || r.rtLoops.length > 0)
        throw r.err("'return' under a condition on measured values is not supported", t);
    let result;
    if (!r.is(';')) {
        if (!ret)
            throw r.err('this subroutine returns no value', t);
        const vt = r.peek();
        if (r.accept('measure'))
            result = measureExpr(r, vt);
        else
            result = value(r);
        if (ret.type === 'bit')
            result = r.at(vt, () => cast(result, 'bit', ret.width ?? 1));
        else if (!isRuntime(result))
            result = r.at(vt, () => convert(result, ret.type, ret.width));
        else if (ret.type !== 'bool' && ret.type !== 'int' && ret.type !== 'uint')
            throw r.err(`a ${ret.type} return value cannot depend on a measurement`, vt);
    }
    else if (ret)
        throw r.err('this subroutine must return a value', t);
    r.expect(';');
    throw new Transfer('return', t, result);
}

;// CONCATENATED MODULE: ./src/quantum/qasm/interp.ts











/** Parse an OpenQASM 2.0 or 3 program. Throws QasmError (with line and column) on any problem. */
function parseProgram(src, limits) {
    const r = new Reader(limits, { statement, callDef: callDef });
    try {
        return read(r, src);
    }
    catch (e) {
        // a break/continue that no loop caught (a return is caught by its subroutine call)
        if (e instanceof Transfer)
            throw r.err(`'${e.kind}' outside a loop`, e.tok);
        throw e;
    }
}
function read(r, src) {
    if (src.length > r.lim.maxSourceChars) {
        throw new QasmError(`program is ${src.length} characters; the limit is ${r.lim.maxSourceChars}`, 1, 1);
    }
    r.toks = lex(PRELUDE);
    r.pos = 0;
    while (r.peek().t !== 'eof')
        statement(r);
    for (const d of r.defs.values())
        d.prelude = true;
    r.toks = lex(src);
    r.pos = 0;
    const tok = r.peek();
    if (tok.t === 'id' && tok.v === 'OPENQASM')
        header(r);
    else
        r.version = headerlessVersion(r.toks);
    while (r.peek().t !== 'eof') {
        const t = r.peek();
        if (t.t === 'id' && t.v === 'OPENQASM')
            throw r.err('OPENQASM version must be the first statement', t);
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
function header(r) {
    r.next();
    const v = r.next();
    if (v.t !== 'num' || !/^[0-9]+(\.[0-9]+)?$/.test(v.v))
        throw r.err(`expected a version number after OPENQASM but found ${describe(v)}`, v);
    if (v.v === '2.0' || v.v === '2') {
        r.version = 2;
        r.strict2 = true;
    }
    else if (v.v === '3' || v.v === '3.0' || v.v === '3.1')
        r.version = 3;
    else
        throw r.err(`unsupported OpenQASM version ${v.v} (supported: 2, 2.0, 3, 3.0, 3.1)`, v);
    r.expect(';');
}
function statement(r) {
    const tok = r.peek();
    // OpenQASM 2 allows an empty statement (Qiskit's qasm2.loads reads `;` and `gate g a { … };`)
    if (r.version === 2 && tok.t === 'op' && tok.v === ';') {
        r.next();
        return;
    }
    if (tok.t === 'op') {
        if (tok.v === '@')
            return annotation(r);
        if (tok.v === '#')
            return pragma(r, tok);
        if (tok.v === '{') {
            if (r.version === 2)
                throw r.err("expected a statement but found '{'", tok);
            return r.scoped(() => r.block());
        }
    }
    if (tok.t === 'hw')
        throw r.err('expected a statement; an assignment to a physical qubit is not allowed', tok);
    if (tok.t !== 'id')
        throw r.err(`expected a statement but found ${describe(tok)}`, tok);
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
                throw r.err(`'${kw}' declarations are OpenQASM 3; in OpenQASM 2 declare '${kw === 'qubit' ? 'qreg' : 'creg'} name[size];'`, tok);
            return kw === 'qubit' ? qubitDecl(r) : bitDecl(r, false);
        case 'gate':
            return gateDef(r);
        case 'measure':
            return measureArrow(r);
        case 'reset':
            return quantum_reset(r);
        case 'barrier':
            return barrier(r);
        case 'if':
            return ifStmt(r);
        case 'else':
            throw r.err("'else' without a matching 'if'", tok);
        case 'opaque':
            if (r.version === 2)
                return opaqueDef(r);
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
                if (r.is('(', 1) || (r.is('[', 1) && castAhead(r)))
                    break;
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
    if (PULSE.has(kw))
        throw r.err(`pulse-level calibration ('${kw}') is not supported`, tok);
    if (r.version === 3 && VALUE_TYPES.has(kw)) {
        throw r.err(`a cast (${kw}(…)) is not a statement`, tok);
    }
    const sym = r.version === 3 ? r.lookup(kw) : undefined;
    const nx = r.toks[r.pos + 1];
    const assignOp = nx && nx.t === 'op' && (nx.v === '=' || (nx.v.length >= 2 && nx.v.endsWith('=') && !COMPARISONS.has(nx.v)));
    if (assignOp || (r.is('[', 1) && sym && sym.s !== 'q' && sym.s !== 'def'))
        return assignment(r);
    if (r.version === 2 && (r.is('=', 1) || r.is('[', 1))) {
        const reg = r.lookup(kw);
        if (reg && reg.s === 'c')
            throw r.err('assignments are not part of OpenQASM 2; use measure q -> c', tok);
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
function castAhead(r) {
    let k = 1, depth = 0;
    for (;;) {
        const t = r.toks[r.pos + k];
        if (!t || t.t === 'eof')
            return false;
        if (t.t === 'op' && t.v === '[')
            depth++;
        else if (t.t === 'op' && t.v === ']') {
            depth--;
            if (depth === 0)
                return r.is('(', k + 1);
        }
        k++;
    }
}
function include(r) {
    const kw = r.next();
    const f = r.next();
    if (f.t !== 'str')
        throw r.err('expected a file name string after include', f);
    if (f.v !== 'qelib1.inc' && f.v !== 'stdgates.inc')
        throw r.err(`include of "${f.v}" is not supported: benchgate reads one program and no files; paste that file's gate definitions into the program (qelib1.inc and stdgates.inc are built in)`, f);
    r.expect(';');
    if (r.included.has(f.v))
        throw r.err(`"${f.v}" is already included (its gates would be defined twice)`, f);
    if (r.scopes.length > 1)
        throw r.err('include is only allowed in the global scope', kw);
    for (const name of f.v === 'qelib1.inc' ? QELIB1 : STDGATES) {
        const d = r.defs.get(name);
        if (d && !d.prelude)
            throw r.err(`gate '${name}' defined before the include of "${f.v}" redefines a gate of that library`, f);
    }
    r.included.add(f.v);
}
function annotation(r) {
    // Annotations (@name …) may be ignored by a compiler (OpenQASM 3 spec): the line is skipped.
    const at = r.next();
    const name = r.toks[r.pos];
    if (name.t !== 'id' || name.line !== at.line || name.col !== at.col + 1)
        throw r.err("expected an annotation name after '@'", at);
    while (r.toks[r.pos].t !== 'eof' && r.toks[r.pos].line === at.line)
        r.pos++;
}
function pragma(r, t) {
    // #pragma / pragma lines carry compiler hints; the reader ignores them.
    if (t.v === '#') {
        const p = r.toks[r.pos + 1];
        if (!p || p.t !== 'id' || p.v !== 'pragma' || p.line !== t.line)
            throw r.err("unexpected '#'", t);
    }
    const line = t.line;
    while (r.toks[r.pos].t !== 'eof' && r.toks[r.pos].line === line)
        r.pos++;
}

;// CONCATENATED MODULE: ./src/quantum/qasm/index.ts




/** Parse an OpenQASM 2.0 or 3 program. Throws QasmError (with line and column) on any problem. */
function parseQasm(src, limits = {}) {
    return parseProgram(src, limits);
}


/***/ }),

/***/ 55263:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ targetsOf),
/* harmony export */   _p: () => (/* binding */ applyDirect),
/* harmony export */   jN: () => (/* binding */ stepWidth),
/* harmony export */   k2: () => (/* binding */ applyLocal),
/* harmony export */   kg: () => (/* binding */ localize),
/* harmony export */   zz: () => (/* binding */ deposit)
/* harmony export */ });
/* harmony import */ var _kernels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23030);
/* harmony import */ var _kernels_2q_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17358);
/** Single compiled steps on a full state or on a gathered block (shared by the JavaScript and WebAssembly paths). */


function targetsOf(st) {
    switch (st.k) {
        case 'u1':
        case 'c1':
            return [st.t];
        case 'u2':
            return [st.t0, st.t1];
        default:
            return [];
    }
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
        st,
        t0: t.length ? pos[t[0]] : -1,
        t1: t.length > 1 ? pos[t[1]] : -1,
        fixed: Int32Array.from(loc.sort((a, b) => a - b)),
        cval,
        hiMask,
        hiVal
    };
}
function applyDirect(st, re, im, n) {
    switch (st.k) {
        case 'u1':
            (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .apply1 */ .Kj)(re, im, 0, n, st.t, st.m, st.shape);
            break;
        case 'c1':
            (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .apply1c */ .NL)(re, im, n, st.t, st.m, st.fixed, st.cval, st.shape);
            break;
        case 'ph':
            (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .applyPhase */ .wI)(re, im, n, st.pr, st.pi, st.fixed, st.cval);
            break;
        case 'u2':
            (0,_kernels_2q_js__WEBPACK_IMPORTED_MODULE_1__/* .apply2 */ .RX)(re, im, n, st.t0, st.t1, st.m, st.fixed, st.cval, st.shape);
            break;
        default:
            throw new Error('not a unitary step');
    }
}
function applyLocal(ls, re, im, b) {
    const st = ls.st;
    switch (st.k) {
        case 'u1':
            (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .apply1 */ .Kj)(re, im, 0, b, ls.t0, st.m, st.shape);
            break;
        case 'c1':
            if (ls.fixed.length === 1)
                (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .apply1 */ .Kj)(re, im, 0, b, ls.t0, st.m, st.shape);
            else
                (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .apply1c */ .NL)(re, im, b, ls.t0, st.m, ls.fixed, ls.cval, st.shape);
            break;
        case 'ph':
            (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .applyPhase */ .wI)(re, im, b, st.pr, st.pi, ls.fixed, ls.cval);
            break;
        case 'u2':
            (0,_kernels_2q_js__WEBPACK_IMPORTED_MODULE_1__/* .apply2 */ .RX)(re, im, b, ls.t0, ls.t1, st.m, ls.fixed, ls.cval, st.shape);
            break;
        default:
            break;
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


/***/ }),

/***/ 12085:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f3: () => (/* binding */ plainStep),
/* harmony export */   gz: () => (/* binding */ MAX_JUMPS_PER_SHOT),
/* harmony export */   wE: () => (/* binding */ compile)
/* harmony export */ });
/* harmony import */ var _circuit_gates_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43113);
/* harmony import */ var _kernels_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23030);
/* harmony import */ var _kernels_2q_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17358);
/* harmony import */ var _circuit_cmat_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(700);




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
        const shape = (0,_kernels_js__WEBPACK_IMPORTED_MODULE_1__/* .classify1 */ .gu)(m);
        if (!cond && (shape === _kernels_js__WEBPACK_IMPORTED_MODULE_1__/* .Shape */ .yp.Diag || shape === _kernels_js__WEBPACK_IMPORTED_MODULE_1__/* .Shape */ .yp.Phase1)) {
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
    const flushAll = () => {
        for (let q = 0; q < numQubits; q++)
            flush(q);
    };
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
            steps.push(op.kind === 'measure'
                ? { k: 'measure', q: op.qubit, clbit: op.clbit, cond: op.condition }
                : { k: 'reset', q: op.qubit, cond: op.condition });
            continue;
        }
        const g = (0,_circuit_gates_js__WEBPACK_IMPORTED_MODULE_0__/* .kernelOf */ .F6)(op);
        const cond = op.condition;
        if (!cond && g.targets.length === 1 && g.controls.length === 0) {
            const t = g.targets[0];
            if (fuse)
                pending[t] = (0,_circuit_cmat_js__WEBPACK_IMPORTED_MODULE_3__/* .mul2 */ .Pl)(g.m, pending[t] ?? I2);
            else
                one(t, g.m);
            continue;
        }
        let cval = 0;
        g.controls.forEach((c, i) => {
            if ((g.ctrlValues >> i) & 1)
                cval |= 1 << c;
        });
        const shape2 = g.targets.length === 2 ? (0,_kernels_2q_js__WEBPACK_IMPORTED_MODULE_2__/* .classify2 */ .n8)(g.m) : _kernels_2q_js__WEBPACK_IMPORTED_MODULE_2__/* .Shape2 */ .w1.General;
        if (g.targets.length === 2 && g.controls.length === 0 && !cond && fuse && shape2 === _kernels_2q_js__WEBPACK_IMPORTED_MODULE_2__/* .Shape2 */ .w1.General) {
            const [t0, t1] = g.targets;
            const p0 = pending[t0], p1 = pending[t1];
            let m = g.m;
            if (p0 || p1) {
                m = (0,_circuit_cmat_js__WEBPACK_IMPORTED_MODULE_3__/* .mul4 */ .B7)(g.m, (0,_circuit_gates_js__WEBPACK_IMPORTED_MODULE_0__/* .kron */ .bB)(p1 ?? I2, p0 ?? I2, 2, 2));
                pending[t0] = undefined;
                pending[t1] = undefined;
            }
            steps.push({
                k: 'u2',
                t0,
                t1,
                m: Float64Array.from(m),
                fixed: sortedFixed([t0, t1]),
                cval: 0,
                shape: _kernels_2q_js__WEBPACK_IMPORTED_MODULE_2__/* .Shape2 */ .w1.General
            });
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
            const shape = (0,_kernels_js__WEBPACK_IMPORTED_MODULE_1__/* .classify1 */ .gu)(g.m);
            if (g.controls.length === 0)
                one(t, g.m, cond);
            else if (shape === _kernels_js__WEBPACK_IMPORTED_MODULE_1__/* .Shape */ .yp.Phase1 && allPositive && !cond)
                phase(g.m[6], g.m[7], [...g.controls, t]);
            else
                steps.push({
                    k: 'c1',
                    t,
                    m: Float64Array.from(g.m),
                    fixed: sortedFixed([...g.controls, t]),
                    cval,
                    shape,
                    cond
                });
        }
        else {
            const [t0, t1] = g.targets;
            if (shape2 === _kernels_2q_js__WEBPACK_IMPORTED_MODULE_2__/* .Shape2 */ .w1.Diag && g.controls.length === 0 && !cond) {
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
                steps.push({
                    k: 'u2',
                    t0,
                    t1,
                    m: Float64Array.from(g.m),
                    fixed: sortedFixed([...g.controls, t0, t1]),
                    cval,
                    shape: shape2,
                    cond
                });
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


/***/ }),

/***/ 5967:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h5: () => (/* reexport */ options/* DEFAULT_MAX_MEMORY */.h5),
  _K: () => (/* reexport */ options/* MAX_QUBITS */._K),
  g$: () => (/* reexport */ options/* SimulationError */.g$),
  wE: () => (/* reexport */ compile/* compile */.wE),
  tj: () => (/* reexport */ countKey),
  m4: () => (/* reexport */ dynamicDistribution),
  q1: () => (/* reexport */ dynamicsOf),
  G7: () => (/* reexport */ maxQubitsFor),
  VX: () => (/* reexport */ sampleCounts),
  En: () => (/* reexport */ sampleIndices),
  zU: () => (/* reexport */ simulateStatevector),
  t2: () => (/* reexport */ options/* stateBytes */.t2)
});

// UNUSED EXPORTS: SPARSE_MAX, sampleSparse

// EXTERNAL MODULE: ./src/quantum/statevector/options.ts
var options = __webpack_require__(21874);
// EXTERNAL MODULE: ./src/quantum/statevector/compile.ts
var compile = __webpack_require__(12085);
// EXTERNAL MODULE: ./src/quantum/circuit/ir.ts
var ir = __webpack_require__(97822);
// EXTERNAL MODULE: ./src/quantum/maths/rng.ts
var maths_rng = __webpack_require__(83028);
;// CONCATENATED MODULE: ./src/quantum/statevector/sparse.ts
/**
 * Sparse statevector: the nonzero amplitudes of a state whose support is small (a basis state, a
 * GHZ state, the first gates of a circuit on a wide register). Steps are applied one by one with
 * the same arithmetic as the dense kernels of ./kernels.ts: a 2×2 or 4×4 matrix is applied with its
 * full formula, an absent amplitude counting as 0, so x + 0·y gives exactly x and the amplitudes
 * are the ones the unfused dense kernels compute. The simulator switches to the dense arrays when the
 * support grows (see SPARSE_MAX in ./options.ts).
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
                re[p[r]] =
                    m[o] * x[0] -
                        m[o + 1] * x[1] +
                        m[o + 2] * x[2] -
                        m[o + 3] * x[3] +
                        m[o + 4] * x[4] -
                        m[o + 5] * x[5] +
                        m[o + 6] * x[6] -
                        m[o + 7] * x[7];
                im[p[r]] =
                    m[o] * x[1] +
                        m[o + 1] * x[0] +
                        m[o + 2] * x[3] +
                        m[o + 3] * x[2] +
                        m[o + 4] * x[5] +
                        m[o + 5] * x[4] +
                        m[o + 6] * x[7] +
                        m[o + 7] * x[6];
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

// EXTERNAL MODULE: ./src/quantum/statevector/run-unitary.ts + 6 modules
var run_unitary = __webpack_require__(54093);
// EXTERNAL MODULE: ./src/quantum/statevector/shot-by-shot.ts + 1 modules
var shot_by_shot = __webpack_require__(54157);
;// CONCATENATED MODULE: ./src/quantum/statevector/run.ts







function dynamicsOf(c) {
    const touched = new Uint8Array(c.numQubits);
    const measured = new Uint8Array(c.numQubits);
    let mid = false, cond = false, reset = false;
    for (const op of c.ops) {
        if (op.kind === 'barrier')
            continue;
        if (op.condition || (0,ir/* isClassicalOp */.J0)(op))
            cond = true;
        if (op.kind === 'delay' || (0,ir/* isClassicalOp */.J0)(op))
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
    const limit = opts.maxMemoryBytes ?? options/* DEFAULT_MAX_MEMORY */.h5;
    const need = (0,options/* stateBytes */.t2)(n) * copies;
    if (n > options/* MAX_QUBITS */._K || need > limit) {
        const gib = (x) => (x / 1024 ** 3).toFixed(x < 1024 ** 3 ? 3 : 1);
        throw new options/* SimulationError */.g$(`a ${n}-qubit statevector needs ${gib(need)} GiB (16 bytes per amplitude × 2^${n}${copies > 1 ? ` × ${copies}` : ''}), ` +
            `over the limit of ${gib(Math.min(limit, (0,options/* stateBytes */.t2)(options/* MAX_QUBITS */._K)))} GiB (${maxQubitsFor(limit)} qubits)`);
    }
}
/** Largest qubit count whose state fits `bytes`. */
function maxQubitsFor(bytes) {
    let n = 0;
    while (n < options/* MAX_QUBITS */._K && (0,options/* stateBytes */.t2)(n + 1) <= bytes)
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
        throw new options/* SimulationError */.g$('the circuit is dynamic (mid-circuit measurement, reset or condition): give a seed to simulate one shot');
    const ws = (0,run_unitary/* workspace */.Gl)(opts);
    const { re, im } = ws.alloc(n);
    re[0] = 1;
    const steps = (0,compile/* compile */.wE)(c.ops, n, opts.fusion ?? true);
    (0,shot_by_shot/* runSteps */.rl)(steps, 0, steps.length, re, im, n, new maths_rng/* Rng */.K(opts.seed), new Uint8Array(c.numClbits), ws);
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
        default:
            throw new Error('not a unitary step');
    }
}
/**
 * A static circuit's final state: sparse while the support stays small (then `sparse` is the
 * final state and no dense array was allocated), dense from the step where it grows.
 */
function simulateStatic(c, opts) {
    const n = c.numQubits;
    const ws = (0,run_unitary/* workspace */.Gl)(opts);
    const steps = (0,compile/* compile */.wE)(unitaryOps(c), n, opts.fusion ?? true);
    let from = 0;
    let sp;
    if (opts.sparse !== false) {
        sp = new SparseState();
        for (; from < steps.length; from++) {
            const size = sp.size;
            if (size > options/* SPARSE_MAX */.KA || (size > options/* SPARSE_MIN */.OX && size * options/* SPARSE_DENSITY */.Qg > 2 ** bitLength(sp.orBits)))
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
    (0,shot_by_shot/* runSteps */.rl)(steps, from, steps.length, re, im, n, undefined, undefined, ws);
    // mem: the WebAssembly memory the dense state lives in, if it does (sampling scans it there)
    return { dense: { numQubits: n, re, im }, mem: ws.sv?.mem };
}

// EXTERNAL MODULE: ./src/quantum/maths/binomial.ts
var binomial = __webpack_require__(82552);
// EXTERNAL MODULE: ./src/quantum/statevector/apply-step.ts
var apply_step = __webpack_require__(55263);
;// CONCATENATED MODULE: ./src/quantum/statevector/shot-branching.ts
/**
 * Shot branching for dynamic circuits (mid-circuit measurement, reset, conditions): the circuit is
 * simulated once per distinct classical history instead of once per shot. A branch is a state, a
 * number of shots, the clbit values and the step it stands at. At a measurement or reset of a
 * qubit in superposition the branch's shots are split between the two outcomes by one
 * Binomial(shots, p1) draw (../binomial.ts): the same distribution as drawing each shot alone.
 * The outcome-1 share gets a copy of the state; both are collapsed and go on. Conditions and
 * classical steps are then fixed per branch. Branches run depth first, so the live copies are at
 * most one per split on the current path, each only as wide as the state's support (2^hi
 * amplitudes: qubits at and above `hi` are |0>, and a reset or a 0 outcome of the top qubits
 * lowers `hi` again).
 *
 * Merging: a split whose two post-measurement states are the same up to a global phase and whose
 * clbits are the same (a reset or an unrecorded measurement of a qubit not entangled with the
 * rest) is not split at all; leaves with the same clbits add their counts.
 *
 * Measurements that nothing acts on later (no later gate, reset or measurement of the qubit, no
 * later read or other write of the clbit, no loops) are deferred: each leaf draws its shots' values
 * of them from its final state in one pass, instead of splitting per bit.
 *
 * Memory budget: a split whose copy would take the live copies past `budgetBytes` does not copy;
 * its outcome-1 shots are run per shot at the end (each from |0>, replaying the branch's recorded
 * outcomes up to the split, then drawing its own), and the result's method says so.
 */







/** Qubits a step acts on, as a bit mask (n ≤ 30). */
function stepMask(st) {
    switch (st.k) {
        case 'u1':
            return 1 << st.t;
        case 'c1':
        case 'ph':
        case 'u2': {
            let m = 0;
            for (const q of st.fixed)
                m |= 1 << q;
            if (st.k === 'c1')
                m |= 1 << st.t;
            else if (st.k === 'u2')
                m |= (1 << st.t0) | (1 << st.t1);
            return m;
        }
        case 'measure':
        case 'reset':
            return 1 << st.q;
        default:
            return 0;
    }
}
/**
 * Per step: 1 when it is a measurement that can be deferred to the end of its branch (see the
 * file comment). None in a program with jumps.
 */
function deferredMeasures(steps, numClbits) {
    const d = new Uint8Array(steps.length);
    if (steps.some((s) => s.k === 'jump'))
        return d;
    let touched = 0;
    const read = new Uint8Array(numClbits), written = new Uint8Array(numClbits);
    for (let i = steps.length - 1; i >= 0; i--) {
        const st = steps[i];
        if (st.k === 'measure' &&
            !st.cond &&
            !((touched >> st.q) & 1) &&
            (st.clbit < 0 || (!read[st.clbit] && !written[st.clbit]))) {
            d[i] = 1;
            continue;
        }
        touched |= stepMask(st);
        if (st.cond)
            for (const b of st.cond.clbits)
                read[b] = 1;
        if (st.k === 'copy') {
            read[st.from] = 1;
            written[st.to] = 1;
        }
        else if (st.k === 'set')
            written[st.clbit] = 1;
        else if (st.k === 'measure' && st.clbit >= 0)
            written[st.clbit] = 1;
    }
    return d;
}
/**
 * Unitary runs on a support of at most this many qubits take the JavaScript path: the
 * WebAssembly path works in blocks of 2^WASM_BLOCK_BITS amplitudes and would widen the support to
 * that, making every later measurement and copy scan the whole block.
 */
const JS_MAX_SUPPORT = 14;
/** Exact mode: an outcome whose share of its branch's weight is at most this is dropped. */
const EXACT_CUTOFF = 1e-15;
/** Top qubits known |0> lower the support width. */
function lowerHi(hi, zero) {
    while (hi > 0 && (zero >> (hi - 1)) & 1)
        hi--;
    return hi;
}
/** The q=0 and q=1 halves are the same state up to a global phase: |⟨v0|v1⟩|² = p0·p1. */
function sameHalves(re, im, hi, q, p0, p1) {
    const N = 2 ** hi, s = 1 << q;
    let ar = 0, ai = 0;
    for (let b = 0; b < N; b += 2 * s)
        for (let i = b; i < b + s; i++) {
            const j = i + s;
            ar += re[i] * re[j] + im[i] * im[j];
            ai += re[i] * im[j] - im[i] * re[j];
        }
    return ar * ar + ai * ai >= p0 * p1 * (1 - 1e-12);
}
/**
 * Write into (dr, di) (2^hi amplitudes, any previous content) the outcome-1 half of qubit q of
 * (re, im), scaled; with `toZero`, moved to |0>: the copy and the collapse in one pass.
 */
function splitOne(dr, di, re, im, hi, q, scale, toZero) {
    const N = 2 ** hi, s = 1 << q;
    for (let b = 0; b < N; b += 2 * s) {
        for (let i = b; i < b + s; i++) {
            const j = i + s;
            const a = re[j] * scale, c = im[j] * scale;
            if (toZero) {
                dr[i] = a;
                di[i] = c;
                dr[j] = 0;
                di[j] = 0;
            }
            else {
                dr[i] = 0;
                di[i] = 0;
                dr[j] = a;
                di[j] = c;
            }
        }
    }
}
/** Run every shot of a dynamic program by shot branching; the leaves are reported to run.leaf. */
function runBranches(run, shots) {
    const { steps, n, ws, re, im, rng, deferred } = run;
    const stats = { branches: 0, merged: 0, perShotShots: 0, peakBytes: 0 };
    const stack = [];
    const perShot = [];
    let liveBytes = 0;
    let dirtyHi = 0;
    // Saved copies come from a pool, by size: fresh memory is slow to touch the first time
    // (docs/quantum.md, machine limits), so a buffer is allocated once and reused.
    const pool = new Map();
    const take = (size) => pool.get(size)?.pop() ?? new Float64Array(size);
    const give = (a) => {
        const l = pool.get(a.length);
        if (l)
            l.push(a);
        else
            pool.set(a.length, [a]);
    };
    const all = (1 << n) - 1;
    /** Advance `b` (whose state is in re/im) to the end; `forced`: outcomes to replay first. */
    const walk = (b, forced) => {
        let pc = b.pc, shots = b.shots, jumps = b.jumps, zero = b.zero, one = b.one, fi = 0;
        const { bits, hist } = b;
        ws.hi = b.hi;
        while (pc < steps.length) {
            const st = steps[pc];
            if (deferred[pc]) {
                pc++;
                continue;
            }
            if ((0,compile/* plainStep */.f3)(st)) {
                let e = pc + 1, mask = stepMask(st);
                while (e < steps.length && (0,compile/* plainStep */.f3)(steps[e]))
                    mask |= stepMask(steps[e++]);
                if (Math.max(ws.hi, 32 - Math.clz32(mask)) <= JS_MAX_SUPPORT) {
                    // a small support: the WebAssembly path would widen it to its block (2^16 amplitudes)
                    const wasm = ws.wasm;
                    ws.wasm = false;
                    (0,run_unitary/* runUnitary */._l)(steps, pc, e, re, im, n, ws);
                    ws.wasm = wasm;
                }
                else
                    (0,run_unitary/* runUnitary */._l)(steps, pc, e, re, im, n, ws);
                zero &= ~mask;
                one &= ~mask;
                dirtyHi = Math.max(dirtyHi, ws.hi);
                pc = e;
                continue;
            }
            pc++;
            if (st.cond && !(0,ir/* conditionHolds */.C)(st.cond, bits))
                continue;
            if (st.k === 'set')
                bits[st.clbit] = st.v;
            else if (st.k === 'copy')
                bits[st.to] = bits[st.from];
            else if (st.k === 'jump') {
                if (++jumps > compile/* MAX_JUMPS_PER_SHOT */.gz)
                    throw new options/* SimulationError */.g$(`a while loop ran more than ${compile/* MAX_JUMPS_PER_SHOT */.gz} iterations in one shot`);
                pc = st.to;
            }
            else if (st.k === 'measure' || st.k === 'reset') {
                const q = st.q, reset = st.k === 'reset';
                let outcome = 0;
                if ((one >> q) & 1) {
                    // measured 1 since its last gate: no draw; a reset moves it to |0>
                    outcome = 1;
                    if (reset)
                        (0,shot_by_shot/* collapse */.ap)(re, im, ws.hi, q, 1, 1, true);
                }
                else if (q < ws.hi && !((zero >> q) & 1)) {
                    const hi = ws.hi;
                    const [p0, p1] = (0,shot_by_shot/* prob1 */.D$)(re, im, hi, q);
                    let k1;
                    if (forced && fi < forced.length)
                        k1 = forced[fi++] ? shots : 0;
                    else if (run.exact) {
                        k1 = (shots * p1) / (p0 + p1);
                        if (k1 <= EXACT_CUTOFF * shots)
                            k1 = 0;
                        else if (shots - k1 <= EXACT_CUTOFF * shots)
                            k1 = shots;
                    }
                    else
                        k1 = (0,binomial/* binomial */.Q)(rng, shots, p1 / (p0 + p1));
                    const unrecorded = reset || st.clbit < 0;
                    if (k1 > 0 && k1 < shots && unrecorded && sameHalves(re, im, hi, q, p0, p1)) {
                        stats.merged++;
                        k1 = 0;
                    }
                    if (k1 > 0 && k1 < shots) {
                        const size = 2 ** hi;
                        const child = {
                            pc,
                            shots: k1,
                            bits: bits.slice(),
                            jumps,
                            hist: [...hist, 1],
                            hi,
                            zero: reset ? zero | (1 << q) : zero & ~(1 << q),
                            one: reset ? one : one | (1 << q)
                        };
                        if (st.k === 'measure' && st.clbit >= 0)
                            child.bits[st.clbit] = 1;
                        if (liveBytes + 16 * size <= run.budgetBytes) {
                            child.re = take(size);
                            child.im = take(size);
                            splitOne(child.re, child.im, re, im, hi, q, 1 / Math.sqrt(p1), reset);
                            child.hi = lowerHi(hi, child.zero);
                            liveBytes += 16 * size;
                            stats.peakBytes = Math.max(stats.peakBytes, liveBytes);
                            stack.push(child);
                        }
                        else if (run.exact)
                            throw new options/* SimulationError */.g$(`the exact distribution needs more than ${run.budgetBytes} bytes of branch copies`);
                        else
                            perShot.push(child);
                        shots -= k1;
                    }
                    else
                        outcome = k1 > 0 ? 1 : 0;
                    (0,shot_by_shot/* collapse */.ap)(re, im, hi, q, outcome, outcome ? p1 : p0, reset);
                    hist.push(outcome);
                }
                if (st.k === 'measure' && st.clbit >= 0)
                    bits[st.clbit] = outcome;
                if (outcome === 0 || reset) {
                    zero |= 1 << q;
                    one &= ~(1 << q);
                }
                else {
                    zero &= ~(1 << q);
                    one |= 1 << q;
                }
                ws.hi = lowerHi(ws.hi, zero);
            }
            else {
                // a conditioned unitary step whose condition holds
                const w = (0,apply_step/* stepWidth */.jN)(st, ws.hi);
                if (w >= 0) {
                    (0,apply_step/* applyDirect */._p)(st, re, im, w);
                    ws.hi = w;
                    zero &= ~stepMask(st);
                    one &= ~stepMask(st);
                    dirtyHi = Math.max(dirtyHi, w);
                }
            }
        }
        if (shots > 0) {
            stats.branches++;
            run.leaf(bits, ws.hi, shots);
        }
    };
    const clear = () => {
        const d = 2 ** dirtyHi;
        re.fill(0, 0, d);
        im.fill(0, 0, d);
        re[0] = 1;
        dirtyHi = 0;
    };
    if (shots === 0)
        return stats;
    walk({ pc: 0, shots, bits: new Uint8Array(run.numClbits), jumps: 0, hist: [], hi: 0, zero: all, one: 0 });
    for (let b = stack.pop(); b; b = stack.pop()) {
        const sr = b.re, si = b.im;
        const size = sr.length;
        re.set(sr);
        im.set(si);
        const d = 2 ** dirtyHi;
        if (d > size) {
            re.fill(0, size, d);
            im.fill(0, size, d);
        }
        dirtyHi = Math.log2(size);
        liveBytes -= 16 * size;
        give(sr);
        give(si);
        b.re = b.im = undefined;
        walk(b);
    }
    // Past the budget: each shot from |0>, replaying the recorded outcomes up to its split.
    for (const b of perShot) {
        for (let s = 0; s < b.shots; s++) {
            clear();
            stats.perShotShots++;
            walk({ pc: 0, shots: 1, bits: new Uint8Array(run.numClbits), jumps: 0, hist: [], hi: 0, zero: all, one: 0 }, b.hist);
        }
    }
    return stats;
}

;// CONCATENATED MODULE: ./src/quantum/statevector/slot-reuse.ts
function reuseSlots(ops, n) {
    if (ops.some((o) => o.kind === 'jump'))
        return ops;
    const place = new Int32Array(n).fill(-1);
    const taken = new Uint8Array(n);
    const slot = (v) => {
        if (place[v] < 0) {
            let s = 0;
            while (taken[s])
                s++;
            taken[s] = 1;
            place[v] = s;
        }
        return place[v];
    };
    // last operation on each qubit, and the last gate of the program
    const last = new Int32Array(n).fill(-1);
    let lastGate = -1;
    ops.forEach((op, i) => {
        if (op.kind === 'gate') {
            lastGate = i;
            for (const q of op.qubits)
                last[q] = i;
        }
        else if (op.kind === 'measure' || op.kind === 'reset')
            last[op.qubit] = i;
    });
    const release = (v) => {
        out.push({ kind: 'reset', qubit: place[v] });
        taken[place[v]] = 0;
        place[v] = -1;
    };
    const out = [];
    for (let i = 0; i < ops.length; i++) {
        const op = ops[i];
        switch (op.kind) {
            case 'barrier':
            case 'delay':
                break;
            case 'gate':
                out.push({ ...op, qubits: op.qubits.map(slot) });
                break;
            case 'measure':
                out.push({ ...op, qubit: slot(op.qubit) });
                if (!op.condition && last[op.qubit] === i && i < lastGate)
                    release(op.qubit);
                break;
            case 'reset': {
                const v = op.qubit;
                if (op.condition)
                    out.push({ ...op, qubit: slot(v) });
                else if (place[v] >= 0) {
                    // the qubit is |0> after this reset: its place is free for the next qubit to start
                    release(v);
                }
                // a reset of a qubit not yet started (still |0>) does nothing
                break;
            }
            default:
                out.push(op);
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/quantum/wasm/asm.ts
var asm = __webpack_require__(58449);
;// CONCATENATED MODULE: ./src/quantum/statevector/wasm-scan.ts
/**
 * Sampling's two passes over a state in WebAssembly memory (./wasm-passes.ts: re at byte 0, im at byte
 * 8·N), as scalar f64 WebAssembly: the norm, and the cumulative scan that finds the index where a
 * sorted uniform falls. They run once per sampling, so as JavaScript they run cold (interpreter,
 * then baseline code) over 2^n amplitudes; WebAssembly is compiled before it runs. The arithmetic is
 * the JavaScript reference's, operation for operation (`acc + (re·re + im·im)`, no fused
 * multiply-add, which WebAssembly never contracts), so the counts for a seed are the same bits.
 *
 *   norm(N) → f64: Σ |amplitude|² in index order; also resets the scan (acc = 0, last = 0).
 *   advance(i, N, u) → i32: from index i on, adds each non-zero |amplitude|² to acc (and sets
 *     last to its index) and returns the first index after whose addition u < acc, or N.
 *   acc() → f64, last() → i32: the scan's state.
 */

const wasmApi = () => globalThis.WebAssembly;
const I32 = 0x7f, F64 = 0x7c;
const GET = 0x20, SET = 0x21, TEE = 0x22, GGET = 0x23, GSET = 0x24;
const F64_LOAD = [0x2b, 3, 0];
const I32C = (v) => [0x41, v]; // small non-negative constants only (0..63)
const F64_ZERO = [0x44, 0, 0, 0, 0, 0, 0, 0, 0];
const SHL3 = [...I32C(3), 0x74];
/** |amplitude|² of the index whose byte offset is in local `a`, im's base in local `imBase`; tees `p`. */
const prob = (a, imBase, x) => [
    GET, a, ...F64_LOAD, TEE, x, GET, x, 0xa2, // re·re
    GET, a, GET, imBase, 0x6a, ...F64_LOAD, TEE, x, GET, x, 0xa2, // im·im
    0xa0 // re·re + im·im
];
/** The module's bytes (exported for the test that validates them). */
function scanWasmBytes() {
    // norm(N): params 0 N; locals 1 i, 2 imBase, 3 addr (i32), 4 acc, 5 x (f64)
    const norm = [
        ...(0,asm/* vec */.t6)([
            [3, I32],
            [2, F64]
        ]),
        ...F64_ZERO, GSET, 0, ...I32C(0), GSET, 1, GET, 0, ...SHL3, SET, 2, 0x02, 0x40, 0x03, 0x40, GET, 1, GET,
        0, 0x4f, // i >= N
        0x0d, 1, GET, 1, ...SHL3, SET, 3, GET, 4, ...prob(3, 2, 5), 0xa0, // acc + p
        SET, 4, GET, 1, ...I32C(1), 0x6a, SET, 1, 0x0c, 0, 0x0b, 0x0b, GET, 4,
        0x0b
    ];
    // advance(i, N, u): params 0 i, 1 N, 2 u; locals 3 imBase, 4 addr (i32), 5 p, 6 acc, 7 x (f64)
    const advance = [
        ...(0,asm/* vec */.t6)([
            [2, I32],
            [3, F64]
        ]),
        GET, 1, ...SHL3, SET, 3, GGET, 0, SET, 6, 0x02, 0x40, 0x03, 0x40, GET, 0, GET, 1, 0x4f, // i >= N
        0x0d, 1, GET, 0, ...SHL3, SET, 4, ...prob(4, 3, 7), TEE, 5, ...F64_ZERO, 0x61, // p == 0
        0x45, // !
        0x04, 0x40, GET, 0, GSET, 1, // last = i
        GET, 6, GET, 5, 0xa0, SET, 6, // acc = acc + p
        GET, 2, GET, 6, 0x63, // u < acc
        0x04, 0x40, GET, 6, GSET, 0, GET, 0, 0x0f, // return i
        0x0b, 0x0b, GET, 0, ...I32C(1), 0x6a, SET, 0, 0x0c, 0, 0x0b, 0x0b, GET, 6, GSET, 0, GET, 1,
        0x0b
    ];
    const accFn = [...(0,asm/* vec */.t6)([]), GGET, 0, 0x0b];
    const lastFn = [...(0,asm/* vec */.t6)([]), GGET, 1, 0x0b];
    const fns = [
        ['norm', 0, norm],
        ['advance', 1, advance],
        ['acc', 2, accFn],
        ['last', 3, lastFn]
    ];
    return Uint8Array.from([
        0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
        ...(0,asm/* section */.uW)(1, (0,asm/* vec */.t6)([
            [0x60, ...(0,asm/* vec */.t6)([[I32]]), ...(0,asm/* vec */.t6)([[F64]])],
            [0x60, ...(0,asm/* vec */.t6)([[I32], [I32], [F64]]), ...(0,asm/* vec */.t6)([[I32]])],
            [0x60, ...(0,asm/* vec */.t6)([]), ...(0,asm/* vec */.t6)([[F64]])],
            [0x60, ...(0,asm/* vec */.t6)([]), ...(0,asm/* vec */.t6)([[I32]])]
        ])),
        // env.mem: any unshared memory (minimum 0 pages, no maximum)
        ...(0,asm/* section */.uW)(2, (0,asm/* vec */.t6)([[...(0,asm/* name */.UU)('env'), ...(0,asm/* name */.UU)('mem'), 0x02, 0x00, ...(0,asm/* u32 */.DH)(0)]])),
        ...(0,asm/* section */.uW)(3, (0,asm/* vec */.t6)(fns.map(([, t]) => (0,asm/* u32 */.DH)(t)))),
        // acc (f64) and last (i32), mutable, 0
        ...(0,asm/* section */.uW)(6, (0,asm/* vec */.t6)([
            [F64, 1, ...F64_ZERO, 0x0b],
            [I32, 1, ...I32C(0), 0x0b]
        ])),
        ...(0,asm/* section */.uW)(7, (0,asm/* vec */.t6)(fns.map(([n], i) => [...(0,asm/* name */.UU)(n), 0x00, ...(0,asm/* u32 */.DH)(i)]))),
        ...(0,asm/* section */.uW)(10, (0,asm/* vec */.t6)(fns.map(([, , body]) => [...(0,asm/* u32 */.DH)(body.length), ...body])))
    ]);
}
let compiled;
function scanOn(mem) {
    const WA = wasmApi();
    if (!WA || compiled === null)
        return undefined;
    try {
        compiled ??= new WA.Module(scanWasmBytes());
        return new WA.Instance(compiled, { env: { mem } }).exports;
    }
    catch {
        compiled = null;
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/quantum/statevector/sampling.ts









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
/** The 8-digit binary string of each byte (count keys are built from these, not per bit). */
let BYTE_KEYS;
/** v's lowest `width` binary digits as a string (v an integer below 2^53). */
function binaryKey(v, width, bytes) {
    let s = '';
    let w = width;
    while (w > 8) {
        s = bytes[v % 256] + s;
        v = Math.floor(v / 256);
        w -= 8;
    }
    return w ? bytes[v % 256].slice(8 - w) + s : s;
}
/**
 * Counts keyed as countKey does, for up to 52 clbits, without building a string per sampled index:
 * each index becomes the number whose binary digits are the key's bits (the key's rightmost bit is
 * digit 0, spaces skipped). Keys have one length and spaces at fixed places, so sorting those
 * numbers sorts the keys exactly as sortedCounts' string sort: same keys, same order. When the
 * numbers already ascend with the index (every qubit measured into the clbit of its own number, the
 * usual case), they are neither merged nor sorted; otherwise equal numbers merge and are sorted.
 */
function countsByValue(c, src, o) {
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
    let m = o.m;
    let vals = new Float64Array(m);
    let cnt = o.cnt;
    let ascending = true;
    for (let j = 0; j < m; j++) {
        const idx = o.idx[j];
        const v = tab[idx & 255] +
            tab[256 + ((idx >>> 8) & 255)] +
            tab[512 + ((idx >>> 16) & 255)] +
            tab[768 + ((idx >>> 24) & 255)];
        vals[j] = v;
        if (j > 0 && !(v > vals[j - 1]))
            ascending = false;
    }
    if (!ascending) {
        const byValue = new Map();
        for (let j = 0; j < m; j++)
            byValue.set(vals[j], (byValue.get(vals[j]) ?? 0) + cnt[j]);
        vals = Float64Array.from(byValue.keys()).sort();
        m = vals.length;
        cnt = new Float64Array(m);
        for (let j = 0; j < m; j++)
            cnt[j] = byValue.get(vals[j]);
    }
    // The key is v's binary digits (numClbits of them), with a space between registers.
    const cuts = [];
    let at = 0;
    for (let r = c.cregs.length - 1; r > 0; r--) {
        at += c.cregs[r].size;
        cuts.push(at);
    }
    const width = d; // digits in the key: the register bits
    const bytes = (BYTE_KEYS ??= Array.from({ length: 256 }, (_, x) => x.toString(2).padStart(8, '0')));
    const out = {};
    for (let j = 0; j < m; j++) {
        let s = binaryKey(vals[j], width, bytes);
        if (cuts.length) {
            let t = '', prev = 0;
            for (const cut of cuts) {
                t += s.slice(prev, cut) + ' ';
                prev = cut;
            }
            s = t + s.slice(prev);
        }
        out[s] = cnt[j];
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
 * shots drawn in one pass over the final probabilities (sorted uniforms). Dynamic circuits: by
 * shot branching (./branching.ts), or with `branching: false` shot by shot, the unitary prefix
 * simulated once and copied when the copy fits the memory limit.
 */
function sampleCounts(c, opts) {
    const shots = opts.shots;
    if (!Number.isSafeInteger(shots) || shots < 0)
        throw new options/* SimulationError */.g$(`shots must be a non-negative integer, got ${shots}`);
    const seed = opts.seed ?? 0;
    const rng = new maths_rng/* Rng */.K(seed);
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
        const o = r.dense
            ? sampleDense(r.dense, shots, rng, r.mem)
            : sampleSparseOutcomes(r.sparse, shots, rng);
        if (c.numClbits <= 52)
            return { counts: countsByValue(c, src, o), method: 'final-state', ...base };
        for (let j = 0; j < o.m; j++) {
            const idx = o.idx[j];
            const key = countKey(c, (b) => (src[b] >= 0 ? Math.floor(idx / 2 ** src[b]) % 2 : 0));
            counts.set(key, (counts.get(key) ?? 0) + o.cnt[j]);
        }
        return { counts: sortedCounts(counts), method: 'final-state', ...base };
    }
    checkSize(c, opts);
    const ws = (0,run_unitary/* workspace */.Gl)(opts);
    const { re, im } = ws.alloc(n);
    re[0] = 1;
    const limit = opts.maxMemoryBytes ?? options/* DEFAULT_MAX_MEMORY */.h5;
    if (opts.branching !== false) {
        // the ancillas' places reused after their resets (./slot-reuse.ts): a narrower support
        const bsteps = (0,compile/* compile */.wE)(reuseSlots(c.ops, n), n, opts.fusion ?? true);
        const budget = opts.maxBranchBytes ?? Math.min(options/* DEFAULT_BRANCH_MEMORY */.L0, Math.max(0, limit - (0,options/* stateBytes */.t2)(n)));
        const b = sampleBranching(c, bsteps, ws, re, im, rng, shots, budget);
        return {
            counts: b.counts,
            method: b.stats.perShotShots ? 'shot-branching+per-shot' : 'shot-branching',
            branching: b.stats,
            ...base
        };
    }
    const steps = (0,compile/* compile */.wE)(c.ops, n, opts.fusion ?? true);
    let prefix = 0;
    while (prefix < steps.length && (0,compile/* plainStep */.f3)(steps[prefix]))
        prefix++;
    const N = 2 ** n;
    (0,shot_by_shot/* runSteps */.rl)(steps, 0, prefix, re, im, n, undefined, undefined, ws);
    const cache = prefix > 0 && (0,options/* stateBytes */.t2)(n) * 2 <= limit && N <= 1 << 22;
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
                (0,shot_by_shot/* runSteps */.rl)(steps, 0, prefix, re, im, n, undefined, undefined, ws);
            }
        }
        bits.fill(0);
        (0,shot_by_shot/* runSteps */.rl)(steps, prefix, steps.length, re, im, n, rng, bits, ws);
        const key = countKey(c, (b) => bits[b]);
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return { counts: sortedCounts(counts), method: 'per-shot', ...base };
}
/**
 * A dynamic circuit's counts by shot branching (./branching.ts): each leaf's deferred measurements
 * are drawn from its final state in one pass, then keyed with the leaf's clbits.
 */
function sampleBranching(c, steps, ws, re, im, rng, shots, budgetBytes) {
    const deferred = deferredMeasures(steps, c.numClbits);
    const later = deferredList(steps, deferred);
    const counts = new Map();
    const add = (key, k) => counts.set(key, (counts.get(key) ?? 0) + k);
    const tmp = new Uint8Array(c.numClbits);
    const leaf = (bits, hi, k) => {
        if (!later.length)
            return add(countKey(c, (b) => bits[b]), k);
        const size = 2 ** hi;
        const o = sampleDense({ numQubits: hi, re: re.subarray(0, size), im: im.subarray(0, size) }, k, rng);
        for (let j = 0; j < o.m; j++) {
            const idx = o.idx[j];
            tmp.set(bits);
            for (const d of later)
                tmp[d.clbit] = Math.floor(idx / 2 ** d.q) % 2;
            add(countKey(c, (b) => tmp[b]), o.cnt[j]);
        }
    };
    const stats = runBranches({ steps, n: c.numQubits, numClbits: c.numClbits, ws, re, im, rng, deferred, budgetBytes, leaf }, shots);
    return { counts: sortedCounts(counts), stats };
}
/**
 * The exact distribution of a dynamic circuit's count keys (probabilities, keys sorted), by
 * following every branch with its probability instead of drawing shots (./branching.ts, exact
 * mode). Each leaf adds its final state's probabilities of the deferred measurements. The cost
 * grows with the number of distinct classical histories: for small circuits and tests.
 */
function dynamicDistribution(c, opts = {}) {
    checkSize(c, opts);
    const n = c.numQubits;
    const ws = (0,run_unitary/* workspace */.Gl)(opts);
    const { re, im } = ws.alloc(n);
    re[0] = 1;
    const steps = (0,compile/* compile */.wE)(reuseSlots(c.ops, n), n, opts.fusion ?? true);
    const deferred = deferredMeasures(steps, c.numClbits);
    const later = deferredList(steps, deferred);
    const out = new Map();
    const tmp = new Uint8Array(c.numClbits);
    const add = (key, p) => out.set(key, (out.get(key) ?? 0) + p);
    const leaf = (bits, hi, w) => {
        if (!later.length)
            return add(countKey(c, (b) => bits[b]), w);
        const size = 2 ** hi;
        let total = 0;
        for (let i = 0; i < size; i++)
            total += re[i] * re[i] + im[i] * im[i];
        for (let i = 0; i < size; i++) {
            const p = re[i] * re[i] + im[i] * im[i];
            if (p === 0)
                continue;
            tmp.set(bits);
            for (const d of later)
                tmp[d.clbit] = Math.floor(i / 2 ** d.q) % 2;
            add(countKey(c, (b) => tmp[b]), (w * p) / total);
        }
    };
    const limit = opts.maxMemoryBytes ?? options/* DEFAULT_MAX_MEMORY */.h5;
    const budgetBytes = Math.min(options/* DEFAULT_BRANCH_MEMORY */.L0, Math.max(0, limit - (0,options/* stateBytes */.t2)(n)));
    runBranches({ steps, n, numClbits: c.numClbits, ws, re, im, rng: new maths_rng/* Rng */.K(0), deferred, budgetBytes, leaf, exact: true }, 1);
    return sortedCounts(out);
}
/** The deferred measurements with a clbit, in program order. */
function deferredList(steps, deferred) {
    const later = [];
    for (let i = 0; i < steps.length; i++) {
        const st = steps[i];
        if (deferred[i] && st.k === 'measure' && st.clbit >= 0)
            later.push({ q: st.q, clbit: st.clbit });
    }
    return later;
}
/** Outcomes as a map index → count (in ascending index order). */
function toMap(o) {
    const out = new Map();
    for (let j = 0; j < o.m; j++)
        out.set(o.idx[j], o.cnt[j]);
    return out;
}
/** One more draw of index i (i at or after every index drawn so far). */
function addOutcome(o, i, c) {
    if (o.m && o.idx[o.m - 1] === i)
        o.cnt[o.m - 1] += c;
    else {
        o.idx[o.m] = i;
        o.cnt[o.m++] = c;
    }
}
/**
 * Draw `shots` basis indices from |amplitude|^2: sorted uniforms scaled by the total norm, one pass
 * over the state. Returns index → count.
 */
function sampleIndices(st, shots, rng) {
    return toMap(sampleDense(st, shots, rng));
}
/**
 * sampleIndices' draws as Outcomes (typed arrays in index order, no map). With `mem`, the memory
 * the state lives in (re at byte 0, im right after), the two passes run as WebAssembly
 * (./wasm-scan.ts): the same sums and comparisons in the same order, so the same draws.
 */
function sampleDense(st, shots, rng, mem) {
    const { re, im } = st;
    const N = re.length;
    const fns = mem && re.buffer === mem.buffer && re.byteOffset === 0 && im.buffer === mem.buffer && im.byteOffset === 8 * N
        ? scanOn(mem)
        : undefined;
    if (fns)
        return sampleDenseWasm(fns, N, shots, rng);
    // In chunks (short loops in small functions: optimised after a few calls, no on-stack
    // replacement); the same sums in the same order as one loop.
    let total = 0;
    for (let c = 0; c < N; c += SAMPLE_CHUNK)
        total = normChunk(re, im, c, Math.min(N, c + SAMPLE_CHUNK), total);
    const u = new Float64Array(shots);
    for (let k = 0; k < shots; k++)
        u[k] = rng.nextDouble() * total;
    u.sort();
    const o = { idx: new Float64Array(shots), cnt: new Float64Array(shots), m: 0 };
    // scan state: acc, k, lastNonZero
    const sc = new Float64Array(3);
    for (let c = 0; c < N && sc[1] < shots; c += SAMPLE_CHUNK)
        scanChunk(re, im, c, Math.min(N, c + SAMPLE_CHUNK), u, sc, o);
    const k = sc[1], lastNonZero = sc[2];
    // Rounding: uniforms at the very top of the range go to the last non-zero amplitude.
    if (k < shots)
        addOutcome(o, lastNonZero, shots - k);
    return o;
}
/** sampleDense's scan driven from JavaScript, one call per drawn index (the reference is scanChunk). */
function sampleDenseWasm(fns, N, shots, rng) {
    const total = fns.norm(N);
    const u = new Float64Array(shots);
    for (let k = 0; k < shots; k++)
        u[k] = rng.nextDouble() * total;
    u.sort();
    const o = { idx: new Float64Array(shots), cnt: new Float64Array(shots), m: 0 };
    let i = 0, k = 0;
    while (k < shots) {
        i = fns.advance(i, N, u[k]);
        if (i >= N)
            break;
        const acc = fns.acc();
        const k0 = k;
        do
            k++;
        while (k < shots && u[k] < acc);
        o.idx[o.m] = i;
        o.cnt[o.m++] = k - k0;
        i++;
    }
    if (k < shots)
        addOutcome(o, fns.last(), shots - k);
    return o;
}
const SAMPLE_CHUNK = 1 << 14;
function normChunk(re, im, from, to, acc) {
    for (let i = from; i < to; i++)
        acc += re[i] * re[i] + im[i] * im[i];
    return acc;
}
/** The scan from `from` to `to`: each index's draws (the uniforms below its cumulative sum). */
function scanChunk(re, im, from, to, u, sc, o) {
    const shots = u.length;
    const idx = o.idx, cnt = o.cnt;
    let acc = sc[0], k = sc[1], lastNonZero = sc[2], m = o.m;
    if (k >= shots)
        return;
    let next = u[k];
    for (let i = from; i < to; i++) {
        const p = re[i] * re[i] + im[i] * im[i];
        if (p === 0)
            continue;
        lastNonZero = i;
        acc += p;
        if (next < acc) {
            // the same test, in the same order, as `while (k < shots && u[k] < acc) k++`
            const k0 = k;
            do
                k++;
            while (k < shots && u[k] < acc);
            idx[m] = i;
            cnt[m++] = k - k0;
            if (k >= shots)
                break;
            next = u[k];
        }
    }
    sc[0] = acc;
    sc[1] = k;
    sc[2] = lastNonZero;
    o.m = m;
}
/**
 * sampleIndices on a sparse state: the same draws, the same sums in the same (index) order, so the
 * same counts as sampling its dense copy.
 */
function sampleSparse(sp, shots, rng) {
    return toMap(sampleSparseOutcomes(sp, shots, rng));
}
function sampleSparseOutcomes(sp, shots, rng) {
    const { idx, re, im } = sp.sorted();
    const M = idx.length;
    let total = 0;
    for (let i = 0; i < M; i++)
        total += re[i] * re[i] + im[i] * im[i];
    const u = new Float64Array(shots);
    for (let k = 0; k < shots; k++)
        u[k] = rng.nextDouble() * total;
    u.sort();
    // distinct draws: at most one per amplitude and one per shot, the rounding remainder's index
    // included (index 0 of an all-zero state takes one slot)
    const cap = Math.max(1, Math.min(shots, M));
    const o = { idx: new Float64Array(cap), cnt: new Float64Array(cap), m: 0 };
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
            addOutcome(o, idx[i], c);
    }
    if (k < shots)
        addOutcome(o, lastNonZero, shots - k);
    return o;
}

;// CONCATENATED MODULE: ./src/quantum/statevector/index.ts
/**
 * The statevector method: simulator and shot sampling for the IR of ../circuit/ir.ts.
 *
 * State: 2^n complex amplitudes in two Float64Arrays (re, im), 16 bytes per amplitude, allocated
 * once per run and reused for every shot. Gates are compiled once into kernel steps with 1-qubit
 * gate fusion; terminal-measurement circuits are sampled from the final state in one pass, dynamic
 * circuits (mid-circuit measurement, reset, conditions) by shot branching or shot by shot.
 *
 * Files: options.ts (limits, option and result types); compile.ts (IR → kernel steps); kernels.ts,
 * kernels-2q.ts, kernels-warm.ts (the in-place kernels: 1-qubit, controlled and phase; 2-qubit;
 * their warm-up); codegen.ts (generated JavaScript passes for fused groups), diag-batch.ts (one pass
 * for a run of diagonal gates), fused-program.ts (a fused group as a straight-line program),
 * wasm-passes.ts (those programs as WebAssembly SIMD), wasm-run.ts (the WebAssembly driver),
 * wasm-scan.ts (sampling's norm and scan in WebAssembly); apply-step.ts (one step on a state or a
 * gathered block); run-unitary.ts (run workspace, cache-blocked and fused unitary runs);
 * shot-by-shot.ts (measurement, reset, conditions, jumps per shot); shot-branching.ts (dynamic
 * circuits by branching); slot-reuse.ts (qubit places reused after resets); sparse.ts (the sparse
 * start); run.ts (circuit-level entry: dynamics, size checks, final statevector); sampling.ts
 * (counts: the choice between sampling the final state, branching and shot by shot). The fusion
 * planner is a pass: ../passes/fusion.ts.
 */






/***/ }),

/***/ 17358:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RX: () => (/* binding */ apply2),
/* harmony export */   n8: () => (/* binding */ classify2),
/* harmony export */   w1: () => (/* binding */ Shape2)
/* harmony export */ });
/* harmony import */ var _kernels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23030);
/**
 * Two-qubit statevector kernels (4×4 matrices, local index bit(t0) + 2·bit(t1)), on the same split re/im
 * arrays as ./kernels.ts, optionally controlled (the `fixed` bits). No kernel allocates.
 */

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
    // Kept: Diag 1.31x, Perm 1.08x (swap, below: 3.13x) faster than the General loops in
    // `node bench/kernels.bench.mjs` section 4 (22 qubits); tested in __tests__/quantum/statevector/kernel-variants.test.ts.
    if (shape === Shape2.Diag) {
        const d0r = m[0], d0i = m[1], d1r = m[10], d1i = m[11], d2r = m[20], d2i = m[21], d3r = m[30], d3i = m[31];
        for (let k = 0; k < cnt; k++) {
            const i0 = (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .insertZeros */ .j8)(k, fixed, len) | cval;
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
            const i0 = (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .insertZeros */ .j8)(k, fixed, len) | cval;
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
                    re[i0] =
                        m00r * x0r - m00i * x0i + m01r * x1r - m01i * x1i + m02r * x2r - m02i * x2i + m03r * x3r - m03i * x3i;
                    im[i0] =
                        m00r * x0i + m00i * x0r + m01r * x1i + m01i * x1r + m02r * x2i + m02i * x2r + m03r * x3i + m03i * x3r;
                    re[i1] =
                        m10r * x0r - m10i * x0i + m11r * x1r - m11i * x1i + m12r * x2r - m12i * x2i + m13r * x3r - m13i * x3i;
                    im[i1] =
                        m10r * x0i + m10i * x0r + m11r * x1i + m11i * x1r + m12r * x2i + m12i * x2r + m13r * x3i + m13i * x3r;
                    re[i2] =
                        m20r * x0r - m20i * x0i + m21r * x1r - m21i * x1i + m22r * x2r - m22i * x2i + m23r * x3r - m23i * x3i;
                    im[i2] =
                        m20r * x0i + m20i * x0r + m21r * x1i + m21i * x1r + m22r * x2i + m22i * x2r + m23r * x3i + m23i * x3r;
                    re[i3] =
                        m30r * x0r - m30i * x0i + m31r * x1r - m31i * x1i + m32r * x2r - m32i * x2i + m33r * x3r - m33i * x3i;
                    im[i3] =
                        m30r * x0i + m30i * x0r + m31r * x1i + m31i * x1r + m32r * x2i + m32i * x2r + m33r * x3i + m33i * x3r;
                }
            }
        }
        return;
    }
    for (let k = 0; k < cnt; k++) {
        const i0 = (0,_kernels_js__WEBPACK_IMPORTED_MODULE_0__/* .insertZeros */ .j8)(k, fixed, len) | cval;
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


/***/ }),

/***/ 23030:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kj: () => (/* binding */ apply1),
/* harmony export */   NL: () => (/* binding */ apply1c),
/* harmony export */   gu: () => (/* binding */ classify1),
/* harmony export */   j8: () => (/* binding */ insertZeros),
/* harmony export */   wI: () => (/* binding */ applyPhase),
/* harmony export */   yp: () => (/* binding */ Shape)
/* harmony export */ });
/* unused harmony export phaseN */
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
        default:
            k1General(re, im, off, N, s, ar, ai, br, bi, cr, ci, dr, di);
    }
}
// The specialised 1-qubit kernels below (Phase1, Diag, Anti, Real, RealImag) are kept because a benchmark proves
// each faster than k1General on the same matrix: `node bench/kernels.bench.mjs` section 1 (general / own CPU time,
// 22 qubits, 2026-12-06: Phase1 1.50x, Diag 1.19x, Anti 1.16x, Real 1.16x, RealImag 1.19x). Each is tested against
// k1General in __tests__/quantum/statevector/kernel-variants.test.ts, as is every variant of this file.
/** Kept: 1.50x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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
/** Kept: 1.19x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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
/** Kept: 1.16x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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
/** Kept: 1.16x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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
/** Kept: 1.19x faster than k1General in `node bench/kernels.bench.mjs` section 1 (see above). */
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
    // Kept: two or more controls, Phase1 (ccp): 1.13x faster than the general loop below in
    // `node bench/kernels.bench.mjs` section 2.
    if (shape === Shape.Phase1) {
        for (let k = 0; k < cnt; k++) {
            const j = insertZeros(k, fixed, len) | cval | s;
            const yr = re[j], yi = im[j];
            re[j] = dr * yr - di * yi;
            im[j] = dr * yi + di * yr;
        }
        return;
    }
    // Kept: two or more controls, swap (ccx): 1.10x faster than the general loop below in
    // `node bench/kernels.bench.mjs` section 2.
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
/** Kept: one control, swap (cx): 1.24x faster than c1General in `node bench/kernels.bench.mjs` section 2. */
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
// phase0, phase1 and phase2 (nested loops) are kept: faster than phaseN (bit insertion) on the same phase in
// `node bench/kernels.bench.mjs` section 3 (22 qubits: 1.50x, 1.43x, 1.66x).
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
/** The generic phase loop (any number of bits, by bit insertion): what phase0, phase1 and phase2 specialise. */
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


/***/ }),

/***/ 21874:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ GENERATED_MIN_QUBITS),
/* harmony export */   JB: () => (/* binding */ FUSE_QUBITS),
/* harmony export */   KA: () => (/* binding */ SPARSE_MAX),
/* harmony export */   L0: () => (/* binding */ DEFAULT_BRANCH_MEMORY),
/* harmony export */   M5: () => (/* binding */ WASM_BLOCK_BITS),
/* harmony export */   OX: () => (/* binding */ SPARSE_MIN),
/* harmony export */   Qg: () => (/* binding */ SPARSE_DENSITY),
/* harmony export */   XT: () => (/* binding */ WASM_LOW_BITS),
/* harmony export */   _K: () => (/* binding */ MAX_QUBITS),
/* harmony export */   g$: () => (/* binding */ SimulationError),
/* harmony export */   h5: () => (/* binding */ DEFAULT_MAX_MEMORY),
/* harmony export */   kH: () => (/* binding */ DIAG_MIN_QUBITS),
/* harmony export */   t2: () => (/* binding */ stateBytes)
/* harmony export */ });
/** Options, limits and result types of the statevector simulator. */
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
 * (./codegen.ts); below it their gates run one by one. A generated pass is faster once compiled, but
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
/** Default memory for the saved branch copies of shot branching: 1 GiB (within the memory limit). */
const DEFAULT_BRANCH_MEMORY = 1024 ** 3;
/** Bytes needed for an n-qubit state (16 bytes per amplitude). */
function stateBytes(n) {
    return 16 * 2 ** n;
}


/***/ }),

/***/ 54093:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _l: () => (/* binding */ runUnitary),
  Gl: () => (/* binding */ workspace)
});

// UNUSED EXPORTS: Workspace

// EXTERNAL MODULE: ./src/quantum/statevector/kernels.ts
var kernels = __webpack_require__(23030);
// EXTERNAL MODULE: ./src/quantum/statevector/kernels-2q.ts
var kernels_2q = __webpack_require__(17358);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/quantum/statevector/codegen.ts
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
    return { pairs, swap: o.shape === kernels/* Shape */.yp.Anti && m[2] === 1 && m[3] === 0 && m[4] === 1 && m[5] === 0 };
}
/** The matrix entries a kernel of this shape reads (ar ai br bi cr ci dr di), each through K. */
function shapeCoefs(shape, m, K) {
    switch (shape) {
        case kernels/* Shape */.yp.Phase1:
            return [K(m[6]), K(m[7])];
        case kernels/* Shape */.yp.Diag:
            return [K(m[0]), K(m[1]), K(m[6]), K(m[7])];
        case kernels/* Shape */.yp.Anti:
            return [K(m[2]), K(m[3]), K(m[4]), K(m[5])];
        case kernels/* Shape */.yp.Real:
            return [K(m[0]), K(m[2]), K(m[4]), K(m[6])];
        case kernels/* Shape */.yp.RealImag:
            return [K(m[0]), K(m[3]), K(m[5]), K(m[6])];
        default:
            return [0, 1, 2, 3, 4, 5, 6, 7].map((j) => K(m[j]));
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
                // One emission per shape, like kernels.ts apply1: kept because the generated pass of each shape is faster
                // than the same op emitted as General (`node bench/kernels.bench.mjs` section 5, 22 qubits: 1.12x-1.19x; x as
                // a renaming of locals 1.27x; the m2 Diag and Perm emissions below 1.93x and 2.54x-2.93x).
                switch (o.shape) {
                    case kernels/* Shape */.yp.Phase1: {
                        const [pr, pi] = names;
                        lines.push(`const ${c} = ${pr} * ${yr} - ${pi} * ${yi}, ${d} = ${pr} * ${yi} + ${pi} * ${yr};`);
                        R[J] = c;
                        I[J] = d;
                        continue;
                    }
                    case kernels/* Shape */.yp.Diag: {
                        const [pr, pi, qr, qi] = names;
                        e = [
                            `${pr} * ${xr} - ${pi} * ${xi}`,
                            `${pr} * ${xi} + ${pi} * ${xr}`,
                            `${qr} * ${yr} - ${qi} * ${yi}`,
                            `${qr} * ${yi} + ${qi} * ${yr}`
                        ];
                        break;
                    }
                    case kernels/* Shape */.yp.Anti: {
                        const [pr, pi, qr, qi] = names;
                        e = [
                            `${pr} * ${yr} - ${pi} * ${yi}`,
                            `${pr} * ${yi} + ${pi} * ${yr}`,
                            `${qr} * ${xr} - ${qi} * ${xi}`,
                            `${qr} * ${xi} + ${qi} * ${xr}`
                        ];
                        break;
                    }
                    case kernels/* Shape */.yp.Real: {
                        const [p, q, r, s] = names;
                        e = [
                            `${p} * ${xr} + ${q} * ${yr}`,
                            `${p} * ${xi} + ${q} * ${yi}`,
                            `${r} * ${xr} + ${s} * ${yr}`,
                            `${r} * ${xi} + ${s} * ${yi}`
                        ];
                        break;
                    }
                    case kernels/* Shape */.yp.RealImag: {
                        const [p, q, r, s] = names;
                        e = [
                            `${p} * ${xr} - ${q} * ${yi}`,
                            `${p} * ${xi} + ${q} * ${yr}`,
                            `${s} * ${yr} - ${r} * ${xi}`,
                            `${s} * ${yi} + ${r} * ${xr}`
                        ];
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
            if (o.shape === kernels_2q/* Shape2 */.w1.Perm) {
                // Row r has its single 1 in column col[r]: out[r] = in[col[r]].
                const col = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].find((cc) => m[2 * (r * 4 + cc)] !== 0));
                for (const q of quads) {
                    const r0 = q.map((L) => R[L]), i0 = q.map((L) => I[L]);
                    q.forEach((L, r) => {
                        R[L] = r0[col[r]];
                        I[L] = i0[col[r]];
                    });
                }
                continue;
            }
            if (o.shape === kernels_2q/* Shape2 */.w1.Diag) {
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
                q.forEach((L, r) => {
                    R[L] = outs[2 * r];
                    I[L] = outs[2 * r + 1];
                });
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
    (0,arrays/* pushAll */.iI)(body, lines);
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
        // the rest of that pass runs unoptimised (see warmKernels in ./kernels-warm.ts).
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

;// CONCATENATED MODULE: ./src/quantum/statevector/diag-batch.ts
/**
 * Diagonal batches: a run of phase steps (all diagonal, so they commute) on at most DIAG_BITS
 * distinct qubits D becomes one pass that multiplies each amplitude by a phase looked up in a table
 * of 2^|D| entries indexed by the amplitude's bits at D.
 */
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

;// CONCATENATED MODULE: ./src/quantum/statevector/fused-program.ts
/**
 * Straight-line programs: the same fused group as fusedKernel, as a list of arithmetic
 * instructions on values (inputs, constants, results) that a back end emits as code. The
 * WebAssembly back end (./wasm-passes.ts) turns it into one function per group with the constants
 * baked in; `programToJs` is the JavaScript emission (used as a reference in tests). The operations
 * and their order are exactly fusedKernel's, so all back ends compute bit-identical amplitudes.
 */



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
        const a = sum([
            [1, pr, R[L]],
            [-1, pi, I[L]]
        ]);
        const b = sum([
            [1, pr, I[L]],
            [1, pi, R[L]]
        ]);
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
                // The same per-shape emission as codegen.ts (kept by `node bench/kernels.bench.mjs` section 5): a program must
                // do exactly the generated pass's operations, so the WebAssembly pass gives its amplitudes bit for bit.
                switch (o.shape) {
                    case kernels/* Shape */.yp.Phase1: {
                        const [pr, pi] = c;
                        R[J] = sum([
                            [1, pr, yr],
                            [-1, pi, yi]
                        ]);
                        I[J] = sum([
                            [1, pr, yi],
                            [1, pi, yr]
                        ]);
                        continue;
                    }
                    case kernels/* Shape */.yp.Diag: {
                        const [pr, pi, qr, qi] = c;
                        e = [
                            sum([
                                [1, pr, xr],
                                [-1, pi, xi]
                            ]),
                            sum([
                                [1, pr, xi],
                                [1, pi, xr]
                            ]),
                            sum([
                                [1, qr, yr],
                                [-1, qi, yi]
                            ]),
                            sum([
                                [1, qr, yi],
                                [1, qi, yr]
                            ])
                        ];
                        break;
                    }
                    case kernels/* Shape */.yp.Anti: {
                        const [pr, pi, qr, qi] = c;
                        e = [
                            sum([
                                [1, pr, yr],
                                [-1, pi, yi]
                            ]),
                            sum([
                                [1, pr, yi],
                                [1, pi, yr]
                            ]),
                            sum([
                                [1, qr, xr],
                                [-1, qi, xi]
                            ]),
                            sum([
                                [1, qr, xi],
                                [1, qi, xr]
                            ])
                        ];
                        break;
                    }
                    case kernels/* Shape */.yp.Real: {
                        const [p, q, r, s] = c;
                        e = [
                            sum([
                                [1, p, xr],
                                [1, q, yr]
                            ]),
                            sum([
                                [1, p, xi],
                                [1, q, yi]
                            ]),
                            sum([
                                [1, r, xr],
                                [1, s, yr]
                            ]),
                            sum([
                                [1, r, xi],
                                [1, s, yi]
                            ])
                        ];
                        break;
                    }
                    case kernels/* Shape */.yp.RealImag: {
                        const [p, q, r, s] = c;
                        e = [
                            sum([
                                [1, p, xr],
                                [-1, q, yi]
                            ]),
                            sum([
                                [1, p, xi],
                                [1, q, yr]
                            ]),
                            sum([
                                [1, s, yr],
                                [-1, r, xi]
                            ]),
                            sum([
                                [1, s, yi],
                                [1, r, xr]
                            ])
                        ];
                        break;
                    }
                    default: {
                        const [pr, pi, qr, qi, rr, ri, sr, si] = c;
                        e = [
                            sum([
                                [1, pr, xr],
                                [-1, pi, xi],
                                [1, qr, yr],
                                [-1, qi, yi]
                            ]),
                            sum([
                                [1, pr, xi],
                                [1, pi, xr],
                                [1, qr, yi],
                                [1, qi, yr]
                            ]),
                            sum([
                                [1, rr, xr],
                                [-1, ri, xi],
                                [1, sr, yr],
                                [-1, si, yi]
                            ]),
                            sum([
                                [1, rr, xi],
                                [1, ri, xr],
                                [1, sr, yi],
                                [1, si, yr]
                            ])
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
            if (o.shape === kernels_2q/* Shape2 */.w1.Perm) {
                const col = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].find((cc) => m[2 * (r * 4 + cc)] !== 0));
                for (const q of quads) {
                    const r0 = q.map((L) => R[L]), i0 = q.map((L) => I[L]);
                    q.forEach((L, r) => {
                        R[L] = r0[col[r]];
                        I[L] = i0[col[r]];
                    });
                }
                continue;
            }
            if (o.shape === kernels_2q/* Shape2 */.w1.Diag) {
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
                q.forEach((L, r) => {
                    R[L] = outs[2 * r];
                    I[L] = outs[2 * r + 1];
                });
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

// EXTERNAL MODULE: ./src/quantum/wasm/asm.ts
var asm = __webpack_require__(58449);
;// CONCATENATED MODULE: ./src/quantum/statevector/wasm-passes.ts


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
    buf;
    len = 0;
    constructor(size = 1 << 16) {
        this.buf = new Uint8Array(size);
    }
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
        (0,asm/* writeU32 */.A)(n, (b) => this.byte(b));
    }
    get(i) { this.byte(0x20); this.u32(i); }
    set(i) { this.byte(0x21); this.u32(i); }
    simd(op) { this.byte(0xfd); this.u32(op); }
    mem(op, off) { this.simd(op); this.byte(3); this.u32(off); }
    bytes() { return this.buf.subarray(0, this.len); }
}
/**
 * The scratch buffer of one function body, reused for every group (a fresh 64 KiB buffer per
 * group cost about a fifth of the module's assembly time at 20 qubits, in allocation and GC).
 */
const scratch = new Bytes(1 << 12);
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
    const b = scratch;
    b.len = 0;
    b.all([2]); // two local declarations
    b.u32(nI32);
    b.byte(asm/* I32 */.jP);
    b.u32(nV);
    b.byte(asm/* V128 */.uJ);
    b.get(HMASK);
    b.all((0,asm/* i32c */.gW)(gm));
    b.all(asm/* I_OR */.kn);
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
    b.all((0,asm/* i32c */.gW)(0));
    b.set(I);
    b.all([0x02, 0x40, 0x03, 0x40]); // block, loop
    b.get(I);
    b.get(END);
    b.all(asm/* I_GE_U */.tW);
    b.all([0x0d, 1]);
    b.get(BASE);
    b.get(I);
    b.all(asm/* I_ADD */.iy);
    b.all((0,asm/* i32c */.gW)(3));
    b.all(asm/* I_SHL */.Gb);
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
    b.all(asm/* I_OR */.kn);
    b.all((0,asm/* i32c */.gW)(1));
    b.all(asm/* I_ADD */.iy);
    b.get(M);
    b.all((0,asm/* i32c */.gW)(-1));
    b.all(asm/* I_XOR */.qT);
    b.all(asm/* I_AND */.iP);
    b.set(I);
    b.all([0x0c, 0, 0x0b, 0x0b, 0x0b]);
    out.u32(b.len);
    out.all(b.bytes());
}
/** The module's bytes: one exported function `g<j>` per group, memory imported as env.mem. */
function svModuleBytes(groups, n) {
    const out = new Bytes();
    out.all([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    out.all((0,asm/* section */.uW)(1, (0,asm/* vec */.t6)([[0x60, ...(0,asm/* vec */.t6)([[asm/* I32 */.jP], [asm/* I32 */.jP], [asm/* I32 */.jP]]), ...(0,asm/* vec */.t6)([])]])));
    out.all((0,asm/* section */.uW)(2, (0,asm/* vec */.t6)([[...(0,asm/* name */.UU)('env'), ...(0,asm/* name */.UU)('mem'), 0x02, 0x00, ...(0,asm/* u32 */.DH)(0)]])));
    out.all((0,asm/* section */.uW)(3, (0,asm/* vec */.t6)(groups.map(() => (0,asm/* u32 */.DH)(0)))));
    out.all((0,asm/* section */.uW)(7, (0,asm/* vec */.t6)(groups.map((_, j) => [...(0,asm/* name */.UU)(`g${j}`), 0x00, ...(0,asm/* u32 */.DH)(j)]))));
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

// EXTERNAL MODULE: ./src/quantum/statevector/apply-step.ts
var apply_step = __webpack_require__(55263);
// EXTERNAL MODULE: ./src/quantum/statevector/options.ts
var options = __webpack_require__(21874);
;// CONCATENATED MODULE: ./src/quantum/passes/fusion.ts
/** Fusion planner: groups of gates on at most `fuse` qubits become one generated pass. */





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
        case 'u1':
            return { op: 'm1', bit: pos.get(st.t), m: st.m, shape: st.shape, cmask: 0, cval: 0 };
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
            return {
                op: 'm2',
                b0: pos.get(st.t0),
                b1: pos.get(st.t1),
                m: st.m,
                shape: st.shape,
                cmask,
                cval
            };
        }
        default:
            throw new Error('not a unitary step');
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
                (0,arrays/* pushAll */.iI)(g.ops, t);
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
            (0,arrays/* pushAll */.iI)(all, t);
        if (all.length === 0)
            return;
        const w = (0,arrays/* maxOf */._)(all.map(([, x]) => x));
        if (all.length === 1) {
            out.push({ w, step: all[0][0], qubits: [...g.qs] });
            return;
        }
        const qs = [...g.qs].sort((x, y) => x - y);
        if (wasm) {
            const pos = new Map(qs.map((q, j) => [q, j]));
            out.push({ w, step: all[0][0], qubits: qs, micro: all.map(([st]) => microOp(st, pos)) });
        }
        else if (fuse >= 3 || n >= options/* GENERATED_MIN_QUBITS */.AN) {
            const pos = new Map(qs.map((q, j) => [q, j]));
            out.push({
                w,
                step: all[0][0],
                qubits: qs,
                kern: fusedKernel(qs.length, all.map(([st]) => microOp(st, pos)))
            });
        }
        else {
            for (const [st, sw] of all)
                out.push({ w: sw, step: st, qubits: qubitsOf(st) });
        }
    };
    let hi = hi0;
    for (let s = from; s < to; s++) {
        const st = steps[s];
        const w = (0,apply_step/* stepWidth */.jN)(st, hi);
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
                const wn = (0,apply_step/* stepWidth */.jN)(nx, he);
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
            if (run.length >= 3 && qs.size > fuse && qs.size >= options/* DIAG_MIN_QUBITS */.kH) {
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
                (0,arrays/* pushAll */.iI)(g.ops, o.ops);
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

;// CONCATENATED MODULE: ./src/quantum/statevector/wasm-run.ts
/** WebAssembly driver: compiled SIMD passes run block by block on a WebAssembly state. */







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
    which.forEach((j, t) => {
        passes[j] = fns[t];
    });
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
                (0,apply_step/* applyDirect */._p)(e0.step, re, im, hi);
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
        for (let q = 0; q < Math.min(options/* WASM_LOW_BITS */.XT, n); q++) {
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
                const base = (0,apply_step/* deposit */.zz)(h, H);
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

;// CONCATENATED MODULE: ./src/quantum/statevector/run-unitary.ts
/** Run workspace and cache-blocked execution of unitary step runs. */







// ------------------------------------------------------------------------------------------------
// Cache-blocked execution of unitary step runs.
//
// A run of steps is cut into segments whose non-diagonal targets fit in a set S of at most
// `blockBits` qubits (always including the CONTIG lowest qubits, so that memory is touched in
// runs of 2^CONTIG contiguous amplitudes). For each assignment of the other qubits, the segment's
// 2^|S| amplitudes are gathered into an L2-sized scratch buffer, every step of the segment is
// applied there (controls outside S are constant per block), and the block is scattered back: one
// pass over memory per segment instead of one per gate.
const CONTIG = 4;
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
    wasmBits = options/* WASM_BLOCK_BITS */.M5;
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
        throw new options/* SimulationError */.g$(`blockBits must be 0 or an integer in 4..24, got ${bits}`);
    const fq = opts.fuseQubits ?? options/* FUSE_QUBITS */.JB;
    if (!Number.isInteger(fq) || fq < 1 || fq > MAX_FUSED_QUBITS)
        throw new options/* SimulationError */.g$(`fuseQubits must be an integer in 1..${MAX_FUSED_QUBITS}, got ${fq}`);
    const ws = new Workspace(bits === 0 ? 64 : bits);
    ws.fuse = opts.fusion === false ? 0 : fq;
    const wb = opts.wasmBlockBits ?? options/* WASM_BLOCK_BITS */.M5;
    if (wb !== 0 && (!Number.isInteger(wb) || wb < options/* WASM_LOW_BITS */.XT + MAX_FUSED_QUBITS || wb > 24))
        throw new options/* SimulationError */.g$(`wasmBlockBits must be 0 or an integer in ${options/* WASM_LOW_BITS */.XT + MAX_FUSED_QUBITS}..24, got ${wb}`);
    ws.wasmBits = wb;
    // The WebAssembly path runs fused plans: only with fusion on and the JavaScript blocking off.
    ws.wasm = (opts.wasm ?? true) && ws.fuse > 0 && bits === 0;
    ws.reorder = opts.wasmReorder ?? true;
    return ws;
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
                (0,apply_step/* applyDirect */._p)(e.step, re, im, hi);
        }
        ws.hi = hi;
        return;
    }
    const contig = Math.min(CONTIG, bits - 2);
    let hi = ws.hi;
    let s = from;
    while (s < to) {
        const w = (0,apply_step/* stepWidth */.jN)(steps[s], hi);
        if (w < 0) {
            s++;
            continue;
        }
        if (w > hi || hi <= bits + 1) {
            // Growing the support (or a small state): one direct step on the first 2^w amplitudes.
            hi = Math.max(w, hi);
            (0,apply_step/* applyDirect */._p)(steps[s], re, im, hi);
            s++;
            continue;
        }
        // Greedy segment [s, e): steps that keep the support, non-diagonal targets within `blockBits` qubits.
        const inS = new Uint8Array(hi);
        let size = 0;
        for (let q = 0; q < contig; q++) {
            inS[q] = 1;
            size++;
        }
        let e = s;
        const members = [];
        while (e < to) {
            const we = (0,apply_step/* stepWidth */.jN)(steps[e], hi);
            if (we > hi)
                break;
            if (we >= 0) {
                const ts = (0,apply_step/* targetsOf */.QR)(steps[e]);
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
                (0,apply_step/* applyDirect */._p)(steps[members[0]], re, im, hi);
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
        S.forEach((q, i) => {
            pos[q] = i;
        });
        runSegment(members.map((k) => (0,apply_step/* localize */.kg)(steps[k], pos)), S, H, re, im, ws);
        s = e;
    }
    ws.hi = hi;
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
        offs[u] = (0,apply_step/* deposit */.zz)(u, upper);
    const sr = ws.sr, si = ws.si;
    const nBlocks = 1 << H.length;
    for (let h = 0; h < nBlocks; h++) {
        const base = (0,apply_step/* deposit */.zz)(h, H);
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
                (0,apply_step/* applyLocal */.k2)(ls, sr, si, b);
        for (let u = 0, d = 0; u < nOff; u++) {
            const g = base + offs[u];
            for (let j = 0; j < run; j++, d++) {
                re[g + j] = sr[d];
                im[g + j] = si[d];
            }
        }
    }
}


/***/ }),

/***/ 54157:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ap: () => (/* binding */ collapse),
  D$: () => (/* binding */ prob1),
  Cv: () => (/* binding */ project),
  rl: () => (/* binding */ runSteps)
});

// EXTERNAL MODULE: ./src/quantum/circuit/ir.ts
var ir = __webpack_require__(97822);
// EXTERNAL MODULE: ./src/quantum/statevector/kernels.ts
var kernels = __webpack_require__(23030);
// EXTERNAL MODULE: ./src/quantum/statevector/kernels-2q.ts
var kernels_2q = __webpack_require__(17358);
;// CONCATENATED MODULE: ./src/quantum/statevector/kernels-warm.ts
/** Warm-up of the statevector kernels (./kernels.ts, ./kernels-2q.ts) before the first large state. */


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
    for (const [r, c] of [
        [0, 0],
        [1, 2],
        [2, 1],
        [3, 3]
    ])
        p4[2 * (r * 4 + c)] = 1;
    const d4 = new Float64Array(32);
    for (let r = 0; r < 4; r++)
        d4[2 * (r * 5)] = 1;
    // V8 allocates a function's feedback vector only after about 8 calls: 12 rounds.
    for (let rep = 0; rep < 12; rep++) {
        for (let t = 0; t < 3; t++) {
            for (let shape = kernels/* Shape */.yp.Phase1; shape <= kernels/* Shape */.yp.General; shape++)
                (0,kernels/* apply1 */.Kj)(re, im, 0, W, t, m, shape);
            const c = (t + 1) % 3;
            const fx = Int32Array.from([t, c].sort((a, b) => a - b));
            (0,kernels/* apply1c */.NL)(re, im, W, t, m, fx, 1 << c, kernels/* Shape */.yp.General);
            (0,kernels/* apply1c */.NL)(re, im, W, t, x, fx, 1 << c, kernels/* Shape */.yp.Anti);
            const f3 = Int32Array.of(0, 1, 2);
            const cv = 7 & ~(1 << t);
            (0,kernels/* apply1c */.NL)(re, im, W, t, m, f3, cv, kernels/* Shape */.yp.General);
            (0,kernels/* apply1c */.NL)(re, im, W, t, x, f3, cv, kernels/* Shape */.yp.Anti);
            (0,kernels/* apply1c */.NL)(re, im, W, t, m, f3, cv, kernels/* Shape */.yp.Phase1);
            (0,kernels/* applyPhase */.wI)(re, im, W, 0.6, 0.8, Int32Array.of(t), 1 << t);
            (0,kernels/* applyPhase */.wI)(re, im, W, 0.6, 0.8, fx, (1 << t) | (1 << c));
        }
        (0,kernels/* applyPhase */.wI)(re, im, W, 0.6, 0.8, new Int32Array(0), 0);
        (0,kernels/* applyPhase */.wI)(re, im, W, 0.6, 0.8, Int32Array.of(0, 1, 2), 7);
        for (const [t0, t1] of [
            [0, 1],
            [2, 0]
        ]) {
            const fx = Int32Array.from([t0, t1].sort((a, b) => a - b));
            (0,kernels_2q/* apply2 */.RX)(re, im, W, t0, t1, m4, fx, 0, kernels_2q/* Shape2 */.w1.General);
            (0,kernels_2q/* apply2 */.RX)(re, im, W, t0, t1, p4, fx, 0, kernels_2q/* Shape2 */.w1.Perm);
            (0,kernels_2q/* apply2 */.RX)(re, im, W, t0, t1, d4, fx, 0, kernels_2q/* Shape2 */.w1.Diag);
            const f3 = Int32Array.of(0, 1, 2);
            const c = 3 - t0 - t1;
            (0,kernels_2q/* apply2 */.RX)(re, im, W, t0, t1, m4, f3, 1 << c, kernels_2q/* Shape2 */.w1.General);
            (0,kernels_2q/* apply2 */.RX)(re, im, W, t0, t1, p4, f3, 1 << c, kernels_2q/* Shape2 */.w1.Perm);
            (0,kernels_2q/* apply2 */.RX)(re, im, W, t0, t1, d4, f3, 1 << c, kernels_2q/* Shape2 */.w1.Diag);
        }
    }
}

// EXTERNAL MODULE: ./src/quantum/statevector/apply-step.ts
var apply_step = __webpack_require__(55263);
// EXTERNAL MODULE: ./src/quantum/statevector/run-unitary.ts + 6 modules
var run_unitary = __webpack_require__(54093);
// EXTERNAL MODULE: ./src/quantum/statevector/compile.ts
var compile = __webpack_require__(12085);
// EXTERNAL MODULE: ./src/quantum/statevector/options.ts
var options = __webpack_require__(21874);
;// CONCATENATED MODULE: ./src/quantum/statevector/shot-by-shot.ts






// ------------------------------------------------------------------------------------------------
// Execution
function condHolds(c, bits) {
    return (0,ir/* conditionHolds */.C)(c, bits);
}
/** Probabilities of measuring 0 and 1 on qubit q. Shared by shot branching. */
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
/**
 * Keep the `outcome` half of qubit q, scale it by `scale`; with `toZero`, move it to |0>.
 * Self-contained (no imported or module-level name): ../methods/trajectory/static-shots.ts runs its source
 * (`project.toString()`) in its worker threads; a test checks it.
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
/** Project qubit q onto `outcome` and renormalise; with `flip`, then map it to |0>. Shared by shot branching. */
function collapse(re, im, n, q, outcome, norm, flip) {
    project(re, im, n, q, outcome, 1 / Math.sqrt(norm), flip);
}
function runSteps(steps, from, to, re, im, n, rng, bits, ws) {
    warmKernels();
    let s = from;
    let jumps = 0;
    while (s < to) {
        const st = steps[s];
        if ((0,compile/* plainStep */.f3)(st)) {
            let e = s + 1;
            while (e < to && (0,compile/* plainStep */.f3)(steps[e]))
                e++;
            (0,run_unitary/* runUnitary */._l)(steps, s, e, re, im, n, ws);
            s = e;
            continue;
        }
        s++;
        ws.hi = n;
        if (st.cond && !condHolds(st.cond, bits))
            continue;
        if (st.k === 'set' || st.k === 'copy' || st.k === 'jump') {
            if (!bits)
                throw new options/* SimulationError */.g$('classical operations need a seeded shot-by-shot run');
            if (st.k === 'set')
                bits[st.clbit] = st.v;
            else if (st.k === 'copy')
                bits[st.to] = bits[st.from];
            else {
                if (++jumps > compile/* MAX_JUMPS_PER_SHOT */.gz)
                    throw new options/* SimulationError */.g$(`a while loop ran more than ${compile/* MAX_JUMPS_PER_SHOT */.gz} iterations in one shot`);
                s = st.to;
            }
            continue;
        }
        if (st.k === 'measure' || st.k === 'reset') {
            if (!rng)
                throw new options/* SimulationError */.g$('measurement inside the circuit needs a seeded run');
            const [p0, p1] = prob1(re, im, n, st.q);
            const outcome = rng.nextDouble() * (p0 + p1) < p1 ? 1 : 0;
            collapse(re, im, n, st.q, outcome, outcome ? p1 : p0, st.k === 'reset');
            if (st.k === 'measure' && st.clbit >= 0)
                bits[st.clbit] = outcome;
        }
        else {
            (0,apply_step/* applyDirect */._p)(st, re, im, n);
        }
    }
}


/***/ }),

/***/ 58449:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ I_SUB),
/* harmony export */   A: () => (/* binding */ writeU32),
/* harmony export */   DH: () => (/* binding */ u32),
/* harmony export */   DI: () => (/* binding */ V_STORE),
/* harmony export */   Gb: () => (/* binding */ I_SHL),
/* harmony export */   I0: () => (/* binding */ LOAD64_ZERO),
/* harmony export */   I6: () => (/* binding */ V_LOAD),
/* harmony export */   Kn: () => (/* binding */ LOAD64_LANE),
/* harmony export */   S0: () => (/* binding */ moduleBytes),
/* harmony export */   Sm: () => (/* binding */ F_NEG),
/* harmony export */   UU: () => (/* binding */ name),
/* harmony export */   V5: () => (/* binding */ I_EQZ),
/* harmony export */   WA: () => (/* binding */ WA),
/* harmony export */   a: () => (/* binding */ I_SHR_U),
/* harmony export */   bS: () => (/* binding */ STORE64_LANE),
/* harmony export */   fI: () => (/* binding */ lazyModule),
/* harmony export */   gW: () => (/* binding */ i32c),
/* harmony export */   iP: () => (/* binding */ I_AND),
/* harmony export */   ie: () => (/* binding */ F_SUB),
/* harmony export */   iy: () => (/* binding */ I_ADD),
/* harmony export */   jP: () => (/* binding */ I32),
/* harmony export */   k$: () => (/* binding */ LOAD64_SPLAT),
/* harmony export */   kn: () => (/* binding */ I_OR),
/* harmony export */   lg: () => (/* binding */ lg),
/* harmony export */   ls: () => (/* binding */ ls),
/* harmony export */   mC: () => (/* binding */ F_MUL),
/* harmony export */   nL: () => (/* binding */ F_ADD),
/* harmony export */   qT: () => (/* binding */ I_XOR),
/* harmony export */   t6: () => (/* binding */ vec),
/* harmony export */   tW: () => (/* binding */ I_GE_U),
/* harmony export */   uJ: () => (/* binding */ V128),
/* harmony export */   uW: () => (/* binding */ section),
/* harmony export */   zn: () => (/* binding */ I_MUL)
/* harmony export */ });
/* unused harmony export laneOf */
/**
 * A minimal WebAssembly binary assembler (no tool dependency): LEB128 encoders, section and
 * name encoders, the opcodes the project's SIMD kernels use, and the few WebAssembly API types
 * (the project's TypeScript lib has no WebAssembly declarations). Shared by the noise engine's
 * Pauli-basis kernels (methods/density-pauli/wasm.ts) and the statevector kernels.
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
const name = (s) => vec([...Buffer.from(s, 'utf8')].map((b) => [b]));
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
const I_EQZ = [0x45], I_SUB = [0x6b], I_MUL = [0x6c];
const i32c = (v) => [0x41, ...s32(v)];
/**
 * Where the two f64x2 lanes of a pair kernel lie: bit (or base-4 digit) 0 of the index when the pair
 * (a, b) leaves it free, else 1, or 2 for the pair of 0 and 1. Returns that bit: 0, 1 or 2.
 */
const laneOf = (a, b) => (a !== 0 && b !== 0 ? 0 : a + b === 1 ? 2 : 1);
/**
 * A module that imports `env.mem` (a shared memory of at most 65536 pages) and exports `fns`, each
 * taking `params` i32 parameters and returning nothing; `body` = its locals vector and code.
 */
function moduleBytes(fns) {
    const arities = [...new Set(fns.map((f) => f.params))];
    return Uint8Array.from([
        0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
        ...section(1, vec(arities.map((n) => [0x60, ...vec(new Array(n).fill([I32])), ...vec([])]))),
        ...section(2, vec([[...name('env'), ...name('mem'), 0x02, 0x03, ...u32(0), ...u32(65536)]])),
        ...section(3, vec(fns.map((f) => u32(arities.indexOf(f.params))))),
        ...section(7, vec(fns.map((f, i) => [...name(f.name), 0x00, ...u32(i)]))),
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


/***/ })

};
