// jest's globalSetup: one temporary folder for the whole run, which every test file, every process it starts
// (dist/, the sandboxed workflows, Python) and every temporary folder they make inherit through TMPDIR (TMP and
// TEMP on Windows); scripts/jest-tmpdir-teardown.mjs removes it when the run ends. Tests make their temporary
// folders with mkdtemp(os.tmpdir()) and do not all remove them; without this, each `npm test` left about a hundred
// of them in /tmp. The folder has /tmp's mode (1777: any user may create in it, only the owner remove), so the
// sandbox and its other users see it as they see /tmp. BENCHGATE_KEEP_TEST_TMP=1 keeps it and prints its path.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const RUN_TMPDIR = 'BENCHGATE_TEST_RUN_TMPDIR';

export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-tests-'));
  chmodSync(dir, 0o1777);
  process.env[RUN_TMPDIR] = dir;
  for (const name of ['TMPDIR', 'TMP', 'TEMP']) process.env[name] = dir;
}
