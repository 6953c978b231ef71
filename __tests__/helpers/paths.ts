import { cpSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RepoTree } from '../../src/core/tree.js';

/** The repository root (this file is __tests__/helpers/paths.ts). */
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const FIXTURES = join(REPO, '__tests__', 'fixtures');
/**
 * The conformance data (reference outputs of PQID-Bench, pcs-core and FightBench), vendored from
 * `shared/conformance/` with its README and per-folder provenance and licence notices, so a clone anywhere
 * passes without `../shared`.
 */
export const CONFORMANCE = join(FIXTURES, 'conformance');

/** Every file below `root` as a RepoTree (repository-relative POSIX paths), for calling a suite's discover directly. */
export function treeOf(root: string): RepoTree {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(rel ? join(root, rel) : root, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else files.push(r);
    }
  };
  walk('');
  return new RepoTree(root, files);
}

/** Copies the bundled examples into `dest`, leaving out any result cache a local run left in them. */
export function copyExamples(dest: string): void {
  cpSync(join(REPO, 'examples'), dest, { recursive: true, filter: (src) => !src.includes('.benchgate-cache') });
}
