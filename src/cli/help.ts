/**
 * The help texts: the command's, and each tool's from its manifest and its locale (name,
 * description, every field and option with its values, bounds and default, and its examples as
 * command lines). The structure is in English; the tool's own words are in the chosen language.
 */
import type { FieldDecl, OptionSchema, ToolManifest } from '@sdk/core/tool.ts';
import { tabsOption } from '@sdk/core/tool.ts';
import { fieldChoices } from '@sdk/core/fields.ts';
import { exampleCommand } from './examples.ts';
import { mainField } from './fieldInput.ts';
import { flagFor, toolFlags, type Flag } from './flags.ts';
import { boundsText, enumValues } from './optionValues.ts';
import type { ToolTexts } from './texts.ts';

const WIDTH = 30;

/** Two columns: the flag, then what it does (on the next line when the flag is long). */
function row(left: string, right: string, indent = '  '): string {
  if (right === '') return indent + left;
  if (left.length >= WIDTH) return `${indent}${left}\n${indent}${' '.repeat(WIDTH)}  ${right}`;
  return `${indent}${left.padEnd(WIDTH)}  ${right}`;
}

/** A value's placeholder by field kind. */
const FIELD_VALUE: Record<FieldDecl['kind'], string> = {
  text: '<text>',
  line: '<text>',
  number: '<number>',
  integer: '<whole number>',
  date: '<YYYY-MM-DD>',
  time: '<HH:MM>',
  datetime: '<YYYY-MM-DDTHH:MM>',
  select: '<choice>',
  checkbox: '',
  color: '<#rrggbb>',
  file: '<file>',
  grid: '<rows as JSON, or tab-separated lines of cells>',
};

function flagSpec(flag: Flag, value: string): string {
  return flag.boolean ? `--[no-]${flag.name}` : `--${flag.name} ${value}`;
}

/** "(with --tab add or info)" for what is shown on some tabs only. */
function onTabs(flags: readonly Flag[], tabKey: string | undefined, tabs: readonly string[] | undefined): string | undefined {
  if (!tabKey || !tabs) return undefined;
  return `with --${flagFor(flags, 'option', tabKey).name} ${tabs.join(' or ')}`;
}

/** The lines of a list of values with their labels, indented under their flag. */
function valueLines(values: readonly { value: string; label: string }[]): string[] {
  const width = Math.max(...values.map((v) => v.value.length));
  return values.map((v) => row(`${v.value.padEnd(width)}  ${v.label}`.trimEnd(), '', ' '.repeat(WIDTH + 6)));
}

/** A long list of choices (every time zone) cut short: a wrong value gets them all in its error. */
function shortList(values: readonly string[]): string {
  return values.length <= 40 ? values.join(', ') : `${values.slice(0, 12).join(', ')}, … (${values.length} in all)`;
}

function fieldLines(name: string, field: FieldDecl, flag: Flag, manifest: ToolManifest, flags: readonly Flag[], texts: ToolTexts, isMain: boolean): string[] {
  const tabKey = tabsOption(manifest);
  const notes: string[] = [];
  if (isMain) notes.push('or piped in, or from a file');
  const tabNote = onTabs(flags, tabKey, field.tabs);
  if (tabNote) notes.push(tabNote);
  if ((field.kind === 'number' || field.kind === 'integer') && (field.min !== undefined || field.max !== undefined)) {
    notes.push(field.min !== undefined && field.max !== undefined ? `${field.min} to ${field.max}` : field.min !== undefined ? `at least ${field.min}` : `at most ${field.max}`);
  }
  if ('optional' in field && field.optional) notes.push('optional');
  const declared = (field as { default?: unknown }).default;
  if (declared === 'now') notes.push(field.kind === 'date' ? 'default: today' : 'default: now');
  else if (typeof declared === 'boolean') notes.push(`default: ${declared ? 'on' : 'off'}`);
  else if (declared !== undefined && declared !== '' && typeof declared !== 'object') notes.push(`default: ${String(declared)}`);
  const label = texts.t(`fields.${name}.label`);
  const lines = [row(flagSpec(flag, FIELD_VALUE[field.kind]), notes.length ? `${label} (${notes.join('; ')})` : label)];
  if (field.kind === 'select') {
    const indent = ' '.repeat(WIDTH + 6);
    if (!Array.isArray(field.choices)) {
      // Choices per tab (a converter's units): by value only, one line per tab.
      for (const [tab, choices] of Object.entries(field.choices as Record<string, readonly string[]>)) lines.push(`${indent}${tab}: ${shortList(choices)}`);
    } else if (field.rawLabels) lines.push(`${indent}${shortList(field.choices)}`);
    else lines.push(...valueLines(fieldChoices(field, undefined).map((c) => ({ value: c, label: field.names?.(c, texts.lang) ?? texts.t(`fields.${name}.choices.${c}`) }))));
  }
  return lines;
}

function optionLines(key: string, schema: OptionSchema, flag: Flag, manifest: ToolManifest, flags: readonly Flag[], texts: ToolTexts): string[] {
  const values = enumValues(schema);
  const notes: string[] = [];
  const tabNote = onTabs(flags, tabsOption(manifest), manifest.optionTabs?.[key]);
  if (tabNote) notes.push(tabNote);
  const bounds = boundsText(schema);
  if (bounds && !values) notes.push(bounds);
  notes.push(`default: ${schema.type === 'boolean' ? (schema.default ? 'on' : 'off') : String(schema.default)}`);
  const title = texts.t(`options.${key}.title`);
  const description = texts.has(`options.${key}.description`) ? ` ${texts.t(`options.${key}.description`)}` : '';
  const placeholder = values ? '<value>' : schema.type === 'string' ? '<text>' : schema.type === 'integer' ? '<whole number>' : '<number>';
  const lines = [row(flagSpec(flag, placeholder), `${title} (${notes.join('; ')})${description}`)];
  const named = manifest.optionNames?.[key];
  const label = (v: string) => named?.(v, 'en') ?? (texts.has(`options.${key}.values.${v}`) ? texts.t(`options.${key}.values.${v}`) : '');
  if (values) lines.push(...valueLines(values.map((v) => ({ value: String(v), label: label(String(v)) }))));
  return lines;
}

/** A tool's help; `cannotRun` says why it does not run here instead of how to run it. */
export function toolHelp(id: string, manifest: ToolManifest, texts: ToolTexts, cannotRun?: string): string {
  const lines = [texts.t('name'), texts.t('description'), ''];
  if (cannotRun) return [...lines, `Not available from the terminal: this tool ${cannotRun}. Use it on the site.`, ''].join('\n');
  const flags = toolFlags(manifest);
  const tabKey = tabsOption(manifest);
  const mainFields = new Set(((tabKey ? enumValues(manifest.options.properties[tabKey]!) : undefined) ?? [undefined]).map((tab) => mainField(manifest, tab === undefined ? undefined : String(tab))));
  mainFields.delete(undefined);
  lines.push(`Usage: toolbench ${id} [flags]${mainFields.size ? ' [file]' : ''}`);
  if (mainFields.size) lines.push(`The text comes from a file path, --input <file>, stdin, or its flag. Numbers are written the English way (1234.5).`);
  const fields = Object.entries(manifest.fields);
  if (fields.length) {
    lines.push('', 'Fields:');
    for (const [name, field] of fields) lines.push(...fieldLines(name, field, flagFor(flags, 'field', name), manifest, flags, texts, mainFields.has(name)));
  }
  const options = Object.entries(manifest.options.properties);
  if (options.length) {
    lines.push('', 'Options:');
    for (const [key, schema] of options) lines.push(...optionLines(key, schema, flagFor(flags, 'option', key), manifest, flags, texts));
  }
  lines.push('', 'Output:', row('--json', "the tool's raw result as JSON, instead of the text the page's Copy button copies"), row('--lang <en|es|de|fr>', 'the language of this help, of messages and of the result (default: en)'));
  const examples = manifest.examples.map((ex) => ({ label: texts.t(`examples.${ex.name}`), command: exampleCommand(id, manifest, ex) })).filter((ex) => ex.command !== undefined);
  if (examples.length) {
    lines.push('', 'Examples:');
    for (const ex of examples.slice(0, 4)) lines.push(`  # ${ex.label}`, `  ${ex.command}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The command's own help. */
export function commandHelp(): string {
  return [
    'Toolbench: every tool of the site from the terminal, run by the same code as the page.',
    '',
    'Usage:',
    '  toolbench <tool> [flags] [file]   run a tool: text from a file or stdin, result on stdout',
    '  toolbench <tool> --help           a tool’s fields, options and examples',
    '  toolbench --list                  every tool, and those that cannot run here',
    "  toolbench recipe '<link|JSON>'    run a recipe of the site's recipe page (steps of tools) on stdin",
    '',
    'Flags of every tool:',
    row('--input <file>', 'read the main text from a file (or give its path alone)'),
    row('--json', "print the tool's raw result as JSON"),
    row('--lang <en|es|de|fr>', 'language of help, messages and results (default: en)'),
    '',
    'Exit codes: 0 done, 1 the tool refused the input (or cannot run here), 2 a mistake on the command line.',
    '',
  ].join('\n');
}
