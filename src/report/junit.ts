import type { Report } from '../core/model.js';
import { xmlAttr as esc, xmlText } from './escape/xml.js';

/** `path` (relative to the checked folder) made repository-relative: `prefix` is the checked folder ('.' = root). */
export function repoPath(prefix: string | undefined, path: string): string {
  const pre = prefix && prefix !== '.' ? prefix.replace(/^\.\/+/, '').replace(/\/+$/, '') : '';
  const rel = path === '.' || path === '' ? '' : path.replace(/^\.\/+/, '');
  return pre && rel ? `${pre}/${rel}` : pre || rel || '.';
}

/**
 * JUnit XML (the Ant/Jenkins shape most reporters read): one <testsuite> per suite, one <testcase> per
 * artifact × gate and one per named case an artifact reports (`ArtifactResult.cases`). fail → <failure>, undecided → <error> (it could not decide), skipped → <skipped>.
 * The findings that count against the gate are listed in the element body.
 * `file=` (and the paths in the bodies) are repository-relative like SARIF's: `prefix` is the checked folder
 * relative to the repository root ('.' or absent for the root), so with `path: examples` every `file` resolves
 * from the repository root (`examples/...`).
 */
export function renderJUnit(report: Report, opts: { prefix?: string } = {}): string {
  const rp = (p: string): string => repoPath(opts.prefix, p);
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  let tests = 0;
  let failures = 0;
  let errors = 0;
  let skipped = 0;
  const suites: string[] = [];
  for (const s of report.suites) {
    const cases: string[] = [];
    let st = 0;
    let sf = 0;
    let se = 0;
    let ss = 0;
    let time = 0;
    for (const a of s.artifacts) {
      const secs = (a.durationMs ?? 0) / 1000;
      time += secs;
      for (const g of a.gates) {
        st++;
        const attrs = `classname="${esc(`${s.suite}.${a.artifact.path}`)}" name="${esc(g.id)}" file="${esc(rp(a.artifact.path))}" time="${(secs / Math.max(1, a.gates.length)).toFixed(3)}"`;
        // The gate's own findings first (the first one names the failure type), then unassigned ones.
        const related = [
          ...a.findings.filter((f) => f.gate === g.id),
          ...a.findings.filter((f) => !f.gate && g.status !== 'pass')
        ];
        const body = xmlText(
          related
            .map(
              (f) =>
                `${f.severity} ${f.code}${f.file ? ` ${rp(f.file)}${f.line ? `:${f.line}` : ''}` : ''}: ${f.message}`
            )
            .join('\n')
        );
        if (g.status === 'pass') cases.push(`    <testcase ${attrs}/>`);
        else if (g.status === 'fail') {
          sf++;
          cases.push(
            `    <testcase ${attrs}>\n      <failure message="${esc(g.detail ?? 'gate failed')}" type="${esc(related[0]?.code ?? 'gate')}">${body}</failure>\n    </testcase>`
          );
        } else if (g.status === 'undecided') {
          se++;
          cases.push(
            `    <testcase ${attrs}>\n      <error message="${esc(g.detail ?? 'gate could not decide')}" type="undecided">${body}</error>\n    </testcase>`
          );
        } else {
          ss++;
          cases.push(
            `    <testcase ${attrs}>\n      <skipped message="${esc(g.detail ?? 'not applicable')}"/>\n    </testcase>`
          );
        }
      }
      // Named cases inside the artifact (e.g. Qsolve cases), one test case each.
      for (const c of a.cases ?? []) {
        st++;
        const attrs = `classname="${esc(`${s.suite}.${a.artifact.path}.cases`)}" name="${esc(c.name)}" file="${esc(rp(a.artifact.path))}" time="${((c.durationMs ?? 0) / 1000).toFixed(3)}"`;
        const msg = esc(c.message ?? '');
        const text = xmlText(c.message ?? '');
        if (c.status === 'pass') cases.push(`    <testcase ${attrs}/>`);
        else if (c.status === 'fail') {
          sf++;
          cases.push(
            `    <testcase ${attrs}>\n      <failure message="${msg || 'case failed'}" type="case">${text}</failure>\n    </testcase>`
          );
        } else if (c.status === 'undecided') {
          se++;
          cases.push(
            `    <testcase ${attrs}>\n      <error message="${msg || 'case could not be decided'}" type="undecided">${text}</error>\n    </testcase>`
          );
        } else {
          ss++;
          cases.push(`    <testcase ${attrs}>\n      <skipped message="${msg || 'not applicable'}"/>\n    </testcase>`);
        }
      }
    }
    tests += st;
    failures += sf;
    errors += se;
    skipped += ss;
    suites.push(
      `  <testsuite name="${esc(s.title)}" id="${esc(s.suite)}" tests="${st}" failures="${sf}" errors="${se}" skipped="${ss}" time="${time.toFixed(3)}"${report.startedAt ? ` timestamp="${esc(report.startedAt)}"` : ''}>\n${cases.join('\n')}${cases.length ? '\n' : ''}  </testsuite>`
    );
  }
  lines.push(
    `<testsuites name="benchgate" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${((report.durationMs ?? 0) / 1000).toFixed(3)}">`
  );
  for (const x of suites) lines.push(x);
  lines.push('</testsuites>');
  return lines.join('\n') + '\n';
}
