import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { codeScanningViolations } from '../helpers/code-scanning.js';
import { checkJUnit, parseXml } from '../helpers/junit-xml.js';
import { REPO, copyExamples } from '../helpers/paths.js';
import { sarifValidator } from '../helpers/sarif-schema.js';

/**
 * Runs dist/index.js the way the runner starts it: the committed bundle (check-dist, part of `npm test`, proves it
 * is a fresh build of src/), INPUT_* variables
 * (hyphens kept: INPUT_FAIL-ON), GITHUB_STEP_SUMMARY / GITHUB_OUTPUT files and a temp GITHUB_WORKSPACE.
 */
let dist: string;
let ws: string;

beforeAll(() => {
  dist = join(REPO, 'dist');
  ws = mkdtempSync(join(tmpdir(), 'bg-e2e-ws-'));
  // A local CLI run may have left a result cache in examples/: never copy it.
  copyExamples(join(ws, 'examples'));
  cpSync(join(REPO, 'examples', 'release'), join(ws, 'broken', 'release'), { recursive: true });
  appendFileSync(join(ws, 'broken', 'release', 'data', 'results.csv'), 'tampered\n');
}, 600_000);
afterAll(() => {
  rmSync(ws, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  summary: string;
  outputs: Record<string, string>;
  /** The file the summary-file output names (read before the runner's temp folder is removed). */
  summaryFileText?: string;
}

async function runAction(inputs: Record<string, string>, extraEnv: Record<string, string> = {}): Promise<Run> {
  const io = mkdtempSync(join(tmpdir(), 'bg-e2e-io-'));
  const summaryFile = join(io, 'summary.md');
  const outputFile = join(io, 'output.txt');
  writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (
      v !== undefined &&
      !k.startsWith('INPUT_') &&
      !k.startsWith('GITHUB_') &&
      !k.startsWith('ACTIONS_') &&
      !k.startsWith('RUNNER_')
    )
      env[k] = v;
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(
    env,
    {
      GITHUB_WORKSPACE: ws,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_OUTPUT: outputFile,
      RUNNER_TEMP: io,
      NODE_OPTIONS: ''
    },
    extraEnv
  );
  const child = spawn(process.execPath, [join(dist, 'index.js')], { cwd: ws, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stdout += d));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  const outputs: Record<string, string> = {};
  const raw = readFileSync(outputFile, 'utf8');
  for (const m of raw.matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]] = m[3];
  const sf = outputs['summary-file'];
  const run: Run = {
    code,
    stdout,
    summary: readFileSync(summaryFile, 'utf8'),
    outputs,
    ...(sf && existsSync(sf) ? { summaryFileText: readFileSync(sf, 'utf8') } : {})
  };
  rmSync(io, { recursive: true, force: true });
  return run;
}

const ALL_OUTPUTS = [
  'result',
  'gates-failed',
  'findings',
  'report',
  'report-json',
  'check-run-url',
  'comment-url',
  'summary-file'
];
const headings = (md: string) => [...md.matchAll(/^### (.*)$/gm)].map((m) => m[1]);

describe('dist/index.js as the runner starts it', () => {
  /**
   * The one run of the action on the whole bundled examples (every Qsolve workflow in the sandbox), asserted by the
   * two tests below: what the runner gets (exit code, outputs, SARIF, JUnit) and the job summary people read.
   */
  let examples: Promise<Run> | undefined;
  const examplesRun = () =>
    (examples ??= runAction({
      path: 'examples',
      'fail-on': 'error',
      sarif: 'out/benchgate.sarif',
      junit: 'out/junit.xml',
      'report-json': 'out/report.json'
    }));

  it('passes on the bundled examples: summary, outputs, exit 0, SARIF and JUnit written', async () => {
    const r = await examplesRun();
    expect(r.code).toBe(0);
    expect(r.summary).toMatch(/✅ \*\*benchgate passed\*\*/);
    expect(r.outputs).toMatchObject({
      result: 'pass',
      'gates-failed': '0',
      report: join(ws, 'out', 'report.json'),
      'check-run-url': '',
      'comment-url': ''
    });
    expect(r.stdout).not.toMatch(/^::error/m);
    // No token, not in Actions: no check run, said in the log, not as an annotation.
    expect(r.stdout).not.toMatch(/BG010/);
    const sarif = JSON.parse(readFileSync(join(ws, 'out', 'benchgate.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    // The official SARIF 2.1.0 schema (the Qsolve workflows' findings, cases and rules of a real run included).
    const validate = sarifValidator();
    const valid = validate(sarif);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // Code scanning's rules (issue 22): every result located with a start line and fingerprinted, paths from the repository root.
    expect(codeScanningViolations(sarif)).toEqual([]);
    expect(sarif.runs[0].automationDetails.id).toBe('benchgate/local/all/');
    for (const res of sarif.runs[0].results) {
      const uri: string = res.locations[0].physicalLocation.artifactLocation.uri;
      expect(uri).toMatch(/^examples\//);
      // A result located on a file of its own names a file that exists (a fallback location is marked in properties).
      if (!res.properties) expect([uri, existsSync(join(ws, decodeURIComponent(uri)))]).toEqual([uri, true]);
    }
    expect(sarif.runs[0].results.length).toBeGreaterThan(0);
    const junit = readFileSync(join(ws, 'out', 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="benchgate" tests="\d+" failures="0"/);
    // Well-formed XML with the JUnit structure (allowed elements and attributes, counts that add up).
    checkJUnit(parseXml(junit));
    // JUnit file= resolves from the repository root (the workspace), not from the checked folder.
    const files = [...junit.matchAll(/ file="([^"]*)"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expect([f, existsSync(join(ws, f))]).toEqual([f, true]);
  }, 120_000);

  it('the job summary of the examples (issue 22): one section per artifact, each named, every passing gate inside a <details>, every output set', async () => {
    const r = await examplesRun();
    expect(r.code).toBe(0);
    for (const o of ALL_OUTPUTS) expect([o, o in r.outputs]).toEqual([o, true]);
    expect(r.summaryFileText).toBe(r.summary);
    const h = headings(r.summary);
    expect(h).toHaveLength(11);
    for (const x of h) expect(x).toMatch(/^✅ .+: passed$/);
    expect(h).toEqual(
      expect.arrayContaining([
        '✅ Qsolve workflow max-cut: passed',
        '✅ Qsolve workflow generic-qubo: passed',
        '✅ Release inventory release/: passed'
      ])
    );
    expect(r.summary).not.toMatch(/Release release/);
    expect(r.summary.replace(/<details>[\s\S]*?<\/details>/g, '')).not.toMatch(/✅ pass/);
    // Hardware cases: short, and the table shows transpiled 2q gates next to "as sent".
    expect(r.summary).toContain('| hardware-ring-6 | ibm:ibm_fez | not run in CI (hardware) |');
    expect(r.summary).not.toMatch(/UNDECIDED \(not run/);
    expect(r.summary).toContain('| 2q gates (as sent) | 2q gates (transpiled) |');
    expect(r.summary).toMatch(/\| noise-model-ring-6 \| fake:fez@\u200d1\.6 \| PASS \|( [^|]* \|){8} 14 \| \d+ \|/);
    // Headline numbers in the overview table.
    expect(r.summary).toMatch(
      /\| ✅ \| <code>qsolve\/max-cut<\/code> \| Qsolve workflows \| headline accuracy 100\.00% · cases passed 3\/3 · hardware cases 1 \(not run in CI\) \|/
    );
    // No Mermaid chart that GitHub would draw with hidden bars: the PQID chart is a table.
    expect(r.summary).not.toContain('```mermaid');
    expect(r.summary).toContain(
      '| Model | execution rate | execution rate interval | assembly rate | assembly rate interval | signature rate | signature rate interval |'
    );
    // Balanced HTML.
    const html = micromark(r.summary, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
    expect((html.match(/<details>/g) ?? []).length).toBe((html.match(/<\/details>/g) ?? []).length);
  }, 180_000);

  it('fails on a broken release with a located error annotation, the failure in the summary and outputs', async () => {
    const r = await runAction({ path: 'broken', 'report-json': 'out/broken.json', html: 'out/broken.html' });
    expect(r.code).toBe(1);
    // Input html: the self-contained report, from dist/ alone (Chart.js read from dist/assets/vendor).
    const page = readFileSync(join(ws, 'out', 'broken.html'), 'utf8');
    expect(page).toContain('<p class="verdict fail" id="verdict">Verdict: FAIL</p>');
    expect(page).toMatch(/data-code="AM007"/);
    expect(page).toContain('Chart.js v4.6.1');
    expect(r.stdout).toMatch(
      /^::error title=AM007,file=broken\/release\/ARTIFACT_MANIFEST\.tsv,line=3,endLine=3,col=18::"data\/results\.csv" is 79 bytes on disk but the manifest says 70/m
    );
    expect(r.stdout).toMatch(/^::error::benchgate: 1 gate\(s\) failed/m);
    expect(r.summary).toMatch(/❌ \*\*benchgate failed\*\*/);
    expect(r.summary).toMatch(/sizes_match \| ❌ fail/);
    expect(r.outputs).toMatchObject({ result: 'fail', 'gates-failed': '1', failed: '1', undecided: '0' });
    const counts = JSON.parse(r.outputs.json);
    expect(counts.verdict).toBe('fail');
    expect(counts.gates.failed).toBe(1);
    expect([r.outputs.passed, r.outputs.errors, r.outputs.artifacts].map(Number)).toEqual([
      counts.gates.passed,
      counts.findings.errors,
      counts.artifacts
    ]);
  }, 120_000);

  it('summary: off writes no job summary; the summary-file output is still set', async () => {
    const r = await runAction({ path: 'examples/pqid', summary: 'off' });
    expect(r.code).toBe(0);
    expect(r.summary).toBe('');
    // (the runner's temp folder holding it is gone after the step: its path is the output)
    expect(r.outputs['summary-file']).toMatch(/benchgate-summary\.md$/);
    expect(r.outputs.result).toBe('pass');
  }, 120_000);

  it('rejects a bad input with a clear failure (exit 1)', async () => {
    const r = await runAction({ path: 'examples', shard: '3/2' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::benchgate: BG002: input shard must be I\/N/);
  }, 120_000);

  it('passes the min-tier input to the pcs suite (a bad tier is a PCS050 error)', async () => {
    const r = await runAction({ path: 'examples', suites: 'pcs', 'min-tier': 'bogus' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`::error title=PCS050::pcs option "min-tier" is "bogus"`);
    const ok = await runAction({ path: 'examples', suites: 'pcs', 'min-tier': 'release-grade' });
    expect(ok.code).toBe(0);
  }, 120_000);

  it('shards 1/2 and 2/2 then mode: merge give one verdict; a missing shard is refused', async () => {
    const tree = join(ws, 'many');
    for (let i = 0; i < 6; i++) cpSync(join(REPO, 'examples', 'release'), join(tree, `r${i}`), { recursive: true });
    appendFileSync(join(tree, 'r4', 'data', 'summary.tsv'), 'x\n');
    for (const i of [1, 2]) {
      const s = await runAction({ path: 'many', shard: `${i}/2`, 'report-json': `shards/s${i}/report.json` });
      expect(s.summary).toMatch(new RegExp(`shard ${i}/2`));
    }
    const m = await runAction({ mode: 'merge', reports: 'shards/**/*.json', 'report-json': 'out/merged.json' });
    expect(m.code).toBe(1);
    expect(m.outputs['result']).toBe('fail');
    const merged = JSON.parse(readFileSync(join(ws, 'out', 'merged.json'), 'utf8'));
    expect(merged.counts.artifacts).toBe(6);
    expect(merged.config.shard).toBeUndefined();
    expect(m.stdout).toMatch(/^::error title=AM007,file=many\/r4\/ARTIFACT_MANIFEST\.tsv,line=\d+/m);
    rmSync(join(ws, 'shards', 's2'), { recursive: true });
    const bad = await runAction({ mode: 'merge', reports: 'shards/**/*.json' });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/::error::benchgate merge \(BG013\): missing shard report\(s\) 2\/2/);
  }, 300_000);

  describe('with a token against a GitHub API that refuses (403)', () => {
    let server: Server;
    const seen: string[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        seen.push(`${req.method} ${req.url}`);
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Resource not accessible by integration' }));
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('says so in a BG010 notice and the verdict stays the gate', async () => {
      const port = (server.address() as AddressInfo).port;
      const eventFile = join(ws, 'event.json');
      writeFileSync(
        eventFile,
        JSON.stringify({
          pull_request: { number: 4, head: { sha: 'c'.repeat(40), repo: { full_name: 'acme/bench' } } }
        })
      );
      // The GitHub channels are what is tested: the cheap suites give a passing verdict without running workflows.
      const r = await runAction(
        {
          path: 'examples',
          suites: 'artifact-manifest,pcs',
          token: 'ghs_fake',
          'check-run': 'true',
          comment: 'true',
          cache: 'false'
        },
        {
          GITHUB_REPOSITORY: 'acme/bench',
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventFile,
          GITHUB_SHA: 'd'.repeat(40),
          GITHUB_JOB: 'gate',
          GITHUB_API_URL: `http://127.0.0.1:${port}`
        }
      );
      expect(r.code).toBe(0);
      expect(r.outputs['result']).toBe('pass');
      expect(r.stdout).toMatch(/^::notice title=BG010::no check run \(HTTP 403/m);
      expect(r.stdout).toMatch(/^::notice title=BG011::no pull-request comment \(HTTP 403/m);
      expect(seen).toContain('POST /repos/acme/bench/check-runs');
      expect(existsSync(eventFile)).toBe(true);
    }, 120_000);

    it('on a fork pull request makes no API call and says so', async () => {
      seen.length = 0;
      const eventFile = join(ws, 'fork.json');
      writeFileSync(
        eventFile,
        JSON.stringify({
          pull_request: { number: 4, head: { sha: 'c'.repeat(40), repo: { full_name: 'mallory/bench' } } }
        })
      );
      const port = (server.address() as AddressInfo).port;
      const r = await runAction(
        { path: 'examples', suites: 'artifact-manifest,pcs', token: 'ghs_fake', comment: 'true', cache: 'false' },
        {
          GITHUB_REPOSITORY: 'acme/bench',
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventFile,
          GITHUB_SHA: 'd'.repeat(40),
          GITHUB_JOB: 'gate',
          GITHUB_API_URL: `http://127.0.0.1:${port}`
        }
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^::notice title=BG010::pull request from the fork mallory\/bench/m);
      expect(seen).toEqual([]);
    }, 120_000);
  });

  it('builds without leaving files in the workspace other than those asked for', () => {
    mkdirSync(join(ws, 'out'), { recursive: true });
    expect(existsSync(join(ws, 'examples', '.benchgate-cache'))).toBe(false);
  });
});
