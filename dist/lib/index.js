// benchgate's library (import { check } from 'benchgate'): a thin entry of the shared bundle dist/bundle/ (scripts/build.mjs); third-party notices: dist/bundle/licenses.txt.
import { lib } from '../bundle/index.js';

export const {
  ALL_CODES,
  RunError,
  check,
  lookupCode,
  mergeReports,
  parseShardReport,
  renderJUnit,
  renderSummary,
  renderText,
  toJUnit,
  toMarkdown,
  toSarif,
  validateReport
} = await lib();
