export const id = 975;
export const ids = [975,309];
export const modules = {

/***/ 53309:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ maxOf),
/* harmony export */   iI: () => (/* binding */ pushAll)
/* harmony export */ });
/* unused harmony export minOf */
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


/***/ }),

/***/ 89079:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ DeviceBackend)
/* harmony export */ });
/* unused harmony export SimCpuBackend */
/* harmony import */ var _quantum_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36222);
/* harmony import */ var _quantum_targets_target_syntax_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52143);
/**
 * Backend selection: the one place that maps a case target to a circuit executor (`route`), and the one mapping
 * of an engine's result to a BackendResult.
 *
 * `sim-cpu` (and `sim-gpu`, run by the same exact statevector engine) use src/quantum. `fake:<device>[@scale]`
 * noise models run on the noise engine (`runOnTarget`: transpile to the device, noisy simulation, readout
 * mitigation, fidelity against the ideal output) and are scored with `scoreCircuits`. `ibm:<device>` hardware is not
 * available here: `available()` says why, and the run records the case as not run (its gates stay undecided).
 */



/** Largest statevector the sim-cpu backend allocates (bytes): 1 GiB = 26 qubits. */
const SIM_MAX_MEMORY = 1024 ** 3;
/** Qubits of that statevector (complex128: 16 bytes per amplitude). */
const SIM_MAX_QUBITS = 26;
const NOT_IN_BUILD = 'is not available to benchgate (hardware targets need IBM Quantum access; use a fake:<device>[@scale] noise model)';
/**
 * The one mapping from a target string to an executor. Every target is parsed by the device-target grammar
 * (quantum/devices/target-syntax.ts); `noiseModels` says whether `fake:` targets run here.
 */
function route(target, noiseModels) {
    const p = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.parseTargetSpec)(target);
    const shown = (0,_quantum_targets_target_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .showTarget */ .Rg)(target);
    if (!p.ok)
        return {
            engine: null,
            reason: `target ${shown} is not recognised (sim-cpu, fake:<device>[@scale], ibm:<device>): ${p.error.message} (column ${p.error.column})`
        };
    const t = p.target;
    if (t.kind === 'sim')
        return t.simulator === 'cpu' || t.simulator === 'gpu'
            ? { engine: 'exact' }
            : { engine: null, reason: `target ${shown} is not a simulator benchgate provides (sim-cpu, sim-gpu)` };
    if (t.kind === 'ibm' || !noiseModels)
        return { engine: null, reason: `target ${shown} ${NOT_IN_BUILD}` };
    try {
        return { engine: 'noise', target: (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.parseTarget)(target) };
    }
    catch (e) {
        return { engine: null, reason: e instanceof _quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.TargetError ? e.message : `target ${shown}: ${e.message}` };
    }
}
/** The one mapping from an engine failure to a refused circuit. */
function refused(e, engine) {
    if (e instanceof _quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.QasmError)
        return {
            ok: false,
            unavailable: false,
            reason: `OpenQASM error at line ${e.line}, column ${e.column}: ${e.message}`
        };
    if (e instanceof _quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.SimulationError || e instanceof RangeError)
        return { ok: false, unavailable: false, reason: e.message };
    const what = engine === 'exact' ? 'simulation' : 'noisy simulation';
    return { ok: false, unavailable: false, reason: `${what} failed: ${e.message}` };
}
/** `sim-cpu` and `sim-gpu` on the exact statevector engine; `fake:` and `ibm:` targets are not available. */
class SimCpuBackend {
    /** Whether `fake:<device>[@scale]` targets run here (on the noise engine). */
    noiseModels = false;
    available(target) {
        const r = route(target, this.noiseModels);
        return r.engine === null ? r.reason : null;
    }
    describe(target) {
        const r = route(target, this.noiseModels);
        if (r.engine === 'exact')
            return { kind: 'simulator', name: target, num_qubits: SIM_MAX_QUBITS };
        if (r.engine === 'noise' && r.target.kind === 'fake')
            return (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.describeDevice)(r.target);
        return undefined;
    }
    async run(qasm, shots, seed, target, _signal, options) {
        const r = route(target, this.noiseModels);
        if (r.engine === null)
            return { ok: false, unavailable: true, reason: r.reason };
        try {
            const c = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.parseQasm)(qasm);
            const st = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.circuitStats)(c);
            const sent = {
                qubits: c.numQubits,
                clbits: c.numClbits,
                qasmVersion: c.version,
                twoQubitGates: st.nonlocalGates,
                midCircuitMeasurement: st.midCircuitMeasurement
            };
            if (r.engine === 'exact') {
                // a circuit on device qubits ($n, e.g. transpiled with Qiskit) simulates on the qubits it uses
                const physical = c.qregs.length === 1 && c.qregs[0].name === '$';
                const { counts } = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.sampleCounts)(physical ? (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.compactQubits)(c) : c, {
                    shots,
                    seed,
                    maxMemoryBytes: SIM_MAX_MEMORY
                });
                return { ok: true, counts, ...sent };
            }
            const n = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.runOnTarget)(c, { target: r.target, shots, seed, ...(options ? { transpile: options } : {}) });
            return {
                ok: true,
                counts: n.counts,
                ...sent,
                transpiledTwoQubitGates: n.transpiledTwoQubitGates ?? null,
                fidelity: n.fidelity ?? null,
                rawFidelity: n.rawFidelity ?? null,
                readoutGamma: n.readoutGamma ?? null,
                scorable: n.scorable,
                ...(n.effective
                    ? {
                        layout: {
                            initial: n.effective.layout.initial.slice(),
                            physical_qubits: (n.physicalQubits ?? []).slice(),
                            couplers: n.effective.couplers.map((x) => [x.a, x.b]),
                            method: n.effective.layout.method,
                            swaps: n.swaps ?? 0
                        }
                    }
                    : {})
            };
        }
        catch (e) {
            return refused(e, r.engine);
        }
    }
}
/** `sim-cpu` on the exact engine, plus `fake:<device>[@scale]` on the noise engine, scored with scoreCircuits. */
class DeviceBackend extends SimCpuBackend {
    noiseModels = true;
    score(target, circuits, shots) {
        const p = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.parseTargetSpec)(target);
        if (!p.ok || p.target.kind !== 'fake' || circuits.length === 0)
            return undefined;
        const s = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.scoreCircuits)(circuits.map((c, i) => ({
            shots: shots[i] ?? 0,
            scorable: c.scorable ?? false,
            ...(c.fidelity !== null && c.fidelity !== undefined ? { fidelity: c.fidelity } : {})
        })));
        return {
            fidelity: s.fidelity ?? null,
            coverage: s.coverage,
            ...(s.postSelection !== undefined ? { postselection: s.postSelection } : {})
        };
    }
}


/***/ }),

/***/ 78451:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _backend_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89079);
/**
 * Entry of the simulation worker thread (built to dist/workers/sim-worker.js; see sim-pool.ts). It runs circuits on
 * the in-thread engine (DeviceBackend: sim-cpu on the exact engine, fake:<device> on the noise engine) one at a time,
 * so the main thread stays free and benchgate can terminate the worker at the deadline.
 *
 * Messages in: { id, qasm, shots, seed, target, options? }. Messages out: { id, result } (a BackendResult).
 */


const backend = new _backend_js__WEBPACK_IMPORTED_MODULE_1__/* .DeviceBackend */ .F();
const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
if (port) {
    port.on('message', (job) => {
        void backend.run(job.qasm, job.shots, job.seed, job.target, undefined, job.options).then((result) => port.postMessage({ id: job.id, result }), (e) => port.postMessage({
            id: job.id,
            result: { ok: false, unavailable: false, reason: `simulation failed: ${e?.message ?? String(e)}` }
        }));
    });
    port.postMessage({ ready: true });
}


/***/ })

};
