import { describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookupCode } from '../../src/code-registry.js';
import type { Finding, Report, SuiteResult } from '../../src/core/model.js';
import { buildReport } from '../../src/report/build.js';
import { CODES_DOC_URL, encodeUriPath, FINGERPRINT_KEY, renderSarif } from '../../src/report/sarif.js';
import { codeScanningViolations, LIMITS } from '../helpers/code-scanning.js';
import { FIXTURES } from '../helpers/paths.js';

function schemaValidator() {
  const schema = JSON.parse(readFileSync(join(FIXTURES, 'sarif', 'sarif-2.1.0-rtm.5.json'), 'utf8'));
  schema.$id = schema.id;
  delete schema.id;
  delete schema.$schema;
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  ((addFormats as any).default ?? addFormats)(ajv);
  return ajv.compile(schema);
}
const validate = schemaValidator();

function accepted(sarif: object): void {
  const ok = validate(sarif);
  expect(validate.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
  expect(codeScanningViolations(sarif)).toEqual([]);
}

function report(
  findings: Finding[],
  extra: { suiteFindings?: Finding[]; run?: Finding[]; path?: string; shard?: { index: number; count: number } } = {}
): Report {
  const s: SuiteResult = {
    suite: 'qsolve',
    title: 'Qsolve',
    artifacts: [
      {
        artifact: { path: extra.path ?? 'flows/bell', kind: 'qsolve-workflow' },
        gates: [{ id: 'g', title: 'g', status: 'fail' }],
        findings
      }
    ],
    findings: extra.suiteFindings ?? []
  };
  const r = buildReport([s], extra.run ?? [], { root: '.', failOn: 'error', suites: ['qsolve'] });
  if (extra.shard) r.config.shard = extra.shard;
  return r;
}

const results = (s: any): any[] => s.runs[0].results;
const uri = (r: any): string => r.locations[0].physicalLocation.artifactLocation.uri;
const fp = (r: any): string => r.partialFingerprints[FINGERPRINT_KEY];

describe('SARIF for code scanning: locations', () => {
  it("every result has a location with region.startLine: its own, its artifact at line 1, or the checked folder's .benchgate.yml", () => {
    const r = report(
      [
        { code: 'QS021', severity: 'warning', message: 'Qiskit not installed: transpiled counts not measured' },
        { code: 'QS033', severity: 'notice', message: 'no hardware run', file: 'flows/bell/runs.jsonl' },
        {
          code: 'BG008',
          severity: 'error',
          message: 'cannot read',
          file: 'flows/bell/a.yml',
          line: 7,
          column: 3,
          endColumn: 9
        }
      ],
      {
        suiteFindings: [{ code: 'BG005', severity: 'error', message: 'suite crashed' }],
        run: [{ code: 'BG002', severity: 'error', message: 'bad key' }]
      }
    );
    const s = renderSarif(r, lookupCode, { prefix: 'examples' }) as any;
    accepted(s);
    const by = (c: string) => results(s).find((x: any) => x.ruleId === c);
    expect(by('QS021').locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'examples/flows/bell', uriBaseId: '%SRCROOT%' },
      region: { startLine: 1 }
    });
    expect(by('QS021').properties).toEqual({ benchgateLocation: 'fallback' });
    expect(by('QS033').locations[0].physicalLocation.region).toEqual({ startLine: 1 });
    expect(by('QS033').properties).toBeUndefined();
    expect(by('BG008').locations[0].physicalLocation.region).toEqual({ startLine: 7, startColumn: 3, endColumn: 9 });
    expect(uri(by('BG005'))).toBe('examples/.benchgate.yml');
    expect(uri(by('BG002'))).toBe('examples/.benchgate.yml');
    // A root artifact ('.') without a file of its own falls back to the configuration file too.
    const root = renderSarif(
      report([{ code: 'AM001', severity: 'error', message: 'x' }], { path: '.' }),
      lookupCode
    ) as any;
    expect(uri(results(root)[0])).toBe('.benchgate.yml');
    accepted(root);
  });

  it('the ingestion checker has teeth: the previous output shape (no location, no fingerprint, raw #?) is rejected', () => {
    const old = {
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'benchgate',
              rules: [
                { id: 'QS021', shortDescription: { text: 't' }, fullDescription: { text: 'd' }, help: { text: 'h' } }
              ]
            }
          },
          results: [
            { ruleId: 'QS021', message: { text: 'm' } },
            {
              ruleId: 'QS021',
              message: { text: 'm' },
              partialFingerprints: { a: 'b' },
              locations: [{ physicalLocation: { artifactLocation: { uri: 'data/a#b?c%20d.jsonl' } } }]
            },
            {
              ruleId: 'XX',
              message: { text: 'm' },
              partialFingerprints: { a: 'b' },
              locations: [{ physicalLocation: { artifactLocation: { uri: 'a b' }, region: { startLine: 1 } } }]
            }
          ]
        }
      ]
    };
    const v = codeScanningViolations(old);
    expect(v).toEqual(
      expect.arrayContaining([
        'runs[0].results[0]: expected at least one location',
        'runs[0].results[0] has no partialFingerprints',
        'runs[0].results[1].locations[0] uri "data/a#b?c%20d.jsonl" is not an RFC 3986 reference',
        'runs[0].results[1].locations[0] has no region.startLine',
        'runs[0].results[2].ruleId XX names no rule',
        'runs[0].results[2].locations[0] uri "a b" is not an RFC 3986 reference'
      ])
    );
    expect(
      codeScanningViolations({
        version: '2.1.0',
        runs: [
          { tool: { driver: { name: 'x' } }, results: Array.from({ length: LIMITS.resultsPerRun + 1 }, () => ({})) }
        ]
      }).some((m) => m.includes('results > 25000'))
    ).toBe(true);
    expect(
      codeScanningViolations({
        version: '2.1.0',
        runs: Array.from({ length: 21 }, () => ({ tool: { driver: { name: 'x' } } }))
      })
    ).toContain('21 runs > 20');
  });
});

describe('SARIF for code scanning: RFC 3986 URIs', () => {
  it('percent-encodes #, ?, %, spaces, controls and non-ASCII; keeps / and unreserved characters', () => {
    expect(encodeUriPath('data/a#b?c%20d.jsonl')).toBe('data/a%23b%3Fc%2520d.jsonl');
    expect(encodeUriPath('flows/a b/ü.yml')).toBe('flows/a%20b/%C3%BC.yml');
    expect(encodeUriPath('x/Az09-._~')).toBe('x/Az09-._~');
    expect(encodeUriPath('a\nb\u0000c[d]@e:f')).toBe('a%0Ab%00c%5Bd%5D%40e%3Af');
    expect(encodeUriPath('😀.tsv')).toBe('%F0%9F%98%80.tsv');
  });

  it('a lone surrogate (which encodeURIComponent throws on) becomes U+FFFD, and the file stays valid', () => {
    const lone = 'data/\ud800x\udfff.jsonl';
    expect(() => encodeURIComponent(lone)).toThrow(URIError);
    expect(encodeUriPath(lone)).toBe('data/%EF%BF%BDx%EF%BF%BD.jsonl');
    const s = renderSarif(
      report([{ code: 'PQ001', severity: 'error', message: 'bad \ud800', file: lone, line: 2 }]),
      lookupCode,
      { prefix: 'sub dir#1' }
    ) as any;
    accepted(s);
    expect(uri(results(s)[0])).toBe('sub%20dir%231/data/%EF%BF%BDx%EF%BF%BD.jsonl');
    expect(() => JSON.parse(JSON.stringify(s))).not.toThrow();
  });
  it('property: any path, prefix and message (controls, #?%, lone surrogates, astral) gives a file code scanning accepts, and the uri decodes back to the path', () => {
    const hostile = ['#', '?', '%', '%20', ' ', '\ud800', '\udfff', '😀', 'ü', '\n', '\u0000', ':', '[', '/'];
    const piece = fc.oneof(fc.string(), fc.constantFrom(...hostile));
    const str = fc.array(piece, { maxLength: 8 }).map((a) => a.join(''));
    fc.assert(
      fc.property(str, str, str, (file, prefix, message) => {
        const f = file.replace(/^\/+/, '') || 'x';
        const s = renderSarif(report([{ code: 'PQ001', severity: 'error', message, file: f, line: 3 }]), lookupCode, {
          prefix
        }) as any;
        expect(codeScanningViolations(s)).toEqual([]);
        expect(validate(s)).toBe(true);
        const wellFormed = (x: string) =>
          x.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
        expect(
          decodeURIComponent(uri(results(s)[0])).endsWith(wellFormed(f.replace(/^\.\/+/, '').replace(/\/+$/, '')))
        ).toBe(true);
      }),
      // each hostile piece as path, prefix and message for certain, then a seeded random sample
      { seed: 3406, examples: hostile.map((h) => [h, h, h] as [string, string, string]), numRuns: 300 }
    );
  });
});

describe('SARIF for code scanning: fingerprints', () => {
  const base: Finding = {
    code: 'PQ010',
    severity: 'error',
    message: 'metric below threshold',
    file: 'runs/eval.jsonl',
    line: 12,
    subject: 'row 7'
  };
  it('are present, stable across runs and across moved lines, and distinct for distinct findings', () => {
    const a = results(renderSarif(report([base]), lookupCode))[0];
    const again = results(renderSarif(report([base]), lookupCode))[0];
    const moved = results(
      renderSarif(report([{ ...base, line: 40, message: 'metric below threshold (0.41 < 0.5)' }]), lookupCode)
    )[0];
    expect(fp(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(fp(again)).toBe(fp(a));
    expect(fp(moved)).toBe(fp(a)); // same code, file and key (subject): the same alert
    const other = results(renderSarif(report([{ ...base, subject: 'row 8' }]), lookupCode))[0];
    const otherFile = results(renderSarif(report([{ ...base, file: 'runs/eval2.jsonl' }]), lookupCode))[0];
    const otherCode = results(renderSarif(report([{ ...base, code: 'PQ011' }]), lookupCode))[0];
    expect(new Set([fp(a), fp(other), fp(otherFile), fp(otherCode)]).size).toBe(4);
  });

  it('two identical findings get two fingerprints (an occurrence counter), so neither alert hides the other', () => {
    const s = renderSarif(
      report([
        { ...base, subject: undefined },
        { ...base, subject: undefined, line: 13 }
      ]),
      lookupCode
    ) as any;
    expect(fp(results(s)[0])).not.toBe(fp(results(s)[1]));
    accepted(s);
  });

  it('the prefix (checked folder) is part of the path, so the same file checked from two folders is two alerts', () => {
    expect(fp(results(renderSarif(report([base]), lookupCode, { prefix: 'a' }))[0])).not.toBe(
      fp(results(renderSarif(report([base]), lookupCode, { prefix: 'b' }))[0])
    );
  });
});

describe('SARIF for code scanning: automation details and rule help', () => {
  it('automationDetails.id is benchgate/<job>/<shard>/<run>, so code scanning keeps one category per job and shard', () => {
    const whole = renderSarif(report([]), lookupCode, { job: 'benchgate', runId: '123' }) as any;
    expect(whole.runs[0].automationDetails).toEqual({ id: 'benchgate/benchgate/all/123' });
    const shard = renderSarif(report([], { shard: { index: 2, count: 4 } }), lookupCode, {
      job: 'shard',
      runId: '123'
    }) as any;
    expect(shard.runs[0].automationDetails.id).toBe('benchgate/shard/shard-2-of-4/123');
    // The category (everything before the last '/') differs between shards and is the same across runs.
    const cat = (s: any) => s.runs[0].automationDetails.id.replace(/[^/]*$/, '');
    const shardNextRun = renderSarif(report([], { shard: { index: 2, count: 4 } }), lookupCode, {
      job: 'shard',
      runId: '124'
    }) as any;
    expect(cat(shard)).toBe(cat(shardNextRun));
    expect(cat(shard)).not.toBe(
      cat(renderSarif(report([], { shard: { index: 3, count: 4 } }), lookupCode, { job: 'shard', runId: '123' }))
    );
    // Locally (no job): benchgate/local/all/ with an empty run part; a job id with odd characters is made safe.
    expect((renderSarif(report([]), lookupCode) as any).runs[0].automationDetails.id).toBe('benchgate/local/all/');
    expect((renderSarif(report([]), lookupCode, { job: 'a/b c#d' }) as any).runs[0].automationDetails.id).toBe(
      'benchgate/a-b-c-d/all/'
    );
    accepted(whole);
  });

  it('every rule has help text and Markdown with the fix and the docs link from the code registry', () => {
    const s = renderSarif(
      report([
        { code: 'BG008', severity: 'error', message: 'm' },
        { code: 'ZZ999', severity: 'warning', message: 'unknown' }
      ]),
      lookupCode
    ) as any;
    const [bg, zz] = s.runs[0].tool.driver.rules;
    expect(bg.helpUri).toBe(`${CODES_DOC_URL}#bg008`);
    expect(bg.help.text).toContain(lookupCode('BG008')!.fix);
    expect(bg.help.text).toContain(`${CODES_DOC_URL}#bg008`);
    expect(bg.help.markdown).toContain(`**Fix:** ${lookupCode('BG008')!.fix}`);
    expect(bg.help.markdown).toContain(`](${CODES_DOC_URL}#bg008)`);
    expect(zz.help.text.length).toBeGreaterThan(0);
    expect(s.runs[0].tool.driver.informationUri).toBe(CODES_DOC_URL);
    accepted(s);
  });
});
