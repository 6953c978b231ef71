/**
 * Where a Qsolve failure sits in the workflow's own code (issue 21, docs/security/author.md): the `estimate`
 * definition of the entry module, the innermost traceback frame inside the workflow folder, and tracebacks with
 * their machine paths made portable. Pure.
 */
import { posix } from 'node:path';

/** Where a Python or JavaScript module defines `estimate` (def / function / const / export). Pure. */
export function findDefinition(text: string, name: string): { line: number; column: number } | undefined {
  const re = new RegExp(
    `^([ \\t]*)(?:async\\s+def|def|export\\s+(?:async\\s+)?function|(?:async\\s+)?function|export\\s+(?:const|let|var)|const|let|var)\\s+${name}\\b`,
    'm'
  );
  const m = re.exec(text);
  if (!m) return undefined;
  const line = text.slice(0, m.index).split('\n').length;
  return { line, column: m[1].length + 1 };
}

/**
 * A traceback with its machine paths made portable (pure): the workflow folder's absolute path becomes its
 * repository-relative path, and benchgate's own runner module (wherever benchgate is installed) `<benchgate>/…`,
 * so the same failure gives the same message on every machine and in every checkout.
 */
export function tidyTraceback(tb: string, folderAbs: string, folder: string): string {
  const base = folderAbs.endsWith('/') ? folderAbs : `${folderAbs}/`;
  const relBase = folder === '.' || folder === '' ? '' : `${folder}/`;
  return tb
    .split(`file://${base}`)
    .join(relBase)
    .split(base)
    .join(relBase)
    .replace(/(?:file:\/\/)?\/[^\s"'()]*\/(qsolve_runner\.(?:py|mjs))/g, '<benchgate>/$1');
}

/**
 * The last traceback frame inside the workflow folder (Python `File "…", line N` or a JavaScript stack
 * `(file:///…:N:C)`), as a repository-relative place. Frames of the runner and of libraries are skipped. Pure.
 */
export function lastWorkflowFrame(
  tb: string,
  folderAbs: string,
  folder: string
): { file: string; line: number; column?: number } | undefined {
  const frames: { path: string; line: number; column?: number; index: number }[] = [];
  for (const m of tb.matchAll(/File "([^"\n]+)", line (\d+)/g))
    frames.push({ path: m[1], line: Number(m[2]), index: m.index });
  for (const m of tb.matchAll(/(?:\(|at )((?:file:\/\/)?\/[^\s()]+?):(\d+):(\d+)\)?$/gm))
    frames.push({ path: m[1], line: Number(m[2]), column: Number(m[3]), index: m.index });
  frames.sort((a, b) => a.index - b.index);
  const base = folderAbs.endsWith('/') ? folderAbs : `${folderAbs}/`;
  const isJsStack = /^\s+at /m.test(tb) && !/File "/.test(tb);
  // Python lists the innermost frame last; a JavaScript stack lists it first.
  const ordered = isJsStack ? frames : [...frames].reverse();
  for (const f of ordered) {
    let p = f.path;
    if (p.startsWith('file://')) {
      try {
        p = decodeURIComponent(new URL(p).pathname);
      } catch {
        continue;
      }
    }
    if (!p.startsWith(base)) continue;
    const inside = p.slice(base.length);
    if (inside === '' || inside.split('/').some((x) => x === '..' || x === '')) continue;
    return {
      file: folder === '.' ? inside : posix.join(folder, inside),
      line: f.line,
      ...(f.column !== undefined ? { column: f.column } : {})
    };
  }
  return undefined;
}
