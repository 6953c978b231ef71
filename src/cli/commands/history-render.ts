/**
 * `benchgate history render DIR [--out site/]`: the stored runs of a history folder (DIR/entries.jsonl, e.g. a clone
 * of the `benchgate-history` branch) as a self-contained dashboard for GitHub Pages (`src/report/history-site.ts`,
 * docs/history.md "Drawing"). The history is read as hostile input like every run reads it (bounded, schema-checked,
 * bad lines left out with their code); the page lists what was left out. Files are written through a temporary file
 * renamed into place, so a symbolic link planted at `site/index.html` is replaced, never written through.
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { EXIT, OutputPathError, UsageError, parseCommandArgs, type Command } from '../../core/command.js';
import { readHistoryDir } from '../history-dir.js';
import { escapeText as t } from '../../report/escape/text.js';
import { renderHistorySite, SITE_DEFAULTS, type SiteFile } from '../../report/history-site.js';
import { loadChartJs } from '../../report/html-vendor.js';

/** Writes one file of the site: a fresh temporary file in the same folder, renamed over the target. */
async function writeSiteFile(out: string, f: SiteFile): Promise<void> {
  const target = join(out, ...f.path.split('/'));
  const tmp = join(dirname(target), `.${f.path.split('/').pop()}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await mkdir(dirname(target), { recursive: true });
    await writeFile(tmp, f.content, { flag: 'wx' });
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw new OutputPathError(
      `cannot write --out ${target}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`
    );
  }
}

function positiveInt(v: string | undefined, flag: string, fallback: number): number {
  if (v === undefined) return fallback;
  if (!/^[1-9][0-9]{0,5}$/.test(v))
    throw new UsageError(`${flag} must be a whole number from 1 to 999999 (got "${v}")`);
  return Number(v);
}

export const historyRenderCommand: Command = {
  name: ['history', 'render'],
  usage: 'benchgate history render DIR [--out DIR] [--max-items-in-chart N] [--title TEXT]',
  summary: `A self-contained dashboard of a history folder (DIR/entries.jsonl, e.g. a clone of the benchgate-history branch) for GitHub Pages: --out/index.html (default site/) with a line chart per artifact and metric over the stored runs (the newest --max-items-in-chart, default ${SITE_DEFAULTS.maxItems}), Chart.js inlined, no network. Exit 1 when a line was left out (BG023) or the history cannot be read (BG022; the page is still written and lists them); 2: usage (docs/history.md).`,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { out: { type: 'string' }, 'max-items-in-chart': { type: 'string' }, title: { type: 'string' } }
    });
    if (positionals.length !== 1)
      throw new UsageError('history render takes one DIR (the folder holding entries.jsonl)');
    const maxItems = positiveInt(values['max-items-in-chart'], '--max-items-in-chart', SITE_DEFAULTS.maxItems);
    const abs = (p: string) => (isAbsolute(p) ? p : resolve(io.cwd, p));
    const shown = positionals[0]!;
    const out = abs(values.out ?? 'site');
    const outSt = await lstat(out).catch(() => undefined);
    if (outSt && !outSt.isDirectory() && !outSt.isSymbolicLink())
      throw new UsageError(`--out ${values.out ?? 'site'} is a file, not a folder`);
    const { store, entries, problems } = await readHistoryDir(shown, io);
    const files = renderHistorySite(entries, {
      chartJs: loadChartJs(),
      source: store.file,
      findings: problems,
      maxItems,
      ...(values.title !== undefined ? { title: values.title } : {})
    });
    for (const f of files) await writeSiteFile(out, f);
    io.stdout(
      `wrote ${t(join(out, 'index.html'))}: ${entries.length} run(s)${problems.length ? `, ${problems.length} problem(s) reading the history (listed on the page)` : ''}\n`
    );
    return problems.length ? EXIT.fail : EXIT.pass;
  }
};
