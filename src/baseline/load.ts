/**
 * Reading a baseline report: HOSTILE input (a cache entry anyone with write access to the base branch's cache
 * scope could have written, a downloaded artifact, a file). It is bounded in size before a byte is read, parsed
 * without quoting it, validated against schemas/report.schema.json with the merge code's bounds, checked for
 * self-consistency (counts and verdict recomputed from its own gates and findings: a forged verdict is refused),
 * and refused when it comes from another benchgate major version or is one shard's report. Every refusal is a
 * BG050 notice, never a failure. A baseline of another configuration is accepted here and compared only where it
 * is comparable (src/baseline/compare.ts, BG019). See docs/security/baseline.md.
 */
import { open, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { BG } from '../codes/general.js';
import type { BaselineInfo } from '../core/delta-model.js';
import { finding } from '../core/finding.js';
import type { Finding, Report } from '../core/model.js';
import { resolveInside } from '../core/paths.js';
import { checkReportConsistency, validateReport } from '../core/report-check.js';

/** Largest baseline report read (checked with stat before reading). */
export const MAX_BASELINE_BYTES = 16 * 1024 * 1024;

export type BaselineResult = { ok: true; report: Report; info: BaselineInfo } | { ok: false; notice: Finding };

export interface BaselineExpect {
  /** This run's benchgate version: the baseline must have the same major version. */
  version: string;
  /** This run's configHash (another one is compared where comparable, with a BG019 notice: applyBaseline). */
  configHash: string;
}

const notice = (why: string): BaselineResult => ({
  ok: false,
  notice: finding(BG.BG050, `no baseline comparison: ${why}`, {}, 'notice')
});
const major = (v: string) => /^(\d+)\./.exec(v)?.[1];

/** Parses and vets a baseline's text. Never throws, never quotes the text. */
export function parseBaseline(
  text: string,
  source: BaselineInfo['source'],
  ref: string,
  expect: BaselineExpect
): BaselineResult {
  const name = `the baseline ${JSON.stringify(ref)}`;
  if (Buffer.byteLength(text) > MAX_BASELINE_BYTES)
    return notice(`${name} is over the ${MAX_BASELINE_BYTES / 1048576} MiB limit`);
  let v: unknown;
  try {
    v = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return notice(`${name} is not valid JSON`);
  }
  let report: Report;
  try {
    report = validateReport(v, name);
    checkReportConsistency(report, name);
  } catch (e) {
    return notice((e as Error).message);
  }
  if (major(report.tool.version) !== major(expect.version))
    return notice(
      `${name} was written by benchgate ${report.tool.version}, another major version than this run's ${expect.version}`
    );
  if (report.config.shard)
    return notice(
      `${name} is the report of one shard (${report.config.shard.index}/${report.config.shard.count}); store the merged report as the baseline`
    );
  return {
    ok: true,
    report,
    info: {
      source,
      ref,
      version: report.tool.version,
      configHash: report.config.configHash,
      verdict: report.verdict,
      ...(report.startedAt ? { startedAt: report.startedAt } : {})
    }
  };
}

/**
 * Reads a baseline file. With `workspace`, the path (relative to it, or absolute) must resolve inside it, symlinks
 * included (the action's `baseline: FILE`); without, any path the user names (the CLI's `--baseline`).
 */
export async function readBaselineFile(
  path: string,
  opts: { source: BaselineInfo['source']; expect: BaselineExpect; workspace?: string; cwd?: string }
): Promise<BaselineResult> {
  let abs = isAbsolute(path) ? path : resolve(opts.cwd ?? opts.workspace ?? process.cwd(), path);
  let ref = path;
  if (opts.workspace !== undefined) {
    const rel = relative(opts.workspace, abs).split('\\').join('/');
    ref = rel;
    try {
      abs = await resolveInside(opts.workspace, rel, { expect: 'file' });
    } catch (e) {
      const problem = (e as { problem?: string }).problem;
      if (problem === 'missing')
        return notice(`the baseline file ${JSON.stringify(path.slice(0, 200))} does not exist`);
      return notice(
        `the baseline path ${JSON.stringify(path.slice(0, 200))} is not a file inside the workspace (${(e as Error).message.slice(0, 200)})`
      );
    }
  }
  let size: number;
  try {
    const st = await stat(abs);
    if (!st.isFile()) return notice(`the baseline ${JSON.stringify(ref.slice(0, 200))} is not a regular file`);
    size = st.size;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return notice(
      code === 'ENOENT'
        ? `the baseline file ${JSON.stringify(ref.slice(0, 200))} does not exist`
        : `the baseline file cannot be read (${code ?? 'error'})`
    );
  }
  if (size > MAX_BASELINE_BYTES)
    return notice(
      `the baseline ${JSON.stringify(ref.slice(0, 200))} is ${size} bytes, over the ${MAX_BASELINE_BYTES / 1048576} MiB limit`
    );
  let text: string;
  try {
    // Read at most the limit + 1 bytes, even if the file grows after the stat.
    const fh = await open(abs, 'r');
    try {
      const buf = Buffer.alloc(Math.min(size, MAX_BASELINE_BYTES) + 1);
      const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
      if (bytesRead > MAX_BASELINE_BYTES)
        return notice(
          `the baseline ${JSON.stringify(ref.slice(0, 200))} is over the ${MAX_BASELINE_BYTES / 1048576} MiB limit`
        );
      text = buf.subarray(0, bytesRead).toString('utf8');
    } finally {
      await fh.close();
    }
  } catch (e) {
    return notice(`the baseline file cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return parseBaseline(text, opts.source, ref.slice(0, 200), opts.expect);
}
