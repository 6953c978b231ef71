/** Recomputes every digest of a pcs document (pcs-core itself never does): embedded objects, ref records, root. */
import { getMember, type JsonNode, type JsonObject } from '../../core/json-source.js';
import { canonicalHash, NotCanonicalizableError } from './canonical.js';
import { EMBEDDED_FIELDS } from './rules-common.js';

type DigestKind = 'embedded' | 'ref' | 'root';

export interface DigestItem {
  kind: DigestKind;
  pointer: string;
  /** The recorded `signature_or_digest` (undefined when absent or not a string). */
  recorded?: string;
  /** The recomputed canonical digest (undefined when it cannot be computed). */
  computed?: string;
  /** Why it cannot be computed. */
  problem?: string;
}

export interface DigestSummary {
  items: DigestItem[];
  checked: number;
  mismatched: number;
  uncomputable: number;
}

function one(kind: DigestKind, pointer: string, node: JsonNode): DigestItem {
  const item: DigestItem = { kind, pointer };
  if (node.type !== 'object') return { ...item, problem: 'not an object' };
  const rec = getMember(node, 'signature_or_digest');
  if (rec && rec.type === 'string') item.recorded = rec.value;
  try {
    item.computed = canonicalHash(node);
  } catch (e) {
    if (e instanceof NotCanonicalizableError) item.problem = e.message;
    else throw e;
  }
  return item;
}

/** All digests of an ingest (embedded objects, refs, root) or of a standalone artifact (root only). */
export function recomputeDigests(root: JsonNode, isIngest: boolean): DigestSummary {
  const items: DigestItem[] = [];
  if (isIngest && root.type === 'object') {
    for (const f of [...EMBEDDED_FIELDS, 'artifact_refs']) {
      const arr = getMember(root as JsonObject, f);
      if (!arr || arr.type !== 'array') continue;
      arr.items.forEach((o, i) => {
        if (o.type === 'object') items.push(one(f === 'artifact_refs' ? 'ref' : 'embedded', `/${f}/${i}`, o));
      });
    }
  }
  if (root.type === 'object') items.push(one('root', '', root));
  let checked = 0;
  let mismatched = 0;
  let uncomputable = 0;
  for (const it of items) {
    if (it.computed === undefined || it.recorded === undefined) {
      uncomputable++;
      continue;
    }
    checked++;
    if (it.computed !== it.recorded) mismatched++;
  }
  return { items, checked, mismatched, uncomputable };
}
