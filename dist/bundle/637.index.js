export const id = 637;
export const ids = [637];
export const modules = {

/***/ 44824:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ scanFirstRecordKeys)
/* harmony export */ });
/* unused harmony export KeyScanner */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Discovery's streaming key scan: the top-level keys of the first record of a JSONL file (or of a JSON
 * document), read in chunks, bounded in bytes and in nesting depth, with no recursion and no full parse.
 * It never validates the record: it says which keys it saw and how the scan ended, so that a suite can claim a
 * file by its keys (even a broken one) and leave the real verdict to its check. See docs/security/green.md.
 */

const MAX_KEY_BYTES = 4096;
/** Scans bytes already in memory (the pure core; `scanFirstRecordKeys` feeds it a file in chunks). */
class KeyScanner {
    opts;
    depth = 0;
    stack = []; // 1 = object, 2 = array
    inString = false;
    escape = false;
    keyBytes;
    keyTooLong = false;
    /** The last top-level key, when its string value is wanted. */
    pendingCapture;
    valueBytes;
    values = Object.create(null);
    /** At depth 1 (the top object): the next string is a key. */
    expectKey = false;
    started = false;
    bomChecked = false;
    line = 1;
    seen = new Set();
    keys = [];
    bom = false;
    recordLine = 1;
    first;
    end;
    total = 0;
    constructor(opts) {
        this.opts = opts;
    }
    /** Feeds the next bytes; returns true once the scan has ended. */
    push(buf) {
        let i = 0;
        if (!this.bomChecked && buf.length > 0) {
            this.bomChecked = true;
            if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
                this.bom = true;
                i = 3;
            }
        }
        const maxDepth = this.opts.maxDepth ?? 10_000;
        // Next positions of `"`, `\` and newline in this buffer, found with native indexOf and cached, so that the
        // inside of a long string is skipped in linear time instead of byte by byte.
        let nq = -2;
        let nb = -2;
        let nl = -2;
        const next = (c, cached, from) => cached === -1 || cached >= from ? cached : buf.indexOf(c, from);
        for (; i < buf.length; i++) {
            if (this.total >= this.opts.maxBytes)
                return this.finish(this.started ? 'window' : 'empty');
            if (this.inString && !this.escape && this.keyBytes === undefined && this.valueBytes === undefined) {
                nq = next(0x22, nq, i);
                nb = next(0x5c, nb, i);
                if (this.opts.mode === 'jsonl')
                    nl = next(0x0a, nl, i);
                let stop = buf.length;
                if (nq !== -1 && nq < stop)
                    stop = nq;
                if (nb !== -1 && nb < stop)
                    stop = nb;
                if (this.opts.mode === 'jsonl' && nl !== -1 && nl < stop)
                    stop = nl;
                const room = this.opts.maxBytes - this.total;
                if (stop - i >= room) {
                    this.total += room;
                    return this.finish('window');
                }
                this.total += stop - i;
                i = stop;
                if (i >= buf.length)
                    break;
            }
            const b = buf[i];
            this.total++;
            if (!this.started) {
                if (b === 0x0a) {
                    this.line++;
                    continue;
                }
                if (b === 0x20 || b === 0x09 || b === 0x0d)
                    continue;
                this.recordLine = this.line;
                if (b !== 0x7b) {
                    // Not an object: say what it is.
                    if (b === 0x5b)
                        return this.finish('not-object', 'an array');
                    if (b === 0x22)
                        return this.finish('not-object', 'a string');
                    return this.finish('not-object', `"${String.fromCharCode(b)}…"`);
                }
                this.started = true;
                this.depth = 1;
                this.stack.push(1);
                this.expectKey = true;
                continue;
            }
            if (this.inString) {
                if (this.escape)
                    this.escape = false;
                else if (b === 0x5c)
                    this.escape = true;
                else if (b === 0x22) {
                    this.inString = false;
                    if (this.keyBytes)
                        this.recordKey();
                    else if (this.valueBytes)
                        this.recordValue();
                    continue;
                }
                else if (b === 0x0a && this.opts.mode === 'jsonl')
                    return this.finish('cut-line');
                if (this.valueBytes) {
                    if (this.valueBytes.length < 256)
                        this.valueBytes.push(b);
                    continue;
                }
                if (this.keyBytes) {
                    if (this.keyBytes.length < MAX_KEY_BYTES)
                        this.keyBytes.push(b);
                    else
                        this.keyTooLong = true;
                }
                continue;
            }
            if (this.pendingCapture !== undefined &&
                b !== 0x22 &&
                b !== 0x3a &&
                b !== 0x20 &&
                b !== 0x09 &&
                b !== 0x0d &&
                b !== 0x0a)
                this.pendingCapture = undefined;
            switch (b) {
                case 0x22: // "
                    this.inString = true;
                    if (this.depth === 1 && this.expectKey) {
                        this.keyBytes = [];
                        this.keyTooLong = false;
                        this.expectKey = false;
                    }
                    else if (this.depth === 1 && this.pendingCapture !== undefined)
                        this.valueBytes = [];
                    break;
                case 0x7b: // {
                case 0x5b: // [
                    if (this.depth >= maxDepth)
                        return this.finish('too-deep');
                    this.depth++;
                    this.stack.push(b === 0x7b ? 1 : 2);
                    break;
                case 0x7d: // }
                case 0x5d: {
                    // ]
                    const want = b === 0x7d ? 1 : 2;
                    if (this.stack.pop() !== want)
                        return this.finish('invalid');
                    this.depth--;
                    if (this.depth === 0)
                        return this.finish('complete');
                    break;
                }
                case 0x2c: // ,
                    if (this.depth === 1)
                        this.expectKey = true;
                    break;
                case 0x0a:
                    this.line++;
                    if (this.opts.mode === 'jsonl')
                        return this.finish('cut-line');
                    break;
                default:
                    break;
            }
        }
        return false;
    }
    /** The input ended. */
    close() {
        if (this.end === undefined)
            this.end = this.started ? 'eof' : 'empty';
        return this.result();
    }
    result() {
        return {
            end: this.end ?? 'window',
            keys: this.keys,
            bom: this.bom,
            line: this.recordLine,
            ...(this.first ? { first: this.first } : {}),
            values: this.values,
            bytesRead: this.total
        };
    }
    recordKey() {
        const raw = this.keyBytes;
        this.keyBytes = undefined;
        if (this.keyTooLong)
            return;
        let k;
        try {
            k = JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`);
        }
        catch {
            return;
        }
        if (!this.seen.has(k)) {
            this.seen.add(k);
            this.keys.push(k);
        }
        if (this.opts.captureValues?.has(k))
            this.pendingCapture = k;
    }
    recordValue() {
        const raw = this.valueBytes;
        const key = this.pendingCapture;
        this.valueBytes = undefined;
        this.pendingCapture = undefined;
        try {
            this.values[key] = JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`);
        }
        catch {
            /* a cut or odd value: not captured */
        }
    }
    finish(end, first) {
        this.end = end;
        if (first)
            this.first = first;
        return true;
    }
}
/** Scans the first record of a file (see KeyScanner). I/O errors propagate (the caller claims or reports). */
async function scanFirstRecordKeys(abs, opts) {
    const scanner = new KeyScanner(opts);
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(abs, 'r');
    try {
        const chunk = Buffer.allocUnsafe(opts.chunkBytes ?? 64 * 1024);
        let pos = 0;
        for (;;) {
            const { bytesRead } = await fh.read(chunk, 0, chunk.length, pos);
            if (bytesRead === 0)
                return scanner.close();
            pos += bytesRead;
            if (scanner.push(chunk.subarray(0, bytesRead)))
                return scanner.result();
        }
    }
    finally {
        await fh.close();
    }
}


/***/ }),

/***/ 89616:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ withCharts)
/* harmony export */ });
/** Appends the chart sections a suite's producer derives from a finished result (the hook of each suite's charts.ts). */
function withCharts(result, produce) {
    const charts = produce(result);
    return charts.length ? { ...result, sections: [...(result.sections ?? []), ...charts] } : result;
}


/***/ }),

/***/ 52637:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SNIFF_BYTES: () => (/* binding */ SNIFF_BYTES),
  checkPcsFile: () => (/* binding */ checkPcsFile),
  detectType: () => (/* reexport */ detect/* detectType */.C),
  discoverPcs: () => (/* binding */ discoverPcs),
  isIngestName: () => (/* binding */ isIngestName),
  pcsSuite: () => (/* binding */ pcsSuite),
  sniffPcs: () => (/* binding */ sniffPcs),
  topLevelSketch: () => (/* binding */ topLevelSketch)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/core/key-scan.ts
var key_scan = __webpack_require__(44824);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/suites/pcs/rules.ts
var rules = __webpack_require__(95115);
;// CONCATENATED MODULE: ./src/suites/pcs/charts.ts

/**
 * The tier ladder of one ingest bundle (HTML report; text and Markdown show it as a table): the four adequacy
 * tiers as a staircase, the rungs reached in one series and the rest in another, and in the note what the next
 * tier still needs (pcs-core's tier findings, and any `missingForNextTier` fact the suite records).
 * Pure: reads only the result's facts. Nothing for a document that is not an ingest bundle.
 */
function pcsCharts(result) {
    const facts = result.facts ?? {};
    if (!('tier' in facts))
        return [];
    const tier = typeof facts.tier === 'string' && rules/* TIER_ORDER */.uV.includes(facts.tier)
        ? facts.tier
        : null;
    const reached = tier === null ? -1 : rules/* TIER_ORDER */.uV.indexOf(tier);
    const next = reached + 1 < rules/* TIER_ORDER */.uV.length ? rules/* TIER_ORDER */.uV[reached + 1] : undefined;
    const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
    const missing = [...strings(facts.missingForNextTier), ...strings(facts.tierFindings)];
    const why = next
        ? missing.length
            ? `${next} still needs: ${[...new Set(missing)].slice(0, 20).join('; ')}`
            : `what ${next} needs is not recorded for this bundle (see the findings of the tier gate)`
        : 'the top tier is reached';
    return [
        {
            kind: 'chart',
            title: `Tier ladder: ${result.artifact.path}`,
            chart: {
                type: 'bar',
                x: { label: 'Tier', values: [...rules/* TIER_ORDER */.uV] },
                y: { label: 'Rung', min: 0, max: rules/* TIER_ORDER */.uV.length },
                series: [
                    { name: 'reached', values: rules/* TIER_ORDER */.uV.map((_, i) => (i <= reached ? i + 1 : null)) },
                    { name: 'not reached', values: rules/* TIER_ORDER */.uV.map((_, i) => (i > reached ? i + 1 : null)) }
                ]
            },
            note: `${tier === null ? 'No tier (the bundle is invalid)' : `Tier ${tier}`}; ${why}.`
        }
    ];
}

// EXTERNAL MODULE: ./src/suites/charts.ts
var charts = __webpack_require__(89616);
// EXTERNAL MODULE: ./src/suites/pcs/detect.ts
var detect = __webpack_require__(31453);
// EXTERNAL MODULE: ./src/suites/pcs/options.ts
var pcs_options = __webpack_require__(74758);
// EXTERNAL MODULE: ./src/suites/pcs/validate.ts + 3 modules
var validate = __webpack_require__(20572);
;// CONCATENATED MODULE: ./src/suites/pcs/suite.ts
/**
 * The pcs suite: pcs-core PcsBenchIngest.v0 bundles (and standalone v0 sub-artifacts / BenchmarkReport.v0).
 * Discovery: `*pcs_bench_ingest*.json` by name; other `.json` files by sniffing their first 64 KiB, and when that
 * window was cut, by the top-level keys of the whole document (streaming key scan, src/core/key-scan.ts).
 */











const SNIFF_BYTES = 64 * 1024;
const INGEST_NAME = /pcs_bench_ingest[^/]*\.json$/i;
/** True for file names that are ingest bundles by convention (goldens, producer exports, fixtures, normalized outputs). */
function isIngestName(path) {
    return INGEST_NAME.test(external_node_path_.posix.basename(path));
}
/**
 * Cheap content sniff of a JSON file's head: does it look like a v0 pcs artifact? Checks key names only
 * (no full parse), so a large unrelated JSON file costs one 64 KiB read.
 */
function sniffPcs(head) {
    const t = head.replace(/^\uFEFF/, '').trimStart();
    if (!t.startsWith('{'))
        return undefined;
    const explicit = /"(?:artifact_type|type|kind)"\s*:\s*"(PcsBenchIngest\.v0|BenchmarkReport\.v0|MetricSummary\.v0|BenchmarkRun\.v0|CoverageReport\.v0|FailureLocalizationResult\.v0|ExplainQualityReport\.v0|ProfileCoverageReport\.v0)"/.exec(t);
    const key = (k) => t.includes(`"${k}"`);
    if (!/"schema_version"\s*:\s*"v0"/.test(t) && !explicit)
        return undefined;
    if (key('producer_id') &&
        key('suite_id') &&
        key('workflow_id') &&
        (key('benchmark_runs') || key('coverage_reports') || key('artifact_refs')))
        return 'PcsBenchIngest.v0';
    if (explicit)
        return explicit[1];
    if (key('benchmark_suite_id') && (key('metric_summaries') || (key('report_id') && key('summary'))))
        return 'BenchmarkReport.v0';
    if (key('artifact_type') && key('sha256') && key('role') && key('path'))
        return 'BenchmarkArtifactRef.v0';
    if (key('metric_id') && key('applicability') && key('score'))
        return 'MetricSummary.v0';
    if (key('run_id') && key('task_id') && key('observed_status'))
        return 'BenchmarkRun.v0';
    if (key('result_id') && key('expected_responsible_component'))
        return 'FailureLocalizationResult.v0';
    if (key('required_sections') && key('quality_score'))
        return 'ExplainQualityReport.v0';
    if (key('coverage_id') && key('workflow_profile_id'))
        return 'ProfileCoverageReport.v0';
    if (key('coverage_id') && key('coverage_ratio'))
        return 'CoverageReport.v0';
    return undefined;
}
async function readHead(abs, n) {
    const fh = await (0,promises_.open)(abs, 'r');
    try {
        const buf = Buffer.alloc(n);
        const { bytesRead } = await fh.read(buf, 0, n, 0);
        return buf.subarray(0, bytesRead).toString('utf8');
    }
    finally {
        await fh.close();
    }
}
/** A cut head worth a full key scan names at least one pcs key (sorted keys may push the rest past 64 KiB). */
const PCS_SIGNAL = /"(?:artifact_refs|benchmark_runs|coverage_reports|commands|failure_localization_reports|explain_quality_reports|logs|producer_id|schema_version|signature_or_digest|metric_summaries|benchmark_suite_id)"\s*:/;
const CAPTURED = new Set(['schema_version', 'artifact_type', 'type', 'kind']);
/** Bytes the key scan of a large JSON file reads at most during discovery. */
const SCAN_BYTES = 64 * 1024 * 1024;
/** A small JSON text with the document's top-level keys (and its type-bearing string values), for sniffPcs. */
async function topLevelSketch(abs) {
    const scan = await (0,key_scan/* scanFirstRecordKeys */.$)(abs, { mode: 'json', maxBytes: SCAN_BYTES, captureValues: CAPTURED });
    const o = {};
    for (const k of scan.keys)
        Object.defineProperty(o, k, { value: scan.values[k] ?? 0, enumerable: true });
    return JSON.stringify(o);
}
function kindOf(type) {
    return type === 'PcsBenchIngest.v0'
        ? 'pcs-ingest'
        : type === 'BenchmarkReport.v0'
            ? 'pcs-benchmark-report'
            : 'pcs-sub-artifact';
}
async function discoverPcs(tree) {
    const artifacts = [];
    const skipped = [];
    const findings = [];
    for (const f of tree.files) {
        if (!f.toLowerCase().endsWith('.json'))
            continue;
        const base = external_node_path_.posix.basename(f);
        if (isIngestName(f)) {
            artifacts.push({ path: f, kind: 'pcs-ingest' });
            continue;
        }
        if (base === 'provenance.manifest.json' ||
            base === 'package.json' ||
            base === 'package-lock.json' ||
            base === 'tsconfig.json')
            continue;
        let head;
        try {
            head = await readHead(tree.abs(f), SNIFF_BYTES);
        }
        catch (e) {
            findings.push((0,finding/* finding */.g)(general.BG.BG008, `could not read "${f}" to see whether it is a pcs artifact: ${e.message}`, {
                file: f
            }));
            continue;
        }
        let type = sniffPcs(head);
        if (Buffer.byteLength(head) >= SNIFF_BYTES - 4 && PCS_SIGNAL.test(head)) {
            // The head was cut: the top-level keys of the whole document decide (streaming key scan), not the window,
            // where nested keys (an artifact_refs entry's artifact_type) could pass for the document's own.
            try {
                type = sniffPcs(await topLevelSketch(tree.abs(f))) ?? type;
            }
            catch {
                /* unreadable now: it was readable a moment ago; keep the head's answer */
            }
        }
        if (!type)
            continue;
        if (base.includes('metric_registry')) {
            skipped.push({ path: f, reason: 'BenchmarkMetricRegistry.v0 is not checked by the pcs suite' });
            continue;
        }
        artifacts.push({ path: f, kind: kindOf(type) });
    }
    return { artifacts, skipped, findings };
}
/** Checks one artifact file: bounded read, then the pure checker. */
async function checkPcsFile(root, artifact, options, tree) {
    const file = artifact.path;
    let bytes;
    try {
        const abs = await (0,paths/* resolveInside */.LI)(root, file, { expect: 'file' });
        bytes = await (0,paths/* readBounded */.CB)(abs, options.maxBytes);
    }
    catch (e) {
        return (0,validate/* unreadDocument */.ll)(artifact, e, 'option max-bytes', general.BG.BG008);
    }
    const prov = await loadProvenance(root, file, options, tree);
    return (0,charts/* withCharts */.U)((0,validate/* checkPcsDocument */.gs)(file, bytes, options, artifact, prov).result, pcsCharts);
}
async function loadProvenance(root, file, options, tree) {
    const path = options.provenanceManifest ?? external_node_path_.posix.join(external_node_path_.posix.dirname(file), 'provenance.manifest.json');
    if (!options.provenanceManifest && tree && !tree.has(path))
        return undefined;
    try {
        const abs = await (0,paths/* resolveInside */.LI)(root, path, { expect: 'file' });
        return { path, text: (await (0,paths/* readBounded */.CB)(abs, 8 * 1024 * 1024)).toString('utf8') };
    }
    catch (e) {
        if (e instanceof paths/* UnsafePathError */.k0 && e.problem === 'missing' && !options.provenanceManifest)
            return undefined;
        return { path };
    }
}
const pcsSuite = {
    id: 'pcs',
    title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)',
    async discover(tree, ctx) {
        const d = await discoverPcs(tree);
        const { findings } = (0,pcs_options/* parseOptions */.Ac)(ctx.options);
        return { ...d, findings: [...(d.findings ?? []), ...findings] };
    },
    async check(artifact, ctx) {
        const { options } = (0,pcs_options/* parseOptions */.Ac)(ctx.options);
        return checkPcsFile(ctx.root, artifact, options);
    },
    optionTrust: { table: pcs_options/* PCS_OPTION_TRUST */.Es, canonical: pcs_options/* pcsOptionKey */.tX }
};



/***/ })

};
