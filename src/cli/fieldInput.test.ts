import { describe, expect, it } from 'vitest';
import { readFields } from '@sdk/core/fields.ts';
import { UsageError } from './commandLine.ts';
import { decodeText, mainField, rawFieldValues, readFileInput } from './fieldInput.ts';
import { toolFlags } from './flags.ts';
import { memoryIo, type CliIo } from './io.ts';
import { testManifest } from './testTool.ts';

const flags = toolFlags(testManifest);
const NOW = Date.UTC(2026, 10, 26, 12);
const noArgs = { options: {}, fields: {}, positionals: [] };

/** Memory io with files by path. */
function io(stdin: string | undefined, files: Record<string, string> = {}): CliIo {
  const base = memoryIo(stdin, NOW);
  return {
    ...base,
    readFile: async (path) => {
      if (!(path in files)) throw Object.assign(new Error('nope'), { code: 'ENOENT' });
      return new TextEncoder().encode(files[path]);
    },
    openBlob: async (path, type) => new Blob([files[path] ?? ''], { type }),
  };
}

describe('mainField', () => {
  it('is the first text or line field shown on the tab', () => {
    expect(mainField(testManifest, 'text')).toBe('text');
    expect(mainField({ fields: { n: { kind: 'number' }, url: { kind: 'line', tabs: ['b'] }, body: { kind: 'text', tabs: ['a'] } } }, 'a')).toBe('body');
    expect(mainField({ fields: { n: { kind: 'number' } } }, undefined)).toBeUndefined();
  });
});

describe('rawFieldValues', () => {
  it('takes the main text from stdin as it is, byte order mark and CRLF included', async () => {
    const raw = await rawFieldValues(testManifest, flags, { args: noArgs }, io('\uFEFFa\r\nb\r\n'));
    expect(raw.text).toBe('\uFEFFa\r\nb\r\n');
  });

  it('takes it from a file path or --input instead, and "-" is stdin', async () => {
    const files = { 'in.txt': 'from file' };
    expect((await rawFieldValues(testManifest, flags, { args: { ...noArgs, positionals: ['in.txt'] } }, io('piped', files))).text).toBe('from file');
    expect((await rawFieldValues(testManifest, flags, { args: noArgs, inputFile: 'in.txt' }, io('piped', files))).text).toBe('from file');
    expect((await rawFieldValues(testManifest, flags, { args: { ...noArgs, positionals: ['-'] } }, io('piped', files))).text).toBe('piped');
  });

  it('leaves the field alone when nothing is piped (a terminal, or an empty pipe)', async () => {
    expect(await rawFieldValues(testManifest, flags, { args: noArgs }, io(undefined))).not.toHaveProperty('text');
    expect(await rawFieldValues(testManifest, flags, { args: noArgs }, io(''))).not.toHaveProperty('text');
  });

  it('drops the newline that ends a piped line field', async () => {
    const manifest = { fields: { url: { kind: 'line' as const } } };
    expect((await rawFieldValues(manifest, toolFlags({ ...manifest, options: testManifest.options }), { args: noArgs }, io('https://x\r\n'))).url).toBe('https://x');
  });

  it('refuses two inputs, a missing file, and a file for a tool without text', async () => {
    await expect(rawFieldValues(testManifest, flags, { args: { ...noArgs, positionals: ['a', 'b'] } }, io(undefined))).rejects.toThrow('one input at a time');
    await expect(rawFieldValues(testManifest, flags, { args: { ...noArgs, fields: { text: 'x' }, positionals: ['a'] } }, io(undefined))).rejects.toThrow('both give the input');
    await expect(rawFieldValues(testManifest, flags, { args: noArgs, inputFile: 'missing.txt' }, io(undefined))).rejects.toThrow('cannot read "missing.txt": no such file');
    const numbers = { fields: { n: { kind: 'number' as const } } };
    await expect(rawFieldValues(numbers, toolFlags({ ...numbers, options: testManifest.options }), { args: { ...noArgs, positionals: ['a'] } }, io(undefined))).rejects.toThrow(UsageError);
  });

  it('checks a choice against the tab’s choices, and a field against its tabs', async () => {
    await expect(rawFieldValues(testManifest, flags, { args: { ...noArgs, fields: { unit: 'years' } } }, io(undefined))).rejects.toThrow('--unit must be one of: days, weeks (not "years")');
    await expect(rawFieldValues(testManifest, flags, { args: { ...noArgs, fields: { start: '2024-01-01' } }, tabKey: 'tab', tab: 'text' }, io(undefined))).rejects.toThrow('--start is used only with --tab dates');
  });

  it('fills a field that starts at "now" with today, as the page does when it opens', async () => {
    const raw = await rawFieldValues(testManifest, flags, { args: noArgs, tabKey: 'tab', tab: 'dates' }, io(undefined));
    expect(raw.start).toMatch(/^2026-11-2[67]$/);
  });

  it('gives values the host reads with English numbers', async () => {
    const raw = await rawFieldValues(testManifest, flags, { args: { ...noArgs, fields: { amount: '12.5', strict: true, help: 'h' } }, tabKey: 'tab', tab: 'text' }, io('text'));
    const read = readFields(testManifest.fields, raw, 'en', 'text');
    expect(read).toEqual({ input: { text: 'text', amount: 12.5, start: null, unit: 'days', strict: true, help: 'h' }, errors: {}, missing: [] });
    const wrong = readFields(testManifest.fields, { ...raw, amount: 'twelve' }, 'en', 'text');
    expect(wrong.errors.amount?.code).toBe('invalidNumber');
  });
});

describe('readFileInput', () => {
  it('reads a file as the page reads a chosen one', async () => {
    const files = { 'a.png': 'PNG', 'b.txt': '\uFEFFhi' };
    expect(await readFileInput('a.png', 'image', io(undefined, files))).toEqual({ name: 'a.png', type: 'image/png', size: 3, bytes: new TextEncoder().encode('PNG'), dataUrl: 'data:image/png;base64,UE5H' });
    expect(await readFileInput('dir/b.txt', 'text', io(undefined, { 'dir/b.txt': files['b.txt'] }))).toMatchObject({ name: 'b.txt', type: 'text/plain', text: 'hi' });
    const blob = await readFileInput('b.txt', 'blob', io(undefined, files));
    expect(blob.blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(5);
  });

  it('decodes piped text without losing a byte order mark', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('\uFEFFa');
  });
});
