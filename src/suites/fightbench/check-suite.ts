/**
 * One FightBench suite download (suite.json): size and UTF-8 limits, the manifest-hash and pinned-revision checks of
 * `manifest.ts`, and the readable / manifest-hash / pinned-revisions gates with the suite's table.
 */
import { readFile, stat } from 'node:fs/promises';
import type { Artifact, ArtifactResult, Gate } from '../../core/model.js';
import { decodeUtf8Strict } from '../../core/paths.js';
import { gateFromFindings } from '../../core/verdict.js';
import { FindingSink, KIND, tableResult } from './check-common.js';
import { FB } from './codes.js';
import { checkSuiteText } from './manifest.js';
import type { FightbenchOptions } from './options.js';
import { overLimit } from '../../core/bytes.js';

export async function checkSuiteFile(abs: string, file: string, o: FightbenchOptions): Promise<ArtifactResult> {
  const artifact: Artifact = { path: file, kind: KIND.suite };
  const sink = new FindingSink(file, o.maxFindingsPerCode);
  let text: string | undefined;
  try {
    const st = await stat(abs);
    if (st.size > o.maxManifestBytes)
      sink.add(FB.FB030, `the suite download is ${overLimit(st.size, o.maxManifestBytes)} (max-manifest-bytes).`, {
        gate: 'readable'
      });
    else {
      const buf = await readFile(abs);
      text = decodeUtf8Strict(buf);
      if (text === undefined) sink.add(FB.FB030, 'the suite download is not valid UTF-8.', { gate: 'readable' });
    }
  } catch (e) {
    sink.add(FB.FB002, `the file cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'}).`, {
      gate: 'readable'
    });
  }
  let matched: string[] = [];
  let legacy = false;
  let entrants = 0;
  let hashChecked = false;
  if (text !== undefined) {
    const r = checkSuiteText(text, o.manifestCanonicalization);
    for (const is of r.issues)
      sink.add(is.def, `${is.path ? `${is.path}: ` : ''}${is.message}`, {
        line: is.line,
        column: is.column,
        gate: is.gate,
        subject: is.path
      });
    matched = r.matched;
    legacy = r.legacy;
    entrants = r.entrants;
    hashChecked = r.hashChecked;
  }
  const findings = sink.finish();
  const readable = gateFromFindings('readable', 'Suite download readable', findings);
  const gates: Gate[] = [readable];
  if (readable.status !== 'pass') {
    gates.push({
      id: 'manifest-hash',
      title: 'Manifest hash',
      status: 'undecided',
      detail: 'the suite download could not be read'
    });
    gates.push({
      id: 'pinned-revisions',
      title: 'Pinned controller revisions',
      status: 'undecided',
      detail: 'the suite download could not be read'
    });
  } else {
    gates.push(
      gateFromFindings(
        'manifest-hash',
        'Manifest hash',
        findings,
        hashChecked ? `matched under ${matched.join(', ')}` : undefined
      )
    );
    const pinnedGate = gateFromFindings(
      'pinned-revisions',
      'Pinned controller revisions',
      findings,
      `${entrants} entrant revision${entrants === 1 ? '' : 's'} well formed`
    );
    gates.push(
      legacy && pinnedGate.status === 'pass'
        ? {
            ...pinnedGate,
            status: 'skipped',
            detail: 'legacy suite without controller snapshots (FightBench labels this limitation)'
          }
        : pinnedGate
    );
  }
  const hashGate = gates.find((g) => g.id === 'manifest-hash');
  return tableResult(
    { artifact, gates, findings },
    {
      title: `FightBench suite ${file}`,
      columns: ['File', 'Manifest hash', 'Canonicalisation', 'Entrants', 'Controllers pinned'],
      rows: [
        [
          file,
          hashGate?.status ?? 'undecided',
          matched.length ? matched.join(', ') : '—',
          entrants,
          legacy ? 'no (legacy)' : 'yes'
        ]
      ]
    },
    { facts: { manifestHash: hashGate?.status, canonicalization: matched, legacy, entrants } }
  );
}
