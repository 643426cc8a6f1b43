import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPatch } from 'diff';
import type { Options } from './manifest.ts';
import { lineEndingOf, run, type DiffResult } from './run.ts';
import { countBlocks } from './view.ts';
import { unifiedText } from './layout.ts';

const base: Options = { view: 'inline', granularity: 'lines', ignoreWhitespace: false, ignoreCase: false, ignoreLineEndings: true };
const diff = (original: string, changed: string, o: Partial<Options> = {}) => run({ original, changed }, { ...base, ...o }) as DiffResult;

describe('text-diff-checker: line endings, unified diff', () => {
  it('ignores line endings by default, and counts them when asked', () => {
    expect(diff('a\r\nb\r\n', 'a\nb\n').identical).toBe(true);
    const counted = diff('a\r\nb\r\n', 'a\nb\n', { ignoreLineEndings: false });
    expect(counted).toMatchObject({ identical: false, added: 2, removed: 2, lineEndings: { original: 'crlf', changed: 'lf' } });
    expect(diff('a\r\nb\nc', 'a\nb\n', { ignoreLineEndings: false }).lineEndings).toEqual({ original: 'mixed', changed: 'lf' });
  });

  it('says when the texts end their lines differently, also when that is ignored', () => {
    const blocks = countBlocks(diff('a\r\n', 'a\n'), base);
    expect(blocks).toContainEqual({ kind: 'note', text: { t: 'lineEndings.ignored', params: { original: { t: 'lineEndings.crlf' }, changed: { t: 'lineEndings.lf' } } } });
    expect(diff('a\n', 'b\n').lineEndings).toBeUndefined();
  });

  it('shows and copies lines that differ only in their ending without the invisible CR', () => {
    expect(unifiedText(diff('a\r\nb', 'a\nb', { ignoreLineEndings: false }).parts)).toBe('- a\n+ a\n  b');
  });

  it('names how a text ends its lines', () => {
    expect([lineEndingOf('a\r\nb'), lineEndingOf('a\nb'), lineEndingOf('a\rb'), lineEndingOf('a\r\nb\n'), lineEndingOf('ab')]).toEqual(['crlf', 'lf', 'cr', 'mixed', null]);
  });

  it('gives a unified diff that turns the original into the changed text', () => {
    const original = 'one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\n';
    const changed = 'one\n2\nthree\nfour\nfive\nsix\nseven\neight\nnine';
    const { patch } = diff(original, changed, { granularity: 'words' });
    expect(patch).toMatch(/^--- original\n\+\+\+ changed\n@@ -1,8 \+1,9 @@\n/);
    expect(applyPatch(original, patch!)).toBe(changed);
    // The patch holds every difference, also those the comparison ignores: it must apply.
    const cased = diff('Hello\nworld', 'hello\nthere', { ignoreCase: true });
    expect(applyPatch('Hello\nworld', cased.patch!)).toBe('hello\nthere');
  });

  it('gives a patch that applies, for any two texts and any way of comparing', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', 'A', ' ', '\n', '\n', '\r\n'), { maxLength: 40 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, text, fc.constantFrom<Options['granularity']>('lines', 'words', 'characters'), fc.boolean(), (original, changed, granularity, ignoreCase) => {
        const result = diff(original, changed, { granularity, ignoreCase, ignoreLineEndings: false });
        if (result.patch !== undefined) expect(applyPatch(original, result.patch)).toBe(changed);
      }),
      { numRuns: 300 },
    );
  });

  it('offers the patch as a .diff file when the texts differ, and none when they are the same', () => {
    const result = diff('a\nb\n', 'a\nc\n');
    const file = countBlocks(result, base).find((b) => b.kind === 'file');
    expect(file && file.kind === 'file' && { name: file.name, type: file.type, text: new TextDecoder().decode(file.bytes) }).toEqual({ name: 'changes.diff', type: 'text/x-diff', text: result.patch });
    expect(diff('a', 'A', { ignoreCase: true }).patch).toBeUndefined();
    expect(countBlocks(diff('a', 'a'), base).some((b) => b.kind === 'file')).toBe(false);
  });
});
