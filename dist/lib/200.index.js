export const id = 200;
export const ids = [200];
export const modules = {

/***/ 1200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  artifactManifestSuite: () => (/* binding */ artifactManifestSuite),
  readManifestOptions: () => (/* binding */ readManifestOptions)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/trust.ts
var trust = __webpack_require__(9597);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/metrics.ts
function manifestMetrics(facts, reference) {
    const mismatches = reference.missing.length + reference.size_mismatches.length + reference.hash_mismatches.length;
    return [
        { id: 'files', label: 'Files listed', value: facts.entries, headline: { label: 'files' } },
        { id: 'files_checked', label: 'Files checked', value: facts.checked },
        {
            id: 'bytes',
            label: 'Bytes hashed',
            value: facts.bytes,
            unit: 'bytes',
            headline: { label: 'bytes', text: String(facts.bytes) }
        },
        { id: 'mismatches', label: 'Mismatches (missing, size, hash)', value: mismatches, better: 'lower' },
        {
            id: 'unlisted',
            label: 'Unlisted files',
            value: facts.unlisted,
            better: 'lower',
            ...(facts.unlisted ? { headline: { label: 'unlisted' } } : {})
        }
    ];
}

// EXTERNAL MODULE: ./src/suites/artifact-manifest/parse.ts
var parse = __webpack_require__(665);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/suites/artifact-manifest/codes.ts
var codes = __webpack_require__(1416);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/charts.ts
/** A release inventory as a chart (HTML report; text and Markdown show it as a table): files by outcome, bytes in the note. */
function manifestCharts(out, title) {
    const { facts, reference } = out;
    if (!facts.entries && !facts.unlisted)
        return [];
    return [
        {
            kind: 'chart',
            title: `Manifest files: ${title}`,
            chart: {
                type: 'bar',
                x: {
                    label: 'Files',
                    values: ['listed', 'checked', 'missing', 'size mismatches', 'hash mismatches', 'unlisted']
                },
                y: { label: 'Files', min: 0 },
                series: [
                    {
                        name: 'files',
                        values: [
                            facts.entries,
                            facts.checked,
                            reference.missing.length,
                            reference.size_mismatches.length,
                            reference.hash_mismatches.length,
                            facts.unlisted
                        ]
                    }
                ]
            },
            note: `${facts.bytes} bytes hashed in ${facts.hashed} file(s).`
        }
    ];
}

// EXTERNAL MODULE: ./src/suites/artifact-manifest/verify.ts + 1 modules
var verify = __webpack_require__(347);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/suite.ts








function unreadableManifest(artifact, message) {
    return {
        artifact,
        gates: Object.entries(verify/* GATE_TITLES */.Wc).map(([id, title]) => ({
            id,
            title,
            status: id === 'manifest_format' ? 'fail' : 'undecided',
            detail: id === 'manifest_format' ? `AM001: ${message}` : 'the manifest could not be read'
        })),
        findings: [(0,finding/* finding */.g)(codes.AM.AM001, message, { file: artifact.path, gate: 'manifest_format' })]
    };
}
/** Every artifact-manifest option and how the checked tree's `.benchgate.yml` may set it (docs/security.md, BG014). */
const MANIFEST_OPTION_TRUST = {
    strict: (0,trust/* tightenBool */.mA)(true, false),
    'max-manifest-bytes': (0,trust/* tightenLower */.F8)(verify/* DEFAULT_MAX_MANIFEST_BYTES */.nP)
};
function readManifestOptions(raw) {
    const strict = raw['strict'];
    const max = raw['max-manifest-bytes'];
    return {
        strict: strict === true || strict === 'true',
        maxManifestBytes: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : verify/* DEFAULT_MAX_MANIFEST_BYTES */.nP
    };
}
/** Every ARTIFACT_MANIFEST.tsv in the tree is one release to verify (its folder is the release root). */
const artifactManifestSuite = {
    id: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    optionTrust: { table: MANIFEST_OPTION_TRUST },
    async discover(tree) {
        // Files named ARTIFACT_MANIFEST.tsv, and folders of that name too: the check reports those as AM001.
        const named = [...tree.files, ...[...tree.dirs].filter((d) => d !== '.'), ...tree.links].filter((f) => external_node_path_.posix.basename(f) === parse/* MANIFEST_NAME */.ir);
        const artifacts = [...new Set(named)].sort().map((f) => ({ path: f, kind: 'artifact-manifest' }));
        return { artifacts };
    },
    async check(artifact, ctx) {
        const opts = readManifestOptions(ctx.options);
        const dir = external_node_path_.posix.dirname(artifact.path);
        const abs = dir === '.' ? ctx.root : external_node_path_.posix.join(ctx.root, dir);
        // A manifest that is a symlink is followed only while it stays inside the repository: never read outside.
        const where = await (0,verify/* resolveWithin */.s5)(ctx.root, artifact.path);
        if (where.kind !== 'inside')
            return unreadableManifest(artifact, where.kind === 'escapes'
                ? `${parse/* MANIFEST_NAME */.ir} is a symlink that leaves the repository; it was not read`
                : `${parse/* MANIFEST_NAME */.ir} is a symlink to a target that does not exist`);
        const out = await (0,verify/* verifyRelease */.VA)(abs, {
            strict: opts.strict,
            displayPath: artifact.path,
            maxManifestBytes: opts.maxManifestBytes
        });
        return {
            artifact,
            gates: out.gates,
            findings: out.findings,
            metrics: manifestMetrics(out.facts, out.reference),
            facts: {
                ...out.facts,
                reference_valid: out.reference.valid,
                ...(out.reference.error ? { reference_error: out.reference.error } : {})
            },
            sections: [
                {
                    kind: 'table',
                    title: 'Inventory',
                    columns: ['entries', 'checked', 'bytes hashed', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'],
                    rows: [
                        [
                            out.facts.entries,
                            out.facts.checked,
                            out.facts.bytes,
                            out.reference.missing.length,
                            out.reference.size_mismatches.length,
                            out.reference.hash_mismatches.length,
                            out.facts.unlisted
                        ]
                    ]
                },
                ...manifestCharts(out, artifact.path)
            ]
        };
    }
};


/***/ })

};
