/**
 * The FightBench suite: schema-v1 JSONL / Parquet exports and suite downloads `{id, createdAt, manifest}`.
 * See docs/fightbench.md for every rule, gate, option and decision.
 */
import { readdir } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { finding } from '../../core/finding.js';
import { compareText } from '../../core/order.js';
import type { Artifact, ArtifactNaming, ArtifactResult, Finding } from '../../core/model.js';
import { resolveInside } from '../../core/paths.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery, Suite, SuiteContext } from '../types.js';
import { KIND, type ExportFormat } from './check-common.js';
import { checkExportFile } from './check-export.js';
import { checkExportSet } from './check-set.js';
import { checkSuiteFile } from './check-suite.js';
import type { SetMember } from './downloads.js';
import { FB } from './codes.js';
import { fightbenchCharts } from './charts.js';
import { withCharts } from '../charts.js';
import { type Sniff, sniffFile } from './discover.js';
import { FIGHTBENCH_OPTION_TRUST, isShardFolder, parseOptions } from './options.js';

export const FIGHTBENCH_SUITE_ID = 'fightbench';

const CANDIDATE = /\.(jsonl|parquet|json)$/i;

function unreadable(artifact: Artifact, message: string): ArtifactResult {
  const f: Finding = finding(FB.FB002, message, { file: artifact.path, gate: 'readable' });
  return {
    artifact,
    gates: [{ id: 'readable', title: 'File readable', status: 'fail', detail: `FB002: ${message}` }],
    findings: [f]
  };
}

/** Reports name an export set by its folder path, every other FightBench artifact by its file name. */
const FIGHTBENCH_NAMING: readonly ArtifactNaming[] = [
  { kind: KIND.set, label: 'FightBench export set', part: 'path' },
  { kind: '*', label: 'FightBench export', part: 'base' }
];

export function createFightbenchSuite(): Suite {
  /** Export sets found by the last discover(): folder → member files. */
  const sets = new Map<string, SetMember[]>();

  return {
    id: FIGHTBENCH_SUITE_ID,
    optionTrust: { table: FIGHTBENCH_OPTION_TRUST },
    title: 'FightBench exports and suites',
    naming: FIGHTBENCH_NAMING,

    async discover(tree: RepoTree, ctx: SuiteContext): Promise<Discovery> {
      const { options, findings } = parseOptions(ctx.options);
      const artifacts: Artifact[] = [];
      const skipped: { path: string; reason: string }[] = [];
      const doubtful: { path: string; reason: string }[] = [];
      const byDir = new Map<string, SetMember[]>();
      sets.clear();
      for (const path of tree.files) {
        if (!CANDIDATE.test(path)) continue;
        let s: Sniff;
        try {
          s = await sniffFile(tree.abs(path), path, { maxLineBytes: options.maxLineBytes });
        } catch {
          // Could not even sniff: claim exports by extension so the check reports the read error; ignore other JSON.
          const ext = path.toLowerCase().split('.').pop();
          s = ext === 'jsonl' || ext === 'parquet' ? { kind: ext } : { ignore: true as const };
        }
        if ('ignore' in s) continue;
        if ('skip' in s) {
          if (s.doubt) doubtful.push({ path, reason: s.skip });
          else skipped.push({ path, reason: s.skip });
          continue;
        }
        if (s.kind === 'suite') artifacts.push({ path, kind: KIND.suite });
        else {
          const format = s.kind as ExportFormat;
          artifacts.push({ path, kind: KIND[format] });
          const dir = posix.dirname(path);
          byDir.set(dir, [...(byDir.get(dir) ?? []), { abs: tree.abs(path), file: path, format }]);
        }
      }
      // A JSONL file that could not be judged (empty, truncated, cut, too deep, past the line limit) is claimed when
      // its location says it is an export: "fightbench" in its path, or a folder holding a recognised export.
      for (const d of doubtful) {
        const dir = posix.dirname(d.path);
        if (/fightbench/i.test(d.path) || byDir.has(dir)) artifacts.push({ path: d.path, kind: KIND.jsonl });
        else skipped.push(d);
      }
      // Symlinks that are not files (dangling, leaving the repository) named like an export in a FightBench place.
      for (const l of tree.links)
        if (/\.(jsonl|parquet)$/i.test(l) && (/fightbench/i.test(l) || byDir.has(posix.dirname(l))))
          artifacts.push({ path: l, kind: /\.parquet$/i.test(l) ? KIND.parquet : KIND.jsonl });
      // An export-set artifact per folder where files may be tied: a JSONL and a Parquet file (twins, by name or by
      // content), or a folder configured as the shards of one export. Otherwise the files are independent downloads.
      for (const [dir, members] of [...byDir].sort(([a], [b]) => compareText(a, b))) {
        if (members.length < 2) continue;
        const mayTwin = members.some((m) => m.format === 'jsonl') && members.some((m) => m.format === 'parquet');
        if (!mayTwin && !isShardFolder(options, dir)) continue;
        sets.set(dir, members);
        artifacts.push({ path: dir, kind: KIND.set });
      }
      return { artifacts, skipped, findings };
    },

    async check(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
      const { options } = parseOptions(ctx.options);
      if (artifact.kind === KIND.set) {
        let members = sets.get(artifact.path);
        if (!members) members = await membersOf(ctx.root, artifact.path);
        return checkExportSet(artifact.path, members, options, { shards: isShardFolder(options, artifact.path) });
      }
      let abs: string;
      try {
        abs = await resolveInside(ctx.root, artifact.path, { expect: 'file' });
      } catch (e) {
        return unreadable(artifact, `the file cannot be read: ${(e as Error).message}.`);
      }
      if (artifact.kind === KIND.suite) return checkSuiteFile(abs, artifact.path, options);
      const format: ExportFormat = artifact.kind === KIND.parquet ? 'parquet' : 'jsonl';
      return withCharts(
        await checkExportFile(abs, artifact.path, format, options, { cwd: ctx.root, log: ctx.log }),
        fightbenchCharts
      );
    }
  };
}

/** Fallback when check() runs without a discover() in the same process: the folder's exports, by sniffing. */
async function membersOf(root: string, dir: string): Promise<SetMember[]> {
  const out: SetMember[] = [];
  let names: string[] = [];
  try {
    names = (await readdir(dir === '.' ? root : join(root, ...dir.split('/')))).sort();
  } catch {
    return out;
  }
  for (const n of names) {
    if (!/\.(jsonl|parquet)$/i.test(n)) continue;
    const file = dir === '.' ? n : `${dir}/${n}`;
    try {
      const abs = await resolveInside(root, file, { expect: 'file' });
      const s = await sniffFile(abs, file);
      if ('kind' in s && (s.kind === 'jsonl' || s.kind === 'parquet')) out.push({ abs, file, format: s.kind });
    } catch {
      /* not a member */
    }
  }
  return out;
}

export const fightbenchSuite: Suite = createFightbenchSuite();
