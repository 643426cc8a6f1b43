import { describe, expect, it } from 'vitest';
import { editOfPreview, pasteIntoPreview, PREVIEW_CHARS } from './TextInput.tsx';

const big = 'a'.repeat(150_000) + 'END';
const shown = big.slice(0, PREVIEW_CHARS);

describe('the shown beginning of a large text', () => {
  it('replaces the whole text when all of it is selected and something is typed, pasted or deleted', () => {
    expect(editOfPreview(big, shown, 'x', { start: 0, end: shown.length })).toBe('x');
    expect(editOfPreview(big, shown, '', { start: 0, end: shown.length })).toBe('');
    expect(pasteIntoPreview(big, shown, '{"small":1}', { start: 0, end: shown.length })).toBe('{"small":1}');
  });

  it('edits the text where the caret is otherwise, keeping the rest', () => {
    const edited = 'X' + shown;
    expect(editOfPreview(big, shown, edited, { start: 0, end: 0 })).toBe('X' + big);
    expect(pasteIntoPreview(big, shown, 'Y', { start: 5, end: 7 })).toBe(big.slice(0, 5) + 'Y' + big.slice(7));
  });
});
