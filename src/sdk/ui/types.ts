/** Props of a plugin's Output.tsx: the result of run() (never a ToolError) and what produced it. The host draws the action bar. */
export interface ToolOutputProps<Result = unknown, Options = Record<string, unknown>, Input = Record<string, unknown>> {
  toolId: string;
  result: Result;
  input: Input;
  options: Options;
}

/** Props of a plugin's Panel.tsx, which replaces the generic page body; state and the run hook come from useToolHost(). */
export interface ToolPanelProps {
  toolId: string;
}
