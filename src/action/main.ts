/**
 * The action: read the inputs, build the action's side of the flow (src/action/io.ts), run the one check-and-report
 * flow (src/flow.ts), then set every output and the step's result.
 */
import * as core from '@actions/core';
import { OutputPathError } from '../core/command.js';
import { runFlow } from '../flow.js';
import type { ActionsResultCache } from '../github/cache.js';
import { mdText } from '../report/escape/markdown.js';
import { defaultSummaryFile, readInputs } from './inputs.js';
import { actionFlow, type ActionDeps } from './io.js';
import { actionLog } from './log.js';
import { reportOutputs, setOutputs, writeSummaryFile } from './outputs.js';

/** The action: read inputs, check (or merge shard reports), publish every channel, set outputs and the verdict. */
export async function run(deps: ActionDeps = {}): Promise<void> {
  let resultCache: ActionsResultCache | undefined;
  try {
    const inputs = readInputs((name) => core.getInput(name), process.env);
    const flow = await actionFlow(inputs, deps, process.env);
    resultCache = flow.resultCache;
    const { report, refused, published, exitCode } = await runFlow(flow.request, flow.io);
    setOutputs(
      reportOutputs(report, {
        report: inputs.reportJson,
        ...published,
        summaryFile: published?.summaryFile ?? ''
      })
    );
    if (refused) actionLog.fail(`benchgate merge (BG013): ${refused.message}`);
    else if (report.verdict === 'fail') {
      const f = report.counts.findings;
      const why = `${report.counts.gates.fail} gate(s) failed, ${report.counts.gates.undecided} undecided, ${f.error} error(s) (fail-on: ${report.config.failOn})`;
      if (exitCode !== 0) actionLog.fail(`benchgate: ${why}`);
      else actionLog.info(`benchgate: fail: ${why}; the step stays green (fail-step: ${inputs.failStep})`);
    } else
      actionLog.info(
        `benchgate: pass (${report.counts.artifacts} artifact(s), ${report.counts.gates.pass} gate(s) passed)`
      );
    if (flow.eventError) process.exitCode = 1;
  } catch (e) {
    actionLog.fail(`benchgate: ${e instanceof OutputPathError ? `${e.code}: ` : ''}${(e as Error).message}`);
    // Even a run that could not start sets every output: `result` is fail, the summary file says why.
    const written = await writeSummaryFile(
      defaultSummaryFile(process.env),
      `## benchgate\n\n❌ **benchgate could not run**: ${mdText((e as Error).message)}\n`,
      []
    );
    setOutputs({
      result: 'fail',
      gatesFailed: '',
      findings: '',
      report: '',
      checkRunUrl: '',
      commentUrl: '',
      summaryFile: written
    });
  } finally {
    // A cache call abandoned at its timeout cannot be cancelled and its socket would keep the process alive for
    // minutes: end the process once the output has drained (exit code as set above).
    if (resultCache && resultCache.abandoned > 0 && !deps.cacheBackend) {
      actionLog.info(
        `benchgate: ${resultCache.abandoned} result-cache call(s) still hanging; ending the step without waiting for them`
      );
      setTimeout(() => process.exit(), 500).unref();
    }
  }
}
