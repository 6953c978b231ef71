// `npm test`: every check of a change, in three lanes that run side by side (README, "Tests"):
//   lane 1: jest, the unit, integration and conformance tiers (3 workers: jest.config.js says why)
//   lane 2: check-dist (a full build into a temporary folder: the longest single-threaded step, so it starts first)
//   lane 3: typecheck → lint → format:check → knip (each single-threaded)
// Run one after the other, the single-threaded steps leave one of the two cores idle for minutes; side by side, the
// machine's cores stay busy until the end. Each step's output is printed whole when it ends (never interleaved); a
// failing step does not stop the others, and the run ends with one line per step and exits 1 when any failed.
// `--serial` runs the same steps one after the other (for measuring); other arguments go to jest. The oracle tier
// (Python) is `npm run test:oracle`.
import { spawn } from 'node:child_process';

const serial = process.argv.includes('--serial');
/** Anything else is passed to jest (`npm test -- __tests__/pqid` runs every other step and only those tests). */
const jestArgs = process.argv.slice(2).filter((a) => a !== '--serial');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {{ name: string, args: string[] }[][]} */
const LANES = [
  [{ name: 'jest', args: ['run', '-s', 'test:jest', ...(jestArgs.length ? ['--', ...jestArgs] : [])] }],
  [{ name: 'check-dist', args: ['run', '-s', 'check-dist'] }],
  [
    { name: 'typecheck', args: ['run', '-s', 'typecheck'] },
    { name: 'lint', args: ['run', '-s', 'lint'] },
    { name: 'format:check', args: ['run', '-s', 'format:check'] },
    { name: 'knip', args: ['run', '-s', 'knip'] }
  ]
];

/** @type {{ name: string, code: number | null, seconds: number }[]} */
const results = [];
/** The steps still running: ended with the runner (Ctrl-C, a CI timeout), never left behind. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    // each step is its own process group (detached): the signal reaches npm, jest and jest's workers alike
    for (const child of running)
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    process.exit(130);
  });

function runStep(step) {
  const t0 = process.hrtime.bigint();
  process.stdout.write(`── ${step.name}: started\n`);
  return new Promise((resolve) => {
    const child = spawn(npm, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
      env: { ...process.env, FORCE_COLOR: '0' }
    });
    running.add(child);
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('error', (e) => chunks.push(Buffer.from(`could not start ${npm}: ${e.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      const ok = code === 0;
      const out = Buffer.concat(chunks).toString('utf8').trimEnd();
      process.stdout.write(
        `\n── ${step.name}: ${ok ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(1)} s\n`
      );
      if (out) process.stdout.write(`${out}\n`);
      results.push({ name: step.name, code: ok ? 0 : (code ?? 1), seconds });
      resolve();
    });
  });
}

async function runLane(steps) {
  for (const step of steps) await runStep(step);
}

const t0 = process.hrtime.bigint();
if (serial) await runLane(LANES.flat());
else await Promise.all(LANES.map(runLane));
const total = Number(process.hrtime.bigint() - t0) / 1e9;

const failed = results.filter((r) => r.code !== 0);
process.stdout.write(`\nnpm test: ${total.toFixed(1)} s${serial ? ' (serial)' : ''}\n`);
for (const r of results)
  process.stdout.write(
    `  ${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s\n`
  );
if (failed.length) {
  process.stdout.write(`npm test failed: ${failed.map((r) => r.name).join(', ')} (their output is above)\n`);
  process.exit(1);
}
