/**
 * A tool's examples as command lines: the flags and the piped text that give the example's input
 * and options. The help shows them, and the examples test runs every one of them.
 */
import { fieldShown, numberText } from '@sdk/core/fields.ts';
import { optionDefaults, tabsOption, type ToolManifest } from '@sdk/core/tool.ts';
import { exampleFileBytes, type ExampleFile } from '@sdk/core/files.ts';
import { gridText, type GridValue } from '@sdk/core/grid.ts';
import { mainField } from './fieldInput.ts';
import { flagFor, toolFlags } from './flags.ts';

export interface Invocation {
  /** The arguments after the tool's id. */
  args: string[];
  /** The main text, piped in; undefined when it is given as a flag or not at all. */
  stdin?: string;
  /** Sample files the example chooses, by the name its flags give (to be written where the command runs). */
  files?: { name: string; bytes: Uint8Array }[];
}

type Example = ToolManifest['examples'][number];

/** A flag with its value; one that starts with a dash ("-5", "--") is joined by "=" so it is never read as a flag. */
function valueArgs(flag: string, value: string): string[] {
  return value.startsWith('-') ? [`--${flag}=${value}`] : [`--${flag}`, value];
}

/**
 * The command line for an example. With `pipe`, the main text field's value is piped in (as a file
 * or `echo` would); without, it is a flag like the others. Fields the example's tab hides are left
 * out, as the page leaves them out.
 */
export function exampleInvocation(manifest: ToolManifest, example: Example, { pipe = true } = {}): Invocation {
  const flags = toolFlags(manifest);
  const args: string[] = [];
  const given = (example.options ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(given)) {
    const flag = flagFor(flags, 'option', key);
    if (flag.boolean) args.push(value ? `--${flag.name}` : `--no-${flag.name}`);
    else args.push(...valueArgs(flag.name, String(value)));
  }
  const options = { ...optionDefaults(manifest.options), ...given };
  const tabKey = tabsOption(manifest);
  const tab = tabKey ? String(options[tabKey]) : undefined;
  const main = mainField(manifest, tab);
  let stdin: string | undefined;
  const files: { name: string; bytes: Uint8Array }[] = [];
  for (const [name, value] of Object.entries(example.input as Record<string, unknown>)) {
    const field = manifest.fields[name];
    if (!field || !fieldShown(field, tab) || value === null || value === undefined) continue;
    // A line field's piped text loses its last newline: one that ends the value itself goes as a flag.
    const pipeable = typeof value === 'string' && value !== '' && !(field.kind === 'line' && /\r?\n$/.test(value));
    if (pipe && name === main && pipeable) {
      stdin = value;
      continue;
    }
    const flag = flagFor(flags, 'field', name);
    if (field.kind === 'file') {
      for (const file of (Array.isArray(value) ? value : [value]) as ExampleFile[]) {
        files.push({ name: file.name, bytes: exampleFileBytes(file) });
        args.push(...valueArgs(flag.name, file.name));
      }
      continue;
    }
    // A grid goes as JSON: its cells may hold tabs and line breaks.
    if (field.kind === 'grid') {
      args.push(...valueArgs(flag.name, gridText(value as GridValue)));
      continue;
    }
    if (flag.boolean) args.push(value ? `--${flag.name}` : `--no-${flag.name}`);
    else args.push(...valueArgs(flag.name, typeof value === 'number' ? numberText(value, 'en') : String(value)));
  }
  return { args, ...(stdin !== undefined && { stdin }), ...(files.length > 0 && { files }) };
}

/** An argument as a POSIX shell reads it back: bare when safe, else in single quotes. */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** The example as one line to type in a shell, or undefined when it would not fit on a line. */
export function exampleCommand(id: string, manifest: ToolManifest, example: Example): string | undefined {
  const { args } = exampleInvocation(manifest, example, { pipe: false });
  const line = ['toolbench', id, ...args].map(shellQuote).join(' ');
  return /\n/.test(line) || line.length > 120 ? undefined : line;
}
