export const id = 123;
export const ids = [123];
export const modules = {

/***/ 25123:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   simulateCommand: () => (/* binding */ simulateCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36102);
/* harmony import */ var _quantum_qasm_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78861);
/* harmony import */ var _quantum_statevector_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5967);
/* harmony import */ var _quantum_circuit_stats_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70894);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53309);



// Only what a sim-cpu run needs is imported statically: the reader, the statevector simulator and
// sampling. The devices, the transpiler and the noise engine (most of the engine's code and all of
// its device data) are loaded by `import()` when the target is fake:<device> (docs/quantum.md).




const USAGE = 'benchgate simulate FILE.qasm [--shots N] [--seed S] [--target sim-cpu|fake:<device>[@<scale>]] [--transpiled] [--initial-layout Q,Q,…] [--optimization-level 0-3] [--seed-transpiler S] [--method density-matrix|trajectories] [--statevector] [--format json|text]';
function parseIntArg(name, v, def, min, max) {
    if (v === undefined)
        return def;
    if (!/^-?[0-9]+$/.test(v))
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${name} must be an integer, got '${v}'`);
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < min || n > max)
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${name} must be between ${min} and ${max}, got ${v}`);
    return n;
}
function fmtAmp(re, im) {
    const r = Number(re.toPrecision(12));
    const i = Number(im.toPrecision(12));
    return `${r}${i < 0 || Object.is(i, -0) ? '-' : '+'}${Math.abs(i)}j`;
}
const simulateCommand = {
    name: ['simulate'],
    usage: USAGE,
    summary: 'Run an OpenQASM 2/3 circuit on the built-in statevector simulator (sim-cpu) and print counts.',
    async run(args, io) {
        const parsed = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)({
            args,
            allowPositionals: true,
            options: {
                shots: { type: 'string' },
                seed: { type: 'string' },
                target: { type: 'string' },
                statevector: { type: 'boolean', default: false },
                transpiled: { type: 'boolean', default: false },
                'initial-layout': { type: 'string' },
                'optimization-level': { type: 'string' },
                'seed-transpiler': { type: 'string' },
                method: { type: 'string' },
                format: { type: 'string' }
            }
        });
        const { values, positionals } = parsed;
        if (positionals.length !== 1)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(positionals.length ? `expected one FILE.qasm, got ${positionals.length} arguments` : 'missing FILE.qasm');
        const format = values.format ?? 'text';
        if (format !== 'json' && format !== 'text')
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--format must be json or text, got '${format}'`);
        const target = values.target ?? 'sim-cpu';
        // parseTarget's own test for sim-cpu; any other target loads the device and noise code
        const noisy = target.trim() === 'sim-cpu' ? undefined : await __webpack_require__.e(/* import() */ 222).then(__webpack_require__.bind(__webpack_require__, 36222));
        let parsedTarget = { kind: 'sim-cpu', name: 'sim-cpu' };
        if (noisy) {
            try {
                parsedTarget = noisy.parseTarget(target);
            }
            catch (e) {
                if (e instanceof noisy.TargetError)
                    throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(e.message);
                throw e;
            }
        }
        const method = values.method;
        if (method !== undefined && method !== 'density-matrix' && method !== 'trajectories')
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--method must be density-matrix or trajectories, got '${method}'`);
        const layoutText = values['initial-layout'];
        const transpileOpts = {
            ...(layoutText !== undefined
                ? {
                    initialLayout: layoutText.split(',').map((q) => {
                        if (!/^[0-9]{1,4}$/.test(q.trim()))
                            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--initial-layout must be device qubits separated by commas (e.g. 4,5,6), got '${layoutText}'`);
                        return Number(q);
                    })
                }
                : {}),
            ...(values['optimization-level'] !== undefined
                ? { optimizationLevel: parseIntArg('optimization-level', values['optimization-level'], 2, 0, 3) }
                : {}),
            ...(values['seed-transpiler'] !== undefined
                ? { seed: parseIntArg('seed-transpiler', values['seed-transpiler'], 0, 0, Number.MAX_SAFE_INTEGER) }
                : {})
        };
        if (parsedTarget.kind === 'sim-cpu' && (values.transpiled || method || Object.keys(transpileOpts).length))
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--transpiled, --initial-layout, --optimization-level, --seed-transpiler and --method apply to fake:<device> targets only');
        if (parsedTarget.kind === 'fake' && values.statevector)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--statevector applies to sim-cpu only');
        const shots = parseIntArg('shots', values.shots, 1024, 0, 10_000_000);
        const seed = parseIntArg('seed', values.seed, 0, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
        const file = positionals[0];
        // Tuning knobs for benchmarking (docs/quantum.md): unset or empty = the default.
        const num = (v) => (v === undefined || v === '' ? undefined : Number(v));
        const flag = (v) => v === undefined || v === '' ? undefined : !['0', 'false', 'off'].includes(v.toLowerCase());
        // log2 of the JavaScript path's cache block (0 = off); largest fused pass in qubits (1 = diagonal batches only)
        const blockBits = num(io.env.BENCHGATE_SIM_BLOCK_BITS);
        const fuseQubits = num(io.env.BENCHGATE_SIM_FUSE_QUBITS);
        // the WebAssembly path: BENCHGATE_SIM_WASM=0, BENCHGATE_SIM_WASM_BLOCK_BITS, BENCHGATE_SIM_WASM_REORDER=0
        const wasmOpts = {
            wasm: flag(io.env.BENCHGATE_SIM_WASM),
            wasmBlockBits: num(io.env.BENCHGATE_SIM_WASM_BLOCK_BITS),
            wasmReorder: flag(io.env.BENCHGATE_SIM_WASM_REORDER),
            // dynamic circuits: BENCHGATE_SIM_BRANCHING=0 runs every shot alone (the reference path)
            branching: flag(io.env.BENCHGATE_SIM_BRANCHING)
        };
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, file), 'utf8');
        }
        catch (e) {
            io.stderr(`${file}: cannot read: ${e.code ?? e.message}\n`);
            return _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.usage;
        }
        let circuit;
        try {
            circuit = (0,_quantum_qasm_index_js__WEBPACK_IMPORTED_MODULE_3__/* .parseQasm */ .Eq)(text);
        }
        catch (e) {
            if (e instanceof _quantum_qasm_index_js__WEBPACK_IMPORTED_MODULE_3__/* .QasmError */ .JT) {
                io.stderr(`${file}:${e.line}:${e.column}: ${e.message}\n`);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.usage;
            }
            throw e;
        }
        try {
            if (parsedTarget.kind === 'fake' && noisy) {
                const r = noisy.runOnTarget(circuit, { target: parsedTarget, shots, seed, method, transpile: transpileOpts });
                printNoisy(io, file, format, r, circuit, values.transpiled === true, noisy.toQasm3);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.pass;
            }
            const t0 = performance.now();
            const result = (0,_quantum_statevector_index_js__WEBPACK_IMPORTED_MODULE_4__/* .sampleCounts */ .VX)(circuit, { shots, seed, blockBits, fuseQubits, ...wasmOpts });
            const t1 = performance.now();
            const stats = (0,_quantum_circuit_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .circuitStats */ .V)(circuit);
            let amplitudes;
            if (values.statevector) {
                const st = (0,_quantum_statevector_index_js__WEBPACK_IMPORTED_MODULE_4__/* .simulateStatevector */ .zU)(circuit, { seed, blockBits, fuseQubits, ...wasmOpts });
                amplitudes = Array.from(st.re, (re, i) => [re, st.im[i]]);
            }
            if (format === 'json') {
                const out = {
                    file,
                    target,
                    shots,
                    seed,
                    method: result.method,
                    counts: result.counts,
                    stats: {
                        numQubits: stats.numQubits,
                        numClbits: stats.numClbits,
                        gates: stats.gates,
                        byArity: stats.byArity,
                        twoQubitGates: stats.twoQubitGates,
                        nonlocalGates: stats.nonlocalGates,
                        midCircuitMeasurement: stats.midCircuitMeasurement,
                        dynamic: stats.dynamic
                    },
                    timeMs: Math.round((t1 - t0) * 1000) / 1000
                };
                if (amplitudes)
                    out.statevector = amplitudes;
                io.stdout(JSON.stringify(out) + '\n');
            }
            else {
                const lines = [
                    `${file}: ${stats.numQubits} qubits, ${stats.numClbits} clbits, ${stats.gates} gates (${stats.twoQubitGates} two-qubit)${stats.dynamic ? ', dynamic' : ''}`,
                    `target ${target}, ${shots} shots, seed ${seed}, ${result.method}, ${(t1 - t0).toFixed(1)} ms`
                ];
                const entries = Object.entries(result.counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
                const w = (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_6__/* .maxOf */ ._)(entries.map(([k]) => k.length), 0);
                for (const [k, v] of entries)
                    lines.push(`  ${k.padEnd(w)}  ${v}`);
                if (amplitudes) {
                    lines.push('statevector:');
                    amplitudes.forEach(([re, im], i) => {
                        if (re !== 0 || im !== 0)
                            lines.push(`  ${i.toString(2).padStart(stats.numQubits, '0')}  ${fmtAmp(re, im)}`);
                    });
                }
                io.stdout(lines.join('\n') + '\n');
            }
            return _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.pass;
        }
        catch (e) {
            if (e instanceof _quantum_statevector_index_js__WEBPACK_IMPORTED_MODULE_4__/* .SimulationError */ .g$) {
                io.stderr(`${file}: ${e.message}\n`);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.usage;
            }
            throw e;
        }
    }
};
function r6(x) {
    return x === undefined ? undefined : Number(x.toPrecision(6));
}
/** How the layout was chosen, in words (region search: said with or without routing at the call). */
const LAYOUT_TEXT = {
    vf2: 'lowest-error SWAP-free placement',
    initial: 'the given initial layout',
    trivial: 'trivial placement, optimization level 0',
    'as-sent': 'as sent: already on the device'
};
function printNoisy(io, file, format, r, circuit, showTranspiled, toQasm3) {
    const tr = r.transpiled;
    const stats = (0,_quantum_circuit_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .circuitStats */ .V)(circuit);
    const transpiledInfo = tr && {
        numQubits: tr.circuit.numQubits,
        physicalQubits: tr.physicalQubits,
        initialLayout: tr.layout.initial,
        layoutMethod: tr.layout.method,
        finalLayout: r.finalLayout,
        swaps: tr.swaps,
        depth: tr.depth,
        gateCounts: tr.gateCounts,
        twoQubitGates: tr.twoQubitGates
    };
    if (format === 'json') {
        const out = {
            file,
            target: r.target,
            shots: r.shots,
            seed: r.seed,
            method: r.method,
            counts: r.counts,
            stats: {
                numQubits: stats.numQubits,
                numClbits: stats.numClbits,
                gates: stats.gates,
                twoQubitGates: stats.twoQubitGates,
                nonlocalGates: stats.nonlocalGates,
                midCircuitMeasurement: stats.midCircuitMeasurement,
                dynamic: stats.dynamic
            },
            sentTwoQubitGates: r.sentTwoQubitGates,
            transpiledTwoQubitGates: r.transpiledTwoQubitGates,
            transpiledDepth: r.transpiledDepth,
            transpiled: transpiledInfo,
            effective: r.effective,
            scorable: r.scorable,
            ...(r.unscorableReason ? { unscorableReason: r.unscorableReason } : {}),
            ...(r.fidelity !== undefined
                ? { fidelity: r.fidelity, rawFidelity: r.rawFidelity, mitigation: r.mitigation }
                : {}),
            timeMs: { transpile: r6(r.timeMs.transpile), simulate: r6(r.timeMs.simulate), score: r6(r.timeMs.score) }
        };
        if (showTranspiled && tr)
            out.qasm = toQasm3(tr);
        io.stdout(JSON.stringify(out) + '\n');
        return;
    }
    const e = r.effective;
    const lines = [
        `${file}: ${stats.numQubits} qubits, ${stats.numClbits} clbits, ${stats.gates} gates (${r.sentTwoQubitGates} two-qubit as sent)${stats.dynamic ? ', dynamic' : ''}`,
        `target ${r.target}, ${r.shots} shots, seed ${r.seed}, ${r.method}, transpile ${r.timeMs.transpile.toFixed(1)} ms, simulate ${r.timeMs.simulate.toFixed(1)} ms`
    ];
    if (e)
        lines.push(`noise (${e.backendName}, each qubit's and coupler's own calibration × ${e.scale}; device medians: T1 ${e.t1Us.toPrecision(4)} us, T2 ${e.t2Us.toPrecision(4)} us, sx error ${e.sxError.toPrecision(3)}, cz error ${e.czError.toPrecision(3)}, readout P(1|0) ${e.readoutP10.toPrecision(3)} P(0|1) ${e.readoutP01.toPrecision(3)}, idle relaxation ${e.idle ? 'on' : 'off'}`);
    if (e && e.qubits.length)
        lines.push(`qubits used: ${e.qubits.map((q) => `$${q.qubit} (T1 ${q.t1Us.toPrecision(3)} us, sx ${q.sxError.toPrecision(2)}, P(0|1) ${q.readoutP01.toPrecision(2)})`).join(', ')}`);
    if (e && e.couplers.length)
        lines.push(`couplers used: ${e.couplers.map((c) => `$${c.a}-$${c.b} (cz ${c.error.toPrecision(2)}, ${c.lengthNs} ns)`).join(', ')}`);
    if (tr) {
        const on = tr.physicalQubits.length ? ` on ${tr.physicalQubits.map((q) => '$' + q).join(' ')}` : '';
        const gates = Object.entries(tr.gateCounts)
            .sort()
            .map(([k, v]) => `${k} ${v}`)
            .join(', ') || 'none';
        lines.push(`transpiled: ${tr.circuit.numQubits} qubits${on}, ${tr.twoQubitGates} cz (sent ${r.sentTwoQubitGates} two-qubit), ${tr.swaps} swaps, depth ${tr.depth}, gates ${gates}`);
        const placed = tr.layout.initial.flatMap((p, l) => (p >= 0 ? [`q${l}→$${p}`] : []));
        if (placed.length)
            lines.push(`layout (${LAYOUT_TEXT[tr.layout.method] ?? (tr.swaps ? 'region search, routed' : 'region search')}${Number.isFinite(tr.layout.score) ? `, error score ${tr.layout.score.toPrecision(4)}` : ''}): ${placed.join(' ')}`);
    }
    if (r.fidelity !== undefined)
        lines.push(`fidelity vs ideal: ${r.fidelity.toFixed(4)} (${r.mitigation === 'workflow' ? 'workflow-mitigated' : 'readout-mitigated'}), raw ${r.rawFidelity.toFixed(4)}`);
    else
        lines.push(`fidelity: not scored (${r.unscorableReason ?? 'no shots'})`);
    const entries = Object.entries(r.counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const w = (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_6__/* .maxOf */ ._)(entries.map(([k]) => k.length), 0);
    for (const [k, v] of entries)
        lines.push(`  ${k.padEnd(w)}  ${v}`);
    if (showTranspiled && tr)
        lines.push('transpiled circuit:', toQasm3(tr).trimEnd());
    io.stdout(lines.join('\n') + '\n');
}


/***/ })

};
