import type { ToolInput, ToolManifest } from '../core/manifest.ts';
import type { AnyRun } from '../../registry/runs.ts';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';

/** Props of a plugin's Output.tsx: the result of run() (never a ToolError) and what produced it. */
export interface ToolOutputProps<Result = unknown, Options = Record<string, unknown>, Input extends ToolInput = string> {
  toolId: string;
  result: Result;
  input: Input;
  options: Options;
  /** Runs the tool again with the same input and options (a generator's "Generate again"). */
  rerun: () => void;
}

/** Props of a plugin's Panel.tsx, which replaces the generic page body. */
export interface ToolPanelProps {
  toolId: string;
  manifest: ToolManifest;
  /** The tool's run(), loaded on first call; for heavy work use useToolRun with worker: true. */
  run: AnyRun;
  /** For useToolOptions and OptionsForm, when the panel shows the manifest's options. */
  validatorFns: ValidatorFunctions;
}
