/**
 * The check of a frozen release directory: its files against ARTIFACT_MANIFEST.tsv, canonical parity (reproduce the
 * published counts and the repeatability table, evidence profile only), and the schema pass over its prompt file.
 */
import { pqidMetrics } from './metrics.js';
import { readFile } from 'node:fs/promises';
import type { Artifact, ArtifactResult, Finding, Gate, Metric, Section } from '../../core/model.js';
import { finding } from '../../core/finding.js';
import { resolveInside } from '../../core/paths.js';
import type { SuiteContext } from '../types.js';
import { BG } from '../../codes/general.js';
import type { CodeDef } from '../../codes/types.js';
import { PQ } from './codes.js';
import { RELEASE_PATHS, ReferenceFailure, repeatabilityErrors, reproduceRelease } from './service.js';
import { verifyArtifactManifest } from './artifact-manifest.js';
import { pushAll } from '../../core/arrays.js';
import type { RunState } from './run-state.js';
import { gateOf, schemaPass } from './check-common.js';
import { summarySection } from './summary-sections.js';

export async function checkRelease(artifact: Artifact, ctx: SuiteContext, state: RunState): Promise<ArtifactResult> {
  const findings: Finding[] = [];
  const gates: Gate[] = [];
  const facts: Record<string, unknown> = {};
  let metrics: Metric[] | undefined;
  const sections: Section[] = [];
  const rel = artifact.path;
  const at = (p: string): string => (rel === '.' ? p : `${rel}/${p}`);
  let dir: string;
  try {
    dir = await resolveInside(ctx.root, rel, { expect: 'directory' });
  } catch (e) {
    findings.push(finding(BG.BG003, (e as Error).message, { file: rel }));
    return {
      artifact,
      gates: [
        {
          id: 'artifact-manifest',
          title: 'Release files match ARTIFACT_MANIFEST.tsv',
          status: 'undecided',
          detail: (e as Error).message
        }
      ],
      findings
    };
  }
  const v = await verifyArtifactManifest(dir);
  const mfile = at('ARTIFACT_MANIFEST.tsv');
  if (!v.ok) {
    findings.push(
      finding(
        PQ.PQ053,
        v.error === 'missing-manifest'
          ? `The release has no ARTIFACT_MANIFEST.tsv.`
          : v.failures[0].replace(dir + '/', ''),
        { file: mfile, line: v.line, gate: 'artifact-manifest' }
      )
    );
  } else {
    const m = v.result;
    facts.manifest = {
      checked: m.checked,
      missing: m.missing.length,
      size_mismatches: m.size_mismatches.length,
      hash_mismatches: m.hash_mismatches.length
    };
    // Each listed path the release does not match, in the reference's order: missing, escaping, size, hash.
    const problems: [string[], CodeDef, (p: string) => string][] = [
      [m.missing, PQ.PQ050, (p) => `"${p}" is listed but is not a regular file.`],
      [
        m.escapes,
        PQ.PQ050,
        (p) => `"${p}" resolves outside the release through a symlink; benchgate refuses it (the reference follows it).`
      ],
      [m.size_mismatches, PQ.PQ051, (p) => `"${p}" has a different size than listed.`],
      [m.hash_mismatches, PQ.PQ052, (p) => `"${p}" has a different SHA-256 than listed.`]
    ];
    for (const [paths, code, message] of problems)
      for (const p of paths)
        findings.push(
          finding(code, message(p), { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p })
        );
  }
  gates.push(
    gateOf(
      'artifact-manifest',
      'Release files match ARTIFACT_MANIFEST.tsv',
      findings,
      v.ok ? `${v.result.checked} files verified` : ''
    )
  );
  // Canonical parity (evidence profile only).
  try {
    await readFile(`${dir}/${RELEASE_PATHS.audit}`, { flag: 'r' }).then(() => undefined);
    const r = await reproduceRelease(dir, { stopAtFirst: true, maxLineBytes: state.options.maxLineBytes });
    for (const e of r.errors)
      findings.push(finding(PQ.PQ060, e, { file: at(RELEASE_PATHS.audit), gate: 'canonical-parity' }));
    try {
      for (const e of await repeatabilityErrors(dir))
        findings.push(finding(PQ.PQ061, e, { file: at(RELEASE_PATHS.repeatability), gate: 'canonical-parity' }));
    } catch {
      /* repeatability table absent: not part of this profile */
    }
    facts.summary = r.summary;
    metrics = pqidMetrics(r.summary, undefined);
    sections.push(summarySection(r.summary, `Reproduced frozen summary (${rel})`));
    gates.push(gateOf('canonical-parity', 'Canonical parity', findings, 'reproduce matches the published counts'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      gates.push({
        id: 'canonical-parity',
        title: 'Canonical parity',
        status: 'skipped',
        detail: 'no cell audit (core profile)'
      });
    else {
      findings.push(
        finding(e instanceof ReferenceFailure && e.kind === 'records' ? PQ.PQ060 : PQ.PQ044, (e as Error).message, {
          file: at(RELEASE_PATHS.audit),
          gate: 'canonical-parity'
        })
      );
      gates.push(gateOf('canonical-parity', 'Canonical parity', findings, ''));
    }
  }
  pushAll(
    findings,
    (await schemaPass(`${dir}/${RELEASE_PATHS.prompts}`, at(RELEASE_PATHS.prompts), 'prompt', state.options)).findings
  );
  return { artifact, gates, findings, sections, facts, ...(metrics ? { metrics } : {}) };
}
