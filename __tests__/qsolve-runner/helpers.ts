import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArtifactResult, Finding } from '../../src/core/model.js';
import { SimCpuBackend } from '../../src/suites/qsolve/runner/backend.js';
import type { BackendResult, CircuitRun } from '../../src/suites/qsolve/runner/backend.js';
import { runWorkflow } from '../../src/suites/qsolve/runner/run.js';
import type { WorkflowRunOptions, WorkflowRunResult } from '../../src/suites/qsolve/runner/run.js';
import type { Mitigation } from '../../src/suites/qsolve/types.js';
import { checkWorkflow } from '../../src/suites/qsolve/check-workflow.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';

export const FIXTURES = join(process.cwd(), '__tests__', 'fixtures', 'qsolve-runner');

/**
 * A stand-in for the noise engine (issue #5) behind the Backend interface: `fake:` targets run on the exact
 * simulator and report a fixed fidelity of 0.99 with full coverage. Only for tests.
 */
export class FakeNoiseBackend extends SimCpuBackend {
  available(target: string): string | null {
    return target.startsWith('fake:') ? null : super.available(target);
  }
  async run(qasm: string, shots: number, seed: number, target: string): Promise<BackendResult> {
    return super.run(qasm, shots, seed, target.startsWith('fake:') ? 'sim-cpu' : target);
  }
  score(target: string, circuits: CircuitRun[]): Mitigation | undefined {
    return target.startsWith('fake:') && circuits.length ? { fidelity: 0.99, coverage: 1 } : undefined;
  }
}

/** Copies base/ into a temporary folder and applies `<variant>/patch.json`. Returns the folder (real path). */
export function materialize(variant: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `bg-qsr-${variant}-`)));
  cpSync(join(FIXTURES, 'base'), dir, { recursive: true });
  if (variant !== 'base') {
    const patch = JSON.parse(readFileSync(join(FIXTURES, variant, 'patch.json'), 'utf8')) as {
      replace: { file: string; from: string; to: string }[];
    };
    for (const r of patch.replace) {
      const f = join(dir, r.file);
      const text = readFileSync(f, 'utf8');
      if (!text.includes(r.from)) throw new Error(`${variant}: patch text not found in ${r.file}: ${r.from}`);
      writeFileSync(f, text.replace(r.from, r.to));
    }
  }
  return dir;
}

export const cleanup = (dir: string) => rmSync(dir, { recursive: true, force: true });

export interface Checked {
  result: ArtifactResult;
  run: WorkflowRunResult;
}

/** Loads, runs (fake targets through FakeNoiseBackend unless another backend is given) and checks a folder. */
export async function runAndCheck(dir: string, opts: WorkflowRunOptions = {}): Promise<Checked> {
  const s = await loadWorkflow(dir, '.');
  const run = await runWorkflow(s, { backend: new FakeNoiseBackend(), ...opts });
  const result = checkWorkflow(s, {
    ...(run.records ? { records: run.records } : {}),
    findings: run.findings,
    ...(run.notRun ? { notRun: run.notRun } : {}),
    run: run.stats
  });
  return { result, run };
}

export const gateStatus = (r: ArtifactResult) => Object.fromEntries(r.gates.map((g) => [g.id, g.status]));
export const notPassing = (r: ArtifactResult) => r.gates.filter((g) => g.status !== 'pass').map((g) => g.id);
export const errors = (r: ArtifactResult): Finding[] => r.findings.filter((f) => f.severity === 'error');
