import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.js';

/** Runs dist/index.js the way the runner does: inputs as INPUT_* variables, files for summary and outputs. */
function runAction(workspace: string, inputs: Record<string, string>) {
  const summary = join(workspace, '..', `summary-${Math.random()}.md`);
  const output = join(workspace, '..', `output-${Math.random()}.txt`);
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('INPUT_') && !k.startsWith('GITHUB_')) env[k] = v;
  Object.assign(env, { GITHUB_WORKSPACE: workspace, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output, RUNNER_TEMP: join(workspace, '..') });
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const r = spawnSync(process.execPath, [join(REPO, 'dist', 'index.js')], { cwd: workspace, env, encoding: 'utf8', timeout: 60000 });
  const outputs: Record<string, string> = {};
  const text = readFileSync(output, 'utf8');
  // Multi-line output format: name<<DELIM\nvalue\nDELIM
  const re = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) outputs[m[1]] = m[3];
  return { code: r.status, stdout: r.stdout, summary: readFileSync(summary, 'utf8'), outputs };
}

let base: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'bg-action-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('the action (dist/index.js) as the runner starts it', () => {
  test('bundled examples pass: exit 0, summary, outputs', () => {
    const ws = join(base, 'ok', 'ws');
    mkdirSync(ws, { recursive: true });
    cpSync(join(REPO, 'examples'), join(ws, 'examples'), { recursive: true });
    const r = runAction(ws, { path: 'examples' });
    expect(r.code).toBe(0);
    expect(r.summary).toContain('✅ **benchgate passed**');
    expect(r.outputs['result']).toBe('pass');
    expect(r.outputs['gates-failed']).toBe('0');
    // Two FB040 notices: the FightBench example's placeholder stateHash values cannot be replayed without an engine.
    expect(r.outputs['findings']).toBe('2');
    expect(JSON.parse(readFileSync(r.outputs['report'], 'utf8')).verdict).toBe('pass');
    expect(r.stdout).not.toContain('::error');
  });

  test('a broken release fails: annotations on the file and line with the code as title, exit 1', () => {
    const ws = join(base, 'bad', 'ws');
    mkdirSync(ws, { recursive: true });
    cpSync(join(REPO, 'examples', 'release'), join(ws, 'pkg', 'release'), { recursive: true });
    writeFileSync(join(ws, 'pkg', 'release', 'README.md'), 'tampered');
    writeFileSync(join(ws, 'pkg', 'release', 'extra.bin'), 'x');
    const r = runAction(ws, { path: 'pkg', 'fail-on': 'error', sarif: 'out/b.sarif', junit: 'out/b.xml', strict: 'true' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error title=AM007,file=pkg\/release\/ARTIFACT_MANIFEST\.tsv,line=2,endLine=2,col=\d+::"README\.md" is 8 bytes on disk but the manifest says 106/);
    expect(r.stdout).toMatch(/::error title=AM012,file=pkg\/release\/ARTIFACT_MANIFEST\.tsv::"extra\.bin" is in the release directory but not listed/);
    expect(r.stdout).toContain('::error::benchgate: 2 gate(s) failed');
    expect(r.outputs['result']).toBe('fail');
    expect(r.outputs['gates-failed']).toBe('2');
    expect(r.summary).toContain('| ❌ error | AM007 |');
    expect(JSON.parse(readFileSync(join(ws, 'out', 'b.sarif'), 'utf8')).runs[0].results.length).toBe(2);
    expect(readFileSync(join(ws, 'out', 'b.xml'), 'utf8')).toContain('<testsuites');
  });

  test('bad inputs fail the step with a clear message', () => {
    const ws = join(base, 'inputs', 'ws');
    mkdirSync(ws, { recursive: true });
    const r = runAction(ws, { 'fail-on': 'sometimes' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error::benchgate: fail-on must be error, warning or never');
    const o = runAction(ws, { options: '[1, 2]' });
    expect(o.stdout).toContain('options must be a mapping');
  });
});
