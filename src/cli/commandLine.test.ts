import { describe, expect, it } from 'vitest';
import { readCommandStart, readToolArgs, UsageError } from './commandLine.ts';
import { toolFlags } from './flags.ts';
import { testManifest } from './testTool.ts';

describe('readCommandStart', () => {
  it('finds the tool and the command’s own flags anywhere', () => {
    expect(readCommandStart(['--lang', 'de', 'json-formatter', '--indent', '4', 'data.json', '--json'])).toEqual({
      tool: 'json-formatter',
      globals: { help: false, list: false, json: true, batch: false, lang: 'de' },
      rest: ['--indent', '4', 'data.json'],
    });
    expect(readCommandStart(['x', '-h', '--input=a.txt']).globals).toMatchObject({ help: true, input: 'a.txt' });
    expect(readCommandStart(['--list']).tool).toBeUndefined();
  });

  it('keeps what follows -- for the tool', () => {
    expect(readCommandStart(['x', '--', '--json']).rest).toEqual(['--', '--json']);
  });

  it('refuses an unknown language or a missing value', () => {
    expect(() => readCommandStart(['x', '--lang', 'it'])).toThrow(new UsageError('--lang must be one of: en, es, de, fr (not "it")'));
    expect(() => readCommandStart(['x', '--input'])).toThrow(UsageError);
    expect(() => readCommandStart(['x', '--json=yes'])).toThrow('--json takes no value');
  });
});

describe('readToolArgs', () => {
  const flags = toolFlags(testManifest);

  it('reads options as their schema types and fields as typed', () => {
    const args = readToolArgs(['--indent', '4', '--bits=256', '--sort-keys', '--no-minifyCSS', '--amount', '1,234.5', '--strict', '--field-help', 'x', 'file.txt'], flags);
    expect(args).toEqual({
      options: { indent: '4', bits: 256, sortKeys: true, minifyCSS: false },
      fields: { amount: '1,234.5', strict: true, help: 'x' },
      positionals: ['file.txt'],
    });
  });

  it('takes a value that starts with a dash, and an empty one', () => {
    expect(readToolArgs(['--amount', '-1e-3', '--text', ''], flags)).toMatchObject({ fields: { amount: '-1e-3', text: '' } });
    expect(() => readToolArgs(['--ratio', '-1'], flags)).toThrow('--ratio must be at least 0');
  });

  it('refuses an unknown flag, listing the valid ones', () => {
    expect(() => readToolArgs(['--colour', 'red'], flags)).toThrow(/unknown flag --colour\. Valid flags: --tab, --indent, .*--sort-keys, --no-sort-keys, .*--json, --lang, --help/);
  });

  it('refuses a value for --no-<flag>, a bad on/off and a missing value', () => {
    expect(() => readToolArgs(['--no-sort-keys=true'], flags)).toThrow(UsageError);
    expect(() => readToolArgs(['--sort-keys=perhaps'], flags)).toThrow('is on or off');
    expect(() => readToolArgs(['--size'], flags)).toThrow('--size needs a value');
    expect(() => readToolArgs(['--size', '0'], flags)).toThrow('--size must be 1 to 10 (not 0)');
  });
});
