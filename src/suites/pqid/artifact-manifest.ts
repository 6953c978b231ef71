/**
 * `pqid-bench verify`'s view of ARTIFACT_MANIFEST.tsv, as an adapter over the shared verifier of the
 * `artifact-manifest` suite (one implementation of the reference's rules; see docs/artifact-manifest.md).
 */
import { verifyRelease, type ReferenceVerdict } from '../../release/verify.js';

/** The reference's result object (without `error`: an aborted run is the `ok: false` outcome) plus what benchgate adds. */
export interface ManifestVerification extends Omit<ReferenceVerdict, 'error'> {
  /** Entries whose target resolves outside the release directory through a symlink (benchgate only; the reference follows them). */
  escapes: string[];
  /** Line of each listed path, for findings. */
  lines: Record<string, number>;
}

export type VerifyOutcome =
  | { ok: true; result: ManifestVerification; failures: string[] }
  | {
      ok: false;
      error: 'missing-manifest' | 'parse';
      message: string;
      line?: number;
      traceback?: boolean;
      manifestPath: string;
      failures: string[];
    };

/**
 * Reads `dir/ARTIFACT_MANIFEST.tsv` and checks every entry in manifest order (missing, else size, else hash),
 * with the reference's messages when it would abort.
 */
export async function verifyArtifactManifest(dir: string): Promise<VerifyOutcome> {
  const out = await verifyRelease(dir);
  const ref = out.reference;
  const manifestPath = ref.manifest_path;
  if (ref.error !== undefined) {
    const missing = out.findings.some((f) => f.code === 'AM001') && ref.error === manifestPath;
    if (missing)
      return {
        ok: false,
        error: 'missing-manifest',
        message: manifestPath,
        manifestPath,
        failures: [`missing manifest ${manifestPath}`]
      };
    const first = out.findings.find((f) => f.severity === 'error' && f.line !== undefined);
    // Python's AttributeError is not caught by the reference CLI: it ends in a traceback whose last line is
    // `AttributeError: <message>`; the caller adds the exception name, so `message` is the bare text.
    const traceback = ref.error.startsWith("'NoneType' object has no attribute");
    const message = ref.error;
    return {
      ok: false,
      error: 'parse',
      message,
      ...(first?.line ? { line: first.line } : {}),
      traceback,
      manifestPath,
      failures: [traceback ? `AttributeError: ${message}` : message]
    };
  }
  const lines: Record<string, number> = {};
  // The findings carry the manifest line; map each listed path's failures back to its line.
  for (const f of out.findings) {
    const m = /^"(.*)" /.exec(f.message);
    if (m && f.line !== undefined && lines[m[1]] === undefined) lines[m[1]] = f.line;
  }
  const escapes = out.findings.filter((f) => f.code === 'AM011').map((f) => /^"(.*)" /.exec(f.message)?.[1] ?? '');
  const result: ManifestVerification = {
    checked: ref.checked,
    hash_mismatches: ref.hash_mismatches,
    manifest_path: manifestPath,
    missing: ref.missing,
    size_mismatches: ref.size_mismatches,
    valid: ref.valid,
    escapes,
    lines
  };
  const failures = [
    ...ref.missing.map((p) => `missing: ${p}`),
    ...ref.size_mismatches.map((p) => `size mismatch: ${p}`),
    ...ref.hash_mismatches.map((p) => `hash mismatch: ${p}`),
    ...escapes.map((p) => `escapes the release: ${p}`)
  ];
  return { ok: true, result, failures };
}
