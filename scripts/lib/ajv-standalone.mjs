// What the two validator generators (gen-pcs-validators.mjs, gen-report-validators.mjs) share: Ajv standalone code
// cleaned into static module text, and the command line that writes the module or checks it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';

/**
 * Ajv's standalone code for `exports` (name → schema id) as static ESM text: its one runtime helper (code-point
 * length) becomes the free name `ucs2length`, which the generated module imports; any other `require` is refused.
 */
export function staticCode(ajv, exports, script) {
  let code = standaloneCode(ajv, exports);
  code = code.split('require("ajv/dist/runtime/ucs2length").default').join('ucs2length');
  if (/\brequire\(/.test(code))
    throw new Error(`${script}: the standalone code needs a runtime module not handled here`);
  return code.replace(/^"use strict";\n?/, '');
}

/** The pinned Ajv version under `root` (named in the generated module's header). */
export function ajvVersion(root) {
  return JSON.parse(readFileSync(join(root, 'node_modules', 'ajv', 'package.json'), 'utf8')).version;
}

/** `node scripts/<script>` writes `output` (relative to `root`); with `--check` it exits 1 when the file differs. */
export function writeOrCheck(root, output, text, script) {
  const file = join(root, output);
  if (process.argv.includes('--check')) {
    let old = '';
    try {
      old = readFileSync(file, 'utf8');
    } catch {
      // missing: stale
    }
    if (old !== text) {
      console.error(`${output} is stale: run node scripts/${script}`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${output} (${text.length} bytes)`);
  }
}
