import type { ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { toCompose, type ComposeResult } from './toCompose.ts';
import { toRun, type RunResult } from './toRun.ts';

export type { ComposeResult, Dropped, Note } from './toCompose.ts';
export type { RunResult, Skipped } from './toRun.ts';
export type { Issue } from './validate.ts';

export type Converted = ({ readonly mode: 'runToCompose' } & ComposeResult) | ({ readonly mode: 'composeToRun' } & RunResult);

/**
 * docker run commands ↔ a compose file. Both directions are this tool's own code (not composerize /
 * decomposerize): shell words split as a shell splits them, every docker run option known, every one the
 * other side cannot hold listed with why; the yaml library (loaded on first use) writes and reads YAML,
 * and a compose file is checked against the Compose Specification's JSON Schema.
 */
export async function run({ text }: Input, options: Options): Promise<Converted | ToolError> {
  if (options.mode === 'runToCompose') {
    const result = await toCompose(text, { resources: options.resources });
    return 'kind' in result ? result : { mode: 'runToCompose', ...result };
  }
  const result = await toRun(text);
  return 'kind' in result ? result : { mode: 'composeToRun', ...result };
}
