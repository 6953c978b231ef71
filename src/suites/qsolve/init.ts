/**
 * `benchgate init qsolve`: writes a complete Qsolve workflow (manifest, schemas, examples, cases.yaml, the workflow
 * module and a GitHub workflow) from the data files in `templates/` beside this module (bundled as `dist/templates/qsolve/`).
 *
 * Safety (docs/security/init.md): everything is checked before anything is written, so a refusal writes nothing.
 * An existing file is replaced only with `force`; a symbolic link (DIR itself, a folder on the way, or the file) is
 * never written through, with or without `force`; every path stays inside DIR. New files are created with
 * O_CREAT|O_EXCL|O_NOFOLLOW, replaced files through a fresh temporary file renamed over the old one (a hard link
 * to a file elsewhere is never written into).
 */
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeSync
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_NAMES = ['max-cut', 'qubo', 'classifier'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
export const LANGUAGES = ['python', 'js'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A workflow name as the manifest schema wants it. */
export const NAME_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** An action ref that is safe to write into YAML unquoted: a tag, a branch or a commit SHA. */
export const ACTION_REF_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}){0,4}$/;

interface TemplateIndex {
  version: number;
  common: Record<string, string>;
  templates: Record<
    string,
    {
      description: string;
      files: Record<string, string>;
      python: Record<string, string>;
      js: Record<string, string>;
      /** `--qiskit`: files that replace or add to the Python variant's (a workflow written with Qiskit). */
      qiskit?: Record<string, string>;
    }
  >;
}

/** One file to write: a DIR-relative POSIX path and its text. */
export interface PlannedFile {
  path: string;
  content: string;
}

/**
 * Where the templates are: $BENCHGATE_TEMPLATES, else beside this module in the sources (src/suites/qsolve/templates/),
 * else beside the bundle (../templates/qsolve from the shared bundle's dist/bundle/).
 */
function templatesDir(): string {
  const env = process.env.BENCHGATE_TEMPLATES;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [...(env ? [env] : []), join(here, 'templates'), join(here, '..', 'templates', 'qsolve')];
  const found = candidates.find((p) => existsSync(join(p, 'index.json')));
  if (!found)
    throw new Error('the Qsolve templates are missing from this benchgate installation (templates/qsolve/index.json)');
  return found;
}

/** A slug for the manifest's `name` from a folder name (pure); the template's name when nothing usable is left. */
export function slugName(folderName: string, fallback: string): string {
  const s = folderName
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return NAME_RE.test(s) ? s : fallback;
}

/** A template path from the index: relative, no `..`, no empty segment (the index is ours, checked anyway). */
function safeRelative(p: string): boolean {
  return (
    p !== '' &&
    !p.startsWith('/') &&
    !p.includes('\\') &&
    p.split('/').every((x) => x !== '' && x !== '.' && x !== '..')
  );
}

/** Fills `{{key}}` placeholders; an unknown placeholder is a bug in the templates and throws. Pure. */
function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{([a-z_]+)\}\}/g, (_, k: string) => {
    if (!(k in vars)) throw new Error(`template placeholder {{${k}}} has no value`);
    return vars[k];
  });
}

/** The templates that have a Qiskit variant (`--qiskit`). */
export function qiskitTemplates(dir = templatesDir()): string[] {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as TemplateIndex;
  return Object.keys(index.templates).filter((k) => index.templates[k].qiskit);
}

/** The files of one template and language, rendered. */
export function planFiles(opts: {
  template: TemplateName;
  language: Language;
  name: string;
  actionRef: string;
  version: string;
  dir?: string;
  /** The Qiskit-native variant (Python; templates that offer one: qiskitTemplates()). */
  qiskit?: boolean;
}): PlannedFile[] {
  const dir = opts.dir ?? templatesDir();
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as TemplateIndex;
  const t = index.templates[opts.template];
  if (!t) throw new Error(`no template "${opts.template}" in ${join(dir, 'index.json')}`);
  const lang = opts.language === 'python' ? t.python : t.js;
  if (opts.qiskit && (opts.language !== 'python' || !t.qiskit))
    throw new Error(`the ${opts.template} template has no Qiskit variant in ${opts.language}`);
  const entry = Object.keys(lang)[0];
  const vars = { name: opts.name, entry, version: opts.version, action_ref: opts.actionRef };
  const out: PlannedFile[] = [];
  const extra = opts.qiskit ? (t.qiskit ?? {}) : {};
  for (const [to, from] of Object.entries({ ...t.files, ...lang, ...index.common, ...extra })) {
    if (!safeRelative(to) || !safeRelative(from)) throw new Error(`unsafe template path "${to}" <- "${from}"`);
    out.push({ path: to, content: fill(readFileSync(join(dir, ...from.split('/')), 'utf8'), vars) });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export interface Preflight {
  /** Files that exist as regular files (replaced only with force). */
  existing: string[];
  /** Paths that can never be written: a symbolic link, a folder where a file goes, a file where a folder goes. */
  refused: { path: string; why: string }[];
}

function lstatOrUndefined(p: string) {
  try {
    return lstatSync(p);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw e;
  }
}

/**
 * The folders of the target path that lie between `base` (the working directory, the user's own environment) and
 * `dirAbs`, or every folder from `/` when `dirAbs` is not below `base`: the ancestors of DIR that `init` checks.
 */
function ancestorsInside(dirAbs: string, base: string): string[] {
  const rel = relative(base, dirAbs);
  const inside = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  const out: string[] = [];
  for (let d = dirname(dirAbs); ; d = dirname(d)) {
    if (inside ? d === base || !d.startsWith(base) : d === dirname(d)) break;
    out.push(d);
  }
  return out.reverse();
}

/**
 * Checks every planned path under `dirAbs` without writing anything. `base` is the working directory: every
 * folder of the target path below it (every folder from `/` for a path outside it) must be a real folder, never a
 * symbolic link (`init qsolve d/a/new` with `a` a link is refused).
 */
export function preflight(dirAbs: string, files: PlannedFile[], base = dirname(dirAbs)): Preflight {
  const existing: string[] = [];
  const refused: { path: string; why: string }[] = [];
  for (const up of ancestorsInside(dirAbs, base)) {
    const st = lstatOrUndefined(up);
    if (!st) break;
    if (st.isSymbolicLink())
      return {
        existing,
        refused: [
          {
            path: '.',
            why: `is below ${relative(base, up) || up}, a symbolic link; give the real path (benchgate init never writes through a link)`
          }
        ]
      };
  }
  const top = lstatOrUndefined(dirAbs);
  if (top?.isSymbolicLink())
    return {
      existing,
      refused: [
        { path: '.', why: 'DIR is a symbolic link; give the real folder (benchgate init never writes through a link)' }
      ]
    };
  if (top && !top.isDirectory()) return { existing, refused: [{ path: '.', why: 'DIR exists and is not a folder' }] };
  if (!top) {
    // DIR will be created: the nearest existing folder above it must be a folder.
    let up = dirname(dirAbs);
    for (let st = lstatOrUndefined(up); ; st = lstatOrUndefined(up)) {
      if (st) {
        if (!st.isDirectory()) refused.push({ path: '.', why: `cannot be created: ${up} is not a folder` });
        break;
      }
      const next = dirname(up);
      if (next === up) break;
      up = next;
    }
    return { existing, refused };
  }
  const seen = new Set<string>();
  for (const f of files) {
    const parts = f.path.split('/');
    let cur = dirAbs;
    let missing = false;
    for (let i = 0; i < parts.length - 1 && !missing; i++) {
      cur = join(cur, parts[i]);
      const rel = parts.slice(0, i + 1).join('/');
      const st = lstatOrUndefined(cur);
      if (!st) missing = true;
      else if (st.isSymbolicLink()) {
        if (!seen.has(rel))
          refused.push({ path: rel, why: 'is a symbolic link (benchgate init never writes through a link)' });
        seen.add(rel);
        missing = true;
      } else if (!st.isDirectory()) {
        if (!seen.has(rel)) refused.push({ path: rel, why: 'is a file where a folder is needed' });
        seen.add(rel);
        missing = true;
      }
    }
    if (missing && refused.some((r) => f.path.startsWith(`${r.path}/`))) continue;
    if (missing) continue;
    const st = lstatOrUndefined(join(dirAbs, ...parts));
    if (!st) continue;
    if (st.isSymbolicLink())
      refused.push({
        path: f.path,
        why: 'is a symbolic link (benchgate init never writes through a link, not even with --force)'
      });
    else if (st.isFile()) existing.push(f.path);
    else refused.push({ path: f.path, why: 'exists and is not a regular file' });
  }
  return { existing, refused };
}

export class InitRefused extends Error {
  constructor(
    message: string,
    readonly files: string[]
  ) {
    super(message);
    this.name = 'InitRefused';
  }
}

/** Makes `parts` below `dirReal` one folder at a time, refusing a link or a file on the way; returns the real folder. */
function ensureFolder(dirReal: string, parts: string[], rel: string): string {
  let cur = dirReal;
  for (let i = 0; i < parts.length; i++) {
    cur = join(cur, parts[i]);
    try {
      mkdirSync(cur, { mode: 0o755 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const st = lstatSync(cur);
    if (st.isSymbolicLink() || !st.isDirectory())
      throw new InitRefused(
        `"${parts.slice(0, i + 1).join('/')}" became a ${st.isSymbolicLink() ? 'symbolic link' : 'file'} while writing ${rel}; stopped`,
        [rel]
      );
  }
  // The folder reached must be the one below DIR (no link swapped in on the way).
  if (realpathSync(cur) !== cur)
    throw new InitRefused(`the folder of ${rel} does not resolve inside DIR; stopped`, [rel]);
  return cur;
}

function writeAll(fd: number, text: string): void {
  const buf = Buffer.from(text, 'utf8');
  let off = 0;
  while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
}

/**
 * Writes the planned files under `dirAbs` after `preflight` found nothing refused (and no existing file, unless
 * `force`). Returns what it did per file. Throws InitRefused when the tree changed under it (a link appeared).
 */
export function writeFiles(
  dirAbs: string,
  files: PlannedFile[],
  force: boolean,
  done: { path: string; action: 'created' | 'replaced' }[] = []
): { path: string; action: 'created' | 'replaced' }[] {
  if (!existsSync(dirAbs)) {
    // One folder at a time, each checked: never through a link that appeared on the way.
    const missing: string[] = [];
    for (let d = dirAbs; !lstatOrUndefined(d); d = dirname(d)) missing.unshift(d);
    for (const d of missing) {
      const parent = lstatSync(dirname(d));
      if (parent.isSymbolicLink() || !parent.isDirectory())
        throw new InitRefused(`${dirname(d)} is not a real folder; stopped`, ['.']);
      mkdirSync(d, { mode: 0o755 });
    }
  }
  const top = lstatSync(dirAbs);
  if (top.isSymbolicLink() || !top.isDirectory()) throw new InitRefused('DIR is not a real folder', ['.']);
  const dirReal = join(realpathSync(dirname(dirAbs)), basename(dirAbs));
  if (realpathSync(dirAbs) !== dirReal) throw new InitRefused('DIR does not resolve to itself', ['.']);
  for (const f of files) {
    const parts = f.path.split('/');
    const folder = ensureFolder(dirReal, parts.slice(0, -1), f.path);
    const target = join(folder, parts[parts.length - 1]);
    const st = lstatOrUndefined(target);
    if (!st) {
      // O_EXCL: fails when anything (a dangling link included) appeared at the name; O_NOFOLLOW for good measure.
      const fd = openSync(
        target,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
        0o644
      );
      try {
        writeAll(fd, f.content);
      } finally {
        closeSync(fd);
      }
      done.push({ path: f.path, action: 'created' });
      continue;
    }
    if (st.isSymbolicLink() || !st.isFile())
      throw new InitRefused(
        `${f.path} became a ${st.isSymbolicLink() ? 'symbolic link' : 'non-file'} while writing; stopped`,
        [f.path]
      );
    if (!force)
      throw new InitRefused(`${f.path} appeared while writing; stopped (use --force to replace it)`, [f.path]);
    // Replace the directory entry, never the old inode (it may be a hard link to a file outside DIR).
    const tmp = join(folder, `.${parts[parts.length - 1]}.benchgate-init-${randomBytes(6).toString('hex')}`);
    const fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
    try {
      writeAll(fd, f.content);
    } finally {
      closeSync(fd);
    }
    try {
      renameSync(tmp, target);
    } catch (e) {
      try {
        unlinkSync(tmp);
      } catch {
        /* already gone */
      }
      throw e;
    }
    done.push({ path: f.path, action: 'replaced' });
  }
  return done;
}

/** The absolute DIR for a CLI argument. */
export const resolveDir = (cwd: string, dir: string | undefined) => resolve(cwd, dir ?? '.');

/** The nearest folder at or above `dirAbs` that holds `.git` (undefined outside a repository). */
export function gitRoot(dirAbs: string): string | undefined {
  let d = dirAbs;
  for (;;) {
    if (existsSync(join(d, '.git'))) return d;
    const up = dirname(d);
    if (up === d) return undefined;
    d = up;
  }
}
