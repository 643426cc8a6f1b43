/**
 * The command line's values as the page's fields would hold them: the main text from stdin or a
 * file, the other fields from their flags, files read the way the page reads a chosen file, and
 * "now" where a field starts at the current date. Then the host's own readFields reads them, with
 * numbers written the English way.
 */
import { basename, extname } from 'node:path';
import { fieldChoices, fieldShown, nowValue, startsNow, type RawValue } from '@sdk/core/fields.ts';
import type { FileFieldDecl, FileInput, ToolManifest } from '@sdk/core/tool.ts';
import { fileInput } from '@sdk/core/files.ts';
import { gridFromText } from '@sdk/core/grid.ts';
import { UsageError, type ToolArgs } from './commandLine.ts';
import { flagFor, type Flag } from './flags.ts';
import type { CliIo } from './io.ts';

/** The field stdin and a file path fill: the first text or line field shown on the tab. */
export function mainField(manifest: Pick<ToolManifest, 'fields'>, tab: string | undefined): string | undefined {
  return Object.entries(manifest.fields).find(([, f]) => (f.kind === 'text' || f.kind === 'line') && fieldShown(f, tab))?.[0];
}

/**
 * Piped or saved text exactly as it is, a byte order mark and "\r\n" included: tools such as the
 * text cleaner and the Unicode inspector are there to see them.
 */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

const TYPES: Record<string, string> = {
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

/** A file that cannot be read is a mistake on the command line. */
function unreadable(path: string, error: unknown): UsageError {
  const code = (error as { code?: string }).code;
  return new UsageError(`cannot read "${path}"${code === 'ENOENT' ? ': no such file' : code === 'EISDIR' ? ': it is a folder' : ` (${String(code ?? error)})`}`);
}

async function readBytes(path: string, io: CliIo): Promise<Uint8Array> {
  try {
    return await io.readFile(path);
  } catch (error) {
    throw unreadable(path, error);
  }
}

/** A file as a tool's file field receives it (see FileField's readFile on the page). */
export async function readFileInput(path: string, read: FileFieldDecl['read'], io: CliIo): Promise<FileInput> {
  const type = TYPES[extname(path).toLowerCase()] ?? '';
  const name = basename(path);
  if (read === 'blob') {
    const blob = await io.openBlob(path, type).catch((error: unknown) => {
      throw unreadable(path, error);
    });
    return { name, type, size: blob.size, blob };
  }
  return fileInput(name, type, await readBytes(path, io), read);
}

/** Where the main text comes from when no flag gives it: a file path, --input, or stdin. */
async function mainText(source: string | undefined, io: CliIo): Promise<string | undefined> {
  if (source !== undefined && source !== '-') return decodeText(await readBytes(source, io));
  const piped = await io.readStdin();
  // An empty pipe gives nothing: the field keeps its default, as when nothing is typed.
  return piped && piped.length > 0 ? decodeText(piped) : undefined;
}

/** The tab values on which a field is shown, for a message ("--start is used only with --tab difference"). */
function tabNote(flags: readonly Flag[], tabKey: string, tabs: readonly string[]): string {
  return `--${flagFor(flags, 'option', tabKey).name} ${tabs.join(' or ')}`;
}

export interface FieldSources {
  args: ToolArgs;
  /** --input <file>. */
  inputFile?: string;
  /** The tabs option's key and value, if the tool has tabs. */
  tabKey?: string;
  tab?: string;
}

/** The fields as typed, from flags, stdin and files; throws a UsageError for what cannot be used. */
export async function rawFieldValues(manifest: Pick<ToolManifest, 'fields'>, flags: readonly Flag[], sources: FieldSources, io: CliIo): Promise<Record<string, RawValue>> {
  const { args, inputFile, tabKey, tab } = sources;
  const raw: Record<string, RawValue> = {};
  for (const [name, value] of Object.entries(args.fields)) {
    const field = manifest.fields[name]!;
    const flag = flagFor(flags, 'field', name).name;
    if (!fieldShown(field, tab) && tabKey) throw new UsageError(`--${flag} is used only with ${tabNote(flags, tabKey, field.tabs ?? [])}`);
    if (field.kind === 'grid') raw[name] = gridFromText(field, Array.isArray(value) ? value.join('\n') : String(value));
    else if (field.kind === 'file') raw[name] = Array.isArray(value) ? await Promise.all(value.map((path) => readFileInput(path, field.read, io))) : await readFileInput(String(value), field.read, io);
    else if (field.kind === 'select' && !fieldChoices(field, tab).includes(String(value))) {
      throw new UsageError(`--${flag} must be one of: ${fieldChoices(field, tab).join(', ')} (not "${String(value)}")`);
    } else raw[name] = Array.isArray(value) ? value.join(' ') : value;
  }

  const main = mainField(manifest, tab);
  const files = [...args.positionals, ...(inputFile !== undefined ? [inputFile] : [])];
  if (files.length > 1) throw new UsageError(`one input at a time: got ${files.map((f) => `"${f}"`).join(' and ')}`);
  if (main === undefined) {
    if (files.length) throw new UsageError(`this tool takes no text input: give its values with flags (see --help), not "${files[0]}"`);
  } else if (main in raw) {
    if (files.length) throw new UsageError(`--${flagFor(flags, 'field', main).name} and "${files[0]}" both give the input: choose one`);
  } else {
    let text = await mainText(files[0], io);
    // A line field holds one line: the newline that ends a piped or saved line is not part of it.
    if (text !== undefined && manifest.fields[main]!.kind === 'line') text = text.replace(/\r?\n$/, '');
    if (text !== undefined) raw[main] = text;
  }

  // A field that starts at today's date does so here too (the page fills it in when it opens).
  const at = new Date(io.now());
  for (const [name, field] of Object.entries(manifest.fields)) if (!(name in raw) && fieldShown(field, tab) && startsNow(field, tab)) raw[name] = nowValue(field, at) ?? '';
  return raw;
}
