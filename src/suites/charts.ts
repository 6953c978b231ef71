import type { ArtifactResult, Section } from '../core/model.js';

/** Appends the chart sections a suite's producer derives from a finished result (the hook of each suite's charts.ts). */
export function withCharts(result: ArtifactResult, produce: (r: ArtifactResult) => Section[]): ArtifactResult {
  const charts = produce(result);
  return charts.length ? { ...result, sections: [...(result.sections ?? []), ...charts] } : result;
}
