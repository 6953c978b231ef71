import * as core from '@actions/core';
import type { Annotation } from '../report/annotations.js';
import { commandMessage, commandProperty, logLine } from '../report/escape/workflow.js';

/**
 * Everything the action writes to its log goes through here, so the workflow-command rule
 * (`src/report/escape/workflow.ts`) is applied at the channel: plain lines can never be read as a command, and
 * benchgate's own commands are made by `@actions/core`, which escapes their message and properties.
 */
export const actionLog = {
  info(s: string): void {
    core.info(logLine(s));
  },
  debug(s: string): void {
    core.debug(commandMessage(s));
  },
  group(name: string): void {
    core.startGroup(commandProperty(name));
  },
  endGroup(): void {
    core.endGroup();
  },
  fail(s: string): void {
    core.setFailed(commandMessage(s));
  },
  annotate(a: Annotation): void {
    const props: core.AnnotationProperties = { title: commandProperty(a.title) };
    if (a.file) props.file = commandProperty(a.file);
    if (a.startLine) props.startLine = a.startLine;
    if (a.endLine) props.endLine = a.endLine;
    if (a.startColumn) props.startColumn = a.startColumn;
    if (a.endColumn) props.endColumn = a.endColumn;
    const message = commandMessage(a.message);
    if (a.level === 'error') core.error(message, props);
    else if (a.level === 'warning') core.warning(message, props);
    else core.notice(message, props);
  }
};
