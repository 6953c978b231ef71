import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Inputs, Outputs } from '../../src/action/constants.js';
import { PLUGINS } from '../../src/suites/plugins.js';
import { REPO } from '../helpers/paths.js';

const action = parse(readFileSync(join(REPO, 'action.yml'), 'utf8'));
/** Every input the action reads: its own (src/action/constants.ts) and the families' (`Plugin.inputs`). */
const INPUTS = [...Object.values(Inputs), ...PLUGINS.flatMap((p) => (p.inputs ?? []).map((i) => i.name))];

describe('action.yml', () => {
  it("declares exactly the inputs and outputs of src/action/constants.ts and the plug-ins' inputs", () => {
    expect(new Set(INPUTS).size).toBe(INPUTS.length);
    expect(PLUGINS.flatMap((p) => (p.inputs ?? []).map((i) => i.name))).toEqual([
      'strict',
      'min-tier',
      'sandbox',
      'reported-mitigation'
    ]);
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUTS].sort());
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Outputs).sort());
  });

  it('gives every input a description and a default, and every output a description', () => {
    for (const [name, spec] of Object.entries<any>(action.inputs)) {
      expect([name, typeof spec.description]).toEqual([name, 'string']);
      expect([name, 'default' in spec]).toEqual([name, true]);
      expect([name, spec.required]).toEqual([name, false]);
    }
    for (const [name, spec] of Object.entries<any>(action.outputs))
      expect([name, typeof spec.description]).toEqual([name, 'string']);
    expect(action.inputs.token.default).toBe('${{ github.token }}');
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('the README inputs table lists every input', () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    for (const name of INPUTS) expect([name, readme.includes(`| \`${name}\` |`)]).toEqual([name, true]);
    for (const name of Object.values(Outputs)) expect([name, readme.includes(`| \`${name}\` |`)]).toEqual([name, true]);
  });
});

const WORKFLOWS = join(REPO, '.github', 'workflows');
const files = readdirSync(WORKFLOWS).filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'));

describe.each(files)('workflow %s', (file) => {
  const wf = parse(readFileSync(join(WORKFLOWS, file), 'utf8'));

  it("has a name and triggers; a top-level permissions block unless reusable (a reusable one lets its publishing job inherit the caller's grant)", () => {
    expect(typeof wf.name).toBe('string');
    expect(wf.on).toBeTruthy();
    if (wf.on?.workflow_call) expect(wf.permissions).toBeUndefined();
    else expect(wf.permissions).toBeDefined();
  });

  it('a reusable workflow requests no write permission anywhere, so a caller granting only contents: read can start it', () => {
    if (!wf.on?.workflow_call) return;
    const inheriting: string[] = [];
    for (const [id, job] of Object.entries<any>(wf.jobs)) {
      if (job.permissions === undefined) inheriting.push(id);
      else if (typeof job.permissions === 'object')
        for (const [scope, level] of Object.entries(job.permissions))
          expect([id, scope, level]).toEqual([id, scope, level === 'none' ? 'none' : 'read']);
      else expect([id, job.permissions]).toEqual([id, 'read-all']);
    }
    // Only the job that publishes (check run, comment) inherits; it is the last one.
    expect(inheriting).toEqual([file === 'benchgate.yml' ? 'verdict' : 'gate']);
  });

  it('artifact actions are their Node 24 releases (upload-artifact v6+, download-artifact v7+)', () => {
    for (const job of Object.values<any>(wf.jobs))
      for (const st of job.steps ?? []) {
        const m = /^actions\/(upload|download)-artifact@v(\d+)/.exec(String(st.uses ?? ''));
        if (m) expect([st.uses, Number(m[2]) >= (m[1] === 'upload' ? 6 : 7)]).toEqual([st.uses, true]);
      }
  });

  it('documents every workflow_call input (type and description) and output', () => {
    const call = wf.on?.workflow_call;
    if (!call) return;
    for (const [name, spec] of Object.entries<any>(call.inputs ?? {})) {
      expect([name, ['string', 'number', 'boolean'].includes(spec.type)]).toEqual([name, true]);
      expect([name, typeof spec.description === 'string' && spec.description.length > 0]).toEqual([name, true]);
      if (spec.default !== undefined) expect([name, typeof spec.default]).toEqual([name, spec.type]);
    }
    for (const [name, spec] of Object.entries<any>(call.secrets ?? {}))
      expect([name, typeof spec.description]).toEqual([name, 'string']);
    for (const [name, spec] of Object.entries<any>(call.outputs ?? {})) {
      expect([name, typeof spec.description]).toEqual([name, 'string']);
      expect([name, typeof spec.value]).toEqual([name, 'string']);
    }
  });

  it('every job has runs-on and steps (or calls a workflow), minimal permissions when reusable, and pinned uses:', () => {
    expect(Object.keys(wf.jobs ?? {}).length).toBeGreaterThan(0);
    for (const [id, job] of Object.entries<any>(wf.jobs)) {
      if (job.uses) expect([id, /@[\w.-]+$/.test(job.uses)]).toEqual([id, true]);
      else {
        expect([id, typeof job['runs-on']]).toEqual([id, 'string']);
        expect([id, Array.isArray(job.steps) && job.steps.length > 0]).toEqual([id, true]);
      }
      for (const step of job.steps ?? []) {
        expect([id, Boolean(step.uses) !== Boolean(step.run)]).toEqual([id, true]);
        if (step.uses && !String(step.uses).startsWith('./'))
          expect([id, step.uses, /^[\w.-]+\/[\w./-]+@[\w.-]+$/.test(step.uses)]).toEqual([id, step.uses, true]);
      }
      // Reusable workflows never grant write access to contents, and never write-all.
      if (wf.on?.workflow_call && job.permissions && typeof job.permissions === 'object')
        expect([id, job.permissions.contents ?? 'read']).toEqual([id, 'read']);
      expect([id, job.permissions === 'write-all']).toEqual([id, false]);
    }
  });

  it('reusable workflows use this repository’s own action by ref', () => {
    if (!wf.on?.workflow_call) return;
    const uses = Object.values<any>(wf.jobs).flatMap((j) => (j.steps ?? []).map((s: any) => s.uses).filter(Boolean));
    expect(uses.filter((u: string) => u.startsWith('benchgate/benchgate@')).length).toBeGreaterThan(0);
    // Inputs are passed through `with:`/env, never interpolated into a shell script (template injection).
    for (const job of Object.values<any>(wf.jobs))
      for (const s of job.steps ?? []) if (s.run) expect(String(s.run)).not.toMatch(/\$\{\{\s*inputs\./);
  });
});

describe('the workflows use the inputs the action has', () => {
  it('every `with:` key given to benchgate/benchgate is an action input', () => {
    for (const file of files) {
      const wf = parse(readFileSync(join(WORKFLOWS, file), 'utf8'));
      for (const job of Object.values<any>(wf.jobs)) {
        for (const s of job.steps ?? []) {
          if (s.uses === './' || String(s.uses).startsWith('benchgate/benchgate@'))
            for (const k of Object.keys(s.with ?? {})) expect([file, k, k in action.inputs]).toEqual([file, k, true]);
        }
      }
    }
  });
});

describe('the reusable workflow benchgate.yml', () => {
  const wf = parse(readFileSync(join(WORKFLOWS, 'benchgate.yml'), 'utf8'));
  it('runs every job, plan included, on the runs-on input', () => {
    for (const [id, job] of Object.entries<any>(wf.jobs))
      expect([id, job['runs-on']]).toEqual([id, '${{ inputs.runs-on }}']);
  });
});

describe('the documented workflow snippets', () => {
  it('README.md and docs/github.md name the Node 24 artifact actions only', () => {
    for (const doc of ['README.md', join('docs', 'github.md')]) {
      const text = readFileSync(join(REPO, doc), 'utf8');
      expect([
        doc,
        text.match(/actions\/upload-artifact@v[0-5]\b|actions\/download-artifact@v[0-6]\b|download-artifact@v[0-6]\b/g)
      ]).toEqual([doc, null]);
    }
  });
});
