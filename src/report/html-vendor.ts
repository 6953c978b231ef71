import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Chart.js 4 (MIT), inlined into every HTML report. `scripts/build.mjs` copies `node_modules/chart.js/dist/
 * chart.umd.min.js` (and its licence) into `dist/assets/vendor/chart.js/`, so `dist/` works from a fresh clone
 * without node_modules; from sources (tests) the file is read from node_modules.
 */
const CHART_JS_FILE = 'chart.umd.min.js';

function chartJsPath(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'assets', 'vendor', 'chart.js', CHART_JS_FILE),
    join(here, '..', 'assets', 'vendor', 'chart.js', CHART_JS_FILE)
  ];
  let d = here;
  for (let i = 0; i < 6; i++) {
    candidates.push(join(d, 'node_modules', 'chart.js', 'dist', CHART_JS_FILE));
    d = dirname(d);
  }
  return candidates.find((p) => existsSync(p));
}

let cached: string | undefined;

/** The library's source, checked to be safe inside an inline `<script>` (no `</script`, no `<!--`). */
export function loadChartJs(): string {
  if (cached !== undefined) return cached;
  const p = chartJsPath();
  if (!p)
    throw new Error(
      'Chart.js is missing (dist/assets/vendor/chart.js or node_modules/chart.js): run npm ci && npm run build'
    );
  const src = readFileSync(p, 'utf8');
  if (/<\/script|<!--/i.test(src)) throw new Error(`${p} contains </script or <!--: it cannot be inlined`);
  cached = src;
  return src;
}
