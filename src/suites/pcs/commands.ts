/** CLI: benchgate pcs validate | tier | digest | report | normalize. */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parseCommandArgs, UsageError, type CommandBody, type CommandIO } from '../../core/command.js';
import { printSuiteResults } from '../../report/suite-output.js';
import { locate, nodeAt, parseJsonSource } from '../../core/json-source.js';
import type { ArtifactResult, SuiteResult } from '../../core/model.js';
import { readBounded } from '../../core/paths.js';
import { pyJsonDumps } from '../../python/index.js';
import { canonicalHash, canonicalJson, NotCanonicalizableError } from './canonical.js';
import { PCS } from './codes.js';
import { NormalizeError } from './normalize-common.js';
import { normalizeDialect } from './normalize.js';
import { buildBenchmarkReport, ReportPinError, type ReportInput } from './benchmark-report.js';
import { parseOptions, PCS_BOUNDS, type PcsOptions } from './options.js';
import type { ProvenanceInput } from './tier-ladder.js';
import { checkPcsDocument, checkVerdict, unreadDocument, type PcsCheck } from './check-document.js';
import { pcsSuite } from './suite.js';
import { suiteResultOf } from '../result.js';

type Format = 'text' | 'json';

function format(v: unknown): Format {
  if (v === undefined || v === 'text') return 'text';
  if (v === 'json') return 'json';
  throw new UsageError(`--format must be text or json, not "${String(v)}"`);
}

function display(io: CommandIO, abs: string): string {
  const rel = relative(io.cwd, abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : abs.split(sep).join('/');
}

const COMMON = {
  format: { type: 'string' },
  digests: { type: 'string' },
  'min-tier': { type: 'string' },
  'release-grade': { type: 'boolean' },
  'max-bytes': { type: 'string' },
  'max-depth': { type: 'string' },
  'provenance-manifest': { type: 'string' }
} as const;

function optionsFrom(values: Record<string, unknown>): PcsOptions {
  const raw: Record<string, unknown> = {};
  for (const k of ['digests', 'min-tier', 'release-grade', 'max-bytes', 'max-depth'])
    if (values[k] !== undefined) raw[k] = values[k];
  const { options, findings } = parseOptions(raw);
  if (findings.length > 0) throw new UsageError(findings.map((f) => f.message).join('; '));
  return options;
}

async function checkFile(io: CommandIO, file: string, options: PcsOptions, manifest?: string): Promise<PcsCheck> {
  const abs = resolve(io.cwd, file);
  const shown = display(io, abs);
  let bytes: Buffer;
  try {
    bytes = await readBounded(abs, options.maxBytes);
  } catch (e) {
    return {
      result: unreadDocument({ path: shown, kind: 'pcs-document' }, e, '--max-bytes', PCS.PCS001),
      valid: false
    };
  }
  let prov: ProvenanceInput | undefined;
  const mpath = manifest ? resolve(io.cwd, manifest) : join(dirname(abs), 'provenance.manifest.json');
  if (manifest || existsSync(mpath)) {
    try {
      prov = { path: display(io, mpath), text: readFileSync(mpath, 'utf8') };
    } catch {
      prov = { path: display(io, mpath) };
    }
  }
  return checkPcsDocument(shown, bytes, options, { path: shown, kind: 'pcs-document' }, prov);
}

function suiteResult(artifacts: ArtifactResult[]): SuiteResult {
  return suiteResultOf(pcsSuite, artifacts);
}

const validate: CommandBody = {
  name: ['pcs', 'validate'],
  usage:
    'benchgate pcs validate FILE... [--release-grade] [--min-tier TIER] [--digests off|warn|strict] [--max-bytes N] [--max-depth N] [--provenance-manifest FILE] [--format text|json]',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs({ args, options: COMMON, allowPositionals: true, strict: true });
    const fmt = format(values.format);
    if (positionals.length === 0) throw new UsageError('give at least one FILE');
    const options = optionsFrom(values);
    const results: ArtifactResult[] = [];
    for (const f of positionals) results.push((await checkFile(io, f, options, values['provenance-manifest'])).result);
    return printSuiteResults([suiteResult(results)], io, fmt);
  }
};

const tier: CommandBody = {
  name: ['pcs', 'tier'],
  usage: 'benchgate pcs tier FILE... [--min-tier TIER] [--digests off|warn|strict] [--format text|json]',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs({ args, options: COMMON, allowPositionals: true, strict: true });
    const fmt = format(values.format);
    if (positionals.length === 0) throw new UsageError('give at least one FILE');
    const options = optionsFrom({ digests: 'off', ...values });
    const rows: {
      file: string;
      tier: string | null;
      alias?: string;
      valid: boolean;
      referenceTier?: string;
      findings: string[];
      nextTier: string | null;
      missingForNextTier: string[];
      verdict: 'pass' | 'fail';
    }[] = [];
    for (const f of positionals) {
      const c = await checkFile(io, f, options, values['provenance-manifest']);
      const verdict = checkVerdict(c);
      rows.push({
        file: c.result.artifact.path,
        tier: c.tier ?? null,
        ...(c.tier === 'audit-ready' ? { alias: 'external-review-grade' } : {}),
        valid: c.valid,
        ...(c.referenceTier ? { referenceTier: c.referenceTier } : {}),
        findings: c.valid
          ? (c.tierFindings ?? [])
          : c.result.findings.filter((x) => x.severity === 'error').map((x) => `${x.code} ${x.message}`),
        nextTier: c.nextTier ?? null,
        missingForNextTier: c.missingForNextTier ?? [],
        verdict: c.type !== 'PcsBenchIngest.v0' ? 'fail' : verdict
      });
    }
    if (fmt === 'json') io.stdout(JSON.stringify({ tiers: rows }, null, 2) + '\n');
    else {
      for (const r of rows) {
        const t = r.tier
          ? `${r.tier}${r.alias ? ` (${r.alias})` : ''}`
          : `none: invalid${r.referenceTier ? ` (pcs-core's tier function would say ${r.referenceTier})` : ''}`;
        io.stdout(`${r.file}: ${t}\n`);
        for (const x of r.findings) io.stdout(`  - ${x}\n`);
        if (r.nextTier && r.valid)
          for (const x of r.missingForNextTier) io.stdout(`  missing for ${r.nextTier}: ${x}\n`);
      }
    }
    return rows.every((r) => r.verdict === 'pass') ? 0 : 1;
  }
};

const digest: CommandBody = {
  name: ['pcs', 'digest'],
  usage: 'benchgate pcs digest FILE [--pointer /json/pointer] [--canonical] [--check] [--format text|json]',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs({
      args,
      options: {
        format: { type: 'string' },
        pointer: { type: 'string' },
        canonical: { type: 'boolean' },
        check: { type: 'boolean' },
        'max-bytes': { type: 'string' }
      },
      allowPositionals: true,
      strict: true
    });
    const fmt = format(values.format);
    if (positionals.length !== 1) throw new UsageError('give exactly one FILE');
    const options = optionsFrom({ 'max-bytes': values['max-bytes'] });
    const abs = resolve(io.cwd, positionals[0]);
    let text: string;
    try {
      text = (await readBounded(abs, options.maxBytes)).toString('utf8');
    } catch (e) {
      io.stderr(`benchgate pcs digest: ${(e as Error).message}\n`);
      return 1;
    }
    const r = parseJsonSource(text, { maxDepth: options.maxDepth, maxLength: options.maxBytes, bounds: PCS_BOUNDS });
    if (!r.ok) {
      io.stderr(`${display(io, abs)}:${r.error.line}:${r.error.column}: invalid JSON: ${r.error.message}\n`);
      return 1;
    }
    const pointer = values.pointer ?? '';
    const node = nodeAt(r.doc.root, pointer);
    if (!node) throw new UsageError(`no value at pointer "${pointer}"`);
    let computed: string;
    let canonical: string | undefined;
    try {
      computed = canonicalHash(node);
      if (values.canonical) canonical = canonicalJson(node);
    } catch (e) {
      if (e instanceof NotCanonicalizableError) {
        io.stderr(`${display(io, abs)}: ${e.message}\n`);
        return 1;
      }
      throw e;
    }
    const rec = node.type === 'object' ? nodeAt(node, '/signature_or_digest') : undefined;
    const recorded = rec && rec.type === 'string' ? rec.value : undefined;
    const matches = recorded === undefined ? null : recorded === computed;
    const pos = locate(r.doc, pointer);
    if (fmt === 'json')
      io.stdout(
        JSON.stringify(
          {
            file: display(io, abs),
            pointer,
            line: pos.line,
            column: pos.column,
            digest: computed,
            recorded: recorded ?? null,
            matches,
            ...(canonical !== undefined ? { canonical } : {})
          },
          null,
          2
        ) + '\n'
      );
    else {
      io.stdout(`${computed}\n`);
      if (canonical !== undefined) io.stdout(`${canonical}\n`);
      if (recorded !== undefined && !matches)
        io.stderr(`${display(io, abs)}:${pos.line}:${pos.column}: recorded signature_or_digest ${recorded} differs\n`);
    }
    return values.check && matches === false ? 1 : 0;
  }
};

const report: CommandBody = {
  name: ['pcs', 'report'],
  usage:
    "benchgate pcs report INGEST... [--suite-id ID] [--report-id ID] [--metrics a,b] [--source-repo URI] [--source-commit SHA] (must equal the inputs' pin) [--out FILE] [--digests off|warn|strict] [--format text|json]",
  async run(args, io) {
    const { values, positionals } = parseCommandArgs({
      args,
      options: {
        ...COMMON,
        'suite-id': { type: 'string' },
        'report-id': { type: 'string' },
        metrics: { type: 'string' },
        'source-repo': { type: 'string' },
        'source-commit': { type: 'string' },
        out: { type: 'string' }
      },
      allowPositionals: true,
      strict: true
    });
    const fmt = format(values.format);
    if (positionals.length === 0) throw new UsageError('give at least one INGEST file');
    const options = optionsFrom(values);
    const inputs: ReportInput[] = [];
    const results: ArtifactResult[] = [];
    for (const f of positionals) {
      const c = await checkFile(io, f, options, values['provenance-manifest']);
      results.push(c.result);
      if (c.type === 'PcsBenchIngest.v0' && c.valid && c.doc)
        inputs.push({ path: c.result.artifact.path, ingest: c.value as Record<string, unknown>, root: c.doc.root });
    }
    if (inputs.length !== positionals.length) {
      io.stderr('benchgate pcs report: every input must be a valid PcsBenchIngest.v0; fix the bundles below first\n');
      printSuiteResults([suiteResult(results)], io, fmt);
      return 1;
    }
    let built: ReturnType<typeof buildBenchmarkReport>;
    try {
      built = buildBenchmarkReport(inputs, {
        ...(values['suite-id'] ? { suiteId: values['suite-id'] } : {}),
        ...(values['report-id'] ? { reportId: values['report-id'] } : {}),
        ...(values.metrics
          ? {
              metrics: values.metrics
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            }
          : {}),
        ...(values['source-repo'] ? { sourceRepo: values['source-repo'] } : {}),
        ...(values['source-commit'] ? { sourceCommit: values['source-commit'] } : {})
      });
    } catch (e) {
      if (!(e instanceof ReportPinError)) throw e;
      io.stderr(`${PCS.PCS052.code} benchgate pcs report: ${e.message}\n`);
      return 1;
    }
    const text = pyJsonDumps(built, { indent: 2 }) + '\n';
    const outName = values.out ? display(io, resolve(io.cwd, values.out)) : 'benchmark_report.json';
    const check = checkPcsDocument(outName, text, {
      ...options,
      digests: options.digests === 'off' ? 'off' : 'strict',
      minTier: undefined,
      releaseGrade: false
    });
    if (values.out) {
      await mkdir(dirname(resolve(io.cwd, values.out)), { recursive: true });
      await writeFile(resolve(io.cwd, values.out), text);
    }
    if (fmt === 'json' && !values.out) io.stdout(text);
    else if (fmt === 'json')
      io.stdout(JSON.stringify({ out: outName, valid: check.valid, findings: check.result.findings }, null, 2) + '\n');
    else {
      if (!values.out) io.stdout(text);
      else io.stdout(`${check.valid ? 'OK' : 'FAIL'} BenchmarkReport.v0 ${outName}\n`);
    }
    for (const f of check.result.findings)
      if (f.severity === 'error') io.stderr(`${f.code} ${outName}:${f.line ?? 1}:${f.column ?? 1}: ${f.message}\n`);
    return check.valid && checkVerdict(check) === 'pass' ? 0 : 1;
  }
};

const normalize: CommandBody = {
  name: ['pcs', 'normalize'],
  usage: 'benchgate pcs normalize DIALECT... [--out FILE | --out-dir DIR] [--format text|json]',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs({
      args,
      options: {
        format: { type: 'string' },
        out: { type: 'string' },
        'out-dir': { type: 'string' },
        dialect: { type: 'string', multiple: true }
      },
      allowPositionals: true,
      strict: true
    });
    const fmt = format(values.format);
    const files = [...(values.dialect ?? []), ...positionals];
    if (files.length === 0) throw new UsageError('give at least one DIALECT file');
    if (values.out && files.length > 1) throw new UsageError('--out takes one DIALECT; use --out-dir for several');
    if (values.out && values['out-dir']) throw new UsageError('use --out or --out-dir, not both');
    const results: { dialect: string; type?: string; out?: string; ok: boolean; error?: string }[] = [];
    for (const f of files) {
      const abs = resolve(io.cwd, f);
      const shown = display(io, abs);
      try {
        const dialect = JSON.parse(readFileSync(abs, 'utf8'));
        const sibling = (name: string) => {
          const p = join(dirname(abs), name);
          return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : undefined;
        };
        const out = normalizeDialect(basename(abs), dialect, sibling);
        const check = checkPcsDocument(shown, out.text, { ...parseOptions({}).options, digests: 'strict' });
        if (!check.valid)
          throw new NormalizeError(
            `the normalized ${out.type} does not validate: ${check.result.findings
              .filter((x) => x.severity === 'error')
              .map((x) => x.message)
              .join('; ')}`
          );
        let target: string | undefined;
        if (values.out) target = resolve(io.cwd, values.out);
        else if (values['out-dir'])
          target = join(
            resolve(io.cwd, values['out-dir']),
            basename(abs).replace(
              /\.dialect\.json$/,
              out.type === 'PcsBenchIngest.v0' ? '.pcs_bench_ingest.normalized.json' : '.normalized.json'
            )
          );
        if (target) {
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, out.text);
          results.push({ dialect: shown, type: out.type, out: display(io, target), ok: true });
          if (fmt === 'text') io.stdout(`OK ${out.type} ${display(io, target)}\n`);
        } else {
          results.push({ dialect: shown, type: out.type, ok: true });
          if (fmt === 'text') io.stdout(out.text);
        }
      } catch (e) {
        const msg = e instanceof SyntaxError ? `invalid JSON: ${e.message}` : (e as Error).message;
        if (
          !(e instanceof NormalizeError) &&
          !(e instanceof SyntaxError) &&
          (e as NodeJS.ErrnoException).code === undefined
        )
          throw e;
        results.push({ dialect: shown, ok: false, error: msg });
        if (fmt === 'text') io.stderr(`${PCS.PCS051.code} ${shown}: ${msg}\n`);
      }
    }
    if (fmt === 'json') io.stdout(JSON.stringify({ results }, null, 2) + '\n');
    return results.every((r) => r.ok) ? 0 : 1;
  }
};

export const PCS_COMMANDS: CommandBody[] = [validate, tier, digest, report, normalize];
