// Qsolve suite benchmark: loads and checks a generated workflow folder (cases.yaml with many cases, one input file
// each) and decides a large run-records file. Baseline in the same run: plain JSON.parse/YAML parse of the same bytes.
// It times the rules in-process, so it imports the tsc output of the sources (compiled into build/ on first use),
// or BENCHGATE_QSOLVE_BUILD if set. Usage: node bench/qsolve.bench.mjs [--quick]
import { execFileSync } from 'node:child_process';
import { existsSync, cpSync, mkdirSync, rmSync, writeFileSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse as yamlParse } from 'yaml';

const quick = process.argv.includes('--quick');
const root = realpathSync(new URL('..', import.meta.url).pathname);
const build = process.env.BENCHGATE_QSOLVE_BUILD ?? join(root, 'build');
if (!process.env.BENCHGATE_QSOLVE_BUILD && !existsSync(join(build, 'src/suites/qsolve/load-workflow.js'))) {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(root, 'tsconfig.json'),
      '--noEmit',
      'false',
      '--outDir',
      build
    ],
    { stdio: 'inherit' }
  );
}
const wf = {
  ...(await import(join(build, 'src/suites/qsolve/load-workflow.js'))),
  ...(await import(join(build, 'src/suites/qsolve/check-workflow.js')))
};
const gates = await import(join(build, 'src/suites/qsolve/gates.js'));
const nCases = quick ? 200 : 2000;
const nRecords = quick ? 2000 : 20000;

const data = join(root, 'bench/.data/qsolve');
rmSync(data, { recursive: true, force: true });
mkdirSync(join(data, 'wf/benchmarks/inputs'), { recursive: true });
cpSync(join(root, 'examples/qsolve/max-cut'), join(data, 'wf'), { recursive: true });
let yaml = 'cases:\n';
for (let i = 0; i < nCases; i++) {
  writeFileSync(
    join(data, `wf/benchmarks/inputs/g${i}.json`),
    JSON.stringify({
      nodes: 6,
      edges: [
        [0, 1, 1],
        [1, 2, 1],
        [2, 3, 1],
        [3, 4, 1],
        [4, 5, 1],
        [5, 0, 1]
      ]
    })
  );
  yaml += `  - name: case-${i}\n    input_file: benchmarks/inputs/g${i}.json\n    seed: ${i}\n    params: {shots: 1000}\n    expect: {max_gap: 0.0, max_two_qubit_gates: 40}\n`;
}
writeFileSync(join(data, 'wf/benchmarks/cases.yaml'), yaml);
const method = (name, kind, extra = {}) => ({
  name,
  kind,
  status: 'ok',
  objective: -7,
  evaluated: -7,
  solution: { assignment: [0, 1, 0, 1, 0, 1] },
  circuits: [],
  wall_time_s: 0.1,
  ...extra
});
const cases = Array.from({ length: nRecords }, (_, i) => ({
  name: `case-${i}`,
  target: i % 3 === 0 ? 'fake:fez@1.6' : 'sim-cpu',
  seed: i,
  params: {},
  expect: { max_gap: 0, min_fidelity: 0.9 },
  methods: [
    method('qaoa', 'quantum', {
      circuits: Array.from({ length: 16 }, () => ({
        qubits: 6,
        two_qubit_gates: 14,
        mid_circuit_measurement: false,
        shots: 1000
      })),
      mitigation: { fidelity: 0.95, coverage: 1, postselection: 0.9 }
    }),
    method('brute_force', 'classical', { reference: true })
  ],
  estimate: { circuits: 16, shots: 16000 },
  result_hash: 'h'
}));
const records = {
  schema: 'benchgate.qsolve.run-records/1',
  workflow: 'wf',
  engine: { name: 'benchgate', version: '0.1.0' },
  cases,
  reproducible: { case: 'case-0', index: 0, rerun: cases[0] }
};
const recFile = join(data, 'records.json');
writeFileSync(recFile, JSON.stringify(records));

async function time(label, fn, reps = quick ? 3 : 5) {
  const xs = [];
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    await fn();
    xs.push(performance.now() - t);
  }
  xs.sort((a, b) => a - b);
  console.log(`${label.padEnd(48)} median ${xs[Math.floor(xs.length / 2)].toFixed(1)} ms`);
}
console.log(
  `qsolve bench: ${nCases} cases in cases.yaml, ${nRecords} run records (${(readFileSync(recFile).length / 1e6).toFixed(1)} MB)`
);
await time('baseline: yaml.parse(cases.yaml)', () =>
  yamlParse(readFileSync(join(data, 'wf/benchmarks/cases.yaml'), 'utf8'))
);
await time('qsolve: load + validate + lint + check folder', async () => {
  const s = await wf.loadWorkflow(data, 'wf');
  wf.checkWorkflow(s, { findings: [] });
});
await time('baseline: JSON.parse(records)', () => JSON.parse(readFileSync(recFile, 'utf8')));
await time('qsolve: load + validate + decide records', async () => {
  const r = await (await import(join(build, 'src/suites/qsolve/records.js'))).loadRecords(recFile, 'records.json');
  gates.runGates(r.records, wf.decideAll(r.records, undefined), undefined, 'records.json');
});
