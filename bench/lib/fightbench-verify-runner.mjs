// Runs `benchgate fightbench verify` from a tsc build of the sources, when no built dist/cli.js is at hand. Usage: node fightbench-verify-runner.mjs BUILD_DIR ARGS…
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const [buildDir, ...args] = process.argv.slice(2);
const { fightbenchVerifyCommand } = await import(
  pathToFileURL(join(buildDir, 'src', 'suites', 'fightbench', 'cli.js')).href
);
let out = '';
const io = {
  stdout: (t) => (out += t),
  stderr: (t) => process.stderr.write(t),
  color: false,
  cwd: process.cwd(),
  env: process.env,
  isTTY: false
};
const code = await fightbenchVerifyCommand.run(args, io);
process.stdout.write(out);
process.exitCode = code;
