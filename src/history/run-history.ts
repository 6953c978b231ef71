/**
 * A run with its history (docs/history.md): read the store, parse it as hostile input, judge this run against it,
 * add `Report.history` and the findings (BG022-BG024) to the report, and append this run when asked (`write`: push
 * runs of the default branch, `check --history DIR` without `--no-history-write`; pull requests only read). A store
 * that cannot be read or written becomes a finding (BG022, BG025), never a crash.
 */
import { BG } from '../codes/general.js';
import { compareFindings, finding } from '../core/finding.js';
import type { HistoryConfig } from '../core/history-config.js';
import type { HistoryStore } from '../core/history-model.js';
import type { Finding, Report } from '../core/model.js';
import { recount } from '../core/verdict.js';
import { historyEntry, UNKNOWN_COMMIT, type EntryMeta } from './entry.js';
import { judgeHistory } from './judge.js';
import { parseHistory } from './read.js';

/** The finding a store's error carries (`HistoryStore`: e.g. the branch store's BG017/BG029), if any. */
const carried = (e: unknown): Finding | undefined => {
  const f = (e as { finding?: Partial<Finding> } | undefined)?.finding;
  return f && typeof f.code === 'string' && typeof f.message === 'string' && typeof f.severity === 'string'
    ? (f as Finding)
    : undefined;
};

const firstLine = (e: unknown) =>
  String((e as Error)?.message ?? e)
    .split('\n')[0]!
    .slice(0, 500);

/** The report with `history` and the history's findings (counts and verdict recomputed), and whether it was appended. */
export async function withHistory(
  report: Report,
  store: HistoryStore,
  cfg: HistoryConfig,
  meta: EntryMeta,
  opts: { write: boolean }
): Promise<{ report: Report; appended: boolean }> {
  const source = store.file ?? store.label;
  // findings point at the history file only when it is one (the branch is not a path of this workspace)
  const loc = store.file !== undefined ? { file: store.file } : {};
  const runFindings: Finding[] = report.findings.slice();
  let entries: ReturnType<typeof parseHistory>['entries'] = [];
  try {
    const parsed = parseHistory(await store.read(), source, store.file ?? null);
    entries = parsed.entries;
    for (const f of parsed.findings) runFindings.push(f);
  } catch (e) {
    runFindings.push(
      carried(e) ??
        finding(
          BG.BG022,
          `the history (${store.label}) could not be read: ${firstLine(e)}; nothing was judged against it`,
          loc
        )
    );
  }
  const entry = historyEntry(report, meta);
  const { judgement, findings } = judgeHistory(report, entries, cfg, store.label, {
    commit: entry.commit,
    time: entry.time
  });
  // Each alert goes to its artifact (the first of the report with that path and metric).
  const suites = report.suites.map((s) => ({
    ...s,
    artifacts: s.artifacts.map((a) => ({ ...a, findings: a.findings.slice() }))
  }));
  for (const f of findings) {
    const target = suites
      .flatMap((s) => s.artifacts)
      .find((a) => a.artifact.path === f.file && (a.metrics ?? []).some((m) => m.id === f.subject));
    if (target) target.findings.push(f);
    else runFindings.push(f);
  }
  for (const s of suites) for (const a of s.artifacts) a.findings.sort(compareFindings);
  let out = recount({ ...report, suites, findings: runFindings, history: judgement });
  let appended = false;
  if (opts.write) {
    const extra: Finding[] = [];
    // The stored entry records the run as it ended (its verdict with the alerts).
    const stored = { ...historyEntry(out, meta), commit: entry.commit, time: entry.time };
    try {
      await store.append(stored, cfg.max);
      appended = true;
      if (stored.commit === UNKNOWN_COMMIT)
        extra.push(
          finding(
            BG.BG025,
            `this run was added to the history (${store.label}) without a commit: the checked folder is not a git checkout and no --commit was given, so its entry's commit is ${UNKNOWN_COMMIT.slice(0, 7)}…`,
            loc,
            'notice'
          )
        );
    } catch (e) {
      extra.push(
        carried(e) ??
          finding(
            BG.BG025,
            `this run was not added to the history (${store.label}): ${firstLine(e)}. The verdict does not depend on it`,
            loc
          )
      );
    }
    if (extra.length) out = recount({ ...out, findings: [...out.findings, ...extra] });
  }
  return { report: { ...out, findings: out.findings.slice().sort(compareFindings) }, appended };
}
