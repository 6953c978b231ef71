/**
 * The family's codes are the release verifier's (`src/release/codes.ts`): the verifier is shared with the PQID
 * release check, so its rules and codes live in the shared module and the plug-in lists them from here.
 */
export { AM, ARTIFACT_MANIFEST_CODES } from '../../release/codes.js';
