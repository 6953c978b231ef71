export const id = 124;
export const ids = [124];
export const modules = {

/***/ 2002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ targetKindOf),
/* harmony export */   Rg: () => (/* binding */ showTarget),
/* harmony export */   Sf: () => (/* binding */ parseTargetSpec)
/* harmony export */ });
/* unused harmony exports MIN_SCALE, MAX_SCALE, MAX_TARGET_LENGTH */
/**
 * The device-target grammar: the one parser of target strings (`sim-cpu`, `fake:fez@1.6`, `ibm:ibm_fez`). Pure and
 * free of device data, so the Qsolve checks can use it without loading the quantum engine; `parseTarget` in
 * ./target.ts adds the device lookup the engine needs. Grammar (docs/devices.md#targets):
 *
 *     target := "sim-" name | "fake:" device [ "@" scale ] | "ibm:" hardware
 *     name   := [a-z0-9]{1,40}           device := [a-z0-9_]{1,40}        hardware := [A-Za-z0-9_.-]{1,60}
 *     scale  := [0-9]+ [ "." [0-9]+ ]    with 1 <= scale <= 10
 *
 * Nothing is trimmed or case-folded; a target is at most 100 characters of printable ASCII.
 */
const MIN_SCALE = 1;
const MAX_SCALE = 10;
/** Longest target string accepted (the longest valid one, `ibm:` and 60 characters, is 64). */
const MAX_TARGET_LENGTH = 100;
const FORMS = 'sim-<name>, fake:<device>[@<scale>] or ibm:<device>';
const fail = (reason, column, message) => ({
    ok: false,
    error: { reason, column, message }
});
/** Index of the first character of `s` (from `from`) outside `allowed`, or -1. */
function firstOutside(s, from, allowed) {
    for (let i = from; i < s.length; i++)
        if (!allowed.test(s[i]))
            return i;
    return -1;
}
/** A target string for a message: printable ASCII kept, anything else as \uXXXX, at most 60 characters. */
function showTarget(text) {
    const cut = text.length > 60 ? text.slice(0, 60) : text;
    let out = '';
    for (const ch of cut) {
        const cp = ch.codePointAt(0) ?? 0;
        out +=
            cp >= 0x20 && cp < 0x7f ? ch : cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
    }
    return cut === text ? out : `${out}…`;
}
function describeChar(s, i) {
    const cp = s.codePointAt(i) ?? 0;
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
/** Parses a target string. Never throws; an error names the reason and the 1-based column. */
function parseTargetSpec(text) {
    if (typeof text !== 'string' || text.length === 0)
        return fail('empty', 1, `a target is one of ${FORMS}, got nothing`);
    if (text.length > MAX_TARGET_LENGTH)
        return fail('too-long', MAX_TARGET_LENGTH + 1, `a target is at most ${MAX_TARGET_LENGTH} characters, got ${text.length}`);
    const bad = firstOutside(text, 0, /[\x21-\x7e]/);
    if (bad >= 0)
        return fail('character', bad + 1, `character ${describeChar(text, bad)} at column ${bad + 1} is not allowed (a target is printable ASCII without spaces)`);
    if (text.startsWith('sim-')) {
        const name = text.slice(4);
        if (name.length === 0)
            return fail('sim-name', 5, 'sim-<name> needs a name after "sim-" (for example sim-cpu)');
        const i = firstOutside(text, 4, /[a-z0-9]/);
        if (i >= 0)
            return fail('sim-name', i + 1, `"${text[i]}" at column ${i + 1}: a simulator name is lowercase letters and digits`);
        if (name.length > 40)
            return fail('sim-name', 45, 'a simulator name is at most 40 characters');
        return { ok: true, target: { kind: 'sim', text, simulator: name } };
    }
    if (text.startsWith('fake:')) {
        const at = text.indexOf('@', 5);
        const device = text.slice(5, at < 0 ? undefined : at);
        if (device.length === 0)
            return fail('device', 6, 'fake:<device> needs a device name after "fake:" (for example fake:fez)');
        const i = firstOutside(device, 0, /[a-z0-9_]/);
        if (i >= 0)
            return fail('device', i + 6, `"${device[i]}" at column ${i + 6}: a device name is lowercase letters, digits and _ (for example fake:fez)`);
        if (device.length > 40)
            return fail('device', 46, 'a device name is at most 40 characters');
        if (at < 0)
            return { ok: true, target: { kind: 'fake', text, device, scale: 1 } };
        const scaleText = text.slice(at + 1);
        const col = at + 2;
        const second = scaleText.indexOf('@');
        if (second >= 0)
            return fail('scale', col + second, `a second "@" at column ${col + second}: write one scale`);
        if (!/^[0-9]+(?:\.[0-9]+)?$/.test(scaleText))
            return fail('scale', col, `the scale must be a decimal number between ${MIN_SCALE} and ${MAX_SCALE}, got '${scaleText}'`);
        const scale = Number(scaleText);
        if (!(scale >= MIN_SCALE && scale <= MAX_SCALE))
            return fail('scale-range', col, `the scale must be between ${MIN_SCALE} and ${MAX_SCALE}, got ${scaleText}`);
        return { ok: true, target: { kind: 'fake', text, device, scale, scaleText } };
    }
    if (text.startsWith('ibm:')) {
        const device = text.slice(4);
        if (device.length === 0)
            return fail('hardware', 5, 'ibm:<device> needs a device name after "ibm:" (for example ibm:ibm_fez)');
        const i = firstOutside(device, 0, /[A-Za-z0-9_.-]/);
        if (i >= 0)
            return fail('hardware', i + 5, `"${device[i]}" at column ${i + 5}: a hardware device name is letters, digits, _ . and -`);
        if (device.length > 60)
            return fail('hardware', 65, 'a hardware device name is at most 60 characters');
        return { ok: true, target: { kind: 'ibm', text, device } };
    }
    return fail('form', 1, `a target is one of ${FORMS} (for example sim-cpu or fake:fez@1.6)`);
}
/** The kind of a grammatical target, undefined for one outside the grammar. */
function targetKindOf(text) {
    const p = parseTargetSpec(text);
    return p.ok ? p.target.kind : undefined;
}


/***/ }),

/***/ 91173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ bindRecords),
/* harmony export */   xD: () => (/* binding */ currentBinding)
/* harmony export */ });
/* unused harmony exports caseList, bindingFindings */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95278);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58426);
/* harmony import */ var _runner_cache_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2255);
/**
 * Run records are bound to what they judge (docs/qsolve.md "Run records", docs/security.md): `benchgate qsolve run
 * --out` writes `binding` = the SHA-256 of the workflow folder's content (code, manifest, schemas, examples, every case
 * input: every file but benchgate's own `.benchgate/` and caches), benchgate's version and the case list; a check that
 * decides from records compares all three with the workflow it judges and refuses records that do not match.
 */





/** The case list as the binding records it: `cases/<name>` and `hardware_cases/<name>`, in file order. Pure. */
function caseList(s) {
    if (!s.cases)
        return [];
    return [...s.cases.cases.map((c) => `cases/${c.name}`), ...s.cases.hardware.map((c) => `hardware_cases/${c.name}`)];
}
/** The records file's path inside the workflow folder (left out of the digest), or undefined when outside it. */
function insideFolder(folderAbs, fileAbs) {
    if (fileAbs === undefined)
        return undefined;
    const r = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(folderAbs, fileAbs);
    return r === '' || r.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(r) ? undefined : r.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
}
/**
 * The binding of the workflow as it is now. Not hashed: `recordsAbs` (the records file, when inside the folder) and
 * benchgate's own `.benchgate.yml` at the folder's root (the job's and the tree's settings, not the workflow's
 * content: its options are checked where they apply, and a checked tree's file may only tighten them).
 */
async function currentBinding(s, recordsAbs) {
    const records = insideFolder(s.folderAbs, recordsAbs);
    const content = await (0,_runner_cache_key_js__WEBPACK_IMPORTED_MODULE_2__/* .workflowDigest */ .s)(s.folderAbs, [...(records ? [records] : []), '.benchgate.yml']);
    if (content === undefined)
        return undefined;
    return { content: `sha256:${content}`, benchgate: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x, cases: caseList(s) };
}
/** Compares the records' binding with the workflow's. Pure: the findings (QS045–QS048, errors on cases_pass). */
function bindingFindings(binding, now, file, folder) {
    const at = { file, gate: 'cases_pass' };
    if (!binding)
        return [
            (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS045, `run records ${file} carry no binding to a workflow (content digest, benchgate version, case list), so they cannot be shown to judge ${folder}; they were not used`, at)
        ];
    const out = [];
    if (!now)
        out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS046, `the content of ${folder} cannot be digested (over 5,000 files or 256 MiB), so run records ${file} cannot be matched to it; they were not used`, at));
    else if (binding.content !== now.content)
        out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS046, `run records ${file} were written for other content than ${folder} has now (digest ${binding.content.slice(0, 19)}…, the workflow's ${now.content.slice(0, 19)}…: its code, manifest, schemas or a case input changed, or the records come from another workflow); they were not used`, at));
    if (binding.benchgate !== _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x)
        out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS047, `run records ${file} were written by benchgate ${binding.benchgate.slice(0, 40)}, this is benchgate ${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x}; they were not used`, at));
    if (now && JSON.stringify(binding.cases) !== JSON.stringify(now.cases))
        out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS048, `run records ${file} were written for the cases [${binding.cases.slice(0, 8).join(', ')}${binding.cases.length > 8 ? ', …' : ''}], ${folder} has [${now.cases.slice(0, 8).join(', ')}${now.cases.length > 8 ? ', …' : ''}]; they were not used`, at));
    return out;
}
/**
 * Checks records read from a file against the workflow they are to judge: records that do not match are dropped
 * (the run gates stay undecided) with the mismatch findings; records that match are kept, with a QS049 notice that
 * this run decided from them and ran no workflow code and no sandbox.
 */
async function bindRecords(s, rec, recordsAbs) {
    if (!rec.records || rec.file === undefined)
        return rec;
    const problems = bindingFindings(rec.records.binding, await currentBinding(s, recordsAbs), rec.file, s.folder);
    if (problems.length) {
        return {
            ...rec,
            records: undefined,
            findings: [...rec.findings, ...problems],
            notRun: `the run records ${rec.file} were refused (${problems.map((p) => p.code).join(', ')}) and no workflow code ran in this run`
        };
    }
    return {
        ...rec,
        fromRecords: true,
        findings: [
            ...rec.findings,
            (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS049, `decided from the run records ${rec.file} (bound to this workflow's content, benchgate ${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x} and its cases); no workflow code and no sandbox ran in this run`, { file: rec.file })
        ]
    };
}


/***/ }),

/***/ 74394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ decideCase),
/* harmony export */   cN: () => (/* binding */ refusedText),
/* harmony export */   gI: () => (/* binding */ formatMetric),
/* harmony export */   uJ: () => (/* binding */ quantumMethodOf),
/* harmony export */   wh: () => (/* binding */ headlineAccuracy)
/* harmony export */ });
/* unused harmony exports MATCHES, BELOW, NO_HEADLINE, fmtBelow, failureMessage, installStep, fmtAbove, boundFailure, wilson, accuracyOf, layoutText, layoutsOf */
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53309);
/* harmony import */ var _quantum_devices_target_syntax_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2002);
/* harmony import */ var _reported_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63501);



const MATCHES = 'Matches the best classical answer';
const BELOW = 'Below the best classical answer';
const NO_HEADLINE = 'no headline metric: quantum and reference could not be compared';
const GAP_SLACK = 1e-9;
const CLAIM_TOLERANCE = 1e-6;
const MIN_COVERAGE = 0.9;
/** Circuits over this many qubits cannot be scored against an ideal output. */
const MAX_SCORABLE_QUBITS = 20;
const WILSON_Z = 1.96;
const finite = (x) => typeof x === 'number' && Number.isFinite(x);
/** A method that crashed: status `failed`, or an unavailable reason starting with `failed:`. */
function methodFailed(m) {
    return m.status === 'failed' || (typeof m.reason === 'string' && m.reason.startsWith('failed:'));
}
/** The usable value of a method: the re-evaluated objective when there is one, else the claimed one. */
function methodValue(m) {
    if (!m || m.status !== 'ok' || methodFailed(m))
        return null;
    if (finite(m.evaluated))
        return m.evaluated;
    if (finite(m.objective))
        return m.objective;
    return null;
}
/** The headline quantum method: the first quantum method in the record. */
function quantumMethodOf(c) {
    return c.methods.find((m) => m.kind === 'quantum');
}
/** The baseline: the method marked `reference`, else one named `reference`. */
function referenceMethodOf(c) {
    return (c.methods.find((m) => m.reference === true) ??
        c.methods.find((m) => m.name === 'reference' && m.reference !== false));
}
function gapOf(q, r) {
    return (q - r) / Math.max(Math.abs(r), 1e-12);
}
/** Share of the quantum method's shots in scorable circuits (≤ 20 qubits, no mid-circuit measurement); null without shots. */
function scorableCoverage(m) {
    let all = 0;
    let ok = 0;
    for (const c of m.circuits) {
        all += c.shots;
        if (c.qubits <= MAX_SCORABLE_QUBITS && !c.mid_circuit_measurement)
            ok += c.shots;
    }
    return all > 0 ? ok / all : null;
}
/** Shows `v` with as few decimals as keep it visibly below `bound` (so "0.9699 < 0.97", never "0.97 < 0.97"). */
function fmtBelow(v, bound) {
    for (let d = 4; d <= 17; d++) {
        const s = String(Number(v.toFixed(d)));
        if (Number(s) < bound)
            return s;
    }
    return String(v);
}
/** Percentage rounded down to one decimal, so a coverage under 90 % never prints as 90. */
function fmtPercentDown(share) {
    return String(Math.floor(share * 1000 + 1e-9) / 10);
}
/**
 * The first documented failure that applies, or null. Order: no headline metric; method failed; claimed vs
 * re-evaluated objective; no circuit; no mitigation numbers; coverage; (benchgate's) a reported fidelity above its
 * measurement under `verify`; fidelity; post-selection; no circuit size; too many two-qubit gates.
 */
function failureMessage(c, mode = DEFAULT_REPORTED_MITIGATION) {
    return firstFailure(c, mode)?.message ?? null;
}
function firstFailure(c, mode) {
    const qm = quantumMethodOf(c);
    const rm = referenceMethodOf(c);
    if (methodValue(qm) === null || methodValue(rm) === null)
        return { message: NO_HEADLINE };
    const quantum = qm;
    for (const m of c.methods) {
        if (methodFailed(m))
            return {
                message: `method ${m.name} failed: ${(m.reason ?? '').replace(/^failed:\s*/, '') || 'no reason given'}`
            };
    }
    for (const m of c.methods) {
        if (finite(m.objective) &&
            finite(m.evaluated) &&
            Math.abs(m.objective - m.evaluated) > CLAIM_TOLERANCE * Math.max(1, Math.abs(m.evaluated))) {
            return { message: `method ${m.name} claimed ${m.objective}, its solution gives ${m.evaluated}` };
        }
    }
    if (quantum.circuits.length === 0)
        return { message: `quantum method ${quantum.name} sent no circuit to the backend` };
    const e = c.expect ?? {};
    const chk = (0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .checkMitigation */ .If)(quantum, mode, scorableCoverage(quantum));
    const fid = chk.fidelity.value;
    const post = chk.postselection.value;
    // a number `ignore` refuses to take from the workflow is not "no number": the case is undecided (decideCase)
    const noFid = fid === null && chk.fidelity.status !== 'undecidable';
    const noPost = post === null && chk.postselection.status !== 'undecidable';
    if ((e.min_fidelity !== undefined && noFid) || (e.min_postselection !== undefined && noPost))
        return { message: 'no mitigation numbers reported' };
    if (e.min_fidelity !== undefined) {
        const cov = chk.coverage ?? scorableCoverage(quantum);
        if (cov === null || cov < MIN_COVERAGE) {
            return {
                message: `only ${fmtPercentDown(cov ?? 0)}% of the quantum method's shots could be scored against an ideal output (at least 90% are needed; circuits over ${MAX_SCORABLE_QUBITS} qubits or with mid-circuit measurement cannot be scored)`
            };
        }
        if (chk.fidelity.status === 'refused')
            return { message: refusedText(chk), refused: true };
        if (fid !== null && fid < e.min_fidelity)
            return { message: `fidelity ${fmtBelow(fid, e.min_fidelity)} < ${e.min_fidelity}` };
    }
    if (e.min_postselection !== undefined && post !== null && post < e.min_postselection)
        return { message: `post-selection ${fmtBelow(post, e.min_postselection)} < ${e.min_postselection}` };
    if (e.max_two_qubit_gates !== undefined) {
        if (quantum.circuits.some((x) => x.two_qubit_gates === null || x.two_qubit_gates === undefined))
            return { message: 'no circuit size reported' };
        const max = (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .maxOf */ ._)(quantum.circuits.map((x) => x.two_qubit_gates));
        if (max > e.max_two_qubit_gates)
            return { message: `${max} two-qubit gates > ${e.max_two_qubit_gates}` };
    }
    return null;
}
/** QS050's text: both numbers, the tolerance and how it was derived. */
function refusedText(chk) {
    const f = chk.fidelity;
    return `fidelity ${f.reported} ${_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_REPORTED */ .HT} is above benchgate's own measurement of the same circuits, ${(0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .measuredText */ .AY)(f)}, plus its tolerance ${(0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .fmt4 */ .QR)(f.tolerance ?? 0)} (${_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .FIDELITY_SIGMAS */ .Yh} standard errors at ${chk.scoredShots} scored shots); reported-mitigation: verify accepts at most ${(0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .fmt4 */ .QR)((f.measured ?? 0) + (f.tolerance ?? 0))}`;
}
/** benchgate's number as the source of a gated value: `measured by benchgate, readout-mitigated (raw 0.7538)`. */
function ownText(n, which) {
    if (which !== 'fidelity')
        return _reported_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_MEASURED */ .Uy;
    return `${_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_MEASURED */ .Uy}, readout-mitigated${typeof n.raw === 'number' ? ` (raw ${(0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .fmt4 */ .QR)(n.raw)})` : ''}`;
}
/** Whose number a failing bound used, with the other side beside it. */
function sourceNote(chk, which) {
    const n = chk[which];
    const own = which === 'fidelity'
        ? `${_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_MEASURED */ .Uy}: ${(0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .measuredText */ .AY)(n)}`
        : `${_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_MEASURED */ .Uy}: ${n.measured === null ? "none (it does not know the workflow's error checks)" : (0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .fmt4 */ .QR)(n.measured)}`;
    switch (n.status) {
        case 'verified':
        case 'unverified':
        case 'trusted':
            return `${n.status === 'trusted' ? '' : `${n.status} `}value ${_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_REPORTED */ .HT} (reported-mitigation: ${chk.mode}); ${own}`;
        case 'ignored':
            return `${ownText(n, which)}; the ${(0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .fmt4 */ .QR)(n.reported)} ${_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_REPORTED */ .HT} is not used (reported-mitigation: ignore)`;
        case 'measured':
            return ownText(n, which);
        default:
            return null;
    }
}
/** Why `ignore` leaves a case undecided: a bound whose only number is the workflow's. */
function undecidableNote(c, chk) {
    if (!chk || chk.mode !== 'ignore')
        return null;
    const e = c.expect ?? {};
    const parts = [];
    if (e.min_fidelity !== undefined && chk.fidelity.status === 'undecidable')
        parts.push(`min_fidelity: benchgate scored no circuit of this target (it scores fake: targets), and the fidelity ${(0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .fmt4 */ .QR)(chk.fidelity.reported)} ${_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_REPORTED */ .HT} is not used`);
    if (e.min_postselection !== undefined && chk.postselection.status === 'undecidable')
        parts.push(`min_postselection: benchgate cannot measure the post-selection share (it does not know the workflow's error checks), and the share ${(0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .fmt4 */ .QR)(chk.postselection.reported)} ${_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_REPORTED */ .HT} is not used`);
    return parts.length ? `undecided under reported-mitigation: ignore: ${parts.join('; ')}` : null;
}
/** Python distribution names that differ from the module name (the install step names the distribution). */
const PIP_NAMES = {
    sklearn: 'scikit-learn',
    yaml: 'pyyaml',
    cv2: 'opencv-python',
    PIL: 'pillow',
    qiskit_ibm_runtime: 'qiskit-ibm-runtime',
    qiskit_aer: 'qiskit-aer',
    qiskit_nature: 'qiskit-nature'
};
/** The install step of a missing module: `pip install …` for Python workflows, `npm install …` for JavaScript ones. */
function installStep(module, language) {
    if (language === 'javascript') {
        const parts = module.split('/');
        return `npm install ${module.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
    }
    const top = module.split('.')[0];
    return `pip install ${PIP_NAMES[top] ?? top.replace(/_/g, '-')}`;
}
/** Why the headline is missing when a method raised MethodUnavailable, and how to make the method available. */
function unavailableNote(m, language) {
    const reason = m.reason ? `: ${m.reason}` : '';
    const mod = typeof m.missing_module === 'string' && m.missing_module !== '' ? m.missing_module : undefined;
    const how = mod
        ? `make it available by installing the module ${mod} in the CI job before benchgate runs (a step \`${installStep(mod, language)}\`), or locally in the interpreter benchgate uses (qsolve option \`python\`)`
        : 'make it available where benchgate runs (install what it needs), or have it fall back to circuits it can build without the missing piece';
    return `method ${m.name} is unavailable here${reason}; ${how}`;
}
/** Shows `v` with as many significant digits as show it is above `bound` (so "0.0500001 > 0.05", never "0.05 > 0.05"). */
function fmtAbove(v, bound) {
    for (let p = 6; p <= 17; p++) {
        const s = String(Number(v.toPrecision(p)));
        if (Number(s) > bound)
            return s;
    }
    return String(v);
}
/** max_gap (default 0, `gap <= max_gap + 1e-9`) or, when set, max_abs_error (two-sided). Returns the note of a failure, or null. */
function boundFailure(q, r, e) {
    if (e.max_abs_error !== undefined) {
        const err = Math.abs(q - r);
        return err <= e.max_abs_error
            ? null
            : `absolute error ${fmtAbove(err, e.max_abs_error)} > max_abs_error ${e.max_abs_error}`;
    }
    const maxGap = e.max_gap ?? 0;
    const gap = gapOf(q, r);
    return gap <= maxGap + GAP_SLACK ? null : `gap ${fmtAbove(gap, maxGap + GAP_SLACK)} > max_gap ${maxGap}`;
}
/** 95 % Wilson score interval (z = 1.96, no continuity correction) for a share q observed on n cases. */
function wilson(q, n, z = WILSON_Z) {
    const z2 = z * z;
    const denom = 1 + z2 / n;
    const centre = (q + z2 / (2 * n)) / denom;
    const half = (z * Math.sqrt((q * (1 - q)) / n + z2 / (4 * n * n))) / denom;
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
/** Accuracy, its ± and the verdict for quantum q against baseline r under the manifest metric. */
function accuracyOf(q, r, metric, stderr, nTest) {
    const tolAbs = metric.tolerance_abs;
    if (metric.kind === 'error_rate') {
        const interval = nTest !== null && Number.isInteger(nTest) && nTest >= 1 && q >= 0 && q <= 1 ? wilson(q, nTest) : undefined;
        const bound = r + metric.tolerance + (tolAbs ?? 0);
        const matches = q <= bound || (interval !== undefined && interval[0] <= bound);
        return {
            accuracy: 1 - q,
            plusMinus: interval ? (interval[1] - interval[0]) / 2 : null,
            ...(interval ? { interval } : {}),
            verdict: matches ? MATCHES : BELOW
        };
    }
    const absR = Math.max(Math.abs(r), 1e-12);
    const diff = Math.abs(q - r);
    const accuracy = metric.kind === 'relative_gap' ? 1 - Math.max((q - r) / absR, 0) : 1 - diff / absR;
    const plusMinus = metric.kind === 'relative_error' && stderr !== null ? stderr / absR : null;
    const matches = accuracy >= 1 - metric.tolerance - 1e-12 ||
        (tolAbs !== undefined && diff <= tolAbs) ||
        (stderr !== null && stderr >= 0 && stderr <= Math.abs(r) / 4 && diff <= 2 * stderr) ||
        (metric.kind === 'relative_gap' && q <= r);
    return { accuracy, plusMinus, verdict: matches ? MATCHES : BELOW };
}
/** Decides one case record completely. */
function decideCase(c, metric, language, mode = _reported_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_REPORTED_MITIGATION */ .A) {
    const qm = quantumMethodOf(c);
    const rm = referenceMethodOf(c);
    const base = {
        name: c.name,
        target: c.target,
        list: c.list ?? 'cases',
        seed: c.seed,
        status: 'fail',
        raised: false,
        message: null,
        quantum: null,
        baseline: null,
        gap: null,
        absError: null,
        accuracy: null,
        plusMinus: null,
        verdict: null,
        fidelity: null,
        coverage: null,
        postselection: null,
        maxTwoQubitGates: null,
        shots: null,
        circuits: 0,
        wallTime: finite(c.wall_time_s) ? c.wall_time_s : null
    };
    if (c.exception)
        return {
            ...base,
            raised: true,
            message: `${c.exception.type}: ${c.exception.message}`,
            ...(c.exception.traceback ? { traceback: c.exception.traceback } : {})
        };
    if (c.unavailable) {
        // The seed: an `ibm:` target under `cases` cannot run in validation (no network, no device) and fails; so does
        // a target outside the grammar (e.g. `fake:fez@11`). A valid target benchgate merely lacks stays undecided.
        const kind = (0,_quantum_devices_target_syntax_js__WEBPACK_IMPORTED_MODULE_2__/* .targetKindOf */ .$s)(c.target);
        if (base.list === 'cases' && (kind === 'ibm' || kind === undefined)) {
            const why = kind === 'ibm'
                ? `${c.target} cannot run in validation (no network, no device access); move the case to hardware_cases or give it a fake:<device>@<scale> target`
                : `target "${c.target}" cannot run: ${c.unavailable}`;
            return { ...base, message: NO_HEADLINE, note: why };
        }
        return { ...base, status: 'undecided', note: `not run: ${c.unavailable}` };
    }
    const missing = [qm, rm].find((m) => m && m.status === 'unavailable' && !methodFailed(m));
    if (qm) {
        base.quantumMethod = qm.name;
        const chk = (0,_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .checkMitigation */ .If)(qm, mode, scorableCoverage(qm));
        base.fidelity = chk.fidelity.value;
        base.postselection = chk.postselection.value;
        base.coverage = chk.coverage ?? scorableCoverage(qm);
        if (chk.fidelity.status !== 'none' || chk.postselection.status !== 'none')
            base.mitigation = chk;
        base.circuits = qm.circuits.length;
        const lay = layoutsOf(qm.circuits);
        if (lay.length)
            base.layouts = lay;
        const counts = qm.circuits.map((x) => x.two_qubit_gates).filter(finite);
        base.maxTwoQubitGates = counts.length ? (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .maxOf */ ._)(counts) : null;
        const transpiled = qm.circuits.map((x) => x.transpiled_two_qubit_gates).filter(finite);
        if (transpiled.length)
            base.maxTranspiledTwoQubitGates = (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .maxOf */ ._)(transpiled);
        base.shots = qm.circuits.length ? qm.circuits.reduce((s, x) => s + x.shots, 0) : null;
        if (base.wallTime === null && finite(qm.wall_time_s))
            base.wallTime = qm.wall_time_s;
    }
    if (rm)
        base.referenceMethod = rm.name;
    const q = methodValue(qm);
    const r = methodValue(rm);
    if (q !== null && r !== null) {
        base.quantum = q;
        base.baseline = r;
        base.gap = gapOf(q, r);
        base.absError = Math.abs(q - r);
        const stderr = finite(qm?.stderr) ? qm?.stderr : null;
        const nRaw = qm?.details?.n_test;
        const acc = accuracyOf(q, r, metric, stderr, finite(nRaw) ? nRaw : null);
        base.accuracy = acc.accuracy;
        base.plusMinus = acc.plusMinus;
        if (acc.interval)
            base.interval = acc.interval;
        base.verdict = acc.verdict;
    }
    const fail = firstFailure(c, mode);
    const msg = fail?.message ?? null;
    if (msg === NO_HEADLINE && missing)
        return { ...base, message: msg, note: unavailableNote(missing, language) };
    if (fail?.refused)
        return { ...base, message: fail.message, refusedReport: true };
    if (msg !== null) {
        // `fidelity F < B` / `post-selection P < B`: say whose number F or P is (every channel carries the note)
        const which = msg.startsWith('fidelity ') ? 'fidelity' : msg.startsWith('post-selection ') ? 'postselection' : null;
        const whose = which && base.mitigation ? sourceNote(base.mitigation, which) : null;
        return { ...base, message: msg, ...(whose ? { note: whose } : {}) };
    }
    const note = boundFailure(q, r, c.expect ?? {});
    if (note !== null)
        return { ...base, note };
    const undecided = undecidableNote(c, base.mitigation);
    if (undecided !== null)
        return { ...base, status: 'undecided', note: undecided, mitigationUndecided: true };
    return { ...base, status: 'pass' };
}
/** Median of the accuracies of the `sim-` rows (the headline); null when there is none. */
function headlineAccuracy(decisions) {
    const xs = decisions
        .filter((d) => d.target.startsWith('sim-') && d.accuracy !== null)
        .map((d) => d.accuracy);
    xs.sort((a, b) => a - b);
    if (xs.length === 0)
        return { median: null, rows: 0 };
    const mid = Math.floor(xs.length / 2);
    return { median: xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2, rows: xs.length };
}
/** A metric value for tables and messages: 6 significant digits from 1e-4 to 1e6, else exponent form (4 digits). */
function formatMetric(x) {
    if (x === 0)
        return '0';
    const a = Math.abs(x);
    if (a >= 1e-4 && a < 1e6)
        return String(Number(x.toPrecision(6)));
    return x.toExponential(3);
}
/** One circuit's layout as text: `qubits 12, 13, 14; couplers 12-13, 13-14; vf2` (+ SWAPs when routed). */
function layoutText(l) {
    const cp = l.couplers.length ? l.couplers.map(([a, b]) => `${a}-${b}`).join(', ') : 'none';
    return `qubits ${l.physical_qubits.join(', ') || 'none'}; couplers ${cp}; ${l.method}${l.swaps ? `, ${l.swaps} SWAP(s)` : ''}`;
}
/** The distinct layouts of a method's circuits, in first-use order, with how many circuits used each. Pure. */
function layoutsOf(circuits) {
    const out = new Map();
    for (const c of circuits)
        if (c.layout) {
            const t = layoutText(c.layout);
            out.set(t, (out.get(t) ?? 0) + 1);
        }
    return [...out.entries()].map(([text, n]) => ({ text, circuits: n }));
}


/***/ }),

/***/ 36291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $I: () => (/* binding */ GATE_IDS),
  Wc: () => (/* binding */ GATE_TITLES),
  ax: () => (/* binding */ benchmarkCasesGate),
  YD: () => (/* binding */ casePlace),
  hx: () => (/* binding */ exampleInputsGate),
  Rx: () => (/* binding */ fidelityCase),
  db: () => (/* binding */ fidelityCheckedGate),
  Vh: () => (/* binding */ manifestGate),
  Oy: () => (/* binding */ methodsDeclaredGate),
  i1: () => (/* binding */ ranToResult),
  AQ: () => (/* binding */ runGates)
});

// UNUSED EXPORTS: estimateHonestGate, firstDifference, reproducibleGate

// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/quantum/devices/target-syntax.ts
var target_syntax = __webpack_require__(2002);
// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var codes = __webpack_require__(58426);
// EXTERNAL MODULE: ./src/suites/qsolve/decide.ts
var decide = __webpack_require__(74394);
// EXTERNAL MODULE: ./src/suites/qsolve/reported.ts
var qsolve_reported = __webpack_require__(63501);
;// CONCATENATED MODULE: ./src/suites/qsolve/reported-findings.ts
/**
 * Findings of the `reported-mitigation` checks (reported.ts): QS050 as a warning for a refused fidelity that
 * decides nothing (a refused one that decides `min_fidelity` fails the case: runGates gives it QS050 instead of
 * QS021), QS051 (verify: a reported number benchgate cannot measure decided a bound), QS052 (trust: a reported number
 * decided a bound) and QS053 (ignore: a bound left undecided). Each at the case's entry in cases.yaml. Pure.
 */




/** `benchgate measured 0.8312 readout-mitigated (raw 0.8101)` or why it has no number. */
function besideText(what, n, target) {
    if (n.measured !== null)
        return `${qsolve_reported/* LABEL_MEASURED */.Uy}: ${what === 'fidelity' ? (0,qsolve_reported/* measuredText */.AY)(n) : (0,qsolve_reported/* fmt4 */.QR)(n.measured)}`;
    if (what !== 'fidelity')
        return `${qsolve_reported/* LABEL_MEASURED */.Uy}: none (benchgate does not know the workflow's error checks)`;
    return target.startsWith('fake:')
        ? `${qsolve_reported/* LABEL_MEASURED */.Uy}: none (the run record holds no circuit benchgate scored)`
        : `${qsolve_reported/* LABEL_MEASURED */.Uy}: none (benchgate scores the circuits of fake: targets only)`;
}
/** `cases[i]` is the record `decisions[i]` was decided from. */
function reportedFindings(cases, decisions, at) {
    const out = [];
    for (const [i, d] of decisions.entries()) {
        const chk = d.mitigation;
        if (!chk || d.list !== 'cases')
            continue;
        const e = cases[i]?.expect ?? {};
        const where = { ...at(d.list, d.name), gate: 'cases_pass', subject: d.name };
        const head = `case "${d.name}" on ${d.target}`;
        const bounds = [
            { key: 'min_fidelity', what: 'fidelity', n: chk.fidelity },
            { key: 'min_postselection', what: 'post-selection share', n: chk.postselection }
        ];
        if (chk.fidelity.status === 'refused' && !d.refusedReport)
            out.push((0,finding/* finding */.g)(codes.QS.QS050, `${head}: ${(0,decide/* refusedText */.cN)(chk)} (the case sets no min_fidelity, so the refused number decides nothing)`, where, 'warning'));
        for (const b of bounds) {
            const bound = e[b.key];
            if (bound === undefined)
                continue;
            const reported = b.n.reported === null ? '' : `${b.what} ${b.n.reported} ${qsolve_reported/* LABEL_REPORTED */.HT}`;
            if (b.n.status === 'unverified')
                out.push((0,finding/* finding */.g)(codes.QS.QS051, `${head}: ${b.key} ${bound} was decided on the ${reported}, unverified (${besideText(b.what, b.n, d.target)})`, where));
            else if (b.n.status === 'trusted')
                out.push((0,finding/* finding */.g)(codes.QS.QS052, `${head}: ${b.key} ${bound} was decided on the ${reported} (reported-mitigation: trust); ${besideText(b.what, b.n, d.target)}`, where));
            else if (b.n.status === 'undecidable' && d.mitigationUndecided)
                out.push((0,finding/* finding */.g)(codes.QS.QS053, `${head}: ${b.key} ${bound} is undecided: the ${reported} is not used (reported-mitigation: ignore) and ${besideText(b.what, b.n, d.target).replace(`${qsolve_reported/* LABEL_MEASURED */.Uy}: `, `${qsolve_reported/* LABEL_MEASURED */.Uy} is `)}`, where));
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/suites/qsolve/gates.ts
/**
 * The eight Qsolve validation gates, as pure functions. Run-dependent gates (cases_pass, reproducible,
 * estimate_honest) are decided from run records only; without records they are `undecided`.
 */





const GATE_IDS = [
    'manifest',
    'example_inputs',
    'benchmark_cases',
    'methods_declared',
    'fidelity_checked',
    'cases_pass',
    'reproducible',
    'estimate_honest'
];
const GATE_TITLES = {
    manifest: 'The manifest and both schemas load and validate',
    example_inputs: 'At least one example exists and every example validates',
    benchmark_cases: 'At least one case is defined',
    methods_declared: 'The manifest declares at least two methods',
    fidelity_checked: 'A case sets a non-zero min_fidelity on a fake: or ibm: target',
    cases_pass: 'At least one case ran and every case meets its expect',
    reproducible: 'Re-running the first case gives the same result',
    estimate_honest: 'estimate() is within a factor of two of what the case sent'
};
const NEEDS_RECORDS = 'the test stage needs run records: run `benchgate qsolve decide RUN_RECORDS.json`, or `benchgate qsolve check DIR --records RUN_RECORDS.json` (the runner that produces them is a separate stage)';
const gate = (id, status, detail) => ({
    id,
    title: GATE_TITLES[id],
    status,
    ...(detail ? { detail } : {})
});
function fromFindings(id, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return gate(id, 'pass', passDetail);
    return gate(id, 'fail', errs.length === 1
        ? `${errs[0].code}: ${errs[0].message}`
        : `${errs.length} errors (first ${errs[0].code}: ${errs[0].message})`);
}
function manifestGate(findings) {
    return fromFindings('manifest', findings, 'manifest, input and output schemas load and validate');
}
/** @param inputSchemaOk false when the input schema is not available (then the examples cannot be judged). */
function exampleInputsGate(findings, count, inputSchemaOk) {
    const own = findings.filter((f) => f.gate === 'example_inputs' && f.severity === 'error');
    if (own.length > 0 || count === 0)
        return fromFindings('example_inputs', findings, '');
    if (!inputSchemaOk)
        return gate('example_inputs', 'undecided', `${count} example(s) found, but the input schema did not load, so they cannot be validated`);
    return gate('example_inputs', 'pass', `${count} example(s) validate against the input schema`);
}
/** @param parsed undefined when benchmarks/cases.yaml is missing. */
function benchmarkCasesGate(parsed) {
    if (!parsed)
        return gate('benchmark_cases', 'fail', 'E050: benchmarks/cases.yaml is missing');
    if (parsed.loadFinding)
        return gate('benchmark_cases', 'fail', `${parsed.loadFinding.code}: ${parsed.loadFinding.message}`);
    const errs = parsed.caseFindings.filter((f) => f.severity === 'error');
    if (errs.length > 0)
        return gate('benchmark_cases', 'fail', `\`qsolve test\` stops with a validation error: ${errs[0].message}${errs.length > 1 ? ` (and ${errs.length - 1} more)` : ''}`);
    if (parsed.cases.length === 0)
        return gate('benchmark_cases', 'fail', 'no case is defined under `cases`');
    return gate('benchmark_cases', 'pass', `${parsed.cases.length} case(s) defined`);
}
/** @param count undefined when the manifest's `methods` could not be read. */
function methodsDeclaredGate(count) {
    if (count === undefined)
        return gate('methods_declared', 'undecided', 'the manifest did not load, so its methods are unknown');
    return count >= 2
        ? gate('methods_declared', 'pass', `${count} methods declared`)
        : gate('methods_declared', 'fail', `the manifest declares ${count} method(s); at least two are needed (the quantum method and the reference)`);
}
/**
 * The first case that sets a non-zero min_fidelity and runs on a valid `fake:` or `ibm:` target. `runTarget` is the
 * target `qsolve test --target T` was given: as there, a case without its own target runs on it (the platform's gates
 * stage always runs such a case on sim-cpu, so it passes no run target).
 */
function fidelityCase(cases, runTarget) {
    const noisy = (t) => t !== undefined && ((0,target_syntax/* targetKindOf */.$s)(t) === 'fake' || (0,target_syntax/* targetKindOf */.$s)(t) === 'ibm');
    return cases.find((c) => c.expect.min_fidelity !== undefined && c.expect.min_fidelity !== 0 && noisy(c.target ?? runTarget))?.name;
}
function fidelityCheckedGate(parsed, runTarget) {
    if (!parsed)
        return gate('fidelity_checked', 'fail', 'no benchmarks/cases.yaml, so no noise-model case');
    if (parsed.loadFinding)
        return gate('fidelity_checked', 'undecided', 'benchmarks/cases.yaml did not load');
    const name = fidelityCase(parsed.cases, runTarget);
    if (name !== undefined) {
        const own = parsed.cases.find((c) => c.name === name)?.target !== undefined;
        return gate('fidelity_checked', 'pass', own
            ? `case "${name}" checks fidelity on a noisy target`
            : `case "${name}" checks fidelity on ${runTarget} (the run's --target, as \`qsolve test --target\`; the platform validates it on sim-cpu, so declare the target in the case)`);
    }
    return gate('fidelity_checked', 'fail', 'no case under `cases` sets a non-zero `min_fidelity` with its own `fake:` or `ibm:` target (the platform validates on sim-cpu, so declare e.g. `target: fake:fez@1.6`)');
}
/** The entry of a case in cases.yaml (by list and name), or the file itself. */
function casePlace(places, list, name) {
    if (!places)
        return {};
    const spec = places.specs.find((x) => x.list === list && x.name === name) ?? places.specs.find((x) => x.name === name);
    return spec ? { file: places.casesFile, line: spec.pos.line, column: spec.pos.column } : { file: places.casesFile };
}
/** The end of a traceback, bounded, for a finding's message. */
function tracebackTail(tb, max = 1500) {
    const t = tb.trimEnd();
    return t.length <= max ? t : `…${t.slice(t.length - max)}`;
}
/** True when the case ran to a result: it did not raise, its target was available, no needed module was missing. */
function ranToResult(c) {
    if (c.exception || c.unavailable)
        return false;
    const q = c.methods.find((m) => m.kind === 'quantum');
    const r = c.methods.find((m) => m.reference === true) ??
        c.methods.find((m) => m.name === 'reference' && m.reference !== false);
    return ![q, r].some((m) => m &&
        m.status === 'unavailable' &&
        typeof m.missing_module === 'string' &&
        m.missing_module !== '' &&
        !(m.reason ?? '').startsWith('failed:'));
}
/**
 * cases_pass, reproducible and estimate_honest from run records. Only `cases` entries count (validation ignores
 * hardware cases). `defined` is the list of cases from cases.yaml when known: each needs a record.
 */
function runGates(records, decisions, defined, file, places) {
    if (!records) {
        return {
            gates: [
                gate('cases_pass', 'undecided', NEEDS_RECORDS),
                gate('reproducible', 'undecided', NEEDS_RECORDS),
                gate('estimate_honest', 'undecided', NEEDS_RECORDS)
            ],
            findings: []
        };
    }
    const findings = [];
    const loc = file ? { file } : {};
    const at = (list, name) => places ? casePlace(places, list, name) : loc;
    const validation = records.cases
        .map((c, i) => ({ c, d: decisions[i] }))
        .filter((x) => (x.c.list ?? 'cases') === 'cases');
    for (const { d } of validation) {
        if (d.status === 'fail' && !d.outputSchema) {
            let why = d.raised ? `FAIL ${d.message}` : (d.message ?? `fails its expect (${d.note ?? 'bound'})`);
            if (d.message !== null && d.note)
                why += ` (${d.note})`;
            const entry = at(d.list, d.name);
            let place = entry;
            if (d.raised && d.traceback) {
                const fr = places?.frame?.(d.traceback);
                if (fr) {
                    place = fr;
                    why += ` (raised at ${fr.file}:${fr.line}; the case is at ${entry.file ?? 'benchmarks/cases.yaml'}${entry.line ? `:${entry.line}` : ''})`;
                }
                why += `\n${tracebackTail(places?.tidy ? places.tidy(d.traceback) : d.traceback)}`;
            }
            // a reported fidelity benchgate refused (reported-mitigation: verify) has its own code
            findings.push((0,finding/* finding */.g)(d.refusedReport ? codes.QS.QS050 : codes.QS.QS021, `case "${d.name}" on ${d.target}: ${why}`, {
                ...place,
                gate: 'cases_pass',
                subject: d.name
            }));
        }
    }
    const missing = [];
    if (defined) {
        const names = new Set(validation.map((x) => x.c.name));
        for (const s of defined) {
            if (!names.has(s.name)) {
                missing.push(s.name);
                findings.push((0,finding/* finding */.g)(codes.QS.QS022, `case "${s.name}" has no run record, so it did not run`, {
                    ...loc,
                    ...(places ? { file: places.casesFile } : {}),
                    line: s.pos.line,
                    column: s.pos.column,
                    gate: 'cases_pass',
                    subject: s.name
                }));
            }
        }
        const definedNames = new Set(defined.map((s) => s.name));
        for (const { c } of validation) {
            if (!definedNames.has(c.name))
                findings.push((0,finding/* finding */.g)(codes.QS.QS023, `the run records hold case "${c.name}", which benchmarks/cases.yaml does not define`, {
                    ...loc,
                    subject: c.name
                }));
        }
    }
    const failed = validation.filter((x) => x.d.status === 'fail');
    const undecided = validation.filter((x) => x.d.status === 'undecided');
    const skipped = validation.filter((x) => x.d.status === 'skipped');
    // a case `reported-mitigation: ignore` leaves undecided ran: its finding is QS053 (reportedFindings)
    for (const { d } of undecided.filter((x) => !x.d.mitigationUndecided))
        findings.push((0,finding/* finding */.g)(codes.QS.QS032, `case "${d.name}" on ${d.target} did not run: ${(d.note ?? '').replace(/^not run: /, '')}`, {
            ...at(d.list, d.name),
            gate: 'cases_pass',
            subject: d.name
        }));
    for (const { d } of skipped)
        findings.push((0,finding/* finding */.g)(codes.QS.QS033, `case "${d.name}" on ${d.target} skipped: ${d.note ?? ''}`, {
            ...at(d.list, d.name),
            gate: 'cases_pass',
            subject: d.name
        }));
    let casesPass;
    if (validation.length === 0)
        casesPass = gate('cases_pass', 'fail', 'no case ran');
    else if (failed.length > 0) {
        const d = failed[0].d;
        casesPass = gate('cases_pass', 'fail', `${failed.length} of ${validation.length} case(s) fail; first "${d.name}": ${d.raised ? 'FAIL ' : ''}${d.message ?? d.note ?? 'fails its expect'}`);
    }
    else if (missing.length > 0)
        casesPass = gate('cases_pass', 'fail', `${missing.length} case(s) have no run record (first "${missing[0]}")`);
    else if (skipped.length === validation.length) {
        casesPass = gate('cases_pass', 'skipped', `every case was skipped: ${skipped[0].d.note ?? ''}`);
    }
    else if (undecided.length > 0 || skipped.length > 0) {
        const d = (undecided[0] ?? skipped[0]).d;
        const passed = validation.length - undecided.length - skipped.length;
        casesPass = gate('cases_pass', 'undecided', `${passed} of ${validation.length} case(s) pass; ${undecided.length + skipped.length} could not ${d.mitigationUndecided ? 'be decided' : 'run here'} (first "${d.name}": ${d.note ?? ''})`);
    }
    else
        casesPass = gate('cases_pass', 'pass', `${validation.length} of ${validation.length} case(s) pass`);
    (0,arrays/* pushAll */.iI)(findings, reportedFindings(records.cases, decisions, at));
    const gates = [casesPass];
    const first = validation.find((x) => ranToResult(x.c) && x.d.status !== 'undecided' && x.d.status !== 'skipped');
    if (first) {
        const rep = reproducibleGate(first.c, records.reproducible ?? undefined);
        gates.push(rep);
        if (rep.status === 'fail')
            findings.push((0,finding/* finding */.g)(codes.QS.QS027, rep.detail ?? 'not reproducible', {
                ...at(first.d.list, first.c.name),
                gate: 'reproducible',
                subject: first.c.name
            }));
        const est = estimateHonestGate(first.c);
        gates.push(est);
        if (est.status === 'fail') {
            const where = places?.estimate ?? at(first.d.list, first.c.name);
            findings.push((0,finding/* finding */.g)(codes.QS.QS028, est.detail ?? 'estimate off', { ...where, gate: 'estimate_honest', subject: first.c.name }));
        }
    }
    return { gates, findings };
}
const REPRO_REL = 1e-8;
const REPRO_ABS = 1e-12;
const IGNORED_KEYS = new Set(['wall_time_s', 'result_hash']);
/** First difference between two results (numbers within rel 1e-8 / abs 1e-12, wall times ignored), or null. */
function firstDifference(a, b, path = '') {
    if (typeof a === 'number' && typeof b === 'number') {
        if (a === b || (Number.isNaN(a) && Number.isNaN(b)))
            return null;
        const diff = Math.abs(a - b);
        return diff <= REPRO_ABS || diff <= REPRO_REL * Math.max(Math.abs(a), Math.abs(b))
            ? null
            : `${path || '/'}: ${a} vs ${b}`;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length)
            return `${path || '/'}: ${a.length} vs ${b.length} items`;
        for (let i = 0; i < a.length; i++) {
            const d = firstDifference(a[i], b[i], `${path}/${i}`);
            if (d)
                return d;
        }
        return null;
    }
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
        const ka = Object.keys(a)
            .filter((k) => !IGNORED_KEYS.has(k))
            .sort();
        const kb = Object.keys(b)
            .filter((k) => !IGNORED_KEYS.has(k))
            .sort();
        const keys = [...new Set([...ka, ...kb])].sort();
        for (const k of keys) {
            const d = firstDifference(a[k], b[k], `${path}/${k}`);
            if (d)
                return d;
        }
        return null;
    }
    if (a === b)
        return null;
    return `${path || '/'}: ${JSON.stringify(a) ?? 'absent'} vs ${JSON.stringify(b) ?? 'absent'}`;
}
function reproducibleGate(first, rep) {
    if (!rep)
        return gate('reproducible', 'undecided', `the run records hold no re-run of the first case "${first.name}"`);
    const r = rep.rerun;
    const same = r.name === first.name &&
        r.target === first.target &&
        r.seed === first.seed &&
        firstDifference(r.params, first.params) === null;
    if (!same)
        return gate('reproducible', 'fail', `the re-run is not of the first case that ran ("${first.name}" on ${first.target}, seed ${first.seed}, same params)`);
    if (first.result_hash && r.result_hash && first.result_hash === r.result_hash)
        return gate('reproducible', 'pass', `"${first.name}": same result hash`);
    const d = firstDifference({ exception: first.exception ?? null, methods: first.methods }, { exception: r.exception ?? null, methods: r.methods });
    if (d === null)
        return gate('reproducible', 'pass', `"${first.name}": every number equal within relative 1e-8 (absolute 1e-12)`);
    return gate('reproducible', 'fail', `re-running "${first.name}" gave a different result at ${d}`);
}
function estimateHonestGate(c) {
    let circuits = 0;
    let shots = 0;
    for (const m of c.methods) {
        circuits += m.circuits.length;
        for (const x of m.circuits)
            shots += x.shots;
    }
    const est = c.estimate;
    if (!est ||
        ((est.circuits === null || est.circuits === undefined) && (est.shots === null || est.shots === undefined))) {
        return gate('estimate_honest', 'pass', `note: no estimate() given for "${c.name}"`);
    }
    if (circuits === 0)
        return gate('estimate_honest', 'pass', `note: "${c.name}" sent no circuits`);
    const parts = [];
    const bad = [];
    const check = (what, e, actual) => {
        if (actual === 0)
            return;
        if (e === null || e === undefined) {
            parts.push(`no ${what} estimate`);
            return;
        }
        const ratio = e / actual;
        const txt = `${what} ${e} estimated vs ${actual} sent (ratio ${Number(ratio.toPrecision(4))})`;
        if (ratio >= 0.5 && ratio <= 2.0)
            parts.push(txt);
        else
            bad.push(txt);
    };
    check('circuits', est.circuits, circuits);
    check('shots', est.shots, shots);
    if (bad.length)
        return gate('estimate_honest', 'fail', `"${c.name}": ${bad.join('; ')}; the ratio must be 0.5 to 2.0`);
    return gate('estimate_honest', 'pass', `"${c.name}": ${parts.join('; ')}`);
}


/***/ }),

/***/ 10051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ compileUserSchema),
/* harmony export */   l: () => (/* binding */ compileOwnSchema)
/* harmony export */ });
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _linear_regexp_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52045);




const addFormatsFn = ((ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()["default"]) ?? (ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()));
const Draft7Ctor = ((ajv__WEBPACK_IMPORTED_MODULE_2___default()["default"]) ?? (ajv__WEBPACK_IMPORTED_MODULE_2___default()));
/**
 * Compiles a user JSON Schema (draft 2020-12, the default, or draft-07 by `$schema`). Each call uses its own Ajv
 * instance so `$id`s of different workflows never collide. No remote `$ref` is fetched. `pattern` and
 * `patternProperties` run on a linear-time engine (linear-regexp.ts), so no schema and no input can make validation
 * backtrack for ever; a pattern that engine cannot run fails the compile with `unsupportedPattern` set.
 */
function compileUserSchema(schema, opts = {}) {
    const code = opts.backtracking ? {} : { code: { regExp: _linear_regexp_js__WEBPACK_IMPORTED_MODULE_1__/* .linearRegExpEngine */ .vo } };
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
        if (typeof schema === 'boolean')
            return wrap(() => new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__.Ajv2020({ strict: false, ...code }).compile(schema));
        return { ok: false, message: 'a JSON Schema must be an object (or a boolean)' };
    }
    const dialect = schema.$schema;
    let ajv;
    if (dialect === undefined || (typeof dialect === 'string' && /2020-12|2019-09/.test(dialect))) {
        ajv = new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__.Ajv2020({
            strict: false,
            allErrors: false,
            useDefaults: opts.useDefaults ?? false,
            validateSchema: true,
            ...code
        });
    }
    else if (typeof dialect === 'string' && /draft-0[67]/.test(dialect)) {
        ajv = new Draft7Ctor({
            strict: false,
            allErrors: false,
            useDefaults: opts.useDefaults ?? false,
            validateSchema: true,
            ...code
        });
    }
    else {
        return { ok: false, message: `unsupported "$schema" ${JSON.stringify(dialect)}; use draft 2020-12 or draft-07` };
    }
    addFormatsFn(ajv);
    return wrap(() => ajv.compile(schema));
}
function wrap(make) {
    let fn;
    try {
        fn = make();
    }
    catch (e) {
        if (e instanceof _linear_regexp_js__WEBPACK_IMPORTED_MODULE_1__/* .UnsupportedPatternError */ .sZ)
            return { ok: false, message: e.message, unsupportedPattern: e.pattern };
        return { ok: false, message: e.message.split('\n')[0] };
    }
    const validate = (value) => {
        try {
            if (fn(value))
                return { ok: true };
        }
        catch (e) {
            return { ok: false, schemaPath: '#', instancePath: '', message: `validation raised: ${e.message}` };
        }
        const err = (fn.errors ?? [])[0];
        return err
            ? { ok: false, ...describe(err) }
            : { ok: false, schemaPath: '#', instancePath: '', message: 'does not match the schema' };
    };
    return { ok: true, validate };
}
function describe(err) {
    let message = err.message ?? 'does not match';
    let instancePath = err.instancePath;
    if (err.keyword === 'additionalProperties') {
        const extra = String(err.params.additionalProperty);
        message = `is not allowed (unknown key "${extra}")`;
        instancePath += '/' + extra.replace(/~/g, '~0').replace(/\//g, '~1');
    }
    if (err.keyword === 'enum')
        message += `: ${JSON.stringify(err.params.allowedValues)}`;
    return { schemaPath: err.schemaPath, instancePath, message };
}
/**
 * Compiles one of benchgate's own schemas (trusted, compiled once). Their few patterns use lookahead, so they run on
 * V8's engine; each is linear on any input (anchored, no nested quantifier), see docs/security/limits.md.
 */
function compileOwnSchema(schema) {
    const r = compileUserSchema(schema, { backtracking: true });
    if (!r.ok)
        throw new Error(`benchgate schema does not compile: ${r.message}`);
    return r.validate;
}


/***/ }),

/***/ 52045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T8: () => (/* binding */ findPatternPath),
/* harmony export */   sZ: () => (/* binding */ UnsupportedPatternError),
/* harmony export */   vo: () => (/* binding */ linearRegExpEngine)
/* harmony export */ });
/* unused harmony exports toRe2Syntax, linearRegExp */
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);
/**
 * Linear-time regular expressions for the JSON Schemas a workflow brings (`pattern`, `patternProperties`).
 *
 * A JSON Schema pattern is an ECMA-262 regular expression; V8 runs it by backtracking, so `^(a+)+$` against 42 `a`s
 * and a `!` takes longer than any time limit. benchgate runs workflow patterns on RE2 (the `re2js` port: pure
 * JavaScript, time linear in the input) with ECMAScript's meaning kept where the two differ:
 * - `.` matches anything but `\n`, `\r`, U+2028 and U+2029 (RE2's `.` only excludes `\n`);
 * - `\s` / `\S` are ECMAScript's white space set (RE2's `\s` is ASCII only);
 * - `\uXXXX`, `\u{…}`, surrogate pairs, `\cX`, `[^]`, `(?<name>…)` and `\p{Script=…}` are rewritten to RE2 syntax.
 * What RE2 cannot do in linear time (backreferences `\1` `\k<name>`, lookahead and lookbehind) is refused with an
 * UnsupportedPatternError, which the suite reports as a finding at the pattern's line: never a silent pass.
 */

/** A pattern the linear-time engine cannot run (backreference, lookaround, or something RE2 does not support). */
class UnsupportedPatternError extends Error {
    pattern;
    why;
    constructor(pattern, why) {
        super(`the pattern ${JSON.stringify(pattern.length > 200 ? pattern.slice(0, 200) + '…' : pattern)} cannot run in linear time: ${why}`);
        this.pattern = pattern;
        this.why = why;
        this.name = 'UnsupportedPatternError';
    }
}
/** ECMAScript's `\s` (WhiteSpace and LineTerminator) as the body of an RE2 class. */
const WS = '\\t\\n\\x0B\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** Its complement over all code points, as the body of a class (usable inside another class, unlike `[^…]`). */
const NOT_WS = '\\x00-\\x08\\x0E-\\x1F\\x21-\\x{9F}\\x{A1}-\\x{167F}\\x{1681}-\\x{1FFF}\\x{200B}-\\x{2027}\\x{202A}-\\x{202E}\\x{2030}-\\x{205E}\\x{2060}-\\x{2FFF}\\x{3001}-\\x{FEFE}\\x{FF00}-\\x{10FFFF}';
/** ECMAScript's `.` (without the s flag). */
const DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
const hex4 = /^[0-9A-Fa-f]{4}$/;
/**
 * Rewrites an ECMAScript (u-mode) pattern into RE2 syntax with the same meaning, or throws UnsupportedPatternError.
 * The pattern must already be a valid ECMAScript pattern (checked by the caller with `new RegExp(p, 'u')`).
 */
function toRe2Syntax(pattern) {
    let out = '';
    let inClass = false;
    const n = pattern.length;
    for (let i = 0; i < n;) {
        const c = pattern[i];
        if (c === '\\') {
            const d = pattern[i + 1] ?? '';
            if (d === 's' || d === 'S') {
                out += inClass ? (d === 's' ? WS : NOT_WS) : `[${d === 's' ? WS : NOT_WS}]`;
                i += 2;
                continue;
            }
            if (!inClass && /[1-9]/.test(d))
                throw new UnsupportedPatternError(pattern, `\\${d} is a backreference`);
            if (!inClass && d === 'k')
                throw new UnsupportedPatternError(pattern, '\\k<…> is a backreference');
            if (d === 'u') {
                // A surrogate pair written as two escapes is one code point in u-mode.
                const hi = pattern.slice(i + 2, i + 6);
                const lo = pattern.slice(i + 8, i + 12);
                if (hex4.test(hi) && pattern.slice(i + 6, i + 8) === '\\u' && hex4.test(lo)) {
                    const h = parseInt(hi, 16);
                    const l = parseInt(lo, 16);
                    if (h >= 0xd800 && h <= 0xdbff && l >= 0xdc00 && l <= 0xdfff) {
                        out += `\\x{${(((h - 0xd800) << 10) + (l - 0xdc00) + 0x10000).toString(16)}}`;
                        i += 12;
                        continue;
                    }
                }
            }
            if (d === 'p' || d === 'P') {
                const m = /^\{(?:(?:Script|sc|General_Category|gc)=)?([A-Za-z_]+)\}/.exec(pattern.slice(i + 2));
                if (m) {
                    out += `\\${d}{${m[1]}}`;
                    i += 2 + m[0].length;
                    continue;
                }
            }
            out += c + d;
            i += 2;
            continue;
        }
        if (inClass) {
            if (c === ']')
                inClass = false;
            out += c;
            i++;
            continue;
        }
        if (c === '[') {
            inClass = true;
            out += c;
            i++;
            if (pattern[i] === '^') {
                out += '^';
                i++;
            }
            continue;
        }
        if (c === '(' && pattern[i + 1] === '?') {
            const head = pattern.slice(i, i + 4);
            if (head.startsWith('(?=') || head.startsWith('(?!'))
                throw new UnsupportedPatternError(pattern, `${head.slice(0, 3)}…) is a lookahead`);
            if (head === '(?<=' || head === '(?<!')
                throw new UnsupportedPatternError(pattern, `${head}…) is a lookbehind`);
        }
        if (c === '.') {
            out += DOT;
            i++;
            continue;
        }
        out += c;
        i++;
    }
    return re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.translateRegExp(out);
}
/** Compiles an ECMAScript pattern to a linear-time matcher (`test` finds a match anywhere, as RegExp.prototype.test). */
function linearRegExp(pattern) {
    // Syntax first, with ECMAScript's own parser (compiling is linear; nothing is matched).
    new RegExp(pattern, 'u');
    const re2 = toRe2Syntax(pattern);
    let rx;
    try {
        rx = re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(re2);
    }
    catch (e) {
        throw new UnsupportedPatternError(pattern, `RE2 does not support it (${e.message})`);
    }
    const text = `/${pattern}/u (RE2)`;
    return { test: (s) => rx.test(s), toString: () => text };
}
/** ajv's `code.regExp` engine: (pattern, flags) → matcher. */
const linearRegExpEngine = Object.assign((pattern) => linearRegExp(pattern), { code: 'linearRegExp' });
/**
 * Where a pattern sits in a schema: the path of the first `pattern` value or `patternProperties` key equal to
 * `pattern` (for the finding's line), or undefined.
 */
function findPatternPath(schema, pattern) {
    const stack = [{ v: schema, path: [] }];
    let seen = 0;
    while (stack.length && seen++ < 100_000) {
        const { v, path } = stack.pop();
        if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push({ v: v[i], path: [...path, i] });
            continue;
        }
        if (!v || typeof v !== 'object')
            continue;
        const o = v;
        if (o.pattern === pattern)
            return [...path, 'pattern'];
        const pp = o.patternProperties;
        if (pp && typeof pp === 'object' && !Array.isArray(pp) && Object.prototype.hasOwnProperty.call(pp, pattern))
            return [...path, 'patternProperties', pattern];
        const keys = Object.keys(o);
        for (let k = keys.length - 1; k >= 0; k--)
            stack.push({ v: o[keys[k]], path: [...path, keys[k]] });
    }
    return undefined;
}


/***/ }),

/***/ 68647:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   Rr: () => (/* binding */ MANIFEST_NAMES),
/* harmony export */   ak: () => (/* binding */ metricOf)
/* harmony export */ });
/* unused harmony exports unknownKeys, suggestKey, editDistance */
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95278);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82702);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58426);
/* harmony import */ var _jsonschema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10051);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49508);
/* harmony import */ var _yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94525);






const MANIFEST_NAMES = ['qsolve.yaml', 'qsolve.json'];
let manifestValidator;
/** Parses and validates a manifest's text. Pure. */
function parseManifest(text, file) {
    const gate = 'manifest';
    const isJson = file.endsWith('.json');
    if (isJson) {
        try {
            JSON.parse(text);
        }
        catch (e) {
            const msg = e.message;
            const m = /position (\d+)/.exec(msg);
            const loc = m ? lineCol(text, Number(m[1])) : {};
            return { findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS001, `the manifest is not valid JSON: ${msg}`, { file, ...loc, gate })] };
        }
    }
    const loaded = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .loadYaml */ .yv)(text);
    if (!loaded.ok)
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(loaded.bound ? _codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG020 : _codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS001, `the manifest cannot be loaded: ${loaded.message}`, {
                    file,
                    ...(loaded.pos ?? {}),
                    gate
                })
            ]
        };
    const value = loaded.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS001, 'the manifest must be a mapping (keys name, entry, schemas, methods, metric, resources, targets, parameters)', { file, line: 1, column: 1, gate })
            ]
        };
    }
    const norm = normaliseSpellings(value);
    const obj = norm.value;
    const out = { findings: [] };
    // Paths of a normalised key are looked up where the author wrote them (`input_schema`, not `schemas.input`).
    const where = (path) => (0,_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .posOfPath */ .$k)(loaded.doc, loaded.lc, remapPath(path, norm.renamed));
    const at = (path) => ({ file, ...(where(path) ?? {}), gate });
    for (const a of norm.renamed) {
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS043, `manifest key "${a.alias}" (the Qsolve notes' spelling) is read as \`${a.canonical.join('.')}\`, benchgate's spelling`, at([...a.canonical])));
    }
    for (const c of norm.conflicts) {
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `manifest gives both "${c.alias}" and \`${c.canonical.join('.')}\`, two spellings of one key; keep one`, { file, ...((0,_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .posOfPath */ .$k)(loaded.doc, loaded.lc, [c.alias]) ?? {}), gate }));
    }
    if (norm.renamed.some((a) => a.alias === 'params'))
        out.parametersKey = 'params';
    if (Array.isArray(obj.methods))
        out.methodsCount = obj.methods.length;
    const mp = where(['methods']);
    if (mp)
        out.methodsPos = mp;
    out.keyPos = {};
    for (const k of ['entry', 'schemas.input', 'schemas.output', 'parameters']) {
        if (k === 'entry' && !('entry' in obj))
            continue;
        if (k === 'parameters' && !('parameters' in obj))
            continue;
        const kp = where(k.split('.'));
        if (kp)
            out.keyPos[k] = kp;
    }
    const targets = obj.targets;
    out.qpuIbm = !!targets && typeof targets === 'object' && Array.isArray(targets.qpu) && targets.qpu.includes('ibm');
    // Every unknown key, each at its own line with a suggestion; then the first other schema error (on a copy without them).
    const unknown = unknownKeys(obj);
    for (const u of unknown.slice(0, MAX_UNKNOWN_REPORTED)) {
        const hint = u.suggestion ? `; did you mean "${u.suggestion}"?` : `; known keys here: ${u.known.join(', ')}`;
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `unknown manifest key "${clip(u.path.map(String).join('.'))}"${hint}`, at(u.path)));
    }
    if (unknown.length > MAX_UNKNOWN_REPORTED) {
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `${unknown.length - MAX_UNKNOWN_REPORTED} more unknown manifest key(s) not listed (at most ${MAX_UNKNOWN_REPORTED} are)`, at(unknown[MAX_UNKNOWN_REPORTED].path)));
    }
    manifestValidator ??= (0,_jsonschema_js__WEBPACK_IMPORTED_MODULE_2__/* .compileOwnSchema */ .l)(_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .MANIFEST_SCHEMA */ .K);
    const r = manifestValidator(unknown.length > 0
        ? withoutPaths(obj, unknown.map((u) => u.path))
        : obj);
    if (!r.ok) {
        const segs = (0,_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .pointerSegments */ .cP)(r.instancePath);
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `manifest ${r.instancePath || '(root)'} ${r.message} (schema ${r.schemaPath})`, at(segs)));
    }
    if (out.findings.some((f) => f.severity === 'error'))
        return out;
    const manifest = obj;
    // Method rules JSON Schema cannot say.
    const seen = new Set();
    manifest.methods.forEach((m, i) => {
        if (seen.has(m.name))
            out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `method "${m.name}" is declared twice; method names must be unique`, at(['methods', i, 'name'])));
        seen.add(m.name);
    });
    const refs = referenceMethods(manifest);
    if (refs.length === 0)
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, 'no method is the baseline: mark one classical method `reference: true` (or name it `reference`)', at(['methods'])));
    else if (refs.length > 1)
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `more than one method is marked \`reference: true\` (${refs.map((m) => m.name).join(', ')}); mark exactly one`, at(['methods'])));
    else if (refs[0].kind !== 'classical')
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `the reference method "${refs[0].name}" must be classical: the baseline is the best classical answer`, at(['methods', manifest.methods.indexOf(refs[0]), 'kind'])));
    if (!manifest.methods.some((m) => m.kind === 'quantum'))
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, 'no method has `kind: quantum`; a workflow needs at least one quantum method', at(['methods'])));
    out.manifest = manifest;
    return out;
}
/** Methods marked `reference: true`; when none is marked, a method named `reference`. */
function referenceMethods(m) {
    const marked = m.methods.filter((x) => x.reference === true);
    if (marked.length > 0)
        return marked;
    return m.methods.filter((x) => x.name === 'reference' && x.reference !== false);
}
/** The metric with its documented defaults (kind relative_gap, tolerance 0, tolerance_abs none). */
function metricOf(m) {
    const out = { kind: m?.kind ?? 'relative_gap', tolerance: m?.tolerance ?? 0 };
    if (m?.tolerance_abs !== undefined && m.tolerance_abs !== null)
        out.tolerance_abs = m.tolerance_abs;
    if (m?.note !== undefined)
        out.note = m.note;
    return out;
}
function lineCol(text, offset) {
    let line = 1;
    let last = -1;
    for (let i = 0; i < Math.min(offset, text.length); i++) {
        if (text.charCodeAt(i) === 10) {
            line++;
            last = i;
        }
    }
    return { line, column: offset - last };
}
/**
 * Spellings the Qsolve platform notes use for keys benchgate spells differently. Each maps to exactly one benchgate
 * key, so reading it is unambiguous; the manifest is normalised and a QS043 notice says so.
 */
const MANIFEST_ALIASES = {
    input_schema: ['schemas', 'input'],
    output_schema: ['schemas', 'output'],
    params: ['parameters']
};
/** Moves each alias key to its benchgate spelling (a shallow copy; the input is not changed). Pure. */
function normaliseSpellings(obj) {
    const value = { ...obj };
    const renamed = [];
    const conflicts = [];
    for (const [alias, canonical] of Object.entries(MANIFEST_ALIASES)) {
        if (!Object.prototype.hasOwnProperty.call(obj, alias))
            continue;
        if (canonical.length === 1) {
            if (Object.prototype.hasOwnProperty.call(obj, canonical[0])) {
                conflicts.push({ alias, canonical });
                delete value[alias];
                continue;
            }
            value[canonical[0]] = obj[alias];
        }
        else {
            const parent = value[canonical[0]];
            if (parent !== undefined && !isPlainObject(parent))
                continue; // left as an unknown key; the parent's type error is reported
            if (isPlainObject(parent) && Object.prototype.hasOwnProperty.call(parent, canonical[1])) {
                conflicts.push({ alias, canonical });
                delete value[alias];
                continue;
            }
            value[canonical[0]] = { ...(isPlainObject(parent) ? parent : {}), [canonical[1]]: obj[alias] };
        }
        delete value[alias];
        renamed.push({ alias, canonical });
    }
    return { value, renamed, conflicts };
}
/** A path into the normalised manifest, as written in the file (`schemas.input` → `input_schema` when that was used). */
function remapPath(path, renamed) {
    for (const a of renamed) {
        if (a.canonical.every((seg, i) => path[i] === seg)) {
            // `schemas.input` was written as `input_schema`: point there; a path only to `schemas` keeps the real `schemas` key.
            return [a.alias, ...path.slice(a.canonical.length)];
        }
    }
    return path;
}
/** At most this many unknown keys are listed one by one (a generated manifest must not flood the report). */
const MAX_UNKNOWN_REPORTED = 50;
/** Key names longer than this are not compared (no suggestion) and are cut in messages. */
const MAX_KEY_SHOWN = 80;
const clip = (s) => (s.length > MAX_KEY_SHOWN ? `${s.slice(0, MAX_KEY_SHOWN)}…` : s);
/** Every key the manifest schema does not allow (`additionalProperties: false`), with a did-you-mean. Pure. */
function unknownKeys(obj) {
    const out = [];
    const root = _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .MANIFEST_SCHEMA */ .K;
    const walk = (value, node, path) => {
        if (Array.isArray(value)) {
            if (node.items)
                value.forEach((v, i) => walk(v, node.items, [...path, i]));
            return;
        }
        if (!isPlainObject(value) || !node.properties)
            return;
        const known = Object.keys(node.properties);
        for (const [k, v] of Object.entries(value)) {
            const sub = node.properties[k];
            if (sub)
                walk(v, sub, [...path, k]);
            else if (node.additionalProperties === false) {
                const suggestion = suggestKey(k, known, path.length === 0 ? root : undefined);
                out.push({ path: [...path, k], ...(suggestion ? { suggestion } : {}), known });
            }
        }
    };
    walk(obj, root, []);
    return out;
}
/**
 * The nearest known key by edit distance (at most a third of the longer name, at least 1, at most 3), or at the root
 * a key of a nested object with exactly this name (`tolerance` → `metric.tolerance`).
 */
function suggestKey(key, known, root) {
    if (key.length > MAX_KEY_SHOWN)
        return undefined;
    const lower = key.toLowerCase();
    let best;
    let bestD = Infinity;
    for (const k of known) {
        const d = editDistance(lower, k.toLowerCase());
        const limit = Math.min(3, Math.max(1, Math.floor(Math.max(k.length, key.length) / 3)));
        if (d <= limit && d < bestD) {
            best = k;
            bestD = d;
        }
    }
    if (best)
        return best;
    if (root?.properties) {
        for (const [parent, node] of Object.entries(root.properties)) {
            const props = node.properties ?? node.items?.properties;
            if (props && Object.prototype.hasOwnProperty.call(props, key))
                return `${parent}.${key}`;
        }
    }
    return undefined;
}
/** Levenshtein distance (insert, delete, substitute; each 1). */
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        for (let j = 1; j <= b.length; j++)
            cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = cur;
    }
    return prev[b.length];
}
/** A copy of `obj` without the given key paths (only the objects on those paths are copied). */
function withoutPaths(obj, paths) {
    const copy = (v) => (Array.isArray(v) ? [...v] : isPlainObject(v) ? { ...v } : v);
    const top = copy(obj);
    for (const p of paths) {
        let cur = top;
        for (let i = 0; i < p.length - 1; i++) {
            cur[p[i]] = copy(cur[p[i]]);
            cur = cur[p[i]];
        }
        delete cur[p[p.length - 1]];
    }
    return top;
}
function isPlainObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}


/***/ }),

/***/ 21778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ DEFAULT_RECORDS_PATH),
/* harmony export */   Ho: () => (/* binding */ RECORDS_SCHEMA_ID),
/* harmony export */   ff: () => (/* binding */ loadRecords)
/* harmony export */ });
/* unused harmony export validateRecords */
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95278);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82702);
/* harmony import */ var _core_bounds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8630);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56107);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58426);
/* harmony import */ var _jsonschema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10051);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49508);








const RECORDS_MAX_BYTES = 64 * 1024 * 1024;
/** Where `check` looks for run records inside a workflow folder unless the `records` option says otherwise. */
const DEFAULT_RECORDS_PATH = '.benchgate/run-records.json';
const RECORDS_SCHEMA_ID = 'benchgate.qsolve.run-records/1';
let validator;
/** Validates parsed run records. Pure. */
function validateRecords(value, file) {
    validator ??= (0,_jsonschema_js__WEBPACK_IMPORTED_MODULE_4__/* .compileOwnSchema */ .l)(_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .RUN_RECORD_SCHEMA */ .i);
    const r = validator(value);
    if (!r.ok)
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS020, `run records ${r.instancePath || '(root)'} ${r.message} (schema ${r.schemaPath})`, {
                    file,
                    gate: 'cases_pass',
                    subject: r.instancePath || '/'
                })
            ]
        };
    const records = value;
    const findings = [];
    if (records.engine.version !== _version_js__WEBPACK_IMPORTED_MODULE_7__/* .VERSION */ .x) {
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS024, `run records produced by ${records.engine.name} ${records.engine.version}, decided by benchgate ${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .VERSION */ .x}`, { file }));
    }
    return { records, findings };
}
/** Reads and validates a run records file (absolute path). Never throws. */
async function loadRecords(abs, file) {
    let buf;
    try {
        buf = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .readBounded */ .CB)(abs, RECORDS_MAX_BYTES);
    }
    catch (e) {
        const msg = e instanceof _core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .FileTooLargeError */ .yq ? e.message : `cannot read: ${e.message}`;
        return { findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS020, `run records ${msg}`, { file, gate: 'cases_pass' })] };
    }
    const text = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeUtf8Strict */ .h0)(buf);
    if (text === undefined)
        return { findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS020, 'run records are not valid UTF-8', { file, gate: 'cases_pass' })] };
    const over = (0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .scanJsonBounds */ .Z9)(text);
    if (over)
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG020, `run records: ${(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .describeBound */ .YD)(over)}; ${_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .BOUND_FIX */ .XM}`, {
                    file,
                    ...(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(text, over.offset),
                    gate: 'cases_pass'
                })
            ]
        };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (e) {
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS020, `run records are not valid JSON: ${e.message}`, { file, gate: 'cases_pass' })
            ]
        };
    }
    return validateRecords(value, file);
}


/***/ }),

/***/ 51894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XJ: () => (/* binding */ trackRecordSections)
});

// UNUSED EXPORTS: HARDWARE_NOT_RUN, LAYOUTS_SHOWN, TRACK_COLUMNS, resultCell

// EXTERNAL MODULE: ./src/suites/qsolve/decide.ts
var decide = __webpack_require__(74394);
// EXTERNAL MODULE: ./src/suites/qsolve/reported.ts
var reported = __webpack_require__(63501);
;// CONCATENATED MODULE: ./src/suites/qsolve/report-mitigation.ts

const COLUMNS = [
    'Case',
    'Target',
    'Number',
    'Reported by the workflow',
    'Measured by benchgate (raw)',
    'Measured by benchgate (mitigated)',
    `Tolerance (${reported/* FIDELITY_SIGMAS */.Yh} s.e.)`,
    'Gate used',
    'Check'
];
const CHECK = {
    none: '—',
    measured: `${reported/* LABEL_MEASURED */.Uy} (nothing reported)`,
    verified: 'verified: within benchgate’s measurement + tolerance',
    refused: 'refused: above benchgate’s measurement + tolerance (QS050)',
    unverified: 'unverified: benchgate cannot measure it (QS051 when it decides a bound)',
    trusted: `trusted: ${reported/* LABEL_REPORTED */.HT} (reported-mitigation: trust)`,
    ignored: `not used: ${reported/* LABEL_MEASURED */.Uy} decides (reported-mitigation: ignore)`,
    undecidable: 'not used, and benchgate has none: undecided (QS053 when it decides a bound)'
};
const f4 = (x) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(4) : null);
function row(d, what, n, fidelity) {
    const used = n.value === null ? null : `${n.value.toFixed(4)} (${n.source === 'workflow' ? reported/* LABEL_REPORTED */.HT : reported/* LABEL_MEASURED */.Uy})`;
    return [
        d.name,
        d.target,
        what,
        f4(n.reported),
        fidelity ? f4(n.raw) : null,
        fidelity
            ? f4(n.measured)
            : n.measured === null
                ? 'not measurable (the error checks are the workflow’s)'
                : f4(n.measured),
        fidelity ? f4(n.tolerance) : null,
        used,
        CHECK[n.status]
    ];
}
function mitigationSection(decisions) {
    const rows = [];
    let mode;
    for (const d of decisions) {
        const m = d.mitigation;
        if (!m)
            continue;
        mode ??= m.mode;
        if (m.fidelity.status !== 'none')
            rows.push(row(d, 'fidelity', m.fidelity, true));
        if (m.postselection.status !== 'none')
            rows.push(row(d, 'post-selection share', m.postselection, false));
    }
    if (rows.length === 0)
        return undefined;
    return {
        kind: 'table',
        title: 'Mitigation numbers: reported by the workflow vs measured by benchgate',
        columns: COLUMNS,
        rows,
        note: `reported-mitigation: ${mode}. benchgate scores every circuit it simulated on a fake: target itself: Hellinger fidelity of the raw counts and (mitigated) of the counts readout-mitigated with the device's own assignment matrices (docs/fidelity.md); the tolerance is ${reported/* FIDELITY_SIGMAS */.Yh} standard errors of that estimate at the case's scored shots.`
    };
}

;// CONCATENATED MODULE: ./src/suites/qsolve/report.ts



const TRACK_COLUMNS = [
    'Case',
    'Target',
    'Result',
    'Gap',
    'Abs error',
    'Quantum',
    'Reference',
    'Accuracy',
    'Verdict',
    'Fidelity',
    'Post-selection',
    '2q gates (as sent)',
    '2q gates (transpiled)',
    'Shots',
    'Time (s)'
];
const formatOrNull = (x, f = decide/* formatMetric */.gI) => (x === null ? null : f(x));
/** The Result cell of a hardware case that did not run here (not a pass). */
const HARDWARE_NOT_RUN = 'not run in CI (hardware)';
function resultCell(d) {
    if (d.status === 'pass')
        return 'PASS';
    // A hardware case benchgate cannot run is shown shortly (the reason is in the table's note and the QS032
    // finding); it stays undecided, never a pass.
    if (d.status === 'undecided' && d.list === 'hardware_cases')
        return HARDWARE_NOT_RUN;
    if (d.status === 'undecided')
        return `UNDECIDED (${d.note ?? 'not run'})`;
    if (d.status === 'skipped')
        return `SKIPPED (${d.note ?? 'not run'})`;
    if (d.message !== null)
        return d.note ? `FAIL ${d.message} (${d.note})` : `FAIL ${d.message}`;
    return d.note ? `FAIL (${d.note})` : 'FAIL';
}
function accuracyCell(d) {
    if (d.accuracy === null)
        return null;
    const a = `${(d.accuracy * 100).toFixed(2)}%`;
    if (d.interval)
        return `${a} (95% ${((1 - d.interval[1]) * 100).toFixed(1)}–${((1 - d.interval[0]) * 100).toFixed(1)}%)`;
    return d.plusMinus !== null ? `${a} ± ${(d.plusMinus * 100).toFixed(2)}%` : a;
}
const LAYOUT_COLUMNS = ['Case', 'Target', 'Circuits', 'Device qubits and couplers'];
/** At most this many distinct layouts are listed per case; the rest are counted. */
const LAYOUTS_SHOWN = 5;
/** The layout rows of one case (distinct layouts of its quantum method's circuits). */
function layoutRows(d) {
    const ls = d.layouts ?? [];
    const rows = ls
        .slice(0, LAYOUTS_SHOWN)
        .map((l) => [d.name, d.target, l.circuits, l.text]);
    if (ls.length > LAYOUTS_SHOWN) {
        const rest = ls.slice(LAYOUTS_SHOWN);
        rows.push([d.name, d.target, rest.reduce((s, l) => s + l.circuits, 0), `${rest.length} more layout(s)`]);
    }
    return rows;
}
function trackRow(d) {
    return [
        d.name,
        d.target,
        resultCell(d),
        formatOrNull(d.gap),
        formatOrNull(d.absError),
        formatOrNull(d.quantum),
        formatOrNull(d.baseline),
        accuracyCell(d),
        d.verdict,
        d.mitigation ? (0,reported/* labelledCell */.WH)(d.mitigation.fidelity) : formatOrNull(d.fidelity, (v) => v.toFixed(4)),
        d.mitigation ? (0,reported/* labelledCell */.WH)(d.mitigation.postselection) : formatOrNull(d.postselection, (v) => v.toFixed(4)),
        d.maxTwoQubitGates,
        d.maxTranspiledTwoQubitGates ?? null,
        d.shots,
        formatOrNull(d.wallTime, (v) => v.toFixed(2))
    ];
}
/**
 * The track record as the workflow page shows it: `sim-` rows (the headline, median accuracy), `fake:` rows
 * (noise-model estimate) and every other target (on quantum hardware), each in its own table.
 */
/** The manifest's `metric.note` (at most 600 characters), shown beside the headline number. */
const NOTE_MAX = 600;
function trackRecordSections(decisions, note) {
    const sim = decisions.filter((d) => d.target.startsWith('sim-'));
    const fake = decisions.filter((d) => d.target.startsWith('fake:'));
    const hw = decisions.filter((d) => !d.target.startsWith('sim-') && !d.target.startsWith('fake:'));
    const out = [];
    const head = (0,decide/* headlineAccuracy */.wh)(decisions);
    const passed = sim.filter((d) => d.list === 'cases' && d.status === 'pass').length;
    const total = sim.filter((d) => d.list === 'cases').length;
    out.push({
        kind: 'text',
        title: 'Headline accuracy',
        body: (head.median === null
            ? 'none: no sim- case produced a comparable result'
            : `${(head.median * 100).toFixed(2)}% (median over ${head.rows} sim- row(s)); ${passed} of ${total} sim- case(s) pass`) +
            (note ? ` — note: ${note.slice(0, NOTE_MAX)}` : '')
    });
    out.push({
        kind: 'table',
        title: 'Track record (sim- targets)',
        columns: TRACK_COLUMNS,
        rows: sim.map(trackRow),
        note: 'The headline accuracy is the median of these rows.'
    });
    if (fake.length)
        out.push({
            kind: 'table',
            title: 'Noise-model estimate (fake: targets)',
            columns: TRACK_COLUMNS,
            rows: fake.map(trackRow),
            note: 'Shown apart, not in the headline.'
        });
    const mit = mitigationSection(decisions);
    if (mit)
        out.push(mit);
    const placed = fake.filter((d) => d.layouts?.length);
    if (placed.length) {
        out.push({
            kind: 'table',
            title: 'Device qubits used (fake: targets)',
            columns: LAYOUT_COLUMNS,
            rows: placed.flatMap((d) => layoutRows(d)),
            note: 'Where the noise engine placed the quantum method’s circuits (noise-aware layout, docs/devices.md); each row is one distinct layout.'
        });
    }
    if (hw.length) {
        const notRun = hw.filter((d) => d.status === 'undecided' && d.list === 'hardware_cases');
        const why = notRun.length
            ? ` ${notRun.length} case(s) not run in CI: ${notRun[0].note?.replace(/^not run: /, '') ?? 'the target is not available here'}.`
            : '';
        out.push({
            kind: 'table',
            title: 'On quantum hardware',
            columns: TRACK_COLUMNS,
            rows: hw.map(trackRow),
            note: `Shown apart, not in the headline: the hardware measures the device as much as the workflow.${why}`
        });
    }
    return out;
}


/***/ }),

/***/ 63501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ DEFAULT_REPORTED_MITIGATION),
/* harmony export */   AY: () => (/* binding */ measuredText),
/* harmony export */   HT: () => (/* binding */ LABEL_REPORTED),
/* harmony export */   If: () => (/* binding */ checkMitigation),
/* harmony export */   QR: () => (/* binding */ fmt4),
/* harmony export */   Uy: () => (/* binding */ LABEL_MEASURED),
/* harmony export */   WH: () => (/* binding */ labelledCell),
/* harmony export */   Yh: () => (/* binding */ FIDELITY_SIGMAS),
/* harmony export */   jq: () => (/* binding */ REPORTED_MITIGATION_MODES)
/* harmony export */ });
/* unused harmony exports fidelityStderr, measuredOf */
const REPORTED_MITIGATION_MODES = ['trust', 'verify', 'ignore'];
const DEFAULT_REPORTED_MITIGATION = 'verify';
/** k of the verify tolerance: a reported fidelity may exceed benchgate's by at most k standard errors. */
const FIDELITY_SIGMAS = 3;
/** Labels, the same words in every channel. */
const LABEL_REPORTED = 'reported by the workflow';
const LABEL_MEASURED = 'measured by benchgate';
const finite = (x) => typeof x === 'number' && Number.isFinite(x);
/**
 * Standard error of one circuit's readout-mitigated Hellinger fidelity F estimated from N shots, with mitigation
 * amplification γ: γ·√(max(F(1 − F), 1/N) / N). F(1 − F)/N is the delta-method variance of the Hellinger fidelity of
 * an N-shot empirical distribution; the floor 1/N keeps it above zero at F = 1 (then k = 3 gives 3/N, the rule of
 * three).
 */
function fidelityStderr(f, shots, gamma = 1) {
    if (!(shots > 0))
        return Infinity;
    const v = Math.max(f * (1 - f), 1 / shots) / shots;
    return Math.max(1, gamma) * Math.sqrt(v);
}
/** benchgate's numbers from a method's circuit records. Pure. */
function measuredOf(m) {
    let all = 0;
    let scored = 0;
    let device = false;
    let fSum = 0;
    let rawSum = 0;
    let rawShots = 0;
    const parts = [];
    for (const c of m.circuits) {
        all += c.shots;
        if (c.fidelity !== undefined)
            device = true;
        if (!finite(c.fidelity) || !(c.shots > 0))
            continue;
        scored += c.shots;
        fSum += c.shots * c.fidelity;
        parts.push({ f: c.fidelity, n: c.shots, g: finite(c.readout_gamma) ? c.readout_gamma : 1 });
        if (finite(c.raw_fidelity)) {
            rawSum += c.shots * c.raw_fidelity;
            rawShots += c.shots;
        }
    }
    let stderr = null;
    if (scored > 0) {
        // the aggregate is Σ w_c F_c with w_c = N_c / Σ N: its variance is Σ w_c² σ_c²
        let v = 0;
        for (const p of parts)
            v += (p.n / scored) ** 2 * fidelityStderr(p.f, p.n, p.g) ** 2;
        stderr = Math.sqrt(v);
    }
    return {
        fidelity: scored > 0 ? fSum / scored : null,
        rawFidelity: rawShots > 0 ? rawSum / rawShots : null,
        stderr,
        scoredShots: scored,
        coverage: device && all > 0 ? scored / all : null
    };
}
/** The numbers a workflow reported (the record's `reported` block; older records: the merged numbers of a workflow source). */
function reportedOf(m) {
    const mit = m.mitigation ?? {};
    const r = mit.reported ?? (mit.source === 'backend' ? {} : mit);
    return {
        fidelity: finite(r.fidelity) ? r.fidelity : null,
        postselection: finite(r.postselection) ? r.postselection : null,
        coverage: finite(r.coverage) ? r.coverage : null
    };
}
function decideNumber(mode, reported, measured, tolerance) {
    const own = { value: measured, source: measured === null ? null : 'benchgate' };
    if (reported === null)
        return { status: measured === null ? 'none' : 'measured', ...own };
    const theirs = { value: reported, source: 'workflow' };
    if (mode === 'trust')
        return { status: 'trusted', ...theirs };
    if (mode === 'ignore')
        return measured === null ? { status: 'undecidable', ...own } : { status: 'ignored', ...own };
    if (measured === null)
        return { status: 'unverified', ...theirs };
    // 1e-12: a workflow that repeats benchgate's own computation passes whatever the rounding
    return reported <= measured + (tolerance ?? 0) + 1e-12
        ? { status: 'verified', ...theirs }
        : { status: 'refused', ...own };
}
/**
 * The mitigation numbers of the quantum method under `mode`: which number gates each rule, and how the reported one
 * compares with benchgate's. Pure.
 */
function checkMitigation(m, mode, fallbackCoverage = null) {
    const mit = m.mitigation ?? {};
    const rep = reportedOf(m);
    const meas = measuredOf(m);
    // benchgate's fidelity: its scoring of the circuits; for older records without per-circuit numbers, the
    // backend's aggregate when the record says the backend produced it
    const fallback = mit.source === 'backend' && finite(mit.fidelity) ? mit.fidelity : null;
    const measuredF = meas.fidelity ?? fallback;
    const tolerance = meas.stderr === null ? null : FIDELITY_SIGMAS * meas.stderr;
    // benchgate never knows the workflow's error checks, so it has no post-selection share of its own; a
    // backend-produced one (a record that says so) is kept
    const measuredP = mit.source === 'backend' && finite(mit.postselection) ? mit.postselection : null;
    const f = decideNumber(mode, rep.fidelity, measuredF, tolerance);
    const p = decideNumber(mode, rep.postselection, measuredP, null);
    const own = meas.coverage ?? (mit.source === 'backend' && finite(mit.coverage) ? mit.coverage : null) ?? fallbackCoverage;
    // coverage is exact (benchgate knows which circuits it scored): `verify` takes a reported one only when it is not
    // more favourable than benchgate's, `trust` takes it as reported, `ignore` never
    let coverage = own;
    let coverageSource = own === null ? null : 'benchgate';
    if (rep.coverage !== null && mode !== 'ignore' && (mode === 'trust' || own === null || rep.coverage < own)) {
        coverage = rep.coverage;
        coverageSource = 'workflow';
    }
    return {
        mode,
        fidelity: {
            ...f,
            reported: rep.fidelity,
            measured: measuredF,
            raw: meas.rawFidelity,
            tolerance
        },
        postselection: { ...p, reported: rep.postselection, measured: measuredP },
        coverage,
        coverageSource,
        scoredShots: meas.scoredShots
    };
}
/** A number for messages: at most 4 decimals, never more digits than needed. */
function fmt4(x) {
    return String(Number(x.toFixed(4)));
}
/** benchgate's measurement in words: `0.8312 readout-mitigated (raw 0.8101)`. */
function measuredText(n) {
    if (n.measured === null)
        return 'not measured';
    const raw = finite(n.raw) ? ` (raw ${fmt4(n.raw)})` : '';
    return `${fmt4(n.measured)} readout-mitigated${raw}`;
}
/** The table cell of a number: its value and who produced it, e.g. `0.9990 (reported by the workflow, refused)`. */
function labelledCell(n) {
    if (n.value === null) {
        if (n.status === 'undecidable')
            return `none (${LABEL_REPORTED} ${fmt4(n.reported)}, ignored)`;
        return null;
    }
    const v = n.value.toFixed(4);
    switch (n.status) {
        case 'measured':
        case 'ignored':
            return `${v} (${LABEL_MEASURED}${n.raw !== undefined ? ', readout-mitigated' : ''})`;
        case 'refused':
            return `${v} (${LABEL_MEASURED}, readout-mitigated; ${LABEL_REPORTED} ${fmt4(n.reported)} refused)`;
        case 'verified':
            return `${v} (${LABEL_REPORTED}, verified)`;
        case 'unverified':
            return `${v} (${LABEL_REPORTED}, unverified)`;
        default:
            return `${v} (${LABEL_REPORTED})`;
    }
}


/***/ }),

/***/ 2255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ cacheKey),
/* harmony export */   s: () => (/* binding */ workflowDigest)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);
/* harmony import */ var _hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73207);
/* harmony import */ var _protocol_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7955);
/**
 * Cache keys for case run records: a case's record is reused only when the workflow's files, the case (input,
 * params, seed, expect), the target, the limits, the runner script, the interpreter and sandbox, the protocol, the
 * simulation engine's build and benchgate's version are all unchanged (content-addressed: a SHA-256 over all of them).
 */





/** Folders never hashed: benchgate's own outputs and caches, VCS and interpreter caches. */
const DIGEST_SKIP_DIRS = new Set([
    '.benchgate',
    '.benchgate-cache',
    '__pycache__',
    '.git',
    'node_modules',
    '.pytest_cache',
    '.mypy_cache'
]);
const DIGEST_MAX_FILES = 5000;
const DIGEST_MAX_BYTES = 256 * 1024 * 1024;
/**
 * SHA-256 over every file of the workflow folder (sorted relative paths and contents); undefined when too big.
 * `exclude` is one folder-relative file left out (run records written into the folder they judge).
 */
async function workflowDigest(folderAbs, exclude = []) {
    const files = [];
    const walk = async (dir, rel) => {
        const ents = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        ents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const e of ents) {
            const r = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (DIGEST_SKIP_DIRS.has(e.name))
                    continue;
                if (!(await walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, e.name), r)))
                    return false;
            }
            else if (e.isFile() || e.isSymbolicLink()) {
                if (exclude.includes(r))
                    continue;
                files.push(r);
                if (files.length > DIGEST_MAX_FILES)
                    return false;
            }
        }
        return true;
    };
    try {
        if (!(await walk(folderAbs, '')))
            return undefined;
        const h = [];
        let total = 0;
        for (const f of files) {
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folderAbs, ...f.split('/'));
            let content;
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs);
                total += st.size;
                if (total > DIGEST_MAX_BYTES)
                    return undefined;
                content = st.isFile() ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(abs) : Buffer.alloc(0);
            }
            catch {
                content = Buffer.from('<unreadable>');
            }
            h.push(`${f}\u0000${(0,_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)(content)}`);
        }
        return (0,_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)(h.join('\n'));
    }
    catch {
        return undefined;
    }
}
function cacheKey(p) {
    return `qsolve-case-${(0,_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)((0,_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)({ engine: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x, protocol: _protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .PROTOCOL_VERSION */ .WP, ...p }))}`;
}


/***/ }),

/***/ 36399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ circuitOptions)
/* harmony export */ });
/** Longest initial layout accepted (the largest device has 156 qubits). */
const MAX_LAYOUT = 1000;
const KEYS = ['initial_layout', 'optimization_level', 'seed_transpiler', 'transpiled'];
const isObj = (x) => !!x && typeof x === 'object' && !Array.isArray(x);
/** The options of a circuit message (undefined: none), or the problem with them. */
function circuitOptions(raw) {
    if (raw === undefined || raw === null)
        return { ok: true };
    if (!isObj(raw))
        return { ok: false, problem: 'the circuit options must be an object' };
    const out = {};
    for (const k of Object.keys(raw))
        if (!KEYS.includes(k))
            return {
                ok: false,
                problem: `unknown circuit option ${JSON.stringify(k.slice(0, 40))} (known: ${KEYS.join(', ')})`
            };
    const il = raw.initial_layout;
    if (il !== undefined && il !== null) {
        if (!Array.isArray(il) || il.length > MAX_LAYOUT || !il.every((q) => Number.isSafeInteger(q) && q >= 0))
            return {
                ok: false,
                problem: `initial_layout must be a list of device qubit numbers (one per circuit qubit), got ${JSON.stringify(il).slice(0, 80)}`
            };
        out.initialLayout = il;
    }
    const ol = raw.optimization_level;
    if (ol !== undefined && ol !== null) {
        if (!Number.isInteger(ol) || ol < 0 || ol > 3)
            return { ok: false, problem: `optimization_level must be 0, 1, 2 or 3, got ${JSON.stringify(ol).slice(0, 40)}` };
        out.optimizationLevel = ol;
    }
    const st = raw.seed_transpiler;
    if (st !== undefined && st !== null) {
        if (!Number.isSafeInteger(st) || st < 0)
            return {
                ok: false,
                problem: `seed_transpiler must be a non-negative integer, got ${JSON.stringify(st).slice(0, 40)}`
            };
        out.seed = st;
    }
    if (raw.transpiled !== undefined && raw.transpiled !== null) {
        if (typeof raw.transpiled !== 'boolean')
            return { ok: false, problem: 'transpiled must be true or false' };
        if (raw.transpiled)
            out.asSent = 'require';
    }
    return Object.keys(out).length ? { ok: true, options: out } : { ok: true };
}


/***/ }),

/***/ 73207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   wP: () => (/* binding */ resultHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, numbers as JSON.stringify writes them,
 * `undefined` members dropped (as JSON.stringify does). Used for the result hash and cache keys.
 */
function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value))
        return `[${value.map((x) => (x === undefined ? 'null' : canonicalJson(x))).join(',')}]`;
    const keys = Object.keys(value)
        .filter((k) => value[k] !== undefined)
        .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
}
const sha256Hex = (s) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(s).digest('hex');
/** Keys left out of the result hash at every depth: method and case timings, and the hash itself. */
const HASH_EXCLUDED_KEYS = new Set(['wall_time_s', 'result_hash']);
function strip(v) {
    if (Array.isArray(v))
        return v.map(strip);
    if (v && typeof v === 'object') {
        const out = {};
        for (const [k, x] of Object.entries(v))
            if (!HASH_EXCLUDED_KEYS.has(k))
                out[k] = strip(x);
        return out;
    }
    return v;
}
/** `sha256:` + SHA-256 of the canonical JSON of a case record without `wall_time_s` and `result_hash` keys. */
function resultHash(caseRecord) {
    return `sha256:${sha256Hex(canonicalJson(strip(caseRecord)))}`;
}


/***/ }),

/***/ 7955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WP: () => (/* binding */ PROTOCOL_VERSION),
/* harmony export */   b8: () => (/* binding */ MAX_CIRCUITS_PER_CALL),
/* harmony export */   fv: () => (/* binding */ MAX_MESSAGE_BYTES),
/* harmony export */   hx: () => (/* binding */ MAX_SHOTS),
/* harmony export */   qC: () => (/* binding */ MAX_QASM_BYTES),
/* harmony export */   rf: () => (/* binding */ parseRunnerMessage)
/* harmony export */ });
const PROTOCOL_VERSION = 1;
/** Largest message either side may send (bytes, without the newline). */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** Largest circuit text. */
const MAX_QASM_BYTES = 4 * 1024 * 1024;
/** Shots per circuit (FakeFez's max_shots and the platform's params.shots limit). */
const MAX_SHOTS = 100_000;
/** Circuits one method call may send. */
const MAX_CIRCUITS_PER_CALL = 10_000;
const isObj = (x) => !!x && typeof x === 'object' && !Array.isArray(x);
function exceptionInfo(x) {
    if (!isObj(x))
        return undefined;
    const out = {
        type: typeof x.type === 'string' && x.type ? x.type.slice(0, 200) : 'Error',
        message: typeof x.message === 'string' ? x.message.slice(0, 4000) : ''
    };
    if (typeof x.traceback === 'string' && x.traceback)
        out.traceback = x.traceback.slice(-4000);
    return out;
}
/** Checks the shape of one runner message; returns a description of the problem instead of throwing. */
function parseRunnerMessage(line) {
    let v;
    try {
        v = JSON.parse(line);
    }
    catch (e) {
        return { ok: false, problem: `not JSON: ${e.message}` };
    }
    if (!isObj(v))
        return { ok: false, problem: 'not a JSON object' };
    if (v.v !== PROTOCOL_VERSION)
        return { ok: false, problem: `protocol version ${JSON.stringify(v.v)}, expected ${PROTOCOL_VERSION}` };
    switch (v.type) {
        case 'hello': {
            const err = exceptionInfo(v.error);
            return {
                ok: true,
                msg: {
                    type: 'hello',
                    protocol: Number(v.protocol),
                    language: String(v.language ?? ''),
                    version: String(v.version ?? ''),
                    ...(Array.isArray(v.methods) ? { methods: v.methods.map(String) } : {}),
                    evaluate: v.evaluate === true,
                    estimate: v.estimate === true,
                    ...(err ? { error: err } : {})
                }
            };
        }
        case 'circuit':
            if (!Number.isSafeInteger(v.id) ||
                !Number.isSafeInteger(v.seq) ||
                typeof v.qasm !== 'string' ||
                !Number.isSafeInteger(v.shots)) {
                return { ok: false, problem: 'a circuit message needs integer id, seq, shots and a qasm string' };
            }
            return {
                ok: true,
                msg: {
                    type: 'circuit',
                    id: v.id,
                    seq: v.seq,
                    qasm: v.qasm,
                    shots: v.shots,
                    ...(v.options !== undefined ? { options: v.options } : {})
                }
            };
        case 'result': {
            if (!Number.isSafeInteger(v.id))
                return { ok: false, problem: 'a result message needs an integer id' };
            const m = { type: 'result', id: v.id };
            if ('value' in v)
                m.value = v.value;
            const err = exceptionInfo(v.error);
            if (err)
                m.error = err;
            if (typeof v.unavailable === 'string')
                m.unavailable = v.unavailable.slice(0, 4000);
            if (typeof v.missing_module === 'string' && v.missing_module)
                m.missing_module = v.missing_module.slice(0, 200);
            if (typeof v.backend_unavailable === 'string')
                m.backend_unavailable = v.backend_unavailable;
            if (v.absent === true)
                m.absent = true;
            return { ok: true, msg: m };
        }
        case 'fatal':
            return {
                ok: true,
                msg: { type: 'fatal', error: exceptionInfo(v.error) ?? { type: 'Error', message: 'fatal runner error' } }
            };
        default:
            return { ok: false, problem: `unknown message type ${JSON.stringify(v.type)}` };
    }
}


/***/ }),

/***/ 43572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ runWorkflow)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var codes = __webpack_require__(58426);
// EXTERNAL MODULE: ./src/suites/qsolve/gates.ts + 1 modules
var gates = __webpack_require__(36291);
// EXTERNAL MODULE: ./src/suites/qsolve/manifest.ts
var manifest = __webpack_require__(68647);
// EXTERNAL MODULE: ./src/suites/qsolve/records.ts
var qsolve_records = __webpack_require__(21778);
// EXTERNAL MODULE: ./src/suites/qsolve/submission.ts + 1 modules
var submission = __webpack_require__(39936);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/hash.ts
var hash = __webpack_require__(73207);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/circuit-options.ts
var circuit_options = __webpack_require__(36399);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/sandbox.ts
var sandbox = __webpack_require__(67788);
;// CONCATENATED MODULE: ./src/suites/qsolve/runner/interpreter.ts
/**
 * The runner's ASSETS and INTERPRETER: where the runner scripts (qsolve_runner.py / .mjs) are found next to the
 * bundle or in the sources (assetPath, also given to sandbox.ts), and the once-per-command check that the Python
 * interpreter exists and is at least 3.9, run inside the sandbox (probePython).
 */







/** Where the runner scripts are: next to the bundle (dist/assets, or ../assets from the CLI's dist/cli/), else src/assets when running from sources. */
function assetPath(name) {
    const env = process.env.BENCHGATE_ASSETS;
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    const candidates = [...(env ? [(0,external_node_path_.join)(env, name)] : []), (0,external_node_path_.join)(here, 'assets', name), (0,external_node_path_.join)(here, '..', 'assets', name)];
    let d = here;
    for (let i = 0; i < 6; i++) {
        candidates.push((0,external_node_path_.join)(d, 'src', 'assets', name));
        d = (0,external_node_path_.dirname)(d);
    }
    return candidates.find((p) => (0,external_node_fs_.existsSync)(p)) ?? (0,external_node_path_.join)(here, 'assets', name);
}
(0,sandbox/* setAssetFinder */.DN)(assetPath);
const interpreterCache = new Map();
/**
 * Checks once per command that the Python interpreter exists and is at least 3.9. The probe runs in the sandbox
 * (the namespace launcher, unless there is none or `sandbox` is `off`): the command may come from a checked tree.
 */
function probePython(cmd, mode = 'auto', folderAbs = process.cwd()) {
    const key = `${mode}\u0000${cmd}`;
    const hit = interpreterCache.get(key);
    if (hit)
        return hit;
    let out;
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'benchgate-probe-'));
    try {
        const env = (0,sandbox/* scrubEnv */.LK)(process.env, scratch);
        const inSandbox = (0,sandbox/* probeCommand */.CL)(mode, cmd, scratch, env, folderAbs);
        const r = inSandbox
            ? (0,external_node_child_process_.spawnSync)(inSandbox.command, inSandbox.args, {
                encoding: 'utf8',
                timeout: 20000,
                env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }
            })
            : (0,external_node_child_process_.spawnSync)(cmd, ['-c', 'import sys; print("%d.%d.%d" % sys.version_info[:3])'], {
                encoding: 'utf8',
                timeout: 20000,
                cwd: scratch,
                env
            });
        if (r.error)
            out = { ok: false, message: `the Python interpreter "${cmd}" cannot be started: ${r.error.message}` };
        else if (r.status !== 0)
            out = { ok: false, message: `"${cmd}" exited with code ${r.status}: ${(r.stderr ?? '').trim().slice(0, 300)}` };
        else {
            const version = r.stdout.trim();
            const [maj, min] = version.split('.').map(Number);
            out =
                maj > 3 || (maj === 3 && min >= 9)
                    ? { ok: true, version }
                    : { ok: false, message: `"${cmd}" is Python ${version}; the runner needs Python 3.9 or later` };
        }
    }
    catch (e) {
        out = { ok: false, message: `the Python interpreter "${cmd}" cannot be started: ${e.message}` };
    }
    finally {
        (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    }
    interpreterCache.set(key, out);
    return out;
}

;// CONCATENATED MODULE: ./src/suites/qsolve/runner/limits.ts
const MIN_TIME_S = 300;
const MAX_TIME_S = 7200;
const MAX_MEMORY_MB = 8192;
const DEFAULT_MEMORY_MB = 2048;
function timeLimitS(m, override) {
    if (override !== undefined)
        return override;
    const t = m?.resources?.timeout_s ?? MIN_TIME_S;
    return Math.min(Math.max(t, MIN_TIME_S), MAX_TIME_S);
}
function memoryLimitMb(m) {
    return Math.min(m?.resources?.memory_mb ?? DEFAULT_MEMORY_MB, MAX_MEMORY_MB);
}

// EXTERNAL MODULE: ./src/suites/qsolve/runner/protocol.ts
var protocol = __webpack_require__(7955);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(79596);
;// CONCATENATED MODULE: ./src/suites/qsolve/runner/session.ts



const TAIL_BYTES = 8192;
class Tail {
    buf = '';
    push(chunk) {
        this.buf = (this.buf + chunk.toString('utf8')).slice(-TAIL_BYTES);
    }
    get text() {
        return this.buf;
    }
}
class RunnerSession {
    opts;
    child;
    queue = [];
    waiter;
    exited;
    timedOut = false;
    timer;
    nextId = 1;
    stdout = new Tail();
    stderr = new Tail();
    hello;
    closed = false;
    pipes;
    constructor(opts) {
        this.opts = opts;
        this.child = (0,sandbox/* spawnSandboxed */.Ox)(opts.plan, opts.cwd, opts.env);
        this.pipes = (0,sandbox/* pipesOf */.ZF)(opts.plan);
        const out = this.child.stdio[this.pipes.messages];
        let pending = '';
        let pendingBytes = 0;
        out.on('data', (chunk) => {
            let s = chunk.toString('utf8');
            for (;;) {
                const nl = s.indexOf('\n');
                if (nl < 0) {
                    pending += s;
                    pendingBytes += Buffer.byteLength(s);
                    if (pendingBytes > protocol/* MAX_MESSAGE_BYTES */.fv) {
                        this.push({ type: 'bad', problem: `a message over the ${(0,bytes/* formatBytes */.z)(protocol/* MAX_MESSAGE_BYTES */.fv)} limit` });
                        out.destroy();
                    }
                    return;
                }
                const line = pending + s.slice(0, nl);
                pending = '';
                pendingBytes = 0;
                s = s.slice(nl + 1);
                if (Buffer.byteLength(line) > protocol/* MAX_MESSAGE_BYTES */.fv)
                    this.push({ type: 'bad', problem: `a message over the ${(0,bytes/* formatBytes */.z)(protocol/* MAX_MESSAGE_BYTES */.fv)} limit` });
                else if (line.trim() !== '') {
                    const p = (0,protocol/* parseRunnerMessage */.rf)(line);
                    this.push(p.ok ? p.msg : { type: 'bad', problem: p.problem });
                }
            }
        });
        out.on('error', () => { });
        this.child.stdio[this.pipes.requests].on('error', () => { });
        if (this.pipes.stdout !== undefined)
            this.child.stdio[this.pipes.stdout]?.on('data', (c) => this.stdout.push(c));
        this.child.stderr?.on('data', (c) => this.stderr.push(c));
        this.child.on('error', (e) => {
            this.stderr.push(Buffer.from(`\n${e.message}`));
            this.exited ??= { code: -1, signal: null };
            this.push({ type: 'eof' });
        });
        // 'exit' can come before the last messages are read, 'close' never comes while a grandchild holds the pipes.
        this.child.on('exit', (code, signal) => {
            this.exited = { code, signal };
            setTimeout(() => this.push({ type: 'eof' }), 250).unref();
        });
        this.child.on('close', (code, signal) => {
            this.exited ??= { code, signal };
            this.push({ type: 'eof' });
        });
        this.timer = setTimeout(() => {
            this.timedOut = true;
            (0,sandbox/* killTree */.TP)(this.child);
            this.push({ type: 'eof' });
        }, Math.max(0, opts.deadline - Date.now()));
    }
    push(m) {
        this.queue.push(m);
        const w = this.waiter;
        this.waiter = undefined;
        w?.();
    }
    async next() {
        while (this.queue.length === 0)
            await new Promise((r) => (this.waiter = r));
        const m = this.queue.shift();
        if (m.type === 'eof')
            this.queue.unshift(m); // stays at eof
        return m;
    }
    endReason() {
        if (this.timedOut)
            return { kind: 'timeout', message: this.opts.timeoutMessage };
        const e = this.exited;
        const tail = this.stderr.text.trim().split('\n').slice(-3).join(' | ').slice(-600);
        if (e?.signal === 'SIGKILL' || e?.signal === 'SIGSEGV' || e?.signal === 'SIGABRT' || e?.code === 137) {
            return {
                kind: 'crashed',
                message: `the workflow process was killed (${e.signal ?? `exit ${e.code}`}); it may have exceeded its memory limit of ${this.opts.memoryMb} MB${tail ? ` — stderr: ${tail}` : ''}`
            };
        }
        return {
            kind: 'crashed',
            message: `the workflow process exited (${e?.signal ?? `code ${e?.code ?? '?'}`}) without answering${tail ? ` — stderr: ${tail}` : ''}`
        };
    }
    /** Waits for the hello message. */
    async start() {
        const m = await this.next();
        if (m.type === 'eof')
            return { ok: false, end: this.endReason() };
        if (m.type === 'bad')
            return { ok: false, end: { kind: 'protocol', message: `the runner broke the protocol: ${m.problem}` } };
        if (m.type !== 'hello')
            return { ok: false, end: { kind: 'protocol', message: `the runner sent "${m.type}" before its hello` } };
        if (m.protocol !== protocol/* PROTOCOL_VERSION */.WP)
            return {
                ok: false,
                end: { kind: 'protocol', message: `the runner speaks protocol ${m.protocol}, benchgate ${protocol/* PROTOCOL_VERSION */.WP}` }
            };
        if (m.error)
            return { ok: false, importError: m.error };
        this.hello = m;
        return { ok: true, hello: m };
    }
    write(obj) {
        const w = this.child.stdio[this.pipes.requests];
        if (!w.destroyed)
            w.write(JSON.stringify(obj) + '\n');
    }
    /** One call; circuits the runner sends meanwhile go to `onCircuit`. */
    async call(req, onCircuit) {
        const id = this.nextId++;
        const t0 = performance.now();
        const wall = () => (performance.now() - t0) / 1000;
        this.write({ v: protocol/* PROTOCOL_VERSION */.WP, type: 'call', id, ...req });
        let circuits = 0;
        for (;;) {
            const m = await this.next();
            if (m.type === 'eof')
                return { ok: false, end: this.endReason(), wallTimeS: wall() };
            if (m.type === 'bad') {
                this.kill();
                return {
                    ok: false,
                    end: { kind: 'protocol', message: `the runner broke the protocol: ${m.problem}` },
                    wallTimeS: wall()
                };
            }
            if (m.type === 'fatal') {
                // What the runner claims (even a TimeoutError) is the workflow's word: the caller decides whether benchgate's
                // own time limit was reached (protocol truth, docs/security/limits.md).
                this.kill();
                return {
                    ok: false,
                    end: { kind: 'fatal', error: m.error, message: `${m.error.type}: ${m.error.message}` },
                    wallTimeS: wall()
                };
            }
            if (m.type === 'circuit') {
                if (m.id !== id || ++circuits > protocol/* MAX_CIRCUITS_PER_CALL */.b8) {
                    this.kill();
                    const why = m.id !== id
                        ? `a circuit for call ${m.id} during call ${id}`
                        : `more than ${protocol/* MAX_CIRCUITS_PER_CALL */.b8} circuits in one call`;
                    return {
                        ok: false,
                        end: { kind: 'protocol', message: `the runner broke the protocol: ${why}` },
                        wallTimeS: wall()
                    };
                }
                const r = await onCircuit(m);
                if (this.timedOut || Date.now() >= this.opts.deadline) {
                    this.timedOut = true;
                    this.kill();
                    return { ok: false, end: { kind: 'timeout', message: this.opts.timeoutMessage }, wallTimeS: wall() };
                }
                if ('counts' in r)
                    this.write({ v: protocol/* PROTOCOL_VERSION */.WP, type: 'counts', id, seq: m.seq, counts: r.counts });
                else
                    this.write({
                        v: protocol/* PROTOCOL_VERSION */.WP,
                        type: 'circuit_error',
                        id,
                        seq: m.seq,
                        message: r.error,
                        unavailable: r.unavailable
                    });
                continue;
            }
            if (m.type === 'result') {
                if (m.id !== id) {
                    this.kill();
                    return {
                        ok: false,
                        end: {
                            kind: 'protocol',
                            message: `the runner broke the protocol: result for call ${m.id} during call ${id}`
                        },
                        wallTimeS: wall()
                    };
                }
                return { ok: true, msg: m, wallTimeS: wall() };
            }
            this.kill();
            return {
                ok: false,
                end: { kind: 'protocol', message: `the runner broke the protocol: unexpected "${m.type}"` },
                wallTimeS: wall()
            };
        }
    }
    kill() {
        (0,sandbox/* killTree */.TP)(this.child);
    }
    /** Asks the runner to exit, then kills whatever is left of its process group. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.write({ v: protocol/* PROTOCOL_VERSION */.WP, type: 'exit' });
        this.child.stdio[this.pipes.requests].end();
        if (!this.exited) {
            await Promise.race([
                new Promise((r) => this.child.once('exit', () => r())),
                new Promise((r) => setTimeout(r, 1000).unref())
            ]);
        }
        clearTimeout(this.timer);
        (0,sandbox/* killTree */.TP)(this.child);
        for (const st of this.child.stdio)
            st?.destroy?.();
        this.child.unref();
    }
    get pid() {
        return this.child.pid;
    }
}

;// CONCATENATED MODULE: ./src/suites/qsolve/runner/run-case.ts
/**
 * The run of ONE CASE in a fresh runner process: the process is started in the sandbox (RunnerSession), the case's
 * `estimate`, every declared method (its circuits run on the case's target through the backend, each with its
 * circuitSeed) and `evaluate` on every solution are called over the runner protocol, and everything becomes the
 * case's CaseRecord. Timeouts, crashes and protocol breaks become benchgate's own exceptions (RUNNER_EXCEPTIONS);
 * the workflow's own exceptions are kept as reported. Never throws for a broken workflow.
 */





// only for its side effect: it hands sandbox.ts the asset finder that launcherPlan uses






/** Exception types benchgate itself gives a case (never cached: they depend on the machine, not the workflow). */
const RUNNER_EXCEPTIONS = new Set(['TimeoutError', 'RunnerCrashed', 'ProtocolError', 'RunnerError']);
/** Backend seed of circuit `seq` of method `method` in a case with seed `seed`: 48 bits of a SHA-256. */
function circuitSeed(seed, method, seq) {
    return parseInt((0,hash/* sha256Hex */.fg)(`benchgate.qsolve.circuit/1\u0000${seed}\u0000${method}\u0000${seq}`).slice(0, 12), 16);
}
function referenceOf(m) {
    return m.methods.find((x) => x.reference === true)?.name ?? m.methods.find((x) => x.name === 'reference')?.name;
}
const exc = (type, message, traceback) => ({
    type,
    message,
    ...(traceback ? { traceback } : {})
});
/**
 * An exception the workflow reported. Timeouts, crashes and limit hits are benchgate's to decide: a workflow exception
 * whose type is one of benchgate's own (TimeoutError, RunnerCrashed, …) keeps its type but says whose it is.
 */
function workflowException(e) {
    if (!RUNNER_EXCEPTIONS.has(e.type))
        return e;
    return { ...e, message: `${e.message} [raised by the workflow itself; benchgate did not decide this ${e.type}]` };
}
/** The case's exception when a session ended early; a runner's `fatal` is a benchgate timeout only when benchgate's own clock says so. */
function endOf(rt, end, timeoutMessage) {
    if (end.kind === 'fatal')
        return Date.now() >= rt.deadline ? exc('TimeoutError', timeoutMessage) : workflowException(end.error);
    return exc(end.kind === 'timeout' ? 'TimeoutError' : end.kind === 'protocol' ? 'ProtocolError' : 'RunnerCrashed', end.message);
}
const finite = (x) => typeof x === 'number' && Number.isFinite(x);
const isObj = (x) => !!x && typeof x === 'object' && !Array.isArray(x);
function mitigationFrom(x) {
    if (!isObj(x))
        return undefined;
    const m = {};
    for (const k of ['fidelity', 'coverage', 'postselection'])
        if (finite(x[k]))
            m[k] = x[k];
    return Object.keys(m).length ? m : undefined;
}
/** Runs one case in a fresh runner process. */
async function runCase(rt, p, list) {
    const started = performance.now();
    const { spec, input, params, target } = p;
    // what ctx.backend is built from (quantum methods only; described once per case)
    let described = null;
    const backendOf = (kind) => {
        if (kind !== 'quantum' || !rt.backend.describe)
            return {};
        described ??= rt.backend.describe(target);
        return described ? { backend: described } : {};
    };
    const seed = spec.seed;
    const rec = {
        name: spec.name,
        list,
        target,
        seed,
        params,
        expect: spec.expect,
        input_sha256: (0,hash/* sha256Hex */.fg)((0,hash/* canonicalJson */.dj)(input)),
        methods: []
    };
    const finish = (extra = {}) => {
        const out = { ...rec, ...extra };
        out.result_hash = (0,hash/* resultHash */.wP)(out);
        out.wall_time_s = (performance.now() - started) / 1000;
        return out;
    };
    if (Date.now() >= rt.deadline)
        return finish({
            exception: exc('TimeoutError', `not run: the time limit of ${rt.limitS} s for the gates run was used up by earlier cases`)
        });
    const home = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'benchgate-qsolve-'));
    const timeoutMessage = `the gates run exceeded its time limit of ${rt.limitS} s (resources.timeout_s, clamped to ${MIN_TIME_S}..${MAX_TIME_S}); the workflow process was killed`;
    const remainingS = Math.max(0.05, (rt.deadline - Date.now()) / 1000);
    const argv = [
        ...rt.argv,
        '--module',
        rt.entryAbs,
        '--memory-mb',
        String(rt.memoryMb),
        '--deadline-s',
        remainingS.toFixed(3)
    ];
    const env = (0,sandbox/* scrubEnv */.LK)(rt.env, home);
    const l = rt.launcher;
    const sessionDeadline = rt.deadline + 2000;
    const session = new RunnerSession({
        plan: l
            ? (0,sandbox/* launcherPlan */.C1)(l.caps, argv, {
                scratch: home,
                memoryMb: rt.memoryMb,
                hide: l.hide,
                env,
                fds: 'proto',
                rlimitMemory: rt.language === 'python' ? 'as' : 'data',
                runAs: l.runAs,
                need: l.need,
                expose: l.expose
            })
            : (0,sandbox/* plan */.et)(argv, rt.memoryMb, rt.language === 'python'),
        cwd: home,
        env,
        deadline: sessionDeadline,
        timeoutMessage,
        memoryMb: rt.memoryMb
    });
    // Stops a running simulation at the same moment the session kills the runner.
    const stop = new AbortController();
    const stopTimer = setTimeout(() => stop.abort(), Math.max(0, sessionDeadline - Date.now()));
    const endException = (end) => endOf(rt, end, timeoutMessage);
    try {
        const hello = await session.start();
        if (!hello.ok)
            return finish({
                exception: 'end' in hello
                    ? endException(hello.end)
                    : Date.now() >= rt.deadline
                        ? exc('TimeoutError', timeoutMessage)
                        : workflowException(hello.importError)
            });
        // estimate()
        if (hello.hello.estimate) {
            const r = await session.call({ fn: 'estimate', input, params, seed }, async () => ({
                error: 'estimate() cannot send circuits',
                unavailable: false
            }));
            if (!r.ok)
                return finish({ exception: endException(r.end) });
            if (r.msg.error)
                return finish({ exception: workflowException(r.msg.error) });
            const v = r.msg.value;
            rec.estimate = isObj(v)
                ? { circuits: finite(v.circuits) ? v.circuits : null, shots: finite(v.shots) ? v.shots : null }
                : null;
        }
        else
            rec.estimate = null;
        // methods
        for (const m of rt.manifest.methods) {
            rt.progress(`qsolve ${rt.state.folder}: ${spec.name} [${target}] ${m.name}…`);
            const circuits = [];
            const runs = [];
            let backendUnavailable;
            let oversize;
            const r = await session.call({ fn: 'method', method: m.name, kind: m.kind, input, params, seed, target, ...backendOf(m.kind) }, async (c) => {
                if (c.shots < 1 || c.shots > protocol/* MAX_SHOTS */.hx)
                    return { error: `shots must be between 1 and ${protocol/* MAX_SHOTS */.hx}, got ${c.shots}`, unavailable: false };
                const copts = (0,circuit_options/* circuitOptions */.K)(c.options);
                if (!copts.ok)
                    return { error: copts.problem, unavailable: false };
                const qasmBytes = Buffer.byteLength(c.qasm);
                if (qasmBytes > protocol/* MAX_QASM_BYTES */.qC) {
                    // The runner refuses such circuits itself; one that sends it anyway broke the protocol.
                    oversize = `the runner broke the protocol: circuit ${c.seq} of method ${m.name} is ${(0,bytes/* formatBytes */.z)(qasmBytes)} of circuit text, over benchgate's ${(0,bytes/* formatBytes */.z)(protocol/* MAX_QASM_BYTES */.qC)} limit; it was not simulated`;
                    session.kill();
                    return { error: oversize, unavailable: false };
                }
                const cseed = circuitSeed(seed, m.name, c.seq);
                const res = await rt.backend.run(c.qasm, c.shots, cseed, target, stop.signal, copts.options);
                if (!res.ok) {
                    if (res.unavailable)
                        backendUnavailable = res.reason;
                    return { error: res.reason, unavailable: res.unavailable };
                }
                runs.push(res);
                circuits.push({
                    qubits: res.qubits,
                    two_qubit_gates: res.twoQubitGates,
                    mid_circuit_measurement: res.midCircuitMeasurement,
                    shots: c.shots,
                    clbits: res.clbits,
                    target,
                    seed: cseed,
                    qasm_sha256: (0,hash/* sha256Hex */.fg)(c.qasm),
                    qasm_version: res.qasmVersion,
                    counts: res.counts,
                    ...(res.transpiledTwoQubitGates !== undefined
                        ? { transpiled_two_qubit_gates: res.transpiledTwoQubitGates }
                        : {}),
                    ...(res.fidelity !== undefined ? { fidelity: res.fidelity } : {}),
                    ...(finite(res.rawFidelity) ? { raw_fidelity: res.rawFidelity } : {}),
                    ...(finite(res.readoutGamma) ? { readout_gamma: res.readoutGamma } : {}),
                    ...(res.layout ? { layout: res.layout } : {})
                });
                return { counts: res.counts };
            });
            if (oversize !== undefined)
                return finish({ exception: exc('ProtocolError', oversize) });
            if (!r.ok)
                return finish({ exception: endException(r.end) });
            const msg = r.msg;
            if (backendUnavailable !== undefined || msg.backend_unavailable !== undefined) {
                return finish({
                    unavailable: backendUnavailable ?? msg.backend_unavailable ?? 'target not available',
                    methods: []
                });
            }
            const base = {
                name: m.name,
                kind: m.kind,
                ...(m.name === rt.referenceName ? { reference: true } : {}),
                status: 'ok',
                wall_time_s: r.wallTimeS,
                circuits
            };
            if (msg.unavailable !== undefined) {
                rec.methods.push({
                    ...base,
                    status: 'unavailable',
                    reason: msg.unavailable,
                    ...(msg.missing_module ? { missing_module: msg.missing_module } : {})
                });
                continue;
            }
            if (msg.error) {
                if (m.kind === 'quantum')
                    return finish({ exception: workflowException(msg.error) });
                const we = workflowException(msg.error);
                rec.methods.push({ ...base, status: 'failed', reason: `failed: ${we.type}: ${we.message}` });
                continue;
            }
            const v = msg.value;
            if (!isObj(v))
                return finish({ exception: exc('ProtocolError', `method ${m.name}: the runner sent no result value`) });
            const own = mitigationFrom(v.mitigation);
            const scored = rt.backend.score?.(target, runs, circuits.map((x) => x.shots));
            let mitigation = null;
            // The merged numbers are what the seed gates on (`reported-mitigation: trust`); `reported` keeps exactly what
            // the workflow said, so `verify` and `ignore` can set benchgate's own scoring (the circuits) beside it.
            if (own)
                mitigation = { ...(scored ?? {}), ...own, source: 'workflow', reported: { ...own } };
            else if (scored)
                mitigation = { ...scored, source: 'backend' };
            rec.methods.push({
                ...base,
                objective: finite(v.objective) ? v.objective : null,
                solution: v.solution ?? null,
                stderr: finite(v.stderr) ? v.stderr : null,
                details: isObj(v.details) ? v.details : {},
                ...(mitigation ? { mitigation } : {})
            });
        }
        // evaluate() on every returned solution
        for (const mr of rec.methods) {
            if (mr.status !== 'ok')
                continue;
            rt.progress(`qsolve ${rt.state.folder}: ${spec.name} [${target}] evaluate(${mr.name})…`);
            const e = await session.call({ fn: 'evaluate', input, solution: mr.solution, seed }, async () => ({
                error: 'evaluate() cannot send circuits',
                unavailable: false
            }));
            if (!e.ok)
                return finish({ exception: endException(e.end) });
            if (e.msg.error) {
                const we = workflowException(e.msg.error);
                return finish({
                    exception: exc(we.type, `evaluate() on the solution of ${mr.name}: ${we.message}`, we.traceback)
                });
            }
            mr.evaluated = finite(e.msg.value) ? e.msg.value : null;
        }
        return finish();
    }
    finally {
        clearTimeout(stopTimer);
        await session.close();
        await (0,promises_.rm)(home, { recursive: true, force: true }).catch(() => { });
    }
}

;// CONCATENATED MODULE: ./src/suites/qsolve/runner/cache-record.ts


/**
 * Records worth keeping: not benchgate's own outcomes (they depend on the machine). A skip for a module missing here
 * is kept (it is never a pass; installing the module and running with --no-cache runs the case).
 */
function cacheable(r) {
    return !(r.exception && RUNNER_EXCEPTIONS.has(r.exception.type));
}
/**
 * A cached record, used only when it is provably the one benchgate wrote for this key: the entry names this exact key,
 * the record is this case (name, list, target, seed, params, expect, input hash), and its result hash recomputed over
 * its content equals the one it carries. Anything else is a miss (the case runs). The cache layer under it
 * authenticates entries too (LocalFolderCache's HMAC); see docs/security/limits.md.
 */
function verifyCached(text, key, expected) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!isObj(v) || v.key !== key || !isObj(v.record))
        return undefined;
    const r = v.record;
    if (typeof r.name !== 'string' || !Array.isArray(r.methods) || typeof r.result_hash !== 'string')
        return undefined;
    if (r.name !== expected.name ||
        (r.list ?? 'cases') !== expected.list ||
        r.target !== expected.target ||
        r.seed !== expected.seed)
        return undefined;
    if (r.input_sha256 !== expected.input_sha256 ||
        (0,hash/* canonicalJson */.dj)(r.params) !== (0,hash/* canonicalJson */.dj)(expected.params) ||
        (0,hash/* canonicalJson */.dj)(r.expect ?? null) !== (0,hash/* canonicalJson */.dj)(expected.expect ?? null))
        return undefined;
    if ((0,hash/* resultHash */.wP)(r) !== r.result_hash)
        return undefined;
    if (!cacheable(r))
        return undefined;
    return r;
}

// EXTERNAL MODULE: ./src/suites/qsolve/runner/cache-key.ts
var cache_key = __webpack_require__(2255);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/cover.ts
var cover = __webpack_require__(87296);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
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

;// CONCATENATED MODULE: ./src/quantum/qasm/dialect.ts
/** Statements and operators that exist only in OpenQASM 3. */
const QASM3_ONLY = new Set([
    'qubit',
    'bit',
    'int',
    'uint',
    'float',
    'angle',
    'bool',
    'const',
    'let',
    'def',
    'for',
    'while',
    'switch',
    'box',
    'delay',
    'array',
    'duration',
    'stretch',
    'input',
    'output',
    'gphase',
    'ctrl',
    'negctrl',
    'inv',
    'pow',
    'else',
    'end'
]);
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
function values_finite(x, what) {
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
            return values_finite(toNumber(v, 'float value'), 'float value');
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
            const x = typeof v === 'number' ? Math.trunc(values_finite(v, 'value')) : toInt(v);
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
            return values_finite(ad.seconds / bd.seconds, 'duration ratio');
        throw new ValueError(`operator '${op}' is not defined on two durations`);
    }
    const d = (ad ?? bd);
    const x = toNumber(ad ? b : a, 'duration factor');
    if (op === '*' || (op === '/' && ad)) {
        const f = op === '*' ? x : 1 / x;
        values_finite(f, 'duration factor');
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
    return values_finite(r, `result of '${op}'`);
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

;// CONCATENATED MODULE: ./src/quantum/qasm/base.ts





const DEFAULT_LIMITS = {
    maxSourceChars: 8 * 1024 * 1024,
    maxOps: 1_000_000,
    maxGateDepth: 64,
    maxExprDepth: 500,
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
    'OPENQASM',
    'include',
    'qreg',
    'creg',
    'qubit',
    'bit',
    'int',
    'uint',
    'float',
    'angle',
    'bool',
    'complex',
    'duration',
    'stretch',
    'array',
    'const',
    'let',
    'gate',
    'def',
    'defcal',
    'defcalgrammar',
    'cal',
    'extern',
    'opaque',
    'input',
    'output',
    'if',
    'else',
    'for',
    'in',
    'while',
    'switch',
    'case',
    'default',
    'break',
    'continue',
    'return',
    'end',
    'measure',
    'reset',
    'barrier',
    'delay',
    'box',
    'durationof',
    'sizeof',
    'readonly',
    'mutable',
    'true',
    'false',
    'ctrl',
    'negctrl',
    'inv',
    'pow',
    'gphase',
    'U',
    'void',
    'pragma',
    'nop'
]);
/** Largest array (elements), and elements all arrays of one program may allocate in all (a loop re-declaring counts each time). */
const MAX_ARRAY_ELEMENTS = 1 << 16;
const MAX_ARRAY_ELEMENTS_TOTAL = 1 << 20;
/** Array elements selected, copied or initialised in all while reading (a loop copying a large array counts each time). */
const MAX_ARRAY_WORK = 1 << 21;
/** Element types an array may have. */
const ARRAY_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration']);
/**
 * The token stream, symbols and expression evaluation. Statements live in ./quantum.ts
 * (Statements extends this) and ./control.ts (Interp extends Statements).
 */
class Base {
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
        else
            this.version = headerlessVersion(this.toks);
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
    /** `OPENQASM 2.0;` (or `2`, as Qiskit), `OPENQASM 3;`, `3.0`, `3.1`: the versions this reader implements. */
    header() {
        this.next();
        const v = this.next();
        if (v.t !== 'num' || !/^[0-9]+(\.[0-9]+)?$/.test(v.v))
            throw this.err(`expected a version number after OPENQASM but found ${describe(v)}`, v);
        if (v.v === '2.0' || v.v === '2') {
            this.version = 2;
            this.strict2 = true;
        }
        else if (v.v === '3' || v.v === '3.0' || v.v === '3.1')
            this.version = 3;
        else
            throw this.err(`unsupported OpenQASM version ${v.v} (supported: 2, 2.0, 3, 3.0, 3.1)`, v);
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
    /** Array elements allocated so far (see MAX_ARRAY_ELEMENTS_TOTAL). */
    arrayElements = 0;
    /** Array elements touched so far (see MAX_ARRAY_WORK). */
    arrayWork = 0;
    chargeArrayWork(n, t) {
        this.arrayWork += n;
        if (this.arrayWork > MAX_ARRAY_WORK)
            throw this.err(`the program touches more than ${MAX_ARRAY_WORK} array elements in all (large array copies repeated in a loop)`, t);
    }
    /** `stretch` variables declared so far (see DelayOp.stretchVars). */
    stretchVars = 0;
    /**
     * `[i, j][k]`, `[a:b]`, `[a:s:b]` after an array name: the flat positions selected (row-major over the
     * kept dimensions) and the shape of the selection ([] = one element). Indices must be known values.
     */
    arraySelect(sym, t) {
        const dims = sym.dims;
        const stride = dims.map((_, d) => dims.slice(d + 1).reduce((a, b) => a * b, 1));
        let pos = [0];
        const shape = [];
        let d = 0;
        while (this.is('[')) {
            this.next();
            for (;;) {
                if (d >= dims.length)
                    throw this.err(`'${sym.name}' has ${dims.length} dimension(s); too many indices`, this.peek());
                const it = this.peek();
                const first = this.is(':') ? undefined : this.intValue('array index');
                let ks;
                if (this.accept(':')) {
                    let step = 1;
                    let last = this.is(']') || this.is(',') ? dims[d] - 1 : this.intValue('array index');
                    if (this.accept(':')) {
                        step = last;
                        last = this.intValue('array index');
                    }
                    const a = normIndex(first ?? 0, dims[d], it, this, sym.name), b = normIndex(last, dims[d], it, this, sym.name);
                    if (step === 0)
                        throw this.err('a slice step cannot be 0', it);
                    ks = [];
                    for (let k = a; step > 0 ? k <= b : k >= b; k += step)
                        ks.push(k);
                }
                const st = stride[d];
                if (ks) {
                    const kk = ks;
                    this.chargeArrayWork(pos.length * kk.length, it);
                    pos = pos.flatMap((p) => kk.map((k) => p + k * st));
                    shape.push(kk.length);
                }
                else {
                    const k = normIndex(first, dims[d], it, this, sym.name);
                    pos = pos.map((p) => p + k * st);
                }
                d++;
                if (!this.accept(','))
                    break;
            }
            this.expect(']');
        }
        for (; d < dims.length; d++) {
            const st = stride[d], n = dims[d];
            this.chargeArrayWork(pos.length * n, t);
            pos = pos.flatMap((p) => Array.from({ length: n }, (_, k) => p + k * st));
            shape.push(n);
        }
        void t;
        return { pos, shape };
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
        return (env) => this.at(t, () => values_finite(toNumber(e(env), 'gate parameter'), 'gate parameter'));
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
            case '||':
                return 1;
            case '&&':
                return 2;
            case '|':
                return 3;
            case '^':
                return this.version === 2 ? 11 : 4;
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
            // a constant zero divisor is an error where it is written, also in a gate body never applied (as Qiskit)
            if ((op === '/' || op === '%') && foldable(right) && isZero(right([])))
                throw this.err(op === '/' ? 'division by zero' : 'modulo by zero', t);
            const v3 = this.version === 3;
            const f = (e) => this.at(t, () => binary(op, l(e), right(e), v3));
            left = foldable(l, right) ? constant(f([])) : f;
        }
    }
    unaryExpr(names) {
        const t = this.next();
        const isUnary = (u) => u.t === 'op' && (u.v === '-' || u.v === '+' || u.v === '!' || u.v === '~');
        if (isUnary(t)) {
            // A run of prefix operators (`----2.0`, Qiskit reads 100,000 of them) is read in a loop and applied
            // in one closure, so its length costs no stack.
            const run = [t];
            while (isUnary(this.toks[this.pos]))
                run.push(this.next());
            for (const o of run)
                if (this.version === 2 && (o.v === '!' || o.v === '~'))
                    throw this.err(`expected an expression but found '${o.v}'`, o);
            const ops = squeezeSigns(run);
            // what is left is applied at each evaluation (a gate body: at each call), so it stays bounded
            if (ops.length > this.lim.maxExprDepth || ++this.exprDepth > this.lim.maxExprDepth)
                throw this.err(`expression nested deeper than ${this.lim.maxExprDepth}`, t);
            // Unary minus binds looser than '**' (−2**2 = −4).
            const inner = this.binaryExpr(names, 11);
            this.exprDepth--;
            const f = (e) => {
                let v = inner(e);
                for (let i = ops.length - 1; i >= 0; i--) {
                    const o = ops[i];
                    const x = v;
                    v = this.at(o, () => unary(o.v, x));
                }
                return v;
            };
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
            cur = constant(this.at(t, () => indexValue(v, sel(typeof v === 'object' && (v.k === 'bits' || v.k === 'rbits')
                ? v.k === 'bits'
                    ? v.b.length
                    : v.c.length
                : 64))));
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
            const d = t.unit === 'dt'
                ? { seconds: 0, dt: x, stretch: 0 }
                : { seconds: x / UNIT_PER_SECOND[t.unit], dt: 0, stretch: 0 };
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
        const f = FUNCS[v] ?? (this.version === 3 ? FUNCS3[v] : undefined);
        if (f) {
            this.expect('(');
            const a = this.expr(names);
            this.expect(')');
            const g = (e) => this.at(t, () => values_finite(f(toNumber(a(e), `argument of ${v}`)), `${v}(${fmt(a(e))})`));
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
                case 'q':
                    throw this.err(`'${v}' is a qubit, not a value`, t);
                case 'arr': {
                    if (names !== null)
                        throw this.err(`'${v}' cannot be used inside a gate definition`, t);
                    const sel = this.arraySelect(sym, t);
                    if (sel.shape.length)
                        throw this.err(`'${v}' is an array; index it down to one element (shape ${sel.shape.join('×')} here)`, t);
                    return constant(sym.data[sel.pos[0]]);
                }
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
            const g = (e) => this.at(t, () => (v === 'angle' ? values_finite(toNumber(a(e), 'angle'), 'angle') : cast(a(e), v, width)));
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
                    return values_finite(Math.atan2(toNumber(x), toNumber(y)), 'arctan2');
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
                return values_finite(v === 'abs' ? Math.abs(r) : v === 'floor' ? Math.floor(r) : Math.ceil(r), v);
            });
            return foldable(a) ? constant(g([])) : g;
        }
        if (v === 'sizeof') {
            this.expect('(');
            const at = this.ident('an array');
            const a = this.lookup(at.v);
            if (!a || a.s !== 'arr')
                throw this.err(`'sizeof' needs an array, '${at.v}' is not one`, at);
            let k = 0;
            if (this.accept(',')) {
                const kt = this.peek();
                k = this.intValue('dimension');
                if (k < 0 || k >= a.dims.length)
                    throw this.err(`'${at.v}' has ${a.dims.length} dimension(s); there is no dimension ${k}`, kt);
            }
            this.expect(')');
            return constant(values_int(a.dims[k]));
        }
        if (v === 'real' || v === 'imag')
            throw this.err('complex numbers are not supported', t);
        if (v === 'durationof')
            throw this.err("'durationof' is not supported: it needs the gate durations of a device target, and the only specification example that uses it (dd.qasm) also needs a stretch and is itself invalid", t);
        if (v === 'measure') {
            if (names !== null)
                throw this.err("'measure' is not allowed in a gate definition", t);
            throw this.err("'measure' can only be the whole right-hand side of an assignment or a return", t);
        }
        return undefined;
    }
}
// ------------------------------------------------------------------------------------------------
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
        return Number.isSafeInteger(v) ? values_int(v) : values_finite(v, `number ${text}`);
    }
    const v = Number(text);
    return values_finite(v, `number ${text}`);
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

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/quantum/gates.ts
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
        const named = namedControlled(base, ctrls.length);
        if (named)
            return { kind: 'gate', name: named, params: params.slice(), qubits: [...ctrls, ...targets] };
        // Largest named controlled form, remaining controls as modifiers.
        for (let k = ctrls.length - 1; k >= 1; k--) {
            const n = namedControlled(base, k);
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
            if (one.length === 1 && isRotation(one[0].base))
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
    const [base, own] = baseOf(name);
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

;// CONCATENATED MODULE: ./src/quantum/qasm/quantum.ts







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
const SCALAR_TYPES = new Set(['int', 'uint', 'float', 'angle', 'bool', 'duration', 'stretch', 'complex']);
/** Longest duration a delay or box may name (the noise engine's MAX_DELAY_NS is the same 1 s). */
const MAX_DURATION_SECONDS = 1;
/** Largest number of `dt` cycles (or stretch units) in one duration. */
const MAX_DURATION_DT = 1e12;
const PULSE = new Set(['defcal', 'defcalgrammar', 'cal']);
class Statements extends Base {
    annotation() {
        // Annotations (@name …) may be ignored by a compiler (OpenQASM 3 spec): the line is skipped.
        const at = this.next();
        const name = this.toks[this.pos];
        if (name.t !== 'id' || name.line !== at.line || name.col !== at.col + 1)
            throw this.err("expected an annotation name after '@'", at);
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
            throw this.err(`include of "${f.v}" is not supported: benchgate reads one program and no files; paste that file's gate definitions into the program (qelib1.inc and stdgates.inc are built in)`, f);
        this.expect(';');
        if (this.included.has(f.v))
            throw this.err(`"${f.v}" is already included (its gates would be defined twice)`, f);
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
        // an empty register is valid (Qiskit reads `qreg q[0];`); gates broadcast over it do nothing
        if (size < 0)
            throw this.err('register size must not be negative', st);
        if (this.scopes.length > 1)
            throw this.err(`'${quantum ? 'qreg' : 'creg'}' is only allowed in the global scope`, name);
        if (quantum)
            this.declare(name, { s: 'q', name: name.v, qubits: this.allocQubits(name, size), single: false });
        else
            this.declare(name, {
                s: 'c',
                name: name.v,
                clbits: this.allocClbits(name, size, true),
                single: false,
                type: 'bit'
            });
    }
    designator(what, min = 1) {
        const st = this.peek();
        const n = this.intValue(what);
        if (this.is(','))
            throw this.err(`a ${what} has one dimension`, this.peek());
        this.expect(']');
        if (n < min)
            throw this.err(`${what} must be at least ${min}`, st);
        return n;
    }
    qubitDecl() {
        this.next();
        let size;
        if (this.accept('['))
            size = this.designator('register size', 0);
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
            size = this.designator('register size', 0);
        const name = this.newName('a bit name');
        const global = this.scopes.length === 1;
        const sym = {
            s: 'c',
            name: name.v,
            clbits: this.allocClbits(name, size ?? 1, global),
            single: size === undefined,
            type: 'bit'
        };
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
            const sym = {
                s: 'c',
                name: name.v,
                clbits: this.allocClbits(name, width, global),
                single: false,
                type: 'angle'
            };
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
            this.stretchVars++;
            val = { k: 'dur', d: { seconds: 0, dt: 0, stretch: 1 } };
            void val;
        }
        this.declare(name, {
            s: 'v',
            name: name.v,
            type,
            width,
            val: type === 'stretch' ? { k: 'dur', d: { seconds: 0, dt: 0, stretch: 1 } } : val,
            isConst,
            scope: this.scopes.length - 1
        });
    }
    /** Value converted to a declared scalar type. */
    convert(v, type, width) {
        switch (type) {
            case 'float':
                return values_finite(toNumber(v, 'float value'), 'float value');
            case 'angle': {
                const x = values_finite(toNumber(v, 'angle'), 'angle');
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
            (0,arrays/* pushAll */.iI)(qubits, a.qubits);
            single = first && a.single;
            first = false;
        } while (this.accept('++'));
        this.expect(';');
        if (new Set(qubits).size !== qubits.length)
            throw this.err('an alias cannot name the same qubit twice', name);
        this.declare(name, { s: 'q', name: name.v, qubits, single });
    }
    // -- gate definitions
    /** `gate` / `opaque` up to the body: name, parameter names and qubit argument names, all checked. */
    gateHeader() {
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
        return { kwTok, name, params, qargs };
    }
    /**
     * OpenQASM 2 `opaque name(params) a, b;`: declared as Qiskit reads it (a gate with no definition).
     * Declaring one is harmless; applying one is refused when the call is expanded, since there is nothing
     * to simulate.
     */
    opaqueDef() {
        const { name, params, qargs } = this.gateHeader();
        this.expect(';');
        this.defs.set(name.v, { name: name.v, nParams: params.length, nQubits: qargs.length, body: [], opaque: true });
    }
    gateDef() {
        const { kwTok, name, params, qargs } = this.gateHeader();
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
            if (t.t === 'id' &&
                ([
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
                ].includes(t.v) ||
                    SCALAR_TYPES.has(t.v) ||
                    PULSE.has(t.v))) {
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
        while (this.toks[this.pos].t === 'id' &&
            ['ctrl', 'negctrl', 'inv', 'pow'].includes(this.toks[this.pos].v) &&
            (this.is('@', 1) || this.is('(', 1))) {
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
                arg = (env) => this.at(at, () => values_finite(toNumber(e(env), `${t.v} argument`), `${t.v} argument`));
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
        if (!prim && this.strict2)
            this.qelib1Gate(gname);
        if (!prim && !this.defs.has(gname.v) && ALIASES[gname.v])
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
    /**
     * In a program that says `OPENQASM 2.0;`, a gate that is neither U, CX, defined by the program nor one of an
     * included qelib1.inc is refused, as the OpenQASM 2 specification and Qiskit's qasm2.loads do (headerless
     * snippets and OpenQASM 3 programs get the standard gates without an include: docs/openqasm.md).
     */
    qelib1Gate(gname) {
        const d = this.defs.get(gname.v);
        if (d && !d.prelude)
            return;
        if (this.included.has('qelib1.inc') && QELIB1.has(gname.v))
            return;
        if (QELIB1.has(gname.v))
            throw this.err(`gate '${gname.v}' is defined in qelib1.inc: add 'include "qelib1.inc";' after the OPENQASM 2.0 line`, gname);
        if (GATES[gname.v] || d)
            throw this.err(`unknown gate '${gname.v}': an OpenQASM 2.0 program knows U, CX, the gates of qelib1.inc and the gates it defines`, gname);
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
                const call = {
                    id: this.callId++,
                    name: (mods.length ? mods.map((m) => m.kind).join(' @ ') + ' @ ' : '') + gname.v,
                    arity: qubits.length
                };
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
            throw this.err(q.single
                ? 'cannot measure a single qubit into a bit register; index the register'
                : 'cannot measure a qubit register into a single bit; index the register', kw);
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
                (0,arrays/* pushAll */.iI)(qubits, this.qubitOperand().qubits);
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
        // a bound far beyond any relaxation time, so that a program cannot ask for an absurd schedule
        if (Math.abs(dd.seconds) > MAX_DURATION_SECONDS ||
            Math.abs(dd.dt) > MAX_DURATION_DT ||
            Math.abs(dd.stretch) > MAX_DURATION_DT) {
            throw this.err(`a duration longer than ${MAX_DURATION_SECONDS} s (or ${MAX_DURATION_DT} dt) is not supported`, t);
        }
        return dd;
    }
    delay() {
        const kw = this.next();
        const duration = this.durationArg();
        const qubits = [];
        while (!this.is(';')) {
            (0,arrays/* pushAll */.iI)(qubits, this.qubitOperand().qubits);
            if (!this.accept(','))
                break;
        }
        this.expect(';');
        if (qubits.length === 0)
            for (let q = 0; q < this.numQubits; q++)
                qubits.push(q);
        this.push({
            kind: 'delay',
            qubits,
            duration,
            at: { line: kw.line, col: kw.col },
            ...(duration.stretch !== 0 ? { stretchVars: this.stretchVars } : {})
        }, kw);
    }
    box() {
        const kw = this.next();
        let d;
        if (this.is('[')) {
            // The box's designated duration: on a device target its qubits are busy for exactly d (the
            // contents, scheduled as late as possible, then idle); no effect on the statevector.
            d = this.durationArg();
            if (this.curCond)
                throw this.err('a box with a duration inside a branch on measured values is not supported', kw);
        }
        if (!this.is('{'))
            throw this.err("expected '{' after box", this.peek());
        if (!d) {
            this.scoped(() => this.block());
            return;
        }
        const open = { kind: 'barrier', qubits: [], box: d, at: { line: kw.line, col: kw.col } };
        this.push(open, kw);
        const first = this.ops.length;
        this.scoped(() => this.block());
        const seen = new Set();
        for (let i = first; i < this.ops.length; i++) {
            const o = this.ops[i];
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
        this.push({ kind: 'barrier', qubits: qubits.slice(), boxEnd: true }, kw);
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
    // -- arrays (classical values known while reading)
    /** `array[type[w], d0, d1, …]` (the keyword is next); `#dim=n` instead of sizes when `ndimOk` (subroutine parameters). */
    arrayType(ndimOk) {
        const kw = this.next();
        this.expect('[');
        const tt = this.ident('an array element type');
        if (!ARRAY_TYPES.has(tt.v))
            throw this.err(`arrays of '${tt.v}' are not supported (element types: ${[...ARRAY_TYPES].join(', ')})`, tt);
        let width;
        if (this.accept('[')) {
            if (tt.v === 'bool' || tt.v === 'duration')
                throw this.err(`'${tt.v}' takes no width`, tt);
            width = this.designator('type width');
        }
        this.expect(',');
        if (this.is('#')) {
            const ht = this.next();
            if (!ndimOk)
                throw this.err("'#dim' is only allowed for subroutine array parameters", ht);
            const d = this.ident("'dim'");
            if (d.v !== 'dim')
                throw this.err(`expected '#dim' but found '#${d.v}'`, d);
            this.expect('=');
            const ndim = this.designator('number of dimensions');
            return { type: tt.v, width, ndim, tok: kw };
        }
        const dims = [];
        do {
            const dt = this.peek();
            const n = this.intValue('array size');
            if (n < 1)
                throw this.err(`an array dimension must be at least 1, got ${n}`, dt);
            dims.push(n);
        } while (this.accept(','));
        this.expect(']');
        const total = dims.reduce((a, b) => a * b, 1);
        if (total > MAX_ARRAY_ELEMENTS)
            throw this.err(`an array of ${total} elements is larger than the limit of ${MAX_ARRAY_ELEMENTS}`, kw);
        return { type: tt.v, width, dims, tok: kw };
    }
    arrayDecl(isConst) {
        const at = this.arrayType(false);
        const dims = at.dims;
        const name = this.newName('an array name');
        const total = dims.reduce((a, b) => a * b, 1);
        this.arrayElements += total;
        if (this.arrayElements > MAX_ARRAY_ELEMENTS_TOTAL)
            throw this.err(`the program's arrays hold more than ${MAX_ARRAY_ELEMENTS_TOTAL} elements in all`, at.tok);
        const sym = {
            s: 'arr',
            name: name.v,
            type: at.type,
            width: at.width,
            dims,
            data: [],
            scope: this.scopes.length - 1
        };
        if (this.accept('=')) {
            sym.data = this.arraySource(sym, dims);
        }
        else {
            if (isConst)
                throw this.err(`constant '${name.v}' needs a value`, name);
            const zero = this.at(at.tok, () => this.convert({ k: 'int', v: 0 }, at.type, at.width));
            this.chargeArrayWork(total, at.tok);
            sym.data = new Array(total).fill(zero);
        }
        this.expect(';');
        if (isConst)
            throw this.err("'const' arrays are not supported; declare the array without 'const'", at.tok);
        this.declare(name, sym);
    }
    /** The elements of an initialiser `{…}` (nested per dimension) or of another array (or a part of it) of that shape. */
    arraySource(target, shape) {
        const t = this.peek();
        if (this.is('{')) {
            const out = [];
            const list = (d) => {
                const open = this.expect('{');
                let n = 0;
                while (!this.is('}')) {
                    if (n >= shape[d])
                        throw this.err(`too many elements: dimension ${d} of '${target.name}' has size ${shape[d]}`, this.peek());
                    if (d + 1 < shape.length)
                        list(d + 1);
                    else {
                        const vt = this.peek();
                        const v = this.value();
                        if (isRuntime(v))
                            throw this.err(`an array element would depend on a measurement result; arrays hold known values only`, vt);
                        out.push(this.at(vt, () => this.convert(v, target.type, target.width)));
                    }
                    n++;
                    if (!this.accept(','))
                        break;
                }
                this.expect('}');
                if (n !== shape[d])
                    throw this.err(`dimension ${d} of '${target.name}' has size ${shape[d]}, the initialiser gives ${n}`, open);
            };
            if (!shape.length)
                throw this.err('expected a value, not an initialiser list', t);
            list(0);
            return out;
        }
        const st = this.ident('an array or an initialiser {…}');
        const src = this.lookup(st.v);
        if (!src || src.s !== 'arr')
            throw this.err(`expected an array or an initialiser {…}; '${st.v}' is not an array`, st);
        const sel = this.arraySelect(src, st);
        if (sel.shape.length !== shape.length || sel.shape.some((n, i) => n !== shape[i])) {
            throw this.err(`shape ${sel.shape.join('×') || 'scalar'} of '${st.v}' here does not match ${shape.join('×')}`, st);
        }
        // a copy, converted to the target's element type (values of the same type are copied as they are)
        if (src.type === target.type && src.width === target.width)
            return sel.pos.map((p) => src.data[p]);
        return sel.pos.map((p) => this.at(st, () => this.convert(src.data[p], target.type, target.width)));
    }
    /** `a[i] = v;`, `a[i, j] op= v;`, `a[0:1] = b[2:3];`, `a = b;` (the name is consumed). */
    arrayAssign(sym, t) {
        if (sym.readonly)
            throw this.err(`'${t.v}' is a readonly array parameter and cannot be assigned`, t);
        if (this.inRuntime() && sym.scope < this.rtScope) {
            throw this.err(`'${t.v}' would depend on a measurement result (assigned under a condition or loop on measured values); arrays hold known values only`, t);
        }
        const sel = this.arraySelect(sym, t);
        const op = this.next();
        if (op.t !== 'op' || !op.v.endsWith('=') || ['==', '!=', '<=', '>='].includes(op.v))
            throw this.err(`expected an assignment but found ${describe(op)}`, op);
        if (sel.shape.length) {
            if (op.v !== '=')
                throw this.err(`'${op.v}' needs one element; '${t.v}' is indexed to shape ${sel.shape.join('×')} here`, op);
            const vals = this.arraySource(sym, sel.shape);
            this.expect(';');
            sel.pos.forEach((p, i) => {
                sym.data[p] = vals[i];
            });
            return;
        }
        const vt = this.peek();
        if (this.is('measure'))
            throw this.err(`a measurement can only be stored in bits; '${t.v}' is an array of ${sym.type}`, vt);
        let v = this.value();
        this.expect(';');
        if (op.v !== '=')
            v = this.at(op, () => compound(op.v, sym.data[sel.pos[0]], v, true));
        if (isRuntime(v))
            throw this.err(`'${t.v}' would depend on a measurement result; arrays hold known values only`, vt);
        sym.data[sel.pos[0]] = this.at(vt, () => this.convert(v, sym.type, sym.width));
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
        if (sym.s === 'arr')
            return this.arrayAssign(sym, t);
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
            const x = this.at(vt, () => values_finite(toNumber(v), 'angle'));
            const k = Math.round((x / (2 * Math.PI)) * 2 ** n);
            v = { k: 'bits', b: intToBits(k, n) };
        }
        if (typeof v === 'object' && v.k === 'rbits' && v.c.length !== target.clbits.length) {
            throw this.err(`cannot assign ${v.c.length} bits to ${target.clbits.length}`, vt);
        }
        const bits = this.at(vt, () => typeof v === 'object' && (v.k === 'rbits' || v.k === 'rbool') ? v : cast(v, 'bit', target.clbits.length));
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
        const out = c.map((_, i) => (bop === '<<' ? (i - n >= 0 ? c[i - n] : -1) : i + n < c.length ? c[i + n] : -1));
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
const KEYWORDS_GATE = new Set([
    'OPENQASM',
    'include',
    'qreg',
    'creg',
    'qubit',
    'bit',
    'int',
    'uint',
    'float',
    'angle',
    'bool',
    'if',
    'for',
    'while',
    'def',
    'measure',
    'reset',
    'barrier',
    'let',
    'const'
]);

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
    parse(src) {
        try {
            return super.parse(src);
        }
        catch (e) {
            // a break/continue that no loop caught (a return is caught by its subroutine call)
            if (e instanceof Transfer)
                throw this.err(`'${e.kind}' outside a loop`, e.tok);
            throw e;
        }
    }
    callDepth = 0;
    rtLoops = [];
    /** Inside a subroutine body: its return type (null: no value). */
    retStack = [];
    // -- statements
    statement() {
        const tok = this.peek();
        // OpenQASM 2 allows an empty statement (Qiskit's qasm2.loads reads `;` and `gate g a { … };`)
        if (this.version === 2 && tok.t === 'op' && tok.v === ';') {
            this.next();
            return;
        }
        if (tok.t === 'op') {
            if (tok.v === '@')
                return this.annotation();
            if (tok.v === '#')
                return this.pragma(tok);
            if (tok.v === '{') {
                if (this.version === 2)
                    throw this.err("expected a statement but found '{'", tok);
                return this.scoped(() => this.block());
            }
        }
        if (tok.t === 'hw')
            throw this.err('expected a statement; an assignment to a physical qubit is not allowed', tok);
        if (tok.t !== 'id')
            throw this.err(`expected a statement but found ${describe(tok)}`, tok);
        const kw = tok.v;
        switch (kw) {
            case 'include':
                return this.include();
            case 'qreg':
            case 'creg':
                return this.oldDecl(kw === 'qreg');
            case 'qubit':
            case 'bit':
                if (this.version === 2)
                    throw this.err(`'${kw}' declarations are OpenQASM 3; in OpenQASM 2 declare '${kw === 'qubit' ? 'qreg' : 'creg'} name[size];'`, tok);
                return kw === 'qubit' ? this.qubitDecl() : this.bitDecl(false);
            case 'gate':
                return this.gateDef();
            case 'measure':
                return this.measureArrow();
            case 'reset':
                return this.reset();
            case 'barrier':
                return this.barrier();
            case 'if':
                return this.ifStmt();
            case 'else':
                throw this.err("'else' without a matching 'if'", tok);
            case 'opaque':
                if (this.version === 2)
                    return this.opaqueDef();
                throw this.err("'opaque' is OpenQASM 2 only; in OpenQASM 3 define the gate with 'gate'", tok);
            default:
                break;
        }
        if (this.version === 3) {
            switch (kw) {
                case 'const':
                    return this.constDecl();
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
                case 'array':
                    return this.arrayDecl(false);
                case 'let':
                    return this.alias();
                case 'for':
                    return this.forStmt();
                case 'while':
                    return this.whileStmt();
                case 'switch':
                    return this.switchStmt();
                case 'def':
                    return this.defStmt();
                case 'return':
                    return this.returnStmt();
                case 'break':
                case 'continue':
                    return this.loopJump(kw);
                case 'end':
                    return this.endStmt();
                case 'delay':
                    return this.delay();
                case 'box':
                    return this.box();
                case 'extern':
                    throw this.err("unsupported construct 'extern': external functions have no definition to simulate", tok);
                case 'input':
                case 'output':
                    throw this.err(`unsupported construct '${kw}': program ${kw}s need values from the caller`, tok);
                case 'pragma':
                    return this.pragma(tok);
                case 'nop':
                    return this.nop();
                case 'case':
                case 'default':
                    throw this.err(`'${kw}' outside a switch`, tok);
                default:
                    break;
            }
        }
        if (PULSE.has(kw))
            throw this.err(`pulse-level calibration ('${kw}') is not supported`, tok);
        if (this.version === 3 &&
            (kw === 'int' || kw === 'uint' || kw === 'float' || kw === 'bool' || kw === 'bit' || kw === 'angle')) {
            throw this.err(`a cast (${kw}(…)) is not a statement`, tok);
        }
        const sym = this.version === 3 ? this.lookup(kw) : undefined;
        const nx = this.toks[this.pos + 1];
        const assignOp = nx &&
            nx.t === 'op' &&
            (nx.v === '=' || (nx.v.length >= 2 && nx.v.endsWith('=') && !['==', '!=', '<=', '>='].includes(nx.v)));
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
            throw this.err("expected a statement or a block but found ';'", this.peek());
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
        if (t.t === 'id' &&
            ['int', 'uint', 'float', 'bool', 'bit', 'angle'].includes(t.v) &&
            !this.is('(', 1) &&
            !this.is('[', 1)) {
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
        const raw = this.value();
        this.expect(')');
        // a value the register cannot hold makes the condition false (Qiskit reads `if (c == 2^70)` on creg c[70])
        if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 2 ** c.clbits.length)
            return false;
        const value = this.at(vt, () => toInt(raw, 'condition value'));
        if (value < 0)
            throw this.err('condition value must be non-negative', vt);
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
        this.runtimeBranches(c, [
            () => this.body(),
            ...(this.hasElse()
                ? [
                    () => {
                        this.expect('else');
                        this.body();
                    }
                ]
                : [])
        ]);
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
            throw this.err("expected a loop body but found ';'", this.peek());
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
                this.declare(name, {
                    s: 'v',
                    name: name.v,
                    type,
                    width,
                    val,
                    isConst: false,
                    scope: this.scopes.length - 1,
                    loopVar: true
                });
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
                throw this.err("expected a loop body but found ';'", this.peek());
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
        if (typeof target === 'number' ||
            (typeof target === 'object' && (target.k === 'rbool' || target.k === 'dur' || target.k === 'bool'))) {
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
            const conds = cases.map((c) => c.values
                .map((v) => ({ op: 'cmp', rel: '==', clbits: target.c, value: v }))
                .reduce((a, b) => ({ op: 'or', a, b })));
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
            if (tt.v === 'array')
                throw this.err("an array parameter needs 'readonly' or 'mutable' before 'array'", tt);
            if (tt.v === 'readonly' || tt.v === 'mutable') {
                if (!this.is('array'))
                    throw this.err(`expected 'array' after '${tt.v}'`, this.peek());
                const at = this.arrayType(true);
                const pn = this.newName('a parameter name');
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
                p = {
                    name: pn.v,
                    kind: tt.v === 'angle' && width !== undefined ? 'angle' : 'scalar',
                    type: tt.v,
                    width,
                    tok: pn
                };
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
            else if (p && p.kind === 'array') {
                const an = this.ident('an array');
                const a = this.lookup(an.v);
                if (!a || a.s !== 'arr')
                    throw this.err(`argument '${p.name}' of '${sym.name}' must be an array; '${an.v}' is not one`, an);
                if (this.is('['))
                    throw this.err('pass a whole array (a part of one cannot be passed by reference here)', this.peek());
                args.push({ arr: a, tok: at });
            }
            else if (p && (p.kind === 'bits' || p.kind === 'angle') && at.t === 'id' && this.lookup(at.v)?.s === 'c') {
                const c = this.clbitOperand();
                args.push({
                    v: c.sym.type === 'angle' && c.clbits.length === c.sym.clbits.length
                        ? this.readBits(c.clbits)
                        : this.readBits(c.clbits),
                    tok: at
                });
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
        if (!this.is(';') &&
            !this.is(')') &&
            !this.is(',') &&
            args.length < sym.params.length &&
            sym.params[args.length].kind === 'qubit') {
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
            if (p.kind === 'array') {
                const arr = a.arr;
                if (arr.type !== p.type || arr.width !== p.width)
                    throw this.err(`argument '${p.name}' of '${sym.name}' needs an array of ${p.type}${p.width !== undefined ? `[${p.width}]` : ''}, got ${arr.type}${arr.width !== undefined ? `[${arr.width}]` : ''}`, a.tok);
                if (p.dims
                    ? p.dims.length !== arr.dims.length || p.dims.some((n, k) => n !== arr.dims[k])
                    : p.ndim !== arr.dims.length) {
                    throw this.err(`argument '${p.name}' of '${sym.name}' needs shape ${p.dims ? p.dims.join('×') : `of ${p.ndim} dimension(s)`}, got ${arr.dims.join('×')}`, a.tok);
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
                const bits = this.at(a.tok, () => p.kind === 'angle' && typeof v === 'number'
                    ? cast({ k: 'int', v: Math.round((v / (2 * Math.PI)) * 2 ** n) }, 'bit', n)
                    : cast(v, 'bit', n));
                // by value: fresh scratch bits holding the argument
                const clbits = this.allocClbits(a.tok, n, false);
                for (const c of clbits)
                    this.known[c] = 0;
                this.writeBits(clbits, bits, a.tok);
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
                throw this.err(`argument '${p.name}' of '${sym.name}' would depend on a measurement result; pass it as bit`, a.tok);
            const val = this.at(a.tok, () => this.convert(v, p.type, p.width));
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


;// CONCATENATED MODULE: ./src/quantum/simulator/options.ts
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
const options_DEFAULT_MAX_MEMORY = 4 * 1024 ** 3;
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
/** Default memory for the saved branch copies of shot branching: 1 GiB (within the memory limit). */
const options_DEFAULT_BRANCH_MEMORY = 1024 ** 3;
/** Bytes needed for an n-qubit state (16 bytes per amplitude). */
function options_stateBytes(n) {
    return 16 * 2 ** n;
}

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
        default:
            k1General(re, im, off, N, s, ar, ai, br, bi, cr, ci, dr, di);
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
        for (const [t0, t1] of [
            [0, 1],
            [2, 0]
        ]) {
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
function mul4(a, b) {
    return cmat_cmul(a, b, 4);
}

;// CONCATENATED MODULE: ./src/quantum/simulator/compile.ts



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
function compile_compile(ops, numQubits, fuse = true) {
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
        g.controls.forEach((c, i) => {
            if ((g.ctrlValues >> i) & 1)
                cval |= 1 << c;
        });
        const shape2 = g.targets.length === 2 ? classify2(g.m) : Shape2.General;
        if (g.targets.length === 2 && g.controls.length === 0 && !cond && fuse && shape2 === Shape2.General) {
            const [t0, t1] = g.targets;
            const p0 = pending[t0], p1 = pending[t1];
            let m = g.m;
            if (p0 || p1) {
                m = mul4(g.m, kron(p1 ?? I2, p0 ?? I2, 2, 2));
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
                shape: Shape2.General
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
            const shape = classify1(g.m);
            if (g.controls.length === 0)
                one(t, g.m, cond);
            else if (shape === Shape.Phase1 && allPositive && !cond)
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
class rng_Rng {
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
        const r = new rng_Rng(0);
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

;// CONCATENATED MODULE: ./src/quantum/sparse.ts
/**
 * Sparse statevector: the nonzero amplitudes of a state whose support is small (a basis state, a
 * GHZ state, the first gates of a circuit on a wide register). Steps are applied one by one with
 * the same arithmetic as the dense kernels of ./kernels.ts: a 2×2 or 4×4 matrix is applied with its
 * full formula, an absent amplitude counting as 0, so x + 0·y gives exactly x and the amplitudes
 * are the ones the unfused dense kernels compute. The simulator switches to the dense arrays when the
 * support grows (see SPARSE_MAX in ./simulator/options.ts).
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
        case Shape.Phase1:
            return [K(m[6]), K(m[7])];
        case Shape.Diag:
            return [K(m[0]), K(m[1]), K(m[6]), K(m[7])];
        case Shape.Anti:
            return [K(m[2]), K(m[3]), K(m[4]), K(m[5])];
        case Shape.Real:
            return [K(m[0]), K(m[2]), K(m[4]), K(m[6])];
        case Shape.RealImag:
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
                        e = [
                            `${pr} * ${xr} - ${pi} * ${xi}`,
                            `${pr} * ${xi} + ${pi} * ${xr}`,
                            `${qr} * ${yr} - ${qi} * ${yi}`,
                            `${qr} * ${yi} + ${qi} * ${yr}`
                        ];
                        break;
                    }
                    case Shape.Anti: {
                        const [pr, pi, qr, qi] = names;
                        e = [
                            `${pr} * ${yr} - ${pi} * ${yi}`,
                            `${pr} * ${yi} + ${pi} * ${yr}`,
                            `${qr} * ${xr} - ${qi} * ${xi}`,
                            `${qr} * ${xi} + ${qi} * ${xr}`
                        ];
                        break;
                    }
                    case Shape.Real: {
                        const [p, q, r, s] = names;
                        e = [
                            `${p} * ${xr} + ${q} * ${yr}`,
                            `${p} * ${xi} + ${q} * ${yi}`,
                            `${r} * ${xr} + ${s} * ${yr}`,
                            `${r} * ${xi} + ${s} * ${yi}`
                        ];
                        break;
                    }
                    case Shape.RealImag: {
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
            if (o.shape === Shape2.Perm) {
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
                switch (o.shape) {
                    case Shape.Phase1: {
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
                    case Shape.Diag: {
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
                    case Shape.Anti: {
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
                    case Shape.Real: {
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
                    case Shape.RealImag: {
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
            if (o.shape === Shape2.Perm) {
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
const I_EQZ = [0x45], I_SUB = [0x6b], I_MUL = [0x6c];
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
        writeU32(n, (b) => this.byte(b));
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

;// CONCATENATED MODULE: ./src/quantum/simulator/apply.ts
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
        default:
            throw new Error('not a unitary step');
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

;// CONCATENATED MODULE: ./src/quantum/simulator/fusion.ts
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
        else if (fuse >= 3 || n >= GENERATED_MIN_QUBITS) {
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

;// CONCATENATED MODULE: ./src/quantum/simulator/wasm.ts
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

;// CONCATENATED MODULE: ./src/quantum/simulator/blocked.ts
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
function blocked_workspace(opts) {
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
        S.forEach((q, i) => {
            pos[q] = i;
        });
        runSegment(members.map((k) => localize(steps[k], pos)), S, H, re, im, ws);
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

;// CONCATENATED MODULE: ./src/quantum/simulator/execute.ts






// ------------------------------------------------------------------------------------------------
// Execution
function condHolds(c, bits) {
    return conditionHolds(c, bits);
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
/** Project qubit q onto `outcome` and renormalise; with `flip`, then map it to |0>. Shared by shot branching. */
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

;// CONCATENATED MODULE: ./src/quantum/simulator/simulate.ts







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
function simulate_checkSize(c, opts, copies = 1) {
    const n = c.numQubits;
    const limit = opts.maxMemoryBytes ?? options_DEFAULT_MAX_MEMORY;
    const need = options_stateBytes(n) * copies;
    if (n > MAX_QUBITS || need > limit) {
        const gib = (x) => (x / 1024 ** 3).toFixed(x < 1024 ** 3 ? 3 : 1);
        throw new SimulationError(`a ${n}-qubit statevector needs ${gib(need)} GiB (16 bytes per amplitude × 2^${n}${copies > 1 ? ` × ${copies}` : ''}), ` +
            `over the limit of ${gib(Math.min(limit, options_stateBytes(MAX_QUBITS)))} GiB (${maxQubitsFor(limit)} qubits)`);
    }
}
/** Largest qubit count whose state fits `bytes`. */
function maxQubitsFor(bytes) {
    let n = 0;
    while (n < MAX_QUBITS && options_stateBytes(n + 1) <= bytes)
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
    simulate_checkSize(c, opts);
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
    const ws = blocked_workspace(opts);
    const { re, im } = ws.alloc(n);
    re[0] = 1;
    const steps = compile_compile(c.ops, n, opts.fusion ?? true);
    runSteps(steps, 0, steps.length, re, im, n, new rng_Rng(opts.seed), new Uint8Array(c.numClbits), ws);
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
    const ws = blocked_workspace(opts);
    const steps = compile_compile(unitaryOps(c), n, opts.fusion ?? true);
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
    // mem: the WebAssembly memory the dense state lives in, if it does (sampling scans it there)
    return { dense: { numQubits: n, re, im }, mem: ws.sv?.mem };
}

;// CONCATENATED MODULE: ./src/quantum/binomial.ts
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

;// CONCATENATED MODULE: ./src/quantum/simulator/branching.ts
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
function branching_deferredMeasures(steps, numClbits) {
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
function branching_runBranches(run, shots) {
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
            if (plainStep(st)) {
                let e = pc + 1, mask = stepMask(st);
                while (e < steps.length && plainStep(steps[e]))
                    mask |= stepMask(steps[e++]);
                if (Math.max(ws.hi, 32 - Math.clz32(mask)) <= JS_MAX_SUPPORT) {
                    // a small support: the WebAssembly path would widen it to its block (2^16 amplitudes)
                    const wasm = ws.wasm;
                    ws.wasm = false;
                    runUnitary(steps, pc, e, re, im, n, ws);
                    ws.wasm = wasm;
                }
                else
                    runUnitary(steps, pc, e, re, im, n, ws);
                zero &= ~mask;
                one &= ~mask;
                dirtyHi = Math.max(dirtyHi, ws.hi);
                pc = e;
                continue;
            }
            pc++;
            if (st.cond && !conditionHolds(st.cond, bits))
                continue;
            if (st.k === 'set')
                bits[st.clbit] = st.v;
            else if (st.k === 'copy')
                bits[st.to] = bits[st.from];
            else if (st.k === 'jump') {
                if (++jumps > MAX_JUMPS_PER_SHOT)
                    throw new SimulationError(`a while loop ran more than ${MAX_JUMPS_PER_SHOT} iterations in one shot`);
                pc = st.to;
            }
            else if (st.k === 'measure' || st.k === 'reset') {
                const q = st.q, reset = st.k === 'reset';
                let outcome = 0;
                if ((one >> q) & 1) {
                    // measured 1 since its last gate: no draw; a reset moves it to |0>
                    outcome = 1;
                    if (reset)
                        collapse(re, im, ws.hi, q, 1, 1, true);
                }
                else if (q < ws.hi && !((zero >> q) & 1)) {
                    const hi = ws.hi;
                    const [p0, p1] = prob1(re, im, hi, q);
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
                        k1 = binomial(rng, shots, p1 / (p0 + p1));
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
                            throw new SimulationError(`the exact distribution needs more than ${run.budgetBytes} bytes of branch copies`);
                        else
                            perShot.push(child);
                        shots -= k1;
                    }
                    else
                        outcome = k1 > 0 ? 1 : 0;
                    collapse(re, im, hi, q, outcome, outcome ? p1 : p0, reset);
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
                const w = stepWidth(st, ws.hi);
                if (w >= 0) {
                    applyDirect(st, re, im, w);
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

;// CONCATENATED MODULE: ./src/quantum/simulator/relabel.ts
function relabel_reuseSlots(ops, n) {
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

;// CONCATENATED MODULE: ./src/quantum/wasm/scan.ts
/**
 * Sampling's two passes over a state in WebAssembly memory (./sv.ts: re at byte 0, im at byte
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

const scan_wasmApi = () => globalThis.WebAssembly;
const scan_I32 = 0x7f, F64 = 0x7c;
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
        ...vec([
            [3, scan_I32],
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
        ...vec([
            [2, scan_I32],
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
    const accFn = [...vec([]), GGET, 0, 0x0b];
    const lastFn = [...vec([]), GGET, 1, 0x0b];
    const fns = [
        ['norm', 0, norm],
        ['advance', 1, advance],
        ['acc', 2, accFn],
        ['last', 3, lastFn]
    ];
    return Uint8Array.from([
        0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
        ...section(1, vec([
            [0x60, ...vec([[scan_I32]]), ...vec([[F64]])],
            [0x60, ...vec([[scan_I32], [scan_I32], [F64]]), ...vec([[scan_I32]])],
            [0x60, ...vec([]), ...vec([[F64]])],
            [0x60, ...vec([]), ...vec([[scan_I32]])]
        ])),
        // env.mem: any unshared memory (minimum 0 pages, no maximum)
        ...section(2, vec([[...asm_name('env'), ...asm_name('mem'), 0x02, 0x00, ...u32(0)]])),
        ...section(3, vec(fns.map(([, t]) => u32(t)))),
        // acc (f64) and last (i32), mutable, 0
        ...section(6, vec([
            [F64, 1, ...F64_ZERO, 0x0b],
            [scan_I32, 1, ...I32C(0), 0x0b]
        ])),
        ...section(7, vec(fns.map(([n], i) => [...asm_name(n), 0x00, ...u32(i)]))),
        ...section(10, vec(fns.map(([, , body]) => [...u32(body.length), ...body])))
    ]);
}
let compiled;
function scanOn(mem) {
    const WA = scan_wasmApi();
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

;// CONCATENATED MODULE: ./src/quantum/simulator/sampling.ts









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
        throw new SimulationError(`shots must be a non-negative integer, got ${shots}`);
    const seed = opts.seed ?? 0;
    const rng = new rng_Rng(seed);
    const n = c.numQubits;
    const dyn = dynamicsOf(c);
    const base = { shots, seed: String(seed), numQubits: n, numClbits: c.numClbits };
    const counts = new Map();
    if (!dyn.dynamic) {
        simulate_checkSize(c, opts);
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
    simulate_checkSize(c, opts);
    const ws = blocked_workspace(opts);
    const { re, im } = ws.alloc(n);
    re[0] = 1;
    const limit = opts.maxMemoryBytes ?? options_DEFAULT_MAX_MEMORY;
    if (opts.branching !== false) {
        // the ancillas' places reused after their resets (./relabel.ts): a narrower support
        const bsteps = compile_compile(relabel_reuseSlots(c.ops, n), n, opts.fusion ?? true);
        const budget = opts.maxBranchBytes ?? Math.min(options_DEFAULT_BRANCH_MEMORY, Math.max(0, limit - options_stateBytes(n)));
        const b = sampleBranching(c, bsteps, ws, re, im, rng, shots, budget);
        return {
            counts: b.counts,
            method: b.stats.perShotShots ? 'shot-branching+per-shot' : 'shot-branching',
            branching: b.stats,
            ...base
        };
    }
    const steps = compile_compile(c.ops, n, opts.fusion ?? true);
    let prefix = 0;
    while (prefix < steps.length && plainStep(steps[prefix]))
        prefix++;
    const N = 2 ** n;
    runSteps(steps, 0, prefix, re, im, n, undefined, undefined, ws);
    const cache = prefix > 0 && options_stateBytes(n) * 2 <= limit && N <= 1 << 22;
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
 * A dynamic circuit's counts by shot branching (./branching.ts): each leaf's deferred measurements
 * are drawn from its final state in one pass, then keyed with the leaf's clbits.
 */
function sampleBranching(c, steps, ws, re, im, rng, shots, budgetBytes) {
    const deferred = branching_deferredMeasures(steps, c.numClbits);
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
    const stats = branching_runBranches({ steps, n: c.numQubits, numClbits: c.numClbits, ws, re, im, rng, deferred, budgetBytes, leaf }, shots);
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
    const ws = workspace(opts);
    const { re, im } = ws.alloc(n);
    re[0] = 1;
    const steps = compile(reuseSlots(c.ops, n), n, opts.fusion ?? true);
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
    const limit = opts.maxMemoryBytes ?? DEFAULT_MAX_MEMORY;
    const budgetBytes = Math.min(DEFAULT_BRANCH_MEMORY, Math.max(0, limit - stateBytes(n)));
    runBranches({ steps, n, numClbits: c.numClbits, ws, re, im, rng: new Rng(0), deferred, budgetBytes, leaf, exact: true }, 1);
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
 * (../wasm/scan.ts): the same sums and comparisons in the same order, so the same draws.
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

;// CONCATENATED MODULE: ./src/quantum/simulator/index.ts
/**
 * Statevector simulator and shot sampling for the IR of ../ir.ts.
 *
 * State: 2^n complex amplitudes in two Float64Arrays (re, im), 16 bytes per amplitude, allocated
 * once per run and reused for every shot. Gates are compiled once into kernel steps (see
 * ../kernels.ts) with 1-qubit gate fusion; terminal-measurement circuits are sampled from the final
 * state in one pass, dynamic circuits (mid-circuit measurement, reset, conditions) shot by shot.
 *
 * Parts: options.ts (limits, option and result types), compile.ts (IR → kernel steps), apply.ts
 * (one step on a state or a gathered block), fusion.ts (fusion planner), wasm.ts (WebAssembly
 * driver), blocked.ts (run workspace, cache-blocked unitary runs), execute.ts (shot-by-shot
 * steps), simulate.ts (dynamics, statevector, sparse start), sampling.ts (counts and sampling),
 * branching.ts (shot branching of dynamic circuits), relabel.ts (qubit places reused after resets).
 */





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
        numQubits: c.numQubits,
        numClbits: c.numClbits,
        gates,
        gateCounts,
        byArity,
        twoQubitGates: two,
        nonlocalGates: nonlocal,
        measurements: meas,
        resets,
        barriers,
        conditionalOps: conds,
        midCircuitMeasurement: d.midCircuitMeasurement,
        dynamic: d.dynamic
    };
}

;// CONCATENATED MODULE: ./src/quantum/devices/data/aachen.ts
const aachen = {
    device: "aachen",
    backendName: "ibm_aachen",
    backendVersion: "2.0.1",
    processor: "Heron r3",
    numQubits: 156,
    basisGates: ["cz", "id", "rz", "sx", "x"],
    snapshot: "2026-04-17T12:29:46+02:00",
    source: "IBM calibration snapshot as published in Qiskit/qiskit-ibm-runtime (Apache-2.0), qiskit_ibm_runtime/fake_provider/backends/aachen/{conf,props}_aachen.json, commit 73514f066; Copyright IBM and the Qiskit contributors, licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0). Values copied unchanged; generated by scripts/gen-devices.mjs.",
    twoQubitGate: "cz",
    dtNs: 4,
    qubits: {
        t1Us: [256.3633844434256, 273.9867165157833, 178.1326072278409, 230.9891514880848, 212.89802349994704, 184.41040992919045, 148.3401804640343, 216.10387964966552, 215.52640387075135, 242.9310692829184, 225.21321005643145, 249.03119673002786, 193.26885238086695, 241.00946644549362, 200.26234524610578, 250.83718348798783, 219.37251225333765, 217.69312143358707, 189.04922366395502, 78.31374222678876, 221.18541743098032, 243.62898575235474, 150.28961874816736, 270.628707383497, 233.67640847970537, 297.0492108258263, 197.0216856634813, 216.0400365742584, 167.6434437792521, 179.3045743984815, 188.58950144804854, 257.9591183254912, 159.80831275416074, 244.1377902045676, 174.7734603647932, 88.64565894973033, 183.2437128038254, 235.59480708929433, 268.2627985994909, 193.93797040908598, 229.41368932823033, 278.63441306480155, 252.15609688316567, 140.35078597750172, 62.0873510277007, 245.0423568230294, 250.23606822716332, 173.66004993866062, 233.08295868524797, 210.85898852602043, 226.10589469714003, 244.954997920305, 271.7578169881947, 271.36497973068003, 234.2636100728821, 294.8239381499029, 199.694140807487, 245.97046477240056, 198.73180261372175, 293.6315577769545, 242.57391192212356, 294.618386927678, 267.4701698331341, 241.46489807344804, 227.73393346407093, 159.5350069619763, 170.92889638041956, 271.41823644845266, 228.5681001218515, 287.0382603630847, 239.75654839594418, 57.385840762379054, 221.23265564543357, 277.66700789508553, 263.1417218382112, 171.3629537154485, 252.79889315330067, 229.10704979957657, 188.2397341317103, 201.89407604645592, 320.6803541208043, 112.90195366341146, 269.6804725260544, 315.0807109252304, 222.4246775118627, 202.75084412280626, 231.6114790260002, 192.35030339862467, 219.32046567718535, 110.24331686935128, 251.46962248526353, 250.28088976928123, 126.83704679783051, 161.45344996609265, 250.51633158167732, 308.9646798125015, 220.65178177550897, 246.94365662133268, 206.1637217390932, 183.1750159619009, 248.77717935570385, 262.51718229950336, 205.00760660008112, 372.8780265584625, 175.7804647962862, 334.0431948272451, 154.85721976498405, 327.7455908640287, 130.0568653554997, 192.7968215959891, 169.4811675385063, 198.65233898681578, 139.99423436491773, 295.74234960899895, 277.46101044264054, 137.9885159358365, 260.74677102786904, 231.58300145999058, 197.03390340957617, 206.85582619266873, 270.67034833492124, 229.58983153668547, 294.24926903399233, 250.84052972047317, 289.7178830871085, 203.2671518963184, 252.05345406224745, 227.81253142044974, 304.1377037850993, 246.71607994389032, 240.538268609467, 293.88828285456424, 173.7609522043642, 299.26204756557235, 295.34974910594843, 269.9617279097913, 152.38578872924307, 318.4015870627396, 197.8231814034252, 256.342461420722, 281.78443703905924, 296.560781363141, 213.17637470884034, 279.7427765830442, 260.1522159537588, 331.8290118248619, 125.76853043486344, 264.0625654395363, 243.9668798792339, 286.2455839276523, 261.4003485487503, 285.0779015409957, 347.431123192385, 223.25253627995247, 261.6839521857385, 211.8050967251126],
        t2Us: [399.5251384058541, 279.46099580091914, 172.84965570854973, 252.99398608036842, 271.50864193523023, 194.09634300575706, 138.4765718477369, 204.3717041446921, 386.91803463974605, 221.92233095741904, 241.47383998087804, 201.17718734305393, 238.05423585834095, 270.89318735989633, 163.41116344576227, 176.90593381615795, 431.95407795326383, 235.3586198295163, 194.45295432448123, 244.12068303846254, 330.6534840286346, 265.6894033868908, 257.14811560121177, 274.0429438705624, 307.28957255832836, 282.6686570017529, 188.84660936977812, 248.1618234205211, 225.80342624750412, 116.30105094575732, 135.57902376477907, 132.98024964416953, 179.5892333165175, 326.5661517453429, 261.8522031603363, 71.85528969919328, 267.9573474614153, 281.6861697342482, 138.50848546073638, 292.506994068168, 291.71085378539266, 313.3641007411745, 332.4583689672125, 174.73992384953192, 111.56179859627122, 277.4963655274428, 190.56408558271517, 218.06229690602072, 281.0123884030493, 244.64106186617101, 269.5004412922828, 217.26352052995884, 211.717899538777, 246.57170352876298, 179.5368737686795, 245.99668021136495, 214.25896131314647, 223.13502703832881, 190.12186738735744, 327.2152093528755, 351.60529189594484, 218.0552723469401, 183.87827207398598, 189.74037643443032, 309.23164937194645, 222.20486990417115, 243.64280121273904, 191.21792238115512, 273.69219064986675, 239.23305738457856, 171.71235749608599, 84.60249075090744, 252.86472574908967, 265.47821257349347, 289.66191107077384, 234.0551968962907, 362.69781226457366, 285.2823260199597, 189.51609109106744, 136.2752163206723, 441.36543765571383, 116.70794516736805, 257.238729326944, 381.6805721166728, 294.10656643963017, 201.8746148570711, 266.27027046141507, 291.33995410720996, 340.2061039921332, 104.8284515827844, 363.65701117202696, 392.6741761742162, 190.72636208932838, 256.95686167333236, 395.59427011086655, 393.867283363871, 313.68161322312113, 349.8843853972012, 304.56893663528956, 277.2684438588403, 401.5709319943302, 296.27473797813434, 279.2549649895838, 560.5235427465057, 195.33454480289794, 186.7645273863612, 134.59208006661032, 536.7831718413086, 170.93253730294714, 250.89001323672326, 243.88210969076835, 231.4700973845196, 253.89734478172065, 413.29152454921586, 366.6775729957354, 214.53046889924437, 285.17005504209783, 276.17829507552284, 235.98655984093654, 150.6909843034966, 313.06941263712434, 148.57178129367, 196.98054686473563, 179.36512433093253, 448.06818181901315, 298.1823343260766, 351.7685364399423, 238.6877189543908, 283.86068907239354, 204.00264989443832, 218.96827926576654, 296.42110179394336, 204.7091433003645, 262.23666361809836, 285.432459505629, 196.04519045258917, 135.41893089735385, 402.58846030119435, 286.37422837074644, 261.47364059809064, 437.1369362876303, 245.1781116914893, 225.2160079107388, 268.26739180960993, 336.55016253694924, 314.7316316064671, 167.33612156760415, 366.78169949169666, 322.07411900137816, 250.44515498789818, 296.56462880240736, 241.28249224359405, 378.937177904561, 274.4321957629282, 266.8035681311353, 313.5542157740545],
        p10: [0.010498046875, 0.0029296875, 0.048095703125, 0.002197265625, 0.005126953125, 0.001708984375, 0.00146484375, 0.001220703125, 0.001953125, 0.003662109375, 0.00244140625, 0.00439453125, 0.002685546875, 0.0078125, 0.0048828125, 0.003173828125, 0.001953125, 0.00634765625, 0.00537109375, 0.00830078125, 0.0048828125, 0.0048828125, 0.00537109375, 0.002197265625, 0.00244140625, 0.005859375, 0.0048828125, 0.00048828125, 0.002197265625, 0.008544921875, 0.005126953125, 0.0009765625, 0.00341796875, 0.0029296875, 0.005126953125, 0.02490234375, 0.00634765625, 0.005126953125, 0.0029296875, 0.005615234375, 0.0048828125, 0.01025390625, 0.00927734375, 0.001708984375, 0.002685546875, 0.007568359375, 0.033203125, 0.004150390625, 0.004150390625, 0.012451171875, 0.004638671875, 0.002685546875, 0.0302734375, 0.00732421875, 0.00439453125, 0.009521484375, 0.00439453125, 0.010009765625, 0.00732421875, 0.02001953125, 0.00537109375, 0.008544921875, 0.004638671875, 0.00390625, 0.0205078125, 0.007568359375, 0.008056640625, 0.005859375, 0.006591796875, 0.00732421875, 0.01611328125, 0.0029296875, 0.01611328125, 0.007568359375, 0.014892578125, 0.010986328125, 0.0048828125, 0.01025390625, 0.005615234375, 0.00830078125, 0.00732421875, 0.0068359375, 0.01171875, 0.002197265625, 0.008056640625, 0.01513671875, 0.00634765625, 0.004638671875, 0.008056640625, 0.00634765625, 0.00732421875, 0.00244140625, 0.006103515625, 0.01025390625, 0.005126953125, 0.005126953125, 0.009765625, 0.006591796875, 0.00634765625, 0.004150390625, 0.010498046875, 0.00341796875, 0.009521484375, 0.013671875, 0.006591796875, 0.009033203125, 0.004150390625, 0.001708984375, 0.009033203125, 0.00244140625, 0.00537109375, 0.0029296875, 0.0048828125, 0.012939453125, 0.008056640625, 0.00439453125, 0.00830078125, 0.00732421875, 0.00439453125, 0.013427734375, 0.02734375, 0.025146484375, 0.01953125, 0.007080078125, 0.015869140625, 0.013427734375, 0.012451171875, 0.00439453125, 0.00927734375, 0.0068359375, 0.013671875, 0.018310546875, 0.010498046875, 0.014404296875, 0.0166015625, 0.005126953125, 0.001953125, 0.06884765625, 0.03271484375, 0.018798828125, 0.028076171875, 0.018798828125, 0.013916015625, 0.007568359375, 0.003173828125, 0.055908203125, 0.072265625, 0.004638671875, 0.005615234375, 0.008544921875, 0.01708984375, 0.006103515625, 0.01806640625, 0.00537109375, 0.0048828125, 0.00341796875],
        p01: [0.0048828125, 0.004150390625, 0.125244140625, 0.004150390625, 0.0087890625, 0.00341796875, 0.013916015625, 0.005859375, 0.00390625, 0.009521484375, 0.00244140625, 0.00537109375, 0.004150390625, 0.005615234375, 0.00390625, 0.013671875, 0.004638671875, 0.01318359375, 0.013671875, 0.26416015625, 0.00439453125, 0.00927734375, 0.031494140625, 0.003662109375, 0.005859375, 0.0048828125, 0.0068359375, 0.00390625, 0.006103515625, 0.005615234375, 0.006103515625, 0.00341796875, 0.006591796875, 0.00439453125, 0.00830078125, 0.2880859375, 0.010986328125, 0.00390625, 0.00390625, 0.0087890625, 0.005126953125, 0.005859375, 0.009033203125, 0.004150390625, 0.02392578125, 0.005126953125, 0.02490234375, 0.026611328125, 0.006591796875, 0.00927734375, 0.003173828125, 0.008056640625, 0.0107421875, 0.00830078125, 0.00390625, 0.005126953125, 0.003662109375, 0.0126953125, 0.005615234375, 0.003662109375, 0.00537109375, 0.005859375, 0.01025390625, 0.005126953125, 0.011962890625, 0.007080078125, 0.007568359375, 0.006103515625, 0.0087890625, 0.00390625, 0.007080078125, 0.014892578125, 0.003173828125, 0.005126953125, 0.004638671875, 0.0068359375, 0.01171875, 0.0068359375, 0.0048828125, 0.0126953125, 0.009033203125, 0.002685546875, 0.01123046875, 0.003173828125, 0.0146484375, 0.005859375, 0.012939453125, 0.0068359375, 0.0029296875, 0.00634765625, 0.00341796875, 0.00439453125, 0.009765625, 0.006591796875, 0.002197265625, 0.0029296875, 0.006591796875, 0.005126953125, 0.01025390625, 0.006103515625, 0.0048828125, 0.00390625, 0.004638671875, 0.013427734375, 0.01025390625, 0.004638671875, 0.0048828125, 0.005126953125, 0.00732421875, 0.005126953125, 0.0087890625, 0.00830078125, 0.01611328125, 0.00634765625, 0.005126953125, 0.014404296875, 0.004150390625, 0.00830078125, 0.005859375, 0.006103515625, 0.0078125, 0.05615234375, 0.020751953125, 0.0126953125, 0.016845703125, 0.004638671875, 0.007080078125, 0.005126953125, 0.00732421875, 0.0087890625, 0.00830078125, 0.052978515625, 0.0048828125, 0.007568359375, 0.030517578125, 0.00537109375, 0.005126953125, 0.0859375, 0.0263671875, 0.01171875, 0.026611328125, 0.017578125, 0.017822265625, 0.031494140625, 0.00537109375, 0.0283203125, 0.10107421875, 0.00634765625, 0.007080078125, 0.020751953125, 0.006591796875, 0.005615234375, 0.006103515625, 0.0048828125, 0.010986328125, 0.010009765625],
        sxError: [0.00015545089207538577, 0.0002207346492129138, 0.00020844240296018793, 0.00012907414954627488, 0.0000995576070524269, 0.00020608396986349298, 0.0005475018270230551, 0.00014317433739605037, 0.00014337855403763426, 0.00027753024010060824, 0.0001850304423966222, 0.00014610334293282249, 0.00021183221621398296, 0.0003153431693564679, 0.00017744486537279297, 0.00016744382085494375, 0.0001486320815997309, 0.00026724592317090235, 0.0003145191197319623, 1, 0.00007608140426268129, 0.00012125552667542982, 0.0005533922691036403, 0.00017617481737763175, 0.0001400553381739778, 0.00011776315532599163, 0.00024304738169968822, 0.0002064435564309786, 0.0001769436969608786, 0.00018282119491394268, 0.0002789441946675152, 0.00019326421473566267, 0.00018219555815399496, 0.0002743485290017293, 0.00018305710890203158, 1, 0.00015342022808387325, 0.00020995415474978348, 0.0002472495290502747, 0.000444519834417943, 0.00015873353681370193, 0.0001946333432622424, 0.00015420953165558188, 0.00013725302948854208, 0.00038090671598715637, 0.000249726938704396, 0.0003489076526226758, 0.00025347189723069877, 0.00029508133186253554, 0.00019065950431440334, 0.0003552453772060579, 0.00017073634549504119, 0.00016641174933657447, 0.00010817067887736539, 0.00026691683624985465, 0.00021232530890680852, 0.00015837795330639137, 0.0001800128283759699, 0.00018278780421693237, 0.00024246342086049196, 0.0001997843802827953, 0.00020712246991636836, 0.00017796658530872846, 0.0001986962484146429, 0.00023746886620876526, 0.00014188438116506598, 0.00011240309923837253, 0.00028879512735826825, 0.0004043611054748143, 0.0007420067455122382, 0.0003501702999074993, 0.000585669281765652, 0.00011356741288011858, 0.00020687275601349143, 0.00029164500073110364, 0.00021710157015524296, 0.00039395314404556253, 0.0001916559335148589, 0.00017897128653196533, 0.0002643220557640208, 0.000136762609516927, 0.00044645243556804324, 0.0002666296208286276, 0.00022188229069060187, 0.0002225526544884076, 0.00018272615022567345, 0.00020292244545940785, 0.0001595762717464426, 0.000271617093662006, 0.00020952803706421243, 0.00018937055641314186, 0.00008696847763816383, 0.00026423430646971204, 0.0002825370361719511, 0.00014568922844800266, 0.00014524459530614235, 0.00023369671783770706, 0.00011887221436671453, 0.00015472701948058033, 0.0001643106719222239, 0.00021422963807797243, 0.00008990347307295895, 0.00014562194084421479, 0.00017412674438598607, 0.00029409947410666336, 0.0001983402792099809, 0.000467543380757092, 0.0001214982213730571, 0.00017701631680046536, 0.00030949132706030745, 0.0002431019764997895, 0.00011204315363991134, 0.00028146691398151083, 0.000155410963782273, 0.00011550644765061033, 0.0002603650850363958, 0.00011946105311038504, 0.00022560635714379804, 0.00014724489458408863, 0.0006084413590932397, 0.00012087222289040953, 0.00022129997535246163, 0.00021121799210088322, 0.0001918032554551983, 0.00011010492526453177, 0.000283148033405636, 0.0001956790873341017, 0.00012064607607042819, 0.0001851855718051551, 0.0005962726981036734, 0.00012611378061193644, 0.0007447963707719233, 0.00011930364601296326, 0.0009277867566246968, 0.00016389780100096774, 0.00009839818101070492, 0.0000923756373865202, 0.00009051276753130655, 0.00019387069938517644, 0.00013795297499631757, 0.00010272718819757242, 0.00011144904462419077, 0.0001711539048967368, 0.00018713135125952523, 0.00023209639064151712, 0.0002470216960574752, 0.0008323830021669284, 0.00017516654000949866, 0.00011648563292454831, 0.00011927916415648209, 0.0004360929370287658, 0.00007728303212311854, 0.0001273615165570372, 0.00013978156984975143, 0.0001421095219455016, 0.00010752275907959927],
        sxLength: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32],
        xError: [0.00015545089207538577, 0.0002207346492129138, 0.00020844240296018793, 0.00012907414954627488, 0.0000995576070524269, 0.00020608396986349298, 0.0005475018270230551, 0.00014317433739605037, 0.00014337855403763426, 0.00027753024010060824, 0.0001850304423966222, 0.00014610334293282249, 0.00021183221621398296, 0.0003153431693564679, 0.00017744486537279297, 0.00016744382085494375, 0.0001486320815997309, 0.00026724592317090235, 0.0003145191197319623, 1, 0.00007608140426268129, 0.00012125552667542982, 0.0005533922691036403, 0.00017617481737763175, 0.0001400553381739778, 0.00011776315532599163, 0.00024304738169968822, 0.0002064435564309786, 0.0001769436969608786, 0.00018282119491394268, 0.0002789441946675152, 0.00019326421473566267, 0.00018219555815399496, 0.0002743485290017293, 0.00018305710890203158, 1, 0.00015342022808387325, 0.00020995415474978348, 0.0002472495290502747, 0.000444519834417943, 0.00015873353681370193, 0.0001946333432622424, 0.00015420953165558188, 0.00013725302948854208, 0.00038090671598715637, 0.000249726938704396, 0.0003489076526226758, 0.00025347189723069877, 0.00029508133186253554, 0.00019065950431440334, 0.0003552453772060579, 0.00017073634549504119, 0.00016641174933657447, 0.00010817067887736539, 0.00026691683624985465, 0.00021232530890680852, 0.00015837795330639137, 0.0001800128283759699, 0.00018278780421693237, 0.00024246342086049196, 0.0001997843802827953, 0.00020712246991636836, 0.00017796658530872846, 0.0001986962484146429, 0.00023746886620876526, 0.00014188438116506598, 0.00011240309923837253, 0.00028879512735826825, 0.0004043611054748143, 0.0007420067455122382, 0.0003501702999074993, 0.000585669281765652, 0.00011356741288011858, 0.00020687275601349143, 0.00029164500073110364, 0.00021710157015524296, 0.00039395314404556253, 0.0001916559335148589, 0.00017897128653196533, 0.0002643220557640208, 0.000136762609516927, 0.00044645243556804324, 0.0002666296208286276, 0.00022188229069060187, 0.0002225526544884076, 0.00018272615022567345, 0.00020292244545940785, 0.0001595762717464426, 0.000271617093662006, 0.00020952803706421243, 0.00018937055641314186, 0.00008696847763816383, 0.00026423430646971204, 0.0002825370361719511, 0.00014568922844800266, 0.00014524459530614235, 0.00023369671783770706, 0.00011887221436671453, 0.00015472701948058033, 0.0001643106719222239, 0.00021422963807797243, 0.00008990347307295895, 0.00014562194084421479, 0.00017412674438598607, 0.00029409947410666336, 0.0001983402792099809, 0.000467543380757092, 0.0001214982213730571, 0.00017701631680046536, 0.00030949132706030745, 0.0002431019764997895, 0.00011204315363991134, 0.00028146691398151083, 0.000155410963782273, 0.00011550644765061033, 0.0002603650850363958, 0.00011946105311038504, 0.00022560635714379804, 0.00014724489458408863, 0.0006084413590932397, 0.00012087222289040953, 0.00022129997535246163, 0.00021121799210088322, 0.0001918032554551983, 0.00011010492526453177, 0.000283148033405636, 0.0001956790873341017, 0.00012064607607042819, 0.0001851855718051551, 0.0005962726981036734, 0.00012611378061193644, 0.0007447963707719233, 0.00011930364601296326, 0.0009277867566246968, 0.00016389780100096774, 0.00009839818101070492, 0.0000923756373865202, 0.00009051276753130655, 0.00019387069938517644, 0.00013795297499631757, 0.00010272718819757242, 0.00011144904462419077, 0.0001711539048967368, 0.00018713135125952523, 0.00023209639064151712, 0.0002470216960574752, 0.0008323830021669284, 0.00017516654000949866, 0.00011648563292454831, 0.00011927916415648209, 0.0004360929370287658, 0.00007728303212311854, 0.0001273615165570372, 0.00013978156984975143, 0.0001421095219455016, 0.00010752275907959927],
        xLength: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32],
        idError: [0.00015545089207538577, 0.0002207346492129138, 0.00020844240296018793, 0.00012907414954627488, 0.0000995576070524269, 0.00020608396986349298, 0.0005475018270230551, 0.00014317433739605037, 0.00014337855403763426, 0.00027753024010060824, 0.0001850304423966222, 0.00014610334293282249, 0.00021183221621398296, 0.0003153431693564679, 0.00017744486537279297, 0.00016744382085494375, 0.0001486320815997309, 0.00026724592317090235, 0.0003145191197319623, 1, 0.00007608140426268129, 0.00012125552667542982, 0.0005533922691036403, 0.00017617481737763175, 0.0001400553381739778, 0.00011776315532599163, 0.00024304738169968822, 0.0002064435564309786, 0.0001769436969608786, 0.00018282119491394268, 0.0002789441946675152, 0.00019326421473566267, 0.00018219555815399496, 0.0002743485290017293, 0.00018305710890203158, 1, 0.00015342022808387325, 0.00020995415474978348, 0.0002472495290502747, 0.000444519834417943, 0.00015873353681370193, 0.0001946333432622424, 0.00015420953165558188, 0.00013725302948854208, 0.00038090671598715637, 0.000249726938704396, 0.0003489076526226758, 0.00025347189723069877, 0.00029508133186253554, 0.00019065950431440334, 0.0003552453772060579, 0.00017073634549504119, 0.00016641174933657447, 0.00010817067887736539, 0.00026691683624985465, 0.00021232530890680852, 0.00015837795330639137, 0.0001800128283759699, 0.00018278780421693237, 0.00024246342086049196, 0.0001997843802827953, 0.00020712246991636836, 0.00017796658530872846, 0.0001986962484146429, 0.00023746886620876526, 0.00014188438116506598, 0.00011240309923837253, 0.00028879512735826825, 0.0004043611054748143, 0.0007420067455122382, 0.0003501702999074993, 0.000585669281765652, 0.00011356741288011858, 0.00020687275601349143, 0.00029164500073110364, 0.00021710157015524296, 0.00039395314404556253, 0.0001916559335148589, 0.00017897128653196533, 0.0002643220557640208, 0.000136762609516927, 0.00044645243556804324, 0.0002666296208286276, 0.00022188229069060187, 0.0002225526544884076, 0.00018272615022567345, 0.00020292244545940785, 0.0001595762717464426, 0.000271617093662006, 0.00020952803706421243, 0.00018937055641314186, 0.00008696847763816383, 0.00026423430646971204, 0.0002825370361719511, 0.00014568922844800266, 0.00014524459530614235, 0.00023369671783770706, 0.00011887221436671453, 0.00015472701948058033, 0.0001643106719222239, 0.00021422963807797243, 0.00008990347307295895, 0.00014562194084421479, 0.00017412674438598607, 0.00029409947410666336, 0.0001983402792099809, 0.000467543380757092, 0.0001214982213730571, 0.00017701631680046536, 0.00030949132706030745, 0.0002431019764997895, 0.00011204315363991134, 0.00028146691398151083, 0.000155410963782273, 0.00011550644765061033, 0.0002603650850363958, 0.00011946105311038504, 0.00022560635714379804, 0.00014724489458408863, 0.0006084413590932397, 0.00012087222289040953, 0.00022129997535246163, 0.00021121799210088322, 0.0001918032554551983, 0.00011010492526453177, 0.000283148033405636, 0.0001956790873341017, 0.00012064607607042819, 0.0001851855718051551, 0.0005962726981036734, 0.00012611378061193644, 0.0007447963707719233, 0.00011930364601296326, 0.0009277867566246968, 0.00016389780100096774, 0.00009839818101070492, 0.0000923756373865202, 0.00009051276753130655, 0.00019387069938517644, 0.00013795297499631757, 0.00010272718819757242, 0.00011144904462419077, 0.0001711539048967368, 0.00018713135125952523, 0.00023209639064151712, 0.0002470216960574752, 0.0008323830021669284, 0.00017516654000949866, 0.00011648563292454831, 0.00011927916415648209, 0.0004360929370287658, 0.00007728303212311854, 0.0001273615165570372, 0.00013978156984975143, 0.0001421095219455016, 0.00010752275907959927],
        idLength: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32],
        measureLength: [2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584],
        resetLength: [2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680, 2680],
        measureError: [0.0076904296875, 0.0035400390625, 0.086669921875, 0.003173828125, 0.0069580078125, 0.0025634765625, 0.0076904296875, 0.0035400390625, 0.0029296875, 0.006591796875, 0.0040283203125, 0.0048828125, 0.00341796875, 0.0067138671875, 0.00439453125, 0.0084228515625, 0.0032958984375, 0.009765625, 0.009521484375, 0.13623046875, 0.004638671875, 0.007080078125, 0.0184326171875, 0.0029296875, 0.004150390625, 0.00537109375, 0.005859375, 0.002197265625, 0.004150390625, 0.007080078125, 0.005615234375, 0.002197265625, 0.0050048828125, 0.003662109375, 0.0067138671875, 0.156494140625, 0.0086669921875, 0.0045166015625, 0.00341796875, 0.0072021484375, 0.0050048828125, 0.008056640625, 0.0091552734375, 0.0029296875, 0.0123291015625, 0.00634765625, 0.029052734375, 0.015380859375, 0.00537109375, 0.0108642578125, 0.00390625, 0.00537109375, 0.0205078125, 0.0078125, 0.004150390625, 0.00732421875, 0.0040283203125, 0.0113525390625, 0.0064697265625, 0.0118408203125, 0.00537109375, 0.007568359375, 0.0074462890625, 0.0045166015625, 0.0162353515625, 0.00732421875, 0.0078125, 0.0059814453125, 0.0076904296875, 0.005615234375, 0.0115966796875, 0.0089111328125, 0.0096435546875, 0.00634765625, 0.009765625, 0.0089111328125, 0.00830078125, 0.008544921875, 0.0054931640625, 0.010498046875, 0.0081787109375, 0.0047607421875, 0.011474609375, 0.002685546875, 0.0113525390625, 0.010498046875, 0.0096435546875, 0.0057373046875, 0.0054931640625, 0.00634765625, 0.00537109375, 0.00341796875, 0.0079345703125, 0.0084228515625, 0.003662109375, 0.005126953125, 0.0081787109375, 0.005859375, 0.00830078125, 0.005126953125, 0.0076904296875, 0.003662109375, 0.007080078125, 0.0135498046875, 0.0084228515625, 0.0068359375, 0.0045166015625, 0.00341796875, 0.0081787109375, 0.0037841796875, 0.007080078125, 0.005615234375, 0.01171875, 0.0096435546875, 0.006591796875, 0.0093994140625, 0.0062255859375, 0.0078125, 0.005126953125, 0.009765625, 0.017578125, 0.0406494140625, 0.0201416015625, 0.0098876953125, 0.016357421875, 0.009033203125, 0.009765625, 0.0047607421875, 0.00830078125, 0.009033203125, 0.010986328125, 0.03564453125, 0.0076904296875, 0.010986328125, 0.0235595703125, 0.0052490234375, 0.0035400390625, 0.077392578125, 0.029541015625, 0.0152587890625, 0.02734375, 0.0181884765625, 0.015869140625, 0.01953125, 0.0042724609375, 0.0421142578125, 0.0806884765625, 0.0054931640625, 0.00634765625, 0.0146484375, 0.0118408203125, 0.005859375, 0.0120849609375, 0.005126953125, 0.0079345703125, 0.0067138671875]
    },
    couplers: {
        pairs: [[0, 1], [1, 2], [2, 3], [3, 4], [3, 16], [4, 5], [5, 6], [6, 7], [7, 8], [7, 17], [8, 9], [9, 10], [10, 11], [11, 12], [11, 18], [12, 13], [13, 14], [14, 15], [15, 19], [16, 23], [17, 27], [18, 31], [19, 35], [20, 21], [21, 22], [21, 36], [22, 23], [23, 24], [24, 25], [25, 26], [25, 37], [26, 27], [27, 28], [28, 29], [29, 30], [29, 38], [30, 31], [31, 32], [32, 33], [33, 34], [33, 39], [34, 35], [36, 41], [37, 45], [38, 49], [39, 53], [40, 41], [41, 42], [42, 43], [43, 44], [43, 56], [44, 45], [45, 46], [46, 47], [47, 48], [47, 57], [48, 49], [49, 50], [50, 51], [51, 52], [51, 58], [52, 53], [53, 54], [54, 55], [55, 59], [56, 63], [57, 67], [58, 71], [59, 75], [60, 61], [61, 62], [61, 76], [62, 63], [63, 64], [64, 65], [65, 66], [65, 77], [66, 67], [67, 68], [68, 69], [69, 70], [69, 78], [70, 71], [71, 72], [72, 73], [73, 74], [73, 79], [74, 75], [76, 81], [77, 85], [78, 89], [79, 93], [80, 81], [81, 82], [82, 83], [83, 84], [83, 96], [84, 85], [85, 86], [86, 87], [87, 88], [87, 97], [88, 89], [89, 90], [90, 91], [91, 92], [91, 98], [92, 93], [93, 94], [94, 95], [95, 99], [96, 103], [97, 107], [98, 111], [99, 115], [100, 101], [101, 102], [101, 116], [102, 103], [103, 104], [104, 105], [105, 106], [105, 117], [106, 107], [107, 108], [108, 109], [109, 110], [109, 118], [110, 111], [111, 112], [112, 113], [113, 114], [113, 119], [114, 115], [116, 121], [117, 125], [118, 129], [119, 133], [120, 121], [121, 122], [122, 123], [123, 124], [123, 136], [124, 125], [125, 126], [126, 127], [127, 128], [127, 137], [128, 129], [129, 130], [130, 131], [131, 132], [131, 138], [132, 133], [133, 134], [134, 135], [135, 139], [136, 143], [137, 147], [138, 151], [139, 155], [140, 141], [141, 142], [142, 143], [143, 144], [144, 145], [145, 146], [146, 147], [147, 148], [148, 149], [149, 150], [150, 151], [151, 152], [152, 153], [153, 154], [154, 155]],
        error: [0.0010144359463282182, 0.0028135394317880813, 0.0019549304433349735, 0.001029666452580985, 0.0012979018968756195, 0.0008622936910328283, 0.009877927973926143, 0.010792536099114292, 0.0018759985034054183, 0.001152529530795282, 0.006711799196436413, 0.0015317679312270294, 0.003155994261360512, 0.001943395729844366, 0.0013496237740997508, 0.0022008469524672503, 0.001119712613274093, 0.0013799096367554942, 0.03385848741933353, 0.0010078124862861193, 0.0012890417734122972, 0.0014706645311147737, 1, 0.002044102407753795, 0.001552740041296935, 0.0013654647579768864, 0.004755325532476734, 0.001405734558807492, 0.001101301151987616, 0.0013390623987515615, 0.006450011557670693, 0.001304915353116387, 0.0012268198451098888, 0.002120080342985581, 0.19924931210681704, 0.001992052108688941, 0.00182471625074912, 0.0017320619143529337, 0.0018752388614021176, 0.0017892518093891863, 0.0027092635208162963, 0.02257537370879642, 0.0010613696725774724, 0.0015372464967882415, 0.0019551181164333686, 0.0020359588081461377, 0.0013701167003784265, 0.0010970041532044894, 0.001551357652050861, 0.0012678918232013614, 0.0010518270167528543, 0.001338023077792766, 0.0012909626193775003, 0.0014594092629284794, 0.0013132165430429221, 0.001963903051054372, 0.0013589302414679927, 0.0013026871207377777, 0.0019227639945535724, 0.0009303344821166015, 0.0064467740770453585, 0.0012872298029060758, 0.0013416272058589251, 0.001662122018149248, 0.0011227882339135131, 0.0014377102083775462, 0.0020410776082027127, 0.004371765317452453, 0.0008261211770174692, 0.001211156114153178, 0.0016796787407472313, 0.003324987108526828, 0.0035743255527662943, 0.0016325390453280908, 0.0013655075291085228, 0.0016273950794724046, 0.0011708275181445127, 0.0011621633581395674, 0.003378800322861447, 0.0016086402311805137, 0.0016674276977365066, 0.004567060239445225, 0.00674438552804274, 0.008663911644156114, 0.0018620386340863215, 0.0017309531390704291, 0.0013224519268709434, 0.0010894007034296105, 0.007807530130430673, 0.002767003492031822, 0.010956537476251388, 0.0011363576666184039, 0.001005176545702896, 0.0017111390355583345, 0.001533223044440285, 0.0021315894029366456, 0.0009331381160002372, 0.0022474116879658, 0.0011107425412967276, 0.0021341911742435438, 0.0013227432726074795, 0.0014077834037812542, 0.0012779107701713366, 0.021455746376647405, 0.00148933967958792, 0.0059115166535915475, 0.001753245913878071, 0.003561277951146996, 0.0009637132873091814, 0.0009026311518748609, 0.007512470326043796, 0.0011338816872392132, 0.0015873423853085267, 0.0010237090062330811, 0.013906401027377446, 0.000872300952550864, 0.0006924040081618121, 0.001541766355118851, 0.0014204266822065437, 0.006379037938961413, 0.001537734762582288, 0.0010409114787890972, 0.0028227357266768505, 0.001553274060004356, 0.0014904678852071807, 0.0059855165551782885, 0.1266617249842184, 0.0035390026703903954, 0.00178146637482815, 0.0014112367267752335, 0.0019565647915606443, 0.0016327697564608723, 0.002024955963762204, 0.0011028756589963884, 0.001357479507273801, 0.0013089302835137817, 0.002919713711270505, 0.0020406088056052207, 0.001335919809378333, 0.001837829263619084, 0.0008510434982724469, 0.0010275169148912244, 0.004776464553891635, 0.001031208904598263, 0.0010311929227016237, 0.00196212061649359, 0.001954028857726803, 0.000901467854412169, 0.0012736063569002698, 0.001273127186769113, 0.0014818301584342553, 0.0013880667995453955, 0.0021728185283597656, 0.0008724799200152955, 0.0009327490252639403, 0.0010002941162931267, 0.0007837419476854068, 0.0017573428328180873, 0.0010639089181217198, 0.0011763605613520356, 0.0010889089853511058, 0.0012683297442059038, 0.0009623024686069015, 0.001623997663404847, 0.0013450847362701523, 0.0017600434789284969, 0.0035012188702048808, 0.002519531073217951, 0.002400963898320979, 0.0024701946919251927, 1, 0.0009594810384477293, 0.000871100135072661, 0.0011019528432859582, 0.0011443382051605777, 0.0010971494972903395],
        length: [68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 96, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 124, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 84, 96, 68, 88, 68, 68, 88, 68, 68, 68, 96, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 84, 88, 68, 68, 68, 68, 68, 68, 108, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 76, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 84, 68, 68, 68, 88, 68],
        dead: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]
    }
};

;// CONCATENATED MODULE: ./src/quantum/devices/data/fez.ts
const fez = {
    device: "fez",
    backendName: "ibm_fez",
    backendVersion: "1.2.8",
    processor: "Heron r2",
    numQubits: 156,
    basisGates: ["cz", "id", "rz", "sx", "x"],
    snapshot: "2025-02-26T15:16:25-05:00",
    source: "IBM calibration snapshot as published in Qiskit/qiskit-ibm-runtime (Apache-2.0), qiskit_ibm_runtime/fake_provider/backends/fez/{conf,props}_fez.json, commit 73514f066; Copyright IBM and the Qiskit contributors, licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0). Values copied unchanged; generated by scripts/gen-devices.mjs.",
    twoQubitGate: "cz",
    dtNs: 4,
    qubits: {
        t1Us: [48.806207822303335, 255.7051713972407, 274.39425564238564, 219.7204520004499, 190.89711152782226, 190.00369756073826, 213.89581492590796, 139.66754039700157, 74.72402904127765, 247.0175051075749, 168.71045440453517, 101.84259036915529, 83.69057499822895, 262.2856694165042, 225.32651088156118, 233.01298516455915, 155.88819442403516, 179.73115590936837, 157.3372264691503, 184.44840795704738, 218.49266296648392, 237.2374479077281, 119.43773177669696, 174.7587567432244, 69.56261627908302, 134.44650475566183, 127.36224475662011, 105.08184625082983, 235.85764008173308, 166.02112452908878, 176.74021184464522, 148.60309302368807, 102.34204627935009, 145.50820739867717, 93.65325751919922, 175.0376708261497, 152.8679385837436, 221.86053638603633, 127.40731791387918, 154.46398102359277, 179.7837166325059, 224.73187024786765, 160.78340092874865, 137.35372738810673, 136.79890666469777, 179.77714503979777, 171.02863849677613, 151.67297194773118, 88.96898620456324, 108.80805359637147, 145.4806309190962, 134.51629296982446, 100.9618956130572, 151.42797130500233, 165.04180233372924, 144.22990127182672, 168.8209850146184, 107.75539063750666, 200.20125496434838, 163.70816024469292, 115.88953710349601, 185.14827818320583, 190.51474003558988, 96.5851238507667, 129.56794700623493, 135.46614547845908, 98.62370959798504, 118.79225341068545, 110.866591291997, 142.92715038680788, 120.3741171671805, 206.13197182947968, 112.58810175237059, 123.69591701670807, 135.70438872404117, 144.01404836755387, 101.38321118942002, 176.7525458581033, 85.54491547909988, 107.51978339561204, 132.3971894183327, 222.09029619863557, 108.73889714241626, 212.60731539456685, 113.319778779745, 149.6348642364881, 117.85255478810485, 27.1485117609998, 114.84959426228161, 175.27670083835665, 94.48648053452447, 143.35730192029936, 118.94717933308297, 202.47228422055335, 121.15014175864233, 163.40328833852766, 140.4931771157735, 107.07711790536659, 114.72981541086232, 117.48198913845548, 154.33741939851413, 48.44073074495973, 195.64229377844939, 146.7585404777186, 123.39246491872296, 156.13260457082353, 151.13423519370568, 112.53478202101725, 165.2896354082816, 108.51232981634074, 169.710968355676, 95.76535699775393, 156.42518985416612, 147.81624982409454, 121.45880218933753, 153.93279274229198, 169.91047840842853, 177.14269370291896, 146.6897333430036, 83.99410512638346, 105.88717839421138, 208.93133932231447, 143.60109912452342, 155.40465949003206, 100.68184462897499, 165.79347616549782, 108.61109552177346, 120.03245708426861, 88.32698412379133, 145.56322235520634, 117.28399358861921, 141.180583210963, 136.9890198686275, 195.259902131796, 151.29992172410704, 179.62320116910993, 95.62081555389064, 130.24456360807682, 113.32441448178697, 142.40857468456508, 95.64055019526408, 168.24304089850796, 166.04447800327617, 149.85789492826876, 97.75577443860458, 152.51045855864982, 63.054591703811376, 146.22803742949517, 92.35538628954856, 73.17049122409175, 66.92769955927677, 110.20020485265415, 176.0458071172824, 170.7009511332795, 151.27534169724902, 197.47517743285536],
        t2Us: [42.37959748613206, 302.79087382213305, 99.98472093525108, 215.54352906307065, 161.93208551009627, 208.67352912905028, 129.32418957378178, 48.09582866528409, 43.304613694704244, 53.876279500303006, 117.64823869333209, 74.6360643691929, 74.03726169359507, 204.5816778393603, 45.89259516902428, 146.2407879397428, 114.59430417418788, 99.75842485962531, 68.30071820974322, 120.74179052957955, 114.66942020286412, 180.9110902161707, 74.24231364710218, 122.78715591953134, 93.6748750544994, 123.11964178491516, 95.94995027489864, 130.53497215169148, 131.28812906749457, 54.41142112598776, 109.55663618300558, 70.16700114738146, 96.95662821245664, 76.63337408064687, 61.747261042181634, 48.14053437738005, 117.5429000509095, 187.8342084839798, 154.8160522959082, 65.20250380320489, 109.81903180987034, 140.15247107636924, 38.609124171878555, 77.58824062415314, 158.7268697474059, 186.06260920822015, 11.018438267643967, 79.85838210631671, 22.666821015909115, 20.212896727624212, 130.89232789001028, 119.78344435093075, 58.5340896040145, 20.794210272235272, 149.28754482172187, 174.1828724401216, 193.71362006321374, 65.72092058950813, 37.845057914203615, 173.30314502340613, 29.971822441874465, 70.80995320011189, 33.570572445279446, 10.407388450935477, 73.91986906850883, 98.24198597057642, 16.452646331419718, 74.6668483351539, 79.63848873809962, 67.8684089803768, 85.68121634979734, 143.90461409451575, 100.38369940053427, 64.37963313185062, 127.2735186093033, 136.90735578518667, 67.55443808471226, 53.058223281999275, 46.5804650440791, 50.9978708644095, 147.82926740717136, 20.31782682225323, 34.25635872117027, 186.44112472073274, 102.91768154403312, 22.436854432723045, 83.89944064690398, 56.838717300148794, 109.00980839792325, 86.0987523211984, 93.390460313611, 16.60307930913441, 80.88107561310133, 62.124531326439396, 7.110321629648734, 39.667123520741434, 88.56971895776478, 123.26741689261053, 20.61000005933092, 17.28005886980146, 29.235534908507095, 22.15210569608675, 115.45385208251706, 118.74771459274692, 97.31755636556058, 132.30998372337393, 157.34847663711358, 23.11492648569019, 111.01530629204606, 80.01642483925849, 128.27831389537022, 68.47523890988667, 19.669723740896217, 23.13559385401106, 48.12516695481654, 103.35707010145286, 183.4391937187415, 93.02785056358378, 57.38937000637985, 59.12609546344036, 41.92767034832078, 130.71106836541054, 71.52777106683473, 113.42998745429783, 102.55692765828198, 49.17429322867596, 51.95269255906861, 117.87996262595733, 48.33264546646647, 93.18648411471912, 129.83548187248937, 201.47611869599103, 161.63326107300225, 47.94610036147243, 22.678855344862857, 92.45343333834822, 93.60064375549622, 145.74158613334066, 135.76293054695017, 43.354419139138464, 27.23830561991519, 91.44599425726835, 144.82453844077762, 122.50858475703407, 111.67802389982297, 137.78942073221853, 23.68664360029793, 87.33165466541844, 113.5124364321673, 6.643548240082216, 5.9857373581319955, 105.21909780000712, 103.0800732597583, 47.30037050170626, 115.15236334720191, 19.209611095853795],
        p10: [0.00537109375, 0.00537109375, 0.00146484375, 0.00537109375, 0, 0.005859375, 0.00537109375, 0.013671875, 0.0009765625, 0.00244140625, 0.0009765625, 0.0068359375, 0.0205078125, 0.0048828125, 0.00244140625, 0.0146484375, 0, 0.0029296875, 0.00048828125, 0.00634765625, 0.00341796875, 0.00048828125, 0.001953125, 0.00048828125, 0.00439453125, 0.00732421875, 0.00732421875, 0.001953125, 0.00048828125, 0.00390625, 0.001953125, 0.00390625, 0.01220703125, 0.0048828125, 0.0009765625, 0.0009765625, 0.001953125, 0.0087890625, 0.00390625, 0.0048828125, 0.0087890625, 0.037109375, 0.005859375, 0.03173828125, 0.00146484375, 0.01904296875, 0.00634765625, 0.009765625, 0.00146484375, 0.02294921875, 0.00048828125, 0.06982421875, 0.00390625, 0.01025390625, 0.00048828125, 0.00146484375, 0.00146484375, 0.00048828125, 0.00244140625, 0.00390625, 0.00146484375, 0.00927734375, 0.00830078125, 0.009765625, 0.0009765625, 0.033203125, 0.0029296875, 0.07080078125, 0.00390625, 0.015625, 0.00146484375, 0.00732421875, 0.00341796875, 0.0078125, 0.00439453125, 0.00244140625, 0.01611328125, 0.00732421875, 0.021484375, 0.001953125, 0.00244140625, 0.00537109375, 0, 0.0615234375, 0.00048828125, 0.01416015625, 0.00048828125, 0.0107421875, 0.001953125, 0.01318359375, 0.0009765625, 0.0126953125, 0.00634765625, 0.0419921875, 0.01025390625, 0.02197265625, 0.0009765625, 0.0009765625, 0.00341796875, 0.01806640625, 0.00341796875, 0.05615234375, 0.001953125, 0.0009765625, 0.001953125, 0.00927734375, 0.005859375, 0.0029296875, 0.00244140625, 0.0029296875, 0, 0.001953125, 0.02294921875, 0.10400390625, 0.0048828125, 0.01953125, 0.0009765625, 0.005859375, 0.00146484375, 0.02197265625, 0.0048828125, 0.01318359375, 0.001953125, 0.0029296875, 0.00146484375, 0.0087890625, 0, 0.01025390625, 0, 0.00634765625, 0, 0.05078125, 0.00048828125, 0.00732421875, 0.0029296875, 0.0400390625, 0, 0.00146484375, 0.00048828125, 0, 0.00390625, 0.0029296875, 0.00146484375, 0.0009765625, 0.0078125, 0.0107421875, 0.00244140625, 0.00390625, 0, 0.02001953125, 0, 0.0078125, 0.00341796875, 0.001953125, 0.00439453125, 0.00439453125],
        p01: [0.017578125, 0.01806640625, 0.00830078125, 0.0263671875, 0.0029296875, 0.00927734375, 0.00830078125, 0.0283203125, 0.00732421875, 0.01171875, 0.00537109375, 0.013671875, 0.02685546875, 0.01611328125, 0.0048828125, 0.05126953125, 0.02587890625, 0.0078125, 0.00830078125, 0.00830078125, 0.0068359375, 0.01318359375, 0.01904296875, 0.00439453125, 0.01123046875, 0.01416015625, 0.00732421875, 0.0087890625, 0.00634765625, 0.01513671875, 0.0068359375, 0.01171875, 0.0302734375, 0.013671875, 0.00830078125, 0.0126953125, 0.00439453125, 0.00927734375, 0.00732421875, 0.00830078125, 0.00927734375, 0.0546875, 0.00927734375, 0.03369140625, 0.00732421875, 0.02099609375, 0.00732421875, 0.0224609375, 0.00634765625, 0.03271484375, 0.00732421875, 0.04541015625, 0.01123046875, 0.01708984375, 0.0048828125, 0.03515625, 0.00390625, 0.00927734375, 0.0126953125, 0.005859375, 0.0126953125, 0.0166015625, 0.00732421875, 0.01318359375, 0.0126953125, 0.05126953125, 0.00341796875, 0.0830078125, 0.01806640625, 0.02978515625, 0.0107421875, 0.01123046875, 0.01171875, 0.01513671875, 0.01025390625, 0.00537109375, 0.01953125, 0.009765625, 0.02392578125, 0.0126953125, 0.00732421875, 0.01513671875, 0.00439453125, 0.080078125, 0.00439453125, 0.01123046875, 0.0078125, 0.02685546875, 0.0068359375, 0.0205078125, 0.00439453125, 0.02587890625, 0.0126953125, 0.0625, 0.01611328125, 0.05810546875, 0.00390625, 0.00732421875, 0.0068359375, 0.02001953125, 0.01123046875, 0.05859375, 0.01025390625, 0.0048828125, 0.0107421875, 0.0107421875, 0.0078125, 0.01171875, 0.0068359375, 0.01416015625, 0.01416015625, 0.0078125, 0.0224609375, 0.10791015625, 0.0087890625, 0.0322265625, 0.02099609375, 0.01123046875, 0.005859375, 0.0263671875, 0.00927734375, 0.02099609375, 0.0107421875, 0.009765625, 0.0078125, 0.01611328125, 0.005859375, 0.02294921875, 0.0068359375, 0.021484375, 0.0107421875, 0.06005859375, 0.0263671875, 0.025390625, 0.0078125, 0.080078125, 0.00927734375, 0.0087890625, 0.0087890625, 0.01318359375, 0.01220703125, 0.0068359375, 0.0107421875, 0.0078125, 0.013671875, 0.01708984375, 0.00927734375, 0.01416015625, 0.00927734375, 0.03515625, 0.00830078125, 0.01611328125, 0.015625, 0.02099609375, 0.0888671875, 0.01416015625],
        sxError: [0.0007640689403641555, 0.00017830158250577147, 0.00019759080931036193, 0.00023918657563726055, 0.000212360695609903, 0.00027829661417029506, 0.00025243453092972103, 0.00029902880228578567, 0.0002755213798244802, 0.0002377305089616369, 0.0002414606338335861, 0.00019574237225861136, 0.000258654056224904, 0.00016794873194207725, 0.00015022296704867292, 0.0003389018391519696, 0.000666075010713203, 0.00022903965791040638, 0.00029660123935336104, 0.00027168493359192307, 0.00013203053762656408, 0.00037882612454579986, 0.00018383549345893686, 0.0001479695902815751, 0.00023310800934603384, 0.0001777434925916772, 0.00022613628523787893, 0.00027728296155832705, 0.00015768566736446024, 0.00020911605888920704, 0.0002234467085650568, 0.000613552887629215, 0.00021409809069131166, 0.00021445705414067904, 0.00027459343127498296, 0.0001591670890360878, 0.0002048544009214869, 0.00019746872989740837, 0.00019805513255486066, 0.00023601659627592756, 0.0002366587575228049, 0.00018910565509081128, 0.0002923700683396476, 0.0002046752626409512, 0.00039231495440868565, 0.00011528321938537711, 0.0005122173574951152, 0.0002658516497115265, 0.0002555237247765755, 0.0002968061895559601, 0.00018761180722503222, 0.00022424852659440014, 0.00022109242812500432, 0.0001656180206850488, 0.0003579923618585989, 0.00020962623077053414, 0.0002402722997547754, 0.0004922928343601644, 0.00026077211979227104, 0.0004156998446744802, 0.00017109175949140125, 0.00035589671054440594, 0.0003085810133239489, 0.0007408313075498279, 0.00016295971274520458, 0.00033258894782671656, 0.0001959352695747381, 0.0003961816532647564, 0.000270984331697375, 0.0002327144830268049, 0.00033497792441861623, 0.00014338429874853845, 0.0002510155518716769, 0.00018168460915958304, 0.00020407292601996348, 0.0024882718330712763, 0.00023357065109492513, 0.00019724009008696637, 0.000287486364399888, 0.0002681788260758921, 0.0002767820816270736, 0.00015033562271152105, 0.0004181336932886428, 0.0007918260172323831, 0.0002387390148190455, 0.0001958161464702173, 0.0002510394162996447, 0.00016902367555621223, 0.0002212010781023669, 0.0001361595618621943, 0.00024284513051743445, 0.00021156605095150669, 0.00024383101200216455, 0.00016465336490368437, 0.0011562675845458452, 0.00018886346582297202, 0.000166804294454422, 0.00029530325735572995, 0.00013219902516011168, 0.0005186206461450726, 0.00021937171634678787, 0.0005225893300921156, 0.0001697567071902768, 0.00023501087016754445, 0.00021328309904543408, 0.00019847663328646334, 0.000210178089141201, 0.0002783894926837198, 0.00026158271620384374, 0.00032239146674354523, 0.000222690092414439, 0.00017229746710197493, 0.00048110768522821427, 0.0002981571860899798, 0.0002342525322733531, 0.00019067843838251356, 0.00014232199912474127, 0.00019069493869894747, 0.0001830078261006362, 0.00036446521712617843, 0.00033386213590404245, 0.00016932251477875978, 0.00031707025876197487, 0.00028916618464198366, 0.00021553819613909992, 0.00015439493940928948, 0.00025117512555055283, 0.00018985653928504004, 0.00020288087614267543, 0.0002239060624426109, 0.0003303040363179609, 0.00011024780541841785, 0.00019126058145722735, 0.0001453349557441386, 0.00038756640788364835, 0.00014332561031861444, 0.0002136664625619799, 0.0002816601639166498, 0.0002283354842491441, 0.00035231855271915767, 0.00016703821815420918, 0.00014303493954108718, 0.0003109893038574789, 0.00010021200559680127, 0.00012859374452248932, 0.00015700629377447418, 0.00014664770629420546, 0.0005023804539719515, 0.000664737665965269, 0.0009626904483021896, 0.0007948570867055066, 0.00021726678376535205, 0.00024792853905630894, 0.00021725939685649618, 0.00013309580337484791, 0.0001759903010161859],
        sxLength: [24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24],
        xError: [0.0007640689403641555, 0.00017830158250577147, 0.00019759080931036193, 0.00023918657563726055, 0.000212360695609903, 0.00027829661417029506, 0.00025243453092972103, 0.00029902880228578567, 0.0002755213798244802, 0.0002377305089616369, 0.0002414606338335861, 0.00019574237225861136, 0.000258654056224904, 0.00016794873194207725, 0.00015022296704867292, 0.0003389018391519696, 0.000666075010713203, 0.00022903965791040638, 0.00029660123935336104, 0.00027168493359192307, 0.00013203053762656408, 0.00037882612454579986, 0.00018383549345893686, 0.0001479695902815751, 0.00023310800934603384, 0.0001777434925916772, 0.00022613628523787893, 0.00027728296155832705, 0.00015768566736446024, 0.00020911605888920704, 0.0002234467085650568, 0.000613552887629215, 0.00021409809069131166, 0.00021445705414067904, 0.00027459343127498296, 0.0001591670890360878, 0.0002048544009214869, 0.00019746872989740837, 0.00019805513255486066, 0.00023601659627592756, 0.0002366587575228049, 0.00018910565509081128, 0.0002923700683396476, 0.0002046752626409512, 0.00039231495440868565, 0.00011528321938537711, 0.0005122173574951152, 0.0002658516497115265, 0.0002555237247765755, 0.0002968061895559601, 0.00018761180722503222, 0.00022424852659440014, 0.00022109242812500432, 0.0001656180206850488, 0.0003579923618585989, 0.00020962623077053414, 0.0002402722997547754, 0.0004922928343601644, 0.00026077211979227104, 0.0004156998446744802, 0.00017109175949140125, 0.00035589671054440594, 0.0003085810133239489, 0.0007408313075498279, 0.00016295971274520458, 0.00033258894782671656, 0.0001959352695747381, 0.0003961816532647564, 0.000270984331697375, 0.0002327144830268049, 0.00033497792441861623, 0.00014338429874853845, 0.0002510155518716769, 0.00018168460915958304, 0.00020407292601996348, 0.0024882718330712763, 0.00023357065109492513, 0.00019724009008696637, 0.000287486364399888, 0.0002681788260758921, 0.0002767820816270736, 0.00015033562271152105, 0.0004181336932886428, 0.0007918260172323831, 0.0002387390148190455, 0.0001958161464702173, 0.0002510394162996447, 0.00016902367555621223, 0.0002212010781023669, 0.0001361595618621943, 0.00024284513051743445, 0.00021156605095150669, 0.00024383101200216455, 0.00016465336490368437, 0.0011562675845458452, 0.00018886346582297202, 0.000166804294454422, 0.00029530325735572995, 0.00013219902516011168, 0.0005186206461450726, 0.00021937171634678787, 0.0005225893300921156, 0.0001697567071902768, 0.00023501087016754445, 0.00021328309904543408, 0.00019847663328646334, 0.000210178089141201, 0.0002783894926837198, 0.00026158271620384374, 0.00032239146674354523, 0.000222690092414439, 0.00017229746710197493, 0.00048110768522821427, 0.0002981571860899798, 0.0002342525322733531, 0.00019067843838251356, 0.00014232199912474127, 0.00019069493869894747, 0.0001830078261006362, 0.00036446521712617843, 0.00033386213590404245, 0.00016932251477875978, 0.00031707025876197487, 0.00028916618464198366, 0.00021553819613909992, 0.00015439493940928948, 0.00025117512555055283, 0.00018985653928504004, 0.00020288087614267543, 0.0002239060624426109, 0.0003303040363179609, 0.00011024780541841785, 0.00019126058145722735, 0.0001453349557441386, 0.00038756640788364835, 0.00014332561031861444, 0.0002136664625619799, 0.0002816601639166498, 0.0002283354842491441, 0.00035231855271915767, 0.00016703821815420918, 0.00014303493954108718, 0.0003109893038574789, 0.00010021200559680127, 0.00012859374452248932, 0.00015700629377447418, 0.00014664770629420546, 0.0005023804539719515, 0.000664737665965269, 0.0009626904483021896, 0.0007948570867055066, 0.00021726678376535205, 0.00024792853905630894, 0.00021725939685649618, 0.00013309580337484791, 0.0001759903010161859],
        xLength: [24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24],
        idError: [0.0007640689403641555, 0.00017830158250577147, 0.00019759080931036193, 0.00023918657563726055, 0.000212360695609903, 0.00027829661417029506, 0.00025243453092972103, 0.00029902880228578567, 0.0002755213798244802, 0.0002377305089616369, 0.0002414606338335861, 0.00019574237225861136, 0.000258654056224904, 0.00016794873194207725, 0.00015022296704867292, 0.0003389018391519696, 0.000666075010713203, 0.00022903965791040638, 0.00029660123935336104, 0.00027168493359192307, 0.00013203053762656408, 0.00037882612454579986, 0.00018383549345893686, 0.0001479695902815751, 0.00023310800934603384, 0.0001777434925916772, 0.00022613628523787893, 0.00027728296155832705, 0.00015768566736446024, 0.00020911605888920704, 0.0002234467085650568, 0.000613552887629215, 0.00021409809069131166, 0.00021445705414067904, 0.00027459343127498296, 0.0001591670890360878, 0.0002048544009214869, 0.00019746872989740837, 0.00019805513255486066, 0.00023601659627592756, 0.0002366587575228049, 0.00018910565509081128, 0.0002923700683396476, 0.0002046752626409512, 0.00039231495440868565, 0.00011528321938537711, 0.0005122173574951152, 0.0002658516497115265, 0.0002555237247765755, 0.0002968061895559601, 0.00018761180722503222, 0.00022424852659440014, 0.00022109242812500432, 0.0001656180206850488, 0.0003579923618585989, 0.00020962623077053414, 0.0002402722997547754, 0.0004922928343601644, 0.00026077211979227104, 0.0004156998446744802, 0.00017109175949140125, 0.00035589671054440594, 0.0003085810133239489, 0.0007408313075498279, 0.00016295971274520458, 0.00033258894782671656, 0.0001959352695747381, 0.0003961816532647564, 0.000270984331697375, 0.0002327144830268049, 0.00033497792441861623, 0.00014338429874853845, 0.0002510155518716769, 0.00018168460915958304, 0.00020407292601996348, 0.0024882718330712763, 0.00023357065109492513, 0.00019724009008696637, 0.000287486364399888, 0.0002681788260758921, 0.0002767820816270736, 0.00015033562271152105, 0.0004181336932886428, 0.0007918260172323831, 0.0002387390148190455, 0.0001958161464702173, 0.0002510394162996447, 0.00016902367555621223, 0.0002212010781023669, 0.0001361595618621943, 0.00024284513051743445, 0.00021156605095150669, 0.00024383101200216455, 0.00016465336490368437, 0.0011562675845458452, 0.00018886346582297202, 0.000166804294454422, 0.00029530325735572995, 0.00013219902516011168, 0.0005186206461450726, 0.00021937171634678787, 0.0005225893300921156, 0.0001697567071902768, 0.00023501087016754445, 0.00021328309904543408, 0.00019847663328646334, 0.000210178089141201, 0.0002783894926837198, 0.00026158271620384374, 0.00032239146674354523, 0.000222690092414439, 0.00017229746710197493, 0.00048110768522821427, 0.0002981571860899798, 0.0002342525322733531, 0.00019067843838251356, 0.00014232199912474127, 0.00019069493869894747, 0.0001830078261006362, 0.00036446521712617843, 0.00033386213590404245, 0.00016932251477875978, 0.00031707025876197487, 0.00028916618464198366, 0.00021553819613909992, 0.00015439493940928948, 0.00025117512555055283, 0.00018985653928504004, 0.00020288087614267543, 0.0002239060624426109, 0.0003303040363179609, 0.00011024780541841785, 0.00019126058145722735, 0.0001453349557441386, 0.00038756640788364835, 0.00014332561031861444, 0.0002136664625619799, 0.0002816601639166498, 0.0002283354842491441, 0.00035231855271915767, 0.00016703821815420918, 0.00014303493954108718, 0.0003109893038574789, 0.00010021200559680127, 0.00012859374452248932, 0.00015700629377447418, 0.00014664770629420546, 0.0005023804539719515, 0.000664737665965269, 0.0009626904483021896, 0.0007948570867055066, 0.00021726678376535205, 0.00024792853905630894, 0.00021725939685649618, 0.00013309580337484791, 0.0001759903010161859],
        idLength: [24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24],
        measureLength: [1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560],
        resetLength: [1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584, 1584],
        measureError: [null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null]
    },
    couplers: {
        pairs: [[0, 1], [1, 2], [2, 3], [3, 4], [3, 16], [4, 5], [5, 6], [6, 7], [7, 8], [7, 17], [8, 9], [9, 10], [10, 11], [11, 12], [11, 18], [12, 13], [13, 14], [14, 15], [15, 19], [16, 23], [17, 27], [18, 31], [19, 35], [20, 21], [21, 22], [21, 36], [22, 23], [23, 24], [24, 25], [25, 26], [25, 37], [26, 27], [27, 28], [28, 29], [29, 30], [29, 38], [30, 31], [31, 32], [32, 33], [33, 34], [33, 39], [34, 35], [36, 41], [37, 45], [38, 49], [39, 53], [40, 41], [41, 42], [42, 43], [43, 44], [43, 56], [44, 45], [45, 46], [46, 47], [47, 48], [47, 57], [48, 49], [49, 50], [50, 51], [51, 52], [51, 58], [52, 53], [53, 54], [54, 55], [55, 59], [56, 63], [57, 67], [58, 71], [59, 75], [60, 61], [61, 62], [61, 76], [62, 63], [63, 64], [64, 65], [65, 66], [65, 77], [66, 67], [67, 68], [68, 69], [69, 70], [69, 78], [70, 71], [71, 72], [72, 73], [73, 74], [73, 79], [74, 75], [76, 81], [77, 85], [78, 89], [79, 93], [80, 81], [81, 82], [82, 83], [83, 84], [83, 96], [84, 85], [85, 86], [86, 87], [87, 88], [87, 97], [88, 89], [89, 90], [90, 91], [91, 92], [91, 98], [92, 93], [93, 94], [94, 95], [95, 99], [96, 103], [97, 107], [98, 111], [99, 115], [100, 101], [101, 102], [101, 116], [102, 103], [103, 104], [104, 105], [105, 106], [105, 117], [106, 107], [107, 108], [108, 109], [109, 110], [109, 118], [110, 111], [111, 112], [112, 113], [113, 114], [113, 119], [114, 115], [116, 121], [117, 125], [118, 129], [119, 133], [120, 121], [121, 122], [122, 123], [123, 124], [123, 136], [124, 125], [125, 126], [126, 127], [127, 128], [127, 137], [128, 129], [129, 130], [130, 131], [131, 132], [131, 138], [132, 133], [133, 134], [134, 135], [135, 139], [136, 143], [137, 147], [138, 151], [139, 155], [140, 141], [141, 142], [142, 143], [143, 144], [144, 145], [145, 146], [146, 147], [147, 148], [148, 149], [149, 150], [150, 151], [151, 152], [152, 153], [153, 154], [154, 155]],
        error: [0.0101566715843735, 0.0037717624378870163, 0.0029846582394649213, 0.004349994010613423, 0.004177743557862323, 0.00276468082328718, 0.014920610187955818, 0.004585711051097008, 0.004850251291634411, 0.004258349250875926, 0.0029547288488357415, 0.0034837086548570873, 0.004010049046041353, 0.003964835764014463, 0.003578834927444652, 0.003090315212871342, 0.0038150866361409963, 0.0057363415360358605, 0.00291372773569204, 0.003729788749903873, 0.014402675993752279, 0.004476893905418888, 0.002812762152506254, 0.008196964016876307, 0.0034665200943955754, 0.007514175990439742, 0.0021389143724314663, 0.003023723017611779, 0.003581549090163838, 0.0034711667686598835, 0.002331276742330801, 0.010273846416775756, 1, 0.005716352473962127, 0.006626697602830578, 0.003411372948725677, 0.008597596141141695, 1, 1, 0.00402904494899331, 0.0031732084762765567, 0.0036127816517043665, 0.0024689048709328754, 0.0023020618242193813, 0.0038481508314059387, 0.003974161257405018, 0.0027833338934892815, 0.006276649078569396, 0.005548863169461404, 0.002958832115792398, 0.0032728211503384452, 0.002584724194982735, 0.004222004100488397, 0.00492645681832371, 0.0033020888964487294, 0.003365149922874011, 0.004009973528009858, 0.00432421866764926, 0.003943578419300875, 0.0026786069139919655, 0.0037122455714297953, 0.004003058097985679, 0.009905755649810555, 0.0036355465557934563, 0.0038140163631616986, 0.005637497423527982, 0.004277909315413386, 0.003316002172684074, 0.0043704562985971696, 0.0035865338720505457, 0.0034920732463967763, 0.003580764667555747, 0.007411220142527708, 0.03325821922205768, 0.0037166811367436714, 0.0036816568422774476, 0.0045245712543414696, 0.003957264317579312, 0.0039468333988348925, 1, 0.005484488578191893, 0.006365523754950697, 0.004062226949808678, 0.039803117388588716, 0.027903006224195892, 0.0033495565646309844, 0.003475693885152231, 0.005068617691711463, 0.0022274658565320515, 0.003426458992757342, 0.004388564137647377, 0.004165020292037358, 1, 0.00799612554285295, 0.009348800181949724, 0.0028473376828106467, 0.0030888728735344873, 0.003063110643677036, 0.003228456608418917, 0.002603664689700136, 0.002277999222209226, 0.004731122371923191, 0.0025839521057414716, 0.002968703168125031, 0.003906583001843877, 0.0028898607495435047, 0.00307735122732955, 0.003163095158652429, 0.013187200683940303, 0.0114582665969849, 0.006751028935927883, 0.004609295661890445, 0.003122472530178333, 0.006132283609759981, 0.005856129998767223, 0.006342833988526531, 0.004997508404138762, 0.004131290540056343, 0.0033249794285828416, 0.00475732006683538, 0.004251295741386274, 0.002640603734985758, 0.01916576266430392, 1, 0.00334708856314625, 0.0036608919759192338, 0.0029270940169370263, 0.0032409195078541564, 0.003073808380996579, 0.004849550948110792, 0.005607477683633899, 0.0071476255650051446, 0.004953586069399829, 0.006099672113645871, 0.01567995657071558, 0.002534162399315254, 0.0037353307106131606, 0.005085078353570027, 0.0033742936590783756, 0.0043079263658601374, 0.004046006358762122, 0.0032493409374572124, 0.0033999583821837653, 0.002396157267395116, 0.002930918251921266, 0.003112552765390464, 0.003555775798876115, 0.0029660365212288986, 0.005058427685477707, 0.0038193074424897056, 0.0028705790298285128, 0.0023823808329392904, 0.0032848177308857918, 0.003900182702777699, 0.004051845174177615, 0.003962868990591617, 0.006828447336567789, 0.002434309659294087, 0.003436994258690207, 0.0030750025655595925, 1, 0.0027301265665790053, 0.0029237898413406183, 0.003311355983104225, 0.003198734196518116, 0.002654879039280078, 0.003103420940996582, 0.004041123381786416, 0.017612111923856866, 0.01611924247333929, 0.01605678961734447, 0.012822364200527403, 0.0036403851137243315, 0.003950588125110843, 0.0500489382618447, 0.0033253499395531905],
        length: [84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 104, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 84, 104, 84, 84, 84, 84, 84, 84, 84, 84],
        dead: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    }
};

;// CONCATENATED MODULE: ./src/quantum/devices/data/kingston.ts
const kingston = {
    device: "kingston",
    backendName: "ibm_kingston",
    backendVersion: "1.0.0",
    processor: "Heron r2",
    numQubits: 156,
    basisGates: ["cz", "id", "rz", "sx", "x"],
    snapshot: "2026-04-15T09:15:15+02:00",
    source: "IBM calibration snapshot as published in Qiskit/qiskit-ibm-runtime (Apache-2.0), qiskit_ibm_runtime/fake_provider/backends/kingston/{conf,props}_kingston.json, commit 73514f066; Copyright IBM and the Qiskit contributors, licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0). Values copied unchanged; generated by scripts/gen-devices.mjs.",
    twoQubitGate: "cz",
    dtNs: 4,
    qubits: {
        t1Us: [384.16052477415343, 261.3370061845186, 282.8207987984761, 305.16158508135385, 330.0961973809322, 111.47705588784125, 211.76101075353628, 290.726274959479, 314.5872763542301, 142.19545678984963, 332.71186353148613, 345.7246815567799, 236.66638985738822, 362.2587061229408, 254.83518249787755, 394.5109938593942, 357.40349191056725, 298.9287358244852, 148.18619110081764, 278.57912844394497, 323.8316493037944, 335.69696198157226, 357.498365231008, 303.523613883836, 311.9094955678187, 421.36984915600465, 252.92021909780235, 416.72089244921324, 196.46928233686683, 174.4365120989882, 205.18493008968295, 253.54517599362737, 300.7895339534991, 278.00160209787464, 277.53899085974604, 254.4642414195351, 156.67090476067804, 132.32380679090846, 276.675588136231, 180.28026187685444, 302.25647070692446, 337.7793152753215, 372.4963025955114, 365.7376358223254, 212.2569224834938, 360.5110668706432, 144.76714664217752, 351.7953536190795, 246.6517543787987, 197.0386803370998, 359.9462073480048, 407.431550714716, 285.0063092783991, 312.82372847509, 355.1478437864412, 195.9092621779001, 269.4642182916534, 224.76403498679068, 314.85877429513823, 310.83715028425735, 284.1163719227628, 171.38731650076392, 187.1838184810452, 416.6259175709042, 255.21793524362357, 156.51294180710002, 107.08600367225107, 362.66678614398216, 177.63588723818052, 386.1727907905973, 261.22919442253436, 254.32403341622725, 263.14793372154725, 366.61886983418447, 322.8883966956467, 334.5703069299612, 320.95389698084114, 353.9560253956099, 220.80241571646687, 304.5018774802721, 283.64256231414106, 412.05377682014597, 299.2769085053062, 354.9473886637862, 293.3868374926048, 230.38279441546504, 139.00437808333513, 111.97125546816868, 261.4910413182313, 270.0346001444296, 219.88960155097882, 265.64043987755656, 289.2863567709006, 339.6378917236882, 329.13901864264466, 364.82814177664557, 332.04881575383934, 164.60136211004288, 264.99001211424695, 325.1682300822274, 122.82847960639481, 415.9104634693111, 338.8302770370996, 273.89874407577094, 253.98013645212617, 232.76930020460077, 126.50873944860226, 342.05488004300616, 198.77657305304558, 292.02879822043633, 202.78099408707664, 374.3745568217672, 162.06038087203763, 184.938702053141, 297.93926294227697, 328.6089676965983, 191.37076599848638, 252.75005630549958, 292.8327294680967, 200.87110380177197, 184.7623094640286, 241.67820672087004, 307.40610300057625, 246.8142184744711, 201.25561610438888, 313.24885205114464, 235.23993084985813, 336.5637770072279, 280.25798090048033, 274.3812278628919, 231.26830332339364, 73.04716031221996, 314.51499838586267, 301.69305732864865, 405.4187024722282, 113.46151901624872, 229.10964987268048, 291.3968679788065, 381.64276776436606, 121.37681626918577, 251.68420245682498, 183.29556517347953, 227.75813897258075, 377.2543302843375, 327.603432795732, 335.4835155510017, null, 393.08612311640843, 243.49733800231476, 343.337651811599, 362.69671819080634, 272.3325019014473, 201.06868797564553, 257.74648602999196, 313.04492495428525, 419.2850237996422],
        t2Us: [353.8457928146477, 328.9849756890141, 110.38769554288476, 399.97533053523915, 79.17022465012234, 63.127932146726366, 138.09815988748457, 97.53662170722292, 85.65944158227839, 41.33112637293771, 26.415805075185617, 104.51878870299241, 246.5331111381144, 436.4602393422845, 284.52299395717023, 281.88044471090706, 195.79301404531137, 159.038351434536, 105.93862222775827, 205.34385499464278, 24.45213906784398, 386.4296476099162, 122.9632022222903, 54.70473041431918, 73.50719147542593, 34.41268043732852, 178.37710834990037, 82.24624343137164, 219.35680852418878, 94.39654019687694, 50.07735308397532, 174.267234861852, 368.0767166474691, 384.5520923613097, 282.6746874228217, 305.1238907894595, 120.96831848290144, 26.355039672407127, 124.71908264447207, 115.99992818439827, 86.15846735302478, 73.30060826133253, 154.07536950724975, 76.08073871607567, 288.9607617417586, 231.50356247574737, 121.80068622517601, 290.3945507009011, 25.417812611215734, 94.160379646141, 406.1142567395273, 136.46095916016972, 58.753180107036016, 68.58069790335614, 193.51504333283617, 106.58535606489325, 46.891439980270796, 275.4578543344821, 151.47431611933996, 472.9918897276029, 51.41912593902405, 70.59445366287943, 116.32130094747465, 95.54064450699181, 144.22948834636003, 119.24850727083732, 149.5817192543134, 387.25659910968903, 131.77442978952234, 286.33670171514234, 242.93564096656672, 172.5042780885813, 138.19094633373672, 270.71018138422886, 205.14300776001875, 133.00599746817218, 75.6377128266326, 304.25882875367483, 30.03068192732807, 78.42311713861426, 328.40450728936935, 326.76383363739154, 86.49375394201711, 169.2200475983528, 76.04812230652391, 119.54023027113708, 21.618813786123553, 59.67195862394907, 14.879197625226043, 181.85204395865293, 182.10825965248577, 120.15718928338866, 301.96255750956055, 138.40051591518866, 264.9342374483822, 521.0353737597344, 155.7506552036625, 53.49635071733993, 72.8031272139513, 272.6069876924523, 109.63776631654558, 231.8952199189572, 272.2524759032148, 89.06112159692928, 416.80119446044023, 216.8210750674034, 187.71382249569956, 352.673805713301, 131.80787153035445, 271.4720031171232, 125.18405709107742, 250.9705960350511, 64.06344871647399, 37.12009768339886, 30.599562133756287, 10.437760134381614, 245.5382273566513, 148.27769331628, 148.29341451560626, 172.33533528318694, 70.64805509400878, 140.5929532296482, 282.5155055970764, 23.195956999996024, 134.03863243401648, 342.0176773402083, 319.2613106847895, 260.80437906323414, 52.98495084341737, 133.24008024843926, 179.08164094266505, 70.99502217325923, 31.7665595929412, 219.6223197026145, 185.17804674812706, 97.22704952716035, 280.91589322886864, 15.309251975340365, 149.89750620452514, 17.28869915877365, 275.26762763366395, 142.61763648745347, 210.44954100087878, 52.80837788446673, 423.08337584314785, 149.47505596828722, null, 80.69768969795007, 201.0760808840766, 383.4303430997334, 428.1310540434408, 238.01346343309362, 89.66819555979242, 158.171092060995, 161.66149907922522, 295.21658527365753],
        p10: [0.0029296875, 0.230224609375, 0.0048828125, 0.005615234375, 0.0166015625, 0.00244140625, 0.012451171875, 0.020751953125, 0.001708984375, 0.003173828125, 0.002685546875, 0.05322265625, 0.06689453125, 0.00732421875, 0.027587890625, 0.009765625, 0.010986328125, 0.002685546875, 0.002197265625, 0.02490234375, 0.00390625, 0.000732421875, 0.031005859375, 0.00341796875, 0.03076171875, 0.004150390625, 0.01123046875, 0.010986328125, 0.00341796875, 0.064453125, 0.021240234375, 0.453369140625, 0.01806640625, 0.011474609375, 0.03515625, 0.047119140625, 0.014892578125, 0.00146484375, 0.0009765625, 0.009033203125, 0.00732421875, 0.00830078125, 0.0078125, 0.006103515625, 0.01708984375, 0.037109375, 0.00439453125, 0.08349609375, 0.002685546875, 0.01513671875, 0.0009765625, 0.02880859375, 0.023193359375, 0.00830078125, 0.00927734375, 0.012451171875, 0.0107421875, 0.00439453125, 0.015380859375, 0.003173828125, 0.001708984375, 0.004638671875, 0.018310546875, 0.009765625, 0.0048828125, 0.02490234375, 0.003173828125, 0.016357421875, 0.00048828125, 0.009521484375, 0.03564453125, 0.005859375, 0.008544921875, 0.0498046875, 0.0068359375, 0.017822265625, 0.009765625, 0.0078125, 0.033935546875, 0.00927734375, 0.033203125, 0.005126953125, 0.002685546875, 0.13525390625, 0.012451171875, 0.009033203125, 0.0029296875, 0.0009765625, 0.002685546875, 0.003662109375, 0.00146484375, 0.011474609375, 0.216064453125, 0.009033203125, 0.030517578125, 0.00537109375, 0.984130859375, 0.0029296875, 0.00390625, 0.09326171875, 0.003662109375, 0.025634765625, 0.002197265625, 0.010986328125, 0.002685546875, 0.003173828125, 0.007568359375, 0.01416015625, 0.004150390625, 0.010009765625, 0.004638671875, 0.041015625, 0.03515625, 0.24658203125, 0.0244140625, 0.065673828125, 0.00341796875, 0.00244140625, 0.007080078125, 0.050048828125, 0.04541015625, 0.008544921875, 0.005615234375, 0.01220703125, 0.008056640625, 0.11376953125, 0.003173828125, 0.3134765625, 0.0068359375, 0.004150390625, 0.00634765625, 0.153564453125, 0.117919921875, 0.003662109375, 0.001220703125, 0.003662109375, 0.005126953125, 0.006103515625, 0.006591796875, 0.000244140625, 0.01416015625, 0.0009765625, 0.0029296875, 0.009033203125, 0.01123046875, 0.035888671875, 0.525634765625, 0.006103515625, 0.000732421875, 0.009765625, 0.008056640625, 0.006103515625, 0.006591796875, 0.03515625, 0.007568359375, 0.036865234375],
        p01: [0.01611328125, 0.106201171875, 0.010986328125, 0.0087890625, 0.01318359375, 0.00830078125, 0.019287109375, 0.01806640625, 0.0068359375, 0.010498046875, 0.0048828125, 0.028076171875, 0.041015625, 0.010498046875, 0.030029296875, 0.006591796875, 0.0712890625, 0.008056640625, 0.01318359375, 0.01611328125, 0.009765625, 0.0048828125, 0.017578125, 0.00634765625, 0.0224609375, 0.00439453125, 0.011474609375, 0.01416015625, 0.013916015625, 0.032958984375, 0.0166015625, 0.139892578125, 0.029541015625, 0.008544921875, 0.032470703125, 0.020751953125, 0.015869140625, 0.012939453125, 0.010498046875, 0.010986328125, 0.01171875, 0.009765625, 0.00927734375, 0.00537109375, 0.0048828125, 0.023681640625, 0.01171875, 0.038330078125, 0.008056640625, 0.01220703125, 0.002685546875, 0.01953125, 0.0341796875, 0.008056640625, 0.065673828125, 0.010986328125, 0.013427734375, 0.005126953125, 0.008544921875, 0.00927734375, 0.007568359375, 0.00927734375, 0.01513671875, 0.013916015625, 0.010986328125, 0.02392578125, 0.01171875, 0.01611328125, 0.00634765625, 0.0087890625, 0.025146484375, 0.007080078125, 0.09814453125, 0.031494140625, 0.0087890625, 0.011474609375, 0.009521484375, 0.008544921875, 0.0302734375, 0.0078125, 0.01904296875, 0.009033203125, 0.01611328125, 0.06103515625, 0.01416015625, 0.013916015625, 0.01318359375, 0.021728515625, 0.006103515625, 0.015380859375, 0.007568359375, 0.00732421875, 0.082275390625, 0.002197265625, 0.021240234375, 0.01611328125, 0.003173828125, 0.007080078125, 0.00732421875, 0.162353515625, 0.00732421875, 0.01611328125, 0.075439453125, 0.01220703125, 0.0068359375, 0.008544921875, 0.013916015625, 0.038330078125, 0.011474609375, 0.009033203125, 0.0068359375, 0.010498046875, 0.13525390625, 0.126953125, 0.013671875, 0.012939453125, 0.062255859375, 0.005859375, 0.006591796875, 0.02734375, 0.0185546875, 0.0078125, 0.00830078125, 0.005859375, 0.01025390625, 0.05517578125, 0.006103515625, 0.107177734375, 0.009033203125, 0.009765625, 0.031494140625, 0.161865234375, 0.718505859375, 0.007568359375, 0.0146484375, 0.016357421875, 0.013916015625, 0.00830078125, 0.009765625, 0.013427734375, 0.012451171875, 0.030517578125, 0.00537109375, 0.0078125, 0.003662109375, 0.008544921875, 0.4775390625, 0.005615234375, 0.003662109375, 0.008056640625, 0.007568359375, 0.002197265625, 0.006591796875, 0.008056640625, 0.006591796875, 0.005615234375],
        sxError: [0.00020328557447001343, 0.00012401882250221235, 0.00016048668858787167, 0.00016657953972938616, 0.0002162483008077904, 0.0005341508459090876, 0.00043470817859751255, 0.0003054876001108138, 0.00021453425256344073, 0.00022904784390772323, 0.0002764051913311342, 0.0003523599784273901, 0.00011189240035409446, 0.0002497855363459797, 0.0002234212195916874, 0.00014035377276557678, 0.00008171893804312173, 0.00022522009312513576, 0.0002655568803447904, 0.00012149541282981597, 0.0002847832416947426, 0.0001919175906169764, 0.00021302122871362904, 0.00014689663016041697, 0.0003038210953791171, 0.0002394976176372468, 0.00023032279497972366, 0.00022404927438915193, 0.00038297484303429863, 0.00011840286519348947, 0.00020090322064449462, 0.00013902240963199226, 0.00026605650935966575, 0.00017170012992765763, 0.0002649864960327795, 0.00011757416106789972, 0.00020462283945236727, 0.0002941899912678548, 0.00016957788783630298, 0.0002482363304285153, 0.0003222330975162294, 0.00024388808261093504, 0.00036339577915389274, 0.0005416263480338693, 0.0002829510368739989, 0.00028829368416738763, 0.0004226885961074824, 0.0003351994714242542, 0.00019071437455860812, 0.0004036313102705633, 0.00017195152725494017, 0.0005215587861045632, 0.00026255853853499495, 0.00015065627976528477, 0.00023199611571406845, 0.0000632973858133951, 0.0002839501698438865, 0.00013783261786917263, 0.00019045847356912002, 0.0001396724357308572, 0.0003082537928863409, 0.00023997732890919913, 0.00020782471732183125, 0.00024143292202593496, 0.0001961145863366846, 0.0003513945908386148, 0.0003482476744870429, 0.00024060124647188002, 0.00018531791467288136, 0.00018329207619833903, 0.000204646061257008, 0.00010016032727343534, 0.00011743045076074425, 0.00030448935783594286, 0.00037921733401024595, 0.00009545397887551815, 0.00027046743579925366, 0.0001597063875935524, 0.0002667745253722736, 0.00016440810574115062, 0.00016907635451495845, 0.0002799571294345593, 0.00015974739326343257, 0.00016622417044623823, 0.000423562655256441, 0.0008119674655288291, 0.00036421589184985485, 0.0005266184349785541, 0.00026452542760206226, 0.00024987863201803153, 0.0002328955019770226, 0.00030911716237368413, 0.0002730247936943845, 0.0002473687698762326, 0.0002214351061475042, 0.00024918029486827476, 1, 0.00020450319334617748, 0.00021847705896831503, 0.0022101306033800333, 0.0003429702371671238, 0.00007241103341167063, 0.00025326139700997016, 0.0002401902635507382, 0.00032974691037243055, 0.00026399134159812, 0.00033745748812836124, 0.00014091676715159986, 0.00033350483229378585, 0.00016789805524117265, 0.00021560482717978888, 0.00015453520340214807, 1, 1, 0.00016412160236399775, 0.00015034932676147593, 0.0001528892562883556, 0.00048615617926602874, 0.0001713433502833026, 0.0008424846399667767, 0.001211489663686092, 0.0005075970273091661, 0.00021922455190442693, 0.00032275911391594926, 0.000176774125578648, 0.00031335583424009733, 0.0002780148540472532, 0.0002926892690454057, 0.000134292234727192, 0.00036109340045771597, 0.00017817449065768518, 1, 0.0002523525243323861, 0.00023032583926100425, 0.00019279073245050588, 0.0006337201136507422, 0.00039587001109731853, 0.00033700727040261605, 0.00012122883920795864, 0.00021937597501132383, 0.0001811025618143435, 0.00013080347539982823, 0.0002643171703292067, 0.00014477569001675726, 0.00019573871174653081, 0.0014250404325148666, 1, 0.0014201281012896306, 0.00016335767023560236, 0.00018273140424799025, 0.0001959802761799512, 0.00016788803302206375, 0.0002084235597521609, 0.00015913968081893802, 0.00025147251431940345, 0.00019386743006753876],
        sxLength: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32],
        xError: [0.00020328557447001343, 0.00012401882250221235, 0.00016048668858787167, 0.00016657953972938616, 0.0002162483008077904, 0.0005341508459090876, 0.00043470817859751255, 0.0003054876001108138, 0.00021453425256344073, 0.00022904784390772323, 0.0002764051913311342, 0.0003523599784273901, 0.00011189240035409446, 0.0002497855363459797, 0.0002234212195916874, 0.00014035377276557678, 0.00008171893804312173, 0.00022522009312513576, 0.0002655568803447904, 0.00012149541282981597, 0.0002847832416947426, 0.0001919175906169764, 0.00021302122871362904, 0.00014689663016041697, 0.0003038210953791171, 0.0002394976176372468, 0.00023032279497972366, 0.00022404927438915193, 0.00038297484303429863, 0.00011840286519348947, 0.00020090322064449462, 0.00013902240963199226, 0.00026605650935966575, 0.00017170012992765763, 0.0002649864960327795, 0.00011757416106789972, 0.00020462283945236727, 0.0002941899912678548, 0.00016957788783630298, 0.0002482363304285153, 0.0003222330975162294, 0.00024388808261093504, 0.00036339577915389274, 0.0005416263480338693, 0.0002829510368739989, 0.00028829368416738763, 0.0004226885961074824, 0.0003351994714242542, 0.00019071437455860812, 0.0004036313102705633, 0.00017195152725494017, 0.0005215587861045632, 0.00026255853853499495, 0.00015065627976528477, 0.00023199611571406845, 0.0000632973858133951, 0.0002839501698438865, 0.00013783261786917263, 0.00019045847356912002, 0.0001396724357308572, 0.0003082537928863409, 0.00023997732890919913, 0.00020782471732183125, 0.00024143292202593496, 0.0001961145863366846, 0.0003513945908386148, 0.0003482476744870429, 0.00024060124647188002, 0.00018531791467288136, 0.00018329207619833903, 0.000204646061257008, 0.00010016032727343534, 0.00011743045076074425, 0.00030448935783594286, 0.00037921733401024595, 0.00009545397887551815, 0.00027046743579925366, 0.0001597063875935524, 0.0002667745253722736, 0.00016440810574115062, 0.00016907635451495845, 0.0002799571294345593, 0.00015974739326343257, 0.00016622417044623823, 0.000423562655256441, 0.0008119674655288291, 0.00036421589184985485, 0.0005266184349785541, 0.00026452542760206226, 0.00024987863201803153, 0.0002328955019770226, 0.00030911716237368413, 0.0002730247936943845, 0.0002473687698762326, 0.0002214351061475042, 0.00024918029486827476, 1, 0.00020450319334617748, 0.00021847705896831503, 0.0022101306033800333, 0.0003429702371671238, 0.00007241103341167063, 0.00025326139700997016, 0.0002401902635507382, 0.00032974691037243055, 0.00026399134159812, 0.00033745748812836124, 0.00014091676715159986, 0.00033350483229378585, 0.00016789805524117265, 0.00021560482717978888, 0.00015453520340214807, 1, 1, 0.00016412160236399775, 0.00015034932676147593, 0.0001528892562883556, 0.00048615617926602874, 0.0001713433502833026, 0.0008424846399667767, 0.001211489663686092, 0.0005075970273091661, 0.00021922455190442693, 0.00032275911391594926, 0.000176774125578648, 0.00031335583424009733, 0.0002780148540472532, 0.0002926892690454057, 0.000134292234727192, 0.00036109340045771597, 0.00017817449065768518, 1, 0.0002523525243323861, 0.00023032583926100425, 0.00019279073245050588, 0.0006337201136507422, 0.00039587001109731853, 0.00033700727040261605, 0.00012122883920795864, 0.00021937597501132383, 0.0001811025618143435, 0.00013080347539982823, 0.0002643171703292067, 0.00014477569001675726, 0.00019573871174653081, 0.0014250404325148666, 1, 0.0014201281012896306, 0.00016335767023560236, 0.00018273140424799025, 0.0001959802761799512, 0.00016788803302206375, 0.0002084235597521609, 0.00015913968081893802, 0.00025147251431940345, 0.00019386743006753876],
        xLength: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32],
        idError: [0.00020328557447001343, 0.00012401882250221235, 0.00016048668858787167, 0.00016657953972938616, 0.0002162483008077904, 0.0005341508459090876, 0.00043470817859751255, 0.0003054876001108138, 0.00021453425256344073, 0.00022904784390772323, 0.0002764051913311342, 0.0003523599784273901, 0.00011189240035409446, 0.0002497855363459797, 0.0002234212195916874, 0.00014035377276557678, 0.00008171893804312173, 0.00022522009312513576, 0.0002655568803447904, 0.00012149541282981597, 0.0002847832416947426, 0.0001919175906169764, 0.00021302122871362904, 0.00014689663016041697, 0.0003038210953791171, 0.0002394976176372468, 0.00023032279497972366, 0.00022404927438915193, 0.00038297484303429863, 0.00011840286519348947, 0.00020090322064449462, 0.00013902240963199226, 0.00026605650935966575, 0.00017170012992765763, 0.0002649864960327795, 0.00011757416106789972, 0.00020462283945236727, 0.0002941899912678548, 0.00016957788783630298, 0.0002482363304285153, 0.0003222330975162294, 0.00024388808261093504, 0.00036339577915389274, 0.0005416263480338693, 0.0002829510368739989, 0.00028829368416738763, 0.0004226885961074824, 0.0003351994714242542, 0.00019071437455860812, 0.0004036313102705633, 0.00017195152725494017, 0.0005215587861045632, 0.00026255853853499495, 0.00015065627976528477, 0.00023199611571406845, 0.0000632973858133951, 0.0002839501698438865, 0.00013783261786917263, 0.00019045847356912002, 0.0001396724357308572, 0.0003082537928863409, 0.00023997732890919913, 0.00020782471732183125, 0.00024143292202593496, 0.0001961145863366846, 0.0003513945908386148, 0.0003482476744870429, 0.00024060124647188002, 0.00018531791467288136, 0.00018329207619833903, 0.000204646061257008, 0.00010016032727343534, 0.00011743045076074425, 0.00030448935783594286, 0.00037921733401024595, 0.00009545397887551815, 0.00027046743579925366, 0.0001597063875935524, 0.0002667745253722736, 0.00016440810574115062, 0.00016907635451495845, 0.0002799571294345593, 0.00015974739326343257, 0.00016622417044623823, 0.000423562655256441, 0.0008119674655288291, 0.00036421589184985485, 0.0005266184349785541, 0.00026452542760206226, 0.00024987863201803153, 0.0002328955019770226, 0.00030911716237368413, 0.0002730247936943845, 0.0002473687698762326, 0.0002214351061475042, 0.00024918029486827476, 1, 0.00020450319334617748, 0.00021847705896831503, 0.0022101306033800333, 0.0003429702371671238, 0.00007241103341167063, 0.00025326139700997016, 0.0002401902635507382, 0.00032974691037243055, 0.00026399134159812, 0.00033745748812836124, 0.00014091676715159986, 0.00033350483229378585, 0.00016789805524117265, 0.00021560482717978888, 0.00015453520340214807, 1, 1, 0.00016412160236399775, 0.00015034932676147593, 0.0001528892562883556, 0.00048615617926602874, 0.0001713433502833026, 0.0008424846399667767, 0.001211489663686092, 0.0005075970273091661, 0.00021922455190442693, 0.00032275911391594926, 0.000176774125578648, 0.00031335583424009733, 0.0002780148540472532, 0.0002926892690454057, 0.000134292234727192, 0.00036109340045771597, 0.00017817449065768518, 1, 0.0002523525243323861, 0.00023032583926100425, 0.00019279073245050588, 0.0006337201136507422, 0.00039587001109731853, 0.00033700727040261605, 0.00012122883920795864, 0.00021937597501132383, 0.0001811025618143435, 0.00013080347539982823, 0.0002643171703292067, 0.00014477569001675726, 0.00019573871174653081, 0.0014250404325148666, 1, 0.0014201281012896306, 0.00016335767023560236, 0.00018273140424799025, 0.0001959802761799512, 0.00016788803302206375, 0.0002084235597521609, 0.00015913968081893802, 0.00025147251431940345, 0.00019386743006753876],
        idLength: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32],
        measureLength: [2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280, 2280],
        resetLength: [2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312, 2312],
        measureError: [0.009521484375, 0.168212890625, 0.0079345703125, 0.0072021484375, 0.014892578125, 0.00537109375, 0.015869140625, 0.0194091796875, 0.0042724609375, 0.0068359375, 0.0052490234375, 0.0406494140625, 0.053955078125, 0.0089111328125, 0.02880859375, 0.0081787109375, 0.0411376953125, 0.00537109375, 0.0076904296875, 0.0205078125, 0.0068359375, 0.0028076171875, 0.0242919921875, 0.0048828125, 0.026611328125, 0.0042724609375, 0.0113525390625, 0.0107421875, 0.0086669921875, 0.0487060546875, 0.0189208984375, 0.296630859375, 0.0238037109375, 0.010009765625, 0.0338134765625, 0.033935546875, 0.015380859375, 0.0072021484375, 0.0057373046875, 0.010009765625, 0.009521484375, 0.009033203125, 0.008544921875, 0.0057373046875, 0.0137939453125, 0.0303955078125, 0.008056640625, 0.0609130859375, 0.00537109375, 0.013671875, 0.0018310546875, 0.024169921875, 0.0286865234375, 0.0081787109375, 0.0374755859375, 0.01171875, 0.0120849609375, 0.0047607421875, 0.011962890625, 0.0062255859375, 0.004638671875, 0.0074462890625, 0.0167236328125, 0.0118408203125, 0.0079345703125, 0.0244140625, 0.0074462890625, 0.0162353515625, 0.00341796875, 0.0091552734375, 0.0303955078125, 0.0064697265625, 0.0533447265625, 0.0406494140625, 0.0078125, 0.0146484375, 0.0096435546875, 0.0081787109375, 0.0321044921875, 0.008544921875, 0.026123046875, 0.007080078125, 0.0093994140625, 0.09814453125, 0.0133056640625, 0.011474609375, 0.008056640625, 0.0113525390625, 0.00439453125, 0.009521484375, 0.0045166015625, 0.0093994140625, 0.149169921875, 0.005615234375, 0.02587890625, 0.0054931640625, 0.49365234375, 0.0050048828125, 0.005615234375, 0.1278076171875, 0.0054931640625, 0.0208740234375, 0.038818359375, 0.0115966796875, 0.0047607421875, 0.005859375, 0.0107421875, 0.0262451171875, 0.0078125, 0.009521484375, 0.0057373046875, 0.0257568359375, 0.0819091796875, 0.186767578125, 0.01904296875, 0.039306640625, 0.0328369140625, 0.004150390625, 0.0068359375, 0.0386962890625, 0.031982421875, 0.0081787109375, 0.0069580078125, 0.009033203125, 0.0091552734375, 0.08447265625, 0.004638671875, 0.2103271484375, 0.0079345703125, 0.01318359375, 0.0189208984375, 0.15771484375, 0.418212890625, 0.005615234375, 0.0079345703125, 0.010009765625, 0.009521484375, 0.0072021484375, 0.0081787109375, 0.0068359375, 0.0133056640625, 0.0157470703125, 0.004150390625, 0.0084228515625, 0.0074462890625, 0.022216796875, 0.5072021484375, 0.005859375, 0.002197265625, 0.0089111328125, 0.0078125, 0.004150390625, 0.006591796875, 0.0216064453125, 0.007080078125, 0.021240234375]
    },
    couplers: {
        pairs: [[0, 1], [1, 2], [2, 3], [3, 4], [3, 16], [4, 5], [5, 6], [6, 7], [7, 8], [7, 17], [8, 9], [9, 10], [10, 11], [11, 12], [11, 18], [12, 13], [13, 14], [14, 15], [15, 19], [16, 23], [17, 27], [18, 31], [19, 35], [20, 21], [21, 22], [21, 36], [22, 23], [23, 24], [24, 25], [25, 26], [25, 37], [26, 27], [27, 28], [28, 29], [29, 30], [29, 38], [30, 31], [31, 32], [32, 33], [33, 34], [33, 39], [34, 35], [36, 41], [37, 45], [38, 49], [39, 53], [40, 41], [41, 42], [42, 43], [43, 44], [43, 56], [44, 45], [45, 46], [46, 47], [47, 48], [47, 57], [48, 49], [49, 50], [50, 51], [51, 52], [51, 58], [52, 53], [53, 54], [54, 55], [55, 59], [56, 63], [57, 67], [58, 71], [59, 75], [60, 61], [61, 62], [61, 76], [62, 63], [63, 64], [64, 65], [65, 66], [65, 77], [66, 67], [67, 68], [68, 69], [69, 70], [69, 78], [70, 71], [71, 72], [72, 73], [73, 74], [73, 79], [74, 75], [76, 81], [77, 85], [78, 89], [79, 93], [80, 81], [81, 82], [82, 83], [83, 84], [83, 96], [84, 85], [85, 86], [86, 87], [87, 88], [87, 97], [88, 89], [89, 90], [90, 91], [91, 92], [91, 98], [92, 93], [93, 94], [94, 95], [95, 99], [96, 103], [97, 107], [98, 111], [99, 115], [100, 101], [101, 102], [101, 116], [102, 103], [103, 104], [104, 105], [105, 106], [105, 117], [106, 107], [107, 108], [108, 109], [109, 110], [109, 118], [110, 111], [111, 112], [112, 113], [113, 114], [113, 119], [114, 115], [116, 121], [117, 125], [118, 129], [119, 133], [120, 121], [121, 122], [122, 123], [123, 124], [123, 136], [124, 125], [125, 126], [126, 127], [127, 128], [127, 137], [128, 129], [129, 130], [130, 131], [131, 132], [131, 138], [132, 133], [133, 134], [134, 135], [135, 139], [136, 143], [137, 147], [138, 151], [139, 155], [140, 141], [141, 142], [142, 143], [143, 144], [144, 145], [145, 146], [146, 147], [147, 148], [148, 149], [149, 150], [150, 151], [151, 152], [152, 153], [153, 154], [154, 155]],
        error: [0.0011502627373028707, 0.0012073316184981753, 0.0011558513772054746, 0.0015240134918065307, 0.0009763586416620673, 0.002191506968096668, 0.002730547185532284, 0.008639233041059124, 0.007519518673640951, 0.006690077849550835, 0.0029082740803760276, 0.004847655491320352, 0.0013407095528790713, 0.0008728333168915581, 0.001937840000578478, 0.00158044366910573, 0.0012184927677431623, 0.0021474933991258993, 0.001503264988605063, 0.0014406905917722923, 0.0015495254416059978, 0.002718225884031533, 0.0010835363579282387, 0.0016376981678472013, 0.0008993799135064151, 0.00119356647172425, 0.0014058326811145216, 0.0017286714488588262, 0.002282369875808876, 0.0021957110224856136, 0.0019526758554037904, 0.0015258407867796142, 0.00126789830133614, 0.0031006577775881394, 0.0015537038731635033, 0.00909788725625188, 0.001961404605855477, 0.0028375802295330377, 0.004982045272423408, 0.002830457322641561, 0.002772031625440291, 0.002248069804080488, 0.0018388831350992507, 0.0025464713921427296, 0.0015806629035418351, 0.0018035033702715197, 0.0019582414589384145, 0.0017087721652347676, 0.005852755536882692, 0.005258669115759423, 0.006165649317912941, 0.0014210375723302804, 0.0019318463262371355, 0.0015166111482001199, 0.0018963020772796713, 0.0017838240260036053, 0.0019031653701059859, 0.001637752137158971, 0.0012905273977262821, 0.0018103233556178155, 0.0018786968704838647, 0.0014720833176806725, 0.0010002504369598098, 0.0018582970658649056, 0.0010606843226313445, 0.0019735306152426635, 0.0022644510341734703, 0.001839970779568989, 0.0013565910690837846, 0.0017663025180200964, 0.001831593701994455, 0.001659314371633136, 0.002066619678060627, 0.0014046380735524, 0.001859753600498476, 0.0020668972304776767, 0.001674927162975487, 0.001988140808409866, 0.0013738185169772654, 0.0025463904542910587, 0.0023572381791337194, 0.001761013316091825, 0.003379491915861066, 0.0015988294874933195, 0.001638777841281025, 0.0012020383647906585, 0.0010264713288440641, 0.001159222730713838, 0.0016044970190985108, 0.004083259620474705, 0.0017877444156635114, 0.0013125172795927786, 0.00129560808134202, 0.0011004349697294469, 0.0010725970624964887, 0.0022119294797815214, 1, 0.03594530111157293, 0.008215942278332972, 0.004704377097528412, 0.0019775446813801445, 0.0020674549800912545, 0.0018238729795012898, 0.001058652153312356, 0.001682961246463971, 0.0018995115079678826, 0.0015800601960615779, 0.0013777545954798964, 0.0008880866496214501, 0.001236888606284875, 0.015082939287074437, 1, 0.001551541680705093, 0.002307586503244613, 0.005189917799153482, 0.001555626841782759, 0.0017123011690899081, 0.001331964981040601, 0.002992613769891378, 0.0016354471229204914, 0.0016456904733716804, 0.0018726635230786048, 0.0011126718695534665, 0.0036209603387050426, 0.0024181096430786198, 0.0011185203288394119, 0.001436145739017819, 0.0028639583679115344, 0.0016897881731181286, 0.13399606643625783, 1, 0.028094987774546304, 0.0386351106145624, 0.0053959114254323315, 0.014219074674669957, 0.0011650323520349393, 0.0014301879570445541, 0.07444047110704977, 1, 0.008556270780236463, 0.0011394884024005236, 0.0013418020911135364, 0.0016610719050650091, 0.00150965723459634, 0.001139957931905633, 0.0014432911325909792, 0.002086615000519737, 0.00173973226164717, 0.0015526948651590211, 0.006086513858597126, 1, 0.014597283776041803, 0.011604926631160667, 0.002060914029987454, 0.001976601752149698, 0.0022775304700893007, 0.0017826781895003418, 0.0018064279168704955, 0.0023241567914471795, 0.001530138761873523, 0.0012256717547864115, 0.0015233769062485136, 0.0012456502551047577, 0.0012523633925105582, 0.0014108310742590724, 0.004869082709351741, 1, 1, 0.0024336098672234907, 0.0025854599322507332, 0.002199742176952596, 0.0019575744635275116, 0.0013743563435909267, 0.003756057543117447, 0.0015258962008031507, 0.0023871216684279994],
        length: [68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 108, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68],
        dead: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]
    }
};

;// CONCATENATED MODULE: ./src/quantum/devices/data/marrakesh.ts
const marrakesh = {
    device: "marrakesh",
    backendName: "ibm_marrakesh",
    backendVersion: "1.0.7",
    processor: "Heron r2",
    numQubits: 156,
    basisGates: ["cz", "id", "rz", "sx", "x"],
    snapshot: "2025-02-26T14:52:45-05:00",
    source: "IBM calibration snapshot as published in Qiskit/qiskit-ibm-runtime (Apache-2.0), qiskit_ibm_runtime/fake_provider/backends/marrakesh/{conf,props}_marrakesh.json, commit 73514f066; Copyright IBM and the Qiskit contributors, licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0). Values copied unchanged; generated by scripts/gen-devices.mjs.",
    twoQubitGate: "cz",
    dtNs: 4,
    qubits: {
        t1Us: [365.55085538050326, 182.84633518252, 276.7558425857728, 344.75262274268295, 239.766995978145, 325.0052824196547, 283.7321682123092, 290.33964404274644, 253.36888620312072, 171.2758720866704, 271.81617493779316, 300.5569210313085, 224.4111894129498, 259.63274174629555, 195.70685427335232, 342.7886509249094, 136.83199112594164, 152.92237326259854, 83.48745627287285, 136.87246063681104, 126.30722660287091, 318.003082600295, 153.3098827067716, 306.8984095922875, 35.49771134569235, 127.5126562463157, 6.799428040967269, 204.20009015182353, 226.153919604442, 165.02446181279805, 175.2142039420997, 139.99215292171488, 209.31546558939388, 128.1591361165219, 147.95258860357202, 435.87354180505275, 217.50200515422867, 160.1358255904609, 107.75344315192007, 178.81278738450962, 187.58589832234193, 126.91910332873785, 228.4301457937282, 176.9330280053135, 217.56678080917172, 176.1480259050121, 215.40726387616542, 289.53804637024746, 245.98256085913508, 299.6318469505391, 125.4953192036783, 184.48279109061707, 146.2717814998329, 286.7545499974891, 163.36009856033795, 206.02601626204518, 141.28214207901723, 167.60394995962568, 252.6317033986957, 102.7194232980292, 105.12826829590587, 294.5844059501443, 104.63156561479467, 222.2536140992405, 155.8456719093071, 323.08328336169166, 105.63032542916665, 237.99778918348005, 141.65101120628708, 138.790614486991, 188.45280953312962, 142.53367245036762, 123.41769278689148, 186.21723486869186, 107.26360861465525, 245.0119339346192, 150.07524484247105, 220.533408727337, 74.58744404467126, 130.50544029041183, 163.07304022628517, 207.78741974599933, 57.36857581742068, 231.5382526541523, 253.40459699117778, 189.88938195570637, 235.44948448029626, 246.21658863740467, 200.4380935542236, 275.235032718219, 164.5088581752087, 157.18321712338303, 198.04205762818972, 286.8109195485771, 341.21826272831396, 433.4820859946015, 128.57180116084723, 178.17336680783208, 298.45510616135135, 154.759206969182, 100.57983763376852, 136.98430640599128, 94.90613559653593, 105.08807607492756, 107.95773800334776, 159.5475766987402, 343.68180425158613, 330.0465323338192, 239.3572532398793, 212.4061306635232, 227.1277173534856, 196.80057950638778, 252.3277265515754, 195.3146358692588, 297.7296820870857, 187.64961746490695, 72.79896316407043, 227.07195992979445, 197.9161725700691, 237.0675555289922, 273.03304485658657, 315.1575586108737, 253.05859056061166, 163.40115031157313, 136.42287346659637, 204.40950552307095, 134.70966455195685, 215.31113914000215, 208.19505118055127, 193.44140795702245, 364.5703947218293, 166.78582723020298, 385.0488081965143, 231.27078621888052, 175.14271691098142, 499.0503327365227, 256.4857025672289, 147.74521349599604, 334.313566872881, 140.80410851746626, 176.20974807423673, 317.4362797075298, 192.5571625805308, 184.9534561079167, 101.05557738617348, 71.893025048715, 118.1711301252723, 206.99860043306427, 301.11166056184595, 204.73261629019146, 125.6103109415433, 202.82202509223873, 360.00229002899147, 267.25028837300954, 258.50626765377154, 352.80355390839816],
        t2Us: [61.42835272310955, 187.17859000531473, 330.259385137783, 301.54681233967955, 223.76042285773048, 374.0719296507666, 211.9210451979592, 107.00460225167525, 112.38552860667292, 190.56495732000096, 180.50873551072985, 165.01130371632334, 184.78361025693678, 384.1041330155782, 148.2310994153704, 29.948797974567473, 137.30749900494615, 44.03401925322981, 83.89610354124477, 35.76891391928536, 204.61123804099242, 238.79036412376337, 38.56527805029514, 222.40392972480564, 0.17982914179291226, 92.15283851397722, 7.735794354084576, 272.8270315237439, 208.70381631285488, 189.9663978984522, 82.0298980962928, 66.7213192795272, 22.140438047590305, 56.249070995324146, 174.37490563735975, 534.7869789391219, 101.97851159983625, 21.42596150239807, 118.08641348867191, 258.2729528619804, 101.36639245203665, 27.11122817827023, 159.96617705340043, 97.49501979628833, 177.7788703407722, 113.75118785838312, 196.0847638580062, 80.90104224584424, 251.73838975999013, 227.6308537400976, 87.19953815266796, 357.88260360113395, 80.61832469963747, 317.6259841287178, 204.4471883365642, 72.15593744406237, 114.86146624468542, 168.97300657122344, 355.1469178963338, 154.06221002846988, 118.76610612930179, 251.80612217100608, 48.37718236469, 134.37690155671393, 137.08891229328538, 115.95934175598404, 118.08626869100063, 108.73016442207695, 13.672495761142669, 69.61643968928294, 20.774413588483846, 138.41034863126225, 42.633520867107755, 227.91150785830047, 13.013585923926621, 240.42603521289894, 50.812691971336235, 184.0772307108379, 85.54894038747105, 40.1433558581947, 42.37551657325886, 121.49324434906495, 23.147285716520507, 352.35772039039944, 102.00317973542583, 127.41420876702742, 66.0164796363744, 162.05506930685985, 231.0423056367386, 298.1502774610368, 93.74282647376923, 233.45169628981446, 225.85067530047206, 273.79459661421004, 149.043107612449, 503.68942963817614, 48.246646416647685, 77.48425527806731, 64.31739019613428, 31.530935634309866, 243.09061488642658, 65.8276169298308, 69.71334233579852, 96.6940405485158, 119.14263820663967, 155.8372980291616, 289.2941744735947, 374.1358598283085, 235.0270992864487, 124.19598619361412, 327.8175317459862, 80.45231244420788, 217.09584105542214, 119.92117978539368, 327.4061168546745, 70.76150707883701, 105.01589066899375, 10.914161286220464, 31.8180718236657, 24.00615256302748, 77.99893676705028, 518.649741492289, 26.326511741623616, 84.758899614882, 152.5722833939173, 38.99279188674497, 37.64902810953195, 17.55721308982561, 244.41956696595233, 175.01349961768295, 73.12972861303079, 177.2465862706992, 48.7094500890747, 77.30344872483408, 116.24963454430464, 95.64646245210342, 303.0010582837082, 80.21155731706362, 161.01456566916428, 189.05982067631516, 50.316385704154165, 322.39389089536644, 190.6417082215616, 79.96370706864708, 34.48007450451516, 89.06704578648879, 56.42853746294622, 63.21849971505077, 145.66994393156307, 116.0136605124336, 138.6758053830758, 89.52329110733118, 164.42129767038395, 300.5515382053325, 15.221502259387549, 151.14366176279643],
        p10: [0.00927734375, 0.0009765625, 0.00048828125, 0.001953125, 0.00927734375, 0.00732421875, 0.001953125, 0.00146484375, 0.00439453125, 0.0048828125, 0.00146484375, 0.0068359375, 0.00146484375, 0.00439453125, 0.00244140625, 0.009765625, 0.0029296875, 0.0126953125, 0.00146484375, 0.001953125, 0.00146484375, 0.00146484375, 0.0107421875, 0.00927734375, 0.18310546875, 0.0185546875, 0.06494140625, 0.0029296875, 0.01611328125, 0.00244140625, 0.0078125, 0.00146484375, 0.00634765625, 0, 0.00341796875, 0.00732421875, 0.0048828125, 0.0263671875, 0, 0.00146484375, 0.005859375, 0.00390625, 0.0087890625, 0.0009765625, 0.00146484375, 0.00146484375, 0.00634765625, 0.00244140625, 0.06005859375, 0.0146484375, 0.2236328125, 0.017578125, 0.0048828125, 0.00048828125, 0.02099609375, 0.00048828125, 0.0009765625, 0.06396484375, 0.18505859375, 0.00439453125, 0.0068359375, 0.00341796875, 0.00048828125, 0.0185546875, 0.00634765625, 0.00341796875, 0.03759765625, 0.0244140625, 0.00537109375, 0.037109375, 0.18408203125, 0.03564453125, 0.03662109375, 0.0244140625, 0.0009765625, 0.001953125, 0.00341796875, 0.00048828125, 0.01513671875, 0.00390625, 0.00634765625, 0.01025390625, 0.11474609375, 0.28515625, 0.0009765625, 0.01123046875, 0.0185546875, 0.0029296875, 0.14111328125, 0.00146484375, 0.00439453125, 0.01171875, 0.01123046875, 0.00146484375, 0.00146484375, 0.0029296875, 0.0078125, 0.00390625, 0.001953125, 0.0068359375, 0.0009765625, 0.0048828125, 0.07958984375, 0.0888671875, 0.00830078125, 0, 0.068359375, 0.00146484375, 0.00390625, 0.0009765625, 0.00341796875, 0.0009765625, 0.00146484375, 0.00390625, 0.01025390625, 0.0068359375, 0.00390625, 0.0029296875, 0.0048828125, 0.00146484375, 0.00390625, 0.0078125, 0.01318359375, 0.00048828125, 0.00732421875, 0.017578125, 0.00341796875, 0.00634765625, 0.01416015625, 0.0068359375, 0.20654296875, 0.00146484375, 0.0107421875, 0.09228515625, 0.00732421875, 0.0546875, 0.00341796875, 0.005859375, 0.0009765625, 0.0009765625, 0.00537109375, 0.00439453125, 0.01123046875, 0.05078125, 0.00341796875, 0.01611328125, 0.00830078125, 0.04150390625, 0.0029296875, 0, 0.00830078125, 0.03271484375, 0.00927734375, 0.14111328125, 0.00830078125, 0.001953125],
        p01: [0.01318359375, 0.009765625, 0.0078125, 0.01806640625, 0.02978515625, 0.00390625, 0.00341796875, 0.00927734375, 0.00830078125, 0.01318359375, 0.0087890625, 0.009765625, 0.00634765625, 0.005859375, 0.00537109375, 0.009765625, 0.02001953125, 0.00830078125, 0.0107421875, 0.0068359375, 0.00830078125, 0.009765625, 0.01806640625, 0.05322265625, 0.1787109375, 0.01513671875, 0.08642578125, 0.03466796875, 0.0185546875, 0.005859375, 0.01025390625, 0.029296875, 0.0234375, 0.017578125, 0.0068359375, 0.00439453125, 0.02001953125, 0.02490234375, 0.00537109375, 0.01416015625, 0.02294921875, 0.0078125, 0.01123046875, 0.0185546875, 0.00537109375, 0.00537109375, 0.0068359375, 0.00732421875, 0.048828125, 0.0458984375, 0.1201171875, 0.21484375, 0.03173828125, 0.0087890625, 0.021484375, 0.00927734375, 0.01708984375, 0.044921875, 0.18896484375, 0.009765625, 0.01025390625, 0.01123046875, 0.013671875, 0.01806640625, 0.00732421875, 0.00244140625, 0.0234375, 0.017578125, 0.0205078125, 0.0263671875, 0.09130859375, 0.0341796875, 0.025390625, 0.0458984375, 0.0146484375, 0.0244140625, 0.015625, 0.01123046875, 0.0224609375, 0.0087890625, 0.0234375, 0.01220703125, 0.37548828125, 0.12939453125, 0.00927734375, 0.02734375, 0.013671875, 0.00830078125, 0.06982421875, 0.00390625, 0.01171875, 0.01953125, 0.00537109375, 0.013671875, 0.0078125, 0.0048828125, 0.0234375, 0.005859375, 0.005859375, 0.01171875, 0.013671875, 0.01611328125, 0.0498046875, 0.05517578125, 0.0185546875, 0.068359375, 0.03662109375, 0.01220703125, 0.01171875, 0.0107421875, 0.01220703125, 0.01171875, 0.0048828125, 0.94384765625, 0.01171875, 0.00830078125, 0.01220703125, 0.01904296875, 0.00927734375, 0.0693359375, 0.0087890625, 0.03369140625, 0.01123046875, 0.12060546875, 0.01171875, 0.01611328125, 0.013671875, 0.01025390625, 0.0126953125, 0.0107421875, 0.16064453125, 0.01708984375, 0.00634765625, 0.03857421875, 0.0107421875, 0.03564453125, 0.00439453125, 0.0166015625, 0.00732421875, 0.0068359375, 0.00537109375, 0.0068359375, 0.0146484375, 0.03955078125, 0.01513671875, 0.02490234375, 0.0185546875, 0.02734375, 0.00634765625, 0.03662109375, 0.01123046875, 0.017578125, 0.00634765625, 0.068359375, 0.01171875, 0.01318359375],
        sxError: [0.00013453738279534734, 0.00010337563126239628, 0.00020543010375874247, 0.00010046905506666445, 0.0003525540176194152, 0.00007470843028648204, 0.0001920548607877932, 0.00015187861715611694, 0.00009059634465303914, 0.0001647334431986488, 0.00014320903552552357, 0.00012865757910351965, 0.00008570879655889584, 0.00019966399824501043, 0.00010026331814669142, 0.00011678428736110294, 0.00020553791818539823, 0.0001420776681905509, 0.0003568323628897443, 0.00016238553505985924, 0.0005100878165850592, 0.0002092561804035996, 0.0002525392747032193, 0.00023237265923068098, 0.00027110284115344053, 0.0002865048580201506, 0.0026411255533818137, 0.0004085844433841385, 0.00030687404766473734, 0.00018853568623007023, 0.0002585846286957127, 0.00034356912228607694, 0.0005239828076594198, 0.0003330106050714149, 0.00021943855529013752, 0.00006881925969823162, 0.0004865766928136783, 0.0006116093288026827, 0.000582928814910638, 0.00021183394140441309, 0.00016782962187497977, 0.00041426540329937727, 0.00023055313719359894, 0.00037738545060475, 0.0002167838333613369, 0.0002385346958431776, 0.00023652133600917733, 0.00017881117463439851, 0.0005811911371529487, 0.0001939604465187103, 0.000501614274553206, 0.00015658744879811876, 0.000489735278478547, 0.00030442481263477173, 0.00020358288119889413, 0.00015089364082582842, 0.00021504707237071318, 0.00023856666831070995, 0.0005196296162777581, 0.00018482051768970074, 0.0002943480105494972, 0.00010745309719873175, 0.0003063000153713392, 0.0001554183836614207, 0.002413332081455744, 0.0001701380719248145, 0.000508325782924374, 0.00023042356086308032, 0.00024702343038056986, 0.0001457040936809557, 0.00027393282687680114, 0.0003165180966845658, 0.00038045931681601747, 0.00018837570591837235, 0.0002944877424469247, 0.0002587812941056275, 0.0002214472519083232, 0.0003387573034397655, 0.00025358658253805776, 0.00017165816786458417, 0.0017188672574341003, 0.00041144607578872934, 0.04194630537805039, 0.0001873822108416067, 0.00022553984945113465, 0.00010462218232589423, 0.000622569112841664, 0.0003384479791675491, 0.00013506035242530056, 0.00017908400742149862, 0.0003745686180625218, 0.00016322278052261256, 0.00020171680426643815, 0.0002710833152880833, 0.0001391370015925806, 0.00010329850639355866, 0.0003511128751041767, 0.00026936399710708337, 0.00012285723716290553, 0.00018777365584385163, 0.00047701922552603754, 0.0005483183452553678, 0.0006990134981367954, 0.0005822878533607717, 0.00018142232065820502, 0.0003784776486131378, 0.0001178181030395375, 0.00011969760511200335, 0.00023771565539659718, 0.0003649748610589072, 0.00023085188330185745, 0.00015231160933658133, 0.00035305474542488105, 0.012465115547204893, 0.00012086607831989251, 0.00012786409077032127, 0.00027877327707741695, 0.0003731764133217572, 0.00015676467890173249, 0.018934514949687405, 0.009689220001969869, 0.00016006276352256347, 0.0002479006949915231, 0.00030307134515228113, 0.00044741583123241905, 0.00022030547739610188, 0.00026946488928412113, 0.00013764019497224903, 0.0002000703479912277, 0.0002913960566837546, 0.0001542966129344401, 0.0001888201354582157, 0.00020734206527088606, 0.0002148712294264399, 0.0004548261085464737, 0.0003244449058863961, 0.0004031150818959507, 0.0006069866802235085, 0.000130815279752179, 0.0001689857515533901, 0.0002338768779372294, 0.00009883985000483855, 0.00021504795521238047, 0.00015333996034875357, 0.0006140475408593204, 0.00023298178704353071, 0.005485431928164475, 0.00021902184679925673, 0.00017809809074717642, 0.0001470438130523603, 0.00024071993609701313, 0.00017791635682821232, 0.0003386294757552751, 0.0002081510220664521, 0.00018021348704226278, 0.0001635225676930751],
        sxLength: [36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36],
        xError: [0.00013453738279534734, 0.00010337563126239628, 0.00020543010375874247, 0.00010046905506666445, 0.0003525540176194152, 0.00007470843028648204, 0.0001920548607877932, 0.00015187861715611694, 0.00009059634465303914, 0.0001647334431986488, 0.00014320903552552357, 0.00012865757910351965, 0.00008570879655889584, 0.00019966399824501043, 0.00010026331814669142, 0.00011678428736110294, 0.00020553791818539823, 0.0001420776681905509, 0.0003568323628897443, 0.00016238553505985924, 0.0005100878165850592, 0.0002092561804035996, 0.0002525392747032193, 0.00023237265923068098, 0.00027110284115344053, 0.0002865048580201506, 0.0026411255533818137, 0.0004085844433841385, 0.00030687404766473734, 0.00018853568623007023, 0.0002585846286957127, 0.00034356912228607694, 0.0005239828076594198, 0.0003330106050714149, 0.00021943855529013752, 0.00006881925969823162, 0.0004865766928136783, 0.0006116093288026827, 0.000582928814910638, 0.00021183394140441309, 0.00016782962187497977, 0.00041426540329937727, 0.00023055313719359894, 0.00037738545060475, 0.0002167838333613369, 0.0002385346958431776, 0.00023652133600917733, 0.00017881117463439851, 0.0005811911371529487, 0.0001939604465187103, 0.000501614274553206, 0.00015658744879811876, 0.000489735278478547, 0.00030442481263477173, 0.00020358288119889413, 0.00015089364082582842, 0.00021504707237071318, 0.00023856666831070995, 0.0005196296162777581, 0.00018482051768970074, 0.0002943480105494972, 0.00010745309719873175, 0.0003063000153713392, 0.0001554183836614207, 0.002413332081455744, 0.0001701380719248145, 0.000508325782924374, 0.00023042356086308032, 0.00024702343038056986, 0.0001457040936809557, 0.00027393282687680114, 0.0003165180966845658, 0.00038045931681601747, 0.00018837570591837235, 0.0002944877424469247, 0.0002587812941056275, 0.0002214472519083232, 0.0003387573034397655, 0.00025358658253805776, 0.00017165816786458417, 0.0017188672574341003, 0.00041144607578872934, 0.04194630537805039, 0.0001873822108416067, 0.00022553984945113465, 0.00010462218232589423, 0.000622569112841664, 0.0003384479791675491, 0.00013506035242530056, 0.00017908400742149862, 0.0003745686180625218, 0.00016322278052261256, 0.00020171680426643815, 0.0002710833152880833, 0.0001391370015925806, 0.00010329850639355866, 0.0003511128751041767, 0.00026936399710708337, 0.00012285723716290553, 0.00018777365584385163, 0.00047701922552603754, 0.0005483183452553678, 0.0006990134981367954, 0.0005822878533607717, 0.00018142232065820502, 0.0003784776486131378, 0.0001178181030395375, 0.00011969760511200335, 0.00023771565539659718, 0.0003649748610589072, 0.00023085188330185745, 0.00015231160933658133, 0.00035305474542488105, 0.012465115547204893, 0.00012086607831989251, 0.00012786409077032127, 0.00027877327707741695, 0.0003731764133217572, 0.00015676467890173249, 0.018934514949687405, 0.009689220001969869, 0.00016006276352256347, 0.0002479006949915231, 0.00030307134515228113, 0.00044741583123241905, 0.00022030547739610188, 0.00026946488928412113, 0.00013764019497224903, 0.0002000703479912277, 0.0002913960566837546, 0.0001542966129344401, 0.0001888201354582157, 0.00020734206527088606, 0.0002148712294264399, 0.0004548261085464737, 0.0003244449058863961, 0.0004031150818959507, 0.0006069866802235085, 0.000130815279752179, 0.0001689857515533901, 0.0002338768779372294, 0.00009883985000483855, 0.00021504795521238047, 0.00015333996034875357, 0.0006140475408593204, 0.00023298178704353071, 0.005485431928164475, 0.00021902184679925673, 0.00017809809074717642, 0.0001470438130523603, 0.00024071993609701313, 0.00017791635682821232, 0.0003386294757552751, 0.0002081510220664521, 0.00018021348704226278, 0.0001635225676930751],
        xLength: [36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36],
        idError: [0.00013453738279534734, 0.00010337563126239628, 0.00020543010375874247, 0.00010046905506666445, 0.0003525540176194152, 0.00007470843028648204, 0.0001920548607877932, 0.00015187861715611694, 0.00009059634465303914, 0.0001647334431986488, 0.00014320903552552357, 0.00012865757910351965, 0.00008570879655889584, 0.00019966399824501043, 0.00010026331814669142, 0.00011678428736110294, 0.00020553791818539823, 0.0001420776681905509, 0.0003568323628897443, 0.00016238553505985924, 0.0005100878165850592, 0.0002092561804035996, 0.0002525392747032193, 0.00023237265923068098, 0.00027110284115344053, 0.0002865048580201506, 0.0026411255533818137, 0.0004085844433841385, 0.00030687404766473734, 0.00018853568623007023, 0.0002585846286957127, 0.00034356912228607694, 0.0005239828076594198, 0.0003330106050714149, 0.00021943855529013752, 0.00006881925969823162, 0.0004865766928136783, 0.0006116093288026827, 0.000582928814910638, 0.00021183394140441309, 0.00016782962187497977, 0.00041426540329937727, 0.00023055313719359894, 0.00037738545060475, 0.0002167838333613369, 0.0002385346958431776, 0.00023652133600917733, 0.00017881117463439851, 0.0005811911371529487, 0.0001939604465187103, 0.000501614274553206, 0.00015658744879811876, 0.000489735278478547, 0.00030442481263477173, 0.00020358288119889413, 0.00015089364082582842, 0.00021504707237071318, 0.00023856666831070995, 0.0005196296162777581, 0.00018482051768970074, 0.0002943480105494972, 0.00010745309719873175, 0.0003063000153713392, 0.0001554183836614207, 0.002413332081455744, 0.0001701380719248145, 0.000508325782924374, 0.00023042356086308032, 0.00024702343038056986, 0.0001457040936809557, 0.00027393282687680114, 0.0003165180966845658, 0.00038045931681601747, 0.00018837570591837235, 0.0002944877424469247, 0.0002587812941056275, 0.0002214472519083232, 0.0003387573034397655, 0.00025358658253805776, 0.00017165816786458417, 0.0017188672574341003, 0.00041144607578872934, 0.04194630537805039, 0.0001873822108416067, 0.00022553984945113465, 0.00010462218232589423, 0.000622569112841664, 0.0003384479791675491, 0.00013506035242530056, 0.00017908400742149862, 0.0003745686180625218, 0.00016322278052261256, 0.00020171680426643815, 0.0002710833152880833, 0.0001391370015925806, 0.00010329850639355866, 0.0003511128751041767, 0.00026936399710708337, 0.00012285723716290553, 0.00018777365584385163, 0.00047701922552603754, 0.0005483183452553678, 0.0006990134981367954, 0.0005822878533607717, 0.00018142232065820502, 0.0003784776486131378, 0.0001178181030395375, 0.00011969760511200335, 0.00023771565539659718, 0.0003649748610589072, 0.00023085188330185745, 0.00015231160933658133, 0.00035305474542488105, 0.012465115547204893, 0.00012086607831989251, 0.00012786409077032127, 0.00027877327707741695, 0.0003731764133217572, 0.00015676467890173249, 0.018934514949687405, 0.009689220001969869, 0.00016006276352256347, 0.0002479006949915231, 0.00030307134515228113, 0.00044741583123241905, 0.00022030547739610188, 0.00026946488928412113, 0.00013764019497224903, 0.0002000703479912277, 0.0002913960566837546, 0.0001542966129344401, 0.0001888201354582157, 0.00020734206527088606, 0.0002148712294264399, 0.0004548261085464737, 0.0003244449058863961, 0.0004031150818959507, 0.0006069866802235085, 0.000130815279752179, 0.0001689857515533901, 0.0002338768779372294, 0.00009883985000483855, 0.00021504795521238047, 0.00015333996034875357, 0.0006140475408593204, 0.00023298178704353071, 0.005485431928164475, 0.00021902184679925673, 0.00017809809074717642, 0.0001470438130523603, 0.00024071993609701313, 0.00017791635682821232, 0.0003386294757552751, 0.0002081510220664521, 0.00018021348704226278, 0.0001635225676930751],
        idLength: [36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36],
        measureLength: [2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584, 2584],
        resetLength: [2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 3244, 2720, 3244, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720, 2720],
        measureError: [null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null]
    },
    couplers: {
        pairs: [[0, 1], [1, 2], [2, 3], [3, 4], [3, 16], [4, 5], [5, 6], [6, 7], [7, 8], [7, 17], [8, 9], [9, 10], [10, 11], [11, 12], [11, 18], [12, 13], [13, 14], [14, 15], [15, 19], [16, 23], [17, 27], [18, 31], [19, 35], [20, 21], [21, 22], [21, 36], [22, 23], [23, 24], [24, 25], [25, 26], [25, 37], [26, 27], [27, 28], [28, 29], [29, 30], [29, 38], [30, 31], [31, 32], [32, 33], [33, 34], [33, 39], [34, 35], [36, 41], [37, 45], [38, 49], [39, 53], [40, 41], [41, 42], [42, 43], [43, 44], [43, 56], [44, 45], [45, 46], [46, 47], [47, 48], [47, 57], [48, 49], [49, 50], [50, 51], [51, 52], [51, 58], [52, 53], [53, 54], [54, 55], [55, 59], [56, 63], [57, 67], [58, 71], [59, 75], [60, 61], [61, 62], [61, 76], [62, 63], [63, 64], [64, 65], [65, 66], [65, 77], [66, 67], [67, 68], [68, 69], [69, 70], [69, 78], [70, 71], [71, 72], [72, 73], [73, 74], [73, 79], [74, 75], [76, 81], [77, 85], [78, 89], [79, 93], [80, 81], [81, 82], [82, 83], [83, 84], [83, 96], [84, 85], [85, 86], [86, 87], [87, 88], [87, 97], [88, 89], [89, 90], [90, 91], [91, 92], [91, 98], [92, 93], [93, 94], [94, 95], [95, 99], [96, 103], [97, 107], [98, 111], [99, 115], [100, 101], [101, 102], [101, 116], [102, 103], [103, 104], [104, 105], [105, 106], [105, 117], [106, 107], [107, 108], [108, 109], [109, 110], [109, 118], [110, 111], [111, 112], [112, 113], [113, 114], [113, 119], [114, 115], [116, 121], [117, 125], [118, 129], [119, 133], [120, 121], [121, 122], [122, 123], [123, 124], [123, 136], [124, 125], [125, 126], [126, 127], [127, 128], [127, 137], [128, 129], [129, 130], [130, 131], [131, 132], [131, 138], [132, 133], [133, 134], [134, 135], [135, 139], [136, 143], [137, 147], [138, 151], [139, 155], [140, 141], [141, 142], [142, 143], [143, 144], [144, 145], [145, 146], [146, 147], [147, 148], [148, 149], [149, 150], [150, 151], [151, 152], [152, 153], [153, 154], [154, 155]],
        error: [0.0017402852518782486, 0.001548074406909461, 0.003201528503065487, 0.0040483808884482775, 0.0035023762389818636, 0.0023648392641392735, 0.001692163754732634, 0.0022869653902582443, 0.0022223047094009907, 0.0026334033865881845, 0.003635313584797739, 0.002285248593876854, 0.00244098492883299, 0.0012310019540017758, 0.0024962124357810755, 0.0012392654545236303, 0.0010363120130211234, 0.0012396014356231277, 0.0014663222043458934, 0.0032342573675404607, 0.004178241145188333, 0.0032783632948210073, 0.0015591520399763081, 0.0034428255132097907, 0.005183003612569348, 0.003139243185155405, 0.007841189055685482, 1, 1, 0.01418718456224638, 0.0038388634585115877, 0.013300470028405231, 0.003296097480195659, 0.004424354679776421, 0.0025295878427026852, 0.0029690521873764197, 0.003003867303229435, 0.0034985975367264888, 0.0025992483588158644, 0.0023785638663506026, 0.0027210511183431985, 0.0018089907327748511, 0.003449646617103952, 0.005287635408691649, 0.003330003217970001, 0.0026507149992510692, 0.00658352178313687, 0.007543420135733614, 0.01722578413939818, 0.00329255548204499, 0.003534609957786816, 0.003153878191284487, 0.00205015119785229, 0.0016772688940724367, 0.003947336861591488, 0.0026904898534967914, 0.003067253555775251, 0.0032934098126405353, 0.0025656580710068377, 0.003972888199067437, 0.002529205137973667, 0.0026193674260633903, 0.0021857438516176275, 0.00202392508663235, 0.0020730075603127562, 0.00282339986368918, 0.006653048753120505, 1, 0.002212761126802354, 0.028991005395696656, 0.01643128621440676, 0.021970055436097924, 0.001755117557271868, 0.011275899883422369, 0.007112624938278467, 0.004050370117868574, 0.003061687061342633, 0.003964338630679631, 0.0054264105961061015, 0.004742147021775833, 0.002657865383206448, 0.0035002891563891136, 0.0030411195773199506, 0.0027574649508508298, 0.08468831979069169, 0.0021496129597309843, 0.0024077992089875377, 0.0022684128417814198, 0.004879827206507037, 0.003100374774206993, 0.0027951105014577537, 0.003871602020008802, 0.0028164407311124795, 0.15678448493173192, 1, 0.003286563376939111, 0.00756658396937715, 0.0052414456003070375, 0.002965936897666943, 0.003196065211722332, 0.0027361615528087024, 0.0032465859069210623, 0.001953945200705909, 0.0023217115828390034, 0.009410336292646204, 0.011396529131509403, 0.0021841653979963738, 0.004628274762751405, 0.003032442167658689, 0.0026085070292724, 0.004940598461320278, 0.010116706614543225, 0.004284619869252049, 0.001700292793744007, 0.00376640391587979, 0.003736116212256335, 1, 0.004222245118355061, 1, 1, 0.003696285298677382, 0.008571922692870881, 0.003634619060225719, 0.005127141953380598, 0.0027788510838499536, 0.0032013596012184786, 0.002639905157826694, 1, 0.0032321669546171994, 0.002046219442669972, 1, 1, 1, 0.003584561039893741, 0.003492931720921022, 0.004509325989580093, 0.0032709464374611197, 0.07763911246401933, 0.00204421857469006, 0.0035598207585331165, 0.0023331101873141913, 0.0040437304844636035, 0.0020785829589032856, 0.0056119061254270575, 0.0037588210787183884, 0.007533912315076219, 0.0024096847946410427, 0.003153542108219831, 0.003313153944372982, 1, 0.003747022496590202, 0.003486645163559954, 0.005164737455712776, 0.002319291058991091, 0.004020480529436321, 0.008050913877744592, 0.0017796590908322751, 0.0017170337711274741, 0.0038106108722342213, 0.0033178785531407518, 0.16300118194292196, 0.0026028887255854505, 0.002504919767028102, 0.002279176189084242, 0.003008618853063638, 0.004505227284870683, 0.0021656359064766706, 0.0023602501576677204, 0.005089031401762478, 0.002893650795587288, 0.0024326391200973907, 0.003799384494792113, 0.04649168822371136, 0.005512695177535332, 1, 0.0027441687397761205],
        length: [68, 68, 68, 80, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 80, 80, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68],
        dead: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]
    }
};

;// CONCATENATED MODULE: ./src/quantum/devices/data/torino.ts
const torino = {
    device: "torino",
    backendName: "ibm_torino",
    backendVersion: "1.0.54",
    processor: "Heron r1",
    numQubits: 133,
    basisGates: ["cz", "id", "rz", "sx", "x"],
    snapshot: "2025-02-26T15:26:08-05:00",
    source: "IBM calibration snapshot as published in Qiskit/qiskit-ibm-runtime (Apache-2.0), qiskit_ibm_runtime/fake_provider/backends/torino/{conf,props}_torino.json, commit 73514f066; Copyright IBM and the Qiskit contributors, licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0). Values copied unchanged; generated by scripts/gen-devices.mjs.",
    twoQubitGate: "cz",
    dtNs: 4,
    qubits: {
        t1Us: [224.08727568067368, 266.03046978987874, 170.39288579492654, 253.88149621176157, 155.89025123004086, 174.7834526671273, 50.489659259502446, 214.31959303732145, 232.19429792690173, 43.941374923496944, 200.7961060054563, 102.52090854822117, 187.6076537937606, 122.94317046054846, 86.2006363292249, 152.76101048858737, 112.9401604675864, 146.06439292162213, 184.3269310266839, 141.76878738743076, 172.12633523686543, 73.67835395501064, 42.42049838087228, 66.59007056051414, 154.283928153275, 233.53893272811575, 207.05376708996883, 205.77173682854897, 175.70329096044864, 149.708640212184, 109.76214683862074, 295.59871963946847, 217.24895274924503, 191.7881709858849, 260.3992540024869, 221.53524967774692, 59.52743460143615, 168.69877793797443, 143.51533590047302, 153.91293151899725, 88.69928948341345, 41.34690349780361, 215.38409645284747, 79.02044716704935, 86.60238425506996, 55.41491119435325, 215.27420044460962, 204.91686042577288, 217.56901317701684, 147.86421855730302, 229.3253781846935, 185.6402267299376, 189.27221044690657, 62.544194427338425, 268.01439302262065, 233.76654817005513, 305.16692357832926, 100.33165456816779, 137.50836257322604, 102.56862512377418, 243.28705748520892, 83.72342795432513, 184.02136348017484, 156.65449885394972, 199.95830542659394, 104.50129441664454, 298.67103566027083, 130.80147015001793, 225.22987825320124, 232.1962263918321, 96.74916548056673, 185.31061933075418, 291.0257849902832, 261.2377807385481, 186.63345811740012, 176.63612183380715, 180.09724946466955, 234.96922432537093, 93.1024023977942, 61.71807947517145, 163.3963444859047, 231.29244598716062, 157.48105566558846, 187.81094610074132, 202.5253688911828, 3.1636670345492486, 4.066103046172051, 246.45861957753297, 260.6480010050177, 183.23329168469942, 197.88203798747256, 210.0375931185045, 212.4644025034231, 255.2468104476629, 184.649808661033, 194.55704708358252, 255.16111673354004, 46.85402570716062, 230.6670163512069, 154.59493999167094, 237.353225684709, 222.0573380114775, 156.00837647104362, 149.12654716722744, 104.35852654009284, 64.69120881427432, 70.33950581052977, 239.60347184074786, 111.99967757437123, 132.7093845045689, 157.48907995316029, 187.68279018167388, 231.0908082890233, 231.19059154734046, 201.85398877183073, 189.80411169929744, 201.04810073507488, 117.47713025172153, 184.9874260203931, 139.0774743627089, 199.30016252829583, 264.59910944544947, 189.90200357777735, 51.147968923475204, 185.68390602006414, 293.56582421144145, 142.80394671116468, 162.64396608418815, 307.7274317716158, 236.51089328829582, 281.8378988327293, 248.82982849372706, 293.7738363597106],
        t2Us: [314.59617988981444, 204.01606029050956, 152.2363560239665, 210.26229582285902, 190.45983198349143, 145.93778977686293, 93.68714923319544, 61.57472185374021, 31.36320201800166, 58.19271769085355, 228.32516773950897, 144.20428681264954, 195.75024782404662, 138.2460576463517, 41.70071383574998, 39.85065003954676, 144.0040892058471, 98.50632384804888, 185.1269158755747, 36.49206902215896, 116.58636975199606, 18.80833651631802, 58.262925503332774, 151.9333543155696, 173.5322037036741, 299.84627143193904, 214.83201059424647, 107.96699543300328, 221.46237522338978, 148.98043734219618, 112.13363526750598, 202.19370195562982, 128.29347330847648, 69.47727011386485, 120.70206162645678, 157.16526321944252, 104.72429134423936, 95.04064906535245, 105.61227687769076, 179.11477600616433, 101.76267133104938, 49.93444267362083, 79.33698395417265, 94.39530455007115, 281.0965430236696, 71.37361515906437, 49.32106481026948, 68.70523592058318, 240.779191156517, 107.77431216810699, 226.62307745809665, 160.94013107717106, 235.42393611343246, 63.64862937225161, 195.82317563001905, 177.9112668323595, 233.5501229619554, 196.47406630864725, 95.6361715254871, 181.47312626832647, 254.42581320124373, 247.4174305331774, 145.69314103433717, 162.48710378309116, 135.52463463088066, 210.65696129445777, 300.59074224331744, 135.0594644905125, 74.29745640454549, 84.99309385165641, 41.84546932608388, 40.96709769969357, 87.75774971439466, 113.01724235324616, 135.63664940452105, 130.36219665537925, 271.79059565847325, 215.56259441841456, 95.1158245526758, 8.334912884691768, 27.784766241489784, 203.02327609255238, 122.51591350966734, 60.47390494485817, 153.0323036436773, 6.131348483914938, 80.54822424583139, 246.57250580101444, 237.95099734644657, 145.89334344709906, 277.36490183814067, 114.53147427561439, 140.938949034492, 208.32963569296604, 195.53020607565608, 293.178721425742, 159.70621461573575, 71.65014769240149, 60.69695363029097, 110.7253146059788, 189.4047167056076, 121.46328535318949, 48.98498898759491, 83.28243999668027, 106.35515615990447, 70.50813394275724, 50.78757921641302, 241.5438503300592, 141.52404091574468, 211.90394734348902, 136.02873188863495, 67.13951584314003, 202.1060996374139, 221.92560267698565, 208.97565495253767, 159.40334155581803, 160.2454890990096, 29.053754485149135, 66.10806668831592, 134.93714303040633, 180.0003747568422, 52.572445862354975, 252.5851961750256, 62.09264674807284, 150.72326057752994, 256.24653741399845, 226.11417366013524, 125.67605624505445, 195.1639734584691, 111.08544392150304, 349.87991328385317, 142.60377240875204, 332.6569519408802],
        p10: [0.16845703125, 0.0224609375, 0.02880859375, 0.0078125, 0.06396484375, 0.0068359375, 0.01318359375, 0.01416015625, 0.0107421875, 0.0302734375, 0.07958984375, 0.00927734375, 0.2080078125, 0.00634765625, 0.0634765625, 0.001953125, 0.02001953125, 0.0078125, 0.0078125, 0.36572265625, 0.0107421875, 0.1630859375, 0.0888671875, 0.14599609375, 0.033203125, 0.11279296875, 0.044921875, 0.03271484375, 0.00390625, 0.015625, 0.0009765625, 0.0654296875, 0.00244140625, 0.0322265625, 0.16064453125, 0.0244140625, 0.00537109375, 0.0048828125, 0.080078125, 0.0126953125, 0.01708984375, 0.015625, 0.2138671875, 0.00830078125, 0.02001953125, 0.00537109375, 0.03466796875, 0.00927734375, 0.033203125, 0.01708984375, 0.13623046875, 0.00244140625, 0.0380859375, 0.03515625, 0.00439453125, 0.0078125, 0.0185546875, 0.02490234375, 0.412109375, 0.23046875, 0.00244140625, 0.0244140625, 0.0087890625, 0.03515625, 0.1025390625, 0.00732421875, 0.0029296875, 0.033203125, 0.00634765625, 0.03955078125, 0.046875, 0.03662109375, 0.0087890625, 0.01611328125, 0.09814453125, 0.00732421875, 0.2001953125, 0.01123046875, 0.05908203125, 0.00390625, 0.01806640625, 0.00634765625, 0.0634765625, 0.0234375, 0.07373046875, 0.00830078125, 0.21435546875, 0.00732421875, 0.05810546875, 0.01513671875, 0.2666015625, 0.01708984375, 0.00927734375, 0.00927734375, 0.00927734375, 0.017578125, 0.01904296875, 0.35302734375, 0.01025390625, 0.00732421875, 0.033203125, 0.04345703125, 0.00439453125, 0.01953125, 0.0166015625, 0.17431640625, 0.0107421875, 0.02392578125, 0.0078125, 0.04150390625, 0.01025390625, 0.01611328125, 0.00390625, 0.04931640625, 0.1044921875, 0.0205078125, 0.04541015625, 0.0361328125, 0.064453125, 0.017578125, 0.076171875, 0.06396484375, 0.14208984375, 0.0107421875, 0.1240234375, 0.02001953125, 0.05517578125, 0.01904296875, 0.0927734375, 0.0029296875, 0.01611328125, 0.00927734375, 0.01953125],
        p01: [0.1650390625, 0.0234375, 0.0673828125, 0.0224609375, 0.0556640625, 0.005859375, 0.02392578125, 0.01806640625, 0.02587890625, 0.02734375, 0.0107421875, 0.005859375, 0.08349609375, 0.01611328125, 0.02490234375, 0.033203125, 0.02294921875, 0.0146484375, 0.0087890625, 0.1484375, 0.0205078125, 0.05859375, 0.0185546875, 0.07421875, 0.0087890625, 0.12646484375, 0.03759765625, 0.0283203125, 0.0087890625, 0.00830078125, 0.009765625, 0.03515625, 0.02197265625, 0.0146484375, 0.06884765625, 0.02392578125, 0.0087890625, 0.0078125, 0.0498046875, 0.01318359375, 0.01123046875, 0.05419921875, 0.06884765625, 0.00927734375, 0.013671875, 0.01318359375, 0.0673828125, 0.017578125, 0.04833984375, 0.0224609375, 0.07177734375, 0.0078125, 0.02490234375, 0.1748046875, 0.0126953125, 0.02099609375, 0.01953125, 0.02294921875, 0.00927734375, 0.12060546875, 0.009765625, 0.021484375, 0.01513671875, 0.0458984375, 0.07080078125, 0.0224609375, 0.0087890625, 0.0390625, 0.0078125, 0.03369140625, 0.033203125, 0.03662109375, 0.0107421875, 0.00390625, 0.05224609375, 0.00830078125, 0.01611328125, 0.02001953125, 0.03955078125, 0.06005859375, 0.02783203125, 0.00439453125, 0.04443359375, 0.01416015625, 0.08984375, 0.048828125, 0.916015625, 0.00537109375, 0.03466796875, 0.009765625, 0.09814453125, 0.01025390625, 0.0087890625, 0.00927734375, 0.01025390625, 0.01806640625, 0.01416015625, 0.177734375, 0.02783203125, 0.01171875, 0.03466796875, 0.05126953125, 0.01953125, 0.0126953125, 0.0341796875, 0.1015625, 0.06005859375, 0.015625, 0.0078125, 0.037109375, 0.00927734375, 0.005859375, 0.02783203125, 0.03173828125, 0.0224609375, 0.03759765625, 0.0185546875, 0.02587890625, 0.18701171875, 0.00634765625, 0.0537109375, 0.02685546875, 0.0673828125, 0.0302734375, 0.1201171875, 0.03369140625, 0.05322265625, 0.01025390625, 0.03125, 0.01904296875, 0.01171875, 0.00634765625, 0.01025390625],
        sxError: [0.00034183180551021047, 0.0001663052885328846, 0.0003799998665381897, 0.00018746321069422386, 0.000276579629487298, 0.0002203359454292346, 0.0004353116035487497, 0.000758645797396134, 0.0008149438445529797, 0.0004244831892622773, 0.00015085451751381993, 0.00021931774444511302, 0.00024017449712272553, 0.00044951828162879406, 0.0007166287150889199, 0.0005785804676663929, 0.0002491647145888372, 0.0004389921446431879, 0.0001742734937423864, 0.0006299885304938623, 0.0002790225528539381, 0.0008381032568837513, 0.00045823475983035035, 0.000271147748591249, 0.000302556393244111, 0.0003188784184136718, 0.00026663318716879425, 0.00027618547950478475, 0.0002848419256064627, 0.00022390886101811885, 0.0009034107220009666, 0.00024324515047188824, 0.00026497882701032846, 0.00013787384067396544, 0.00021168654626733198, 0.00031723826904390707, 0.0003227978552726946, 0.0002713124970606368, 0.0002196350171655816, 0.0001843759474809511, 0.0003713539193141081, 0.011612781264531247, 0.00019717882353547208, 0.0003114420746095014, 0.0001950764969573484, 0.00041014566171941814, 0.0004663101725651492, 0.00034873687763074834, 0.00023749587762233657, 0.00020956837992896184, 0.0003003818611673541, 0.0004611316899984905, 0.00023219350042001882, 0.012448215727359933, 0.00014862201647763574, 0.000689561819129582, 0.00030653713819076895, 0.0008685191843795571, 0.0002870752883525333, 0.00022768097757476524, 0.00017101199043830686, 0.0002365182855710637, 0.00023610831496427334, 0.000594871363176885, 0.00012931803317368297, 0.00028150207565557576, 0.00019700235272779074, 0.000383245657229491, 0.00043152777565605286, 0.00027383359345600273, 0.0005784232429947092, 0.00030986777838070025, 0.0002017454132484823, 0.00024597759336242113, 0.00022953311361370682, 0.0002398454723534104, 0.0002072670241792077, 0.00016546212756256653, 0.0005318473162226668, 0.0030472171380068564, 0.0002020177098484746, 0.00020964071938930638, 0.0002694555154534841, 0.000918547548783509, 0.0006781993337455032, 0.003387743103821554, 0.017381667627050887, 0.00015135909185823833, 0.00026884476711456703, 0.0002543961812374569, 0.00025095390274161556, 0.00011358150680256848, 0.00035013841981790874, 0.00012588453861218533, 0.00020365654632419007, 0.00017418107484468037, 0.0001765033763821223, 0.0003708655390524593, 0.0001728280561605849, 0.00020898192953183956, 0.00015632798108943235, 0.00017291231191491764, 0.0004437038166452408, 0.00015206189323658644, 0.0016559822926569643, 0.0019862463384546732, 0.0012261729193803442, 0.00017818491755856885, 0.0002498384066987261, 0.00027538972028101996, 0.00015961982454189657, 0.0002515399311164979, 0.000447452618779762, 0.0001409188463254896, 0.0001998583902959235, 0.0005994326205079459, 0.00017746783709401192, 0.00037376076528218793, 0.004019945795698055, 0.0002506737852707638, 0.00023571849426115934, 0.00040924384469813853, 0.000523311343616781, 0.001175953532469079, 0.0001703924480006694, 0.0003010747776640179, 0.0002881549580753589, 0.00035073412287890633, 0.00017368701379278536, 0.0001853677436999281, 0.00017406519229635556, 0.00020601023293867664, 0.00015667777895068627],
        sxLength: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 64, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32],
        xError: [0.00034183180551021047, 0.0001663052885328846, 0.0003799998665381897, 0.00018746321069422386, 0.000276579629487298, 0.0002203359454292346, 0.0004353116035487497, 0.000758645797396134, 0.0008149438445529797, 0.0004244831892622773, 0.00015085451751381993, 0.00021931774444511302, 0.00024017449712272553, 0.00044951828162879406, 0.0007166287150889199, 0.0005785804676663929, 0.0002491647145888372, 0.0004389921446431879, 0.0001742734937423864, 0.0006299885304938623, 0.0002790225528539381, 0.0008381032568837513, 0.00045823475983035035, 0.000271147748591249, 0.000302556393244111, 0.0003188784184136718, 0.00026663318716879425, 0.00027618547950478475, 0.0002848419256064627, 0.00022390886101811885, 0.0009034107220009666, 0.00024324515047188824, 0.00026497882701032846, 0.00013787384067396544, 0.00021168654626733198, 0.00031723826904390707, 0.0003227978552726946, 0.0002713124970606368, 0.0002196350171655816, 0.0001843759474809511, 0.0003713539193141081, 0.011612781264531247, 0.00019717882353547208, 0.0003114420746095014, 0.0001950764969573484, 0.00041014566171941814, 0.0004663101725651492, 0.00034873687763074834, 0.00023749587762233657, 0.00020956837992896184, 0.0003003818611673541, 0.0004611316899984905, 0.00023219350042001882, 0.012448215727359933, 0.00014862201647763574, 0.000689561819129582, 0.00030653713819076895, 0.0008685191843795571, 0.0002870752883525333, 0.00022768097757476524, 0.00017101199043830686, 0.0002365182855710637, 0.00023610831496427334, 0.000594871363176885, 0.00012931803317368297, 0.00028150207565557576, 0.00019700235272779074, 0.000383245657229491, 0.00043152777565605286, 0.00027383359345600273, 0.0005784232429947092, 0.00030986777838070025, 0.0002017454132484823, 0.00024597759336242113, 0.00022953311361370682, 0.0002398454723534104, 0.0002072670241792077, 0.00016546212756256653, 0.0005318473162226668, 0.0030472171380068564, 0.0002020177098484746, 0.00020964071938930638, 0.0002694555154534841, 0.000918547548783509, 0.0006781993337455032, 0.003387743103821554, 0.017381667627050887, 0.00015135909185823833, 0.00026884476711456703, 0.0002543961812374569, 0.00025095390274161556, 0.00011358150680256848, 0.00035013841981790874, 0.00012588453861218533, 0.00020365654632419007, 0.00017418107484468037, 0.0001765033763821223, 0.0003708655390524593, 0.0001728280561605849, 0.00020898192953183956, 0.00015632798108943235, 0.00017291231191491764, 0.0004437038166452408, 0.00015206189323658644, 0.0016559822926569643, 0.0019862463384546732, 0.0012261729193803442, 0.00017818491755856885, 0.0002498384066987261, 0.00027538972028101996, 0.00015961982454189657, 0.0002515399311164979, 0.000447452618779762, 0.0001409188463254896, 0.0001998583902959235, 0.0005994326205079459, 0.00017746783709401192, 0.00037376076528218793, 0.004019945795698055, 0.0002506737852707638, 0.00023571849426115934, 0.00040924384469813853, 0.000523311343616781, 0.001175953532469079, 0.0001703924480006694, 0.0003010747776640179, 0.0002881549580753589, 0.00035073412287890633, 0.00017368701379278536, 0.0001853677436999281, 0.00017406519229635556, 0.00020601023293867664, 0.00015667777895068627],
        xLength: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 64, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32],
        idError: [0.00034183180551021047, 0.0001663052885328846, 0.0003799998665381897, 0.00018746321069422386, 0.000276579629487298, 0.0002203359454292346, 0.0004353116035487497, 0.000758645797396134, 0.0008149438445529797, 0.0004244831892622773, 0.00015085451751381993, 0.00021931774444511302, 0.00024017449712272553, 0.00044951828162879406, 0.0007166287150889199, 0.0005785804676663929, 0.0002491647145888372, 0.0004389921446431879, 0.0001742734937423864, 0.0006299885304938623, 0.0002790225528539381, 0.0008381032568837513, 0.00045823475983035035, 0.000271147748591249, 0.000302556393244111, 0.0003188784184136718, 0.00026663318716879425, 0.00027618547950478475, 0.0002848419256064627, 0.00022390886101811885, 0.0009034107220009666, 0.00024324515047188824, 0.00026497882701032846, 0.00013787384067396544, 0.00021168654626733198, 0.00031723826904390707, 0.0003227978552726946, 0.0002713124970606368, 0.0002196350171655816, 0.0001843759474809511, 0.0003713539193141081, 0.011612781264531247, 0.00019717882353547208, 0.0003114420746095014, 0.0001950764969573484, 0.00041014566171941814, 0.0004663101725651492, 0.00034873687763074834, 0.00023749587762233657, 0.00020956837992896184, 0.0003003818611673541, 0.0004611316899984905, 0.00023219350042001882, 0.012448215727359933, 0.00014862201647763574, 0.000689561819129582, 0.00030653713819076895, 0.0008685191843795571, 0.0002870752883525333, 0.00022768097757476524, 0.00017101199043830686, 0.0002365182855710637, 0.00023610831496427334, 0.000594871363176885, 0.00012931803317368297, 0.00028150207565557576, 0.00019700235272779074, 0.000383245657229491, 0.00043152777565605286, 0.00027383359345600273, 0.0005784232429947092, 0.00030986777838070025, 0.0002017454132484823, 0.00024597759336242113, 0.00022953311361370682, 0.0002398454723534104, 0.0002072670241792077, 0.00016546212756256653, 0.0005318473162226668, 0.0030472171380068564, 0.0002020177098484746, 0.00020964071938930638, 0.0002694555154534841, 0.000918547548783509, 0.0006781993337455032, 0.003387743103821554, 0.017381667627050887, 0.00015135909185823833, 0.00026884476711456703, 0.0002543961812374569, 0.00025095390274161556, 0.00011358150680256848, 0.00035013841981790874, 0.00012588453861218533, 0.00020365654632419007, 0.00017418107484468037, 0.0001765033763821223, 0.0003708655390524593, 0.0001728280561605849, 0.00020898192953183956, 0.00015632798108943235, 0.00017291231191491764, 0.0004437038166452408, 0.00015206189323658644, 0.0016559822926569643, 0.0019862463384546732, 0.0012261729193803442, 0.00017818491755856885, 0.0002498384066987261, 0.00027538972028101996, 0.00015961982454189657, 0.0002515399311164979, 0.000447452618779762, 0.0001409188463254896, 0.0001998583902959235, 0.0005994326205079459, 0.00017746783709401192, 0.00037376076528218793, 0.004019945795698055, 0.0002506737852707638, 0.00023571849426115934, 0.00040924384469813853, 0.000523311343616781, 0.001175953532469079, 0.0001703924480006694, 0.0003010747776640179, 0.0002881549580753589, 0.00035073412287890633, 0.00017368701379278536, 0.0001853677436999281, 0.00017406519229635556, 0.00020601023293867664, 0.00015667777895068627],
        idLength: [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 64, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32],
        measureLength: [1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560, 1560],
        resetLength: [1708, 1708, 1692, 1692, 1728, 1692, 1708, 1708, 1784, 1672, 1752, 1752, 1720, 1752, 1752, 1692, 1728, 1848, 1752, 1792, 1772, 1772, 1792, 1792, 1672, 1672, 1756, 1772, 1672, 1672, 1672, 1672, 1688, 1600, 1772, 1792, 1672, 1672, 1688, 1624, 1688, 1688, 1608, 1792, 1784, 1772, 1612, 1692, 1692, 1708, 1676, 1708, 1668, 1688, 1772, 1708, 1708, 1728, 1712, 1648, 1692, 1708, 1708, 1708, 1772, 1768, 1752, 1736, 1780, 1696, 1688, 1672, 1728, 1692, 1768, 1688, 1640, 1688, 1772, 1772, 1768, 1764, 1788, 1776, 1712, 1688, 1672, 1672, 1760, 1780, 1708, 1772, 1796, 1672, 1780, 1792, 1776, 1672, 1688, 1688, 1672, 1696, 1692, 1692, 1680, 1688, 1704, 1672, 1692, 1692, 1776, 1688, 1716, 1688, 1724, 1708, 1672, 1688, 1672, 1672, 1708, 1708, 1752, 1772, 1752, 1772, 1708, 1772, 1788, 1672, 1708, 1752, 1788],
        measureError: [null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null]
    },
    couplers: {
        pairs: [[0, 1], [0, 15], [1, 2], [2, 3], [3, 4], [4, 5], [4, 16], [5, 6], [6, 7], [7, 8], [8, 9], [8, 17], [9, 10], [10, 11], [11, 12], [12, 13], [12, 18], [13, 14], [15, 19], [16, 23], [17, 27], [18, 31], [19, 20], [20, 21], [21, 22], [21, 34], [22, 23], [23, 24], [24, 25], [25, 26], [25, 35], [26, 27], [27, 28], [28, 29], [29, 30], [29, 36], [30, 31], [31, 32], [32, 33], [33, 37], [34, 40], [35, 44], [36, 48], [37, 52], [38, 39], [38, 53], [39, 40], [40, 41], [41, 42], [42, 43], [42, 54], [43, 44], [44, 45], [45, 46], [46, 47], [46, 55], [47, 48], [48, 49], [49, 50], [50, 51], [50, 56], [51, 52], [53, 57], [54, 61], [55, 65], [56, 69], [57, 58], [58, 59], [59, 60], [59, 72], [60, 61], [61, 62], [62, 63], [63, 64], [63, 73], [64, 65], [65, 66], [66, 67], [67, 68], [67, 74], [68, 69], [69, 70], [70, 71], [71, 75], [72, 78], [73, 82], [74, 86], [75, 90], [76, 77], [76, 91], [77, 78], [78, 79], [79, 80], [80, 81], [80, 92], [81, 82], [82, 83], [83, 84], [84, 85], [84, 93], [85, 86], [86, 87], [87, 88], [88, 89], [88, 94], [89, 90], [91, 95], [92, 99], [93, 103], [94, 107], [95, 96], [96, 97], [97, 98], [97, 110], [98, 99], [99, 100], [100, 101], [101, 102], [101, 111], [102, 103], [103, 104], [104, 105], [105, 106], [105, 112], [106, 107], [107, 108], [108, 109], [109, 113], [110, 116], [111, 120], [112, 124], [113, 128], [114, 115], [114, 129], [115, 116], [116, 117], [117, 118], [118, 119], [118, 130], [119, 120], [120, 121], [121, 122], [122, 123], [122, 131], [123, 124], [124, 125], [125, 126], [126, 127], [126, 132], [127, 128]],
        error: [0.004854875406855308, 0.005652961488294361, 0.0041936877971640585, 0.0035611420576564523, 0.004259668801398331, 0.003432695246606332, 0.0034914064993151195, 0.0033810028026567407, 0.005145867567626472, 0.004677881648229687, 0.005471545171922276, 0.005521589455781073, 0.004071886705829586, 0.003466363806193584, 0.002879347506935803, 0.004137882680081417, 0.0032504814816594063, 0.005855467737634568, 1, 0.005422834255227826, 0.007149550828637552, 0.002605467500495451, 1, 0.03544601345484144, 0.012872397774247424, 1, 0.006316093954111535, 0.0031668619391969632, 0.0029538816785794064, 0.0027928361946042424, 0.003175187847534122, 0.004405473466501664, 0.0061780220408214626, 0.004393578084509797, 0.007659549953425382, 0.0038579848391457894, 0.006939716302630405, 0.0030612151654074715, 0.0023120736865424596, 0.0035542928983138267, 0.002979970051378067, 0.0028896872118132633, 0.004118844181364434, 0.003418485284035211, 0.002594532669085714, 0.03790966224830972, 0.004604618357175905, 0.06466379712301984, 0.07151359904753574, 0.0027372554444069497, 0.002818991787308378, 0.004056972433510109, 0.005393797820383628, 0.0071494023003074725, 0.006559164689385055, 0.011973449649978707, 0.004863617703767142, 0.0038532419342045543, 0.003209843480010799, 0.0051570077885656485, 0.0042948736465593385, 0.003063772261892417, 0.03139687591516177, 0.004614540559466085, 0.011802880976502228, 0.004390124623288916, 1, 1, 0.0032913751763650745, 0.0027835456006347625, 0.0027198321502403533, 0.0034061725815335286, 0.004846625269212701, 0.0030893570227153444, 0.0043980168792464025, 0.002328365214504524, 0.0028039722325701733, 0.003302690454355217, 0.003096991047570219, 0.003916519667463703, 0.003929366003638135, 0.005106236503410466, 0.003742852516389117, 0.004747204997100907, 0.006034058347142768, 0.0023596780144018448, 1, 0.003227112392580389, 0.003631820626928406, 0.007438584816936988, 0.004734725929671613, 0.02364835290081574, 0.021406591707524403, 0.003746277807441689, 0.0030717746294250947, 0.00408020905993689, 0.006600765149689991, 0.008104273959057384, 0.0435159752869026, 0.017540421153037722, 1, 1, 0.0014953046446719576, 0.0034298267084633682, 0.0034802901852741264, 0.003974169163650176, 0.0038418635548391755, 0.003179013062684477, 0.003410911855024068, 0.004867189702473296, 0.004170580185019923, 1, 1, 1, 0.002536836299477596, 0.004051016058839674, 0.003827538215162851, 0.00418663282219689, 0.003787846878053336, 0.004026550791157879, 0.009979975599583468, 0.013826342265450986, 0.015038445348052099, 0.01359317915998387, 0.006437412804044307, 0.010365513226256118, 0.0023564305858054246, 0.0032547725284141626, 0.0017073600793431343, 0.002809223666409899, 0.005898759202042803, 0.0030950234500426443, 0.003293567870810643, 0.0037452424134344353, 0.003930461967322441, 0.0029867976564229015, 0.009660478831124197, 0.008086681073554314, 0.007222950368538428, 0.002662416148369595, 0.005425980129161623, 0.005868770719775485, 0.015623475090374317, 0.004759730650860716, 0.029657873077047092, 0.011242008970285489, 0.004150962140104575, 0.0037178022516323184, 0.0017078150285349536, 0.0031514722027364828],
        length: [68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 108, 68, 68, 68, 68, 68, 68, 80, 184, 160, 68, 108, 68, 68, 68, 68, 68, 68, 68, 108, 68, 80, 116, 68, 68, 68, 68, 68, 88, 96, 108, 68, 104, 68, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 68, 108, 152, 120, 160, 68, 68, 68, 68, 68, 68, 164, 68, 88, 68, 68, 68, 88, 72, 68, 68, 68, 112, 120, 88, 68, 88, 68, 68, 68, 88, 68, 68, 68, 68, 68, 108, 88, 68, 68, 68, 68, 68, 76, 68, 148, 68, 68, 104, 68, 68, 68, 88, 68, 68, 88, 68, 108, 68, 68, 104, 68, 68, 68, 68, 68, 68, 80, 128, 68, 68, 104, 68, 136, 68, 68, 68, 68, 68, 80, 68, 68, 68, 68, 108, 68, 68, 68, 68],
        dead: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    }
};

;// CONCATENATED MODULE: ./src/quantum/devices/data/index.ts





/** Device data by short name. */
const DEVICE_DATA = { aachen: aachen, fez: fez, kingston: kingston, marrakesh: marrakesh, torino: torino };

;// CONCATENATED MODULE: ./src/quantum/devices/devices.ts
/**
 * Fake IBM devices built from IBM's calibration snapshots (the ones qiskit-ibm-runtime's FakeFez & co.
 * load), extracted by scripts/gen-devices.mjs into ./data/ (see docs/devices.md): the real coupling
 * map, per-qubit T1/T2/readout/gate figures and per-coupler cz error and length. Dead couplers and
 * dead qubits are kept in the data and excluded from the usable map.
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
    return edges
        .map(([a, b]) => (a < b ? [a, b] : [b, a]))
        .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}
const heronR2Columns = (gap) => (gap % 2 === 1 ? [4, 8, 12, 16] : [2, 6, 10, 14]);
/** The 156-qubit Heron r2 / r3 coupling map (Fez, Marrakesh, Kingston, Aachen). */
function heronEdges156() {
    return heavyHexEdges(8, 16, 4, heronR2Columns);
}
function median(xs) {
    const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
    if (!s.length)
        return NaN;
    const h = s.length >> 1;
    return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}
/** The Device of a generated data record (see data/types.ts): exact per-qubit and per-coupler figures. */
function deviceFromData(d) {
    const Q = d.qubits;
    const qubits = [];
    for (let i = 0; i < d.numQubits; i++) {
        const t1 = Q.t1Us[i];
        const t2 = Q.t2Us[i];
        const sx = Q.sxError[i] ?? 0;
        const x = Q.xError[i] ?? 0;
        qubits.push({
            t1: t1 === null ? Infinity : t1 * 1000,
            t2: t2 === null ? Infinity : t2 * 1000,
            readoutP10: Q.p10[i],
            readoutP01: Q.p01[i],
            sxError: sx,
            xError: x,
            idError: Q.idError[i] ?? 0,
            sxLength: Q.sxLength[i],
            xLength: Q.xLength[i],
            idLength: Q.idLength[i],
            measureLength: Q.measureLength[i],
            resetLength: Q.resetLength[i],
            measureError: Q.measureError[i],
            dead: sx >= 1 || x >= 1 || t1 === null
        });
    }
    const couplers = d.couplers.pairs.map(([a, b], j) => ({
        a,
        b,
        error: d.couplers.error[j] ?? 1,
        length: d.couplers.length[j] ?? 0,
        dead: d.couplers.dead[j] === 1 || qubits[a].dead || qubits[b].dead
    }));
    const live = couplers.filter((c) => !c.dead);
    const liveQ = qubits.filter((q) => !q.dead);
    const figures = {
        t1: median(liveQ.map((q) => q.t1)),
        t2: median(liveQ.map((q) => q.t2)),
        readoutP10: median(liveQ.map((q) => q.readoutP10)),
        readoutP01: median(liveQ.map((q) => q.readoutP01)),
        sxError: median(liveQ.map((q) => q.sxError)),
        czError: median(live.map((c) => c.error)),
        sxLength: median(liveQ.map((q) => q.sxLength)),
        czLength: median(live.map((c) => c.length)),
        resetLength: median(liveQ.map((q) => q.resetLength)),
        measureLength: median(liveQ.map((q) => q.measureLength))
    };
    const deadQ = qubits.flatMap((q, i) => (q.dead ? [i] : []));
    return {
        name: d.device,
        backendName: d.backendName,
        processor: d.processor,
        numQubits: d.numQubits,
        basisGates: d.basisGates,
        edges: couplers.map((c) => [c.a, c.b]),
        deadEdges: couplers.filter((c) => c.dead).map((c) => [c.a, c.b]),
        deadQubits: deadQ,
        figures,
        qubits,
        couplers,
        dtNs: d.dtNs,
        snapshot: d.snapshot,
        source: d.source,
        couplingNote: `conf_${d.device}.json coupling_map (${couplers.length} couplers, ${couplers.length - live.length} unusable: dead or touching a dead qubit)`
    };
}
function build() {
    const out = {};
    for (const [name, d] of Object.entries(DEVICE_DATA))
        out[name] = deviceFromData(d);
    return out;
}
/**
 * The devices, built on first use: a plain `simulate` on sim-cpu (and every other command that
 * loads the quantum module) no longer pays for deriving every fake device at load time (17–31 ms
 * of a 20-qubit simulate's profile on a loaded machine).
 */
let built;
const devices = () => (built ??= build());
/** Names of the known fake devices, sorted. */
function deviceNames() {
    return Object.keys(devices()).sort();
}
/** The fake device `name` (case-insensitive; a leading `fake_` or `ibm_` is accepted). */
function getDevice(name) {
    const key = name.toLowerCase().replace(/^(fake_|ibm_)/, '');
    const d = devices()[key];
    if (!d)
        throw new DeviceError(`unknown device '${name}'; known devices: ${deviceNames().join(', ')}`);
    return d;
}
/** Usable couplers (dead ones, and those touching a dead qubit, removed) as an adjacency list. */
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

// EXTERNAL MODULE: ./src/quantum/devices/target-syntax.ts
var target_syntax = __webpack_require__(2002);
;// CONCATENATED MODULE: ./src/quantum/devices/target.ts
/**
 * The engine's targets: `sim-cpu` (noiseless statevector) and `fake:<device>[@<scale>]` (a device noise model
 * with every error scaled by `scale`, 1 <= scale <= 10). The string is parsed by the one target grammar
 * (./target-syntax.ts, shared with the Qsolve checks); this module resolves the device. Scale semantics (docs/devices.md):
 * every gate error probability and both readout flip probabilities are multiplied by the scale
 * and capped (gate errors at d/(d+1), Qiskit's cap; readout flips at 0.5 where the scaling pushes them past it), and T1 and T2 are
 * divided by it. Durations are unchanged. The rule applies to each qubit's and each coupler's own
 * figures (scaledQubit, scaledCoupler) and to the medians reported (scaledFigures).
 */



class TargetError extends Error {
    /** 1-based column in the target string of the first character in error. */
    column;
    constructor(message, column = 1) {
        super(message);
        this.name = 'TargetError';
        this.column = column;
    }
}
const ENGINE_FORMS = `sim-cpu, fake:<device> or fake:<device>@<scale> (for example fake:fez@1.6)`;
/**
 * The engine's target: `sim-cpu`, `fake:<device>` (scale 1) or `fake:<device>@<scale>`, parsed by the one grammar
 * (parseTargetSpec) and resolved against the device data. Throws TargetError (message and column).
 */
function parseTarget(str) {
    const shown = (0,target_syntax/* showTarget */.Rg)(str);
    const p = (0,target_syntax/* parseTargetSpec */.Sf)(str);
    if (!p.ok) {
        const e = p.error;
        if (e.reason === 'empty' || e.reason === 'form')
            throw new TargetError(`unknown target '${shown}': expected ${ENGINE_FORMS}`, e.column);
        throw new TargetError(`target '${shown}': ${e.message}`, e.column);
    }
    const t = p.target;
    if (t.kind === 'sim') {
        if (t.simulator === 'cpu')
            return { kind: 'sim-cpu', name: 'sim-cpu' };
        throw new TargetError(`unknown target '${shown}': expected ${ENGINE_FORMS}`, 1);
    }
    if (t.kind === 'ibm')
        throw new TargetError(`target '${shown}' is IBM Quantum hardware, which the engine cannot run: expected ${ENGINE_FORMS}`, 1);
    let device;
    try {
        device = getDevice(t.device);
    }
    catch (e) {
        if (e instanceof DeviceError)
            throw new TargetError(`target '${shown}': ${e.message}`, 6);
        throw e;
    }
    return { kind: 'fake', name: `fake:${device.name}@${t.scale}`, device, scale: t.scale };
}
/**
 * A readout flip probability × scale, capped at 0.5 only where the scaling pushes it past 0.5: a figure the snapshot
 * itself gives above 0.5 (marrakesh 113: P(0|1) = 0.944) is kept as it is, at scale 1 as Aer does, and not lowered
 * at any scale (min(x · s, max(x, 0.5))).
 */
function scaledReadout(x, scale) {
    return Math.min(x * scale, Math.max(x, 0.5));
}
/** Figures after scaling: errors × scale (capped), T1 and T2 ÷ scale. */
function scaledFigures(f, scale) {
    const cap = (x, c) => Math.min(x * scale, c);
    return {
        ...f,
        t1: f.t1 / scale,
        t2: f.t2 / scale,
        readoutP10: scaledReadout(f.readoutP10, scale),
        readoutP01: scaledReadout(f.readoutP01, scale),
        sxError: cap(f.sxError, 2 / 3),
        czError: cap(f.czError, 4 / 5)
    };
}
/** One qubit's calibration after scaling: the same rule as scaledFigures, per qubit. */
function target_scaledQubit(q, scale) {
    const cap = (x, c) => Math.min(x * scale, c);
    return {
        ...q,
        t1: q.t1 / scale,
        t2: q.t2 / scale,
        readoutP10: scaledReadout(q.readoutP10, scale),
        readoutP01: scaledReadout(q.readoutP01, scale),
        sxError: cap(q.sxError, 2 / 3),
        xError: cap(q.xError, 2 / 3),
        idError: cap(q.idError, 2 / 3),
        measureError: q.measureError === null ? null : cap(q.measureError, 2 / 3)
    };
}
/** One coupler's calibration after scaling: error × scale capped at 4/5, length unchanged. */
function target_scaledCoupler(c, scale) {
    return { ...c, error: Math.min(c.error * scale, 4 / 5) };
}

;// CONCATENATED MODULE: ./src/quantum/devices/description.ts

const S = 1e-9;
const finiteOrNull = (x) => (Number.isFinite(x) ? x * S : null);
/** The description of a device target (scaled figures). */
function describeDevice(t) {
    const dev = t.device;
    const dead = new Set(dev.deadQubits);
    return {
        kind: 'device',
        name: t.name,
        backend_name: dev.backendName,
        num_qubits: dev.numQubits,
        dt: dev.dtNs === null ? null : dev.dtNs * S,
        basis_gates: [...dev.basisGates],
        scale: t.scale,
        qubits: dev.qubits.map((raw, i) => {
            const q = target_scaledQubit(raw, t.scale);
            return {
                t1: finiteOrNull(q.t1),
                t2: finiteOrNull(q.t2),
                prob_meas1_prep0: q.readoutP10,
                prob_meas0_prep1: q.readoutP01,
                readout_error: (q.readoutP10 + q.readoutP01) / 2,
                sx: [q.sxError, q.sxLength * S],
                x: [q.xError, q.xLength * S],
                id: [q.idError, q.idLength * S],
                measure: q.measureLength * S,
                reset: q.resetLength * S,
                dead: q.dead || dead.has(i)
            };
        }),
        couplers: dev.couplers
            .filter((c) => !c.dead)
            .map((raw) => {
            const c = target_scaledCoupler(raw, t.scale);
            return [c.a, c.b, c.error, c.length * S];
        })
    };
}

;// CONCATENATED MODULE: ./src/quantum/compact.ts
/** Qubits the circuit uses (gates, measurements, resets), ascending. */
function usedQubits(c) {
    const used = new Uint8Array(c.numQubits);
    for (const op of c.ops) {
        if (op.kind === 'gate')
            for (const q of op.qubits)
                used[q] = 1;
        else if (op.kind === 'measure' || op.kind === 'reset')
            used[op.qubit] = 1;
    }
    const out = [];
    used.forEach((u, q) => {
        if (u)
            out.push(q);
    });
    return out;
}
/** The circuit on its used qubits only (the same circuit when every qubit is used). */
function compactQubits(c) {
    const used = usedQubits(c);
    if (used.length === c.numQubits)
        return c;
    const map = new Int32Array(c.numQubits).fill(-1);
    used.forEach((q, i) => {
        map[q] = i;
    });
    const keep = (qs) => qs.filter((q) => map[q] >= 0).map((q) => map[q]);
    const ops = c.ops.map((op) => {
        switch (op.kind) {
            case 'gate':
                return { ...op, qubits: op.qubits.map((q) => map[q]) };
            case 'measure':
            case 'reset':
                return { ...op, qubit: map[op.qubit] };
            case 'barrier':
            case 'delay':
                return { ...op, qubits: keep(op.qubits) };
            default:
                return op;
        }
    });
    const k = used.length;
    return { ...c, numQubits: k, qregs: k ? [{ name: 'q', size: k, offset: 0 }] : [], ops };
}

;// CONCATENATED MODULE: ./src/quantum/transpile/mat.ts

const mat_I2 = [1, 0, 0, 0, 0, 0, 1, 0];
const X2 = [0, 0, 1, 0, 1, 0, 0, 0];
const mat_S = Math.SQRT1_2;
const H2 = [mat_S, 0, mat_S, 0, mat_S, 0, -mat_S, 0];
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
        case 'gphase':
            return [{ k: 'gphase', phi: p[0] }];
        case 'swap':
            return [CX(a, b), CX(b, a), CX(a, b)];
        case 'dcx':
            return [CX(a, b), CX(b, a)];
        case 'iswap': {
            const s = baseMatrix('s', []);
            return [U(a, s), U(b, s), U(a, H2), CX(a, b), CX(b, a), U(b, H2)];
        }
        case 'rzz':
            return rzz(a, b, p[0]);
        case 'rxx':
            return [U(a, H2), U(b, H2), ...rzz(a, b, p[0]), U(a, H2), U(b, H2)];
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
        if (m === X2 ||
            (m[0] === 0 && m[1] === 0 && m[2] === 1 && m[3] === 0 && m[4] === 1 && m[5] === 0 && m[6] === 0 && m[7] === 0))
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
 * a non-finite cost excludes the qubit). Up to `limit` distinct regions per rule.
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
            // a non-finite cost marks an unusable (dead) qubit: never a start (and, having no usable
            // coupler, never reached by growth either)
            if (!Number.isFinite(cost[s]))
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
                        if (inSet[v] || !Number.isFinite(cost[v]))
                            continue;
                        const straight = v - lastQ === step ? 0 : 1;
                        const ps = pick < 0 ? 2 : pick - lastQ === step ? 0 : 1;
                        if (pick < 0 || straight < ps || (straight === ps && cost[v] < cost[pick]))
                            pick = v;
                    }
                }
                if (pick < 0) {
                    for (let v = 0; v < n; v++) {
                        if (inSet[v] || links[v] === 0 || !Number.isFinite(cost[v]))
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
/** Adjacency of the subgraph on `qubits` (compact indices, in the order given). */
function induced(adj, qubits) {
    const idx = new Map();
    qubits.forEach((q, i) => idx.set(q, i));
    return qubits.map((q) => adj[q]
        .filter((v) => idx.has(v))
        .map((v) => idx.get(v))
        .sort((a, b) => a - b));
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
    l2p.forEach((p, l) => {
        p2l[p] = l;
    });
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
        const pos = (l, a, b) => {
            const p = l2p[l];
            return p === a ? b : p === b ? a : p;
        };
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
    order.forEach((l, i) => {
        layout[l] = i;
    });
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
/**
 * Score of a placement (logical → device qubit), lower is better: Σ over used qubits of readout error
 * + sx error × sx count + x error × x count, plus Σ over used couplers of cz error × cz count. This is
 * the first-order form of Qiskit's VF2 scorer (vf2_utils.score_layout: 1 − Π (1 − e)^count); for small
 * errors the two orderings agree. Infinity when a pair is not on a usable coupler or a qubit is dead.
 */
function layoutScore(map, demand, err) {
    const n = err.readout.length;
    let s = 0;
    for (let l = 0; l < demand.k; l++) {
        const p = map[l];
        if (err.dead[p])
            return Infinity;
        s += err.readout[p] + err.sx[p] * demand.sx[l] + err.x[p] * demand.x[l];
    }
    for (const [a, b, c] of demand.pairs) {
        const pa = Math.min(map[a], map[b]), pb = Math.max(map[a], map[b]);
        const e = err.cz.get(pa * n + pb);
        if (e === undefined)
            return Infinity;
        s += e * c;
    }
    return s;
}
/** Bounds of the placement search (documented in docs/devices.md). */
const VF2_MAX_MAPPINGS = 10_000;
const VF2_MAX_STEPS = 1_000_000;
/**
 * Noise-aware SWAP-free placement (VF2Layout / VF2PostLayout spirit): a bounded branch-and-bound
 * subgraph-monomorphism search of the circuit's interaction graph in the usable coupling graph,
 * keeping the placement of lowest `layoutScore`. Deterministic (no randomness: candidates are tried
 * in order of their own error, then by index; ties keep the first found). Logical qubits without
 * any cz are placed afterwards, each on the free usable qubit with the lowest own error.
 * Stops after `maxMappings` complete placements or `maxSteps` extensions (then `capped`).
 */
function vf2Layout(adj, demand, err, maxMappings = VF2_MAX_MAPPINGS, maxSteps = VF2_MAX_STEPS) {
    const n = adj.length;
    const k = demand.k;
    const ladj = Array.from({ length: k }, () => []);
    const pairCount = new Map();
    for (const [a, b, c] of demand.pairs) {
        ladj[a].push(b);
        ladj[b].push(a);
        pairCount.set(a * k + b, c);
        pairCount.set(b * k + a, c);
    }
    const own = (l, p) => err.readout[p] + err.sx[p] * demand.sx[l] + err.x[p] * demand.x[l];
    const live = [];
    for (let p = 0; p < n; p++)
        if (!err.dead[p])
            live.push(p);
    // search order: components of the interaction graph, each from its highest-degree qubit, then
    // the unplaced qubit with the most placed neighbours (ties: higher degree, lower index)
    const order = [];
    const inOrder = new Uint8Array(k);
    const interacting = ladj.map((l) => l.length > 0);
    for (;;) {
        let start = -1;
        for (let l = 0; l < k; l++)
            if (interacting[l] && !inOrder[l] && (start < 0 || ladj[l].length > ladj[start].length))
                start = l;
        if (start < 0)
            break;
        order.push(start);
        inOrder[start] = 1;
        for (;;) {
            let pick = -1, pickLinks = 0;
            for (let l = 0; l < k; l++) {
                if (inOrder[l] || !interacting[l])
                    continue;
                let links = 0;
                for (const v of ladj[l])
                    if (inOrder[v])
                        links++;
                if (links === 0)
                    continue;
                if (pick < 0 || links > pickLinks || (links === pickLinks && ladj[l].length > ladj[pick].length)) {
                    pick = l;
                    pickLinks = links;
                }
            }
            if (pick < 0)
                break;
            order.push(pick);
            inOrder[pick] = 1;
        }
    }
    const m = order.length;
    // admissible lower bound of what the qubits from position i on will still add
    let minCz = Infinity;
    for (const e of err.cz.values())
        minCz = Math.min(minCz, e);
    if (!Number.isFinite(minCz))
        minCz = 0;
    const pos = new Int32Array(k).fill(-1);
    order.forEach((l, i) => {
        pos[l] = i;
    });
    const lb = new Float64Array(m + 1);
    for (let i = m - 1; i >= 0; i--) {
        const l = order[i];
        let best = Infinity;
        for (const p of live)
            best = Math.min(best, own(l, p));
        let edges = 0;
        for (const v of ladj[l])
            if (pos[v] < i)
                edges += pairCount.get(l * k + v) * minCz;
        lb[i] = lb[i + 1] + (Number.isFinite(best) ? best : 0) + edges;
    }
    const deg = adj.map((a) => a.length);
    const byOwn = (l, ps) => ps.slice().sort((a, b) => own(l, a) - own(l, b) || a - b);
    const firstCands = order.length ? byOwn(order[0], live) : [];
    const map = new Int32Array(k).fill(-1);
    const used = new Uint8Array(n);
    let bestScore = Infinity;
    let bestMap;
    let mappings = 0, steps = 0, capped = false;
    const rec = (i, partial) => {
        if (capped)
            return;
        if (i === m) {
            mappings++;
            if (partial < bestScore) {
                bestScore = partial;
                bestMap = Array.from(map);
            }
            if (mappings >= maxMappings)
                capped = true;
            return;
        }
        const l = order[i];
        let anchor = -1;
        for (const v of ladj[l])
            if (pos[v] < i && (anchor < 0 || pos[v] < pos[anchor]))
                anchor = v;
        const cands = anchor < 0 ? (i === 0 ? firstCands : byOwn(l, live)) : byOwn(l, adj[map[anchor]]);
        for (const p of cands) {
            if (capped)
                return;
            if (used[p] || err.dead[p] || deg[p] < ladj[l].length)
                continue;
            if (++steps > maxSteps) {
                capped = true;
                return;
            }
            let add = own(l, p);
            let ok = true;
            for (const v of ladj[l]) {
                if (pos[v] >= i)
                    continue;
                const a = Math.min(p, map[v]), b = Math.max(p, map[v]);
                const e = err.cz.get(a * n + b);
                if (e === undefined) {
                    ok = false;
                    break;
                }
                add += e * pairCount.get(l * k + v);
            }
            if (!ok || partial + add + lb[i + 1] >= bestScore)
                continue;
            map[l] = p;
            used[p] = 1;
            rec(i + 1, partial + add);
            map[l] = -1;
            used[p] = 0;
        }
    };
    rec(0, 0);
    if (!bestMap)
        return { score: Infinity, mappings, steps, capped };
    // qubits without a cz: each on the best free usable qubit for it
    const taken = new Uint8Array(n);
    for (const l of order)
        taken[bestMap[l]] = 1;
    let score = bestScore;
    for (let l = 0; l < k; l++) {
        if (interacting[l])
            continue;
        let pick = -1;
        for (const p of live)
            if (!taken[p] && (pick < 0 || own(l, p) < own(l, pick)))
                pick = p;
        if (pick < 0)
            return { score: Infinity, mappings, steps, capped };
        bestMap[l] = pick;
        taken[pick] = 1;
        score += own(l, pick);
    }
    return { map: bestMap, score, mappings, steps, capped };
}

;// CONCATENATED MODULE: ./src/quantum/transpile/placement.ts

/** Largest optimization level (Qiskit's 0–3). */
const MAX_OPTIMIZATION_LEVEL = 3;
/** Live device qubits: not dead. */
function liveQubits(device) {
    const live = device.qubits.map((q) => !q.dead);
    for (const q of device.deadQubits)
        live[q] = false;
    return live;
}
/**
 * Checks an `initial_layout` against the circuit and the device; returns the problem (a sentence saying what to
 * fix) or undefined. It must give one distinct live device qubit per qubit of the circuit.
 */
function initialLayoutProblem(layout, numQubits, device) {
    if (layout.length !== numQubits)
        return `initial_layout gives ${layout.length} device qubit${layout.length === 1 ? '' : 's'}; the circuit has ${numQubits} qubit${numQubits === 1 ? '' : 's'} (give one device qubit per circuit qubit, in order)`;
    const live = liveQubits(device);
    const seen = new Map();
    for (let i = 0; i < layout.length; i++) {
        const p = layout[i];
        if (!Number.isSafeInteger(p) || p < 0 || p >= device.numQubits)
            return `initial_layout[${i}] = ${p} is not a qubit of ${device.backendName} (0..${device.numQubits - 1})`;
        if (!live[p])
            return `initial_layout[${i}] = ${p} is a dead qubit of ${device.backendName} (the snapshot marks it unusable): choose a live one`;
        const j = seen.get(p);
        if (j !== undefined)
            return `initial_layout places circuit qubits ${j} and ${i} both on device qubit ${p}`;
        seen.set(p, i);
    }
    return undefined;
}
/**
 * Why a circuit cannot run as sent on `device`, or undefined when it can: its qubits are device qubits (the
 * circuit has at most numQubits qubits), every used qubit is live and every two-qubit gate (after decomposition:
 * the pairs `pairs` of physical qubits) is on a live coupler.
 */
function asSentProblem(c, used, pairs, device, adj) {
    if (c.numQubits > device.numQubits)
        return `it uses ${c.numQubits} qubits and ${device.backendName} has ${device.numQubits}`;
    const live = liveQubits(device);
    for (let q = 0; q < c.numQubits; q++)
        if (used[q] && !live[q])
            return `qubit ${q} is a dead qubit of ${device.backendName}`;
    for (const [a, b] of pairs)
        if (!adj[a].includes(b))
            return `its two-qubit gate on qubits ${a} and ${b} is not on a live coupler of ${device.backendName}`;
    return undefined;
}
/**
 * The region of a fixed placement: `fixed` (compact index → device qubit) first, in that order, then, when
 * `connect` and the fixed qubits are not connected through each other, the live qubits of shortest paths that
 * join them (so routing can move qubits between them). Throws when they cannot be joined.
 */
function fixedRegion(adj, fixed, connect) {
    const qubits = fixed.slice();
    if (connect && qubits.length > 1) {
        const inSet = new Set(qubits);
        // join every other fixed qubit to the component of the first with a BFS shortest path over live couplers
        for (let i = 1; i < fixed.length; i++) {
            const comp = componentOf(adj, qubits, fixed[0]);
            if (comp.has(fixed[i]))
                continue;
            const path = shortestPath(adj, comp, fixed[i]);
            if (!path)
                throw new Error(`device qubits ${fixed[0]} and ${fixed[i]} of the initial layout are not connected by live couplers`);
            for (const q of path)
                if (!inSet.has(q)) {
                    inSet.add(q);
                    qubits.push(q);
                }
        }
    }
    return { qubits, adj: induced(adj, qubits) };
}
/** The qubits of `within` connected to `start` through qubits of `within`. */
function componentOf(adj, within, start) {
    const allowed = new Set(within);
    const seen = new Set([start]);
    const queue = [start];
    for (let h = 0; h < queue.length; h++)
        for (const v of adj[queue[h]])
            if (allowed.has(v) && !seen.has(v)) {
                seen.add(v);
                queue.push(v);
            }
    return seen;
}
/** A shortest path (device qubits, both ends included) from any qubit of `from` to `to`, or undefined. */
function shortestPath(adj, from, to) {
    const prev = new Map();
    const queue = [...from].sort((a, b) => a - b);
    for (const q of queue)
        prev.set(q, -1);
    for (let h = 0; h < queue.length; h++) {
        const u = queue[h];
        if (u === to) {
            const path = [];
            for (let x = u; x >= 0; x = prev.get(x))
                path.push(x);
            return path.reverse();
        }
        for (const v of adj[u])
            if (!prev.has(v)) {
                prev.set(v, u);
                queue.push(v);
            }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/quantum/transpile/peephole.ts

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
    const top = (q) => {
        const s = stacks[q];
        return s.length ? s[s.length - 1] : -1;
    };
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

;// CONCATENATED MODULE: ./src/quantum/transpile/transpile.ts









/** Layout search effort per optimization level (1..3). */
const LEVEL_EFFORT = {
    1: { passes: 1, regions: 2, randomTrials: 0 },
    2: { passes: 2, regions: 6, randomTrials: 0 },
    3: { passes: 4, regions: 12, randomTrials: 8 }
};
function cxToCz(c, t, cond) {
    return [
        { k: 'u', q: t, m: H2, cond },
        { k: 'cz', a: c, b: t, cond },
        { k: 'u', q: t, m: H2, cond }
    ];
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
            out.push({ k: 'barrier', qs: op.qubits.map(map), ...boxOf(op) });
        // a delay on several qubits is one independent delay per qubit (Qiskit's broadcast)
        else if (op.kind === 'delay')
            for (const q of op.qubits)
                out.push({
                    k: 'delay',
                    q: map(q),
                    d: op.duration,
                    ...(op.at ? { at: op.at } : {}),
                    ...(op.stretchVars !== undefined ? { stretchVars: op.stretchVars } : {}),
                    cond: op.condition
                });
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
function boxOf(b) {
    return b.box ? { box: b.box, ...(b.at ? { at: b.at } : {}) } : b.boxEnd ? { boxEnd: true } : {};
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
/** Layout cost per physical qubit: 0, or Infinity for a dead qubit (never placed on). */
function deadCost(device) {
    const cost = new Array(device.numQubits).fill(0);
    for (const q of device.deadQubits)
        cost[q] = Infinity;
    return cost;
}
/** The error figures the layout scores with (dead qubits and couplers excluded). */
function layoutErrors(device) {
    const n = device.numQubits;
    const dead = device.qubits.map((q) => q.dead);
    for (const q of device.deadQubits)
        dead[q] = true;
    const deadEdge = new Set(device.deadEdges.map(([a, b]) => a * n + b));
    const cz = new Map();
    for (const c of device.couplers) {
        const a = Math.min(c.a, c.b), b = Math.max(c.a, c.b);
        if (!c.dead && !deadEdge.has(a * n + b) && !dead[a] && !dead[b])
            cz.set(a * n + b, c.error);
    }
    return {
        readout: device.qubits.map((q) => (q.readoutP10 + q.readoutP01) / 2),
        sx: device.qubits.map((q) => q.sxError),
        x: device.qubits.map((q) => q.xError),
        dead,
        cz
    };
}
/** Native sx / x counts per logical qubit and cz counts per pair of a lowered circuit. */
function layoutDemand(ops, k) {
    const sx = new Array(k).fill(0);
    const x = new Array(k).fill(0);
    const pairs = new Map();
    for (const o of ops) {
        if (o.k === 'u')
            for (const g of toNative(o.m)) {
                if (g.name === 'sx')
                    sx[o.q]++;
                else if (g.name === 'x')
                    x[o.q]++;
            }
        else if (o.k === 'cz') {
            const a = Math.min(o.a, o.b), b = Math.max(o.a, o.b);
            pairs.set(a * k + b, (pairs.get(a * k + b) ?? 0) + 1);
        }
    }
    return {
        k,
        sx,
        x,
        pairs: [...pairs.entries()].sort((p, q) => p[0] - q[0]).map(([key, c]) => [Math.floor(key / k), key % k, c])
    };
}
/**
 * Region-search cost of each device qubit when routing is needed: dead qubits excluded, the others
 * ranked by their own error (readout + sx + mean cz error of their usable couplers) relative to the
 * device median of that figure, ×2 (rounded to 1e-6), so that good qubits weigh against the regions'
 * distance sums.
 */
function noiseCost(device, err) {
    const n = device.numQubits;
    const raw = new Array(n).fill(0);
    const sum = new Array(n).fill(0), cnt = new Array(n).fill(0);
    for (const [key, e] of err.cz) {
        const a = Math.floor(key / n), b = key % n;
        sum[a] += e;
        cnt[a]++;
        sum[b] += e;
        cnt[b]++;
    }
    for (let q = 0; q < n; q++)
        raw[q] = err.readout[q] + err.sx[q] + (cnt[q] ? sum[q] / cnt[q] : 0);
    const liveRaw = raw.filter((_, q) => !err.dead[q]).sort((a, b) => a - b);
    const med = liveRaw.length ? liveRaw[liveRaw.length >> 1] : 0;
    // rounded to 1e-6 so that equal figures give equal costs (a mean of equal errors can differ in
    // its last bit), and uniform figures grow the same regions as before
    return raw.map((r, q) => (err.dead[q] ? Infinity : med > 0 ? Math.round((2e6 * r) / med) / 1e6 : 0));
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
        else if (op.kind !== 'barrier' && op.kind !== 'delay')
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
        if (op.kind !== 'barrier' && op.kind !== 'delay')
            return op;
        // barriers and delays on qubits that nothing else uses are dropped (an idle |0⟩ does not relax)
        const qs = op.qubits.filter((q) => used[q]);
        if (!qs.length)
            return undefined;
        return op.kind === 'barrier'
            ? { kind: 'barrier', qubits: qs, ...boxOf(op) }
            : { ...op, qubits: qs };
    })
        .filter((o) => o !== undefined);
    const level = opts.optimizationLevel ?? 2;
    if (!Number.isInteger(level) || level < 0 || level > MAX_OPTIMIZATION_LEVEL)
        throw new Error(`optimization_level must be an integer from 0 to ${MAX_OPTIMIZATION_LEVEL}, got ${level}`);
    const optimize = opts.optimize !== false && level > 0;
    const effort = LEVEL_EFFORT[Math.max(level, 1)];
    let lops = lower(ops, (q) => dense[q]);
    const adjDev = adjacency(device);
    if (k > device.numQubits)
        throw new Error(`the circuit uses ${k} qubits; ${device.backendName} has ${device.numQubits}`);
    // A fixed placement (dense index → device qubit): the caller's initial layout, the circuit as sent, or trivial.
    let fixed;
    // a circuit its author transpiled to this device keeps its qubits: an initial layout does not apply to it
    if (opts.initialLayout && opts.asSent !== 'require') {
        const why = initialLayoutProblem(opts.initialLayout, c.numQubits, device);
        if (why)
            throw new Error(why);
        fixed = { qubits: logicalOf.map((l) => opts.initialLayout[l]), method: 'initial' };
    }
    else if (opts.asSent === 'require' ||
        (opts.asSent !== 'never' && c.qregs.length === 1 && c.qregs[0].name === '$')) {
        const pairs = lops.flatMap((o) => (o.k === 'cz' ? [[logicalOf[o.a], logicalOf[o.b]]] : []));
        const why = asSentProblem(c, used, pairs, device, adjDev);
        if (why === undefined)
            fixed = { qubits: logicalOf.slice(), method: 'as-sent' };
        else if (opts.asSent === 'require')
            throw new Error(`the circuit was sent as transpiled to ${device.backendName}, but ${why}`);
    }
    else if (level === 0 &&
        c.numQubits <= device.numQubits &&
        logicalOf.every((l) => !device.qubits[l].dead && !device.deadQubits.includes(l))) {
        fixed = { qubits: logicalOf.slice(), method: 'trivial' };
    }
    // a circuit run as sent keeps its gates as they are (no peephole: its author's transpiler chose them)
    if (optimize && fixed?.method !== 'as-sent')
        lops = optimizeOps(lops, k);
    // Terminal measurements (the qubit's last op, no conditions anywhere) are routed after
    // everything else, so that no SWAP passes through an already measured qubit.
    const tail = [];
    if (!lops.some((o) => o.k !== 'barrier' && o.cond)) {
        const last = new Int32Array(k).fill(-1);
        lops.forEach((o, i) => {
            if (o.k !== 'barrier')
                for (const q of o.k === 'cz' ? [o.a, o.b] : [o.q])
                    last[q] = i;
        });
        const keep = [];
        lops.forEach((o, i) => {
            if (o.k === 'measure' && last[o.q] === i)
                tail.push(o);
            else
                keep.push(o);
        });
        lops = keep;
    }
    const rops = lops.map((o) => {
        const qubits = o.k === 'barrier' ? o.qs : o.k === 'cz' ? [o.a, o.b] : [o.q];
        const clbits = [
            ...(o.k !== 'barrier' && o.cond ? o.cond.clbits : []),
            ...(o.k === 'measure' && o.clbit >= 0 ? [o.clbit] : [])
        ];
        return { qubits, clbits, twoQubit: o.k === 'cz' };
    });
    // Noise-aware placement: the lowest-scoring SWAP-free placement of the interaction graph (bounded
    // search); when there is none, the region search below starts from the best-scoring region.
    const demand = layoutDemand(lops, k);
    const err = layoutErrors(device);
    const needsRouting = rops.some((o) => o.twoQubit);
    const vf = k === 0 || fixed ? undefined : vf2Layout(adjDev, demand, err);
    let best;
    if (fixed) {
        const region = fixedRegion(adjDev, fixed.qubits, needsRouting);
        const ident = Array.from({ length: k }, (_, l) => l);
        best = { region, initial: ident, routed: sabreRoute(rops, region.adj, distances(region.adj), ident) };
    }
    else {
        // Try a few candidate regions; keep the one whose routing needs the fewest SWAPs.
        let regions;
        try {
            regions =
                k === 0
                    ? [{ qubits: [], adj: [] }]
                    : candidateRegions(adjDev, k, deadCost(device), needsRouting ? (opts.regionCandidates ?? effort.regions) : 1);
        }
        catch (e) {
            // no connected set of k live qubits: a circuit without two-qubit gates needs none (the search's
            // placement puts each qubit on its own best live qubit)
            if (needsRouting || !vf?.map)
                throw e;
            regions = [{ qubits: vf.map.slice(), adj: induced(adjDev, vf.map) }];
        }
        if (k > 0 && needsRouting && !vf?.map) {
            const seeded = candidateRegions(adjDev, k, noiseCost(device, err), 1)[0];
            regions = [seeded, ...regions];
        }
        for (const region of regions) {
            const dist = distances(region.adj);
            const initial = chooseLayout(rops, k, region.adj, dist, opts.layoutPasses ?? effort.passes);
            const routed = sabreRoute(rops, region.adj, dist, initial);
            if (!best || routed.swaps < best.routed.swaps)
                best = { region, initial, routed };
            if (routed.swaps === 0)
                break;
        }
        // level 3: seeded random initial placements in the best region
        const b0 = best;
        if (effort.randomTrials > 0 && b0.routed.swaps > 0) {
            const rng = new rng_Rng(opts.seed ?? 0);
            const dist = distances(b0.region.adj);
            for (let t = 0; t < effort.randomTrials; t++) {
                const perm = Array.from({ length: b0.region.qubits.length }, (_, i) => i);
                for (let i = perm.length - 1; i > 0; i--) {
                    const j = Math.floor(rng.nextDouble() * (i + 1));
                    [perm[i], perm[j]] = [perm[j], perm[i]];
                }
                const initial = perm.slice(0, k);
                const routed = sabreRoute(rops, b0.region.adj, dist, initial);
                if (routed.swaps < best.routed.swaps)
                    best = { region: b0.region, initial, routed };
            }
        }
    }
    let { region, initial, routed } = best;
    const regionMap = Array.from({ length: k }, (_, l) => region.qubits[initial[l]]);
    const regionScore = layoutScore(regionMap, routed.swaps > 0 ? { ...demand, pairs: [] } : demand, err);
    let method = fixed ? fixed.method : 'region';
    let score = regionScore;
    // the search's placement wins only when strictly better (on uniform figures every SWAP-free
    // placement scores the same, and the region search's choice is kept)
    if (vf?.map && (routed.swaps > 0 || vf.score < regionScore - 1e-12 * Math.max(1, regionScore))) {
        const adjR = induced(adjDev, vf.map);
        const ident = Array.from({ length: k }, (_, l) => l);
        const r2 = sabreRoute(rops, adjR, distances(adjR), ident);
        if (r2.swaps !== 0)
            throw new Error('internal error: the SWAP-free placement needed a SWAP');
        region = { qubits: vf.map.slice(), adj: adjR };
        initial = ident;
        routed = r2;
        method = 'vf2';
        score = vf.score;
    }
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
            phys.push({ k: 'barrier', qs: p, ...boxOf(o) });
        else
            phys.push({ ...o, q: p[0] });
    }
    for (const o of tail)
        if (o.k === 'measure')
            phys.push({ ...o, q: routed.final[o.q] });
    // an initial layout's region may hold more qubits than the circuit (the qubits joining the given ones)
    const kPhys = region.qubits.length;
    if (optimize && method !== 'as-sent')
        phys = optimizeOps(phys, kPhys);
    else if (opts.optimize === false && level > 0)
        phys = merge1q(phys, kPhys);
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
        else if (o.k === 'delay')
            outOps.push({
                kind: 'delay',
                qubits: [o.q],
                duration: o.d,
                ...(o.at ? { at: o.at } : {}),
                ...(o.stretchVars !== undefined ? { stretchVars: o.stretchVars } : {}),
                ...(o.cond ? { condition: o.cond } : {})
            });
        else
            outOps.push({ kind: 'barrier', qubits: o.qs, ...boxOf(o) });
    }
    const circuit = {
        version: 3,
        numQubits: kPhys,
        numClbits: c.numClbits,
        qregs: kPhys ? [{ name: 'q', size: kPhys, offset: 0 }] : [],
        cregs: c.cregs.map((r) => ({ ...r })),
        ops: outOps
    };
    const initialLayout = new Array(c.numQubits).fill(-1);
    const finalLayout = new Array(c.numQubits).fill(-1);
    const layoutInitial = new Array(c.numQubits).fill(-1);
    logicalOf.forEach((l, d) => {
        initialLayout[l] = initial[d];
        finalLayout[l] = routed.final[d];
        layoutInitial[l] = region.qubits[initial[d]];
    });
    const gateCounts = {};
    for (const o of outOps)
        if (o.kind === 'gate')
            gateCounts[o.name] = (gateCounts[o.name] ?? 0) + 1;
    return {
        circuit,
        physicalQubits: region.qubits.slice(),
        initialLayout,
        finalLayout,
        swaps: routed.swaps,
        sentTwoQubitGates: circuitStats(c).nonlocalGates,
        twoQubitGates: gateCounts.cz ?? 0,
        depth: depthOf(circuit),
        gateCounts,
        layout: {
            method,
            initial: layoutInitial,
            score,
            mappings: vf?.mappings ?? 0,
            steps: vf?.steps ?? 0,
            capped: vf?.capped ?? false
        }
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
        const qs = op.kind === 'gate' || op.kind === 'delay' ? op.qubits : [op.qubit];
        const cs = [
            ...(op.condition ? op.condition.clbits : []),
            ...(op.kind === 'measure' && op.clbit >= 0 ? [op.clbit] : [])
        ];
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
        else if (op.kind === 'delay')
            s = `delay[${durationText(op.duration)}] ${op.qubits.map(Q).join(', ')};`;
        else
            s = `${op.box ? `// box[${durationText(op.box)}] opens\n` : op.boxEnd ? '// box closes\n' : ''}barrier ${op.qubits.map(Q).join(', ')};`;
        if (op.kind !== 'barrier' && op.condition)
            s = `if (${condStr(op.condition)}) { ${s} }`;
        lines.push(s);
    }
    return lines.join('\n') + '\n';
}
/** OpenQASM 3 text of a duration: `100ns`, `8dt`, `100ns + 8dt`. */
function durationText(d) {
    const parts = [];
    if (d.seconds !== 0 || (d.dt === 0 && d.stretch === 0))
        parts.push(`${+(d.seconds * 1e9).toPrecision(15)}ns`);
    if (d.dt !== 0)
        parts.push(`${d.dt}dt`);
    if (d.stretch !== 0)
        parts.push(`${d.stretch}*stretch`);
    return parts.join(' + ');
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
 * The error Aer attaches to one instruction (`basic_device_gate_errors`): a depolarising error of parameter `p`
 * (0: none), then thermal relaxation of each of its qubits over the instruction's length (none when the length
 * is 0). `error` is the instruction's reported error (undefined for an instruction without one, e.g. reset:
 * relaxation only). buildNoisyProgram and the device model export (device-model.ts) both use it.
 */
function model_instructionNoise(error, time, qubits) {
    const relax = time > 0 ? qubits.map((f) => ({ t1: f.t1, t2: Math.min(f.t2, 2 * f.t1), time })) : [];
    let fid = 1;
    for (const f of qubits)
        if (time > 0)
            fid *= relaxProcessFidelity(time, f.t1, f.t2);
    return { p: error === undefined ? 0 : depolarizingParam(error, fid, qubits.length), relax };
}
/**
 * The value (ns) of the program's one stretch variable, in the simple case only (Decision,
 * docs/devices.md): every delay with a stretch lies between two barriers on the same qubits (no box),
 * the program declares one stretch variable, and the delay's qubit has no two-qubit gate between those
 * barriers. Between the barriers the operations run as early as possible with every stretch at 0; the
 * region lasts L0, the longest qubit timeline; the stretch makes the stretched qubits' timelines reach
 * L0: s = min over them of (L0 − their fixed length) / (their stretch coefficient). Several regions must
 * agree on s. Anything else is refused with the delay's line.
 */
function solveStretch(c, stretched, dur, qubitsOf, where) {
    const ops = c.ops;
    const refuse = (o, why) => new Error(`the stretch in the delay${o.at ? ` at line ${o.at.line}:${o.at.col}` : ''} cannot be resolved on ${where}: ${why} (resolved only for delays between two barriers on the same qubits, with one stretch variable, on qubits without two-qubit gates there)`);
    const regions = new Map();
    for (const i of stretched) {
        const o = ops[i];
        if ((o.stretchVars ?? 1) > 1)
            throw refuse(o, 'the program declares more than one stretch variable');
        if (o.condition)
            throw refuse(o, 'it is conditioned on measured bits');
        const q = o.qubits[0];
        let b1 = -1, b2 = -1;
        for (let j = i - 1; j >= 0 && b1 < 0; j--) {
            const p = ops[j];
            if (p.kind === 'barrier' && p.qubits.includes(q))
                b1 = j;
        }
        for (let j = i + 1; j < ops.length && b2 < 0; j++) {
            const p = ops[j];
            if (p.kind === 'barrier' && p.qubits.includes(q))
                b2 = j;
        }
        if (b1 < 0 || b2 < 0)
            throw refuse(o, 'it is not between two barriers');
        const B1 = ops[b1], B2 = ops[b2];
        if (B1.kind !== 'barrier' || B2.kind !== 'barrier' || B1.box || B1.boxEnd || B2.box || B2.boxEnd)
            throw refuse(o, 'it is inside a box');
        const set1 = [...B1.qubits].sort((a, b) => a - b), set2 = [...B2.qubits].sort((a, b) => a - b);
        if (set1.length !== set2.length || set1.some((x, k) => x !== set2[k]))
            throw refuse(o, 'the barriers around it are on different qubits');
        regions.set(b1, b2);
    }
    let s;
    for (const [b1, b2] of regions) {
        const Q = new Set(ops[b1].qubits);
        const fin = new Map();
        const coef = new Map();
        const twoQ = new Set();
        let first;
        for (let j = b1 + 1; j < b2; j++) {
            const o = ops[j];
            const qs = qubitsOf(o);
            if (!qs.some((q) => Q.has(q)))
                continue;
            if (!qs.every((q) => Q.has(q)))
                throw refuse((first ?? o), 'an operation crosses the barriers');
            let st = 0;
            for (const q of qs)
                st = Math.max(st, fin.get(q) ?? 0);
            const e = st + dur(j);
            for (const q of qs)
                fin.set(q, e);
            if (o.kind === 'gate' && qs.length > 1)
                for (const q of qs)
                    twoQ.add(q);
            if (o.kind === 'delay' && o.duration.stretch !== 0) {
                first ??= o;
                coef.set(qs[0], (coef.get(qs[0]) ?? 0) + o.duration.stretch);
            }
        }
        let L0 = 0;
        for (const q of Q)
            L0 = Math.max(L0, fin.get(q) ?? 0);
        let sR = Infinity;
        for (const [q, k] of coef) {
            if (twoQ.has(q))
                throw refuse(first, 'its qubit also has a two-qubit gate between the barriers');
            if (!(k > 0))
                throw refuse(first, 'the stretch coefficients on its qubit do not add up to a positive number');
            sR = Math.min(sR, (L0 - (fin.get(q) ?? 0)) / k);
        }
        if (s === undefined)
            s = sR;
        else if (Math.abs(s - sR) > 1e-9 * Math.max(1, Math.abs(s)))
            throw refuse(first, 'two regions need different values of the same stretch');
    }
    return s ?? 0;
}
/** Longest delay or box the noise engine accepts (ns): 1 s, far beyond any T1 (relaxation is complete long before). */
const MAX_DELAY_NS = 1e9;
/**
 * The probability of the 2-qubit depolarising error on (a, b) that directly follows the cz at `ops[i]`, or
 * undefined when the next operation is not that error.
 * Both density-matrix simulators fold that error into the cz's pass (the caller then skips `ops[i + 1]`).
 */
function czDepolAfter(ops, i, a, b) {
    const nx = ops[i + 1];
    if (nx &&
        nx.k === 'depol' &&
        nx.qs.length === 2 &&
        ((nx.qs[0] === a && nx.qs[1] === b) || (nx.qs[0] === b && nx.qs[1] === a)))
        return nx.p;
    return undefined;
}
/**
 * Noisy program of a transpiled compact circuit (gates rz, sx, x, id, cz; measure, reset,
 * barrier). `figs(q)` gives the effective figures of compact qubit q (errors and, when given, its
 * gate lengths); `opts.coupler(a, b)` those of the coupler a–b; what is missing comes from `dev`.
 */
function buildNoisyProgram(circuit, dev, figs, opts = {}) {
    const c = ir_basicCircuit(circuit);
    const n = c.numQubits;
    const idle = opts.idle !== false;
    const Q = Array.from({ length: n }, (_, q) => figs(q));
    const czDefault = { error: dev.czError, length: dev.czLength };
    const czCache = new Map();
    const cz = (a, b) => {
        if (!opts.coupler)
            return czDefault;
        const key = Math.min(a, b) * n + Math.max(a, b);
        let f = czCache.get(key);
        if (!f) {
            f = opts.coupler(a, b);
            czCache.set(key, f);
        }
        return f;
    };
    const hasCond = c.ops.some((o) => o.kind !== 'barrier' && o.condition);
    const qubitsOf = (o) => o.kind === 'gate' || o.kind === 'barrier' || o.kind === 'delay' ? o.qubits : [o.qubit];
    const where = opts.targetName ?? 'this target';
    const resolve = (d, what) => {
        if (d.dt !== 0 && !(typeof opts.dtNs === 'number' && opts.dtNs > 0))
            throw new Error(`${what} uses 'dt' units, but ${where} has no sample time (dt); write the duration in s, ms, us or ns`);
        const ns = d.seconds * 1e9 + (d.dt !== 0 ? d.dt * opts.dtNs : 0);
        if (!Number.isFinite(ns) || ns < 0)
            throw new Error(`${what} has a negative duration on ${where}`);
        if (ns > MAX_DELAY_NS)
            throw new Error(`${what} is longer than ${MAX_DELAY_NS / 1e9} s (the limit of one delay or box)`);
        return ns;
    };
    // terminal measurements: no later op on the qubit, and no conditions anywhere
    const lastOp = new Int32Array(n).fill(-1);
    c.ops.forEach((o, i) => {
        if (o.kind !== 'barrier')
            for (const q of qubitsOf(o))
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
            for (const q of qubitsOf(o))
                if (measured[q] && o.kind !== 'measure')
                    isStatic = false;
            if (o.kind === 'measure')
                measured[o.qubit] = 1;
        }
        if (c.ops.some((o, i) => o.kind === 'measure' && !terminal(i)))
            isStatic = false;
    }
    const delayNs = new Float64Array(c.ops.length);
    const at = (p) => (p ? ` at line ${p.line}:${p.col}` : '');
    // delays: their fixed part now; a stretch part once the stretch is solved (below)
    const stretched = [];
    c.ops.forEach((o, i) => {
        if (o.kind === 'delay') {
            delayNs[i] = resolve(o.duration.stretch !== 0 ? { ...o.duration, stretch: 0 } : o.duration, `the delay${at(o.at)}`);
            if (o.duration.stretch !== 0)
                stretched.push(i);
        }
        else if (o.kind === 'barrier' && o.box)
            delayNs[i] = resolve(o.box, `the box${at(o.at)}`);
    });
    const dur = (i) => {
        const o = c.ops[i];
        if (o.kind === 'barrier')
            return 0;
        if (o.kind === 'delay')
            return delayNs[i];
        if (o.kind === 'measure')
            return terminal(i) ? 0 : (Q[o.qubit].measureLength ?? dev.measureLength);
        if (o.kind === 'reset')
            return Q[o.qubit].resetLength ?? dev.resetLength;
        if (o.name === 'rz')
            return 0;
        if (o.name === 'cz')
            return cz(o.qubits[0], o.qubits[1]).length;
        const f = Q[o.qubits[0]];
        return (o.name === 'x' ? f.xLength : o.name === 'id' ? f.idLength : f.sxLength) ?? f.sxLength ?? dev.sxLength;
    };
    const m = c.ops.length;
    if (stretched.length) {
        const s = solveStretch(c, stretched, dur, qubitsOf, where);
        for (const i of stretched) {
            const o = c.ops[i];
            const ns = delayNs[i] + o.duration.stretch * s;
            if (!(ns >= -1e-9))
                throw new Error(`the delay${at(o.at)} is negative once its stretch is resolved (${+ns.toPrecision(6)} ns) on ${where}`);
            if (ns > MAX_DELAY_NS)
                throw new Error(`the delay${at(o.at)} is longer than ${MAX_DELAY_NS / 1e9} s once its stretch is resolved`);
            delayNs[i] = Math.max(0, ns);
        }
    }
    // ALAP: ASAP on the reversed circuit; terminal measurements at reversed time 0.
    const revEnd = new Float64Array(m);
    {
        const availQ = new Float64Array(n);
        const availC = new Float64Array(c.numClbits);
        // reversed times of the barriers closing the boxes still open (innermost last)
        const boxEnds = [];
        for (let i = m - 1; i >= 0; i--) {
            const o = c.ops[i];
            const qs = qubitsOf(o);
            const cs = [
                ...(o.kind !== 'barrier' && o.condition ? o.condition.clbits : []),
                ...(o.kind === 'measure' && o.clbit >= 0 ? [o.clbit] : [])
            ];
            let s = 0;
            if (!terminal(i)) {
                for (const q of qs)
                    s = Math.max(s, availQ[q]);
                for (const b of cs)
                    s = Math.max(s, availC[b]);
            }
            if (o.kind === 'barrier' && o.boxEnd)
                boxEnds.push(s);
            else if (o.kind === 'barrier' && o.box) {
                // the box opens exactly its duration before it closes; its contents must fit
                const close = boxEnds.pop();
                if (close === undefined)
                    throw new Error('internal: a box opens without closing');
                if (s > close + delayNs[i] * (1 + 1e-12) + 1e-9)
                    throw new Error(`the box${o.at ? ` at line ${o.at.line}:${o.at.col}` : ''} lasts ${delayNs[i]} ns but its contents take ${+(s - close).toPrecision(6)} ns on ${where}`);
                s = close + delayNs[i];
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
        const qs = qubitsOf(o);
        if (idle)
            for (const q of qs)
                if (lastEnd[q] >= 0 && start - lastEnd[q] > 1e-9)
                    pushRelax(q, start - lastEnd[q]);
        const d = dur(i);
        for (const q of qs)
            lastEnd[q] = start + d;
        const cond = o.condition;
        const C = cond ? { cond } : {};
        if (o.kind === 'delay') {
            for (const q of qs)
                pushRelax(q, d, cond);
            continue;
        }
        if (o.kind === 'measure') {
            const f = Q[o.qubit];
            if (typeof f.measureError === 'number') {
                // Aer's quantum error on a calibrated `measure` acts before the measurement: depolarising, then relaxation
                // over the measurement's length (terminal measurements take no time in the schedule, but the error does)
                const { p } = model_instructionNoise(f.measureError, f.measureLength ?? dev.measureLength, [f]);
                if (p > 0)
                    push({ k: 'depol', qs: [o.qubit], p, ...C });
                pushRelax(o.qubit, f.measureLength ?? dev.measureLength, cond);
            }
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
            const { p } = model_instructionNoise(cz(a, b).error, d, [Q[a], Q[b]]);
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
        const e = (o.name === 'x' ? Q[q].xError : o.name === 'id' ? Q[q].idError : Q[q].sxError) ?? Q[q].sxError;
        const { p } = model_instructionNoise(e, d, [Q[q]]);
        if (p > 0)
            push({ k: 'depol', qs: [q], p, ...C });
        pushRelax(q, d, cond);
    }
    return {
        numQubits: n,
        numClbits: c.numClbits,
        ops,
        readout: Q.map((f) => ({ p10: f.readoutP10, p01: f.readoutP01 })),
        duration: T,
        static: isStatic,
        idle
    };
}

;// CONCATENATED MODULE: ./src/quantum/noise/device-model.ts


const device_model_finite = (x) => (Number.isFinite(x) ? x : null);
function entry(instruction, qubits, n) {
    return {
        instruction,
        qubits,
        depolarizing: n.p,
        relaxation: n.relax.map((r, i) => ({
            qubit: qubits[i],
            t1: device_model_finite(r.t1),
            t2: device_model_finite(r.t2),
            time: r.time,
            excitedPopulation: 0
        }))
    };
}
/** The noise model of `device` at `scale` (default 1: the snapshot's own figures), every qubit and coupler. */
function deviceNoiseModel(device, scale = 1) {
    const Q = device.qubits.map((q) => scaledQubit(q, scale));
    const errors = [];
    // an error that changes nothing (no depolarising part, relaxation only of qubits without T1 and T2) is not
    // listed, as Aer does not add an ideal error
    const keep = (e) => {
        if (e.depolarizing > 0 || e.relaxation.some((r) => r.t1 !== null || r.t2 !== null))
            errors.push(e);
    };
    Q.forEach((q, i) => {
        const f = q;
        keep(entry('id', [i], instructionNoise(q.idError, q.idLength, [f])));
        keep(entry('sx', [i], instructionNoise(q.sxError, q.sxLength, [f])));
        keep(entry('x', [i], instructionNoise(q.xError, q.xLength, [f])));
        keep(entry('reset', [i], instructionNoise(undefined, q.resetLength, [f])));
        if (q.measureError !== null)
            keep(entry('measure', [i], instructionNoise(q.measureError, q.measureLength, [f])));
    });
    for (const c of device.couplers) {
        const s = scaledCoupler(c, scale);
        for (const [a, b] of [
            [c.a, c.b],
            [c.b, c.a]
        ])
            keep(entry('cz', [a, b], instructionNoise(s.error, s.length, [Q[a], Q[b]])));
    }
    return {
        device: device.name,
        scale,
        errors,
        readout: Q.map((q, i) => ({
            qubit: i,
            matrix: [
                [1 - q.readoutP10, q.readoutP10],
                [q.readoutP01, 1 - q.readoutP01]
            ]
        })),
        delay: Q.map((q, i) => ({ qubit: i, t1: device_model_finite(q.t1), t2: device_model_finite(Math.min(q.t2, 2 * q.t1)) })),
        dtNs: device.dtNs
    };
}

;// CONCATENATED MODULE: ./src/quantum/noise/pauli-pass.ts
/**
 * The JavaScript PAIR PASS of the Pauli-basis engine (pauli.ts): pairPass applies the pending PTMs of
 * two qubits, the cz permutation and the 2-qubit depolarising scale to every group of 16 coefficients,
 * and pairRange splits a pass into equal parts for threads. Both are self-contained (no imports, no
 * outer names): their source is sent to the worker threads as text (pauli-team.ts).
 */
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
function unitarySuperop(u) {
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
function relaxSuperop(gamma, pz) {
    const e = Math.sqrt(1 - gamma) * (1 - 2 * pz);
    return real4([
        [0, 0, 1],
        [0, 3, gamma],
        [3, 3, 1 - gamma],
        [1, 1, e],
        [2, 2, e]
    ]);
}
/** ρ → (1−p)ρ + p·I/2. */
function depolSuperop(p) {
    return real4([
        [0, 0, 1 - p / 2],
        [0, 3, p / 2],
        [3, 0, p / 2],
        [3, 3, 1 - p / 2],
        [1, 1, 1 - p],
        [2, 2, 1 - p]
    ]);
}
function resetSuperop() {
    return real4([
        [0, 0, 1],
        [0, 3, 1]
    ]);
}
/**
 * Pauli transfer matrix of a 1-qubit superoperator: R_ij = Tr(σ_i E(σ_j)) / 2 (real for every
 * Hermiticity-preserving map). Row i = 0 is (1, 0, 0, 0) for trace-preserving maps.
 */
function pauliTransfer(S) {
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
        R[2 * 4 + j] = -(out[5] - out[3]) / 2;
        R[3 * 4 + j] = (out[0] - out[6]) / 2;
    }
    return R;
}

;// CONCATENATED MODULE: ./src/quantum/noise/pauli-plan.ts
/**
 * The COMPILE step of the Pauli-basis engine (pauli.ts): Pauli transfer matrices (PTMs) of 1-qubit
 * operations, and planPauli, which fuses everything on a qubit between two pair operations into one
 * pending PTM, so a static noisy program becomes a list of pair passes (PairOp) plus the last pending
 * PTM of every qubit (PauliPlan). Also the relabelling of qubit digits (digitZeroQubit, swapQubits)
 * and the size limit of the state. Pure: no state, no threads, no WebAssembly.
 */


/** Largest Pauli-basis state: 12 qubits = 4^12 real coefficients (134 MB). */
const MAX_PAULI_QUBITS = 12;
/** PTM of a 1-qubit superoperator (complex 4×4 as in density.ts), trace-preserving row enforced. */
function ptmOf(S) {
    const R = pauliTransfer(S);
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
/** Fuse the 1-qubit operations of a static program into the PTMs of its pair passes. */
function planPauli(prog) {
    const k = prog.numQubits;
    const pending = new Array(k).fill(undefined);
    const add = (q, R) => {
        const P = pending[q];
        pending[q] = P ? ptmMul(R, P) : R;
    };
    const take = (q) => {
        const v = pending[q] ?? IDENTITY;
        pending[q] = undefined;
        return v;
    };
    const pairs = [];
    // qubits still in |0⟩ with nothing applied: channels that fix |0⟩⟨0| can be skipped there
    const fresh = new Uint8Array(k).fill(1);
    const ops = prog.ops;
    for (let i = 0; i < ops.length; i++) {
        const op = ops[i];
        switch (op.k) {
            case 'u':
                add(op.q, ptmOf(unitarySuperop(op.m)));
                fresh[op.q] = 0;
                break;
            case 'relax':
                if (!fresh[op.q])
                    add(op.q, ptmOf(relaxSuperop(op.gamma, op.pz)));
                break;
            case 'reset':
                add(op.q, ptmOf(resetSuperop()));
                break;
            case 'depol':
                if (op.qs.length === 1) {
                    add(op.qs[0], ptmOf(depolSuperop(op.p)));
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
                const depol = czDepolAfter(ops, i, op.a, op.b);
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
            case 'measure':
                break;
        }
    }
    return { numQubits: k, pairs, final: pending };
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

;// CONCATENATED MODULE: ./src/quantum/noise/pauli-reduce.ts
/**
 * The FINAL REDUCTION of the Pauli-basis engine (pauli.ts): the output distribution needs only the
 * I/Z labels, so the last pending PTM of every qubit is applied while each digit is reduced to (I, Z)
 * (reduceChunks, chunk by chunk, in place; reduceToZ drives it, optionally on threads or with the SIMD
 * kernel), then one Walsh–Hadamard transform gives the probabilities (zToProbs). reduceChunks is
 * self-contained: its source runs in the worker threads (pauli-team.ts).
 */

/** Digits of a chunk of the final reduction (4^8 coefficients, 512 KiB: it stays in the L2 cache). */
const REDUCE_CHUNK_DIGITS = 8;
/**
 * The chunks [next() …) of unit·4^m values (digits 0 … m − 1 of k, the other digits fixed; each
 * digit value a block of `unit` values) reduced to their I/Z labels in place, digit by digit from
 * the top (each step halves the data): chunk t's unit·2^m values (bit q: Z on digit q) end at its
 * start. rows[4q … 4q + 3] = row 3 of digit q's last pending R (row 0 is (1, 0, 0, 0)). Chunks are
 * independent, so threads can share them. Self-contained: its source runs in the workers.
 */
function reduceChunks(c, k, m, rows, next, unit = 1, fast) {
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
    if (fast) {
        for (let t = next(); t < chunks; t = next())
            fast.reduce(fast.base + 8 * t * size, m, fast.rows, unit);
        return;
    }
    for (let t = next(); t < chunks; t = next()) {
        const o = t * size;
        for (let q = m - 1; q >= 0; q--) {
            const L = unit * 4 ** q, H = 2 ** (m - 1 - q);
            for (let hi = 0; hi < H; hi++)
                halve(o + 4 * L * hi, o + 2 * L * hi, L, rows[4 * q], rows[4 * q + 1], rows[4 * q + 2], rows[4 * q + 3]);
        }
    }
}
/** Byte offset of the reduction's rows in the WebAssembly memory: the coefficient slots, free once the passes are done. */
const REDUCE_ROWS_OFFSET = 0;
/**
 * Apply the PTMs of `list` (qubit → R, any subset) and keep only the I/Z labels: returns the
 * 2^k values v[S] = c_{Z_S} (bit q of S: Z on qubit q, else I), computed in place in `c`. First
 * the low m = min(k, REDUCE_CHUNK_DIGITS) digits chunk by chunk (reduceChunks; `shared`, when given,
 * runs them on threads and returns false when it cannot), then the chunks' values are packed
 * (chunk t's at t·2^m) and the digits m … k − 1 are reduced from the top the same way.
 */
function reduceToZ(c, k, list, shared, fast) {
    const rows = new Float64Array(4 * k);
    for (let q = 0; q < k; q++)
        rows.set((list[q] ?? IDENTITY).subarray(12, 16), 4 * q);
    if (fast)
        new Float64Array(c.buffer, fast.rows, 4 * k).set(rows);
    const m = Math.min(k, REDUCE_CHUNK_DIGITS), size = 4 ** m, half = 2 ** m, chunks = 4 ** (k - m);
    if (!shared?.(m, rows)) {
        let t = 0;
        reduceChunks(c, k, m, rows, () => (t < chunks ? t++ : chunks), 1, fast);
    }
    for (let t = 1; t < chunks; t++)
        c.copyWithin(t * half, t * size, t * size + half);
    // the packed values: one chunk of digits m … k − 1, each digit value a block of 2^m values
    let once = 0;
    reduceChunks(c, k - m, k - m, rows.subarray(4 * m), () => once++, half, fast && { ...fast, rows: fast.rows + 32 * m });
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

;// CONCATENATED MODULE: ./src/quantum/noise/pauli-labels.ts
/**
 * CZ on a pair as a signed permutation of the 16 labels (P_a, P_b) → sign · (P'_a, P'_b), index
 * P_a + 4·P_b (symmetric in a and b). Derived from CZ·(P_a ⊗ P_b)·CZ; tested against the matrices.
 */
const CZ_LABELS = [
    [0, 1],
    [13, 1],
    [14, 1],
    [3, 1],
    [7, 1],
    [10, 1],
    [9, -1],
    [4, 1],
    [11, 1],
    [6, -1],
    [5, 1],
    [8, 1],
    [12, 1],
    [1, 1],
    [2, 1],
    [15, 1]
];

;// CONCATENATED MODULE: ./src/quantum/noise/pauli-wasm.ts
/**
 * The Pauli-basis pair pass (pauli-pass.ts `pairPass`) as WebAssembly SIMD kernels, assembled here
 * from code (no binary in the repository): two neighbouring groups at a time in f64x2 lanes (the
 * groups of base indices i and i + 1, which differ in digit 0, so the pair must not involve
 * qubit 0). Same operations in the same order as pairPass, no fused multiply-add: results are
 * bit-identical to the JavaScript kernel (tested).
 *
 * The kernels run on a tile copied into a SKEWED scratch layout (pauli-tiles.ts runTiles): index i lives
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
/**
 * `reduce(base, m, rows, unit)`: pauli-reduce.ts reduceChunks on ONE chunk of unit·4^m coefficients at
 * byte offset `base`: for q = m − 1 … 0, with L = unit·4^q and r = the 4 f64 at rows + 32·q, every
 * block hi of 4L values at base + 32·L·hi becomes its 2L values (x0, r0·x0 + r1·x1 + r2·x2 + r3·x3,
 * summed left to right as in JavaScript) at base + 16·L·hi. Two values per f64x2 step when L ≥ 2,
 * one f64 otherwise: the same products and sums in the same order, so the same bits. In place:
 * a step reads its four values before it writes its two, and writes never reach later reads.
 */
function reduceBody() {
    const BASE = 0, M = 1, ROWS = 2, UNIT = 3;
    const Q = 4, L = 5, HI = 6, H = 7, SRC = 8, DST = 9, LO = 10, LB = 11; // L in bytes
    const R0 = 12; // 4 splatted rows (v128)
    const X = 16; // 4 loaded values (v128)
    /** The loop body for one lo: two values (f64x2), or one (lane 0 of a v128 whose lane 1 is 0). */
    const step = (vector) => {
        const out = [];
        const at = (j) => [
            ...lg(SRC),
            ...lg(LO),
            ...I_ADD,
            ...(j ? [...lg(LB), ...i32c(j), ...I_MUL, ...I_ADD] : [])
        ];
        for (let j = 0; j < 4; j++)
            out.push(...at(j), ...(vector ? V_LOAD() : LOAD64_ZERO), ...ls(X + j));
        const store = vector ? V_STORE : STORE64_LANE(0, 0);
        // dst + lo ← x0; dst + L + lo ← ((r0·x0 + r1·x1) + r2·x2) + r3·x3
        out.push(...lg(DST), ...lg(LO), ...I_ADD, ...lg(X), ...store);
        out.push(...lg(DST), ...lg(LO), ...I_ADD, ...lg(LB), ...I_ADD);
        out.push(...lg(R0), ...lg(X), ...F_MUL);
        for (let j = 1; j < 4; j++)
            out.push(...lg(R0 + j), ...lg(X + j), ...F_MUL, ...F_ADD);
        out.push(...store);
        return out;
    };
    const body = [];
    // q = m − 1 … 0 (Q counts down from m)
    body.push(...lg(M), ...ls(Q));
    body.push(0x02, 0x40, 0x03, 0x40); // block, loop over digits
    body.push(...lg(Q), ...I_EQZ, 0x0d, 1); // q = 0: done
    body.push(...lg(Q), ...i32c(-1), ...I_ADD, ...ls(Q));
    // L = unit << 2q; LB = 8L; H = 1 << (m − 1 − q)
    body.push(...lg(UNIT), ...lg(Q), ...i32c(1), ...I_SHL, ...I_SHL, ...ls(L));
    body.push(...lg(L), ...i32c(3), ...I_SHL, ...ls(LB));
    body.push(...i32c(1), ...lg(M), ...i32c(-1), ...I_ADD, ...lg(Q), ...I_SUB, ...I_SHL, ...ls(H));
    for (let j = 0; j < 4; j++)
        body.push(...lg(ROWS), ...lg(Q), ...i32c(5), ...I_SHL, ...I_ADD, ...LOAD64_SPLAT(8 * j), ...ls(R0 + j));
    body.push(...i32c(0), ...ls(HI));
    body.push(0x02, 0x40, 0x03, 0x40); // block, loop over hi
    body.push(...lg(HI), ...lg(H), ...I_GE_U, 0x0d, 1);
    // SRC = base + 4·LB·hi, DST = base + 2·LB·hi
    body.push(...lg(BASE), ...lg(LB), ...lg(HI), ...I_MUL, ...i32c(2), ...I_SHL, ...I_ADD, ...ls(SRC));
    body.push(...lg(BASE), ...lg(LB), ...lg(HI), ...I_MUL, ...i32c(1), ...I_SHL, ...I_ADD, ...ls(DST));
    body.push(...i32c(0), ...ls(LO));
    // lo in bytes: step 16 (vector) when L ≥ 2, else 8 (scalar, one value)
    body.push(...lg(L), ...i32c(2), ...I_GE_U, 0x04, 0x40); // if L ≥ 2
    body.push(0x02, 0x40, 0x03, 0x40, ...lg(LO), ...lg(LB), ...I_GE_U, 0x0d, 1);
    body.push(...step(true), ...lg(LO), ...i32c(16), ...I_ADD, ...ls(LO), 0x0c, 0, 0x0b, 0x0b);
    body.push(0x05); // else: L = 1
    body.push(...step(false));
    body.push(0x0b); // end if
    body.push(...lg(HI), ...i32c(1), ...I_ADD, ...ls(HI), 0x0c, 0, 0x0b, 0x0b); // next hi
    body.push(0x0c, 0, 0x0b, 0x0b); // next digit
    body.push(0x0b);
    return [
        ...vec([
            [...u32(8), I32],
            [...u32(8), V128]
        ]),
        ...body
    ];
}
/** Kernels exported by the module: name → lane distance in bytes. */
const WASM_KERNELS = { pair: 8, pair4: 32, pair16: 128 };
/** The module's bytes: the three pair kernels, then `runs` and `reduce`. */
function pauliWasmBytes() {
    const names = Object.keys(WASM_KERNELS);
    return moduleBytes([...names.map((n) => ({ name: n, params: 8, body: kernelBody(WASM_KERNELS[n]) })), { name: 'runs', params: 6, body: runsBody() }, { name: 'reduce', params: 4, body: reduceBody() }]);
}
/** The compiled module, or undefined where WebAssembly SIMD or shared memory is unavailable. */
const pauliWasmModule = lazyModule(pauliWasmBytes);
/** Bytes of one pass's coefficients (36 f64) in the slots at the start of the memory. */
const WASM_SLOT_BYTES = 288;
/** Coefficient slots before the state: the passes of one tile batch (pauli-tiles.ts MAX_BATCH). */
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
        return { mem, module, pair: ex['pair'], pair4: ex['pair4'], pair16: ex['pair16'], runs: ex['runs'], reduce: ex['reduce'], table, maxRuns, scratch };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/quantum/noise/pauli-tiles.ts

/**
 * Digits every tile holds: 0–2 (runs of 64 contiguous coefficients, 512 B; the SIMD kernels' lanes
 * lie along digit 0, 1 or 2, so that digit must be in the tile).
 */
const TILE_FIXED_DIGITS = 3;
/** Digits of a tile: 4^10 coefficients = 8 MiB (measured; see docs/devices.md). */
const TILE_DIGITS = 10;
/** Most passes in one batch (one coefficient slot each in the WebAssembly memory). */
const MAX_BATCH = WASM_SLOTS;
const popcount = (x) => {
    let n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
};
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
    const fixed = 2 ** Math.min(k, TILE_FIXED_DIGITS) - 1;
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
    inTile.forEach((d, i) => {
        local[d] = i;
    });
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
        wasmCoefficients(slots.subarray((p * WASM_SLOT_BYTES) / 8, (p * WASM_SLOT_BYTES) / 8 + 36), op);
    });
    return job[2];
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

;// CONCATENATED MODULE: ./src/quantum/noise/pauli-team.ts
/**
 * The THREAD POOL of the Pauli-basis engine (pauli.ts): how many parts a pass is split into
 * (THREAD_MIN_QUBITS, threadParts) and startTeam, which starts worker threads that share the pair
 * passes, tile batches and the final reduction with the main thread through shared memory and
 * Atomics. The workers run the source text of the self-contained kernels pairPass, pairRange
 * (pauli-pass.ts), runTiles (pauli-tiles.ts) and reduceChunks (pauli-reduce.ts).
 */







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
    const want = threads ?? (Number.isInteger(env) && env > 0 ? env : (0,external_node_os_.availableParallelism)());
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
    else if (par[36] === 3) reduceChunks(c, k, par[0], rows, next, 1, ex ? { reduce: ex.reduce, base: ${WASM_COEF_OFFSET}, rows: ${REDUCE_ROWS_OFFSET} } : undefined);
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
        workers = Array.from({ length: n }, (_, i) => new external_node_worker_threads_.Worker(src, {
            eval: true,
            workerData: {
                buf: w ? undefined : c.buffer,
                ctrlBuf: ctrl.buffer,
                parBuf: par.buffer,
                jobBuf: job.buffer,
                rowsBuf: rowsShared.buffer,
                k,
                part: i + 1,
                parts,
                module: w?.module,
                mem: w?.mem,
                table: w?.table,
                scratch: w?.scratch[i + 1]
            }
        }));
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
            const fast = w ? { reduce: w.reduce, base: WASM_COEF_OFFSET, rows: REDUCE_ROWS_OFFSET } : undefined;
            return launch(() => reduceChunks(c, k, m, rows, () => Atomics.add(ctrl, 3, 1), 1, fast));
        },
        job,
        usable: () => usable === true,
        stop
    };
}

;// CONCATENATED MODULE: ./src/quantum/noise/pauli.ts







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
    const c = w
        ? new Float64Array(w.mem.buffer, WASM_COEF_OFFSET, 4 ** k)
        : k >= THREAD_MIN_QUBITS
            ? new Float64Array(new SharedArrayBuffer(8 * 4 ** k))
            : new Float64Array(4 ** k);
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
        v = reduceToZ(c, k, plan.final, team ? (m, rows) => team.reduce(m, rows) : undefined, w ? { reduce: w.reduce, base: WASM_COEF_OFFSET, rows: REDUCE_ROWS_OFFSET } : undefined);
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
        out[(i & ~1 & ~(1 << q0)) | bq | (b0 << q0)] = probs[i];
    }
    return { probs: out, passes, threads, ...(w ? { sweeps: sweeps + 1 } : {}) };
}

;// CONCATENATED MODULE: ./src/quantum/noise/density.ts

/** Largest density matrix: 12 qubits (Pauli basis: 4^12 real coefficients, 134 MB). */
const MAX_DENSITY_QUBITS = 12;
/** Run a static noisy program (Pauli basis); returns the output distribution before readout. */
function runDensity(prog) {
    return runPauli(prog);
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
    const PAULI = [
        [1, 0, 0, 0, 0, 0, 1, 0],
        [0, 0, 1, 0, 1, 0, 0, 0],
        [0, 0, 0, -1, 0, 1, 0, 0],
        [1, 0, 0, 0, 0, 0, -1, 0]
    ];
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
    const push = (q, m) => {
        pending[q] = pending[q] ? lib.mul2(m, pending[q]) : Array.from(m);
    };
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
                default:
                    break;
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
    const lib = {
        re,
        im,
        pass: bound ? bound.pass : jsPass(re, im, k),
        mul2: (a, b) => cmat_cmul(a, b, 2),
        prob1: trajectory_shots_prob1,
        project,
        rng: xoshiroDoubles
    };
    const env = Number(process.env['BENCHGATE_NOISE_THREADS']);
    const want = opts.threads ?? (Number.isInteger(env) && env > 0 ? env : (0,external_node_os_.availableParallelism)());
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
            workers.push(new external_node_worker_threads_.Worker(src, { eval: true, workerData: { job, module, ctrlBuf: ctrl.buffer, index: i } }));
        }
        catch {
            Atomics.store(ctrl, 1 + i, -1);
        }
    }
    return workers;
}

;// CONCATENATED MODULE: ./src/quantum/noise/trajectory-ops.ts


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
            out.push({
                k: 'cz',
                fixed: Int32Array.from([op.a, op.b].sort((x, y) => x - y)),
                cval: (1 << op.a) | (1 << op.b),
                cond: op.cond
            });
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
function trajectory_ops_condHolds(c, bits) {
    let v = 0;
    for (let i = 0; i < c.clbits.length; i++)
        v += bits[c.clbits[i]] * 2 ** i;
    return (v === c.value) !== (c.negate === true);
}

;// CONCATENATED MODULE: ./src/quantum/noise/trajectory-branching.ts
/**
 * Trajectories by shot branching (issue #32): the step-by-step trajectory method of trajectory.ts,
 * but a branch carries many shots and splits them, with exact binomial / multinomial draws
 * (../binomial.ts), wherever the per-shot method draws:
 * - a depolarising channel: Multinomial over the d-qubit Pauli strings (the identity string with
 *   probability 1 − p + p/4^d, each other p/4^d; the per-shot method draws "error?" then a Pauli per
 *   qubit, the same distribution);
 * - relaxation: Binomial(shots, γ·p1) jumps (K1, renormalised) against the no-jump K0, then
 *   Binomial(shots, pz) Z flips in each of the two;
 * - a mid-circuit measurement or reset: Binomial(shots, p1), then per outcome Binomial(·, readout
 *   flip) for the recorded bit;
 * - terminal measurements: each leaf draws its shots' indices from its final state in one pass
 *   (sorted uniforms), then each shot's readout flips.
 * Each split copies the state for all but one part; the branch carried on is the part with the
 * fewest shots and the others wait on a stack, so every wait halves the shots at least: at most
 * log2(shots) + 1 saved copies. The caller checks that they fit its budget before choosing this path.
 */




/** Saved copies the branching runner may hold at once for `shots` shots. */
function branchCopies(shots) {
    return Math.ceil(Math.log2(Math.max(2, shots))) + 2;
}
/**
 * Run `shots` trajectories of any program by branching. Returns, per distinct recorded clbit
 * assignment (clbit i at position i), its count, and the number of leaves.
 */
function runBranchingTrajectories(prog, shots, rng) {
    const k = prog.numQubits;
    const N = 1 << k;
    // relaxation as two ops (the jump, then the Z flip), so that a branch saved at either resumes right
    const ops = [];
    for (const op of compileOps(prog)) {
        if (op.k !== 'relax')
            ops.push(op);
        else {
            if (op.gamma > 0)
                ops.push({ k: 'amp', q: op.q, gamma: op.gamma, cond: op.cond });
            if (op.pz > 0)
                ops.push({ k: 'zf', q: op.q, pz: op.pz, cond: op.cond });
        }
    }
    const out = new Map();
    const stack = [];
    const pool = [];
    const take = () => pool.pop() ?? new Float64Array(N);
    const ampPhase = Float64Array.of(1, 0, 0, 0, 0, 0, 1, 0);
    let leaves = 0;
    /** Children for parts 1.. of a split, each a copy changed by `make`; the caller keeps part 0. */
    const save = (b, pc, shots, make) => {
        const c = {
            pc,
            shots,
            bits: b.bits.slice(),
            terminal: b.terminal.slice(),
            re: take(),
            im: take()
        };
        c.re.set(b.re);
        c.im.set(b.im);
        make(c);
        stack.push(c);
    };
    /**
     * Split `b` at `pc` into parts (count, change): the part with the fewest shots stays in `b` (changed
     * last, after the copies were taken from the unchanged state), the others are saved.
     */
    const split = (b, pc, parts) => {
        const live = parts.filter((p) => p[0] > 0);
        let keep = 0;
        for (let i = 1; i < live.length; i++)
            if (live[i][0] < live[keep][0])
                keep = i;
        live.forEach((p, i) => {
            if (i !== keep)
                save(b, pc, p[0], p[1]);
        });
        b.shots = live[keep][0];
        live[keep][1](b);
    };
    const leaf = (b) => {
        leaves++;
        const { re, im, bits, terminal } = b;
        const record = (idx) => {
            for (const [q, clbit] of terminal) {
                if (clbit < 0)
                    continue;
                const outcome = (idx >> q) & 1;
                const ro = prog.readout[q];
                const flip = rng.nextDouble() < (outcome ? ro.p01 : ro.p10);
                bits[clbit] = flip ? 1 - outcome : outcome;
            }
            let key = '';
            for (let i = 0; i < bits.length; i++)
                key += bits[i] ? '1' : '0';
            out.set(key, (out.get(key) ?? 0) + 1);
        };
        if (!terminal.length) {
            let key = '';
            for (let i = 0; i < bits.length; i++)
                key += bits[i] ? '1' : '0';
            out.set(key, (out.get(key) ?? 0) + b.shots);
            return;
        }
        // sorted uniforms against the cumulative probabilities, one pass
        let total = 0;
        for (let i = 0; i < N; i++)
            total += re[i] * re[i] + im[i] * im[i];
        const u = new Float64Array(b.shots);
        for (let s = 0; s < b.shots; s++)
            u[s] = rng.nextDouble() * total;
        u.sort();
        let acc = 0, s = 0, last = 0;
        for (let i = 0; i < N && s < b.shots; i++) {
            const p = re[i] * re[i] + im[i] * im[i];
            if (p === 0)
                continue;
            last = i;
            acc += p;
            while (s < b.shots && u[s] < acc) {
                record(i);
                s++;
            }
        }
        for (; s < b.shots; s++)
            record(last);
    };
    const walk = (b) => {
        const { re, im } = b;
        for (let pc = b.pc; pc < ops.length; pc++) {
            const op = ops[pc];
            if (op.cond && !trajectory_ops_condHolds(op.cond, b.bits))
                continue;
            switch (op.k) {
                case 'u':
                    apply1(re, im, 0, k, op.q, op.m, op.shape);
                    break;
                case 'cz':
                    applyPhase(re, im, k, -1, 0, op.fixed, op.cval);
                    break;
                case 'depol': {
                    const d = op.qs.length, M = 4 ** d;
                    const probs = new Array(M).fill(op.p / M);
                    probs[0] = 1 - op.p + op.p / M;
                    const counts = multinomial(rng, b.shots, probs);
                    const pauli = (s) => (x) => {
                        for (let j = 0; j < d; j++) {
                            const pi = Math.floor(s / 4 ** j) % 4;
                            if (pi)
                                apply1(x.re, x.im, 0, k, op.qs[j], PAULI[pi], PAULI_SHAPE[pi]);
                        }
                    };
                    split(b, pc + 1, counts.map((c, s) => [c, pauli(s)]));
                    break;
                }
                case 'amp': {
                    // relaxation's jump (K1, renormalised) or no jump (K0, renormalised)
                    const { q, gamma } = op;
                    const p1 = trajectory_shots_prob1(re, im, k, q);
                    const pj = gamma * p1;
                    const kj = binomial(rng, b.shots, pj);
                    split(b, pc + 1, [
                        [
                            b.shots - kj,
                            (x) => {
                                const sc = 1 / Math.sqrt(1 - pj);
                                ampPhase[0] = sc;
                                ampPhase[6] = Math.sqrt(1 - gamma) * sc;
                                apply1(x.re, x.im, 0, k, q, ampPhase, Shape.Diag);
                            }
                        ],
                        [kj, (x) => project(x.re, x.im, k, q, 1, 1 / Math.sqrt(p1), true)]
                    ]);
                    break;
                }
                case 'zf': {
                    const kz = binomial(rng, b.shots, op.pz);
                    const q = op.q;
                    split(b, pc + 1, [
                        [b.shots - kz, () => undefined],
                        [kz, (x) => apply1(x.re, x.im, 0, k, q, PAULI[3], Shape.Diag)]
                    ]);
                    break;
                }
                case 'reset':
                case 'measure': {
                    if (op.k === 'measure' && op.terminal) {
                        b.terminal.push([op.q, op.clbit]);
                        break;
                    }
                    const q = op.q;
                    const p1 = trajectory_shots_prob1(re, im, k, q);
                    const k1 = binomial(rng, b.shots, p1);
                    const reset = op.k === 'reset';
                    const clbit = op.k === 'measure' ? op.clbit : -1;
                    const parts = [];
                    for (const outcome of [0, 1]) {
                        const n = outcome ? k1 : b.shots - k1;
                        if (n === 0)
                            continue;
                        const collapse = (x) => project(x.re, x.im, k, q, outcome, 1 / Math.sqrt(outcome ? p1 : 1 - p1), reset);
                        if (clbit < 0) {
                            parts.push([n, collapse]);
                            continue;
                        }
                        const ro = prog.readout[q];
                        const f = binomial(rng, n, outcome ? ro.p01 : ro.p10);
                        parts.push([
                            n - f,
                            (x) => {
                                collapse(x);
                                x.bits[clbit] = outcome;
                            }
                        ]);
                        parts.push([
                            f,
                            (x) => {
                                collapse(x);
                                x.bits[clbit] = 1 - outcome;
                            }
                        ]);
                    }
                    split(b, pc + 1, parts);
                    break;
                }
            }
        }
        leaf(b);
    };
    if (shots === 0)
        return { out, leaves };
    const root = {
        pc: 0,
        shots,
        bits: new Uint8Array(prog.numClbits),
        terminal: [],
        re: take(),
        im: take()
    };
    root.re.fill(0);
    root.im.fill(0);
    root.re[0] = 1;
    walk(root);
    pool.push(root.re, root.im);
    for (let b = stack.pop(); b; b = stack.pop()) {
        walk(b);
        pool.push(b.re, b.im);
    }
    return { out, leaves };
}

;// CONCATENATED MODULE: ./src/quantum/noise/trajectory.ts
/**
 * Seeded Monte-Carlo trajectories on the statevector kernels: one pure state per shot (buffers
 * reused), every error channel unravelled exactly: depolarising as a random Pauli (probability p,
 * uniform over the d² Paulis including I), relaxation as amplitude-damping Kraus operators chosen
 * with their Born probabilities plus a Z flip with probability pz, reset and mid-circuit
 * measurement as collapses, readout error as a flip of the recorded bit. Conditions read the
 * recorded (possibly flipped) bits, as on hardware.
 */





/** Whether runTrajectories runs `prog` by shot branching (else the static path or shot by shot). */
function branchesTrajectories(prog, shots, opts = {}) {
    if (prog.static && !prog.ops.some((o) => o.k === 'reset'))
        return false;
    if (opts.branching === false)
        return false;
    const bytes = 16 * 2 ** prog.numQubits * (branchCopies(shots) + 1);
    return bytes <= (opts.maxBranchBytes ?? options_DEFAULT_BRANCH_MEMORY);
}
/**
 * Run `shots` trajectories. Returns, per distinct recorded clbit assignment (a string of '0'/'1'
 * with clbit i at position i), its count.
 */
function runTrajectories(prog, shots, rng, opts = {}) {
    // resets draw state-dependent outcomes: those programs take the step-by-step path
    if (prog.static && !prog.ops.some((o) => o.k === 'reset'))
        return runStaticTrajectories(prog, shots, rng, opts);
    if (branchesTrajectories(prog, shots, opts))
        return runBranchingTrajectories(prog, shots, rng).out;
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
            if (op.cond && !trajectory_ops_condHolds(op.cond, bits))
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
    measured.forEach((b, i) => {
        posOf[b] = i;
    });
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
        // singular (p10 + p01 = 1, e.g. both capped at 0.5 by a scale): the read bit says nothing about the state and
        // cannot be undone; it is left as read instead of dividing by zero
        if (Math.abs(det) < 1e-12)
            continue;
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
/**
 * Sampling-noise amplification of readout mitigation: γ = Π_b ‖A_b⁻¹‖₁ over the measured clbits (‖·‖₁ the largest
 * column sum of absolute values; for A_b = [[1−p10, p01], [p10, 1−p01]] that is (1 + |p10 − p01|) / (1 − p10 − p01)).
 * The standard error of a mitigated estimate of a bounded quantity is at most γ times the raw one (Bravyi, Sheldon,
 * Kandala, Mckay & Gambetta, PRA 103, 042605, 2021). 1 when nothing is mitigated.
 */
function readoutGamma(readout) {
    let g = 1;
    for (const r of readout) {
        if (!r)
            continue;
        const det = 1 - r.p10 - r.p01;
        g *= (1 + Math.abs(r.p10 - r.p01)) / det;
    }
    return g;
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
        scoredShots: scorableShots,
        totalShots: all,
        circuits: records.length,
        scoredCircuits: scored
    };
}

;// CONCATENATED MODULE: ./src/quantum/noise/product.ts


/** The circuit as independent qubits, or undefined when its qubits interact (see the module comment). */
function productParts(c) {
    const ops = Array.from({ length: c.numQubits }, () => []);
    const owner = new Int32Array(c.numClbits).fill(-1);
    for (const op of c.ops) {
        if (op.kind === 'setbit' || op.kind === 'copybit' || op.kind === 'jump')
            return undefined;
        if (op.kind !== 'barrier' && op.condition)
            return undefined;
        const qs = op.kind === 'gate' || op.kind === 'barrier' || op.kind === 'delay' ? op.qubits : [op.qubit];
        if (qs.length !== 1) {
            if (op.kind === 'delay') {
                for (const q of qs)
                    ops[q].push({ ...op, qubits: [0] });
                continue;
            }
            // a gate or barrier over several qubits ties their schedules or states together
            if (qs.length > 1)
                return undefined;
            continue;
        }
        const q = qs[0];
        if (op.kind === 'measure' && op.clbit >= 0) {
            if (owner[op.clbit] >= 0 && owner[op.clbit] !== q)
                return undefined;
            owner[op.clbit] = q;
        }
        if (op.kind === 'gate' || op.kind === 'barrier' || op.kind === 'delay')
            ops[q].push({ ...op, qubits: [0] });
        else
            ops[q].push({ ...op, qubit: 0 });
    }
    const parts = [];
    for (let q = 0; q < c.numQubits; q++) {
        if (!ops[q].length)
            continue;
        const clbits = [];
        owner.forEach((o, b) => {
            if (o === q)
                clbits.push(b);
        });
        parts.push({
            qubit: q,
            clbits,
            circuit: { ...c, numQubits: 1, qregs: [{ name: 'q', size: 1, offset: 0 }], ops: ops[q] }
        });
    }
    return parts;
}
/** Counts of a product circuit `c`: every part's trajectories (its program from `program`), paired shot by shot. */
function sampleProduct(c, parts, program, shots, rng) {
    const bit = new Map();
    for (const part of parts) {
        const out = runTrajectories(program(part), shots, rng);
        // the part's shots in a shuffled order (Fisher–Yates on the run's generator)
        const order = [];
        for (const key of [...out.keys()].sort())
            for (let i = 0; i < out.get(key); i++)
                order.push(key);
        for (let i = order.length - 1; i > 0; i--) {
            const j = Math.floor(rng.nextDouble() * (i + 1));
            [order[i], order[j]] = [order[j], order[i]];
        }
        for (const b of part.clbits)
            bit.set(b, Uint8Array.from(order, (k) => (k[b] === '1' ? 1 : 0)));
    }
    const counts = new Map();
    for (let s = 0; s < shots; s++) {
        const key = countKey(c, (b) => bit.get(b)?.[s] ?? 0);
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
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
    // a circuit on device qubits ($n, as a transpiler writes it) declares none: it is scored on the qubits it uses
    const physical = circuit.qregs.length === 1 && circuit.qregs[0].name === '$';
    const scored = physical && circuit.numQubits > MAX_SCORED_QUBITS ? compactQubits(circuit) : circuit;
    const why = unscorableReason(scored);
    const sent = circuitStats(circuit).nonlocalGates;
    if (target.kind === 'sim-cpu') {
        const t0 = performance.now();
        const r = sampleCounts(circuit, { shots, seed });
        return {
            counts: r.counts,
            target: 'sim-cpu',
            shots,
            seed,
            method: 'statevector',
            sentTwoQubitGates: sent,
            scorable: why === undefined,
            ...(why ? { unscorableReason: why } : {}),
            timeMs: { transpile: 0, simulate: performance.now() - t0, score: 0 }
        };
    }
    const dev = target.device;
    const f = scaledFigures(dev.figures, target.scale);
    const t0 = performance.now();
    let tr;
    try {
        tr = transpile(circuit, dev, opts.transpile);
    }
    catch (e) {
        throw new SimulationError(`cannot transpile to ${dev.backendName}: ${e.message}`);
    }
    // past the joint limit, a circuit whose qubits never interact runs qubit by qubit (product.ts)
    const product = tr.circuit.numQubits > MAX_NOISY_QUBITS ? productParts(tr.circuit) : undefined;
    if (tr.circuit.numQubits > MAX_NOISY_QUBITS && !product)
        throw new SimulationError(`the circuit uses ${tr.circuit.numQubits} qubits; noisy simulation is limited to ${MAX_NOISY_QUBITS} (without two-qubit gates, conditions or barriers across qubits it runs qubit by qubit at any size)`);
    const t1 = performance.now();
    // per-qubit and per-coupler figures of the device qubits the layout chose, scaled
    const phys = tr.physicalQubits;
    const qf = phys.map((p) => target_scaledQubit(dev.qubits[p], target.scale));
    const byPair = new Map();
    for (const c of dev.couplers)
        byPair.set(`${c.a},${c.b}`, c);
    const usedCouplers = new Map();
    const coupler = (a, b) => {
        const pa = Math.min(phys[a], phys[b]), pb = Math.max(phys[a], phys[b]);
        const c = byPair.get(`${pa},${pb}`);
        if (!c || c.dead)
            throw new SimulationError(`internal: the transpiled circuit uses ${c ? 'the dead' : 'no'} coupler ${pa}-${pb} of ${dev.backendName}`);
        const s = target_scaledCoupler(c, target.scale);
        usedCouplers.set(`${pa},${pb}`, s);
        return { error: s.error, length: s.length };
    };
    let prog;
    try {
        prog = buildNoisyProgram(tr.circuit, f, (q) => qf[q], {
            idle: opts.idle,
            coupler,
            dtNs: dev.dtNs,
            targetName: target.name
        });
    }
    catch (e) {
        if (e instanceof SimulationError)
            throw e;
        throw new SimulationError(`cannot simulate on ${target.name}: ${e.message}`);
    }
    const method = product ? 'trajectories' : (opts.method ?? chooseMethod(prog, shots));
    const rng = new rng_Rng(seed);
    const tc = tr.circuit;
    let counts = new Map();
    if (product) {
        const one = (part) => buildNoisyProgram(part.circuit, f, () => qf[part.qubit], {
            idle: opts.idle,
            dtNs: dev.dtNs,
            targetName: target.name
        });
        counts = sampleProduct(tc, product, one, shots, rng);
    }
    else if (method === 'density-matrix') {
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
        counts: run_sortedCounts(counts),
        target: target.name,
        shots,
        seed,
        method: !product && method === 'trajectories' && branchesTrajectories(prog, shots) ? 'trajectory-branching' : method,
        effective: {
            device: dev.name,
            backendName: dev.backendName,
            scale: target.scale,
            t1Us: f.t1 / 1000,
            t2Us: f.t2 / 1000,
            readoutP10: f.readoutP10,
            readoutP01: f.readoutP01,
            sxError: f.sxError,
            czError: f.czError,
            sxLengthNs: f.sxLength,
            czLengthNs: f.czLength,
            idle: prog.idle,
            uniform: false,
            qubits: qf.map((q, i) => ({
                qubit: phys[i],
                t1Us: q.t1 / 1000,
                t2Us: q.t2 / 1000,
                readoutP10: q.readoutP10,
                readoutP01: q.readoutP01,
                sxError: q.sxError,
                xError: q.xError,
                measureError: q.measureError
            })),
            couplers: [...usedCouplers.values()]
                .sort((x, y) => x.a - y.a || x.b - y.b)
                .map((c) => ({ a: c.a, b: c.b, error: c.error, lengthNs: c.length })),
            layout: {
                initial: tr.layout.initial.slice(),
                method: tr.layout.method,
                score: Number.isFinite(tr.layout.score) ? tr.layout.score : null,
                mappings: tr.layout.mappings,
                capped: tr.layout.capped
            }
        },
        sentTwoQubitGates: sent,
        transpiledTwoQubitGates: tr.twoQubitGates,
        transpiledDepth: tr.depth,
        physicalQubits: tr.physicalQubits.slice(),
        swaps: tr.swaps,
        finalLayout: tr.finalLayout.map((q) => (q >= 0 ? tr.physicalQubits[q] : -1)),
        scorable: why === undefined,
        ...(why ? { unscorableReason: why } : {}),
        transpiled: tr,
        timeMs: { transpile: t1 - t0, simulate: t2 - t1, score: 0 }
    };
    if (!why && shots > 0) {
        const ideal = idealDistribution(scored);
        let mitigated;
        if (opts.mitigated) {
            mitigated = opts.mitigated;
            result.mitigation = 'workflow';
        }
        else {
            const src = clbitSources(tc);
            const readout = Array.from(src, (q) => q >= 0 ? { p10: prog.readout[q].p10, p01: prog.readout[q].p01 } : undefined);
            if (readout.filter((r) => r).length > MAX_MITIGATED_BITS) {
                // too many measured bits for the dense tensor-product inverse: not scored
                result.scorable = false;
                result.unscorableReason = `more than ${MAX_MITIGATED_BITS} measured bits to mitigate`;
                result.timeMs.score = performance.now() - t2;
                return result;
            }
            mitigated = mitigateReadout(tc, result.counts, readout);
            result.mitigation = 'readout';
            result.readout = readout;
            result.readoutGamma = readoutGamma(readout);
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
    const p = (0,target_syntax/* parseTargetSpec */.Sf)(target);
    const shown = (0,target_syntax/* showTarget */.Rg)(target);
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
        return { engine: 'noise', target: parseTarget(target) };
    }
    catch (e) {
        return { engine: null, reason: e instanceof TargetError ? e.message : `target ${shown}: ${e.message}` };
    }
}
/** The one mapping from an engine failure to a refused circuit. */
function refused(e, engine) {
    if (e instanceof QasmError)
        return {
            ok: false,
            unavailable: false,
            reason: `OpenQASM error at line ${e.line}, column ${e.column}: ${e.message}`
        };
    if (e instanceof SimulationError || e instanceof RangeError)
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
            return describeDevice(r.target);
        return undefined;
    }
    async run(qasm, shots, seed, target, _signal, options) {
        const r = route(target, this.noiseModels);
        if (r.engine === null)
            return { ok: false, unavailable: true, reason: r.reason };
        try {
            const c = parseQasm(qasm);
            const st = circuitStats(c);
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
                const { counts } = sampleCounts(physical ? compactQubits(c) : c, {
                    shots,
                    seed,
                    maxMemoryBytes: SIM_MAX_MEMORY
                });
                return { ok: true, counts, ...sent };
            }
            const n = runOnTarget(c, { target: r.target, shots, seed, ...(options ? { transpile: options } : {}) });
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
        const p = (0,target_syntax/* parseTargetSpec */.Sf)(target);
        if (!p.ok || p.target.kind !== 'fake' || circuits.length === 0)
            return undefined;
        const s = scoreCircuits(circuits.map((c, i) => ({
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

;// CONCATENATED MODULE: ./src/suites/qsolve/runner/sim-pool.ts
/**
 * Circuits run off the main thread: a `WorkerBackend` sends each circuit to one simulation worker thread
 * (sim-worker.ts) and waits for its counts, so benchgate's timers keep running while the engine works. When the
 * call's AbortSignal fires (the case's deadline, or the runner was killed) the worker is terminated at once, with
 * the noise engine's own worker threads inside it, and the circuit ends as stopped; the next circuit starts a fresh
 * worker. One worker thread per process, shared by the workflow runs of a check, created on the first circuit, reused
 * (warm) from circuit to circuit and workflow to workflow, and ended a few seconds after the last run closed.
 *
 * The worker runs the same DeviceBackend code as the main thread would, so counts for a seed are unchanged.
 *
 * Where the worker comes from: the build writes dist/workers/sim-worker.js (scripts/build.mjs). When benchgate runs
 * from its TypeScript sources (the tests), the worker loads sim-worker.ts through a small module loader that
 * transpiles TypeScript with the `typescript` dev dependency and keeps the output in a cache folder under the
 * system temporary folder.
 */









const SIM_WORKER_FILE = 'sim-worker.js';
/** Message of a circuit stopped because its signal fired. */
const STOPPED_REASON = 'the simulation was stopped: the time limit was reached';
/** Finds the worker: next to the bundle (dist/workers/, or ../workers/ from the CLI's dist/cli/), else the sources. */
function locateSimWorker() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    const ts = (0,external_node_path_.join)(here, 'sim-worker.ts');
    if ((0,external_node_fs_.existsSync)(ts)) {
        try {
            const typescript = (0,external_node_module_.createRequire)(import.meta.url).resolve('typescript');
            return { kind: 'ts', file: ts, typescript };
        }
        catch {
            return undefined;
        }
    }
    for (const c of [
        (0,external_node_path_.join)(here, 'workers', SIM_WORKER_FILE),
        (0,external_node_path_.join)(here, '..', 'workers', SIM_WORKER_FILE),
        (0,external_node_path_.join)(here, SIM_WORKER_FILE)
    ]) {
        if ((0,external_node_fs_.existsSync)(c))
            return { kind: 'js', file: c };
    }
    return undefined;
}
let buildId;
/** Identity of the simulation engine a WorkerBackend runs (for cache keys): SHA-256 of the built worker, or `source` + the version from sources. */
function engineBuildId() {
    buildId ??= (async () => {
        const loc = locateSimWorker();
        if (!loc)
            return 'missing';
        if (loc.kind === 'ts')
            return 'source';
        return `sha256:${(0,external_node_crypto_.createHash)('sha256')
            .update(await (0,promises_.readFile)(loc.file))
            .digest('hex')}`;
    })().catch(() => 'unreadable');
    return buildId;
}
/** Module hooks used only when running from sources: `.js` specifiers of .ts files resolve to the .ts, which is transpiled (cached by content). */
function tsLoaderSource(typescript, cacheDir) {
    return `
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
const CACHE = ${JSON.stringify(cacheDir)};
let ts;
export async function resolve(spec, ctx, next) {
  if (ctx.parentURL && ctx.parentURL.endsWith('.ts') && spec.startsWith('.') && spec.endsWith('.js')) {
    const js = new URL(spec, ctx.parentURL);
    if (!existsSync(fileURLToPath(js))) return { url: new URL(spec.slice(0, -3) + '.ts', ctx.parentURL).href, format: 'module', shortCircuit: true };
  }
  return next(spec, ctx);
}
export async function load(url, ctx, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, ctx);
  const file = fileURLToPath(url);
  const src = readFileSync(file, 'utf8');
  const key = join(CACHE, createHash('sha256').update(file + '\\0' + src).digest('hex') + '.mjs');
  if (existsSync(key)) return { format: 'module', source: readFileSync(key, 'utf8'), shortCircuit: true };
  ts ??= (await import(${JSON.stringify((0,external_node_url_.pathToFileURL)(typescript).href)})).default;
  const out = ts.transpileModule(src, { fileName: file, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, isolatedModules: true, sourceMap: false } }).outputText;
  try { mkdirSync(CACHE, { recursive: true, mode: 0o700 }); const tmp = key + '.' + process.pid + '.' + Math.random().toString(36).slice(2); writeFileSync(tmp, out); renameSync(tmp, key); } catch {}
  return { format: 'module', source: out, shortCircuit: true };
}
`;
}
const TS_BOOT = `
const { register } = require('node:module');
const { workerData } = require('node:worker_threads');
register('data:text/javascript,' + encodeURIComponent(workerData.loader));
import(workerData.entry).catch((e) => { throw e; });
`;
function startWorker(loc) {
    if (loc.kind === 'js')
        return new external_node_worker_threads_.Worker(loc.file);
    // Per user (the transpiled files are code): another account cannot plant entries in it.
    const loader = tsLoaderSource(loc.typescript, (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `benchgate-ts-worker-cache-${process.getuid?.() ?? 'user'}`));
    return new external_node_worker_threads_.Worker(TS_BOOT, { eval: true, workerData: { loader, entry: (0,external_node_url_.pathToFileURL)(loc.file).href } });
}
/** How long an idle worker is kept after the last run using it closed (the next workflow of the same check reuses it warm). */
const IDLE_KEEP_MS = 3000;
/**
 * The one simulation thread of the process: a FIFO of circuits, one at a time. Shared by every WorkerBackend of a
 * check, so the engine's compiled code stays warm from one workflow to the next. The worker is unref'd whenever it
 * is idle, so it never keeps the process alive, and it is terminated IDLE_KEEP_MS after the last user closed.
 */
class SimThread {
    worker;
    queue = [];
    running;
    nextId = 1;
    users = 0;
    idleTimer;
    started = 0;
    stopped = 0;
    location = null;
    acquire() {
        this.users++;
        if (this.idleTimer)
            clearTimeout(this.idleTimer);
        this.idleTimer = undefined;
    }
    release() {
        this.users = Math.max(0, this.users - 1);
        if (this.users > 0 || this.running || this.queue.length)
            return Promise.resolve();
        if (this.idleTimer)
            clearTimeout(this.idleTimer);
        this.idleTimer = setTimeout(() => void this.terminate(), IDLE_KEEP_MS);
        this.idleTimer.unref();
        return Promise.resolve();
    }
    /** Ends the worker now (idle or not: a running circuit ends as stopped). */
    async terminate() {
        if (this.idleTimer)
            clearTimeout(this.idleTimer);
        this.idleTimer = undefined;
        const w = this.worker;
        this.worker = undefined;
        if (w)
            await w.terminate();
    }
    /** Starts the worker now (idle and unref'd), so its start-up overlaps the runner's; errors surface on the first circuit. */
    prewarm() {
        if (this.worker)
            return;
        try {
            this.ensure();
        }
        catch {
            /* reported by run() */
        }
    }
    get alive() {
        return this.worker !== undefined;
    }
    run(msg, signal) {
        if (signal?.aborted)
            return Promise.resolve({ ok: false, unavailable: false, reason: STOPPED_REASON });
        return new Promise((resolve) => {
            const job = { id: this.nextId++, msg, signal, resolve };
            job.onAbort = () => this.abort(job);
            signal?.addEventListener('abort', job.onAbort, { once: true });
            this.queue.push(job);
            this.pump();
        });
    }
    finish(job, r) {
        if (job.onAbort)
            job.signal?.removeEventListener('abort', job.onAbort);
        job.resolve(r);
    }
    abort(job) {
        const q = this.queue.indexOf(job);
        if (q >= 0) {
            this.queue.splice(q, 1);
            this.finish(job, { ok: false, unavailable: false, reason: STOPPED_REASON });
            return;
        }
        if (this.running !== job)
            return;
        this.running = undefined;
        this.stopped++;
        const w = this.worker;
        this.worker = undefined;
        void (w ? w.terminate() : Promise.resolve()).finally(() => {
            this.finish(job, { ok: false, unavailable: false, reason: STOPPED_REASON });
            this.pump();
        });
    }
    pump() {
        if (this.running || this.queue.length === 0)
            return;
        const job = this.queue.shift();
        let w;
        try {
            w = this.ensure();
        }
        catch (e) {
            this.finish(job, { ok: false, unavailable: false, reason: e.message });
            this.pump();
            return;
        }
        this.running = job;
        w.ref();
        w.postMessage({ id: job.id, ...job.msg });
    }
    ensure() {
        if (this.worker)
            return this.worker;
        if (this.location === null)
            this.location = locateSimWorker();
        if (!this.location)
            throw new Error('the simulation worker (workers/sim-worker.js) is missing from this build');
        const w = startWorker(this.location);
        this.started++;
        w.on('message', (m) => {
            const job = this.running;
            if (!job || m.id !== job.id || !m.result)
                return;
            this.running = undefined;
            w.unref();
            this.finish(job, m.result);
            this.pump();
        });
        const dead = (why) => {
            if (this.worker !== w)
                return;
            this.worker = undefined;
            const job = this.running;
            this.running = undefined;
            if (job)
                this.finish(job, { ok: false, unavailable: false, reason: why });
            this.pump();
        };
        w.on('error', (e) => dead(e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `the simulation ran out of memory: ${e.message}`
            : `the simulation failed: ${e.message}`));
        w.on('exit', (code) => dead(`the simulation worker exited (code ${code})`));
        w.unref();
        this.worker = w;
        return w;
    }
}
const thread = new SimThread();
/** Counters of the process's simulation thread (tests read them): workers started, circuits stopped, worker alive. */
function simThreadStats() {
    return { started: thread.started, stopped: thread.stopped, alive: thread.alive };
}
/** Terminates the simulation thread now (tests; a long-lived host that wants its memory back). */
function terminateSimThread() {
    return thread.terminate();
}
/**
 * Backend whose circuits run in the process's simulation thread. `available` and `score` are cheap and stay on the
 * calling thread. `close()` (once per backend) lets the thread end when no other run uses it.
 */
class WorkerBackend {
    local = new DeviceBackend();
    closed = false;
    constructor() {
        thread.acquire();
    }
    available(target) {
        return this.local.available(target);
    }
    score(target, circuits, shots) {
        return this.local.score(target, circuits, shots);
    }
    describe(target) {
        return this.local.describe(target);
    }
    /** Starts the simulation thread ahead of the first circuit (its start-up then overlaps the runner's). */
    prewarm() {
        if (!this.closed)
            thread.prewarm();
    }
    async run(qasm, shots, seed, target, signal, options) {
        if (this.closed)
            return { ok: false, unavailable: false, reason: 'the backend is closed' };
        return thread.run({ qasm, shots, seed, target, ...(options ? { options } : {}) }, signal);
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        await thread.release();
    }
}

;// CONCATENATED MODULE: ./src/suites/qsolve/runner/run.ts
/**
 * Runs a workflow's cases for real: every declared method in the sandboxed runner, circuits on the case's target
 * through the backend, `evaluate` on every solution, `estimate`, then the re-run of the first case that ran.
 * Produces the run records that decide.ts / gates.ts judge. Never throws for a broken workflow.
 * This file holds the run of a workflow (what may run, the sandbox and limits chosen, the cache, every case, the
 * re-run); next to it: run-case.ts (one case in a runner process), limits.ts (time and memory limits),
 * interpreter.ts (runner scripts and the Python probe) and cache-record.ts (which records are cached and reused).
 */



















const DEFAULT_TARGET = 'sim-cpu';
/** Why the test stage cannot run for this workflow (platform: a rejected submission never reaches the sandbox), or undefined. */
function notRunnable(s) {
    const m = s.manifest.manifest;
    if (!m)
        return 'the manifest does not load, so the workflow cannot run';
    // A method rule (QS002) or a schema that does not compile (QS003) rejects the submission before the sandbox.
    const rejected = s.manifestFindings.find((f) => f.severity === 'error' && (f.code === 'QS002' || f.code === 'QS003'));
    if (rejected)
        return `the submission is rejected (${rejected.code}: ${rejected.message}), so no case ran`;
    if (s.manifestFindings.some((f) => f.code === 'QS004'))
        return `the entry module "${m.entry}" is missing, so the workflow cannot run`;
    if (!/\.(py|mjs)$/.test(m.entry))
        return `the entry module "${m.entry}" is neither .py nor .mjs`;
    if (!s.cases)
        return 'benchmarks/cases.yaml is missing, so there is no case to run';
    if (!s.cases.loaded)
        return 'benchmarks/cases.yaml does not load, so `qsolve test` stops';
    const bad = s.cases.caseFindings.filter((f) => f.severity === 'error');
    if (bad.length)
        return `\`qsolve test\` stops with a validation error (${bad[0].code}: ${bad[0].message}), so no case ran`;
    const rej = s.submissionFindings.filter((f) => f.severity === 'error');
    if (rej.length)
        return `the submission is rejected (${rej[0].code}: ${rej[0].message}), so no case ran`;
    return undefined;
}
/**
 * Runs every case of a loaded workflow folder and the re-run of the first case that ran. Circuits run in a
 * simulation worker thread (sim-pool.ts) unless `o.backend` is given; the worker ends with the run.
 */
async function runWorkflow(s, o = {}) {
    if (o.backend)
        return runWorkflowOn(s, o, o.backend);
    const backend = new WorkerBackend();
    if (!notRunnable(s))
        backend.prewarm();
    try {
        return await runWorkflowOn(s, o, backend);
    }
    finally {
        await backend.close();
    }
}
/** How a maintainer opts out of `required` (QS034): the action defaults to it, so the job file must say so. */
const SANDBOX_OPT_OUT = 'To run it anyway with less isolation (warning QS035), opt out in the job file: `with: sandbox: auto` on the benchgate step (the action defaults to `required`; CLI: `--sandbox auto`), or run where full isolation is reached (docs/security.md, "Isolation")';
async function runWorkflowOn(s, o, backend) {
    const stats = { ran: 0, cached: 0, unavailable: 0 };
    const findings = [];
    const why = notRunnable(s);
    if (why)
        return { findings, notRun: why, stats };
    const m = s.manifest.manifest;
    const cases = s.cases;
    const language = m.entry.endsWith('.py') ? 'python' : 'javascript';
    const memoryMb = memoryLimitMb(m);
    let limitS = timeLimitS(m, o.timeoutS);
    if (o.maxTimeoutS !== undefined) {
        if (o.maxTimeoutS > limitS)
            findings.push((0,finding/* finding */.g)(codes.QS.QS037, `.benchgate.yml option \`qsolve.timeout_s: ${o.maxTimeoutS}\` is ignored: the checked tree may only lower the time limit (${limitS} s here); a longer one must come from the job`, { file: '.benchgate.yml' }));
        limitS = Math.min(limitS, o.maxTimeoutS);
    }
    const mode = o.sandbox ?? 'auto';
    const entryAbs = (0,external_node_path_.resolve)(s.folderAbs, m.entry);
    const runnerAsset = assetPath(language === 'python' ? 'qsolve_runner.py' : 'qsolve_runner.mjs');
    const exe = language === 'python' ? (0,sandbox/* resolveCommand */.OK)(o.python ?? 'python3', (o.env ?? process.env).PATH) : process.execPath;
    const need = [runnerAsset, s.folderAbs, entryAbs, ...(exe ? [exe] : [])];
    const { iso, caps: lcaps, runAs, expose } = (0,sandbox/* isolationFor */.Qc)(mode, need, (0,cover/* privateDirs */.ym)(o.env ?? process.env));
    // Without a cgroup, node gets RLIMIT_DATA (its reserved address space would trip RLIMIT_AS).
    if (language === 'javascript' && iso.memory === 'RLIMIT_AS')
        iso.memory = 'RLIMIT_DATA';
    if (mode === 'required' && iso.level !== 'full') {
        const why = `\`sandbox: required\` and this machine cannot isolate the workflow fully (missing: ${iso.missing.join('; ')})`;
        findings.push((0,finding/* finding */.g)(codes.QS.QS034, `workflow ${s.folder} did not run: ${why}. ${SANDBOX_OPT_OUT}`, {
            file: s.manifestFile,
            gate: 'cases_pass'
        }));
        return { findings, notRun: why, stats };
    }
    if (mode === 'off')
        findings.push((0,finding/* finding */.g)(codes.QS.QS036, `workflow ${s.folder} ran with \`sandbox: off\`: no namespaces, so it could read benchgate's processes, write the job's files and use the network`, { file: s.manifestFile }));
    else if (iso.level !== 'full')
        findings.push((0,finding/* finding */.g)(codes.QS.QS035, `workflow ${s.folder} ran with ${iso.level} isolation (missing: ${iso.missing.join('; ')})`, {
            file: s.manifestFile
        }));
    let argv;
    let interpreter;
    if (language === 'python') {
        const py = o.python ?? 'python3';
        const probe = probePython(py, mode, s.folderAbs);
        if (!probe.ok) {
            findings.push((0,finding/* finding */.g)(codes.QS.QS030, `workflow ${s.folder} cannot run: ${probe.message}`, {
                file: s.manifestFile,
                gate: 'cases_pass'
            }));
            return { findings, notRun: probe.message, stats };
        }
        interpreter = `python ${probe.version}`;
        argv = [py, '-B', '-u', assetPath('qsolve_runner.py')];
    }
    else {
        interpreter = `node ${process.versions.node}`;
        argv = [process.execPath, `--max-old-space-size=${memoryMb}`, '--no-warnings', assetPath('qsolve_runner.mjs')];
    }
    const caps = (0,sandbox/* sandboxCaps */.XT)();
    const memoryEnforcement = lcaps ? iso.memory : (0,sandbox/* plan */.et)(['x'], memoryMb, language === 'python', caps).memoryEnforcement;
    const networkIsolated = lcaps ? iso.namespaces.includes('network') : caps.unshare.length > 0;
    const info = {
        protocol: protocol/* PROTOCOL_VERSION */.WP,
        language,
        interpreter,
        network_isolated: networkIsolated,
        memory_limit_mb: memoryMb,
        memory_enforcement: memoryEnforcement,
        time_limit_s: limitS,
        isolation: iso
    };
    if (!info.network_isolated)
        findings.push((0,finding/* finding */.g)(codes.QS.QS031, `workflow ${s.folder} ran with network access: \`unshare -rn\` is not available or not permitted here`, { file: s.manifestFile }));
    const rt = {
        state: s,
        manifest: m,
        language,
        argv,
        entryAbs,
        memoryMb,
        limitS,
        deadline: Date.now() + limitS * 1000,
        backend,
        env: o.env ?? process.env,
        info,
        ...(lcaps && runAs
            ? {
                launcher: {
                    caps: lcaps,
                    runAs,
                    hide: (0,sandbox/* hiddenPaths */.v_)(o.env ?? process.env, s.folderAbs),
                    need,
                    expose: expose ?? []
                }
            }
            : {}),
        referenceName: referenceOf(m),
        progress: o.progress ?? (() => { })
    };
    const log = o.log ?? (() => { });
    const digest = o.cache ? await (0,cache_key/* workflowDigest */.s)(s.folderAbs) : undefined;
    const runnerSha = digest ? (0,hash/* sha256Hex */.fg)(await (0,promises_.readFile)(argv[argv.length - 1]).catch(() => Buffer.from('missing'))) : '';
    // Everything besides the case that determines a record: the runner and interpreter, the sandbox and limits, the engine build.
    const environment = digest
        ? {
            runner: info,
            engine: o.backend ? `custom:${o.backend.constructor?.name ?? 'backend'}` : await engineBuildId(),
            timeLimitS: limitS
        }
        : undefined;
    const defaultTarget = o.target ?? DEFAULT_TARGET;
    const prepare = async (spec) => {
        const r = await (0,submission/* resolveCaseInput */.FC)(spec, s.folderAbs, s.casesFile);
        if (!r.ok)
            return { error: r.finding.message };
        const params = structuredClone(spec.params);
        s.paramsSchema?.(params);
        return { spec, input: r.value, params, target: spec.target ?? defaultTarget };
    };
    const records = [];
    const prepared = [];
    for (const [list, specs] of [
        ['cases', cases.cases],
        ['hardware_cases', cases.hardware]
    ]) {
        for (const spec of specs) {
            const p = await prepare(spec);
            if ('error' in p) {
                const rec = {
                    name: spec.name,
                    list,
                    target: spec.target ?? defaultTarget,
                    seed: spec.seed,
                    params: spec.params,
                    expect: spec.expect,
                    exception: exc('InputError', p.error),
                    methods: []
                };
                records.push({ ...rec, result_hash: (0,hash/* resultHash */.wP)(rec) });
                prepared.push(undefined);
                continue;
            }
            prepared.push(p);
            const why = rt.backend.available(p.target);
            if (why !== null) {
                stats.unavailable++;
                const rec = {
                    name: spec.name,
                    list,
                    target: p.target,
                    seed: spec.seed,
                    params: p.params,
                    expect: spec.expect,
                    unavailable: why,
                    methods: []
                };
                records.push({ ...rec, result_hash: (0,hash/* resultHash */.wP)(rec) });
                log(`qsolve ${s.folder}: ${spec.name} [${p.target}]: not run (${why})`);
                continue;
            }
            const key = digest
                ? (0,cache_key/* cacheKey */.k)({
                    digest,
                    runner: runnerSha,
                    list,
                    name: spec.name,
                    input: p.input,
                    params: p.params,
                    seed: spec.seed,
                    target: p.target,
                    expect: spec.expect,
                    limits: { memoryMb },
                    environment
                })
                : undefined;
            const expected = {
                name: spec.name,
                list,
                target: p.target,
                seed: spec.seed,
                params: p.params,
                expect: spec.expect,
                input_sha256: (0,hash/* sha256Hex */.fg)((0,hash/* canonicalJson */.dj)(p.input))
            };
            if (key && o.cache) {
                // Time spent waiting for the cache service is not the workflow's: move the deadline by it.
                const t0 = Date.now();
                const hit = await o.cache.get(key).catch(() => undefined);
                rt.deadline += Date.now() - t0;
                const rec = hit ? verifyCached(hit, key, expected) : undefined;
                if (rec) {
                    stats.cached++;
                    records.push(rec);
                    log(`qsolve ${s.folder}: ${spec.name} [${p.target}]: ${caseSummary(rec)} (cached)`);
                    continue;
                }
            }
            const rec = await runCase(rt, p, list);
            stats.ran++;
            records.push(rec);
            log(`qsolve ${s.folder}: ${spec.name} [${p.target}]: ${caseSummary(rec)} (${(rec.wall_time_s ?? 0).toFixed(2)} s)`);
            if (key && o.cache && cacheable(rec)) {
                const t0 = Date.now();
                await o.cache.set(key, JSON.stringify({ key, record: rec })).catch(() => { });
                rt.deadline += Date.now() - t0;
            }
        }
    }
    const out = {
        schema: qsolve_records/* RECORDS_SCHEMA_ID */.Ho,
        workflow: s.folder,
        engine: { name: 'benchgate', version: version/* VERSION */.x },
        metric: (0,manifest/* metricOf */.ak)(m.metric),
        target: defaultTarget,
        runner: info,
        cases: records
    };
    // reproducible: re-run the first `cases` entry that ran to a result, for real.
    const idx = records.findIndex((r) => (r.list ?? 'cases') === 'cases' && (0,gates/* ranToResult */.i1)(r));
    if (idx >= 0 && prepared[idx]) {
        const p = prepared[idx];
        rt.progress(`qsolve ${s.folder}: ${p.spec.name} [${p.target}] re-run for reproducible…`);
        const rerun = await runCase(rt, p, 'cases');
        stats.ran++;
        log(`qsolve ${s.folder}: ${p.spec.name} [${p.target}]: re-run ${rerun.result_hash === records[idx].result_hash ? 'gave the same result hash' : 'differs'} (${(rerun.wall_time_s ?? 0).toFixed(2)} s)`);
        out.reproducible = { case: p.spec.name, index: idx, rerun };
    }
    return { records: out, findings, stats };
}
function caseSummary(r) {
    if (r.exception)
        return `raised ${r.exception.type}: ${r.exception.message.slice(0, 120)}`;
    if (r.unavailable)
        return `not run (${r.unavailable})`;
    const parts = r.methods.map((m) => `${m.name} ${m.status === 'ok' ? (m.evaluated ?? m.objective ?? '?') : m.status}${m.circuits.length ? ` (${m.circuits.length} circuits)` : ''}`);
    return parts.join(', ');
}


/***/ }),

/***/ 49508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ MANIFEST_SCHEMA),
/* harmony export */   i: () => (/* binding */ RUN_RECORD_SCHEMA)
/* harmony export */ });
/**
 * The two JSON Schemas benchgate defines for Qsolve. The same objects are published as
 * schemas/qsolve/manifest.schema.json and schemas/qsolve/run-record.schema.json (a test keeps them equal).
 */
const relPath = {
    type: 'string',
    minLength: 1,
    maxLength: 300,
    pattern: '^(?![/\\\\])(?![A-Za-z]:)(?!.*(^|[/\\\\])\\.\\.([/\\\\]|$)).+$'
};
const MANIFEST_SCHEMA = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://github.com/benchgate/benchgate/schemas/qsolve/manifest.schema.json',
    title: 'Qsolve workflow manifest (benchgate layout: qsolve.yaml or qsolve.json)',
    type: 'object',
    additionalProperties: false,
    required: ['name', 'entry', 'schemas', 'methods'],
    properties: {
        name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$', description: 'Workflow slug, e.g. max-cut.' },
        version: { type: 'string', pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?$' },
        title: { type: 'string', maxLength: 200 },
        description: { type: 'string', maxLength: 5000 },
        entry: {
            ...relPath,
            pattern: '^(?![/\\\\])(?!.*(^|/)\\.\\.(/|$))[^\\\\]+\\.(py|mjs)$',
            description: 'Entry module relative to the workflow folder: workflow.py (Python) or workflow.mjs (JavaScript).'
        },
        schemas: {
            type: 'object',
            additionalProperties: false,
            required: ['input', 'output'],
            properties: { input: relPath, output: relPath }
        },
        parameters: {
            type: 'object',
            description: 'Inline JSON Schema of run parameters; it must declare `shots`.',
            required: ['type', 'properties'],
            properties: {
                type: { const: 'object' },
                properties: { type: 'object', required: ['shots'] }
            }
        },
        methods: {
            type: 'array',
            minItems: 1,
            maxItems: 32,
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'kind'],
                properties: {
                    name: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_-]{0,63}$' },
                    kind: { enum: ['quantum', 'classical'] },
                    reference: { type: 'boolean' },
                    description: { type: 'string', maxLength: 2000 }
                }
            }
        },
        metric: {
            type: 'object',
            additionalProperties: false,
            properties: {
                kind: { enum: ['relative_gap', 'relative_error', 'error_rate'], default: 'relative_gap' },
                tolerance: { type: 'number', minimum: 0, maximum: 1, default: 0 },
                tolerance_abs: { type: 'number', minimum: 0 },
                note: { type: 'string', maxLength: 600 }
            }
        },
        resources: {
            type: 'object',
            additionalProperties: false,
            properties: {
                timeout_s: { type: 'number', exclusiveMinimum: 0 },
                memory_mb: { type: 'integer', minimum: 1 }
            }
        },
        targets: {
            type: 'object',
            additionalProperties: false,
            properties: {
                sim: { type: 'array', uniqueItems: true, items: { enum: ['cpu', 'gpu'] } },
                fake: { type: 'array', uniqueItems: true, items: { type: 'string', pattern: '^[a-z0-9_]{1,40}$' } },
                qpu: { type: 'array', uniqueItems: true, items: { enum: ['ibm'] } }
            }
        }
    }
};
const num = { type: ['number', 'null'] };
const CASE_RECORD = {
    type: 'object',
    required: ['name', 'target', 'seed', 'params', 'expect', 'methods'],
    additionalProperties: false,
    properties: {
        name: { type: 'string', minLength: 1 },
        list: { enum: ['cases', 'hardware_cases'] },
        target: { type: 'string', minLength: 1 },
        seed: { type: 'integer' },
        params: { type: 'object' },
        expect: {
            type: 'object',
            additionalProperties: false,
            properties: {
                max_gap: { type: 'number' },
                max_abs_error: { type: 'number' },
                min_fidelity: { type: 'number' },
                min_postselection: { type: 'number' },
                max_two_qubit_gates: { type: 'integer' }
            }
        },
        exception: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['type', 'message'],
            properties: { type: { type: 'string' }, message: { type: 'string' }, traceback: { type: 'string' } }
        },
        unavailable: { type: ['string', 'null'] },
        input_sha256: { type: 'string' },
        methods: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'kind', 'status', 'circuits'],
                properties: {
                    name: { type: 'string', minLength: 1 },
                    kind: { enum: ['quantum', 'classical'] },
                    reference: { type: 'boolean' },
                    status: { enum: ['ok', 'unavailable', 'failed'] },
                    reason: { type: ['string', 'null'] },
                    missing_module: { type: ['string', 'null'] },
                    objective: num,
                    solution: {},
                    evaluated: num,
                    stderr: num,
                    details: { type: ['object', 'null'] },
                    wall_time_s: num,
                    circuits: {
                        type: 'array',
                        items: {
                            type: 'object',
                            additionalProperties: false,
                            required: ['qubits', 'two_qubit_gates', 'mid_circuit_measurement', 'shots'],
                            properties: {
                                qubits: { type: 'integer', minimum: 0 },
                                two_qubit_gates: { type: ['integer', 'null'], minimum: 0 },
                                mid_circuit_measurement: { type: 'boolean' },
                                shots: { type: 'integer', minimum: 0 },
                                clbits: { type: 'integer', minimum: 0 },
                                target: { type: 'string' },
                                seed: { type: 'integer' },
                                qasm_sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
                                qasm_version: { enum: [2, 3] },
                                counts: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
                                transpiled_two_qubit_gates: { type: ['integer', 'null'], minimum: 0 },
                                fidelity: num,
                                raw_fidelity: num,
                                readout_gamma: num,
                                layout: {
                                    type: 'object',
                                    additionalProperties: false,
                                    required: ['initial', 'physical_qubits', 'couplers', 'method', 'swaps'],
                                    properties: {
                                        initial: { type: 'array', items: { type: 'integer', minimum: -1 } },
                                        physical_qubits: { type: 'array', items: { type: 'integer', minimum: 0 } },
                                        couplers: {
                                            type: 'array',
                                            items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 0 } }
                                        },
                                        method: { enum: ['vf2', 'region', 'initial', 'trivial', 'as-sent'] },
                                        swaps: { type: 'integer', minimum: 0 }
                                    }
                                }
                            }
                        }
                    },
                    mitigation: {
                        type: ['object', 'null'],
                        additionalProperties: false,
                        properties: {
                            fidelity: num,
                            coverage: num,
                            postselection: num,
                            source: { enum: ['backend', 'workflow', null] },
                            reported: {
                                type: ['object', 'null'],
                                additionalProperties: false,
                                properties: { fidelity: num, coverage: num, postselection: num }
                            }
                        }
                    }
                }
            }
        },
        estimate: {
            type: ['object', 'null'],
            additionalProperties: false,
            properties: { circuits: num, shots: num }
        },
        result_hash: { type: ['string', 'null'] },
        wall_time_s: num
    }
};
const RUN_RECORD_SCHEMA = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://github.com/benchgate/benchgate/schemas/qsolve/run-record.schema.json',
    title: 'benchgate Qsolve run records (what the runner produced for one workflow)',
    type: 'object',
    additionalProperties: false,
    required: ['schema', 'workflow', 'engine', 'cases'],
    properties: {
        schema: { const: 'benchgate.qsolve.run-records/1' },
        workflow: { type: 'string' },
        engine: {
            type: 'object',
            required: ['name', 'version'],
            additionalProperties: false,
            properties: { name: { type: 'string' }, version: { type: 'string' } }
        },
        metric: {
            type: ['object', 'null'],
            additionalProperties: false,
            properties: MANIFEST_SCHEMA.properties.metric.properties
        },
        target: { type: 'string', minLength: 1 },
        runner: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['protocol', 'language', 'network_isolated', 'memory_limit_mb', 'memory_enforcement', 'time_limit_s'],
            properties: {
                protocol: { type: 'integer' },
                language: { enum: ['python', 'javascript'] },
                interpreter: { type: 'string' },
                network_isolated: { type: 'boolean' },
                memory_limit_mb: { type: 'number' },
                memory_enforcement: { type: 'string' },
                time_limit_s: { type: 'number' },
                isolation: {
                    type: 'object',
                    properties: {
                        level: { enum: ['full', 'partial', 'none', 'off'] },
                        via: { type: 'string' },
                        namespaces: { type: 'array', items: { type: 'string' } },
                        filesystem: { type: 'string' },
                        user: { type: 'string' },
                        memory: { type: 'string' },
                        processes: { type: ['string', 'null'] },
                        missing: { type: 'array', items: { type: 'string' } },
                        uid: { type: 'integer' },
                        hidden: { type: 'array', items: { type: 'string' } },
                        nestedUserns: { type: ['string', 'null'] }
                    }
                }
            }
        },
        cases: { type: 'array', items: { $ref: '#/$defs/case' } },
        reproducible: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['case', 'index', 'rerun'],
            properties: { case: { type: 'string' }, index: { type: 'integer', minimum: 0 }, rerun: { $ref: '#/$defs/case' } }
        },
        binding: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['content', 'benchgate', 'cases'],
            properties: {
                content: { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' },
                benchgate: { type: 'string', maxLength: 64 },
                cases: { type: 'array', maxItems: 100000, items: { type: 'string', maxLength: 1024 } }
            }
        }
    },
    $defs: { case: CASE_RECORD }
};


/***/ }),

/***/ 39936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Iz: () => (/* binding */ checkCases),
  dw: () => (/* binding */ parseJsonObject),
  FC: () => (/* binding */ resolveCaseInput)
});

// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./src/core/bounds.ts
var bounds = __webpack_require__(8630);
// EXTERNAL MODULE: ./src/quantum/devices/target-syntax.ts
var target_syntax = __webpack_require__(2002);
;// CONCATENATED MODULE: ./src/quantum/devices/data/names.ts
// Generated by scripts/gen-devices.mjs. Do not edit.
/** The fake devices' short names, sorted: for checks that need the names without loading the device data. */
const FAKE_DEVICE_NAMES = ['aachen', 'fez', 'kingston', 'marrakesh', 'torino'];

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var codes = __webpack_require__(58426);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/circuit-options.ts
var circuit_options = __webpack_require__(36399);
;// CONCATENATED MODULE: ./src/suites/qsolve/submission.ts
/**
 * Submission checks on every case of both lists (before any run): input present, input_file safe and a JSON object,
 * input against the input schema, params.shots ≤ 100,000, params against the parameter schema, hardware cases ≤ 600 KB.
 * `resolveCaseInputs` does the file I/O; `checkCases` is pure.
 */








const MAX_SHOTS = 100_000;
/** 600 KB, read as 600,000 bytes (the stricter of the two readings). */
const HARDWARE_MAX_BYTES = 600_000;
const INPUT_MAX_BYTES = 16 * 1024 * 1024;
function who(c) {
    return c.name ? `case "${c.name}" (${c.list}[${c.index}])` : `${c.list}[${c.index}]`;
}
function at(c, file, key) {
    const p = (key && c.keyPos[key]) || c.pos;
    return { file, line: p.line, column: p.column, subject: c.name || `${c.list}[${c.index}]` };
}
/** Reads one case's input (`input` wins over `input_file`). `folderAbs` is the real path of the workflow folder. */
async function resolveCaseInput(c, folderAbs, file) {
    if (c.input !== undefined)
        return { ok: true, value: c.input, from: 'input' };
    if (c.input_file === undefined)
        return { ok: false, finding: (0,finding/* finding */.g)(codes.QS.QS009, `${who(c)} has neither \`input\` nor \`input_file\``, at(c, file)) };
    const p = c.input_file;
    const lex = (0,paths/* checkRelativePath */._k)(p);
    if (!lex.ok)
        return { ok: false, finding: (0,finding/* finding */.g)(codes.QS.QS010, `${who(c)}: input_file ${lex.message}`, at(c, file, 'input_file')) };
    let real;
    try {
        real = await (0,paths/* resolveInside */.LI)(folderAbs, p, { expect: 'file' });
    }
    catch (e) {
        if (e instanceof paths/* UnsafePathError */.k0) {
            const code = e.problem === 'escapes' || e.problem === 'absolute' || e.problem === 'traversal' ? codes.QS.QS010 : codes.QS.QS011;
            return { ok: false, finding: (0,finding/* finding */.g)(code, `${who(c)}: input_file ${e.message}`, at(c, file, 'input_file')) };
        }
        return {
            ok: false,
            finding: (0,finding/* finding */.g)(codes.QS.QS011, `${who(c)}: input_file "${p}" cannot be read: ${e.message}`, at(c, file, 'input_file'))
        };
    }
    let buf;
    try {
        buf = await (0,paths/* readBounded */.CB)(real, INPUT_MAX_BYTES);
    }
    catch (e) {
        const msg = e instanceof paths/* FileTooLargeError */.yq ? e.message : e.message;
        return {
            ok: false,
            finding: (0,finding/* finding */.g)(codes.QS.QS011, `${who(c)}: input_file "${p}" cannot be read: ${msg}`, at(c, file, 'input_file'))
        };
    }
    const r = parseJsonObject(buf);
    if (!r.ok)
        return {
            ok: false,
            finding: (0,finding/* finding */.g)(r.bound ? general.BG.BG020 : codes.QS.QS011, `${who(c)}: input_file "${p}" ${r.message}`, at(c, file, 'input_file'))
        };
    return { ok: true, value: r.value, from: 'input_file' };
}
/** Parses bytes as one JSON object. */
function parseJsonObject(buf) {
    const text = (0,paths/* decodeUtf8Strict */.h0)(buf);
    if (text === undefined)
        return { ok: false, message: 'is not valid UTF-8' };
    const over = (0,bounds/* scanJsonBounds */.Z9)(text);
    if (over) {
        const at = (0,bounds/* positionOf */.df)(text, over.offset);
        return {
            ok: false,
            message: `is not checked: at line ${at.line}, column ${at.column}, ${(0,bounds/* describeBound */.YD)(over)}; ${bounds/* BOUND_FIX */.XM}`,
            bound: at
        };
    }
    let v;
    try {
        v = JSON.parse(text);
    }
    catch (e) {
        return {
            ok: false,
            message: `is not valid JSON: ${e instanceof RangeError ? 'nested too deeply' : e.message}`
        };
    }
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return {
            ok: false,
            message: `does not hold a JSON object (found ${v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v})`
        };
    return { ok: true, value: v };
}
/** What is wrong with the transpiler options among a case's params (the keys ctx.run sends with every circuit), or undefined. */
function transpilerParamsProblem(params) {
    const keys = ['initial_layout', 'optimization_level', 'seed_transpiler'].filter((k) => params[k] != null);
    if (!keys.length)
        return undefined;
    const r = (0,circuit_options/* circuitOptions */.K)(Object.fromEntries(keys.map((k) => [k, params[k]])));
    if (!r.ok)
        return r.problem;
    const il = r.options?.initialLayout;
    if (il && new Set(il).size !== il.length)
        return `initial_layout names a device qubit twice: ${JSON.stringify(il)}`;
    return undefined;
}
/** The pure part of the submission checks plus benchgate's warnings (QS016 ibm: under cases, QS017 duplicates, QS029 target). */
function checkCases(x) {
    const out = [];
    const all = [...x.cases, ...x.hardware];
    for (const c of all) {
        const r = x.inputs.get(c);
        if (c.input !== undefined && c.input_file !== undefined)
            out.push((0,finding/* finding */.g)(codes.QS.QS018, `${who(c)} gives both \`input\` and \`input_file\`; \`input\` wins and "${c.input_file}" is ignored`, at(c, x.file, 'input_file')));
        if (r && !r.ok)
            out.push(r.finding);
        if (r && r.ok && x.inputSchema) {
            const v = x.inputSchema(r.value);
            if (!v.ok)
                out.push((0,finding/* finding */.g)(codes.QS.QS012, `${who(c)}: input${v.instancePath ? ` ${v.instancePath}` : ''} ${v.message} (schema path ${v.schemaPath})`, at(c, x.file, r.from)));
        }
        const shots = c.params.shots;
        if (typeof shots === 'number' && shots > MAX_SHOTS)
            out.push((0,finding/* finding */.g)(codes.QS.QS013, `${who(c)}: params.shots is ${shots}, above ${MAX_SHOTS.toLocaleString('en-US')}`, at(c, x.file, 'params')));
        const topts = transpilerParamsProblem(c.params);
        if (topts)
            out.push((0,finding/* finding */.g)(codes.QS.QS060, `${who(c)}: params ${topts}`, at(c, x.file, 'params')));
        if (x.paramsSchema) {
            const v = x.paramsSchema(structuredClone(c.params));
            if (!v.ok)
                out.push((0,finding/* finding */.g)(codes.QS.QS014, `${who(c)}: params${v.instancePath ? ` ${v.instancePath}` : ''} ${v.message} (schema path ${v.schemaPath})`, at(c, x.file, 'params')));
        }
        if (c.target !== undefined && c.list === 'cases') {
            const p = (0,target_syntax/* parseTargetSpec */.Sf)(c.target);
            const shown = (0,target_syntax/* showTarget */.Rg)(c.target);
            if (p.ok && p.target.kind === 'ibm')
                out.push((0,finding/* finding */.g)(codes.QS.QS016, `${who(c)} targets ${c.target}: validation has no device access, so this case cannot run and fails; move it to hardware_cases`, at(c, x.file, 'target')));
            else if (p.ok && p.target.kind === 'fake' && !isFakeDevice(p.target.device))
                out.push((0,finding/* finding */.g)(codes.QS.QS029, `${who(c)}: target "${shown}" names no fake device (known: ${FAKE_DEVICE_NAMES.join(', ')}); the case cannot run and does not count for fidelity_checked`, at(c, x.file, 'target')));
            else if (!p.ok && p.error.reason === 'scale-range') {
                out.push((0,finding/* finding */.g)(codes.QS.QS038, `${who(c)}: target "${shown}" has a noise scale of ${shown.slice(shown.indexOf('@') + 1)}, outside 1 to 10; the case cannot run and does not count for fidelity_checked`, { ...at(c, x.file, 'target'), gate: 'cases_pass' }));
            }
            else if (!p.ok)
                out.push((0,finding/* finding */.g)(codes.QS.QS029, `${who(c)}: target "${shown}" is not sim-<name>, fake:<device>[@<scale 1-10>] or ibm:<device>: ${p.error.message} (column ${p.error.column} of the target)`, at(c, x.file, 'target')));
        }
    }
    for (const list of [x.cases, x.hardware]) {
        const seen = new Map();
        for (const c of list) {
            const key = `${c.name}\u0000${c.target ?? ''}`;
            const prev = seen.get(key);
            if (prev)
                out.push((0,finding/* finding */.g)(codes.QS.QS017, `${who(c)} has the same name and target as ${c.list}[${prev.index}]; the track record keeps one row per name and target`, at(c, x.file, 'name')));
            else
                seen.set(key, c);
        }
    }
    const size = hardwareSize(x.hardware, x.inputs);
    if (size !== undefined && size > HARDWARE_MAX_BYTES) {
        out.push((0,finding/* finding */.g)(codes.QS.QS015, `The hardware cases are too large: ${size} bytes with their inputs written out, over ${HARDWARE_MAX_BYTES} (600 KB)`, { file: x.file, ...(x.hardwareKey ?? {}) }));
    }
    return out;
}
/** Bytes of all hardware cases as compact JSON with inputs written inline; undefined when an input did not resolve. */
function hardwareSize(hw, inputs) {
    let total = 0;
    for (const c of hw) {
        const r = inputs.get(c);
        if (!r || !r.ok)
            return undefined;
        const written = {
            name: c.name,
            input: r.value,
            params: c.params,
            seed: c.seed,
            target: c.target,
            expect: c.expect
        };
        total += Buffer.byteLength(JSON.stringify(written), 'utf8');
    }
    return total;
}
/** A fake device name as the engine accepts it (`getDevice`: case-insensitive, a leading `fake_` or `ibm_` allowed). */
function isFakeDevice(name) {
    return FAKE_DEVICE_NAMES.includes(name.toLowerCase().replace(/^(fake_|ibm_)/, ''));
}


/***/ }),

/***/ 91124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QSOLVE_OPTION_TRUST: () => (/* binding */ QSOLVE_OPTION_TRUST),
/* harmony export */   QSOLVE_SUITE_ID: () => (/* binding */ QSOLVE_SUITE_ID),
/* harmony export */   discoverWorkflows: () => (/* binding */ discoverWorkflows),
/* harmony export */   nothingRan: () => (/* binding */ nothingRan),
/* harmony export */   qsolveSuite: () => (/* binding */ qsolveSuite),
/* harmony export */   readOptions: () => (/* binding */ readOptions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(95278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58426);
/* harmony import */ var _gates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36291);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68647);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(43572);
/* harmony import */ var _runner_sandbox_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67788);
/* harmony import */ var _core_trust_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(39597);
/* harmony import */ var _workflow_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(64136);
/* harmony import */ var _binding_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(91173);
/* harmony import */ var _reported_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(63501);












const isMode = (v) => typeof v === 'string' && _reported_js__WEBPACK_IMPORTED_MODULE_10__/* .REPORTED_MITIGATION_MODES */ .jq.includes(v);
const QSOLVE_SUITE_ID = 'qsolve';
/**
 * Every qsolve option and how the checked tree's `.benchgate.yml` may set it (docs/security.md; applied by the run
 * through `resolveTreeOptions`, BG014 for what is ignored). The keys are the option names.
 */
const QSOLVE_OPTION_TRUST = {
    records: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_7__/* .jobOnly */ .o2)('committed run records would replace running the workflow'),
    run: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_7__/* .tightenBool */ .mA)(true, true),
    target: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_7__/* .jobOnly */ .o2)('it replaces the target the cases run on'),
    // Lower is stricter; from the tree it only lowers the workflow's own limit (QS037 at run time otherwise).
    timeout_s: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_7__/* .tightenLower */ .F8)(Infinity),
    python: {
        tree: 'allow',
        allow: (v) => typeof v === 'string' && /^python3(\.[0-9]{1,2})?$/.test(v),
        why: 'the checked tree may only name `python3` or `python3.N` (looked up on PATH); an interpreter path would run as the probe, so it must come from the job'
    },
    sandbox: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_7__/* .tightenByOrder */ .L4)(['off', 'auto', 'required'], 'auto'),
    // trust → verify → ignore: the workflow's own numbers count less at each step (docs/qsolve.md).
    reported_mitigation: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_7__/* .tightenByOrder */ .L4)(_reported_js__WEBPACK_IMPORTED_MODULE_10__/* .REPORTED_MITIGATION_MODES */ .jq, _reported_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_REPORTED_MITIGATION */ .A)
};
const OPTION_NAMES = Object.keys(QSOLVE_OPTION_TRUST);
/**
 * Validates `ctx.options`; bad values become QS025 findings and are ignored. `config` is the part the run took from
 * the checked tree's `.benchgate.yml` (already limited by QSOLVE_OPTION_TRUST): its `timeout_s` only lowers the
 * workflow's own limit.
 */
function readOptions(raw, config = {}) {
    const options = {};
    const findings = [];
    const bad = (k, what, v) => findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_11__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_2__.QS.QS025, `option \`${k}\` must be ${what} (got ${JSON.stringify(v)})`, {}));
    const fromFile = (k) => Object.prototype.hasOwnProperty.call(config, k) && config[k] === raw[k];
    for (const [k, v] of Object.entries(raw ?? {})) {
        if (fromFile(k) && k === 'timeout_s')
            options.timeoutFromConfig = true;
        if (k === 'records') {
            if (typeof v === 'string' && v.length > 0)
                options.records = v;
            else
                bad(k, 'a non-empty path relative to each workflow folder', v);
        }
        else if (k === 'run') {
            if (typeof v === 'boolean')
                options.run = v;
            else if (v === 'true' || v === 'false')
                options.run = v === 'true';
            else
                bad(k, 'true or false', v);
        }
        else if (k === 'target') {
            if (typeof v === 'string' && /^(sim-[A-Za-z0-9_-]+|fake:[A-Za-z0-9_.-]+(@[0-9.]+)?|ibm:[A-Za-z0-9_.-]+)$/.test(v))
                options.target = v;
            else
                bad(k, 'a target such as sim-cpu or fake:fez@1.6', v);
        }
        else if (k === 'timeout_s') {
            const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
            if (typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= 86400)
                options.timeout_s = n;
            else
                bad(k, 'a number of seconds above 0 (at most 86400)', v);
        }
        else if (k === 'sandbox') {
            if (typeof v === 'string' && _runner_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .SANDBOX_MODES */ .f.includes(v))
                options.sandbox = v;
            else
                bad(k, 'auto, required or off', v);
        }
        else if (k === 'reported_mitigation') {
            if (isMode(v))
                options.reported_mitigation = v;
            else
                bad(k, _reported_js__WEBPACK_IMPORTED_MODULE_10__/* .REPORTED_MITIGATION_MODES */ .jq.join(', ').replace(/, (?=[^,]*$)/, ' or '), v);
        }
        else if (k === 'python') {
            if (typeof v === 'string' && v.length > 0 && v.length < 1000)
                options.python = v;
            else
                bad(k, 'an interpreter command such as python3', v);
        }
        else {
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_11__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_2__.QS.QS025, `unknown qsolve option \`${k}\`; the options are ${OPTION_NAMES.map((n) => `\`${n}\``).join(', ')}`, {}));
        }
    }
    return { options, findings };
}
/** Workflow folders: every folder holding qsolve.yaml or qsolve.json. Pure over the file list. */
function discoverWorkflows(files) {
    const folders = new Set();
    for (const f of files) {
        const base = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(f);
        if (_manifest_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAMES */ .Rr.includes(base))
            folders.add(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(f));
    }
    const findings = [];
    for (const f of files) {
        if (f === 'benchmarks/cases.yaml' || f.endsWith('/benchmarks/cases.yaml')) {
            const folder = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(f));
            if (!folders.has(folder)) {
                findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_11__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_2__.QS.QS019, `${f} has no workflow manifest (qsolve.yaml or qsolve.json) in ${folder === '.' ? 'the repository root' : folder + '/'}; it is not checked`, { file: f }));
            }
        }
    }
    const artifacts = [...folders].sort().map((path) => ({ path, kind: 'qsolve-workflow' }));
    return { artifacts, findings };
}
const qsolveSuite = {
    id: QSOLVE_SUITE_ID,
    title: 'Qsolve workflows',
    async discover(tree, ctx) {
        const d = discoverWorkflows(tree.files);
        const opt = readOptions(ctx.options, ctx.configOptions);
        return { ...d, findings: [...(d.findings ?? []), ...opt.findings] };
    },
    async check(artifact, ctx) {
        const started = performance.now();
        try {
            const { options } = readOptions(ctx.options, ctx.configOptions);
            const state = await (0,_workflow_js__WEBPACK_IMPORTED_MODULE_8__/* .loadWorkflow */ .G2)(ctx.root, artifact.path);
            let rec;
            if (options.run === false || options.records !== undefined) {
                // Records the job points at are used only when bound to this workflow (binding.ts).
                const found = await (0,_workflow_js__WEBPACK_IMPORTED_MODULE_8__/* .findRecords */ .gP)(state, options.records);
                rec = await (0,_binding_js__WEBPACK_IMPORTED_MODULE_9__/* .bindRecords */ .EN)(state, found, found.abs);
            }
            else {
                const r = await (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runWorkflow */ .F)(state, {
                    ...(options.target ? { target: options.target } : {}),
                    ...(options.timeout_s !== undefined
                        ? options.timeoutFromConfig
                            ? { maxTimeoutS: options.timeout_s }
                            : { timeoutS: options.timeout_s }
                        : {}),
                    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
                    ...(options.python ? { python: options.python } : {}),
                    ...(ctx.cache ? { cache: ctx.cache } : {}),
                    log: ctx.log,
                    ...(ctx.progress ? { progress: ctx.progress } : {})
                });
                rec = {
                    ...(r.records ? { records: r.records } : {}),
                    findings: r.findings,
                    ...(r.notRun ? { notRun: r.notRun } : {}),
                    run: r.stats
                };
            }
            const res = (0,_workflow_js__WEBPACK_IMPORTED_MODULE_8__/* .checkWorkflow */ .qF)(state, rec, {
                ...(options.reported_mitigation ? { reportedMitigation: options.reported_mitigation } : {})
            });
            return { ...res, artifact, durationMs: Math.round(performance.now() - started) };
        }
        catch (e) {
            return {
                artifact,
                gates: _gates_js__WEBPACK_IMPORTED_MODULE_3__/* .GATE_IDS */ .$I.slice(0, 6).map((id) => ({
                    id,
                    title: _gates_js__WEBPACK_IMPORTED_MODULE_3__/* .GATE_TITLES */ .Wc[id],
                    status: 'undecided',
                    detail: 'the qsolve suite crashed on this workflow'
                })),
                findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_11__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG005, `qsolve suite error: ${e.message}`, { file: artifact.path })]
            };
        }
    },
    nothingChecked: nothingRan,
    optionTrust: { table: QSOLVE_OPTION_TRUST }
};
/**
 * The run-level "nothing ran" rule (fail-on-empty): Qsolve workflows were found but every case of every one of
 * them was skipped (`cases_pass` skipped). Since issue 21 benchgate follows the seed and a case whose method is
 * unavailable fails (`no headline metric`), so new results never have a skipped `cases_pass` and this rule does not
 * fire on them: an all-unavailable workflow is red through its own `cases_pass` gate. The rule stays as a guard for
 * reports (merged shards) that still carry a skipped `cases_pass`.
 */
function nothingRan(results) {
    if (results.length === 0)
        return undefined;
    const skipped = results.filter((r) => r.gates.some((g) => g.id === 'cases_pass' && g.status === 'skipped'));
    if (skipped.length < results.length)
        return undefined;
    const first = skipped[0].gates.find((g) => g.id === 'cases_pass')?.detail ?? '';
    return `every case of ${results.length === 1 ? 'the workflow' : `all ${results.length} workflows`} was skipped (first ${skipped[0].artifact.path}: ${first})`;
}


/***/ }),

/***/ 64136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qF: () => (/* binding */ checkWorkflow),
  k1: () => (/* binding */ decideAll),
  gP: () => (/* binding */ findRecords),
  Ig: () => (/* binding */ lintStage),
  G2: () => (/* binding */ loadWorkflow),
  PY: () => (/* binding */ nameWorkflow),
  Ps: () => (/* binding */ validateStage)
});

// UNUSED EXPORTS: findDefinition, isolationLine, lastWorkflowFrame, tidyTraceback

// EXTERNAL MODULE: ./src/suites/qsolve/decide.ts
var decide = __webpack_require__(74394);
// EXTERNAL MODULE: ./src/suites/qsolve/reported.ts
var reported = __webpack_require__(63501);
;// CONCATENATED MODULE: ./src/suites/qsolve/metrics.ts


/** At most this many cases contribute per-case metrics (a report stays small whatever the cases file says). */
const MAX_CASE_METRICS = 200;
const num = (x) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
const pct = (v) => `${(v * 100).toFixed(2)}%`;
/** `hardwareCases`: the hardware entries of cases.yaml (never run in CI). */
function qsolveMetrics(decisions, hardwareCases = 0) {
    const out = [];
    const head = num((0,decide/* headlineAccuracy */.wh)(decisions).median);
    out.push({
        id: 'headline_accuracy',
        label: 'Headline accuracy (median of the sim- rows)',
        value: head,
        better: 'higher',
        ...(head !== null ? { headline: { label: 'headline accuracy', text: pct(head) } } : {})
    });
    const sim = decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-'));
    const passed = sim.filter((d) => d.status === 'pass').length;
    out.push({
        id: 'cases_passed',
        label: 'Cases passed (sim- targets)',
        value: passed,
        better: 'higher',
        headline: { label: 'cases passed', text: `${passed}/${sim.length}` }
    });
    out.push({ id: 'cases_on_sim', label: 'Cases on sim- targets', value: sim.length });
    if (hardwareCases > 0)
        out.push({
            id: 'hardware_cases',
            label: 'Hardware cases (not run in CI)',
            value: hardwareCases,
            headline: { label: 'hardware cases', text: `${hardwareCases} (not run in CI)` }
        });
    const seen = new Set();
    let n = 0;
    for (const d of decisions) {
        // One metric set per case name: the first record of a name wins (hardware rows repeat names on other targets).
        const key = d.list === 'cases' ? d.name : `hw:${d.name}@${d.target}`;
        if (seen.has(key) || n >= MAX_CASE_METRICS)
            continue;
        seen.add(key);
        n++;
        const id = d.list === 'cases' ? `case/${d.name}` : `hardware/${d.name}@${d.target}`;
        const label = d.list === 'cases' ? d.name : `${d.name} on ${d.target}`;
        out.push({ id: `${id}/gap`, label: `${label}: gap to the reference`, value: num(d.gap), better: 'lower' });
        const mit = d.mitigation?.fidelity;
        if (d.fidelity !== null) {
            // who produced the number the gate used, in the label (reported-mitigation, docs/qsolve.md)
            const who = !mit
                ? ''
                : mit.source === 'workflow'
                    ? ` (${reported/* LABEL_REPORTED */.HT})`
                    : ` (${reported/* LABEL_MEASURED */.Uy}, readout-mitigated)`;
            out.push({ id: `${id}/fidelity`, label: `${label}: fidelity${who}`, value: num(d.fidelity), better: 'higher' });
        }
        if (mit && mit.measured !== null && mit.source !== 'benchgate')
            out.push({
                id: `${id}/fidelity_measured`,
                label: `${label}: fidelity ${reported/* LABEL_MEASURED */.Uy} (readout-mitigated)`,
                value: num(mit.measured),
                better: 'higher'
            });
        if (mit && typeof mit.raw === 'number')
            out.push({
                id: `${id}/fidelity_raw`,
                label: `${label}: fidelity ${reported/* LABEL_MEASURED */.Uy} (raw)`,
                value: num(mit.raw),
                better: 'higher'
            });
        if (d.maxTwoQubitGates !== null)
            out.push({
                id: `${id}/two_qubit_gates`,
                label: `${label}: two-qubit gates`,
                value: num(d.maxTwoQubitGates),
                better: 'lower'
            });
    }
    return out;
}

// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
;// CONCATENATED MODULE: ./src/suites/qsolve/charts.ts


/** Most x values in one chart (the tables above keep every row). */
const MAX_POINTS = 60;
/** Most outcomes of the measured-counts chart (the most frequent ones). */
const MAX_OUTCOMES = 16;
function labels(ds) {
    const seen = new Map();
    for (const d of ds)
        seen.set(d.name, (seen.get(d.name) ?? 0) + 1);
    return ds.map((d) => ((seen.get(d.name) ?? 0) > 1 ? `${d.name} (${d.target})` : d.name));
}
const round = (x, digits = 4) => +x.toFixed(digits);
/**
 * A per-case limit: one threshold line when every charted case has the same limit, else a second series with
 * each case's limit (null where the case sets none), so no line claims a limit a case does not have.
 */
function limit(values, label) {
    const set = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
    if (!set.length)
        return {};
    if (set.length === values.length && set.every((v) => v === set[0]))
        return { thresholds: [{ label: `${label} ${set[0]}`, value: set[0] }] };
    return {
        series: {
            name: `${label} (per case)`,
            values: values.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null))
        }
    };
}
/**
 * The workflow's charts (HTML report; text and Markdown show them as tables): accuracy per case with the
 * metric's tolerance band, fidelity per noise-model case against `min_fidelity`, two-qubit gates against
 * `max_two_qubit_gates`, and one circuit's measured counts. `decisions[i]` is `records.cases[i]` decided.
 */
function qsolveCharts(decisions, records, metric) {
    const out = [];
    const acc = decisions.filter((d) => d.accuracy !== null).slice(0, MAX_POINTS);
    if (acc.length) {
        const low = acc.map((d) => d.interval
            ? round((1 - d.interval[1]) * 100, 2)
            : d.plusMinus !== null
                ? round((d.accuracy - d.plusMinus) * 100, 2)
                : null);
        const high = acc.map((d) => d.interval
            ? round((1 - d.interval[0]) * 100, 2)
            : d.plusMinus !== null
                ? round((d.accuracy + d.plusMinus) * 100, 2)
                : null);
        const hasBand = low.some((v) => v !== null);
        out.push({
            kind: 'chart',
            title: 'Accuracy per case',
            chart: {
                type: 'bar',
                x: { label: 'Case', values: labels(acc) },
                y: { label: 'Accuracy', unit: '%', min: 0, max: 100 },
                series: [
                    {
                        name: 'accuracy',
                        values: acc.map((d) => round(d.accuracy * 100, 2)),
                        ...(hasBand ? { low, high } : {})
                    }
                ],
                thresholds: [
                    {
                        label: `matches within tolerance (${metric.kind}, tolerance ${metric.tolerance})`,
                        value: round((1 - metric.tolerance) * 100, 2)
                    }
                ]
            },
            note: `A case matches the best classical answer at or above the line (1 − tolerance)${hasBand ? "; whiskers: the accuracy's ± or 95 % interval" : ''}.`
        });
    }
    const expectOf = (d) => records?.cases[decisions.indexOf(d)]?.expect;
    const fid = decisions
        .filter((d) => d.target.startsWith('fake:') && (d.fidelity !== null || expectOf(d)?.min_fidelity !== undefined))
        .slice(0, MAX_POINTS);
    if (fid.length) {
        const lim = limit(fid.map((d) => expectOf(d)?.min_fidelity), 'min_fidelity');
        out.push({
            kind: 'chart',
            title: 'Fidelity per noise-model case',
            chart: {
                type: 'bar',
                x: { label: 'Case', values: labels(fid) },
                y: { label: 'Fidelity', min: 0, max: 1 },
                series: [
                    {
                        name: 'fidelity used by the gate',
                        values: fid.map((d) => (d.fidelity === null ? null : round(d.fidelity)))
                    },
                    ...fidelitySources(fid),
                    ...(lim.series ? [lim.series] : [])
                ],
                ...(lim.thresholds ? { thresholds: lim.thresholds } : {})
            }
        });
    }
    const twoq = decisions.filter((d) => d.maxTwoQubitGates !== null).slice(0, MAX_POINTS);
    if (twoq.length) {
        const lim = limit(twoq.map((d) => expectOf(d)?.max_two_qubit_gates), 'max_two_qubit_gates');
        out.push({
            kind: 'chart',
            title: 'Two-qubit gates per case (largest circuit)',
            chart: {
                type: 'bar',
                x: { label: 'Case', values: labels(twoq) },
                y: { label: 'Two-qubit gates', min: 0 },
                series: [
                    { name: 'two-qubit gates', values: twoq.map((d) => d.maxTwoQubitGates) },
                    ...(lim.series ? [lim.series] : [])
                ],
                ...(lim.thresholds ? { thresholds: lim.thresholds } : {})
            }
        });
    }
    const counts = countsChart(records);
    if (counts)
        out.push(counts);
    return out;
}
/** The measured counts of one circuit: the first noise-model case's, else the first case's that has counts. */
function countsChart(records) {
    if (!records)
        return undefined;
    const ordered = [
        ...records.cases.filter((c) => c.target.startsWith('fake:')),
        ...records.cases.filter((c) => !c.target.startsWith('fake:'))
    ];
    for (const c of ordered) {
        const m = (0,decide/* quantumMethodOf */.uJ)(c);
        const i = m?.circuits.findIndex((k) => k.counts && Object.keys(k.counts).length > 0) ?? -1;
        if (!m || i < 0)
            continue;
        const circuit = m.circuits[i];
        const entries = Object.entries(circuit.counts).filter(([, n]) => typeof n === 'number' && Number.isFinite(n) && n >= 0);
        const total = entries.reduce((s, [, n]) => s + n, 0);
        if (!total)
            continue;
        entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        const top = entries.slice(0, MAX_OUTCOMES);
        return {
            kind: 'chart',
            title: `Measured counts: ${c.name} (${c.target}), circuit ${i + 1} of ${m.name}`,
            chart: {
                type: 'bar',
                x: { label: 'Outcome (clbit 0 rightmost)', values: top.map(([k]) => k) },
                y: { label: 'Share of shots', min: 0 },
                series: [{ name: 'measured', values: top.map(([, n]) => round(n / total)) }]
            },
            note: `${top.length} most frequent of ${entries.length} outcome(s), ${total} shots. The run records do not carry the ideal distribution, so it is not drawn${typeof circuit.fidelity === 'number' ? `; the noise engine scored this circuit's fidelity against it at ${circuit.fidelity.toFixed(4)}` : ''}.`
        };
    }
    return undefined;
}
/**
 * Beside the fidelity the gate used, the numbers behind it when a workflow reported one: reported by the workflow,
 * measured by benchgate (readout-mitigated and raw). Only series with a value.
 */
function fidelitySources(fid) {
    if (!fid.some((d) => d.mitigation?.fidelity.reported !== null && d.mitigation?.fidelity.reported !== undefined))
        return [];
    const pick = (f) => fid.map((d) => {
        const v = f(d);
        return typeof v === 'number' && Number.isFinite(v) ? round(v) : null;
    });
    const series = [
        { name: reported/* LABEL_REPORTED */.HT, values: pick((d) => d.mitigation?.fidelity.reported) },
        { name: `${reported/* LABEL_MEASURED */.Uy} (readout-mitigated)`, values: pick((d) => d.mitigation?.fidelity.measured) },
        { name: `${reported/* LABEL_MEASURED */.Uy} (raw)`, values: pick((d) => d.mitigation?.fidelity.raw) }
    ];
    return series.filter((s) => s.values.some((v) => v !== null));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/quantum/devices/target-syntax.ts
var target_syntax = __webpack_require__(2002);
// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var codes = __webpack_require__(58426);
// EXTERNAL MODULE: ./src/suites/qsolve/yaml.ts
var yaml = __webpack_require__(94525);
;// CONCATENATED MODULE: ./src/suites/qsolve/cases.ts






/**
 * Why a cases file that does not load is E052 even when it has no `hardware_cases`: Qsolve's lint reads the file to
 * check `hardware_cases`, and a file it cannot read is reported under that code (qsolve-benchmarks.md, lint table).
 */
const E052_LOAD = "Qsolve's lint reports a cases file that does not load as E052, with or without hardware_cases";
const CASE_KEYS = ['name', 'input_file', 'input', 'params', 'seed', 'target', 'expect'];
const EXPECT_KEYS = ['max_gap', 'max_abs_error', 'min_fidelity', 'min_postselection', 'max_two_qubit_gates'];
const MAX_HARDWARE_CASES = 3;
/**
 * Reads benchmarks/cases.yaml (text already size-checked and decoded). Pure: positions come from the YAML nodes.
 * Only `cases` and `hardware_cases` are read; other top-level keys are ignored.
 */
function parseCasesYaml(text, file) {
    const out = {
        loaded: false,
        cases: [],
        hardware: [],
        casesCount: 0,
        hardwareEntries: [],
        caseFindings: [],
        hardwareFindings: []
    };
    const loaded = (0,yaml/* loadYaml */.yv)(text);
    if (!loaded.ok) {
        out.loadFinding = (0,finding/* finding */.g)(loaded.bound ? general.BG.BG020 : codes.QS.E052, `benchmarks/cases.yaml cannot be loaded: ${loaded.message} (${E052_LOAD})`, { file, ...(loaded.pos ?? {}), gate: 'benchmark_cases' });
        return out;
    }
    const { doc, lc } = loaded;
    const root = doc.contents;
    if (root === null || ((0,dist/* isScalar */.jn)(root) && root.value === null)) {
        out.loaded = true; // an empty file: zero cases
        return out;
    }
    if (!(0,dist/* isMap */.jh)(root)) {
        out.loadFinding = (0,finding/* finding */.g)(codes.QS.E052, 'benchmarks/cases.yaml must be a mapping with the keys `cases` and `hardware_cases`', { file, ...((0,yaml/* nodePos */.TP)(lc, root) ?? {}), gate: 'benchmark_cases' });
        return out;
    }
    out.loaded = true;
    const ctx = { text, file, doc, lc };
    for (const pair of root.items) {
        if (!(0,dist/* isScalar */.jn)(pair.key))
            continue;
        const key = pair.key.value;
        if (key !== 'cases' && key !== 'hardware_cases')
            continue; // other top-level keys are ignored
        const list = key;
        const keyPos = (0,yaml/* nodePos */.TP)(lc, pair.key);
        if (list === 'cases')
            out.casesKey = keyPos;
        else
            out.hardwareKey = keyPos;
        const findings = list === 'cases' ? out.caseFindings : out.hardwareFindings;
        const code = list === 'cases' ? codes.QS.QS008 : codes.QS.E052;
        const v = pair.value;
        if (v === null || v === undefined || ((0,dist/* isScalar */.jn)(v) && v.value === null))
            continue; // `cases:` with nothing: zero cases
        if (!(0,dist/* isSeq */.oP)(v)) {
            findings.push((0,finding/* finding */.g)(code, `\`${list}\` must be a list of cases`, {
                file,
                ...((0,yaml/* nodePos */.TP)(lc, v) ?? keyPos ?? {}),
                gate: list === 'cases' ? 'benchmark_cases' : undefined
            }));
            continue;
        }
        v.items.forEach((item, index) => {
            const pos = (0,yaml/* nodePos */.TP)(lc, item) ?? keyPos ?? { line: 1, column: 1 };
            if (list === 'cases')
                out.casesCount++;
            else
                out.hardwareEntries.push(pos);
            const spec = readCase(ctx, item, list, index, pos, code, findings);
            if (spec)
                (list === 'cases' ? out.cases : out.hardware).push(spec);
        });
    }
    return out;
}
function label(list, index, name) {
    return name ? `case "${name}" (${list}[${index}])` : `${list}[${index}]`;
}
/** Follows an alias to its anchored node (the alias count was bounded when the file loaded). */
function deref(ctx, node) {
    return (0,dist/* isAlias */.Vj)(node) ? (node.resolve(ctx.doc) ?? node) : node;
}
function readCase(ctx, itemIn, list, index, pos, code, findings) {
    const gate = list === 'cases' ? 'benchmark_cases' : undefined;
    const item = deref(ctx, itemIn);
    const at = (node, fallback = pos) => ({
        file: ctx.file,
        ...((0,yaml/* nodePos */.TP)(ctx.lc, node) ?? fallback),
        ...(gate ? { gate } : {})
    });
    if (!(0,dist/* isMap */.jh)(item)) {
        findings.push((0,finding/* finding */.g)(code, `${label(list, index)} must be a mapping with at least \`name\` and \`input\` or \`input_file\``, at(item)));
        return undefined;
    }
    const map = item;
    // The name first, so every other message can name the case.
    const namePair = map.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'name');
    const name = namePair && (0,dist/* isScalar */.jn)(namePair.value) && typeof namePair.value.value === 'string' && namePair.value.value.length > 0
        ? namePair.value.value
        : undefined;
    const who = label(list, index, name);
    let ok = true;
    const bad = (node, msg) => {
        ok = false;
        findings.push((0,finding/* finding */.g)(code, `${who}: ${msg}`, { ...at(node), subject: name ?? `${list}[${index}]` }));
    };
    const spec = { list, index, name: name ?? '', params: {}, seed: 0, expect: {}, pos, keyPos: {} };
    for (const pair of map.items) {
        if (!(0,dist/* isScalar */.jn)(pair.key) || typeof pair.key.value !== 'string') {
            bad(pair.key, 'keys must be plain strings');
            continue;
        }
        const key = pair.key.value;
        const kp = (0,yaml/* nodePos */.TP)(ctx.lc, pair.key);
        if (kp)
            spec.keyPos[key] = kp;
        const v = deref(ctx, pair.value);
        switch (key) {
            case 'name':
                if (!name)
                    bad(pair.key, '`name` must be a non-empty string');
                break;
            case 'input_file':
            case 'target': {
                const s = (0,dist/* isScalar */.jn)(v) && typeof v.value === 'string' ? v.value : undefined;
                if (s === undefined || s.length === 0)
                    bad(pair.key, `\`${key}\` must be a non-empty string`);
                else
                    spec[key] = s;
                break;
            }
            case 'input':
            case 'params': {
                if (!(0,dist/* isMap */.jh)(v)) {
                    bad(pair.key, `\`${key}\` must be a mapping (an object)`);
                    break;
                }
                try {
                    const js = v.toJS(ctx.doc, { maxAliasCount: yaml/* YAML_LIMITS */.XM.maxAliasCount });
                    spec[key] = js;
                }
                catch (e) {
                    bad(pair.key, `\`${key}\` cannot be read: ${e.message}`);
                }
                break;
            }
            case 'seed': {
                const n = intValue(ctx.text, v);
                if (n === undefined)
                    bad(pair.key, '`seed` must be an integer');
                else
                    spec.seed = n;
                break;
            }
            case 'expect':
                if (!(0,dist/* isMap */.jh)(v)) {
                    bad(pair.key, '`expect` must be a mapping (it may be empty: `{}`)');
                    break;
                }
                for (const ep of v.items) {
                    const ek = (0,dist/* isScalar */.jn)(ep.key) ? ep.key.value : undefined;
                    if (typeof ek !== 'string' || !EXPECT_KEYS.includes(ek)) {
                        bad(ep.key, `unknown key "${String(ek)}" in \`expect\`${suggest(String(ek), EXPECT_KEYS)}; the keys are ${EXPECT_KEYS.join(', ')}`);
                        continue;
                    }
                    const ekp = (0,yaml/* nodePos */.TP)(ctx.lc, ep.key);
                    if (ekp)
                        spec.keyPos[`expect.${ek}`] = ekp;
                    if (ek === 'max_two_qubit_gates') {
                        const n = intValue(ctx.text, deref(ctx, ep.value));
                        if (n === undefined)
                            bad(ep.key, '`expect.max_two_qubit_gates` must be an integer');
                        else
                            spec.expect.max_two_qubit_gates = n;
                    }
                    else {
                        const ev = deref(ctx, ep.value);
                        const n = (0,dist/* isScalar */.jn)(ev) && typeof ev.value === 'number' && Number.isFinite(ev.value) ? ev.value : undefined;
                        if (n === undefined)
                            bad(ep.key, `\`expect.${ek}\` must be a finite number`);
                        else
                            spec.expect[ek] = n;
                    }
                }
                break;
            default:
                bad(pair.key, `unknown key "${key}"${suggest(key, CASE_KEYS)}; the keys are ${CASE_KEYS.join(', ')}`);
        }
    }
    if (!namePair)
        bad(item, 'no `name`; every case needs one');
    if (list === 'hardware_cases') {
        if (spec.target === undefined) {
            if (!map.items.some((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'target'))
                bad(item, 'a hardware case needs a `target` of the form `ibm:<device>`, e.g. `ibm:ibm_fez`');
        }
        else if ((0,target_syntax/* targetKindOf */.$s)(spec.target) !== 'ibm') {
            const tp = map.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'target');
            bad(tp?.value ?? item, `target "${spec.target}" is not \`ibm:<device>\` (device: letters, digits, _ . -, 1 to 60 characters)`);
        }
    }
    return ok ? spec : undefined;
}
/** An integer written as an integer (`40`, not `40.0` or `"40"`). */
function intValue(text, node) {
    if (!(0,dist/* isScalar */.jn)(node) || typeof node.value !== 'number' || !Number.isSafeInteger(node.value))
        return undefined;
    const src = (0,yaml/* scalarSource */.aO)(text, node) ?? '';
    if (/[.eE]/.test(src) && !/^[-+]?0x/i.test(src))
        return undefined;
    return node.value;
}
function suggest(key, known) {
    let best;
    let bestD = Infinity;
    for (const k of known) {
        const d = distance(key.toLowerCase(), k);
        if (d < bestD) {
            bestD = d;
            best = k;
        }
    }
    return best !== undefined && bestD <= Math.max(2, Math.floor(best.length / 4)) ? ` (did you mean "${best}"?)` : '';
}
function distance(a, b) {
    if (a.length > 100)
        return Infinity;
    const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        let prev = dp[0];
        dp[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const tmp = dp[j];
            dp[j] = Math.min(dp[j] + 1, dp[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = tmp;
        }
    }
    return dp[b.length];
}

;// CONCATENATED MODULE: ./src/suites/qsolve/output-schema.ts
/**
 * The solutions that break the output schema: every method with `status: ok` and a solution that is not null (a
 * method may return no solution, `None`/`null`: there is nothing to validate). The `reproducible` re-run is not
 * checked again (it is the same case).
 */
function solutionBreaches(records, validate) {
    const out = [];
    records.cases.forEach((c, index) => {
        for (const m of c.methods) {
            if (m.status !== 'ok' || m.solution === null || m.solution === undefined)
                continue;
            const v = validate(m.solution);
            if (!v.ok)
                out.push({
                    index,
                    list: c.list ?? 'cases',
                    name: c.name,
                    target: c.target,
                    method: m.name,
                    instancePath: v.instancePath,
                    schemaPath: v.schemaPath,
                    message: v.message
                });
        }
    });
    return out;
}
/** `solution/x/0 must be …` (the instance path inside the solution, `solution` for its root). */
function breachText(b) {
    return `method ${b.method} returned a solution that breaks the output schema: solution${b.instancePath} ${b.message} (schema path ${b.schemaPath})`;
}

// EXTERNAL MODULE: ./src/suites/qsolve/gates.ts + 1 modules
var qsolve_gates = __webpack_require__(36291);
// EXTERNAL MODULE: ./src/core/json-source.ts
var json_source = __webpack_require__(69283);
// EXTERNAL MODULE: ./src/suites/qsolve/jsonschema.ts
var jsonschema = __webpack_require__(10051);
;// CONCATENATED MODULE: ./src/suites/qsolve/lint.ts



/**
 * Qsolve's lint stage for benchmarks/cases.yaml, exactly the documented codes: E050 (missing), E052 (hardware_cases
 * unreadable/invalid or a target that is not `ibm:<device>`), E053 (more than three), E054 (no `qpu: [ibm]`).
 * It never looks at the content of `cases`. Pure.
 *
 * @param parsed undefined when the file does not exist.
 * @param qpuIbm whether the manifest lists `ibm` under `targets.qpu`; undefined when the manifest did not load (E054 not decided).
 */
function lintCases(parsed, qpuIbm, file) {
    if (!parsed)
        return [
            (0,finding/* finding */.g)(codes.QS.E050, 'benchmarks/cases.yaml is missing; every workflow needs at least one benchmark case', {
                file,
                gate: 'benchmark_cases'
            })
        ];
    if (parsed.loadFinding)
        return [parsed.loadFinding];
    const out = [...parsed.hardwareFindings];
    const n = parsed.hardwareEntries.length;
    if (n > MAX_HARDWARE_CASES) {
        out.push((0,finding/* finding */.g)(codes.QS.E053, `hardware_cases lists ${n} cases; at most ${MAX_HARDWARE_CASES} are allowed`, {
            file,
            ...parsed.hardwareEntries[MAX_HARDWARE_CASES]
        }));
    }
    if (n > 0 && qpuIbm === false) {
        out.push((0,finding/* finding */.g)(codes.QS.E054, 'hardware_cases is set but the manifest does not list `ibm` under `targets.qpu`; add `targets: {qpu: [ibm]}`', { file, ...(parsed.hardwareKey ?? {}) }));
    }
    return out;
}

// EXTERNAL MODULE: ./src/suites/qsolve/manifest.ts
var qsolve_manifest = __webpack_require__(68647);
// EXTERNAL MODULE: ./src/suites/qsolve/records.ts
var records = __webpack_require__(21778);
// EXTERNAL MODULE: ./src/suites/qsolve/report.ts + 1 modules
var report = __webpack_require__(51894);
// EXTERNAL MODULE: ./src/suites/qsolve/submission.ts + 1 modules
var submission = __webpack_require__(39936);
// EXTERNAL MODULE: ./src/suites/qsolve/linear-regexp.ts
var linear_regexp = __webpack_require__(52045);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/suites/qsolve/workflow.ts
/**
 * The I/O edge of the Qsolve suite: reads one workflow folder (manifest, schemas, entry, examples, cases.yaml,
 * case inputs, run records) and hands plain data to the pure rules. Never throws for bad input.
 */























const CASES_PATH = 'benchmarks/cases.yaml';
const SCHEMA_MAX_BYTES = 4 * 1024 * 1024;
const EXAMPLE_MAX_BYTES = 16 * 1024 * 1024;
const MAX_EXAMPLES = 1000;
/** Used when the manifest declares no `parameters`: only `shots`, a positive integer. */
const DEFAULT_PARAMS_SCHEMA = {
    type: 'object',
    properties: { shots: { type: 'integer', minimum: 1 } },
    additionalProperties: false
};
/** Where a Python or JavaScript module defines `estimate` (def / function / const / export). Pure. */
function findDefinition(text, name) {
    const re = new RegExp(`^([ \\t]*)(?:async\\s+def|def|export\\s+(?:async\\s+)?function|(?:async\\s+)?function|export\\s+(?:const|let|var)|const|let|var)\\s+${name}\\b`, 'm');
    const m = re.exec(text);
    if (!m)
        return undefined;
    const line = text.slice(0, m.index).split('\n').length;
    return { line, column: m[1].length + 1 };
}
/**
 * A traceback with its machine paths made portable (pure): the workflow folder's absolute path becomes its
 * repository-relative path, and benchgate's own runner module (wherever benchgate is installed) `<benchgate>/…`,
 * so the same failure gives the same message on every machine and in every checkout.
 */
function tidyTraceback(tb, folderAbs, folder) {
    const base = folderAbs.endsWith('/') ? folderAbs : `${folderAbs}/`;
    const relBase = folder === '.' || folder === '' ? '' : `${folder}/`;
    return tb
        .split(`file://${base}`)
        .join(relBase)
        .split(base)
        .join(relBase)
        .replace(/(?:file:\/\/)?\/[^\s"'()]*\/(qsolve_runner\.(?:py|mjs))/g, '<benchgate>/$1');
}
/**
 * The last traceback frame inside the workflow folder (Python `File "…", line N` or a JavaScript stack
 * `(file:///…:N:C)`), as a repository-relative place. Frames of the runner and of libraries are skipped. Pure.
 */
function lastWorkflowFrame(tb, folderAbs, folder) {
    const frames = [];
    for (const m of tb.matchAll(/File "([^"\n]+)", line (\d+)/g))
        frames.push({ path: m[1], line: Number(m[2]), index: m.index });
    for (const m of tb.matchAll(/(?:\(|at )((?:file:\/\/)?\/[^\s()]+?):(\d+):(\d+)\)?$/gm))
        frames.push({ path: m[1], line: Number(m[2]), column: Number(m[3]), index: m.index });
    frames.sort((a, b) => a.index - b.index);
    const base = folderAbs.endsWith('/') ? folderAbs : `${folderAbs}/`;
    const isJsStack = /^\s+at /m.test(tb) && !/File "/.test(tb);
    // Python lists the innermost frame last; a JavaScript stack lists it first.
    const ordered = isJsStack ? frames : [...frames].reverse();
    for (const f of ordered) {
        let p = f.path;
        if (p.startsWith('file://')) {
            try {
                p = decodeURIComponent(new URL(p).pathname);
            }
            catch {
                continue;
            }
        }
        if (!p.startsWith(base))
            continue;
        const inside = p.slice(base.length);
        if (inside === '' || inside.split('/').some((x) => x === '..' || x === ''))
            continue;
        return { file: rel(folder, inside), line: f.line, ...(f.column !== undefined ? { column: f.column } : {}) };
    }
    return undefined;
}
const rel = (folder, p) => (folder === '.' ? p : external_node_path_.posix.join(folder, p));
async function readText(abs, max) {
    try {
        const buf = await (0,paths/* readBounded */.CB)(abs, max);
        const text = (0,paths/* decodeUtf8Strict */.h0)(buf);
        return text === undefined ? { ok: false, message: 'the file is not valid UTF-8' } : { ok: true, text };
    }
    catch (e) {
        return {
            ok: false,
            message: e instanceof paths/* FileTooLargeError */.yq ? e.message : `cannot read the file: ${e.message}`
        };
    }
}
async function exists(abs) {
    try {
        return (await (0,promises_.stat)(abs)).isFile();
    }
    catch {
        return false;
    }
}
/** Loads everything static about a workflow folder. `root` is the real repository root, `folder` repo-relative. */
async function loadWorkflow(root, folder) {
    const folderAbs = await (0,promises_.realpath)(folder === '.' ? root : (0,external_node_path_.join)(root, ...folder.split('/')));
    const manifestFindings = [];
    // --- manifest
    const present = [];
    for (const n of qsolve_manifest/* MANIFEST_NAMES */.Rr)
        if (await exists((0,external_node_path_.join)(folderAbs, n)))
            present.push(n);
    const manifestName = present[0] ?? qsolve_manifest/* MANIFEST_NAMES */.Rr[0];
    const manifestFile = rel(folder, manifestName);
    if (present.length > 1)
        manifestFindings.push((0,finding/* finding */.g)(codes.QS.QS026, `both qsolve.yaml and qsolve.json exist; ${manifestName} is used`, {
            file: rel(folder, present[1])
        }));
    let manifest = { findings: [] };
    let manifestText;
    if (present.length === 0) {
        manifest.findings.push((0,finding/* finding */.g)(codes.QS.QS001, 'no workflow manifest: add qsolve.yaml (or qsolve.json)', {
            file: manifestFile,
            gate: 'manifest'
        }));
    }
    else {
        let t;
        try {
            const real = await (0,paths/* resolveInside */.LI)(folderAbs, manifestName, { expect: 'file' });
            t = await readText(real, yaml/* YAML_LIMITS */.XM.maxBytes);
        }
        catch (e) {
            t = { ok: false, message: e.message };
        }
        if (!t.ok)
            manifest.findings.push((0,finding/* finding */.g)(codes.QS.QS001, `the manifest cannot be read: ${t.message}`, { file: manifestFile, gate: 'manifest' }));
        else {
            manifestText = t.text;
            manifest = (0,qsolve_manifest/* parseManifest */.Ng)(t.text, manifestFile);
        }
    }
    (0,arrays/* pushAll */.iI)(manifestFindings, manifest.findings);
    const m = manifest.manifest;
    // --- schemas and entry
    let inputSchema;
    let outputSchema;
    let paramsSchema;
    let entryFile;
    let estimatePos;
    if (m) {
        for (const which of ['input', 'output']) {
            const p = m.schemas[which];
            const r = await loadSchemaFile(folderAbs, p);
            if (!r.ok && r.bound)
                manifestFindings.push((0,finding/* finding */.g)(general.BG.BG020, `the ${which} schema "${p}" ${r.message}`, {
                    file: rel(folder, p),
                    ...r.bound,
                    gate: 'manifest'
                }));
            else if (!r.ok && r.pos)
                manifestFindings.push((0,finding/* finding */.g)(codes.QS.QS040, `the ${which} schema "${p}": ${r.message}`, {
                    file: rel(folder, p),
                    ...r.pos,
                    gate: 'manifest'
                }));
            else if (!r.ok)
                manifestFindings.push((0,finding/* finding */.g)(codes.QS.QS003, `the ${which} schema "${p}" ${r.message}`, {
                    ...(r.missing
                        ? { file: manifestFile, ...(manifest.keyPos?.[`schemas.${which}`] ?? {}) }
                        : { file: rel(folder, p), line: 1, column: 1 }),
                    gate: 'manifest'
                }));
            else if (which === 'input')
                inputSchema = r.validate;
            else
                outputSchema = r.validate;
        }
        const ps = (0,jsonschema/* compileUserSchema */.M)(m.parameters ?? DEFAULT_PARAMS_SCHEMA, { useDefaults: true });
        if (!ps.ok && ps.unsupportedPattern !== undefined) {
            const path = (0,linear_regexp/* findPatternPath */.T8)(m.parameters, ps.unsupportedPattern);
            const loaded = manifestText !== undefined && path ? (0,yaml/* loadYaml */.yv)(manifestText) : undefined;
            const pos = loaded?.ok && path
                ? (0,yaml/* posOfPath */.$k)(loaded.doc, loaded.lc, [manifest.parametersKey ?? 'parameters', ...path])
                : undefined;
            manifestFindings.push((0,finding/* finding */.g)(codes.QS.QS040, `the \`parameters\` schema: ${ps.message}`, {
                file: manifestFile,
                ...(pos ?? {}),
                gate: 'manifest'
            }));
        }
        else if (!ps.ok)
            manifestFindings.push((0,finding/* finding */.g)(codes.QS.QS003, `the \`parameters\` schema does not compile: ${ps.message}`, {
                file: manifestFile,
                ...(manifest.keyPos?.parameters ?? {}),
                gate: 'manifest'
            }));
        else
            paramsSchema = ps.validate;
        try {
            const entryAbs = await (0,paths/* resolveInside */.LI)(folderAbs, m.entry, { expect: 'file' });
            entryFile = rel(folder, m.entry);
            const t = await readText(entryAbs, SCHEMA_MAX_BYTES);
            if (t.ok)
                estimatePos = findDefinition(t.text, 'estimate');
        }
        catch (e) {
            manifestFindings.push((0,finding/* finding */.g)(codes.QS.QS004, `the entry module "${m.entry}" ${e instanceof paths/* UnsafePathError */.k0 && e.problem !== 'missing' ? `is refused: ${e.message}` : 'does not exist in the workflow folder'}`, { file: manifestFile, ...(manifest.keyPos?.entry ?? {}), gate: 'manifest' }));
        }
    }
    // --- examples
    const examples = await loadExamples(folderAbs, folder, inputSchema);
    // --- cases.yaml
    const casesFile = rel(folder, CASES_PATH);
    let cases;
    let casesAbs;
    try {
        casesAbs = await (0,paths/* resolveInside */.LI)(folderAbs, CASES_PATH, { expect: 'file' });
    }
    catch (e) {
        if (e instanceof paths/* UnsafePathError */.k0 && e.problem !== 'missing') {
            cases = emptyCases((0,finding/* finding */.g)(codes.QS.E052, `benchmarks/cases.yaml cannot be loaded: ${e.message} (${E052_LOAD})`, {
                file: casesFile,
                gate: 'benchmark_cases'
            }));
        }
    }
    if (casesAbs) {
        const t = await readText(casesAbs, yaml/* YAML_LIMITS */.XM.maxBytes);
        cases = t.ok
            ? parseCasesYaml(t.text, casesFile)
            : emptyCases((0,finding/* finding */.g)(codes.QS.E052, `benchmarks/cases.yaml cannot be loaded: ${t.message} (${E052_LOAD})`, {
                file: casesFile,
                gate: 'benchmark_cases'
            }));
    }
    // --- submission checks
    const submissionFindings = [];
    if (cases && cases.loaded) {
        const inputs = new Map();
        for (const c of [...cases.cases, ...cases.hardware])
            inputs.set(c, await (0,submission/* resolveCaseInput */.FC)(c, folderAbs, casesFile));
        (0,arrays/* pushAll */.iI)(submissionFindings, (0,submission/* checkCases */.Iz)({
            cases: cases.cases,
            hardware: cases.hardware,
            inputs,
            inputSchema,
            paramsSchema,
            file: casesFile,
            hardwareKey: cases.hardwareKey
        }));
    }
    return {
        folder,
        folderAbs,
        manifestFile,
        manifest,
        manifestFindings,
        inputSchema,
        ...(outputSchema ? { outputSchema } : {}),
        paramsSchema,
        examples,
        casesFile,
        cases,
        submissionFindings,
        ...(entryFile ? { entryFile } : {}),
        ...(estimatePos ? { estimatePos } : {})
    };
}
function emptyCases(f) {
    return {
        loaded: false,
        loadFinding: f,
        cases: [],
        hardware: [],
        casesCount: 0,
        hardwareEntries: [],
        caseFindings: [],
        hardwareFindings: []
    };
}
async function loadSchemaFile(folderAbs, p) {
    let real;
    try {
        real = await (0,paths/* resolveInside */.LI)(folderAbs, p, { expect: 'file' });
    }
    catch (e) {
        return {
            ok: false,
            message: e instanceof paths/* UnsafePathError */.k0 && e.problem === 'missing'
                ? 'does not exist'
                : `is refused: ${e.message}`,
            missing: true
        };
    }
    const t = await readText(real, SCHEMA_MAX_BYTES);
    if (!t.ok)
        return { ok: false, message: t.message };
    const obj = (0,submission/* parseJsonObject */.dw)(Buffer.from(t.text, 'utf8'));
    if (!obj.ok)
        return { ok: false, message: obj.message, ...(obj.bound ? { bound: obj.bound } : {}) };
    const c = (0,jsonschema/* compileUserSchema */.M)(obj.value);
    if (c.ok)
        return c;
    if (c.unsupportedPattern !== undefined) {
        // A pattern the linear-time engine cannot run: reported at its line (QS040), never a silent pass.
        const path = (0,linear_regexp/* findPatternPath */.T8)(obj.value, c.unsupportedPattern);
        const doc = (0,json_source/* parseJsonSource */.X0)(t.text);
        const loc = path && doc.ok ? (0,json_source/* locate */.x5)(doc.doc, '/' + path.map((x) => (0,json_source/* escapePointerSegment */.mE)(String(x))).join('/')) : undefined;
        return {
            ok: false,
            message: c.message,
            pos: loc ? { line: loc.line, column: loc.column } : { line: 1, column: 1 }
        };
    }
    return { ok: false, message: `is not a valid JSON Schema: ${c.message}` };
}
async function loadExamples(folderAbs, folder, inputSchema) {
    const findings = [];
    let names = [];
    try {
        const ents = await (0,promises_.readdir)((0,external_node_path_.join)(folderAbs, 'examples'), { withFileTypes: true });
        names = ents.filter((e) => (e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.json')).map((e) => e.name);
    }
    catch {
        names = [];
    }
    names.sort();
    if (names.length === 0) {
        findings.push((0,finding/* finding */.g)(codes.QS.QS005, 'no example input: add examples/<name>.json holding one JSON object', {
            file: rel(folder, 'examples'),
            gate: 'example_inputs'
        }));
        return { count: 0, findings };
    }
    for (const n of names.slice(0, MAX_EXAMPLES)) {
        const p = `examples/${n}`;
        const file = rel(folder, p);
        let real;
        try {
            real = await (0,paths/* resolveInside */.LI)(folderAbs, p, { expect: 'file' });
        }
        catch (e) {
            findings.push((0,finding/* finding */.g)(codes.QS.QS006, `example ${p}: ${e.message}`, { file, gate: 'example_inputs' }));
            continue;
        }
        const t = await readText(real, EXAMPLE_MAX_BYTES);
        if (!t.ok) {
            findings.push((0,finding/* finding */.g)(codes.QS.QS006, `example ${p}: ${t.message}`, { file, gate: 'example_inputs' }));
            continue;
        }
        const obj = (0,submission/* parseJsonObject */.dw)(Buffer.from(t.text, 'utf8'));
        if (!obj.ok) {
            findings.push((0,finding/* finding */.g)(obj.bound ? general.BG.BG020 : codes.QS.QS006, `example ${p} ${obj.message}`, {
                file: obj.bound ? rel(folder, p) : file,
                ...(obj.bound ?? {}),
                gate: 'example_inputs'
            }));
            continue;
        }
        if (inputSchema) {
            const v = inputSchema(obj.value);
            if (!v.ok)
                findings.push((0,finding/* finding */.g)(codes.QS.QS007, `example ${p}: ${v.instancePath || '(root)'} ${v.message} (schema path ${v.schemaPath})`, {
                    file,
                    gate: 'example_inputs'
                }));
        }
    }
    return { count: names.length, findings };
}
/** Findings of the validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks. */
function validateStage(s) {
    const out = [...s.manifestFindings, ...s.examples.findings];
    if (!s.cases)
        (0,arrays/* pushAll */.iI)(out, lintCases(undefined, undefined, s.casesFile));
    else if (s.cases.loadFinding)
        out.push(s.cases.loadFinding);
    else
        (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(out, s.cases.caseFindings), s.cases.hardwareFindings);
    (0,arrays/* pushAll */.iI)(out, s.submissionFindings);
    return out;
}
/** Findings of the lint stage: exactly E050, E052, E053, E054. */
function lintStage(s) {
    return lintCases(s.cases, s.manifest.qpuIbm, s.casesFile);
}
function dedupe(findings) {
    const seen = new Set();
    return findings.filter((f) => {
        const k = JSON.stringify([f.code, f.file, f.line, f.column, f.message]);
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
/** Looks for run records: an explicit path (relative to the folder) or the default one when it exists. */
async function findRecords(s, explicit) {
    const p = explicit ?? records/* DEFAULT_RECORDS_PATH */.Bv;
    const file = rel(s.folder, p);
    let real;
    try {
        real = await (0,paths/* resolveInside */.LI)(s.folderAbs, p, { expect: 'file' });
    }
    catch (e) {
        if (explicit === undefined && e instanceof paths/* UnsafePathError */.k0 && e.problem === 'missing')
            return { findings: [] };
        return {
            findings: [(0,finding/* finding */.g)(codes.QS.QS020, `run records "${p}": ${e.message}`, { file, gate: 'cases_pass' })],
            file
        };
    }
    return { ...(await (0,records/* loadRecords */.ff)(real, file)), file, abs: real };
}
/** Decides every case record with the manifest's metric (the records' snapshot when the manifest is unknown). */
function decideAll(records, manifestMetric, mode = reported/* DEFAULT_REPORTED_MITIGATION */.A) {
    const metric = (0,qsolve_manifest/* metricOf */.ak)(manifestMetric ?? records.metric ?? undefined);
    return records.cases.map((c) => (0,decide/* decideCase */.V)(c, metric, records.runner?.language, mode));
}
function checkWorkflow(s, rec, opts = {}) {
    const findings = dedupe([...validateStage(s), ...lintStage(s), ...rec.findings]);
    const gates = [
        (0,qsolve_gates/* manifestGate */.Vh)(s.manifestFindings),
        (0,qsolve_gates/* exampleInputsGate */.hx)(s.examples.findings, s.examples.count, !!s.inputSchema),
        (0,qsolve_gates/* benchmarkCasesGate */.ax)(s.cases),
        (0,qsolve_gates/* methodsDeclaredGate */.Oy)(s.manifest.methodsCount),
        (0,qsolve_gates/* fidelityCheckedGate */.db)(s.cases, opts.runTarget)
    ];
    (0,arrays/* pushAll */.iI)(findings, gateFindings(s, gates));
    const recordsBroken = rec.findings.some((f) => f.code === 'QS020');
    const decisions = rec.records ? decideAll(rec.records, s.manifest.manifest?.metric, opts.reportedMitigation) : [];
    const breaches = rec.records && s.outputSchema ? solutionBreaches(rec.records, s.outputSchema) : [];
    markBreaches(decisions, breaches);
    const places = {
        casesFile: s.casesFile,
        specs: s.cases ? [...s.cases.cases, ...s.cases.hardware] : [],
        frame: (tb) => lastWorkflowFrame(tb, s.folderAbs, s.folder),
        tidy: (tb) => tidyTraceback(tb, s.folderAbs, s.folder),
        ...(s.entryFile && s.estimatePos ? { estimate: { file: s.entryFile, ...s.estimatePos } } : {})
    };
    const run = (0,qsolve_gates/* runGates */.AQ)(rec.records, decisions, s.cases && s.cases.loaded && s.cases.caseFindings.length === 0 ? s.cases.cases : undefined, rec.file, places);
    if (recordsBroken)
        for (const g of run.gates)
            g.detail = `the run records could not be used (QS020); ${g.detail ?? ''}`.trim();
    if (!rec.records && rec.notRun)
        for (const g of run.gates)
            g.detail = `the test stage did not run: ${rec.notRun}`;
    (0,arrays/* pushAll */.iI)(gates, run.gates);
    (0,arrays/* pushAll */.iI)(findings, run.findings);
    (0,arrays/* pushAll */.iI)(findings, breachFindings(breaches, places, s.manifest.manifest?.schemas.output));
    nameWorkflow(findings, s.folder);
    const iso = rec.records?.runner?.isolation;
    // Records read from a file: their isolation is a claim of the run that wrote them, never this run's.
    const isoSection = rec.fromRecords
        ? [
            {
                kind: 'text',
                title: 'Sandbox',
                body: `no sandbox ran in this run: decided from the run records ${rec.file ?? ''}${iso ? `, whose own claim is: ${isolationLine(iso)} (not verified by this run)` : ''}`
            }
        ]
        : iso
            ? [{ kind: 'text', title: 'Sandbox', body: isolationLine(iso) }]
            : [];
    const sections = rec.records
        ? [
            ...(0,report/* trackRecordSections */.XJ)(decisions, (0,qsolve_manifest/* metricOf */.ak)(s.manifest.manifest?.metric ?? rec.records.metric ?? undefined).note),
            ...qsolveCharts(decisions, rec.records, (0,qsolve_manifest/* metricOf */.ak)(s.manifest.manifest?.metric ?? rec.records.metric ?? undefined)),
            ...isoSection
        ]
        : [
            {
                kind: 'text',
                title: 'Test stage',
                body: rec.notRun ? `not run: ${rec.notRun}` : `not run: ${run.gates[0].detail}`
            }
        ];
    const head = (0,decide/* headlineAccuracy */.wh)(decisions);
    return {
        artifact: { path: s.folder, kind: 'qsolve-workflow' },
        gates,
        findings,
        sections,
        metrics: qsolveMetrics(decisions, s.cases?.hardwareEntries.length ?? 0),
        facts: {
            manifest: s.manifestFile,
            cases: s.cases?.casesCount ?? 0,
            hardwareCases: s.cases?.hardwareEntries.length ?? 0,
            records: rec.file && rec.records ? rec.file : null,
            ...(rec.run ? { run: rec.run } : {}),
            ...(rec.fromRecords ? { recordsFrom: rec.file ?? null, sandboxRan: false } : {}),
            ...(rec.records?.runner
                ? {
                    [rec.fromRecords ? 'recordsSandbox' : 'sandbox']: {
                        networkIsolated: rec.records.runner.network_isolated,
                        memoryLimitMb: rec.records.runner.memory_limit_mb,
                        memoryEnforcement: rec.records.runner.memory_enforcement,
                        timeLimitS: rec.records.runner.time_limit_s,
                        ...(rec.records.runner.isolation ? { isolation: rec.records.runner.isolation } : {})
                    }
                }
                : {}),
            headlineAccuracy: head.median,
            casesPassed: decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-') && d.status === 'pass')
                .length,
            casesOnSim: decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-')).length
        }
    };
}
/**
 * Findings for gate failures that have none of their own (issue 21), each at its place: no case (cases.yaml),
 * no fidelity case (cases.yaml), fewer than two methods (the manifest's `methods`). Pure.
 */
function gateFindings(s, gates) {
    const out = [];
    const failed = (id) => gates.find((g) => g.id === id)?.status === 'fail';
    const casesAt = { file: s.casesFile, ...(s.cases?.casesKey ?? { line: 1, column: 1 }) };
    if (failed('benchmark_cases') && s.cases?.loaded && s.cases.casesCount === 0) {
        out.push((0,finding/* finding */.g)(codes.QS.QS039, 'benchmarks/cases.yaml defines no case under `cases`, so benchmark_cases and cases_pass fail', {
            ...casesAt,
            gate: 'benchmark_cases'
        }));
    }
    if (failed('fidelity_checked') && s.cases?.loaded) {
        out.push((0,finding/* finding */.g)(codes.QS.QS042, gates.find((g) => g.id === 'fidelity_checked')?.detail ?? 'no noise-model fidelity case', {
            ...casesAt,
            gate: 'fidelity_checked'
        }));
    }
    if (failed('methods_declared')) {
        out.push((0,finding/* finding */.g)(codes.QS.QS041, `the manifest declares ${s.manifest.methodsCount ?? 0} method(s); at least two are needed (the quantum method and the classical reference)`, { file: s.manifestFile, ...(s.manifest.methodsPos ?? { line: 1, column: 1 }), gate: 'methods_declared' }));
    }
    return out;
}
/**
 * A `cases` case that passed by every other rule fails when one of its solutions breaks the output schema: its row
 * says so and cases_pass fails; its finding is QS044 (not QS021). Mutates the decisions. Pure otherwise.
 */
function markBreaches(decisions, breaches) {
    for (const b of breaches) {
        const d = decisions[b.index];
        if (!d || d.list !== 'cases' || d.status !== 'pass')
            continue;
        d.status = 'fail';
        d.message = breachText(b);
        d.outputSchema = true;
    }
}
/** QS044 at the case's entry in cases.yaml, one per breaking solution; a hardware case's is a warning (never counted). */
function breachFindings(breaches, places, schemaFile) {
    return breaches.map((b) => {
        const msg = `case "${b.name}" on ${b.target}: ${breachText(b)}${schemaFile ? ` [${schemaFile}]` : ''}`;
        const at = (0,qsolve_gates/* casePlace */.YD)(places, b.list, b.name);
        return b.list === 'cases'
            ? (0,finding/* finding */.g)(codes.QS.QS044, msg, { ...at, gate: 'cases_pass', subject: b.name })
            : (0,finding/* finding */.g)(codes.QS.QS044, `${msg} (a hardware case: never counted for the gates)`, { ...at, subject: b.name }, 'warning');
    });
}
/** Every finding names its workflow: `subject` becomes `<folder>` or `<folder> › <what it was>`. */
function nameWorkflow(findings, folder) {
    for (const f of findings)
        f.subject = f.subject ? `${folder} › ${f.subject}` : folder;
}
/** One line for the report: the isolation the workflow ran with (docs/security.md). Pure. */
function isolationLine(iso) {
    const head = iso.level === 'full' ? 'full isolation' : iso.level === 'off' ? 'sandbox off' : `${iso.level} isolation`;
    const extra = [
        ...(iso.uid !== undefined ? [`uid ${iso.uid}`] : []),
        ...(iso.hidden?.length ? [`hidden: ${iso.hidden.join(', ')}`] : []),
        ...(iso.nestedUserns ? [`nested user namespaces denied by ${iso.nestedUserns}`] : [])
    ];
    const how = [
        `via ${iso.via}; namespaces: ${iso.namespaces.join(', ') || 'none'}; file system ${iso.filesystem}; user ${iso.user}; memory cap ${iso.memory}; process cap ${iso.processes ?? 'none'}`,
        ...extra
    ].join('; ');
    return iso.missing.length ? `${head} (${how}) — missing: ${iso.missing.join('; ')}` : `${head} (${how})`;
}


/***/ }),

/***/ 94525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ posOfPath),
/* harmony export */   TP: () => (/* binding */ nodePos),
/* harmony export */   XM: () => (/* binding */ YAML_LIMITS),
/* harmony export */   aO: () => (/* binding */ scalarSource),
/* harmony export */   cP: () => (/* binding */ pointerSegments),
/* harmony export */   yv: () => (/* binding */ loadYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _core_bounds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8630);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79596);



/** Limits applied to every YAML file the suite reads (manifest, cases.yaml). */
const YAML_LIMITS = {
    /** Files above this are refused before parsing. */
    maxBytes: 4 * 1024 * 1024,
    /** Aliases allowed in one document (alias bombs are refused). */
    maxAliases: 100,
    /** toJS expansion budget passed to yaml's maxAliasCount. */
    maxAliasCount: 1000,
    /** Deepest collection nesting accepted. */
    maxDepth: 64,
    /**
     * Value tokens (scalars, sequence item indicators, mapping value indicators, flow collection starts: a block entry
     * `- 0` is two) in one file, counted on the lexer's tokens before any node is built: yaml builds about 500 bytes per
     * node, so 4 MiB of `- 0` lines (a million entries) took 0.9 GB (and a flow sequence 2 GB) before this bound. The
     * largest real file holds a few hundred.
     */
    maxNodes: 200_000
};
/** Lexer tokens that are markers, not source text. */
const MARKERS = new Set(['doc-mode', 'flow-error-end', 'scalar']);
/** Lexer token types that start a value. */
const VALUE_TOKENS = new Set(['scalar', 'seq-item-ind', 'map-value-ind', 'flow-seq-start', 'flow-map-start']);
/**
 * The offset of the first value past `max` in YAML text (counted on lexer tokens, which hold no nodes), or undefined.
 * Text shorter than `max` characters cannot hold more values (each takes a character) and is not lexed.
 */
function yamlNodesOver(text, max = YAML_LIMITS.maxNodes) {
    if (text.length <= max)
        return undefined;
    let count = 0;
    let offset = 0;
    for (const tok of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG().lex(text)) {
        const type = yaml__WEBPACK_IMPORTED_MODULE_0__/* .CST */ .DB.tokenType(tok);
        if (type && VALUE_TOKENS.has(type) && ++count > max)
            return offset;
        if (!type || !MARKERS.has(type))
            offset += tok.length;
    }
    return undefined;
}
/**
 * Parses one YAML document keeping positions: unique keys enforced, aliases counted and expansion bounded,
 * nesting bounded. Never throws; every problem is returned with its position when known.
 */
function loadYaml(text) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > YAML_LIMITS.maxBytes)
        return { ok: false, message: `the file is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .overLimit */ .W)(bytes, YAML_LIMITS.maxBytes)}` };
    const lc = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const over = yamlNodesOver(text);
    if (over !== undefined) {
        const p = (0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(text, over);
        return {
            ok: false,
            bound: true,
            message: `${(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .describeBound */ .YD)({ kind: 'nodes', limit: YAML_LIMITS.maxNodes }, 'YAML file')}; ${_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .BOUND_FIX */ .XM}`,
            pos: { line: p.line, column: p.column }
        };
    }
    let doc;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false, strict: true, version: '1.2' });
    }
    catch (e) {
        return {
            ok: false,
            message: e instanceof RangeError
                ? 'the YAML is nested too deeply to parse'
                : `the YAML cannot be parsed: ${e.message}`
        };
    }
    if (doc.errors.length > 0) {
        const err = doc.errors[0];
        return { ok: false, message: `YAML error: ${firstLine(err.message)}`, pos: posAt(lc, err.pos[0]) };
    }
    // Count aliases and measure depth before any expansion.
    let aliases = 0;
    let firstAlias;
    let tooDeep;
    try {
        (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
            Alias(_k, node) {
                aliases++;
                if (!firstAlias && node.range)
                    firstAlias = posAt(lc, node.range[0]);
                if (aliases > YAML_LIMITS.maxAliases)
                    return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
            },
            Node(_k, node, path) {
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(node) && path.length > YAML_LIMITS.maxDepth * 2 + 1) {
                    if (node.range)
                        tooDeep = posAt(lc, node.range[0]);
                    return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
                }
                return undefined;
            }
        });
    }
    catch (e) {
        return {
            ok: false,
            message: e instanceof RangeError
                ? 'the YAML is nested too deeply to read'
                : `the YAML cannot be read: ${e.message}`
        };
    }
    if (aliases > YAML_LIMITS.maxAliases)
        return {
            ok: false,
            message: `the YAML uses more than ${YAML_LIMITS.maxAliases} aliases (refused as a possible alias bomb)`,
            pos: firstAlias
        };
    if (tooDeep)
        return { ok: false, message: `the YAML is nested more than ${YAML_LIMITS.maxDepth} levels deep`, pos: tooDeep };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: YAML_LIMITS.maxAliasCount });
    }
    catch (e) {
        const msg = e.message;
        return {
            ok: false,
            message: /alias/i.test(msg)
                ? 'the YAML aliases expand too much (refused as a possible alias bomb)'
                : `the YAML cannot be read: ${firstLine(msg)}`,
            pos: firstAlias
        };
    }
    return { ok: true, doc, lc, value };
}
function firstLine(s) {
    return s.split('\n')[0].trim();
}
function posAt(lc, offset) {
    if (offset === undefined)
        return undefined;
    const p = lc.linePos(offset);
    return { line: p.line, column: p.col };
}
function nodePos(lc, node) {
    const n = node;
    if (!n || typeof n !== 'object' || !('range' in n) || !n.range)
        return undefined;
    return posAt(lc, n.range[0]);
}
/** The source text of a scalar node (to tell `40` from `40.0`). */
function scalarSource(text, node) {
    const n = node;
    if (!n || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(n) || !n.range)
        return undefined;
    return text.slice(n.range[0], n.range[1]);
}
/** Resolves a JSON-pointer-like path (from ajv instancePath) to the node's position, falling back to the nearest parent. */
function posOfPath(doc, lc, path) {
    let node = doc.contents;
    let best = nodePos(lc, node);
    for (const seg of path) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node))
            break;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === String(seg));
            if (!pair)
                break;
            best = nodePos(lc, pair.key) ?? best;
            node = pair.value;
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(node)) {
                best = nodePos(lc, node) ?? best;
                // keep the key position for scalars: more useful to point at "key: value"
                best = nodePos(lc, pair.key) ?? best;
            }
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            const item = node.items[Number(seg)];
            if (item === undefined)
                break;
            best = nodePos(lc, item) ?? best;
            node = item;
        }
        else
            break;
    }
    return best;
}
/** Splits an ajv instancePath (`/methods/0/kind`) into segments. */
function pointerSegments(ptr) {
    if (!ptr)
        return [];
    return ptr
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}


/***/ })

};
