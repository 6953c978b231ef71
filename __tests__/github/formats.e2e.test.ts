import { describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookupCode } from '../../src/code-registry.js';
import type { Report } from '../../src/core/model.js';
import { buildReport } from '../../src/report/build.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderSarif } from '../../src/report/sarif.js';
import { codeScanningViolations } from '../helpers/code-scanning.js';
import { FIXTURES, REPO } from '../helpers/paths.js';

function sarifValidator() {
  const schema = JSON.parse(readFileSync(join(FIXTURES, 'sarif', 'sarif-2.1.0-rtm.5.json'), 'utf8'));
  // Draft-04 → draft-07 spelling of the schema id (see fixtures/sarif/README.md).
  schema.$id = schema.id;
  delete schema.id;
  delete schema.$schema;
  // unicodeRegExp off: the schema's language pattern has a stray ']' that the u flag rejects.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  ((addFormats as any).default ?? addFormats)(ajv);
  return ajv.compile(schema);
}

/**
 * One real `runCheck` of the bundled examples (Qsolve workflows in the sandbox), shared by every SARIF and JUnit test
 * of a real run here, code scanning's ingestion rules included (rendering never changes the report).
 */
let examples: Promise<Report> | undefined;
function examplesReport(): Promise<Report> {
  examples ??= import('../../src/run.js').then(({ runCheck }) =>
    runCheck({ path: join(REPO, 'examples'), suites: 'auto' })
  );
  return examples;
}

function sample(): Report {
  return buildReport(
    [
      {
        suite: 'qsolve',
        title: 'Qsolve <workflows> & "cases"',
        artifacts: [
          {
            artifact: { path: 'flows/a b/ü.yml', kind: 'qsolve-workflow' },
            gates: [
              { id: 'schema', title: 'schema', status: 'pass' },
              { id: 'fidelity', title: 'fidelity', status: 'fail', detail: 'fidelity 0.8 < 0.9 & "more"' },
              { id: 'simulate', title: 'simulate', status: 'undecided', detail: 'no backend' },
              { id: 'optional', title: 'optional', status: 'skipped', detail: 'not applicable' }
            ],
            cases: [
              { name: 'bell', status: 'pass', durationMs: 12 },
              { name: 'ghz <3>', status: 'fail', message: 'amplitude off by 0.2 \u0001' },
              { name: 'grover', status: 'undecided', message: 'too many qubits' },
              { name: 'qft', status: 'skipped' }
            ],
            findings: [
              {
                code: 'BG008',
                severity: 'error',
                message: 'cannot read',
                file: 'flows/a b/ü.yml',
                line: 3,
                column: 2,
                endColumn: 9,
                gate: 'fidelity'
              },
              { code: 'ZZ999', severity: 'warning', message: 'unknown code still gets a rule', file: 'flows/a b/ü.yml' }
            ],
            durationMs: 40
          }
        ],
        findings: [{ code: 'BG005', severity: 'error', message: 'discovery crashed' }]
      }
    ],
    [{ code: 'BG002', severity: 'error', message: 'bad key', file: '.benchgate.yml', line: 1, column: 1 }],
    { root: '/r', failOn: 'error', suites: ['qsolve'], startedAt: '2026-01-01T00:00:00.000Z', durationMs: 50 }
  );
}

describe('SARIF 2.1.0', () => {
  const validate = sarifValidator();

  it('is valid against the SARIF 2.1.0 schema, with one rule per code carrying help text from the registry', () => {
    const sarif = renderSarif(sample(), lookupCode, {
      prefix: 'sub',
      informationUri: 'https://github.com/benchgate/benchgate/blob/main/docs/codes.md'
    }) as any;
    const ok = validate(sarif);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    const rules = sarif.runs[0].tool.driver.rules;
    expect(rules.map((r: any) => r.id)).toEqual(['BG002', 'BG005', 'BG008', 'ZZ999']);
    const bg008 = rules.find((r: any) => r.id === 'BG008');
    expect(bg008.help.text).toContain(lookupCode('BG008')!.fix);
    expect(bg008.fullDescription.text.length).toBeLessThanOrEqual(1024);
    const results = sarif.runs[0].results;
    expect(results).toHaveLength(4);
    for (const r of results) expect(rules[r.ruleIndex].id).toBe(r.ruleId);
    const located = results.find((r: any) => r.ruleId === 'BG008');
    expect(located.locations[0].physicalLocation.artifactLocation.uri).toBe('sub/flows/a%20b/%C3%BC.yml');
  });

  it('the report written by a real run is valid too', async () => {
    const report = await examplesReport();
    expect(validate(renderSarif(report, lookupCode))).toBe(true);
  });

  it('a real run checked as `path: examples`: SARIF passes the schema and the ingestion rules, and every SARIF and JUnit path resolves from the repository root', async () => {
    const r = await examplesReport();
    const s = renderSarif(r, lookupCode, { prefix: 'examples', job: 'benchgate', runId: '1' }) as any;
    const ok = validate(s);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(codeScanningViolations(s)).toEqual([]);
    for (const res of s.runs[0].results) {
      const uri: string = res.locations[0].physicalLocation.artifactLocation.uri;
      expect(uri.startsWith('examples/')).toBe(true);
      if (!res.properties) expect(existsSync(join(REPO, decodeURIComponent(uri)))).toBe(true);
    }
    const files = [...renderJUnit(r, { prefix: 'examples' }).matchAll(/ file="([^"]*)"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      expect(f.startsWith('examples/')).toBe(true);
      expect(existsSync(join(REPO, f))).toBe(true);
    }
  });
});

/**
 * A strict, small XML reader (elements, attributes, text, entities; no DTD, no CDATA, no processing instructions
 * apart from the declaration) so the test needs no XML library. Throws on anything not well-formed.
 */
interface El {
  name: string;
  attrs: Record<string, string>;
  children: El[];
  text: string;
}
function parseXml(xml: string): El {
  let i = 0;
  const fail = (m: string) => {
    throw new Error(`XML not well-formed at ${i}: ${m}`);
  };
  const decl = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (!decl) fail('missing XML declaration');
  i = decl![0].length;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(xml)) fail('control character');
  const name = () => {
    const m = /^[A-Za-z_][A-Za-z0-9_.-]*/.exec(xml.slice(i));
    if (!m) fail('expected a name');
    i += m![0].length;
    return m![0];
  };
  const decode = (s: string) => {
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(s)) fail(`bad entity in "${s.slice(0, 40)}"`);
    if (s.includes('<')) fail('raw < in text');
    return s.replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!
    );
  };
  const ws = () => {
    while (/\s/.test(xml[i] ?? '')) i++;
  };
  const element = (): El => {
    if (xml[i] !== '<') fail('expected <');
    i++;
    const el: El = { name: name(), attrs: {}, children: [], text: '' };
    for (;;) {
      ws();
      if (xml.startsWith('/>', i)) {
        i += 2;
        return el;
      }
      if (xml[i] === '>') {
        i++;
        break;
      }
      const an = name();
      if (xml[i] !== '=' || xml[i + 1] !== '"') fail('expected ="');
      i += 2;
      const end = xml.indexOf('"', i);
      if (end < 0) fail('unterminated attribute');
      if (an in el.attrs) fail(`duplicate attribute ${an}`);
      el.attrs[an] = decode(xml.slice(i, end));
      i = end + 1;
    }
    for (;;) {
      const lt = xml.indexOf('<', i);
      if (lt < 0) fail(`unclosed <${el.name}>`);
      el.text += decode(xml.slice(i, lt));
      i = lt;
      if (xml.startsWith('</', i)) {
        i += 2;
        const n = name();
        if (n !== el.name) fail(`</${n}> closes <${el.name}>`);
        ws();
        if (xml[i] !== '>') fail('expected >');
        i++;
        return el;
      }
      if (xml.startsWith('<!', i) || xml.startsWith('<?', i)) fail('unexpected markup');
      el.children.push(element());
    }
  };
  const root = element();
  ws();
  if (i !== xml.length) fail('content after the root element');
  return root;
}

/**
 * The JUnit structure (Ant/Jenkins XSD as read by dorny/test-reporter, EnricoMi, mikepenz, Jenkins): allowed
 * children and attributes per element, required attributes, numeric attributes, and counts that add up.
 */
const JUNIT: Record<string, { attrs: string[]; required: string[]; children: string[]; numeric?: string[] }> = {
  testsuites: {
    attrs: ['name', 'tests', 'failures', 'errors', 'skipped', 'disabled', 'time'],
    required: [],
    children: ['testsuite'],
    numeric: ['tests', 'failures', 'errors', 'skipped', 'time']
  },
  testsuite: {
    attrs: [
      'name',
      'tests',
      'failures',
      'errors',
      'skipped',
      'disabled',
      'time',
      'timestamp',
      'hostname',
      'id',
      'package',
      'file'
    ],
    required: ['name', 'tests'],
    children: ['properties', 'testcase', 'system-out', 'system-err'],
    numeric: ['tests', 'failures', 'errors', 'skipped', 'time']
  },
  properties: { attrs: [], required: [], children: ['property'] },
  property: { attrs: ['name', 'value'], required: ['name', 'value'], children: [] },
  testcase: {
    attrs: ['name', 'classname', 'time', 'file', 'line', 'assertions', 'status'],
    required: ['name', 'classname'],
    children: ['failure', 'error', 'skipped', 'system-out', 'system-err'],
    numeric: ['time']
  },
  failure: { attrs: ['message', 'type'], required: [], children: [] },
  error: { attrs: ['message', 'type'], required: [], children: [] },
  skipped: { attrs: ['message'], required: [], children: [] },
  'system-out': { attrs: [], required: [], children: [] },
  'system-err': { attrs: [], required: [], children: [] }
};

function checkJUnit(el: El, path = el.name): void {
  const spec = JUNIT[el.name];
  if (!spec) throw new Error(`${path}: unknown element`);
  for (const a of Object.keys(el.attrs))
    if (!spec.attrs.includes(a)) throw new Error(`${path}: attribute ${a} not allowed`);
  for (const a of spec.required) if (!(a in el.attrs)) throw new Error(`${path}: attribute ${a} required`);
  for (const a of spec.numeric ?? [])
    if (a in el.attrs && !/^\d+(\.\d+)?$/.test(el.attrs[a]))
      throw new Error(`${path}: ${a}="${el.attrs[a]}" is not a number`);
  for (const c of el.children)
    if (!spec.children.includes(c.name)) throw new Error(`${path}: <${c.name}> not allowed here`);
  if (el.name === 'testcase' && el.children.filter((c) => ['failure', 'error', 'skipped'].includes(c.name)).length > 1)
    throw new Error(`${path}: more than one result`);
  if (el.name === 'testsuite' || el.name === 'testsuites') {
    const cases =
      el.name === 'testsuite'
        ? el.children.filter((c) => c.name === 'testcase')
        : el.children.flatMap((s) => s.children.filter((c) => c.name === 'testcase'));
    const count = (n: string) => cases.filter((c) => c.children.some((x) => x.name === n)).length;
    if ('tests' in el.attrs) expect(Number(el.attrs['tests'])).toBe(cases.length);
    expect(Number(el.attrs['failures'] ?? 0)).toBe(count('failure'));
    expect(Number(el.attrs['errors'] ?? 0)).toBe(count('error'));
    expect(Number(el.attrs['skipped'] ?? 0)).toBe(count('skipped'));
  }
  el.children.forEach((c, k) => checkJUnit(c, `${path}/${c.name}[${k}]`));
}

describe('JUnit XML', () => {
  it('is well-formed and has the JUnit structure, one test case per gate and per case', () => {
    const root = parseXml(renderJUnit(sample()));
    expect(root.name).toBe('testsuites');
    checkJUnit(root);
    const cases = root.children[0].children;
    expect(cases.map((c) => `${c.attrs['classname']}|${c.attrs['name']}|${c.children[0]?.name ?? 'pass'}`)).toEqual([
      'qsolve.flows/a b/ü.yml|schema|pass',
      'qsolve.flows/a b/ü.yml|fidelity|failure',
      'qsolve.flows/a b/ü.yml|simulate|error',
      'qsolve.flows/a b/ü.yml|optional|skipped',
      'qsolve.flows/a b/ü.yml.cases|bell|pass',
      'qsolve.flows/a b/ü.yml.cases|ghz <3>|failure',
      'qsolve.flows/a b/ü.yml.cases|grover|error',
      'qsolve.flows/a b/ü.yml.cases|qft|skipped'
    ]);
    expect(cases[1].children[0].attrs['message']).toBe('fidelity 0.8 < 0.9 & "more"');
    expect(cases[1].children[0].attrs['type']).toBe('BG008');
    expect(cases[5].children[0].attrs['message']).toBe('amplitude off by 0.2 \\x01');
    expect(root.children[0].attrs['name']).toBe('Qsolve <workflows> & "cases"');
  });

  it('the checker itself rejects broken XML and wrong structure', () => {
    expect(() => parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a><b></a>')).toThrow(/closes/);
    expect(() => parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a x="1" x="2"/>')).toThrow(/duplicate/);
    expect(() => parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a>&bogus;</a>')).toThrow(/entity/);
    expect(() =>
      checkJUnit(
        parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testcase name="x" classname="y"/></testsuites>')
      )
    ).toThrow(/not allowed/);
    expect(() =>
      checkJUnit(
        parseXml(
          '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="s" tests="1"><testcase name="x"/></testsuite></testsuites>'
        )
      )
    ).toThrow(/classname required/);
  });

  it('a real run on the examples gives valid JUnit', async () => {
    const report = await examplesReport();
    checkJUnit(parseXml(renderJUnit(report)));
  });
});
