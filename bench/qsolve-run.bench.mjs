// Qsolve runner benchmark: times `benchgate check examples/qsolve` (every bundled workflow run for real in the
// sandbox: Python and JavaScript runners, sim-cpu circuits, the reproducible re-run) cold (empty cache) and warm
// (case records reused from the cache folder given with --cache-dir; `reproducible` still re-runs), wall time and the
// CPU of the whole process tree (Linux: the reaped children's time in /proc/self/stat). Baselines in the same run:
// starting the interpreters alone (python3 -c pass, node -e 0) as often as the cold run starts runner processes, and
// python3 started as the command (`python3` on PATH, a pyenv shim on some machines) against the path the interpreter
// reports (sys.executable), which is what the runners start (src/suites/qsolve/runner/interpreter.ts).
// Usage: node bench/qsolve-run.bench.mjs [--quick]   (CLI: $BENCHGATE_CLI or dist/cli.js; build it first)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const quick = process.argv.includes('--quick');
const root = realpathSync(new URL('..', import.meta.url).pathname);
const cli = process.env.BENCHGATE_CLI ?? join(root, 'dist/cli.js');
// Outside the repository: inside it, the walk honours .gitignore and bench/.data is ignored.
const data = join(tmpdir(), 'benchgate-bench-qsolve-run');
rmSync(data, { recursive: true, force: true });
mkdirSync(data, { recursive: true });
const names = quick
  ? ['vertex-cover-js', 'max-cut-qiskit']
  : ['max-cut', 'generic-qubo', 'vertex-cover-js', 'max-cut-qiskit'];
for (const n of names) cpSync(join(root, 'examples/qsolve', n), join(data, n), { recursive: true });
writeFileSync(join(data, '.benchgate.yml'), 'suites:\n  qsolve: true\n');
// The result cache lives outside the checked tree (docs/security/limits.md); a folder of its own keeps the bench
// away from the user's cache.
const cacheDir = join(tmpdir(), 'benchgate-bench-qsolve-run-cache');

/** CPU seconds (user + system) of the children reaped so far; NaN where /proc is not there. */
function childrenCpu() {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8');
    const p = f.slice(f.lastIndexOf(')') + 2).split(' ');
    return (Number(p[13]) + Number(p[14])) / 100;
  } catch {
    return NaN;
  }
}

function check(label) {
  const t = performance.now();
  const c0 = childrenCpu();
  const r = spawnSync(
    process.execPath,
    [cli, 'check', data, '--suites', 'qsolve', '--format', 'json', '--cache-dir', cacheDir],
    { encoding: 'utf8', maxBuffer: 1 << 28 }
  );
  const ms = performance.now() - t;
  let gates = '?';
  try {
    const rep = JSON.parse(r.stdout);
    const c = rep.counts?.gates ?? {};
    gates = `pass ${c.pass} fail ${c.fail} undecided ${c.undecided} skipped ${c.skipped}`;
  } catch {
    gates = `unparsable output (exit ${r.status}) ${r.stderr.slice(0, 300)}`;
  }
  const cpu = childrenCpu() - c0;
  console.log(
    `${label.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s   CPU ${cpu.toFixed(2)} s   gates: ${gates}`
  );
  return ms;
}

console.log(`qsolve-run bench: ${names.join(', ')} on ${cpus().length} core(s), CLI ${cli}`);
rmSync(cacheDir, { recursive: true, force: true });
const cold = check('check, cold cache');
const warm = check('check, warm cache');
const starts = quick ? 6 : 20;
const t = performance.now();
for (let i = 0; i < starts; i++) {
  execFileSync('python3', ['-c', 'pass']);
  execFileSync(process.execPath, ['-e', '0']);
}
const base = performance.now() - t;
console.log(`${`baseline: ${starts}x python3+node start`.padEnd(28)} ${(base / 1000).toFixed(2).padStart(7)} s`);
// The command against the interpreter's own path: what a version manager's shim costs at each runner start.
const exe = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();
const startMany = (cmd) => {
  const t0 = performance.now();
  const c0 = childrenCpu();
  for (let i = 0; i < starts; i++) execFileSync(cmd, ['-c', 'pass']);
  return { s: (performance.now() - t0) / 1000, cpu: childrenCpu() - c0 };
};
const viaCommand = startMany('python3');
const viaExe = startMany(exe);
for (const [label, r] of [
  [`${starts}x python3 (command)`, viaCommand],
  [`${starts}x ${exe.split('/').slice(-3).join('/')}`, viaExe]
])
  console.log(`${label.padEnd(28)} ${r.s.toFixed(2).padStart(7)} s   CPU ${r.cpu.toFixed(2)} s`);
console.log(
  JSON.stringify({
    coldS: +(cold / 1000).toFixed(2),
    warmS: +(warm / 1000).toFixed(2),
    baselineS: +(base / 1000).toFixed(2),
    python3CommandCpuS: +viaCommand.cpu.toFixed(2),
    python3ExecutableCpuS: +viaExe.cpu.toFixed(2)
  })
);
