/**
 * The cross-file check of one folder's exports: JSONL and Parquet twins equal row for row (FB017), matchIds unique
 * across the shards of one export when configured (FB016), and the set's gates, table and metrics.
 */
import { exportSetMetrics } from './metrics.js';
import { posix } from 'node:path';
import type { Artifact, ArtifactResult, Gate } from '../../core/model.js';
import { gateFromFindings } from '../../core/verdict.js';
import { FindingSink, KIND, rowLabel, tableResult } from './check-common.js';
import { FB } from './codes.js';
import { groupDownloads, rowDigests, type Digests, type SetMember } from './downloads.js';
import type { FightbenchOptions } from './options.js';
import { COLUMNS } from './rows.js';

export interface SetCheckOptions {
  /**
   * The member files are the shards of one export (option `shard-folders`, CLI `--one-export`): a matchId may be in
   * one download only (FB016). Off by default: files are independent downloads unless configured (docs/fightbench.md).
   */
  shards: boolean;
}

export async function checkExportSet(
  path: string,
  members: SetMember[],
  o: FightbenchOptions,
  so: SetCheckOptions = { shards: false }
): Promise<ArtifactResult> {
  const artifact: Artifact = { path, kind: KIND.set };
  const sink = new FindingSink(path, o.maxFindingsPerCode);
  const digests = new Map<string, Digests>();
  for (const m of [...members].sort((a, b) => (a.file < b.file ? -1 : 1))) digests.set(m.file, await rowDigests(m, o));
  const groups = groupDownloads(members, digests);

  // twins: each Parquet file of a download against its JSONL; one FB017 per pair, at the first differing row
  let pairs = 0;
  let twinUndecided = false;
  for (const g of groups) {
    const j = g.find((m) => m.format === 'jsonl');
    if (!j) continue;
    for (const p of g.filter((m) => m.format === 'parquet')) {
      pairs++;
      const a = digests.get(j.file)!;
      const b = digests.get(p.file)!;
      if (!a.ok || !b.ok) {
        twinUndecided = true;
        continue;
      }
      const n = Math.min(a.cells.length, b.cells.length);
      let first = -1;
      let differing = 0;
      for (let i = 0; i < n; i++) {
        if (a.cells[i].equals(b.cells[i])) continue;
        differing++;
        if (first < 0) first = i;
      }
      const countsDiffer = a.cells.length !== b.cells.length;
      if (first < 0 && !countsDiffer) continue;
      const at = first >= 0 ? first : n;
      const parts: string[] = [];
      if (first >= 0) {
        const cols = COLUMNS.filter(
          (_, k) => !a.cells[first].subarray(k * 8, k * 8 + 8).equals(b.cells[first].subarray(k * 8, k * 8 + 8))
        );
        const idP = b.ids[first];
        const moved = idP !== undefined && a.ids[first] !== idP && a.ids.includes(idP);
        parts.push(
          `${rowLabel(first, a.ids[first])} differs from ${p.file} in ${cols.join(', ')}${moved ? ' (rows are in a different order)' : ''}; ${differing} of ${n} rows differ`
        );
      }
      if (countsDiffer) parts.push(`${j.file} has ${a.cells.length} rows, ${p.file} has ${b.cells.length}`);
      const line = at < a.lines.length ? a.lines[at] : undefined;
      sink.add(FB.FB017, `${parts.join('; ')}.`, {
        file: j.file,
        line,
        gate: 'twins-equal',
        subject: `${j.file} row ${at}`
      });
    }
  }

  // shards (only when configured): one id list per download (twins counted once, JSONL preferred)
  const firstSeen = new Map<string, string>();
  if (so.shards) {
    for (const g of groups) {
      const m =
        g.find((x) => x.format === 'jsonl' && digests.get(x.file)!.ok) ??
        g.find((x) => digests.get(x.file)!.ok) ??
        g[0];
      const d = digests.get(m.file)!;
      const inFile = new Set<string>();
      d.ids.forEach((id, i) => {
        if (id === undefined || inFile.has(id)) return;
        inFile.add(id);
        const prev = firstSeen.get(id);
        if (prev !== undefined)
          sink.add(FB.FB016, `${rowLabel(i, id)}: the same matchId is in ${prev}, another shard of this export.`, {
            file: m.file,
            line: d.lines[i],
            gate: 'unique-ids-across-shards',
            subject: `${m.file} row ${i}`
          });
        else firstSeen.set(id, `${m.file} row ${i}`);
      });
    }
  }
  const findings = sink.finish();
  const anyUnreadable = [...digests.values()].some((d) => !d.ok);
  const gates: Gate[] = [];
  if (so.shards) {
    const shardGate = gateFromFindings(
      'unique-ids-across-shards',
      'matchId unique across shards',
      findings,
      `${firstSeen.size} distinct matchIds in ${groups.length} shard${groups.length === 1 ? '' : 's'}`
    );
    gates.push(
      anyUnreadable && shardGate.status === 'pass'
        ? { ...shardGate, status: 'undecided', detail: 'a member file could not be read completely' }
        : shardGate
    );
  } else {
    gates.push({
      id: 'unique-ids-across-shards',
      title: 'matchId unique across shards',
      status: 'skipped',
      detail: 'the files are independent downloads (not listed in shard-folders); a matchId may be in several'
    });
  }
  const tg = gateFromFindings(
    'twins-equal',
    'JSONL and Parquet twins equal',
    findings,
    `${pairs} pair${pairs === 1 ? '' : 's'} equal row for row`
  );
  if (pairs === 0)
    gates.push({
      id: 'twins-equal',
      title: 'JSONL and Parquet twins equal',
      status: 'skipped',
      detail: 'no JSONL file has a Parquet twin (same name, or the same download)'
    });
  else
    gates.push(
      twinUndecided && tg.status === 'pass'
        ? { ...tg, status: 'undecided', detail: 'a twin could not be read completely' }
        : tg
    );
  return tableResult(
    { artifact, gates, findings },
    {
      title: `FightBench export set ${path}`,
      columns: ['Download (files)', 'Formats', 'Rows'],
      rows: groups.map((g) => [
        g.map((m) => posix.basename(m.file)).join(' + '),
        g.map((m) => m.format).join(' + '),
        digests.get(g[0].file)!.cells.length
      ])
    },
    {
      metrics: exportSetMetrics(
        groups.length,
        pairs,
        firstSeen.size,
        groups.reduce((n, g) => n + (digests.get(g[0].file)?.cells.length ?? 0), 0)
      ),
      facts: { downloads: groups.length, shards: so.shards, twinPairs: pairs, distinctMatchIds: firstSeen.size }
    }
  );
}
