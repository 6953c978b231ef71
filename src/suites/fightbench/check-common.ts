/**
 * What the FightBench per-file checkers share: the export formats and artifact kinds, the per-file finding sink
 * (a per-code cap; the rest counted and summarised as FB061) and the "row N, matchId …" label used in messages.
 */
import type { CodeDef } from '../../codes/types.js';
import { finding } from '../../core/finding.js';
import type { ArtifactResult, Finding, Section } from '../../core/model.js';
import { FB } from './codes.js';
import { safeShort } from './rows.js';

export type ExportFormat = 'jsonl' | 'parquet';
export const KIND = {
  jsonl: 'fightbench-export-jsonl',
  parquet: 'fightbench-export-parquet',
  suite: 'fightbench-suite',
  set: 'fightbench-export-set'
} as const;

/** A finding of a rule, before it gets its file: what the rules (`rules-*.ts`) return. */
export interface Issue {
  def: CodeDef;
  message: string;
  line?: number;
  gate?: string;
  subject?: string;
}

/** Collects findings for one file with a per-code cap; the rest are counted and summarised. */
export class FindingSink {
  readonly list: Finding[] = [];
  private readonly counts = new Map<string, number>();
  constructor(
    readonly file: string,
    private readonly cap: number
  ) {}
  add(
    def: CodeDef,
    message: string,
    loc: { file?: string; line?: number; column?: number; gate?: string; subject?: string } = {}
  ): void {
    const n = (this.counts.get(def.code) ?? 0) + 1;
    this.counts.set(def.code, n);
    if (n > this.cap) return;
    this.list.push(finding(def, message, { file: this.file, ...loc }));
  }
  /** Files the rules' issues in their order. */
  addAll(issues: readonly Issue[]): void {
    for (const i of issues) this.add(i.def, i.message, { line: i.line, gate: i.gate, subject: i.subject });
  }
  count(code: string): number {
    return this.counts.get(code) ?? 0;
  }
  finish(): Finding[] {
    for (const [code, n] of [...this.counts].sort()) {
      if (n > this.cap)
        this.list.push(
          finding(
            FB.FB061,
            `${n - this.cap} more ${code} finding${n - this.cap > 1 ? 's' : ''} in this file not listed (max-findings-per-code ${this.cap}).`,
            { file: this.file, subject: code }
          )
        );
    }
    return this.list;
  }
}

/**
 * "line 4, matchId "m-1", column replay, path /replay/x": a JSONL row is named by its line in the file (1-based, what
 * an editor shows and what the finding's `line` says); a Parquet row, which has no line, by its 0-based index (as
 * pyarrow's `to_pylist()[3]` and pandas' `iloc[3]`). docs/fightbench.md.
 */
export function rowLabel(
  rowIndex: number,
  matchId: string | undefined,
  column?: string,
  path?: string,
  line?: number
): string {
  let s = line !== undefined ? `line ${line}` : `row ${rowIndex}`;
  if (matchId !== undefined) s += `, matchId "${safeShort(matchId)}"`;
  if (column) s += `, column ${column}`;
  if (path && path !== `/${column}`) s += `, path ${path}`;
  return s;
}

/** A file's result whose one section is its summary table (the export set's and the suite download's). */
export function tableResult(
  verdict: Pick<ArtifactResult, 'artifact' | 'gates' | 'findings'>,
  table: Omit<Extract<Section, { kind: 'table' }>, 'kind'>,
  more: Pick<ArtifactResult, 'metrics' | 'facts'>
): ArtifactResult {
  return { ...verdict, sections: [{ kind: 'table', ...table }], ...more };
}
