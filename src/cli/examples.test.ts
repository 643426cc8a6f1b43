import { describe, expect, it } from 'vitest';
import { exampleCommand, exampleInvocation, shellQuote } from './examples.ts';
import { testManifest } from './testTool.ts';

const [plain, dates] = testManifest.examples;

describe('exampleInvocation', () => {
  it('gives options and fields as flags and pipes the main text', () => {
    expect(exampleInvocation(testManifest, plain!)).toEqual({ args: ['--indent', '4', '--sort-keys', '--amount', '12.5', '--strict'], stdin: 'Hello\n' });
  });

  it('leaves out fields the tab hides, and gives a line ending in a newline as a flag', () => {
    expect(exampleInvocation(testManifest, dates!)).toEqual({ args: ['--tab', 'dates', '--start', '2024-01-31', '--field-help', 'ends\n'], stdin: 'a' });
  });

  it('gives the main text as a flag too, when asked', () => {
    expect(exampleInvocation(testManifest, plain!, { pipe: false }).args).toEqual(['--indent', '4', '--sort-keys', '--text', 'Hello\n', '--amount', '12.5', '--strict']);
  });

  it('joins a value that starts with a dash to its flag', () => {
    expect(exampleInvocation(testManifest, { name: 'x', input: { amount: -3 }, options: { color: '--' }, output: '' }).args).toEqual(['--color=--', '--amount=-3']);
  });
});

describe('exampleCommand', () => {
  it('quotes what a shell would split, and leaves out what does not fit on a line', () => {
    expect(shellQuote('a b')).toBe("'a b'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('--x=1.5')).toBe('--x=1.5');
    expect(exampleCommand('t', testManifest, plain!)).toBeUndefined();
    expect(exampleCommand('t', testManifest, { name: 'x', input: { text: 'Hi there' }, options: { size: 4 }, output: '' })).toBe("toolbench t --size 4 --text 'Hi there'");
  });
});
