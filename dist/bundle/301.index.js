export const id = 301;
export const ids = [301];
export const modules = {

/***/ 36102:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ withSummaries),
/* harmony export */   C$: () => (/* binding */ readFormat),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   lz: () => (/* binding */ OutputPathError)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/**
 * One CLI command. `src/cli/commands.ts` lists them all; `src/cli/main.ts` dispatches.
 * A command parses its own arguments (node:util parseArgs), writes through `io`, and returns
 * the exit code: 0 pass, 1 a gate or check failed, 2 usage or internal error.
 */

/**
 * The commands of a group: each body with the summary of the help entry of the same name, in the help's order.
 * Throws (a programming error, caught by the architecture test that loads every group) when a help entry has no body
 * or a body no help entry.
 */
function withSummaries(help, bodies) {
    const key = (name) => name.join(' ');
    const byName = new Map(bodies.map((b) => [key(b.name), b]));
    const helped = new Set(help.map((h) => key(h.name)));
    const orphan = bodies.find((b) => !helped.has(key(b.name)));
    if (orphan)
        throw new Error(`command "${key(orphan.name)}" has no summary in its plug-in's help`);
    return help.map((h) => {
        const body = byName.get(key(h.name));
        if (!body)
            throw new Error(`help entry "${key(h.name)}" has no command`);
        return { ...body, summary: h.summary };
    });
}
/** Thrown for bad arguments; main prints the message and the usage, exit 2. */
class UsageError extends Error {
    /** Node's code of the parseArgs error this one stands for (main words those for the user), if any. */
    code;
    constructor(message, code) {
        super(message);
        this.name = 'UsageError';
        if (code !== undefined)
            this.code = code;
    }
}
/**
 * node:util parseArgs whose errors are UsageErrors (exit 2) that keep Node's error code, so main turns
 * "Unknown option '--x'. To specify …" into "unknown option --x" with the closest flag, as for every command.
 */
const parseCommandArgs = ((config) => {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config);
    }
    catch (e) {
        throw new UsageError(e.message, e.code);
    }
});
/** A report file that cannot be written (`--summary`, `--sarif`, …): main prints `BG015: message`, exit 2. */
class OutputPathError extends Error {
    code = 'BG015';
    constructor(message) {
        super(message);
        this.name = 'OutputPathError';
    }
}
const EXIT = { pass: 0, fail: 1, usage: 2 };
/** Validates a --format value against the formats a command supports. */
function readFormat(v, allowed, fallback) {
    if (v === undefined)
        return fallback;
    if (allowed.includes(v))
        return v;
    throw new UsageError(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}


/***/ }),

/***/ 86301:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PQID_COMMANDS: () => (/* binding */ PQID_COMMANDS)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/command.ts
var command = __webpack_require__(36102);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/suites/pqid/records.ts
var pqid_records = __webpack_require__(11442);
;// CONCATENATED MODULE: ./src/suites/pqid/doctor.ts
/**
 * `pqid-bench doctor` (cli.py::command_doctor): the same keys as the reference. benchgate itself needs
 * neither Python nor Docker; the values describe the `python3` and `docker` found on PATH, i.e. what the
 * Python reference would run with (python / platform / optional_packages come from that interpreter; all
 * null, and the platform from Node, when there is none).
 */





const OPTIONAL_PACKAGES = ['qiskit', 'qiskit-aer', 'jsonschema', 'plotly'];
/** shutil.which: the first executable regular file named `name` on PATH. */
function which(name, env) {
    const path = env.PATH ?? '';
    for (const dir of path.split(external_node_path_.delimiter)) {
        if (!dir)
            continue;
        const p = (0,external_node_path_.join)(dir, name);
        try {
            if (!(0,external_node_fs_.statSync)(p).isFile())
                continue;
            (0,external_node_fs_.accessSync)(p, external_node_fs_.constants.X_OK);
            return p;
        }
        catch {
            /* next */
        }
    }
    return null;
}
/** Runs a program; ok is false on a non-zero exit, a spawn error or the timeout. */
function run(file, args, env, timeoutMs) {
    return new Promise((done) => {
        (0,external_node_child_process_.execFile)(file, args, { env, timeout: timeoutMs, maxBuffer: 1024 * 1024, windowsHide: true }, (err, stdout) => done({ ok: !err, stdout: String(stdout) }));
    });
}
const PY_PROBE = [
    'import json, platform, sys, importlib.metadata as m',
    'def v(n):',
    '    try:',
    '        return m.version(n)',
    '    except m.PackageNotFoundError:',
    '        return None',
    `print(json.dumps({"python": sys.version.split()[0], "platform": platform.platform(), "packages": {n: v(n) for n in ${JSON.stringify(OPTIONAL_PACKAGES)}}}))`
].join('\n');
/** The doctor record: version record (canonical_reproduction) + python, platform, docker_cli, docker_daemon_available, optional_packages. */
async function doctorReport(env) {
    const packages = {};
    for (const n of OPTIONAL_PACKAGES)
        packages[n] = null;
    let python = null;
    let platform = `${(0,external_node_os_.type)()}-${(0,external_node_os_.release)()}-${(0,external_node_os_.arch)()}`;
    const py = which('python3', env);
    if (py) {
        const r = await run(py, ['-c', PY_PROBE], env, 15000);
        if (r.ok) {
            try {
                const o = JSON.parse(r.stdout);
                python = o.python;
                platform = o.platform;
                for (const n of OPTIONAL_PACKAGES)
                    packages[n] = typeof o.packages[n] === 'string' ? o.packages[n] : null;
            }
            catch {
                /* keep the defaults */
            }
        }
    }
    const docker = which('docker', env);
    const daemon = docker ? (await run(docker, ['version', '--format', '{{.Server.Version}}'], env, 15000)).ok : false;
    return {
        ...pqid_records.VERSION_FIELDS,
        run_type: 'canonical_reproduction',
        python,
        platform,
        docker_cli: docker,
        docker_daemon_available: daemon,
        optional_packages: packages
    };
}

// EXTERNAL MODULE: ./src/python/index.ts + 3 modules
var python = __webpack_require__(13023);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/suites/pqid/render.ts
/** The reference's renderings (reporting.py): JSON, text, Markdown and CSV of summaries and comparisons. */



const ratio = (n, d) => n === null || d === null || d === 0 ? null : n / d;
/** Metric rows in the reference's order; the identifiable block only when the summary has it. */
function metricRows(s) {
    const rows = [];
    const add = (section, key, label, count, denominator, rate, available) => {
        rows.push({ section, key, label, count, denominator, rate, available });
    };
    add('scope', 'models', 'Models', s.models, null, null, true);
    add('scope', 'prompts', 'Prompts', s.prompts, null, null, true);
    add('scope', 'cells', 'Model-prompt cells', s.cells, null, null, true);
    const layer = (section, key, label, count, rate) => {
        const av = count !== null;
        add(section, key, label, count, av ? s.cells : null, av ? (rate === undefined ? ratio(count, s.cells) : rate) : null, av);
    };
    layer('primary', 'execution', 'Execution', s.execution_count, s.execution_rate);
    layer('primary', 'assembly_admissibility', 'Quantum-assembly admissibility', s.assembly_count, s.assembly_rate);
    layer('primary', 'reference_signature', 'Reference-signature match', s.signature_count, s.signature_rate);
    layer('primary', 'ordered_structure', 'Ordered operation-and-operand tape', s.ordered_count);
    layer('primary', 'parameter_aware_structure', 'Parameter-aware ordered tape', s.parameter_count);
    layer('diagnostic', 'es_gap', 'ES-Gap', s.es_gap_count, s.es_gap_rate);
    layer('diagnostic', 'execution_to_assembly_attrition', 'Execution-to-assembly attrition', s.execution_to_assembly_attrition_count, s.execution_to_assembly_attrition_rate);
    layer('diagnostic', 'as_gap', 'Assembly-Structure Gap (AS-Gap)', s.as_gap_count, s.as_gap_rate);
    layer('diagnostic', 'assembly_without_signature', 'Assembly admissible without signature match', s.assembly_without_signature_count);
    layer('diagnostic', 'signature_without_assembly', 'Signature match without assembly admissibility', s.signature_without_assembly_count);
    const shareAv = s.as_gap_count !== null;
    add('diagnostic', 'as_gap_share_of_es_gap', 'AS-Gap share of ES-Gap', s.as_gap_count, shareAv ? s.es_gap_count : null, s.as_gap_share_of_es_gap, shareAv);
    add('diagnostic', 'ersd', 'Executable signature disagreement (ERSD)', s.es_gap_count, s.execution_count, s.executable_signature_disagreement_rate, s.executable_signature_disagreement_rate !== null);
    if (s.identifiable_cells !== null) {
        add('identifiable', 'identifiable_cells', 'Identifiable model-prompt cells', s.identifiable_cells, null, null, true);
        add('identifiable', 'identifiable_execution', 'Execution', s.identifiable_execution_count, s.identifiable_cells, ratio(s.identifiable_execution_count, s.identifiable_cells), s.identifiable_execution_count !== null);
        add('identifiable', 'identifiable_reference_signature', 'Reference-signature match', s.identifiable_signature_count, s.identifiable_cells, ratio(s.identifiable_signature_count, s.identifiable_cells), s.identifiable_signature_count !== null);
        add('identifiable', 'structural_hallucination', 'Structural hallucination', s.identifiable_disagreement_count, s.identifiable_execution_count, s.structural_hallucination_rate, s.structural_hallucination_rate !== null);
    }
    return rows;
}
const pct = (r) => `${(0,python/* pyFixed */.mS)(100 * r, 2)}%`;
const th = (n) => (n === null ? 'N/A' : (0,python/* pyThousands */.fF)(n));
/** ASCII table: widest cell per column, two-space gap, right-aligned numeric columns, trailing spaces stripped. */
function asciiTable(headers, rows, rightFrom = 1) {
    const widths = headers.map((h, i) => Math.max(h.length, (0,arrays/* maxOf */._)(rows.map((r) => (r[i] ?? '').length))));
    const fmt = (cells) => cells
        .map((c, i) => (i >= rightFrom ? c.padStart(widths[i]) : c.padEnd(widths[i])))
        .join('  ')
        .replace(/\s+$/, '');
    return [fmt(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
}
function mdTable(headers, rows) {
    return [
        `| ${headers.join(' | ')} |`,
        `| ${headers.map(() => '---').join(' | ')} |`,
        ...rows.map((r) => `| ${r.join(' | ')} |`)
    ];
}
function summaryCells(r) {
    if (!r.available)
        return [r.label, 'N/A', 'N/A', 'N/A'];
    return [
        r.label,
        th(r.count),
        r.denominator === null ? '' : th(r.denominator),
        r.denominator === null ? '' : r.rate === null ? 'N/A' : pct(r.rate)
    ];
}
const VERSION_LABELS = [
    ['package_version', 'Package'],
    ['benchmark_release', 'Benchmark'],
    ['evaluator_version', 'Evaluator'],
    ['predicate_version', 'Predicate'],
    ['schema_version', 'Schema'],
    ['artifact_manifest_version', 'Artifact manifest']
];
function renderSummaryText(d) {
    const title = 'PQID-Bench Evaluation Summary';
    const out = [title, '='.repeat(title.length), `Run type: ${d.runType}`];
    for (const [k, label] of VERSION_LABELS)
        out.push(`${label}: ${pqid_records.VERSION_FIELDS[k]}`);
    if (d.source !== undefined)
        out.push(`Source: ${d.source}`);
    const rows = metricRows(d.summary);
    const section = (name, head, sec) => {
        out.push('', name, '-'.repeat(name.length));
        (0,arrays/* pushAll */.iI)(out, asciiTable([head, 'Count', 'Denominator', 'Rate'], rows.filter((r) => r.section === sec).map(summaryCells)));
    };
    out.push('', 'Scope', '-----');
    (0,arrays/* pushAll */.iI)(out, asciiTable(['Metric', 'Value'], rows.filter((r) => r.section === 'scope').map((r) => [r.label, th(r.count)])));
    section('Primary endpoints', 'Endpoint', 'primary');
    section('Diagnostics', 'Metric', 'diagnostic');
    if (d.summary.identifiable_cells !== null)
        section('Identifiable subset', 'Metric', 'identifiable');
    else
        out.push('', 'Identifiable subset: not supplied; structural-hallucination metrics are unavailable.');
    if (d.canonicalParity !== undefined) {
        out.push('', `Canonical parity: ${d.canonicalParity ? 'PASS' : 'FAIL'}`);
        if (d.errors && d.errors.length)
            (0,arrays/* pushAll */.iI)(out, ['Errors:', ...d.errors.map((e) => `- ${e}`)]);
    }
    out.push('', 'Rates use the displayed denominator. Unavailable layers are not treated as zero.');
    return out.join('\n') + '\n';
}
function renderSummaryMarkdown(d) {
    const out = ['# PQID-Bench Evaluation Summary', '', `- **Run type:** ${d.runType}`];
    for (const [k, label] of VERSION_LABELS)
        out.push(`- **${label}:** ${pqid_records.VERSION_FIELDS[k]}`);
    if (d.source !== undefined)
        out.push(`- **Source:** ${d.source}`);
    const rows = metricRows(d.summary);
    const section = (name, head, sec) => {
        out.push('', `## ${name}`, '');
        (0,arrays/* pushAll */.iI)(out, mdTable([head, 'Count', 'Denominator', 'Rate'], rows.filter((r) => r.section === sec).map(summaryCells)));
    };
    out.push('', '## Scope', '');
    (0,arrays/* pushAll */.iI)(out, mdTable(['Metric', 'Value'], rows.filter((r) => r.section === 'scope').map((r) => [r.label, th(r.count)])));
    section('Primary endpoints', 'Endpoint', 'primary');
    section('Diagnostics', 'Metric', 'diagnostic');
    if (d.summary.identifiable_cells !== null)
        section('Identifiable subset', 'Metric', 'identifiable');
    else
        out.push('', '> Identifiable-subset data were not supplied, so structural-hallucination metrics are unavailable.');
    if (d.canonicalParity !== undefined) {
        out.push('', `**Canonical parity:** ${d.canonicalParity ? 'PASS' : 'FAIL'}`);
        if (d.errors && d.errors.length)
            (0,arrays/* pushAll */.iI)(out, ['', ...d.errors.map((e) => `- ${e}`)]);
    }
    out.push('', '_Rates use the displayed denominator. Unavailable layers are not treated as zero._');
    return out.join('\n') + '\n';
}
/** Python csv minimal quoting. */
function csvField(v) {
    return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
const g12 = (x) => (x === null ? '' : (0,python/* pyFormatG */.S3)(x, 12));
const intOrEmpty = (x) => (x === null ? '' : String(x));
function renderSummaryCsv(d) {
    const header = [
        'report_type',
        'run_type',
        ...VERSION_LABELS.map(([k]) => k),
        'source',
        'canonical_parity',
        'section',
        'metric_key',
        'metric',
        'available',
        'count',
        'denominator',
        'rate',
        'rate_percent'
    ];
    const lines = [header.join(',')];
    const prefix = [
        'summary',
        d.runType,
        ...VERSION_LABELS.map(([k]) => pqid_records.VERSION_FIELDS[k]),
        d.source ?? '',
        d.canonicalParity === undefined ? '' : String(d.canonicalParity)
    ];
    for (const r of metricRows(d.summary)) {
        lines.push([
            ...prefix,
            r.section,
            r.key,
            r.label,
            String(r.available),
            intOrEmpty(r.count),
            intOrEmpty(r.denominator),
            g12(r.rate),
            r.rate === null ? '' : g12(100 * r.rate)
        ]
            .map(csvField)
            .join(','));
    }
    return lines.join('\n') + '\n';
}
function renderSummary(d, json, format) {
    if (format === 'text')
        return renderSummaryText(d);
    if (format === 'markdown')
        return renderSummaryMarkdown(d);
    if (format === 'csv')
        return renderSummaryCsv(d);
    return (0,python/* pyJsonDumps */.dv)(json, { indent: 2, sortKeys: true }) + '\n';
}
function compareCell(r) {
    if (!r.available)
        return 'N/A';
    if (r.denominator === null)
        return th(r.count);
    return `${th(r.count)}/${th(r.denominator)} (${r.rate === null ? 'N/A' : pct(r.rate)})`;
}
const deltaOf = (c, f) => c.available && f.available && c.rate !== null && f.rate !== null ? c.rate - f.rate : null;
function outcomeRows(d) {
    const c = metricRows(d.candidate);
    const f = metricRows(d.frozen);
    return c.map((r, i) => [r, f[i]]);
}
function scopeRows(d) {
    return [
        ['Mode', d.mode],
        ['Prompts', th(d.promptCount)],
        ['Candidate models', th(d.candidate.models)],
        ['Candidate cells', th(d.candidate.cells)],
        ['Frozen models', th(d.frozen.models)],
        ['Frozen cells', th(d.frozen.cells)]
    ];
}
function outcomeCells(d) {
    return outcomeRows(d)
        .filter(([r]) => r.section !== 'scope')
        .map(([c, f]) => {
        const dl = deltaOf(c, f);
        return [
            c.label,
            compareCell(c),
            compareCell(f),
            dl === null ? 'N/A' : `${dl < 0 || Object.is(dl, -0) ? '' : '+'}${(0,python/* pyFixed */.mS)(100 * dl, 2)} pp`
        ];
    });
}
function renderComparisonText(d) {
    const title = 'PQID-Bench Candidate Comparison';
    const out = [title, '='.repeat(title.length), `Comparison: ${d.label}`, 'Run type: supplied_evaluation'];
    for (const [k, label] of VERSION_LABELS)
        out.push(`${label}: ${pqid_records.VERSION_FIELDS[k]}`);
    out.push(`Candidate source: ${d.candidateSource}`);
    (0,arrays/* pushAll */.iI)(out, ['', 'Aligned scope', '-------------', ...asciiTable(['Metric', 'Value'], scopeRows(d))]);
    (0,arrays/* pushAll */.iI)(out, [
        '',
        'Outcomes',
        '--------',
        ...asciiTable(['Metric', 'Candidate', 'Frozen', 'Delta'], outcomeCells(d))
    ]);
    out.push('', 'Deltas are candidate minus frozen in percentage points. Counts and rates use the displayed aligned denominators.');
    return out.join('\n') + '\n';
}
function renderComparisonMarkdown(d) {
    const out = [
        '# PQID-Bench Candidate Comparison',
        '',
        `- **Comparison:** ${d.label}`,
        '- **Run type:** supplied_evaluation'
    ];
    for (const [k, label] of VERSION_LABELS)
        out.push(`- **${label}:** ${pqid_records.VERSION_FIELDS[k]}`);
    out.push(`- **Candidate source:** ${d.candidateSource}`);
    (0,arrays/* pushAll */.iI)(out, ['', '## Aligned scope', '', ...mdTable(['Metric', 'Value'], scopeRows(d))]);
    (0,arrays/* pushAll */.iI)(out, ['', '## Outcomes', '', ...mdTable(['Metric', 'Candidate', 'Frozen', 'Delta'], outcomeCells(d))]);
    out.push('', '_Deltas are candidate minus frozen in percentage points. Counts and rates use the displayed aligned denominators._');
    return out.join('\n') + '\n';
}
function renderComparisonCsv(d) {
    const header = [
        'report_type',
        'run_type',
        ...VERSION_LABELS.map(([k]) => k),
        'comparison_label',
        'candidate_source',
        'section',
        'metric_key',
        'metric',
        'candidate_available',
        'candidate_count',
        'candidate_denominator',
        'candidate_rate',
        'frozen_available',
        'frozen_count',
        'frozen_denominator',
        'frozen_rate',
        'delta_rate',
        'delta_percentage_points'
    ];
    const lines = [header.join(',')];
    const prefix = [
        'comparison',
        'supplied_evaluation',
        ...VERSION_LABELS.map(([k]) => pqid_records.VERSION_FIELDS[k]),
        d.label,
        d.candidateSource
    ];
    for (const [c, f] of outcomeRows(d)) {
        const dl = deltaOf(c, f);
        lines.push([
            ...prefix,
            c.section,
            c.key,
            c.label,
            String(c.available),
            intOrEmpty(c.count),
            intOrEmpty(c.denominator),
            g12(c.rate),
            String(f.available),
            intOrEmpty(f.count),
            intOrEmpty(f.denominator),
            g12(f.rate),
            g12(dl),
            dl === null ? '' : g12(100 * dl)
        ]
            .map(csvField)
            .join(','));
    }
    return lines.join('\n') + '\n';
}
function renderComparison(d, json, format) {
    if (format === 'text')
        return renderComparisonText(d);
    if (format === 'markdown')
        return renderComparisonMarkdown(d);
    if (format === 'csv')
        return renderComparisonCsv(d);
    return (0,python/* pyJsonDumps */.dv)(json, { indent: 2, sortKeys: true }) + '\n';
}

// EXTERNAL MODULE: ./src/formats/jsonl.ts
var jsonl = __webpack_require__(59382);
// EXTERNAL MODULE: ./src/suites/pqid/service.ts + 1 modules
var service = __webpack_require__(20409);
;// CONCATENATED MODULE: ./src/suites/pqid/run-model.ts
/**
 * `pqid-bench run-model`, offline part only (live.py::plan_live_model_run): config validation, release
 * manifest verification, prompt selection and route resolution, then a credential-free plan. benchgate never
 * contacts a model provider; live generation is out of scope for a CI gate (docs/pqid.md).
 */







const DEFAULT_PROMPT_PATH = 'artifacts/test_split_154/pqid_bench_external_generation_prompts_154.jsonl';
/** live.py PROVIDER_PRESETS (public routing defaults, no credentials). */
const PROVIDER_PRESETS = {
    openai: { name: 'openai', baseUrl: 'https://api.openai.com/v1', authenticated: true },
    groq: { name: 'groq', baseUrl: 'https://api.groq.com/openai/v1', authenticated: true },
    'github-models': { name: 'github-models', baseUrl: 'https://models.github.ai/inference', authenticated: true },
    openrouter: { name: 'openrouter', baseUrl: 'https://openrouter.ai/api/v1', authenticated: true },
    'hugging-face': { name: 'hugging-face', baseUrl: 'https://router.huggingface.co/v1', authenticated: true },
    nvidia: { name: 'nvidia', baseUrl: 'https://integrate.api.nvidia.com/v1', authenticated: true },
    deepinfra: { name: 'deepinfra', baseUrl: 'https://api.deepinfra.com/v1/openai', authenticated: true },
    deepseek: { name: 'deepseek', baseUrl: 'https://api.deepseek.com', authenticated: true },
    local: { name: 'local', baseUrl: 'http://127.0.0.1:8000/v1', authenticated: false }
};
const PROVIDER_ALIASES = {
    github: 'github-models',
    'github-models': 'github-models',
    huggingface: 'hugging-face',
    'huggingface-router': 'hugging-face',
    hf: 'hugging-face',
    'nvidia-nim': 'nvidia'
};
const fail = (m) => {
    throw new service/* ReferenceFailure */.cz('run-model', m);
};
function normalizeProvider(v) {
    const n = v.trim().toLowerCase().replace(/_/g, '-');
    return PROVIDER_ALIASES[n] ?? n;
}
const SENSITIVE = /(^|[_-])(api[_-]?key|authorization|bearer|password|secret|token)($|[_-])/i;
/** Credential-like key paths of an extra request body (`a.b[0].token`). */
function sensitiveKeys(v, prefix = '') {
    const out = [];
    if (Array.isArray(v))
        v.forEach((x, i) => (0,arrays/* pushAll */.iI)(out, sensitiveKeys(x, `${prefix}[${i}]`)));
    else if ((0,python/* isPyDict */.GZ)(v)) {
        for (const [k, x] of Object.entries(v)) {
            const path = prefix ? `${prefix}.${k}` : k;
            if (SENSITIVE.test(k))
                out.push(path);
            (0,arrays/* pushAll */.iI)(out, sensitiveKeys(x, path));
        }
    }
    return out;
}
/** live.py::_validate_config (acknowledgement not required: the dry-run path). */
function validateConfig(c) {
    if (!c.provider.trim())
        fail('Provider name must not be empty');
    if (!c.model.trim())
        fail('Model ID must not be empty');
    if (/[\r\n]/.test(c.provider + c.model))
        fail('Provider and model identifiers must be single-line values');
    if (c.runId !== undefined && (!c.runId.trim() || /[\r\n]/.test(c.runId)))
        fail('run_id must be a nonempty single-line value');
    if (c.apiKeyEnv !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(c.apiKeyEnv))
        fail('api_key_env must be a valid environment-variable name');
    if (c.limit < 0 || c.maxNew < 0 || c.maxRetries < 0)
        fail('Limits and retry count must be nonnegative');
    if (c.maxOutputTokens <= 0)
        fail('max_output_tokens must be positive');
    if (c.maxOutputField !== 'max_tokens' && c.maxOutputField !== 'max_completion_tokens')
        fail('max_output_field must be max_tokens or max_completion_tokens');
    if (c.temperature !== null && c.temperature < 0)
        fail('temperature must be nonnegative when supplied');
    if (c.topP !== null && !(c.topP >= 0 && c.topP <= 1))
        fail('top_p must be between 0 and 1 when supplied');
    if (c.timeoutSeconds <= 0)
        fail('timeout_seconds must be positive');
    if (c.retryBackoffSeconds < 0 || c.sleepSeconds < 0)
        fail('Retry backoff and inter-request sleep must be nonnegative');
    if (new Set(c.promptIds).size !== c.promptIds.length)
        fail('prompt_ids must not contain duplicates');
    const sens = sensitiveKeys(c.extraBody);
    if (sens.length)
        fail('Extra request body contains credential-like field names that would be persisted: ' + sens.join(', '));
}
/** Python `Path(p).resolve()` (non-strict): symlinks of the existing prefix resolved, the rest appended. */
async function pyResolve(p, cwd) {
    const abs = (0,external_node_path_.isAbsolute)(p) ? (0,external_node_path_.resolve)(p) : (0,external_node_path_.resolve)(cwd, p);
    const tail = [];
    let cur = abs;
    for (;;) {
        try {
            const real = await (0,promises_.realpath)(cur);
            return tail.length ? (0,external_node_path_.join)(real, ...tail.reverse()) : real;
        }
        catch {
            const parent = (0,external_node_path_.dirname)(cur);
            if (parent === cur)
                return abs;
            tail.push((0,external_node_path_.basename)(cur));
            cur = parent;
        }
    }
}
const SAFE_PROMPT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,179}$/;
/** live.py::_load_prompts: the prompt file's path and the selected prompt IDs, in file order. */
async function loadPrompts(c) {
    const promptPath = c.promptPath !== undefined ? await pyResolve(c.promptPath, c.cwd) : (0,external_node_path_.join)(c.releaseDir, DEFAULT_PROMPT_PATH);
    let isFile = false;
    try {
        isFile = (await (0,promises_.stat)(promptPath)).isFile();
    }
    catch {
        isFile = false;
    }
    if (!isFile)
        throw new service/* ReferenceFailure */.cz('file-missing', promptPath);
    let failure;
    const ids = [];
    const seen = new Set();
    await (0,jsonl/* readJsonlLines */.SG)(promptPath, (text, line) => {
        if (failure || (0,pqid_records.pyIsBlank)(text))
            return;
        const r = (0,python/* pyJsonLoads */.l4)(text);
        if (!r.ok) {
            failure = new service/* ReferenceFailure */.cz('run-model', `Invalid JSON on line ${line} of ${promptPath}`);
            return;
        }
        const row = r.value;
        if (!(0,python/* isPyDict */.GZ)(row)) {
            failure = new service/* ReferenceFailure */.cz('run-model', `Expected a JSON object on line ${line} of ${promptPath}`);
            return;
        }
        const o = row;
        const pid = (0,python/* pyTruthy */.Kn)(o.prompt_id) ? (0,python/* pyStr */.rD)(o.prompt_id) : '';
        const rid = (0,python/* pyTruthy */.Kn)(o.row_id) ? (0,python/* pyStr */.rD)(o.row_id) : '';
        const messages = o.messages;
        if (!pid || !rid)
            failure = new service/* ReferenceFailure */.cz('run-model', `Prompt row lacks prompt_id or row_id in ${promptPath}`);
        else if (!SAFE_PROMPT_ID.test(pid) || pid.includes('..'))
            failure = new service/* ReferenceFailure */.cz('run-model', `Prompt ID is not safe for portable artifact paths: ${(0,python/* pyStrRepr */.ow)(pid)}`);
        else if (seen.has(pid))
            failure = new service/* ReferenceFailure */.cz('run-model', `Duplicate prompt_id ${(0,python/* pyStrRepr */.ow)(pid)} in ${promptPath}`);
        else if (!Array.isArray(messages) || messages.length === 0)
            failure = new service/* ReferenceFailure */.cz('run-model', `Prompt ${pid} lacks a nonempty messages array`);
        else {
            seen.add(pid);
            ids.push(pid);
        }
    }, {
        shouldStop: () => failure !== undefined,
        // Lines before the bad chunk were delivered first, so an earlier problem wins, as in Python.
        onUtf8Error: (e) => {
            failure ??= new service/* ReferenceFailure */.cz('run-model', e.message);
        }
    });
    if (failure)
        throw failure;
    let selected = ids;
    if (c.promptIds.length) {
        const requested = new Set(c.promptIds);
        const missing = [...requested].filter((p) => !seen.has(p)).sort(python/* compareCodePoints */.OP);
        if (missing.length)
            fail(`Requested prompt IDs are absent: [${missing.map((m) => (0,python/* pyStrRepr */.ow)(m)).join(', ')}]`);
        selected = selected.filter((p) => requested.has(p));
    }
    if (c.limit > 0)
        selected = selected.slice(0, c.limit);
    if (!selected.length)
        fail('No prompts were selected');
    return { promptPath, ids: selected };
}
/** Python urllib.parse.urlsplit, the parts _validate_route uses. */
function urlSplit(url) {
    let rest = url;
    let scheme = '';
    const colon = rest.indexOf(':');
    if (colon > 0 && /^[A-Za-z][A-Za-z0-9+.-]*$/.test(rest.slice(0, colon))) {
        scheme = rest.slice(0, colon).toLowerCase();
        rest = rest.slice(colon + 1);
    }
    let netloc = '';
    if (rest.startsWith('//')) {
        const m = /[/?#]/.exec(rest.slice(2));
        const end = m ? m.index + 2 : rest.length;
        netloc = rest.slice(2, end);
        rest = rest.slice(end);
    }
    let fragment = '';
    const hash = rest.indexOf('#');
    if (hash >= 0) {
        fragment = rest.slice(hash + 1);
        rest = rest.slice(0, hash);
    }
    let query = '';
    const q = rest.indexOf('?');
    if (q >= 0)
        query = rest.slice(q + 1);
    const at = netloc.lastIndexOf('@');
    const userinfo = at >= 0 ? netloc.slice(0, at) : '';
    const hostport = at >= 0 ? netloc.slice(at + 1) : netloc;
    let host;
    if (hostport.startsWith('['))
        host = hostport.slice(1, hostport.indexOf(']') >= 0 ? hostport.indexOf(']') : undefined);
    else
        host = hostport.split(':')[0];
    // username or password non-empty
    const [user, pass] = userinfo.includes(':')
        ? [userinfo.slice(0, userinfo.indexOf(':')), userinfo.slice(userinfo.indexOf(':') + 1)]
        : [userinfo, ''];
    return {
        scheme,
        netloc,
        query,
        fragment,
        hasUserinfo: at >= 0 && (user !== '' || pass !== ''),
        hostname: host ? host.toLowerCase() : null
    };
}
/** live.py::_resolve_route (route URL and preset). */
function resolveRoute(c) {
    const preset = PROVIDER_PRESETS[normalizeProvider(c.provider)];
    const base = c.baseUrl || preset?.baseUrl;
    if (!base)
        fail('Unknown provider requires --base-url for an OpenAI-compatible endpoint');
    const trimmed = base.replace(/\/+$/, '');
    const route = trimmed.endsWith('/chat/completions') ? trimmed : trimmed + '/chat/completions';
    const u = urlSplit(route);
    if ((u.scheme !== 'http' && u.scheme !== 'https') || !u.netloc)
        fail(`Invalid provider route: ${(0,python/* pyStrRepr */.ow)(route)}`);
    if (u.hasUserinfo)
        fail('Provider route must not embed credentials');
    if (u.query || u.fragment)
        fail('Provider route must not contain query parameters or fragments; credentials belong in an API-key source');
    if (u.scheme === 'http') {
        const loopback = u.hostname === '127.0.0.1' || u.hostname === '::1' || u.hostname === 'localhost';
        if (!loopback && !c.allowInsecureHttp)
            fail('Plain HTTP is allowed only for a loopback endpoint unless --allow-insecure-http is supplied');
    }
    return { route, preset };
}
/** live.py::plan_live_model_run: the credential-free plan `run-model --dry-run` prints. */
async function planRunModel(c) {
    validateConfig(c);
    if (!(await (0,service/* verifiedManifest */.uS)(c.releaseDir)).valid)
        fail('Release manifest verification failed');
    const { promptPath, ids } = await loadPrompts(c);
    const { route, preset } = resolveRoute(c);
    return {
        ...pqid_records.VERSION_FIELDS,
        run_type: 'live_replication',
        provider: preset ? preset.name : normalizeProvider(c.provider),
        requested_model: c.model,
        route,
        prompt_source: promptPath,
        selected_prompts: ids.length,
        prompt_ids: ids,
        output_dir: await pyResolve(c.outputDir, c.cwd),
        target_metadata_exported: false,
        requires_prompt_export_acknowledgement: true,
        requires_authentication: !(c.noAuth || (preset !== undefined && !preset.authenticated)),
        contacts_provider: false
    };
}

// EXTERNAL MODULE: ./src/python/repr.ts + 1 modules
var repr = __webpack_require__(79575);
;// CONCATENATED MODULE: ./src/python/argparse.ts
/**
 * Python 3.11.2 `argparse` (the PQID-Bench reference's Python) for one (sub)parser: the usage line, the `--help`
 * text and the usage errors, byte for byte as Python prints them with `COLUMNS=80` (the formatter's width is 78).
 * A parser is data (`ParserSpec`); parsing never throws on bad arguments: it returns the message argparse would
 * print after `PROG: error: `.
 *
 * Covered: optionals taking one value (`store`, `append`, `type=int|float`, `choices`, a custom `type` function
 * raising `ArgumentTypeError`), flags (`store_true`, `store_const` with `const=None`), single positionals, `-h`,
 * `--opt=value`, unique prefixes (`allow_abbrev`), `--`, and the errors: required, unrecognised (reported by the
 * top-level parser), ambiguous, expected one argument, invalid choice, invalid int/float value, ignored explicit
 * argument. Not covered: `nargs`, short options, mutually exclusive groups, argument groups, `%` help formatting.
 *
 * The `argparse` npm package was checked first: 2.0.1 ports Python 3.9 (its help says "optional arguments:") and
 * 3.0.4 ports Python 3.14 (its usage keeps a required option with its metavar on one line, as Python 3.11.7 does
 * too), so neither prints 3.11.2's text.
 */


/** Python's `HelpFormatter` width with `COLUMNS=80`. */
const WIDTH = 78;
const MAX_HELP_POSITION = 24;
/** Raised by an `ArgSpec.convert` function, as Python's `argparse.ArgumentTypeError`. */
class ArgumentTypeError extends Error {
}
/** Python `int(text)` for a decimal string (whitespace, sign and single underscores between digits allowed). */
function pyIntOf(text) {
    const t = text.trim();
    if (!/^[+-]?\d(?:_?\d)*$/.test(t))
        return undefined;
    return Number(t.replace(/_/g, ''));
}
const DIGITS = '\\d(?:_?\\d)*';
const FLOAT_RE = new RegExp(`^[+-]?(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`);
/** Python `float(text)`. */
function pyFloatOf(text) {
    const t = text.trim();
    const special = /^([+-]?)(inf|infinity|nan)$/i.exec(t);
    if (special)
        return special[2].toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity;
    if (!FLOAT_RE.test(t))
        return undefined;
    return Number(t.replace(/_/g, ''));
}
const metavarOf = (a) => a.choices ? `{${a.choices.join(',')}}` : (a.metavar ?? (a.kind === 'positional' ? a.dest : a.dest.toUpperCase()));
/** argparse's `_get_action_name`: the option string, or a positional's metavar or dest (never its choices). */
const actionName = (a) => (a.kind === 'positional' ? (a.metavar ?? a.dest) : a.name);
function usagePart(a) {
    if (a.kind === 'positional')
        return metavarOf(a);
    const part = a.kind === 'flag' ? a.name : `${a.name} ${metavarOf(a)}`;
    return a.required ? part : `[${part}]`;
}
/** argparse 3.11.2's `part_regexp`: a bracketed group stays whole; `--opt METAVAR` of a required option does not. */
const PART_RE = /\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+/g;
/**
 * argparse's `_format_usage` wrapping (3.11.2): the usage text is cut into parts with `part_regexp`; optionals and
 * positionals wrap on separate lines when the whole does not fit.
 */
function wrapUsage(prog, optUsage, posUsage) {
    const prefix = 'usage: ';
    const all = [prog, ...optUsage, ...posUsage].join(' ');
    const optParts = optUsage.join(' ').match(PART_RE) ?? [];
    const posParts = posUsage.join(' ').match(PART_RE) ?? [];
    if (prefix.length + all.length <= WIDTH)
        return `${prefix}${all}\n`;
    const getLines = (parts, indent, withPrefix) => {
        const lines = [];
        let line = [];
        let len = withPrefix ? prefix.length - 1 : indent.length - 1;
        for (const part of parts) {
            if (len + 1 + part.length > WIDTH && line.length > 0) {
                lines.push(indent + line.join(' '));
                line = [];
                len = indent.length - 1;
            }
            line.push(part);
            len += part.length + 1;
        }
        if (line.length > 0)
            lines.push(indent + line.join(' '));
        if (withPrefix && lines.length > 0)
            lines[0] = lines[0].slice(indent.length);
        return lines;
    };
    let lines;
    if (prefix.length + prog.length <= 0.75 * WIDTH) {
        const indent = ' '.repeat(prefix.length + prog.length + 1);
        if (optParts.length > 0)
            lines = [...getLines([prog, ...optParts], indent, true), ...getLines(posParts, indent, false)];
        else if (posParts.length > 0)
            lines = getLines([prog, ...posParts], indent, true);
        else
            lines = [prog];
    }
    else {
        const indent = ' '.repeat(prefix.length);
        lines = getLines([...optParts, ...posParts], indent, false);
        if (lines.length > 1)
            lines = [...getLines(optParts, indent, false), ...getLines(posParts, indent, false)];
        lines = [prog, ...lines];
    }
    return `${prefix}${lines.join('\n')}\n`;
}
/**
 * The usage line of a parser, as `parser.format_usage()`. `extraPositionals` are usage parts of positionals that
 * are not plain arguments (a subparsers action shows `{a,b}` and `...`).
 */
function formatUsage(spec, extraPositionals = []) {
    const opt = ['[-h]', ...spec.args.filter((a) => a.kind !== 'positional').map(usagePart)];
    const pos = [...spec.args.filter((a) => a.kind === 'positional').map(usagePart), ...extraPositionals];
    return wrapUsage(spec.prog, opt, pos);
}
// Python's textwrap.TextWrapper.wordsep_re (break_on_hyphens), with Unicode classes for \w and letters.
const W = '[\\p{L}\\p{N}_]';
const LT = '(?:(?!\\d)[\\p{L}\\p{N}_])';
const WP = '[\\p{L}\\p{N}_!"\'&.,?]';
const WORDSEP_RE = new RegExp('(' +
    [
        '\\s+', // whitespace
        `(?<=${WP})-{2,}(?=${W})`, // an em-dash between words
        // a word, possibly hyphenated: it may end after a hyphen between letters, at whitespace, or before an em-dash
        `\\S+?(?:-(?:(?<=${LT}{2}-)|(?<=${LT}-${LT}-))(?=${LT}-?${LT})|(?=\\s|$)|(?<=${WP})(?=-{2,}${W}))`
    ].join('|') +
    ')', 'u');
/** Python `textwrap.wrap(text, width)` with its defaults (hyphenated words may break after a hyphen). */
function pyTextWrap(text, width) {
    const chunks = text
        .replace(/\t/g, '        ')
        .split(WORDSEP_RE)
        .filter((c) => c !== '');
    const rev = chunks.reverse();
    const lines = [];
    while (rev.length > 0) {
        const cur = [];
        let curLen = 0;
        if (rev[rev.length - 1].trim() === '' && lines.length > 0)
            rev.pop();
        while (rev.length > 0) {
            const l = rev[rev.length - 1].length;
            if (curLen + l <= width) {
                cur.push(rev.pop());
                curLen += l;
            }
            else
                break;
        }
        if (rev.length > 0 && rev[rev.length - 1].length > width) {
            // _handle_long_word (break_long_words, break_on_hyphens)
            const spaceLeft = width < 1 ? 1 : width - curLen;
            const chunk = rev[rev.length - 1];
            let end = spaceLeft;
            const hyphen = chunk.lastIndexOf('-', spaceLeft - 1);
            if (hyphen > 0 && /[^-]/.test(chunk.slice(0, hyphen)))
                end = hyphen + 1;
            cur.push(chunk.slice(0, end));
            rev[rev.length - 1] = chunk.slice(end);
        }
        if (cur.length > 0 && cur[cur.length - 1].trim() === '')
            cur.pop();
        if (cur.length > 0)
            lines.push(cur.join(''));
    }
    return lines;
}
/** argparse's `--help` text of a parser (usage, then "positional arguments:" and "options:"). */
function formatHelp(spec, extraPositionals = []) {
    const invocation = (a) => a.kind === 'positional' ? metavarOf(a) : a.kind === 'flag' ? a.name : `${a.name} ${metavarOf(a)}`;
    const pos = spec.args
        .filter((a) => a.kind === 'positional')
        .map((a) => [invocation(a), a.help]);
    const opt = [
        ['-h, --help', 'show this help message and exit'],
        ...spec.args
            .filter((a) => a.kind !== 'positional')
            .map((a) => [invocation(a), a.help])
    ];
    const longest = (0,arrays/* maxOf */._)([...pos, ...opt].map(([inv]) => inv.length + 2));
    const helpPosition = Math.min(longest + 2, MAX_HELP_POSITION);
    const helpWidth = Math.max(WIDTH - helpPosition, 11);
    const actionWidth = helpPosition - 2 - 2;
    const section = (title, items) => {
        const lines = [`${title}:`];
        for (const [inv, help] of items) {
            if (!help) {
                lines.push(`  ${inv}`);
                continue;
            }
            const helpLines = pyTextWrap(help.replace(/\s+/g, ' ').trim(), helpWidth);
            if (inv.length <= actionWidth)
                lines.push(`  ${inv.padEnd(actionWidth)}  ${helpLines[0]}`);
            else
                lines.push(`  ${inv}`, ' '.repeat(helpPosition) + helpLines[0]);
            for (const h of helpLines.slice(1))
                lines.push(' '.repeat(helpPosition) + h);
        }
        return lines.join('\n') + '\n';
    };
    let out = formatUsage(spec, extraPositionals) + '\n';
    if (pos.length > 0)
        out += section('positional arguments', pos) + '\n';
    out += section('options', opt);
    return out;
}
class ArgError extends Error {
}
/** argparse's `_negative_number_matcher`: such arguments are values (these parsers have no option like `-1`). */
const NEGATIVE_NUMBER = /^-\d+$|^-\d*\.\d+$/;
/** The `-h, --help` action every parser has (first, so it leads an ambiguity list as in argparse). */
const HELP = { name: '--help', dest: 'help', kind: 'flag' };
function classify(declared, s) {
    if (!s.startsWith('-') || s.length === 1)
        return { kind: 'value' };
    if (s === '-h')
        return { kind: 'option', arg: HELP, inline: undefined };
    const optionals = [HELP, ...declared];
    const exact = optionals.find((a) => a.name === s);
    if (exact)
        return { kind: 'option', arg: exact, inline: undefined };
    const eq = s.indexOf('=');
    if (eq >= 0) {
        const named = optionals.find((a) => a.name === s.slice(0, eq));
        if (named)
            return { kind: 'option', arg: named, inline: s.slice(eq + 1) };
    }
    if (s.startsWith('--')) {
        const flag = eq >= 0 ? s.slice(0, eq) : s;
        const matches = optionals.filter((a) => a.name.startsWith(flag));
        if (matches.length > 1)
            return { kind: 'ambiguous', matches };
        if (matches.length === 1)
            return { kind: 'option', arg: matches[0], inline: eq >= 0 ? s.slice(eq + 1) : undefined };
    }
    if (NEGATIVE_NUMBER.test(s) || s.includes(' '))
        return { kind: 'value' };
    return { kind: 'unknown' };
}
/** `parser.parse_args(args)` for one parser. Never throws on bad arguments (a `convert` may throw other errors). */
async function parseArgs(spec, args) {
    const values = {};
    const seen = new Set();
    const extras = [];
    const positionals = spec.args.filter((a) => a.kind === 'positional');
    const optionals = spec.args.filter((a) => a.kind !== 'positional');
    let posIndex = 0;
    const convert = async (a, text) => {
        const name = actionName(a);
        if (a.type === 'int' || a.type === 'float') {
            const n = a.type === 'int' ? pyIntOf(text) : pyFloatOf(text);
            if (n === undefined)
                throw new ArgError(`argument ${name}: invalid ${a.type} value: ${(0,repr/* pyRepr */.n3)(text)}`);
            return n;
        }
        if (a.choices && !a.choices.includes(text))
            throw new ArgError(`argument ${name}: invalid choice: ${(0,repr/* pyRepr */.n3)(text)} (choose from ${a.choices.map((c) => (0,repr/* pyRepr */.n3)(c)).join(', ')})`);
        if (a.convert) {
            try {
                return await a.convert(text);
            }
            catch (e) {
                if (e instanceof ArgumentTypeError)
                    throw new ArgError(`argument ${name}: ${e.message}`);
                throw e;
            }
        }
        return text;
    };
    const positional = async (text) => {
        if (posIndex < positionals.length) {
            const a = positionals[posIndex++];
            seen.add(a.dest);
            values[a.dest] = await convert(a, text);
        }
        else
            extras.push(text);
    };
    try {
        for (let i = 0; i < args.length; i++) {
            const arg = args[i];
            if (arg === '--') {
                for (const rest of args.slice(i + 1))
                    await positional(rest);
                break;
            }
            const c = classify(optionals, arg);
            if (c.kind === 'value') {
                await positional(arg);
                continue;
            }
            if (c.kind === 'unknown') {
                extras.push(arg);
                continue;
            }
            if (c.kind === 'ambiguous')
                throw new ArgError(`ambiguous option: ${arg} could match ${c.matches.map((m) => m.name).join(', ')}`);
            const a = c.arg;
            if (a === HELP) {
                if (c.inline !== undefined)
                    throw new ArgError(`argument -h/--help: ignored explicit argument ${(0,repr/* pyRepr */.n3)(c.inline)}`);
                return { ok: true, values, help: true };
            }
            seen.add(a.dest);
            if (a.kind === 'flag') {
                if (c.inline !== undefined)
                    throw new ArgError(`argument ${a.name}: ignored explicit argument ${(0,repr/* pyRepr */.n3)(c.inline)}`);
                values[a.dest] = a.constNull ? null : true;
                continue;
            }
            let text = c.inline;
            if (text === undefined) {
                const next = args[i + 1];
                if (next === undefined || next === '--' || classify(optionals, next).kind !== 'value')
                    throw new ArgError(`argument ${a.name}: expected one argument`);
                text = next;
                i++;
            }
            const v = await convert(a, text);
            if (a.append)
                values[a.dest] = [...(values[a.dest] ?? []), String(v)];
            else
                values[a.dest] = v;
        }
    }
    catch (e) {
        if (e instanceof ArgError)
            return { ok: false, message: e.message, root: false };
        throw e;
    }
    const missing = spec.args.filter((a) => a.required && !seen.has(a.dest)).map(actionName);
    if (missing.length > 0)
        return { ok: false, message: `the following arguments are required: ${missing.join(', ')}`, root: false };
    if (extras.length > 0)
        return { ok: false, message: `unrecognized arguments: ${extras.join(' ')}`, root: true };
    return { ok: true, values, help: false };
}

;// CONCATENATED MODULE: ./src/suites/pqid/cli-reference.ts
/**
 * `benchgate pqid …`: a drop-in for the reference CLI (`pqid-bench`): same arguments, same stdout,
 * stderr and exit codes for evaluate, compare, reproduce and verify (argparse behaviour included).
 */








const PROG = 'pqid-bench';
const SUBCOMMANDS = [
    'doctor',
    'download',
    'verify',
    'reproduce',
    'evaluate',
    'compare',
    'dashboard',
    'run-model',
    'replay'
];
const TOP_USAGE = formatUsage({ prog: PROG, args: [{ name: '--version', dest: 'version', kind: 'flag' }] }, [
    `{${SUBCOMMANDS.join(',')}}`,
    '...'
]);
const FORMATS = ['json', 'text', 'markdown', 'csv'];
/** `--release-dir RELEASE_DIR` (required), as compare, reproduce and run-model take it. */
const releaseDirOpt = {
    name: '--release-dir',
    dest: 'release_dir',
    metavar: 'RELEASE_DIR',
    kind: 'value',
    required: true,
    releaseDir: true
};
const outputOpt = { name: '--output', dest: 'output', metavar: 'OUTPUT', kind: 'value' };
const formatOpt = {
    name: '--format',
    dest: 'format',
    kind: 'value',
    choices: FORMATS,
    help: 'Report format (default: json)'
};
const SPECS = {
    evaluate: {
        name: 'evaluate',
        opts: [
            { name: '--evaluations', dest: 'evaluations', metavar: 'EVALUATIONS', kind: 'value', required: true },
            outputOpt,
            formatOpt
        ]
    },
    compare: {
        name: 'compare',
        opts: [
            { name: '--evaluations', dest: 'evaluations', metavar: 'EVALUATIONS', kind: 'value', required: true },
            releaseDirOpt,
            {
                name: '--candidate-run-manifest',
                dest: 'candidate_run_manifest',
                metavar: 'CANDIDATE_RUN_MANIFEST',
                kind: 'value',
                required: true
            },
            {
                name: '--allow-partial',
                dest: 'allow_partial',
                kind: 'flag',
                help: 'Allow a common strict subset of frozen prompt IDs and compare it with the same frozen matched subset'
            },
            outputOpt,
            formatOpt
        ]
    },
    reproduce: {
        name: 'reproduce',
        opts: [releaseDirOpt, outputOpt, formatOpt]
    },
    verify: {
        name: 'verify',
        opts: [
            { name: '--full', dest: 'full', kind: 'flag' },
            { name: 'release_dir', dest: 'release_dir', kind: 'positional', required: true, releaseDir: true }
        ]
    },
    'run-model': {
        name: 'run-model',
        opts: [
            releaseDirOpt,
            { name: '--output-dir', dest: 'output_dir', metavar: 'OUTPUT_DIR', kind: 'value', required: true },
            {
                name: '--provider',
                dest: 'provider',
                metavar: 'PROVIDER',
                kind: 'value',
                required: true,
                help: `Provider preset or custom label. Presets: ${Object.keys(PROVIDER_PRESETS).sort().join(', ')}`
            },
            { name: '--model', dest: 'model', metavar: 'MODEL', kind: 'value', required: true },
            {
                name: '--base-url',
                dest: 'base_url',
                metavar: 'BASE_URL',
                kind: 'value',
                help: 'Override the preset or define a custom OpenAI-compatible base URL'
            },
            { name: '--api-key-env', dest: 'api_key_env', metavar: 'API_KEY_ENV', kind: 'value' },
            { name: '--api-key-file', dest: 'api_key_file', metavar: 'API_KEY_FILE', kind: 'value' },
            {
                name: '--no-auth',
                dest: 'no_auth',
                kind: 'flag',
                help: 'Use an endpoint that requires no Authorization header'
            },
            {
                name: '--prompt-path',
                dest: 'prompt_path',
                metavar: 'PROMPT_PATH',
                kind: 'value',
                help: 'Override the frozen 154-prompt JSONL'
            },
            {
                name: '--prompt-id',
                dest: 'prompt_ids',
                metavar: 'PROMPT_IDS',
                kind: 'value',
                append: true,
                help: 'Select one prompt ID; repeat for multiple prompts'
            },
            { name: '--limit', dest: 'limit', metavar: 'LIMIT', kind: 'value', type: 'int' },
            {
                name: '--max-new',
                dest: 'max_new',
                metavar: 'MAX_NEW',
                kind: 'value',
                type: 'int',
                help: 'Maximum newly attempted prompts in this invocation; 0 means all'
            },
            {
                name: '--max-output-tokens',
                dest: 'max_output_tokens',
                metavar: 'MAX_OUTPUT_TOKENS',
                kind: 'value',
                type: 'int'
            },
            {
                name: '--max-output-field',
                dest: 'max_output_field',
                kind: 'value',
                choices: ['max_tokens', 'max_completion_tokens']
            },
            { name: '--temperature', dest: 'temperature', metavar: 'TEMPERATURE', kind: 'value', type: 'float' },
            { name: '--omit-temperature', dest: 'temperature', kind: 'flag', constNull: true },
            { name: '--top-p', dest: 'top_p', metavar: 'TOP_P', kind: 'value', type: 'float' },
            { name: '--omit-top-p', dest: 'top_p', kind: 'flag', constNull: true },
            { name: '--seed', dest: 'seed', metavar: 'SEED', kind: 'value', type: 'int' },
            {
                name: '--extra-body-json',
                dest: 'extra_body_json',
                metavar: 'EXTRA_BODY_JSON',
                kind: 'value',
                help: 'JSON object merged into every request; credential-like keys are rejected'
            },
            { name: '--timeout-seconds', dest: 'timeout_seconds', metavar: 'TIMEOUT_SECONDS', kind: 'value', type: 'float' },
            { name: '--max-retries', dest: 'max_retries', metavar: 'MAX_RETRIES', kind: 'value', type: 'int' },
            {
                name: '--retry-backoff-seconds',
                dest: 'retry_backoff_seconds',
                metavar: 'RETRY_BACKOFF_SECONDS',
                kind: 'value',
                type: 'float'
            },
            { name: '--sleep-seconds', dest: 'sleep_seconds', metavar: 'SLEEP_SECONDS', kind: 'value', type: 'float' },
            { name: '--run-id', dest: 'run_id', metavar: 'RUN_ID', kind: 'value' },
            { name: '--resume', dest: 'resume', kind: 'flag' },
            {
                name: '--retry-errors',
                dest: 'retry_errors',
                kind: 'flag',
                help: 'With --resume, retry prompts whose canonical response is an error'
            },
            {
                name: '--retry-uncertain',
                dest: 'retry_uncertain',
                kind: 'flag',
                help: 'Retry a request marked in flight by an interrupted process, accepting a possible additional stochastic draw'
            },
            {
                name: '--allow-insecure-http',
                dest: 'allow_insecure_http',
                kind: 'flag',
                help: 'Allow plain HTTP for a non-loopback custom endpoint'
            },
            {
                name: '--acknowledge-third-party-prompt-export',
                dest: 'acknowledge_third_party_prompt_export',
                kind: 'flag',
                help: 'Acknowledge provider retention, policy, and billing risks'
            },
            {
                name: '--dry-run',
                dest: 'dry_run',
                kind: 'flag',
                help: 'Validate and print a credential-free plan without contacting a provider'
            },
            { name: '--quiet', dest: 'quiet', kind: 'flag', help: 'Suppress per-prompt progress on stderr' }
        ]
    }
};
/** The argparse parser of a subcommand; a release directory resolves against `cwd` and must exist. */
function parserOf(spec, cwd) {
    const args = spec.opts.map(({ releaseDir, ...arg }) => releaseDir
        ? {
            ...arg,
            convert: async (text) => {
                const abs = (0,external_node_path_.resolve)(cwd, text);
                let ok = false;
                try {
                    ok = (await (0,promises_.stat)(abs)).isDirectory();
                }
                catch {
                    ok = false;
                }
                if (!ok)
                    throw new ArgumentTypeError(`Release directory not found: ${abs}`);
                return abs;
            }
        }
        : arg);
    return { prog: `${PROG} ${spec.name}`, args };
}
async function writeOutput(path, text, cwd) {
    const abs = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(cwd, path);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(abs), { recursive: true });
    await (0,promises_.writeFile)(abs, text);
}
function cli_reference_fail(e, io) {
    if (e instanceof service/* ReferenceFailure */.cz) {
        if (e.opts.traceback)
            io.stderr(`Traceback (most recent call last):\n  (raised by the PQID-Bench reference at this point; benchgate prints no Python frames)\n${e.opts.traceback}: ${e.message}\n`);
        else
            io.stderr(`${PROG}: ${e.message}\n`);
        return 1;
    }
    io.stderr(`${PROG}: internal error: ${e.message}\n`);
    return 2;
}
/** Runs `pqid-bench ARGS` semantics. Returns the exit code. */
async function runPqidReference(args, io) {
    if (args.length === 0) {
        io.stderr(`${TOP_USAGE}${PROG}: error: the following arguments are required: command\n`);
        return 2;
    }
    const first = args[0];
    if (first === '--version') {
        io.stdout(`${PROG} 1.2.1\n`);
        return 0;
    }
    if (first === '-h' || first === '--help') {
        io.stdout(`${TOP_USAGE}\nPQID-Bench reference commands as implemented by benchgate (evaluate, compare, reproduce, verify, doctor, run-model --dry-run).\n`);
        return 0;
    }
    if (!SUBCOMMANDS.includes(first)) {
        io.stderr(`${TOP_USAGE}${PROG}: error: argument command: invalid choice: ${(0,python/* pyRepr */.n3)(first)} (choose from ${SUBCOMMANDS.map((s) => (0,python/* pyRepr */.n3)(s)).join(', ')})\n`);
        return 2;
    }
    const spec = SPECS[first];
    if (!spec) {
        if (first === 'doctor') {
            io.stdout((0,python/* pyJsonDumps */.dv)(await doctorReport(io.env), { indent: 2, sortKeys: true }) + '\n');
            return 0;
        }
        io.stderr(`${PROG}: benchgate does not implement '${first}' (it needs the network, Docker or a model provider); use the Python reference for it.\n`);
        return 2;
    }
    const parser = parserOf(spec, io.cwd);
    const parsed = await parseArgs(parser, args.slice(1));
    if (!parsed.ok) {
        if (parsed.root)
            io.stderr(`${TOP_USAGE}${PROG}: error: ${parsed.message}\n`);
        else
            io.stderr(`${formatUsage(parser)}${parser.prog}: error: ${parsed.message}\n`);
        return 2;
    }
    if (parsed.help) {
        io.stdout(formatHelp(parser));
        return 0;
    }
    const v = parsed.values;
    const format = (v.format ?? 'json');
    const emit = async (text) => {
        io.stdout(text);
        if (typeof v.output === 'string')
            await writeOutput(v.output, text, io.cwd);
    };
    try {
        if (first === 'evaluate') {
            const r = await (0,service/* evaluateFile */.KO)(v.evaluations, io.cwd, { stopAtFirst: true });
            await emit(renderSummary({ summary: r.summary, runType: 'supplied_evaluation', source: r.source }, r.json, format));
            return 0;
        }
        if (first === 'reproduce') {
            const r = await (0,service/* reproduceRelease */.Db)(v.release_dir, { stopAtFirst: true });
            await emit(renderSummary({
                summary: r.summary,
                runType: 'canonical_reproduction',
                canonicalParity: r.errors.length === 0,
                errors: r.errors
            }, r.json, format));
            return r.errors.length === 0 ? 0 : 1;
        }
        if (first === 'verify') {
            const r = await (0,service/* verifyRelease */.VA)(v.release_dir, v.full === true);
            io.stdout((0,python/* pyJsonDumps */.dv)(r.json, { indent: 2, sortKeys: true }) + '\n');
            return r.valid ? 0 : 1;
        }
        if (first === 'run-model')
            return await runModel(v, io);
        if (first === 'compare') {
            const r = await (0,service/* compareRelease */.DT)({
                evaluations: v.evaluations,
                releaseDir: v.release_dir,
                candidateRunManifest: v.candidate_run_manifest,
                allowPartial: v.allow_partial === true,
                cwd: io.cwd,
                load: { stopAtFirst: true }
            });
            const scope = r.json.comparison_scope;
            await emit(renderComparison({
                candidate: r.candidate,
                frozen: r.frozen,
                label: r.json.comparison_label,
                candidateSource: r.json.candidate_source,
                mode: r.mode,
                promptCount: scope.prompt_count
            }, r.json, format));
            return 0;
        }
    }
    catch (e) {
        return cli_reference_fail(e, io);
    }
    return 2;
}
/** The message for `run-model` with acknowledgement and without --dry-run: benchgate never calls a provider. */
const LIVE_GENERATION_OUT_OF_SCOPE = 'benchgate does not contact model providers: live generation is out of scope for a CI gate. Run `pqid-bench run-model` (the Python reference) to collect responses, then check the resulting files with benchgate (`benchgate pqid run-model --dry-run` validates the plan offline).';
/** cli.py::_load_json_object for --extra-body-json. */
async function loadJsonObject(path, cwd) {
    if (path === undefined)
        return {};
    const abs = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(cwd, path);
    let text;
    try {
        const st = await (0,promises_.stat)(abs);
        if (st.isDirectory())
            throw new service/* ReferenceFailure */.cz('file-directory', `[Errno 21] Is a directory: ${(0,python/* pyRepr */.n3)(path)}`, {
                traceback: 'IsADirectoryError'
            });
        if (st.size > 16 * 1024 * 1024)
            throw new service/* ReferenceFailure */.cz('run-model', `Invalid JSON object file: ${path}`);
        text = new TextDecoder('utf-8', { fatal: true }).decode(await (0,promises_.readFile)(abs));
    }
    catch (e) {
        if (e instanceof service/* ReferenceFailure */.cz)
            throw e;
        if (e instanceof TypeError)
            throw new service/* ReferenceFailure */.cz('run-model', `Invalid JSON object file: ${path}`);
        throw new service/* ReferenceFailure */.cz('file-missing', `[Errno 2] No such file or directory: ${(0,python/* pyRepr */.n3)(path)}`);
    }
    const v = (0,python/* pyJsonLoadsOrUndefined */.gP)(text);
    if (v === undefined)
        throw new service/* ReferenceFailure */.cz('run-model', `Invalid JSON object file: ${path}`);
    if (!(0,python/* isPyDict */.GZ)(v))
        throw new service/* ReferenceFailure */.cz('run-model', `Expected a JSON object in ${path}`);
    return v;
}
/** cli.py::command_run_model, offline: the dry-run plan, the acknowledgement refusal, and no live generation. */
async function runModel(v, io) {
    const num = (k, d) => (v[k] === undefined ? d : v[k]);
    const str = (k) => (typeof v[k] === 'string' ? v[k] : undefined);
    const config = {
        releaseDir: v.release_dir,
        outputDir: v.output_dir,
        provider: v.provider,
        model: v.model,
        baseUrl: str('base_url'),
        apiKeyEnv: str('api_key_env'),
        noAuth: v.no_auth === true,
        promptPath: str('prompt_path'),
        promptIds: v.prompt_ids ?? [],
        limit: num('limit', 0),
        maxNew: num('max_new', 0),
        maxOutputTokens: num('max_output_tokens', 2048),
        maxOutputField: str('max_output_field') ?? 'max_tokens',
        temperature: num('temperature', 0),
        topP: num('top_p', 1),
        maxRetries: num('max_retries', 2),
        timeoutSeconds: num('timeout_seconds', 120),
        retryBackoffSeconds: num('retry_backoff_seconds', 1),
        sleepSeconds: num('sleep_seconds', 0),
        runId: str('run_id'),
        extraBody: await loadJsonObject(str('extra_body_json'), io.cwd),
        allowInsecureHttp: v.allow_insecure_http === true,
        cwd: io.cwd
    };
    if (v.dry_run === true) {
        io.stdout((0,python/* pyJsonDumps */.dv)(await planRunModel(config), { indent: 2, sortKeys: true }) + '\n');
        return 0;
    }
    if (v.acknowledge_third_party_prompt_export !== true) {
        io.stderr('Refusing live generation without --acknowledge-third-party-prompt-export.\n');
        return 2;
    }
    io.stderr(`${PROG}: ${LIVE_GENERATION_OUT_OF_SCOPE}\n`);
    return 2;
}

// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(79596);
;// CONCATENATED MODULE: ./src/suites/pqid/replay.ts
/**
 * The reference's replay derivatives (replay.py::canonicalize_harness_report and write_replay_derivatives):
 * one evaluator ("harness") report → canonical evaluation cells (JSONL) and the candidate summary in four
 * formats. Pure functions over parsed data plus one writer at the edge.
 */







const HARNESS_REPORT_NAME = 'pqid_bench_external_model_generation_harness_report.json';
const CANONICAL_EVALUATIONS_NAME = 'pqid_bench_canonical_evaluations.jsonl';
/** Summary files in the order the reference writes them. */
const SUMMARY_OUTPUTS = [
    ['json', 'pqid_bench_candidate_summary.json'],
    ['text', 'pqid_bench_candidate_summary.txt'],
    ['markdown', 'pqid_bench_candidate_summary.md'],
    ['csv', 'pqid_bench_candidate_summary.csv']
];
/** Harness reports are about 0.5 MB for 154 prompts; refuse anything absurd instead of exhausting memory. */
const MAX_HARNESS_REPORT_BYTES = 256 * 1024 * 1024;
const isObj = python/* isPyDict */.GZ;
const mapping = (v) => (isObj(v) ? v : {});
const bool = (v) => (0,python/* pyTruthy */.Kn)(v);
const idStr = (v) => ((0,python/* pyTruthy */.Kn)(v) ? (0,python/* pyStr */.rD)(v) : '');
/** canonicalize_harness_report on the parsed report. Throws ReferenceFailure with the reference's ValueError text. */
function canonicalizeHarnessPayload(payload) {
    const fail = (m) => {
        throw new service/* ReferenceFailure */.cz('harness-report', m);
    };
    if (!isObj(payload))
        fail('Evaluator report must be a JSON object');
    const records = payload.records;
    if (!Array.isArray(records) || records.length === 0)
        fail('Evaluator report contains no evaluation records');
    const rows = [];
    const seen = new Set();
    records.forEach((rec, k) => {
        const index = k + 1;
        if (!isObj(rec))
            fail(`Evaluator record ${index} is not an object`);
        const record = rec;
        const model = idStr(record.model);
        const promptId = idStr(record.prompt_id);
        if (!model || !promptId)
            fail(`Evaluator record ${index} lacks model or prompt_id`);
        const key = JSON.stringify([model, promptId]);
        if (seen.has(key))
            fail(`Duplicate model-prompt key in evaluator report: (${(0,python/* pyStrRepr */.ow)(model)}, ${(0,python/* pyStrRepr */.ow)(promptId)})`);
        seen.add(key);
        const execution = mapping(record.execution);
        const structural = mapping(record.structural_checks);
        const qasm3 = mapping(execution.qasm3_export);
        // bool(a and b): the value of `a` when falsy, else `b`.
        const executable = bool(execution.execution_success) && bool(execution.circuit_found);
        const assembly = bool(qasm3.success);
        const signature = bool(structural.all_match);
        if (assembly && !executable)
            fail(`Evaluator record ${index} violates assembly => execution`);
        if (signature && !executable)
            fail(`Evaluator record ${index} violates signature => execution`);
        rows.push({
            ...pqid_records.VERSION_FIELDS,
            run_type: 'supplied_evaluation',
            record_type: 'canonical_evaluation',
            model,
            provider: idStr(record.provider),
            prompt_id: promptId,
            row_id: idStr(record.row_id),
            report_executable: executable,
            report_assembly_admissible: assembly,
            report_signature_match: signature,
            gate_types_match: bool(structural.gate_types_match),
            gate_count_match: bool(structural.gate_count_match),
            num_qubits_match: bool(structural.num_qubits_match),
            num_clbits_match: bool(structural.num_clbits_match),
            selected_circuit_name: idStr(execution.selected_circuit_name),
            execution_error_type: execution.execution_error_type === undefined ? null : execution.execution_error_type
        });
    });
    return rows;
}
/** The canonical-evaluations JSONL text (json.dumps(row, ensure_ascii=True, sort_keys=True) + "\n" per row). */
function canonicalEvaluationsText(rows) {
    return rows.map((r) => (0,python/* pyJsonDumps */.dv)(r, { sortKeys: true }) + '\n').join('');
}
/** summarize_evaluation_records over canonical rows (they already satisfy every rule, but run them anyway). */
function summarizeCanonicalRows(rows) {
    const acc = new pqid_records.EvaluationAccumulator({ displayPath: CANONICAL_EVALUATIONS_NAME, stopAtFirst: true });
    rows.forEach((r, i) => {
        acc.records++;
        acc.addRow(r, i + 1);
    });
    acc.finish();
    if (acc.firstError)
        throw new service/* ReferenceFailure */.cz('harness-report', acc.firstError.message);
    return (0,pqid_records.summarize)((0,pqid_records.countCells)(acc.cells), null);
}
/** The four summary files' contents, keyed by file name, in the reference's order. */
function summaryFiles(summary) {
    const json = (0,pqid_records.summaryToPy)(summary, 'supplied_evaluation');
    // reporting.render_summary(...) + "\n"; renderSummary already ends with the newline print() adds.
    return SUMMARY_OUTPUTS.map(([format, name]) => [
        name,
        renderSummary({ summary, runType: 'supplied_evaluation' }, json, format)
    ]);
}
/** Reads a harness report (`shown` is the path as given, for messages) with Python's json.loads semantics. */
async function readHarnessReport(abs, shown) {
    let buf;
    try {
        const st = await (0,promises_.stat)(abs);
        if (st.isDirectory())
            throw new service/* ReferenceFailure */.cz('harness-report', `[Errno 21] Is a directory: ${(0,python/* pyStrRepr */.ow)(shown)}`, {
                traceback: 'IsADirectoryError'
            });
        if (st.size > MAX_HARNESS_REPORT_BYTES)
            throw new service/* ReferenceFailure */.cz('harness-report', `Evaluator report is larger than ${(0,bytes/* formatBytes */.z)(MAX_HARNESS_REPORT_BYTES)}: ${shown}`);
        buf = await (0,promises_.readFile)(abs);
    }
    catch (e) {
        if (e instanceof service/* ReferenceFailure */.cz)
            throw e;
        throw new service/* ReferenceFailure */.cz('file-missing', `[Errno 2] No such file or directory: ${(0,python/* pyStrRepr */.ow)(shown)}`);
    }
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    }
    catch {
        throw new service/* ReferenceFailure */.cz('harness-report', `Evaluator report is not valid UTF-8: ${shown}`);
    }
    const r = (0,python/* pyJsonLoads */.l4)(text);
    if (!r.ok)
        throw new service/* ReferenceFailure */.cz('harness-report', `Invalid evaluator report JSON: ${shown}`);
    return r.value;
}
/**
 * write_replay_derivatives: canonical cells and the four candidate summaries from one harness report.
 * The reference reads the report from the output folder itself; benchgate takes its path separately.
 * Creates `outDir` when missing. Every file is computed before the first is written.
 */
async function writeReplayDerivatives(reportAbs, reportShown, outDir) {
    const rows = canonicalizeHarnessPayload(await readHarnessReport(reportAbs, reportShown));
    const summary = summarizeCanonicalRows(rows);
    const files = [
        [CANONICAL_EVALUATIONS_NAME, canonicalEvaluationsText(rows)],
        ...summaryFiles(summary)
    ];
    await (0,promises_.mkdir)(outDir, { recursive: true });
    for (const [name, text] of files)
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, name), text);
    return { rows: rows.length, summary, files: files.map(([n]) => (0,external_node_path_.join)(outDir, n)) };
}

;// CONCATENATED MODULE: ./src/suites/pqid/commands.ts
/** benchgate CLI commands of the pqid family: `benchgate pqid <evaluate|compare|reproduce|verify|run-model|doctor> …` (reference arguments) and `replay-derivatives`. */





const sub = (name, usage) => ({
    name: ['pqid', name],
    usage: `benchgate pqid ${name} ${usage}`.trimEnd(),
    parsesHelp: true,
    run: (args, io) => runPqidReference([name, ...args], io)
});
const replayDerivatives = {
    name: ['pqid', 'replay-derivatives'],
    usage: 'benchgate pqid replay-derivatives --output-dir D [--harness-report F] [--format text|json]',
    async run(args, io) {
        const { values } = (0,command/* parseCommandArgs */.Qx)({
            args,
            strict: true,
            allowPositionals: false,
            options: {
                'output-dir': { type: 'string' },
                'harness-report': { type: 'string' },
                format: { type: 'string', default: 'text' }
            }
        });
        const outArg = values['output-dir'];
        if (!outArg)
            throw new command/* UsageError */.eb('--output-dir is required');
        if (values.format !== 'text' && values.format !== 'json')
            throw new command/* UsageError */.eb(`--format must be text or json, not ${values.format}`);
        const outDir = (0,external_node_path_.isAbsolute)(outArg) ? outArg : (0,external_node_path_.resolve)(io.cwd, outArg);
        const shown = values['harness-report'] ?? (0,external_node_path_.join)(outArg, HARNESS_REPORT_NAME);
        const reportAbs = (0,external_node_path_.isAbsolute)(shown) ? shown : (0,external_node_path_.resolve)(io.cwd, shown);
        try {
            const r = await writeReplayDerivatives(reportAbs, shown, outDir);
            if (values.format === 'json')
                io.stdout(JSON.stringify({ harness_report: reportAbs, output_dir: outDir, rows: r.rows, files: r.files }, null, 2) +
                    '\n');
            else
                io.stdout(`Wrote ${r.files.length} files from ${r.rows} evaluator records:\n${r.files.map((f) => `  ${f}`).join('\n')}\n`);
            return 0;
        }
        catch (e) {
            if (e instanceof service/* ReferenceFailure */.cz) {
                io.stderr(`benchgate pqid replay-derivatives: ${e.message}\n`);
                return 1;
            }
            throw e;
        }
    }
};
const PQID_COMMANDS = [
    sub('evaluate', '--evaluations F [--format json|text|markdown|csv] [--output P]'),
    sub('compare', '--evaluations F --release-dir D --candidate-run-manifest M [--allow-partial] [--format json|text|markdown|csv] [--output P]'),
    sub('reproduce', '--release-dir D [--format json|text|markdown|csv] [--output P]'),
    sub('verify', 'RELEASE_DIR [--full]'),
    sub('run-model', '--release-dir D --output-dir O --provider P --model M [--limit N] [--prompt-id ID]… --dry-run'),
    sub('doctor', ''),
    replayDerivatives,
    {
        name: ['pqid'],
        usage: 'benchgate pqid <evaluate|compare|reproduce|verify|run-model|doctor|--version> …',
        run: (args, io) => runPqidReference(args, io)
    }
];


/***/ })

};
