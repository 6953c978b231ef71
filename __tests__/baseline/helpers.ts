import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Writes a release folder with its ARTIFACT_MANIFEST.tsv; `tamper` files get other bytes after the manifest is written. */
function release(dir: string, files: Record<string, string>, tamper: Record<string, string> = {}): void {
  const rows = ['path\tbytes\tsha256'];
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
    rows.push(`${p}\t${Buffer.byteLength(text)}\t${createHash('sha256').update(text).digest('hex')}`);
  }
  writeFileSync(join(dir, 'ARTIFACT_MANIFEST.tsv'), rows.join('\n') + '\n');
  for (const [p, text] of Object.entries(tamper)) writeFileSync(join(dir, p), text);
}

/**
 * The base branch and the pull request's head as two checkouts of three releases:
 * - `a`: broken on the base (a tampered file), fixed on the head → one fixed gate;
 * - `b`: fine on the base, broken on the head → one new failure;
 * - `c`: fine on both, with a longer file on the head → a metric change (bytes) and no gate change.
 */
export function baseAndHead(): { base: string; head: string } {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'bg-baseline-')));
  const base = join(root, 'base');
  const head = join(root, 'head');
  release(join(base, 'a'), { 'data.csv': 'x,y\n1,2\n' }, { 'data.csv': 'x,y\n1,9\n' });
  release(join(base, 'b'), { 'data.csv': 'p,q\n5,6\n' });
  release(join(base, 'c'), { 'notes.txt': 'short\n' });
  release(join(head, 'a'), { 'data.csv': 'x,y\n1,2\n' });
  release(join(head, 'b'), { 'data.csv': 'p,q\n5,6\n' }, { 'data.csv': 'p,q\n5,7\n' });
  release(join(head, 'c'), { 'notes.txt': 'a longer note\n' });
  return { base, head };
}
