// jest's globalTeardown: removes the run's temporary folder made by scripts/jest-tmpdir.mjs (which says why).
import { rmSync } from 'node:fs';
import { RUN_TMPDIR } from './jest-tmpdir.mjs';

export default function teardown() {
  const dir = process.env[RUN_TMPDIR];
  if (!dir) return;
  if (process.env.BENCHGATE_KEEP_TEST_TMP === '1') {
    process.stdout.write(`\nThe tests' temporary files are kept in ${dir}\n`);
    return;
  }
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch (e) {
    // e.g. a file another user made in it (the sudo path's sandbox user): the rest is removed
    process.stdout.write(`\nCould not remove all of the tests' temporary folder ${dir}: ${e.message}\n`);
  }
}
